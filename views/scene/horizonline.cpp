#include "horizonline.h"

#include "scenestyle.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gt {

HorizonLine::HorizonLine(const SceneStyle *style)
    : m_style(style)
{
    setZValue(-1); // under the nodes and edges it runs between
    setAcceptedMouseButtons(Qt::NoButton);
}

void HorizonLine::place(const QPointF &from, const QPointF &to, const QString &label)
{
    prepareGeometryChange();
    m_line = QLineF(from, to);
    m_label = label;
    update();
}

QRectF HorizonLine::labelRect() const
{
    const QFontMetricsF fm(m_style->annotationFont);
    const QSizeF size(fm.horizontalAdvance(m_label), fm.height());
    // Just above the start of the line (left of a vertical one), where no node stands.
    if (m_line.dx() == 0)
        return {QPointF(m_line.x1() - size.width() - 3, m_line.y1()), size};
    return {QPointF(m_line.x1(), m_line.y1() - size.height() - 1), size};
}

QRectF HorizonLine::drawnRect() const
{
    return QRectF(m_line.p1(), m_line.p2()).normalized() | labelRect();
}

QRectF HorizonLine::boundingRect() const
{
    return drawnRect().adjusted(-2, -2, 2, 2);
}

void HorizonLine::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    QPen pen(m_style->currentColor, 1.5, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(m_line);
    painter->setFont(m_style->annotationFont);
    painter->setPen(m_style->currentColor);
    const QRectF text = labelRect();
    painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, m_label);
}

} // namespace gt
