// What the student sees of iterative deepening and the OPEN lists: the horizon line and the
// heuristic values at it, the badges of children tried out of order, the killer slots and the
// history table derived from the trace, and the OPEN dock's title and lists.
#include "randomtrees.h"
#include "treetexthelpers.h"

#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/replayer.h"
#include "views/docks/opendock.h"
#include "views/docks/orderingdock.h"
#include "views/scene/horizonline.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include <QListWidget>
#include <QTableWidget>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace gt;
using gt::test::parse;

namespace {

// AIMA's tree with heuristic values on B, C and D (tests/golden/traces/heuristic.tree).
const char *Heuristic = "A=max(B=min[4](3, 12, 8), C=min[6](2, 4, 6), D=min[1](14, 5, 2))";
// algorithms-research.md §5.3's T7: the cut-off under b by y makes y killer 1 of ply 1.
const char *KillerTree = "max(a: min[5](x: 5, y: 6, z: 7), b: min[1](x: 8, y: 1, z: 9), "
                         "c: min[2](x: 9, y: 2, z: 8))";
// b's best move z earns history at b and overtakes y under c.
const char *HistoryTree = "max(a: min[5](x: 5, y: 6, z: 7), b: min[1](x: 8, y: 9, z: 1), "
                          "c: min[2](x: 9, y: 8, z: 2))";

SearchOptions order(const char *how)
{
    SearchOptions o;
    o.set(QStringLiteral("order"), QString::fromLatin1(how));
    return o;
}

Trace run(const GameTree &t, const char *algo, const SearchOptions &o = {})
{
    QString error;
    auto trace = search(t, QString::fromLatin1(algo), o, &error);
    if (!trace)
        qFatal("%s failed: %s", algo, qPrintable(error));
    return *trace;
}

// The step right after the first event matching `pred` (the frame that event leads to).
template <class Pred> int stepAfter(const Trace &trace, Pred pred, int from = 0)
{
    for (int i = from; i < int(trace.events.size()); ++i) {
        if (pred(trace.events[std::size_t(i)]))
            return i + 1;
    }
    qFatal("no such event");
    return -1;
}

Frame frameAt(const GameTree &t, const Trace &trace, int step)
{
    Replayer r(t, trace);
    r.seek(step);
    return r.frame();
}

Document documentOf(const GameTree &t, const char *algo, const SearchOptions &o = {})
{
    Document d;
    d.tree = t;
    d.algorithm = QString::fromLatin1(algo);
    d.options = o;
    d.step = 0;
    return d;
}

QStringList listTexts(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

} // namespace

class TestIdView : public QObject {
    Q_OBJECT

private slots:
    // A node read at the horizon shows its value as a heuristic; a leaf does not; in the next
    // pass, searched below, it shows a backed-up value again. Stepping back takes the mark off.
    void horizonNodesShowTheirHeuristic()
    {
        const GameTree t = parse(Heuristic);
        const Trace trace = run(t, "id");
        const int readB = stepAfter(trace, [](const TraceEvent &e) {
            return e.type == EventType::ReadLeaf && e.node == 1;
        });
        Frame f = frameAt(t, trace, readB);
        QVERIFY(f.nodes[1].heuristic);
        QCOMPARE(valueText(f.nodes[1]), QStringLiteral("h=4"));
        QCOMPARE(frameAt(t, trace, readB + 1).nodes[1].heuristic, true); // returned, still h
        QCOMPARE(valueText(frameAt(t, trace, readB + 1).nodes[1]), QStringLiteral("h=4"));
        QVERIFY(!frameAt(t, trace, readB - 1).nodes[1].heuristic);
        // Pass 2 reads the leaf 3 under B: a leaf's value is no heuristic.
        const int readLeaf = stepAfter(trace, [](const TraceEvent &e) {
            return e.type == EventType::ReadLeaf && e.node == 2;
        });
        f = frameAt(t, trace, readLeaf);
        QVERIFY(!f.nodes[2].heuristic);
        QCOMPARE(valueText(f.nodes[2]), QStringLiteral("3"));
        f = frameAt(t, trace, int(trace.events.size()));
        QCOMPARE(valueText(f.nodes[1]), QStringLiteral("3")); // searched below in pass 2
    }

    // A child tried out of order carries a badge saying why while its parent is searched, not
    // before the Reorder event and not after the parent returns.
    void badgesWhileTheParentIsSearched()
    {
        const GameTree t = parse(Heuristic);
        const Trace pv = run(t, "id");
        const int reorder = stepAfter(pv, [](const TraceEvent &e) { return bool(earlyMove(e)); });
        QCOMPARE(orderBadgeText(frameAt(t, pv, reorder).nodes[5]), QStringLiteral("PV"));
        QCOMPARE(orderBadgeText(frameAt(t, pv, reorder - 1).nodes[5]), QString());
        QCOMPARE(orderBadgeText(frameAt(t, pv, int(pv.events.size()) - 1).nodes[5]),
                 QStringLiteral("PV")); // the root is still being searched
        QCOMPARE(orderBadgeText(frameAt(t, pv, int(pv.events.size())).nodes[5]), QString());
        // Stepping back over the root's end brings the badge back.
        Replayer r(t, pv);
        r.seek(r.stepCount());
        r.seek(r.stepCount() - 1);
        QVERIFY(r.frame().nodes[5].orderedEarly);

        const GameTree k = parse(KillerTree);
        const Trace killer = run(k, "id", order("killer"));
        const int kReorder =
            stepAfter(killer, [](const TraceEvent &e) { return bool(earlyMove(e)); });
        QCOMPARE(orderBadgeText(frameAt(k, killer, kReorder).nodes[11]), QStringLiteral("K1"));
        const int cReturns = stepAfter(
            killer, [](const TraceEvent &e) { return e.type == EventType::Return && e.node == 9; },
            kReorder);
        QCOMPARE(orderBadgeText(frameAt(k, killer, cReturns - 1).nodes[11]), QStringLiteral("K1"));
        QCOMPARE(orderBadgeText(frameAt(k, killer, cReturns).nodes[11]), QString());

        const GameTree h = parse(HistoryTree);
        const Trace history = run(h, "id", order("history"));
        const int hReorder =
            stepAfter(history, [](const TraceEvent &e) { return bool(earlyMove(e)); });
        QCOMPARE(orderBadgeText(frameAt(h, history, hReorder).nodes[12]), QStringLiteral("H 2"));
    }

    // The killer slots and history table as the trace implies them, step by step.
    void killerSlotsAndHistoryByStep()
    {
        const GameTree k = parse(KillerTree);
        const Trace killer = run(k, "id", order("killer"));
        QVERIFY(killer.features.testFlag(TraceFeature::KillerMoves));
        QVERIFY(!killer.features.testFlag(TraceFeature::HistoryTable));
        // The killer is set where the window closes under b, by y (the Tighten with α ≥ β,
        // the step before the Cutoff that prunes), as a cut by b's last child would set it.
        const int cut = stepAfter(killer, [](const TraceEvent &e) {
            return refutes(e) && e.node == 5; // under b, by y
        });
        QCOMPARE(killer.events[std::size_t(cut)].type, EventType::Cutoff);
        QVERIFY(orderingAt(k, killer, cut - 1).killers.empty());
        const OrderingMemory atCut = orderingAt(k, killer, cut);
        QCOMPARE(atCut.killers.size(), std::size_t(1));
        QCOMPARE(atCut.killers[0].ply, 1);
        QCOMPARE(atCut.killers[0].first, QStringLiteral("y"));
        QCOMPARE(atCut.killers[0].second, QString());
        QCOMPARE(atCut.changedPly, 1);
        QCOMPARE(orderingAt(k, killer, cut + 1).changedPly, -1);
        QVERIFY(orderingAt(k, killer, cut).history.empty()); // no history under killer
        const OrderingMemory end = orderingAt(k, killer, int(killer.events.size()));
        QCOMPARE(end.killers.size(), std::size_t(1)); // y cuts under c again: still k1
        QCOMPARE(end.killers[0].first, QStringLiteral("y"));
        QVERIFY(orderingAt(k, run(k, "id"), int(killer.events.size())).killers.empty());

        const GameTree h = parse(HistoryTree);
        const Trace history = run(h, "id", order("history"));
        QVERIFY(history.features.testFlag(TraceFeature::HistoryTable));
        const OrderingMemory done = orderingAt(h, history, int(history.events.size()));
        // Pass 1: the root credits a with 2^1. Pass 2: a credits x, b and c credit z with
        // 2^1 each, the root credits a with 2^2.
        QCOMPARE(done.history.size(), std::size_t(3));
        QCOMPARE(done.history[0].max, true);
        QCOMPARE(done.history[0].move, QStringLiteral("a"));
        QCOMPARE(done.history[0].score, 6.0);
        QCOMPARE(done.history[1].move, QStringLiteral("x"));
        QCOMPARE(done.history[1].score, 2.0);
        QCOMPARE(done.history[2].move, QStringLiteral("z"));
        QCOMPARE(done.history[2].score, 4.0);
        QCOMPARE(done.credited, 0); // the last step: the root's credit to a
        QVERIFY(done.killers.empty());
        const OrderingMemory before = orderingAt(h, history, int(history.events.size()) - 1);
        QCOMPARE(before.history[0].score, 2.0);
    }

    // On random trees, the derived tables agree with what the search used: every Reorder for
    // a killer names the move in that slot, every history Reorder carries the derived score.
    void derivedOrderingMatchesTheSearch()
    {
        int killers = 0, histories = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            for (const char *how : {"killer", "history"}) {
                QString error;
                const auto trace = search(t, QStringLiteral("id"), order(how), &error);
                if (!trace)
                    continue; // a tree some pass cannot read
                for (int i = 0; i < int(trace->events.size()); ++i) {
                    const auto m = earlyMove(trace->events[std::size_t(i)]);
                    if (!m || m->reason == OrderReason::PreviousBest)
                        continue;
                    const OrderingMemory memory = orderingAt(t, *trace, i);
                    const QString move = moveName(t, m->child);
                    if (m->reason == OrderReason::History) {
                        ++histories;
                        const bool max = t.kind(m->parent) == NodeKind::Max;
                        const auto it = std::find_if(
                            memory.history.begin(), memory.history.end(),
                            [&](const HistoryScore &s) { return s.max == max && s.move == move; });
                        QVERIFY2(it != memory.history.end(), where);
                        QVERIFY2(it->score == m->score, where);
                    } else {
                        ++killers;
                        const int ply = t.depth(m->parent);
                        const auto it =
                            std::find_if(memory.killers.begin(), memory.killers.end(),
                                         [&](const KillerSlots &s) { return s.ply == ply; });
                        QVERIFY2(it != memory.killers.end(), where);
                        QCOMPARE((m->reason == OrderReason::Killer1 ? it->first : it->second),
                                 move);
                    }
                }
            }
        }
        QVERIFY(killers > 50);
        QVERIFY(histories > 50);
    }

    // The dock shows the killer slots and the history chart as of the step, and follows
    // steps back; it is only there for searches that keep them.
    void orderingDockFollowsTheStep()
    {
        const GameTree k = parse(KillerTree);
        SearchSession session;
        OrderingDock dock(&session);
        session.setDocument(documentOf(k, "id", order("killer")));
        QVERIFY(dock.isApplicable());
        QVERIFY(!dock.killerTable()->isHidden());
        QVERIFY(dock.historyChart()->isHidden());
        QCOMPARE(dock.killerTable()->rowCount(), 0);
        session.last();
        QCOMPARE(dock.killerTable()->rowCount(), 1);
        QCOMPARE(dock.killerTable()->item(0, 0)->text(), QStringLiteral("1"));
        QCOMPARE(dock.killerTable()->item(0, 1)->text(), QStringLiteral("y"));
        session.setStep(2);
        QCOMPARE(dock.killerTable()->rowCount(), 0);

        const GameTree h = parse(HistoryTree);
        session.setDocument(documentOf(h, "id", order("history")));
        QVERIFY(dock.killerTable()->isHidden());
        QVERIFY(!dock.historyChart()->isHidden());
        QVERIFY(dock.historyChart()->scores().empty());
        session.last();
        QCOMPARE(dock.historyChart()->scores().size(), std::size_t(3));
        QCOMPARE(dock.historyChart()->scores()[0].score, 6.0);
        QCOMPARE(dock.historyChart()->credited(), 0);
        session.stepBack(); // c returns: it credits z
        QCOMPARE(dock.historyChart()->scores()[0].score, 2.0);
        QCOMPARE(dock.historyChart()->credited(), 2);
        QCOMPARE(dock.historyChart()->scores()[2].score, 4.0);

        session.setDocument(documentOf(h, "id", order("pv")));
        QVERIFY(!dock.isApplicable());
        session.setDocument(documentOf(h, "alphabeta"));
        QVERIFY(!dock.isApplicable());
    }

    // The canvas draws the horizon of the pass between its depth's row and the next.
    void horizonLineAtThePassDepth()
    {
        const GameTree t = parse(Heuristic);
        const Trace trace = run(t, "id");
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        QVERIFY(!scene.horizonLine());
        Replayer r(t, trace);
        scene.setFrame(&r.frame()); // step 0: no pass yet
        QVERIFY(!scene.horizonLine());
        r.seek(3); // pass 1
        scene.setFrame(&r.frame());
        HorizonLine *line = scene.horizonLine();
        QVERIFY(line);
        QVERIFY(line->isVisible());
        QCOMPARE(line->label(), QStringLiteral("horizon d = 1"));
        const double row1 = scene.item(1)->pos().y(), row2 = scene.item(2)->pos().y();
        QVERIFY(line->line().y1() > row1 && line->line().y1() < row2);
        QCOMPARE(line->line().y1(), line->line().y2());
        QCOMPARE(line->line().length(), scene.contentRect().width());
        const QRectF content = scene.contentRect();
        for (int i = 0; i < 3; ++i) // stepping on does not creep outwards
            scene.setFrame(&r.frame());
        QCOMPARE(scene.contentRect(), content);
        r.seek(r.stepCount()); // pass 2: under the leaves
        scene.setFrame(&r.frame());
        QCOMPARE(line->label(), QStringLiteral("horizon d = 2"));
        QVERIFY(line->line().y1() > row2);
        r.seek(0);
        scene.setFrame(&r.frame());
        QVERIFY(!line->isVisible());
        // A search without a depth-limited pass draws none.
        const Trace ab = run(t, "alphabeta");
        Replayer a(t, ab);
        a.seek(a.stepCount());
        scene.setFrame(&a.frame());
        QVERIFY(!line->isVisible());
        // The badge reaches the node's look.
        r.seek(stepAfter(trace, [](const TraceEvent &e) { return bool(earlyMove(e)); }));
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(5)->look().badge, QStringLiteral("PV"));
        QCOMPARE(scene.item(1)->look().value, QStringLiteral("4")); // pass 1's, drawn faded
    }

    // The OPEN dock names the algorithm; two-phase minimax shows OPEN and CLOSED as lists.
    void openDockTitleAndLists()
    {
        const GameTree t = parse(Heuristic);
        SearchSession session;
        OpenDock dock(&session);
        session.setDocument(documentOf(t, "sss"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("OPEN list (SSS*)"));
        session.setDocument(documentOf(t, "dual"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("OPEN list (DUAL*)"));
        QVERIFY(dock.caption().contains(QStringLiteral("−∞")));
        session.setDocument(documentOf(t, "minimax-bfs"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("OPEN and CLOSED (Minimax (two phases))"));
        QVERIFY(!dock.queueList()->isHidden());
        QVERIFY(!dock.closedList()->isHidden());
        const Trace &trace = *session.trace();
        const int second = stepAfter(trace, [](const TraceEvent &e) {
            return e.type == EventType::CloseFront && e.aux == 2;
        });
        session.setStep(second);
        QCOMPARE(listTexts(dock.closedList()), (QStringList{"A", "B"}));
        QCOMPARE(listTexts(dock.queueList()).first(), QStringLiteral("C"));
        session.stepBack();
        QCOMPARE(listTexts(dock.closedList()), QStringList{"A"});
        QCOMPARE(listTexts(dock.queueList()).first(), QStringLiteral("B"));
        session.setDocument(documentOf(t, "alphabeta"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("OPEN list"));
        QVERIFY(!dock.isApplicable());
    }
};

QTEST_MAIN(TestIdView)
#include "tst_idview.moc"
