// Negamax: alpha-beta written for one player. Every value, and the window, is seen from the
// side to move at the node, so MAX and MIN share one loop that maximises; a child's value is
// negated only where the side to move changes (MAX under MAX is not), and its window is then
// (−β, −α). Fail-soft, so it returns and reads exactly what fail-soft alpha-beta does; the
// events report values from MAX's view, as the canvas shows them. With --tt it asks the
// transposition table first, as Plaat's AlphaBetaWithMemory does.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"
#include "../table/transpositiontable.h"

#include <QCoreApplication>

namespace gt {

namespace {

enum Line {
    LineEnter = 1,
    LineLeaf = 2,
    LineSameSide = 5,
    LineOtherSide = 6,
    LineAlpha = 8,
    LineCut = 9,
    LineReturn = 10,
    LineTableAnswers = 12,
    LineTableStores = 14,
};

// +1 where MAX is to move, −1 where MIN is; a leaf belongs to the side that reads it.
int sideOf(const GameTree &t, NodeId n)
{
    if (t.kind(n) == NodeKind::Leaf)
        return t.parent(n) == NoNode ? 1 : sideOf(t, t.parent(n));
    return t.kind(n) == NodeKind::Min ? -1 : 1;
}

Bound flipped(Bound b)
{
    return b == Bound::Lower ? Bound::Upper : b == Bound::Upper ? Bound::Lower : b;
}

// The node's own view and MAX's: the same number with the side's sign, bounds mirrored.
double forMax(int side, double v)
{
    return side * v;
}
Bound forMax(int side, Bound b)
{
    return side > 0 ? b : flipped(b);
}

struct Visit {
    NodeId node;
    int side;
    int next = 0;
    double alpha, beta;   // the window now, from the side to move
    double alpha0, beta0; // the window it was entered with (after the table narrowed it)
    double value;         // best so far, from the side to move
    Bound valueBound = Bound::Upper;
    bool cut = false;
};

class Negamax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("negamax"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Negamax");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate(
                "gt::Pseudocode",
                "function NEGAMAX(n, α, β):   ▷ values seen by the side to move at n"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  if n is a leaf: return value(n), negated if MIN is to move"),
            QCoreApplication::translate("gt::Pseudocode", "  v ← −∞"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    if the same side moves at c: r ← NEGAMAX(c, α, β)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "    else: r ← −NEGAMAX(c, −β, −α)   ▷ its gain is our loss"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← max(v, r)"),
            QCoreApplication::translate("gt::Pseudocode", "    α ← max(α, v)"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    if α ≥ β: prune the remaining children   ▷ cut-off"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  return v   ▷ fail-soft: the best found, even outside (α, β)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "with --tt, NEGAMAX(n, α, β) first asks the table, [lower, upper] per key:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  if lower ≥ β: return lower;  if upper ≤ α: return upper;"
                                        "  if lower = upper: return it"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  α ← max(α, lower);  β ← min(β, upper)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  and stores v before returning it: v ≤ α sets upper, v ≥ β lower, "
                "else both (a leaf: both)"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "It is alpha-beta written for one player: every node maximises the "
                             "value seen by the side to move, and a value changes sign where "
                             "the side to move changes.");
    }
    OptionSpecs options() const override { return {depthOption(), transpositionTableOption()}; }
    TraceFeatures features() const override
    {
        return TraceFeature::Window | TraceFeature::SideToMove;
    }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace Negamax::run(const GameTree &t, const SearchOptions &options) const
{
    const int depth = depthLimit(options); // the options, read once
    std::optional<TranspositionTable> table;
    if (transpositionTable(options))
        table.emplace(t, depth);
    Trace trace;
    trace.algorithm = id();
    if (table)
        trace.features |= TraceFeature::TranspositionTable;
    TraceWriter w(trace);
    std::vector<Visit> stack;
    std::vector<double> rootChildValues; // from MAX's view

    // Events carry MAX's view: (α, β) seen by MIN is (−β, −α) seen by MAX.
    auto windowEvent = [&](EventType type, int line, const Visit &v) {
        const double a = v.side > 0 ? v.alpha : -v.beta;
        const double b = v.side > 0 ? v.beta : -v.alpha;
        w.add(type, line, v.node, NoNode, a, b);
    };

    // The child `child`, played by `childSide`, returns r with bound b, both from its side.
    auto deliver = [&](NodeId child, int childSide, double r, Bound b, BoundReasons why) {
        if (stack.empty()) {
            w.add(EventType::Finish, LineReturn, child, NoNode, forMax(childSide, r), 0,
                  std::uint8_t(forMax(childSide, b)));
            return;
        }
        Visit &p = stack.back();
        const bool negated = childSide != p.side;
        const double mine = negated ? -r : r;
        const Bound mineBound = negated ? flipped(b) : b;
        if (p.node == 0)
            rootChildValues.push_back(forMax(p.side, mine));
        if (mine > p.value) {
            p.value = mine;
            p.valueBound = mineBound;
        } else if (mine == p.value && mineBound == Bound::Exact) {
            p.valueBound = Bound::Exact; // an exact child wins a tie: it says more
        }
        w.add(EventType::Return, negated ? LineOtherSide : LineSameSide, child, p.node,
              forMax(childSide, r), forMax(p.side, p.value), std::uint8_t(forMax(childSide, b)),
              std::int32_t(why.toInt()));
        if (p.value > p.alpha) {
            p.alpha = p.value;
            windowEvent(EventType::Tighten, LineAlpha, p);
        }
        if (p.alpha >= p.beta && p.next < t.childCount(p.node)) {
            p.cut = true;
            const Visit &q = p;
            w.add(EventType::Cutoff, LineCut, q.node, t.child(q.node, q.next),
                  q.side > 0 ? q.alpha : -q.beta, q.side > 0 ? q.beta : -q.alpha,
                  std::uint8_t(q.side > 0 ? Cut::AtMax : Cut::AtMin));
            p.next = t.childCount(p.node); // the remaining children are never searched
        }
    };

    // The table holds MAX's view, so that a position means the same whoever reaches it.
    auto store = [&](NodeId n, int side, double g, double alpha, double beta) {
        if (table)
            table->store(n, forMax(side, g), side > 0 ? alpha : -beta, side > 0 ? beta : -alpha);
    };

    auto enter = [&](NodeId n, int side, double alpha, double beta) {
        if (table) {
            const TableLookup l =
                table->lookup(n, side > 0 ? alpha : -beta, side > 0 ? beta : -alpha);
            if (l.answered) {
                w.add(EventType::TableHit, LineTableAnswers, n, l.entry.storedBy, l.entry.lower,
                      l.entry.upper, std::uint8_t(l.bound));
                deliver(n, side, forMax(side, l.value), forMax(side, l.bound), BoundReason::Table);
                return;
            }
            alpha = side > 0 ? l.alpha : -l.beta;
            beta = side > 0 ? l.beta : -l.alpha;
        }
        if (isTerminal(t, n, depth)) {
            w.add(EventType::ReadLeaf, LineLeaf, n, NoNode, t.value(n));
            if (table) // an evaluated leaf is known exactly, as in the MT family
                table->storeExact(n, t.value(n));
            deliver(n, side, side * t.value(n), Bound::Exact, {});
            return;
        }
        stack.push_back({n, side, 0, alpha, beta, alpha, beta, -Infinity});
        const Visit &v = stack.back();
        w.add(EventType::Enter, LineEnter, n, NoNode, v.side > 0 ? alpha : -beta,
              v.side > 0 ? beta : -alpha, 1, t.depth(n)); // detail 1: a window
    };

    enter(0, sideOf(t, 0), -Infinity, Infinity);
    while (!stack.empty()) {
        Visit &top = stack.back();
        if (top.next < t.childCount(top.node)) {
            const NodeId c = t.child(top.node, top.next++);
            // A leaf is read by the side at its parent; an inner child moves by its own kind.
            const int side = t.isLeaf(c) || isTerminal(t, c, depth) ? top.side : sideOf(t, c);
            if (side == top.side)
                enter(c, side, top.alpha, top.beta);
            else
                enter(c, side, -top.beta, -top.alpha);
            continue;
        }
        const Visit done = top;
        stack.pop_back();
        const Bound b = done.cut ? Bound::Lower : done.valueBound;
        const BoundReasons why = boundReasonsOf(done.cut, done.valueBound);
        store(done.node, done.side, done.value, done.alpha0, done.beta0);
        deliver(done.node, done.side, done.value, b, why);
    }
    summarize(t, trace);
    trace.summary.bestChild = firstChildWithValue(t, rootChildValues, trace.summary.value);
    return trace;
}

} // namespace

const Algorithm *negamaxAlgorithm()
{
    static const Negamax instance;
    return &instance;
}

} // namespace gt
