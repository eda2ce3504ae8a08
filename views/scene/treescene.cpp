#include "treescene.h"

#include "boardlayer.h"
#include "chanceoverlay.h"
#include "edgelayer.h"
#include "formulaspread.h"
#include "horizonline.h"
#include "levelband.h"
#include "nodeitem.h"
#include "nodelayer.h"

#include "views/session/workerpool.h"

#include "core/export/chancebarshape.h"
#include "core/export/figuregeometry.h"
#include "core/layout/tidylayout.h"
#include "core/trace/annotations.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtConcurrent/QtConcurrentRun>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

namespace gt {

namespace {

// Every edge of a laid-out tree as the edge layer takes it. `anchor` says where an edge meets a
// node's outline. Plain data in, plain data out: a big tree's edges are made on a worker.
std::vector<EdgeSpec> edgeSpecs(const GameTree &t, const TreeLayout &layout, bool topDown,
                                const std::function<QPointF(NodeId, Qt::Edge)> &anchor)
{
    auto hidden = [&layout](NodeId n) {
        return std::size_t(n) < layout.hidden.size() && layout.hidden[n];
    };
    std::vector<EdgeSpec> edges;
    edges.reserve(std::size_t(t.size()));
    QString uniform[9]; // "½", "⅓" ... by child count: most trees state no probabilities
    for (NodeId p = 0; p < t.size(); ++p) {
        if (hidden(p) || t.childCount(p) == 0 || hidden(t.child(p, 0)))
            continue;
        const int k = t.childCount(p);
        const QPointF from = anchor(p, topDown ? Qt::BottomEdge : Qt::RightEdge);
        for (int i = 0; i < k; ++i) {
            const NodeId c = t.child(p, i);
            EdgeSpec e;
            e.child = c;
            e.row = t.depth(p);
            e.from = from;
            e.to = anchor(c, topDown ? Qt::TopEdge : Qt::LeftEdge);
            if (std::size_t(c) < layout.edges.size() && layout.edges[c].size() >= 4) {
                for (const LayoutPoint &q : layout.edges[c])
                    e.curve.emplace_back(q.x, q.y);
                e.from = e.curve.front();
                e.to = e.curve.back();
            }
            if (!t.hasPositions() || edgeDiceFaces(t, c).empty()) // else die faces (BoardLayer)
                e.label = t.label(c);
            // Chance nodes average their children, and MIN nodes do under expectimax.
            if (t.kind(p) == NodeKind::Chance || t.kind(p) == NodeKind::Min) {
                QString *cached = k < 9 && !t.hasProb(c) ? &uniform[k] : nullptr;
                if (!cached)
                    e.probability = formatProbability(t.childProbability(p, i));
                else if (cached->isEmpty())
                    *cached = formatProbability(t.childProbability(p, i));
                if (cached)
                    e.probability = *cached;
                e.probabilityShown = t.kind(p) == NodeKind::Chance; // as a bare tree shows it
            }
            edges.push_back(std::move(e));
        }
    }
    return edges;
}

// Scene units to device pixels: the smaller of the two scales, since a view may stretch the
// rows of a wide tree apart (TreeView) while its nodes stay under a pixel.
double pixelsPerUnit(const QTransform &t)
{
    return std::min(std::hypot(t.m11(), t.m12()), std::hypot(t.m21(), t.m22()));
}

} // namespace

TreeScene::TreeScene(QObject *parent)
    : QGraphicsScene(parent)
{
    setSceneStyle(SceneStyle::light());
    // No index: a scene has a few items at most (a small tree's nodes, the layers); painting
    // finds a big tree's nodes through m_rows, edges through the EdgeLayer's index, nodeAt()
    // through m_rows.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    // Items under a pixel are not drawn; that far out, drawForeground draws an overview
    // instead.
    setMinimumRenderSize(1);
    connect(&m_edgeBuild, &QFutureWatcher<std::shared_ptr<BuiltEdges>>::finished, this,
            &TreeScene::adoptEdges);
}

TreeScene::~TreeScene()
{
    stopBuildingEdges(); // it reads this scene's centres, and its fonts
    clear();             // the items point at m_metrics: delete them first
}

void TreeScene::setSceneStyle(const SceneStyle &style)
{
    // The items point at the metrics: keep the old ones alive until every item has the new.
    const std::unique_ptr<StyleMetrics> old = std::move(m_metrics);
    m_metrics = std::make_unique<StyleMetrics>(style);
    m_style = style;
    m_overviewGeometry = {};  // the bars' thickness follows the node size
    ++m_styleGeneration;      // edges being built measure with the old fonts
    m_measuredTree = nullptr; // measured with the old fonts
    setBackgroundBrush(style.background);
    bool sizesChanged = false;
    if (m_tree && !m_tree->isEmpty()) {
        const NodeMeasures measured = measure(*m_tree);
        for (NodeId n = 0; n < m_tree->size() && !sizesChanged; ++n)
            sizesChanged =
                m_collapsed[n] >= 0 && (m_shapes[n].width != float(measured.shapes[n].width) ||
                                        m_shapes[n].height != float(measured.shapes[n].height));
    }
    for (NodeItem *item : m_items) {
        if (item)
            item->setMetrics(m_metrics.get());
    }
    for (const auto &[n, item] : m_madeItems)
        item->setMetrics(m_metrics.get());
    if (m_edges)
        m_edges->setMetrics(m_metrics.get());
    if (m_tree) {
        restyleAll();
        setSceneRect(m_sceneRect);
    }
    update();
    if (sizesChanged)
        emit nodeSizesChanged();
}

NodeMeasures TreeScene::measure(const GameTree &tree) const
{
    return measureWith(*m_metrics, m_style, tree);
}

NodeMeasures TreeScene::measureWith(const StyleMetrics &m, const SceneStyle &style,
                                    const GameTree &tree)
{
    TextWidths widths{[&m](const QString &t) { return m.valueWidth(t); },
                      [&m](const QString &t) { return m.nameWidth(t); },
                      [&m](const QString &t) { return m.annotationWidth(t); }, nullptr,
                      m.value().capHeight};
    if (style.showIds)
        widths.id = [&m](const QString &t) { return m.idWidth(t); };
    widths.idDigitsAlike = m.idDigitsTabular();
    widths.label = [&m](const QString &t) { return m.labelWidth(t); };
    return gt::measureNodes(tree, widths, style.nodeSize, style.textGap, idInset(style));
}

LayoutMaker TreeScene::layoutMaker() const
{
    // StyleMetrics caches widths and is not shared by threads: the maker makes its own, as
    // the edges' worker does.
    return [style = m_style, generation = m_styleGeneration](const GameTree &tree) {
        auto prepared = std::make_shared<PreparedLayout>();
        prepared->styleGeneration = generation;
        const StyleMetrics metrics(style);
        prepared->measured = measureWith(metrics, style, tree);
        prepared->layout = tidyLayout(tree, prepared->measured.footprints, LayoutOptions());
        return prepared;
    };
}

bool TreeScene::adoptMeasures(const GameTree *tree, NodeMeasures &&measured,
                              std::uint64_t styleGeneration)
{
    if (!tree || styleGeneration != m_styleGeneration ||
        measured.shapes.size() != std::size_t(tree->size()))
        return false;
    m_measured = std::move(measured);
    m_measuredTree = tree;
    return true;
}

std::vector<NodeSize> TreeScene::measureNodes(const GameTree &tree) const
{
    // The window measures, lays out, then calls setTree, which needs the measures again:
    // kept for that one call, which takes them (a million nodes take a fifth of a second).
    m_measured = measure(tree);
    m_measuredTree = &tree;
    return m_measured.footprints;
}

void TreeScene::clearTree()
{
    stopBuildingEdges(); // it reads the centres and the tree
    clear();
    m_items.clear();
    m_madeItems.clear();
    m_centers.clear();
    m_shapes.clear();
    m_itemCount = 0;
    m_layer = nullptr;
    m_edges = nullptr;
    ++m_edgeGeneration;  // edges being built belong to the old tree
    m_horizon = nullptr; // clear() deleted it
    m_chance = nullptr;
    m_levelBand = nullptr;
    m_collapsed.clear();
    m_inks.clear();
    m_shared.reset();
    m_copy = Frame();
    m_frame = &m_copy;
    m_hasFrame = false;
    m_shownFinished = false;
    m_shownRevision = 0;
    m_breakpoints.clear();
    m_selected = NoNode;
    m_raised = NoNode;
    m_rows.clear();
    m_overviewGeometry = {};
    m_rowPitch = 0;
    m_contentRect = QRectF();
    m_tree = nullptr;
}

void TreeScene::setTree(const GameTree *tree, const TreeLayout &layout)
{
    clearTree();
    if (!tree || tree->isEmpty() || layout.centers.size() != std::size_t(tree->size())) {
        m_sceneRect = QRectF(0, 0, 1, 1);
        m_contentRect = m_sceneRect;
        setSceneRect(m_sceneRect);
        return;
    }
    m_tree = tree;
    const GameTree &t = *tree;
    const NodeId count = t.size();
    const bool big = count > ItemThreshold;
    NodeMeasures measured = m_measuredTree == tree && m_measured.shapes.size() == std::size_t(count)
                                ? std::move(m_measured)
                                : measure(t);
    m_measured = {};
    m_measuredTree = nullptr;
    auto hidden = [&layout](NodeId n) {
        return std::size_t(n) < layout.hidden.size() && layout.hidden[n];
    };
    m_centers.resize(std::size_t(count));
    for (NodeId n = 0; n < count; ++n)
        m_centers[n] = QPointF(layout.centers[n].x, layout.centers[n].y);
    // Set before adding items, so that the scene does not keep growing its own rectangle.
    QRectF bounds = QRectF(0, 0, layout.width, layout.height);
    setSceneRect(bounds);

    // Orientation: children below their parents (the usual) or to their right. Siblings
    // share a row in a top-down layout and a column in a left-to-right one.
    bool topDown = true;
    if (t.childCount(0) > 0 && !hidden(t.child(0, 0))) {
        const QPointF first = m_centers[t.child(0, 0)];
        bool sameX = true, sameY = true;
        for (NodeId c : t.children(0)) {
            sameX = sameX && m_centers[c].x() == first.x();
            sameY = sameY && m_centers[c].y() == first.y();
        }
        const QPointF d = first - m_centers[0];
        topDown = sameY != sameX ? sameY : std::abs(d.y()) >= std::abs(d.x());
    }
    m_topDown = topDown;

    // Room under each node: the distance to its neighbours in the same row. Left to right,
    // the neighbours are above and below and do not limit the width.
    const std::vector<double> room = topDown ? roomUnder(t, layout, m_style.textGap)
                                             : std::vector<double>(std::size_t(count), 1e6);

    // A big tree's items are made one by one when asked for (item()): no slot per node.
    m_items.assign(big ? 0 : std::size_t(count), nullptr);
    m_shapes.resize(std::size_t(count));
    m_collapsed.assign(std::size_t(count), 0);
    m_inks.assign(std::size_t(count), InkPlain);
    m_copy.nodes.assign(std::size_t(count), NodeFrame{});
    m_breakpoints.assign(std::size_t(count), 0);
    for (NodeId n = 0; n < count; ++n) {
        m_shapes[n] = {float(measured.shapes[n].width), float(measured.shapes[n].height),
                       float(room[n])};
        if (hidden(n)) {
            m_collapsed[n] = -1;
            continue;
        }
        ++m_itemCount;
        if (t.childCount(n) > 0 && hidden(t.child(n, 0)))
            m_collapsed[n] = t.subtreeEnd(n) - n - 1;
        if (big) { // what the footprints cover; texts beside a node come and go
            const NodeSize &f = measured.footprints[n];
            bounds |= QRectF(m_centers[n] - QPointF(f.width / 2, f.height / 2),
                             QSizeF(f.width, f.height));
            continue;
        }
        auto *item =
            new NodeItem(n, t.kind(n), QSizeF(measured.shapes[n].width, measured.shapes[n].height),
                         room[n], m_metrics.get(), lookFor(n), !topDown);
        item->setPos(m_centers[n]);
        m_items[n] = item;
        addItem(item);
        bounds |= item->boundingRect().translated(item->pos());
    }
    buildRows(measured.footprints);

    m_edges = new EdgeLayer(m_metrics.get());
    m_edges->setOverviewBelow(OverviewBelow / m_style.nodeSize); // drawForeground draws them
    m_edges->setOnlyShownProbabilities(big);
    if (big) // a far jump restyles a million nodes: their edges read their looks when painted
        m_edges->setLookSource([this](NodeId c) { return edgeLookNow(c); });
    if (m_backgroundEdges && count >= BackgroundEdgesFrom) {
        m_edges->setEdges({}, count); // none until the worker's are in (adoptEdges)
        buildEdgesInBackground(layout, std::move(measured.shapes));
        // A million value texts take a hundredth of a second to free: not on this thread.
        runInBackground([texts = std::move(measured.valueTexts)]() mutable { texts = {}; });
    } else {
        auto anchor = [&](NodeId n, Qt::Edge side) {
            if (const NodeItem *i = itemIfMade(n))
                return i->edgeAnchor(side);
            return NodeItem::edgeAnchor(t.kind(n),
                                        QSizeF(measured.shapes[n].width, measured.shapes[n].height),
                                        m_centers[n], side);
        };
        m_edges->setEdges(edgeSpecs(t, layout, topDown, anchor), count);
    }
    m_edges->setNegationMarks(m_negationMarks);
    addItem(m_edges);
    bounds |= m_edges->boundingRect();
    bounds |= BoardLayer::addTo(*this); // positions as boards, when the tree has any

    m_contentRect = bounds;
    const double margin = m_style.margin;
    m_sceneRect = bounds.adjusted(-margin, -margin, margin, margin);
    setSceneRect(m_sceneRect);
    if (big) {
        double reach = 0;
        for (const Row &row : m_rows)
            reach = std::max(reach, row.reach);
        m_layer = new NodeLayer(
            [this](QPainter *painter, const QRectF &visible) { paintNodes(painter, visible); },
            m_sceneRect.adjusted(-reach, -reach, reach, reach));
        addItem(m_layer);
#ifdef __GLIBC__
        // The build's scratch (the edges as handed over, the measures) was as big as what the
        // scene keeps: give the freed pages back rather than keep them resident.
        malloc_trim(0);
#endif
    }
}

void TreeScene::buildEdgesInBackground(const TreeLayout &layout, std::vector<NodeSize> shapes)
{
    // The worker reads the tree and the centres where they are: the scene stops it before
    // either changes (clearTree), and the session says before the tree does
    // (stopBuildingEdges). It measures with fonts of its own: StyleMetrics caches widths and is
    // not shared by threads.
    TreeLayout lines; // what edgeSpecs reads of the layout: curves and hidden nodes
    lines.edges = layout.edges;
    lines.hidden = layout.hidden;
    m_edgeBuild.setFuture(
        runInBackground([tree = m_tree, lines = std::move(lines), shapes = std::move(shapes),
                         centers = &m_centers, topDown = m_topDown, style = m_style,
                         generation = m_edgeGeneration, styleGeneration = m_styleGeneration] {
            auto built = std::make_shared<BuiltEdges>();
            built->generation = generation;
            built->styleGeneration = styleGeneration;
            built->metrics = std::make_shared<StyleMetrics>(style);
            built->layer = std::make_unique<EdgeLayer>(built->metrics.get());
            built->layer->setOverviewBelow(OverviewBelow / style.nodeSize);
            built->layer->setOnlyShownProbabilities(true);
            auto anchor = [&](NodeId n, Qt::Edge side) {
                return NodeItem::edgeAnchor(
                    tree->kind(n), QSizeF(shapes[n].width, shapes[n].height), (*centers)[n], side);
            };
            built->layer->setEdges(edgeSpecs(*tree, lines, topDown, anchor), tree->size());
            return built;
        }));
}

void TreeScene::stopBuildingEdges()
{
    if (!m_edgeBuild.future().isValid())
        return;
    ++m_edgeGeneration; // what it made is for the tree it read
    m_edgeBuild.waitForFinished();
    m_edgeBuild.setFuture(QFuture<std::shared_ptr<BuiltEdges>>());
}

void TreeScene::adoptEdges()
{
    if (!m_edgeBuild.future().isValid() || m_edgeBuild.future().resultCount() == 0)
        return;
    const std::shared_ptr<BuiltEdges> built = m_edgeBuild.result();
    m_edgeBuild.setFuture(QFuture<std::shared_ptr<BuiltEdges>>());
    // Made for a tree or style this scene no longer shows (setTree or setSceneStyle came after).
    if (!built || built->generation != m_edgeGeneration || !m_edges || !m_tree)
        return;
    EdgeLayer *layer = built->layer.release();
    // Measured with the scene's fonts unless the style changed while the worker ran.
    layer->setOverviewBelow(OverviewBelow / m_style.nodeSize);
    if (built->styleGeneration == m_styleGeneration)
        layer->setMetricsMeasuredAlike(m_metrics.get());
    else
        layer->setMetrics(m_metrics.get());
    layer->setLookSource([this](NodeId c) { return edgeLookNow(c); });
    layer->setNegationMarks(m_negationMarks);
    delete m_edges; // the empty stand-in, which has taken no edge
    m_edges = layer;
    addItem(m_edges);
    growSceneRect(m_edges->boundingRect());
    restyleAll(); // the current frame's probabilities, draw counts and formulas on its edges
    emit edgesReady();
}

bool TreeScene::isBuildingEdges() const
{
    return m_edgeBuild.isRunning() ||
           (m_edgeBuild.future().isValid() && m_edgeBuild.future().resultCount() > 0);
}

void TreeScene::waitForEdges()
{
    if (!m_edgeBuild.future().isValid())
        return;
    m_edgeBuild.waitForFinished();
    adoptEdges();
}

void TreeScene::buildRows(const std::vector<NodeSize> &footprints)
{
    const GameTree &t = *m_tree;
    m_rows.assign(std::size_t(t.height() + 1), Row{});
    m_overviewGeometry = {};
    // Texts that come and go with the frame (α/β, tags, bounds) reach beside a node's
    // footprint; a node's repaint and the layer's search for nodes reach this far.
    const double beside = 4 * m_style.nodeSize;
    for (NodeId n = 0; n < t.size(); ++n) {
        if (m_collapsed[n] < 0)
            continue;
        Row &row = m_rows[std::size_t(t.depth(n))];
        const double across = m_topDown ? m_centers[n].y() : m_centers[n].x();
        if (row.ids.empty())
            row.acrossLo = row.acrossHi = across;
        row.acrossLo = std::min(row.acrossLo, across);
        row.acrossHi = std::max(row.acrossHi, across);
        const NodeSize &f = footprints[n];
        row.reach = std::max(row.reach, std::max(f.width, f.height) / 2 + beside);
        row.ids.push_back(n);
    }
    while (!m_rows.empty() && m_rows.back().ids.empty()) // under collapsed subtrees only
        m_rows.pop_back();
    for (Row &row : m_rows) {
        // A tidy layout keeps preorder along every row: sorting a million ids that are in
        // order already took a tenth of a second of opening a big tree.
        const auto before = [this](NodeId a, NodeId b) { return along(a) < along(b); };
        if (!std::is_sorted(row.ids.begin(), row.ids.end(), before))
            std::stable_sort(row.ids.begin(), row.ids.end(), before);
        const auto parentBefore = [this, &t](NodeId a, NodeId b) {
            return along(t.parent(a)) < along(t.parent(b));
        };
        row.parentsInOrder =
            &row != &m_rows.front() && std::is_sorted(row.ids.begin(), row.ids.end(), parentBefore);
    }
    m_rowPitch = m_rows.size() < 2
                     ? 0
                     : std::abs(rowAcross(m_rows.back()) - rowAcross(m_rows.front())) /
                           double(m_rows.size() - 1);
}

template <class F> void TreeScene::forEachNodeIn(const QRectF &area, F &&f) const
{
    const double lo = m_topDown ? area.left() : area.top();
    const double hi = m_topDown ? area.right() : area.bottom();
    const double acrossLo = m_topDown ? area.top() : area.left();
    const double acrossHi = m_topDown ? area.bottom() : area.right();
    for (const Row &row : m_rows) {
        if (row.acrossHi + row.reach < acrossLo || row.acrossLo - row.reach > acrossHi)
            continue;
        auto it = std::lower_bound(row.ids.begin(), row.ids.end(), lo - row.reach,
                                   [this](NodeId n, double v) { return along(n) < v; });
        for (; it != row.ids.end() && along(*it) <= hi + row.reach; ++it) {
            const QPointF &c = m_centers[*it];
            const double across = m_topDown ? c.y() : c.x();
            if (across + row.reach >= acrossLo && across - row.reach <= acrossHi)
                f(*it);
        }
    }
}

QRectF TreeScene::reachRect(NodeId n) const
{
    const double r = m_rows[std::size_t(m_tree->depth(n))].reach;
    return QRectF(m_centers[n] - QPointF(r, r), QSizeF(2 * r, 2 * r));
}

std::unique_ptr<NodeItem> TreeScene::makeItem(NodeId n, bool texts) const
{
    const Shape &s = m_shapes[n];
    auto item = std::make_unique<NodeItem>(n, m_tree->kind(n), QSizeF(s.width, s.height), s.room,
                                           m_metrics.get(), lookFor(n, texts), !m_topDown);
    item->setPos(m_centers[n]);
    applyVisibility(item.get(), n);
    return item;
}

void TreeScene::applyVisibility(NodeItem *item, NodeId n) const
{
    const NodeFrame &f = m_frame->nodes[n];
    const NodeState state = m_hasFrame ? f.state : NodeState::Unreached;
    item->setVisible(state != NodeState::Pruned || m_style.showPrunedAs == PrunedDisplay::Greyed);
    // B*: a node not generated yet is a ghost of itself, its edge dashed like a pruned one's;
    // MCTS: a node outside the search tree is faded, whether a playout passed it or not.
    item->setOpacity(!m_hasFrame                    ? 1.0
                     : f.notGenerated               ? 0.25
                     : f.tree == TreePlace::Outside ? 0.4
                                                    : 1.0);
}

void TreeScene::paintNodes(QPainter *painter, const QRectF &visible) const
{
    const double detail = pixelsPerUnit(painter->worldTransform());
    if (detail * m_style.nodeSize < 1) // under a pixel: the overview draws the rows
        return;
    // A value floor draws values further out (NodeItem::paintValueFarOut): they must be there.
    const bool texts = detail >= m_style.textDetail || m_style.valueFloor > 0;
    std::vector<NodeId> shown;
    forEachNodeIn(visible, [&](NodeId n) {
        if (n != currentNode())
            shown.push_back(n);
    });
    std::sort(shown.begin(), shown.end()); // as a small tree's items: in preorder
    if (currentNode() != NoNode && m_collapsed[currentNode()] >= 0)
        shown.push_back(currentNode()); // above its neighbours
    QStyleOptionGraphicsItem option;
    const double opacity = painter->opacity();
    for (NodeId n : shown) {
        const std::unique_ptr<NodeItem> item = makeItem(n, texts);
        if (!item->isVisible() ||
            !visible.intersects(item->boundingRect().translated(m_centers[n])))
            continue;
        painter->save();
        painter->translate(m_centers[n]);
        painter->setOpacity(opacity * item->opacity());
        item->paint(painter, &option, nullptr);
        painter->restore();
    }
}

QRectF TreeScene::pathRect(NodeId n) const
{
    QRectF r;
    for (; n >= 0 && m_tree && n < m_tree->size(); n = m_tree->parent(n)) {
        if (m_collapsed[n] >= 0)
            r |= QRectF(m_centers[n], QSizeF(0, 0));
    }
    return r;
}

void TreeScene::drawForeground(QPainter *painter, const QRectF &rect)
{
    const double detail = pixelsPerUnit(painter->worldTransform());
    const bool overview = m_tree && detail > 0 && detail * m_style.nodeSize < OverviewBelow;
    m_overviewDetail = overview ? detail : 0;
    if (overview)
        drawOverview(painter, rect, detail);
}

const TreeScene::OverviewGeometry &TreeScene::overviewGeometry(const QTransform &toDevice,
                                                               const QRectF &rect,
                                                               const QRectF &whole, double detail)
{
    // A view fitted to the whole tree moves by a pixel or two when a step's texts change the
    // scene's rectangle: geometry made under the same scale is drawn shifted by whole pixels
    // (drawOverview). Every row is measured whatever the rectangle, so only its extent along
    // the rows must be covered.
    auto fits = [&](const OverviewGeometry &g) {
        const QPointF shift = overviewShift(g, toDevice);
        const bool along = m_topDown
                               ? g.rect.left() <= rect.left() && rect.right() <= g.rect.right()
                               : g.rect.top() <= rect.top() && rect.bottom() <= g.rect.bottom();
        return g.detail == detail && g.toDevice.m11() == toDevice.m11() &&
               g.toDevice.m12() == toDevice.m12() && g.toDevice.m21() == toDevice.m21() &&
               g.toDevice.m22() == toDevice.m22() && shift.x() == std::round(shift.x()) &&
               shift.y() == std::round(shift.y()) && along;
    };
    if (!fits(m_overviewGeometry[0])) {
        std::swap(m_overviewGeometry[0], m_overviewGeometry[1]);
        if (!fits(m_overviewGeometry[0]))
            measureOverview(m_overviewGeometry[0], toDevice, whole, detail);
    }
    return m_overviewGeometry[0];
}

QPointF TreeScene::overviewShift(const OverviewGeometry &g, const QTransform &toDevice)
{
    return {toDevice.dx() - g.toDevice.dx(), toDevice.dy() - g.toDevice.dy()};
}

void TreeScene::measureOverview(OverviewGeometry &g, const QTransform &toDevice, const QRectF &rect,
                                double detail) const
{
    // Each row is cut into columns of one pixel; a column holding nodes gets a bar across the
    // row, taller the more nodes it holds (the row's density). The edges (the EdgeLayer draws
    // none this far out) go from pixel to pixel: a run of a row's nodes whose edges to their
    // parents make the same line is drawn once, so a million edges make a few thousand lines.
    g = {toDevice, rect, detail, {}, {}};
    const double pitch =
        m_rowPitch * (m_topDown ? std::abs(toDevice.m22()) : std::abs(toDevice.m11()));
    const double tallest = std::clamp(pitch * 0.6, 2.0, 16.0);
    const double thickness = std::clamp(m_style.nodeSize * detail, 1.0, OverviewBelow);
    const double lo = m_topDown ? rect.left() : rect.top();
    const double hi = m_topDown ? rect.right() : rect.bottom();
    const double reach = m_style.nodeSize; // nodes just outside the rectangle still show in it
    auto parentAlong = [this](NodeId n) { return along(m_tree->parent(n)); };
    // Scaled and moved, not turned: a node's pixel along the row grows with its place in the
    // row, so a run of nodes with the same pixel is found by bisection instead of node by node
    // (a fitted million-node tree has a few thousand runs: 0.1 s of its first paint, issue 29).
    const bool monotone = s_overviewBisection && toDevice.type() <= QTransform::TxScale &&
                          (m_topDown ? toDevice.m11() > 0 : toDevice.m22() > 0);
    auto edgeLine = [&](NodeId n) {
        return QLineF(toDevice.map(m_centers[m_tree->parent(n)]).toPoint(),
                      toDevice.map(m_centers[n]).toPoint());
    };
    for (std::size_t d = 1; d < m_rows.size(); ++d) {
        const Row &row = m_rows[d], &parents = m_rows[d - 1];
        if (monotone && row.parentsInOrder && row.acrossLo == row.acrossHi &&
            parents.acrossLo == parents.acrossHi) {
            // Both rows straight: a node's edge is the same line as the next one's while both
            // its pixel and its parent's stay, which holds for a stretch of the row.
            const std::vector<NodeId> &ids = row.ids;
            const auto s = std::partition_point(ids.begin(), ids.end(), [&](NodeId n) {
                return std::max(along(n), parentAlong(n)) < lo - reach;
            });
            const auto e = std::partition_point(s, ids.end(), [&](NodeId n) {
                return std::min(along(n), parentAlong(n)) <= hi + reach;
            });
            for (auto it = s; it != e;) {
                const QLineF line = edgeLine(*it);
                const auto next =
                    std::partition_point(it + 1, e, [&](NodeId n) { return edgeLine(n) == line; });
                g.edges.push_back({std::int32_t(d), std::int32_t(it - ids.begin()),
                                   std::int32_t(next - ids.begin()), line});
                it = next;
            }
            continue;
        }
        // The children in the rectangle, and those of the parents in it: in a tidy layout
        // the parents of a row's nodes come in the same order as the nodes.
        const std::vector<NodeId> &ids = m_rows[d].ids;
        auto byNode = [this](NodeId n, double v) { return along(n) < v; };
        auto byParent = [&](NodeId n, double v) { return parentAlong(n) < v; };
        auto first = std::min(std::lower_bound(ids.begin(), ids.end(), lo - reach, byNode),
                              std::lower_bound(ids.begin(), ids.end(), lo - reach, byParent));
        for (auto it = first; it != ids.end(); ++it) {
            const double a = along(*it), b = parentAlong(*it);
            if (std::min(a, b) > hi + reach)
                break;
            if (std::max(a, b) < lo - reach)
                continue;
            const QLineF line(toDevice.map(m_centers[m_tree->parent(*it)]).toPoint(),
                              toDevice.map(m_centers[*it]).toPoint());
            const auto k = std::int32_t(it - ids.begin());
            if (!g.edges.empty() && g.edges.back().row == std::int32_t(d) &&
                g.edges.back().end == k && g.edges.back().line == line)
                ++g.edges.back().end;
            else
                g.edges.push_back({std::int32_t(d), k, k + 1, line});
        }
    }
    for (std::size_t d = 0; d < m_rows.size(); ++d) {
        const std::vector<NodeId> &ids = m_rows[d].ids;
        auto it = std::lower_bound(ids.begin(), ids.end(), lo - reach,
                                   [this](NodeId n, double v) { return along(n) < v; });
        int column = std::numeric_limits<int>::min();
        QPointF at;
        auto flush = [&](std::int32_t end) {
            if (g.bars.empty() || g.bars.back().row != std::int32_t(d) || g.bars.back().end != -1)
                return;
            OverviewRun &bar = g.bars.back();
            bar.end = end;
            const double h =
                std::min(tallest, thickness + 1.5 * std::log2(double(bar.end - bar.begin)));
            const QPointF half = m_topDown ? QPointF(0, h / 2) : QPointF(h / 2, 0);
            bar.line = QLineF(at - half, at + half);
        };
        auto columnOf = [&](NodeId n) {
            const QPointF p = toDevice.map(m_centers[n]);
            return int(std::floor(m_topDown ? p.x() : p.y()));
        };
        const auto end =
            std::partition_point(it, ids.end(), [&](NodeId n) { return along(n) <= hi + reach; });
        while (it != end) {
            const QPointF p = toDevice.map(m_centers[*it]);
            const int c = int(std::floor(m_topDown ? p.x() : p.y()));
            const auto k = std::int32_t(it - ids.begin());
            if (c != column) {
                flush(k);
                column = c;
                at = m_topDown ? QPointF(c + 0.5, p.y()) : QPointF(p.x(), c + 0.5);
                g.bars.push_back({std::int32_t(d), k, -1, {}});
            }
            // The rest of the column's nodes, by bisection when the pixel grows along the row.
            it = monotone
                     ? std::partition_point(it + 1, end, [&](NodeId n) { return columnOf(n) == c; })
                     : it + 1;
        }
        flush(std::int32_t(it - ids.begin()));
    }
}

void TreeScene::drawOverview(QPainter *painter, const QRectF &rect, double detail)
{
    // Drawn in device pixels: far out, a scene unit is a small fraction of one. The geometry
    // is of the whole device (the view's viewport), made once for a view; a repaint of part
    // of it looks at the runs there.
    const QTransform toDevice = painter->worldTransform();
    const QRectF device =
        painter->device() ? QRectF(0, 0, painter->device()->width(), painter->device()->height())
                          : toDevice.mapRect(rect);
    // A quarter of the view more on either side along the rows: a view panned a little
    // keeps the geometry.
    const QRectF seen = toDevice.inverted().mapRect(device);
    const QRectF whole = (m_topDown ? seen.adjusted(-seen.width() / 4, 0, seen.width() / 4, 0)
                                    : seen.adjusted(0, -seen.height() / 4, 0, seen.height() / 4)) |
                         rect;
    const OverviewGeometry &g = overviewGeometry(toDevice, rect, whole, detail);
    const QPointF shift = overviewShift(g, toDevice); // whole pixels: see overviewGeometry()
    const QRectF exposed = toDevice.mapRect(rect).adjusted(-2, -2, 2, 2).translated(-shift);
    auto outside = [&](const QLineF &line) {
        return !exposed.intersects(
            QRectF(line.p1(), line.p2()).normalized().adjusted(-1, -1, 1, 1));
    };
    painter->save();
    painter->setTransform(QTransform::fromTranslate(shift.x(), shift.y()));
    painter->setRenderHint(QPainter::Antialiasing, false);
    // Each bar and edge in the colour of what the search did there: visited, pruned (the
    // greater part), or not reached yet.
    std::array<std::vector<QLineF>, 3> bars;
    std::array<std::vector<QLineF>, 3> edges;
    const bool hidePruned = m_style.showPrunedAs == PrunedDisplay::Hidden;
    auto inkOf = [&](NodeId n) { return OverviewInk(m_inks[std::size_t(n)]); };
    for (const OverviewRun &run : g.edges) {
        if (outside(run.line))
            continue;
        const std::vector<NodeId> &ids = m_rows[std::size_t(run.row)].ids;
        unsigned inks = 0; // the run's line once in each ink its edges have
        for (std::int32_t k = run.begin; k < run.end && inks != 7; ++k)
            inks |= 1u << inkOf(ids[std::size_t(k)]);
        for (int ink : {InkPlain, InkVisited, InkPruned}) {
            if ((inks >> ink & 1) && !(ink == InkPruned && hidePruned))
                edges[std::size_t(ink)].push_back(run.line);
        }
    }
    for (const OverviewRun &run : g.bars) {
        if (outside(run.line))
            continue;
        const std::vector<NodeId> &ids = m_rows[std::size_t(run.row)].ids;
        int visited = 0, pruned = 0;
        for (std::int32_t k = run.begin; k < run.end && visited == 0; ++k) {
            const OverviewInk ink = inkOf(ids[std::size_t(k)]);
            visited += ink == InkVisited;
            pruned += ink == InkPruned;
        }
        const int count = run.end - run.begin;
        const OverviewInk ink = visited > 0           ? InkVisited
                                : 2 * pruned >= count ? InkPruned
                                                      : InkPlain;
        bars[std::size_t(ink)].push_back(run.line);
    }
    const QColor inks[3] = {m_style.edge, edgePaint(m_style, EdgeState::Done).line,
                            m_style.prunedColor};
    for (int k : {InkPruned, InkPlain, InkVisited}) {
        // Edges not reached yet are faint: where they crowd, the rows' bars still show.
        QColor ink = inks[k];
        if (k == InkPlain)
            ink.setAlphaF(0.4f);
        painter->setPen(QPen(ink, 1, k == InkPruned ? Qt::DotLine : Qt::SolidLine));
        painter->drawLines(edges[k].data(), int(edges[k].size()));
    }
    for (int k : {InkPruned, InkPlain, InkVisited}) {
        painter->setPen(QPen(inks[k], 1, Qt::SolidLine, Qt::FlatCap));
        painter->drawLines(bars[k].data(), int(bars[k].size()));
    }

    // Where the search is: the path from the root, and a dot on the current node.
    if (m_hasFrame && m_frame->current >= 0 && m_frame->current < m_tree->size() &&
        m_collapsed[m_frame->current] >= 0) {
        QPolygonF path;
        for (NodeId n = m_frame->current; n != NoNode; n = m_tree->parent(n))
            path << toDevice.map(m_centers[n]) - shift;
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(m_style.pathColor, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolyline(path);
        painter->setPen(QPen(m_style.background, 1.5));
        painter->setBrush(m_style.currentColor);
        painter->drawEllipse(path.front(), 4.5, 4.5);
    }
    painter->restore();
}

NodeLook TreeScene::lookFor(NodeId n, bool texts) const
{
    const GameTree &t = *m_tree;
    NodeLook look;
    look.collapsedCount = std::max(0, m_collapsed[n]);
    look.breakpoint = m_breakpoints[n];
    look.selected = n == m_selected;
    const NodeFrame &f = m_frame->nodes[n];
    if (m_hasFrame) {
        look.state = f.state;
        look.earlier = f.visitedEarlier;
        look.spared = f.tableSkipped;
        look.list = f.list;
        look.playout = f.tree == TreePlace::Playout;
    }
    if (!texts) // all the shape shows
        return look;
    look.name = t.name(n);
    if (m_style.showIds) {
        look.id = QStringLiteral("#%1").arg(n);
        const NodeId p = t.parent(n);
        look.idLeft = p != NoNode && m_centers[p].x() > m_centers[n].x() - 0.5;
    }
    const bool leaf = t.isLeaf(n);
    if (leaf && t.hasValue(n))
        look.value = formatValue(t.value(n)); // leaves always show their value
    if (!m_hasFrame)
        return look;

    if (!leaf && m_style.showValues)
        look.value = valueText(f);
    if (!leaf && m_style.showWindows &&
        (f.state == NodeState::OnPath || f.state == NodeState::Current))
        look.window = windowText(f);
    if (!leaf && look.window.isEmpty())
        // B*: every generated inner node's bounds beside it, on one line (a window's ", "
        // stacks its two ends).
        look.window = intervalText(f).replace(QStringLiteral(", "), QStringLiteral(",\u2009"));
    if (look.window.isEmpty()) // the bounds a threshold's skipped children allow
        look.window = skippedIntervalText(f);
    if (look.window.isEmpty() && m_style.showValues && !leaf) // MCTS: "N=3, Q=0.5" stacked
        look.window = visitsText(t, f, n);
    if (look.window.isEmpty() && m_style.showValues && !leaf) // pns: "pn=1, dn=∞" stacked
        look.window = proofNumbersText(f);
    if (m_style.showFormulas)
        look.formula = chanceFormula(t, *m_frame, n);
    if (look.formula.isEmpty() && m_style.showFormulas) // MCTS: a selection's UCB sums
        look.formula = ucbFormula(t, *m_frame, n);
    if (look.formula.isEmpty() && m_style.showValues && leaf) // beside, it meets the next leaf
        look.formula = visitsText(t, f, n);
    if (look.formula.isEmpty() && m_style.showValues && leaf) // pns: a leaf's, under it
        look.formula = proofNumbersText(f);
    look.sss = f.sss;
    look.merit = f.merit;
    look.table = tableText(f);
    if (look.table.isEmpty()) // an estimate's exact value and interval, a skipped child
        look.table = approximationText(f);
    if (look.table.isEmpty() && f.tree == TreePlace::None)
        look.table = readCountText(f); // a leaf a later pass read again: "×2" (MCTS: N says)
    if (look.table.isEmpty())
        look.table = listTagText(f); // two-phase minimax: "OPEN", "C 4"
    look.badge = orderBadgeText(f);
    return look;
}

void TreeScene::restyle(NodeId n, RepaintBatch *repaints, bool all)
{
    if (m_collapsed[n] < 0)
        return;
    const NodeState state = m_hasFrame ? m_frame->nodes[n].state : NodeState::Unreached;
    m_inks[std::size_t(n)] = state == NodeState::Pruned      ? InkPruned
                             : state == NodeState::Unreached ? InkPlain
                                                             : InkVisited;
    NodeItem *item =
        m_skipItems || (m_items.empty() && m_madeItems.empty()) ? nullptr : itemIfMade(n);
    if (item) {
        item->setLook(lookFor(n));
        applyVisibility(item, n);
        if (n != 0 && m_topDown &&
            (!item->formulaLines().isEmpty() || !item->formulaShift().isNull()))
            m_formulaRows.push_back(m_tree->parent(n)); // its siblings' boxes may meet it
        if (!m_layer) // a small tree's texts reach out; a big tree's nodes repaint below
            growSceneRect(item->boundingRect().translated(item->pos()));
    }
    if (m_layer && repaints) {
        if (repaints->many())
            repaints->addAnywhere();
        else
            repaints->add(reachRect(n));
    }
    // Edges leave from under a formula. Without an item only a node that averages has one,
    // and whether it averages changes only when every node is restyled: a far jump skips the
    // million others.
    const bool averages = m_hasFrame ? std::size_t(n) < m_frame->averaging.size() &&
                                           m_frame->averaging[std::size_t(n)]
                                     : m_tree->kind(n) == NodeKind::Chance;
    if (m_topDown && !m_tree->isLeaf(n) && !m_collapsed[n] && (item || averages || all)) {
        std::unique_ptr<NodeItem> made; // a big tree's node: made only when it has a formula
        if (!item && m_style.showFormulas && m_hasFrame &&
            !chanceFormula(*m_tree, *m_frame, n).isEmpty())
            made = makeItem(n);
        const NodeItem *shown = item ? item : made.get();
        // (its place under the node: a box moved down a row still covers the edges' start)
        const QRectF box =
            shown ? shown->formulaBox().translated(-shown->formulaShift()) : QRectF();
        const double below = box.isNull() ? -std::numeric_limits<double>::infinity()
                                          : shown->pos().y() + box.bottom() + m_style.textGap;
        for (NodeId c : m_tree->children(n))
            m_edges->setStartBelow(c, below);
    }
    if (n == 0)
        return; // no edge leads to the root
    const NodeId p = m_tree->parent(n);
    const bool averaging = m_hasFrame
                               ? std::size_t(p) < m_frame->averaging.size() && m_frame->averaging[p]
                               : m_tree->kind(p) == NodeKind::Chance;
    const int draws = m_hasFrame ? m_frame->nodes[n].draws : 0;
    if (!m_layer) {
        const EdgeLayer::LookNow look = edgeLookNow(n);
        m_edges->setEdgeState(n, look.state, look.cut);
        m_edges->setProbabilityShown(n, averaging);
        m_edges->setDrawCount(n, draws);
        return;
    }
    // A big tree's edge asks for its look when painted: here it is only repainted, and told
    // the texts it measures (a probability, a draw count) when any edge has one.
    m_edges->repaintEdgeInto(n);
    if (averaging || m_edges->anyProbabilityShown())
        m_edges->setProbabilityShown(n, averaging);
    if (draws > 0 || m_edges->anyDrawCount())
        m_edges->setDrawCount(n, draws);
}

EdgeLayer::LookNow TreeScene::edgeLookNow(NodeId n) const
{
    if (!m_hasFrame || std::size_t(n) >= m_frame->nodes.size())
        return {edgeLook(NodeState::Unreached, m_style.showPrunedAs == PrunedDisplay::Hidden),
                false};
    const NodeFrame &f = m_frame->nodes[n];
    const EdgeState state =
        f.notGenerated && f.state == NodeState::Unreached ? EdgeState::Pruned // B*: never generated
        : f.tree == TreePlace::Playout
            ? EdgeState::Playout // MCTS: passed by the playout, not added
            : chosenOr(edgeLook(f.state, m_style.showPrunedAs == PrunedDisplay::Hidden, f.list),
                       m_frame->finished, m_frame->chosen, n);
    // A hidden subtree leaves nothing behind: no stub, no cut mark.
    return {state, f.cutEdge && state != EdgeState::Hidden};
}

void TreeScene::restyleAll()
{
    if (!m_tree)
        return;
    m_edges->beginChanges();
    for (NodeId n = 0; n < m_tree->size(); ++n)
        restyle(n, nullptr, true);
    m_edges->endChanges();
    spreadFormulas();
    if (m_layer)
        m_layer->update();
}

void TreeScene::spreadFormulas()
{
    std::sort(m_formulaRows.begin(), m_formulaRows.end());
    m_formulaRows.erase(std::unique(m_formulaRows.begin(), m_formulaRows.end()),
                        m_formulaRows.end());
    for (const NodeId p : m_formulaRows) {
        std::vector<NodeItem *> items;
        std::vector<double> anchors, widths, heights;
        double below = 0; // the rows start under the siblings' boards (Gomoku's positions)
        for (const NodeId c : m_tree->children(p)) {
            NodeItem *item = itemIfMade(c);
            if (!item)
                continue;
            item->setFormulaShift({});
            if (item->formulaLines().isEmpty() || !item->isVisible())
                continue;
            const QRectF box = item->formulaBox().translated(item->pos());
            if (const QRectF board = BoardLayer::places(*this, c).board; !board.isNull())
                below = std::max(below, board.bottom() + m_style.textGap - box.top());
            items.push_back(item);
            anchors.push_back(box.center().x());
            widths.push_back(box.width());
            heights.push_back(box.height());
        }
        const std::vector<FormulaPlace> places =
            spreadFormulaBoxes(anchors, widths, heights, m_style.textGap);
        for (std::size_t i = 0; i < items.size(); ++i) {
            items[i]->setFormulaShift({places[i].dx, below + places[i].dy});
            if (!m_layer)
                growSceneRect(items[i]->boundingRect().translated(items[i]->pos()));
        }
    }
    m_formulaRows.clear();
}

void TreeScene::growSceneRect(const QRectF &r)
{
    if (!m_contentRect.contains(r))
        m_contentRect |= r;
    if (m_sceneRect.contains(r))
        return;
    const double margin = m_style.textGap;
    m_sceneRect |= r.adjusted(-margin, -margin, margin, margin);
    setSceneRect(m_sceneRect);
}

void TreeScene::setNegationMarks(std::vector<char> byChild)
{
    m_negationMarks = std::move(byChild);
    if (m_edges)
        m_edges->setNegationMarks(m_negationMarks);
}

void TreeScene::setFrame(const Frame *frame, const FrameChange *change)
{
    showFrame(frame, nullptr, change);
}

void TreeScene::setFrame(std::shared_ptr<const Frame> frame, const FrameChange *change)
{
    const Frame *at = frame.get();
    showFrame(at, std::move(frame), change);
}

void TreeScene::showFrame(const Frame *frame, std::shared_ptr<const Frame> shared,
                          const FrameChange *change)
{
    if (!m_tree) {
        emit frameChanged(NoNode);
        return;
    }
    const std::size_t count = std::size_t(m_tree->size());
    if (!frame || frame->nodes.size() != count) { // the bare tree
        if (m_hasFrame) {
            m_hasFrame = false;
            m_shared.reset();
            m_copy = Frame();
            m_copy.nodes.assign(count, NodeFrame{});
            m_frame = &m_copy;
            m_shownRevision = 0;
            restyleAll();
            m_edges->commitTexts();
        }
        raise(m_raised, false);
        m_raised = NoNode;
        placeHorizon();
        placeChanceOverlay();
        m_band = {};
        placeLevelBand();
        emit frameChanged(NoNode);
        return;
    }

    // Which nodes change: their own frame, or (for a chance formula) a child's.
    std::vector<NodeId> dirty;
    bool every = false; // or every node
    // A shared frame after a copy, or the other way round, is shown afresh: the frame shown
    // before may be gone, or (shared) already changed to the new one.
    const bool everything =
        !m_hasFrame || bool(shared) != bool(m_shared) || frame->averaging != m_frame->averaging;
    // The caller's list of what changed since the frame shown, when it has one for it;
    // otherwise every node is compared.
    const bool same = change && m_hasFrame && change->to != 0 && change->to == m_shownRevision;
    const bool listed =
        same || (change && m_hasFrame && change->from != 0 && change->from == m_shownRevision);
    static const std::vector<NodeId> none;
    const std::vector<NodeId> &changed = same ? none : change ? change->nodes : none;
    m_shownRevision = change ? change->to : 0;
    // Each node is restyled once, in the order of their ids (the tree's arrays are read in
    // order, not at random: a far jump restyles a million nodes): marked by node and
    // collected afterwards, or (a short list) sorted, since marking costs a byte per node and
    // sorting a long list costs more.
    const bool sortAfter = listed && changed.size() < count / 64;
    std::vector<char> marked;
    auto mark = [&](NodeId m) {
        if (m == NoNode)
            return;
        if (sortAfter) {
            dirty.push_back(m);
            return;
        }
        if (marked.empty())
            marked.assign(count, 0);
        marked[m] |= 1;
    };
    auto markListed = [&] {
        for (const NodeId n : changed) {
            if (n >= 0 && std::size_t(n) < count) {
                mark(n);
                mark(m_tree->parent(n));
            }
        }
    };
    if (everything) {
        m_shared = std::move(shared);
        if (m_shared) {
            m_copy = Frame();
            m_frame = m_shared.get();
        } else {
            m_copy = *frame;
            m_frame = &m_copy;
        }
    } else if (shared) {
        // The frame shown has become the new one where it is: nothing to compare with, so
        // the list says what to restyle, or (no list, or most nodes) every node is.
        m_shared = std::move(shared);
        m_frame = m_shared.get();
        if (!listed || changed.size() > count / 2)
            every = true;
        else
            markListed();
    } else {
        auto take = [&](NodeId n) {
            if (m_copy.nodes.sameAt(std::size_t(n), frame->nodes))
                return;
            m_copy.nodes.set(std::size_t(n), frame->nodes[n]);
            mark(n);
            mark(m_tree->parent(n));
        };
        if (listed && changed.size() > count / 16 + frame->nodes.distinctCount() / 2) {
            // A far jump: copying the whole frame (4 bytes a node and its distinct frames) is
            // cheaper than writing the changed nodes one by one once they outnumber half its
            // distinct frames (a million after a cut-off share a handful; a node written
            // alone costs about two frames copied whole). The list still says what to restyle.
            m_copy.nodes.assignCompact(frame->nodes);
            if (changed.size() > count / 2)
                every = true; // most nodes changed: restyling every node costs less than marking
            else
                markListed();
        } else if (listed && !sortAfter) { // a long list: taken in the order of the ids
            marked.assign(count, 0);
            for (const NodeId n : changed) {
                if (n >= 0 && std::size_t(n) < count)
                    marked[n] |= 2;
            }
            for (NodeId n = 0; n < NodeId(count); ++n) {
                if (marked[n] & 2)
                    take(n);
            }
        } else if (listed) {
            for (const NodeId n : changed) {
                if (n >= 0 && std::size_t(n) < count)
                    take(n);
            }
        } else {
            for (NodeId n = 0; n < NodeId(count); ++n)
                take(n);
        }
        m_copy.step = frame->step;
        m_copy.current = frame->current;
        m_copy.open = frame->open;
        m_copy.finished = frame->finished;
        m_copy.chosen = frame->chosen;
        m_copy.pass = frame->pass;
        m_copy.passCount = frame->passCount;
        m_copy.hasLeafBounds = frame->hasLeafBounds;
        m_copy.leafLow = frame->leafLow;
        m_copy.leafHigh = frame->leafHigh;
    }
    if (sortAfter) {
        std::sort(dirty.begin(), dirty.end());
        dirty.erase(std::unique(dirty.begin(), dirty.end()), dirty.end());
    }
    for (std::size_t n = 0; n < marked.size(); ++n) {
        if (marked[n] & 1)
            dirty.push_back(NodeId(n));
    }
    // The chosen move's edge changes look when the search finishes (or is stepped back from
    // its end), though its node may not change then.
    if (m_frame->finished != m_shownFinished && m_frame->chosen != NoNode)
        dirty.push_back(m_frame->chosen);
    m_shownFinished = m_frame->finished;
    m_hasFrame = true;

    if (everything) {
        restyleAll();
    } else {
        RepaintBatch repaints;
        m_edges->beginChanges();
        if (every) {
            // The made items (the nodes in sight, zoomed in) after the others: looking each
            // of a million nodes up among them cost as much as the rest of its restyle.
            m_skipItems = m_items.empty(); // a small tree's items are in m_items, by node
            // A big tree without items: what restyle() does for a node, but for its ink and a
            // repaint of everything, depends on chance nodes averaging (their formulas, the
            // probabilities on their edges) and on edges' texts. With none of them, only the
            // inks: a few nanoseconds a node, where a restyle() each took 70 (MCTS's last step
            // prunes half a million nodes, docs/benchmarks.md).
            const bool inksOnly = m_skipItems && m_layer && !m_edges->anyProbabilityShown() &&
                                  !m_edges->anyDrawCount() &&
                                  std::none_of(m_frame->averaging.begin(), m_frame->averaging.end(),
                                               [](char a) { return a != 0; });
            if (inksOnly) {
                const NodeFrames &frames = m_frame->nodes;
                for (std::size_t n = 0; n < count; ++n) {
                    if (m_collapsed[n] < 0)
                        continue;
                    const NodeState state = frames[n].state;
                    m_inks[n] = state == NodeState::Pruned      ? InkPruned
                                : state == NodeState::Unreached ? InkPlain
                                                                : InkVisited;
                }
                update(); // every node and every edge
                m_edges->update();
            } else {
                for (NodeId n = 0; n < NodeId(count); ++n)
                    restyle(n, &repaints);
            }
            std::vector<NodeId> made;
            for (const auto &[n, item] : m_madeItems) {
                if (m_skipItems)
                    made.push_back(n);
            }
            m_skipItems = false;
            for (const NodeId n : made)
                restyle(n, &repaints);
        }
        for (NodeId n : dirty)
            restyle(n, &repaints);
        m_edges->endChanges();
        repaints.flush([this](const QRectF &r) { update(r); });
    }
    spreadFormulas();
    m_edges->commitTexts();

    if (m_raised != m_frame->current) { // the current node's halo and texts stay on top
        if (m_overviewDetail > 0) {     // the overview's path moves with the current node
            const double pad = 8 / m_overviewDetail; // the dot's radius and more, in pixels
            update(
                (pathRect(m_raised) | pathRect(m_frame->current)).adjusted(-pad, -pad, pad, pad));
        }
        raise(m_raised, false);
        m_raised = m_frame->current;
        raise(m_raised, true);
    }
    placeHorizon();
    placeChanceOverlay();
    m_band = levelBand(*m_tree, *frame);
    placeLevelBand();
    emit frameChanged(m_frame->current);
}

void TreeScene::placeLevelBand()
{
    if (!m_tree)
        return;
    const int d = m_band.depth;
    if (m_band.phase == ListPhase::None || d < 0 || std::size_t(d) >= m_rows.size()) {
        if (m_levelBand)
            m_levelBand->hide();
        return;
    }
    if (!m_levelBand) { // made when first needed: only two-phase minimax has one
        m_levelBand = new LevelBandItem(&m_style);
        addItem(m_levelBand);
    }
    // Across the row, as tall as its nodes and half the gap to the next row either side.
    const double pitch = m_rowPitch > 0 ? m_rowPitch : 2 * m_style.nodeSize;
    const double half = std::min(pitch, 2 * m_style.nodeSize) * 0.4;
    const double at = rowAcross(m_rows[std::size_t(d)]);
    // Along the rows, as far as the nodes' centres reach, and a node's size beyond (not the
    // content rectangle, which the band's own label widens).
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const Row &row : m_rows) {
        if (!row.ids.empty()) {
            lo = std::min(lo, along(row.ids.front()));
            hi = std::max(hi, along(row.ids.back()));
        }
    }
    lo -= m_style.nodeSize;
    hi += m_style.nodeSize;
    const QRectF row = m_topDown ? QRectF(QPointF(lo, at - half), QPointF(hi, at + half))
                                 : QRectF(QPointF(at - half, lo), QPointF(at + half, hi));
    m_levelBand->place(row, m_band.phase, levelBandText(m_band));
    m_levelBand->show();
    growSceneRect(m_levelBand->drawnRect()); // spans the content: grows it once, if at all
}

void TreeScene::placeHorizon()
{
    if (!m_tree)
        return;
    const QString label = m_hasFrame ? horizonText(*m_frame) : QString();
    const int d = m_hasFrame ? m_frame->pass.depth : -1;
    // No line for a depth no row shows (below collapsed subtrees only).
    if (label.isEmpty() || d < 0 || std::size_t(d) >= m_rows.size()) {
        if (m_horizon)
            m_horizon->hide();
        return;
    }
    if (!m_horizon) { // made when first needed: most searches have no horizon
        m_horizon = new HorizonLine(&m_style);
        addItem(m_horizon);
    }
    // Between the row at the pass's depth and the next, or half a row under the last.
    const double here = rowAcross(m_rows[std::size_t(d)]);
    const double pitch = m_rowPitch > 0 ? m_rowPitch : 2 * m_style.nodeSize;
    const double sign = m_rows.size() > 1 && rowAcross(m_rows[1]) < rowAcross(m_rows[0]) ? -1 : 1;
    const double across = std::size_t(d) + 1 < m_rows.size()
                              ? (here + rowAcross(m_rows[std::size_t(d) + 1])) / 2
                              : here + sign * pitch / 2;
    const QRectF r = m_contentRect;
    if (m_topDown)
        m_horizon->place({r.left(), across}, {r.right(), across}, label);
    else
        m_horizon->place({across, r.top()}, {across, r.bottom()}, label);
    m_horizon->show();
    growSceneRect(m_horizon->drawnRect()); // spans the content: grows it once, if at all
}

void TreeScene::placeChanceOverlay()
{
    if (!m_tree || !m_hasFrame || !m_frame->hasLeafBounds) {
        if (m_chance)
            m_chance->hide();
        return;
    }
    if (!m_chance) { // made when first needed: only *-minimax has leaf bounds
        m_chance = new ChanceOverlay(&m_style);
        addItem(m_chance);
    }
    std::vector<ChanceOverlay::Bar> bars;
    std::vector<ChanceOverlay::Text> texts;
    const double windowLine = QFontMetricsF(m_style.annotationFont).height() + 3;
    for (NodeId n = 0; n < m_tree->size(); ++n) {
        const QRectF r = nodeRect(n);
        if (r.isNull())
            continue; // hidden by a collapse
        if (const auto bar = chanceBar(*m_tree, *m_frame, n)) {
            const LayoutPoint o = chanceBarOrigin(r.right(), r.center().y());
            bars.push_back({QPointF(o.x, o.y), *bar});
        }
        const NodeFrame &f = m_frame->nodes[n];
        if (const QString w = shownEdgeWindow(*m_tree, *m_frame, n); !w.isEmpty()) {
            const QRectF from = nodeRect(m_tree->parent(n));
            // Below the chance formula, on the side away from the probability, which sits on
            // the outer side of the edge (edgeTextSpot): right of an edge going down to the
            // left, else left of it. Between the last edge going left and the next one two
            // windows face each other: the second goes a line lower. (The text exports still
            // put it at edgeWindowAnchor, right-aligned: they have no font metrics for the
            // line below.)
            const bool toTheLeft = edgeTextSpot({from.center().x(), from.center().y()},
                                                {r.center().x(), r.center().y()}, ProbabilityAt, 0)
                                       .side == TextSide::UpperLeft;
            const double rise = r.center().y() - from.center().y();
            const double t = EdgeWindowAt + (toTheLeft || rise <= 0 ? 0 : windowLine / rise);
            const QPointF at = from.center() + t * (r.center() - from.center());
            double x = at.x() + (toTheLeft ? 4 : -4);
            if (at.y() + windowLine / 2 > r.top()) // level with the child: clear of its shape
                x = toTheLeft ? std::max(x, r.right() + 2) : std::min(x, r.left() - 2);
            texts.push_back({QPointF(x, at.y()), w, false, toTheLeft});
        }
        if (const QString probe = probeText(f); !probe.isEmpty()) {
            const LayoutPoint at = probeAnchor(r.left(), r.center().y());
            texts.push_back({QPointF(at.x, at.y), probe, true});
        }
    }
    m_chance->place(std::move(bars), std::move(texts));
    m_chance->show();
    growSceneRect(m_chance->drawnRect());
}

void TreeScene::raise(NodeId n, bool on)
{
    if (!m_tree || n < 0 || n >= m_tree->size() || m_collapsed[n] < 0)
        return;
    if (m_layer) // the layer draws the current node last
        update(reachRect(n));
    else if (NodeItem *i = itemIfMade(n))
        i->setZValue(on ? 1 : 0);
}

void TreeScene::setBreakpoints(const std::vector<char> &byNode)
{
    if (!m_tree)
        return;
    for (NodeId n = 0; n < m_tree->size(); ++n) {
        const char on = std::size_t(n) < byNode.size() && byNode[n] ? 1 : 0;
        if (m_breakpoints[n] == on)
            continue;
        m_breakpoints[n] = on;
        if (NodeItem *item = itemIfMade(n)) {
            NodeLook look = item->look();
            look.breakpoint = on;
            item->setLook(look);
        }
        if (m_layer && m_collapsed[n] >= 0)
            update(reachRect(n));
    }
}

void TreeScene::setSelectedNode(NodeId n)
{
    if (!m_tree || n == m_selected)
        return;
    if (n < NoNode || n >= m_tree->size())
        n = NoNode;
    for (NodeId m : {m_selected, n}) {
        if (m == NoNode || m_collapsed[m] < 0)
            continue;
        if (m_layer)
            update(reachRect(m));
        NodeItem *item = itemIfMade(m);
        if (!item)
            continue;
        NodeLook look = item->look();
        look.selected = m == n;
        item->setLook(look);
    }
    m_selected = n;
}

QRectF TreeScene::nodeRect(NodeId n) const
{
    if (!m_tree || n < 0 || n >= m_tree->size() || m_collapsed[n] < 0)
        return {};
    if (const NodeItem *i = itemIfMade(n))
        return i->shapeRect().translated(i->pos());
    const Shape &s = m_shapes[n];
    return {m_centers[n] - QPointF(s.width / 2.0, s.height / 2.0), QSizeF(s.width, s.height)};
}

QRectF TreeScene::nodeBounds(NodeId n) const
{
    if (!m_tree || n < 0 || n >= m_tree->size() || m_collapsed[n] < 0)
        return {};
    if (const NodeItem *i = itemIfMade(n))
        return i->sceneBoundingRect();
    return makeItem(n)->sceneBoundingRect(); // made for the moment: Follow asks on every step
}

bool TreeScene::isNodeShown(NodeId n) const
{
    if (!m_tree || n < 0 || n >= m_tree->size() || m_collapsed[n] < 0)
        return false;
    return !m_hasFrame || m_frame->nodes[n].state != NodeState::Pruned ||
           m_style.showPrunedAs == PrunedDisplay::Greyed;
}

NodeId TreeScene::nodeAt(const QPointF &scenePos) const
{
    NodeId best = NoNode;
    double bestDistance = std::numeric_limits<double>::infinity();
    const QRectF probe(scenePos - QPointF(0.5, 0.5), QSizeF(1, 1)); // a pixel at 100 %
    forEachNodeIn(probe, [&](NodeId n) {
        if (!nodeRect(n).adjusted(-3, -3, 3, 3).intersects(probe) || !isNodeShown(n))
            return;
        const QPointF d = scenePos - m_centers[n];
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = n;
        }
    });
    return best;
}

NodeItem *TreeScene::item(NodeId n) const
{
    if (!m_tree || n < 0 || n >= m_tree->size() || m_collapsed[n] < 0)
        return nullptr;
    if (!m_items.empty())
        return m_items[n];
    std::unique_ptr<NodeItem> &made = m_madeItems[n];
    if (!made) // kept up to date by restyle() from now on
        made = makeItem(n);
    return made.get();
}

NodeItem *TreeScene::itemIfMade(NodeId n) const
{
    if (!m_items.empty()) // a small tree: every node's item
        return m_items[n];
    const auto at = m_madeItems.find(n);
    return at == m_madeItems.end() ? nullptr : at->second.get();
}

void TreeScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const NodeId n = event->button() == Qt::LeftButton ? nodeAt(event->scenePos()) : NoNode;
    if (n == NoNode) { // empty space: the view may start a hand drag
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    event->accept();
    emit nodeClicked(n);
}

void TreeScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    const NodeId n = event->button() == Qt::LeftButton ? nodeAt(event->scenePos()) : NoNode;
    if (n == NoNode) {
        QGraphicsScene::mouseDoubleClickEvent(event);
        return;
    }
    event->accept();
    emit nodeDoubleClicked(n);
}

void TreeScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    const NodeId n = nodeAt(event->scenePos());
    if (n == NoNode) {
        QGraphicsScene::contextMenuEvent(event);
        return;
    }
    event->accept();
    emit nodeContextMenuRequested(n, event->screenPos());
}

} // namespace gt
