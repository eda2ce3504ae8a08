// `gametree check --graph GRAPH LABELS` and `gametree check --graph --game GEN [options]
// LABELS`: a student's labels of a game graph (win/loss/draw and remoteness) graded against its
// retrograde analysis (issue 31). The reading and grading are core/grade's (graphlabels.h).
#include "cli.h"

#include "core/generate/gamegraphs.h"
#include "core/grade/graphlabels.h"
#include "core/graph/retrograde.h"
#include "core/options/optionflags.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace gt::cli {

namespace {

// As `check` for trees: 1 means wrong here, so bad input is 2 (DESIGN.md).
enum GraphCheckExit { Right = 0, Wrong = 1, CheckBadInput = 2 };

const char *usageText =
    "Grades LABELS, a student's labels of a game graph, against its retrograde analysis: exit 0 "
    "when every label given is right, else 1 and each wrong one as file:line: the position, "
    "its label, what was given and the rule that decides it. GRAPH is a DOT digraph (as for "
    "'gametree solve'), or --game GEN with the game's options. LABELS is a file (- for standard "
    "input) of lines 'position label [remoteness]' (label win, loss or draw; remoteness a "
    "number of plies or -; # starts a comment), or the JSON of 'gametree solve --json'. "
    "docs/grading.md describes them. Bad usage or input exits with 2.";

QString where(const grade::GraphLabelClaim &c, const QString &source)
{
    return c.entry.isEmpty() ? QStringLiteral("%1:%2").arg(source).arg(c.where.line)
                             : QStringLiteral("%1: %2").arg(source, c.entry);
}

} // namespace

int runGraphCheck(const QStringList &args)
{
    const QString gameId = graphGameArgument(args);
    const GraphGame *game = gameId.isEmpty() ? nullptr : findGraphGame(gameId);
    if (!gameId.isEmpty() && !game)
        return fail(Exit(CheckBadInput),
                    QStringLiteral("unknown game '%1' (known: %2)").arg(gameId, graphGameIds()));
    const OptionSpecs specs = game ? game->options() : OptionSpecs();

    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("GRAPH"),
                                 QStringLiteral("A DOT digraph (- for standard input); not with "
                                                "--game."),
                                 QStringLiteral("[GRAPH]"));
    parser.addPositionalArgument(QStringLiteral("LABELS"),
                                 QStringLiteral("The labels: a file, or - for standard input."));
    parser.addOption({QStringLiteral("graph"),
                      QStringLiteral("Grade labels of a game graph (this form of check).")});
    parser.addOption(
        {QStringLiteral("game"),
         QStringLiteral("The positions of a game instead of GRAPH: %1.").arg(graphGameIds()),
         QStringLiteral("GEN")});
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("Print the verdict as one JSON object (right, given, "
                                     "wrong: [{file, line, entry, position, message, rule}]).")});
    parser.addOptions(optionFlags(specs, [](const OptionSpec &) { return QString(); }));
    int exit = Ok;
    if (!parseArguments(parser, args, QString::fromUtf8(usageText), &exit))
        return exit;
    QStringList positional = parser.positionalArguments();
    if (positional.size() != (game ? 1 : 2))
        return fail(BadUsage, game ? QStringLiteral("give LABELS after --game GEN (see --help)")
                                   : QStringLiteral("give GRAPH and LABELS (see --help)"));
    const QString labelsPath = positional.takeLast();
    if (labelsPath == QLatin1String("-") && positional.value(0) == QLatin1String("-"))
        return fail(BadUsage, QStringLiteral("GRAPH and LABELS cannot both be standard input"));

    const std::optional<GameGraph> graph =
        readGraphInput(parser, game, positional.value(0), false, &exit);
    if (!graph)
        return game ? exit : CheckBadInput;

    const bool fromStdin = labelsPath == QLatin1String("-");
    const QString source = fromStdin ? QStringLiteral("<stdin>") : labelsPath;
    QFile in(source);
    if (!(fromStdin ? in.open(stdin, QIODevice::ReadOnly) : in.open(QIODevice::ReadOnly)))
        return fail(Exit(CheckBadInput),
                    QStringLiteral("%1: cannot read the labels: %2").arg(source, in.errorString()));
    ReadError error;
    const auto claims = grade::readGraphLabels(readCapped(in), source, *graph, &error);
    if (!claims)
        return fail(Exit(CheckBadInput), error.toString());

    // The steps are kept for the rules: each mistake quotes the step that decided it.
    const RetrogradeResult result = analyseRetrograde(*graph);
    const grade::GraphLabelVerdict verdict = grade::gradeGraphLabels(*graph, result, *claims);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray wrong;
        for (const grade::GraphLabelMistake &m : verdict.mistakes) {
            QJsonObject o{{QStringLiteral("file"), source},
                          {QStringLiteral("position"), graph->position(m.claim.vertex)},
                          {QStringLiteral("message"), m.message},
                          {QStringLiteral("rule"), m.rule}};
            if (m.claim.entry.isEmpty())
                o.insert(QStringLiteral("line"), m.claim.where.line);
            else
                o.insert(QStringLiteral("entry"), m.claim.entry);
            wrong.append(o);
        }
        const QJsonObject o{{QStringLiteral("right"), verdict.isRight()},
                            {QStringLiteral("given"), verdict.given},
                            {QStringLiteral("wrong"), wrong}};
        std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    } else if (verdict.isRight()) {
        std::printf("right: %d of %d labels\n", verdict.right, verdict.given);
    } else {
        for (const grade::GraphLabelMistake &m : verdict.mistakes)
            std::printf("%s: wrong: %s. %s\n", qPrintable(where(m.claim, source)),
                        qPrintable(m.message), qPrintable(m.rule));
        std::printf("wrong: %d of %d labels right\n", verdict.right, verdict.given);
    }
    return verdict.isRight() ? Right : Wrong;
}

} // namespace gt::cli
