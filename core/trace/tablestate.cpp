#include "tablestate.h"

#include "../search/transpositiontable.h"
#include "eventquery.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace gt {

TableState tableAt(const GameTree &tree, const Trace &trace, int step, int depthLimit)
{
    TableState out;
    // The algorithm's own table, written where the search writes it.
    TranspositionTable table(tree, depthLimit);
    const std::vector<NodeId> classes = transpositionClasses(tree, depthLimit);
    std::vector<std::optional<std::pair<double, double>>> searching(std::size_t(tree.size()));
    std::vector<char> read(std::size_t(tree.size()), 0); // a leaf read, its Return to come
    std::vector<int> hits(std::size_t(tree.size()), 0);  // by position
    NodeId current = NoNode;
    const int end = std::clamp(step, 0, int(trace.events.size()));
    for (int i = 0; i < end; ++i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        current = NoNode;
        if (isTableHit(e)) {
            current = classes[std::size_t(e.node)];
            ++hits[std::size_t(current)];
        } else if (isLeafRead(e)) {
            read[std::size_t(visitedNode(e))] = 1;
        } else if (const NodeId n = openedNode(e); n != NoNode && hasWindow(e)) {
            searching[std::size_t(n)] = std::pair{e.a, e.b};
        } else if (const auto f = finishedBy(e); f && f->node != NoNode) {
            const auto n = std::size_t(f->node);
            if (read[n]) {
                table.storeExact(f->node, f->value);
                read[n] = 0;
            } else if (const auto window = searching[n]) {
                table.store(f->node, f->value, window->first, window->second);
                searching[n].reset();
            }
        }
    }
    for (NodeId n = 0; n < tree.size(); ++n) {
        const TableEntry &entry = table.entry(n);
        if (classes[std::size_t(n)] != n || (entry.storedBy == NoNode && hits[std::size_t(n)] == 0))
            continue;
        if (n == current)
            out.currentRow = int(out.rows.size());
        out.rows.push_back({n, entry.lower, entry.upper, entry.storedBy, hits[std::size_t(n)]});
    }
    return out;
}

} // namespace gt
