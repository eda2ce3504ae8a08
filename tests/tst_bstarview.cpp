// What a student sees of B*: the interval band under the tree (every root child a vertical
// bar on one axis, best and alt marked, the separation test and strategy in words) and the
// canvas (nodes not generated yet ghosted, every generated inner node's bounds beside it).
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/window/mainwindow.h"
#include "core/export/figureframe.h"
#include "core/export/figuregeometry.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/eventquery.h"
#include "core/trace/replayer.h"
#include "views/export/stylepalette.h"
#include "views/scene/nodeitem.h"
#include "views/scene/scenestyle.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/intervalband.h"

#include <QtTest>

using namespace gt;

namespace {

GameTree example()
{
    ReadError error;
    const auto doc = loadDocument(
        QStringLiteral(GT_SOURCE_DIR "/resources/examples/bstar-intervals.tree"), &error);
    if (!doc)
        qFatal("%s", qPrintable(error.toString()));
    return doc->tree;
}

Trace bstar(const GameTree &t)
{
    QString error;
    auto trace = search(t, QStringLiteral("bstar"), {}, &error);
    if (!trace)
        qFatal("%s", qPrintable(error));
    return *trace;
}

Document documentFor(const GameTree &t, const Trace &trace)
{
    Document d;
    d.tree = t;
    d.algorithm = trace.algorithm;
    d.step = 0;
    return d;
}

// The step just after the n-th event of `type` (from 1).
int stepAfter(const Trace &trace, EventType type, int n)
{
    for (int i = 0; i < int(trace.events.size()); ++i) {
        if (trace.events[std::size_t(i)].type == type && --n == 0)
            return i + 1;
    }
    return -1;
}

bool near(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) <= 12 && std::abs(a.green() - b.green()) <= 12 &&
           std::abs(a.blue() - b.blue()) <= 12;
}

// The next node right of `n` in its row, or NoNode.
NodeId rightNeighbour(const GameTree &t, NodeId n)
{
    for (NodeId m = n + 1; m < t.size(); ++m) {
        if (t.depth(m) == t.depth(n))
            return m;
    }
    return NoNode;
}

} // namespace

class TstBstarView : public QObject {
    Q_OBJECT

private slots:
    void bandShowsTheRootChildren()
    {
        const GameTree t = example();
        const Trace trace = bstar(t);
        SearchSession session;
        TreeScene scene;
        IntervalBand band(&session, &scene);
        band.resize(600, band.sizeHint().height());
        Document d = documentFor(t, trace);
        session.setDocument(d, trace);
        QVERIFY(!band.isHidden());
        QVERIFY(band.bars().empty()); // nothing generated below the root yet

        // After the first test and strategy: B [4, 10] best, C [2, 8] alt, B chosen.
        session.setStep(stepAfter(trace, EventType::Strategy, 1));
        QCOMPARE(int(band.bars().size()), 3);
        const IntervalBand::Bar &b = band.bars()[0], &c = band.bars()[1], &h = band.bars()[2];
        QCOMPARE(b.name, QStringLiteral("B"));
        QVERIFY(b.best && b.chosen && !b.alt);
        QVERIFY(c.alt && !c.best && !c.chosen);
        QVERIFY(!h.best && !h.alt);
        QCOMPARE(h.pess, 1.0);
        QCOMPARE(h.opt, 6.0);
        QCOMPARE(band.caption(),
                 QStringLiteral("Separation test: best B, alt C; pess(B) = 4 < opt(C) = 8: not "
                                "separated yet. · PROVEBEST: work below B"));
        // B's bar spans 4..10 in the best outline; nothing is drawn on its column above 10.
        const SceneStyle &s = scene.sceneStyle();
        const QImage image = band.grab().toImage();
        int bestPixels = 0;
        for (int x = 0; x < image.width(); ++x)
            bestPixels += near(image.pixelColor(x, int(band.yFor(7))), s.currentColor);
        QVERIFY(bestPixels >= 2); // the two sides of B's bar
        int above = 0;
        for (int x = 0; x < image.width(); ++x)
            above += near(image.pixelColor(x, int(band.yFor(11.5))), s.currentColor);
        QCOMPARE(above, 0);

        // The last test: B separated from H.
        session.setStep(session.stepCount());
        QVERIFY(band.bars()[0].best);
        QVERIFY(band.bars()[2].alt);
        QVERIFY(band.caption().endsWith(QStringLiteral("separated, B is proven best.")));

        d.algorithm = QStringLiteral("alphabeta");
        session.setDocument(d);
        QVERIFY(band.isHidden());
    }

    // The canvas: a node not generated yet is ghosted; a generated inner node shows its bounds.
    void canvasGhostsUngeneratedNodes()
    {
        const GameTree t = example();
        const Trace trace = bstar(t);
        Replayer r(t, trace);
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        r.seek(1); // A expanded: B, C, H generated
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(1)->opacity(), 1.0);
        QCOMPARE(scene.item(2)->opacity(), 0.25); // D
        QCOMPARE(scene.item(3)->opacity(), 0.25); // a leaf under D
        QCOMPARE(scene.item(1)->look().window, QStringLiteral("[4,\u200910]"));
        QVERIFY(scene.item(2)->look().window.isEmpty());
        r.seek(r.stepCount());
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(2)->opacity(), 1.0);
        QCOMPARE(scene.item(10)->opacity(), 0.25); // under F: never generated
        QCOMPARE(scene.item(0)->look().window, QStringLiteral("[7,\u20097]"));
    }

    // The bounds right of a node never run into the name left of its neighbour in the row, on
    // the canvas at any step: the layout keeps room for them as for names.
    void canvasBoundsClearTheNeighboursName()
    {
        const GameTree t = example();
        const Trace trace = bstar(t);
        Replayer r(t, trace);
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        for (int step = 0; step <= r.stepCount(); ++step) {
            r.seek(step);
            scene.setFrame(&r.frame());
            for (NodeId n = 0; n + 1 < t.size(); ++n) {
                const NodeId right = rightNeighbour(t, n);
                if (right == NoNode || scene.item(n)->sideBox().isNull() ||
                    scene.item(right)->nameBox().isNull())
                    continue;
                const QRectF bounds = scene.item(n)->mapRectToScene(scene.item(n)->sideBox());
                const QRectF name = scene.item(right)->mapRectToScene(scene.item(right)->nameBox());
                QVERIFY2(bounds.right() < name.left(),
                         qPrintable(QStringLiteral("step %1: %2's bounds end at %3, %4's name "
                                                   "starts at %5")
                                        .arg(step)
                                        .arg(t.name(n))
                                        .arg(bounds.right())
                                        .arg(t.name(right))
                                        .arg(name.left())));
            }
        }
    }

    // The same in the exports, whose texts are estimated: the footprint of a node with bounds
    // reaches past them on the right, and a name on the left (before, D's "[4, 12]" ended
    // 0.1 pt before E's name began).
    void exportsKeepRoomForBounds()
    {
        const GameTree t = example();
        const Palette p = toPalette(SceneStyle::light());
        const FigureGeometry g = estimateGeometry(t, p, FigureOptions{});
        for (NodeId n = 0; n < t.size(); ++n) {
            const NodeId right = rightNeighbour(t, n);
            const auto iv = t.interval(n);
            if (right == NoNode || !iv || t.isLeaf(n) || t.name(right).isEmpty())
                continue;
            const double textHeight = p.annotationFontSize * 1.2;
            const double boundsEnd =
                g.layout.centers[n].x + sideOffset(g.kinds[n], g.shapes[n], textHeight) +
                p.textGap +
                estimateTextWidth(QStringLiteral("[%1, %2]").arg(iv->pess).arg(iv->opt),
                                  p.annotationFontSize);
            const double nameStart =
                g.layout.centers[right].x -
                sideOffset(g.kinds[right], g.shapes[right], p.nameFontSize * 1.2) - p.textGap -
                estimateTextWidth(t.name(right), p.nameFontSize, p.nameBold);
            // a gap between them, as between any two texts
            QVERIFY2(boundsEnd + p.textGap < nameStart,
                     qPrintable(t.name(n) + u' ' + t.name(right)));
        }
    }

    // The exports leave out what is not generated yet and show the bounds beside the nodes.
    void exportsHideUngeneratedNodes()
    {
        const GameTree t = example();
        const Trace trace = bstar(t);
        const Palette palette = toPalette(SceneStyle::light());
        FigureOptions options;
        const FigureGeometry g = estimateGeometry(t, palette, options);
        FigureFrames frames(t, &trace, g, palette, options);
        const FigureFrame first = frames.frame(1); // A expanded
        QVERIFY(first.nodes[1].visible);
        QCOMPARE(first.nodes[1].window, QStringList{QStringLiteral("[4, 10]")});
        QVERIFY(!first.nodes[2].visible);
        QCOMPARE(first.edges[2].look, EdgeLook::Hidden);
        QCOMPARE(first.edges[1].look, EdgeLook::Plain);
        const FigureFrame last = frames.frame(-1);
        QVERIFY(last.nodes[2].visible);
        QCOMPARE(last.nodes[0].window, QStringList{QStringLiteral("[7, 7]")});
    }

    void mainWindowHasTheBandUnderTheTree()
    {
        const GameTree t = example();
        const Trace trace = bstar(t);
        MainWindow w;
        w.resize(1000, 700);
        w.show();
        QVERIFY(w.intervalBand());
        w.session()->setDocument(documentFor(t, trace), trace);
        QVERIFY(w.intervalBand()->isVisible());
        QVERIFY(w.intervalBand()->geometry().top() >= w.canvas()->view()->geometry().bottom());
    }
};

QTEST_MAIN(TstBstarView)
#include "tst_bstarview.moc"
