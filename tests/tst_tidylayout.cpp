// The tidy (Buchheim–Walker) layout: hand-computed positions for small trees, the drawing
// rules on a thousand random trees, and million-node trees that must not touch the stack.
#include "core/layout/tidylayout.h"

#include <QtTest>

#include <algorithm>
#include <memory>
#include <random>

using namespace gt;

namespace {

constexpr double Eps = 1e-6;

// A tree from child lists by draft index; node 0 is the root.
GameTree treeOf(const std::vector<std::vector<std::int32_t>> &children)
{
    TreeDraft d;
    d.nodes.resize(children.size());
    for (std::size_t i = 0; i < children.size(); ++i) {
        d.nodes[i].children = children[i];
        d.nodes[i].kind = children[i].empty() ? NodeKind::Leaf : NodeKind::Max;
    }
    return GameTree::fromDraft(d);
}

// An irregular random tree: nodes are expanded in random order, so some branches run deep
// and others stop at once; some nodes get one child (chains), some many.
GameTree randomTree(std::mt19937 &rng, int targetSize)
{
    TreeDraft d;
    d.nodes.emplace_back();
    std::vector<std::int32_t> frontier{0};
    std::uniform_int_distribution<int> shape(0, 9);
    while (!frontier.empty() && int(d.nodes.size()) < targetSize) {
        const std::size_t pick =
            std::uniform_int_distribution<std::size_t>(0, frontier.size() - 1)(rng);
        const std::int32_t node = frontier[pick];
        frontier[pick] = frontier.back();
        frontier.pop_back();
        const int r = shape(rng);
        int kids = r < 3 ? 0 : r < 5 ? 1 : std::uniform_int_distribution<int>(2, 6)(rng);
        if (node == 0 && kids == 0)
            kids = 2;
        kids = std::min(kids, targetSize - int(d.nodes.size()));
        for (int k = 0; k < kids; ++k) {
            const auto child = std::int32_t(d.nodes.size());
            d.nodes.emplace_back();
            d.nodes[node].children.push_back(child);
            frontier.push_back(child);
        }
    }
    return GameTree::fromDraft(d);
}

std::vector<NodeSize> randomSizes(std::mt19937 &rng, NodeId n)
{
    std::uniform_real_distribution<double> width(4, 120), height(4, 60);
    std::vector<NodeSize> sizes(static_cast<std::size_t>(n));
    for (NodeSize &s : sizes)
        s = {width(rng), height(rng)};
    return sizes;
}

bool isHidden(const TreeLayout &layout, NodeId v)
{
    return !layout.hidden.empty() && layout.hidden[v];
}

// Checks every drawing rule; returns an empty string or what broke.
QString checkRules(const GameTree &tree, const std::vector<NodeSize> &sizes,
                   const LayoutOptions &options, const CollapsedSet &collapsed,
                   const TreeLayout &layout)
{
    const NodeId n = tree.size();
    const bool lr = options.leftToRight;
    auto sizeOf = [&](NodeId v) { return sizes.empty() ? NodeSize{} : sizes[v]; };
    auto breadthPos = [&](NodeId v) { return lr ? layout.centers[v].y : layout.centers[v].x; };
    auto depthPos = [&](NodeId v) { return lr ? layout.centers[v].x : layout.centers[v].y; };
    auto breadthSize = [&](NodeId v) { return lr ? sizeOf(v).height : sizeOf(v).width; };
    auto depthSize = [&](NodeId v) { return lr ? sizeOf(v).width : sizeOf(v).height; };
    if (layout.centers.size() != std::size_t(n))
        return QStringLiteral("centers has the wrong size");

    double extent = 0;
    for (NodeId v = 0; v < n; ++v) {
        const bool shouldHide =
            v > 0 &&
            (isHidden(layout, tree.parent(v)) ||
             (std::size_t(tree.parent(v)) < collapsed.size() && collapsed[tree.parent(v)]));
        if (shouldHide != isHidden(layout, v))
            return QStringLiteral("node %1 hidden flag is wrong").arg(v);
        if (!shouldHide)
            extent = std::max(extent, depthSize(v));
    }

    // Parents centred over their first and last child; rows by depth.
    const double pitch = extent + options.levelGap;
    double low = 1e300, high = -1e300, deep = -1e300;
    for (NodeId v = 0; v < n; ++v) {
        if (isHidden(layout, v))
            continue;
        const bool open =
            tree.childCount(v) > 0 && !(std::size_t(v) < collapsed.size() && collapsed[v]);
        if (open) {
            const auto kids = tree.children(v);
            const double mid = (breadthPos(kids.front()) + breadthPos(kids.back())) / 2;
            if (std::abs(breadthPos(v) - mid) > Eps)
                return QStringLiteral("node %1 is not centred over its children").arg(v);
        }
        if (std::abs(depthPos(v) - (extent / 2 + tree.depth(v) * pitch)) > Eps)
            return QStringLiteral("node %1 is not on the row of depth %2")
                .arg(v)
                .arg(tree.depth(v));
        low = std::min(low, breadthPos(v) - breadthSize(v) / 2);
        high = std::max(high, breadthPos(v) + breadthSize(v) / 2);
        deep = std::max(deep, depthPos(v) + extent / 2);
    }
    if (std::abs(low) > Eps)
        return QStringLiteral("the leftmost node edge is at %1, not 0").arg(low);
    if (std::abs(high - (lr ? layout.height : layout.width)) > Eps ||
        std::abs(deep - (lr ? layout.width : layout.height)) > Eps)
        return QStringLiteral("width/height do not cover the nodes");

    // Along each row, preorder is left-to-right order (children keep their order), and
    // neighbours keep their gap: siblingGap under one parent, subtreeGap otherwise.
    std::vector<NodeId> lastOnRow(std::size_t(tree.height() + 1), NoNode);
    for (NodeId v = 0; v < n; ++v) {
        if (isHidden(layout, v))
            continue;
        NodeId &left = lastOnRow[tree.depth(v)];
        if (left != NoNode) {
            const double gap =
                tree.parent(left) == tree.parent(v) ? options.siblingGap : options.subtreeGap;
            const double need = (breadthSize(left) + breadthSize(v)) / 2 + gap;
            if (breadthPos(v) - breadthPos(left) < need - Eps)
                return QStringLiteral("nodes %1 and %2 overlap (%3 apart, need %4)")
                    .arg(left)
                    .arg(v)
                    .arg(breadthPos(v) - breadthPos(left))
                    .arg(need);
        }
        left = v;
    }
    return {};
}

// Fuzzy-compare for hand-computed coordinates.
void comparePoint(const LayoutPoint &p, double x, double y)
{
    QVERIFY2(std::abs(p.x - x) < Eps && std::abs(p.y - y) < Eps,
             qPrintable(QStringLiteral("(%1, %2) != (%3, %4)").arg(p.x).arg(p.y).arg(x).arg(y)));
}

} // namespace

class TstTidyLayout : public QObject {
    Q_OBJECT
private slots:
    void emptyTree()
    {
        const TreeLayout l = tidyLayout(GameTree(), {}, {});
        QVERIFY(l.centers.empty());
        QCOMPARE(l.width, 0.0);
    }

    void singleNode()
    {
        const TreeLayout l = tidyLayout(treeOf({{}}), {{50, 20}}, {});
        comparePoint(l.centers[0], 25, 10);
        QCOMPARE(l.width, 50.0);
        QCOMPARE(l.height, 20.0);
    }

    // Root with two leaves, 36x36 nodes, siblingGap 14, levelGap 56:
    // leaves at prelim 0 and 36+14 = 50, root at 25; shift by 18 so the left edge is 0.
    void threeNodesByHand()
    {
        const GameTree t = treeOf({{1, 2}, {}, {}});
        const TreeLayout l = tidyLayout(t, {}, {});
        comparePoint(l.centers[0], 43, 18);
        comparePoint(l.centers[1], 18, 110);
        comparePoint(l.centers[2], 68, 110);
        QCOMPARE(l.width, 86.0);
        QCOMPARE(l.height, 128.0);
        QVERIFY(l.hidden.empty());
        QVERIFY(l.edges.empty()); // every edge straight: nothing held per node

        LayoutOptions lr;
        lr.leftToRight = true;
        const TreeLayout r = tidyLayout(t, {}, lr);
        comparePoint(r.centers[0], 18, 43);
        comparePoint(r.centers[1], 110, 18);
        comparePoint(r.centers[2], 110, 68);
        QCOMPARE(r.width, 128.0);
        QCOMPARE(r.height, 86.0);
    }

    // Widths 36 / 20 / 60: leaves at 0 and (20+60)/2+14 = 54, root at 27; the left edge
    // is the first leaf's at -10.
    void threeNodesOfDifferentWidths()
    {
        const TreeLayout l =
            tidyLayout(treeOf({{1, 2}, {}, {}}), {{36, 30}, {20, 10}, {60, 40}}, {});
        comparePoint(l.centers[0], 37, 20);
        comparePoint(l.centers[1], 10, 116);
        comparePoint(l.centers[2], 64, 116);
        QCOMPARE(l.width, 94.0);
        QCOMPARE(l.height, 136.0);
    }

    // 0 -> {1 -> {2, 3}, 4 -> {5, 6}}: the cousins 3 and 5 are 36+22 apart (subtreeGap),
    // which pushes 4 to 133 in the first walk; the root sits at (25+133)/2.
    void cousinsUseSubtreeGap()
    {
        const GameTree t = treeOf({{1, 4}, {2, 3}, {}, {}, {5, 6}, {}, {}});
        const TreeLayout l = tidyLayout(t, {}, {});
        const double xs[] = {97, 43, 18, 68, 151, 126, 176};
        for (NodeId v = 0; v < 7; ++v)
            QVERIFY2(std::abs(l.centers[v].x - xs[v]) < Eps, qPrintable(QString::number(v)));
        QCOMPARE(l.width, 194.0);
    }

    // Walker's spreading: 0 -> {A -> {a1, a2, a3}, B, C -> {c1, c2, c3}}. C is pushed 58
    // right to clear a3 by subtreeGap; the leaf B between them takes half of that push, so it
    // ends up centred between A and C (and under the root) rather than squeezed against A.
    void middleSiblingsAreSpreadEvenly()
    {
        const GameTree t = treeOf({{1, 5, 6}, {2, 3, 4}, {}, {}, {}, {}, {7, 8, 9}, {}, {}, {}});
        const TreeLayout l = tidyLayout(t, {}, {});
        const double xs[] = {147, 68, 18, 68, 118, 147, 226, 176, 226, 276};
        for (NodeId v = 0; v < 10; ++v)
            QVERIFY2(std::abs(l.centers[v].x - xs[v]) < Eps,
                     qPrintable(QStringLiteral("node %1 at %2").arg(v).arg(l.centers[v].x)));
        QCOMPARE(l.width, 294.0);
    }

    void collapsedHidesDescendants()
    {
        const GameTree t = treeOf({{1, 4}, {2, 3}, {}, {}, {5, 6}, {}, {}});
        CollapsedSet collapsed(7, 0);
        collapsed[4] = 1;
        const TreeLayout l = tidyLayout(t, {}, {}, collapsed);
        QCOMPARE(l.hidden.size(), std::size_t(7));
        const char expected[] = {0, 0, 0, 0, 0, 1, 1};
        for (NodeId v = 0; v < 7; ++v)
            QCOMPARE(l.hidden[v], expected[v]);
        QCOMPARE(l.width, 111.0); // was 194: node 4 is now a leaf beside 1's subtree
        comparePoint(l.centers[4], 93, 110);
        comparePoint(l.centers[5], 93, 110); // folded into the collapsed node
        QVERIFY(checkRules(t, {}, {}, collapsed, l).isEmpty());

        CollapsedSet rootOnly(1, 1);
        const TreeLayout r = tidyLayout(t, {}, {}, rootOnly);
        QCOMPARE(r.width, 36.0);
        QCOMPARE(r.height, 36.0);
        for (NodeId v = 1; v < 7; ++v)
            QVERIFY(r.hidden[v]);
    }

    void leftToRightPutsRootOnTheLeft()
    {
        std::mt19937 rng(7);
        const GameTree t = randomTree(rng, 200);
        LayoutOptions options;
        options.leftToRight = true;
        const TreeLayout l = tidyLayout(t, {}, options);
        for (NodeId v = 1; v < t.size(); ++v)
            QVERIFY(l.centers[0].x < l.centers[v].x);
        const auto kids = t.children(0);
        for (std::size_t i = 1; i < kids.size(); ++i)
            QVERIFY(l.centers[kids[i - 1]].y < l.centers[kids[i]].y);
        QVERIFY(checkRules(t, {}, options, {}, l).isEmpty());
    }

    void randomTreesKeepTheRules()
    {
        std::mt19937 rng(20240611);
        for (int round = 0; round < 1000; ++round) {
            const GameTree t = randomTree(rng, std::uniform_int_distribution<int>(1, 400)(rng));
            LayoutOptions options;
            options.siblingGap = std::uniform_real_distribution<double>(0, 30)(rng);
            options.subtreeGap = std::uniform_real_distribution<double>(0, 40)(rng);
            options.levelGap = std::uniform_real_distribution<double>(0, 80)(rng);
            options.leftToRight = round % 4 == 3;
            const std::vector<NodeSize> sizes =
                round % 5 == 0 ? std::vector<NodeSize>{} : randomSizes(rng, t.size());
            CollapsedSet collapsed;
            if (round % 3 == 0) {
                collapsed.resize(std::size_t(t.size()));
                for (char &c : collapsed)
                    c = std::uniform_int_distribution<int>(0, 19)(rng) == 0;
            }
            const TreeLayout l = tidyLayout(t, sizes, options, collapsed);
            const QString broken = checkRules(t, sizes, options, collapsed, l);
            QVERIFY2(
                broken.isEmpty(),
                qPrintable(
                    QStringLiteral("round %1, %2 nodes: %3").arg(round).arg(t.size()).arg(broken)));
        }
    }

    void millionLevelChain()
    {
        const NodeId n = 1'000'000;
        TreeDraft d;
        d.nodes.resize(std::size_t(n));
        for (NodeId i = 0; i + 1 < n; ++i)
            d.nodes[i].children = {i + 1};
        const GameTree t = GameTree::fromDraft(d);
        QCOMPARE(t.size(), n);
        // On a 256 KiB stack: a recursive walk would need about a hundred bytes per level.
        TreeLayout l;
        std::unique_ptr<QThread> thread(QThread::create([&] { l = tidyLayout(t, {}, {}); }));
        thread->setStackSize(256 * 1024);
        thread->start();
        QVERIFY(thread->wait());
        QCOMPARE(l.width, 36.0);
        QCOMPARE(l.height, (n - 1) * 92.0 + 36.0);
        comparePoint(l.centers[n - 1], 18, 18 + (n - 1) * 92.0);
    }

    void millionNodeRandomTree()
    {
        std::mt19937 rng(99);
        const GameTree t = randomTree(rng, 1'000'000);
        QCOMPARE(t.size(), 1'000'000);
        const std::vector<NodeSize> sizes = randomSizes(rng, t.size());
        QElapsedTimer timer;
        timer.start();
        const TreeLayout l = tidyLayout(t, sizes, {});
        qInfo("1,000,000 nodes (height %d) laid out in %lld ms", t.height(), timer.elapsed());
        const QString broken = checkRules(t, sizes, {}, {}, l);
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }
};

QTEST_GUILESS_MAIN(TstTidyLayout)
#include "tst_tidylayout.moc"
