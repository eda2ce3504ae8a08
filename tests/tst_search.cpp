// The algorithms: hand-worked textbook trees, and properties over thousands of random trees
// checked against independent recursive oracles (searchoracle.h).
#include "randomtrees.h"
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/search/searchsupport.h"
#include "core/trace/eventquery.h"
#include "core/trace/replayer.h"
#include "core/tree/validate.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

using namespace gt;
using test::parse;

namespace {

GameTree parseFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return parse(QString::fromUtf8(file.readAll()));
}

// Fail-soft is the default (issue 26); `failSoft` false asks for --fail-hard.
Trace run(const GameTree &t, const QString &algo, bool failSoft = true)
{
    SearchOptions o;
    if (!failSoft)
        o.set("fail-hard", true);
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

// The nodes never visited whose parent was: the roots of the pruned subtrees.
std::vector<NodeId> prunedRoots(const GameTree &t, const SearchSummary &s)
{
    const std::set<NodeId> pruned(s.pruned.begin(), s.pruned.end());
    std::vector<NodeId> roots;
    for (NodeId n : s.pruned) {
        if (n != 0 && !pruned.count(t.parent(n)))
            roots.push_back(n);
    }
    return roots;
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
    void sssReadsFewerThanAlphaBeta_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<double>("value");
        QTest::addColumn<std::vector<NodeId>>("abLeaves");
        QTest::addColumn<std::vector<NodeId>>("sssLeaves");
        QTest::addColumn<std::vector<NodeId>>("sssPruned");
        // max(A=min(max(5,2),max(4,9)), B=min(max(6,1),max(3,8)), C=min(max(7,0),max(1,2))),
        // ids A 1 (A1 2: 3 4, A2 5: 6 7), B 8 (B1 9: 10 11, B2 12: 13 14), C 15 (C1 16: 17
        // 18, C2 19: 20 21); A = 5, B = 6, C = 2. Alpha-beta never cuts with children left:
        // A2's 9, B2's 8 and C2's 2 come last. SSS* reads the first grandchild of every MIN
        // child at merit ∞, solves C1 = 7 (Γ4 purges only its solved leaf 0), takes C2 at 7, reads
        // 1 and 2, then B1's 6 beats A's 5 and C2's 2: B2 at merit 6 reads 3 and 8, B is solved at
        // 6 and solves the root by Γ4. A2, A's second child, never gets a LIVE state.
        QTest::newRow("deep") << GT_GOLDEN_DIR "/traces/deep.tree" << 6.0
                              << ids({3, 4, 6, 7, 10, 11, 13, 14, 17, 18, 20, 21})
                              << ids({3, 4, 10, 11, 17, 18, 20, 21, 13, 14}) << ids({5, 6, 7});
        // (((1,3),(2,4)),((5,7),(6,8))): ids A 1 (2: 3 4, 5: 6 7), B 8 (9: 10 11, 12: 13
        // 14); the file's comment works it.
        QTest::newRow("sss-beats-ab")
            << GT_SOURCE_DIR "/resources/examples/sss-beats-ab.tree" << 7.0
            << ids({3, 4, 6, 7, 10, 11, 13, 14}) << ids({3, 4, 10, 11, 13, 14}) << ids({5, 6, 7});
    }
    void sssReadsFewerThanAlphaBeta()
    {
        QFETCH(QString, path);
        QFETCH(double, value);
        QFETCH(std::vector<NodeId>, abLeaves);
        QFETCH(std::vector<NodeId>, sssLeaves);
        QFETCH(std::vector<NodeId>, sssPruned);
        const GameTree t = parseFile(path);
        for (bool soft : {false, true}) {
            const Trace ab = run(t, "alphabeta", soft);
            QCOMPARE(ab.summary.value, value);
            QCOMPARE(ab.summary.bestChild, std::optional<int>(1));
            QCOMPARE(ab.summary.leavesRead, abLeaves);
            QVERIFY(ab.summary.pruned.empty());
            QCOMPARE(ab.summary.cutoffs, 0);
        }
        const Trace s = run(t, "sss");
        QCOMPARE(s.summary.value, value);
        QCOMPARE(s.summary.bestChild, std::optional<int>(1));
        QCOMPARE(s.summary.leavesRead, sssLeaves);
        QCOMPARE(s.summary.pruned, sssPruned);
        // Several purges, of which only the last (below the root) removes A's states while A2
        // was never reached: the one cut-off.
        int purges = 0;
        for (const TraceEvent &e : s.events)
            purges += e.type == EventType::SssPurge ? 1 : 0;
        QVERIFY(purges > 1);
        QCOMPARE(s.summary.cutoffs, 1);
    }
    void sssCutoffsCountOnlyPurgesThatPrune()
    {
        // All three leaves are read; the purge after (leaf 3, SOLVED, 3) removes the solved
        // states of 1 and 3 and prunes nothing.
        const Trace flat = run(parse("max(1,3,3)"), "sss");
        QVERIFY(flat.summary.pruned.empty());
        QCOMPARE(flat.summary.cutoffs, 0);
        int purges = 0;
        for (const TraceEvent &e : flat.events) {
            if (e.type == EventType::SssPurge) {
                ++purges;
                QCOMPARE(e.other, 2);
                QCOMPARE(e.aux, 0);
            }
        }
        QCOMPARE(purges, 1);
        // AIMA: the one purge, below the root, removes the solved states of C's and D's leaves
        // 2 while C's 4 and 6 (ids 7 and 8) were never reached: two subtrees, one cut-off.
        const Trace aima = run(parse("max(min(3,12,8), min(2,4,6), min(14,5,2))"), "sss");
        for (const TraceEvent &e : aima.events) {
            if (e.type == EventType::SssPurge)
                QCOMPARE(e.aux, 2);
        }
    }
    void cutoffsAreExactlyThePruningSteps()
    {
        // Over random trees: a search reports cut-offs exactly when it prunes, and every
        // subtree it prunes is cut off by exactly one step (alpha-beta: one of the children
        // from first_pruned on; SSS*: credited to one purge).
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            for (const char *algo : {"alphabeta", "sss"}) {
                const Trace tr = run(t, algo);
                const std::vector<NodeId> roots = prunedRoots(t, tr.summary);
                std::int64_t cut = 0, steps = 0;
                for (const TraceEvent &e : tr.events) {
                    if (e.type == EventType::SssPurge) {
                        cut += e.aux;
                        steps += e.aux > 0 ? 1 : 0;
                    } else if (e.type == EventType::Cutoff) {
                        cut += t.childCount(e.node) - t.childIndex(e.other);
                        ++steps;
                    }
                }
                QVERIFY2(cut == qint64(roots.size()), where + " " + algo);
                QVERIFY2(steps == tr.summary.cutoffs, where + " " + algo);
                QVERIFY2((tr.summary.cutoffs > 0) == !tr.summary.pruned.empty(),
                         where + " " + algo);
            }
        }
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
            // and hands the node over, so that a reader can say where it is in the file
            NodeId node = NoNode;
            QVERIFY(!search(t, algo, {}, &error, &node));
            QCOMPARE(node, 1);
            QCOMPARE(*findAlgorithm(algo)->refusal(t), error);
        }
        QString error;
        NodeId node = NoNode;
        SearchOptions depthOne;
        depthOne.set(QStringLiteral("depth"), 1);
        QVERIFY(!search(parse("max(min(1, 2), 3)"), "minimax", depthOne, &error, &node));
        QCOMPARE(node, 1); // at the depth limit without a heuristic value
        QVERIFY(!search(parse("max(1e16, 3)"), "minimax", {}, &error, &node));
        QCOMPARE(node, 1); // a validation problem
    }

    // Values are bounded (MaxAbsValue) so that no sum a search forms can overflow: near
    // 1.8e308 a chance node's sum was +∞, over +∞ and −∞ it was NaN, which max() then
    // silently ignored. Such trees are refused naming the node; the bound itself searches.
    void valuesAreBounded_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("leaves near the double limit")
            << "chance(0.5: 1.7e308, 0.5: 1.7e308)"
            << "node 1 has the value 1.7e+308; values must lie between -1e+15 and 1e+15";
        QTest::newRow("opposite huge leaves") << "max(5, chance(-1.7e308, 1.7e308), 7)"
                                              << "node 3 has the value -1.7e+308; values must "
                                                 "lie between -1e+15 and 1e+15";
        QTest::newRow("just past the bound")
            << "max(1, -1000000000000001)"
            << "node 2 has the value -1000000000000001; values must lie between -1e+15 and "
               "1e+15";
        QTest::newRow("heuristic value") << "max[1e300](1, 2)"
                                         << "node 0 has the value 1e+300; values must lie "
                                            "between -1e+15 and 1e+15";
    }
    void valuesAreBounded()
    {
        QFETCH(QString, text);
        QFETCH(QString, problem);
        const GameTree t = parse(text);
        const auto problems = validateTree(t);
        QVERIFY(!problems.empty());
        QCOMPARE(problems.front().message, problem);
        for (const Algorithm *a : algorithms()) {
            QString error;
            QVERIFY(!search(t, a->id(), {}, &error));
            QCOMPARE(error, problem);
        }
    }
    void theBoundItselfSearches()
    {
        const double big = MaxAbsValue;
        for (const QString &text : {QString("chance(0.5: %1, 0.5: %1)").arg(big, 0, 'f', 0),
                                    QString("chance(0.3: -%1, 0.7: %1)").arg(big, 0, 'f', 0),
                                    QString("max(min(%1, -%1), %1)").arg(big, 0, 'f', 0)}) {
            const GameTree t = parse(text);
            QVERIFY2(validateTree(t).empty(), qPrintable(text));
            for (const Algorithm *a : algorithms()) {
                if (a->refusal(t))
                    continue;
                const Trace trace = run(t, a->id());
                QVERIFY(std::isfinite(trace.summary.value));
                QVERIFY(std::abs(trace.summary.value) <= big);
                QCOMPARE(firstNonFiniteValue(trace), NoNode);
            }
        }
    }
    // The check behind search()'s refusal of a value that is not finite.
    void nonFiniteValuesAreFound()
    {
        const GameTree t = parse("max(1, 2)");
        Trace trace = run(t, "minimax");
        QCOMPARE(firstNonFiniteValue(trace), NoNode);
        for (TraceEvent &e : trace.events) {
            if (e.type == EventType::ReadLeaf && e.node == 2)
                e.a = std::numeric_limits<double>::quiet_NaN();
        }
        QCOMPARE(firstNonFiniteValue(trace), 2);
        Trace finish = run(t, "minimax");
        finish.events.back().a = std::numeric_limits<double>::infinity();
        QCOMPARE(firstNonFiniteValue(finish), 0);
    }
    // Every registered algorithm describes itself fully, under an id of its own.
    void descriptorsAreComplete()
    {
        QSet<QString> ids;
        for (const Algorithm *a : algorithms()) {
            QVERIFY(!a->id().isEmpty() && !ids.contains(a->id()));
            ids.insert(a->id());
            QCOMPARE(findAlgorithm(a->id()), a);
            QVERIFY2(!a->displayName().isEmpty() && !a->pseudocode().isEmpty(),
                     qPrintable(a->id()));
            QVERIFY2(a->introduction().endsWith('.'), qPrintable(a->id())); // a sentence
            QVERIFY2(!a->acceptedKinds().isEmpty(), qPrintable(a->id()));
            for (const OptionSpec &spec : a->options()) {
                QVERIFY2(!spec.name.isEmpty() && !spec.help.isEmpty() && !spec.help.endsWith('.'),
                         qPrintable(a->id() + " --" + spec.name));
                QVERIFY2(!spec.defaultValue.isNull() || !spec.defaultText.isEmpty(),
                         qPrintable(a->id() + " --" + spec.name));
            }
        }
        QCOMPARE(defaultAlgorithmId(), algorithms().front()->id());
        // The compare window's order: every algorithm once, the lecture's classics first.
        const std::vector<const Algorithm *> order = comparisonOrder();
        QCOMPARE(order.size(), algorithms().size());
        QCOMPARE(QSet<const Algorithm *>(order.begin(), order.end()).size(),
                 qsizetype(algorithms().size()));
        QCOMPARE(order.front()->id(), QStringLiteral("alphabeta"));
        QCOMPARE(order[1]->id(), QStringLiteral("sss"));
    }

    // The same option name means the same option in every algorithm (one flag, one document
    // key), and the union lists each once, the shared ones first.
    void sameOptionNameMeansSameOption()
    {
        const OptionSpecs &all = allAlgorithmOptions();
        QSet<QString> names;
        for (const OptionSpec &spec : all) {
            QVERIFY2(!names.contains(spec.name), qPrintable(spec.name));
            names.insert(spec.name);
        }
        for (const Algorithm *a : algorithms()) {
            for (const OptionSpec &spec : a->options()) {
                const OptionSpec *known = findOption(all, spec.name);
                QVERIFY2(known, qPrintable(spec.name));
                QCOMPARE(spec.type, known->type);
                QCOMPARE(spec.defaultValue, known->defaultValue);
                QCOMPARE(spec.help, known->help);
                QCOMPARE(spec.keyInDocuments(), known->keyInDocuments());
                QCOMPARE(spec.min, known->min);
                QCOMPARE(spec.max, known->max);
                QCOMPARE(spec.choices, known->choices);
                const auto owners = algorithmsWithOption(spec.name);
                QCOMPARE(std::count(owners.begin(), owners.end(), a), 1);
            }
        }
        QCOMPARE(all.front().name, QStringLiteral("fail-hard")); // as documents write them
    }

    // search() stamps the algorithm's features on every trace it makes, and the options an
    // algorithm does not declare change nothing.
    void searchStampsFeaturesAndIgnoresOthersOptions()
    {
        const GameTree maxMin = parse("max[1](min[2](3,12,8), min[0](2,4,6), min[5](14,5,2))");
        const GameTree chance = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        int searched = 0;
        for (const Algorithm *a : algorithms()) {
            for (const GameTree *t : {&maxMin, &chance}) {
                if (a->refusal(*t))
                    continue;
                QString error;
                const auto trace = search(*t, a->id(), {}, &error);
                QVERIFY2(trace, qPrintable(error));
                QCOMPARE(trace->features, a->features());
                SearchOptions others;
                for (const OptionSpec &spec : allAlgorithmOptions()) {
                    if (!findOption(a->options(), spec.name) && spec.type == OptionSpec::Type::Flag)
                        others.set(spec.name, true);
                }
                const auto withOthers = search(*t, a->id(), others, &error);
                QVERIFY2(withOthers, qPrintable(error));
                QCOMPARE(withOthers->events.size(), trace->events.size());
                QVERIFY(std::equal(trace->events.begin(), trace->events.end(),
                                   withOthers->events.begin(),
                                   [](const TraceEvent &x, const TraceEvent &y) {
                                       return std::memcmp(&x, &y, sizeof x) == 0;
                                   }));
                ++searched;
            }
        }
        QVERIFY(searched >= int(algorithms().size()));
    }

    // A refusal names the node and the algorithm that takes the tree as written: the first in
    // the list that accepts its kinds and does not read MIN nodes as chance nodes.
    void refusalSuggestsByKindsAndFeatures()
    {
        const GameTree chance = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        const Algorithm *suggested = suggestedAlgorithm(chance);
        QVERIFY(suggested);
        QCOMPARE(suggested->id(), QStringLiteral("expectiminimax"));
        for (const Algorithm *a : algorithms()) {
            if (a == suggested)
                break;
            const bool takesChance = a->acceptedKinds().contains(NodeKind::Chance);
            QVERIFY(!takesChance || (a->features() & TraceFeature::AveragesMin));
        }
        QCOMPARE(suggestedAlgorithm(parse("((1,2),(3,4))")), algorithms().front());
        for (const Algorithm *a : algorithms()) {
            const auto why = a->refusal(chance);
            QCOMPARE(bool(why), !a->acceptedKinds().contains(NodeKind::Chance));
            if (why)
                QCOMPARE(*why, QString("node 1 is a chance node; %1 searches only max and min "
                                       "nodes: use expectiminimax")
                                   .arg(a->displayName()));
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
    // Whatever the registry holds: every algorithm that takes a max/min tree finds minimax's
    // value and best child, lists only leaves as read and never one it calls pruned — so a new
    // algorithm is held to this before any test names it.
    // The property tests' trees (randomtrees.h) are of every kind they promise, in good
    // numbers: a mix that lost one would leave a property unchecked on it.
    void randomTestTreesAreOfEveryKind()
    {
        int irregular = 0, early = 0, nonAlternating = 0, minRoot = 0, ties = 0, real = 0,
            heuristic = 0, labelled = 0, keyed = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed, {.transpositions = 0.4});
            std::set<int> counts;
            std::set<double> values;
            bool isReal = false, alternates = true, isEarly = false, hasLabels = false;
            bool allHeuristic = true, hasKeys = false;
            int leaves = 0;
            for (NodeId n = 0; n < t.size(); ++n) {
                hasLabels = hasLabels || !t.label(n).isEmpty();
                hasKeys = hasKeys || !t.key(n).isEmpty();
                if (t.isLeaf(n)) {
                    ++leaves;
                    values.insert(t.value(n));
                    isReal = isReal || t.value(n) != std::floor(t.value(n));
                    isEarly = isEarly || t.depth(n) < t.height();
                    continue;
                }
                counts.insert(t.childCount(n));
                allHeuristic = allHeuristic && t.hasValue(n);
                for (NodeId c : t.children(n))
                    alternates = alternates && (t.isLeaf(c) || t.kind(c) != t.kind(n));
            }
            irregular += counts.size() > 1;
            early += isEarly;
            nonAlternating += !alternates;
            minRoot += t.kind(0) == NodeKind::Min;
            ties += int(values.size()) < leaves;
            real += isReal;
            heuristic += allHeuristic && !t.isLeaf(0);
            labelled += hasLabels;
            keyed += hasKeys;
        }
        const QByteArray counts = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                                      .arg(irregular)
                                      .arg(early)
                                      .arg(nonAlternating)
                                      .arg(minRoot)
                                      .arg(ties)
                                      .arg(real)
                                      .arg(heuristic)
                                      .arg(labelled)
                                      .arg(keyed)
                                      .toUtf8();
        for (int n :
             {irregular, early, nonAlternating, minRoot, ties, real, heuristic, labelled, keyed})
            QVERIFY2(n >= 100, counts);
        // Without the extras, none of them (seed 1 would have real values and labels).
        const GameTree bare =
            test::randomTestTree(1, {.realValues = false, .heuristics = false, .labels = false});
        for (NodeId n = 0; n < bare.size(); ++n) {
            QVERIFY(bare.isLeaf(n) ? bare.value(n) == std::floor(bare.value(n))
                                   : !bare.hasValue(n));
            QVERIFY(bare.label(n).isEmpty() && bare.key(n).isEmpty());
        }
    }
    void everyRegisteredAlgorithmFindsTheMinimaxValue()
    {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const double expected = oracle::value(t, 0);
            // −1 for none: an index, not an optional, as GCC 12 warns (wrongly) that an empty
            // optional's payload may be read uninitialized when two optionals are compared.
            const int best = t.isLeaf(0) ? -1 : oracle::bestChild(t);
            for (const Algorithm *a : algorithms()) {
                // Expectimax answers another question: MIN is a chance node to it; mcts
                // estimates, pns proves (tst_mcts, tst_pns hold them to their references).
                if (a->refusal(t) || a->features().testFlag(TraceFeature::AveragesMin) ||
                    a->valueMeaning() != Algorithm::ValueMeaning::GameValue)
                    continue;
                const QByteArray where =
                    a->id().toUtf8() + " seed " + QByteArray::number(qulonglong(seed));
                const Trace trace = run(t, a->id());
                const SearchSummary &s = trace.summary;
                QVERIFY2(s.value == expected, where);
                QVERIFY2(s.bestChild.value_or(-1) == best, where);
                // Leaves only; a deepening search's shallow passes read inner nodes too, at
                // their horizons, by their heuristic values.
                const bool deepening =
                    std::any_of(trace.events.begin(), trace.events.end(), [](const TraceEvent &e) {
                        const std::optional<Pass> p = passStartedBy(e);
                        return p && p->kind == PassKind::Depth;
                    });
                for (NodeId n : s.leavesRead)
                    QVERIFY2(n >= 0 && n < t.size() &&
                                 (t.isLeaf(n) || (deepening && t.hasValue(n))),
                             where);
                // Pruned means never visited: ascending, and no leaf read is among them.
                QVERIFY2(std::is_sorted(s.pruned.begin(), s.pruned.end()), where);
                for (NodeId n : s.leavesRead)
                    QVERIFY2(!std::binary_search(s.pruned.begin(), s.pruned.end(), n), where);
                ++checked;
            }
        }
        QVERIFY(checked >= 1000 * 3); // minimax, alpha-beta and SSS* at least
    }
    // ALGORITHMS.md: negamax is fail-soft alpha-beta in negamax form and reads exactly its
    // leaves. Its events, given from MAX's view, are fail-soft alpha-beta's step for step; only
    // the pseudocode lines differ. Irregular, non-alternating trees, MIN roots, ties, real
    // values and depth limits included.
    void negamaxIsFailSoftAlphaBetaStepForStep()
    {
        auto sameEvent = [](const TraceEvent &x, const TraceEvent &y) {
            return x.type == y.type && x.detail == y.detail && x.node == y.node &&
                   x.other == y.other && x.aux == y.aux && x.a == y.a && x.b == y.b;
        };
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            // Real values on a third of the trees, a heuristic value on every inner node (read
            // where a depth limit applies).
            const GameTree t = test::randomTestTree(seed);
            SearchOptions o;
            if (seed % 4 == 1)
                o.set(QStringLiteral("depth"), int(seed % 3) + 1);
            QString error;
            const auto nega = search(t, QStringLiteral("negamax"), o, &error);
            QVERIFY2(nega, qPrintable(error));
            SearchOptions soft = o;
            soft.set(QStringLiteral("fail-soft"), true);
            const auto ab = search(t, QStringLiteral("alphabeta"), soft, &error);
            QVERIFY2(ab, qPrintable(error));
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            QVERIFY2(nega->summary.leavesRead == ab->summary.leavesRead, where);
            QVERIFY2(nega->summary.value == ab->summary.value, where);
            QVERIFY2(nega->summary.bestChild == ab->summary.bestChild, where);
            QCOMPARE(nega->events.size(), ab->events.size());
            for (std::size_t i = 0; i < ab->events.size(); ++i)
                QVERIFY2(sameEvent(nega->events[i], ab->events[i]),
                         where + " event " + QByteArray::number(qulonglong(i)));
        }
    }
    void randomMaxMinTreesAgreeWithOracles()
    {
        int sssSmaller = 0;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            const GameTree t = test::randomTestTree(seed);
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
            QVERIFY2(problems.empty(),
                     problems.empty() ? "" : qPrintable(problems.front().message));
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            const Trace emm = run(t, "expectiminimax");
            const Trace em = run(t, "expectimax");
            QVERIFY2(std::abs(emm.summary.value - oracle::value(t, 0)) < 1e-9, where);
            QVERIFY2(std::abs(em.summary.value - oracle::value(t, 0, true)) < 1e-9, where);
            QVERIFY2(emm.summary.pruned.empty() && em.summary.pruned.empty(), where);
        }
    }
    void knuthMooreLeafCount()
    {
        // Knuth and Moore: on a uniform tree searched best child first, alpha-beta reads
        // b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves. Every shape b = 2..5, d = 1..6, with 1,008 seeds between
        // them; perfectlyOrderedTree draws other values for every seed.
        std::set<QByteArray> distinctTrees;
        for (std::uint64_t seed = 1; seed <= 1008; ++seed) {
            const int b = 2 + int(seed % 4);
            const int d = 1 + int(seed / 4 % 6);
            const GameTree t = perfectlyOrderedTree(b, d, seed);
            const QByteArray where = QByteArray("b") + QByteArray::number(b) + " d" +
                                     QByteArray::number(d) + " seed " +
                                     QByteArray::number(qulonglong(seed));
            // Perfect order: at every inner node the first child has the node's value and no
            // other child ties it. (Checked by level, bottom up, without recursion per node.)
            std::vector<double> v(std::size_t(t.size()));
            QByteArray values;
            for (NodeId n = t.size() - 1; n >= 0; --n) {
                if (t.isLeaf(n)) {
                    QVERIFY2(t.depth(n) == d, where);
                    v[n] = t.value(n);
                    values += QByteArray::number(v[n]) + ',';
                    continue;
                }
                QVERIFY2(t.childCount(n) == b, where);
                const bool isMax = t.kind(n) == NodeKind::Max;
                v[n] = v[t.child(n, 0)];
                for (int i = 1; i < b; ++i) {
                    const double c = v[t.child(n, i)];
                    QVERIFY2(isMax ? c < v[n] : c > v[n], where + " node " + QByteArray::number(n));
                }
            }
            distinctTrees.insert(QByteArray::number(b) + QByteArray::number(d) + values);
            const qint64 expected = qint64(std::pow(b, (d + 1) / 2) + std::pow(b, d / 2) - 1);
            QVERIFY2(run(t, "alphabeta").summary.leavesEvaluated == expected, where);
            QVERIFY2(run(t, "alphabeta", true).summary.leavesEvaluated == expected, where);
            QVERIFY2(run(t, "minimax").summary.leavesEvaluated == qint64(std::pow(b, d)), where);
        }
        // The seeds give different trees (d = 1 has few possible values per b).
        QVERIFY(distinctTrees.size() > 900);
    }
    void sameTreeSameTrace()
    {
        auto same = [](const Trace &x, const Trace &y) {
            return x.events.size() == y.events.size() &&
                   std::memcmp(x.events.data(), y.events.data(),
                               x.events.size() * sizeof(TraceEvent)) == 0;
        };
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            for (const Algorithm *a : algorithms()) {
                if (!a->refusal(t)) // iterative deepening: no heuristic values here
                    QVERIFY2(same(run(t, a->id()), run(t, a->id())),
                             where + " " + a->id().toUtf8());
            }
            QVERIFY2(same(run(t, "alphabeta", true), run(t, "alphabeta", true)), where);
        }
    }
    void millionLevelChain_data()
    {
        QTest::addColumn<QString>("algo");
        QTest::addColumn<int>("depth");
        for (const Algorithm *a : algorithms()) {
            // SSS* (and DUAL*) replays a chain in time quadratic in its depth:
            // Replayer::boundFromOpen walks from the node of every OPEN event to the root
            // (measured: 20,000 levels 3.5 s). Until that walk stops early, it replays a shorter
            // chain here. Under AddressSanitizer a tenth of it: the checks are the same, the time
            // is not.
#if defined(__SANITIZE_ADDRESS__)
            const int full = 100'000;
#else
            const int full = 1'000'000;
#endif
            // MCTS plays every iteration out to the leaf and PNS descends from the root at every
            // expansion: their cost is the depth times the iterations (expansions), so they
            // search a shorter chain as well.
            const bool perIteration = a->valueMeaning() != Algorithm::ValueMeaning::GameValue;
            const int depth =
                a->features().testFlag(TraceFeature::OpenList) || perIteration ? 5'000 : full;
            QTest::addRow("%s", qPrintable(a->id())) << a->id() << depth;
        }
    }
    void millionLevelChain()
    {
        // Search a chain of a million levels and replay it to the last frame and back to the
        // first: nothing may recurse on depth or cost more than its steps.
        QFETCH(QString, algo);
        QFETCH(int, depth);
        TreeDraft d;
#if defined(__SANITIZE_ADDRESS__)
        const int n = std::max(depth, 100'000);
#else
        const int n = 1'000'000;
#endif
        d.nodes.resize(n);
        for (int i = 0; i + 1 < n; ++i) {
            d.nodes[i].kind = i % 2 ? NodeKind::Min : NodeKind::Max;
            d.nodes[i].children = {i + 1};
            d.nodes[i].pess = d.nodes[i].opt = 42; // B* needs intervals; the others ignore them
        }
        d.nodes[n - 1].value = 42;
        const GameTree t = GameTree::fromDraft(d);
        // Iterative deepening needs a heuristic value on every inner node (and would make a
        // pass per level): it refuses the chain, naming a node, and has nothing to replay.
        if (const auto why = findAlgorithm(algo)->refusalAt(t)) {
            QCOMPARE(algo, QStringLiteral("id"));
            QCOMPARE(why->node, 1);
            return;
        }
        const Algorithm *algorithm = findAlgorithm(algo);
        const double value = algorithm->valueMeaning() == Algorithm::ValueMeaning::Proof ? 1 : 42;
        if (algorithm->valueMeaning() == Algorithm::ValueMeaning::GameValue)
            QCOMPARE(run(t, algo).summary.value, 42.0);

        d.nodes.resize(depth);
        d.nodes[depth - 1] = {};
        d.nodes[depth - 1].value = 42;
        const GameTree chain = depth == n ? t : GameTree::fromDraft(d);
        const Trace tr = run(chain, algo);
        Replayer r(chain, tr);
        const Frame first = r.frame();
        r.seek(r.stepCount());
        const Frame &last = r.frame();
        QVERIFY(last.finished);
        QCOMPARE(last.step, r.stepCount());
        QCOMPARE(last.nodes[0].state, NodeState::Done);
        QCOMPARE(last.nodes[0].value, value); // pns: proven, 1
        QCOMPARE(last.nodes[0].bound, Bound::Exact);
        // B* proves the root's only child best at once: nothing below it is ever generated.
        QCOMPARE(last.nodes[depth - 1].state, tr.features.testFlag(TraceFeature::Intervals)
                                                  ? NodeState::Pruned
                                                  : NodeState::Done);
        r.seek(0);
        const Frame &back = r.frame();
        QCOMPARE(back.step, 0);
        QVERIFY(!back.finished);
        QCOMPARE(back.current, first.current);
        QVERIFY(back.open.empty());
        for (NodeId k = 0; k < chain.size(); ++k) {
            const NodeFrame &x = back.nodes[k], &y = first.nodes[k];
            const bool same = x.state == y.state && x.bound == y.bound && x.sss == y.sss &&
                              x.cutEdge == y.cutEdge && x.hasWindow == y.hasWindow &&
                              x.solved == y.solved && std::isnan(x.value) && std::isnan(y.value) &&
                              x.alpha == y.alpha && x.beta == y.beta && x.merit == y.merit &&
                              x.childrenDone == y.childrenDone;
            if (!same)
                QFAIL(qPrintable(QString("node %1 differs from the first frame").arg(k)));
        }
        QCOMPARE(back.nodes[0].state, NodeState::Unreached);
    }
    void depthLimitUsesHeuristics()
    {
        const GameTree t = parse("max[0](min[4](1,2), min[6](0,9))");
        SearchOptions o;
        o.set("depth", 1);
        QString error;
        const auto tr = search(t, "alphabeta", o, &error);
        QVERIFY2(tr, qPrintable(error));
        QCOMPARE(tr->summary.value, 6.0);
        QCOMPARE(tr->summary.leavesRead, ids({1, 4}));
        o.set("depth", 2);
        QCOMPARE(search(t, "minimax", o, &error)->summary.value, 1.0);
    }
};

QTEST_GUILESS_MAIN(TstSearch)
#include "tst_search.moc"
