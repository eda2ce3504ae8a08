#include "transporticons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>

namespace gt {

namespace {

// One glyph on a 24×24 grid: triangles and bars, as every media player draws them.
void drawGlyph(QPainter &p, TransportIcon kind)
{
    auto triangle = [&p](double left, double right) { // pointing from left to right
        QPainterPath path;
        path.moveTo(left, 6);
        path.lineTo(right, 12);
        path.lineTo(left, 18);
        path.closeSubpath();
        p.drawPath(path);
    };
    auto bar = [&p](double x) { p.drawRect(QRectF(x, 6, 2.5, 12)); };
    switch (kind) {
    case TransportIcon::Play: triangle(7, 18); break;
    case TransportIcon::Pause:
        p.drawRect(QRectF(7, 6, 3.5, 12));
        p.drawRect(QRectF(13.5, 6, 3.5, 12));
        break;
    case TransportIcon::Forward:
        triangle(4, 12);
        triangle(12, 20);
        break;
    case TransportIcon::Back:
        triangle(20, 12);
        triangle(12, 4);
        break;
    case TransportIcon::Last:
        triangle(3, 10.5);
        triangle(10.5, 18);
        bar(18);
        break;
    case TransportIcon::First:
        bar(3.5);
        triangle(21, 13.5);
        triangle(13.5, 6);
        break;
    }
}

QPixmap glyph(TransportIcon kind, const QColor &color)
{
    constexpr int Size = 24, Scale = 2; // drawn at twice the size: sharp on high-DPI screens
    QPixmap pixmap(Size * Scale, Size * Scale);
    pixmap.setDevicePixelRatio(Scale);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    drawGlyph(p, kind);
    return pixmap;
}

} // namespace

QIcon transportIcon(TransportIcon kind, const QPalette &palette)
{
    QIcon icon;
    icon.addPixmap(glyph(kind, palette.color(QPalette::Active, QPalette::ButtonText)),
                   QIcon::Normal);
    icon.addPixmap(glyph(kind, palette.color(QPalette::Disabled, QPalette::ButtonText)),
                   QIcon::Disabled);
    return icon;
}

} // namespace gt
