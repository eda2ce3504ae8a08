// Alpha-beta: minimax that stops searching a node's children once alpha >= beta, because the
// node's value can no longer change the decision above it. Fail-hard clamps returned values
// to the node's window; fail-soft returns them as found. Both read the same leaves.
#include "algorithm.h"
#include "refusals.h"
#include "searchsupport.h"

#include <algorithm>

namespace gt {

namespace {

enum Line {
    LineEnter = 1,
    LineLeaf = 2,
    LineMaxBack = 6,
    LineMaxAlpha = 7,
    LineMaxCut = 8,
    LineMinBack = 12,
    LineMinBeta = 13,
    LineMinCut = 14,
    LineReturn = 15,
};

struct Visit {
    NodeId node;
    bool isMax;
    int next = 0;
    double alpha0, beta0;            // the window the node was entered with
    double alpha, beta;              // the window now
    double value;                    // best so far
    Bound valueBound = Bound::Upper; // what the child that gave `value` returned
    bool cut = false;
};

// Keeps `value` and how exact it is when a child returns r with bound b: the winner's bound
// decides, and an exact child wins a tie because it says more.
void combine(Visit &v, double r, Bound b)
{
    const bool better = v.isMax ? r > v.value : r < v.value;
    if (better) {
        v.value = r;
        v.valueBound = b;
    } else if (r == v.value && b == Bound::Exact) {
        v.valueBound = Bound::Exact;
    }
}

// The value a finished node returns, and what it means.
std::pair<double, Bound> result(const Visit &v, bool failSoft)
{
    Bound bound = v.valueBound;
    if (v.cut)
        bound = v.isMax ? Bound::Lower : Bound::Upper;
    if (failSoft)
        return {v.value, bound};
    const double clamped = std::clamp(v.value, v.alpha0, v.beta0);
    if (clamped != v.value)
        bound = clamped == v.alpha0 ? Bound::Upper : Bound::Lower;
    return {clamped, bound};
}

class AlphaBeta final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("alphabeta"); }
    QString displayName() const override { return QStringLiteral("Alpha-beta"); }
    QStringList pseudocode() const override
    {
        return {
            QStringLiteral("function ALPHABETA(n, α, β):"),
            QStringLiteral("  if n is a leaf: return value(n)"),
            QStringLiteral("  if n is MAX:"),
            QStringLiteral("    v ← −∞"),
            QStringLiteral("    for each child c of n, left to right:"),
            QStringLiteral("      v ← max(v, ALPHABETA(c, α, β))"),
            QStringLiteral("      α ← max(α, v)"),
            QStringLiteral("      if α ≥ β: prune the remaining children   ▷ β cut-off"),
            QStringLiteral("  else (n is MIN):"),
            QStringLiteral("    v ← +∞"),
            QStringLiteral("    for each child c of n, left to right:"),
            QStringLiteral("      v ← min(v, ALPHABETA(c, α, β))"),
            QStringLiteral("      β ← min(β, v)"),
            QStringLiteral("      if α ≥ β: prune the remaining children   ▷ α cut-off"),
            QStringLiteral("  return v   ▷ fail-hard: clamped to the window n was given"),
        };
    }
    std::optional<TreeProblem> refusalAt(const GameTree &tree) const override
    {
        return refuseChanceNodes(tree, displayName());
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace AlphaBeta::run(const GameTree &t, const SearchOptions &o) const
{
    Trace trace;
    trace.algorithm = id();
    trace.events.reserve(std::size_t(t.size()) * 2 + 1);
    TraceWriter w(trace);
    std::vector<Visit> stack;
    std::vector<double> rootChildValues;

    auto deliver = [&](NodeId child, double r, Bound b) {
        if (stack.empty()) {
            w.add(EventType::Finish, LineReturn, child, NoNode, r, 0, std::uint8_t(b));
            return;
        }
        Visit &p = stack.back();
        if (p.node == 0)
            rootChildValues.push_back(r);
        combine(p, r, b);
        w.add(EventType::Return, p.isMax ? LineMaxBack : LineMinBack, child, p.node, r, p.value,
              std::uint8_t(b));
        if (p.isMax && p.value > p.alpha) {
            p.alpha = p.value;
            w.add(EventType::Tighten, LineMaxAlpha, p.node, NoNode, p.alpha, p.beta);
        } else if (!p.isMax && p.value < p.beta) {
            p.beta = p.value;
            w.add(EventType::Tighten, LineMinBeta, p.node, NoNode, p.alpha, p.beta);
        }
        if (p.alpha >= p.beta && p.next < t.childCount(p.node)) {
            p.cut = true;
            w.add(EventType::Cutoff, p.isMax ? LineMaxCut : LineMinCut, p.node,
                  t.child(p.node, p.next), p.alpha, p.beta,
                  std::uint8_t(p.isMax ? Cut::AtMax : Cut::AtMin));
            p.next = t.childCount(p.node); // the remaining children are never searched
        }
    };

    auto enter = [&](NodeId n, double alpha, double beta) {
        if (isTerminal(t, n, o)) {
            w.add(EventType::ReadLeaf, LineLeaf, n, NoNode, t.value(n));
            deliver(n, t.value(n), Bound::Exact);
            return;
        }
        w.add(EventType::Enter, LineEnter, n, NoNode, alpha, beta, 1,
              t.depth(n)); // detail 1: a window
        const bool isMax = t.kind(n) == NodeKind::Max;
        stack.push_back({n, isMax, 0, alpha, beta, alpha, beta, isMax ? -Infinity : Infinity});
    };

    enter(0, -Infinity, Infinity);
    while (!stack.empty()) {
        Visit &top = stack.back();
        Q_ASSERT(top.alpha < top.beta || top.next == t.childCount(top.node));
        if (top.next < t.childCount(top.node)) {
            const NodeId c = t.child(top.node, top.next++);
            enter(c, top.alpha, top.beta);
            continue;
        }
        const Visit done = top;
        stack.pop_back();
        const auto [r, b] = result(done, o.failSoft);
        deliver(done.node, r, b);
    }
    summarize(t, trace);
    trace.summary.bestChild = firstChildWithValue(t, rootChildValues, trace.summary.value);
    return trace;
}

} // namespace

const Algorithm *alphaBetaAlgorithm()
{
    static const AlphaBeta instance;
    return &instance;
}

} // namespace gt
