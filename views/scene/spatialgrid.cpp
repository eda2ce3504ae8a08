#include "spatialgrid.h"

#include <algorithm>
#include <cmath>

namespace gt {

void SpatialGrid::clear()
{
    *this = SpatialGrid();
}

SpatialGrid::Cell SpatialGrid::cellOf(const QPointF &p) const
{
    const int c = int(std::floor((p.x() - m_bounds.left()) / m_cellSize));
    const int r = int(std::floor((p.y() - m_bounds.top()) / m_cellSize));
    return {std::clamp(c, 0, m_columns - 1), std::clamp(r, 0, m_rows - 1)};
}

void SpatialGrid::build(const std::vector<QRectF> &rects)
{
    clear();
    m_rects = rects;
    m_seen.assign(rects.size(), 0);
    for (QRectF &r : m_rects) { // a rectangle without finite corners is left out too
        if (!std::isfinite(r.left() + r.top() + r.width() + r.height()))
            r = QRectF();
    }
    for (const QRectF &r : m_rects) {
        if (!r.isEmpty())
            m_bounds = m_bounds.isNull() ? r : m_bounds.united(r);
    }
    if (m_bounds.isNull())
        return;

    // About one cell per entry, square cells, never smaller than a node: a query for a
    // screenful then touches a few hundred cells at most. Long rectangles would each fill a
    // row of cells, so the cells grow until the entries are at most a few per rectangle:
    // memory stays linear whatever the shapes, at the price of slower queries.
    const double area = std::max(1.0, m_bounds.width() * m_bounds.height());
    m_cellSize = std::max(48.0, std::sqrt(area / double(std::max<std::size_t>(1, rects.size()))));
    const std::size_t maxEntries = 4 * rects.size() + 1024; // and as many cells at most
    for (;; m_cellSize *= 2) {
        const double columns = std::max(1.0, std::ceil(m_bounds.width() / m_cellSize));
        const double rows = std::max(1.0, std::ceil(m_bounds.height() / m_cellSize));
        if (columns * rows > double(maxEntries))
            continue;
        m_columns = int(columns);
        m_rows = int(rows);
        std::size_t entries = 0;
        for (const QRectF &r : m_rects) {
            if (r.isEmpty())
                continue;
            const auto [c0, r0] = cellOf(r.topLeft());
            const auto [c1, r1] = cellOf(r.bottomRight());
            entries += std::size_t(c1 - c0 + 1) * std::size_t(r1 - r0 + 1);
        }
        if (entries <= maxEntries)
            break;
    }
    const std::size_t cellCount = std::size_t(m_columns) * std::size_t(m_rows);

    // Counting sort into cells: count, prefix sums, fill.
    m_cells.assign(cellCount + 1, 0);
    auto eachCell = [this](const QRectF &r, auto &&f) {
        const auto [c0, r0] = cellOf(r.topLeft());
        const auto [c1, r1] = cellOf(r.bottomRight());
        for (int row = r0; row <= r1; ++row)
            for (int col = c0; col <= c1; ++col)
                f(std::size_t(row) * m_columns + col);
    };
    for (const QRectF &r : m_rects) {
        if (!r.isEmpty())
            eachCell(r, [this](std::size_t cell) { ++m_cells[cell + 1]; });
    }
    for (std::size_t i = 0; i < cellCount; ++i)
        m_cells[i + 1] += m_cells[i];
    m_entries.resize(m_cells[cellCount]);
    std::vector<std::uint32_t> fill(m_cells.begin(), m_cells.end() - 1);
    for (std::size_t id = 0; id < m_rects.size(); ++id) {
        if (!m_rects[id].isEmpty())
            eachCell(m_rects[id],
                     [&](std::size_t cell) { m_entries[fill[cell]++] = std::int32_t(id); });
    }
}

} // namespace gt
