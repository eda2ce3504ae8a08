// `gametree eval` and `gametree trace`: run one algorithm and print its result or its events.
#include "cli.h"

#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/tracejson.h"

#include <cstdio>

namespace gt::cli {

namespace {

void addAlgorithmOptions(QCommandLineParser &parser)
{
    QStringList ids;
    for (const Algorithm *a : algorithms())
        ids << a->id();
    parser.addOption({QStringLiteral("algo"),
                      QStringLiteral("The algorithm: %1.").arg(ids.join(QStringLiteral(", "))),
                      QStringLiteral("ALGO")});
    parser.addOption({QStringLiteral("fail-soft"),
                      QStringLiteral("Alpha-beta returns values outside its window (default: "
                                     "fail-hard).")});
    parser.addOption({QStringLiteral("depth"),
                      QStringLiteral("Search to this depth; deeper nodes use their heuristic "
                                     "value."),
                      QStringLiteral("D")});
}

struct Searched {
    Document doc;
    Trace trace;
};

// Runs the search the options ask for; on failure prints and sets *exit.
std::optional<Searched> searchFromArguments(const QCommandLineParser &parser, int *exit)
{
    if (!parser.isSet(QStringLiteral("algo"))) {
        *exit = fail(BadUsage, QStringLiteral("--algo is required (see --help)"));
        return std::nullopt;
    }
    const QString algo = parser.value(QStringLiteral("algo"));
    if (!findAlgorithm(algo)) {
        QStringList ids;
        for (const Algorithm *a : algorithms())
            ids << a->id();
        *exit = fail(BadUsage, QStringLiteral("unknown algorithm '%1' (known: %2)")
                                   .arg(algo, ids.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    SearchOptions options;
    options.failSoft = parser.isSet(QStringLiteral("fail-soft"));
    if (parser.isSet(QStringLiteral("depth"))) {
        bool ok = false;
        options.depthLimit = parser.value(QStringLiteral("depth")).toInt(&ok);
        if (!ok || options.depthLimit < 0) {
            *exit = fail(BadUsage, QStringLiteral("--depth takes a whole number ≥ 0"));
            return std::nullopt;
        }
    }
    NodeLocator where;
    const auto doc = readTreeInput(parser, exit, &where);
    if (!doc)
        return std::nullopt;
    auto trace = searchTree(*doc, where, algo, options, exit);
    if (!trace)
        return std::nullopt;
    return Searched{*doc, std::move(*trace)};
}

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
    addAlgorithmOptions(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object.")});
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Searches TREE with ALGO and prints its value, the best "
                                       "move, the leaves read and the nodes pruned."),
                        &exit))
        return exit;
    const auto searched = searchFromArguments(parser, &exit);
    if (!searched)
        return exit;
    const Trace *trace = &searched->trace;
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
    return Ok;
}

int runTrace(const QStringList &args)
{
    QCommandLineParser parser;
    addTreeInput(parser);
    addAlgorithmOptions(parser);
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Prints every event of the search as one JSON object per "
                                       "line."),
                        &exit))
        return exit;
    const auto searched = searchFromArguments(parser, &exit);
    if (!searched)
        return exit;
    const int count = int(searched->trace.events.size());
    for (int i = 0; i < count; ++i)
        std::printf("%s\n", eventJson(searched->doc.tree, searched->trace, i).constData());
    return Ok;
}

} // namespace gt::cli
