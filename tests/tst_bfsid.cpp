// Two-phase minimax (minimax-bfs) and iterative deepening (id): hand-worked trees, and
// properties over thousands of random trees against the oracles of searchoracle.h and the
// algorithms they must agree with.
#include "randomtrees.h"
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "core/export/figureframe.h"
#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"
#include "core/trace/tracejson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <deque>
#include <set>

using namespace gt;
using gt::test::parse;

namespace {

Trace run(const GameTree &t, const QString &algo, const SearchOptions &o = {})
{
    QString error;
    auto trace = search(t, algo, o, &error);
    if (!trace)
        qFatal("%s failed: %s", qPrintable(algo), qPrintable(error));
    return *trace;
}

SearchOptions options(std::initializer_list<std::pair<const char *, QVariant>> list)
{
    SearchOptions o;
    for (const auto &[name, value] : list)
        o.set(QString::fromLatin1(name), value);
    return o;
}

// The leaves (terminal nodes at `depth`, -1: none) in breadth-first order, by a plain queue.
std::vector<NodeId> bfsLeaves(const GameTree &t, int depth)
{
    std::vector<NodeId> out;
    std::deque<NodeId> queue{0};
    while (!queue.empty()) {
        const NodeId n = queue.front();
        queue.pop_front();
        if (t.isLeaf(n) || (depth >= 0 && t.depth(n) >= depth))
            out.push_back(n);
        else
            for (NodeId c : t.children(n))
                queue.push_back(c);
    }
    return out;
}

double limitedValue(const GameTree &t, NodeId n, int depth)
{
    if (t.isLeaf(n) || t.depth(n) >= depth)
        return t.value(n);
    const bool isMax = t.kind(n) == NodeKind::Max;
    double v = isMax ? -INFINITY : INFINITY;
    for (NodeId c : t.children(n))
        v = isMax ? std::max(v, limitedValue(t, c, depth)) : std::min(v, limitedValue(t, c, depth));
    return v;
}

// The leaves each pass reads, pass by pass.
std::vector<std::vector<NodeId>> leavesByPass(const Trace &trace)
{
    std::vector<std::vector<NodeId>> out;
    for (const TraceEvent &e : trace.events) {
        if (passStartedBy(e))
            out.emplace_back();
        else if (isLeafRead(e))
            out.back().push_back(e.node);
    }
    return out;
}

// The events of one kind, as "node>other" pairs: short enough to compare by hand.
QStringList eventsOf(const Trace &trace, EventType type)
{
    QStringList out;
    for (const TraceEvent &e : trace.events) {
        if (e.type == type)
            out << QStringLiteral("%1>%2").arg(e.node).arg(e.other);
    }
    return out;
}

// T7 of algorithms-research.md §5.3 with heuristic values on a, b, c: the cut-off under b by
// y makes y a killer, tried first under c.
const char *KillerTree = "max(a: min[5](x: 5, y: 6, z: 7), b: min[1](x: 8, y: 1, z: 9), "
                         "c: min[2](x: 9, y: 2, z: 8))";
// The same with b's best move z last: z earns history at b and overtakes y under c.
const char *HistoryTree = "max(a: min[5](x: 5, y: 6, z: 7), b: min[1](x: 8, y: 9, z: 1), "
                          "c: min[2](x: 9, y: 8, z: 2))";

} // namespace

class TstBfsId : public QObject {
    Q_OBJECT
private slots:
    // max(min(3, max(5, 1)), 4), worked by hand. Preorder ids 0 … 6; breadth-first the
    // nodes are 0, 1, 6, 2, 3, 4, 5, so the leaf 4 (id 6) is read first.
    void bfsHandWorked()
    {
        const GameTree t = parse("max(min(3, max(5, 1)), 4)");
        const Trace tr = run(t, "minimax-bfs");
        QCOMPARE(tr.summary.value, 4.0);
        QCOMPARE(tr.summary.bestChild, std::optional<int>(1));
        QCOMPARE(tr.summary.leavesRead, (std::vector<NodeId>{6, 2, 4, 5}));
        QCOMPARE(tr.summary.internalVisited, 3);
        QVERIFY(tr.summary.pruned.empty());
        QStringList types;
        for (const TraceEvent &e : tr.events)
            types << QStringLiteral("%1:%2").arg(int(e.type)).arg(e.node);
        auto ev = [](EventType type, NodeId n) {
            return QStringLiteral("%1:%2").arg(int(type)).arg(n);
        };
        const auto open = EventType::OpenAppend, close = EventType::CloseFront,
                   read = EventType::ReadLeaf, back = EventType::Return;
        const QStringList expected = {
            ev(open, 0), ev(close, 0), ev(open, 1), ev(open, 6), ev(close, 1), ev(open, 2),
            ev(open, 3), ev(close, 6), ev(read, 6), ev(close, 2), ev(read, 2), ev(close, 3),
            ev(open, 4), ev(open, 5), ev(close, 4), ev(read, 4), ev(close, 5), ev(read, 5),
            // phase 2: CLOSED from its end; 3 backs up 5 and 1, 1 backs up 3 and 5, the root
            ev(back, 4), ev(back, 5), ev(back, 2), ev(back, 3), ev(back, 1), ev(back, 6),
            ev(EventType::Finish, 0)};
        QCOMPARE(types, expected);
        // The values rising: 3 gets max(5, 1) = 5, then 1 gets min(3, 5) = 3, the root max(3, 4).
        QCOMPARE(tr.events[19].b, 5.0);
        QCOMPARE(tr.events[21].b, 3.0);
        QCOMPARE(tr.events[23].b, 4.0);
        // The narration says which level each step works on, and when phase 2 begins.
        QCOMPARE(narrate(t, tr, 4),
                 QStringLiteral("Phase 1, level 1: take node 1 off the front of OPEN and put it "
                                "at the end of CLOSED (place 2)."));
        QCOMPARE(narrate(t, tr, 12),
                 QStringLiteral("Phase 1, generating level 3: put node 4, a child of node 3, "
                                "onto the back of OPEN."));
        QVERIFY(narrate(t, tr, 18).startsWith(
            QStringLiteral("Phase 2 begins: OPEN is empty, so CLOSED is walked from its end and "
                           "the values rise from the bottom. Backing up level 2. ")));
        QVERIFY(narrate(t, tr, 20).startsWith(QStringLiteral("Phase 2, backing up level 1. ")));
    }

    // The frame shows OPEN and CLOSED as they grow and shrink, and stepping back restores them.
    void bfsListsReplay()
    {
        const GameTree t = parse("max(min(3, max(5, 1)), 4)");
        const Trace tr = run(t, "minimax-bfs");
        QVERIFY(tr.features.testFlag(TraceFeature::OpenClosed));
        Replayer r(t, tr);
        r.seek(6); // open 0, close 0, open 1, open 6, close 1, open 2
        QCOMPARE(r.frame().queued, (std::vector<NodeId>{0, 1, 6, 2}));
        QCOMPARE(r.frame().closedCount, 2); // CLOSED (0, 1), OPEN (6, 2)
        QCOMPARE(r.frame().current, 1);
        r.seek(r.stepCount());
        QCOMPARE(r.frame().queued, (std::vector<NodeId>{0, 1, 6, 2, 3, 4, 5}));
        QCOMPARE(r.frame().closedCount, 7);
        QCOMPARE(r.frame().nodes[0].value, 4.0);
        QCOMPARE(r.frame().nodes[3].value, 5.0);
        r.seek(5);
        QCOMPARE(r.frame().queued, (std::vector<NodeId>{0, 1, 6}));
        QCOMPARE(r.frame().closedCount, 2);
        r.seek(0);
        QVERIFY(r.frame().queued.empty());
        QCOMPARE(r.frame().closedCount, 0);
    }

    // What the canvas draws of the two phases, frame by frame: the nodes not generated yet,
    // those on OPEN and on CLOSED (with their places), the level band of each phase, and the
    // same frames again when stepping back.
    void bfsFrameStatesLevelByLevel()
    {
        // Preorder 0 max, 1 min, 2 leaf 3, 3 max, 4 leaf 5, 5 leaf 1, 6 leaf 4; depths
        // 0, 1, 2, 2, 3, 3, 1. Steps: 1 open 0, 2 close 0, 3 open 1, 4 open 6, 5 close 1,
        // 6 open 2, 7 open 3, 8 close 6, 9 read 6, 10 close 2, 11 read 2, 12 close 3,
        // 13 open 4, 14 open 5, 15 close 4, 16 read 4, 17 close 5, 18 read 5, then phase 2:
        // 19 4 → 3, 20 5 → 3, 21 2 → 1, 22 3 → 1, 23 1 → 0, 24 6 → 0, 25 finish.
        const GameTree t = parse("max(min(3, max(5, 1)), 4)");
        const Trace tr = run(t, "minimax-bfs");
        Replayer r(t, tr);
        using L = ListPlace;
        auto places = [&] {
            std::vector<L> out;
            for (const NodeFrame &f : r.frame().nodes)
                out.push_back(f.list);
            return out;
        };
        auto band = [&] { return levelBand(t, r.frame()); };
        const LevelBand none{};

        QCOMPARE(places(), std::vector<L>(7, L::Ungenerated)); // nothing generated yet
        QCOMPARE(band(), none);
        r.seek(4);
        QCOMPARE(places(), (std::vector<L>{L::Closed, L::Open, L::Ungenerated, L::Ungenerated,
                                           L::Ungenerated, L::Ungenerated, L::Open}));
        QCOMPARE(band(), (LevelBand{ListPhase::Generating, 1}));
        QCOMPARE(levelBandText(band()), QStringLiteral("phase 1 · frontier at level 1"));
        QCOMPARE(listTagText(r.frame().nodes[1]), QStringLiteral("OPEN"));
        QCOMPARE(listTagText(r.frame().nodes[0]), QStringLiteral("C 1")); // current, closed
        QCOMPARE(listTagText(r.frame().nodes[2]), QString());
        r.seek(7);
        QCOMPARE(places(), (std::vector<L>{L::Closed, L::Closed, L::Open, L::Open, L::Ungenerated,
                                           L::Ungenerated, L::Open}));
        QCOMPARE(band(), (LevelBand{ListPhase::Generating, 2}));
        r.seek(14);
        QCOMPARE(band(), (LevelBand{ListPhase::Generating, 3}));
        r.seek(18); // OPEN is empty, every leaf read: phase 1 has ended, nothing is backed up
        QCOMPARE(places(), std::vector<L>(7, L::Closed));
        QCOMPARE(band(), (LevelBand{ListPhase::Generating, 3}));
        QCOMPARE(r.frame().nodes[6].closedAt, 3);
        QCOMPARE(listTagText(r.frame().nodes[6]), QStringLiteral("C 3"));
        QCOMPARE(r.frame().nodes[4].state, NodeState::OnPath);
        r.seek(19); // the switch: the first value rises, 5 into node 3 at level 2
        QCOMPARE(band(), (LevelBand{ListPhase::BackingUp, 2}));
        QCOMPARE(levelBandText(band()), QStringLiteral("phase 2 · backing up level 2"));
        QCOMPARE(r.frame().nodes[4].state, NodeState::Done);
        QCOMPARE(listTagText(r.frame().nodes[4]), QString()); // backed up: no place shown
        QCOMPARE(listTagText(r.frame().nodes[5]), QStringLiteral("C 7"));
        r.seek(21);
        QCOMPARE(band(), (LevelBand{ListPhase::BackingUp, 1}));
        r.seek(23);
        QCOMPARE(band(), (LevelBand{ListPhase::BackingUp, 0}));
        r.seek(25);
        QCOMPARE(band(), none); // finished: the root's value is all there is to see
        QCOMPARE(places(), std::vector<L>(7, L::Closed));
        r.seek(18); // stepping back restores the lists and the phase exactly
        QCOMPARE(band(), (LevelBand{ListPhase::Generating, 3}));
        QCOMPARE(r.frame().nodes[4].state, NodeState::OnPath);
        r.seek(3);
        QCOMPARE(places(), (std::vector<L>{L::Closed, L::Open, L::Ungenerated, L::Ungenerated,
                                           L::Ungenerated, L::Ungenerated, L::Ungenerated}));
        r.seek(0);
        QCOMPARE(places(), std::vector<L>(7, L::Ungenerated));

        // The legend explains these looks and not "not reached" or "on the path", which no
        // node of a breadth-first frame wears.
        auto legendAt = [&](int step) {
            r.seek(step);
            LegendUse use;
            use.add(t, r.frame(), PrunedMode::Greyed);
            QStringList texts;
            for (const LegendEntry &e : legendEntries(t, &tr, use))
                texts << e.text;
            return texts;
        };
        const QStringList early = legendAt(4);
        QVERIFY2(early.contains("not generated yet") && early.contains("on OPEN (tag OPEN)") &&
                     !early.contains("not reached") &&
                     !early.contains("on CLOSED, value not "
                                     "backed up (C n)"),
                 qPrintable(early.join(", ")));
        const QStringList late = legendAt(20);
        QVERIFY2(late.contains("on CLOSED, value not backed up (C n)") &&
                     !late.contains("on the path") && !late.contains("not generated yet"),
                 qPrintable(late.join(", ")));
    }

    // A depth limit: what lies below it is never generated, and the search's end prunes it.
    void bfsDepthLimitLeavesGhostsPruned()
    {
        const GameTree t = parse("max(min(3, max[5](5, 1)), 4)");
        const Trace tr = run(t, "minimax-bfs", options({{"depth", 2}}));
        Replayer r(t, tr);
        r.seek(r.stepCount() - 1);
        QCOMPARE(r.frame().nodes[4].list, ListPlace::Ungenerated);
        QCOMPARE(r.frame().nodes[4].state, NodeState::Unreached);
        QCOMPARE(r.frame().nodes[3].list, ListPlace::Closed);
        r.seek(r.stepCount());
        QCOMPARE(r.frame().nodes[4].state, NodeState::Pruned);
    }

    // Value and best child are minimax's, the leaves minimax's in breadth-first order; with a
    // depth limit too (heuristic values read at the limit).
    void bfsRandomTrees()
    {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const int depth = seed % 3 == 0 ? int(seed % 4) : -1;
            const SearchOptions o = depth >= 0 ? options({{"depth", depth}}) : SearchOptions();
            const Trace bfs = run(t, "minimax-bfs", o);
            const Trace mm = run(t, "minimax", o);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            QVERIFY2(bfs.summary.value == mm.summary.value, where);
            QVERIFY2(bfs.summary.bestChild == mm.summary.bestChild, where);
            QVERIFY2(bfs.summary.leavesRead == bfsLeaves(t, depth), where);
            std::vector<NodeId> a = bfs.summary.leavesRead, b = mm.summary.leavesRead;
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            QVERIFY2(a == b, where);
            QVERIFY2(bfs.summary.pruned == mm.summary.pruned, where);
            if (depth < 0)
                QVERIFY2(bfs.summary.value == oracle::value(t, 0), where);
            ++checked;
        }
        QVERIFY(checked >= 1000);
    }

    // algorithms-research.md §4.4: T1 with h(B) = 4, h(C) = 6, h(D) = 1. Pass 1 reads the
    // heuristics and finds C best; pass 2 tries C first and reads 9 leaves instead of 7.
    void idPreviousBestFirst()
    {
        const GameTree t = parse("max(B=min[4](3, 12, 8), C=min[6](2, 4, 6), D=min[1](14, 5, 2))");
        const Trace pv = run(t, "id");
        QCOMPARE(pv.summary.value, 3.0);
        QCOMPARE(pv.summary.bestChild, std::optional<int>(0));
        QCOMPARE(pv.summary.leavesRead,
                 (std::vector<NodeId>{1, 5, 9, 6, 7, 8, 2, 3, 4, 10, 11, 12}));
        QCOMPARE(passCount(pv), 2);
        QCOMPARE(eventsOf(pv, EventType::Reorder), QStringList{"5>0"});
        const auto early = std::find_if(pv.events.begin(), pv.events.end(),
                                        [](const TraceEvent &e) { return earlyMove(e); });
        QCOMPARE(earlyMove(*early)->reason, OrderReason::PreviousBest);
        QCOMPARE(earlyMove(*early)->place, 1);
        QCOMPARE(narrate(t, pv, int(early - pv.events.begin())),
                 QStringLiteral("At node 0, C is tried first: it was node 0's best move in the "
                                "previous pass."));
        const Trace none = run(t, "id", options({{"order", "none"}}));
        QCOMPARE(none.summary.leavesRead, (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 10, 11, 12}));
        QVERIFY(eventsOf(none, EventType::Reorder).isEmpty());
        // eval --json says how many passes there were, where there are passes.
        const QJsonObject json = QJsonDocument::fromJson(summaryJson(pv)).object();
        QCOMPARE(json.value("passes").toInt(), 2);
        QCOMPARE(json.value("value").toDouble(), 3.0);
        QVERIFY(!QJsonDocument::fromJson(summaryJson(run(t, "minimax-bfs")))
                     .object()
                     .contains("passes"));
        // Each pass announces its depth.
        const Pass second =
            *passStartedBy(*std::find_if(pv.events.rbegin(), pv.events.rend(),
                                         [](const TraceEvent &e) { return passStartedBy(e); }));
        QCOMPARE(second.number, 2);
        QCOMPARE(second.kind, PassKind::Depth);
        QCOMPARE(second.depth, 2);
    }

    // §5.3's T7: the cut-off under b by y makes y killer 1 of ply 1; under c it is tried first
    // and cuts at once, so x = 9 (id 10) is never read; the cut-off names x and z is pruned too.
    void idKillerFires()
    {
        const GameTree t = parse(KillerTree);
        const Trace killer = run(t, "id", options({{"order", "killer"}}));
        QCOMPARE(killer.summary.value, 5.0);
        QCOMPARE(killer.summary.bestChild, std::optional<int>(0));
        QCOMPARE(killer.summary.leavesRead, (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 7, 11}));
        QCOMPARE(eventsOf(killer, EventType::Reorder), QStringList{"11>9"});
        QCOMPARE(eventsOf(killer, EventType::PruneToo), QStringList{"12>9"});
        for (const TraceEvent &e : killer.events) {
            if (const auto m = earlyMove(e))
                QCOMPARE(m->reason, OrderReason::Killer1);
            if (e.type == EventType::Cutoff && e.node == 9)
                QCOMPARE(prunedChildren(t, e), (std::vector<NodeId>{10}));
        }
        QVERIFY(std::binary_search(killer.summary.pruned.begin(), killer.summary.pruned.end(), 10));
        QCOMPARE(killer.summary.cutoffs, 2); // under b and under c: PruneToo is no cut-off
        // Without killers c is searched in its order: x, then y cuts.
        const Trace pv = run(t, "id");
        QCOMPARE(pv.summary.leavesRead, (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 7, 10, 11}));
        // The replay marks x and z pruned, y read.
        Replayer r(t, killer);
        r.seek(r.stepCount());
        QCOMPARE(r.frame().nodes[10].state, NodeState::Pruned);
        QCOMPARE(r.frame().nodes[12].state, NodeState::Pruned);
        QCOMPARE(r.frame().nodes[11].state, NodeState::Done);
    }

    // Issue 26: a cut-off by the last child records its move too. Under B, y = 3 is the last
    // child and closes the window (β = 3 ≤ α = 5) with nothing left to prune: y becomes the
    // killer of ply 1, so under C it is tried first and cuts at once; x = 9 is pruned.
    void idKillerByLastChild()
    {
        const GameTree t = parse(QStringLiteral(
            "max(A: min[5](x: 5, y: 6), B: min[1](x: 7, y: 3), C: min[1](x: 9, y: 2))"));
        const Trace killer = run(t, "id", options({{"order", "killer"}}));
        QCOMPARE(killer.summary.leavesRead, (std::vector<NodeId>{1, 4, 7, 2, 3, 5, 6, 9}));
        QCOMPARE(killer.summary.pruned, (std::vector<NodeId>{8}));
        // The Killers dock shows y as ply 1's killer from B's last return on.
        const OrderingMemory end = orderingAt(t, killer, int(killer.events.size()));
        QCOMPARE(end.killers.size(), std::size_t(1));
        QCOMPARE(end.killers.front().ply, 1);
        QCOMPARE(end.killers.front().first, QStringLiteral("y"));
    }

    // b's best move z (credited 2^1 at b) ties x (credited at a) and overtakes y under c,
    // where it cuts at once: y (id 11) is never read.
    void idHistoryReorders()
    {
        const GameTree t = parse(HistoryTree);
        const Trace h = run(t, "id", options({{"order", "history"}}));
        QCOMPARE(h.summary.value, 5.0);
        QCOMPARE(h.summary.leavesRead, (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 7, 8, 10, 12}));
        QCOMPARE(eventsOf(h, EventType::Reorder), QStringList{"12>9"});
        for (const TraceEvent &e : h.events) {
            if (const auto m = earlyMove(e)) {
                QCOMPARE(m->reason, OrderReason::History);
                QCOMPARE(m->place, 2);
                QCOMPARE(m->score, 2.0);
            }
        }
        QCOMPARE(run(t, "id").summary.leavesRead,
                 (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 7, 8, 10, 11, 12}));
        // z refutes b as its last child (β = 1 ≤ α = 5, nothing left to prune): a killer all
        // the same (issue 26), so under c it is tried first and cuts at once.
        QCOMPARE(run(t, "id", options({{"order", "killer"}})).summary.leavesRead,
                 (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 7, 8, 12}));
    }

    // Heuristic values are needed where some pass has its horizon, and only there.
    void idRefusesMissingHeuristics()
    {
        const GameTree t = parse("max(min[1](max[2](1, 2), 3), min(4, 5))");
        QString error;
        NodeId node = NoNode;
        QVERIFY(!search(t, "id", {}, &error, &node));
        QCOMPARE(node, 6); // min(4, 5): pass 1's horizon
        QVERIFY2(error.contains("no heuristic value"), qPrintable(error));
        QVERIFY(findAlgorithm("id")->refusal(t));
        const GameTree limited = parse("max(min[1](max(1, 2), 3), min[4](4, 5))");
        QVERIFY(!search(limited, "id", {}, &error, &node)); // max(1, 2) is read at pass 2
        QCOMPARE(node, 2);
        QVERIFY2(search(limited, "id", options({{"depth", 1}}), &error), qPrintable(error));
    }

    // On random trees with heuristic values: every ordering finds minimax's value and best
    // child; with order none, pass d reads exactly depth-limited alpha-beta's leaves at d.
    void idRandomTrees()
    {
        int checked = 0, killersSeen = 0;
        for (std::uint64_t seed = 1; seed <= 1200; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            const double value = oracle::value(t, 0);
            std::optional<int> best; // none for a lone leaf
            if (!t.isLeaf(0))
                best = oracle::bestChild(t);
            for (const char *order : {"pv", "killer", "history", "none"}) {
                const Trace tr = run(t, "id", options({{"order", order}}));
                QVERIFY2(tr.summary.value == value, where + " " + order);
                QVERIFY2(tr.summary.bestChild == best, where + " " + order);
                QCOMPARE(passCount(tr), std::max(1, t.height()));
                // The replay ends where the search does.
                Replayer r(t, tr);
                r.seek(r.stepCount());
                QVERIFY2(r.frame().nodes[0].value == value, where + " " + order);
            }
            // Killers are reset at each pass: a killer of ply p comes from a cut-off at ply p
            // earlier in the same pass (α ≥ β after a child, by the last child too).
            std::set<int> cutPlies;
            for (const TraceEvent &e : run(t, "id", options({{"order", "killer"}})).events) {
                if (passStartedBy(e))
                    cutPlies.clear();
                if (refutes(e))
                    cutPlies.insert(t.depth(e.node));
                const auto m = earlyMove(e);
                if (m && m->reason != OrderReason::PreviousBest) {
                    QVERIFY2(cutPlies.count(t.depth(m->parent)), where);
                    ++killersSeen;
                }
            }
            const auto passes = leavesByPass(run(t, "id", options({{"order", "none"}})));
            for (int d = 1; d <= t.height(); ++d) {
                const Trace ab = run(t, "alphabeta", options({{"depth", d}}));
                QVERIFY2(passes[std::size_t(d - 1)] == ab.summary.leavesRead,
                         where + " pass " + QByteArray::number(d));
            }
            // With a depth limit the last pass is at the limit.
            const int limit = int(seed % 3);
            const Trace limited = run(t, "id", options({{"depth", limit}}));
            QVERIFY2(limited.summary.value == limitedValue(t, 0, limit), where);
            QVERIFY2(limited.summary.bestChild ==
                         run(t, "minimax", options({{"depth", limit}})).summary.bestChild,
                     where);
            ++checked;
        }
        QVERIFY(checked >= 1000);
        QVERIFY(killersSeen >= 100); // the property above is not vacuous
    }
};

QTEST_GUILESS_MAIN(TstBfsId)
#include "tst_bfsid.moc"
