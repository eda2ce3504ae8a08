#pragma once

#include <QBrush>
#include <QByteArray>
#include <QFont>
#include <QPen>
#include <QString>
#include <QTransform>

namespace gt {

// The painter's state as SVG presentation attributes, for SvgPaintEngine's groups and texts:
// each writes only what differs from the outermost group, which holds what QPainter starts
// with (fill none, stroke black, width 1, square caps, bevel joins), with a space before each
// attribute. QSvgGenerator's reading of the state, kept: Qt's dashes are in pen widths, a
// width of 0 is one pixel, a font's size in pixels or else points, which at 72 per inch are
// one unit too.
QByteArray penAttributes(const QPen &pen);
QByteArray brushAttributes(const QBrush &brush); // solid colours; others QPainter draws itself
QByteArray transformAttribute(const QTransform &transform); // translate() when it is only that
QByteArray opacityAttribute(double opacity);
// font-family (`families`, a CSS list), font-size, font-weight and font-style: all four, for a
// text inside a group of another font.
QByteArray fontAttributes(const QFont &font, const QString &families);

// The font-family list a text in `family` is written with: the family, the face the canvas
// resolves it to when that differs ("Sans Serif" is an alias only Qt knows; a browser would
// fall back to its default, often a serif face, and the values would no longer fit their
// shapes), and the generic sans-serif.
QString fallbackFamilies(const QString &family);

} // namespace gt
