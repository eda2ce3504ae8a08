#include "tablestate.h"

#include "../../trace/eventquery.h"
#include "transpositiontable.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace gt {

// What the replay has derived by the step it stands at.
struct TableReplay::State {
    State(const GameTree &tree, int depthLimit)
        : table(tree, depthLimit)
        , searching(std::size_t(tree.size()))
        , read(std::size_t(tree.size()), 0)
        , hits(std::size_t(tree.size()), 0)
        , listed(std::size_t(tree.size()), 0)
    {}
    int step = 0;
    TranspositionTable table; // the algorithm's own, written where the search writes it
    std::vector<std::optional<std::pair<double, double>>> searching; // by node: its window
    std::vector<char> read;        // by node: a leaf read, its Return to come
    std::vector<int> hits;         // by position
    std::vector<char> listed;      // by position: has a row
    std::vector<NodeId> positions; // those listed, in the order written
    NodeId current = NoNode;       // the position the event at `step` reads (a hit)
};

TableReplay::TableReplay(const GameTree &tree, const Trace &trace, int depthLimit)
    : m_tree(&tree)
    , m_trace(&trace)
    , m_depthLimit(depthLimit)
    , m_classes(transpositionClasses(tree, depthLimit))
{
    restart();
}

TableReplay::~TableReplay() = default;

void TableReplay::restart()
{
    m_state = std::make_unique<State>(*m_tree, m_depthLimit);
}

void TableReplay::apply(const TraceEvent &e)
{
    State &s = *m_state;
    s.current = NoNode;
    auto list = [&s](NodeId position) {
        if (!s.listed[std::size_t(position)]) {
            s.listed[std::size_t(position)] = 1;
            s.positions.push_back(position);
        }
    };
    if (isTableHit(e)) {
        s.current = m_classes[std::size_t(e.node)];
        ++s.hits[std::size_t(s.current)];
        list(s.current);
    } else if (isLeafRead(e)) {
        s.read[std::size_t(visitedNode(e))] = 1;
    } else if (const NodeId n = openedNode(e); n != NoNode && hasWindow(e)) {
        s.searching[std::size_t(n)] = std::pair{e.a, e.b};
    } else if (const auto f = finishedBy(e); f && f->node != NoNode) {
        const auto n = std::size_t(f->node);
        if (s.read[n]) {
            s.table.storeExact(f->node, f->value);
            s.read[n] = 0;
            list(m_classes[n]);
        } else if (const auto window = s.searching[n]) {
            s.table.store(f->node, f->value, window->first, window->second);
            s.searching[n].reset();
            list(m_classes[n]);
        }
    }
}

TableState TableReplay::at(int step)
{
    const int end = std::clamp(step, 0, int(m_trace->events.size()));
    if (end < m_state->step)
        restart();
    State &s = *m_state;
    for (; s.step < end; ++s.step)
        apply(m_trace->events[std::size_t(s.step)]);
    std::vector<NodeId> positions = s.positions;
    std::sort(positions.begin(), positions.end()); // preorder, as the tree lists them
    TableState out;
    out.rows.reserve(positions.size());
    for (const NodeId n : positions) {
        const TableEntry &entry = s.table.entry(n);
        if (entry.storedBy == NoNode && s.hits[std::size_t(n)] == 0)
            continue; // a store the table's rules left out
        if (n == s.current)
            out.currentRow = int(out.rows.size());
        out.rows.push_back({n, entry.lower, entry.upper, entry.storedBy, s.hits[std::size_t(n)]});
    }
    return out;
}

TableState tableAt(const GameTree &tree, const Trace &trace, int step, int depthLimit)
{
    return TableReplay(tree, trace, depthLimit).at(step);
}

} // namespace gt
