#pragma once

#include "document.h"
#include "readerror.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gt {

// The native `.json` document: the tree plus everything the user chose (title, notes,
// algorithm, options, step, view settings). docs/json-format.md describes the schema.
//
// The tree is written flat, one node per line in preorder with its children's ids, because
// QJsonDocument refuses nesting deeper than 1024 levels: a nested tree would stop at about
// 500 levels, and a flat one diffs line by line. The nested "tree" form is read as well, for
// files written by hand or by other programs.

// Reads a document. Errors name the JSON path ("nodes[3].value: expected a number") and the
// node's line:column when it is known. *nodePos, when given, receives where each node's object
// starts, by preorder id, for pointing at nodes that validation rejects.
std::optional<Document> readJsonDocument(const QByteArray &bytes, const QString &sourceName,
                                         ReadError *error, std::vector<TextPos> *nodePos = nullptr);
// For tests: the general reader alone, without the fast path readJsonDocument() takes for a big
// tree as our writer writes it (both must read such a document alike).
std::optional<Document> readJsonDocumentGenerally(const QByteArray &bytes,
                                                  const QString &sourceName, ReadError *error,
                                                  std::vector<TextPos> *nodePos = nullptr);

// Writes a document in the flat form, UTF-8, ending with a newline.
QByteArray writeJsonDocument(const Document &doc);

} // namespace gt
