// libFuzzer target for DOT input: read through cgraph, and when that succeeds write the tree
// as DOT and read it again (the same tree must come back), then validate, search, replay and
// lay it out (tidy, and for small trees Graphviz `dot`, which must never see the input's own
// attributes).
#include "fuzzsupport.h"

#include "core/io/dotreader.h"
#include "core/io/dotwriter.h"
#include "core/layout/graphviz.h"
#include "core/session/documentfiles.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gt;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    ReadError error;
    std::vector<QString> ids;
    const std::optional<GameTree> tree = readDotTree(bytes, QStringLiteral("<fuzz>"), &error, &ids);
    if (!tree) {
        fuzz::checkRefusal(error, "a refused .dot input has no message");
        return 0;
    }
    fuzz::check(ids.size() == std::size_t(tree->size()), "one DOT ID per node");
    fuzz::checkTreeText(*tree);
    const QByteArray written = writeDot(*tree);
    ReadError again;
    const std::optional<GameTree> reread =
        readDotTree(written, QStringLiteral("<written>"), &again);
    fuzz::check(reread.has_value(), "written DOT does not read back",
                again.toString() + QStringLiteral(" in: ") + QString::fromUtf8(written.left(400)));
    fuzz::checkSameTree(*tree, *reread, "DOT round trip changed the tree");

    if (!readDocument(bytes, TreeFormat::Dot, QStringLiteral("<fuzz>"), &error))
        return 0;
    fuzz::exerciseValidTree(*tree);
    if (tree->size() <= 64) {
        QString why;
        const std::optional<TreeLayout> layout = dotLayout(*tree, {}, LayoutOptions{}, &why);
        fuzz::check(layout.has_value(), "dot layout failed", why);
        fuzz::check(layout->centers.size() == std::size_t(tree->size()), "dot layout lost nodes");
    }
    return 0;
}
