// Monotone transformations of the values (core/edit/leaftransform): what each map makes of a
// tree, what it refuses and where, and the lecture's point on the examples and on random trees:
// minimax's decision never changes under an increasing map, expectimax's can.
#include "treetexthelpers.h"

#include "core/edit/leaftransform.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/tree/validate.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace gt;
using test::parse;
using test::show;

namespace {

LeafMap mapOf(const char *text)
{
    QString error;
    const auto map = parseLeafMap(QLatin1String(text), &error);
    if (!map)
        qFatal("bad map %s: %s", text, qPrintable(error));
    return *map;
}

GameTree example(const char *name)
{
    ReadError error;
    const auto doc =
        loadDocument(QStringLiteral(GT_SOURCE_DIR "/resources/examples/%1.tree").arg(name), &error);
    if (!doc)
        qFatal("%s", qPrintable(error.toString()));
    return doc->tree;
}

// A random max/min tree of depth 1..4 with small integer leaves (many ties) or spread ones.
GameTree randomTree(QRandomGenerator &rng)
{
    TreeDraft draft;
    const int depth = 1 + int(rng.bounded(4));
    const bool spread = rng.bounded(2) == 0;
    struct Item {
        std::int32_t draftIndex;
        int depth;
    };
    draft.nodes.push_back({});
    std::vector<Item> stack{{0, 0}};
    while (!stack.empty()) {
        const Item it = stack.back();
        stack.pop_back();
        DraftNode &d = draft.nodes[std::size_t(it.draftIndex)];
        if (it.depth == depth || (it.depth > 0 && rng.bounded(5) == 0)) {
            d.kind = NodeKind::Leaf;
            d.value = spread ? double(rng.bounded(-1000, 1000)) : double(rng.bounded(0, 6));
            continue;
        }
        d.kind = it.depth % 2 == 0 ? NodeKind::Max : NodeKind::Min;
        const int kids = 2 + int(rng.bounded(2));
        for (int k = 0; k < kids; ++k) {
            draft.nodes.push_back({});
            const auto c = std::int32_t(draft.nodes.size() - 1);
            draft.nodes[std::size_t(it.draftIndex)].children.push_back(c);
            stack.push_back({c, it.depth + 1});
        }
    }
    return GameTree::fromDraft(draft);
}

} // namespace

class TstLeafTransform : public QObject {
    Q_OBJECT
private slots:
    void maps_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("expected");
        QTest::newRow("square") << "square"
                                << "((1,2),(3,0.5))"
                                << "((1,4),(9,0.25))";
        QTest::newRow("signed square") << "signed-square"
                                       << "((-3,2),(1,0))"
                                       << "((-9,4),(1,0))";
        QTest::newRow("exp2") << "exp2"
                              << "((3,-1),(0,10))"
                              << "((8,0.5),(1,1024))";
        QTest::newRow("affine") << "affine:2:1"
                                << "((1,2),(3,4))"
                                << "((3,5),(7,9))";
        QTest::newRow("affine reversing") << "affine:-1:0"
                                          << "((1,2),(3,4))"
                                          << "((-1,-2),(-3,-4))";
        // Dense ranks: ties share one, the next distinct value takes the next.
        QTest::newRow("rank classic") << "rank"
                                      << "((10,10),(9,100))"
                                      << "((2,2),(1,3))";
        // Heuristic values go through the same map as the leaves they are compared with.
        QTest::newRow("heuristics") << "square"
                                    << "max[5](min[2](3,4), 7)"
                                    << "max[25](min[4](9,16), 49)";
        QTest::newRow("rank with heuristics") << "rank"
                                              << "max[5](min[2](3,4), 7)"
                                              << "max[4](min[1](2,3), 5)";
        // A reversing map swaps an interval's bounds so that pess <= opt still holds.
        QTest::newRow("interval reversed") << "affine:-1:0"
                                           << "max[interval=2:7](5, 3)"
                                           << "max[interval=-7:-2](-5, -3)";
        QTest::newRow("interval rank") << "rank"
                                       << "max[interval=2:7](5, 3)"
                                       << "max[interval=1:4](3, 2)";
        // Probabilities are not values.
        QTest::newRow("chance") << "exp2"
                                << "chance(0.7: 1, 0.3: 2)"
                                << "chance(0.7: 2, 0.3: 4)";
    }

    void maps()
    {
        QFETCH(QString, map);
        QFETCH(QString, tree);
        QFETCH(QString, expected);
        const auto parsed = parseLeafMap(map);
        QVERIFY(parsed);
        const GameTree before = parse(tree);
        const LeafTransform t = transformLeafValues(before, *parsed);
        QVERIFY2(t.edit.ok, qPrintable(t.edit.error));
        QCOMPARE(show(t.edit.tree), show(parse(expected)));
        QVERIFY(t.edit.tree == parse(expected));
        QCOMPARE(t.edit.change, TreeChange::Values);
        QCOMPARE(t.edit.oldToNew.size(), std::size_t(before.size()));
        for (NodeId n = 0; n < before.size(); ++n)
            QCOMPARE(t.edit.oldToNew[std::size_t(n)], n);
        QVERIFY(validateTree(t.edit.tree).empty());
        QCOMPARE(t.warning.isEmpty(), parsed->a > 0);
    }

    // x² on a negative value is refused, naming the node, with the way out; nothing reaches inf.
    void refusals_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("tree");
        QTest::addColumn<int>("node");
        QTest::addColumn<QString>("error");
        QTest::newRow("square negative")
            << "square"
            << "((1,-2),(3,4))" << 3
            << "node 3 has the value -2: x² is monotone only on values ≥ 0 (it would put -2 above "
               "smaller positive values); use x·|x| (signed-square), or shift the values first "
               "with an affine map";
        QTest::newRow("square negative heuristic") << "square"
                                                   << "max[-1](3, 4)" << 0 << "";
        QTest::newRow("exp2 overflow")
            << "exp2"
            << "((1,2),(60,4))" << 5
            << "node 5: 2^x for the value 60 is beyond the largest value a tree may hold "
               "(±1e+15)";
        QTest::newRow("exp2 to inf") << "exp2"
                                     << "(1, 1e15)" << 2 << "";
        QTest::newRow("exp2 underflow") << "exp2"
                                        << "(1, -1100)" << 2
                                        << "node 2: 2^x for the value -1100 is too small to tell "
                                           "from 0";
        QTest::newRow("square overflow") << "square"
                                         << "(1e8, 1)" << 1 << "";
        QTest::newRow("affine overflow") << "affine:1e10:0"
                                         << "(1, 1e6)" << 2 << "";
        QTest::newRow("named node") << "square"
                                    << "(A=1, B=-1)" << 2 << "";
    }

    void refusals()
    {
        QFETCH(QString, map);
        QFETCH(QString, tree);
        QFETCH(int, node);
        QFETCH(QString, error);
        const GameTree t = parse(tree);
        const LeafTransform r = transformLeafValues(t, *parseLeafMap(map));
        QVERIFY(!r.edit.ok);
        QVERIFY(r.edit.tree.isEmpty());
        QCOMPARE(r.errorNode, node);
        QVERIFY2(r.edit.error.startsWith(t.describe(node)), qPrintable(r.edit.error));
        QVERIFY2(!r.edit.error.contains(QLatin1String("inf")), qPrintable(r.edit.error));
        if (!error.isEmpty())
            QCOMPARE(r.edit.error, error);
    }

    // Issue 27: maps that are monotone on the reals but tie values in double precision. Before,
    // affine:5e-324:0 made max(1, 1.4) a tie at 5e-324 and `--compare` reported minimax's best
    // child "changed"; affine:1:1e14 tied 1 and 1.0000001. Both are refused, naming the values.
    void precisionTiesAreRefused_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("tree");
        QTest::addColumn<int>("node");
        QTest::addColumn<QString>("values");
        QTest::newRow("subnormal slope")
            << "affine:5e-324:0"
            << "max(1, 1.4)" << 1 << "node 1 has the value 1 and node 2 the value 1.4";
        QTest::newRow("large offset")
            << "affine:1:1e14"
            << "max(1.0000001, 1)" << 2 << "node 2 has the value 1 and node 1 the value 1.0000001";
        QTest::newRow("reversing")
            << "affine:-1:1e14"
            << "max(1, 1.0000001)" << 1 << "node 1 has the value 1 and node 2 the value 1.0000001";
        QTest::newRow("heuristic against leaf") << "affine:1:1e14"
                                                << "max[1.0000001](1, 3)" << 1
                                                << "node 1 has the value 1 and node 0 the value "
                                                   "1.0000001";
    }
    void precisionTiesAreRefused()
    {
        QFETCH(QString, map);
        QFETCH(QString, tree);
        QFETCH(int, node);
        QFETCH(QString, values);
        const GameTree t = parse(tree);
        const LeafTransform r = transformLeafValues(t, mapOf(qPrintable(map)));
        QVERIFY(!r.edit.ok);
        QCOMPARE(r.errorNode, node);
        QVERIFY2(r.edit.error.startsWith(values), qPrintable(r.edit.error));
        QVERIFY2(r.edit.error.contains(QStringLiteral("not strictly monotone on this tree's "
                                                      "values")),
                 qPrintable(r.edit.error));
        // The same maps on values they keep apart are applied.
        QVERIFY(transformLeafValues(parse("max(1, 2)"), mapOf(qPrintable(map))).edit.ok);
    }

    void parsing()
    {
        QString error;
        const auto affine = parseLeafMap(QStringLiteral("affine:-2.5:3"), &error);
        QVERIFY(affine);
        QCOMPARE(affine->kind, LeafMapKind::Affine);
        QCOMPARE(affine->a, -2.5);
        QCOMPARE(affine->b, 3.0);
        QCOMPARE(leafMapFormula(*affine), QStringLiteral("-2.5·x + 3"));
        QCOMPARE(leafMapFormula(mapOf("affine:1:-4")), QStringLiteral("x − 4"));
        QCOMPARE(leafMapFormula(mapOf("square")), QStringLiteral("x²"));
        QVERIFY(!parseLeafMap(QStringLiteral("cube"), &error));
        QCOMPARE(error, QStringLiteral("unknown map 'cube': use square, signed-square, exp2, "
                                       "affine:A:B or rank"));
        QVERIFY(!parseLeafMap(QStringLiteral("affine:0:1"), &error));
        QVERIFY(error.contains(QLatin1String("not monotone")));
        QVERIFY(!parseLeafMap(QStringLiteral("affine:x:1"), &error));
        QCOMPARE(error, QStringLiteral("'x' in 'affine:x:1' is not a number"));
        QVERIFY(!parseLeafMap(QStringLiteral("affine:1"), &error));
        QVERIFY(!parseLeafMap(QStringLiteral("affine:inf:1"), &error));
        QVERIFY(!transformLeafValues(GameTree(), mapOf("rank")).edit.ok);
    }

    // The classic tree: rank leaves minimax on the left and makes expectimax's two moves tie
    // (2 against ½·1 + ½·3), so it takes the first, the left.
    void classicUnderRank()
    {
        const GameTree before = example("classic");
        const GameTree after = transformLeafValues(before, mapOf("rank")).edit.tree;
        const DecisionComparison c = compareDecisions(before, after);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QCOMPARE(c.rows.size(), std::size_t(2));
        QCOMPARE(c.rows[0].algorithm, QStringLiteral("Minimax"));
        QCOMPARE(c.rows[0].valueBefore, 10.0);
        QCOMPARE(c.rows[0].valueAfter, 2.0);
        QVERIFY(!c.rows[0].changed());
        QCOMPARE(c.rows[1].algorithm, QStringLiteral("Expectimax"));
        QCOMPARE(c.rows[1].valueBefore, 54.5);
        QCOMPARE(c.rows[1].bestBefore, std::optional<int>(1));
        QCOMPARE(c.rows[1].bestAfter, std::optional<int>(0));
        QVERIFY(!c.rows[1].tiedBefore);
        QVERIFY(c.rows[1].tiedAfter);
        QCOMPARE(comparisonSentence(before, c),
                 QStringLiteral("Minimax's decision is unchanged (left). Expectimax's decision "
                                "changes from right to left. After the map, left ties with "
                                "another move at 2: the first of the tied moves is taken."));
        // x² only widens the gap the right move already has (2^100 is refused: too large).
        for (const char *m : {"square", "signed-square", "affine:3:7"}) {
            const LeafTransform t = transformLeafValues(before, mapOf(m));
            QVERIFY(t.edit.ok);
            const DecisionComparison same = compareDecisions(before, t.edit.tree);
            QCOMPARE(same.rows.size(), std::size_t(2));
            QVERIFY2(!same.rows[0].changed() && !same.rows[1].changed(), m);
        }
    }

    // The examples flip strictly, as their comments say.
    void examplesFlip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("map");
        QTest::newRow("square") << "transform-square"
                                << "square";
        QTest::newRow("exp2") << "transform-square"
                              << "exp2";
        QTest::newRow("rank") << "transform-rank"
                              << "rank";
    }

    void examplesFlip()
    {
        QFETCH(QString, name);
        QFETCH(QString, map);
        const GameTree before = example(qPrintable(name));
        const GameTree after = transformLeafValues(before, *parseLeafMap(map)).edit.tree;
        const DecisionComparison c = compareDecisions(before, after);
        QCOMPARE(c.rows.size(), std::size_t(2));
        QVERIFY(!c.rows[0].changed());
        QCOMPARE(c.rows[0].bestAfter, std::optional<int>(0));
        QVERIFY(c.rows[1].changed());
        QVERIFY(!c.rows[1].tiedBefore && !c.rows[1].tiedAfter);
        const bool toRight = name == QLatin1String("transform-square");
        QCOMPARE(comparisonSentence(before, c),
                 toRight ? QStringLiteral("Minimax's decision is unchanged (L). Expectimax's "
                                          "decision changes from L to R.")
                         : QStringLiteral("Minimax's decision is unchanged (L). Expectimax's "
                                          "decision changes from R to L."));
    }

    // A tree with chance nodes compares expectiminimax (as written) with expectimax.
    void chanceTree()
    {
        const GameTree before = example("chance-07");
        const GameTree after = transformLeafValues(before, mapOf("exp2")).edit.tree;
        const DecisionComparison c = compareDecisions(before, after);
        QCOMPARE(c.rows.size(), std::size_t(2));
        QCOMPARE(c.rows[0].algorithm, QStringLiteral("Expectiminimax"));
        QCOMPARE(c.rows[1].algorithm, QStringLiteral("Expectimax"));
        // A tree the algorithms refuse says why instead of comparing.
        const GameTree bad = parse("chance(0.5: 1, 0.2: 2)");
        const DecisionComparison refused = compareDecisions(bad, bad);
        QVERIFY(refused.rows.empty());
        QVERIFY(!refused.error.isEmpty());
        QVERIFY(comparisonSentence(bad, refused).startsWith(QLatin1String("Cannot compare: ")));
    }

    // The lecture's claim as a property on 2,000 random trees: an increasing map f commutes
    // with minimax (the same move, and the value after is f(the value before)); expectimax is
    // not bound by it, and some of the trees change its decision (the claim has teeth).
    void minimaxIsInvariant()
    {
        struct Case {
            const char *map;
            double (*f)(double); // nullptr: rank, whose f depends on the tree
        };
        const Case cases[] = {{"signed-square", [](double x) { return x * std::abs(x); }},
                              {"exp2", [](double x) { return std::exp2(x); }},
                              {"affine:3:-7", [](double x) { return 3 * x - 7; }},
                              {"rank", nullptr}};
        QRandomGenerator rng(12);
        const Algorithm *minimax = suggestedAlgorithm(parse("(1,2)"));
        QVERIFY(minimax);
        int transformed = 0;
        int expectimaxFlips = 0;
        for (int i = 0; i < 2000; ++i) {
            const GameTree before = randomTree(rng);
            const Trace was = *search(before, minimax->id(), {}, nullptr);
            for (const Case &c : cases) {
                const LeafTransform t = transformLeafValues(before, mapOf(c.map));
                if (!t.edit.ok) { // 2^x of the spread values (±1000) overflows
                    QVERIFY2(c.f && t.errorNode != NoNode, qPrintable(t.edit.error));
                    continue;
                }
                ++transformed;
                const Trace now = *search(t.edit.tree, minimax->id(), {}, nullptr);
                QCOMPARE(now.summary.bestChild, was.summary.bestChild);
                if (c.f)
                    QCOMPARE(now.summary.value, c.f(was.summary.value));
                const DecisionComparison d = compareDecisions(before, t.edit.tree);
                QCOMPARE(d.rows.size(), std::size_t(2));
                QVERIFY(!d.rows[0].changed());
                expectimaxFlips += d.rows[1].changed() ? 1 : 0;
            }
        }
        QVERIFY(expectimaxFlips > 0);
        qInfo("expectimax changed its decision on %d of %d transformed random trees",
              expectimaxFlips, transformed);
    }
};

QTEST_GUILESS_MAIN(TstLeafTransform)
#include "tst_leaftransform.moc"
