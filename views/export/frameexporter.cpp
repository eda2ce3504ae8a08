#include "frameexporter.h"

#include "framepicture.h"

#include "core/export/xmltext.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontInfo>
#include <QHash>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <utility>

namespace gt {

namespace {

// QSvgGenerator names the family Qt drew with, which may be an alias only Qt knows ("Sans
// Serif"): a browser would fall back to its default, often a serif face, and the values would
// no longer fit their shapes. Every family gets the face the canvas resolves it to and the
// generic sans-serif after it.
//
// On the generator's UTF-8 bytes, in two passes of indexOf: the names (`font-family="…"`
// without a comma or an apostrophe), then the text copied between them. A regular expression
// over the text as a QString and QString::replace of each name took 10 of the 18 seconds of
// a 100,000-node SVG (138 MB).
QByteArray withFallbackFonts(const QByteArray &text)
{
    static const QByteArray prefix = QByteArrayLiteral("font-family=\"");
    // Calls `found(nameStart, nameEnd)` for every family name in `text`, in order.
    const auto eachName = [&text](const auto &found) {
        for (qsizetype at = text.indexOf(prefix); at >= 0; at = text.indexOf(prefix, at)) {
            const qsizetype begin = at + prefix.size();
            qsizetype end = begin;
            while (end < text.size() && text[end] != '"' && text[end] != ',' && text[end] != '\'')
                ++end;
            if (end < text.size() && text[end] == '"')
                found(begin, end);
            at = end;
        }
    };
    QHash<QByteArray, QByteArray> replacements;
    eachName([&](qsizetype begin, qsizetype end) {
        const QByteArray key = text.mid(begin, end - begin);
        if (replacements.contains(key))
            return;
        const QString name = QString::fromUtf8(key);
        QStringList families{QLatin1Char('\'') + name + QLatin1Char('\'')};
        const QString resolved = QFontInfo(QFont(name)).family();
        if (!resolved.isEmpty() && resolved != name)
            families << QLatin1Char('\'') + resolved + QLatin1Char('\'');
        families << QStringLiteral("sans-serif");
        replacements.insert(key, families.join(QStringLiteral(", ")).toUtf8());
    });
    QByteArray out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype from = 0;
    eachName([&](qsizetype begin, qsizetype end) {
        out.append(text.constData() + from, begin - from);
        out += replacements.value(text.mid(begin, end - begin));
        from = end;
    });
    out.append(text.constData() + from, text.size() - from);
    return out;
}

// Whether xmlCharacters() could change the text: only printable ASCII and line breaks are
// certainly allowed as they stand (nearly every tree's pictures; the rest is looked at).
bool maybeNotXml(const QByteArray &utf8)
{
    return std::any_of(utf8.cbegin(), utf8.cend(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u >= 0x80 || (u < 0x20 && u != '\t' && u != '\n' && u != '\r');
    });
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
    QByteArray bytes = std::move(buffer.buffer());
    if (maybeNotXml(bytes))
        bytes = xmlCharacters(QString::fromUtf8(bytes)).toUtf8();
    return withFallbackFonts(bytes);
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
