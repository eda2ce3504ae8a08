#include "levelband.h"

#include "scenestyle.h"

#include <QFontMetricsF>
#include <QPainter>

namespace gt {

namespace {

constexpr double LabelGap = 6; // between the label and the band

} // namespace

LevelBandItem::LevelBandItem(const SceneStyle *style)
    : m_style(style)
{
    setZValue(-2); // under the edges, the nodes and a horizon line
    setAcceptedMouseButtons(Qt::NoButton);
}

void LevelBandItem::place(const QRectF &row, ListPhase phase, const QString &label)
{
    prepareGeometryChange();
    m_band = row;
    m_phase = phase;
    m_label = label;
    update();
}

QRectF LevelBandItem::labelRect() const
{
    const QFontMetricsF fm(m_style->annotationFont);
    const QSizeF size(fm.horizontalAdvance(m_label), fm.height());
    if (m_band.width() < m_band.height()) // a vertical band (left to right): above it
        return {QPointF(m_band.center().x() - size.width() / 2,
                        m_band.top() - LabelGap - size.height()),
                size};
    return {
        QPointF(m_band.left() - LabelGap - size.width(), m_band.center().y() - size.height() / 2),
        size};
}

QRectF LevelBandItem::drawnRect() const
{
    return m_band | labelRect();
}

QColor LevelBandItem::colour() const
{
    return m_phase == ListPhase::BackingUp ? m_style->solvedColor : m_style->liveColor;
}

void LevelBandItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    QColor fill = colour();
    fill.setAlphaF(0.12f); // pale: the nodes' own colours must stay readable on it
    QColor edge = colour();
    edge.setAlphaF(0.45f);
    painter->setPen(QPen(edge, 1));
    painter->setBrush(fill);
    const double r = std::min(m_band.width(), m_band.height()) / 4;
    painter->drawRoundedRect(m_band, r, r);
    painter->setFont(m_style->annotationFont);
    painter->setPen(colour());
    painter->drawText(labelRect(), Qt::AlignCenter, m_label);
}

} // namespace gt
