// Retrograde analysis (ALGORITHMS.md, "Solving"): the lecture's L-game algorithm on any game
// graph — counters of undecided successors, one FIFO queue of decided vertices.
#include "retrograde.h"

#include <cassert>

namespace gt {

namespace {

// Predecessor lists in compressed form. Filling them while walking the vertices in ascending id
// leaves every list sorted ascending: the order the contract visits predecessors in.
//
//   first: [0 2 3 3 …]   preds: [p p | p | | …]   the predecessors of v are
//                                                  preds[first[v] .. first[v + 1])
struct Predecessors {
    std::vector<std::int64_t> first;
    std::vector<VertexId> preds;

    explicit Predecessors(const GameGraph &g)
        : first(std::size_t(g.size()) + 1, 0)
    {
        for (VertexId u = 0; u < g.size(); ++u) {
            for (const VertexId v : g.successors(u))
                ++first[std::size_t(v) + 1];
        }
        for (std::size_t v = 1; v < first.size(); ++v)
            first[v] += first[v - 1];
        preds.resize(std::size_t(first.back()));
        std::vector<std::int64_t> next(first.begin(), first.end() - 1);
        for (VertexId u = 0; u < g.size(); ++u) {
            for (const VertexId v : g.successors(u))
                preds[std::size_t(next[std::size_t(v)]++)] = u;
        }
    }
};

// The best move by the decided labels: for a WIN the LOSS successor of smallest remoteness, for
// a LOSS the WIN successor of largest, for a DRAW a DRAW successor; ties to the first in the
// game's order, hence the strict comparisons.
VertexId bestSuccessor(const GameGraph &g, const RetrogradeResult &r, VertexId v)
{
    VertexId best = NoVertex;
    for (const VertexId s : g.successors(v)) {
        const auto i = std::size_t(s);
        switch (r.label[std::size_t(v)]) {
        case GameResult::Win:
            if (r.label[i] == GameResult::Loss &&
                (best == NoVertex || r.remoteness[i] < r.remoteness[std::size_t(best)]))
                best = s;
            break;
        case GameResult::Loss:
            if (r.label[i] == GameResult::Win &&
                (best == NoVertex || r.remoteness[i] > r.remoteness[std::size_t(best)]))
                best = s;
            break;
        case GameResult::Draw:
            if (r.label[i] == GameResult::Draw && best == NoVertex)
                best = s;
            break;
        }
    }
    return best;
}

} // namespace

RetrogradeResult analyseRetrograde(const GameGraph &g, const RetrogradeOptions &options)
{
    using Kind = RetrogradeStep::Kind;
    const auto n = std::size_t(g.size());
    RetrogradeResult r;
    r.label.assign(n, GameResult::Draw);
    r.remoteness.assign(n, -1);
    r.best.assign(n, NoVertex);
    r.degree.resize(n);
    std::vector<bool> decided(n, false);
    std::vector<std::int32_t> counter(n);
    std::vector<VertexId> queue; // FIFO: [head, end) waits; everything decided enters once
    queue.reserve(n);
    auto record = [&](Kind kind, VertexId v, VertexId from, GameResult label, int remoteness) {
        if (options.recordSteps)
            r.steps.push_back({kind, label, v, from, counter[std::size_t(v)], remoteness});
    };
    auto decide = [&](VertexId v, GameResult label, int remoteness) {
        decided[std::size_t(v)] = true;
        r.label[std::size_t(v)] = label;
        r.remoteness[std::size_t(v)] = remoteness;
        queue.push_back(v);
    };

    // Step 1. d(v) = the number of distinct successors; a vertex with none is decided in 0: the
    // player to move cannot move and loses, unless the game declares another result.
    for (VertexId v = 0; v < g.size(); ++v) {
        counter[std::size_t(v)] = r.degree[std::size_t(v)] = std::int32_t(g.successors(v).size());
        if (counter[std::size_t(v)] > 0)
            continue;
        const GameResult label = g.declaredResult(v).value_or(GameResult::Loss);
        decide(v, label, 0);
        record(Kind::Terminal, v, NoVertex, label, 0);
    }

    // Step 2. Take the front u; tell its undecided predecessors, in ascending id.
    const Predecessors pred(g);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const VertexId u = queue[head];
        const GameResult uLabel = r.label[std::size_t(u)];
        const int next = r.remoteness[std::size_t(u)] + 1;
        record(Kind::Dequeue, u, NoVertex, uLabel, -1);
        if (uLabel == GameResult::Draw)
            continue; // a declared draw decides nothing above it
        for (auto i = pred.first[std::size_t(u)]; i < pred.first[std::size_t(u) + 1]; ++i) {
            const VertexId p = pred.preds[std::size_t(i)];
            if (decided[std::size_t(p)])
                continue;
            if (uLabel == GameResult::Loss) { // a move to a lost position wins
                decide(p, GameResult::Win, next);
                record(Kind::Label, p, u, GameResult::Win, next);
                continue;
            }
            // u is won for the player to move there: one fewer way out for p.
            const int left = --counter[std::size_t(p)];
            assert(left >= 0);
            record(Kind::Decrement, p, u, GameResult::Draw, -1);
            if (left == 0) { // every move of p leads to a position won for the opponent
                decide(p, GameResult::Loss, next);
                record(Kind::Label, p, u, GameResult::Loss, next);
            }
        }
    }

    // Step 3. The queue is empty: neither side can force the undecided vertices to an end.
    for (VertexId v = 0; v < g.size(); ++v) {
        if (!decided[std::size_t(v)])
            record(Kind::Draw, v, NoVertex, GameResult::Draw, -1);
    }

    for (VertexId v = 0; v < g.size(); ++v) {
        r.best[std::size_t(v)] = bestSuccessor(g, r, v);
        switch (r.label[std::size_t(v)]) {
        case GameResult::Win: ++r.wins; break;
        case GameResult::Loss: ++r.losses; break;
        case GameResult::Draw: ++r.draws; break;
        }
    }
    return r;
}

} // namespace gt
