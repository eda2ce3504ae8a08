// Every sentence the narration says is checked against the trace it narrates (issue 26): on
// thousands of random trees and every algorithm with its options, a cut-off is claimed only
// after a cut-off at that node, "≤ v" / "≥ v" exactly for upper / lower bounds, a fail-hard
// clamp only where the value returned differs from the best the node's children gave, a null
// window only where the node was entered with one, the table only after a table hit; the
// children named as pruned are never visited in that pass; the final value is eval's and the
// move named at the end is the best child eval reports. The facts are read from the events
// here, independently of the narration's own queries.
#include "core/generate/randomtree.h"
#include "core/search/algorithm.h"
#include "core/search/mcts/mctsevents.h"
#include "core/search/pns/pnsevents.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"
#include "randomtrees.h"
#include "runsearch.h"
#include "sanitizers.h"
#include "treetexthelpers.h"

#include <QtTest>

#include <cmath>

using namespace gt;

namespace {

struct Variant {
    QString algo;
    SearchOptions options;
    QString name;
};

SearchOptions with(std::initializer_list<std::pair<const char *, QVariant>> values)
{
    SearchOptions o;
    for (const auto &[k, v] : values)
        o.set(QString::fromLatin1(k), v);
    return o;
}

// The algorithms of MAX/MIN trees with the options that change what a node returns.
std::vector<Variant> minimaxVariants()
{
    return {
        {QStringLiteral("alphabeta"), {}, QStringLiteral("alphabeta")},
        {QStringLiteral("alphabeta"), with({{"fail-hard", true}}), QStringLiteral("fail-hard")},
        {QStringLiteral("alphabeta"), with({{"tt", true}}), QStringLiteral("tt")},
        {QStringLiteral("alphabeta"), with({{"tt", true}, {"fail-hard", true}}),
         QStringLiteral("tt fail-hard")},
        {QStringLiteral("alphabeta"), with({{"cutoff", QStringLiteral("strict")}}),
         QStringLiteral("strict")},
        {QStringLiteral("negamax"), {}, QStringLiteral("negamax")},
        {QStringLiteral("negamax"), with({{"tt", true}}), QStringLiteral("negamax tt")},
        {QStringLiteral("aspiration"), {}, QStringLiteral("aspiration")},
        {QStringLiteral("negascout"), {}, QStringLiteral("negascout")},
        {QStringLiteral("pvs"), {}, QStringLiteral("pvs")},
        {QStringLiteral("mtdf"), {}, QStringLiteral("mtdf")},
        {QStringLiteral("mt-sss"), {}, QStringLiteral("mt-sss")},
        {QStringLiteral("mt-dual"), {}, QStringLiteral("mt-dual")},
        {QStringLiteral("id"), {}, QStringLiteral("id")},
        {QStringLiteral("id"), with({{"order", QStringLiteral("killer")}}),
         QStringLiteral("id killer")},
        {QStringLiteral("id"), with({{"order", QStringLiteral("history")}}),
         QStringLiteral("id history")},
        {QStringLiteral("minimax"), {}, QStringLiteral("minimax")},
        {QStringLiteral("minimax-bfs"), {}, QStringLiteral("minimax-bfs")},
        {QStringLiteral("sss"), {}, QStringLiteral("sss")},
        {QStringLiteral("dual"), {}, QStringLiteral("dual")},
        {QStringLiteral("expectimax"), {}, QStringLiteral("expectimax")},
    };
}

std::vector<Variant> chanceVariants()
{
    return {
        {QStringLiteral("expectiminimax"), {}, QStringLiteral("expectiminimax")},
        {QStringLiteral("star1"), {}, QStringLiteral("star1")},
        {QStringLiteral("star2"), {}, QStringLiteral("star2")},
    };
}

// Monte-Carlo tree search, with few iterations and many, with c 0 (only exploiting) and a
// playout depth (refused on trees without heuristic values).
std::vector<Variant> mctsVariants()
{
    return {
        {QStringLiteral("mcts"), {}, QStringLiteral("mcts")},
        {QStringLiteral("mcts"), with({{"iterations", 25}, {"c", 0.5}, {"seed", 3}}),
         QStringLiteral("mcts 25 c 0.5")},
        {QStringLiteral("mcts"), with({{"iterations", 30}, {"c", 0}}), QStringLiteral("mcts c 0")},
        {QStringLiteral("mcts"), with({{"iterations", 30}, {"playout-depth", 1}}),
         QStringLiteral("mcts playout-depth 1")},
    };
}

// Proof-number search under both goals and both inits.
std::vector<Variant> pnsVariants()
{
    return {
        {QStringLiteral("pns"), {}, QStringLiteral("pns")},
        {QStringLiteral("pns"), with({{"goal", QStringLiteral("not-lose")}}),
         QStringLiteral("pns not-lose")},
        {QStringLiteral("pns"), with({{"init", QStringLiteral("children")}}),
         QStringLiteral("pns init children")},
        {QStringLiteral("pns"),
         with({{"goal", QStringLiteral("not-lose")}, {"init", QStringLiteral("children")}}),
         QStringLiteral("pns not-lose children")},
    };
}

bool isPns(EventType t)
{
    return t == PnsGenerate || t == PnsEvaluate || t == PnsSelect || t == PnsExpand ||
           t == PnsUpdate;
}

// A proof number as the sentences write it.
QString pnsNumber(double v)
{
    return std::isinf(v) ? QStringLiteral("∞") : QString::number(qint64(v));
}

bool isMcts(EventType t)
{
    return t == MctsSelect || t == MctsDraw || t == MctsExpand || t == MctsPlayout ||
           t == MctsResult || t == MctsBackup;
}

bool failsHard(const Variant &v)
{
    return v.options.flag(QStringLiteral("fail-hard")) || v.algo == QLatin1String("pvs") ||
           v.algo.startsWith(QLatin1String("star"));
}

// The index of the event that opened the visit that the Return at `index` ends: the last
// Enter of its node before it (-1: none, a leaf or a table hit).
int visitStart(const Trace &trace, int index)
{
    const NodeId n = trace.events[std::size_t(index)].node;
    for (int i = index - 1; i >= 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type == EventType::Enter && e.node == n)
            return i;
    }
    return -1;
}

class Checker {
public:
    Checker(const GameTree &t, const Trace &trace, const Variant &v)
        : m_t(t)
        , m_trace(trace)
        , m_v(v)
    {}

    // Every problem found, one line each, empty when every sentence is true.
    QStringList run()
    {
        for (int i = 0; i < int(m_trace.events.size()); ++i) {
            const QString text = narrate(m_t, m_trace, i);
            const TraceEvent &e = m_trace.events[std::size_t(i)];
            if (text.isEmpty())
                fail(i, QStringLiteral("no sentence"), text);
            if (isMcts(e.type))
                checkMcts(i, text);
            else if (isPns(e.type))
                checkPns(i, text);
            else if (e.type == EventType::Return || e.type == EventType::ChanceAdd)
                checkReturn(i, text);
            else if (e.type == EventType::Cutoff)
                checkCutoff(i, text);
            else if (e.type == EventType::Finish)
                checkFinish(i, text);
            else if (e.type == EventType::Tighten)
                checkTighten(i, text);
            else if (!text.contains(QLatin1String("cut-off")) &&
                     text.contains(QLatin1String("pruned")) && e.type != EventType::SssPurge &&
                     e.type != EventType::PruneToo)
                fail(i, QStringLiteral("speaks of pruning without a cut-off"), text);
        }
        return m_problems;
    }

private:
    void fail(int i, const QString &what, const QString &text)
    {
        if (m_problems.size() < 2)
            m_problems << QStringLiteral("%1 step %2: %3 — \"%4\" on %5")
                              .arg(m_v.name)
                              .arg(i + 1)
                              .arg(what, text, test::show(m_t).left(300));
    }

    void checkReturn(int i, const QString &text)
    {
        const TraceEvent &e = m_trace.events[std::size_t(i)];
        const Bound bound = Bound(e.detail);
        const bool isBound = bound == Bound::Lower || bound == Bound::Upper;
        if (text.contains(QLatin1String("Only a bound")) && !isBound)
            fail(i, QStringLiteral("calls an exact value a bound"), text);
        // "returns ≤ 3 to": the words of the value are the event's.
        if (e.other != NoNode && e.type == EventType::Return && !m_t.isLeaf(e.node) &&
            !text.contains(QStringLiteral(" returns %1 to ").arg(boundWords(bound, e.a))))
            fail(i, QStringLiteral("the value returned is not %1").arg(boundWords(bound, e.a)),
                 text);
        if (e.type == EventType::Return && !isBound &&
            (text.contains(QStringLiteral("returns ≤")) ||
             text.contains(QStringLiteral("returns ≥"))))
            fail(i, QStringLiteral("an exact value told as a bound"), text);

        const int start = visitStart(m_trace, i);
        const bool tableHit = i > 0 &&
                              m_trace.events[std::size_t(i - 1)].type == EventType::TableHit &&
                              m_trace.events[std::size_t(i - 1)].node == e.node;
        // The children's returns and the node's own cut-offs in this visit.
        bool cut = false;
        std::vector<const TraceEvent *> children;
        if (start >= 0 && !tableHit) {
            for (int j = start + 1; j < i; ++j) {
                const TraceEvent &x = m_trace.events[std::size_t(j)];
                if (isCutoff(x) && x.node == e.node)
                    cut = true;
                if ((x.type == EventType::Return || x.type == EventType::ChanceAdd) &&
                    x.other == e.node)
                    children.push_back(&x);
            }
        }
        if (text.contains(QLatin1String("cut-off")) && !cut)
            fail(i, QStringLiteral("claims a cut-off that did not happen at this node"), text);
        // (A pass's result at the root states the question the pass asked instead.)
        if (cut && isBound && e.other != NoNode && !text.contains(QLatin1String("cut-off")))
            fail(i, QStringLiteral("a bound after a cut-off, without saying so"), text);
        if (text.contains(QLatin1String("the table's")) && !tableHit)
            fail(i, QStringLiteral("claims the table without a table hit"), text);
        if (text.contains(QLatin1String("null window"))) {
            const TraceEvent *enter = start >= 0 ? &m_trace.events[std::size_t(start)] : nullptr;
            if (!enter || std::nextafter(enter->a, enter->b) != enter->b)
                fail(i, QStringLiteral("claims a null window the node was not searched with"),
                     text);
        }
        if (text.contains(QLatin1String("fail-hard"))) {
            if (!failsHard(m_v))
                fail(i, QStringLiteral("claims fail-hard in a fail-soft search"), text);
            // The best the children gave, read from their returns: MAX the most, MIN the least.
            std::optional<double> best;
            const bool isMax = m_t.kind(e.node) == NodeKind::Max;
            for (const TraceEvent *c : children)
                if (!best || (isMax ? c->a > *best : c->a < *best))
                    best = c->a;
            if (!best || *best == e.a)
                fail(i, QStringLiteral("claims a clamp, but the node returns its best"), text);
            else if (!text.contains(QStringLiteral("its best is %1,").arg(formatValue(*best))))
                fail(i, QStringLiteral("names another best than %1").arg(formatValue(*best)), text);
        }
        if (text.contains(QLatin1String("itself only a bound"))) {
            const bool some =
                std::any_of(children.begin(), children.end(), [&](const TraceEvent *c) {
                    const Bound b = Bound(c->detail);
                    return c->a == e.a && (b == Bound::Lower || b == Bound::Upper);
                });
            if (!some)
                fail(i, QStringLiteral("claims a child's bound that no child returned"), text);
        }
    }

    void checkCutoff(int i, const QString &text)
    {
        const TraceEvent &e = m_trace.events[std::size_t(i)];
        const Cut c = Cut(e.detail);
        if ((c == Cut::AtMax || c == Cut::AtMin) && !(e.a >= e.b))
            fail(i, QStringLiteral("a cut-off with α < β"), text);
        if (!text.contains(formatWindowEnd(e.a)) && !text.contains(formatWindowEnd(e.b)))
            fail(i, QStringLiteral("names neither end of the window"), text);
        // *-minimax: the chance node returns the end of its window it is proven beyond.
        if (c == Cut::ChanceBelow && !text.contains(QStringLiteral("returns α")))
            fail(i, QStringLiteral("a cut below α that does not return α"), text);
        if (c == Cut::ChanceAbove && !text.contains(QStringLiteral("returns β")))
            fail(i, QStringLiteral("a cut above β that does not return β"), text);
        // The children named as pruned are not visited in this search of the node: until the
        // pass ends or the node (or a node above it) is searched again (NegaScout's and PVS's
        // re-search of a test that failed).
        const std::vector<NodeId> pruned = prunedChildren(m_t, e);
        for (int j = i + 1; j < int(m_trace.events.size()); ++j) {
            const TraceEvent &x = m_trace.events[std::size_t(j)];
            if (x.type == EventType::PassStart ||
                (x.type == EventType::Enter && (x.node == e.node || isBelow(e.node, x.node))))
                break;
            const NodeId v = visitedNode(x);
            for (NodeId p : pruned) {
                if (v != NoNode && (v == p || isBelow(v, p)))
                    fail(i,
                         QStringLiteral("node %1 is called pruned but visited at step %2")
                             .arg(p)
                             .arg(j + 1),
                         text);
            }
        }
    }

    void checkTighten(int i, const QString &text)
    {
        const TraceEvent &e = m_trace.events[std::size_t(i)];
        const bool max = m_t.kind(e.node) == NodeKind::Max;
        const QString claim = max ? QStringLiteral("α rises to %1").arg(formatValue(e.a))
                                  : QStringLiteral("β falls to %1").arg(formatValue(e.b));
        if (m_t.kind(e.node) != NodeKind::Chance && !text.contains(claim))
            fail(i, QStringLiteral("should say '%1'").arg(claim), text);
    }

    void checkFinish(int i, const QString &text)
    {
        const TraceEvent &e = m_trace.events[std::size_t(i)];
        const SearchSummary &s = m_trace.summary;
        if (!m_trace.features.testFlag(TraceFeature::Intervals) &&
            !text.contains(QStringLiteral(" is %1.").arg(formatValue(s.value))))
            fail(i, QStringLiteral("the value is not eval's %1").arg(formatValue(s.value)), text);
        if (e.a != s.value && !s.exactValue)
            fail(i, QStringLiteral("the event's value is not eval's"), text);
        if (m_t.isLeaf(0) || m_t.kind(0) == NodeKind::Chance || !s.bestChild)
            return;
        const int k = m_t.childCount(0);
        const int b = *s.bestChild;
        const QString move = m_t.label(m_t.child(0, b));
        const QString where =
            k == 2 ? (b == 0 ? QStringLiteral("moves left") : QStringLiteral("moves right"))
            : !move.isEmpty() ? QStringLiteral("moves %1").arg(move)
                              : QStringLiteral("moves to child %1 of %2").arg(b + 1).arg(k);
        if (!m_trace.features.testFlag(TraceFeature::Intervals) && !text.contains(where))
            fail(i, QStringLiteral("should say '%1'").arg(where), text);
    }

    // MCTS: N and W of every node counted here from the results and the updates, the search
    // tree from the expansions; each sentence must say what they make true.
    void checkMcts(int i, const QString &text)
    {
        const TraceEvent &e = m_trace.events[std::size_t(i)];
        const std::size_t size = std::size_t(m_t.size());
        if (m_n.empty()) {
            m_n.assign(size, 0);
            m_w.assign(size, 0);
            m_in.assign(size, 0);
            m_in[0] = 1;
        }
        auto says = [&](const QString &claim) {
            if (!text.contains(claim))
                fail(i, QStringLiteral("should say '%1'").arg(claim), text);
        };
        const std::size_t n = std::size_t(e.node);
        if (e.type == MctsSelect) {
            const bool max = m_t.kind(e.node) == NodeKind::Max;
            double best = max ? -INFINITY : INFINITY;
            double chosen = NAN;
            for (NodeId c : m_t.children(e.node)) {
                const std::size_t k = std::size_t(c);
                if (!m_in[k] || m_n[k] == 0)
                    return fail(i, QStringLiteral("selects among children not all in the tree"),
                                text);
                const double bonus = e.b * std::sqrt(std::log(double(m_n[n])) / double(m_n[k]));
                const double u = m_w[k] / double(m_n[k]) + (max ? bonus : -bonus);
                best = max ? std::max(best, u) : std::min(best, u);
                if (c == e.other)
                    chosen = u;
            }
            if (!(std::abs(chosen - best) <= 1e-9 * std::max(1.0, std::abs(best))) ||
                !(std::abs(chosen - e.a) <= 1e-9 * std::max(1.0, std::abs(best))))
                fail(i, QStringLiteral("the child taken has not the best UCB value %1").arg(best),
                     text);
            says(nodeLabel(m_t, e.other));
            says(max ? QStringLiteral("largest") : QStringLiteral("smallest"));
            says(QStringLiteral("·√(ln %1 / %2) = %3")
                     .arg(m_n[n])
                     .arg(m_n[std::size_t(e.other)])
                     .arg(statNumber(e.a)));
        } else if (e.type == MctsDraw) {
            if (bool(e.detail) == bool(m_in[std::size_t(e.other)]))
                fail(i, QStringLiteral("says wrongly whether the child drawn is in the tree"),
                     text);
            says(e.detail ? QStringLiteral("not yet in the search tree")
                          : QStringLiteral("already in the search tree"));
        } else if (e.type == MctsExpand) {
            if (m_in[n])
                fail(i, QStringLiteral("adds a node already in the search tree"), text);
            if (m_t.kind(e.other) != NodeKind::Chance) {
                NodeId leftmost = NoNode;
                for (NodeId c : m_t.children(e.other))
                    if (leftmost == NoNode && !m_in[std::size_t(c)])
                        leftmost = c;
                if (leftmost != e.node)
                    fail(i, QStringLiteral("the node added is not the leftmost outside"), text);
                says(QStringLiteral("leftmost"));
            }
            m_in[n] = 1;
            says(nodeLabel(m_t, e.node));
        } else if (e.type == MctsPlayout) {
            if (m_in[n])
                fail(i, QStringLiteral("the playout passes a node of the search tree"), text);
            says(nodeLabel(m_t, e.node));
        } else if (e.type == MctsResult) {
            m_r = e.a;
            if (e.a != m_t.value(e.node))
                fail(i, QStringLiteral("the result is not the node's value"), text);
            says(QStringLiteral("r = %1.").arg(formatValue(e.a)));
            if (!e.detail && !m_t.isLeaf(e.node))
                fail(i, QStringLiteral("an inner node's value read as a leaf's"), text);
        } else if (e.type == MctsBackup) {
            if (!m_in[n])
                fail(i, QStringLiteral("updates a node outside the search tree"), text);
            ++m_n[n];
            m_w[n] += m_r;
            const double q = m_w[n] / double(m_n[n]);
            if (e.aux != m_n[n] || !(std::abs(e.a - q) <= 1e-9 * std::max(1.0, std::abs(q))))
                fail(i, QStringLiteral("N or Q is not %1, %2").arg(m_n[n]).arg(q), text);
            says(QStringLiteral("r = %1 into %2: N = %3,")
                     .arg(formatValue(m_r), nodeLabel(m_t, e.node))
                     .arg(m_n[n]));
            says(QStringLiteral("Q = W / N = %1.").arg(formatValue(e.a)));
        }
    }

    // pns: pn and dn of every node counted here from the generations and the updates (the
    // rules of ALGORITHMS.md "Solving"), the expansions, and the most-proving path; each
    // sentence must say what they make true.
    void checkPns(int i, const QString &text)
    {
        const TraceEvent &e = m_trace.events[std::size_t(i)];
        const std::size_t size = std::size_t(m_t.size());
        if (m_pn.empty()) {
            m_pn.assign(size, -1);
            m_dn.assign(size, -1);
            m_in.assign(size, 0); // expanded
        }
        auto says = [&](const QString &claim) {
            if (!text.contains(claim))
                fail(i, QStringLiteral("should say '%1'").arg(claim), text);
        };
        const std::size_t n = std::size_t(e.node);
        const bool orNode = m_t.kind(e.node) == NodeKind::Max;
        const bool notLose =
            m_v.options.choice(QStringLiteral("goal"), QStringLiteral("win")) == "not-lose";
        const bool childrenInit =
            m_v.options.choice(QStringLiteral("init"), QStringLiteral("1")) == "children";
        const double inf = INFINITY;
        if (e.type == PnsGenerate || e.type == PnsEvaluate) {
            if (m_pn[n] >= 0 || (e.node != 0 && !m_in[std::size_t(m_t.parent(e.node))]))
                fail(i, QStringLiteral("generates a node twice or below an unexpanded one"), text);
            double pn = 1, dn = 1;
            if (m_t.isLeaf(e.node)) {
                const bool proven = notLose ? m_t.value(e.node) >= 0 : m_t.value(e.node) > 0;
                pn = proven ? 0 : inf;
                dn = proven ? inf : 0;
                says(proven ? QStringLiteral("so it is proven: pn = 0, dn = ∞.")
                            : QStringLiteral("so it is disproven: pn = ∞, dn = 0."));
                says(formatValue(m_t.value(e.node)));
            } else if (childrenInit) {
                const double k = m_t.childCount(e.node);
                pn = orNode ? 1 : k;
                dn = orNode ? k : 1;
                says(QStringLiteral("pn = %1").arg(pnsNumber(pn)));
                says(QStringLiteral("dn = %1").arg(pnsNumber(dn)));
            } else {
                says(QStringLiteral("pn = 1, dn = 1."));
            }
            const bool leaf = m_t.isLeaf(e.node);
            if (e.type != (leaf ? PnsEvaluate : PnsGenerate) ||
                (leaf ? e.a != m_t.value(e.node) || bool(e.detail & 1) != (pn == 0)
                      : e.a != pn || e.b != dn))
                fail(i, QStringLiteral("the new node's numbers are not %1, %2").arg(pn).arg(dn),
                     text);
            m_pn[n] = pn;
            m_dn[n] = dn;
            says(nodeLabel(m_t, e.node));
        } else if (e.type == PnsSelect) {
            // The child with the smallest pn (OR) or dn (AND), the leftmost of those.
            const std::vector<double> &key = orNode ? m_pn : m_dn;
            NodeId best = NoNode;
            int ties = 0;
            for (NodeId c : m_t.children(e.node)) {
                const double v = key[std::size_t(c)];
                if (best == NoNode || v < key[std::size_t(best)]) {
                    best = c;
                    ties = 1;
                } else if (v == key[std::size_t(best)]) {
                    ++ties;
                }
            }
            if (!m_in[n] || best != e.other || m_path != e.node)
                fail(i, QStringLiteral("the path does not go on to the most-proving child"), text);
            says(QStringLiteral("the child with the smallest %1 number, %2, is %3")
                     .arg(orNode ? QStringLiteral("proof") : QStringLiteral("disproof"),
                          pnsNumber(key[std::size_t(best)]), nodeLabel(m_t, best)));
            if (ties > 1)
                says(QStringLiteral("the leftmost of %1 with it").arg(ties));
            else if (text.contains(QLatin1String("leftmost")))
                fail(i, QStringLiteral("speaks of a tie where there is none"), text);
            m_path = e.other;
        } else if (e.type == PnsExpand) {
            if (m_in[n] || m_t.isLeaf(e.node) || m_pn[n] <= 0 || m_dn[n] <= 0 || m_path != e.node)
                fail(i, QStringLiteral("expands what is not the most-proving node"), text);
            m_in[n] = 1;
            says(nodeLabel(m_t, e.node));
            says(QStringLiteral("its %1 children").arg(m_t.childCount(e.node)));
        } else if (e.type == PnsUpdate) {
            QStringList pnTerms, dnTerms;
            double pn = orNode ? inf : 0, dn = orNode ? 0 : inf;
            for (NodeId c : m_t.children(e.node)) {
                const double cp = m_pn[std::size_t(c)], cd = m_dn[std::size_t(c)];
                pn = orNode ? std::min(pn, cp) : pn + cp;
                dn = orNode ? dn + cd : std::min(dn, cd);
                pnTerms << pnsNumber(cp);
                dnTerms << pnsNumber(cd);
            }
            if (!m_in[n] || e.a != pn || e.b != dn)
                fail(i, QStringLiteral("the numbers are not %1, %2").arg(pn).arg(dn), text);
            auto terms = [](const QStringList &list, bool smallest, double result) {
                if (list.size() == 1)
                    return list.front();
                return (smallest ? QStringLiteral("min(") + list.join(QStringLiteral(", ")) + ")"
                                 : list.join(QStringLiteral(" + "))) +
                       QStringLiteral(" = ") + pnsNumber(result);
            };
            says(QStringLiteral("pn = %1,").arg(terms(pnTerms, orNode, pn)));
            says(QStringLiteral("dn = %1,").arg(terms(dnTerms, !orNode, dn)));
            if ((pn == 0) != text.contains(QLatin1String("It is proven.")) ||
                (dn == 0) != text.contains(QLatin1String("It is disproven.")))
                fail(i, QStringLiteral("says wrongly whether it is solved"), text);
            m_pn[n] = pn;
            m_dn[n] = dn;
            m_path = 0; // the next iteration descends from the root
        }
    }

    bool isBelow(NodeId n, NodeId ancestor) const
    {
        for (NodeId p = m_t.parent(n); p != NoNode; p = m_t.parent(p))
            if (p == ancestor)
                return true;
        return false;
    }

    const GameTree &m_t;
    const Trace &m_trace;
    const Variant &m_v;
    QStringList m_problems;
    std::vector<std::int64_t> m_n; // MCTS: N, W and the search tree, counted here
    std::vector<double> m_w;
    std::vector<char> m_in; // MCTS: in the search tree; pns: expanded
    double m_r = 0;
    std::vector<double> m_pn, m_dn; // pns: counted here, −1 before a node is generated
    NodeId m_path = 0;              // pns: where the most-proving path has got to
};

GameTree chanceTree(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 3);
    o.depth = 1 + int(seed % 4);
    o.minValue = -3;
    o.maxValue = 3 + int(seed % 3) * 4;
    o.chanceLevels = true;
    o.randomProbabilities = seed % 2 == 0;
    o.leafChance = (seed % 3) * 0.15;
    return randomTree(o);
}

} // namespace

class TestNarrationTruth : public QObject {
    Q_OBJECT

private:
    void audit(const std::vector<Variant> &variants, GameTree (*make)(std::uint64_t), int trees)
    {
        QStringList problems;
        int traces = 0;
        QSet<QString> failing; // one example per variant is enough to read
        for (int seed = 1; seed <= trees; ++seed) {
            const GameTree t = make(std::uint64_t(seed));
            for (const Variant &v : variants) {
                QString error;
                const auto trace = search(t, v.algo, v.options, &error);
                if (!trace)
                    continue; // refused: a tree this algorithm does not search
                ++traces;
                if (failing.contains(v.name))
                    continue;
                const QStringList found = Checker(t, *trace, v).run();
                if (!found.isEmpty())
                    failing.insert(v.name);
                problems << found;
            }
        }
        for (const QString &p : std::as_const(problems)) // QVERIFY2 cuts long messages short
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 false sentences, the first: %2")
                                                    .arg(problems.size())
                                                    .arg(problems.value(0))));
        QVERIFY(traces > trees);
    }

    static GameTree minimaxTree(std::uint64_t seed) { return test::randomTestTree(seed); }

private slots:
    void everySentenceOfMinimaxTrees()
    {
        audit(minimaxVariants(), minimaxTree, test::underSanitizers(1500));
    }
    void everySentenceOfChanceTrees()
    {
        audit(chanceVariants(), chanceTree, test::underSanitizers(1500));
    }
    // Issue 30: MCTS's select, draw, expand, playout, result and backup sentences against N, W
    // and the search tree counted from the events, on MAX/MIN and chance trees.
    void everySentenceOfMcts()
    {
        audit(mctsVariants(), minimaxTree, test::underSanitizers(400));
        audit(mctsVariants(), chanceTree, test::underSanitizers(400));
    }
    // Issue 31: pns's generate, evaluate, select, expand and update sentences against pn and dn
    // counted from the events, and its end (checkFinish: eval's value and move).
    void everySentenceOfPns() { audit(pnsVariants(), minimaxTree, test::underSanitizers(600)); }

    // AIMA Fig. 5.5 under the default alpha-beta: C ≤ 2, D = 2, the book's figure.
    void aimaFigureUnderTheDefault()
    {
        const GameTree tree =
            test::parse(QStringLiteral("A=max(B=min(3,12,8), C=min(2,4,6), D=min(14,5,2))"));
        const GameTree *t = &tree;
        const Trace trace = test::run(*t, QStringLiteral("alphabeta"));
        Replayer r(*t, trace);
        r.seek(int(trace.events.size()));
        const Frame &f = r.frame();
        const NodeId c = t->child(0, 1), d = t->child(0, 2);
        QCOMPARE(f.nodes[c].value, 2.0);
        QCOMPARE(f.nodes[c].bound, Bound::Upper);
        QCOMPARE(f.nodes[d].value, 2.0);
        QCOMPARE(f.nodes[d].bound, Bound::Exact);
        // And the narration of D's return gives no reason for a bound it does not have.
        for (int i = 0; i < int(trace.events.size()); ++i) {
            const TraceEvent &e = trace.events[std::size_t(i)];
            if (e.type == EventType::Return && e.node == d)
                QVERIFY2(!narrate(*t, trace, i).contains(QLatin1String("bound")),
                         qPrintable(narrate(*t, trace, i)));
        }
        QVERIFY(narrate(*t, trace, int(trace.events.size()) - 1)
                    .contains(QStringLiteral("MAX moves to child 1 of 3 (B): 3 against ≤ 2 (C) "
                                             "and 2 (D).")));
        const GameTree aima = test::parse(
            QStringLiteral("A=max(a1: B=min(3,12,8), a2: C=min(2,4,6), a3: D=min(14,5,2))"));
        const Trace labelled = test::run(aima, QStringLiteral("alphabeta"));
        QVERIFY(narrate(aima, labelled, int(labelled.events.size()) - 1)
                    .endsWith(QStringLiteral("MAX moves a1 (to B): 3 against ≤ 2 (C) and 2 (D).")));
    }

    // Fail-hard says why C shows α rather than its own best.
    void failHardSaysWhy()
    {
        const GameTree tree =
            test::parse(QStringLiteral("A=max(B=min(3,12,8), C=min(2,4,6), D=min(14,5,2))"));
        const GameTree *t = &tree;
        const Trace trace = test::run(*t, QStringLiteral("alphabeta"), with({{"fail-hard", true}}));
        QStringList said;
        for (int i = 0; i < int(trace.events.size()); ++i) {
            const TraceEvent &e = trace.events[std::size_t(i)];
            if (e.type == EventType::Return &&
                (e.node == t->child(0, 1) || e.node == t->child(0, 2)))
                said << narrate(*t, trace, i);
        }
        QCOMPARE(said.size(), 2);
        QVERIFY2(said[0].contains(QStringLiteral("its cut-off")) &&
                     said[0].contains(QStringLiteral("its best is 2, but fail-hard reports the "
                                                     "bound α = 3 it was searched with")),
                 qPrintable(said[0]));
        QVERIFY2(!said[1].contains(QStringLiteral("cut-off")) &&
                     said[1].contains(QStringLiteral("its best is 2, but fail-hard reports the "
                                                     "bound α = 3 it was searched with")),
                 qPrintable(said[1]));
    }

    // The seed's example: minimax goes left, expectimax goes right, and the end says so.
    void theChosenMoveIsSaid()
    {
        const GameTree tree = test::parse(QStringLiteral("((10,10),(9,100))"));
        const GameTree *t = &tree;
        const Trace mm = test::run(*t, QStringLiteral("minimax"));
        QVERIFY2(narrate(*t, mm, int(mm.events.size()) - 1)
                     .endsWith(QStringLiteral("MAX moves left: 10 against 9.")),
                 qPrintable(narrate(*t, mm, int(mm.events.size()) - 1)));
        const Trace em = test::run(*t, QStringLiteral("expectimax"));
        QVERIFY2(narrate(*t, em, int(em.events.size()) - 1)
                     .endsWith(QStringLiteral("MAX moves right: 54.5 against 10.")),
                 qPrintable(narrate(*t, em, int(em.events.size()) - 1)));
    }
};

QTEST_GUILESS_MAIN(TestNarrationTruth)
#include "tst_narrationtruth.moc"
