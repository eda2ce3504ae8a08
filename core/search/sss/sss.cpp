// Stockman's SSS*: a best-first search over MAX's partial solution trees. OPEN holds states
// (node, LIVE|SOLVED, merit); the state with the highest merit is taken first (ties: the
// leftmost node, i.e. the smallest preorder id) and rewritten by one of the six cases of Γ.
// Merit is an upper bound on what the state's solution tree can still be worth, so the first
// SOLVED root state taken carries the minimax value.
// DUAL* (Marsland, Reinefeld and Schaeffer 1987) is the same search with MAX and MIN
// exchanged: MIN's solution trees, the lowest merit first, merits as lower bounds. Both are
// one engine here, told which side it plays (`Side`), so they cannot drift apart.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"

#include "../../trace/frame.h"

#include <QCoreApplication>

#include <set>

namespace gt {

namespace {

enum Line {
    LineStart = 1,
    LineTake = 2,
    LineDone = 3,
    LineCase1 = 4,
    LineCase2 = 5,
    LineCase3 = 6,
    LineCase4 = 7,
    LinePurge = 8,
    LineCase5 = 9,
    LineCase6 = 10,
};

// Which player's solution trees the search builds: SSS* MAX's (sign +1), DUAL* MIN's (−1).
// Every comparison of merits is made on sign · merit, so one engine serves both.
struct Side {
    int sign;
    NodeKind expandsAll; // its node kind whose children all go onto OPEN (Γ3); the other
                         // kind puts its first child (Γ2), and solves its parent (Γ4)

    double start() const { return sign * Infinity; }
    // A solution tree's merit, bounded by a leaf's value: min for SSS*, max for DUAL*.
    double bounded(double merit, double value) const
    {
        return sign > 0 ? std::min(merit, value) : std::max(merit, value);
    }
    bool below(double a, double b) const { return sign * a < sign * b; }
};

constexpr Side SssSide{1, NodeKind::Max};
constexpr Side DualSide{-1, NodeKind::Min};

// OPEN with the two orders SSS* needs: by merit to take the best, by node to purge a subtree.
// The best is the highest sign · merit, so DUAL* takes the lowest merit first.
class OpenList {
public:
    OpenList(NodeId size, Side side)
        : m_side(side)
        , m_merit(size, 0)
        , m_status(size, SssStatus::None)
    {}

    bool empty() const { return m_byMerit.empty(); }
    void push(NodeId n, SssStatus s, double merit)
    {
        Q_ASSERT(m_status[n] == SssStatus::None); // one state per node at a time
        m_merit[n] = m_side.sign * merit;
        m_status[n] = s;
        m_byMerit.insert({n, s, m_merit[n]});
        m_byNode.insert(n);
    }
    OpenState take()
    {
        OpenState s = *m_byMerit.begin();
        erase(s.node);
        s.merit *= m_side.sign;
        return s;
    }
    // Removes every state strictly below `top`; returns how many.
    int purgeBelow(const GameTree &t, NodeId top)
    {
        int count = 0;
        auto it = m_byNode.upper_bound(top);
        while (it != m_byNode.end() && *it < t.subtreeEnd(top)) {
            const NodeId n = *it++;
            erase(n);
            ++count;
        }
        return count;
    }

private:
    void erase(NodeId n)
    {
        m_byMerit.erase({n, m_status[n], m_merit[n]});
        m_byNode.erase(n);
        m_status[n] = SssStatus::None;
    }

    Side m_side;
    std::vector<double> m_merit; // sign · merit, as ordered
    std::vector<SssStatus> m_status;
    std::set<OpenState> m_byMerit;
    std::set<NodeId> m_byNode;
};

class Sss final : public Algorithm {
public:
    explicit Sss(Side side)
        : m_side(side)
    {}

    QString id() const override
    {
        return m_side.sign > 0 ? QStringLiteral("sss") : QStringLiteral("dual");
    }
    QString displayName() const override
    {
        return m_side.sign > 0 ? QStringLiteral("SSS*") : QStringLiteral("DUAL*");
    }
    QStringList pseudocode() const override
    {
        if (m_side.sign < 0) {
            return {
                QCoreApplication::translate("gt::Pseudocode", "OPEN ← { (root, LIVE, −∞) }"),
                QCoreApplication::translate(
                    "gt::Pseudocode",
                    "repeat: take the state p = (J, s, h) with the lowest merit h off OPEN"),
                QCoreApplication::translate("gt::Pseudocode",
                                            "  if J is the root and s = SOLVED: return h"),
                QCoreApplication::translate(
                    "gt::Pseudocode",
                    "  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, max(h, value(J)))"),
                QCoreApplication::translate(
                    "gt::Pseudocode", "  Γ2  s = LIVE, J is MAX:  put (first child of J, LIVE, h)"),
                QCoreApplication::translate(
                    "gt::Pseudocode",
                    "  Γ3  s = LIVE, J is MIN:  put (c, LIVE, h) for every child c of J"),
                QCoreApplication::translate(
                    "gt::Pseudocode",
                    "  Γ4  s = SOLVED, parent P of J is MIN:  put (P, SOLVED, h)"),
                QCoreApplication::translate("gt::Pseudocode",
                                            "        and purge every state below P from OPEN"),
                QCoreApplication::translate(
                    "gt::Pseudocode",
                    "  Γ5  s = SOLVED, J the last child of its MAX parent P:  put (P, SOLVED, h)"),
                QCoreApplication::translate(
                    "gt::Pseudocode",
                    "  Γ6  s = SOLVED, otherwise:  put (next sibling of J, LIVE, h)"),
            };
        }
        return {
            QCoreApplication::translate("gt::Pseudocode", "OPEN ← { (root, LIVE, +∞) }"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "repeat: take the state p = (J, s, h) with the highest merit h off OPEN"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  if J is the root and s = SOLVED: return h"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  Γ1  s = LIVE, J a leaf:  put (J, SOLVED, min(h, value(J)))"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  Γ2  s = LIVE, J is MIN:  put (first child of J, LIVE, h)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  Γ3  s = LIVE, J is MAX:  put (c, LIVE, h) for every child c of J"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  Γ4  s = SOLVED, parent P of J is MAX:  put (P, SOLVED, h)"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "        and purge every state below P from OPEN"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  Γ5  s = SOLVED, J the last child of its MIN parent P:  put (P, SOLVED, h)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  Γ6  s = SOLVED, otherwise:  put (next sibling of J, LIVE, h)"),
        };
    }
    QString introduction() const override
    {
        if (m_side.sign < 0)
            return QCoreApplication::translate(
                "gt::Algorithm", "It is SSS* with MAX and MIN exchanged: it keeps a list OPEN "
                                 "of states, always takes the one with the lowest merit and "
                                 "applies one case of the Γ operator to it.");
        return QCoreApplication::translate("gt::Algorithm",
                                           "It keeps a list OPEN of states, always takes the one "
                                           "with the highest merit and applies one case of the Γ "
                                           "operator to it.");
    }
    OptionSpecs options() const override { return {depthOption()}; }
    TraceFeatures features() const override { return TraceFeature::OpenList; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;

private:
    Side m_side;
};

// Which purges prune. Once a purge below P has run, no state below P is ever pushed again (P
// is solved), so every node below P not yet visited is cut off for good; but a purge may also
// remove only SOLVED states of subtrees already read to the end, and prune nothing. Each
// never-visited subtree (a node never visited whose parent was expanded) is credited to the
// first purge above it, and each purge records in `aux` how many it cut off: a purge is a
// cut-off when that is at least one. Nodes below the depth limit are not cut off by anything.
void countCutSubtrees(const GameTree &t, int depthLimit, Trace &trace)
{
    std::vector<char> expanded(t.size(), 0);
    for (const TraceEvent &e : trace.events) {
        if (e.type == EventType::SssTake && SssStatus(e.detail) == SssStatus::Live)
            expanded[e.node] = 1;
    }
    std::set<NodeId> uncredited;
    for (NodeId n = 1; n < t.size(); ++n) {
        const NodeId p = t.parent(n);
        if (!expanded[n] && expanded[p] && !isTerminal(t, p, depthLimit))
            uncredited.insert(uncredited.end(), n);
    }
    for (TraceEvent &e : trace.events) {
        if (e.type != EventType::SssPurge)
            continue;
        const NodeId end = t.subtreeEnd(e.node);
        for (auto it = uncredited.upper_bound(e.node); it != uncredited.end() && *it < end;) {
            it = uncredited.erase(it);
            ++e.aux;
        }
    }
    Q_ASSERT(uncredited.empty()); // whatever SSS* never visits, a purge above it cut off
}

int gammaCase(const GameTree &t, const OpenState &s, int depthLimit, Side side)
{
    if (s.status == SssStatus::Live) {
        if (isTerminal(t, s.node, depthLimit))
            return 1;
        return t.kind(s.node) == side.expandsAll ? 3 : 2;
    }
    const NodeId p = t.parent(s.node);
    if (t.kind(p) == side.expandsAll)
        return 4;
    return t.childIndex(s.node) == t.childCount(p) - 1 ? 5 : 6;
}

Trace Sss::run(const GameTree &t, const SearchOptions &options) const
{
    const int depth = depthLimit(options); // the only option, read once
    Trace trace;
    trace.algorithm = id();
    TraceWriter w(trace);
    const double order = m_side.sign > 0 ? 0 : -1; // the events' b: which merit OPEN takes first
    OpenList open(t.size(), m_side);
    // For a MIN root (DUAL*: MAX) the best child is the last one whose solution lowered (DUAL*:
    // raised) the merit.
    std::vector<double> liveMerit(t.isLeaf(0) ? 0 : t.childCount(0), m_side.start());
    std::optional<int> best;

    auto push = [&](NodeId n, SssStatus s, double merit, int line, int gamma) {
        open.push(n, s, merit);
        w.add(EventType::SssPush, line, n, NoNode, merit, order, std::uint8_t(s), gamma);
    };

    push(0, SssStatus::Live, m_side.start(), LineStart, 0);
    while (!open.empty()) {
        const OpenState s = open.take();
        const NodeId j = s.node;
        const double h = s.merit;
        if (j == 0 && s.status == SssStatus::Solved) {
            w.add(EventType::SssTake, LineTake, j, NoNode, h, order, std::uint8_t(s.status), 0);
            w.add(EventType::Finish, LineDone, j, NoNode, h, 0, std::uint8_t(Bound::Exact));
            break;
        }
        const int gamma = gammaCase(t, s, depth, m_side);
        w.add(EventType::SssTake, LineTake, j, NoNode, h, order, std::uint8_t(s.status), gamma);
        const NodeId p = t.parent(j);
        switch (gamma) {
        case 1:
            w.add(EventType::ReadLeaf, LineCase1, j, NoNode, t.value(j));
            push(j, SssStatus::Solved, m_side.bounded(h, t.value(j)), LineCase1, 1);
            break;
        case 2:
            push(t.child(j, 0), SssStatus::Live, h, LineCase2, 2);
            if (j == 0)
                liveMerit[0] = h;
            break;
        case 3:
            for (NodeId c : t.children(j))
                push(c, SssStatus::Live, h, LineCase3, 3);
            break;
        case 4:
            push(p, SssStatus::Solved, h, LineCase4, 4);
            w.add(EventType::SssPurge, LinePurge, p, open.purgeBelow(t, p));
            if (p == 0)
                best = t.childIndex(j);
            break;
        case 5:
        case 6:
            if (p == 0 && m_side.below(h, liveMerit[t.childIndex(j)]))
                best = t.childIndex(j);
            if (gamma == 5) {
                push(p, SssStatus::Solved, h, LineCase5, 5);
            } else {
                const int next = t.childIndex(j) + 1;
                push(t.child(p, next), SssStatus::Live, h, LineCase6, 6);
                if (p == 0)
                    liveMerit[next] = h;
            }
            break;
        }
    }
    countCutSubtrees(t, depth, trace);
    summarize(t, trace);
    if (!t.isLeaf(0))
        trace.summary.bestChild = best.value_or(0);
    return trace;
}

} // namespace

const Algorithm *sssAlgorithm()
{
    static const Sss instance(SssSide);
    return &instance;
}

const Algorithm *dualAlgorithm()
{
    static const Sss instance(DualSide);
    return &instance;
}

} // namespace gt
