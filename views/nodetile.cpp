#include "nodetile.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gt {

namespace {
constexpr double TileNodes = 128; // nodes per tile, on average
} // namespace

NodeTile::NodeTile()
{
    setFlag(ItemClipsChildrenToShape);
    setAcceptedMouseButtons(Qt::NoButton);
}

QPainterPath NodeTile::shape() const
{
    QPainterPath path; // a rectangle: the view clips with setClipRect
    path.addRect(m_rect);
    return path;
}

void NodeTile::paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) {}

void NodeTile::cover(const QRectF &r)
{
    const QRectF padded = r.adjusted(-1, -1, 1, 1); // antialiasing reaches a little further
    if (m_rect.contains(padded))
        return;
    prepareGeometryChange();
    m_rect = m_rect.isNull() ? padded : m_rect.united(padded);
}

TileGrid::TileGrid(const TreeLayout &layout, NodeId count)
{
    if (count <= 0 || layout.centers.empty())
        return;
    double left = layout.centers[0].x, right = left;
    double top = layout.centers[0].y, bottom = top;
    for (const LayoutPoint &p : layout.centers) {
        left = std::min(left, p.x);
        right = std::max(right, p.x);
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
    }
    m_bounds = QRectF(left, top, right - left, bottom - top);
    const double area = std::max(1.0, m_bounds.width() * m_bounds.height());
    m_cell = std::max(256.0, std::sqrt(area * TileNodes / double(count)));
    m_columns = std::max(1, int(std::ceil(m_bounds.width() / m_cell)));
    m_rows = std::max(1, int(std::ceil(m_bounds.height() / m_cell)));
    m_tiles.assign(std::size_t(m_columns) * std::size_t(m_rows), nullptr);
}

NodeTile *TileGrid::tileFor(const QPointF &center)
{
    if (m_tiles.empty())
        return nullptr;
    const int c = std::clamp(int((center.x() - m_bounds.left()) / m_cell), 0, m_columns - 1);
    const int r = std::clamp(int((center.y() - m_bounds.top()) / m_cell), 0, m_rows - 1);
    NodeTile *&tile = m_tiles[std::size_t(r) * std::size_t(m_columns) + std::size_t(c)];
    if (!tile)
        tile = new NodeTile;
    return tile;
}

std::vector<NodeTile *> TileGrid::tiles() const
{
    std::vector<NodeTile *> out;
    std::copy_if(m_tiles.begin(), m_tiles.end(), std::back_inserter(out),
                 [](const NodeTile *t) { return t != nullptr; });
    return out;
}

} // namespace gt
