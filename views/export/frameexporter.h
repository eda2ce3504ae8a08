#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

namespace gt {

class FramePicture;

// One picture in the drawn formats. SVG through QSvgGenerator keeps every text as <text>;
// PDF through QPdfWriter is vector with the page exactly the picture's size (1 unit = 1 pt);
// PNG is the picture at a number of pixels per point, with the resolution recorded in the file.
QByteArray pictureSvg(const FramePicture &picture, const QString &title);
QImage pictureImage(const FramePicture &picture, double pixelsPerPoint, bool transparent);
QByteArray picturePng(const FramePicture &picture, double pixelsPerPoint, bool transparent);
QByteArray picturePdf(const FramePicture &picture, const QString &title);

} // namespace gt
