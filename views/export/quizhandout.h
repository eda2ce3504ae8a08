#pragma once

#include "exportoptions.h"

#include <QByteArray>
#include <QString>

namespace gt {

// A quiz as a handout (Step ▸ Quiz ▸ Export Handout…): a two-page PDF. Page 1 is the
// exercise: the tree as the student gets it (its leaves' values, nothing of the search) under
// the task in words; page 2 the answers: the search's last step as the canvas draws it, the
// value of every inner node and the leaves it prunes. Drawn by FramePicture, so the tree looks
// as it does in the window and in every other export. `algorithmName` names the search in the
// task ("Alpha-beta").
QByteArray quizHandoutPdf(const GameTree &tree, const Trace &trace, const ExportOptions &options,
                          const QString &algorithmName);

} // namespace gt
