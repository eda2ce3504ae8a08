// *-minimax (issue 12): Star1 and Star2 on the hand-worked trees of ALGORITHMS.md and the
// research notes (T6, the 0.7/0.3 tree), their leaf bounds (stored in documents, refused when
// a leaf lies outside), and properties over thousands of random trees with chance nodes: the
// value is expectiminimax's to the last bit, the leaves read are a subset of its leaves
// (distinct ones for Star2, which reads its probes again), and without chance nodes Star1 is
// alpha-beta leaf for leaf.
#include "runsearch.h"
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"
#include "core/tree/validate.h"

#include <QtTest>

#include <set>

using namespace gt;
using gt::test::parse;
using gt::test::run;

namespace {

SearchOptions withBounds(double low, double high)
{
    SearchOptions o;
    o.set(QStringLiteral("bounds"), intervalValue({low, high}));
    return o;
}

// T6 of the research notes (§8.4): a regular *-minimax tree, every chance node's children MIN.
const char *const T6 = "max(chance(0.5: min(3, 5), 0.5: min(6, 8)), "
                       "chance(0.5: min(2, 9), 0.5: min(7, 4)))";

// Trees with chance nodes: chance levels (regular: Star2 probes) or chance nodes placed at
// random (mixed children: Star1 at those), uniform or random probabilities, irregular
// branching and early leaves, integers with ties or reals; every fourth with bounds wider
// than the leaves.
struct Case {
    GameTree tree;
    SearchOptions options;
};

Case randomCase(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 3);
    o.depth = 2 + int(seed % 5);
    o.leafChance = (seed % 4 == 1) ? 0.2 : 0;
    o.minValue = 0;
    o.maxValue = 3 + int(seed % 4) * 3;
    o.chanceLevels = seed % 3 != 2;
    o.randomProbabilities = seed % 2 == 0;
    o.rootKind = seed % 5 == 0 ? NodeKind::Min : NodeKind::Max;
    GameTree t = randomTree(o);
    TreeDraft d = t.toDraft();
    if (!o.chanceLevels) { // chance nodes at random among the inner nodes below the root
        std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
        for (std::size_t i = 1; i < d.nodes.size(); ++i) {
            x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
            if (!d.nodes[i].children.empty() && (x * 0x2545F4914F6CDD1Dull) >> 62 == 0)
                d.nodes[i].kind = NodeKind::Chance;
        }
    }
    if (seed % 3 == 0) {
        for (DraftNode &n : d.nodes) {
            if (n.children.empty())
                n.value = n.value / 3 - 0.25; // thirds: rounding in every sum
        }
    }
    Case c{GameTree::fromDraft(d), {}};
    if (seed % 4 == 3) {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (NodeId n = 0; n < c.tree.size(); ++n) {
            if (c.tree.isLeaf(n)) {
                lo = std::min(lo, c.tree.value(n));
                hi = std::max(hi, c.tree.value(n));
            }
        }
        c.options = withBounds(lo - double(seed % 3), hi + 1);
    }
    return c;
}

bool hasChance(const GameTree &t)
{
    for (NodeId n = 0; n < t.size(); ++n) {
        if (!t.isLeaf(n) && t.kind(n) == NodeKind::Chance)
            return true;
    }
    return false;
}

bool subsetOf(const std::vector<NodeId> &some, const std::vector<NodeId> &all)
{
    const std::set<NodeId> pool(all.begin(), all.end());
    return std::all_of(some.begin(), some.end(), [&](NodeId n) { return pool.count(n) > 0; });
}

QByteArray where(std::uint64_t seed, const GameTree &t)
{
    return "seed " + QByteArray::number(qulonglong(seed)) + ": " +
           gt::test::show(t).left(400).toUtf8();
}

constexpr int RandomTrees = 1500;

// Trees made for ties: small integer leaves and probabilities like ⅓, 0.1 and 0.7, whose
// doubles are an ulp off the rationals, so that thresholds meet leaf values exactly.
GameTree tieTree(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 3);
    o.depth = 2 + int(seed % 4);
    o.leafChance = seed % 3 == 1 ? 0.2 : 0;
    o.minValue = -int(seed % 3);
    o.maxValue = 1 + int(seed % 3);
    o.chanceLevels = true;
    o.rootKind = seed % 5 == 0 ? NodeKind::Min : NodeKind::Max;
    TreeDraft d = randomTree(o).toDraft();
    const double third = 1.0 / 3;
    const std::vector<std::vector<std::vector<double>>> patterns = {
        {},
        {{1}},
        {{0.3, 0.7}, {0.1, 0.9}, {third, 2.0 / 3}, {0.5, 0.5}},
        {{third, third, third}, {0.1, 0.2, 0.7}, {0.7, 0.2, 0.1}, {0.1, 0.1, 0.8}},
        {{0.25, 0.25, 0.25, 0.25}, {0.1, 0.2, 0.3, 0.4}, {0.7, 0.1, 0.1, 0.1}},
    };
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 7;
    for (DraftNode &n : d.nodes) {
        if (n.kind != NodeKind::Chance || n.children.empty() || n.children.size() > 4)
            continue;
        x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
        const auto &choices = patterns[n.children.size()];
        const auto &pick = choices[(x * 0x2545F4914F6CDD1Dull >> 33) % choices.size()];
        for (std::size_t i = 0; i < n.children.size(); ++i)
            d.nodes[std::size_t(n.children[i])].prob = pick[i];
    }
    return GameTree::fromDraft(d);
}

// Textbook Star1 (ALGORITHMS.md "Chance nodes") in exact rationals, recursive, recording the
// leaves it reads. The root window (−∞, +∞) stands as (L − 1, U + 1): with every value in
// [L, U] no test can tell the two apart.
struct Star1Oracle {
    const GameTree &t;
    Rational low, high;
    std::vector<NodeId> read;

    Rational search(NodeId n, const Rational &alpha0, const Rational &beta0)
    {
        if (t.isLeaf(n)) {
            read.push_back(n);
            return exactNumber(t.value(n));
        }
        const int k = t.childCount(n);
        if (t.kind(n) == NodeKind::Chance) {
            Rational x, rest(1);
            for (int j = 0; j < k; ++j) {
                const Rational p = exactChildProbability(t, n, j);
                rest -= p; // Y_j: the mass after child j
                const Rational a = (alpha0 - x - high * rest) / p;
                const Rational b = (beta0 - x - low * rest) / p;
                const Rational v = search(t.child(n, j), a > low ? a : low, b < high ? b : high);
                if (v <= a)
                    return alpha0;
                if (v >= b)
                    return beta0;
                x += p * v;
            }
            return x;
        }
        const bool isMax = t.kind(n) == NodeKind::Max;
        Rational alpha = alpha0, beta = beta0, v;
        for (int i = 0; i < k; ++i) {
            const Rational r = search(t.child(n, i), alpha, beta);
            if (i == 0 || (isMax ? r > v : r < v))
                v = r;
            if (isMax && v > alpha)
                alpha = v;
            if (!isMax && v < beta)
                beta = v;
            if (alpha >= beta)
                break;
        }
        return v < alpha0 ? alpha0 : v > beta0 ? beta0 : v; // fail-hard
    }
};

} // namespace

class TstChance : public QObject {
    Q_OBJECT
private slots:
    // The notes' T6 with L = 0, U = 10: Star1 reads 3, 5, 6, 8, 2, 9, 7 (the second chance
    // node gives MIN[7, 4] the window (7, 10), 7 ≤ α cuts it, and 7 ≤ A = 7 proves the chance
    // node ≤ 4.5, so 4 is never read); Star2 probes 3 and 6, searches 3, 5, 6, 8, then probes
    // 2 and 7, whose upper bound (2 + 7)/2 = 4.5 ≤ α cuts before any full search.
    void t6()
    {
        const GameTree t = parse(T6);
        const Trace s1 = run(t, "star1", withBounds(0, 10));
        QCOMPARE(s1.summary.value, 4.5);
        QCOMPARE(s1.summary.leavesRead, (std::vector<NodeId>{3, 4, 6, 7, 10, 11, 13}));
        QCOMPARE(s1.summary.bestChild, std::optional<int>(0));
        const Trace s2 = run(t, "star2", withBounds(0, 10));
        QCOMPARE(s2.summary.value, 4.5);
        QCOMPARE(s2.summary.leavesRead, (std::vector<NodeId>{3, 6, 3, 4, 6, 7, 10, 13}));
        // A probe visits the child it probes through: MIN[2, 9] and MIN[7, 4] are not pruned.
        QCOMPARE(s2.summary.pruned, (std::vector<NodeId>{11, 14}));
        QCOMPARE(s2.summary.internalVisited, std::int64_t(7));
        QCOMPARE(run(t, "expectiminimax").summary.leavesRead.size(), std::size_t(8));
        // The canvas agrees: at every step the nodes shown pruned were never visited, and at
        // the end they are exactly the summary's.
        Replayer r(t, s2);
        for (int step = 1; step <= r.stepCount(); ++step) {
            r.seek(step);
            QVERIFY(r.frame().nodes[9].state != NodeState::Pruned);
            QVERIFY(r.frame().nodes[12].state != NodeState::Pruned);
        }
        std::vector<NodeId> shownPruned;
        for (NodeId n = 0; n < t.size(); ++n) {
            if (r.frame().nodes[n].state == NodeState::Pruned)
                shownPruned.push_back(n);
        }
        QCOMPARE(shownPruned, s2.summary.pruned);
    }

    // Exact arithmetic (ALGORITHMS.md, common rules): the trees of issue 26, worked by hand. In
    // doubles each tie below is an ulp off and is not cut.
    void exactTies_data()
    {
        QTest::addColumn<QString>("algo");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addColumn<std::vector<NodeId>>("leaves");
        QTest::addColumn<std::vector<NodeId>>("pruned");
        QTest::addColumn<double>("value");
        // α = −5; the chance node's first child: A = (−5 − 0 − (−4)·⅔)/⅓ = −7, and −7 ≤ A.
        QTest::newRow("thirds at α")
            << "star1"
            << "max(-5, chance(-7, -7, -7))" << -7.0 << -4.0 << std::vector<NodeId>{1, 3}
            << std::vector<NodeId>{4, 5} << -5.0;
        // α = 7.6 (38/5): A = (7.6 − 10·0.7)/0.3 = 2, and the leaf 2 ≤ A.
        QTest::newRow("decimals at α")
            << "star1"
            << "max(7.6, chance(0.3: 2, 0.7: 0))" << 0.0 << 10.0 << std::vector<NodeId>{1, 3}
            << std::vector<NodeId>{4} << 7.6;
        // The chance node is worth exactly −7 = β for the MAX node, whose first leaf −7 cuts.
        QTest::newRow("exact sum at β")
            << "star1"
            << "min(chance(-7, -7, -7), max(-7, -7, -5))" << -7.0 << -5.0
            << std::vector<NodeId>{2, 3, 4, 6} << std::vector<NodeId>{7, 8} << -7.0;
        // The MAX child gets the window (0, 3) clipped to U = 3: its first leaf 3 cuts.
        QTest::newRow("window clipped to U")
            << "star1"
            << "chance(0.5: max(3, chance(0.1: 0, 0.1: 0, 0.8: 0)), 0.5: 0)" << 0.0 << 3.0
            << std::vector<NodeId>{2, 7} << std::vector<NodeId>{3, 4, 5, 6} << 1.5;
        // β = 1; probes 0 and 2, then the third: B = (1 − ⅓·0 − ⅓·2)/⅓ = 1, and the probe 1 ≥ B.
        QTest::newRow("star2 probe at β")
            << "star2"
            << "min(1, chance(max(0, 2), max(2, 2), max(1)))" << -5.0 << 2.0
            << std::vector<NodeId>{1, 4, 7, 10} << std::vector<NodeId>{5, 8} << 1.0;
    }

    void exactTies()
    {
        QFETCH(QString, algo);
        QFETCH(QString, text);
        QFETCH(double, low);
        QFETCH(double, high);
        QFETCH(std::vector<NodeId>, leaves);
        QFETCH(std::vector<NodeId>, pruned);
        QFETCH(double, value);
        const GameTree t = parse(text);
        const Trace s = run(t, algo, withBounds(low, high));
        QCOMPARE(s.summary.leavesRead, leaves);
        QCOMPARE(s.summary.pruned, pruned);
        QVERIFY(s.summary.value == value);
        QVERIFY(s.summary.value == oracle::value(t, 0));
        // The threshold an event carries is the one tested: a chance cut-off follows a child
        // whose value, as the event shows it, is at or beyond the threshold shown; here the two
        // are equal (a tie).
        double lowT = 0, highT = 0, last = 0;
        int chanceCuts = 0;
        for (const TraceEvent &e : s.events) {
            if (e.type == EventType::ChanceWindow)
                lowT = e.a, highT = e.b;
            if (e.type == EventType::ChanceAdd || e.type == EventType::ChanceProbe)
                last = e.a;
            if (e.type == EventType::Cutoff && Cut(e.detail) == Cut::ChanceBelow) {
                QVERIFY(last == lowT);
                ++chanceCuts;
            }
            if (e.type == EventType::Cutoff && Cut(e.detail) == Cut::ChanceAbove) {
                QVERIFY(last == highT);
                ++chanceCuts;
            }
        }
        QCOMPARE(chanceCuts, algo == "star2" || text.startsWith("max(") ? 1 : 0);
    }

    // The second child's window in T6 is (max(A, L), min(B, U)) = (7, 10): A = (4.5 − 1 −
    // 10·0)/0.5, and the first child's (0, 10), clipped to the bounds.
    void t6Windows()
    {
        const GameTree t = parse(T6);
        const Trace s1 = run(t, "star1", withBounds(0, 10));
        std::vector<std::pair<double, double>> windows;
        for (const TraceEvent &e : s1.events) {
            if (const auto w = chanceWindowOf(s1, e); w && w->chance == 8)
                windows.push_back({w->alpha, w->beta});
        }
        QCOMPARE(windows, (std::vector<std::pair<double, double>>{{0, 10}, {7, 10}}));
        // Each cut-off at a chance node says which side its bound left the window on.
        int below = 0;
        for (const TraceEvent &e : s1.events)
            below += isChanceCutoff(e) && Cut(e.detail) == Cut::ChanceBelow;
        QCOMPARE(below, 1);
    }

    // Star2's probes say "≥ W" under MAX children, "≤ W" under MIN ones.
    void probesBoundTheirChild()
    {
        const GameTree mins = parse(T6);
        const Trace s = run(mins, "star2", withBounds(0, 10));
        std::vector<std::pair<NodeId, double>> probes;
        for (const TraceEvent &e : s.events) {
            if (const auto p = probeOf(mins, e)) {
                QCOMPARE(p->bound, Bound::Upper);
                probes.push_back({p->child, p->value});
            }
        }
        QCOMPARE(probes, (std::vector<std::pair<NodeId, double>>{{2, 3}, {5, 6}, {9, 2}, {12, 7}}));
        // The mirror: MAX children under a MIN root. The first chance node is worth 4, so the
        // second gets β = 4; its first probe, 8, is at or above B = (4 − 0·½)/½ = 8: the node
        // is at least 4 whatever its second child is, and nothing more is read.
        const GameTree maxes = parse("min(chance(0.5: max(3, 4), 0.5: max(4, 2)), "
                                     "chance(0.5: max(8, 1), 0.5: max(3, 0)))");
        const Trace m = run(maxes, "star2", withBounds(0, 10));
        QCOMPARE(m.summary.value, oracle::value(maxes, 0));
        int lower = 0;
        for (const TraceEvent &e : m.events) {
            if (const auto p = probeOf(maxes, e))
                lower += p->bound == Bound::Lower;
        }
        QCOMPARE(lower, 3);
        QCOMPARE(m.summary.leavesRead, (std::vector<NodeId>{3, 6, 3, 4, 6, 7, 10}));
    }

    // The 0.7/0.3 tree of the golden traces: the second chance node's first child, −1, is at
    // or below A = (0.7 − 1·0.3)/0.7, so its last leaf is never read.
    void chance07()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        for (const char *algo : {"star1", "star2"}) {
            const Trace s = run(t, algo);
            QCOMPARE(s.summary.value, oracle::value(t, 0));
            QCOMPARE(s.summary.leavesRead, (std::vector<NodeId>{2, 3, 5}));
            QCOMPARE(s.summary.pruned, (std::vector<NodeId>{6}));
        }
    }

    // The bounds default to the smallest and largest leaf, come from --bounds otherwise, and
    // a leaf outside them is refused, naming it.
    void bounds()
    {
        const GameTree t = parse(T6);
        const Trace byDefault = run(t, "star1");
        QCOMPARE(leafBoundsOf(byDefault)->low, 2.0);
        QCOMPARE(leafBoundsOf(byDefault)->high, 9.0);
        QCOMPARE(leafBoundsOf(run(t, "star1", withBounds(-1, 12)))->high, 12.0);
        for (const char *algo : {"star1", "star2"}) {
            QString error;
            NodeId node = NoNode;
            QVERIFY(!search(t, algo, withBounds(0, 5), &error, &node));
            QCOMPARE(node, NodeId(6)); // the leaf 6, the first in preorder above 5
            QVERIFY2(error.contains("outside the leaf bounds [0, 5]"), qPrintable(error));
        }
        QString error;
        NodeId node = NoNode;
        QVERIFY(!search(parse("chance(0: 1, 1: 2)"), "star1", {}, &error, &node));
        QCOMPARE(node, NodeId(1));
        QVERIFY2(error.contains("probability 0"), qPrintable(error));
    }

    // The bounds are an option of the algorithm: a document keeps them through .json.
    void boundsInDocuments()
    {
        Document doc;
        doc.tree = parse(T6);
        doc.algorithm = "star2";
        doc.options = withBounds(0, 10);
        const QByteArray json = writeJsonDocument(doc);
        QVERIFY2(json.contains("\"bounds\""), json.constData());
        ReadError error;
        const auto back = readJsonDocument(json, "<json>", &error);
        QVERIFY2(back, qPrintable(error.toString() + "\n" + json));
        QVERIFY(back->options == doc.options);
        QCOMPARE(run(back->tree, back->algorithm, back->options).summary.leavesRead,
                 run(doc.tree, "star2", withBounds(0, 10)).summary.leavesRead);
    }

    // Every event names a pseudocode line and has a sentence; the replayer steps through the
    // whole trace and back; edges get their windows, probed children their bounds.
    void eventsAndFrames()
    {
        const GameTree t = parse(T6);
        for (const char *algo : {"star1", "star2"}) {
            const Trace s = run(t, algo, withBounds(0, 10));
            const int lines = int(findAlgorithm(algo)->pseudocode().size());
            for (int i = 0; i < int(s.events.size()); ++i) {
                QVERIFY(s.events[std::size_t(i)].line >= 1 &&
                        s.events[std::size_t(i)].line <= lines);
                QVERIFY(!narrate(t, s, i).isEmpty());
            }
            Replayer r(t, s);
            QVERIFY(r.frame().hasLeafBounds);
            QCOMPARE(r.frame().leafHigh, 10.0);
            r.seek(r.stepCount());
            // Star1 searches MIN[7, 4] with (7, 10); Star2 only probes it, through 7, with the
            // same window: A = (4.5 − ½·2)/½ = 7 after the probe 2.
            const bool star2 = QByteArray(algo) == "star2";
            const NodeFrame &given = r.frame().nodes[star2 ? 13 : 12];
            QVERIFY(given.edgeWindow);
            QCOMPARE(given.edgeAlpha, 7.0);
            QCOMPARE(given.edgeBeta, 10.0);
            QCOMPARE(r.frame().nodes[12].probeBound, star2 ? Bound::Upper : Bound::None);
            const double probe = r.frame().nodes[12].probeValue;
            QVERIFY(star2 ? probe == 7 : std::isnan(probe));
            r.seek(0);
            QVERIFY(!r.frame().nodes[star2 ? 13 : 12].edgeWindow);
            // Stepping over a probed node stops at its probe's value, not at its search.
            for (int i = 0; star2 && i < int(s.events.size()); ++i) {
                if (s.events[std::size_t(i)].type == EventType::ChanceWindow &&
                    s.events[std::size_t(i)].node == 3) {
                    const int end = finishStep(t, s, i + 1, 3);
                    QCOMPARE(s.events[std::size_t(end - 1)].type, EventType::ChanceProbe);
                    break;
                }
            }
        }
    }

    // The bar at a chance node: the sum of its children's intervals, inside its window until
    // the cut-off. T6, Star1, L = 0, U = 10, the second chance node (α = 4.5): [1, 6] after
    // its first child (½·2 + ½·[0, 10]), then [1, 4.5] when MIN[7, 4] fails with ≤ 7, which
    // has left the window (4.5 ≤ α).
    void chanceBarShrinks()
    {
        const GameTree t = parse(T6);
        const Trace s = run(t, "star1", withBounds(0, 10));
        Replayer r(t, s);
        std::vector<std::pair<double, double>> bars;
        std::vector<bool> outside;
        for (int step = 1; step <= r.stepCount(); ++step) {
            r.seek(step);
            const auto bar = chanceBar(t, r.frame(), 8);
            if (bar && (bars.empty() || bars.back() != std::pair{bar->low, bar->high})) {
                bars.push_back({bar->low, bar->high});
                outside.push_back(bar->outside);
                QCOMPARE(bar->alpha, 4.5);
            }
        }
        QCOMPARE(bars, (std::vector<std::pair<double, double>>{{0, 10}, {1, 6}, {1, 4.5}}));
        QCOMPARE(outside, (std::vector<bool>{false, false, true}));
        QCOMPARE(edgeWindowText(r.frame().nodes[12]), QStringLiteral("(7, 10)"));
        // Star2's probes: "≤ 7" on MIN[7, 4], and the bar uses them: [1, 4.5] at once.
        const Trace s2 = run(t, "star2", withBounds(0, 10));
        Replayer r2(t, s2);
        r2.seek(r2.stepCount());
        QCOMPARE(probeText(r2.frame().nodes[12]), QStringLiteral("≤ 7"));
        QVERIFY(probeText(r.frame().nodes[12]).isEmpty());
    }

    // Star1 and Star2 give expectiminimax's value exactly, and read a subset of its leaves.
    void randomTreesAgainstExpectiminimax()
    {
        int withChance = 0, probed = 0, cut = 0;
        for (std::uint64_t seed = 1; seed <= RandomTrees; ++seed) {
            const Case c = randomCase(seed);
            const Trace full = run(c.tree, "expectiminimax");
            const double value = oracle::value(c.tree, 0);
            QVERIFY2(full.summary.value == value, where(seed, c.tree));
            for (const char *algo : {"star1", "star2"}) {
                const Trace s = run(c.tree, algo, c.options);
                QVERIFY2(s.summary.value == value,
                         where(seed, c.tree) + " " + algo + " " +
                             QByteArray::number(s.summary.value, 'g', 17) + " vs " +
                             QByteArray::number(value, 'g', 17));
                QVERIFY2(subsetOf(s.summary.leavesRead, full.summary.leavesRead),
                         where(seed, c.tree) + " " + algo);
                QVERIFY2(s.summary.bestChild == full.summary.bestChild ||
                             c.tree.kind(0) == NodeKind::Chance,
                         where(seed, c.tree) + " " + algo);
                if (QByteArray(algo) == "star1") {
                    // Star1 never reads a leaf twice.
                    const std::set<NodeId> distinct(s.summary.leavesRead.begin(),
                                                    s.summary.leavesRead.end());
                    QCOMPARE(distinct.size(), s.summary.leavesRead.size());
                    cut += s.summary.leavesRead.size() < full.summary.leavesRead.size();
                } else {
                    for (const TraceEvent &e : s.events)
                        probed += e.type == EventType::ChanceProbe;
                }
            }
            withChance += hasChance(c.tree);
        }
        QVERIFY(withChance >= RandomTrees * 9 / 10); // chance nodes in nearly all of them
        QVERIFY(probed > RandomTrees);               // Star2's probing is exercised
        QVERIFY(cut > RandomTrees / 3);              // and Star1 does prune
    }

    // Ties everywhere: Star1 reads the exact textbook oracle's leaves in its order, and Star1
    // and Star2 return expectiminimax's exact value (equal rationals, so equal doubles). Ties
    // at a threshold must cut, and do, often.
    void tiesAgainstExactOracle()
    {
        int tiedCuts = 0, probeCuts = 0;
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            const GameTree t = tieTree(seed);
            const auto problems = validateTree(t); // the probabilities sum to exactly 1
            QVERIFY2(problems.empty(),
                     where(seed, t) + " " +
                         (problems.empty() ? QByteArray() : problems.front().message.toUtf8()));
            const Rational exact = oracle::exactValue(t, 0);
            QVERIFY2(run(t, "expectiminimax").summary.value == toDouble(exact), where(seed, t));
            double lowLeaf = std::numeric_limits<double>::infinity(), highLeaf = -lowLeaf;
            for (NodeId n = 0; n < t.size(); ++n) {
                if (t.isLeaf(n))
                    lowLeaf = std::min(lowLeaf, t.value(n)),
                    highLeaf = std::max(highLeaf, t.value(n));
            }
            Star1Oracle o{t, exactNumber(lowLeaf), exactNumber(highLeaf), {}};
            const Rational top = o.search(0, o.low - 1, o.high + 1);
            QVERIFY2(top == exact, where(seed, t));
            const Trace s1 = run(t, "star1");
            QVERIFY2(s1.summary.leavesRead == o.read, where(seed, t));
            QVERIFY2(s1.summary.value == toDouble(exact), where(seed, t));
            const Trace s2 = run(t, "star2");
            QVERIFY2(s2.summary.value == toDouble(exact), where(seed, t));
            for (const Trace *s : {&s1, &s2}) {
                double lowT = 0, highT = 0, last = 0;
                bool probe = false;
                for (const TraceEvent &e : s->events) {
                    if (e.type == EventType::ChanceWindow)
                        lowT = e.a, highT = e.b;
                    if (e.type == EventType::ChanceAdd || e.type == EventType::ChanceProbe)
                        last = e.a, probe = e.type == EventType::ChanceProbe;
                    if (e.type == EventType::Cutoff &&
                        (Cut(e.detail) == Cut::ChanceBelow || Cut(e.detail) == Cut::ChanceAbove)) {
                        tiedCuts += last == lowT || last == highT;
                        probeCuts += probe;
                    }
                }
            }
        }
        QVERIFY(tiedCuts > 300); // ties at a threshold are common here, and each one cut
        QVERIFY(probeCuts > 30);
    }

    // Without chance nodes Star1 is alpha-beta: the same leaves in the same order.
    void withoutChanceNodesStar1IsAlphaBeta()
    {
        for (std::uint64_t seed = 1; seed <= RandomTrees; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.minBranching = 1 + int(seed % 2);
            o.maxBranching = 2 + int(seed % 4);
            o.depth = 1 + int(seed % 6);
            o.leafChance = (seed % 3) * 0.15;
            o.randomKinds = seed % 5 == 0;
            o.rootKind = seed % 7 == 0 ? NodeKind::Min : NodeKind::Max;
            const GameTree t = randomTree(o);
            const Trace s = run(t, "star1");
            const Trace ab = run(t, "alphabeta");
            QVERIFY2(s.summary.leavesRead == ab.summary.leavesRead, where(seed, t));
            QCOMPARE(s.summary.value, ab.summary.value);
            QCOMPARE(s.summary.bestChild, ab.summary.bestChild);
            // Star2 probes only below chance nodes: here it is Star1.
            QVERIFY2(run(t, "star2").summary.leavesRead == ab.summary.leavesRead, where(seed, t));
        }
    }

    // Rounding: on random tree 9381 (uniform chance nodes, thirds for leaves) the textbook
    // A = (α − X − U·Y)/P_j in doubles is an ulp off, and cutting on it gave
    // 0.24999999999999997 instead of 0.25. In exact arithmetic A is exact, and so is the value.
    void roundedSums()
    {
        const Case c = randomCase(9381);
        for (const char *algo : {"star1", "star2"}) // == : QCOMPARE on doubles is fuzzy
            QVERIFY(run(c.tree, algo, c.options).summary.value == oracle::value(c.tree, 0));
    }
};

QTEST_GUILESS_MAIN(TstChance)
#include "tst_chance.moc"
