#include "boardlayer.h"

#include "nodeitem.h"
#include "scenestyle.h"
#include "treescene.h"

#include "core/export/figuregeometry.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace gt {

namespace {

QColor ink(const SceneStyle &s, BoardInk i)
{
    return boardColour(s, i);
}

} // namespace

void paintBoard(QPainter *painter, const BoardPicture &picture, const QPointF &origin, double scale,
                const SceneStyle &style)
{
    painter->save();
    painter->translate(origin);
    painter->scale(scale, scale);
    painter->setRenderHint(QPainter::Antialiasing, true);
    auto pen = [&](const BoardShape &b) {
        if (b.stroke == BoardInk::None || b.lineWidth <= 0)
            return QPen(Qt::NoPen);
        return QPen(ink(style, b.stroke), b.lineWidth, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
    };
    auto brush = [&](const BoardShape &b) {
        return b.fill == BoardInk::None ? QBrush(Qt::NoBrush) : QBrush(ink(style, b.fill));
    };
    for (const BoardShape &b : picture.shapes) {
        switch (b.kind) {
        case BoardShape::Kind::Rect:
            painter->setPen(pen(b));
            painter->setBrush(brush(b));
            painter->drawRect(QRectF(b.x, b.y, b.w, b.h));
            break;
        case BoardShape::Kind::Line:
            painter->setPen(pen(b));
            painter->drawLine(QPointF(b.x, b.y), QPointF(b.x + b.w, b.y + b.h));
            break;
        case BoardShape::Kind::Disc:
            painter->setPen(pen(b));
            painter->setBrush(brush(b));
            painter->drawEllipse(QPointF(b.x, b.y), b.w, b.w);
            break;
        case BoardShape::Kind::Text: {
            QFont font = style.annotationFont;
            font.setPixelSize(std::max(1, qRound(b.w)));
            font.setBold(b.bold);
            painter->setFont(font);
            painter->setPen(ink(style, b.stroke));
            const QRectF box(b.x - 50, b.y - b.w, 100, 2 * b.w);
            painter->drawText(box, Qt::AlignCenter, b.text);
            break;
        }
        }
    }
    painter->restore();
}

BoardLayer::Places BoardLayer::places(const TreeScene &scene, NodeId n)
{
    Places out;
    const GameTree *tree = scene.tree();
    if (!tree || !tree->hasPositions())
        return out;
    const QRectF shape = scene.nodeRect(n);
    if (shape.isNull())
        return out; // hidden by a collapse
    const SceneStyle &s = scene.sceneStyle();
    const double scale = boardScale(s.nodeSize);
    if (nodeHasBoard(*tree, n)) {
        const BoardExtent e = boardExtent(tree->gameId(n), tree->positionText(n));
        if (e.width > 0) {
            const LayoutPoint o =
                boardOrigin({shape.center().x(), shape.center().y()},
                            {shape.width(), shape.height()}, e, scale, besideGap(s));
            out.board = QRectF(o.x, o.y, e.width * scale, e.height * scale);
        }
    }
    if (const std::vector<int> faces = edgeDiceFaces(*tree, n); !faces.empty()) {
        // Where the label would be: beside the edge, on its outer side.
        const QRectF from = scene.nodeRect(tree->parent(n));
        const BoardPicture dice = dicePicture(faces);
        const QSizeF size(dice.width * scale, dice.height * scale);
        const EdgeTextSpot spot =
            edgeTextSpot({from.center().x(), from.bottom()}, {shape.center().x(), shape.top()},
                         LabelAt, s.textGap);
        const LayoutPoint o = pictureAtSpot(spot, size.width(), size.height());
        out.dice = QRectF(QPointF(o.x, o.y), size);
    }
    return out;
}

QRectF BoardLayer::addTo(TreeScene &scene)
{
    const GameTree *tree = scene.tree();
    if (!tree || !tree->hasPositions())
        return {};
    std::vector<Entry> entries;
    std::vector<QRectF> rects;
    for (NodeId n = 0; n < tree->size(); ++n) {
        const Places at = places(scene, n);
        if (!at.board.isNull()) {
            entries.push_back({n, false});
            rects.push_back(at.board);
        }
        if (!at.dice.isNull()) {
            entries.push_back({n, true});
            rects.push_back(at.dice);
        }
    }
    if (entries.empty())
        return {};
    auto *layer = new BoardLayer(&scene, std::move(entries), rects);
    scene.addItem(layer);
    return layer->boundingRect();
}

BoardLayer::BoardLayer(const TreeScene *scene, std::vector<Entry> entries,
                       const std::vector<QRectF> &rects)
    : m_scene(scene)
    , m_entries(std::move(entries))
{
    setZValue(0.5); // above the edges, which pass behind a board, below the current node
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: paint only the boards on screen
    for (const QRectF &r : rects)
        m_bounds |= r;
    m_bounds.adjust(-1, -1, 1, 1); // the frame's pen
    m_grid.build(rects);
}

void BoardLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const SceneStyle &s = m_scene->sceneStyle();
    const GameTree *tree = m_scene->tree();
    const double scale = boardScale(s.nodeSize);
    if (!tree || detail * scale < MinDetail)
        return;
    painter->save();
    m_grid.forEach(option->exposedRect, [&](int i) {
        const Entry &e = m_entries[std::size_t(i)];
        // As its node shows: not at all when pruned nodes are hidden, faint when greyed out.
        const NodeItem *node = m_scene->item(e.node);
        if (!node || !node->isVisible())
            return;
        const bool faint = node->look().state == NodeState::Pruned || node->opacity() < 1;
        painter->setOpacity(faint ? 0.35 : 1.0);
        const BoardPicture picture =
            e.dice ? dicePicture(edgeDiceFaces(*tree, e.node))
                   : boardPicture(tree->gameId(e.node), tree->positionText(e.node));
        const Places at = places(*m_scene, e.node); // not kept: a few on screen, cheap
        paintBoard(painter, picture, (e.dice ? at.dice : at.board).topLeft(), scale, s);
    });
    painter->restore();
}

} // namespace gt
