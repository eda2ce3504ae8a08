#include "vertexitem.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace gt {

VertexItem::VertexItem(VertexId vertex, const QString &name, QSizeF size, const GraphStyle *style)
    : m_vertex(vertex)
    , m_name(shownName(name, *style))
    , m_size(size)
    , m_style(style)
{
    setToolTip(name); // the whole text, however long
}

QString VertexItem::shownName(const QString &name, const GraphStyle &style)
{
    return name.size() > style.maxNameLength ? name.left(style.maxNameLength - 1) + u'…' : name;
}

QSizeF VertexItem::measure(const QString &name, const GraphStyle &style)
{
    const QFontMetricsF names(style.nameFont), labels(style.labelFont);
    // The widest second line a position of this graph can show; the counter's is shorter.
    const double state = labels.horizontalAdvance(resultText(GameResult::Loss, 88));
    const double width = std::max({names.horizontalAdvance(shownName(name, style)), state, 40.0}) +
                         2 * style.padding;
    return {std::ceil(width), std::ceil(names.height() + labels.height() + 2 * style.padding)};
}

void VertexItem::setState(const State &state)
{
    if (state == m_state)
        return;
    m_state = state;
    update();
}

QString VertexItem::stateText() const
{
    if (m_state.label)
        return resultText(*m_state.label, m_state.remoteness);
    return QCoreApplication::translate("gt::GraphView", "d = %1")
        .arg(QString::number(m_state.counter));
}

QRectF VertexItem::boundingRect() const
{
    const double grow = m_style->currentLineWidth;
    return QRectF(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height())
        .adjusted(-grow, -grow, grow, grow);
}

void VertexItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const GraphStyle &s = *m_style;
    const QRectF box(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    // Level of detail (Qt's chip example): zoomed out over hundreds of positions the text would
    // be a smudge at a few pixels; the box in its label's colour still shows where the wins,
    // losses and draws are, and paints many times faster.
    if (option->levelOfDetailFromTransform(painter->worldTransform()) < LegibleScale) {
        painter->setPen(m_state.current ? QPen(s.current, s.currentLineWidth) : QPen(Qt::NoPen));
        painter->setBrush(m_state.label ? s.text(m_state.label) : s.edge);
        painter->drawRect(box);
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing);

    QPen outline(m_state.current ? s.current : s.foreground,
                 m_state.current ? s.currentLineWidth : s.lineWidth);
    if (m_state.cause) { // the successor that decided the step: dashed in the step's colour
        outline.setColor(s.current);
        outline.setWidth(2);
        outline.setStyle(Qt::DashLine);
    }
    painter->setPen(outline);
    painter->setBrush(s.fill(m_state.label));
    painter->drawRoundedRect(box, 5, 5);

    if (m_state.queued) { // a bar along the bottom: waiting in the queue
        painter->setPen(Qt::NoPen);
        painter->setBrush(s.queued);
        painter->drawRect(QRectF(box.left() + 4, box.bottom() - 5, box.width() - 8, 3));
    }

    const QFontMetricsF names(s.nameFont);
    const QRectF nameRect(box.left(), box.top() + s.padding / 2, box.width(), names.height());
    painter->setPen(s.foreground);
    painter->setFont(s.nameFont);
    painter->drawText(nameRect, Qt::AlignCenter, m_name);
    const QRectF stateRect(box.left(), nameRect.bottom(), box.width(),
                           box.bottom() - nameRect.bottom() - s.padding / 2);
    painter->setPen(s.text(m_state.label));
    painter->setFont(s.labelFont);
    painter->drawText(stateRect, Qt::AlignCenter, stateText());
}

} // namespace gt
