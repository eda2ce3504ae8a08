#include "boardwidget.h"

#include "views/scene/boardlayer.h"
#include "views/scene/scenestyle.h"

#include <QPainter>

#include <algorithm>

namespace gt {

namespace {

constexpr double MaxScale = 5; // a ttt board of 180 pixels: large, yet no poster
constexpr double MinScale = 3;

} // namespace

BoardWidget::BoardWidget(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void BoardWidget::setPicture(BoardPicture picture)
{
    m_picture = std::move(picture);
    // Large enough to read a Gomoku window's stones: three times the canvas's size at least.
    setMinimumHeight(m_picture.isNull() ? 0 : qRound((m_picture.height + 2) * MinScale));
    updateGeometry();
    update();
}

double BoardWidget::scaleFor(const QSizeF &room) const
{
    if (m_picture.isNull())
        return 0;
    return std::clamp(
        std::min(room.width() / (m_picture.width + 2), room.height() / (m_picture.height + 2)), 0.0,
        MaxScale);
}

QSize BoardWidget::sizeHint() const
{
    if (m_picture.isNull())
        return {0, 0};
    return QSize(qRound((m_picture.width + 2) * MaxScale),
                 qRound((m_picture.height + 2) * MaxScale));
}

int BoardWidget::heightForWidth(int width) const
{
    if (m_picture.isNull())
        return 0;
    const double scale = std::min(width / (m_picture.width + 2), MaxScale);
    return qRound((m_picture.height + 2) * scale);
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    const double scale = scaleFor(size());
    if (scale <= 0)
        return;
    QPainter painter(this);
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const SceneStyle style = dark ? SceneStyle::dark() : SceneStyle::light();
    const QSizeF drawn(m_picture.width * scale, m_picture.height * scale);
    const QPointF origin((width() - drawn.width()) / 2, (height() - drawn.height()) / 2);
    paintBoard(&painter, m_picture, origin, scale, style);
}

} // namespace gt
