// Iterative deepening: fail-soft alpha-beta to depth 1, then 2, … up to the tree's height (or
// the depth limit), one pass each. A node at a pass's depth that is not a leaf is read by its
// heuristic value. Each pass may order children with what the earlier ones learnt: the best
// child of the previous pass first (pv), then killer moves of the ply or history scores; a
// child tried early says why in a Reorder event, so the canvas can badge it.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"

#include "../../trace/eventquery.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>

namespace gt {

namespace {

enum Line {
    LinePass = 1,
    LinePassValue = 2,
    LineFinish = 3,
    LineEnter = 4,
    LineLeaf = 5,
    LineOrder = 6,
    LineBack = 9,
    LineBound = 10,
    LineCut = 11,
};

const QString OrderName = QStringLiteral("order");
enum class Ordering { Pv, Killer, History, None };

struct Visit {
    NodeId node;
    bool isMax;
    std::vector<int> order; // child indices in the order tried
    std::size_t next = 0;
    double alpha, beta;
    double value;
    Bound valueBound = Bound::Upper;
    int best = -1;    // the child that last raised (MAX) or lowered (MIN) value: the cut-off
                      // child after a cut-off, else the first child tried with the value returned
    bool cut = false; // a cut-off left children unsearched
    bool refuted = false; // α ≥ β after a child: a cut-off for the killers, even by the last
                          // child, which leaves nothing to prune
};

// Everything the passes share: what the previous pass found best, the killers of this pass,
// the history table of the whole search.
class Orderer {
public:
    Orderer(const GameTree &t, Ordering ordering)
        : m_t(t)
        , m_ordering(ordering)
        , m_bestNow(std::size_t(t.size()), -1)
        , m_bestBefore(std::size_t(t.size()), -1)
    {}

    void startPass()
    {
        std::swap(m_bestBefore, m_bestNow);
        std::fill(m_bestNow.begin(), m_bestNow.end(), -1);
        m_killers.clear(); // killers are reset at each pass; history persists
    }

    // The children of n in the order to try them; `early` receives the children tried before
    // a child that comes before them, with why.
    struct Early {
        int index;
        int place;
        OrderReason reason;
        double score;
    };
    std::vector<int> order(NodeId n, std::vector<Early> &early) const
    {
        const int k = m_t.childCount(n);
        std::vector<int> out;
        std::vector<OrderReason> why(std::size_t(k), OrderReason::History);
        std::vector<char> placed(std::size_t(k), 0);
        auto place = [&](int i, OrderReason r) {
            out.push_back(i);
            placed[std::size_t(i)] = 1;
            why[std::size_t(i)] = r;
        };
        if (m_ordering != Ordering::None && m_bestBefore[std::size_t(n)] >= 0)
            place(m_bestBefore[std::size_t(n)], OrderReason::PreviousBest);
        if (m_ordering == Ordering::Killer) {
            const auto killers = killersAt(m_t.depth(n));
            for (int s = 0; s < 2; ++s) {
                for (int i = 0; i < k && !killers[std::size_t(s)].isEmpty(); ++i) {
                    if (!placed[std::size_t(i)] &&
                        moveName(m_t, m_t.child(n, i)) == killers[std::size_t(s)]) {
                        place(i, s == 0 ? OrderReason::Killer1 : OrderReason::Killer2);
                        break;
                    }
                }
            }
        }
        std::vector<int> rest;
        for (int i = 0; i < k; ++i) {
            if (!placed[std::size_t(i)])
                rest.push_back(i);
        }
        if (m_ordering == Ordering::History) {
            std::stable_sort(rest.begin(), rest.end(),
                             [&](int x, int y) { return score(n, x) > score(n, y); });
        }
        for (int i : rest)
            place(i, OrderReason::History);
        for (std::size_t p = 0; p < out.size(); ++p) {
            const int i = out[p];
            if (int(p) < i)
                early.push_back({i, int(p) + 1, why[std::size_t(i)],
                                 why[std::size_t(i)] == OrderReason::History ? score(n, i) : 0});
        }
        return out;
    }

    // n is finished with its best (or cut-off) child `best`, `remaining` plies above the horizon.
    void finished(NodeId n, int best, bool cut, int remaining)
    {
        m_bestNow[std::size_t(n)] = best;
        const QString move = moveName(m_t, m_t.child(n, best));
        if (cut && m_ordering == Ordering::Killer) {
            auto &killers = m_killers[m_t.depth(n)];
            if (killers[0] != move) {
                killers[1] = killers[0];
                killers[0] = move;
            }
        }
        if (m_ordering == Ordering::History)
            m_history[player(n)][move] += std::ldexp(1.0, remaining);
    }

private:
    int player(NodeId n) const { return m_t.kind(n) == NodeKind::Max ? 0 : 1; }
    double score(NodeId n, int i) const
    {
        return m_history[player(n)].value(moveName(m_t, m_t.child(n, i)), 0.0);
    }
    std::array<QString, 2> killersAt(int ply) const { return m_killers.value(ply); }

    const GameTree &m_t;
    Ordering m_ordering;
    std::vector<int> m_bestNow, m_bestBefore; // per node: child index, -1 none
    QHash<int, std::array<QString, 2>> m_killers;
    std::array<QHash<QString, double>, 2> m_history; // [MAX, MIN][move]
};

// The depth-limited minimax value of n, to settle which child of the root the common rule
// names when a pass only bounded it. Recursive: iterative deepening runs on trees whose every
// inner node has a heuristic value, written by hand or generated, not on million-level chains.
double limitedMinimax(const GameTree &t, NodeId n, int depth)
{
    if (isTerminal(t, n, depth))
        return t.value(n);
    const bool isMax = t.kind(n) == NodeKind::Max;
    double v = isMax ? -Infinity : Infinity;
    for (NodeId c : t.children(n))
        v = isMax ? std::max(v, limitedMinimax(t, c, depth))
                  : std::min(v, limitedMinimax(t, c, depth));
    return v;
}

// The passes' depths: 1 … the height, or … the depth limit; a lone pass 0 when that is 0.
int lastPass(const GameTree &t, int depthLimit)
{
    return depthLimit >= 0 ? std::min(depthLimit, t.height()) : t.height();
}

class IterativeDeepening final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("id"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Iterative deepening");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate(
                "gt::Pseudocode",
                "for d ← 1, 2, …, height (or the depth limit):   ▷ one pass each"),
            QCoreApplication::translate("gt::Pseudocode", "  v ← AB(root, d, −∞, +∞)"),
            QCoreApplication::translate("gt::Pseudocode", "return v"),
            QCoreApplication::translate("gt::Pseudocode", "function AB(n, d, α, β):   ▷ fail-soft"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is a leaf or at depth d: return value(n)   ▷ heuristic at d"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  order the children: the previous pass's best first, then killers "
                "or history"),
            QCoreApplication::translate("gt::Pseudocode", "  v ← −∞ if n is MAX, +∞ if MIN"),
            QCoreApplication::translate("gt::Pseudocode", "  for each child c in that order:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    v ← max(v, AB(c, d, α, β)) at MAX, min(…) at MIN"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    α ← max(α, v) at MAX, β ← min(β, v) at MIN"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    if α ≥ β: c is a killer of n's ply; prune the rest"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  remember n's best child c; history[player][move(c)] += 2^(d − "
                                  "depth(n))"),
            QCoreApplication::translate("gt::Pseudocode", "  return v"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "It runs alpha-beta to depth 1, 2, 3, … reading the nodes at each "
                             "pass's horizon by their heuristic value, and tries the moves the "
                             "earlier passes found good first.");
    }
    OptionSpecs options() const override
    {
        return {depthOption(),
                OptionSpec::choice(OrderName,
                                   {QStringLiteral("pv"), QStringLiteral("killer"),
                                    QStringLiteral("history"), QStringLiteral("none")},
                                   QCoreApplication::translate(
                                       "gt::Option", "Move ordering: the previous pass's best "
                                                     "child first (pv), then the ply's killer "
                                                     "moves (killer) or the history table "
                                                     "(history); none keeps the tree's order"))};
    }
    TraceFeatures features() const override { return TraceFeature::Window | TraceFeature::Passes; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    std::optional<TreeProblem> refusalAt(const GameTree &tree) const override
    {
        return refusalWith(tree, SearchOptions());
    }
    std::optional<TreeProblem> refusalWith(const GameTree &tree,
                                           const SearchOptions &options) const override
    {
        if (auto why = Algorithm::refusalAt(tree))
            return why;
        // Every inner node some pass reads at its horizon needs a heuristic value.
        const int last = lastPass(tree, depthLimit(options));
        for (NodeId n = 0; n < tree.size(); ++n) {
            const int d = tree.depth(n);
            if (tree.isLeaf(n) || tree.hasValue(n) || d > last || (d == 0 && last > 0))
                continue;
            return TreeProblem{
                n, QCoreApplication::translate("gt::Algorithm",
                                               "%1 has no heuristic value, and iterative "
                                               "deepening reads it at the horizon of pass %2")
                       .arg(tree.describe(n))
                       .arg(d)};
        }
        return std::nullopt;
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Ordering orderingOf(const SearchOptions &options)
{
    const QString o = options.choice(OrderName, QStringLiteral("pv"));
    return o == QLatin1String("killer")    ? Ordering::Killer
           : o == QLatin1String("history") ? Ordering::History
           : o == QLatin1String("none")    ? Ordering::None
                                           : Ordering::Pv;
}

Trace IterativeDeepening::run(const GameTree &t, const SearchOptions &options) const
{
    const int last = lastPass(t, depthLimit(options));
    Trace trace;
    trace.algorithm = id();
    const Ordering ordering = orderingOf(options);
    // What the killer slots and history table views derive from the events (eventquery).
    if (ordering == Ordering::Killer)
        trace.features |= TraceFeature::KillerMoves;
    if (ordering == Ordering::History)
        trace.features |= TraceFeature::HistoryTable;
    TraceWriter w(trace);
    Orderer orderer(t, ordering);
    std::vector<Visit> stack;
    std::vector<std::pair<double, Bound>> rootChildren; // by child index, in the last pass
    int pass = 0;
    int depth = 0;

    auto deliver = [&](NodeId child, double r, Bound b, BoundReasons why) {
        if (stack.empty()) {
            if (depth == last)
                w.add(EventType::Finish, LineFinish, child, NoNode, r, 0, std::uint8_t(b));
            else
                w.add(EventType::Return, LinePassValue, child, NoNode, r, 0, std::uint8_t(b));
            return;
        }
        Visit &p = stack.back();
        const int index = p.order[p.next - 1];
        if (p.node == 0)
            rootChildren[std::size_t(index)] = {r, b};
        if (p.isMax ? r > p.value : r < p.value) {
            p.value = r;
            p.valueBound = b;
            p.best = index;
        } else if (r == p.value && b == Bound::Exact) {
            p.valueBound = Bound::Exact;
        }
        w.add(EventType::Return, LineBack, child, p.node, r, p.value, std::uint8_t(b),
              std::int32_t(why.toInt()));
        if (p.isMax && p.value > p.alpha) {
            p.alpha = p.value;
            w.add(EventType::Tighten, LineBound, p.node, NoNode, p.alpha, p.beta);
        } else if (!p.isMax && p.value < p.beta) {
            p.beta = p.value;
            w.add(EventType::Tighten, LineBound, p.node, NoNode, p.alpha, p.beta);
        }
        p.refuted = p.refuted || p.alpha >= p.beta;
        if (p.alpha >= p.beta && p.next < p.order.size()) {
            p.cut = true;
            // The children left are the rest of the order tried: when that is not the tree's
            // order from some child on, the cut-off names the first and PruneToo the others.
            const auto rest = p.order.begin() + std::ptrdiff_t(p.next);
            const bool suffix = std::is_sorted(rest, p.order.end()) &&
                                p.order.back() == int(p.order.size()) - 1 &&
                                p.order.back() - *rest == p.order.end() - rest - 1;
            w.add(EventType::Cutoff, LineCut, p.node, t.child(p.node, *rest), p.alpha, p.beta,
                  std::uint8_t(p.isMax ? Cut::AtMax : Cut::AtMin), suffix ? 0 : 1);
            for (auto it = rest + 1; !suffix && it != p.order.end(); ++it)
                w.add(EventType::PruneToo, LineCut, t.child(p.node, *it), p.node);
            p.next = p.order.size();
        }
    };

    auto enter = [&](NodeId n, double alpha, double beta) {
        if (isTerminal(t, n, depth)) {
            w.add(EventType::ReadLeaf, LineLeaf, n, NoNode, t.value(n));
            deliver(n, t.value(n), Bound::Exact, {});
            return;
        }
        w.add(EventType::Enter, LineEnter, n, NoNode, alpha, beta, 1, t.depth(n));
        std::vector<Orderer::Early> early;
        const bool isMax = t.kind(n) == NodeKind::Max;
        stack.push_back(
            {n, isMax, orderer.order(n, early), 0, alpha, beta, isMax ? -Infinity : Infinity});
        for (const Orderer::Early &e : early)
            w.add(EventType::Reorder, LineOrder, t.child(n, e.index), n, e.score, 0,
                  std::uint8_t(e.reason), e.place);
    };

    for (depth = std::min(1, last); depth <= last; ++depth) {
        orderer.startPass();
        rootChildren.assign(t.isLeaf(0) ? 0 : std::size_t(t.childCount(0)), {0, Bound::None});
        w.add(EventType::PassStart, LinePass, 0, depth, -Infinity, Infinity,
              std::uint8_t(PassKind::Depth), ++pass);
        enter(0, -Infinity, Infinity);
        while (!stack.empty()) {
            Visit &top = stack.back();
            if (top.next < top.order.size()) {
                const NodeId c = t.child(top.node, top.order[top.next++]);
                enter(c, top.alpha, top.beta);
                continue;
            }
            const Visit done = top;
            stack.pop_back();
            orderer.finished(done.node, done.best, done.refuted, depth - t.depth(done.node));
            const Bound b = done.cut ? (done.isMax ? Bound::Lower : Bound::Upper) : done.valueBound;
            const BoundReasons why = boundReasonsOf(done.cut, done.valueBound);
            deliver(done.node, done.value, b, why);
        }
    }
    summarize(t, trace);
    // The common rule: the first child in the tree's order worth the root's value. A child the
    // last pass only bounded at that value is settled by searching it in full.
    const double v = trace.summary.value;
    const std::size_t searched = isTerminal(t, 0, last) ? 0 : rootChildren.size(); // --depth 0
    for (std::size_t i = 0; i < searched && !trace.summary.bestChild; ++i) {
        const auto [r, b] = rootChildren[i];
        if (r == v && (b == Bound::Exact || limitedMinimax(t, t.child(0, int(i)), last) == v))
            trace.summary.bestChild = int(i);
    }
    return trace;
}

} // namespace

const Algorithm *iterativeDeepeningAlgorithm()
{
    static const IterativeDeepening instance;
    return &instance;
}

} // namespace gt
