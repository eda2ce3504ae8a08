#include "neighbourhood.h"

#include <cassert>

namespace gt {

GraphNeighbourhood graphNeighbourhood(const GameGraph &g, VertexId centre, int moves,
                                      VertexId limit)
{
    assert(centre >= 0 && centre < g.size() && limit > 0);
    // Predecessors for this one walk: a graph of thousands of positions has them in a moment,
    // and keeping them beside the graph would be one more thing for every builder to keep.
    std::vector<std::vector<VertexId>> before(std::size_t(g.size()));
    for (VertexId u = 0; u < g.size(); ++u) {
        for (const VertexId v : g.successors(u))
            before[std::size_t(v)].push_back(u);
    }
    GraphNeighbourhood n;
    std::vector<VertexId> local(std::size_t(g.size()), NoVertex);
    auto take = [&](VertexId v, int distance) {
        if (local[std::size_t(v)] != NoVertex)
            return;
        if (VertexId(n.original.size()) >= limit) {
            n.cut = true;
            return;
        }
        local[std::size_t(v)] = VertexId(n.original.size());
        n.original.push_back(v);
        n.distance.push_back(distance);
    };
    take(centre, 0);
    for (std::size_t i = 0; i < n.original.size(); ++i) { // the queue is `original` itself
        const VertexId v = n.original[i];
        const int next = n.distance[i] + 1;
        if (next > moves)
            continue;
        for (const VertexId s : g.successors(v))
            take(s, next);
        for (const VertexId p : before[std::size_t(v)])
            take(p, next);
    }
    for (const VertexId v : n.original)
        n.graph.addVertex(g.position(v), g.declaredResult(v));
    n.graph.setGameId(g.gameId());
    for (VertexId i = 0; i < n.graph.size(); ++i) {
        const VertexId v = n.original[std::size_t(i)];
        std::vector<VertexId> targets;
        std::vector<QString> labels;
        const auto all = g.moves(v);
        for (std::size_t m = 0; m < all.size(); ++m) {
            const VertexId t = local[std::size_t(all[m])];
            if (t == NoVertex)
                continue;
            targets.push_back(t);
            labels.push_back(g.moveLabel(v, int(m)));
        }
        if (g.moveLabel(v, 0).isEmpty())
            labels.clear();
        n.graph.setMoves(i, std::move(targets), std::move(labels));
    }
    return n;
}

} // namespace gt
