#include "treefile.h"

#include "../tree/validate.h"
#include "atomicwrite.h"
#include "dotreader.h"
#include "dotsource.h"
#include "dotwriter.h"
#include "inputlimits.h"
#include "jsondoc.h"
#include "treetext.h"

#include <QFile>
#include <QFileInfo>

namespace gt {

namespace {

const QLatin1String KnownTypes(".json, .tree, .txt, .dot or .gv");

// The first byte that is not well-formed UTF-8, or -1. Text input is checked before decoding
// because QString::fromUtf8 would silently turn a Latin-1 "é" in a name into U+FFFD.
qsizetype invalidUtf8At(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int extra = 0;
        std::uint32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            extra = 1, cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2, cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3, cp = c & 0x07;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        const std::uint32_t least[] = {0, 0x80, 0x800, 0x10000};
        if (cp < least[extra] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
            return i;
        i += 1 + extra;
    }
    return -1;
}

// What a .tree or .dot file leaves behind of the document, named as in the JSON schema.
QStringList fieldsNotKept(const Document &doc, TreeFormat format)
{
    QStringList lost;
    if (format == TreeFormat::Json)
        return lost;
    const Document defaults;
    if (!doc.title.isEmpty())
        lost << QStringLiteral("title");
    if (!doc.notes.isEmpty())
        lost << QStringLiteral("notes");
    if (doc.algorithm != defaults.algorithm)
        lost << QStringLiteral("algorithm");
    if (!(doc.options == defaults.options))
        lost << QStringLiteral("options");
    if (doc.step != defaults.step)
        lost << QStringLiteral("step");
    if (!doc.presentation.isEmpty())
        lost << QStringLiteral("presentation");
    return lost;
}

QByteArray serialise(const Document &doc, TreeFormat format)
{
    switch (format) {
    case TreeFormat::Text: return writeTreeText(doc.tree).toUtf8() + '\n';
    case TreeFormat::Json: return writeJsonDocument(doc);
    case TreeFormat::Dot: return writeDot(doc.tree);
    }
    return {};
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

std::optional<TreeFormat> formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tree") || suffix == QLatin1String("txt"))
        return TreeFormat::Text;
    if (suffix == QLatin1String("json"))
        return TreeFormat::Json;
    if (suffix == QLatin1String("dot") || suffix == QLatin1String("gv"))
        return TreeFormat::Dot;
    return std::nullopt;
}

std::optional<Document> readDocumentLenient(const QByteArray &bytes, TreeFormat format,
                                            const QString &sourceName, ReadError *error,
                                            std::vector<ReadError> *problems)
{
    auto fail = [&](TextPos pos, const QString &message) -> std::optional<Document> {
        if (error)
            *error = {sourceName, pos, message};
        return std::nullopt;
    };
    if (problems)
        problems->clear();
    if (bytes.size() > MaxInputBytes)
        return fail({}, QStringLiteral("the file is larger than %1").arg(maxInputSizeText()));

    Document doc;
    std::vector<TextPos> nodePos;
    std::vector<QString> dotIds;
    switch (format) {
    case TreeFormat::Text: {
        const qsizetype bad = invalidUtf8At(bytes);
        if (bad >= 0)
            return fail(textPosAt(bytes, bad), QStringLiteral("the text is not valid UTF-8"));
        std::optional<ParsedTree> parsed =
            parseTreeText(QString::fromUtf8(bytes), sourceName, error);
        if (!parsed)
            return std::nullopt;
        doc.tree = std::move(parsed->tree);
        nodePos = std::move(parsed->nodePos);
        break;
    }
    case TreeFormat::Json: {
        std::optional<Document> read = readJsonDocument(bytes, sourceName, error, &nodePos);
        if (!read)
            return std::nullopt;
        doc = std::move(*read);
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

    if (!problems)
        return doc;
    const std::vector<TreeProblem> found = validateTree(doc.tree);
    if (!found.empty() && !dotIds.empty()) // cgraph keeps no positions: find the nodes' first uses
        nodePos = DotSource(bytes).nodePositions(dotIds);
    for (const TreeProblem &p : found) {
        const auto node = std::size_t(p.node);
        const bool known = p.node != NoNode;
        QString message = p.message;
        if (known && node < dotIds.size()) // and name the node as the file does
            message += QStringLiteral(" (DOT node \"%1\")").arg(dotIds[node]);
        problems->push_back(
            {sourceName, known && node < nodePos.size() ? nodePos[node] : TextPos{}, message});
    }
    return doc;
}

std::optional<Document> loadDocumentLenient(const QString &path, ReadError *error,
                                            std::vector<ReadError> *problems)
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
        return fail(
            QStringLiteral("unknown file type; expected a name ending in %1").arg(KnownTypes));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read: %1").arg(file.errorString()));
    // One byte past the cap tells a file at the limit from one beyond it, without reading on.
    const QByteArray bytes = file.read(MaxInputBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read: %1").arg(file.errorString()));
    if (bytes.size() > MaxInputBytes)
        return fail(QStringLiteral("the file is larger than %1").arg(maxInputSizeText()));
    return readDocumentLenient(bytes, *format, path, error, problems);
}

std::optional<Document> readDocument(const QByteArray &bytes, TreeFormat format,
                                     const QString &sourceName, ReadError *error)
{
    std::vector<ReadError> problems;
    std::optional<Document> doc = readDocumentLenient(bytes, format, sourceName, error, &problems);
    return refuseInvalid(std::move(doc), problems, error);
}

std::optional<Document> loadDocument(const QString &path, ReadError *error)
{
    std::vector<ReadError> problems;
    std::optional<Document> doc = loadDocumentLenient(path, error, &problems);
    return refuseInvalid(std::move(doc), problems, error);
}

bool saveDocument(const Document &doc, const QString &path, QString *error, QStringList *notKept)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, why);
        return false;
    };
    const std::optional<TreeFormat> format = formatForPath(path);
    if (!format)
        return fail(
            QStringLiteral("unknown file type; expected a name ending in %1").arg(KnownTypes));
    if (const NodeId n = *format == TreeFormat::Text ? childlessInnerNode(doc.tree) : NoNode;
        n != NoNode)
        return fail(QStringLiteral("the tree notation cannot write %1, a %2 node without "
                                   "children: give it a child, or save as .json")
                        .arg(doc.tree.describe(n), kindName(doc.tree.kind(n))));
    if (notKept)
        *notKept = fieldsNotKept(doc, *format);
    return writeFileAtomically(path, serialise(doc, *format), error);
}

} // namespace gt
