// The canvas: one item per node with the textbook shapes, the search state of a frame drawn on
// it (values, bounds, α/β on the path, chance formulas, cut marks, SSS* OPEN marks), frames
// applied incrementally looking the same as frames applied from scratch, hit-testing, the
// view's camera, an offscreen render, and a 100,000-node scene built fast.
#include "core/generate/randomtree.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/replayer.h"
#include "views/scene/edgelayer.h"
#include "views/scene/levelband.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"

#include <QBuffer>
#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QImage>
#include <QNativeGestureEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPointingDevice>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSvgGenerator>
#include <QtTest>

using namespace gt;

namespace {

DraftNode inner(NodeKind kind, const QString &name, const QString &label,
                std::vector<std::int32_t> children)
{
    DraftNode d;
    d.kind = kind;
    d.name = name;
    d.label = label;
    d.children = std::move(children);
    return d;
}

DraftNode leaf(double value, double prob = qQNaN())
{
    DraftNode d;
    d.value = value;
    d.prob = prob;
    return d;
}

// AIMA's three-ply tree: A=max(a1: B=min(3,12,8), a2: C=min(2,4,6), a3: D=min(14,5,2)).
// Preorder: A0 B1 3 12 8 C5 2 4 6 D9 14 5 2.
GameTree aimaTree()
{
    TreeDraft d;
    d.nodes = {inner(NodeKind::Max, "A", {}, {1, 2, 3})};
    const double values[3][3] = {{3, 12, 8}, {2, 4, 6}, {14, 5, 2}};
    const char *names[3] = {"B", "C", "D"};
    // Draft order: A, the three MIN nodes, then their leaves; fromDraft renumbers in preorder.
    for (int i = 0; i < 3; ++i)
        d.nodes.push_back(inner(NodeKind::Min, names[i], QStringLiteral("a%1").arg(i + 1),
                                {4 + 3 * i, 5 + 3 * i, 6 + 3 * i}));
    for (const auto &row : values)
        for (double v : row)
            d.nodes.push_back(leaf(v));
    return GameTree::fromDraft(d);
}

// max(min(10,10), min(9,100)): 10 under minimax, 54.5 under expectimax.
// Preorder: 0 max, 1 min, 2 10, 3 10, 4 min, 5 9, 6 100.
GameTree classicTree()
{
    TreeDraft d;
    d.nodes = {inner(NodeKind::Max, {}, {}, {1, 2}),
               inner(NodeKind::Min, {}, {}, {3, 4}),
               inner(NodeKind::Min, {}, {}, {5, 6}),
               leaf(10),
               leaf(10),
               leaf(9),
               leaf(100)};
    return GameTree::fromDraft(d);
}

// max(chance(0.7: 1, 0.3: 0), 5). Preorder: 0 max, 1 chance, 2 1, 3 0, 4 5.
GameTree chanceTree()
{
    TreeDraft d;
    d.nodes = {inner(NodeKind::Max, {}, {}, {1, 4}), inner(NodeKind::Chance, {}, {}, {2, 3}),
               leaf(1, 0.7), leaf(0, 0.3), leaf(5)};
    return GameTree::fromDraft(d);
}

Trace run(const GameTree &tree, const QString &algorithm)
{
    QString error;
    auto trace = search(tree, algorithm, {}, &error);
    if (!trace)
        qFatal("search failed: %s", qPrintable(error));
    return *trace;
}

int stepAfterFirst(const Trace &trace, EventType type)
{
    for (std::size_t i = 0; i < trace.events.size(); ++i)
        if (trace.events[i].type == type)
            return int(i) + 1;
    return -1;
}

void show(TreeScene &scene, const GameTree &tree)
{
    scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), LayoutOptions{}));
}

int nodeItemCount(const QGraphicsScene &scene)
{
    int count = 0;
    for (const QGraphicsItem *i : scene.items())
        count += i->type() == NodeItem::Type;
    return count;
}

QImage render(TreeScene &scene)
{
    const QRectF r = scene.sceneRect();
    QImage image(r.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    scene.render(&p, QRectF(QPointF(0, 0), r.size()), r);
    return image;
}

// The colour of the rendered image at a point given in a node's own coordinates.
QColor pixelAt(const QImage &image, const TreeScene &scene, NodeId n, QPointF local)
{
    const QPointF p = scene.item(n)->pos() + local - scene.sceneRect().topLeft();
    return image.pixelColor(p.toPoint());
}

// A paint device that only counts the texts drawn on it.
class TextCounter : public QPaintDevice {
public:
    int texts() const { return m_engine.texts; }
    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
        case PdmHeight: return 4000;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDepth: return 32;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: return 1;
        }
    }

private:
    struct Engine : QPaintEngine {
        int texts = 0;
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &, const QTextItem &) override { ++texts; }
        Type type() const override { return User; }
    };
    mutable Engine m_engine;
};

int textsDrawnAtZoom(TreeScene &scene, double zoom)
{
    TextCounter device;
    QPainter p(&device);
    const QRectF source = scene.sceneRect();
    scene.render(&p, QRectF(QPointF(0, 0), source.size() * zoom), source);
    p.end();
    return device.texts();
}

bool near(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <=
           12;
}

// Pixels of `image` in `sceneArea` (scene coordinates of a render()ed scene) that satisfy `pred`.
template <typename Pred>
int countPixels(const QImage &image, const TreeScene &scene, const QRectF &sceneArea, Pred pred)
{
    const QRect area =
        sceneArea.translated(-scene.sceneRect().topLeft()).toAlignedRect() & image.rect();
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            count += pred(image.pixelColor(x, y)) ? 1 : 0;
    return count;
}

// Pixels that are not the background: something is drawn there.
int ink(const QImage &image, const QColor &background)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += near(image.pixelColor(x, y), background) ? 0 : 1;
    return count;
}

// Branching 10, depth 4: 11,111 nodes, some 450,000 units wide and five rows deep.
GameTree bigTree()
{
    RandomTreeOptions o;
    o.minBranching = o.maxBranching = 10;
    o.depth = 4;
    return randomTree(o);
}

} // namespace

class TstTreeScene : public QObject {
    Q_OBJECT
private slots:
    void oneItemPerNodeWithTextbookShapes()
    {
        const GameTree t = aimaTree();
        QCOMPARE(t.name(5), QString("C"));
        QCOMPARE(t.value(7), 4.0);
        TreeScene scene;
        show(scene, t);
        QCOMPARE(nodeItemCount(scene), t.size());
        QCOMPARE(scene.nodeItemCount(), t.size());
        QCOMPARE(int(scene.items().size()), t.size() + 1); // + the edge layer
        for (NodeId n = 0; n < t.size(); ++n) {
            QVERIFY(scene.item(n));
            QCOMPARE(scene.item(n)->nodeId(), n);
            QCOMPARE(scene.item(n)->kind(), t.kind(n));
        }
        QCOMPARE(scene.item(0)->nodeShape(), FigureShape::TriangleUp);
        QCOMPARE(scene.item(1)->nodeShape(), FigureShape::TriangleDown);
        QCOMPARE(scene.item(2)->nodeShape(), FigureShape::Box);
        QCOMPARE(figureShape(NodeKind::Chance), FigureShape::Circle);
        const GameTree c = chanceTree();
        show(scene, c);
        QCOMPARE(scene.item(1)->nodeShape(), FigureShape::Circle);
        QCOMPARE(nodeItemCount(scene), c.size());
    }

    void bareTreeShowsLeafValuesNamesAndLabels()
    {
        const GameTree t = aimaTree();
        TreeScene scene;
        show(scene, t);
        scene.setFrame(nullptr);
        for (NodeId n = 0; n < t.size(); ++n) {
            const NodeLook &look = scene.item(n)->look();
            QCOMPARE(look.state, NodeState::Unreached);
            QVERIFY(look.window.isEmpty());
            QVERIFY(look.formula.isEmpty());
            QCOMPARE(look.value, t.isLeaf(n) ? formatValue(t.value(n)) : QString());
            QCOMPARE(look.name, t.name(n));
        }
        QCOMPARE(scene.item(3)->look().value, QString("12"));
        QCOMPARE(scene.edgeLayer()->label(5), QString("a2"));
        QCOMPARE(scene.edgeLayer()->edgeState(5), EdgeState::Plain);
        QVERIFY(!scene.edgeLayer()->hasEdge(0)); // the root has no edge in
        // Leaves are squares wide enough for their values; triangles for "≥ 14".
        const QFontMetricsF fm(scene.sceneStyle().valueFont);
        QVERIFY(scene.item(10)->shapeSize().width() >= fm.horizontalAdvance("14"));
        QVERIFY(scene.nodeRect(0).width() > scene.nodeRect(2).width());

        const GameTree c = chanceTree();
        show(scene, c);
        QCOMPARE(scene.edgeLayer()->probability(2), QString("0.7"));
        QVERIFY(scene.edgeLayer()->probabilityShown(2)); // chance edges always say theirs
        QVERIFY(!scene.edgeLayer()->probabilityShown(1));
    }

    void alphaBetaCutoffFrame()
    {
        const GameTree t = aimaTree();
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        const int cut = stepAfterFirst(trace, EventType::Cutoff);
        QVERIFY(cut > 0);
        r.seek(cut);
        TreeScene scene;
        show(scene, t);
        QSignalSpy changed(&scene, &TreeScene::frameChanged);
        scene.setFrame(&r.frame());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<NodeId>(), 5);
        QCOMPARE(scene.currentNode(), 5);

        auto look = [&](NodeId n) { return scene.item(n)->look(); };
        QCOMPARE(look(5).state, NodeState::Current);
        QCOMPARE(look(0).state, NodeState::OnPath);
        QCOMPARE(look(1).state, NodeState::Done);
        QCOMPARE(look(7).state, NodeState::Pruned);
        QCOMPARE(look(8).state, NodeState::Pruned);
        QCOMPARE(look(9).state, NodeState::Unreached);
        QCOMPARE(look(1).value, QString("3"));
        QCOMPARE(look(5).value, QString("≤ 2")); // bounds where a cut left only a bound
        QCOMPARE(look(0).value, QString("≥ 3"));
        QCOMPARE(look(9).value, QString());
        QCOMPARE(look(0).window, QString("α=3, β=+∞"));
        QCOMPARE(look(5).window, QString("α=3, β=2"));
        for (NodeId n = 0; n < t.size(); ++n) { // α/β only beside the path
            const NodeState s = look(n).state;
            const bool onPath = s == NodeState::OnPath || s == NodeState::Current;
            QCOMPARE(!look(n).window.isEmpty(), onPath && !t.isLeaf(n));
        }
        EdgeLayer *edges = scene.edgeLayer();
        QVERIFY(edges->hasCutMark(7));
        QVERIFY(edges->hasCutMark(8));
        QVERIFY(!edges->hasCutMark(6));
        QCOMPARE(edges->edgeState(7), EdgeState::Pruned);
        QCOMPARE(edges->edgeState(5), EdgeState::Path);
        QCOMPARE(edges->edgeState(1), EdgeState::Done);
        QCOMPARE(edges->edgeState(9), EdgeState::Plain);
        QCOMPARE(scene.item(5)->zValue(), 1.0); // the current node above its neighbours
        QVERIFY(scene.item(7)->isVisible());

        SceneStyle hidden = scene.sceneStyle();
        hidden.showPrunedAs = PrunedDisplay::Hidden;
        scene.setSceneStyle(hidden);
        QVERIFY(!scene.item(7)->isVisible());
        QCOMPARE(edges->edgeState(7), EdgeState::Hidden);
        QVERIFY(!edges->hasCutMark(7)); // a hidden subtree leaves no stub and no cut mark
        QCOMPARE(scene.nodeAt(scene.item(7)->pos()), NoNode);

        SceneStyle quiet = SceneStyle::light();
        quiet.showWindows = false;
        quiet.showValues = false;
        scene.setSceneStyle(quiet);
        QVERIFY(look(0).window.isEmpty());
        QVERIFY(look(0).value.isEmpty());
        QCOMPARE(look(2).value, QString("3")); // leaves keep theirs

        scene.setFrame(nullptr);
        QCOMPARE(look(5).state, NodeState::Unreached);
        QCOMPARE(edges->edgeState(7), EdgeState::Plain);
        QVERIFY(!edges->hasCutMark(7));
        QCOMPARE(scene.currentNode(), NoNode);
    }

    void chanceFormulasAndProbabilities()
    {
        const GameTree t = classicTree();
        const Trace trace = run(t, "expectimax");
        Replayer r(t, trace);
        TreeScene scene;
        show(scene, t);
        QStringList seen;
        for (int s = 0; s <= r.stepCount(); ++s) {
            r.seek(s);
            scene.setFrame(&r.frame());
            const QString f = scene.item(4)->look().formula;
            QCOMPARE(f, chanceFormula(t, r.frame(), 4));
            if (!f.isEmpty() && (seen.isEmpty() || seen.back() != f))
                seen << f;
        }
        QCOMPARE(seen, QStringList({"½·9 + ½·?", "½·9 + ½·100 = 54.5"}));
        QCOMPARE(scene.item(1)->look().formula, QString("½·10 + ½·10 = 10"));
        QVERIFY(scene.item(0)->look().formula.isEmpty());
        QCOMPARE(scene.item(0)->look().value, QString("54.5"));
        QVERIFY(!scene.item(4)->formulaLines().isEmpty());
        QCOMPARE(scene.item(4)->formulaLines().join(' '), QString("½·9 + ½·100 = 54.5"));
        // MIN nodes average under expectimax: their edges say ½; under minimax they do not.
        QCOMPARE(scene.edgeLayer()->probability(5), QString("½"));
        QVERIFY(scene.edgeLayer()->probabilityShown(5));
        const Trace mm = run(t, "minimax");
        Replayer m(t, mm);
        m.seek(m.stepCount());
        scene.setFrame(&m.frame());
        QVERIFY(!scene.edgeLayer()->probabilityShown(5));
        QVERIFY(scene.item(4)->look().formula.isEmpty());
        QCOMPARE(scene.item(0)->look().value, QString("10"));

        const GameTree c = chanceTree();
        const Trace ct = run(c, "expectiminimax");
        Replayer cr(c, ct);
        cr.seek(cr.stepCount());
        show(scene, c);
        scene.setFrame(&cr.frame());
        QCOMPARE(scene.item(1)->look().formula, QString("0.7·1 + 0.3·0 = 0.7"));
        QVERIFY(scene.edgeLayer()->probabilityShown(3));
    }

    void sssOpenMarks()
    {
        const GameTree t = aimaTree();
        const Trace trace = run(t, "sss");
        Replayer r(t, trace);
        TreeScene scene;
        show(scene, t);
        int checked = 0;
        for (int s = 0; s <= r.stepCount(); ++s) {
            r.seek(s);
            scene.setFrame(&r.frame());
            std::vector<char> onOpen(std::size_t(t.size()), 0);
            for (const OpenState &o : r.frame().open) {
                const NodeLook &look = scene.item(o.node)->look();
                QCOMPARE(look.sss, o.status);
                QCOMPARE(look.merit, o.merit);
                onOpen[o.node] = 1;
                ++checked;
            }
            for (NodeId n = 0; n < t.size(); ++n)
                if (!onOpen[n])
                    QCOMPARE(scene.item(n)->look().sss, SssStatus::None);
        }
        QVERIFY(checked > 10);
    }

    // Two-phase minimax: the nodes not generated yet are ghosts, not nodes waiting their turn;
    // those on OPEN wear OPEN's green and a tag, those on CLOSED CLOSED's purple and their
    // place; a band lies behind the level each phase works on, and changes with the phase.
    void twoPhaseMinimaxGhostsListsAndBand()
    {
        const GameTree t = aimaTree(); // A0 B1 3 12 8 C5 2 4 6 D9 14 5 2
        const Trace trace = run(t, "minimax-bfs");
        Replayer r(t, trace);
        TreeScene scene;
        show(scene, t);
        const SceneStyle &s = scene.sceneStyle();
        auto count = [&](const QImage &image, NodeId n, const QColor &colour) {
            return countPixels(image, scene, scene.nodeRect(n).adjusted(-1, -1, 1, 1),
                               [&](const QColor &c) { return near(c, colour); });
        };
        auto inked = [&](const QImage &image, NodeId n) {
            return countPixels(image, scene, scene.nodeRect(n).adjusted(-1, -1, 1, 1),
                               [&](const QColor &c) { return !near(c, s.background); });
        };
        // An ordinary node not reached yet (the bare tree, or any other search) is outlined
        // in the foreground.
        const int plainD = count(render(scene), 9, s.foreground);
        const int plainLeaf = count(render(scene), 10, s.foreground);
        QVERIFY2(plainD > 20 && plainLeaf > 20, qPrintable(QString::number(plainD)));

        r.seek(4); // open A, close A, open B, open C
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(9)->look().list, ListPlace::Ungenerated);
        QCOMPARE(scene.item(1)->look().list, ListPlace::Open);
        QCOMPARE(scene.item(1)->look().table, QStringLiteral("OPEN"));
        QCOMPARE(scene.item(9)->look().table, QString());
        QImage image = render(scene);
        // D and the leaf 14 are ghosts: drawn, but nothing of them in the foreground.
        QCOMPARE(count(image, 9, s.foreground), 0);
        QCOMPARE(count(image, 10, s.foreground), 0);
        QVERIFY(inked(image, 9) > 5);
        QCOMPARE(scene.edgeLayer()->edgeState(9), EdgeState::Pruned); // a ghost edge too
        QCOMPARE(scene.edgeLayer()->edgeState(1), EdgeState::Plain);
        QVERIFY(count(image, 1, s.liveFill) > 20); // B on OPEN, outlined in OPEN's green
        QVERIFY(count(image, 1, s.liveColor) > 10);
        LevelBandItem *band = scene.levelBandItem();
        QVERIFY(band && band->isVisible());
        QCOMPARE(band->phase(), ListPhase::Generating);
        QCOMPARE(band->label(), QStringLiteral("phase 1 · frontier at level 1"));
        QVERIFY(std::abs(band->band().center().y() - scene.item(1)->pos().y()) < 0.5);
        QVERIFY(band->band().contains(scene.nodeRect(1)) &&
                band->band().contains(scene.nodeRect(9)));
        QVERIFY(!band->band().contains(scene.item(0)->pos()));
        QVERIFY(scene.contentRect().contains(band->drawnRect()));

        // Phase 2: the first value rises into D, at level 1; B waits on CLOSED in place 2.
        r.seek(stepAfterFirst(trace, EventType::Return));
        scene.setFrame(&r.frame());
        QCOMPARE(band->phase(), ListPhase::BackingUp);
        QCOMPARE(band->label(), QStringLiteral("phase 2 · backing up level 1"));
        QVERIFY(std::abs(band->band().center().y() - scene.item(9)->pos().y()) < 0.5);
        QCOMPARE(scene.item(1)->look().table, QStringLiteral("C 2"));
        image = render(scene);
        QVERIFY(count(image, 1, s.solvedFill) > 20);
        QVERIFY(count(image, 10, s.leafFill) > 20); // 14 backed up: a finished leaf
        QCOMPARE(scene.item(10)->look().table, QString());

        r.seek(r.stepCount()); // over: no band
        scene.setFrame(&r.frame());
        QVERIFY(!band->isVisible());
        scene.setFrame(nullptr);
        QVERIFY(!band->isVisible());
        QVERIFY(count(render(scene), 9, s.foreground) > 20); // the bare tree: no ghosts
    }

    // The scene restyles only what changed between frames; that must look exactly like
    // building the frame from scratch, stepping forwards, backwards and jumping.
    void incrementalFramesMatchFreshOnes()
    {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.minBranching = 1;
            o.maxBranching = 3;
            o.depth = 4;
            o.leafChance = 0.2;
            o.chanceLevels = seed % 3 == 0;
            const GameTree t = randomTree(o);
            for (const Algorithm *a : algorithms()) {
                if (a->refusal(t))
                    continue;
                const Trace trace = run(t, a->id());
                Replayer r(t, trace);
                r.trackChanges(true);
                TreeScene stepping;
                show(stepping, t);
                // Shown the replayer's own frame, shared, with the nodes each seek wrote (as
                // the window shows a session's frames), and once a copy in between.
                TreeScene sharing;
                show(sharing, t);
                std::uint64_t shown = 0;
                std::vector<int> steps;
                for (int s = 0; s <= r.stepCount(); ++s)
                    steps.push_back(s);
                for (int s = r.stepCount(); s >= 0; s -= 3)
                    steps.push_back(s);
                steps.push_back(r.stepCount() / 2);
                steps.push_back(r.stepCount());
                steps.push_back(0);
                for (std::size_t k = 0; k < steps.size(); ++k) {
                    const int s = steps[k];
                    r.seek(s);
                    stepping.setFrame(&r.frame());
                    const FrameChange change{shown, shown + 1, r.takeChangedNodes()};
                    ++shown;
                    if (k == steps.size() / 2) {
                        sharing.setFrame(&r.frame()); // a copy: unnamed, shown afresh
                        shown = 0;
                    } else {
                        sharing.setFrame(r.sharedFrame(), &change);
                    }
                    TreeScene fresh;
                    show(fresh, t);
                    fresh.setFrame(&r.frame());
                    for (const TreeScene *scene : {&stepping, &sharing}) {
                        for (NodeId n = 0; n < t.size(); ++n) {
                            QVERIFY2(scene->item(n)->look() == fresh.item(n)->look(),
                                     qPrintable(QString("%1 seed %2 step %3 node %4 %5")
                                                    .arg(a->id())
                                                    .arg(seed)
                                                    .arg(s)
                                                    .arg(n)
                                                    .arg(scene == &sharing ? "shared" : "")));
                            QCOMPARE(scene->edgeLayer()->edgeState(n),
                                     fresh.edgeLayer()->edgeState(n));
                            QCOMPARE(scene->edgeLayer()->hasCutMark(n),
                                     fresh.edgeLayer()->hasCutMark(n));
                            QCOMPARE(scene->edgeLayer()->probabilityShown(n),
                                     fresh.edgeLayer()->probabilityShown(n));
                            QCOMPARE(scene->item(n)->boundingRect(), fresh.item(n)->boundingRect());
                        }
                    }
                }
            }
        }
    }

    void breakpointsAndSelection()
    {
        const GameTree t = aimaTree();
        TreeScene scene;
        show(scene, t);
        std::vector<char> bp(std::size_t(t.size()), 0);
        bp[5] = 1;
        scene.setBreakpoints(bp);
        QVERIFY(scene.item(5)->look().breakpoint);
        QVERIFY(!scene.item(1)->look().breakpoint);
        scene.setSelectedNode(9);
        QVERIFY(scene.item(9)->look().selected);
        scene.setSelectedNode(1);
        QVERIFY(!scene.item(9)->look().selected);
        QVERIFY(scene.item(1)->look().selected);
        QCOMPARE(scene.selectedNode(), 1);
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(5);
        scene.setFrame(&r.frame()); // a new frame keeps breakpoints and selection
        QVERIFY(scene.item(5)->look().breakpoint);
        QVERIFY(scene.item(1)->look().selected);
        scene.setBreakpoints({});
        QVERIFY(!scene.item(5)->look().breakpoint);
    }

    void hitTesting()
    {
        const GameTree t = aimaTree();
        TreeScene scene;
        show(scene, t);
        for (NodeId n = 0; n < t.size(); ++n) {
            const QRectF r = scene.nodeRect(n);
            QCOMPARE(r.center(), scene.item(n)->pos());
            QCOMPARE(scene.nodeAt(r.center()), n);
            QCOMPARE(scene.nodeAt(r.topLeft() + QPointF(1, 1)), n);
            QVERIFY(scene.sceneRect().contains(scene.item(n)->sceneBoundingRect()));
        }
        QCOMPARE(scene.nodeAt(scene.sceneRect().topLeft() + QPointF(2, 2)), NoNode);
        QCOMPARE(scene.nodeAt(QPointF(-1e6, -1e6)), NoNode);
        QVERIFY(scene.nodeRect(99).isNull());
        QVERIFY(!scene.item(-1));
        // Children sit below their parents, in order, the root centred over its children.
        QVERIFY(scene.item(1)->y() > scene.item(0)->y());
        QVERIFY(scene.item(5)->x() > scene.item(1)->x());
        QCOMPARE(scene.item(0)->x(), scene.item(5)->x());
    }

    void clicksReachTheOwner()
    {
        const GameTree t = aimaTree();
        TreeScene scene;
        show(scene, t);
        TreeView view(&scene);
        view.resize(800, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitToWindow();
        QSignalSpy clicked(&scene, &TreeScene::nodeClicked);
        QSignalSpy doubled(&scene, &TreeScene::nodeDoubleClicked);
        const QPoint at = view.mapFromScene(scene.item(5)->pos());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).value<NodeId>(), 5);
        QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(doubled.count(), 1);
        QCOMPARE(doubled.at(0).at(0).value<NodeId>(), 5);
        QSignalSpy menu(&scene, &TreeScene::nodeContextMenuRequested);
        QContextMenuEvent context(QContextMenuEvent::Mouse, at, view.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(view.viewport(), &context);
        QCOMPARE(menu.count(), 1);
        QCOMPARE(menu.at(0).at(0).value<NodeId>(), 5);
        QCOMPARE(menu.at(0).at(1).value<QPoint>(), view.viewport()->mapToGlobal(at));
        const QPoint empty = view.mapFromScene(scene.sceneRect().topLeft() + QPointF(3, 3));
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, empty);
        QCOMPARE(clicked.count(), 1);
    }

    void viewZoomsFitsAndFollows()
    {
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 4;
        o.depth = 5; // 1,365 nodes: far wider than the window
        const GameTree t = randomTree(o);
        TreeScene scene;
        show(scene, t);
        TreeView view(&scene);
        view.resize(640, 480);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        // A tree far wider than the window is fitted whole, its rows spread over the window's
        // height (the overview draws them) instead of squeezed into a line.
        view.fitToWindow();
        auto visible = [&] { return view.mapToScene(view.viewport()->rect()).boundingRect(); };
        QTRY_VERIFY(visible().contains(scene.contentRect()));
        QVERIFY(view.rowZoom() > 4 * view.zoom());
        QVERIFY(scene.contentRect().height() * view.rowZoom() > view.viewport()->height() * 0.7);
        const double fitted = view.zoom();
        QTest::keyClick(&view, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(view.zoom() > fitted);
        QTest::keyClick(&view, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(qAbs(view.zoom() - fitted) < 1e-9);
        QTest::keyClick(&view, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(view.zoom(), fitted);

        // A tree that can be read whole is fitted whole, into the window without scroll bars:
        // the tree, not the scene's margin, sets the zoom.
        const GameTree small = aimaTree();
        TreeScene smallScene;
        show(smallScene, small);
        view.setTreeScene(&smallScene);
        view.fitToWindow();
        QTRY_VERIFY(visible().contains(smallScene.contentRect()));
        QVERIFY(!view.horizontalScrollBar()->isVisible());
        const QSizeF content = smallScene.contentRect().size() * view.zoom();
        QVERIFY(content.width() > view.viewport()->width() - 40 ||
                content.height() > view.viewport()->height() - 40);
        view.setTreeScene(&scene);
        view.fitToWindow();

        // Wheel zoom keeps the scene point under the cursor in place.
        view.resetZoom();
        const QPoint cursor(200, 150);
        const QPointF under = view.mapToScene(cursor);
        QWheelEvent wheel(cursor, view.viewport()->mapToGlobal(cursor), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view.viewport(), &wheel);
        QVERIFY(view.zoom() > 1);
        QVERIFY(QLineF(view.mapToScene(cursor), under).length() < 2 / view.zoom() + 1);

        // A touchpad's pinch (a native zoom gesture) zooms by its value around the fingers.
        view.resetZoom();
        const QPointF pinched = view.mapToScene(cursor);
        QNativeGestureEvent pinch(Qt::ZoomNativeGesture, QPointingDevice::primaryPointingDevice(),
                                  2, QPointF(cursor), QPointF(cursor),
                                  QPointF(view.viewport()->mapToGlobal(cursor)), 0.5, QPointF());
        QCoreApplication::sendEvent(view.viewport(), &pinch);
        QVERIFY2(qAbs(view.zoom() - 1.5) < 1e-9, qPrintable(QString::number(view.zoom())));
        QVERIFY(QLineF(view.mapToScene(cursor), pinched).length() < 2 / view.zoom() + 1);

        // Following the current node: at 100 % the last leaf is off screen until it is current.
        view.resetZoom();
        view.centerOn(scene.item(0)->pos());
        const NodeId last = t.size() - 1;
        auto inView = [&](NodeId n) {
            return view.mapToScene(view.viewport()->rect())
                .boundingRect()
                .contains(scene.nodeRect(n));
        };
        QVERIFY(!inView(last));
        view.ensureNodeVisible(last);
        QVERIFY(inView(last));
        view.centerOn(scene.item(0)->pos());
        view.setFollowCurrent(true);
        const Trace trace = run(t, "minimax");
        Replayer r(t, trace);
        int step = 0;
        while (step < r.stepCount() && r.frame().current != last)
            r.seek(++step);
        QCOMPARE(r.frame().current, last);
        scene.setFrame(&r.frame());
        QTRY_VERIFY(inView(last)); // animated
    }

    void offscreenRender()
    {
        const GameTree t = aimaTree();
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount());
        TreeScene scene;
        show(scene, t);
        scene.setFrame(&r.frame());
        const QImage image = render(scene);
        QCOMPARE(image.size(), scene.sceneRect().size().toSize());
        const SceneStyle &s = scene.sceneStyle();
        int ink = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                ink += !near(image.pixelColor(x, y), s.background);
        QVERIFY2(ink > 500, qPrintable(QString::number(ink)));

        // The shapes, read back from pixels: △ is filled at the top middle and empty in its
        // top corners, ▽ the other way round, □ filled to its corners.
        const QSizeF a = scene.item(0)->shapeSize(), b = scene.item(1)->shapeSize();
        QVERIFY(near(pixelAt(image, scene, 0, {0, -a.height() / 4}), s.maxFill));
        QVERIFY(near(pixelAt(image, scene, 0, {-a.width() / 2 + 3, -a.height() / 2 + 3}),
                     s.background));
        QVERIFY(near(pixelAt(image, scene, 1, {0, b.height() / 4}), s.minFill));
        QVERIFY(
            near(pixelAt(image, scene, 1, {-b.width() / 2 + 3, b.height() / 2 - 3}), s.background));
        const QSizeF l = scene.item(2)->shapeSize();
        QVERIFY(
            near(pixelAt(image, scene, 2, {-l.width() / 2 + 3, -l.height() / 2 + 3}), s.leafFill));
        // A pruned leaf stays hollow.
        QVERIFY(near(pixelAt(image, scene, 7, {-l.width() / 2 + 3, -l.height() / 2 + 3}),
                     s.background));

        // The cut mark across the edge C → 4 (ids 5 → 7), in its colour, where the cut is drawn
        // (a little under half way down the edge); none there on the bare tree.
        const QPointF from = scene.item(5)->edgeAnchor(Qt::BottomEdge);
        const QPointF to = scene.item(7)->edgeAnchor(Qt::TopEdge);
        const QPointF cut = from + (to - from) * 0.42;
        const QRectF around(cut - QPointF(8, 8), QSizeF(16, 16));
        auto isCut = [&s](const QColor &c) { return near(c, s.cutColor); };
        QVERIFY(scene.edgeLayer()->hasCutMark(7));
        QVERIFY(countPixels(image, scene, around, isCut) >= 6);
        scene.setFrame(nullptr);
        QCOMPARE(countPixels(render(scene), scene, around, isCut), 0);

        // α/β to the right of C while it is current at the cut-off; nothing there once C is done.
        const QSizeF c = scene.item(5)->shapeSize();
        const QRectF windowArea(scene.item(5)->pos() + QPointF(c.width() / 2 + 2, -c.height() / 2),
                                QSizeF(36, c.height()));
        auto inked = [&s](const QColor &color) { return !near(color, s.background); };
        r.seek(stepAfterFirst(trace, EventType::Cutoff));
        scene.setFrame(&r.frame());
        QCOMPARE(scene.item(5)->look().window, QStringLiteral("α=3, β=2"));
        const int windowInk = countPixels(render(scene), scene, windowArea, inked);
        r.seek(r.stepCount());
        scene.setFrame(&r.frame());
        const int doneInk = countPixels(render(scene), scene, windowArea, inked);
        QVERIFY2(windowInk > 40 && windowInk > 4 * doneInk,
                 qPrintable(QStringLiteral("%1 %2").arg(windowInk).arg(doneInk)));

        // The same frame in the dark palette.
        scene.setSceneStyle(SceneStyle::dark());
        const QImage dark = render(scene);
        QVERIFY(near(pixelAt(dark, scene, 0, {0, -a.height() / 4}), SceneStyle::dark().maxFill));
        QVERIFY(near(dark.pixelColor(1, 1), SceneStyle::dark().background));
    }

    // The weighted sum under a chance node, in its box: the border in its colour, the text
    // inked inside, and the child edges leaving from under the box rather than through it.
    void formulaBoxRendered()
    {
        const GameTree t = chanceTree();
        const Trace trace = run(t, "expectiminimax");
        Replayer r(t, trace);
        TreeScene scene;
        show(scene, t);
        const SceneStyle &s = scene.sceneStyle();
        const NodeItem *chance = scene.item(1);
        const QPointF apex = chance->edgeAnchor(Qt::BottomEdge);
        QCOMPARE(scene.edgeLayer()->drawnStart(2), apex); // no formula yet: from the node
        r.seek(r.stepCount());
        scene.setFrame(&r.frame());
        QCOMPARE(chance->look().formula, QStringLiteral("0.7·1 + 0.3·0 = 0.7"));
        const QRectF box = chance->formulaBox().translated(chance->pos());
        QVERIFY(!box.isNull());
        const QImage image = render(scene);
        auto isBorder = [&s](const QColor &c) { return near(c, s.formulaBorder); };
        auto inked = [&s](const QColor &c) { return !near(c, s.background); };
        // Antialiasing blends much of the 1-px outline: half its top side's length is plenty.
        QVERIFY(countPixels(image, scene, box.adjusted(-1, -1, 1, 1), isBorder) > box.width() / 2);
        QVERIFY(countPixels(image, scene, box.adjusted(3, 2, -3, -2), inked) > 40);
        for (NodeId child : {2, 3}) {
            const QPointF start = scene.edgeLayer()->drawnStart(child);
            QVERIFY(start.y() > box.bottom() + 2);
            // Just under the box, where the edge used to come out of it, there is a gap.
            const QPointF to = scene.item(child)->edgeAnchor(Qt::TopEdge);
            const double y = box.bottom() + 2;
            const QPointF onEdge(
                apex.x() + (to.x() - apex.x()) * (y - apex.y()) / (to.y() - apex.y()), y);
            QCOMPARE(
                countPixels(image, scene, QRectF(onEdge - QPointF(1, 0.5), QSizeF(2, 1)), inked),
                0);
        }
        scene.setFrame(nullptr); // the bare tree has no box
        QCOMPARE(countPixels(render(scene), scene, box, isBorder), 0);
        QCOMPARE(scene.edgeLayer()->drawnStart(2), apex);
    }

    // A 10,000-node tree in a real view: fitted whole, and zoomed far out, where no node is
    // a pixel wide, the overview still draws the rows and the way to the current node.
    void bigTreeIsNeverBlank()
    {
        const GameTree t = bigTree();
        QVERIFY(t.size() > 10'000);
        TreeScene scene;
        show(scene, t);
        TreeView view(&scene);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitToWindow();
        QTRY_VERIFY(
            view.mapToScene(view.viewport()->rect()).boundingRect().contains(scene.contentRect()));
        const QColor background = scene.sceneStyle().background;
        const int fitted = ink(view.viewport()->grab().toImage(), background);
        QVERIFY2(fitted > 2000, qPrintable(QString::number(fitted)));

        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount() / 2);
        scene.setFrame(&r.frame());
        view.setZoom(0.001, view.viewport()->rect().center()); // the whole tree under a pixel tall
        view.centerOn(scene.contentRect().center());
        QVERIFY(scene.sceneStyle().nodeSize * view.zoom() < TreeScene::OverviewBelow);
        const QImage far = view.viewport()->grab().toImage();
        const int farInk = ink(far, background);
        QVERIFY2(farInk > 200, qPrintable(QString::number(farInk)));
        int current = 0;
        for (int y = 0; y < far.height(); ++y)
            for (int x = 0; x < far.width(); ++x)
                current += near(far.pixelColor(x, y), scene.sceneStyle().currentColor) ? 1 : 0;
        QVERIFY2(current >= 20,
                 qPrintable(QString::number(current))); // the dot on the current node

        // Stepping moves the dot: both its old and its new place are repainted.
        const QPointF was = scene.item(r.frame().current)->pos();
        QSignalSpy changed(&scene, &QGraphicsScene::changed);
        r.seek(r.stepCount() * 9 / 10);
        scene.setFrame(&r.frame());
        const QPointF now = scene.item(r.frame().current)->pos();
        QVERIFY(QLineF(was, now).length() * view.zoom() > 12);
        QTRY_VERIFY(!changed.isEmpty());
        auto repainted = [&changed](const QPointF &p) {
            for (const QList<QVariant> &args : changed) {
                for (const QRectF &rect : args.at(0).value<QList<QRectF>>()) {
                    if (rect.contains(p))
                        return true;
                }
            }
            return false;
        };
        QVERIFY(repainted(was));
        QVERIFY(repainted(now));
    }

    void farOutOnlyShapes()
    {
        const GameTree t = aimaTree();
        TreeScene scene;
        show(scene, t);
        const int close = textsDrawnAtZoom(scene, 1.0);
        QVERIFY(close >= 9 + 4 + 3); // leaf values, names, move labels
        QCOMPARE(textsDrawnAtZoom(scene, scene.sceneStyle().textDetail / 2), 0);
    }

    void svgKeepsTextsAsText()
    {
        const GameTree t = aimaTree();
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(stepAfterFirst(trace, EventType::Cutoff));
        TreeScene scene;
        show(scene, t);
        scene.setFrame(&r.frame());
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(scene.sceneRect().size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), scene.sceneRect().size()));
        QPainter p(&svg);
        scene.render(&p, QRectF(QPointF(0, 0), scene.sceneRect().size()), scene.sceneRect());
        p.end();
        const QString text = QString::fromUtf8(buffer.data());
        for (const char *expected : {">≤ 2<", ">α=3<", ">β=2<", ">a2<", ">12<", ">C<"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)), expected);
    }

    void stylesScaleForPresentation()
    {
        const SceneStyle base = SceneStyle::light();
        const SceneStyle big = base.scaled(1.5);
        QCOMPARE(big.valueFont.pixelSize(), int(base.valueFont.pixelSize() * 1.5 + 0.5));
        QCOMPARE(big.nodeSize, base.nodeSize * 1.5);
        QCOMPARE(big.currentLineWidth, base.currentLineWidth * 1.5);
        QVERIFY(base.valueFont.pixelSize() > 0); // pixel-sized, never point-sized
        QVERIFY(SceneStyle::dark().background.lightness() < 64);
        QVERIFY(SceneStyle::light().background.lightness() > 240);

        const GameTree t = aimaTree();
        TreeScene scene;
        show(scene, t);
        QSignalSpy resized(&scene, &TreeScene::nodeSizesChanged);
        scene.setSceneStyle(big);
        QCOMPARE(resized.count(), 1);
        show(scene, t);
        QCOMPARE(scene.item(0)->shapeSize().height(), big.nodeSize);
    }

    void collapsedSubtreesShowACount()
    {
        const GameTree t = aimaTree();
        TreeScene scene;
        CollapsedSet collapsed(std::size_t(t.size()), 0);
        collapsed[5] = 1;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}, collapsed));
        QCOMPARE(scene.nodeItemCount(), t.size() - 3);
        QVERIFY(!scene.item(6));
        QCOMPARE(scene.item(5)->look().collapsedCount, 3);
        QVERIFY(!scene.edgeLayer()->hasEdge(6));
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount());
        scene.setFrame(&r.frame()); // hidden nodes are simply not drawn
        QCOMPARE(scene.item(5)->look().state, NodeState::Done);
    }

    void hundredThousandNodes()
    {
        TreeDraft d; // branching 10, depth 5: 111,111 nodes
        d.nodes.push_back(inner(NodeKind::Max, {}, {}, {}));
        for (std::size_t i = 0; d.nodes.size() < 111'111; ++i) {
            const int depth = i == 0 ? 0 : (i <= 10 ? 1 : i <= 110 ? 2 : i <= 1110 ? 3 : 4);
            for (int k = 0; k < 10; ++k) {
                d.nodes[i].children.push_back(std::int32_t(d.nodes.size()));
                if (depth == 4)
                    d.nodes.push_back(leaf(double((i * 10 + k) % 100)));
                else
                    d.nodes.push_back(inner(depth % 2 ? NodeKind::Max : NodeKind::Min, {}, {}, {}));
            }
        }
        const GameTree t = GameTree::fromDraft(d);
        QCOMPARE(t.size(), 111'111);
        QElapsedTimer timer;
        timer.start();
        TreeScene scene;
        const auto sizes = scene.measureNodes(t);
        const qint64 measured = timer.elapsed();
        const TreeLayout layout = tidyLayout(t, sizes, LayoutOptions{});
        const qint64 laidOut = timer.elapsed();
        scene.setTree(&t, layout);
        const qint64 built = timer.elapsed();
        qInfo("111,111 nodes: measure %lld ms, layout %lld ms, scene %lld ms, total %lld ms",
              measured, laidOut - measured, built - laidOut, built);
        QCOMPARE(scene.nodeItemCount(), t.size());
        QVERIFY(built < 5000);

        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        r.seek(r.stepCount() / 2);
        timer.restart();
        scene.setFrame(&r.frame());
        const qint64 first = timer.elapsed();
        r.seek(r.stepCount() / 2 + 1);
        QElapsedTimer step;
        step.start();
        scene.setFrame(&r.frame());
        const qint64 stepNs = step.nsecsElapsed();

        // Repaints through a window at 100 %, as the lecturer sees them.
        TreeView view(&scene);
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resetZoom();
        view.centerOn(scene.item(r.frame().current)->pos());
        view.viewport()->repaint();
        step.restart();
        view.viewport()->repaint();
        const double windowMs = step.nsecsElapsed() / 1e6;
        double worstStepMs = 0;
        for (int s = r.stepCount() / 2 + 2; s < r.stepCount() / 2 + 42; ++s) {
            r.seek(s);
            step.restart();
            scene.setFrame(&r.frame());
            QCoreApplication::processEvents(); // the view repaints what changed
            worstStepMs = std::max(worstStepMs, step.nsecsElapsed() / 1e6);
        }
        view.fitToWindow();
        view.viewport()->repaint();
        step.restart();
        view.viewport()->repaint();
        const double fittedMs = step.nsecsElapsed() / 1e6;
        // An export of the whole tree draws every item, text and all.
        QImage image(1280, 800, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        step.restart();
        scene.render(&p, QRectF(image.rect()), scene.sceneRect(), Qt::KeepAspectRatio);
        const double exportMs = step.nsecsElapsed() / 1e6;
        p.end();
        qInfo("first frame %lld ms, next step %.2f ms; repaint: window %.2f ms, worst of 40 steps "
              "%.2f ms, fitted %.2f ms; whole-tree render %.1f ms",
              first, stepNs / 1e6, windowMs, worstStepMs, fittedMs, exportMs);
        QVERIFY(first < 5000);
    }
};

QTEST_MAIN(TstTreeScene)
#include "tst_treescene.moc"
