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
#include "views/scene/formulaspread.h"
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
        // Two sums with room enough: each right under its node, as before.
        QVERIFY(scene.item(1)->formulaShift().isNull());
        QVERIFY(scene.item(4)->formulaShift().isNull());
    }

    // Sibling leaves close together (Gomoku's many moves): the UCB sums under them, each wider
    // than the room between two leaves, are dealt onto rows and spread so that no two boxes
    // overlap, and each stays nearer its own leaf than the next.
    void siblingSumsDoNotOverlap()
    {
        const GameTree t = test::parse(QStringLiteral("max(3,1,4,1,5,9,2,6,5,3)"));
        const Trace trace = test::run(t, QStringLiteral("mcts"), options(11));
        int select = -1;
        for (int i = 0; i < int(trace.events.size()) && select < 0; ++i)
            select = trace.events[std::size_t(i)].type == MctsSelect ? i : -1;
        QVERIFY(select >= 0);
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        Replayer r(t, trace);
        r.seek(select + 1);
        scene.setFrame(&r.frame());
        std::vector<QRectF> boxes;
        int moved = 0;
        for (NodeId c : t.children(0)) {
            const NodeItem *item = scene.item(c);
            QVERIFY(item->look().formula.contains(QStringLiteral("√")));
            boxes.push_back(item->formulaBox().translated(item->pos()));
            moved += !item->formulaShift().isNull();
            // Wider than the room between two leaves: side by side they would overlap.
            QVERIFY(item->formulaBox().width() >
                    scene.item(2)->pos().x() - scene.item(1)->pos().x());
        }
        QVERIFY(moved > 0);
        const double spacing = scene.item(2)->pos().x() - scene.item(1)->pos().x();
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const NodeItem *item = scene.item(NodeId(i) + 1);
            QVERIFY(std::abs(boxes[i].center().x() - item->pos().x()) <= spacing / 2 + 0.5);
            QVERIFY(boxes[i].top() > item->pos().y()); // under its node
            for (std::size_t j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes[i].intersects(boxes[j]),
                         qPrintable(QStringLiteral("children %1 and %2").arg(i + 1).arg(j + 1)));
        }
        // The next step clears the sums, and with them the moves.
        r.seek(select + 2);
        scene.setFrame(&r.frame());
        for (NodeId c : t.children(0))
            QVERIFY(scene.item(c)->formulaShift().isNull());
    }

    void formulaRowsByHand()
    {
        // Four boxes of 100 on anchors 40 apart: one row would move the outer ones 96 aside,
        // farther than half the spacing (20); two rows (0 and 80, 40 and 120) need each box
        // only 12 aside. The second row goes under the first.
        const auto p =
            spreadFormulaBoxes({0, 40, 80, 120}, {100, 100, 100, 100}, {14, 14, 14, 14}, 4);
        QCOMPARE(p.size(), std::size_t(4));
        QVERIFY(p[0].row == 0 && p[1].row == 1 && p[2].row == 0 && p[3].row == 1);
        QCOMPARE(p[0].dx, -12.0);
        QCOMPARE(p[1].dy, 18.0); // 14 high and a gap of 4
        for (std::size_t i = 0; i < 4; ++i) {
            QVERIFY(std::abs(p[i].dx) <= 20.5);
            for (std::size_t j = i + 1; j < 4; ++j) {
                const bool sameRow = p[i].row == p[j].row;
                QVERIFY(!sameRow || std::abs((40.0 * j + p[j].dx) - (40.0 * i + p[i].dx)) >= 104);
                QCOMPARE(p[i].dy == p[j].dy, sameRow);
            }
        }
        // Room enough: one row, nothing moved.
        for (const FormulaPlace &f :
             spreadFormulaBoxes({0, 200, 400}, {100, 150, 100}, {14, 28, 14}, 4))
            QVERIFY(f.dx == 0 && f.dy == 0 && f.row == 0);
        // A little short of room: spread aside on one row rather than stacked.
        const auto aside = spreadFormulaBoxes({0, 100}, {110, 110}, {14, 14}, 4);
        QVERIFY(aside[0].row == 0 && aside[1].row == 0);
        QVERIFY(aside[0].dx < 0 && aside[1].dx > 0);
        QVERIFY(spreadFormulaBoxes({5}, {300}, {14}, 4)[0].dx == 0);
    }
};

QTEST_MAIN(TestMctsView)
#include "tst_mctsview.moc"
