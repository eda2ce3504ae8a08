#include "treescene.h"

#include "edgelayer.h"
#include "nodeitem.h"
#include "nodetile.h"

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

EdgeState edgeStateFor(NodeState state, PrunedDisplay pruned)
{
    switch (state) {
    case NodeState::Unreached: return EdgeState::Plain;
    case NodeState::OnPath:
    case NodeState::Current: return EdgeState::Path;
    case NodeState::Done: return EdgeState::Done;
    case NodeState::Pruned:
        return pruned == PrunedDisplay::Hidden ? EdgeState::Hidden : EdgeState::Pruned;
    }
    return EdgeState::Plain;
}

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
        const Measured measured = measure(*m_tree);
        for (NodeId n = 0; n < m_tree->size() && !sizesChanged; ++n)
            sizesChanged = m_items[n] && m_items[n]->shapeSize() != measured.shapes[n];
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

TreeScene::Measured TreeScene::measure(const GameTree &tree) const
{
    Measured out;
    const auto count = std::size_t(tree.size());
    const StyleMetrics &m = *m_metrics;
    const double h = m_style.nodeSize;

    // Each distinct value is formatted and measured once: a big tree repeats a few values.
    std::vector<double> distinct;
    for (NodeId n = 0; n < NodeId(count); ++n) {
        if (tree.hasValue(n))
            distinct.push_back(tree.value(n));
    }
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::vector<QString> distinctText;
    distinctText.reserve(distinct.size());
    QString widestValue = QStringLiteral("00"); // the widest value any node can show
    double widest = m.valueWidth(widestValue);
    for (double v : distinct) {
        distinctText.push_back(formatValue(v));
        const double w = m.valueWidth(distinctText.back());
        if (w > widest) {
            widest = w;
            widestValue = distinctText.back();
        }
    }
    out.valueTexts.resize(count);
    for (NodeId n = 0; n < NodeId(count); ++n) {
        if (tree.hasValue(n)) {
            const auto at = std::lower_bound(distinct.begin(), distinct.end(), tree.value(n));
            out.valueTexts[n] = distinctText[std::size_t(at - distinct.begin())];
        }
    }
    const double bound = m.valueWidth(QStringLiteral("≥ ") + widestValue);

    // Values sit in the wide half of a triangle; these widths keep them inside the outline
    // (see NodeItem::valueScale).
    const double inset = std::max(3.0, h * 0.1);
    const double textBand = std::max(1.0, h - inset - m.value().capHeight);
    const double triangle = std::min(3 * h, std::max(1.2 * h, (bound + 4) * h / textBand));
    const QSizeF leaf(std::max(0.85 * h, widest + 8), 0.85 * h);
    const QSizeF circle(std::max(h, widest + 10), h);

    // The width a weighted sum under a node needs, up to a cap: "½·v + ½·v = v" with the
    // widest value. MIN nodes average uniformly (under expectimax): one width per child count.
    auto formulaWidth = [&](NodeId n) {
        QStringList terms;
        for (int i = 0; i < tree.childCount(n); ++i)
            terms << formatProbability(tree.childProbability(n, i)) + QStringLiteral("·") +
                         widestValue;
        const QString formula =
            terms.join(QStringLiteral(" + ")) + QStringLiteral(" = ") + widestValue;
        return std::min(m.annotationWidth(formula) + 8, 4 * h);
    };
    std::vector<double> uniformFormula; // by child count

    out.shapes.resize(count);
    out.footprints.resize(count);
    for (NodeId n = 0; n < NodeId(count); ++n) {
        const NodeKind kind = tree.kind(n);
        const QSizeF shape = kind == NodeKind::Leaf     ? leaf
                             : kind == NodeKind::Chance ? circle
                                                        : QSizeF(triangle, h);
        out.shapes[n] = shape;

        double width = shape.width();
        const QString name = tree.name(n);
        if (!name.isEmpty()) // names sit left: keep the shape centred
            width += 2 * (m.nameWidth(name) + m_style.textGap);
        if (m_style.showIds) // above the top, beside the edge in (NodeItem::idRect): two ids
            // face each other only across subtrees, and may share the gap between them
            width = std::max(width, 2 * (m_style.pathEdgeWidth / 2 + 2 +
                                         m.idWidth(QStringLiteral("#%1").arg(n))) -
                                        LayoutOptions{}.subtreeGap);
        if (kind == NodeKind::Chance && !tree.isLeaf(n)) {
            width = std::max(width, formulaWidth(n));
        } else if (kind == NodeKind::Min && !tree.isLeaf(n)) {
            const auto k = std::size_t(tree.childCount(n));
            if (uniformFormula.size() <= k)
                uniformFormula.resize(k + 1, -1);
            if (uniformFormula[k] < 0)
                uniformFormula[k] = formulaWidth(n);
            width = std::max(width, uniformFormula[k]);
        }
        out.footprints[n] = NodeSize{width, shape.height()};
    }
    return out;
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
    const Measured measured = measure(t);
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
    std::vector<double> room(std::size_t(count), 1e6);
    std::vector<NodeId> lastInRow(std::size_t(t.height() + 1), NoNode);
    for (NodeId n = 0; n < count && topDown; ++n) {
        if (hidden(n))
            continue;
        NodeId &left = lastInRow[t.depth(n)];
        if (left != NoNode) {
            const QPointF d = center(n) - center(left);
            const double apart = std::abs(d.x()) - m_style.textGap;
            room[n] = std::min(room[n], apart);
            room[left] = std::min(room[left], apart);
        }
        left = n;
    }

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
        auto *item = new NodeItem(n, t.kind(n), measured.shapes[n], room[n], m_metrics.get(), look,
                                  !topDown);
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
    addItem(m_edges);
    for (NodeId c = 1; c < count; ++c) { // a bare tree shows a chance node's probabilities
        if (!hidden(c) && t.kind(t.parent(c)) == NodeKind::Chance)
            m_edges->setProbabilityShown(c, true);
    }
    bounds |= m_edges->boundingRect();

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
    if (!leaf && m_style.showValues)
        look.value = valueText(f);
    if (!leaf && m_style.showWindows &&
        (f.state == NodeState::OnPath || f.state == NodeState::Current))
        look.window = windowText(f);
    if (m_style.showFormulas)
        look.formula = chanceFormula(t, m_frame, n);
    look.sss = f.sss;
    look.merit = f.merit;
    look.table = tableText(f);
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
    if (m_topDown && !m_tree->isLeaf(n) && !m_collapsed[n]) { // edges leave from under a formula
        const QRectF box = item->formulaBox();
        const double below = box.isNull() ? -std::numeric_limits<double>::infinity()
                                          : item->pos().y() + box.bottom() + m_style.textGap;
        for (NodeId c : m_tree->children(n))
            m_edges->setStartBelow(c, below);
    }
    const EdgeState edgeState = edgeStateFor(state, m_style.showPrunedAs);
    // A hidden subtree leaves nothing behind: no stub, no cut mark.
    m_edges->setEdgeState(n, edgeState, m_hasFrame && f.cutEdge && edgeState != EdgeState::Hidden);
    if (n > 0) {
        const NodeId p = m_tree->parent(n);
        const bool averaging =
            m_hasFrame ? std::size_t(p) < m_frame.averaging.size() && m_frame.averaging[p]
                       : m_tree->kind(p) == NodeKind::Chance;
        m_edges->setProbabilityShown(n, averaging);
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
        }
        raise(m_raised, false);
        m_raised = NoNode;
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
    }
    m_hasFrame = true;

    if (everything) {
        restyleAll();
    } else {
        for (NodeId n : dirty)
            restyle(n);
    }

    if (m_raised != m_frame.current) { // the current node's halo and texts stay on top
        if (m_overviewDetail > 0) {    // the overview's path moves with the current node
            const double pad = 8 / m_overviewDetail; // the dot's radius and more, in pixels
            update((pathRect(m_raised) | pathRect(m_frame.current)).adjusted(-pad, -pad, pad, pad));
        }
        raise(m_raised, false);
        m_raised = m_frame.current;
        raise(m_raised, true);
    }
    emit frameChanged(m_frame.current);
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
