#pragma once

#include "document.h"
#include "readerror.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace gt {

// The front door to the file formats: picks the format from the file name, reads, validates,
// and saves atomically. The GUI and the command line open and save documents only through
// here, so every way in gives the same messages.

enum class TreeFormat { Text, Json, Dot };

// .tree and .txt are Text, .json is Json, .dot and .gv are Dot (any case); nothing otherwise.
std::optional<TreeFormat> formatForPath(const QString &path);

// Parses `bytes`, then runs validateTree() and reports the first problem as an error at the
// node's line:column when the format knows it. A .tree or .dot input gives a document with
// default settings around its tree.
std::optional<Document> readDocument(const QByteArray &bytes, TreeFormat format,
                                     const QString &sourceName, ReadError *error);

// Reads a file (at most MaxInputBytes, 128 MiB), choosing the format by its extension.
std::optional<Document> loadDocument(const QString &path, ReadError *error);

// Writes `doc` in the format of the path's extension through QSaveFile: the old file is
// replaced only once the new one is complete, and a failed save leaves it as it was. On
// failure returns false and *error says why ("cannot write /x/y.json: Permission denied").
// *notKept lists the document fields the format cannot hold that differ from their defaults
// ("title", "notes", "algorithm", "options", "step", "presentation"), so the caller can warn.
bool saveDocument(const Document &doc, const QString &path, QString *error,
                  QStringList *notKept = nullptr);

} // namespace gt
