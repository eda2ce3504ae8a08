// Chance nodes searched approximately (issue 12): the probability threshold --min-prob and
// Monte-Carlo sampling --samples/--seed on expectimax and expectiminimax. SplitMix64 against
// its published outputs; hand-worked values on the 0.7/0.3 tree; golden traces of the
// textbook trees (tests/golden/chance, rewritten with GT_UPDATE_GOLDEN=1); properties over
// thousands of random trees against small recursive oracles written from ALGORITHMS.md; what
// the replayed frames and the annotations show.
#include "clirunner.h"
#include "runsearch.h"
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "app/studio/search/searchoptionsdock.h"
#include "app/studio/window/mainwindow.h"
#include "core/export/figureframe.h"
#include "core/export/figuregeometry.h"
#include "core/generate/randomtree.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/search/splitmix64.h"
#include "core/trace/annotations.h"
#include "core/trace/replayer.h"
#include "core/trace/tracejson.h"
#include "views/export/stylepalette.h"
#include "views/scene/edgelayer.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include <QAction>

#include <QtTest>

#include <cmath>
#include <cstring>

using namespace gt;
using gt::test::gametree;
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

bool sameEvents(const Trace &a, const Trace &b)
{
    if (a.events.size() != b.events.size())
        return false;
    for (std::size_t i = 0; i < a.events.size(); ++i) {
        if (std::memcmp(&a.events[i], &b.events[i], sizeof(TraceEvent)) != 0)
            return false;
    }
    return true;
}

bool averaging(const GameTree &t, NodeId n, bool minAverages)
{
    return t.kind(n) == NodeKind::Chance || (minAverages && t.kind(n) == NodeKind::Min);
}

// The approximate value by ALGORITHMS.md's words, recursively: children with P < ε are left
// out and the others' probabilities renormalised; with k samples, each averaging node draws k
// outcomes when first entered (in search order) from the one stream, u = (next() >> 11)·2⁻⁵³,
// the first kept child whose cumulative renormalised probability exceeds u, and averages the
// drawn children's values with multiplicity.
struct ApproximateOracle {
    const GameTree &t;
    bool minAverages = false;
    double eps = 0;
    int k = 0;
    SplitMix64 stream{0};

    double value(NodeId n)
    {
        if (t.isLeaf(n))
            return t.value(n);
        const int count = t.childCount(n);
        if (!averaging(t, n, minAverages)) {
            double best = t.kind(n) == NodeKind::Max ? -INFINITY : INFINITY;
            for (int i = 0; i < count; ++i) {
                const double v = value(t.child(n, i));
                best = t.kind(n) == NodeKind::Max ? std::max(best, v) : std::min(best, v);
            }
            return best;
        }
        double kept = 0;
        for (int i = 0; i < count; ++i)
            kept += t.childProbability(n, i) >= eps ? t.childProbability(n, i) : 0;
        if (k == 0) {
            double sum = 0;
            for (int i = 0; i < count; ++i) {
                if (t.childProbability(n, i) >= eps)
                    sum += t.childProbability(n, i) / kept * value(t.child(n, i));
            }
            return sum;
        }
        std::vector<int> drawn(std::size_t(count), 0);
        for (int d = 0; d < k; ++d) {
            const double u = double(stream.next() >> 11) / 9007199254740992.0;
            double c = 0;
            int last = -1;
            for (int i = 0; i < count; ++i) {
                if (t.childProbability(n, i) < eps)
                    continue;
                last = i;
                c += t.childProbability(n, i);
                if (c / kept > u)
                    break;
            }
            ++drawn[last];
        }
        double sum = 0;
        for (int i = 0; i < count; ++i) {
            if (drawn[i] > 0)
                sum += double(drawn[i]) / k * value(t.child(n, i));
        }
        return sum;
    }
};

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

GameTree randomChanceTree(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1;
    o.maxBranching = 2 + int(seed % 3);
    o.depth = 2 + int(seed % 4);
    o.leafChance = 0.15;
    o.minValue = -10;
    o.maxValue = 10;
    o.chanceLevels = seed % 4 != 3; // every fourth: MAX/MIN only (expectimax's MIN averages)
    o.randomProbabilities = seed % 2 == 0;
    o.randomKinds = seed % 5 == 0;
    return randomTree(o);
}

// A random tree text in which every chance node has exactly one child.
QString singleChildChanceText(std::uint64_t &state, int depth)
{
    SplitMix64 r(state++);
    const std::uint64_t x = r.next();
    if (depth == 0 || x % 7 == 0)
        return QString::number(int(x % 41) - 20);
    const int kind = int((x >> 8) % 3);
    if (kind == 2)
        return QStringLiteral("chance(%1)").arg(singleChildChanceText(state, depth - 1));
    QStringList children;
    const int n = 1 + int((x >> 16) % 3);
    for (int i = 0; i < n; ++i)
        children << singleChildChanceText(state, depth - 1);
    return (kind == 0 ? QStringLiteral("max(") : QStringLiteral("min(")) +
           children.join(QStringLiteral(", ")) + QStringLiteral(")");
}

QByteArray traceLines(const GameTree &t, const Trace &trace)
{
    QByteArray out;
    for (int i = 0; i < int(trace.events.size()); ++i)
        out += eventJson(t, trace, i) + '\n';
    return out;
}

} // namespace

class TstChanceSample : public QObject {
    Q_OBJECT

private slots:
    // The outputs Rosetta Code's "Pseudo-random numbers/Splitmix64" task publishes for the seed
    // 1234567, and Vigna's reference splitmix64.c's first output for the seed 0.
    void splitMixReferenceOutputs()
    {
        SplitMix64 r(1234567);
        QCOMPARE(r.next(), 6457827717110365317u);
        QCOMPARE(r.next(), 3203168211198807973u);
        QCOMPARE(r.next(), 9817491932198370423u);
        QCOMPARE(r.next(), 4593380528125082431u);
        QCOMPARE(r.next(), 16408922859458223821u);
        SplitMix64 zero(0);
        QCOMPARE(zero.next(), 0xe220a8397b1dcdafu);
    }
    // The same task's distribution check: 100,000 draws of floor(5u) from the seed 987654321.
    void splitMixUnitDraws()
    {
        SplitMix64 r(987654321);
        int counts[5] = {};
        for (int i = 0; i < 100000; ++i) {
            const double u = r.nextUnit();
            QVERIFY(u >= 0 && u < 1);
            ++counts[int(u * 5)];
        }
        QCOMPARE(counts[0], 20027);
        QCOMPARE(counts[1], 19892);
        QCOMPARE(counts[2], 20073);
        QCOMPARE(counts[3], 19978);
        QCOMPARE(counts[4], 20030);
    }

    // max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1)) with ε = 0.5: both 0.3 children are
    // skipped. Node 1 is worth 0.7·1 / 0.7 = 1, exactly 0.7, and with the leaf bounds [−1, 1]
    // lies in [0.7 − 0.3, 0.7 + 0.3]; node 4 is worth −1, exactly −0.4, in [−1, −0.4].
    void thresholdByHand()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        for (const QString algo : {"expectimax", "expectiminimax"}) {
            const Trace trace = run(t, algo, options({{"min-prob", 0.5}}));
            QCOMPARE(trace.summary.value, 1.0);
            QVERIFY(trace.summary.exactValue);
            QCOMPARE(*trace.summary.exactValue, 0.7);
            QCOMPARE(trace.summary.leavesRead, (std::vector<NodeId>{2, 5}));
            QCOMPARE(trace.summary.pruned, (std::vector<NodeId>{3, 6}));
            std::vector<std::pair<double, double>> intervals;
            for (const TraceEvent &e : trace.events) {
                if (e.type == EventType::ChanceInterval)
                    intervals.push_back({e.a, e.b});
            }
            QCOMPARE(intervals.size(), std::size_t(2));
            QVERIFY(close(intervals[0].first, 0.4) && close(intervals[0].second, 1.0));
            QVERIFY(close(intervals[1].first, -1.0) && close(intervals[1].second, -0.4));

            Replayer r(t, trace);
            r.seek(r.stepCount());
            const Frame &f = r.frame();
            QCOMPARE(f.nodes[3].state, NodeState::Pruned);
            QCOMPARE(f.nodes[3].cutEdge, false); // skipped, not cut off
            QCOMPARE(approximationText(f.nodes[3]), QString("skipped P=0.3"));
            QCOMPARE(valueText(f.nodes[1]), QString("≈ 1"));
            QCOMPARE(approximationText(f.nodes[1]), QString("exact 0.7"));
            QCOMPARE(skippedIntervalText(f.nodes[1]), QString("≥ 0.4, ≤ 1"));
            QCOMPARE(skippedIntervalText(f.nodes[4]), QString("≥ −1, ≤ −0.4"));
            QCOMPARE(chanceFormula(t, f, 1), QString("1·1 = 1"));
            QCOMPARE(chanceFormula(t, f, 4), QString("1·(−1) = −1"));
            QCOMPARE(approximationText(f.nodes[0]), QString("exact 0.7"));
        }
        // Bounds given: the interval uses them.
        const Trace wide =
            run(t, "expectimax", options({{"min-prob", 0.5}, {"bounds", QVariantList{-10, 10}}}));
        for (const TraceEvent &e : wide.events) {
            if (e.type == EventType::ChanceInterval && e.node == 1) {
                QVERIFY(close(e.a, 0.7 - 3) && close(e.b, 0.7 + 3));
            }
        }
    }

    void thresholdRefusals()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.5: -1, 0.5: 1))");
        QString error;
        NodeId node = NoNode;
        QVERIFY(!search(t, "expectimax", options({{"min-prob", 0.6}}), &error, &node));
        QCOMPARE(node, NodeId(4));
        QVERIFY2(error.contains("below --min-prob 0.6"), qPrintable(error));
        // Leaves outside the bounds: the interval would be wrong, so refused.
        QVERIFY(!search(t, "expectiminimax",
                        options({{"min-prob", 0.4}, {"bounds", QVariantList{0, 1}}}), &error,
                        &node));
        QVERIFY2(error.contains("outside the leaf bounds"), qPrintable(error));
        // The same on the command line, naming the node.
        const QByteArray tree = "max(chance(0.7: 1, 0.3: 0), chance(0.5: -1, 0.5: 1))";
        const auto r = gametree({"eval", "-", "--algo", "expectimax", "--min-prob", "0.6"}, tree);
        QCOMPARE(r.exit == 0, false);
        QVERIFY2(r.err.contains("below --min-prob 0.6"), r.err.constData());
    }

    // k samples of the 0.7/0.3 tree from the seed 0: the draws follow the stream, the estimate
    // is the mean of the drawn values, the exact value stands beside it.
    void samplingByHand()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        const Trace trace = run(t, "expectiminimax", options({{"samples", 10}, {"seed", 0}}));
        SplitMix64 stream(0);
        int draws[2][2] = {};
        for (int node = 0; node < 2; ++node) {
            for (int d = 0; d < 10; ++d)
                ++draws[node][stream.nextUnit() < 0.7 ? 0 : 1];
        }
        // Node 1's draws come first: it is entered first.
        int seen[2][2] = {};
        for (const TraceEvent &e : trace.events) {
            if (e.type == EventType::ChanceDraw)
                seen[e.other == 1 ? 0 : 1][t.childIndex(e.node)] = e.aux;
        }
        for (int n = 0; n < 2; ++n)
            for (int c = 0; c < 2; ++c)
                QCOMPARE(seen[n][c], draws[n][c]);
        const double node1 = draws[0][0] / 10.0 * 1 + draws[0][1] / 10.0 * 0;
        const double node4 = draws[1][0] / 10.0 * -1 + draws[1][1] / 10.0 * 1;
        QVERIFY(close(trace.summary.value, std::max(node1, node4)));
        QCOMPARE(*trace.summary.exactValue, 0.7);
        Replayer r(t, trace);
        r.seek(r.stepCount());
        QCOMPARE(drawCountText(r.frame().nodes[2]), QStringLiteral("×%1").arg(draws[0][0]));
        QCOMPARE(chanceFormula(t, r.frame(), 1), draws[0][1] == 0 ? QString("10/10·1 = 1")
                                                 : draws[0][0] == 0
                                                     ? QString("10/10·0 = 0")
                                                     : QString("%1/10·1 + %2/10·0 = %3")
                                                           .arg(draws[0][0])
                                                           .arg(draws[0][1])
                                                           .arg(formatValue(node1)));
        // eval --json keeps its keys and adds approximate and exact_value.
        const auto j =
            gametree({"eval", "-", "--algo", "expectiminimax", "--samples", "10", "--json"},
                     "max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        QCOMPARE(j.exit, 0);
        QVERIFY2(j.out.contains("\"approximate\": true, \"exact_value\": 0.7"), j.out.constData());
        QVERIFY(j.out.contains("\"value\": ") && j.out.contains("\"best_child\": "));
        const auto plain = gametree({"eval", "-", "--algo", "expectiminimax", "--json"},
                                    "max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        QVERIFY(!plain.out.contains("approximate"));
    }

    // Golden traces of the textbook trees, through the command line.
    void goldenTraces_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("golden");
        const QString traces = GT_GOLDEN_DIR "/traces/", chance = GT_GOLDEN_DIR "/chance/";
        auto add = [&](const char *tree, const QStringList &flags, const char *golden) {
            QTest::newRow(golden) << traces + tree << flags << chance + golden;
        };
        add("chance07.tree", {"--algo", "expectimax", "--min-prob", "0.5"},
            "chance07.expectimax.min-prob-0.5.jsonl");
        add("chance07.tree", {"--algo", "expectiminimax", "--min-prob", "0.5"},
            "chance07.expectiminimax.min-prob-0.5.jsonl");
        add("chance07.tree", {"--algo", "expectiminimax", "--samples", "5", "--seed", "3"},
            "chance07.expectiminimax.samples-5.seed-3.jsonl");
        add("chance07.tree", {"--algo", "expectimax", "--samples", "5", "--seed", "3"},
            "chance07.expectimax.samples-5.seed-3.jsonl");
        add("classic.tree", {"--algo", "expectimax", "--samples", "4", "--seed", "1"},
            "classic.expectimax.samples-4.seed-1.jsonl");
        add("aima.tree", {"--algo", "expectimax", "--samples", "6", "--seed", "2"},
            "aima.expectimax.samples-6.seed-2.jsonl");
        add("chance07.tree", {"--algo", "expectiminimax", "--min-prob", "0.5", "--samples", "4"},
            "chance07.expectiminimax.min-prob-0.5.samples-4.jsonl");
    }
    void goldenTraces()
    {
        QFETCH(QString, tree);
        QFETCH(QStringList, flags);
        QFETCH(QString, golden);
        const auto r = gametree(QStringList{"trace", tree} + flags);
        QCOMPARE(r.exit, 0);
        QFile f(golden);
        if (qEnvironmentVariableIsSet("GT_UPDATE_GOLDEN")) {
            QDir().mkpath(QFileInfo(golden).path());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(r.out);
            QSKIP("golden file rewritten");
        }
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 qPrintable(golden + " is missing: run with GT_UPDATE_GOLDEN=1, then review it"));
        const QList<QByteArray> expected = f.readAll().split('\n');
        const QList<QByteArray> actual = r.out.split('\n');
        for (int i = 0; i < std::min(expected.size(), actual.size()); ++i)
            QVERIFY2(expected[i] == actual[i],
                     qPrintable(QString("line %1\nexpected %2\nactual   %3")
                                    .arg(i + 1)
                                    .arg(QString(expected[i]), QString(actual[i]))));
        QCOMPARE(actual.size(), expected.size());
    }

    // A threshold of 0, or one below every probability in the tree, changes nothing: the same
    // events, bit for bit, and the same summary.
    void zeroThresholdChangesNothing()
    {
        for (std::uint64_t seed = 1; seed <= 1200; ++seed) {
            const GameTree t = randomChanceTree(seed);
            double smallest = 1;
            for (NodeId n = 1; n < t.size(); ++n) {
                if (averaging(t, t.parent(n), true))
                    smallest = std::min(smallest, t.childProbability(t.parent(n), t.childIndex(n)));
            }
            for (const QString algo : {"expectimax", "expectiminimax"}) {
                const Trace plain = run(t, algo);
                for (double eps : {0.0, smallest / 2}) {
                    const Trace thresholded = run(t, algo, options({{"min-prob", eps}}));
                    QVERIFY2(sameEvents(plain, thresholded),
                             qPrintable(QString("seed %1 %2 ε %3").arg(seed).arg(algo).arg(eps)));
                    QCOMPARE(thresholded.summary.value, plain.summary.value);
                    QVERIFY(!thresholded.summary.exactValue);
                }
            }
        }
    }

    // With a threshold: the value is the oracle's, the exact value the plain search's, every
    // skipped child is pruned and never read, and where no descendant was approximated the
    // exact value lies in the interval.
    void thresholdProperties()
    {
        int skipping = 0;
        for (std::uint64_t seed = 1; seed <= 1200; ++seed) {
            const GameTree t = randomChanceTree(seed);
            const bool minAverages = seed % 2 == 0;
            const QString algo = minAverages ? "expectimax" : "expectiminimax";
            const double eps = 0.1 + 0.05 * double(seed % 6);
            QString error;
            const auto trace = search(t, algo, options({{"min-prob", eps}}), &error);
            if (!trace) {
                QVERIFY2(error.contains("below --min-prob"), qPrintable(error));
                continue;
            }
            ApproximateOracle oracle{t, minAverages, eps};
            QVERIFY2(close(trace->summary.value, oracle.value(0)),
                     qPrintable(QString::number(seed)));
            const double exact = gt::oracle::value(t, 0, minAverages);
            if (trace->summary.exactValue) {
                ++skipping;
                QVERIFY(close(*trace->summary.exactValue, exact));
            } else {
                QVERIFY(close(trace->summary.value, exact));
            }
            std::vector<char> approximatedBelow(std::size_t(t.size()), 0);
            for (const TraceEvent &e : trace->events) {
                if (e.type == EventType::ChanceSkip) {
                    QVERIFY(e.a < eps);
                    QVERIFY(std::binary_search(trace->summary.pruned.begin(),
                                               trace->summary.pruned.end(), e.node));
                    for (NodeId a = e.other; a != NoNode; a = t.parent(a))
                        approximatedBelow[a] = 1;
                }
                if (e.type == EventType::ChanceInterval) {
                    QVERIFY(e.a <= e.b);
                    bool deeper = false; // a descendant skipped too: X itself is approximate
                    for (NodeId c : t.children(e.node))
                        deeper = deeper || approximatedBelow[c];
                    const double x = gt::oracle::value(t, e.node, minAverages);
                    if (!deeper)
                        QVERIFY2(e.a - 1e-9 <= x && x <= e.b + 1e-9,
                                 qPrintable(QString("seed %1 node %2").arg(seed).arg(e.node)));
                }
            }
        }
        QVERIFY(skipping > 200); // the threshold does skip on many of the trees (294)
    }

    // Sampling: the value is the oracle's (same stream, same order), the same seed gives the
    // same trace, another seed (almost always) another, and the exact value stands beside it.
    void samplingProperties()
    {
        int differ = 0;
        for (std::uint64_t seed = 1; seed <= 1200; ++seed) {
            const GameTree t = randomChanceTree(seed);
            const bool minAverages = seed % 3 == 0;
            const QString algo = minAverages ? "expectimax" : "expectiminimax";
            const int k = 1 + int(seed % 9);
            const int s = int(seed * 7919 % 100000);
            const SearchOptions o = options({{"samples", k}, {"seed", s}});
            const Trace a = run(t, algo, o);
            const Trace b = run(t, algo, o);
            QVERIFY2(sameEvents(a, b), qPrintable(QString::number(seed)));
            QCOMPARE(traceLines(t, a), traceLines(t, b));
            ApproximateOracle oracle{t, minAverages, 0, k, SplitMix64(std::uint64_t(s))};
            QVERIFY2(close(a.summary.value, oracle.value(0)), qPrintable(QString::number(seed)));
            bool anyAveraging = false;
            for (NodeId n = 0; n < t.size(); ++n)
                anyAveraging = anyAveraging || (!t.isLeaf(n) && averaging(t, n, minAverages));
            QCOMPARE(bool(a.summary.exactValue), anyAveraging);
            if (a.summary.exactValue)
                QVERIFY(close(*a.summary.exactValue, gt::oracle::value(t, 0, minAverages)));
            // Each averaging node draws k in all.
            std::vector<int> drawn(std::size_t(t.size()), 0);
            for (const TraceEvent &e : a.events) {
                if (e.type == EventType::ChanceDraw)
                    drawn[e.other] += e.aux;
            }
            for (NodeId n = 0; n < t.size(); ++n) {
                if (drawn[n])
                    QCOMPARE(drawn[n], k);
            }
            const Trace other = run(t, algo, options({{"samples", k}, {"seed", s + 1}}));
            differ += !sameEvents(a, other);
        }
        QVERIFY(differ > 500);
    }

    // k samples at a chance node with one child draw it k times: the value is exact.
    void oneChildSamplingIsExact()
    {
        std::uint64_t state = 42;
        for (int i = 0; i < 1200; ++i) {
            const GameTree t = parse(singleChildChanceText(state, 1 + i % 6));
            const int k = 1 + i % 13;
            const Trace trace = run(t, "expectiminimax", options({{"samples", k}, {"seed", i}}));
            QCOMPARE(trace.summary.value, gt::oracle::value(t, 0));
            for (const TraceEvent &e : trace.events) {
                if (e.type == EventType::ChanceDraw)
                    QCOMPARE(e.aux, k);
                if (e.type == EventType::Estimate)
                    QCOMPARE(e.a, e.b);
            }
        }
    }

    // Replayed backwards and forwards, every frame is the same, and the end shows every draw
    // count and every exact value the events carry.
    void framesFollowTheEvents()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const GameTree t = randomChanceTree(seed);
            const Trace trace =
                run(t, "expectimax", options({{"samples", 3}, {"min-prob", 0.2}, {"seed", 5}}));
            Replayer r(t, trace);
            std::vector<Frame> frames;
            for (int s = 0; s <= r.stepCount(); ++s) {
                r.seek(s);
                frames.push_back(r.frame());
            }
            for (int s = r.stepCount(); s >= 0; --s) {
                r.seek(s);
                for (NodeId n = 0; n < t.size(); ++n)
                    QVERIFY(sameNodeFrame(r.frame().nodes[n], frames[s].nodes[n]));
            }
            r.seek(r.stepCount());
            for (const TraceEvent &e : trace.events) {
                const NodeFrame &f = r.frame().nodes[e.node];
                if (e.type == EventType::ChanceDraw)
                    QCOMPARE(f.draws, e.aux);
                if (e.type == EventType::Estimate)
                    QCOMPARE(f.exactValue, e.b);
                if (e.type == EventType::ChanceSkip)
                    QCOMPARE(f.state, NodeState::Pruned);
            }
            for (NodeId n = 0; n < t.size(); ++n)
                QVERIFY(r.frame().nodes[n].state == NodeState::Done ||
                        r.frame().nodes[n].state == NodeState::Pruned);
        }
    }

    // The canvas: the draw counts after the probabilities on the edges, the estimate marked
    // "≈" with its exact value (and interval) beside it, skipped children greyed and tagged;
    // the exports say the same.
    void canvasAndExportsShowTheApproximation()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        const Trace sampled = run(t, "expectiminimax", options({{"samples", 7}, {"seed", 3}}));
        Replayer r(t, sampled);
        r.seek(r.stepCount());
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        scene.setFrame(&r.frame());
        int total = 0;
        for (NodeId c : {2, 3}) {
            const int draws = r.frame().nodes[c].draws;
            total += draws;
            QCOMPARE(scene.edgeLayer()->drawCount(c), draws);
        }
        QCOMPARE(total, 7);
        QVERIFY(scene.item(1)->look().value.startsWith("≈ "));
        QCOMPARE(scene.item(0)->look().table, QString("exact 0.7"));
        QVERIFY(scene.item(1)->look().formula.contains("/7·"));
        // Back to the start: no counts are left on the edges.
        r.seek(0);
        scene.setFrame(&r.frame());
        QCOMPARE(scene.edgeLayer()->drawCount(2) + scene.edgeLayer()->drawCount(3), 0);

        const Palette palette = toPalette(SceneStyle::light());
        FigureOptions figure;
        const FigureGeometry g = estimateGeometry(t, palette, figure);
        FigureFrames frames(t, &sampled, g, palette, figure);
        const FigureFrame last = frames.frame(int(sampled.events.size()));
        r.seek(r.stepCount());
        const NodeId drawn = r.frame().nodes[2].draws > 0 ? 2 : 3;
        QCOMPARE(last.edges[drawn].probability, QStringLiteral("%1 ×%2")
                                                    .arg(drawn == 2 ? "0.7" : "0.3")
                                                    .arg(r.frame().nodes[drawn].draws));
        QCOMPARE(last.nodes[0].tag, QString("exact 0.7"));

        const Trace skipped = run(t, "expectimax", options({{"min-prob", 0.5}}));
        Replayer s(t, skipped);
        s.seek(s.stepCount());
        scene.setFrame(&s.frame());
        QCOMPARE(scene.item(3)->look().state, NodeState::Pruned);
        QCOMPARE(scene.item(3)->look().table, QString("skipped P=0.3"));
        QCOMPARE(scene.item(1)->look().table, QString("exact 0.7"));
        QCOMPARE(scene.item(1)->look().window, QString("≥ 0.4, ≤ 1"));
        QVERIFY(!scene.edgeLayer()->hasCutMark(3));
        QVERIFY(scene.edgeLayer()->probabilityShown(3)); // greyed with its probability
    }

    // Search ▸ Re-sample (new seed): enabled while samples are set, it searches again with
    // the next seed, and the options form shows it.
    void resampleActionSearchesWithTheNextSeed()
    {
        const GameTree t = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        MainWindow w;
        QAction *resample = w.searchOptionsDock()->resampleAction();
        QVERIFY(resample);
        Document d;
        d.tree = t;
        d.algorithm = QStringLiteral("expectiminimax");
        w.session()->setDocument(d);
        QVERIFY(!resample->isEnabled()); // no samples: nothing to draw again
        const SearchOptions sampling = options({{"samples", 5}, {"seed", 41}});
        w.session()->choice()->setOptions(d.algorithm, sampling);
        QVERIFY(resample->isEnabled());
        resample->trigger();
        QCOMPARE(w.session()->options().integer("seed", -1), 42);
        const Trace expected = run(t, "expectiminimax", options({{"samples", 5}, {"seed", 42}}));
        QVERIFY(sameEvents(*w.session()->trace(), expected));
        QCOMPARE(w.session()->choice()->optionsFor(d.algorithm).integer("seed", -1), 42);
        resample->trigger();
        QCOMPARE(w.session()->options().integer("seed", -1), 43);
    }
};

QTEST_MAIN(TstChanceSample)
#include "tst_chancesample.moc"
