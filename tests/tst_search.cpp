// The algorithms: hand-worked textbook trees, and properties over thousands of random trees
// checked against independent recursive oracles (searchoracle.h).
#include "searchoracle.h"

#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/tree/generator.h"
#include "core/tree/validate.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace gt;

namespace {

GameTree parse(const QString &text)
{
    ReadError error;
    const auto parsed = parseTreeText(text, QStringLiteral("<test>"), &error);
    if (!parsed)
        qFatal("test tree does not parse: %s", qPrintable(error.toString()));
    return parsed->tree;
}

Trace run(const GameTree &t, const QString &algo, bool failSoft = false)
{
    SearchOptions o;
    o.failSoft = failSoft;
    QString error;
    auto trace = search(t, algo, o, &error);
    if (!trace)
        qFatal("search failed: %s", qPrintable(error));
    return *trace;
}

std::vector<NodeId> ids(std::initializer_list<NodeId> list)
{
    return list;
}

// Irregular max/min trees with ties, negative values and, when asked, non-alternating kinds.
GameTree randomMaxMin(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 4);
    o.depth = 1 + int(seed % 6);
    o.leafChance = (seed % 3) * 0.15;
    o.minValue = -5;
    o.maxValue = 5 + int(seed % 3) * 10; // narrow ranges give many ties
    o.randomKinds = seed % 4 == 0;
    o.rootKind = seed % 5 == 0 ? NodeKind::Min : NodeKind::Max;
    return randomTree(o);
}

GameTree randomWithChance(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1;
    o.maxBranching = 3;
    o.depth = 2 + int(seed % 4);
    o.leafChance = 0.1;
    o.minValue = -10;
    o.maxValue = 10;
    o.chanceLevels = true;
    o.randomProbabilities = seed % 2 == 0;
    return randomTree(o);
}

} // namespace

class TstSearch : public QObject {
    Q_OBJECT
private slots:
    void classicMinimaxVersusExpectimax()
    {
        const GameTree t = parse("((10,10),(9,100))");
        const Trace mm = run(t, "minimax");
        QCOMPARE(mm.summary.value, 10.0);
        QCOMPARE(mm.summary.bestChild, std::optional<int>(0));
        QVERIFY(mm.summary.pruned.empty());
        const Trace em = run(t, "expectimax");
        QCOMPARE(em.summary.value, 54.5);
        QCOMPARE(em.summary.bestChild, std::optional<int>(1));
        QCOMPARE(em.summary.leavesRead, ids({2, 3, 5, 6}));
        // Expectiminimax reads the MIN nodes as written: the same as minimax.
        QCOMPARE(run(t, "expectiminimax").summary.value, 10.0);
    }
    void aimaAlphaBeta()
    {
        const GameTree t = parse("max(min(3,12,8), min(2,4,6), min(14,5,2))");
        for (bool soft : {false, true}) {
            const Trace ab = run(t, "alphabeta", soft);
            QCOMPARE(ab.summary.value, 3.0);
            QCOMPARE(ab.summary.bestChild, std::optional<int>(0));
            QCOMPARE(ab.summary.leavesRead, ids({2, 3, 4, 6, 10, 11, 12}));
            QCOMPARE(ab.summary.pruned, ids({7, 8}));
            QCOMPARE(ab.summary.cutoffs, 1);
            QCOMPARE(ab.summary.internalVisited, 4);
        }
    }
    void aimaSss()
    {
        // Worked by hand: (A,L,∞) → B,C,D live; the first leaf of each MIN child is read at
        // merit ∞, then D's leaves 5 and 2 at merits 14 and 5, then B's 12 and 8 at merit 3;
        // (B,S,3) solves A by Γ4 and purges C's and D's solved states.
        const GameTree t = parse("max(min(3,12,8), min(2,4,6), min(14,5,2))");
        const Trace s = run(t, "sss");
        QCOMPARE(s.summary.value, 3.0);
        QCOMPARE(s.summary.bestChild, std::optional<int>(0));
        QCOMPARE(s.summary.leavesRead, ids({2, 6, 10, 11, 12, 3, 4}));
        QCOMPARE(s.summary.pruned, ids({7, 8}));
        QCOMPARE(s.summary.cutoffs, 1); // one purge that removed states
    }
    void chanceTree()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        const Trace e = run(t, "expectiminimax");
        QCOMPARE(e.summary.value, 0.7);
        QCOMPARE(e.summary.bestChild, std::optional<int>(0));
        // The two chance children's sums, as the events carry them.
        std::vector<double> sums(t.size(), 0);
        for (const TraceEvent &ev : e.events)
            if (ev.type == EventType::ChanceAdd)
                sums[ev.other] += ev.a * ev.b;
        QVERIFY(std::abs(sums[1] - 0.7) < 1e-12);
        QVERIFY(std::abs(sums[4] - -0.4) < 1e-12);
    }
    void chanceNodesAreRefusedByName()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        for (const char *algo : {"minimax", "alphabeta", "sss"}) {
            QString error;
            QVERIFY(!search(t, algo, {}, &error));
            QVERIFY2(error.contains("node 1") && error.contains("expectiminimax"),
                     qPrintable(error));
        }
    }
    void bestChildIsNullForLeafAndChanceRoots()
    {
        QVERIFY(!run(parse("7"), "minimax").summary.bestChild);
        QVERIFY(!run(parse("7"), "sss").summary.bestChild);
        QCOMPARE(run(parse("7"), "sss").summary.value, 7.0);
        QVERIFY(!run(parse("chance(1, 2)"), "expectiminimax").summary.bestChild);
        QVERIFY(!run(parse("min(1, 2)"), "expectimax").summary.bestChild);
    }
    void failHardClampsAndMarksBounds()
    {
        // At C (window α=3), the leaf 2 cuts: fail-soft returns ≤ 2, fail-hard returns ≤ 3.
        const GameTree t = parse("max(min(3,12,8), min(2,4,6), min(14,5,2))");
        auto returnOf = [](const Trace &tr, NodeId n) {
            for (const TraceEvent &e : tr.events)
                if (e.type == EventType::Return && e.node == n)
                    return std::make_pair(e.a, Bound(e.detail));
            return std::make_pair(qQNaN(), Bound::None);
        };
        QCOMPARE(returnOf(run(t, "alphabeta", true), 5), std::make_pair(2.0, Bound::Upper));
        QCOMPARE(returnOf(run(t, "alphabeta", false), 5), std::make_pair(3.0, Bound::Upper));
        QCOMPARE(returnOf(run(t, "alphabeta", false), 1), std::make_pair(3.0, Bound::Exact));
        QCOMPARE(returnOf(run(t, "alphabeta", true), 9), std::make_pair(2.0, Bound::Exact));
    }
    void randomMaxMinTreesAgreeWithOracles()
    {
        int sssSmaller = 0;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const GameTree t = randomMaxMin(seed);
            QVERIFY(validateTree(t).empty());
            const double expected = oracle::value(t, 0);
            const Trace mm = run(t, "minimax");
            const Trace hard = run(t, "alphabeta", false);
            const Trace soft = run(t, "alphabeta", true);
            const Trace sss = run(t, "sss");
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            QVERIFY2(mm.summary.value == expected, where);
            QVERIFY2(hard.summary.value == expected, where);
            QVERIFY2(soft.summary.value == expected, where);
            QVERIFY2(sss.summary.value == expected, where);
            QVERIFY2(hard.summary.leavesRead == soft.summary.leavesRead, where);
            std::vector<NodeId> oracleRead;
            oracle::alphaBeta(t, 0, -qInf(), qInf(), oracleRead);
            QVERIFY2(hard.summary.leavesRead == oracleRead, where);
            const std::set<NodeId> abRead(hard.summary.leavesRead.begin(),
                                          hard.summary.leavesRead.end());
            for (NodeId n : sss.summary.leavesRead)
                QVERIFY2(abRead.count(n), where + " SSS* read leaf " + QByteArray::number(n) +
                                              " that alpha-beta skips");
            sssSmaller += sss.summary.leavesRead.size() < abRead.size() ? 1 : 0;
            if (!t.isLeaf(0)) {
                const std::optional<int> best(oracle::bestChild(t));
                QVERIFY2(mm.summary.bestChild == best, where);
                QVERIFY2(hard.summary.bestChild == best, where);
                QVERIFY2(soft.summary.bestChild == best, where);
                QVERIFY2(sss.summary.bestChild == best, where);
            }
            // Every node is read, visited or pruned, never two of these.
            QCOMPARE(hard.summary.leavesEvaluated + hard.summary.internalVisited +
                         qint64(hard.summary.pruned.size()),
                     qint64(t.size()));
        }
        QVERIFY(sssSmaller > 0); // the property is not vacuous
    }
    void randomChanceTreesAgreeWithOracles()
    {
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = randomWithChance(seed);
            const auto problems = validateTree(t);
            QVERIFY2(problems.empty(), problems.empty() ? "" : qPrintable(problems.front().message));
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            const Trace emm = run(t, "expectiminimax");
            const Trace em = run(t, "expectimax");
            QVERIFY2(std::abs(emm.summary.value - oracle::value(t, 0)) < 1e-9, where);
            QVERIFY2(std::abs(em.summary.value - oracle::value(t, 0, true)) < 1e-9, where);
            QVERIFY2(emm.summary.pruned.empty() && em.summary.pruned.empty(), where);
        }
    }
    void knuthMooreLeafCount_data()
    {
        QTest::addColumn<int>("b");
        QTest::addColumn<int>("d");
        for (int b = 2; b <= 5; ++b)
            for (int d = 1; d <= 6; ++d)
                QTest::addRow("b%d d%d", b, d) << b << d;
    }
    void knuthMooreLeafCount()
    {
        QFETCH(int, b);
        QFETCH(int, d);
        const GameTree t = perfectlyOrderedTree(b, d, std::uint64_t(b * 31 + d));
        const qint64 expected = qint64(std::pow(b, (d + 1) / 2) + std::pow(b, d / 2) - 1);
        QCOMPARE(run(t, "alphabeta").summary.leavesEvaluated, expected);
        QCOMPARE(run(t, "alphabeta", true).summary.leavesEvaluated, expected);
        QCOMPARE(run(t, "minimax").summary.leavesEvaluated, qint64(std::pow(b, d)));
    }
    void sameTreeSameTrace()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const GameTree t = randomMaxMin(seed);
            for (const Algorithm *a : algorithms()) {
                const Trace x = run(t, a->id()), y = run(t, a->id());
                QCOMPARE(x.events.size(), y.events.size());
                QVERIFY(std::memcmp(x.events.data(), y.events.data(),
                                    x.events.size() * sizeof(TraceEvent)) == 0);
            }
        }
    }
    void millionLevelChain()
    {
        TreeDraft d;
        const int n = 1'000'000;
        d.nodes.resize(n);
        for (int i = 0; i + 1 < n; ++i) {
            d.nodes[i].kind = i % 2 ? NodeKind::Min : NodeKind::Max;
            d.nodes[i].children = {i + 1};
        }
        d.nodes[n - 1].value = 42;
        const GameTree t = GameTree::fromDraft(d);
        for (const Algorithm *a : algorithms()) {
            const Trace tr = run(t, a->id());
            QCOMPARE(tr.summary.value, 42.0);
        }
    }
    void depthLimitUsesHeuristics()
    {
        const GameTree t = parse("max[0](min[4](1,2), min[6](0,9))");
        SearchOptions o;
        o.depthLimit = 1;
        QString error;
        const auto tr = search(t, "alphabeta", o, &error);
        QVERIFY2(tr, qPrintable(error));
        QCOMPARE(tr->summary.value, 6.0);
        QCOMPARE(tr->summary.leavesRead, ids({1, 4}));
        o.depthLimit = 2;
        QCOMPARE(search(t, "minimax", o, &error)->summary.value, 1.0);
    }
};

QTEST_GUILESS_MAIN(TstSearch)
#include "tst_search.moc"
