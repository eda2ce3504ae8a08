#pragma once

#include <QString>

class QWidget;

namespace gt {

// A widget drawn into a file, the format by the file's suffix: .svg (vector, QSvgGenerator),
// .pdf (vector, QPdfWriter, one page the widget's size) or any image format Qt writes (.png,
// .jpg: the widget grabbed at the screen's pixel ratio). For plots, which have no scene of
// their own to export the way the canvas does. On failure returns false and *error says why.
bool exportWidget(QWidget *widget, const QString &path, QString *error);

// The formats exportWidget writes, as a file dialog's filter list.
QString widgetExportFilters();

} // namespace gt
