#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace gt {

class FramePicture;

// A multi-page PDF of a search, one page per chosen step, for handouts and for paging through
// in any PDF viewer. Every page has the same size (the union of all the steps' pictures), so
// the tree stays put while the pages turn.
QByteArray pdfDeck(FramePicture &picture, const std::vector<int> &steps, const QString &title);

} // namespace gt
