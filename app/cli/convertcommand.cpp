// `gametree convert IN OUT`: between .tree, .json and .dot, saying what OUT cannot keep.
#include "cli.h"

#include "core/session/documentfiles.h"

#include <cstdio>

namespace gt::cli {

int runConvert(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("IN"),
                                 QStringLiteral("A .gtree, .json, .tree or .dot file."));
    parser.addPositionalArgument(QStringLiteral("OUT"),
                                 QStringLiteral("The file to write; its "
                                                "extension picks the format."));
    int exit = Ok;
    if (!parseArguments(parser, args, QStringLiteral("Converts a tree between formats."), &exit))
        return exit;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2)
        return fail(BadUsage, QStringLiteral("convert takes IN and OUT (see --help)"));
    if (!formatForPath(files[1]))
        return fail(BadUsage,
                    QStringLiteral("%1: unknown output format; use .gtree, .json, .tree or .dot")
                        .arg(files[1]));
    ReadError error;
    const auto doc = loadDocument(files[0], &error);
    if (!doc)
        return fail(BadInput, error.toString());
    QString why;
    QStringList lost;
    if (!saveDocument(*doc, files[1], &why, &lost))
        return fail(BadInput, why);
    if (!lost.isEmpty())
        std::fprintf(stderr, "gametree: note: %s does not keep %s\n", qPrintable(files[1]),
                     qPrintable(lost.join(QStringLiteral(", "))));
    return Ok;
}

} // namespace gt::cli
