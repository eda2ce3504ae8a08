#include "treefile.h"

#include "../tree/validate.h"
#include "atomicwrite.h"
#include "dotreader.h"
#include "dotsource.h"
#include "dotwriter.h"
#include "inputlimits.h"
#include "jsondoc.h"
#include "treetext.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace gt {

namespace {

const QLatin1String KnownTypes(".gtree, .json, .tree, .txt, .dot or .gv");

// What a .tree or .dot file leaves behind of the document, named as in the JSON schema.
QStringList fieldsNotKept(const Document &doc, TreeFormat format, const OptionCatalogue &algorithms)
{
    QStringList lost;
    if (format == TreeFormat::Json)
        return lost;
    const Document defaults;
    if (!doc.title.isEmpty())
        lost << QStringLiteral("title");
    if (!doc.notes.isEmpty())
        lost << QStringLiteral("notes");
    if (algorithms.resolved(doc.algorithm) != algorithms.defaultAlgorithm())
        lost << QStringLiteral("algorithm");
    if (!(doc.options == defaults.options))
        lost << QStringLiteral("options");
    if (doc.step != defaults.step)
        lost << QStringLiteral("step");
    if (!doc.presentation.isEmpty())
        lost << QStringLiteral("presentation");
    return lost;
}

// The notation writes an inner node as its kind and its children in parentheses, and reads
// "max()" as a mistake: a node without children, which a tree saved mid-edit may have, would
// give a file that never opens again. NoNode when there is none.
NodeId childlessInnerNode(const GameTree &tree)
{
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.kind(n) != NodeKind::Leaf && tree.isLeaf(n))
            return n;
    }
    return NoNode;
}

// The strict doors: the first problem of a tree that does not validate is the error.
std::optional<Document> refuseInvalid(std::optional<Document> doc,
                                      const std::vector<ReadError> &problems, ReadError *error)
{
    if (!doc || problems.empty())
        return doc;
    if (error)
        *error = problems.front();
    return std::nullopt;
}

} // namespace

ReadError NodeLocator::errorAt(NodeId n, const QString &message)
{
    if (n == NoNode)
        return {source, {}, message};
    const auto node = std::size_t(n);
    if (!dotIds.empty() && positions.empty()) // cgraph keeps none: find every node's first use
        positions = DotSource(dotText).nodePositions(dotIds);
    if (!jsonText.isEmpty() && positions.empty()) // the same reader, asked for them this time
        positions = jsonNodePositions(jsonText, source);
    QString text = message;
    if (node < dotIds.size()) // and name the node as the file does
        text += QCoreApplication::translate("gt::TreeFile", " (DOT node \"%1\")").arg(dotIds[node]);
    return {source, node < positions.size() ? positions[node] : TextPos{}, text};
}

QByteArray writeDocument(const Document &doc, TreeFormat format, const OptionCatalogue &algorithms)
{
    switch (format) {
    case TreeFormat::Text: return writeTreeText(doc.tree).toUtf8() + '\n';
    case TreeFormat::Json: return writeJsonDocument(doc, algorithms);
    case TreeFormat::Dot: return writeDot(doc.tree);
    }
    return {};
}

std::optional<TreeFormat> formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tree") || suffix == QLatin1String("txt"))
        return TreeFormat::Text;
    // .gtree is the native document under its own name (and MIME type, for the desktop's
    // double-click); it holds exactly what a .json document holds.
    if (suffix == QLatin1String("gtree") || suffix == QLatin1String("json"))
        return TreeFormat::Json;
    if (suffix == QLatin1String("dot") || suffix == QLatin1String("gv"))
        return TreeFormat::Dot;
    return std::nullopt;
}

std::optional<Document> readDocumentLenient(const QByteArray &bytes, TreeFormat format,
                                            const QString &sourceName,
                                            const OptionCatalogue &algorithms, ReadError *error,
                                            std::vector<ReadError> *problems, NodeLocator *locator)
{
    auto refuse = [error](const ReadError &why) -> std::optional<Document> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (problems)
        problems->clear();
    if (bytes.size() > MaxInputBytes)
        return refuse(inputTooLarge(bytes, sourceName));

    Document doc;
    doc.algorithm = algorithms.defaultAlgorithm();
    NodeLocator where{sourceName, {}, {}, {}, {}};
    std::vector<TextPos> &nodePos = where.positions;
    std::vector<QString> &dotIds = where.dotIds;
    switch (format) {
    case TreeFormat::Text: {
        if (const std::optional<ReadError> bad = checkUtf8(bytes, sourceName))
            return refuse(*bad);
        std::optional<ParsedTree> parsed =
            parseTreeText(QString::fromUtf8(bytes), sourceName, error);
        if (!parsed)
            return std::nullopt;
        doc.tree = std::move(parsed->tree);
        nodePos = std::move(parsed->nodePos);
        break;
    }
    case TreeFormat::Json: {
        std::optional<Document> read = readJsonDocument(bytes, sourceName, algorithms, error);
        if (!read)
            return std::nullopt;
        doc = std::move(*read);
        where.jsonText = bytes;
        break;
    }
    case TreeFormat::Dot: {
        std::optional<GameTree> tree = readDotTree(bytes, sourceName, error, &dotIds);
        if (!tree)
            return std::nullopt;
        doc.tree = std::move(*tree);
        break;
    }
    }

    if (!dotIds.empty())
        where.dotText = bytes;
    if (problems) {
        for (const TreeProblem &p : validateTree(doc.tree))
            problems->push_back(where.errorAt(p.node, p.message));
    }
    if (locator)
        *locator = std::move(where);
    return doc;
}

std::optional<Document> loadDocumentLenient(const QString &path, const OptionCatalogue &algorithms,
                                            ReadError *error, std::vector<ReadError> *problems,
                                            NodeLocator *locator)
{
    auto fail = [&](const QString &message) -> std::optional<Document> {
        if (error)
            *error = {path, {}, message};
        return std::nullopt;
    };
    if (problems)
        problems->clear();
    const std::optional<TreeFormat> format = formatForPath(path);
    if (!format)
        return fail(QCoreApplication::translate("gt::TreeFile",
                                                "unknown file type; expected a name ending in %1")
                        .arg(KnownTypes));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(
            QCoreApplication::translate("gt::TreeFile", "cannot read: %1").arg(file.errorString()));
    const QByteArray bytes = readCapped(file);
    if (file.error() != QFileDevice::NoError)
        return fail(
            QCoreApplication::translate("gt::TreeFile", "cannot read: %1").arg(file.errorString()));
    return readDocumentLenient(bytes, *format, path, algorithms, error, problems, locator);
}

QByteArray readCapped(QIODevice &in)
{
    // One read() returns what a pipe holds at the moment, which is not all of it when the
    // writer is slower than we are: read on to the end. One byte past the cap tells input at
    // the limit from input beyond it, without reading on.
    constexpr std::int64_t Piece = 1 << 20;
    QByteArray bytes;
    // A file's size is known: one buffer, read into at once (pieces appended to a growing
    // array copied a big file twice), with room after the end for a JSON parser that reads
    // ahead in blocks (ReadAhead; simdjson needs it or copies the whole input, issue 29).
    if (const qint64 size = in.isSequential() ? 0 : in.size(); size > 0 && size <= MaxInputBytes) {
        bytes.reserve(size + ReadAhead);
        bytes.resize(size);
        const qint64 got = in.read(bytes.data(), size);
        bytes.resize(std::max<qint64>(got, 0)); // shorter when the file shrank meanwhile
        if (got < size)
            return bytes;
    }
    while (bytes.size() <= MaxInputBytes) {
        const QByteArray chunk = in.read(std::min<qint64>(Piece, MaxInputBytes + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    return bytes;
}

std::optional<Document> readDocument(const QByteArray &bytes, TreeFormat format,
                                     const QString &sourceName, const OptionCatalogue &algorithms,
                                     ReadError *error, NodeLocator *locator)
{
    std::vector<ReadError> problems;
    std::optional<Document> doc =
        readDocumentLenient(bytes, format, sourceName, algorithms, error, &problems, locator);
    return refuseInvalid(std::move(doc), problems, error);
}

std::optional<Document> loadDocument(const QString &path, const OptionCatalogue &algorithms,
                                     ReadError *error, NodeLocator *locator)
{
    std::vector<ReadError> problems;
    std::optional<Document> doc = loadDocumentLenient(path, algorithms, error, &problems, locator);
    return refuseInvalid(std::move(doc), problems, error);
}

bool saveDocument(const Document &doc, const QString &path, const OptionCatalogue &algorithms,
                  QString *error, QStringList *notKept)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error =
                QCoreApplication::translate("gt::TreeFile", "cannot write %1: %2").arg(path, why);
        return false;
    };
    const std::optional<TreeFormat> format = formatForPath(path);
    if (!format)
        return fail(QCoreApplication::translate("gt::TreeFile",
                                                "unknown file type; expected a name ending in %1")
                        .arg(KnownTypes));
    if (const NodeId n = *format == TreeFormat::Text ? childlessInnerNode(doc.tree) : NoNode;
        n != NoNode)
        return fail(QCoreApplication::translate(
                        "gt::TreeFile", "the tree notation cannot write %1, a %2 node without "
                                        "children: give it a child, or save as .json")
                        .arg(doc.tree.describe(n), kindName(doc.tree.kind(n))));
    if (notKept)
        *notKept = fieldsNotKept(doc, *format, algorithms);
    return writeFileAtomically(path, writeDocument(doc, *format, algorithms), error);
}

} // namespace gt
