#pragma once

#include "graphstyle.h"

#include "core/layout/graphlayout.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace gt {

// One move of the graph view: the route Graphviz gave it and an arrowhead at the position it
// leads to. It keeps the two vertex ids.
class MoveItem : public QGraphicsItem {
public:
    enum { Type = UserType + 41 };

    // `fallbackFrom`/`fallbackTo`: the centres, for a move Graphviz routed nothing for.
    MoveItem(const GraphLayout::Move &move, QPointF fallbackFrom, QPointF fallbackTo,
             const GraphStyle *style);

    VertexId from() const { return m_from; }
    VertexId to() const { return m_to; }
    void setHighlighted(bool on);
    bool isHighlighted() const { return m_highlighted; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    VertexId m_from;
    VertexId m_to;
    QPainterPath m_path;
    QPolygonF m_head;
    const GraphStyle *m_style;
    bool m_highlighted = false;
};

} // namespace gt
