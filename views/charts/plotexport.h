#pragma once

#include <QSizeF>
#include <QString>

class QWidget;

namespace gt {

// A widget drawn into a file, the format by the file's suffix: .svg (vector, QSvgGenerator),
// .pdf (vector, QPdfWriter, one page the widget's size) or any image format Qt writes (.png,
// .jpg: the widget grabbed at the screen's pixel ratio). For plots, which have no scene of
// their own to export the way the canvas does. On failure returns false and *error says why.
bool exportWidget(QWidget *widget, const QString &path, QString *error);

// A plot written as SVG text (core's convergencePlotSvg) into a file by the path's suffix: the
// text itself (.svg), or drawn by QSvgRenderer at `pixelsPerPoint` (.png and the other image
// formats) or as vector PDF (.pdf), one page the plot's size. For the command line, which has
// no widget to grab. On failure returns false and *error says why.
bool exportSvgText(const QString &svg, const QSizeF &size, const QString &path,
                   double pixelsPerPoint, QString *error);

// The formats exportWidget writes, as a file dialog's filter list.
QString widgetExportFilters();

} // namespace gt
