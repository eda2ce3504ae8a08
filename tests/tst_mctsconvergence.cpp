// MCTS's convergence as series (core/search/mcts/mctsconvergence.h), the data of the studio's
// convergence plot: on the lecture's ((10,10),(9,100)) the left child (minimax 10) ends with
// most visits although random playouts favour the right one (average 54.5) at first; the last
// point is the search's own result (eval --json's visits and q); sampling keeps the last
// iteration; the iteration ends found in the trace are one per iteration.
#include "sanitizers.h"

#include "runsearch.h"
#include "treetexthelpers.h"

#include "core/search/mcts/mctsconvergence.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>

using namespace gt;
using gt::test::parse;
using gt::test::run;

namespace {

SearchOptions mctsOptions(int iterations, int seed = 0)
{
    SearchOptions o;
    o.set(QStringLiteral("iterations"), iterations);
    o.set(QStringLiteral("seed"), seed);
    return o;
}

// A field `eval --json` adds (SearchSummary::extra).
QJsonArray extraArray(const Trace &trace, const QString &name)
{
    for (const auto &[key, value] : trace.summary.extra)
        if (key == name)
            return value.toArray();
    return {};
}

double share(const MctsConvergence &c, std::size_t child, std::size_t point)
{
    std::int64_t total = 0;
    for (const auto &v : c.visits)
        total += v[point];
    return double(c.visits[child][point]) / double(total);
}

} // namespace

class TestMctsConvergence : public QObject {
    Q_OBJECT

private slots:
    void leftChildWinsTheVisits()
    {
        const GameTree t = parse(QStringLiteral("((10,10),(9,100))"));
        const MctsConvergence c = mctsConvergence(t, mctsOptions(2000));
        QCOMPARE(c.iterations, 2000);
        QCOMPARE(c.children, (std::vector<NodeId>{t.child(0, 0), t.child(0, 1)}));
        QCOMPARE(c.reference, (std::vector<double>{10, 9}));
        QCOMPARE(c.iteration.size(), std::size_t(2000)); // 2,000 points: no sampling
        QCOMPARE(c.iteration.front(), 1);
        QCOMPARE(c.iteration.back(), 2000);
        // Early on the right child's playouts (9 or 100) look better than the left's 10…
        const std::size_t early = 49; // after iteration 50
        QVERIFY2(share(c, 0, early) < 0.5, qPrintable(QString::number(share(c, 0, early))));
        // …and its Q falls towards 9 as UCT keeps choosing 9 below it, so the visits turn
        // to the left child: most of them at the end, the share rising.
        const double end = share(c, 0, c.iteration.size() - 1);
        QVERIFY2(end > 0.75, qPrintable(QString::number(end)));
        QVERIFY(end > share(c, 0, 499));
        QCOMPARE(c.q[0].back(), 10.0);
        QVERIFY(std::abs(c.q[1].back() - 9) < std::abs(c.q[1][early] - 9));
        // Every iteration goes through one root child: the visits add up to the iterations.
        for (std::size_t j = 0; j < c.iteration.size(); ++j)
            QCOMPARE(c.visits[0][j] + c.visits[1][j], std::int64_t(c.iteration[j]));
    }

    // The last point is what the search itself reports (`eval --json`'s visits and q), on
    // random trees with chance nodes too.
    void lastPointIsTheResult_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<int>("iterations");
        QTest::newRow("classic") << "((10,10),(9,100))" << 300;
        QTest::newRow("three") << "((3,12,8),(2,4,6),(14,5,2))" << 157;
        QTest::newRow("chance") << "max(chance(0.5: min(1,7), 0.5: min(4,-2)), min(5, max(6,1)))"
                                << 233;
        QTest::newRow("unvisited") << "(1,2,3,4,5,6,7,8)" << 5;
    }
    void lastPointIsTheResult()
    {
        QFETCH(QString, tree);
        QFETCH(int, iterations);
        const GameTree t = parse(tree);
        const SearchOptions o = mctsOptions(iterations, 7);
        const MctsConvergence c = mctsConvergence(t, o, 50);
        const Trace trace = run(t, QStringLiteral("mcts"), o);
        const QJsonArray visits = extraArray(trace, QStringLiteral("visits"));
        const QJsonArray q = extraArray(trace, QStringLiteral("q"));
        QCOMPARE(qsizetype(c.children.size()), visits.size());
        QCOMPARE(c.iteration.back(), iterations);
        QVERIFY(c.iteration.size() <= 50);
        for (std::size_t i = 0; i < c.children.size(); ++i) {
            QCOMPARE(c.visits[i].back(), visits[qsizetype(i)].toInteger());
            if (q[qsizetype(i)].isNull())
                QVERIFY(std::isnan(c.q[i].back()));
            else
                QCOMPARE(c.q[i].back(), q[qsizetype(i)].toDouble());
        }
        // One end per iteration, in order, the last before the Finish event.
        const std::vector<int> ends = mctsIterationEnds(trace);
        QCOMPARE(int(ends.size()), iterations);
        QVERIFY(std::is_sorted(ends.begin(), ends.end()));
        QCOMPARE(ends.back(), int(trace.events.size()) - 1);
    }

    void sampledEveryKthIteration()
    {
        const GameTree t = parse(QStringLiteral("((10,10),(9,100))"));
        const MctsConvergence c = mctsConvergence(t, mctsOptions(1001), 100);
        // ⌈1001 / 100⌉ = 11: points after 11, 22, …, 990, and 1001 itself.
        QCOMPARE(c.iteration.size(), std::size_t(91));
        QCOMPARE(c.iteration[0], 11);
        QCOMPARE(c.iteration[89], 990);
        QCOMPARE(c.iteration.back(), 1001);
    }

    void chanceRootAndExpectiminimaxReference()
    {
        // A chance root: the reference of each child is its expectiminimax value.
        const GameTree t = parse(QStringLiteral("chance(0.25: max(1, min(3,5)), 0.75: 4)"));
        const MctsConvergence c = mctsConvergence(t, mctsOptions(40));
        QCOMPARE(c.reference, (std::vector<double>{3, 4}));
    }

    void leafRoot()
    {
        const MctsConvergence c = mctsConvergence(parse(QStringLiteral("5")), mctsOptions(10));
        QVERIFY(c.children.empty());
        QVERIFY(c.iteration.empty());
    }
};

QTEST_GUILESS_MAIN(TestMctsConvergence)
#include "tst_mctsconvergence.moc"
