// Section games: the trees of real games (issue 13). The whole tic-tac-toe tree — generated,
// its bytes per node, and searched with and without a transposition table — so that the table's
// saving on real transpositions is a figure, not a claim.
#include "benchsupport.h"

#include "core/generate/generator.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include <QCoreApplication>
#include <QSet>

#include <ctime>

namespace gt::bench {

void runGames(const Config &)
{
    const Generator *ttt = findGenerator(QStringLiteral("tictactoe"));
    QString error;
    std::optional<GameTree> tree;
    const double generateMs = bestOf(5, [&] { tree = ttt->generate({}, 1, &error); });
    // The processor time too: on a loaded machine the wall clock counts other processes' turns.
    double generateCpuMs = 1e300;
    for (int i = 0; i < 5; ++i) {
        const std::clock_t start = std::clock();
        tree = ttt->generate({}, 1, &error);
        generateCpuMs = std::min(generateCpuMs, (std::clock() - start) * 1000.0 / CLOCKS_PER_SEC);
    }
    if (!tree) {
        std::fprintf(stderr, "tictactoe: %s\n", qPrintable(error));
        std::abort();
    }
    QSet<QString> keys;
    for (NodeId n = 0; n < tree->size(); ++n)
        keys.insert(tree->key(n));
    std::printf("\n## Games\n\n"
                "| tree | nodes | leaves | distinct keys | generate ms | generate CPU ms "
                "| tree B/node |\n"
                "|---|---:|---:|---:|---:|---:|---:|\n"
                "| tic-tac-toe, whole game | %d | %d | %lld | %.1f | %.1f | %.0f |\n",
                tree->size(), tree->leafCount(), qlonglong(keys.size()), generateMs, generateCpuMs,
                double(tree->memoryBytes()) / tree->size());
    std::printf("\n| search of the whole tic-tac-toe tree | value | leaves read "
                "| search+trace ms |\n|---|---:|---:|---:|\n");
    const std::pair<const char *, bool> rows[] = {{"minimax", false},
                                                  {"alphabeta", false},
                                                  {"alphabeta", true},
                                                  {"negamax", false},
                                                  {"negamax", true}};
    for (const auto &[algorithm, table] : rows) {
        SearchOptions options;
        if (table)
            options.set(QStringLiteral("tt"), true);
        std::optional<Trace> trace;
        const double ms =
            bestOf(2, [&] { trace = search(*tree, QLatin1String(algorithm), options, &error); });
        if (!trace) {
            std::fprintf(stderr, "%s: %s\n", algorithm, qPrintable(error));
            std::abort();
        }
        std::printf("| %s%s | %g | %lld | %.0f |\n", algorithm, table ? " --tt" : "",
                    trace->summary.value, qlonglong(trace->summary.leavesEvaluated), ms);
        std::fflush(stdout);
    }

    // Opened in the window as File > New from Game does it: generate, search with the
    // window's default algorithm in a SearchSession (trace and replayer, step 0), measure, lay
    // out, build the scene, show the frame, fit and paint a 1400x900 view. Wall and CPU time.
    std::printf("\n| the whole tic-tac-toe tree in the window | ms | CPU ms |\n|---|---:|---:|\n");
    double openMs = 1e300, openCpuMs = 1e300;
    for (int i = 0; i < 3; ++i) {
        SearchSession session;
        TreeScene scene;
        TreeView view(&scene);
        view.setFrameShape(QFrame::NoFrame);
        view.resize(1400, 900);
        const std::clock_t start = std::clock();
        const double ms = bestOf(1, [&] {
            Document doc;
            doc.tree = *ttt->generate({}, 1, &error);
            doc.step = 0; // MainWindow::openGenerated: from the start
            session.setDocument(std::move(doc));
            scene.setTree(
                &session.tree(),
                tidyLayout(session.tree(), scene.measureNodes(session.tree()), LayoutOptions{}));
            scene.setFrame(session.sharedFrame(), &session.frameChange());
            view.fitToWindow();
            (void)view.viewport()->grab();
        });
        openCpuMs = std::min(openCpuMs, (std::clock() - start) * 1000.0 / CLOCKS_PER_SEC);
        openMs = std::min(openMs, ms);
        QCoreApplication::processEvents();
    }
    std::printf("| generate, search (%s, trace), lay out, scene, first paint | %.0f | %.0f |\n",
                qPrintable(defaultAlgorithmId()), openMs, openCpuMs);
    std::fflush(stdout);
}

} // namespace gt::bench
