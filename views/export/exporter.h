#pragma once

#include "exportoptions.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gt {

// The most node drawings a PDF or Beamer deck makes (nodes × steps): every page replays and
// draws the whole tree, so a deck costs steps × nodes. Issue 27: 2,000,001 key steps over a
// million leaves kept the PDF deck busy for minutes without a word. This allows a 1,000-node
// tree over 10,000 steps, or a million nodes on 10 pages, each a few minutes at most.
constexpr qint64 MaxDeckNodeSteps = 10'000'000;

// The one entry point for every export, used by the dialog, the clipboard and the command
// line alike: the drawn formats go through FramePicture (the canvas), the text formats
// through core/export with the canvas's palette. Decks need a search; single pictures show
// its step (or the bare tree without one).

// The file's bytes, or nothing with *error saying why ("a deck needs an algorithm").
std::optional<QByteArray> exportBytes(const ExportSource &source, const ExportOptions &options,
                                      ExportFormat format, QString *error);

// Writes the export to `path` through writeFileAtomically(): the old file is replaced only once
// the new one is complete. On failure returns false and *error says why.
bool exportToFile(const ExportSource &source, const ExportOptions &options, ExportFormat format,
                  const QString &path, QString *error);

// The title an export carries in its metadata: the options' title, else the algorithm's name.
QString exportTitle(const ExportSource &source, const ExportOptions &options);

} // namespace gt
