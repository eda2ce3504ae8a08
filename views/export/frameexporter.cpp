#include "frameexporter.h"

#include "framepicture.h"
#include "svgpaintdevice.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace gt {

bool fitsInImage(const QSizeF &points, double pixelsPerPoint)
{
    const double w = std::ceil(points.width() * pixelsPerPoint);
    const double h = std::ceil(points.height() * pixelsPerPoint);
    return w <= MaxPngSide && h <= MaxPngSide && w * h <= MaxPngPixels;
}

QByteArray pictureSvg(const FramePicture &picture, const QString &title)
{
    const QSizeF size = picture.size();
    SvgPaintDevice svg(size.toSize(), QRectF(QPointF(0, 0), size),
                       title.isEmpty() ? QCoreApplication::translate("gt::Export", "Game tree")
                                       : title,
                       QStringLiteral("Drawn by GameTree Studio"));
    QPainter painter(&svg);
    picture.paint(&painter);
    painter.end();
    return svg.takeBytes();
}

QImage pictureImage(const FramePicture &picture, double pixelsPerPoint, bool transparent)
{
    const QSizeF size = picture.size();
    const QSize pixels(std::max(1, int(std::ceil(size.width() * pixelsPerPoint))),
                       std::max(1, int(std::ceil(size.height() * pixelsPerPoint))));
    if (!fitsInImage(size, pixelsPerPoint))
        return {};
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;            // could not allocate
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
    const QImage image = pictureImage(picture, pixelsPerPoint, transparent);
    if (image.isNull() || !image.save(&buffer, "PNG"))
        return {};
    return buffer.data();
}

double pdfPageScale(const QSizeF &points)
{
    const double longest = std::max(points.width(), points.height());
    return longest > MaxPdfPageSide ? MaxPdfPageSide / longest : 1.0;
}

double setUpPdf(QPdfWriter &pdf, const QSizeF &points, const QString &title)
{
    pdf.setCreator(QStringLiteral("GameTree Studio"));
    pdf.setTitle(title);
    pdf.setResolution(72); // one unit is one point
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    const double scale = pdfPageScale(points);
    pdf.setPageSize(QPageSize(points * scale, QPageSize::Point, QString(), QPageSize::ExactMatch));
    return scale;
}

QByteArray picturePdf(const FramePicture &picture, const QString &title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    const double scale = setUpPdf(pdf, picture.size(), title);
    QPainter painter(&pdf);
    painter.scale(scale, scale);
    picture.paint(&painter);
    painter.end();
    return buffer.data();
}

} // namespace gt
