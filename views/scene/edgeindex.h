#pragma once

#include "spatialgrid.h"

#include <QPointF>
#include <QRectF>

#include <array>
#include <cstdint>
#include <vector>

namespace gt {

// Finds the edges of a drawn tree that touch an area, in memory linear in the number of edges
// however the tree is shaped. A grid of bounding rectangles cannot do that: the n edges of a
// fan cover a triangle of the picture, O(n²) cells (200,000 leaves under one root took 10 GB).
//
// The straight edges from one depth to the next form a row. Cut at every height where one of
// them starts or ends, the row becomes strips that each edge present crosses from side to
// side. In a tidy drawing edges do not cross, so within a strip their order across it is the
// same at every height: the edges touching an area are one run of that order, found by two
// binary searches. Trees have few node heights, so a row makes one or two strips. build()
// checks every order and hands a row that breaks it (and Graphviz's curved edges, and the
// texts beside edges, which are small) to a SpatialGrid of rectangles instead, so the answer
// is exact for any drawing; only its speed depends on the drawing being tidy.
//
//   depth d      P─────────Q        strip 1: every edge, from the parents' anchors to the
//               /|\          \      higher children's tops; strip 2: the edges to the lower
//   depth d+1  ▽ □ □          □     (shorter) children. Within each, a and b and c and d keep
//              a b c          d     their order across at every height.
class EdgeIndex {
public:
    struct Edge {
        QPointF from;           // on the parent
        QPointF to;             // on the child
        std::int32_t row = 0;   // the parent's depth
        std::int32_t more = -1; // into build()'s `more`: a curve's hull or texts; -1: none
    };
    // What few edges have, apart: a million plain edges need no room for it.
    struct More {
        QRectF hull; // a curved edge: what its control points span; null for a straight edge
        std::array<QRectF, 2> texts; // beside the edge: its label, and with the probability
    };

    // `pad` widens every line (pen width, cut marks) on each side.
    void build(const std::vector<Edge> &edges, const std::vector<More> &more, double pad);
    void clear();

    // The edges that touch `area`, each once, in increasing id (= position in build()'s vector).
    std::vector<int> edgesIn(const QRectF &area) const;
    // Whether edge `id` touches `area`: its line widened by the pad, its texts, or (curved) its
    // hull. What edgesIn() answers is exactly the edges for which this holds.
    bool touches(int id, const QRectF &area) const;

    std::size_t size() const { return m_lines.size(); }
    // An edge's ends as build() had them: the index is where the edges' geometry is kept.
    QPointF from(int id) const { return m_lines[std::size_t(id)].from; }
    QPointF to(int id) const { return m_lines[std::size_t(id)].to; }
    QRectF hull(int id) const;       // a curved edge's; null for a straight one
    std::size_t memoryBytes() const; // heap bytes, for the benchmarks
    std::size_t stripIndexedCount() const { return m_stripIndexed; } // edges found through strips

private:
    // What touches() needs of an edge, kept small: a million edges cost tens of megabytes.
    struct Line {
        QPointF from, to;
    };
    // A straight edge in its strip's own axes: `v` runs with depth, `u` across it. Made from
    // its Line when needed: the strips keep only edge ids.
    struct Slot {
        double fromU, fromV, toU, toV;
        double uAt(double v) const; // on the edge, between its ends
    };
    Slot slot(std::int32_t id, bool transposed) const
    {
        const Line &l = m_lines[std::size_t(id)];
        return transposed ? Slot{l.from.y(), l.from.x(), l.to.y(), l.to.x()}
                          : Slot{l.from.x(), l.from.y(), l.to.x(), l.to.y()};
    }
    struct Strip {
        double top = 0, bottom = 0;       // along v: a strip every edge in it crosses
        std::uint32_t begin = 0, end = 0; // into m_slots, in order across the strip
    };
    // The strips of one orientation, by top, with the farthest bottom reached so far.
    struct StripSet {
        bool transposed = false; // depth runs along x (a left-to-right drawing)
        std::vector<Strip> strips;
        std::vector<double> reach;
    };
    bool addRow(const std::vector<std::int32_t> &row, StripSet &set);
    void findInStrips(const StripSet &set, const QRectF &area, std::vector<int> &out) const;

    double m_pad = 0;
    std::vector<Line> m_lines;                            // by edge id
    std::vector<std::pair<std::int32_t, QRectF>> m_hulls; // of the curved edges, by id
    // By edge id, and one past the last: the edges' texts, the grid's first entries; empty when
    // no edge has texts.
    std::vector<std::uint32_t> m_textStart;
    std::vector<std::int32_t> m_slots; // edge ids by strip, in order across it
    std::size_t m_stripIndexed = 0;
    StripSet m_down, m_across;
    SpatialGrid m_grid;                 // texts, curved edges, edges of disordered rows
    std::vector<std::int32_t> m_gridId; // grid entry -> edge id
};

// Cuts the segment a–b down to its part inside the closed rectangle r; false when none is.
bool clipSegment(QPointF &a, QPointF &b, const QRectF &r);

} // namespace gt
