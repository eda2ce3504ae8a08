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
    for (const QRectF &r : rects) {
        if (!r.isEmpty())
            m_bounds = m_bounds.isNull() ? r : m_bounds.united(r);
    }
    if (m_bounds.isNull())
        return;

    // About one cell per entry, square cells, never smaller than a node: a query for a
    // screenful then touches a few hundred cells at most.
    const double area = std::max(1.0, m_bounds.width() * m_bounds.height());
    m_cellSize = std::max(48.0, std::sqrt(area / double(std::max<std::size_t>(1, rects.size()))));
    m_columns = std::max(1, int(std::ceil(m_bounds.width() / m_cellSize)));
    m_rows = std::max(1, int(std::ceil(m_bounds.height() / m_cellSize)));
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
