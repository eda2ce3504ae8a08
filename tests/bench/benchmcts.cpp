// Section mcts: Monte-Carlo tree search on the whole tic-tac-toe tree (issue 30, "Speed"). The
// traced search beside its plain twin (mctsPlain: the same engine without records or events),
// then the trace stepped as the window steps it — a SearchSession (replayer, checkpoints taken
// on its worker, iteration ends) whose frames a TreeScene restyles — every jump timed: first,
// last, middle, iteration k, next and previous iteration. The goal is every jump under 50 ms.
#include "benchsupport.h"

#include "core/generate/generator.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/search/mcts/mctsengine.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>

namespace gt::bench {

namespace {

constexpr int Iterations = 100'000;

// Waits for the session's worker to hand over the checkpoints, as the window's event loop does.
double waitForCheckpoints(SearchSession &session)
{
    QElapsedTimer clock;
    clock.start();
    while (session.isPreparing() || session.hasPendingStep())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QCoreApplication::processEvents();
    return clock.nsecsElapsed() / 1e6;
}

} // namespace

void runMcts(const Config &)
{
    const Generator *ttt = findGenerator(QStringLiteral("tictactoe"));
    QString error;
    const std::optional<GameTree> tree = ttt->generate({}, 1, &error);
    if (!tree) {
        std::fprintf(stderr, "tictactoe: %s\n", qPrintable(error));
        std::abort();
    }
    SearchOptions options;
    options.set(QStringLiteral("iterations"), Iterations);
    const QString mcts = QStringLiteral("mcts");

    // The processor time too: on a loaded machine the wall clock counts other processes' turns.
    const auto cpuMs = [](auto &&run) {
        const std::clock_t start = std::clock();
        run();
        return (std::clock() - start) * 1000.0 / CLOCKS_PER_SEC;
    };
    std::optional<Trace> trace;
    const double tracedMs = bestOf(2, [&] { trace = search(*tree, mcts, options, &error); });
    const double tracedCpuMs = cpuMs([&] { trace = search(*tree, mcts, options, &error); });
    if (!trace) {
        std::fprintf(stderr, "mcts: %s\n", qPrintable(error));
        std::abort();
    }
    MctsSettings settings;
    settings.iterations = Iterations;
    double plainValue = 0;
    const double plainMs = bestOf(2, [&] { plainValue = mctsPlain(*tree, settings); });
    const double plainCpuMs = cpuMs([&] { plainValue = mctsPlain(*tree, settings); });
    if (!(plainValue == trace->summary.value ||
          (std::isnan(plainValue) && std::isnan(trace->summary.value)))) {
        std::fprintf(stderr, "mcts: the plain twin's value %g is not the traced %g\n", plainValue,
                     trace->summary.value);
        std::abort();
    }
    std::printf("\n## MCTS on the whole tic-tac-toe tree\n\n"
                "| %d iterations, %d nodes | value | events | search+trace ms (CPU ms) "
                "| plain twin ms (CPU ms) | trace cost (CPU) |\n|---|---:|---:|---:|---:|---:|\n"
                "| mcts | %g | %zu | %.0f (%.0f) | %.0f (%.0f) | %.1f× |\n",
                Iterations, tree->size(), trace->summary.value, trace->events.size(), tracedMs,
                tracedCpuMs, plainMs, plainCpuMs, tracedCpuMs / plainCpuMs);
    std::fflush(stdout);

    // The window's path: the session searches and makes the replayer, its worker takes the
    // checkpoints; each jump seeks the replayer and the scene restyles the nodes that changed.
    SearchSession session;
    TreeScene scene;
    Document doc;
    doc.tree = *tree;
    doc.algorithm = mcts;
    doc.options = options;
    doc.step = 0;
    const double openMs = bestOf(1, [&] { session.setDocument(std::move(doc)); });
    scene.setTree(&session.tree(),
                  tidyLayout(session.tree(), scene.measureNodes(session.tree()), LayoutOptions{}));
    scene.setFrame(session.sharedFrame(), &session.frameChange());
    double sceneMs = 0; // of a jump, the scene's restyle of the nodes the step changed
    QObject::connect(&session, &SearchSession::stepChanged, &scene, [&] {
        sceneMs = bestOf(1, [&] { scene.setFrame(session.sharedFrame(), &session.frameChange()); });
    });
    const double prepareMs = waitForCheckpoints(session);
    std::printf(
        "\n| stepping it in the window's session (%d steps, %d iterations) | ms | of which the "
        "scene's restyle |\n"
        "|---|---:|---:|\n| open: search, replayer, iteration ends | %.0f | |\n"
        "| checkpoints on the worker (the window stays responsive) | %.0f | |\n",
        session.stepCount(), session.iterationCount(), openMs, prepareMs);
    const int k = session.iterationCount();
    const std::pair<const char *, std::function<void()>> jumps[] = {
        {"last step", [&] { session.last(); }},
        {"first step", [&] { session.first(); }},
        {"middle step", [&] { session.setStep(session.stepCount() / 2); }},
        {"iteration 1", [&] { session.goToIteration(1); }},
        {"iteration k/2", [&] { session.goToIteration(k / 2); }},
        {"iteration k − 1", [&] { session.goToIteration(k - 1); }},
        {"iteration 0 (from k − 1)", [&] { session.goToIteration(0); }},
        {"iteration k", [&] { session.goToIteration(k); }},
        {"iteration 3k/4", [&] { session.goToIteration(3 * k / 4); }},
        {"next iteration", [&] { session.nextIteration(); }},
        {"previous iteration", [&] { session.previousIteration(); }},
        {"iteration k/4 (back)", [&] { session.goToIteration(k / 4); }},
    };
    double worst = 0;
    for (const auto &[name, jump] : jumps) {
        sceneMs = 0;
        const double ms = bestOf(1, jump);
        worst = std::max(worst, ms);
        std::printf("| jump: %s (to step %d) | %.1f | %.1f |\n", name, session.step(), ms, sceneMs);
        std::fflush(stdout);
    }
    std::printf("| **slowest jump** | **%.1f** | |\n", worst);
}

} // namespace gt::bench
