// The canvas on big trees: a 100,000-node tree is arrays and a few layers, not an item per
// node; what a view or an export paints is drawn in full; far out the rows show the tree's
// shape; the overview (minimap) follows and moves the view.
#include "runsearch.h"

#include "core/generate/randomtree.h"
#include "core/layout/tidylayout.h"
#include "core/trace/annotations.h"
#include "core/trace/replayer.h"
#include "views/scene/edgelayer.h"
#include "views/scene/nodeitem.h"
#include "views/scene/nodelayer.h"
#include "views/scene/treeoverview.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QtTest>

#include <random>

using namespace gt;
using gt::test::run;

namespace {

// Branching 4, depth 8: 87,381 nodes, about the tree that Fit to Window could not fit.
GameTree bigTree()
{
    RandomTreeOptions o;
    o.minBranching = o.maxBranching = 4;
    o.depth = 8;
    o.minValue = 10;
    o.maxValue = 99;
    return randomTree(o);
}

void show(TreeScene &scene, const GameTree &tree)
{
    scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), LayoutOptions{}));
}

bool near(const QColor &a, const QColor &b, int tolerance = 40)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <=
           tolerance;
}

int countPixels(const QImage &image, const std::function<bool(const QColor &)> &test)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += test(image.pixelColor(x, y)) ? 1 : 0;
    return count;
}

// The big tree in a view on screen.
struct OnScreen {
    explicit OnScreen(const QSize &size)
        : tree(bigTree())
    {
        show(scene, tree);
        view.setTreeScene(&scene);
        view.resize(size);
        view.show();
    }
    GameTree tree;
    TreeScene scene;
    TreeView view;
};

} // namespace

class TstBigScene : public QObject {
    Q_OBJECT
private slots:
    // A window's scene makes a big tree's edges on a worker (issue 29: the first paint waited
    // for them, though far out the overview draws the edges): setTree returns with none, and
    // the worker's are those setTree makes itself, with the current frame's looks on them.
    void bigTreesEdgesComeFromAWorker()
    {
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 8;
        o.depth = 6; // 299,593 nodes: past BackgroundEdgesFrom
        o.minValue = 10;
        o.maxValue = 99;
        const GameTree t = randomTree(o);
        QVERIFY(t.size() >= TreeScene::BackgroundEdgesFrom);
        const TreeLayout layout = tidyLayout(t, TreeScene().measureNodes(t), LayoutOptions{});

        TreeScene inline_;
        inline_.setTree(&t, layout);
        TreeScene worker;
        worker.setBuildEdgesInBackground(true);
        QSignalSpy ready(&worker, &TreeScene::edgesReady);
        worker.setTree(&t, layout);
        QVERIFY(!worker.edgeLayer()->hasEdge(1)); // not yet: the window paints meanwhile
        const Trace trace = run(t, QStringLiteral("alphabeta"));
        Replayer replayer(t, trace);
        replayer.seek(int(trace.events.size()));
        worker.setFrame(&replayer.frame());
        inline_.setFrame(&replayer.frame());
        QVERIFY(ready.wait(60000));
        QVERIFY(!worker.isBuildingEdges());
        const EdgeLayer &a = *inline_.edgeLayer(), &b = *worker.edgeLayer();
        QCOMPARE(b.index().size(), a.index().size());
        for (NodeId c = 1; c < t.size(); c += 997) {
            QVERIFY(b.hasEdge(c));
            QCOMPARE(b.edgeRect(c), a.edgeRect(c));
            QCOMPARE(b.edgeState(c), a.edgeState(c));
            QCOMPARE(b.hasCutMark(c), a.hasCutMark(c));
        }
        QVERIFY(worker.items().contains(worker.edgeLayer()));

        // A tree set again while the worker runs: its edges, not the old tree's.
        worker.setTree(&t, layout);
        worker.setTree(nullptr, TreeLayout());
        worker.waitForEdges();
        QVERIFY(!worker.edgeLayer());
    }

    // Opening 87,381 nodes makes a handful of items; a view of them paints a screenful.
    void itemsAreBoundedByWhatIsVisible()
    {
        const GameTree t = bigTree();
        QCOMPARE(t.size(), 87'381);
        TreeScene scene;
        show(scene, t);
        QVERIFY(scene.nodeLayer());
        QVERIFY2(scene.items().size() < 10, qPrintable(QString::number(scene.items().size())));
        QCOMPARE(scene.nodeItemCount(), t.size()); // every node is drawn, none an item

        // item(n) still gives a node's item, with its look, made when asked for and kept in
        // step with the frames; it is not added to the scene.
        const NodeId last = t.size() - 1;
        NodeItem *leaf = scene.item(last);
        QVERIFY(leaf);
        QCOMPARE(leaf->nodeId(), last);
        QCOMPARE(leaf->look().value, formatValue(t.value(last)));
        QCOMPARE(leaf->pos(), scene.nodeRect(last).center());
        QVERIFY(!leaf->scene());
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount());
        scene.setFrame(&r.frame());
        QCOMPARE(leaf->look().state, r.frame().nodes[last].state);
        QVERIFY(scene.items().size() < 10);
    }

    // Nodes far off any view are found and measured from the arrays.
    void offScreenNodesAnswerNodeAtAndNodeRect()
    {
        const GameTree t = bigTree();
        TreeScene scene;
        const TreeLayout layout = tidyLayout(t, scene.measureNodes(t), LayoutOptions{});
        scene.setTree(&t, layout);
        for (NodeId n : {NodeId(0), NodeId(1), t.size() / 2, t.size() - 1}) {
            const QRectF r = scene.nodeRect(n);
            QCOMPARE(r.center(), QPointF(layout.centers[n].x, layout.centers[n].y));
            QVERIFY(r.width() > 10 && r.height() > 10);
            QCOMPARE(scene.nodeAt(r.center()), n);
            QCOMPARE(scene.nodeAt(r.topLeft() + QPointF(1, 1)), n);
        }
        const QRectF last = scene.nodeRect(t.size() - 1);
        QCOMPARE(scene.nodeAt(last.center() + QPointF(0, 3 * last.height())), NoNode);
    }

    // QGraphicsScene::render of any rectangle (what every export does) draws the nodes in it
    // in full: outline, fill and value.
    void renderOfAnOffScreenRectDrawsItsNodes()
    {
        const GameTree t = bigTree();
        TreeScene scene;
        show(scene, t);
        const NodeId last = t.size() - 1; // the right-most leaf, far from the root
        const QRectF shape = scene.nodeRect(last);
        const QRectF source = shape.adjusted(-20, -20, 20, 20);
        QImage image(source.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        const QColor background = scene.sceneStyle().background;
        image.fill(background);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        scene.render(&p, QRectF(QPointF(0, 0), source.size()), source);
        p.end();
        const QColor outline = scene.sceneStyle().foreground;
        const int border = countPixels(image, [&](const QColor &c) { return near(c, outline); });
        QVERIFY2(border > shape.width(), qPrintable(QString::number(border)));
        // The value inside: ink in the middle of the box.
        const QImage inside =
            image.copy(QRectF(shape.translated(-source.topLeft())).adjusted(4, 3, -4, -3).toRect());
        const int ink = countPixels(inside, [&](const QColor &c) { return !near(c, background); });
        QVERIFY2(ink > 15, qPrintable(QString::number(ink)));
    }

    // Fitted whole, the tree's rows spread over the window and are drawn as rows of density
    // (not a line); after a search, its pruned regions show in their own colour.
    void farOutTheRowsShowTheShape()
    {
        OnScreen on({900, 600});
        const GameTree &t = on.tree;
        TreeScene &scene = on.scene;
        TreeView &view = on.view;
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitToWindow();
        QTRY_VERIFY(
            view.mapToScene(view.viewport()->rect()).boundingRect().contains(scene.contentRect()));
        QVERIFY(scene.sceneStyle().nodeSize * view.zoom() < TreeScene::OverviewBelow);
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount());
        scene.setFrame(&r.frame());
        const QImage image = view.viewport()->grab().toImage();
        const QColor background = scene.sceneStyle().background;
        // Rows of ink: each deep row is a band across the tree, apart from the others, and
        // the drawing reaches from the root at the top to the leaves at the bottom.
        int bands = 0;
        bool inBand = false;
        int top = -1, bottom = -1;
        for (int y = 0; y < image.height(); ++y) {
            int ink = 0;
            for (int x = 0; x < image.width(); ++x)
                ink += near(image.pixelColor(x, y), background, 30) ? 0 : 1;
            const bool row = ink > image.width() / 3; // a row runs across the tree
            bands += row && !inBand;
            inBand = row;
            if (ink > 0) {
                top = top < 0 ? y : top;
                bottom = y;
            }
        }
        QVERIFY2(bands >= 5, qPrintable(QString::number(bands))); // depths 4..8 at least
        QVERIFY2(bottom - top > image.height() * 0.8, qPrintable(QString::number(bottom - top)));
        // The rows themselves (the edges hidden) carry the pruned regions' colour.
        scene.edgeLayer()->hide();
        const QImage rows = view.viewport()->grab().toImage();
        const QColor pruned = scene.sceneStyle().prunedColor;
        const int prunedInk =
            countPixels(rows, [&](const QColor &c) { return near(c, pruned, 12); });
        QVERIFY2(prunedInk > 300, qPrintable(QString::number(prunedInk)));
    }

    // MCTS's last step prunes most of the tree at once: the window's scene then sets only the
    // nodes' inks (no restyle each, docs/benchmarks.md), and far out the picture is the one a
    // scene restyling every node draws, at the last step and back at the first.
    void aFarJumpInksAsAFullRestyle()
    {
        OnScreen jumping({900, 600}), fresh({900, 600});
        for (OnScreen *on : {&jumping, &fresh}) {
            QVERIFY(QTest::qWaitForWindowExposed(&on->view));
            on->view.fitToWindow();
        }
        Document d;
        d.tree = jumping.tree;
        d.algorithm = QStringLiteral("mcts");
        d.options.set(QStringLiteral("iterations"), 300);
        d.step = 0;
        SearchSession session;
        session.setDocument(d);
        while (session.isPreparing() || session.hasPendingStep())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        jumping.scene.setFrame(session.sharedFrame(), &session.frameChange());
        for (const bool toLast : {true, false}) {
            if (toLast)
                session.last();
            else
                session.first();
            jumping.scene.setFrame(session.sharedFrame(), &session.frameChange());
            fresh.scene.setFrame(&session.frame()); // a copy: every node restyled
            int pruned = 0;
            for (NodeId n = 0; n < session.tree().size(); ++n)
                pruned += session.frame().nodes[n].state == NodeState::Pruned;
            QVERIFY(!toLast || pruned > session.tree().size() / 2);
            QTRY_COMPARE(jumping.view.viewport()->grab().toImage(),
                         fresh.view.viewport()->grab().toImage());
        }
    }

    // Far out, the overview's geometry is kept for a view and reused when the view has only
    // moved by whole pixels (a fitted view moves when a step's texts change the scene's
    // rectangle): drawn moved by (3, 2) pixels, the picture is the first one moved, pixel for
    // pixel, not the first one again.
    void theOverviewMovedByWholePixelsIsTheSamePictureMoved()
    {
        const GameTree t = bigTree();
        TreeScene scene;
        show(scene, t);
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount() / 2);
        scene.setFrame(&r.frame());
        const QRectF source = scene.contentRect();
        const QSize size(600, 300);
        QVERIFY(scene.sceneStyle().nodeSize * size.width() / source.width() <
                TreeScene::OverviewBelow);
        auto draw = [&](QPointF at) {
            QImage image(size, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            scene.render(&painter, QRectF(at, QSizeF(size - QSize(10, 10))), source,
                         Qt::IgnoreAspectRatio);
            return image;
        };
        const QImage first = draw({0, 0});
        const QImage moved = draw({3, 2});
        int compared = 0, differ = 0, ink = 0;
        for (int y = 0; y + 2 < size.height(); ++y) {
            for (int x = 0; x + 3 < size.width(); ++x) {
                const QRgb a = first.pixel(x, y), b = moved.pixel(x + 3, y + 2);
                ++compared;
                differ += a != b;
                ink += a != qRgb(255, 255, 255);
            }
        }
        QVERIFY2(ink > 2000, qPrintable(QString::number(ink))); // the tree is drawn
        QVERIFY2(differ == 0, qPrintable(QStringLiteral("%1 of %2").arg(differ).arg(compared)));
    }

    // Far out, a row's runs of nodes sharing a pixel are found by bisection (issue 29: the
    // node-by-node walk took a tenth of a second of a million-node tree's first paint). The
    // picture is the walk's, pixel for pixel: uneven branching, a step's colours, the whole
    // tree, a part of it, and left to right.
    void overviewBisectionDrawsWhatTheWalkDraws()
    {
        RandomTreeOptions o;
        o.seed = 5;
        o.minBranching = 1;
        o.maxBranching = 9;
        o.depth = 7;
        const GameTree t = randomTree(o);
        QVERIFY(t.size() > 20000);
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount() / 3);
        for (const bool leftToRight : {false, true}) {
            LayoutOptions lo;
            lo.leftToRight = leftToRight;
            // A scene of its own for each way: a scene keeps the geometry it drew last.
            auto draw = [&](bool bisect, bool whole) {
                TreeScene::setOverviewBisection(bisect);
                TreeScene scene;
                scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), lo));
                scene.setFrame(&r.frame());
                const QRectF all = scene.contentRect();
                const QRectF source = whole ? all
                                            : QRectF(all.left() + all.width() / 3, all.top(),
                                                     all.width() / 5, all.height());
                QImage image(QSize(700, 400), QImage::Format_RGB32);
                image.fill(Qt::white);
                QPainter painter(&image);
                scene.render(&painter, QRectF(5, 5, 690, 390), source, Qt::IgnoreAspectRatio);
                return image;
            };
            for (const bool whole : {true, false}) {
                const QImage walked = draw(false, whole);
                const QImage bisected = draw(true, whole);
                int ink = 0;
                for (int y = 0; y < walked.height(); ++y)
                    for (int x = 0; x < walked.width(); ++x)
                        ink += walked.pixel(x, y) != qRgb(255, 255, 255);
                QVERIFY2(ink > 2000, qPrintable(QString::number(ink)));
                QVERIFY(bisected == walked);
            }
        }
        TreeScene::setOverviewBisection(true);
    }

    // Follow Current Node on a big tree: the view moves to the node, and asking where it is
    // does not leave an item behind each step.
    // The window's steps restyle only the nodes the replayer says changed: a scene fed the
    // session's FrameChange looks, at every node, like one that compares every node, whatever
    // the order of the steps (forwards, backwards, far jumps), for a search of one pass and
    // one of many.
    void restylesOnlyTheChangedNodesAsAFullComparisonWould()
    {
        RandomTreeOptions o;
        o.seed = 11;
        o.minBranching = 3;
        o.maxBranching = 4;
        o.depth = 7;
        o.minValue = -50;
        o.maxValue = 50;
        o.heuristics = true;
        Document doc;
        doc.tree = randomTree(o);
        QVERIFY(doc.tree.size() > TreeScene::ItemThreshold);
        for (const QString algorithm :
             {QStringLiteral("alphabeta"), QStringLiteral("mt-sss"), QStringLiteral("id")}) {
            Document d = doc;
            d.algorithm = algorithm;
            d.step = 0;
            SearchSession session;
            session.setDocument(d);
            QVERIFY(session.stepCount() > 20);
            // Listed: a copy and the nodes each step wrote; shared: the session's own frame
            // (as the window shows it); full: a copy compared node by node.
            TreeScene listed, shared, full;
            show(listed, session.tree());
            show(shared, session.tree());
            show(full, session.tree());
            listed.setFrame(&session.frame(), &session.frameChange());
            shared.setFrame(session.sharedFrame(), &session.frameChange());
            full.setFrame(&session.frame());
            const NodeId n = session.tree().size();
            for (NodeId i = 0; i < n; ++i) { // items kept up to date by every restyle
                listed.item(i);
                shared.item(i);
                full.item(i);
            }
            std::mt19937 rng{7};
            std::vector<int> steps; // forwards, one step at a time, then back, then anywhere
            const int last = session.stepCount();
            for (int s = 1; s <= 20; ++s)
                steps.push_back(s);
            for (int s = 1; s <= last; s += std::max(1, last / 25))
                steps.push_back(s);
            for (int s = last; s >= 0; s -= std::max(1, last / 25))
                steps.push_back(s);
            for (int s = last / 2; s > last / 2 - 20 && s > 0; --s)
                steps.push_back(s);
            for (int k = 0; k < 25; ++k)
                steps.push_back(int(rng() % unsigned(session.stepCount() + 1)));
            steps.push_back(session.stepCount());
            steps.push_back(0);
            for (const int s : steps) {
                session.setStep(s);
                listed.setFrame(&session.frame(), &session.frameChange());
                shared.setFrame(session.sharedFrame(), &session.frameChange());
                full.setFrame(&session.frame());
                for (NodeId i = 0; i < n; ++i) {
                    const auto where = qPrintable(
                        QStringLiteral("%1, step %2, node %3").arg(algorithm).arg(s).arg(i));
                    QVERIFY2(sameNodeFrame(listed.frame()->nodes[i], session.frame().nodes[i]),
                             where);
                    QVERIFY2(listed.item(i)->look() == full.item(i)->look(), where);
                    QVERIFY2(shared.item(i)->look() == full.item(i)->look(), where);
                    QVERIFY2(shared.edgeLayer()->edgeState(i) == full.edgeLayer()->edgeState(i),
                             where);
                    QVERIFY2(listed.isNodeShown(i) == full.isNodeShown(i), where);
                    QVERIFY2(listed.edgeLayer()->edgeState(i) == full.edgeLayer()->edgeState(i),
                             where);
                    QVERIFY2(listed.edgeLayer()->hasCutMark(i) == full.edgeLayer()->hasCutMark(i),
                             where);
                    // A big tree's edges read their looks from the frame shown when painted
                    // (EdgeLayer::setLookSource): the edge into a node looks as its frame says.
                    const NodeFrame &f = session.frame().nodes[i];
                    const EdgeLook want =
                        chosenOr(edgeLook(f.state, false, f.list), session.frame().finished,
                                 session.frame().chosen, i);
                    QVERIFY2(i == 0 || listed.edgeLayer()->edgeState(i) == want, where);
                    QVERIFY2(i == 0 || listed.edgeLayer()->hasCutMark(i) == f.cutEdge, where);
                }
            }
        }
    }

    // A big trace's checkpoints are taken on a worker thread from the open: the window's
    // replayer takes them over, and frames reached afterwards are those of a replay step by
    // step. A new document stops the worker (it reads the tree and the trace), and a far
    // jump while it works waits for it rather than replaying the trace a second time.
    void aBigTracesCheckpointsArePreparedOnAWorker()
    {
        Document doc;
        doc.tree = bigTree();
        doc.algorithm = QStringLiteral("minimax");
        doc.step = 0;
        QVERIFY(doc.tree.size() >= SearchSession::PrepareFrom);
        SearchSession session;
        QSignalSpy prepared(&session, &SearchSession::prepared);
        session.setDocument(doc);
        QVERIFY(session.isPreparing() || prepared.count() == 1);
        session.setDocument(doc); // stops the first worker, starts another
        QVERIFY(prepared.count() == 1 || prepared.wait(120000));
        QCOMPARE(prepared.count(), 1);
        QCOMPARE(session.step(), 0);
        const int last = session.stepCount();
        QVERIFY(session.checkpointedTo() > last * 9 / 10);

        const Trace trace = run(doc.tree, doc.algorithm);
        Replayer reference(doc.tree, trace);
        for (const int s : {last, last / 3, 0, last / 2 + 17, last}) {
            session.setStep(s);
            reference.seek(s);
            QCOMPARE(session.frame().nodes, reference.frame().nodes);
            QCOMPARE(session.frame().current, reference.frame().current);
        }

        doc.algorithm = QStringLiteral("alphabeta");
        session.setDocument(doc);
        const bool working = session.isPreparing();
        session.setStep(session.stepCount()); // waits for the worker when it still works
        QVERIFY(!working || prepared.count() == 2);
        QVERIFY(session.checkpointedTo() > 0);
        const Trace abTrace = run(doc.tree, doc.algorithm);
        Replayer ab(doc.tree, abTrace);
        ab.seek(ab.stepCount());
        QCOMPARE(session.frame().nodes, ab.frame().nodes);
    }

    // A big tree indexes an edge's probability only while it is shown: alpha-beta never shows
    // a MIN node's "½", expectimax (MIN nodes average) does, and then the text is found where
    // it is drawn, also away from its edge's line, and lies within the layer.
    void probabilitiesAreIndexedWhileShown()
    {
        const GameTree t = bigTree();
        TreeScene scene;
        show(scene, t);
        NodeId child = NoNode; // the second child of the first MIN node
        for (NodeId n = 0; n < t.size() && child == NoNode; ++n) {
            if (t.kind(n) == NodeKind::Min && t.childCount(n) > 1)
                child = t.child(n, 1);
        }
        QVERIFY(child != NoNode);
        EdgeLayer *edges = scene.edgeLayer();
        const Trace ab = run(t, "alphabeta");
        Replayer plain(t, ab);
        scene.setFrame(&plain.frame());
        QVERIFY(!edges->probabilityShown(child));
        QVERIFY(!edges->probability(child).isEmpty());
        const Trace ex = run(t, "expectimax");
        Replayer averaging(t, ex);
        scene.setFrame(&averaging.frame());
        QVERIFY(edges->probabilityShown(child));
        const QRectF box = edges->labelBox(child);
        QVERIFY(!box.isNull());
        QVERIFY(edges->boundingRect().contains(box));
        // The box's corner farthest from the edge's line: only the text is there.
        const QPointF from = edges->drawnStart(child), to = scene.nodeRect(child).center();
        QPointF far = box.topLeft();
        auto distance = [&](const QPointF &p) {
            const QLineF line(from, to);
            const QPointF d = to - from;
            return std::abs(d.y() * p.x() - d.x() * p.y() + to.x() * from.y() - to.y() * from.x()) /
                   line.length();
        };
        for (const QPointF &c : {box.topRight(), box.bottomLeft(), box.bottomRight()}) {
            if (distance(c) > distance(far))
                far = c;
        }
        QVERIFY(distance(far) > 10);
        const QRectF corner(far - QPointF(0.5, 0.5), QSizeF(1, 1));
        QVERIFY(!edges->index()
                     .edgesIn(corner.intersected(box.adjusted(0.1, 0.1, -0.1, -0.1)))
                     .empty());
        // Further on, MIN nodes show their formulas, and the edges leave from under them (a big
        // tree's node has no item: this used to read a null one's position).
        averaging.seek(averaging.stepCount());
        scene.setFrame(&averaging.frame());
        const NodeId min = t.parent(child);
        QVERIFY(edges->drawnStart(child).y() > scene.nodeRect(min).bottom());
        scene.setFrame(&plain.frame()); // hidden again: out of the index
        QVERIFY(!edges->probabilityShown(child));
        // and the edge is drawn from its parent again, though no node averages now
        QVERIFY(edges->drawnStart(child).y() <= scene.nodeRect(min).bottom() + 0.5);
        QVERIFY(
            edges->index().edgesIn(corner.intersected(box.adjusted(0.1, 0.1, -0.1, -0.1))).empty());
    }

    void followingTheCurrentNode()
    {
        OnScreen on({640, 480});
        const GameTree &t = on.tree;
        TreeScene &scene = on.scene;
        TreeView &view = on.view;
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resetZoom();
        view.centerOn(scene.nodeRect(0).center());
        const NodeId last = t.size() - 1;
        auto inView = [&](NodeId n) {
            return view.mapToScene(view.viewport()->rect())
                .boundingRect()
                .contains(scene.nodeRect(n));
        };
        QVERIFY(!inView(last));
        view.ensureNodeVisible(last);
        QVERIFY(inView(last));
        QVERIFY(scene.items().size() < 10);
    }

    // The overview's rectangle is where the view looks; a click on the overview moves the
    // view there.
    void overviewFollowsAndMovesTheView()
    {
        OnScreen on({640, 480});
        const GameTree &t = on.tree;
        TreeScene &scene = on.scene;
        TreeView &view = on.view;
        TreeOverview overview;
        overview.resize(300, 150);
        overview.setView(&view);
        overview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&overview));
        view.resetZoom();
        view.centerOn(scene.nodeRect(0).center());
        const QRectF atRoot = overview.visibleRect();
        QVERIFY(!atRoot.isEmpty());
        QVERIFY(atRoot.contains(overview.fromScene(scene.nodeRect(0).center())));
        view.centerOn(scene.nodeRect(t.size() - 1).center());
        QVERIFY(overview.visibleRect().center().x() > atRoot.center().x() + 100);

        // A click in the left quarter: the view centres on that part of the tree.
        const QPoint click(overview.width() / 4, overview.height() / 2);
        QTest::mouseClick(&overview, Qt::LeftButton, {}, click);
        const QPointF centre = view.mapToScene(view.viewport()->rect().center());
        QVERIFY(QLineF(centre, overview.toScene(click)).length() < 2 / view.zoom() + 2);
        QVERIFY(overview.visibleRect().contains(QPointF(click)));

        // The picture is the tree: ink where the rows are.
        QTRY_VERIFY(!overview.grab().toImage().isNull());
        const QImage picture = overview.grab().toImage();
        const QColor background = scene.sceneStyle().background;
        const int ink =
            countPixels(picture, [&](const QColor &c) { return !near(c, background, 30); });
        QVERIFY2(ink > 2000, qPrintable(QString::number(ink)));
    }
};

QTEST_MAIN(TstBigScene)
#include "tst_bigscene.moc"
