#include "graphpicture.h"

#include "views/graph/graphscene.h"

#include "core/export/graphtikz.h"
#include "core/export/tikzwriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
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

bool writeText(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = cannotWrite(path);
    return false;
}

bool writePdf(const GraphPicture &p, const QString &path, QString *error)
{
    const QSizeF size = pictureSize(p);
    QPdfWriter pdf(path);
    pdf.setTitle(p.title);
    pdf.setCreator(QStringLiteral("GameTree Studio"));
    pdf.setResolution(72); // one page the picture's size, in points as the layout measures it
    pdf.setPageSize(QPageSize(size, QPageSize::Point));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    if (!painter.begin(&pdf)) {
        if (error)
            *error = cannotWrite(path);
        return false;
    }
    paint(p, &painter, QRectF(QPointF(0, 0), size));
    return painter.end();
}

bool writeSvg(const GraphPicture &p, const QString &path, QString *error)
{
    const QSizeF size = pictureSize(p);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(p.title);
    QPainter painter;
    if (!painter.begin(&svg)) {
        if (error)
            *error = cannotWrite(path);
        return false;
    }
    paint(p, &painter, QRectF(QPointF(0, 0), size));
    return painter.end();
}

bool writePng(const GraphPicture &p, const QString &path, QString *error)
{
    QImage image((pictureSize(p) * 2).toSize(), QImage::Format_ARGB32); // sharp on a slide
    {
        QPainter painter(&image);
        paint(p, &painter, QRectF(image.rect()));
    }
    if (image.save(path, "PNG"))
        return true;
    if (error)
        *error = cannotWrite(path);
    return false;
}

} // namespace

bool writeGraphPicture(const GraphPicture &p, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tex"))
        return writeText(path,
                         TikzWriter::standaloneDocument(
                             gameGraphTikz(*p.graph, *p.layout, p.scene->vertexSizes(*p.graph),
                                           p.frame ? &*p.frame : nullptr, nullptr, p.caption))
                             .toUtf8(),
                         error);
    if (suffix == QLatin1String("pdf"))
        return writePdf(p, path, error);
    if (suffix == QLatin1String("svg"))
        return writeSvg(p, path, error);
    return writePng(p, path, error);
}

} // namespace gt
