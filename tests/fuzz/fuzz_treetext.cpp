// libFuzzer target for the `.tree` notation: parse, and when that succeeds write the tree back
// and parse it again (the same tree must come back), then validate, search, replay and lay
// it out.
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

    // Syntax only: the writer promises a round trip even for trees validation rejects.
    ReadError error;
    const std::optional<ParsedTree> parsed =
        parseTreeText(QString::fromUtf8(bytes), QStringLiteral("<fuzz>"), &error);
    if (parsed) {
        fuzz::check(parsed->nodePos.size() == std::size_t(parsed->tree.size()),
                    "one position per node");
        fuzz::checkTreeText(parsed->tree);
        const QString written = writeTreeText(parsed->tree);
        ReadError again;
        const std::optional<ParsedTree> reread =
            parseTreeText(written, QStringLiteral("<written>"), &again);
        fuzz::check(reread.has_value(), "written .tree text does not parse",
                    again.toString() + QStringLiteral(" in: ") + written.left(200));
        fuzz::checkSameTree(parsed->tree, reread->tree, ".tree round trip changed the tree", false);
        fuzz::check(writeTreeText(reread->tree) == written, ".tree writing is not stable");
    } else {
        fuzz::checkRefusal(error, "a refused .tree input has no message");
    }

    // The front door: UTF-8 check, parse, validate.
    const std::optional<Document> doc =
        readDocument(bytes, TreeFormat::Text, QStringLiteral("<fuzz>"), &error);
    if (doc)
        fuzz::exerciseValidTree(doc->tree);
    else
        fuzz::checkRefusal(error, "a refused .tree document has no message");
    return 0;
}
