// libFuzzer target for the `.json` document: read, and when that succeeds write it back and
// read it again (the same document must come back), then validate, search, replay and lay
// the tree out.
#include "fuzzsupport.h"

#include "core/io/treetext.h"
#include "core/session/documentfiles.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gt;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    ReadError error;
    std::vector<TextPos> nodePos;
    const std::optional<Document> doc =
        readJsonDocument(bytes, QStringLiteral("<fuzz>"), &error, &nodePos);
    if (!doc) {
        fuzz::checkRefusal(error, "a refused .json input has no message");
        return 0;
    }
    fuzz::check(nodePos.size() == std::size_t(doc->tree.size()), "one position per node");
    fuzz::checkTreeText(doc->tree);
    const QByteArray written = writeJsonDocument(*doc);
    ReadError again;
    const std::optional<Document> reread =
        readJsonDocument(written, QStringLiteral("<written>"), &again);
    fuzz::check(reread.has_value(), "written .json does not read back",
                again.toString() + QStringLiteral(" in: ") + QString::fromUtf8(written.left(400)));
    fuzz::checkSameTree(doc->tree, reread->tree, ".json round trip changed the tree");
    fuzz::check(reread->title == doc->title && reread->notes == doc->notes &&
                    reread->algorithm == doc->algorithm && reread->options == doc->options &&
                    reread->step == doc->step && reread->presentation == doc->presentation,
                ".json round trip changed the document fields");
    fuzz::check(writeJsonDocument(*reread) == written, ".json writing is not stable");

    // The same tree through the .tree notation. A tree that validation rejects may be written
    // so that it does not read back (a probability under a min node has no notation), but it
    // must never read back as a different tree.
    const QString text = writeTreeText(doc->tree);
    const std::optional<ParsedTree> parsed = parseTreeText(text, QStringLiteral("<text>"), &again);
    const bool valid = validateTree(doc->tree).empty();
    fuzz::check(parsed.has_value() || !valid, "a valid .json tree written as .tree does not parse",
                again.toString() + QStringLiteral(" in: ") + text.left(200));
    if (parsed)
        fuzz::checkSameTree(doc->tree, parsed->tree, ".json tree through .tree changed", false);

    if (valid) {
        fuzz::check(
            readDocument(bytes, TreeFormat::Json, QStringLiteral("<fuzz>"), &error).has_value(),
            "a valid .json tree is refused by readDocument", error.toString());
        fuzz::exerciseValidTree(doc->tree);
    }
    return 0;
}
