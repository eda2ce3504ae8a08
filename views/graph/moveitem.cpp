#include "moveitem.h"

#include <cmath>
#include <QPainter>

namespace gt {

namespace {

QPointF point(LayoutPoint p)
{
    return {p.x, p.y};
}

// An arrowhead from `base` to `tip`, as wide as Graphviz leaves room for (arrowsize 1).
QPolygonF arrowHead(QPointF base, QPointF tip)
{
    const QPointF along = tip - base;
    const double length = std::hypot(along.x(), along.y());
    if (length < 0.01)
        return {};
    const QPointF across(-along.y() / length * 3.5, along.x() / length * 3.5);
    return QPolygonF({tip, base + across, base - across});
}

} // namespace

MoveItem::MoveItem(const GraphLayout::Move &move, QPointF fallbackFrom, QPointF fallbackTo,
                   const GraphStyle *style)
    : m_from(move.from)
    , m_to(move.to)
    , m_style(style)
{
    setZValue(-1); // under the positions
    const auto &p = move.path;
    if (p.size() >= 4) {
        m_path.moveTo(point(p[0]));
        for (std::size_t i = 1; i + 2 < p.size(); i += 3)
            m_path.cubicTo(point(p[i]), point(p[i + 1]), point(p[i + 2]));
        const QPointF base = m_path.currentPosition();
        m_head = arrowHead(base, move.tip ? point(*move.tip) : base);
        return;
    }
    // Straight from centre to centre, the head where the line meets a circle round the target.
    const QPointF along = fallbackTo - fallbackFrom;
    const double length = std::hypot(along.x(), along.y());
    const QPointF tip = length > 30 ? fallbackTo - along / length * 24 : fallbackTo;
    const QPointF base = length > 40 ? tip - along / length * 10 : tip;
    m_path.moveTo(fallbackFrom);
    m_path.lineTo(base);
    m_head = arrowHead(base, tip);
}

void MoveItem::setHighlighted(bool on)
{
    if (on == m_highlighted)
        return;
    m_highlighted = on;
    setZValue(on ? -0.5 : -1);
    update();
}

QRectF MoveItem::boundingRect() const
{
    return m_path.boundingRect().united(m_head.boundingRect()).adjusted(-4, -4, 4, 4);
}

void MoveItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor colour = m_highlighted ? m_style->current : m_style->edge;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(colour, m_highlighted ? 3 : m_style->edgeWidth));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(m_path);
    painter->setPen(QPen(colour, 1));
    painter->setBrush(colour);
    painter->drawPolygon(m_head);
}

} // namespace gt
