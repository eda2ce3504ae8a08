#include "chanceoverlay.h"

#include "scenestyle.h"

#include "core/export/chancebarshape.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gt {

ChanceOverlay::ChanceOverlay(const SceneStyle *style)
    : m_style(style)
{
    setZValue(2); // above nodes and edges: it is about them
    setAcceptedMouseButtons(Qt::NoButton);
}

void ChanceOverlay::place(std::vector<Bar> bars, std::vector<Text> texts)
{
    prepareGeometryChange();
    m_bars = std::move(bars);
    m_texts = std::move(texts);
    update();
}

QRectF ChanceOverlay::textRect(const Text &t) const
{
    const QFontMetricsF fm(m_style->annotationFont);
    const QSizeF size(fm.horizontalAdvance(t.text) + 6, fm.height() + 2);
    const double left = t.extendsRight ? t.anchor.x() : t.anchor.x() - size.width();
    return {QPointF(left, t.anchor.y() - size.height() / 2), size};
}

QRectF ChanceOverlay::barRect(const Bar &b) const
{
    const QFontMetricsF fm(m_style->annotationFont);
    const double top = b.origin.y() - ChanceBarHeight / 2 - fm.height() - 1;
    return {QPointF(b.origin.x() - 2, top),
            QSizeF(ChanceBarWidth + 4, ChanceBarHeight + fm.height() * 2 + 2)};
}

QRectF ChanceOverlay::drawnRect() const
{
    QRectF r;
    for (const Bar &b : m_bars)
        r |= barRect(b);
    for (const Text &t : m_texts)
        r |= textRect(t);
    return r;
}

QRectF ChanceOverlay::boundingRect() const
{
    return drawnRect().adjusted(-2, -2, 2, 2);
}

void ChanceOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const SceneStyle &s = *m_style;
    painter->setFont(s.annotationFont);
    const QFontMetricsF fm(s.annotationFont);
    for (const Bar &b : m_bars) {
        const ChanceBarShape shape = chanceBarShape(b.bar, ChanceBarWidth);
        const double y = b.origin.y(), x = b.origin.x(), h = ChanceBarHeight;
        painter->fillRect(barRect(b), s.background);
        // The window (α, β): a band the height of the bar, in the path's colour.
        QColor band = s.pathColor;
        band.setAlphaF(0.25);
        painter->fillRect(
            QRectF(x + shape.windowLeft, y - h, shape.windowRight - shape.windowLeft, 2 * h), band);
        painter->setPen(QPen(s.mutedText, 1));
        painter->drawLine(QPointF(x + shape.axisLeft, y), QPointF(x + shape.axisRight, y));
        for (double end : {shape.axisLeft, shape.axisRight})
            painter->drawLine(QPointF(x + end, y - h / 2), QPointF(x + end, y + h / 2));
        // The bar: the node's value lies in it; outside the window it is the cut-off.
        const QColor barColor = b.bar.outside ? s.cutColor : s.pathColor;
        painter->fillRect(
            QRectF(x + shape.barLeft, y - h / 2, std::max(2.0, shape.barRight - shape.barLeft), h),
            barColor);
        painter->setPen(barColor);
        painter->drawText(QPointF(x, y - h / 2 - fm.descent() - 1), chanceBarRangeText(b.bar));
        painter->setPen(s.mutedText);
        painter->drawText(QPointF(x, y + h + fm.ascent()), chanceBarWindowText(b.bar));
    }
    for (const Text &t : m_texts) {
        const QRectF r = textRect(t);
        painter->fillRect(r, s.background);
        if (t.dashed) {
            QPen pen(s.currentColor, 1, Qt::DashLine);
            painter->setPen(pen);
            painter->drawRect(r);
        }
        painter->setPen(t.dashed ? s.currentColor : s.pathColor);
        painter->drawText(r, Qt::AlignCenter, t.text);
    }
}

} // namespace gt
