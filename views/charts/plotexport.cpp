#include "plotexport.h"

#include "core/io/atomicwrite.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QWidget>

namespace gt {

bool exportWidget(QWidget *widget, const QString &path, QString *error)
{
    // Drawn into memory first: the file is written whole or not at all, as every export is.
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = widget->size();
    bool ok = true;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        // The generator writes the title as it stands: escaped here, so that it stays XML.
        svg.setTitle(widget->windowTitle().toHtmlEscaped());
        QPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            widget->render(&painter);
            ok = painter.end();
        }
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&buffer);
        // One page the widget's size at 96 dpi, so that the plot is neither cut nor shrunk.
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point));
        pdf.setPageMargins(QMarginsF());
        QPainter painter;
        ok = painter.begin(&pdf);
        if (ok) {
            widget->render(&painter);
            ok = painter.end();
        }
    } else {
        const QByteArray format = suffix.toLatin1();
        ok = widget->grab().toImage().save(&buffer, format.isEmpty() ? "PNG" : format.constData());
    }
    buffer.close();
    if (ok)
        return writeFileAtomically(path, bytes, error);
    if (error)
        *error = QCoreApplication::translate("gt::PlotExport", "Cannot write %1.").arg(path);
    return false;
}

bool exportSvgText(const QString &svg, const QSizeF &size, const QString &path,
                   double pixelsPerPoint, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return writeFileAtomically(path, svg.toUtf8(), error);
    // Drawn into memory first: the file is written whole or not at all, as every export is.
    QSvgRenderer renderer(svg.toUtf8());
    bool ok = renderer.isValid();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (ok && suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(72); // one unit of the plot is one point
        pdf.setPageSize(QPageSize(size, QPageSize::Point));
        pdf.setPageMargins(QMarginsF());
        QPainter painter;
        ok = painter.begin(&pdf);
        if (ok) {
            renderer.render(&painter, QRectF(QPointF(), size));
            ok = painter.end();
        }
    } else if (ok) {
        QImage image((size * pixelsPerPoint).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(QPointF(), size * pixelsPerPoint));
        painter.end();
        ok = image.save(&buffer, QFileInfo(path).suffix().toLatin1().constData());
    }
    buffer.close();
    if (ok)
        return writeFileAtomically(path, bytes, error);
    if (error)
        *error = QCoreApplication::translate("gt::PlotExport", "Cannot write %1.").arg(path);
    return false;
}

QString widgetExportFilters()
{
    return QCoreApplication::translate("gt::PlotExport", "SVG (*.svg);;PNG (*.png);;PDF (*.pdf)");
}

} // namespace gt
