#include "frameexporter.h"

#include "framepicture.h"

#include "core/export/xmltext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontInfo>
#include <QHash>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>

namespace gt {

namespace {

// QSvgGenerator names the family Qt drew with, which may be an alias only Qt knows ("Sans
// Serif"): a browser would fall back to its default, often a serif face, and the values would
// no longer fit their shapes. Every family gets the face the canvas resolves it to and the
// generic sans-serif after it.
QString withFallbackFonts(QString text)
{
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\",']*)\""));
    QHash<QString, QString> replacements;
    for (const QRegularExpressionMatch &m : family.globalMatch(text)) {
        const QString name = m.captured(1);
        if (replacements.contains(name))
            continue;
        QStringList families{QLatin1Char('\'') + name + QLatin1Char('\'')};
        const QString resolved = QFontInfo(QFont(name)).family();
        if (!resolved.isEmpty() && resolved != name)
            families << QLatin1Char('\'') + resolved + QLatin1Char('\'');
        families << QStringLiteral("sans-serif");
        replacements.insert(name, families.join(QStringLiteral(", ")));
    }
    for (auto it = replacements.cbegin(); it != replacements.cend(); ++it)
        text.replace(QStringLiteral("font-family=\"%1\"").arg(it.key()),
                     QStringLiteral("font-family=\"%1\"").arg(it.value()));
    return text;
}

} // namespace

bool fitsInImage(const QSizeF &points, double pixelsPerPoint)
{
    const double w = std::ceil(points.width() * pixelsPerPoint);
    const double h = std::ceil(points.height() * pixelsPerPoint);
    return w <= MaxPngSide && h <= MaxPngSide && w * h <= MaxPngPixels;
}

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
    // QSvgGenerator writes the title into <title> as it stands: "Q&A" would end the XML.
    svg.setTitle(xmlEscaped(title.isEmpty() ? QCoreApplication::translate("gt::Export", "Game tree")
                                            : title));
    svg.setDescription(QStringLiteral("Drawn by GameTree Studio"));
    QPainter painter(&svg);
    picture.paint(&painter);
    painter.end();
    // It writes every text as it stands, too (escaping only & < >): a name with a control
    // character would make the file no XML at all.
    return withFallbackFonts(xmlCharacters(QString::fromUtf8(buffer.data()))).toUtf8();
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
