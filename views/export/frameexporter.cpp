#include "frameexporter.h"

#include "framepicture.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

namespace gt {

QByteArray pictureSvg(const FramePicture &picture, const QString &title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSizeF size = picture.size();
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    // 72 per inch: one unit is one point, as in the PDF, so both print at the same size.
    svg.setResolution(72);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(title.isEmpty() ? QStringLiteral("Game tree") : title);
    svg.setDescription(QStringLiteral("Drawn by GameTree Studio"));
    QPainter painter(&svg);
    picture.paint(&painter);
    painter.end();
    return buffer.data();
}

QImage pictureImage(const FramePicture &picture, double pixelsPerPoint, bool transparent)
{
    const QSizeF size = picture.size();
    const QSize pixels(std::max(1, int(std::ceil(size.width() * pixelsPerPoint))),
                       std::max(1, int(std::ceil(size.height() * pixelsPerPoint))));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent); // paint() fills the background unless asked not to
    const int dotsPerMeter = int(std::lround(pixelsPerPoint * 72 / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    painter.scale(pixelsPerPoint, pixelsPerPoint);
    picture.paint(&painter);
    painter.end();
    if (!transparent)
        return image.convertToFormat(QImage::Format_RGB32);
    return image;
}

QByteArray picturePng(const FramePicture &picture, double pixelsPerPoint, bool transparent)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    pictureImage(picture, pixelsPerPoint, transparent).save(&buffer, "PNG");
    return buffer.data();
}

QByteArray picturePdf(const FramePicture &picture, const QString &title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setCreator(QStringLiteral("GameTree Studio"));
    pdf.setTitle(title);
    pdf.setResolution(72); // one unit is one point
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setPageSize(QPageSize(picture.size(), QPageSize::Point, QString(),
                              QPageSize::ExactMatch));
    QPainter painter(&pdf);
    picture.paint(&painter);
    painter.end();
    return buffer.data();
}

} // namespace gt
