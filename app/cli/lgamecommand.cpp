// `gametree lgame [FILE]`: the Baltic OI 2002 task "L-game". Reads lgame.in (A to move) and
// prints the task's answer: the board after a winning move, or "No winning move" and then
// "Draw" or "Losing".
#include "cli.h"

#include "core/generate/lgame.h"

#include <QFile>

#include <cstdio>

namespace gt::cli {

int runLGame(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("lgame.in: 4 lines of 4 of . x # * (A, who owns "
                                                "#, is to move); - or nothing for standard input."),
                                 QStringLiteral("[FILE]"));
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Solves the Baltic OI 2002 task L-game by retrograde "
                                       "analysis: prints the board after A's winning move (the "
                                       "one that wins fastest), or 'No winning move' and then "
                                       "'Draw' or 'Losing'."),
                        &exit))
        return exit;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return fail(BadUsage, QStringLiteral("give one FILE, or none for standard input"));
    const bool fromStdin = positional.isEmpty() || positional.front() == QLatin1String("-");
    const QString source = fromStdin ? QStringLiteral("<stdin>") : positional.front();
    QFile in(source);
    const bool opened =
        fromStdin ? in.open(stdin, QIODevice::ReadOnly) : in.open(QIODevice::ReadOnly);
    if (!opened)
        return fail(BadInput, QStringLiteral("%1: cannot read: %2").arg(source, in.errorString()));
    ReadError error;
    const auto position = lgame::readTaskInput(readCapped(in), source, &error);
    if (!position)
        return fail(BadInput, error.toString());
    std::fputs(lgame::taskOutput(*position).constData(), stdout);
    return Ok;
}

} // namespace gt::cli
