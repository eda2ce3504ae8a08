// `gametree`: the command-line tool. Its shapes are a contract (DESIGN.md): extend, don't change.
#include "app/common/hugepages.h"
#include "cli.h"
#include "exportflags.h"
#include "searchflags.h"

#include <QCoreApplication>
#include <QTranslator>

#include <sys/resource.h>

#include <cstdio>

namespace {

// The commands, then the algorithms and their options as they describe themselves.
QByteArray usage()
{
    const QString text =
        QStringLiteral(
            "usage: gametree <command> [options]\n"
            "\n"
            "commands:\n"
            "  eval    TREE --algo ALGO [--json]     value, best move, leaves read, nodes pruned\n"
            "  trace   TREE --algo ALGO              one JSON object per event per line\n"
            "  render  TREE [--algo ALGO] [--step N | --final] -o OUT.{svg,png,pdf,tex,dot}\n"
            "  slides  TREE --algo ALGO -o OUT.{pdf,tex,html} [--key-steps] [--from A --to B]\n"
            "  slides  --graph GRAPH | --graph --game GEN [options] -o OUT.{pdf,tex,html}\n"
            "                                        retrograde analysis step by step\n"
            "  random  --branching B --depth D [--seed S] [--chance] [--values LO:HI] -o OUT\n"
            "  generate GEN [options] -o OUT         a tree from the generator GEN\n"
            "  convert IN OUT                        between .gtree/.json, .tree and .dot\n"
            "  algorithms [--json]                   every algorithm, its options and defaults\n"
            "  transform TREE --map MAP [-o OUT] [--compare]\n"
            "                                        a monotone map of the values: square,\n"
            "                                        signed-square, exp2, affine:A:B or rank\n"
            "  lgame   [FILE]                        the Baltic OI 2002 L-game task: lgame.in\n"
            "                                        to the board after A's winning move, or\n"
            "                                        'No winning move' and 'Draw' or 'Losing'\n"
            "  solve   GRAPH [--json] | --game GEN [options] [--json]\n"
            "                                        retrograde analysis of a game graph (DOT,\n"
            "                                        or lgame, grundy, tictactoe): every\n"
            "                                        position's win/loss/draw, remoteness and\n"
            "                                        best move\n"
            "  check   TREE --algo ALGO [options] ANSWER\n"
            "                                        grade an answer (a value, leaves, the best\n"
            "                                        move, a trace, the whole tree): exit 0\n"
            "                                        right, 1 wrong with the first difference\n"
            "  check   --graph GRAPH LABELS | --graph --game GEN [options] LABELS\n"
            "                                        grade a game graph's win/loss/draw labels\n"
            "\n"
            "TREE is a path (.gtree, .json, .tree, .dot), - for standard input, or --text "
            "\"((10,10),(9,100))\".\n") +
        gt::cli::searchFlagsUsage() +
        QStringLiteral("'gametree <command> --help' describes a command. Exit status: 0 success, "
                       "1 bad input,\n2 bad usage (check: 0 right, 1 wrong, 2 bad usage or "
                       "input).\n");
    return text.toUtf8();
}

int runCommand(const QString &command, const QStringList &args)
{
    if (command == QLatin1String("eval"))
        return gt::cli::runEval(args);
    if (command == QLatin1String("trace"))
        return gt::cli::runTrace(args);
    if (command == QLatin1String("random"))
        return gt::cli::runRandom(args);
    if (command == QLatin1String("generate"))
        return gt::cli::runGenerate(args);
    if (command == QLatin1String("convert"))
        return gt::cli::runConvert(args);
    if (command == QLatin1String("render"))
        return gt::cli::runRender(args);
    if (command == QLatin1String("slides"))
        return gt::cli::runSlides(args);
    if (command == QLatin1String("algorithms"))
        return gt::cli::runAlgorithms(args);
    if (command == QLatin1String("transform"))
        return gt::cli::runTransform(args);
    if (command == QLatin1String("lgame"))
        return gt::cli::runLGame(args);
    if (command == QLatin1String("solve"))
        return gt::cli::runSolve(args);
    if (command == QLatin1String("check"))
        return gt::cli::runCheck(args);
    std::fprintf(stderr, "gametree: unknown command '%s'\n\n%s", qPrintable(command),
                 usage().constData());
    return gt::cli::BadUsage;
}

// GAMETREE_REPORT_PEAK_MEMORY=1 prints the process's peak resident memory on stderr at the end:
// the big-tree tests hold each command to the memory bounds docs/benchmarks.md states.
void reportPeakMemory()
{
    if (!qEnvironmentVariableIsSet("GAMETREE_REPORT_PEAK_MEMORY"))
        return;
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) == 0)
        std::fprintf(stderr, "gametree: peak memory %ld KiB\n", usage.ru_maxrss);
}

} // namespace

int main(int argc, char *argv[])
{
    // A file of a megabyte may hold a million nodes (.tree); smaller ones start at once.
    gt::restartWithHugePages(argv, gt::namesFileOfAtLeast(argc, argv, 1 << 20));
    const auto app = gt::cli::makeApplication(argc, argv); // render and slides draw: a GUI app
    QCoreApplication::setApplicationName(QStringLiteral("gametree"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    // The output stays English, but a count in the core's texts ("%n states") needs English's
    // numerus catalogue to say "1 state" (docs/languages.md); it is built into the program.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/gametree_en.qm")))
        QCoreApplication::installTranslator(&plurals);
    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        std::fputs(usage().constData(), stderr);
        return gt::cli::BadUsage;
    }
    const QString command = args.takeAt(1);
    args[0] = QStringLiteral("gametree ") + command;
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        std::fputs(usage().constData(), stdout);
        return gt::cli::Ok;
    }
    if (command == QLatin1String("--version")) {
        std::printf("gametree %s\n", PROJECT_VERSION);
        return gt::cli::Ok;
    }
    const int status = runCommand(command, args);
    reportPeakMemory();
    return status;
}
