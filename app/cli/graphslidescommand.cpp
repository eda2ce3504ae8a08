// `gametree slides --graph GRAPH -o OUT.{pdf,tex,html}` and `gametree slides --graph --game GEN
// [options] -o OUT`: retrograde analysis stepped as a deck or an HTML player (issue 31).
#include "cli.h"

#include "views/graph/graphdeck.h"
#include "views/graph/graphstyle.h"
#include "views/graph/vertexitem.h"

#include "core/generate/gamegraphs.h"
#include "core/graph/retrograde.h"
#include "core/layout/graphlayout.h"
#include "core/options/optionflags.h"

namespace gt::cli {

int runGraphSlides(const QStringList &args)
{
    const QString gameId = graphGameArgument(args);
    const GraphGame *game = gameId.isEmpty() ? nullptr : findGraphGame(gameId);
    if (!gameId.isEmpty() && !game)
        return fail(BadUsage,
                    QStringLiteral("unknown game '%1' (known: %2)").arg(gameId, graphGameIds()));
    const OptionSpecs specs = game ? game->options() : OptionSpecs();

    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GRAPH"),
                                 QStringLiteral("A DOT digraph (- for standard input); not with "
                                                "--game."),
                                 QStringLiteral("[GRAPH]"));
    parser.addOption({QStringLiteral("graph"),
                      QStringLiteral("Slides of a game graph's retrograde analysis (this form of "
                                     "slides).")});
    parser.addOption(
        {QStringLiteral("game"),
         QStringLiteral("The positions of a game instead of GRAPH: %1.").arg(graphGameIds()),
         QStringLiteral("GEN")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write to OUT: .pdf (one page per step), .tex (Beamer, one "
                                     "slide per step) or .html (a player)."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("key-steps"),
                      QStringLiteral("Only the steps that label a position, with the first and "
                                     "the last.")});
    parser.addOption(
        {QStringLiteral("from"), QStringLiteral("First step (default 0)."), QStringLiteral("A")});
    parser.addOption({QStringLiteral("to"), QStringLiteral("Last step (default: the end)."),
                      QStringLiteral("B")});
    parser.addOption(
        {QStringLiteral("title"), QStringLiteral("The slides' title."), QStringLiteral("T")});
    parser.addOptions(optionFlags(specs, [](const OptionSpec &) { return QString(); }));
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Writes the retrograde analysis of a game graph (a DOT "
                                       "digraph, or --game GEN) step by step as slides."),
                        &exit))
        return exit;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != (game ? 0 : 1))
        return fail(BadUsage, QStringLiteral("give one GRAPH or --game GEN (see --help)"));
    if (!parser.isSet(QStringLiteral("output")))
        return fail(BadUsage, QStringLiteral("-o OUT is required (see --help)"));
    const QString path = parser.value(QStringLiteral("output"));
    const QString suffix = path.section(u'.', -1).toLower();
    if (!path.contains(u'.') || !QStringList{"pdf", "tex", "html", "htm"}.contains(suffix))
        return fail(
            BadUsage,
            QStringLiteral("cannot tell the format of '%1': use .pdf, .tex or .html").arg(path));
    int from = 0, to = -1;
    for (const char *name : {"from", "to"}) {
        const QString key = QLatin1String(name);
        if (!parser.isSet(key))
            continue;
        bool ok = false;
        const int value = parser.value(key).toInt(&ok);
        if (!ok || value < 0)
            return fail(BadUsage, QStringLiteral("--%1 takes a whole number ≥ 0").arg(key));
        (key == QLatin1String("from") ? from : to) = value;
    }
    if (to >= 0 && from > to)
        return fail(BadUsage, QStringLiteral("--from %1 is after --to %2").arg(from).arg(to));

    const std::optional<GameGraph> graph =
        readGraphInput(parser, game, positional.value(0), true, &exit);
    if (!graph)
        return exit;
    // The boxes the graph view draws, so that the slides look as the window does.
    const GraphStyle style = GraphStyle::standard();
    std::vector<NodeSize> sizes;
    for (VertexId v = 0; v < graph->size(); ++v) {
        const QSizeF s = VertexItem::measure(graph->position(v), style);
        sizes.push_back({s.width(), s.height()});
    }
    QString error;
    const std::optional<GraphLayout> layout = graphLayout(*graph, sizes, &error);
    if (!layout)
        return fail(BadInput, error);
    const RetrogradeResult result = analyseRetrograde(*graph);
    if (from > int(result.steps.size()))
        return fail(BadUsage, QStringLiteral("--from %1 is past the end: this analysis has steps "
                                             "0 to %2")
                                  .arg(from)
                                  .arg(result.steps.size()));
    const std::vector<int> frames =
        retrogradeSlideSteps(result, parser.isSet(QStringLiteral("key-steps")), from, to);
    const GraphSlideInput input{*graph, *layout, sizes, result,
                                parser.value(QStringLiteral("title"))};
    if (!writeRetrogradeSlides(input, frames, path, &error))
        return fail(BadInput, error);
    return Ok;
}

} // namespace gt::cli
