#include "neighbourhood.h"

#include <algorithm>
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

namespace {

// By vertex of the whole graph: its id in the neighbourhood, NoVertex outside it.
std::vector<VertexId> localIds(std::size_t wholeSize, const std::vector<VertexId> &original)
{
    std::vector<VertexId> local(wholeSize, NoVertex);
    for (std::size_t i = 0; i < original.size(); ++i)
        local[std::size_t(original[i])] = VertexId(i);
    return local;
}

void countLabel(int *wins, int *losses, int *draws, std::optional<GameResult> label)
{
    if (!label)
        return;
    ++*(*label == GameResult::Win ? wins : *label == GameResult::Loss ? losses : draws);
}

} // namespace

RetrogradeFrame neighbourhoodFrame(const RetrogradeFrame &whole,
                                   const std::vector<VertexId> &original)
{
    RetrogradeFrame part;
    part.counter.reserve(original.size());
    part.label.reserve(original.size());
    part.remoteness.reserve(original.size());
    for (const VertexId v : original) {
        part.counter.push_back(whole.counter[std::size_t(v)]);
        part.label.push_back(whole.label[std::size_t(v)]);
        part.remoteness.push_back(whole.remoteness[std::size_t(v)]);
        countLabel(&part.wins, &part.losses, &part.draws, part.label.back());
    }
    const std::vector<VertexId> local = localIds(whole.label.size(), original);
    for (std::size_t i = 0; i < whole.queue.size(); ++i) {
        const VertexId v = local[std::size_t(whole.queue[i])];
        if (v == NoVertex)
            continue;
        if (i < whole.head)
            ++part.head;
        part.queue.push_back(v);
    }
    return part;
}

RetrogradeResult neighbourhoodResult(const RetrogradeResult &whole,
                                     const std::vector<VertexId> &original)
{
    const std::vector<VertexId> local = localIds(whole.label.size(), original);
    RetrogradeResult part;
    for (const VertexId v : original) {
        const auto i = std::size_t(v);
        part.label.push_back(whole.label[i]);
        part.remoteness.push_back(whole.remoteness[i]);
        part.best.push_back(whole.best[i] == NoVertex ? NoVertex
                                                      : local[std::size_t(whole.best[i])]);
        part.degree.push_back(whole.degree[i]);
        countLabel(&part.wins, &part.losses, &part.draws, whole.label[i]);
    }
    return part;
}

std::optional<RetrogradeStep> neighbourhoodStep(const RetrogradeStep *step,
                                                const std::vector<VertexId> &original)
{
    if (!step)
        return std::nullopt;
    auto local = [&original](VertexId v) {
        const auto it = std::find(original.begin(), original.end(), v);
        return v == NoVertex || it == original.end() ? NoVertex : VertexId(it - original.begin());
    };
    RetrogradeStep s = *step;
    s.vertex = local(step->vertex);
    s.from = local(step->from);
    return s;
}

} // namespace gt
