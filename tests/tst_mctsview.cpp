// What a student sees of Monte-Carlo tree search on the canvas (issue 30): N and Q beside
// every node of the search tree, the nodes outside it faded, the playout's nodes dashed with
// the edges into them, and at a selection the UCB sum under every child, the one taken marked.
// Every text is compared with the frame it was drawn from, at every step of a search.
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/search/mcts/mctsevents.h"
#include "core/trace/annotations.h"
#include "core/trace/replayer.h"
#include "runsearch.h"
#include "treetexthelpers.h"
#include "views/scene/edgelayer.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace gt;

namespace {

SearchOptions options(int iterations)
{
    SearchOptions o;
    o.set(QStringLiteral("iterations"), iterations);
    return o;
}

} // namespace

class TestMctsView : public QObject {
    Q_OBJECT

private slots:
    // At every step, each node's texts and look say what its frame holds.
    void everyNodeShowsItsFrame()
    {
        const GameTree t = test::parse(QStringLiteral("((10,10),(9,100))"));
        const Trace trace = test::run(t, QStringLiteral("mcts"), options(12));
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        Replayer r(t, trace);
        int sums = 0, faded = 0, dashed = 0, stats = 0;
        for (int step = 0; step <= r.stepCount(); ++step) {
            r.seek(step);
            const Frame &f = r.frame();
            scene.setFrame(&f);
            // Drawn, too: the playout's dashed edges have a pen of their own.
            QImage image(400, 300, QImage::Format_RGB32);
            QPainter painter(&image);
            scene.render(&painter);
            painter.end();
            const bool selecting =
                step > 0 && trace.events[std::size_t(step) - 1].type == MctsSelect;
            for (NodeId n = 0; n < t.size(); ++n) {
                const NodeFrame &nf = f.nodes[n];
                const NodeItem *item = scene.item(n);
                QVERIFY(item);
                const QString where = QStringLiteral("step %1 node %2").arg(step).arg(n);
                // N and Q beside an inner node of the search tree (N under a leaf, whose
                // neighbour is close), nothing beside the others.
                const bool selectedChild =
                    selecting && n > 0 && t.parent(n) == trace.events[std::size_t(step) - 1].node;
                if (nf.tree == TreePlace::InTree && t.isLeaf(n)) {
                    QVERIFY(item->look().window.isEmpty());
                    if (!selectedChild)
                        QCOMPARE(item->look().formula, QStringLiteral("N=%1").arg(nf.visits));
                } else if (nf.tree == TreePlace::InTree) {
                    const QString expected =
                        nf.visits == 0 || t.isLeaf(n) || nf.bound != Bound::None
                            ? QStringLiteral("N=%1").arg(nf.visits)
                            : QStringLiteral("N=%1, Q=%2")
                                  .arg(nf.visits)
                                  .arg(formatValue(nf.value));
                    QVERIFY2(item->look().window == expected,
                             qPrintable(where + QStringLiteral(": ") + item->look().window));
                    stats += nf.visits > 0;
                } else {
                    QVERIFY2(item->look().window.isEmpty(), qPrintable(where));
                }
                // Faded outside the search tree; dashed on the playout, with the edge into it.
                QCOMPARE(item->opacity() < 1, nf.tree == TreePlace::Outside);
                faded += nf.tree == TreePlace::Outside;
                QCOMPARE(item->look().playout, nf.tree == TreePlace::Playout);
                if (n > 0)
                    QCOMPARE(scene.edgeLayer()->edgeState(n) == EdgeState::Playout,
                             nf.tree == TreePlace::Playout);
                dashed += nf.tree == TreePlace::Playout;
                // The UCB sums at a selection, the child taken marked.
                if (selectedChild) {
                    const NodeFrame &pf = f.nodes[t.parent(n)];
                    const QString sum =
                        ucbSumText(t.kind(t.parent(n)) == NodeKind::Max, nf.value, pf.orderScore,
                                   pf.visits, nf.visits, nf.orderScore);
                    const bool chosen = n == trace.events[std::size_t(step) - 1].other;
                    QCOMPARE(item->look().formula, chosen ? QStringLiteral("✔ ") + sum : sum);
                    ++sums;
                } else if (!(nf.tree == TreePlace::InTree && t.isLeaf(n))) {
                    QVERIFY2(item->look().formula.isEmpty(), qPrintable(where));
                }
            }
        }
        QVERIFY(sums >= 10 && faded > 0 && dashed > 0 && stats > 0);
    }

    // The hand-worked tree of docs/algorithms.md at its third iteration: A selects B by
    // 10 + √2·√(ln 2 / 1) = 11.18 against C's 9 + 1.18 = 10.18.
    void handWorkedSelection()
    {
        const GameTree t = test::parse(QStringLiteral("((10,10),(9,100))"));
        const Trace trace = test::run(t, QStringLiteral("mcts"), options(4));
        int select = -1;
        for (int i = 0; i < int(trace.events.size()) && select < 0; ++i)
            select = trace.events[std::size_t(i)].type == MctsSelect ? i : -1;
        QVERIFY(select >= 0);
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        Replayer r(t, trace);
        r.seek(select + 1);
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(1)->look().formula,
                 QStringLiteral("✔ 10.00 + 1.41·√(ln 2 / 1) = 11.18"));
        QCOMPARE(scene.item(4)->look().formula, QStringLiteral("9.00 + 1.41·√(ln 2 / 1) = 10.18"));
        QCOMPARE(scene.item(0)->look().window, QStringLiteral("N=2, Q=9.5"));
        QCOMPARE(scene.item(1)->look().window, QStringLiteral("N=1, Q=10"));
        QVERIFY(scene.item(2)->opacity() < 1); // b1: not yet in the search tree
    }
};

QTEST_MAIN(TestMctsView)
#include "tst_mctsview.moc"
