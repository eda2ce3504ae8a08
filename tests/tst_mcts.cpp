// Monte-Carlo tree search (mcts): an independent reference written another way (recursive,
// integer sums, its own SplitMix64 and 64-bit index arithmetic) against the product on
// thousands of random MAX/MIN and chance trees, the hand-worked tree of docs/algorithms.md,
// the invariants of ALGORITHMS.md, a leaf root, and the refusal of --playout-depth.
#include "sanitizers.h"

#include "runsearch.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/search/mcts/mctsengine.h"
#include "core/search/mcts/mctsevents.h"
#include "core/trace/eventquery.h"
#include "core/trace/replayer.h"
#include "core/trace/tracejson.h"
#include "core/tree/exact.h"

#include <QtTest>

#include <cmath>
#include <cstring>

using namespace gt;
using gt::test::parse;
using gt::test::run;

namespace {

__extension__ using U128 = unsigned __int128;

// ALGORITHMS.md "Monte-Carlo tree search", written as a textbook would: one recursive descent
// per iteration that returns r and updates on its way out. W is a 64-bit integer (the trees
// here have whole values), so W/N as doubles is the double nearest the quotient.
class ReferenceMcts {
public:
    ReferenceMcts(const GameTree &t, int iterations, double c, std::uint64_t seed, int depth)
        : m_t(t)
        , m_c(c)
        , m_state(seed)
        , m_depth(depth)
        , m_n(std::size_t(t.size()), 0)
        , m_w(std::size_t(t.size()), 0)
        , m_in(std::size_t(t.size()), false)
        , m_passed(std::size_t(t.size()), false)
    {
        m_in[0] = true;
        for (int i = 0; i < iterations; ++i)
            iterate(0);
    }

    std::vector<NodeId> leaves;
    std::int64_t visits(NodeId n) const { return m_n[std::size_t(n)]; }
    double q(NodeId n) const { return double(m_w[std::size_t(n)]) / double(m_n[std::size_t(n)]); }
    std::vector<NodeId> pruned() const
    {
        std::vector<NodeId> out;
        for (NodeId n = 0; n < m_t.size(); ++n)
            if (!m_in[std::size_t(n)] && !m_passed[std::size_t(n)])
                out.push_back(n);
        return out;
    }

private:
    std::uint64_t next()
    {
        m_state += 0x9e3779b97f4a7c15ull;
        std::uint64_t z = m_state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    // ((x >> 11) · k) >> 53 fits 64 bits while k < 2048.
    int pick(int k) { return int(((next() >> 11) * std::uint64_t(k)) >> 53); }
    NodeId draw(NodeId n)
    {
        const std::uint64_t x = next() >> 11; // u = x / 2^53
        const int k = m_t.childCount(n);
        if (!m_t.hasProb(m_t.child(n, 0))) { // 1/k each: i/k > x/2^53  ⟺  i·2^53 > x·k
            for (int i = 1; i <= k; ++i)
                if (U128(i) << 53 > U128(x) * unsigned(k))
                    return m_t.child(n, i - 1);
        }
        const Rational u(mpz_class(std::to_string(x)), mpz_class(std::to_string(1ull << 53)));
        Rational sum;
        for (int i = 0; i < k; ++i) {
            sum += exactNumber(m_t.prob(m_t.child(n, i)));
            if (sum > u)
                return m_t.child(n, i);
        }
        return NoNode;
    }
    std::int64_t valueOf(NodeId n) { return std::int64_t(m_t.value(n)); }
    std::int64_t playout(NodeId n)
    {
        for (int moves = 0; !m_t.isLeaf(n) && moves != m_depth; ++moves) {
            n = m_t.kind(n) == NodeKind::Chance ? draw(n) : m_t.child(n, pick(m_t.childCount(n)));
            m_passed[std::size_t(n)] = true;
        }
        leaves.push_back(n);
        return valueOf(n);
    }
    void update(NodeId n, std::int64_t r)
    {
        ++m_n[std::size_t(n)];
        m_w[std::size_t(n)] += r;
    }
    std::int64_t iterate(NodeId n)
    {
        std::int64_t r = 0;
        if (m_t.isLeaf(n)) {
            leaves.push_back(n);
            r = valueOf(n);
        } else {
            NodeId c = NoNode;
            if (m_t.kind(n) == NodeKind::Chance) {
                c = draw(n);
            } else {
                for (NodeId x : m_t.children(n))
                    if (c == NoNode && !m_in[std::size_t(x)])
                        c = x;
                if (c == NoNode) {
                    double best = 0;
                    for (NodeId x : m_t.children(n)) {
                        const double b =
                            m_c * std::sqrt(std::log(double(visits(n))) / double(visits(x)));
                        const double u = m_t.kind(n) == NodeKind::Max ? q(x) + b : q(x) - b;
                        if (c == NoNode || (m_t.kind(n) == NodeKind::Max ? u > best : u < best)) {
                            c = x;
                            best = u;
                        }
                    }
                }
            }
            if (m_in[std::size_t(c)]) {
                r = iterate(c);
            } else {
                m_in[std::size_t(c)] = true;
                r = playout(c);
                update(c, r);
            }
        }
        update(n, r);
        return r;
    }

    const GameTree &m_t;
    double m_c;
    std::uint64_t m_state;
    int m_depth;
    std::vector<std::int64_t> m_n, m_w;
    std::vector<bool> m_in, m_passed;
};

SearchOptions options(int iterations, double c, int seed, int playoutDepth = -1)
{
    SearchOptions o;
    o.set(QStringLiteral("iterations"), iterations);
    o.set(QStringLiteral("c"), c);
    o.set(QStringLiteral("seed"), seed);
    if (playoutDepth >= 0)
        o.set(QStringLiteral("playout-depth"), playoutDepth);
    return o;
}

QJsonArray extra(const Trace &trace, const QString &key)
{
    for (const auto &[k, v] : trace.summary.extra)
        if (k == key)
            return v.toArray();
    return {};
}

bool same(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// The random trees of the property tests: irregular, MIN roots, chance levels with uniform and
// random probabilities, heuristic values for --playout-depth.
RandomTreeOptions treeOptions(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 3);
    o.depth = 1 + int(seed % 5);
    o.leafChance = double(seed % 3) * 0.15;
    o.minValue = seed % 2 ? -9 : 0;
    o.maxValue = 3 + int(seed % 7);
    o.chanceLevels = seed % 3 == 0;
    o.randomProbabilities = seed % 6 == 0;
    o.randomKinds = seed % 5 == 0;
    o.rootKind = seed % 7 == 0 ? NodeKind::Min : NodeKind::Max;
    o.heuristics = seed % 4 == 0 && !o.chanceLevels; // whole heuristic values
    return o;
}

// One line of the trace format read back into the event it was written from: the reading a
// program of the student's would do (docs/trace-format.md), written here independently.
TraceEvent readEvent(const GameTree &t, const QByteArray &line)
{
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    const QString type = o.value(QStringLiteral("type")).toString();
    auto number = [&](const char *key) { return o.value(QLatin1String(key)).toDouble(); };
    auto integer = [&](const char *key) { return o.value(QLatin1String(key)).toInt(); };
    auto flag = [&](const char *key) { return std::uint8_t(o.value(QLatin1String(key)).toBool()); };
    auto nodeOrNone = [&](const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        return v.isNull() ? NoNode : NodeId(v.toInt());
    };
    TraceEvent e;
    e.node = integer("node");
    e.line = std::uint8_t(integer("line"));
    if (type == QLatin1String("mcts_select")) {
        e.type = MctsSelect;
        e.other = integer("chosen");
        e.a = o.value(QStringLiteral("ucb")).toArray()[t.childIndex(e.other)].toDouble();
        e.b = number("c");
        e.aux = integer("iteration");
    } else if (type == QLatin1String("mcts_draw")) {
        e.type = MctsDraw;
        e.other = integer("drawn");
        e.a = number("u");
        e.b = number("probability");
        e.detail = flag("added");
        e.aux = integer("iteration");
    } else if (type == QLatin1String("mcts_expand")) {
        e.type = MctsExpand;
        e.other = integer("parent");
        e.aux = integer("iteration");
    } else if (type == QLatin1String("mcts_playout")) {
        e.type = MctsPlayout;
        e.other = integer("parent");
        e.aux = integer("move");
        e.detail = o.contains(QStringLiteral("u"));
        e.a = number("u");
    } else if (type == QLatin1String("mcts_result")) {
        e.type = MctsResult;
        e.a = number("value");
        e.detail = flag("heuristic");
        e.aux = integer("iteration");
    } else if (type == QLatin1String("mcts_backup")) {
        e.type = MctsBackup;
        e.other = nodeOrNone("child");
        e.a = number("q");
        e.b = number("w");
        e.aux = integer("visits");
    } else if (type == QLatin1String("finish")) {
        e.type = EventType::Finish;
        e.a = number("value");
        e.detail = std::uint8_t(Bound::Exact); // a search's end is always exact
    } else {
        qFatal("unexpected event type %s", qPrintable(type));
    }
    return e;
}

std::vector<NodeId> ids(std::initializer_list<NodeId> list)
{
    return list;
}

} // namespace

class TestMcts : public QObject {
    Q_OBJECT

private slots:
    // The product against the reference: value, best child, leaves, pruned, visits and q
    // exactly, on 2,400 random trees (irregular, MIN roots, chance levels with uniform and
    // random probabilities, heuristic values for --playout-depth), iterations 1–200.
    void matchesTheReference()
    {
        const double cs[] = {0, 0.5, 1.4142135623730951, 3};
        int compared = 0, chanceTrees = 0, withDepth = 0;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(gt::test::underSanitizers(2400));
             ++seed) {
            const RandomTreeOptions o = treeOptions(seed);
            const GameTree t = randomTree(o);
            const int iterations = 1 + int((seed * 37) % 200);
            const double c = cs[seed % 4];
            const int streamSeed = int((seed * 13) % 7);
            const int depth = o.heuristics ? int(seed / 4 % 3) : -1;
            const Trace trace = run(t, "mcts", options(iterations, c, streamSeed, depth));
            const ReferenceMcts ref(t, iterations, c, std::uint64_t(streamSeed), depth);
            const QByteArray where =
                "seed " + QByteArray::number(qulonglong(seed)) + " " + gt::test::show(t).toUtf8();
            QVERIFY2(trace.summary.leavesRead == ref.leaves, where);
            QVERIFY2(trace.summary.pruned == ref.pruned(), where);
            const QJsonArray visits = extra(trace, "visits"), q = extra(trace, "q");
            QCOMPARE(visits.size(), qsizetype(t.childCount(0)));
            NodeId best = NoNode;
            for (int i = 0; i < t.childCount(0); ++i) {
                const NodeId ch = t.child(0, i);
                QVERIFY2(visits[i].toInteger() == ref.visits(ch), where);
                if (ref.visits(ch) == 0)
                    QVERIFY2(q[i].isNull(), where);
                else
                    QVERIFY2(same(q[i].toDouble(), ref.q(ch)), where);
                if (best == NoNode || ref.visits(ch) > ref.visits(best))
                    best = ch;
            }
            if (t.isLeaf(0) || t.kind(0) == NodeKind::Chance) {
                QVERIFY2(!trace.summary.bestChild, where);
                QVERIFY2(same(trace.summary.value, ref.q(0)), where);
            } else {
                QVERIFY2(trace.summary.bestChild == t.childIndex(best), where);
                QVERIFY2(same(trace.summary.value, ref.q(best)), where);
            }
            ++compared;
            chanceTrees += o.chanceLevels;
            withDepth += depth >= 0;
        }
        QCOMPARE(compared, gt::test::underSanitizers(2400));
        QVERIFY(chanceTrees > gt::test::underSanitizers(700) &&
                withDepth > gt::test::underSanitizers(350));
    }

    // MAX root A over MIN nodes B (10, 10) and C (9, 100); ids A 0, B 1, b1 2, b2 3, C 4,
    // c1 5, c2 6. Seed 0: SplitMix64 gives 0xe220a8397b1dcdaf, then 0x6e789e6aa1b965f4, …;
    // a uniform choice of 2 takes the top bit.
    //   1. A has no child in the tree: add B; playout from B: top bit 1 → b2 = 10. B: N 1,
    //      W 10; A: N 1, W 10.
    //   2. add C; playout: top bit 0 → c1 = 9. C: N 1, W 9; A: N 2, W 19.
    //   3. A is full: UCB(B) = 10 + √2·√(ln 2 / 1) = 11.18, UCB(C) = 9 + 1.18 = 10.18: B. B
    //      adds b1, a leaf: r = 10 (no draw). b1: 1, 10; B: 2, 20; A: 3, 29.
    //   4. UCB(B) = 10 + √2·√(ln 3 / 2) = 11.05, UCB(C) = 9 + √2·√(ln 3) = 10.48: B, which
    //      adds b2: r = 10. B: 3, 30; A: 4, 39.
    // visits [3, 1], q [10, 9]: best child B, value 10; leaves b2 c1 b1 b2; only c2 untouched.
    void handWorked_data()
    {
        QTest::addColumn<int>("iterations");
        QTest::addColumn<std::vector<NodeId>>("leaves");
        QTest::addColumn<std::vector<NodeId>>("pruned");
        QTest::addColumn<QByteArray>("visits");
        QTest::addColumn<QByteArray>("q");
        QTest::newRow("1") << 1 << ids({3}) << ids({2, 4, 5, 6}) << QByteArray("[1, 0]")
                           << QByteArray("[10, null]");
        QTest::newRow("2") << 2 << ids({3, 5}) << ids({2, 6}) << QByteArray("[1, 1]")
                           << QByteArray("[10, 9]");
        QTest::newRow("3") << 3 << ids({3, 5, 2}) << ids({6}) << QByteArray("[2, 1]")
                           << QByteArray("[10, 9]");
        QTest::newRow("4") << 4 << ids({3, 5, 2, 3}) << ids({6}) << QByteArray("[3, 1]")
                           << QByteArray("[10, 9]");
    }
    void handWorked()
    {
        QFETCH(int, iterations);
        QFETCH(std::vector<NodeId>, leaves);
        QFETCH(std::vector<NodeId>, pruned);
        QFETCH(QByteArray, visits);
        QFETCH(QByteArray, q);
        const Trace trace =
            run(parse("((10,10),(9,100))"), "mcts", options(iterations, 1.4142135623730951, 0));
        QCOMPARE(trace.summary.leavesRead, leaves);
        QCOMPARE(trace.summary.pruned, pruned);
        QCOMPARE(trace.summary.bestChild, std::optional<int>(0));
        QCOMPARE(trace.summary.value, 10.0);
        const QByteArray json = summaryJson(trace);
        QVERIFY2(json.contains("\"visits\": " + visits + ", \"q\": " + q + ", \"stats\""), json);
    }
    // With many iterations the visits go to B, whose worst is 10, not C, whose likely is 9.
    void visitsConvergeToTheBetterMove()
    {
        const GameTree t = parse("((10,10),(9,100))");
        const Trace trace = run(t, "mcts", options(1000, 1.4142135623730951, 0));
        const QJsonArray visits = extra(trace, "visits");
        QCOMPARE(trace.summary.bestChild, std::optional<int>(0));
        QVERIFY2(visits[0].toInteger() > 800, qPrintable(QString::number(visits[0].toInteger())));
        QCOMPARE(trace.summary.value, 10.0);
    }

    // The root's N and the sum of its children's N are the iterations; every search-tree node's
    // N is the sum of its children's (plus the iterations that ended on it, a leaf).
    void visitsAddUp()
    {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.maxBranching = 4;
            o.depth = 4;
            o.leafChance = 0.2;
            o.chanceLevels = seed % 2 == 0;
            const GameTree t = randomTree(o);
            const int iterations = 1 + int(seed % 200);
            MctsSettings s;
            s.iterations = iterations;
            s.seed = seed;
            MctsEngine engine(t, s, true);
            engine.run();
            QCOMPARE(engine.visits(0), std::int64_t(iterations));
            std::int64_t sum = 0;
            for (NodeId c : t.children(0))
                sum += engine.visits(c);
            QCOMPARE(sum, std::int64_t(iterations));
            for (NodeId n = 0; n < t.size(); ++n) {
                if (t.isLeaf(n) || !engine.inSearchTree(n))
                    continue;
                std::int64_t below = 0;
                for (NodeId c : t.children(n))
                    below += engine.visits(c);
                QCOMPARE(below + (n == 0 ? 0 : 1), engine.visits(n)); // n's own first iteration
            }
            QCOMPARE(int(engine.iterations().size()), iterations);
            for (const MctsIteration &it : engine.iterations()) {
                QCOMPARE(it.updated.back().node, 0);
                QVERIFY(it.expanded != NoNode || t.isLeaf(it.leaf));
            }
        }
    }

    // A leaf root: every iteration ends on it; no best child; no visits or q.
    void leafRoot()
    {
        const Trace trace = run(parse("7"), "mcts", options(5, 1, 0));
        QCOMPARE(trace.summary.leavesRead, ids({0, 0, 0, 0, 0}));
        QVERIFY(!trace.summary.bestChild);
        QCOMPARE(trace.summary.value, 7.0);
        QVERIFY(trace.summary.pruned.empty());
        QVERIFY(summaryJson(trace).contains("\"visits\": [], \"q\": []"));
    }

    // A chance root: no best child; its value is the root's Q.
    void chanceRoot()
    {
        const Trace trace = run(parse("chance(0.5: 4, 0.5: 8)"), "mcts", options(3, 1, 0));
        QVERIFY(!trace.summary.bestChild);
        QCOMPARE(trace.summary.leavesRead.size(), std::size_t(3));
    }

    // W is exact: 0.1 + 0.2 is 3/10, and Q the double nearest 3/20, 0.15 (summed in doubles it
    // would be 0.15000000000000002). Seed 0 draws u = 0.88…, then 0.43…: 0.2, then 0.1.
    void sumsAreExact()
    {
        const Trace trace = run(parse("chance(0.5: 0.1, 0.5: 0.2)"), "mcts", options(2, 1, 0));
        QCOMPARE(trace.summary.leavesRead, ids({2, 1}));
        QVERIFY(same(trace.summary.value, 0.15));
        QVERIFY2(summaryJson(trace).contains("\"value\": 0.15,"), summaryJson(trace));
    }

    // --playout-depth needs a heuristic value wherever a playout can stop: the first such node
    // in preorder is named; with values the playout stops and reads it.
    void playoutDepthRefusal()
    {
        const GameTree t = parse("((1,2),(3,(4,5)))");
        QString error;
        QVERIFY(!search(t, "mcts", options(10, 1, 0, 1), &error));
        QCOMPARE(error, QStringLiteral("node 6 has no heuristic value; a playout of "
                                       "--playout-depth 1 can stop there"));
        QVERIFY(!search(t, "mcts", options(10, 1, 0, 0), &error));
        QVERIFY2(error.startsWith("node 1 has no heuristic value"), qPrintable(error));
        QVERIFY(search(t, "mcts", options(10, 1, 0, 2), &error));
        QVERIFY(search(t, "mcts", options(10, 1, 0), &error));
        const GameTree h = parse("([5](6,7), [2](9,10))");
        const Trace trace = run(h, "mcts", options(2, 1, 0, 0));
        QCOMPARE(trace.summary.leavesRead, ids({1, 4}));
        QCOMPARE(trace.summary.value, 5.0);
    }

    // The trace replays to its end; every iteration reads one leaf and ends at the root.
    void traceReplays()
    {
        const GameTree t = parse("((10,10),(9,100))");
        const Trace trace = run(t, "mcts", options(20, 1.4142135623730951, 3));
        Replayer r(t, trace);
        r.seek(r.stepCount());
        QVERIFY(r.frame().finished);
        int reads = 0;
        for (const TraceEvent &e : trace.events)
            reads += isLeafRead(e);
        QCOMPARE(reads, 20);
    }

    // The frames the trace replays to hold the engine's search tree (issue 30): after each
    // iteration every node's N and Q are what the engine recorded, bit for bit, and a node is
    // in the search tree exactly when the engine added it; at each selection the children
    // carry the engine's UCB values, the one taken picked; a playout's nodes are marked as
    // such, and no longer once the iteration has ended. Random trees as above.
    void framesFollowTheEngine()
    {
        const double cs[] = {0, 0.5, 1.4142135623730951, 3};
        int iterationsSeen = 0, selections = 0, playouts = 0;
        const int trees = gt::test::underSanitizers(300);
        for (std::uint64_t seed = 1; seed <= std::uint64_t(trees); ++seed) {
            const RandomTreeOptions o = treeOptions(seed);
            const GameTree t = randomTree(o);
            MctsSettings settings;
            settings.iterations = 1 + int((seed * 37) % 60);
            settings.c = cs[seed % 4];
            settings.seed = (seed * 13) % 7;
            settings.playoutDepth = o.heuristics ? int(seed / 4 % 3) : -1;
            MctsEngine engine(t, settings, true);
            engine.run();
            const Trace trace = run(t, "mcts",
                                    options(settings.iterations, settings.c, int(settings.seed),
                                            settings.playoutDepth));
            const QByteArray where =
                "seed " + QByteArray::number(qulonglong(seed)) + " " + gt::test::show(t).toUtf8();
            Replayer r(t, trace);
            std::vector<std::int64_t> n(std::size_t(t.size()), 0);
            std::vector<double> q(std::size_t(t.size()), std::nan(""));
            std::vector<char> in(std::size_t(t.size()), 0);
            in[0] = 1;
            std::size_t k = 0, sel = 0;
            for (int i = 0; i < int(trace.events.size()); ++i) {
                const TraceEvent &e = trace.events[std::size_t(i)];
                r.seek(i + 1);
                const Frame &f = r.frame();
                if (e.type == EventType::Finish)
                    break;
                QVERIFY2(k < engine.iterations().size(), where);
                const MctsIteration &it = engine.iterations()[k];
                if (e.type == MctsSelect || (e.type == MctsDraw && !e.detail)) {
                    QVERIFY2(sel < it.selection.size(), where);
                    const MctsSelectStep &step = it.selection[sel++];
                    QVERIFY2(e.node == step.node && e.other == step.chosen, where);
                    for (int j = 0; e.type == MctsSelect && j < t.childCount(e.node); ++j) {
                        const NodeFrame &cf = f.nodes[t.child(e.node, j)];
                        QVERIFY2(cf.ranked && same(cf.orderScore, step.ucb[std::size_t(j)]), where);
                        QVERIFY2(cf.picked == (t.child(e.node, j) == step.chosen), where);
                    }
                    selections += e.type == MctsSelect;
                } else if (e.type == MctsExpand) {
                    QVERIFY2(e.node == it.expanded, where);
                    in[std::size_t(e.node)] = 1;
                } else if (e.type == MctsPlayout) {
                    QVERIFY2(f.nodes[e.node].tree == TreePlace::Playout, where);
                    ++playouts;
                } else if (e.type == MctsResult) {
                    QVERIFY2(e.node == it.leaf && same(e.a, it.result), where);
                } else if (e.type == MctsBackup && e.node == 0) { // the iteration's end
                    for (const MctsIteration::Update &u : it.updated) {
                        n[std::size_t(u.node)] = u.visits;
                        q[std::size_t(u.node)] = u.q;
                    }
                    for (NodeId m = 0; m < t.size(); ++m) {
                        const NodeFrame &mf = f.nodes[m];
                        QVERIFY2((mf.tree == TreePlace::InTree) == bool(in[std::size_t(m)]),
                                 where + " node " + QByteArray::number(m));
                        QVERIFY2(mf.visits == n[std::size_t(m)] && !mf.ranked,
                                 where + " node " + QByteArray::number(m));
                        QVERIFY2(n[std::size_t(m)] == 0 || same(mf.value, q[std::size_t(m)]),
                                 where + " node " + QByteArray::number(m));
                    }
                    ++k;
                    sel = 0;
                    ++iterationsSeen;
                }
            }
            QVERIFY2(k == std::size_t(settings.iterations), where);
            for (NodeId m = 0; m < t.size(); ++m)
                QVERIFY2(bool(in[std::size_t(m)]) == engine.inSearchTree(m), where);
        }
        QVERIFY(iterationsSeen > trees * 20 && selections > trees && playouts > trees);
    }

    // Every event written in the trace format and read back is the same event (its fields
    // carry all of it), and the trace read back replays to the same frames.
    void jsonRoundTrip()
    {
        const char *sources[] = {"((10,10),(9,100))", "max(min(3,12,8),min(2,4,6),min(14,5,2))",
                                 "max(chance(0.5: min(1,4), 0.5: min(6,2)), min(3, max(5,7)))"};
        int events = 0;
        for (const char *source : sources) {
            const GameTree t = parse(source);
            const Trace trace = run(t, "mcts", options(40, 1.4142135623730951, 5));
            Trace back;
            back.algorithm = trace.algorithm;
            back.features = trace.features;
            back.summary = trace.summary;
            for (int i = 0; i < int(trace.events.size()); ++i)
                back.events.push_back(readEvent(t, eventJson(t, trace, i)));
            for (std::size_t i = 0; i < trace.events.size(); ++i)
                QVERIFY2(std::memcmp(&trace.events[i], &back.events[i], sizeof(TraceEvent)) == 0,
                         eventJson(t, trace, int(i)).constData());
            Replayer a(t, trace), b(t, back);
            for (int step = 1; step <= a.stepCount(); ++step) {
                a.seek(step);
                b.seek(step);
                QVERIFY(a.frame().nodes == b.frame().nodes);
                QCOMPARE(a.frame().current, b.frame().current);
            }
            events += int(trace.events.size());
        }
        QVERIFY(events > 300);
    }
};

QTEST_GUILESS_MAIN(TestMcts)
#include "tst_mcts.moc"
