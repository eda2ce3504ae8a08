// gametree-bench: every speed figure in docs/benchmarks.md, in one run on the same trees.
//   gametree-bench [--sizes 1000,100000,1000000]
//                  [--sections
//                  core,layout,scene,export,chance,boards,games,mcts,graph,seek,jumps,window,
//                  memory]
//                  [--dot-limit 5000] [--rows alphabeta,"negamax --tt (keys)"]
//                  [--tree FILE] (sections seek, jumps, window, memory: that tree instead of the
//                  seeded ones; --rows also picks the algorithms of seek, jumps and window)
// Prints Markdown. Not a test: timings belong in the document, not in pass/fail.
// GT_BENCH_EACH=1 in the environment: sections jumps and window also print every jump's
// parts (which jump is slow, and where its time goes).
#include "benchsupport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSysInfo>
#include <QTemporaryFile>

using namespace gt::bench;

int main(int argc, char *argv[])
{
    // The scene and the exports paint with QtGui; no window is shown. The offscreen platform's
    // screen is 800×800 unless told otherwise, which clamped the window section's 1280×720
    // window to 796×796 (and its stepper's texts then widened it): a screen of 1920×1080.
    QTemporaryFile screens(QDir::tempPath() + QStringLiteral("/gametree-bench-XXXXXX.json"));
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if ((platform.isEmpty() || platform == "offscreen") && screens.open()) {
        screens.write(R"({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, )"
                      R"("height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        screens.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    } else if (platform.isEmpty()) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption sizes(QStringLiteral("sizes"), QStringLiteral("Node counts."),
                                   QStringLiteral("list"), QStringLiteral("1000,100000,1000000"));
    const QCommandLineOption sections(QStringLiteral("sections"), QStringLiteral("What to time."),
                                      QStringLiteral("list"),
                                      QStringLiteral("core,layout,scene,export"));
    const QCommandLineOption dotLimit(QStringLiteral("dot-limit"),
                                      QStringLiteral("Largest tree given to Graphviz dot."),
                                      QStringLiteral("n"), QStringLiteral("5000"));
    const QCommandLineOption rows(QStringLiteral("rows"),
                                  QStringLiteral("Only these search rows, by label (core)."),
                                  QStringLiteral("labels"));
    const QCommandLineOption treeFile(
        QStringLiteral("tree"), QStringLiteral("Sections seek, memory: this tree file instead."),
        QStringLiteral("file"));
    parser.addOptions({sizes, sections, dotLimit, rows, treeFile});
    parser.process(app);

    Config config;
    for (const QString &s : parser.value(sizes).split(u','))
        config.sizes.push_back(s.toInt());
    config.dotLimit = parser.value(dotLimit).toInt();
    if (parser.isSet(rows))
        config.rows = parser.value(rows).split(u',');
    config.treeFile = parser.value(treeFile);
    std::printf("Machine: %s, %s; Qt %s\n", qPrintable(QSysInfo::prettyProductName()),
                qPrintable(QSysInfo::currentCpuArchitecture()), qVersion());
    const QStringList wanted = parser.value(sections).split(u',');
    if (wanted.contains(QLatin1String("core")))
        runCore(config);
    else if (wanted.contains(QLatin1String("chance"))) { // core's chance-node tables alone
        runChance(config);
        runChanceRows(config);
    }
    if (wanted.contains(QLatin1String("games")))
        runGames(config);
    if (wanted.contains(QLatin1String("mcts")))
        runMcts(config);
    if (wanted.contains(QLatin1String("graph")))
        runGraph(config);
    if (wanted.contains(QLatin1String("layout")))
        runLayout(config);
    if (wanted.contains(QLatin1String("scene")))
        runScene(config);
    if (wanted.contains(QLatin1String("export")))
        runExport(config);
    if (wanted.contains(QLatin1String("boards")))
        runBoards(config);
    if (wanted.contains(QLatin1String("seek")))
        runSeek(config);
    if (wanted.contains(QLatin1String("seek")) || wanted.contains(QLatin1String("jumps")))
        runJumps(config);
    if (wanted.contains(QLatin1String("window")))
        runWindow(config);
    if (wanted.contains(QLatin1String("memory")))
        runMemory(config);
    std::printf("\nPeak resident memory of the whole run: %.0f MiB\n", peakRssMiB());
    return 0;
}
