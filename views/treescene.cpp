#include "treescene.h"

#include "boardlayer.h"
#include "chanceoverlay.h"
#include "edgelayer.h"
#include "horizonline.h"
#include "levelband.h"
#include "nodeitem.h"
#include "nodetile.h"

#include "core/export/chancebarshape.h"
#include "core/export/figuregeometry.h"
#include "core/trace/annotations.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gt {

namespace {

// Past this many nodes, nodes are grouped into tiles that the view culls as a whole (see
// NodeTile); below it every node is a top-level item and exports carry no clipping.
constexpr NodeId TileThreshold = 2000;

} // namespace

TreeScene::TreeScene(QObject *parent)
    : QGraphicsScene(parent)
{
    setSceneStyle(SceneStyle::light());
    // No index: a QGraphicsScene index of 100,000 items costs more to build and to update on
    // every restyle than it saves. Painting finds items through the tiles, edges through the
    // EdgeLayer's grid, nodeAt() through m_hitGrid.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    // Items under a pixel are not drawn, and whole tiles under it are skipped unvisited; that
    // far out, drawForeground draws an overview instead.
    setMinimumRenderSize(1);
}

TreeScene::~TreeScene()
{
    clear(); // the items point at m_metrics: delete them first
}

void TreeScene::setSceneStyle(const SceneStyle &style)
{
    // The items point at the metrics: keep the old ones alive until every item has the new.
    const std::unique_ptr<StyleMetrics> old = std::move(m_metrics);
    m_metrics = std::make_unique<StyleMetrics>(style);
    m_style = style;
    setBackgroundBrush(style.background);
    bool sizesChanged = false;
    if (m_tree && !m_tree->isEmpty()) {
        const NodeMeasures measured = measure(*m_tree);
        for (NodeId n = 0; n < m_tree->size() && !sizesChanged; ++n)
            sizesChanged =
                m_items[n] && m_items[n]->shapeSize() !=
                                  QSizeF(measured.shapes[n].width, measured.shapes[n].height);
    }
    for (NodeItem *item : m_items) {
        if (item)
            item->setMetrics(m_metrics.get());
    }
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
    const StyleMetrics &m = *m_metrics;
    TextWidths widths{[&m](const QString &t) { return m.valueWidth(t); },
                      [&m](const QString &t) { return m.nameWidth(t); },
                      [&m](const QString &t) { return m.annotationWidth(t); }, nullptr,
                      m.value().capHeight};
    if (m_style.showIds)
        widths.id = [&m](const QString &t) { return m.idWidth(t); };
    return gt::measureNodes(tree, widths, m_style.nodeSize, m_style.textGap, idInset(m_style));
}

std::vector<NodeSize> TreeScene::measureNodes(const GameTree &tree) const
{
    return measure(tree).footprints;
}

void TreeScene::clearTree()
{
    clear();
    m_items.clear();
    m_itemCount = 0;
    m_edges = nullptr;
    m_horizon = nullptr; // clear() deleted it
    m_chance = nullptr;
    m_levelBand = nullptr;
    m_collapsed.clear();
    m_frame = Frame();
    m_hasFrame = false;
    m_breakpoints.clear();
    m_selected = NoNode;
    m_raised = NoNode;
    m_hitGrid.clear();
    m_hitIds.clear();
    m_rows.clear();
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
    const NodeMeasures measured = measure(t);
    auto hidden = [&layout](NodeId n) {
        return std::size_t(n) < layout.hidden.size() && layout.hidden[n];
    };
    auto center = [&layout](NodeId n) { return QPointF(layout.centers[n].x, layout.centers[n].y); };
    // Set before adding items, so that the scene does not keep growing its own rectangle.
    QRectF bounds = QRectF(0, 0, layout.width, layout.height);
    setSceneRect(bounds);

    // Orientation: children below their parents (the usual) or to their right. Siblings
    // share a row in a top-down layout and a column in a left-to-right one.
    bool topDown = true;
    if (t.childCount(0) > 0 && !hidden(t.child(0, 0))) {
        const QPointF first = center(t.child(0, 0));
        bool sameX = true, sameY = true;
        for (NodeId c : t.children(0)) {
            sameX = sameX && center(c).x() == first.x();
            sameY = sameY && center(c).y() == first.y();
        }
        const QPointF d = first - center(0);
        topDown = sameY != sameX ? sameY : std::abs(d.y()) >= std::abs(d.x());
    }
    m_topDown = topDown;
    buildRows(layout, topDown);

    // Room under each node: the distance to its neighbours in the same row. Left to right,
    // the neighbours are above and below and do not limit the width.
    const std::vector<double> room = topDown ? roomUnder(t, layout, m_style.textGap)
                                             : std::vector<double>(std::size_t(count), 1e6);

    m_items.assign(std::size_t(count), nullptr);
    m_collapsed.assign(std::size_t(count), 0);
    m_frame.nodes.assign(std::size_t(count), NodeFrame{});
    m_breakpoints.assign(std::size_t(count), 0);
    TileGrid tiles(layout, count > TileThreshold ? count : 0);
    std::vector<QRectF> hitRects;
    hitRects.reserve(std::size_t(count));
    for (NodeId n = 0; n < count; ++n) {
        if (hidden(n))
            continue;
        if (t.childCount(n) > 0 && hidden(t.child(n, 0)))
            m_collapsed[n] = t.subtreeEnd(n) - n - 1;
        NodeLook look = lookFor(n);
        if (!look.id.isEmpty() && n > 0) // lookFor reads the items' places: not there yet
            look.idLeft = center(t.parent(n)).x() > center(n).x() - 0.5;
        if (t.isLeaf(n))
            look.value = measured.valueTexts[n]; // a leaf shows its value from the start
        auto *item =
            new NodeItem(n, t.kind(n), QSizeF(measured.shapes[n].width, measured.shapes[n].height),
                         room[n], m_metrics.get(), look, !topDown);
        item->setPos(center(n));
        m_items[n] = item;
        ++m_itemCount;
        const QRectF covered = item->boundingRect().translated(item->pos());
        if (NodeTile *tile = tiles.tileFor(item->pos())) {
            item->setParentItem(tile);
            tile->cover(covered);
        } else {
            addItem(item);
        }
        hitRects.push_back(item->shapeRect().translated(item->pos()).adjusted(-3, -3, 3, 3));
        m_hitIds.push_back(n);
        bounds |= covered;
    }
    for (NodeTile *tile : tiles.tiles())
        addItem(tile); // with all its nodes at once
    m_hitGrid.build(hitRects);

    std::vector<EdgeSpec> edges;
    edges.reserve(std::size_t(count));
    QString uniform[9]; // "½", "⅓" ... by child count: most trees state no probabilities
    for (NodeId p = 0; p < count; ++p) {
        if (hidden(p) || t.childCount(p) == 0 || hidden(t.child(p, 0)))
            continue;
        const int k = t.childCount(p);
        for (int i = 0; i < k; ++i) {
            const NodeId c = t.child(p, i);
            EdgeSpec e;
            e.child = c;
            e.row = t.depth(p);
            e.from = m_items[p]->edgeAnchor(topDown ? Qt::BottomEdge : Qt::RightEdge);
            e.to = m_items[c]->edgeAnchor(topDown ? Qt::TopEdge : Qt::LeftEdge);
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
            }
            edges.push_back(std::move(e));
        }
    }
    m_edges = new EdgeLayer(m_metrics.get());
    m_edges->setEdges(std::move(edges), count);
    m_edges->setNegationMarks(m_negationMarks);
    addItem(m_edges);
    for (NodeId c = 1; c < count; ++c) { // a bare tree shows a chance node's probabilities
        if (!hidden(c) && t.kind(t.parent(c)) == NodeKind::Chance)
            m_edges->setProbabilityShown(c, true);
    }
    bounds |= m_edges->boundingRect();
    bounds |= BoardLayer::addTo(*this); // positions as boards, when the tree has any

    m_contentRect = bounds;
    const double margin = m_style.margin;
    m_sceneRect = bounds.adjusted(-margin, -margin, margin, margin);
    setSceneRect(m_sceneRect);
}

void TreeScene::buildRows(const TreeLayout &layout, bool topDown)
{
    const GameTree &t = *m_tree;
    m_rows.assign(std::size_t(t.height() + 1), Row{});
    std::vector<char> seen(m_rows.size(), 0);
    for (NodeId n = 0; n < t.size(); ++n) {
        if (std::size_t(n) < layout.hidden.size() && layout.hidden[n])
            continue;
        const LayoutPoint &c = layout.centers[n];
        Row &row = m_rows[std::size_t(t.depth(n))];
        if (!seen[std::size_t(t.depth(n))]) {
            seen[std::size_t(t.depth(n))] = 1;
            row.across = topDown ? c.y : c.x;
        }
        row.along.push_back(topDown ? c.x : c.y);
    }
    while (!m_rows.empty() && m_rows.back().along.empty()) // under collapsed subtrees only
        m_rows.pop_back();
    for (Row &row : m_rows)
        std::sort(row.along.begin(), row.along.end());
    m_rowPitch = m_rows.size() < 2 ? 0
                                   : std::abs(m_rows.back().across - m_rows.front().across) /
                                         double(m_rows.size() - 1);
}

QRectF TreeScene::pathRect(NodeId n) const
{
    QRectF r;
    for (; n != NoNode && m_tree && n < m_tree->size(); n = m_tree->parent(n)) {
        if (const NodeItem *i = item(n))
            r |= QRectF(i->pos(), QSizeF(0, 0));
    }
    return r;
}

void TreeScene::drawForeground(QPainter *painter, const QRectF &rect)
{
    const double detail =
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    const bool overview = m_tree && detail > 0 && detail * m_style.nodeSize < OverviewBelow;
    m_overviewDetail = overview ? detail : 0;
    if (!overview)
        return;
    // Drawn in device pixels: far out, a scene unit is a small fraction of one.
    const QTransform toDevice = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const double thickness = std::clamp(m_style.nodeSize * detail, 1.0, OverviewBelow);
    painter->setPen(QPen(m_style.edge, thickness, Qt::SolidLine, Qt::FlatCap));
    const double lo = m_topDown ? rect.left() : rect.top();
    const double hi = m_topDown ? rect.right() : rect.bottom();
    const double reach = m_style.nodeSize; // nodes just outside the rectangle still show in it
    auto device = [&](double along, double across) {
        return toDevice.map(m_topDown ? QPointF(along, across) : QPointF(across, along));
    };
    std::vector<QLineF> runs;
    for (const Row &row : m_rows) {
        auto it = std::lower_bound(row.along.begin(), row.along.end(), lo - reach);
        const auto end = std::upper_bound(it, row.along.end(), hi + reach);
        // Neighbours less than two pixels apart merge into one run of ink.
        while (it != end) {
            const QPointF first = device(*it, row.across);
            QPointF last = first;
            for (++it; it != end; ++it) {
                const QPointF next = device(*it, row.across);
                if (QLineF(last, next).length() > 2)
                    break;
                last = next;
            }
            const QPointF grow = m_topDown ? QPointF(0.5, 0) : QPointF(0, 0.5);
            runs.emplace_back(first - grow, last + grow);
        }
    }
    painter->drawLines(runs.data(), int(runs.size()));

    // Where the search is: the path from the root, and a dot on the current node.
    if (m_hasFrame && item(m_frame.current)) {
        QPolygonF path;
        for (NodeId n = m_frame.current; n != NoNode; n = m_tree->parent(n))
            path << toDevice.map(m_items[n]->pos());
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(m_style.pathColor, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolyline(path);
        painter->setPen(QPen(m_style.background, 1.5));
        painter->setBrush(m_style.currentColor);
        painter->drawEllipse(path.front(), 4.5, 4.5);
    }
    painter->restore();
}

NodeLook TreeScene::lookFor(NodeId n) const
{
    const GameTree &t = *m_tree;
    NodeLook look;
    look.name = t.name(n);
    if (m_style.showIds) {
        look.id = QStringLiteral("#%1").arg(n);
        const NodeId p = t.parent(n);
        look.idLeft = p != NoNode && m_items[p] && m_items[n] &&
                      m_items[p]->pos().x() > m_items[n]->pos().x() - 0.5;
    }
    look.collapsedCount = m_collapsed[n];
    look.breakpoint = m_breakpoints[n];
    look.selected = n == m_selected;
    const bool leaf = t.isLeaf(n);
    if (leaf && m_items[n])
        look.value = m_items[n]->look().value; // leaves always show their value
    if (!m_hasFrame)
        return look;

    const NodeFrame &f = m_frame.nodes[n];
    look.state = f.state;
    look.earlier = f.visitedEarlier;
    look.spared = f.tableSkipped;
    look.list = f.list;
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
    if (m_style.showFormulas)
        look.formula = chanceFormula(t, m_frame, n);
    look.sss = f.sss;
    look.merit = f.merit;
    look.table = tableText(f);
    if (look.table.isEmpty()) // an estimate's exact value and interval, a skipped child
        look.table = approximationText(f);
    if (look.table.isEmpty())
        look.table = readCountText(f); // a leaf a later pass read again: "×2"
    if (look.table.isEmpty())
        look.table = listTagText(f); // two-phase minimax: "OPEN", "C 4"
    look.badge = orderBadgeText(f);
    return look;
}

void TreeScene::restyle(NodeId n)
{
    NodeItem *item = m_items[n];
    if (!item)
        return;
    item->setLook(lookFor(n));
    const QRectF covered = item->boundingRect().translated(item->pos()); // texts reach out
    if (item->parentItem())
        static_cast<NodeTile *>(item->parentItem())->cover(covered);
    growSceneRect(covered);
    const NodeFrame &f = m_frame.nodes[n];
    const NodeState state = m_hasFrame ? f.state : NodeState::Unreached;
    item->setVisible(state != NodeState::Pruned || m_style.showPrunedAs == PrunedDisplay::Greyed);
    // B*: a node not generated yet is a ghost of itself, its edge dashed like a pruned one's.
    const bool ghost = m_hasFrame && f.notGenerated;
    item->setOpacity(ghost ? 0.25 : 1.0);
    if (m_topDown && !m_tree->isLeaf(n) && !m_collapsed[n]) { // edges leave from under a formula
        const QRectF box = item->formulaBox();
        const double below = box.isNull() ? -std::numeric_limits<double>::infinity()
                                          : item->pos().y() + box.bottom() + m_style.textGap;
        for (NodeId c : m_tree->children(n))
            m_edges->setStartBelow(c, below);
    }
    const EdgeState edgeState = ghost && state == NodeState::Unreached
                                    ? EdgeState::Pruned
                                    : edgeLook(state, m_style.showPrunedAs == PrunedDisplay::Hidden,
                                               m_hasFrame ? f.list : ListPlace::None);
    // A hidden subtree leaves nothing behind: no stub, no cut mark.
    m_edges->setEdgeState(n, edgeState, m_hasFrame && f.cutEdge && edgeState != EdgeState::Hidden);
    if (n > 0) {
        const NodeId p = m_tree->parent(n);
        const bool averaging =
            m_hasFrame ? std::size_t(p) < m_frame.averaging.size() && m_frame.averaging[p]
                       : m_tree->kind(p) == NodeKind::Chance;
        m_edges->setProbabilityShown(n, averaging);
        m_edges->setDrawCount(n, m_hasFrame ? f.draws : 0);
    }
}

void TreeScene::restyleAll()
{
    if (!m_tree)
        return;
    for (NodeId n = 0; n < m_tree->size(); ++n)
        restyle(n);
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

void TreeScene::setFrame(const Frame *frame)
{
    if (!m_tree) {
        emit frameChanged(NoNode);
        return;
    }
    const std::size_t count = std::size_t(m_tree->size());
    if (!frame || frame->nodes.size() != count) { // the bare tree
        if (m_hasFrame) {
            m_hasFrame = false;
            m_frame = Frame();
            m_frame.nodes.assign(count, NodeFrame{});
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
    const bool everything = !m_hasFrame || frame->averaging != m_frame.averaging;
    if (everything) {
        m_frame = *frame;
    } else {
        std::vector<char> marked(count, 0);
        for (NodeId n = 0; n < NodeId(count); ++n) {
            if (sameNodeFrame(m_frame.nodes[n], frame->nodes[n]))
                continue;
            m_frame.nodes[n] = frame->nodes[n];
            for (NodeId m : {n, m_tree->parent(n)}) {
                if (m != NoNode && !marked[m]) {
                    marked[m] = 1;
                    dirty.push_back(m);
                }
            }
        }
        m_frame.step = frame->step;
        m_frame.current = frame->current;
        m_frame.open = frame->open;
        m_frame.finished = frame->finished;
        m_frame.pass = frame->pass;
        m_frame.passCount = frame->passCount;
        m_frame.hasLeafBounds = frame->hasLeafBounds;
        m_frame.leafLow = frame->leafLow;
        m_frame.leafHigh = frame->leafHigh;
    }
    m_hasFrame = true;

    if (everything) {
        restyleAll();
    } else {
        for (NodeId n : dirty)
            restyle(n);
    }
    m_edges->commitTexts();

    if (m_raised != m_frame.current) { // the current node's halo and texts stay on top
        if (m_overviewDetail > 0) {    // the overview's path moves with the current node
            const double pad = 8 / m_overviewDetail; // the dot's radius and more, in pixels
            update((pathRect(m_raised) | pathRect(m_frame.current)).adjusted(-pad, -pad, pad, pad));
        }
        raise(m_raised, false);
        m_raised = m_frame.current;
        raise(m_raised, true);
    }
    placeHorizon();
    placeChanceOverlay();
    m_band = levelBand(*m_tree, *frame);
    placeLevelBand();
    emit frameChanged(m_frame.current);
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
    const double at = m_rows[std::size_t(d)].across;
    // Along the rows, as far as the nodes' centres reach, and a node's size beyond (not the
    // content rectangle, which the band's own label widens).
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const Row &row : m_rows) {
        if (!row.along.empty()) {
            lo = std::min(lo, row.along.front());
            hi = std::max(hi, row.along.back());
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
    const QString label = m_hasFrame ? horizonText(m_frame) : QString();
    const int d = m_hasFrame ? m_frame.pass.depth : -1;
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
    const double here = m_rows[std::size_t(d)].across;
    const double pitch = m_rowPitch > 0 ? m_rowPitch : 2 * m_style.nodeSize;
    const double sign = m_rows.size() > 1 && m_rows[1].across < m_rows[0].across ? -1 : 1;
    const double across = std::size_t(d) + 1 < m_rows.size()
                              ? (here + m_rows[std::size_t(d) + 1].across) / 2
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
    if (!m_tree || !m_hasFrame || !m_frame.hasLeafBounds) {
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
        if (const auto bar = chanceBar(*m_tree, m_frame, n)) {
            const LayoutPoint o = chanceBarOrigin(r.right(), r.center().y());
            bars.push_back({QPointF(o.x, o.y), *bar});
        }
        const NodeFrame &f = m_frame.nodes[n];
        if (const QString w = shownEdgeWindow(*m_tree, m_frame, n); !w.isEmpty()) {
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
    NodeItem *i = item(n);
    if (!i)
        return;
    i->setZValue(on ? 1 : 0);
    if (QGraphicsItem *tile = i->parentItem()) // above the neighbouring tiles, too
        tile->setZValue(on ? 1 : 0);
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
        if (NodeItem *item = m_items[n]) {
            NodeLook look = item->look();
            look.breakpoint = on;
            item->setLook(look);
        }
    }
}

void TreeScene::setSelectedNode(NodeId n)
{
    if (!m_tree || n == m_selected)
        return;
    if (n < NoNode || n >= m_tree->size())
        n = NoNode;
    for (NodeId m : {m_selected, n}) {
        if (m == NoNode || !m_items[m])
            continue;
        NodeLook look = m_items[m]->look();
        look.selected = m == n;
        m_items[m]->setLook(look);
    }
    m_selected = n;
}

QRectF TreeScene::nodeRect(NodeId n) const
{
    const NodeItem *i = item(n);
    return i ? i->shapeRect().translated(i->pos()) : QRectF();
}

NodeId TreeScene::nodeAt(const QPointF &scenePos) const
{
    NodeId best = NoNode;
    double bestDistance = std::numeric_limits<double>::infinity();
    m_hitGrid.forEach(QRectF(scenePos - QPointF(0.5, 0.5), QSizeF(1, 1)), [&](int entry) {
        const NodeId n = m_hitIds[entry];
        const NodeItem *i = m_items[n];
        if (!i->isVisible())
            return;
        const QPointF d = scenePos - i->pos();
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
    return n >= 0 && std::size_t(n) < m_items.size() ? m_items[n] : nullptr;
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
