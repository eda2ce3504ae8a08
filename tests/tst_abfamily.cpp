// The alpha-beta family beyond alpha-beta itself (issue 11): the strict cut-off, aspiration
// search, NegaScout and PVS. Hand-worked trees give the leaves read, value, best child and
// pruned nodes; properties over thousands of random trees (irregular, non-alternating, MIN
// roots, ties, real values, heuristic values) check the value against minimax, the relations
// ALGORITHMS.md states, and the leaf sequence against small recursive oracles written here
// from ALGORITHMS.md's words.
#include "randomtrees.h"
#include "runsearch.h"
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/search/algorithm.h"
#include "core/search/searchsupport.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace gt;
using gt::test::parse;
using gt::test::run;

namespace {

SearchOptions options(std::initializer_list<std::pair<QString, QVariant>> values)
{
    SearchOptions o;
    for (const auto &[name, value] : values)
        o.set(name, value);
    return o;
}

std::vector<NodeId> ids(std::initializer_list<NodeId> list)
{
    return list;
}

QByteArray where(std::uint64_t seed)
{
    return "seed " + QByteArray::number(qulonglong(seed));
}

constexpr double Inf = std::numeric_limits<double>::infinity();
double up(double v)
{
    return std::nextafter(v, Inf);
}
double down(double v)
{
    return std::nextafter(v, -Inf);
}

// CS188's alpha-beta as its autograder checks it, recursive.
double strictOracle(const GameTree &t, NodeId n, double alpha, double beta,
                    std::vector<NodeId> &read)
{
    if (t.isLeaf(n)) {
        read.push_back(n);
        return t.value(n);
    }
    const bool isMax = t.kind(n) == NodeKind::Max;
    double v = isMax ? -Inf : Inf;
    for (NodeId c : t.children(n)) {
        const double r = strictOracle(t, c, alpha, beta, read);
        if (isMax) {
            v = std::max(v, r);
            if (v > beta)
                return v;
            alpha = std::max(alpha, v);
        } else {
            v = std::min(v, r);
            if (v < alpha)
                return v;
            beta = std::min(beta, v);
        }
    }
    return v;
}

// Reinefeld's NegaScout as ALGORITHMS.md words it, fail-soft, recursive.
double negaScoutOracle(const GameTree &t, NodeId n, double alpha, double beta,
                       std::vector<NodeId> &read)
{
    if (t.isLeaf(n)) {
        read.push_back(n);
        return t.value(n);
    }
    const bool isMax = t.kind(n) == NodeKind::Max;
    double v = isMax ? -Inf : Inf, a = alpha, b = beta;
    for (int i = 0; i < t.childCount(n); ++i) {
        const NodeId c = t.child(n, i);
        double r;
        if (i == 0) {
            r = negaScoutOracle(t, c, a, b, read);
        } else if (isMax) {
            r = negaScoutOracle(t, c, a, up(a), read);
            if (a < r && r < beta && !t.isLeaf(c))
                r = negaScoutOracle(t, c, r, beta, read);
        } else {
            r = negaScoutOracle(t, c, down(b), b, read);
            if (alpha < r && r < b && !t.isLeaf(c))
                r = negaScoutOracle(t, c, alpha, r, read);
        }
        v = isMax ? std::max(v, r) : std::min(v, r);
        (isMax ? a : b) = isMax ? std::max(a, v) : std::min(b, v);
        if (a >= b)
            break;
    }
    return v;
}

// PVS as ALGORITHMS.md words it, fail-hard, recursive.
double pvsOracle(const GameTree &t, NodeId n, double alpha, double beta, std::vector<NodeId> &read)
{
    if (t.isLeaf(n)) {
        read.push_back(n);
        return t.value(n);
    }
    const bool isMax = t.kind(n) == NodeKind::Max;
    bool raised = false;
    for (NodeId c : t.children(n)) {
        double r;
        if (!raised) {
            r = pvsOracle(t, c, alpha, beta, read);
        } else if (isMax) {
            r = pvsOracle(t, c, alpha, up(alpha), read);
            if (r > alpha && !t.isLeaf(c))
                r = pvsOracle(t, c, alpha, beta, read);
        } else {
            r = pvsOracle(t, c, down(beta), beta, read);
            if (r < beta && !t.isLeaf(c))
                r = pvsOracle(t, c, alpha, beta, read);
        }
        if (isMax && r > alpha) {
            alpha = r;
            raised = true;
        } else if (!isMax && r < beta) {
            beta = r;
            raised = true;
        }
        if (alpha >= beta)
            return isMax ? beta : alpha;
    }
    return isMax ? alpha : beta;
}

// AIMA's tree: A0 B1 3:2 12:3 8:4 C5 2:6 4:7 6:8 D9 14:10 5:11 2:12, worth 3.
const QString Aima = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");

} // namespace

class TstAbFamily : public QObject {
    Q_OBJECT
private slots:
    // --- alphabeta --cutoff strict ---------------------------------------------------------

    void strictSearchesTies()
    {
        // B = 3 sets α = 3; C's first leaf ties it: the default prunes C's 1, strict reads it.
        const GameTree t = parse("max(min(3,5), min(3,1))");
        const Trace plain = run(t, "alphabeta");
        QCOMPARE(plain.summary.leavesRead, ids({2, 3, 5}));
        QCOMPARE(plain.summary.pruned, ids({6}));
        const Trace strict = run(t, "alphabeta", options({{"cutoff", "strict"}}));
        QCOMPARE(strict.summary.leavesRead, ids({2, 3, 5, 6}));
        QVERIFY(strict.summary.pruned.empty());
        QCOMPARE(strict.summary.value, 3.0);
        QCOMPARE(strict.summary.bestChild, std::optional<int>(0));
        QCOMPARE(strict.summary.cutoffs, qint64(0));
        // Without ties it prunes like the default: AIMA's 4 and 6, with a strict cut-off event.
        const Trace aima = run(parse(Aima), "alphabeta", options({{"cutoff", "strict"}}));
        QCOMPARE(aima.summary.leavesRead, ids({2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(aima.summary.pruned, ids({7, 8}));
        int strictCuts = 0;
        for (const TraceEvent &e : aima.events)
            strictCuts += e.type == EventType::Cutoff && Cut(e.detail) == Cut::BelowAlpha;
        QCOMPARE(strictCuts, 1);
    }
    void strictReadsASupersetOfTheDefault()
    {
        int more = 0;
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const Trace plain = run(t, "alphabeta");
            const Trace strict = run(t, "alphabeta", options({{"cutoff", "strict"}}));
            QVERIFY2(strict.summary.value == oracle::value(t, 0), where(seed));
            QVERIFY2(strict.summary.value == plain.summary.value, where(seed));
            QVERIFY2(strict.summary.bestChild == plain.summary.bestChild, where(seed));
            const std::set<NodeId> a(plain.summary.leavesRead.begin(),
                                     plain.summary.leavesRead.end());
            const std::set<NodeId> b(strict.summary.leavesRead.begin(),
                                     strict.summary.leavesRead.end());
            QVERIFY2(std::includes(b.begin(), b.end(), a.begin(), a.end()), where(seed));
            more += b.size() > a.size();
            std::vector<NodeId> read;
            strictOracle(t, 0, -Inf, Inf, read);
            QVERIFY2(strict.summary.leavesRead == read, where(seed));
        }
        QVERIFY(more > 100); // ties do make strict read more
    }

    // --- aspiration -----------------------------------------------------------------------

    void aspirationExactInOnePass()
    {
        const Trace tr = run(parse(Aima), "aspiration", options({{"guess", 3.0}}));
        QCOMPARE(passCount(tr), 1);
        QCOMPARE(tr.summary.leavesRead, ids({2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(tr.summary.pruned, ids({7, 8}));
        QCOMPARE(tr.summary.value, 3.0);
        QCOMPARE(tr.summary.bestChild, std::optional<int>(0));
        const Pass first = *passStartedBy(tr.events.front());
        QCOMPARE(first.alpha, 2.0);
        QCOMPARE(first.beta, 4.0);
    }
    void aspirationFailsLow()
    {
        // (9, 11): B, C and D all cut at once; the root gets 5 ≤ 9, so pass 2 searches (−∞, 5⁺).
        const Trace tr = run(parse(Aima), "aspiration", options({{"guess", 10.0}}));
        QCOMPARE(passCount(tr), 2);
        QCOMPARE(tr.summary.leavesRead, ids({2, 6, 10, 11, 2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(tr.summary.pruned, ids({7, 8}));
        QCOMPARE(tr.summary.value, 3.0);
        QCOMPARE(tr.summary.bestChild, std::optional<int>(0));
        std::vector<Pass> passes;
        for (const TraceEvent &e : tr.events) {
            if (const auto p = passStartedBy(e))
                passes.push_back(*p);
        }
        QCOMPARE(passes.size(), std::size_t(2));
        QCOMPARE(passes[1].kind, PassKind::ReSearch);
        QVERIFY(passes[1].alpha == -Inf);
        QVERIFY(passes[1].beta == up(5.0)); // exactly 5⁺: QCOMPARE would allow a fuzz
        QCOMPARE(passDescription(passes[1]), QString("re-search (−∞, 5⁺)"));
        QCOMPARE(formatWindowEnd(down(5.0)), QString("5⁻"));
        QCOMPARE(formatWindowEnd(up(0.1)), QString("0.1⁺"));
        QCOMPARE(formatWindowEnd(0.1), QString("0.1"));
    }
    void aspirationFailsHigh()
    {
        // (−6, −4): B = 3 ≥ −4 cuts the root at once; pass 2 searches (3⁻, +∞).
        const Trace tr = run(parse(Aima), "aspiration", options({{"guess", -5.0}, {"delta", 1.0}}));
        QCOMPARE(passCount(tr), 2);
        QCOMPARE(tr.summary.leavesRead, ids({2, 3, 4, 2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(tr.summary.pruned, ids({7, 8}));
        QCOMPARE(tr.summary.value, 3.0);
        Pass second;
        for (const TraceEvent &e : tr.events) {
            if (const auto p = passStartedBy(e))
                second = *p;
        }
        QVERIFY(second.alpha == down(3.0));
        QVERIFY(second.beta == Inf);
    }
    void aspirationFailLowIncludesTheBound()
    {
        // (3, 5): B's 3 cuts at once (true value 1), so pass 1 returns exactly 3 = g − δ: only
        // a bound, and pass 2 (−∞, 3⁺) finds 1.
        const GameTree t = parse("max(min(3,1), 0)");
        const Trace tr = run(t, "aspiration", options({{"guess", 4.0}, {"delta", 1.0}}));
        QCOMPARE(passCount(tr), 2);
        QCOMPARE(tr.summary.leavesRead, ids({2, 4, 2, 3, 4}));
        QCOMPARE(tr.summary.value, 1.0);
        QCOMPARE(tr.summary.bestChild, std::optional<int>(0));
        // The mirror: D's 5 cuts at once when the window is (−1, 5), the root returns 5 = g + δ.
        const GameTree u = parse("min(max(5,9), 10)");
        const Trace hi = run(u, "aspiration", options({{"guess", 2.0}, {"delta", 3.0}}));
        QCOMPARE(passCount(hi), 2);
        QCOMPARE(hi.summary.value, 9.0);
    }
    void aspirationGuessDefaultsToTheRootsHeuristic()
    {
        // h(root) = 10: the same search as --guess 10; without one the guess is 0.
        const GameTree t = parse("max[10](min(3,12,8), min(2,4,6), min(14,5,2))");
        QCOMPARE(run(t, "aspiration").summary.leavesRead,
                 run(t, "aspiration", options({{"guess", 10.0}})).summary.leavesRead);
        QCOMPARE(run(parse(Aima), "aspiration").summary.leavesRead,
                 run(parse(Aima), "aspiration", options({{"guess", 0.0}})).summary.leavesRead);
    }
    void aspirationFindsTheMinimaxValue()
    {
        int twoPasses = 0;
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const double guess = double(int(seed % 11) - 5) / 2;
            const double delta = 0.25 + double(seed % 4);
            const Trace tr = run(t, "aspiration", options({{"guess", guess}, {"delta", delta}}));
            QVERIFY2(tr.summary.value == oracle::value(t, 0), where(seed));
            if (!t.isLeaf(0))
                QVERIFY2(tr.summary.bestChild == oracle::bestChild(t), where(seed));
            const int passes = passCount(tr);
            QVERIFY2(passes == 1 || passes == 2, where(seed));
            twoPasses += passes == 2;
            // Pass 1 is exact exactly when the value lies strictly inside the window.
            const double v = tr.summary.value;
            QVERIFY2((passes == 1) == (guess - delta < v && v < guess + delta), where(seed));
        }
        QVERIFY(twoPasses > 300 && twoPasses < 1200);
    }

    // --- NegaScout and PVS ----------------------------------------------------------------

    void negaScoutReSearchesAChildThatPassesItsTest()
    {
        // C's test (1, 1⁺) returns 5: C is entered again with (5, +∞), which reads 5 again
        // and prunes 6.
        const GameTree t = parse("max(min(1,2), min(5,6))");
        const Trace tr = run(t, "negascout");
        QCOMPARE(tr.summary.leavesRead, ids({2, 3, 5, 6, 5}));
        QCOMPARE(tr.summary.value, 5.0);
        QCOMPARE(tr.summary.bestChild, std::optional<int>(1));
        int entersOfC = 0;
        for (const TraceEvent &e : tr.events)
            entersOfC += e.type == EventType::Enter && e.node == 4;
        QCOMPARE(entersOfC, 2);
        // The test asks its question in words, about 1 and not about the double above it.
        int step = 0;
        while (tr.events[std::size_t(step)].type != EventType::Enter ||
               tr.events[std::size_t(step)].node != 4)
            ++step;
        QCOMPARE(narrate(t, tr, step),
                 QString("Enter node 4 (MIN) with the null window (1, 1⁺): is the value > 1?"));
        // On AIMA's tree no test passes: alpha-beta's leaves.
        const Trace aima = run(parse(Aima), "negascout");
        QCOMPARE(aima.summary.leavesRead, ids({2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(aima.summary.pruned, ids({7, 8}));
    }
    void pvsReSearchesAFailHigh()
    {
        // C's zero-window test (1, 1⁺) fails high (fail-hard: 1⁺); the re-search (1, +∞)
        // reads 5 and 6 again.
        const GameTree t = parse("max(min(1,2), min(5,6))");
        const Trace tr = run(t, "pvs");
        QCOMPARE(tr.summary.leavesRead, ids({2, 3, 5, 6, 5, 6}));
        QCOMPARE(tr.summary.value, 5.0);
        QCOMPARE(tr.summary.bestChild, std::optional<int>(1));
        const Trace aima = run(parse(Aima), "pvs");
        QCOMPARE(aima.summary.leavesRead, ids({2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(aima.summary.value, 3.0);
    }
    void scoutsMatchTheirDefinitions()
    {
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const double expected = oracle::value(t, 0);
            for (const QString &algo : {QStringLiteral("negascout"), QStringLiteral("pvs")}) {
                const QByteArray at = algo.toUtf8() + " " + where(seed);
                const Trace tr = run(t, algo);
                QVERIFY2(tr.summary.value == expected, at);
                if (!t.isLeaf(0))
                    QVERIFY2(tr.summary.bestChild == oracle::bestChild(t), at);
                std::vector<NodeId> read;
                const double v = algo == QLatin1String("pvs")
                                     ? pvsOracle(t, 0, -Inf, Inf, read)
                                     : negaScoutOracle(t, 0, -Inf, Inf, read);
                QVERIFY2(v == expected, at);
                QVERIFY2(tr.summary.leavesRead == read, at);
            }
        }
    }
    void scoutsReadTheMinimalTreeWhenOrderedPerfectly()
    {
        // Knuth and Moore's b^⌈d/2⌉ + b^⌊d/2⌋ − 1 first evaluations, no re-search.
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const int b = 2 + int(seed % 3);
            const int d = 2 + int(seed / 3 % 5);
            const GameTree t = perfectlyOrderedTree(b, d, seed);
            const qint64 minimal = qint64(std::pow(b, (d + 1) / 2) + std::pow(b, d / 2) - 1);
            for (const QString &algo : {QStringLiteral("negascout"), QStringLiteral("pvs")}) {
                const Trace tr = run(t, algo);
                const QByteArray at = algo.toUtf8() + " b" + QByteArray::number(b) + " d" +
                                      QByteArray::number(d) + " " + where(seed);
                QVERIFY2(tr.summary.leavesEvaluated == minimal, at);
                const std::set<NodeId> distinct(tr.summary.leavesRead.begin(),
                                                tr.summary.leavesRead.end());
                QVERIFY2(qint64(distinct.size()) == minimal, at);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstAbFamily)
#include "tst_abfamily.moc"
