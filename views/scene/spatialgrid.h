#pragma once

#include <QRectF>

#include <cstdint>
#include <vector>

namespace gt {

// A uniform grid over a fixed set of rectangles, built once per tree, that answers "which
// rectangles touch this area" in time proportional to the area, in memory linear in the
// rectangles (long ones make the cells coarser, not more numerous). The canvas uses it to find
// the edges to paint in an exposed rectangle (edges are drawn by one item, not one item each)
// and to hit-test nodes without asking QGraphicsScene's index, which may be switched off for
// big trees. Entry ids are positions in the vector given to build().
class SpatialGrid {
public:
    void build(const std::vector<QRectF> &rects); // empty rectangles are left out
    void clear();

    // Calls f(id) once for each entry whose rectangle intersects `area`. Not reentrant.
    template <class F> void forEach(const QRectF &area, F &&f) const
    {
        if (m_cells.empty() || !area.intersects(m_bounds))
            return;
        ++m_epoch;
        const auto [c0, r0] = cellOf(area.topLeft());
        const auto [c1, r1] = cellOf(area.bottomRight());
        for (int r = r0; r <= r1; ++r) {
            for (int c = c0; c <= c1; ++c) {
                const std::size_t cell = std::size_t(r) * m_columns + c;
                for (std::uint32_t k = m_cells[cell]; k < m_cells[cell + 1]; ++k) {
                    const std::int32_t id = m_entries[k];
                    if (m_seen[id] == m_epoch)
                        continue;
                    m_seen[id] = m_epoch;
                    if (m_rects[id].intersects(area))
                        f(id);
                }
            }
        }
    }

    const QRectF &bounds() const { return m_bounds; }
    const QRectF &rect(int id) const { return m_rects[std::size_t(id)]; } // as build() kept it
    std::size_t memoryBytes() const
    {
        return m_rects.capacity() * sizeof(QRectF) +
               (m_cells.capacity() + m_entries.capacity() + m_seen.capacity()) * 4;
    }
    std::size_t entryCount() const { return m_entries.size(); } // rectangles over cells

private:
    struct Cell {
        int column;
        int row;
    };
    Cell cellOf(const QPointF &p) const;

    QRectF m_bounds;
    double m_cellSize = 1;
    int m_columns = 0;
    int m_rows = 0;
    std::vector<QRectF> m_rects;
    std::vector<std::uint32_t> m_cells;        // m_columns * m_rows + 1 offsets into m_entries
    std::vector<std::int32_t> m_entries;       // entry ids, grouped by cell
    mutable std::vector<std::uint32_t> m_seen; // by id: the query that last reported it
    mutable std::uint32_t m_epoch = 0;
};

} // namespace gt
