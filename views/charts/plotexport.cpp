#include "plotexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>

namespace gt {

bool exportWidget(QWidget *widget, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = widget->size();
    bool ok = true;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(widget->windowTitle());
        QPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            widget->render(&painter);
            ok = painter.end();
        }
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
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
        ok = widget->grab().toImage().save(path);
    }
    if (!ok && error)
        *error = QCoreApplication::translate("gt::PlotExport", "Cannot write %1.").arg(path);
    return ok;
}

QString widgetExportFilters()
{
    return QCoreApplication::translate("gt::PlotExport", "SVG (*.svg);;PNG (*.png);;PDF (*.pdf)");
}

} // namespace gt
