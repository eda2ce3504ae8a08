// What a student sees of proof-number search on the canvas (issue 31): pn and dn beside every
// generated inner node and under every generated leaf (∞ written ∞), the nodes not generated
// yet as ghosts, the most-proving path on the path with the child a selection takes marked
// "✔". Every text is compared with the frame it was drawn from, at every step of a search.
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/search/pns/pnsevents.h"
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

class TestPnsView : public QObject {
    Q_OBJECT

private slots:
    // At every step, each node's texts and look say what its frame holds.
    void everyNodeShowsItsFrame()
    {
        const GameTree t = test::parse(QStringLiteral("((1,2,-3),(4,-5),(-6,7))"));
        const Trace trace = test::run(t, QStringLiteral("pns"));
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        Replayer r(t, trace);
        int numbered = 0, ghosts = 0, marked = 0, infinite = 0;
        for (int step = 0; step <= r.stepCount(); ++step) {
            r.seek(step);
            const Frame &f = r.frame();
            scene.setFrame(&f);
            QImage image(400, 300, QImage::Format_RGB32);
            QPainter painter(&image);
            scene.render(&painter);
            painter.end();
            for (NodeId n = 0; n < t.size(); ++n) {
                const NodeFrame &nf = f.nodes[n];
                const NodeItem *item = scene.item(n);
                QVERIFY(item);
                const QString where = QStringLiteral("step %1 node %2").arg(step).arg(n);
                const QString numbers = proofNumbersText(nf);
                QCOMPARE(numbers.isEmpty(), nf.proofNumber == ProofNumberNone);
                // Beside an inner node, under a leaf (its neighbour is close).
                const QString &shown = t.isLeaf(n) ? item->look().formula : item->look().window;
                QVERIFY2(shown == numbers, qPrintable(where + QStringLiteral(": ") + shown));
                numbered += !numbers.isEmpty();
                infinite += numbers.contains(QStringLiteral("∞"));
                // Not generated: a ghost, the edge into it dashed like a pruned one's.
                QCOMPARE(item->opacity() < 1, nf.notGenerated);
                if (n > 0 && nf.notGenerated && nf.state == NodeState::Unreached)
                    QCOMPARE(scene.edgeLayer()->edgeState(n), EdgeState::Pruned);
                ghosts += nf.notGenerated;
                // The child a selection takes, marked for that step only.
                const bool taken = step > 0 &&
                                   trace.events[std::size_t(step) - 1].type == PnsSelect &&
                                   trace.events[std::size_t(step) - 1].other == n;
                QCOMPARE(numbers.startsWith(QStringLiteral("✔ ")), taken);
                marked += taken;
                if (taken)
                    QCOMPARE(nf.state, NodeState::Current);
            }
        }
        QVERIFY(numbered > 50 && ghosts > 0 && marked >= 2 && infinite > 0);
    }

    // The hand-worked tree of docs/algorithms.md at iteration 3's selection: A takes C by its
    // proof number 1, B is disproven (pn ∞), the path A → C is on the path.
    void handWorkedSelection()
    {
        const GameTree t = test::parse(QStringLiteral("A=max(B=min(1,-1),C=min(2,3))"));
        const Trace trace = test::run(t, QStringLiteral("pns"));
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        Replayer r(t, trace);
        r.seek(12);
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(0)->look().window, QStringLiteral("pn=1, dn=1"));
        QCOMPARE(scene.item(1)->look().window, QStringLiteral("pn=∞, dn=0"));
        QCOMPARE(scene.item(4)->look().window, QStringLiteral("✔ pn=1, dn=1"));
        QCOMPARE(scene.item(2)->look().formula, QStringLiteral("pn=0, dn=∞"));
        QCOMPARE(scene.item(3)->look().formula, QStringLiteral("pn=∞, dn=0"));
        QCOMPARE(scene.item(4)->look().state, NodeState::Current);
        QCOMPARE(scene.item(0)->look().state, NodeState::OnPath);
        QCOMPARE(scene.edgeLayer()->edgeState(4), EdgeState::Path);
        QVERIFY(scene.item(5)->opacity() < 1); // C's leaves: not generated yet
        QCOMPARE(scene.item(5)->look().formula, QString());
    }
};

QTEST_MAIN(TestPnsView)
#include "tst_pnsview.moc"
