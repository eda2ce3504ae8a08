// `gametree solve GRAPH [--json]` and `gametree solve --game GEN [options] [--json]`: retrograde
// analysis (ALGORITHMS.md) of a game graph read from DOT or made by a game, every vertex's
// label, remoteness and best move.
#include "cli.h"

#include "core/generate/gamegraphs.h"
#include "core/graph/dotgraph.h"
#include "core/graph/retrograde.h"
#include "core/options/optionflags.h"

#include <QFile>

#include <cstdio>

namespace gt::cli {

QString graphGameIds()
{
    QStringList ids;
    for (const GraphGame *g : graphGames())
        ids << g->id();
    return ids.join(QStringLiteral(", "));
}

QString graphGameArgument(const QStringList &args)
{
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--game") || args[i] == QLatin1String("-game"))
            return args.value(i + 1);
        if (args[i].startsWith(QLatin1String("--game=")))
            return args[i].mid(7);
    }
    return {};
}

std::optional<GameGraph> readGraphArgument(const QString &path, int *exit)
{
    const bool fromStdin = path == QLatin1String("-");
    const QString source = fromStdin ? QStringLiteral("<stdin>") : path;
    QFile in(source);
    const bool opened =
        fromStdin ? in.open(stdin, QIODevice::ReadOnly) : in.open(QIODevice::ReadOnly);
    if (!opened) {
        *exit = fail(BadInput, QStringLiteral("%1: cannot read: %2").arg(source, in.errorString()));
        return std::nullopt;
    }
    ReadError error;
    std::optional<GameGraph> graph = readDotGameGraph(readCapped(in), source, &error);
    if (!graph)
        *exit = fail(BadInput, error.toString());
    return graph;
}

std::optional<GameGraph> readGraphInput(const QCommandLineParser &parser, const GraphGame *game,
                                        const QString &path, bool moveLabels, int *exit)
{
    if (!game)
        return readGraphArgument(path, exit);
    QString error;
    const OptionSpecs specs = game->options();
    std::optional<GameGraph> graph;
    if (const auto values = readOptionFlags(parser, specs, specs, game->id(), &error))
        graph = game->build(*values, moveLabels, &error);
    if (!graph)
        *exit = fail(BadUsage, error);
    return graph;
}

namespace {

// A JSON string: the position texts are the game's or a DOT ID, anything a file may hold.
QByteArray jsonString(const QString &text)
{
    QByteArray out = "\"";
    for (const char c : text.toUtf8()) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            out += QByteArray("\\u00") + QByteArray::number(int(c), 16).rightJustified(2, '0');
        } else {
            out += c;
        }
    }
    return out + '"';
}

QByteArray nullOr(int value, bool present)
{
    return present ? QByteArray::number(value) : QByteArray("null");
}

// One object, a vertex per line so that a diff of two analyses reads well.
void printJson(const GameGraph &g, const RetrogradeResult &r)
{
    std::fputs("{\"vertices\": [", stdout);
    for (VertexId v = 0; v < g.size(); ++v) {
        const auto i = std::size_t(v);
        const QByteArray line =
            QByteArray(v > 0 ? ",\n" : "\n") + "{\"id\": " + QByteArray::number(v) +
            ", \"position\": " + jsonString(g.position(v)) + ", \"label\": \"" +
            resultName(r.label[i]).toLatin1() +
            "\", \"remoteness\": " + nullOr(r.remoteness[i], r.remoteness[i] >= 0) +
            ", \"best\": " + nullOr(r.best[i], r.best[i] != NoVertex) + '}';
        std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    }
    std::printf("],\n\"counts\": {\"win\": %d, \"loss\": %d, \"draw\": %d}}\n", r.wins, r.losses,
                r.draws);
}

void printTable(const GameGraph &g, const RetrogradeResult &r)
{
    std::fputs("vertex\tlabel\tremoteness\tbest\tposition\n", stdout);
    for (VertexId v = 0; v < g.size(); ++v) {
        const auto i = std::size_t(v);
        const QByteArray line =
            QByteArray::number(v) + '\t' + resultName(r.label[i]).toLatin1() + '\t' +
            (r.remoteness[i] < 0 ? QByteArray("-") : QByteArray::number(r.remoteness[i])) + '\t' +
            (r.best[i] == NoVertex ? QByteArray("-") : QByteArray::number(r.best[i])) + '\t' +
            g.position(v).toUtf8() + '\n';
        std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    }
    std::printf("win %d, loss %d, draw %d\n", r.wins, r.losses, r.draws);
}

QString defaultNote(const OptionSpec &spec)
{
    if (spec.type == OptionSpec::Type::Flag)
        return {};
    return QStringLiteral("default: %1").arg(optionDefaultText(spec));
}

} // namespace

int runSolve(const QStringList &args)
{
    const QString gameId = graphGameArgument(args);
    const GraphGame *game = gameId.isEmpty() ? nullptr : findGraphGame(gameId);
    if (!gameId.isEmpty() && !game)
        return fail(BadUsage,
                    QStringLiteral("unknown game '%1' (known: %2)").arg(gameId, graphGameIds()));
    const OptionSpecs specs = game ? game->options() : OptionSpecs();

    QCommandLineParser parser;
    parser.addPositionalArgument(
        QStringLiteral("GRAPH"),
        QStringLiteral("A DOT digraph: vertices are positions, edges moves; result=win|loss|draw "
                       "declares a terminal's result. - for standard input."),
        QStringLiteral("[GRAPH]"));
    parser.addOption({QStringLiteral("game"),
                      QStringLiteral("Solve the positions of a game instead: %1. 'gametree solve "
                                     "--game GEN --help' lists its options.")
                          .arg(graphGameIds()),
                      QStringLiteral("GEN")});
    parser.addOption(
        {QStringLiteral("json"), QStringLiteral("Print one JSON object (docs/algorithms.md).")});
    parser.addOptions(optionFlags(specs, defaultNote));
    int exit = Ok;
    const QString usage =
        game ? game->description()
             : QStringLiteral("Retrograde analysis of a game graph: every vertex's label (win, "
                              "loss, draw for the player to move), remoteness (plies to the end "
                              "with best play) and best move (a successor's id).");
    if (!parseArguments(parser, args, usage, &exit))
        return exit;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (game && !positional.isEmpty()))
        return fail(BadUsage, QStringLiteral("give one GRAPH or --game GEN (see --help)"));
    if (!game && positional.isEmpty())
        return fail(BadUsage, QStringLiteral("give a GRAPH (a DOT file, - for standard input) or "
                                             "--game GEN, GEN one of %1")
                                  .arg(graphGameIds()));

    const std::optional<GameGraph> graph =
        readGraphInput(parser, game, positional.value(0), false, &exit);
    if (!graph)
        return exit;
    const RetrogradeResult result = analyseRetrograde(*graph, {.recordSteps = false});
    if (parser.isSet(QStringLiteral("json")))
        printJson(*graph, result);
    else
        printTable(*graph, result);
    return Ok;
}

} // namespace gt::cli
