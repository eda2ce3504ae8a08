#pragma once

#include <QByteArray>
#include <QImage>
#include <QSizeF>
#include <QString>

class QPdfWriter;

namespace gt {

class FramePicture;

// One picture in the drawn formats. SVG through SvgPaintDevice keeps every text as <text>;
// PDF through QPdfWriter is vector with the page the picture's size (1 unit = 1 pt), scaled
// down to fit MaxPdfPageSide when it is larger;
// PNG is the picture at a number of pixels per point, with the resolution recorded in the file
// (a null image and empty bytes when the picture is too large for a QImage).
QByteArray pictureSvg(const FramePicture &picture, const QString &title);
// The largest PNG written: libpng refuses wider images, and a bigger one would take gigabytes
// of memory to draw.
constexpr double MaxPngSide = 1e6;
constexpr double MaxPngPixels = 200e6;
// Whether a picture of `points` at `pixelsPerPoint` makes an image within those limits;
// pictureImage() gives a null image otherwise.
bool fitsInImage(const QSizeF &points, double pixelsPerPoint);
QImage pictureImage(const FramePicture &picture, double pixelsPerPoint, bool transparent);
QByteArray picturePng(const FramePicture &picture, double pixelsPerPoint, bool transparent);
QByteArray picturePdf(const FramePicture &picture, const QString &title);

// The longest side of a PDF page Acrobat and most printers accept (200 inches): a wider tree
// is scaled down to it, still vector, its texts still text.
constexpr double MaxPdfPageSide = 14400;
// The factor that brings a picture of `points` within MaxPdfPageSide (1 when it fits).
double pdfPageScale(const QSizeF &points);
// Sets `pdf` up for pages of `points` as every PDF export writes them: one unit one point, no
// margins, the creator and `title`, the page scaled down within MaxPdfPageSide. Returns that
// scale, for the painter.
double setUpPdf(QPdfWriter &pdf, const QSizeF &points, const QString &title);

} // namespace gt
