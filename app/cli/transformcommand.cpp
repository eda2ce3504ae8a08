// `gametree transform TREE --map M [-o OUT] [--compare]`: a monotone map of the tree's values
// (issue 12), and whether minimax's and expectimax's decisions survive it.
#include "cli.h"

#include "core/edit/leaftransform.h"
#include "core/session/documentfiles.h"
#include "core/trace/annotations.h"

#include <cstdio>

namespace gt::cli {

namespace {

QString bestText(const std::optional<int> &best)
{
    return best ? QString::number(*best) : QStringLiteral("none");
}

void printComparison(const GameTree &before, const GameTree &after)
{
    const DecisionComparison c = compareDecisions(before, after);
    for (const DecisionChange &row : c.rows) {
        std::printf("%s: value %s -> %s, best child %s -> %s%s\n", qPrintable(row.algorithmId),
                    qPrintable(formatValue(row.valueBefore)),
                    qPrintable(formatValue(row.valueAfter)), qPrintable(bestText(row.bestBefore)),
                    qPrintable(bestText(row.bestAfter)),
                    row.changed() ? " (changed)" : " (unchanged)");
    }
    std::printf("%s\n", qPrintable(comparisonSentence(before, c)));
}

} // namespace

int runTransform(const QStringList &args)
{
    QCommandLineParser parser;
    addTreeInput(parser);
    parser.addOption({QStringLiteral("map"),
                      QStringLiteral("The map: square (x², values >= 0 only), signed-square "
                                     "(x·|x|), exp2 (2^x), affine:A:B (A·x + B) or rank (1 for "
                                     "the smallest distinct value, ties share a rank)."),
                      QStringLiteral("MAP")});
    parser.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")},
         QStringLiteral("Write the transformed tree to OUT (.gtree, .json, .tree or .dot)."),
         QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("compare"),
                      QStringLiteral("Print minimax's (or expectiminimax's) and expectimax's "
                                     "value and best child before and after.")});
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Applies a monotone map to every value of TREE (leaves, "
                                       "heuristic values, intervals) and writes the result; "
                                       "--compare shows which decisions it changes."),
                        &exit))
        return exit;
    if (!parser.isSet(QStringLiteral("map")))
        return fail(BadUsage, QStringLiteral("transform needs --map (see --help)"));
    const bool compare = parser.isSet(QStringLiteral("compare"));
    const QString out = parser.value(QStringLiteral("output"));
    if (out.isEmpty() && !compare)
        return fail(BadUsage, QStringLiteral("transform needs -o OUT or --compare (see --help)"));
    if (!out.isEmpty() && !formatForPath(out))
        return fail(
            BadUsage,
            QStringLiteral("%1: unknown output format; use .gtree, .json, .tree or .dot").arg(out));
    QString why;
    const auto map = parseLeafMap(parser.value(QStringLiteral("map")), &why);
    if (!map)
        return fail(BadUsage, QStringLiteral("--map: ") + why);
    NodeLocator where;
    auto doc = readTreeInput(parser, &exit, &where);
    if (!doc)
        return exit;
    const LeafTransform t = transformLeafValues(doc->tree, *map);
    if (!t.edit.ok)
        return fail(BadInput, t.errorNode == NoNode
                                  ? t.edit.error
                                  : where.errorAt(t.errorNode, t.edit.error).toString());
    if (!t.warning.isEmpty())
        std::fprintf(stderr, "gametree: warning: %s\n", qPrintable(t.warning));
    if (compare)
        printComparison(doc->tree, t.edit.tree);
    if (out.isEmpty())
        return Ok;
    doc->tree = t.edit.tree;
    QStringList lost;
    if (!saveDocument(*doc, out, &why, &lost))
        return fail(BadInput, why);
    if (!lost.isEmpty())
        std::fprintf(stderr, "gametree: note: %s does not keep %s\n", qPrintable(out),
                     qPrintable(lost.join(QStringLiteral(", "))));
    return Ok;
}

} // namespace gt::cli
