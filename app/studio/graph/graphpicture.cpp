#include "graphpicture.h"

#include "views/export/svgpaintdevice.h"
#include "views/graph/graphscene.h"

#include "core/export/graphtikz.h"
#include "core/export/tikzwriter.h"
#include "core/io/atomicwrite.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QTextOption>

namespace gt {

namespace {

QString cannotWrite(const QString &path)
{
    return QCoreApplication::translate("gt::GraphWindow", "Cannot write %1.").arg(path);
}

// The caption's type: the scene's, a little smaller than a position's text.
QFont captionFont(const GraphScene &scene)
{
    QFont font = scene.style().nameFont;
    font.setPixelSize(std::max(10, font.pixelSize() - 1));
    return font;
}

constexpr int CaptionFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;

// The band under the picture that the caption takes, in the scene's units; 0 without one.
double captionHeight(const GraphPicture &p, double width)
{
    if (p.caption.isEmpty())
        return 0;
    const QFontMetricsF metrics(captionFont(*p.scene));
    return std::ceil(
        metrics.boundingRect(QRectF(0, 0, width - 24, 1e6), CaptionFlags, p.caption).height() + 16);
}

// The whole picture in `target` (its size is the picture's, scaled): the scene, and the
// caption under it.
void paint(const GraphPicture &p, QPainter *painter, const QRectF &target)
{
    const QRectF source = p.scene->sceneRect();
    const double band = captionHeight(p, source.width());
    const double scale = target.width() / source.width();
    painter->fillRect(target, p.scene->style().background);
    p.scene->render(painter, QRectF(target.topLeft(), source.size() * scale), source);
    if (band == 0)
        return;
    painter->save();
    painter->translate(target.left(), target.top() + source.height() * scale);
    painter->scale(scale, scale);
    painter->setPen(p.scene->style().foreground);
    painter->setFont(captionFont(*p.scene));
    painter->drawText(QRectF(12, 4, source.width() - 24, band - 8), CaptionFlags, p.caption);
    painter->restore();
}

QSizeF pictureSize(const GraphPicture &p)
{
    const QRectF source = p.scene->sceneRect();
    return {source.width(), source.height() + captionHeight(p, source.width())};
}

// Every format is drawn into memory and written in one atomic step, so that a failed export
// leaves the file that was there as it was (and a folder or device at the path is refused).
bool writeBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    QString why;
    if (writeFileAtomically(path, bytes, &why))
        return true;
    if (error)
        *error = why.isEmpty() ? cannotWrite(path) : why;
    return false;
}

QByteArray pdfBytes(const GraphPicture &p)
{
    const QSizeF size = pictureSize(p);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(p.title);
        pdf.setCreator(QStringLiteral("GameTree Studio"));
        pdf.setResolution(72); // one page the picture's size, in points as the layout measures
        pdf.setPageSize(QPageSize(size, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter painter;
        if (!painter.begin(&pdf))
            return {};
        paint(p, &painter, QRectF(QPointF(0, 0), size));
        if (!painter.end())
            return {};
    }
    return buffer.data();
}

// The tree exports' writer (SvgPaintEngine): the title escaped as XML, where QSvgGenerator
// wrote it as it stood, so that a graph file named "Q&A.dot" made a broken SVG.
QByteArray svgBytes(const GraphPicture &p)
{
    const QSizeF size = pictureSize(p);
    SvgPaintDevice svg(size.toSize(), QRectF(QPointF(0, 0), size), p.title,
                       QStringLiteral("Drawn by GameTree Studio"));
    QPainter painter;
    if (!painter.begin(&svg))
        return {};
    paint(p, &painter, QRectF(QPointF(0, 0), size));
    if (!painter.end())
        return {};
    return svg.takeBytes();
}

QByteArray pngBytes(const GraphPicture &p)
{
    QImage image((pictureSize(p) * 2).toSize(), QImage::Format_ARGB32); // sharp on a slide
    {
        QPainter painter(&image);
        paint(p, &painter, QRectF(image.rect()));
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    return image.save(&buffer, "PNG") ? buffer.data() : QByteArray();
}

bool writeDrawn(const QString &path, const QByteArray &bytes, QString *error)
{
    if (bytes.isEmpty()) {
        if (error)
            *error = cannotWrite(path);
        return false;
    }
    return writeBytes(path, bytes, error);
}

} // namespace

bool writeGraphPicture(const GraphPicture &p, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tex"))
        return writeBytes(path,
                          TikzWriter::standaloneDocument(
                              gameGraphTikz(*p.graph, *p.layout, p.scene->vertexSizes(*p.graph),
                                            p.frame ? &*p.frame : nullptr, nullptr, p.caption))
                              .toUtf8(),
                          error);
    if (suffix == QLatin1String("pdf"))
        return writeDrawn(path, pdfBytes(p), error);
    if (suffix == QLatin1String("svg"))
        return writeDrawn(path, svgBytes(p), error);
    return writeDrawn(path, pngBytes(p), error);
}

} // namespace gt
