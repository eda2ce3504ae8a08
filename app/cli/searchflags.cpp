#include "searchflags.h"

#include "core/options/optionflags.h"
#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"

namespace gt::cli {

namespace {

// "alphabeta; default: off", "every algorithm; default: to the leaves".
QString flagNote(const OptionSpec &spec)
{
    QStringList ids;
    for (const Algorithm *a : algorithmsWithOption(spec.name))
        ids << a->id();
    const QString who = ids.size() == qsizetype(algorithms().size())
                            ? QStringLiteral("every algorithm")
                            : ids.join(QStringLiteral(", "));
    return QStringLiteral("%1; default: %2").arg(who, optionDefaultText(spec));
}

} // namespace

void addSearchFlags(QCommandLineParser &parser, bool algoRequired)
{
    parser.addOption(
        {QStringLiteral("algo"),
         QStringLiteral("The algorithm: %1.%2")
             .arg(algorithmIdList(),
                  algoRequired ? QString() : QStringLiteral(" Without it, the bare tree.")),
         QStringLiteral("ALGO")});
    parser.addOptions(optionFlags(allAlgorithmOptions(), flagNote));
}

QString searchFlagsUsage()
{
    QString text =
        wrapText(QStringLiteral("ALGO is %1 ('gametree algorithms' describes them). Their options, "
                                "for eval, trace, render, slides and check:")
                     .arg(algorithmIdList()),
                 0) +
        QLatin1Char('\n');
    for (const OptionSpec &spec : allAlgorithmOptions()) {
        text += QStringLiteral("  %1  ").arg(optionFlagText(spec).leftJustified(14)) +
                wrapText(QStringLiteral("%1 (%2).").arg(spec.help, flagNote(spec)), 18) +
                QLatin1Char('\n');
    }
    return text;
}

std::optional<Searched> readAndSearch(const QCommandLineParser &parser, bool algoRequired,
                                      int *exit, const QStringList *treeArguments)
{
    const bool hasAlgo = parser.isSet(QStringLiteral("algo"));
    if (algoRequired && !hasAlgo) {
        *exit = fail(BadUsage, QStringLiteral("--algo is required (see --help)"));
        return std::nullopt;
    }
    const QString id = parser.value(QStringLiteral("algo"));
    const Algorithm *algorithm = hasAlgo ? findAlgorithm(id) : nullptr;
    if (hasAlgo && !algorithm) {
        *exit =
            fail(BadUsage,
                 QStringLiteral("unknown algorithm '%1' (known: %2)").arg(id, algorithmIdList()));
        return std::nullopt;
    }
    SearchOptions options;
    if (algorithm) {
        QString error;
        const auto read = readOptionFlags(parser, allAlgorithmOptions(), algorithm->options(),
                                          algorithm->id(), &error);
        if (!read) {
            *exit = fail(BadUsage, error);
            return std::nullopt;
        }
        options = *read;
    } else {
        for (const OptionSpec &spec : allAlgorithmOptions()) {
            if (parser.isSet(spec.name)) {
                *exit = fail(BadUsage,
                             QStringLiteral("--%1 needs --algo: the bare tree is not searched")
                                 .arg(spec.name));
                return std::nullopt;
            }
        }
    }
    NodeLocator where; // a refusal names a node: said at its place in the file
    auto doc = treeArguments ? readTreeInput(parser, *treeArguments, exit, &where)
                             : readTreeInput(parser, exit, &where);
    if (!doc)
        return std::nullopt;
    Searched out{std::move(*doc), std::nullopt, options};
    if (!algorithm)
        return out;
    AlgorithmChoice choice;
    choice.adopt(id, options);
    out.trace = searchTree(out.doc, where, choice, exit);
    if (!out.trace)
        return std::nullopt;
    return out;
}

} // namespace gt::cli
