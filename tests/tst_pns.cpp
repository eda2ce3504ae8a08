// Proof-number search (pns): an independent reference written another way (recursive, the
// numbers as doubles with a real ∞) against the product on thousands of random MAX/MIN trees
// under both goals and both inits, hand-worked trees, the iteration records, a leaf root, the
// refusal of chance nodes, and the stepped trace (issue 31): its events, the pn/dn of every
// node in the frames and the sentences that give each step's reason.
#include "sanitizers.h"

#include "runsearch.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/search/pns/pnsengine.h"
#include "core/search/pns/pnsevents.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"
#include "core/trace/tracejson.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gt;
using gt::test::parse;
using gt::test::run;

namespace {

constexpr double Inf = std::numeric_limits<double>::infinity();

// ALGORITHMS.md "Solving" as a recursion: each call walks down the most-proving path, expands
// the node at its end and recomputes the numbers on its way back out.
class ReferencePns {
public:
    ReferencePns(const GameTree &t, bool notLose, bool childrenInit)
        : m_t(t)
        , m_notLose(notLose)
        , m_childrenInit(childrenInit)
        , m_pn(std::size_t(t.size()), 0)
        , m_dn(std::size_t(t.size()), 0)
        , m_generated(std::size_t(t.size()), false)
        , m_expanded(std::size_t(t.size()), false)
    {
        generate(0);
        while (m_pn[0] != 0 && m_dn[0] != 0)
            step(0);
    }

    std::vector<NodeId> leaves, expanded;
    bool proven() const { return m_pn[0] == 0; }
    std::optional<int> bestChild() const
    {
        if (m_t.isLeaf(0))
            return std::nullopt;
        const bool orRoot = m_t.kind(0) == NodeKind::Max;
        for (int i = 0; i < m_t.childCount(0); ++i) {
            const std::size_t c = std::size_t(m_t.child(0, i));
            if (orRoot && proven() && m_pn[c] == 0)
                return i;
            if (!orRoot && !proven() && m_dn[c] == 0)
                return i;
        }
        return std::nullopt;
    }
    std::vector<NodeId> pruned() const
    {
        std::vector<NodeId> out;
        for (NodeId n = 0; n < m_t.size(); ++n)
            if (!m_generated[std::size_t(n)])
                out.push_back(n);
        return out;
    }

private:
    void generate(NodeId n)
    {
        const std::size_t i = std::size_t(n);
        m_generated[i] = true;
        const double k = m_t.childCount(n);
        if (m_t.isLeaf(n)) {
            leaves.push_back(n);
            const bool yes = m_notLose ? m_t.value(n) >= 0 : m_t.value(n) > 0;
            m_pn[i] = yes ? 0 : Inf;
            m_dn[i] = yes ? Inf : 0;
        } else {
            const bool orNode = m_t.kind(n) == NodeKind::Max;
            m_pn[i] = m_childrenInit && !orNode ? k : 1;
            m_dn[i] = m_childrenInit && orNode ? k : 1;
        }
    }
    void step(NodeId n)
    {
        const std::size_t i = std::size_t(n);
        const bool orNode = m_t.kind(n) == NodeKind::Max;
        if (!m_expanded[i]) {
            m_expanded[i] = true;
            expanded.push_back(n);
            for (NodeId c : m_t.children(n))
                generate(c);
        } else {
            const std::vector<double> &key = orNode ? m_pn : m_dn;
            NodeId best = m_t.child(n, 0);
            for (NodeId c : m_t.children(n))
                if (key[std::size_t(c)] < key[std::size_t(best)])
                    best = c;
            step(best);
        }
        double pn = orNode ? Inf : 0, dn = orNode ? 0 : Inf;
        for (NodeId c : m_t.children(n)) {
            pn = orNode ? std::min(pn, m_pn[std::size_t(c)]) : pn + m_pn[std::size_t(c)];
            dn = orNode ? dn + m_dn[std::size_t(c)] : std::min(dn, m_dn[std::size_t(c)]);
        }
        m_pn[i] = pn;
        m_dn[i] = dn;
    }

    const GameTree &m_t;
    bool m_notLose, m_childrenInit;
    std::vector<double> m_pn, m_dn;
    std::vector<bool> m_generated, m_expanded;
};

SearchOptions options(bool notLose, bool childrenInit)
{
    SearchOptions o;
    o.set(QStringLiteral("goal"), notLose ? QStringLiteral("not-lose") : QStringLiteral("win"));
    o.set(QStringLiteral("init"), childrenInit ? QStringLiteral("children") : QStringLiteral("1"));
    return o;
}

std::vector<NodeId> expandedOf(const Trace &trace)
{
    for (const auto &[k, v] : trace.summary.extra) {
        if (k == QLatin1String("expanded")) {
            std::vector<NodeId> out;
            for (const QJsonValue &x : v.toArray())
                out.push_back(NodeId(x.toInteger()));
            return out;
        }
    }
    return {};
}

std::vector<NodeId> ids(std::initializer_list<NodeId> list)
{
    return list;
}

} // namespace

class TestPns : public QObject {
    Q_OBJECT

private slots:
    // 2,000 random MAX/MIN trees (irregular, MIN roots, random kinds, values around 0 so that
    // win and not-lose differ), each under both goals and both inits: 8,000 searches.
    void matchesTheReference()
    {
        int searches = 0, proven = 0;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(gt::test::underSanitizers(2000));
             ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.minBranching = 1 + int(seed % 2);
            o.maxBranching = 2 + int(seed % 4);
            o.depth = 1 + int(seed % 6);
            o.leafChance = double(seed % 3) * 0.15;
            o.minValue = -1 - int(seed % 3);
            o.maxValue = 1 + int(seed % 2);
            o.randomKinds = seed % 5 == 0;
            o.rootKind = seed % 3 == 0 ? NodeKind::Min : NodeKind::Max;
            const GameTree t = randomTree(o);
            for (bool notLose : {false, true}) {
                for (bool childrenInit : {false, true}) {
                    const Trace trace = run(t, "pns", options(notLose, childrenInit));
                    const ReferencePns ref(t, notLose, childrenInit);
                    const QByteArray where = "seed " + QByteArray::number(qulonglong(seed)) +
                                             (notLose ? " not-lose" : " win") +
                                             (childrenInit ? " children " : " 1 ") +
                                             gt::test::show(t).toUtf8();
                    QVERIFY2(trace.summary.leavesRead == ref.leaves, where);
                    QVERIFY2(trace.summary.pruned == ref.pruned(), where);
                    QVERIFY2(expandedOf(trace) == ref.expanded, where);
                    QVERIFY2(trace.summary.value == (ref.proven() ? 1.0 : 0.0), where);
                    QVERIFY2(trace.summary.bestChild == ref.bestChild(), where);
                    QVERIFY2(summaryJson(trace).contains(ref.proven() ? "\"proof\": \"proven\""
                                                                      : "\"proof\": \"disproven\""),
                             where);
                    ++searches;
                    proven += ref.proven();
                }
            }
        }
        QCOMPARE(searches, 4 * gt::test::underSanitizers(2000));
        QVERIFY(proven > gt::test::underSanitizers(1500) &&
                proven < gt::test::underSanitizers(6500)); // both outcomes are well represented
    }

    // Worked by hand in docs/algorithms.md ("pns"). Ids in preorder.
    void handWorked_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<bool>("notLose");
        QTest::addColumn<bool>("childrenInit");
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("best"); // -1: null
        QTest::addColumn<std::vector<NodeId>>("expanded");
        QTest::addColumn<std::vector<NodeId>>("leaves");
        QTest::addColumn<std::vector<NodeId>>("pruned");
        // A = OR(B = AND(1, −1), C = AND(2, 3)): B is disproven, then C proves A.
        QTest::newRow("A proven through C") << "((1,-1),(2,3))" << false << false << 1.0 << 1
                                            << ids({0, 1, 4}) << ids({2, 3, 5, 6}) << ids({});
        // B proves A at once: C's subtree is never generated.
        QTest::newRow("C never generated") << "((1,2),(-1,3))" << false << false << 1.0 << 0
                                           << ids({0, 1}) << ids({2, 3}) << ids({5, 6});
        QTest::newRow("win: 0 is no win") << "((0,-1),(0,0))" << false << false << 0.0 << -1
                                          << ids({0, 1, 4}) << ids({2, 3, 5, 6}) << ids({});
        QTest::newRow("not-lose: 0 is enough") << "((0,-1),(0,0))" << true << false << 1.0 << 1
                                               << ids({0, 1, 4}) << ids({2, 3, 5, 6}) << ids({});
        // init 1: B and C tie at pn 1, B (leftmost) first; init children: B has pn 3, C pn 2.
        QTest::newRow("init 1") << "((1,2,-3),(4,5))" << false << false << 1.0 << 1
                                << ids({0, 1, 5}) << ids({2, 3, 4, 6, 7}) << ids({});
        QTest::newRow("init children") << "((1,2,-3),(4,5))" << false << true << 1.0 << 1
                                       << ids({0, 5}) << ids({6, 7}) << ids({2, 3, 4});
        // An AND root disproven by its first child: best child 0.
        QTest::newRow("MIN root") << "min(max(-1,-2),max(3,4))" << false << false << 0.0 << 0
                                  << ids({0, 1}) << ids({2, 3}) << ids({5, 6});
        QTest::newRow("leaf root")
            << "5" << false << false << 1.0 << -1 << ids({}) << ids({0}) << ids({});
    }
    void handWorked()
    {
        QFETCH(QString, tree);
        QFETCH(bool, notLose);
        QFETCH(bool, childrenInit);
        QFETCH(double, value);
        QFETCH(int, best);
        QFETCH(std::vector<NodeId>, expanded);
        QFETCH(std::vector<NodeId>, leaves);
        QFETCH(std::vector<NodeId>, pruned);
        const Trace trace = run(parse(tree), "pns", options(notLose, childrenInit));
        QCOMPARE(trace.summary.value, value);
        QCOMPARE(trace.summary.bestChild, best < 0 ? std::nullopt : std::optional<int>(best));
        QCOMPARE(expandedOf(trace), expanded);
        QCOMPARE(trace.summary.leavesRead, leaves);
        QCOMPARE(trace.summary.pruned, pruned);
    }

    // The records of "A proven through C": the path with its reasons, the children generated
    // with their numbers (∞ for a disproven leaf's pn), the updates up to the root.
    void iterationRecords()
    {
        const GameTree t = parse("((1,-1),(2,3))");
        PnsEngine engine(t, PnsSettings{}, true);
        engine.run();
        const auto &its = engine.iterations();
        QCOMPARE(its.size(), std::size_t(3));
        QVERIFY(its[0].path.empty());
        QCOMPARE(its[0].expanded, 0);
        QCOMPARE(its[1].path.size(), std::size_t(1));
        QCOMPARE(its[1].path[0].chosen, 1);
        QVERIFY(its[1].path[0].byProof);
        QCOMPARE(its[1].path[0].number, ProofNumber(1));
        QCOMPARE(its[1].generated[1].pn, ProofInfinity);
        QCOMPARE(its[1].generated[1].dn, ProofNumber(0));
        QCOMPARE(its[1].updated.size(), std::size_t(2));
        QCOMPARE(its[1].updated[0].pn, ProofInfinity);  // B disproven
        QCOMPARE(its[1].updated[1].pn, ProofNumber(1)); // A: min(∞, 1)
        QCOMPARE(its[1].updated[1].dn, ProofNumber(1)); // A: 0 + 1
        QCOMPARE(its[2].path[0].chosen, 4);
        QCOMPARE(proofNumberText(ProofInfinity), QStringLiteral("∞"));
        QCOMPARE(engine.pn(0), ProofNumber(0));
    }

    // Issue 31: the hand-worked tree of docs/algorithms.md stepped, event by event: the root's
    // generation, then per iteration the descent (with its reason), the expansion, the children
    // generated and the numbers on the way back, and Finish.
    void steppedEvents()
    {
        const GameTree t = parse("A=max(B=min(1,-1),C=min(2,3))");
        const Trace trace = run(t, "pns", {});
        QVERIFY(trace.features.testFlag(TraceFeature::ProofNumbers));
        const std::vector<EventType> expected = {
            PnsGenerate,      PnsExpand, PnsGenerate, PnsGenerate, PnsUpdate,            // 1
            PnsSelect,        PnsExpand, PnsEvaluate, PnsEvaluate, PnsUpdate, PnsUpdate, // 2
            PnsSelect,        PnsExpand, PnsEvaluate, PnsEvaluate, PnsUpdate, PnsUpdate, // 3
            EventType::Finish};
        QCOMPARE(trace.events.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(trace.events[i].type == expected[i], qPrintable(QString::number(i)));
        auto say = [&](int i) { return narrate(t, trace, i); };
        QCOMPARE(say(0), QStringLiteral("Generate the OR node A: a new inner node starts with "
                                        "pn = 1, dn = 1."));
        QCOMPARE(say(1), QStringLiteral("Iteration 1: Expand the OR node A: it is the "
                                        "most-proving node, not yet expanded; generate its 2 "
                                        "children left to right."));
        QCOMPARE(say(4), QStringLiteral("Update the OR node A: pn = min(1, 1) = 1, the smallest "
                                        "of its children's; dn = 1 + 1 = 2, their sum."));
        // B and C tie at pn 1: the leftmost, B; then C alone has the smallest, 1.
        QCOMPARE(say(5), QStringLiteral("Iteration 2: At the OR node A: the child with the "
                                        "smallest proof number, 1, is B, the leftmost of 2 with "
                                        "it; the most-proving path goes on there."));
        QCOMPARE(say(7), QStringLiteral("Generate the leaf node 2 and evaluate it at once: 1 > 0, "
                                        "so it is proven: pn = 0, dn = ∞."));
        QCOMPARE(say(8), QStringLiteral("Generate the leaf node 3 and evaluate it at once: −1 ≤ "
                                        "0, so it is disproven: pn = ∞, dn = 0."));
        QCOMPARE(say(9), QStringLiteral("Update the AND node B: pn = 0 + ∞ = ∞, the sum of its "
                                        "children's; dn = min(∞, 0) = 0, the smallest. It is "
                                        "disproven."));
        QCOMPARE(say(10), QStringLiteral("Update the OR node A: pn = min(∞, 1) = 1, the smallest "
                                         "of its children's; dn = 0 + 1 = 1, their sum."));
        QCOMPARE(say(11), QStringLiteral("Iteration 3: At the OR node A: the child with the "
                                         "smallest proof number, 1, is C; the most-proving path "
                                         "goes on there."));
        QCOMPARE(say(16), QStringLiteral("Update the OR node A: pn = min(∞, 0) = 0, the smallest "
                                         "of its children's; dn = 0 + ∞ = ∞, their sum. It is "
                                         "proven."));
        QCOMPARE(say(17), QStringLiteral("The search is over: the root A is proven (pn = 0, dn = "
                                         "∞): MAX can force a win, so its value is 1. MAX moves "
                                         "right (C), a child proven."));
        QCOMPARE(eventJson(t, trace, 9),
                 QByteArray("{\"step\": 10, \"type\": \"pns_update\", \"node\": 1, "
                            "\"iteration\": 2, \"child\": null, \"pn\": \"inf\", \"dn\": 0, "
                            "\"line\": 6, \"text\": \"Update the AND node B: pn = 0 + ∞ = ∞, the "
                            "sum of its children's; dn = min(∞, 0) = 0, the smallest. It is "
                            "disproven.\"}"));
    }

    // The frames the stepper shows: pn/dn of every generated node (∞ as ∞), ghosts for the
    // nodes not generated yet, the most-proving path on the path with the child taken marked,
    // and at the end the nodes never generated pruned and nothing else.
    void steppedFrames()
    {
        const GameTree t = parse("A=max(B=min(1,-1),C=min(2,3))");
        const Trace trace = run(t, "pns", {});
        Replayer r(t, trace);
        QCOMPARE(r.frame().nodes[0].proofNumber, ProofNumberNone);
        QVERIFY(!r.frame().nodes[0].notGenerated);
        for (NodeId n = 1; n < t.size(); ++n)
            QVERIFY(r.frame().nodes[n].notGenerated);
        r.seek(5); // iteration 1 done: A (1, 2), B and C (1, 1), their leaves not generated
        QCOMPARE(proofNumbersText(r.frame().nodes[0]), QStringLiteral("pn=1, dn=2"));
        QCOMPARE(proofNumbersText(r.frame().nodes[1]), QStringLiteral("pn=1, dn=1"));
        QVERIFY(r.frame().nodes[2].notGenerated);
        QCOMPARE(proofNumbersText(r.frame().nodes[2]), QString());
        r.seek(12); // iteration 3's selection: A → C
        const Frame &f = r.frame();
        QCOMPARE(f.current, 4);
        QCOMPARE(f.nodes[4].state, NodeState::Current);
        QCOMPARE(f.nodes[0].state, NodeState::OnPath);
        QCOMPARE(proofNumbersText(f.nodes[4]), QStringLiteral("✔ pn=1, dn=1"));
        QCOMPARE(proofNumbersText(f.nodes[1]), QStringLiteral("pn=∞, dn=0")); // B disproven
        QCOMPARE(f.nodes[1].state, NodeState::Done);
        QCOMPARE(proofNumbersText(f.nodes[2]), QStringLiteral("pn=0, dn=∞"));
        QCOMPARE(proofNumbersText(f.nodes[0]), QStringLiteral("pn=1, dn=1"));
        QVERIFY(f.nodes[5].notGenerated);
        r.seek(13); // the expansion: the mark goes
        QCOMPARE(proofNumbersText(r.frame().nodes[4]), QStringLiteral("pn=1, dn=1"));
        r.seek(r.stepCount());
        QVERIFY(r.frame().finished);
        QCOMPARE(proofNumbersText(r.frame().nodes[0]), QStringLiteral("pn=0, dn=∞"));
        for (NodeId n = 0; n < t.size(); ++n)
            QCOMPARE(r.frame().nodes[n].state, NodeState::Done);
        // init children: B's leaves are never generated, and only they are pruned at the end;
        // C (generated, expanded) and B (generated, never expanded) are not.
        const GameTree u = parse("((1,2,-3),(4,5))");
        const Trace children = run(u, "pns", options(false, true));
        Replayer c(u, children);
        c.seek(1);
        QCOMPARE(narrate(u, children, 0),
                 QStringLiteral("Generate node 0, an OR node with 2 children: pn = 1 (one child "
                                "proven proves it), dn = 2 (all of them must be disproven)."));
        c.seek(c.stepCount());
        QCOMPARE(c.frame().nodes[1].state, NodeState::Unreached);
        QCOMPARE(proofNumbersText(c.frame().nodes[1]), QStringLiteral("pn=3, dn=1"));
        for (NodeId n : {2, 3, 4})
            QCOMPARE(c.frame().nodes[n].state, NodeState::Pruned);
        for (NodeId n : {0, 5, 6, 7})
            QCOMPARE(c.frame().nodes[n].state, NodeState::Done);
    }

    // Stepping back restores every frame exactly, on random trees, and the leaves the trace
    // reads are eval's.
    void steppingBackAndForth()
    {
        for (std::uint64_t seed = 1; seed <= std::uint64_t(gt::test::underSanitizers(200));
             ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.minBranching = 1;
            o.maxBranching = 4;
            o.depth = 2 + int(seed % 4);
            o.leafChance = 0.2;
            o.minValue = -2;
            o.maxValue = 2;
            const GameTree t = randomTree(o);
            const Trace trace = run(t, "pns", options(seed % 2, seed % 3 == 0));
            std::vector<NodeId> read;
            for (const TraceEvent &e : trace.events)
                if (isLeafRead(e))
                    read.push_back(e.node);
            QCOMPARE(read, trace.summary.leavesRead);
            Replayer r(t, trace);
            std::vector<Frame> frames;
            for (int step = 0; step <= r.stepCount(); ++step) {
                r.seek(step);
                frames.push_back(r.frame());
            }
            for (int step = r.stepCount(); step >= 0; --step) {
                r.seek(step);
                for (NodeId n = 0; n < t.size(); ++n)
                    QVERIFY(sameNodeFrame(r.frame().nodes[n], frames[std::size_t(step)].nodes[n]));
            }
        }
    }

    void refusesChanceNodes()
    {
        QString error;
        QVERIFY(!search(parse("(chance(0.5: 1, 0.5: 2), 3)"), "pns", {}, &error));
        QVERIFY2(error.startsWith("node 1 is a chance node; Proof-number search searches only max "
                                  "and min nodes"),
                 qPrintable(error));
    }

    void eval()
    {
        const GameTree t = parse("((1,-1),(2,3))");
        const Trace trace = run(t, "pns", {});
        QVERIFY2(summaryJson(trace).contains(
                     "\"best_child\": 1, \"leaves\": [2, 3, 5, 6], \"pruned\": [], "
                     "\"proof\": \"proven\", \"expanded\": [0, 1, 4], \"stats\""),
                 summaryJson(trace));
        Replayer r(t, trace);
        r.seek(r.stepCount());
        QVERIFY(r.frame().finished);
    }
};

QTEST_GUILESS_MAIN(TestPns)
#include "tst_pns.moc"
