#pragma once

#include "core/io/jsondoc.h"
#include "core/io/treefile.h"

namespace gt {

// The document formats with the registry's algorithms. core/io reads and writes a document's
// options against the declarations it is handed and knows no algorithm (docs/architecture.md,
// "The floors"); these doors hand it every built-in one's. The command line, the studio, the
// fuzzers and the tests open and save documents through here. Each is the core/io function of
// the same name (treefile.h, jsondoc.h), the catalogue given.

// Every built-in algorithm's id and options (core/search's registry), built once.
const OptionCatalogue &algorithmCatalogue();

std::optional<Document> readDocument(const QByteArray &bytes, TreeFormat format,
                                     const QString &sourceName, ReadError *error,
                                     NodeLocator *locator = nullptr);
std::optional<Document> loadDocument(const QString &path, ReadError *error,
                                     NodeLocator *locator = nullptr);
std::optional<Document> readDocumentLenient(const QByteArray &bytes, TreeFormat format,
                                            const QString &sourceName, ReadError *error,
                                            std::vector<ReadError> *problems,
                                            NodeLocator *locator = nullptr);
std::optional<Document> loadDocumentLenient(const QString &path, ReadError *error,
                                            std::vector<ReadError> *problems,
                                            NodeLocator *locator = nullptr);
QByteArray writeDocument(const Document &doc, TreeFormat format);
bool saveDocument(const Document &doc, const QString &path, QString *error,
                  QStringList *notKept = nullptr);

std::optional<Document> readJsonDocument(const QByteArray &bytes, const QString &sourceName,
                                         ReadError *error, std::vector<TextPos> *nodePos = nullptr);
std::optional<Document> readJsonDocumentGenerally(const QByteArray &bytes,
                                                  const QString &sourceName, ReadError *error,
                                                  std::vector<TextPos> *nodePos = nullptr);
QByteArray writeJsonDocument(const Document &doc);

} // namespace gt
