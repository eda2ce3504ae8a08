// The canvas's indexes (issue 16): the EdgeIndex that finds the edges to paint answers exactly
// what a check of every edge answers, on the canvas's own geometry for random trees, wide fans
// and chains, tidy top-down, left to right and with Graphviz's curved edges; in a tidy drawing
// every straight edge is found through the ordered strips (the premise holds); the SpatialGrid
// stays linear in memory for long rectangles; node hit-testing stays exact.
#include "core/generate/randomtree.h"
#include "core/layout/graphviz.h"
#include "core/layout/tidylayout.h"
#include "views/scene/edgelayer.h"
#include "views/scene/spatialgrid.h"
#include "views/scene/treescene.h"

#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace gt;

Q_DECLARE_METATYPE(gt::GameTree)

namespace {

// A tree with names and move labels on some nodes, so that texts sit beside some edges.
GameTree withTexts(const GameTree &tree)
{
    TreeDraft d = tree.toDraft();
    for (std::size_t i = 0; i < d.nodes.size(); ++i) {
        if (i % 3 == 1)
            d.nodes[i].label = i % 2 ? QStringLiteral("a%1").arg(i) : QStringLiteral("long move");
        if (i % 4 == 2)
            d.nodes[i].name = QStringLiteral("N%1").arg(i);
    }
    return GameTree::fromDraft(d);
}

// `count` children under one root: leaves, or (every `innerEvery`-th) min(1, 2).
GameTree fan(int count, NodeKind rootKind = NodeKind::Max, int innerEvery = 0)
{
    TreeDraft d;
    DraftNode root;
    root.kind = rootKind;
    d.nodes.push_back(root);
    for (int i = 0; i < count; ++i) {
        d.nodes[0].children.push_back(std::int32_t(d.nodes.size()));
        DraftNode child;
        child.value = i % 7;
        if (innerEvery > 0 && i % innerEvery == 0) {
            child.kind = NodeKind::Min;
            child.value = qQNaN();
            child.children = {std::int32_t(d.nodes.size()) + 1, std::int32_t(d.nodes.size()) + 2};
            d.nodes.push_back(child);
            DraftNode a, b;
            a.value = 1;
            b.value = 2;
            d.nodes.push_back(a);
            d.nodes.push_back(b);
            continue;
        }
        d.nodes.push_back(child);
    }
    return GameTree::fromDraft(d);
}

GameTree chain(int depth)
{
    TreeDraft d;
    for (int i = 0; i < depth; ++i) {
        DraftNode n;
        n.kind = i % 2 ? NodeKind::Min : NodeKind::Max;
        n.children = {i + 1};
        d.nodes.push_back(n);
    }
    DraftNode last;
    last.value = 7;
    d.nodes.push_back(last);
    return GameTree::fromDraft(d);
}

GameTree random(std::uint64_t seed, bool chance)
{
    RandomTreeOptions o;
    o.minBranching = 1;
    o.maxBranching = 5;
    o.depth = 5;
    o.leafChance = 0.3;
    o.chanceLevels = chance;
    o.randomKinds = true;
    o.seed = seed;
    return withTexts(randomTree(o));
}

// Rectangles of every size over `bounds`, some centred on the edges' ends.
std::vector<QRectF> queries(const QRectF &bounds, const EdgeLayer &edges, const GameTree &tree,
                            std::uint32_t seed)
{
    QRandomGenerator rng(seed);
    auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * rng.generateDouble(); };
    const double sizes[] = {0.5, 4, 30, 200, 2000, bounds.width() + bounds.height()};
    std::vector<QRectF> out{bounds, QRectF()};
    for (int i = 0; i < 400; ++i) {
        QPointF c(uniform(bounds.left(), bounds.right()), uniform(bounds.top(), bounds.bottom()));
        if (i % 3 == 0) { // on a parent's or child's anchor: where the fans start and end
            const NodeId child = NodeId(rng.bounded(std::max(1, tree.size() - 1))) + 1;
            if (edges.hasEdge(child))
                c = i % 2 ? edges.drawnStart(child) : edges.edgeRect(child).center();
        }
        const double w = sizes[rng.bounded(6)] * uniform(0.2, 1);
        const double h = sizes[rng.bounded(6)] * uniform(0.2, 1);
        out.emplace_back(c.x() - w / 2, c.y() - h / 2, w, h);
    }
    return out;
}

std::vector<int> bruteForce(const EdgeIndex &index, const QRectF &area)
{
    std::vector<int> out;
    for (int id = 0; id < int(index.size()); ++id) {
        if (index.touches(id, area))
            out.push_back(id);
    }
    return out;
}

QString describe(const std::vector<int> &ids)
{
    QStringList parts;
    for (std::size_t i = 0; i < ids.size() && i < 12; ++i)
        parts << QString::number(ids[i]);
    return QStringLiteral("%1 edges: %2").arg(ids.size()).arg(parts.join(u' '));
}

enum class Layout { Down, LeftToRight, Dot, Shuffled };

// The tidy layout with the nodes of each depth dealt out at random among their places: edges
// cross, the premise of the strips fails, and the index must still be exact.
TreeLayout shuffled(const GameTree &tree, const std::vector<NodeSize> &sizes)
{
    TreeLayout layout = tidyLayout(tree, sizes, {});
    std::map<int, std::vector<NodeId>> byDepth;
    for (NodeId n = 0; n < tree.size(); ++n)
        byDepth[tree.depth(n)].push_back(n);
    QRandomGenerator rng(5);
    for (auto &[depth, nodes] : byDepth) {
        std::vector<double> xs;
        for (NodeId n : nodes)
            xs.push_back(layout.centers[std::size_t(n)].x);
        std::shuffle(xs.begin(), xs.end(), rng);
        for (std::size_t i = 0; i < nodes.size(); ++i)
            layout.centers[std::size_t(nodes[i])].x = xs[i];
    }
    return layout;
}

} // namespace

class TstEdgeIndex : public QObject {
    Q_OBJECT

private slots:
    void indexAnswersWhatEveryEdgeAnswers_data()
    {
        QTest::addColumn<GameTree>("tree");
        QTest::addColumn<int>("layout");
        const std::pair<const char *, Layout> layouts[] = {{"down", Layout::Down},
                                                           {"left to right", Layout::LeftToRight},
                                                           {"dot", Layout::Dot},
                                                           {"shuffled", Layout::Shuffled}};
        for (const auto &[name, layout] : layouts) {
            auto row = [&](const char *tree) { return &QTest::addRow("%s, %s", tree, name); };
            if (layout == Layout::Shuffled) {
                *row("fan of 300") << withTexts(fan(300, NodeKind::Max, 3)) << int(layout);
                continue;
            }
            for (std::uint64_t seed = 1; seed <= 4; ++seed)
                *row(qPrintable(QStringLiteral("random %1").arg(seed)))
                    << random(seed, seed % 2 == 0) << int(layout);
            if (layout == Layout::Dot) { // dot takes seconds past a few hundred nodes
                *row("fan of 150") << withTexts(fan(150)) << int(layout);
                continue;
            }
            *row("fan of 3000") << withTexts(fan(3000)) << int(layout);
            *row("chance fan") << withTexts(fan(400, NodeKind::Chance)) << int(layout);
            *row("mixed fan") << withTexts(fan(1500, NodeKind::Max, 2)) << int(layout);
            *row("fan of fans") << [] {
                TreeDraft d = fan(60).toDraft();
                for (std::int32_t c : std::vector<std::int32_t>(d.nodes[0].children)) {
                    d.nodes[std::size_t(c)].kind = NodeKind::Min;
                    d.nodes[std::size_t(c)].value = qQNaN();
                    for (int i = 0; i < 60; ++i) {
                        d.nodes[std::size_t(c)].children.push_back(std::int32_t(d.nodes.size()));
                        DraftNode leaf;
                        leaf.value = i;
                        d.nodes.push_back(leaf);
                    }
                }
                return withTexts(GameTree::fromDraft(d));
            }() << int(layout);
            *row("chain") << chain(300) << int(layout);
        }
    }

    void indexAnswersWhatEveryEdgeAnswers()
    {
        QFETCH(GameTree, tree);
        QFETCH(int, layout);
        TreeScene scene;
        LayoutOptions options;
        options.leftToRight = Layout(layout) == Layout::LeftToRight;
        const std::vector<NodeSize> sizes = scene.measureNodes(tree);
        if (Layout(layout) == Layout::Dot) {
            QString error;
            const auto dot = dotLayout(tree, sizes, options, &error);
            QVERIFY2(dot, qPrintable(error));
            scene.setTree(&tree, *dot);
        } else if (Layout(layout) == Layout::Shuffled) {
            scene.setTree(&tree, shuffled(tree, sizes));
        } else {
            scene.setTree(&tree, tidyLayout(tree, sizes, options));
        }
        const EdgeLayer &edges = *scene.edgeLayer();
        const EdgeIndex &index = edges.index();
        QCOMPARE(int(index.size()), tree.size() - 1);
        if (Layout(layout) == Layout::Down || Layout(layout) == Layout::LeftToRight)
            QCOMPARE(int(index.stripIndexedCount()),
                     tree.size() - 1); // the premise holds when tidy
        if (Layout(layout) == Layout::Shuffled)
            QVERIFY(int(index.stripIndexedCount()) <
                    tree.size() - 1); // crossing rows go to the grid
        for (const QRectF &area : queries(scene.sceneRect(), edges, tree, 7)) {
            const std::vector<int> found = index.edgesIn(area), expected = bruteForce(index, area);
            QVERIFY2(found == expected,
                     qPrintable(QStringLiteral("at %1,%2 %3×%4: found %5, expected %6")
                                    .arg(area.x())
                                    .arg(area.y())
                                    .arg(area.width())
                                    .arg(area.height())
                                    .arg(describe(found), describe(expected))));
        }
    }

    // A tidy fan of 100,000 leaves: its edges go through its strip, and an area at the first
    // or the last leaf holds the edge or two that reach it, not the half of the fan whose
    // bounding rectangles do.
    void wideFanIsFoundThroughItsStrip()
    {
        const GameTree tree = fan(100'000);
        TreeScene scene;
        scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), {}));
        const EdgeIndex &index = scene.edgeLayer()->index();
        QCOMPARE(int(index.stripIndexedCount()), 100'000);
        for (NodeId leaf : {1, tree.size() - 1}) {
            const QRectF area = scene.nodeRect(leaf);
            const std::vector<int> found = index.edgesIn(area);
            QVERIFY2(!found.empty() && found.size() <= 2, qPrintable(describe(found)));
            QCOMPARE(found, bruteForce(index, area));
        }
    }

    // On an image, edges whose visible parts fall on the same pixels are drawn once: near the
    // root of a wide fan, and with the whole fan in view, the picture is what drawing every
    // edge gives (a QPicture records every line, then plays them all onto an image).
    void mergedLinesLookTheSame()
    {
        const GameTree tree = fan(20'000);
        TreeScene scene;
        scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), {}));
        const QRectF root = scene.nodeRect(0);
        const QSize size(400, 300);
        for (const QRectF &source :
             {QRectF(root.center() - QPointF(400, 100), QSizeF(800, 600)), scene.sceneRect()}) {
            const QRectF target(QPointF(0, 0), QSizeF(size));
            QImage merged(size, QImage::Format_ARGB32_Premultiplied), every = merged;
            merged.fill(Qt::white);
            every.fill(Qt::white);
            QPainter direct(&merged);
            direct.setRenderHint(QPainter::Antialiasing);
            scene.render(&direct, target, source, Qt::IgnoreAspectRatio);
            direct.end();
            QPicture recorded;
            QPainter recorder(&recorded);
            recorder.setRenderHint(QPainter::Antialiasing);
            scene.render(&recorder, target, source, Qt::IgnoreAspectRatio);
            recorder.end();
            QPainter replay(&every);
            replay.drawPicture(0, 0, recorded);
            replay.end();
            int differ = 0, ink = 0;
            for (int y = 0; y < size.height(); ++y) {
                for (int x = 0; x < size.width(); ++x) {
                    const int a = merged.pixelColor(x, y).lightness();
                    const int b = every.pixelColor(x, y).lightness();
                    differ += std::abs(a - b) > 64;
                    ink += b < 128;
                }
            }
            QVERIFY2(ink > 500, qPrintable(QString::number(ink))); // the fan is drawn
            QVERIFY2(differ < ink / 25,
                     qPrintable(QStringLiteral("%1 of %2").arg(differ).arg(ink)));
        }
    }

    // The rectangles of a fan's edges: before, each filled a row of cells, 4.5 million entries
    // for 3000 of them (and 32-bit counters overflowed at 200,000).
    void gridStaysLinearForLongRectangles()
    {
        std::vector<QRectF> rects;
        for (int i = 0; i < 3000; ++i)
            rects.push_back(QRectF(QPointF(45'000, 0), QPointF(i * 30.0, 80)).normalized());
        SpatialGrid grid;
        grid.build(rects);
        QVERIFY2(grid.entryCount() <= 4 * rects.size() + 1024,
                 qPrintable(QString::number(grid.entryCount())));
        QRandomGenerator rng(3);
        for (int i = 0; i < 300; ++i) {
            const QRectF area(rng.bounded(90'000.0), rng.bounded(100.0) - 10, rng.bounded(500.0),
                              rng.bounded(50.0));
            std::vector<int> found, expected;
            grid.forEach(area, [&](int id) { found.push_back(id); });
            std::sort(found.begin(), found.end());
            for (int id = 0; id < int(rects.size()); ++id) {
                if (rects[std::size_t(id)].intersects(area))
                    expected.push_back(id);
            }
            QCOMPARE(found, expected);
        }
    }

    // nodeAt gives the node under the point, the nearest centre where hit areas overlap.
    void nodeAtIsExact_data()
    {
        QTest::addColumn<GameTree>("tree");
        QTest::newRow("fan") << fan(3000);
        QTest::newRow("random") << random(5, true);
    }
    void nodeAtIsExact()
    {
        QFETCH(GameTree, tree);
        TreeScene scene;
        scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), {}));
        QRandomGenerator rng(11);
        for (int i = 0; i < 2000; ++i) {
            const QRectF r = scene.nodeRect(NodeId(rng.bounded(tree.size())));
            const QPointF p(r.left() - 6 + rng.bounded(r.width() + 12),
                            r.top() - 6 + rng.bounded(r.height() + 12));
            NodeId best = NoNode;
            double bestDistance = 1e300;
            for (NodeId n = 0; n < tree.size(); ++n) {
                const QRectF hit = scene.nodeRect(n).adjusted(-3, -3, 3, 3);
                if (!hit.intersects(QRectF(p - QPointF(0.5, 0.5), QSizeF(1, 1))))
                    continue;
                const QPointF d = p - scene.nodeRect(n).center();
                if (d.x() * d.x() + d.y() * d.y() < bestDistance) {
                    bestDistance = d.x() * d.x() + d.y() * d.y();
                    best = n;
                }
            }
            QCOMPARE(scene.nodeAt(p), best);
        }
    }
};

QTEST_MAIN(TstEdgeIndex)
#include "tst_edgeindex.moc"
