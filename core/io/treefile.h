#pragma once

#include "document.h"
#include "optioncatalogue.h"
#include "readerror.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gt {

// The front door to the file formats: picks the format from the file name, reads, validates,
// and saves atomically. The GUI and the command line open and save documents only through
// here, so every way in gives the same messages. A document's options are read and written as
// the OptionCatalogue given declares them; core/session/documentfiles.h gives the registry's,
// and is the door the GUI, the command line and the tests use.

enum class TreeFormat { Text, Json, Dot };

// Where the nodes of a document read from text are, so that what refuses a node after reading
// (validation, an algorithm that takes no chance nodes, a depth limit) points at it as the
// readers do: "file:line:column: message". Positions in DOT are found when first asked for:
// cgraph keeps none.
struct NodeLocator {
    QString source;                 // as in ReadError
    std::vector<TextPos> positions; // by preorder id; filled for .dot and .json by errorAt
    QByteArray dotText;             // .dot only: the text and each node's DOT ID
    std::vector<QString> dotIds;
    // .json only: the text, read again for the nodes' places when a problem is reported.
    // Finding a million nodes' places took a third of reading a big document (issue 29).
    QByteArray jsonText;

    // `message` about node `n` (NoNode: about the tree) at the node's place, when known.
    ReadError errorAt(NodeId n, const QString &message);
};

// .tree and .txt are Text, .json is Json, .dot and .gv are Dot (any case); nothing otherwise.
std::optional<TreeFormat> formatForPath(const QString &path);

// Parses `bytes`, then runs validateTree() and reports the first problem as an error at the
// node's line:column when the format knows it. A .tree or .dot input gives a document with
// default settings around its tree. *locator, when given, receives where the nodes are.
std::optional<Document> readDocument(const QByteArray &bytes, TreeFormat format,
                                     const QString &sourceName, const OptionCatalogue &algorithms,
                                     ReadError *error, NodeLocator *locator = nullptr);

// All of an input (a file, a pipe, standard input) up to MaxInputBytes + 1 bytes, so that a
// reader can tell input at the limit from input beyond it. Read a megabyte at a time: asking
// read() for the whole cap at once reserved 128 MiB for every file, however small (under
// AddressSanitizer, freeing it cost half a million page faults per read). A file of known
// size is read in one piece into a buffer with ReadAhead bytes to spare.
QByteArray readCapped(QIODevice &in);

// Reads a file (at most MaxInputBytes, 128 MiB), choosing the format by its extension.
std::optional<Document> loadDocument(const QString &path, const OptionCatalogue &algorithms,
                                     ReadError *error, NodeLocator *locator = nullptr);

// The lenient doors, for the studio: a file that parses gives its document even when the tree
// does not validate, because a tree saved mid-edit (probabilities 0.5 and 0.3, a max node not
// given its children yet) must open again to be finished. *problems gets every problem
// validateTree() found, in preorder, each at the node's line:column when the format knows it;
// empty means the tree is valid. *error is set only when nothing could be read. The command
// line stays with the strict doors above.
std::optional<Document> readDocumentLenient(const QByteArray &bytes, TreeFormat format,
                                            const QString &sourceName,
                                            const OptionCatalogue &algorithms, ReadError *error,
                                            std::vector<ReadError> *problems,
                                            NodeLocator *locator = nullptr);
std::optional<Document> loadDocumentLenient(const QString &path, const OptionCatalogue &algorithms,
                                            ReadError *error, std::vector<ReadError> *problems,
                                            NodeLocator *locator = nullptr);

// The bytes saveDocument() writes for `doc` in `format` (a .tree or .dot file keeps the tree
// only).
QByteArray writeDocument(const Document &doc, TreeFormat format, const OptionCatalogue &algorithms);

// Writes `doc` in the format of the path's extension through writeFileAtomically(): the old
// file is replaced only once the new one is complete, and a failed save leaves it as it was.
// On failure returns false and *error says why ("cannot write /x/y.json: the disk is full;
// the file on disk is unchanged").
// *notKept lists the document fields the format cannot hold that differ from their defaults
// ("title", "notes", "algorithm", "options", "step", "presentation"), so the caller can warn.
// The notation (.tree, .txt) cannot write an inner node without children: such a tree is not
// saved there, and *error says which node and to save as .json.
bool saveDocument(const Document &doc, const QString &path, const OptionCatalogue &algorithms,
                  QString *error, QStringList *notKept = nullptr);

} // namespace gt
