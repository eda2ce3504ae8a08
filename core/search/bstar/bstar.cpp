// Berliner's B* (1979): a best-first proof procedure on trees whose nodes carry intervals
// [pess, opt]. Only generated nodes are known; the search expands one node at a time, backs the
// bounds up to the root, and stops as soon as one root child is proven at least as good as
// every other (the separation test). It proves which move is best, not the exact value. The
// rules the sources leave open (strategy choice, descent at MIN nodes, ties, stuck searches)
// are fixed in /work/shared/ALGORITHMS.md "Best-first" and docs/algorithms.md.
#include "../algorithm.h"
#include "../searchsupport.h"

#include "../../trace/eventquery.h"

#include <QCoreApplication>

namespace gt {

namespace {

enum Line {
    LineStart = 1,
    LineBest = 2,
    LineSeparated = 3,
    LineStrategy = 4,
    LineDescend = 5,
    LineExpand = 6,
    LineBackUp = 7,
    LineReturn = 8,
};

const QString StrategyName = QStringLiteral("strategy");
const QString ProveBestName = QStringLiteral("provebest");
const QString DisproveRestName = QStringLiteral("disproverest");
const QString AlternateName = QStringLiteral("alternate");

// The search's state: the bounds of every generated node, which nodes are expanded, and for
// every node how many nodes below it (itself included) can still be expanded, so that the
// descent never walks into a subtree that is expanded to its leaves.
class BstarSearch {
public:
    BstarSearch(const GameTree &t, Trace &trace)
        : m_t(t)
        , m_trace(trace)
        , m_w(trace)
        , m_pess(std::size_t(t.size()), 0)
        , m_opt(std::size_t(t.size()), 0)
        , m_generated(std::size_t(t.size()), 0)
        , m_expanded(std::size_t(t.size()), 0)
        , m_openBelow(std::size_t(t.size()), 0)
        , m_maxRoot(t.kind(0) != NodeKind::Min)
    {
        setGenerated(0);
        m_openBelow[0] = t.isLeaf(0) ? 0 : 1;
    }

    void run(const QString &strategyOption);

private:
    // The root child a MAX root ranks first: the highest opt (MIN root: the lowest pess).
    double rootKey(NodeId c) const { return m_maxRoot ? m_opt[c] : -m_pess[c]; }
    // Descent: under a MAX node the highest opt, under a MIN node the lowest pess.
    double descentKey(NodeId parent, NodeId c) const
    {
        return m_t.kind(parent) == NodeKind::Max ? m_opt[c] : -m_pess[c];
    }
    double descentBound(NodeId parent, NodeId c) const
    {
        return m_t.kind(parent) == NodeKind::Max ? m_opt[c] : m_pess[c];
    }
    void setGenerated(NodeId n)
    {
        const Interval iv = generatedBounds(m_t, n).value_or(Interval{});
        m_generated[n] = 1;
        m_pess[n] = iv.pess;
        m_opt[n] = iv.opt;
    }
    void expand(NodeId n);
    // The root's children ordered by rootKey, best first, ties leftmost; with `skip` left out.
    NodeId bestRootChild(NodeId skip) const;
    NodeId chooseRootChild(BstarStrategy strategy, NodeId best) const;
    NodeId descend(NodeId n);

    const GameTree &m_t;
    Trace &m_trace;
    TraceWriter m_w;
    std::vector<double> m_pess, m_opt;
    std::vector<char> m_generated, m_expanded;
    std::vector<std::int32_t> m_openBelow;
    bool m_maxRoot;
    int m_expansions = 0;
};

void BstarSearch::expand(NodeId n)
{
    m_expanded[n] = 1;
    m_trace.summary.leavesRead.push_back(n);
    m_w.add(EventType::Expand, LineExpand, n, NoNode, 0, 0, 0, ++m_expansions);
    std::int32_t innerChildren = 0;
    for (NodeId c : m_t.children(n)) {
        setGenerated(c);
        if (!m_t.isLeaf(c)) {
            m_openBelow[c] = 1;
            ++innerChildren;
        }
    }
    for (NodeId a = n; a != NoNode; a = m_t.parent(a)) {
        m_openBelow[a] += innerChildren - 1; // n itself is no longer expandable
        const bool isMax = m_t.kind(a) == NodeKind::Max;
        double pess = isMax ? -Infinity : Infinity, opt = pess;
        for (NodeId c : m_t.children(a)) {
            pess = isMax ? std::max(pess, m_pess[c]) : std::min(pess, m_pess[c]);
            opt = isMax ? std::max(opt, m_opt[c]) : std::min(opt, m_opt[c]);
        }
        m_pess[a] = pess;
        m_opt[a] = opt;
        m_w.add(EventType::BoundsSet, LineBackUp, a, NoNode, pess, opt);
    }
}

NodeId BstarSearch::bestRootChild(NodeId skip) const
{
    NodeId best = NoNode;
    for (NodeId c : m_t.children(0)) {
        if (c != skip && (best == NoNode || rootKey(c) > rootKey(best)))
            best = c;
    }
    return best;
}

NodeId BstarSearch::chooseRootChild(BstarStrategy strategy, NodeId best) const
{
    // The order the strategy tries the root children in: PROVEBEST best first, then the others
    // by rootKey; DISPROVEREST the others by rootKey, then best. The first that can still be
    // expanded is taken (a subtree expanded to its leaves has nothing left to prove).
    std::vector<NodeId> order(m_t.children(0).begin(), m_t.children(0).end());
    std::stable_sort(order.begin(), order.end(), [&](NodeId a, NodeId b) {
        const bool aBest = a == best, bBest = b == best;
        if (aBest != bBest)
            return strategy == BstarStrategy::ProveBest ? aBest : bBest;
        return rootKey(a) > rootKey(b);
    });
    for (NodeId c : order) {
        if (m_openBelow[c] > 0)
            return c;
    }
    return NoNode;
}

NodeId BstarSearch::descend(NodeId n)
{
    while (m_expanded[n]) {
        NodeId next = NoNode;
        for (NodeId c : m_t.children(n)) {
            if (m_openBelow[c] > 0 && (next == NoNode || descentKey(n, c) > descentKey(n, next)))
                next = c;
        }
        Q_ASSERT(next != NoNode); // openBelow[n] > 0 says some child can be expanded
        m_w.add(EventType::Descend, LineDescend, next, n, descentBound(n, next));
        n = next;
    }
    return n;
}

void BstarSearch::run(const QString &strategyOption)
{
    Q_ASSERT(!m_t.isLeaf(0));
    expand(0);
    for (int iteration = 0;; ++iteration) {
        const NodeId best = bestRootChild(NoNode);
        const NodeId alt = bestRootChild(best);
        const double bestBound = m_maxRoot ? m_pess[best] : m_opt[best];
        const double altBound = alt == NoNode ? bestBound : m_maxRoot ? m_opt[alt] : m_pess[alt];
        const bool separated =
            alt == NoNode || (m_maxRoot ? bestBound >= altBound : bestBound <= altBound);
        m_w.add(EventType::Separation, separated ? LineSeparated : LineBest, 0, best, bestBound,
                altBound, std::uint8_t(separated), alt);
        m_trace.summary.bestChild = m_t.childIndex(best);
        // Not separated with nothing left to expand happens only when some leaf's interval is
        // wider than its value (a leaf reads as [v, v], so it cannot): best stands unproven.
        if (separated || m_openBelow[0] == 0)
            break;
        const BstarStrategy strategy =
            strategyOption == DisproveRestName                      ? BstarStrategy::DisproveRest
            : strategyOption == AlternateName && iteration % 2 == 1 ? BstarStrategy::DisproveRest
                                                                    : BstarStrategy::ProveBest;
        const NodeId chosen = chooseRootChild(strategy, best);
        m_w.add(EventType::Strategy, LineStrategy, chosen, 0, 0, 0, std::uint8_t(strategy));
        expand(descend(chosen));
    }
    const double value = m_maxRoot ? m_pess[0] : m_opt[0];
    m_w.add(EventType::Finish, LineReturn, 0, NoNode, value, 0, std::uint8_t(Bound::Exact));
    SearchSummary &s = m_trace.summary;
    s.value = value;
    s.rootInterval = Interval{m_pess[0], m_opt[0]};
    // An expansion is B*'s read (isLeafRead), as the statistics count it: no inner node is
    // counted as visited besides.
    s.leavesEvaluated = std::int64_t(s.leavesRead.size());
    s.internalVisited = 0;
    for (NodeId n = 0; n < m_t.size(); ++n) {
        if (!m_generated[n])
            s.pruned.push_back(n);
    }
}

class Bstar final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("bstar"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "B*");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate(
                "gt::Pseudocode", "expand(root)   ▷ generate its children, each with its interval "
                                  "[pess, opt]"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "loop: best ← the root child with the highest opt (MIN root: lowest "
                "pess); alt ← the same among the others"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  if pess(best) ≥ opt(alt) (MIN root: opt(best) ≤ pess(alt)): "
                                  "separated, stop"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  n ← best (PROVEBEST) or the other child with the best bound "
                                  "(DISPROVEREST)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  while n is expanded: n ← its child with the highest opt (MAX) or "
                "the lowest pess (MIN)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  expand(n)   ▷ generate its children with their intervals"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  for n and each ancestor: pess, opt ← max (MAX) or min (MIN) of "
                "its children's"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "return best, with pess(root) (MIN root: opt(root))"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "Every node carries an interval [pess, opt]. It expands one node at "
                             "a time, backs the bounds up to the root, and stops when one root "
                             "child's pessimistic bound reaches every other child's optimistic "
                             "one: that move is proven best.");
    }
    OptionSpecs options() const override
    {
        return {OptionSpec::choice(
            StrategyName, {ProveBestName, DisproveRestName, AlternateName},
            QCoreApplication::translate("gt::Option",
                                        "Which root child to work on: the best "
                                        "(provebest), its closest rival "
                                        "(disproverest), or each in turn (alternate)"))};
    }
    TraceFeatures features() const override { return TraceFeature::Intervals; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    std::optional<TreeProblem> refusalAt(const GameTree &tree) const override
    {
        if (auto why = Algorithm::refusalAt(tree))
            return why;
        for (NodeId n = 0; n < tree.size(); ++n) {
            if (!tree.isLeaf(n) && !tree.interval(n))
                return TreeProblem{
                    n, QCoreApplication::translate("gt::Algorithm",
                                                   "%1 has no interval; B* needs an interval "
                                                   "[pess, opt] on every inner node (as in "
                                                   "interval=2:7)")
                           .arg(tree.describe(n))};
        }
        return std::nullopt;
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        Trace trace;
        trace.algorithm = id();
        if (tree.isLeaf(0)) { // nothing to prove: the value is the leaf's
            TraceWriter(trace).add(EventType::Finish, LineReturn, 0, NoNode, tree.value(0), 0,
                                   std::uint8_t(Bound::Exact));
            trace.summary.value = tree.value(0);
            trace.summary.rootInterval = Interval{tree.value(0), tree.value(0)};
            return trace;
        }
        BstarSearch(tree, trace).run(options.choice(StrategyName, ProveBestName));
        return trace;
    }
};

} // namespace

const Algorithm *bstarAlgorithm()
{
    static const Bstar instance;
    return &instance;
}

} // namespace gt
