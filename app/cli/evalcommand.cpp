// `gametree eval` and `gametree trace`: run one algorithm and print its result or its events.
#include "cli.h"
#include "searchflags.h"

#include "core/trace/annotations.h"
#include "core/trace/tracejson.h"

#include <cstdio>

namespace gt::cli {

namespace {

QString idList(const std::vector<NodeId> &ids)
{
    QStringList parts;
    for (NodeId n : ids)
        parts << QString::number(n);
    return parts.join(QLatin1Char(' '));
}

} // namespace

int runEval(const QStringList &args)
{
    QCommandLineParser parser;
    addTreeInput(parser);
    addSearchFlags(parser, true);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object.")});
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Searches TREE with ALGO and prints its value, the best "
                                       "move, the leaves read and the nodes pruned."),
                        &exit))
        return exit;
    const auto searched = readAndSearch(parser, true, &exit);
    if (!searched)
        return exit;
    const Trace *trace = &*searched->trace;
    const SearchSummary &s = trace->summary;
    if (parser.isSet(QStringLiteral("json"))) {
        std::printf("%s\n", summaryJson(*trace).constData());
        return Ok;
    }
    std::printf("%s: value %s, best child %s\n", qPrintable(trace->algorithm),
                qPrintable(formatValue(s.value)),
                s.bestChild ? qPrintable(QString::number(*s.bestChild)) : "none");
    std::printf("leaves read (%lld): %s\n", static_cast<long long>(s.leavesEvaluated),
                qPrintable(idList(s.leavesRead)));
    std::printf("pruned (%zu): %s\n", s.pruned.size(), qPrintable(idList(s.pruned)));
    std::printf("internal nodes visited: %lld, cut-offs: %lld\n",
                static_cast<long long>(s.internalVisited), static_cast<long long>(s.cutoffs));
    for (const auto &[key, value] : s.extra) // what the algorithm's family adds
        std::printf("%s: %s\n", qPrintable(key), jsonValueText(value).constData());
    return Ok;
}

int runTrace(const QStringList &args)
{
    QCommandLineParser parser;
    addTreeInput(parser);
    addSearchFlags(parser, true);
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Prints every event of the search as one JSON object per "
                                       "line."),
                        &exit))
        return exit;
    const auto searched = readAndSearch(parser, true, &exit);
    if (!searched)
        return exit;
    const int count = int(searched->trace->events.size());
    for (int i = 0; i < count; ++i)
        std::printf("%s\n", eventJson(searched->doc.tree, *searched->trace, i).constData());
    return Ok;
}

} // namespace gt::cli
