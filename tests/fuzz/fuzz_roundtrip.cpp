// libFuzzer target for the promise between the three formats: whatever any reader accepts as a
// valid tree, each of the three writers (.tree, .json, .dot, as saveDocument writes them)
// writes so that its reader gives back the same tree, names and move labels included. (The .tree
// and .dot formats have no place for the root's own move label, which only a .json file can give
// the root.) The input is offered to all three readers.
#include "fuzzsupport.h"

#include "core/session/documentfiles.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace {

using namespace gt;

const char *nameOf(TreeFormat format)
{
    switch (format) {
    case TreeFormat::Text: return ".tree";
    case TreeFormat::Json: return ".json";
    case TreeFormat::Dot: return ".dot";
    }
    return "?";
}

void roundTrip(const Document &doc, TreeFormat from)
{
    for (const TreeFormat to : {TreeFormat::Text, TreeFormat::Json, TreeFormat::Dot}) {
        const QByteArray bytes = writeDocument(doc, to);
        ReadError error;
        const std::optional<Document> back =
            readDocument(bytes, to, QStringLiteral("<written>"), &error);
        const QString route = QStringLiteral("%1 -> %2").arg(nameOf(from), nameOf(to));
        fuzz::check(back.has_value(), "a valid tree written does not read back",
                    route + u' ' + error.toString() + QStringLiteral(" in: ") +
                        QString::fromUtf8(bytes.left(400)));
        const bool rootLabelKept = to == TreeFormat::Json || doc.tree.label(0).isEmpty();
        // Field by field first, for a message that says where; then as a whole.
        fuzz::checkSameTree(doc.tree, back->tree, qPrintable(route), rootLabelKept);
        fuzz::check(!rootLabelKept || back->tree == doc.tree, "the tree came back different",
                    route);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const TreeFormat format : {TreeFormat::Text, TreeFormat::Json, TreeFormat::Dot}) {
        ReadError error;
        const std::optional<Document> doc =
            readDocument(bytes, format, QStringLiteral("<fuzz>"), &error);
        if (!doc) {
            fuzz::checkRefusal(error, "a refused input has no message");
            continue;
        }
        fuzz::checkTreeText(doc->tree);
        roundTrip(*doc, format);
    }
    return 0;
}
