#include "edgeindex.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gt {

namespace {

QRectF transposed(const QRectF &r)
{
    return {r.top(), r.left(), r.height(), r.width()};
}

// The ids stably ordered by their edges' rows: a counting sort, since a million edges take
// a tenth of a second to merge-sort, and rows are few.
std::vector<std::int32_t> byRow(const std::vector<std::int32_t> &ids,
                                const std::vector<EdgeIndex::Edge> &edges)
{
    if (ids.empty())
        return {};
    std::int32_t lo = std::numeric_limits<std::int32_t>::max(), hi = 0;
    for (std::int32_t id : ids) {
        lo = std::min(lo, edges[std::size_t(id)].row);
        hi = std::max(hi, edges[std::size_t(id)].row);
    }
    std::vector<std::uint32_t> start(std::size_t(hi - lo) + 2, 0);
    for (std::int32_t id : ids)
        ++start[std::size_t(edges[std::size_t(id)].row - lo) + 1];
    for (std::size_t k = 1; k < start.size(); ++k)
        start[k] += start[k - 1];
    std::vector<std::int32_t> out(ids.size());
    for (std::int32_t id : ids)
        out[start[std::size_t(edges[std::size_t(id)].row - lo)]++] = id;
    return out;
}

// Sorts and deduplicates values that repeat a lot (the few heights of a row's nodes): while
// there are few distinct ones, each is looked up among those found instead of sorting all.
void distinctSorted(std::vector<double> &values)
{
    std::vector<double> found;
    for (double v : values) {
        if (std::find(found.begin(), found.end(), v) != found.end())
            continue;
        if (found.size() == 16) { // many heights: sort them all
            std::sort(values.begin(), values.end());
            values.erase(std::unique(values.begin(), values.end()), values.end());
            return;
        }
        found.push_back(v);
    }
    std::sort(found.begin(), found.end());
    values = std::move(found);
}

} // namespace

// Liang–Barsky: the part of the segment, as t runs over [0, 1], left inside each of the four
// sides.
bool clipSegment(QPointF &a, QPointF &b, const QRectF &r)
{
    double t0 = 0, t1 = 1;
    auto within = [&](double denominator, double numerator) { // denominator · t ≤ numerator
        if (denominator == 0)
            return numerator >= 0;
        const double t = numerator / denominator;
        if (denominator > 0)
            t1 = std::min(t1, t);
        else
            t0 = std::max(t0, t);
        return t0 <= t1;
    };
    const QPointF d = b - a;
    if (!within(-d.x(), a.x() - r.left()) || !within(d.x(), r.right() - a.x()) ||
        !within(-d.y(), a.y() - r.top()) || !within(d.y(), r.bottom() - a.y()))
        return false;
    const QPointF from = a;
    a = from + t0 * d;
    b = from + t1 * d;
    return true;
}

double EdgeIndex::Slot::uAt(double v) const
{
    if (v <= fromV)
        return fromU;
    if (v >= toV)
        return toU;
    return fromU + (toU - fromU) * ((v - fromV) / (toV - fromV));
}

void EdgeIndex::clear()
{
    *this = EdgeIndex();
}

void EdgeIndex::build(const std::vector<Edge> &edges, const std::vector<More> &more, double pad)
{
    clear();
    m_across.transposed = true;
    m_pad = std::max(0.0, pad);
    std::vector<QRectF> gridRects;
    // Grid rectangles are a little larger than what they stand for: touches() decides.
    auto toGrid = [&](const QRectF &r, int id) {
        gridRects.push_back(r);
        m_gridId.push_back(id);
    };
    const double grow = m_pad + 1;
    std::vector<std::int32_t> straight;
    m_lines.reserve(edges.size());
    bool anyText = false;
    for (const More &x : more) {
        for (const QRectF &r : x.texts)
            anyText = anyText || !r.isEmpty();
    }
    if (anyText)
        m_textStart.reserve(edges.size() + 1);
    // The texts first: the grid's first entries, which touches() reads by m_textStart.
    for (std::size_t i = 0; i < edges.size() && anyText; ++i) {
        const Edge &e = edges[i];
        const More *x = e.more >= 0 ? &more[std::size_t(e.more)] : nullptr;
        m_textStart.push_back(std::uint32_t(gridRects.size()));
        for (std::size_t k = 0; x && k < x->texts.size(); ++k) {
            if (!x->texts[k].isEmpty())
                toGrid(x->texts[k], int(i));
        }
    }
    if (anyText)
        m_textStart.push_back(std::uint32_t(gridRects.size()));
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const Edge &e = edges[i];
        const More *x = e.more >= 0 ? &more[std::size_t(e.more)] : nullptr;
        if (!x || x->hull.isNull()) {
            straight.push_back(std::int32_t(i));
        } else {
            m_hulls.emplace_back(std::int32_t(i), x->hull);
            toGrid(x->hull.adjusted(-grow, -grow, grow, grow), int(i));
        }
        m_lines.push_back({e.from, e.to});
    }

    // The strips of each row, in the orientation its edges run; a row that is not ordered goes
    // to the grid.
    straight = byRow(straight, edges);
    std::vector<std::int32_t> run;
    for (std::size_t at = 0; at < straight.size();) {
        std::size_t end = at;
        while (end < straight.size() &&
               edges[std::size_t(straight[end])].row == edges[std::size_t(straight[at])].row)
            ++end;
        bool down = true, across = true;
        for (std::size_t k = at; k < end; ++k) {
            const Edge &e = edges[std::size_t(straight[k])];
            down = down && e.to.y() > e.from.y();
            across = across && e.to.x() > e.from.x();
        }
        run.clear();
        if (down || across)
            run.assign(straight.begin() + std::ptrdiff_t(at),
                       straight.begin() + std::ptrdiff_t(end));
        if (run.empty() || !addRow(run, down ? m_down : m_across)) {
            for (std::size_t k = at; k < end; ++k) {
                const Edge &e = edges[std::size_t(straight[k])];
                toGrid(QRectF(e.from, e.to).normalized().adjusted(-grow, -grow, grow, grow),
                       straight[k]);
            }
        }
        at = end;
    }
    for (StripSet *set : {&m_down, &m_across}) {
        std::sort(set->strips.begin(), set->strips.end(),
                  [](const Strip &a, const Strip &b) { return a.top < b.top; });
        double reach = -std::numeric_limits<double>::infinity();
        for (const Strip &b : set->strips)
            set->reach.push_back(reach = std::max(reach, b.bottom));
    }
    m_grid.build(gridRects);
    m_slots.shrink_to_fit(); // grown row by row
}

// Cuts the row's edges into strips at every height where one of them starts or ends, so that
// in each strip every edge present crosses it from side to side; orders each strip's edges
// across it, and keeps them all when every order holds. Trees have few node heights, so an
// edge falls into one or two strips; past a few on average the row goes to the grid.
bool EdgeIndex::addRow(const std::vector<std::int32_t> &row, StripSet &set)
{
    const bool transposed = set.transposed;
    std::vector<double> heights;
    for (const std::int32_t id : row) {
        const Slot s = slot(id, transposed);
        heights.push_back(s.fromV);
        heights.push_back(s.toV);
    }
    distinctSorted(heights);
    auto at = [&heights](double v) { // the strip that starts at height v
        return std::size_t(std::lower_bound(heights.begin(), heights.end(), v) - heights.begin());
    };
    // Each edge's pieces go straight into m_slots, strip by strip (a counting sort): a
    // million edges are copied once, not three times. A row that fails is taken back out.
    const std::size_t stripCount = heights.size() - 1;
    std::vector<std::uint32_t> start(stripCount + 1, 0);
    for (const std::int32_t id : row) {
        const Slot s = slot(id, transposed);
        for (std::size_t k = at(s.fromV); k < at(s.toV); ++k)
            ++start[k + 1];
    }
    if (start.size() > 1)
        std::partial_sum(start.begin(), start.end(), start.begin());
    if (start.back() > 4 * row.size() + 64)
        return false;
    const std::size_t base = m_slots.size();
    m_slots.resize(base + start.back());
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (const std::int32_t id : row) {
        const Slot s = slot(id, transposed);
        for (std::size_t k = at(s.fromV); k < at(s.toV); ++k)
            m_slots[base + fill[k]++] = id;
    }

    std::vector<Strip> made;
    for (std::size_t k = 0; k < stripCount; ++k) {
        const auto begin = m_slots.begin() + std::ptrdiff_t(base + start[k]);
        const auto end = m_slots.begin() + std::ptrdiff_t(base + start[k + 1]);
        const double top = heights[k], bottom = heights[k + 1];
        const auto before = [&](std::int32_t i, std::int32_t j) {
            const Slot a = slot(i, transposed), b = slot(j, transposed);
            const double ua = a.uAt(top), ub = b.uAt(top);
            return ua != ub ? ua < ub : a.uAt(bottom) < b.uAt(bottom);
        };
        // A tidy layout numbers each row's nodes left to right: the edges come in order.
        if (!std::is_sorted(begin, end, before))
            std::sort(begin, end, before);
        // Within the strip the edges are straight: in order at its top and its bottom, two
        // neighbours are in order at every height between.
        for (auto it = begin; it != end && it + 1 != end; ++it) {
            const Slot a = slot(*it, transposed), b = slot(*(it + 1), transposed);
            for (double v : {top, bottom}) {
                if (a.uAt(v) > b.uAt(v)) {
                    m_slots.resize(base);
                    return false;
                }
            }
        }
        made.push_back(
            {top, bottom, std::uint32_t(base + start[k]), std::uint32_t(base + start[k + 1])});
    }
    set.strips.insert(set.strips.end(), made.begin(), made.end());
    m_stripIndexed += row.size();
    return true;
}

QRectF EdgeIndex::hull(int id) const
{
    const auto at = std::lower_bound(m_hulls.begin(), m_hulls.end(), id,
                                     [](const auto &h, int i) { return h.first < i; });
    return at != m_hulls.end() && at->first == id ? at->second : QRectF();
}

std::size_t EdgeIndex::memoryBytes() const
{
    std::size_t bytes = m_lines.capacity() * sizeof(Line) +
                        m_hulls.capacity() * sizeof(m_hulls[0]) + m_grid.memoryBytes() +
                        (m_textStart.capacity() + m_gridId.capacity()) * sizeof(std::uint32_t) +
                        m_slots.capacity() * sizeof(std::int32_t);
    for (const StripSet *set : {&m_down, &m_across})
        bytes += set->strips.capacity() * sizeof(Strip) + set->reach.capacity() * sizeof(double);
    return bytes;
}

bool EdgeIndex::touches(int id, const QRectF &area) const
{
    if (!m_textStart.empty()) {
        for (std::uint32_t k = m_textStart[std::size_t(id)]; k < m_textStart[std::size_t(id) + 1];
             ++k) {
            if (m_grid.rect(int(k)).intersects(area))
                return true;
        }
    }
    if (!m_hulls.empty()) {
        if (const QRectF h = hull(id); !h.isNull())
            return h.adjusted(-m_pad, -m_pad, m_pad, m_pad).intersects(area);
    }
    const Line &line = m_lines[std::size_t(id)];
    QPointF a = line.from, b = line.to;
    return clipSegment(a, b, area.adjusted(-m_pad, -m_pad, m_pad, m_pad));
}

void EdgeIndex::findInStrips(const StripSet &set, const QRectF &area, std::vector<int> &out) const
{
    if (set.strips.empty())
        return;
    const QRectF r = set.transposed ? transposed(area) : area;
    const double u0 = r.left() - m_pad, u1 = r.right() + m_pad;
    const double v0 = r.top() - m_pad, v1 = r.bottom() + m_pad;
    // Rounding in uAt may put a neighbour a hair out of order: search a hair wider.
    const double slack = 1e-9 * (1 + std::max(std::abs(u0), std::abs(u1)));
    const auto first =
        std::size_t(std::lower_bound(set.reach.begin(), set.reach.end(), v0) - set.reach.begin());
    for (std::size_t b = first; b < set.strips.size() && set.strips[b].top <= v1; ++b) {
        const Strip &strip = set.strips[b];
        if (strip.bottom < v0)
            continue;
        // Over [va, vb] every edge of the strip is straight: its extent is its ends'.
        const double va = std::max(v0, strip.top), vb = std::min(v1, strip.bottom);
        const auto begin = m_slots.begin() + strip.begin, end = m_slots.begin() + strip.end;
        const auto from = std::partition_point(begin, end, [&](std::int32_t id) {
            const Slot s = slot(id, set.transposed);
            return std::max(s.uAt(va), s.uAt(vb)) < u0 - slack;
        });
        const auto to = std::partition_point(from, end, [&](std::int32_t id) {
            const Slot s = slot(id, set.transposed);
            return std::min(s.uAt(va), s.uAt(vb)) <= u1 + slack;
        });
        for (auto it = from; it != to; ++it) {
            if (touches(*it, area))
                out.push_back(*it);
        }
    }
}

std::vector<int> EdgeIndex::edgesIn(const QRectF &area) const
{
    std::vector<int> out;
    findInStrips(m_down, area, out);
    findInStrips(m_across, area, out);
    m_grid.forEach(area.adjusted(-m_pad - 1, -m_pad - 1, m_pad + 1, m_pad + 1), [&](int entry) {
        const int id = m_gridId[std::size_t(entry)];
        if (touches(id, area))
            out.push_back(id);
    });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace gt
