#pragma once

#include "document.h"
#include "optioncatalogue.h"
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

// Reads a document, its options against the declarations of `algorithms` (a document that names
// no algorithm gets their default). Errors name the JSON path ("nodes[3].value: expected a
// number") and the node's line:column when it is known. *nodePos, when given, receives where
// each node's object starts, by preorder id, for pointing at nodes that validation rejects.
std::optional<Document> readJsonDocument(const QByteArray &bytes, const QString &sourceName,
                                         const OptionCatalogue &algorithms, ReadError *error,
                                         std::vector<TextPos> *nodePos = nullptr);
// For tests: the general reader alone, without the fast path readJsonDocument() takes for a big
// tree as our writer writes it (both must read such a document alike).
std::optional<Document> readJsonDocumentGenerally(const QByteArray &bytes,
                                                  const QString &sourceName,
                                                  const OptionCatalogue &algorithms,
                                                  ReadError *error,
                                                  std::vector<TextPos> *nodePos = nullptr);
// Where each node's object starts in a document read before, by preorder id (as *nodePos
// above): the reader again, without its options, which no node's place depends on.
std::vector<TextPos> jsonNodePositions(const QByteArray &bytes, const QString &sourceName);

// Writes a document in the flat form, UTF-8, ending with a newline; its options as `algorithms`
// declare them.
QByteArray writeJsonDocument(const Document &doc, const OptionCatalogue &algorithms);

} // namespace gt
