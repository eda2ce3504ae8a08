// Section graph: the L-game's retrograde analysis stepped (issue 31). What the step record
// costs (its steps, its bytes, the time to record it) and what a lecture's jumps cost: the
// replay alone, and the graph window's whole jump on the neighbourhood shown (the scene's
// restyle, the panel's queue, the narration).
#include "benchsupport.h"

#include "app/studio/graph/graphwindow.h"

#include "views/graph/graphscene.h"

#include "core/export/graphslides.h"
#include "core/generate/lgame.h"
#include "core/graph/neighbourhood.h"
#include "core/graph/retrograde.h"
#include "core/graph/retrogradereplay.h"
#include "core/layout/graphlayout.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <ctime>
#include <random>

namespace gt::bench {

namespace {

// Wall and processor milliseconds of one run: on the shared machine the wall clock counts the
// other processes' turns (a jump of 2 ms of processor time took seconds of wall time there).
struct Took {
    double wall = 0, cpu = 0;
};

template <typename F> Took took(F &&run)
{
    QElapsedTimer timer;
    timer.start();
    const std::clock_t start = std::clock();
    run();
    return {timer.nsecsElapsed() / 1e6, (std::clock() - start) * 1000.0 / CLOCKS_PER_SEC};
}

} // namespace

void runGraph(const Config &)
{
    const GameGraph g = lgame::positionGraph(false);
    RetrogradeResult solved, stepped;
    const double solveMs =
        bestOf(3, [&] { solved = analyseRetrograde(g, {.recordSteps = false}); });
    const double recordMs = bestOf(3, [&] { stepped = analyseRetrograde(g); });
    const auto steps = stepped.steps.size();
    std::printf("\n## Graphs: the L-game stepped\n\n"
                "| what | figure |\n|---|---:|\n"
                "| positions, moves | %d, %lld |\n"
                "| steps recorded | %zu |\n"
                "| step record | %.1f MiB (%zu B a step) |\n"
                "| analysis without the steps | %.1f ms |\n"
                "| analysis recording the steps | %.1f ms |\n",
                int(g.size()), qlonglong(g.moveCount()), steps,
                double(steps * sizeof(RetrogradeStep)) / (1 << 20), sizeof(RetrogradeStep), solveMs,
                recordMs);

    // Jumps of the replay: the worst a slider drag or Home/End can ask.
    RetrogradeReplay replay(stepped);
    const int count = replay.stepCount();
    auto jump = [&](int to) {
        QElapsedTimer timer;
        timer.start();
        replay.seek(to);
        return timer.nsecsElapsed() / 1e6;
    };
    const double toEnd = jump(count), toStart = jump(0);
    std::mt19937 random(31);
    double worst = 0, total = 0;
    constexpr int Jumps = 50;
    for (int i = 0; i < Jumps; ++i) {
        const double ms = jump(int(random() % std::uint32_t(count + 1)));
        worst = std::max(worst, ms);
        total += ms;
    }
    std::printf("| replay 0 → end, end → 0 | %.1f ms, %.1f ms |\n"
                "| replay, %d random jumps | mean %.1f ms, worst %.1f ms |\n",
                toEnd, toStart, Jumps, total / Jumps, worst);

    // The window: showGraph (analysis, replay, the start's neighbourhood queued for Graphviz),
    // its layout, then jumps, each with its repaint. Processor time is the figure that counts.
    GraphWindow window;
    window.resize(1280, 720);
    window.show();
    const Took show = took([&] { window.showGraph(g, QStringLiteral("lgame")); });
    const Took layout = took([&] {
        while (window.isLayoutRunning())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QCoreApplication::processEvents();
    });
    auto windowJump = [&](int to) {
        return took([&] {
            window.setStep(to);
            window.repaint();
            QCoreApplication::processEvents();
        });
    };
    const Took windowEnd = windowJump(count), windowStart = windowJump(0);
    Took worstJump, totalJump;
    for (int i = 0; i < Jumps; ++i) {
        const Took t = windowJump(int(random() % std::uint32_t(count + 1)));
        worstJump.cpu = std::max(worstJump.cpu, t.cpu);
        worstJump.wall = std::max(worstJump.wall, t.wall);
        totalJump.cpu += t.cpu;
        totalJump.wall += t.wall;
    }
    // What of opening is Graphviz's: the same neighbourhood laid out alone.
    const GraphNeighbourhood part = graphNeighbourhood(g, 0, 1, 150);
    const std::vector<NodeSize> sizes = window.scene()->vertexSizes(part.graph);
    QString error;
    const Took graphviz = took([&] { graphLayout(part.graph, sizes, &error); });
    std::vector<bool> shown(std::size_t(g.size()), false);
    for (const VertexId v : part.original)
        shown[std::size_t(v)] = true;
    std::printf("| Graphviz alone on that neighbourhood, CPU | %.0f ms |\n"
                "| its slides: Page Down's walk, the steps that label (frames) | %zu, %zu |\n",
                graphviz.cpu, retrogradeSlideStepsShown(stepped, shown, false).size(),
                retrogradeSlideStepsShown(stepped, shown, true).size());
    int pages = 0;
    window.setStep(0);
    const Took paging = took([&] {
        for (; pages < 20 && window.step() < count; ++pages) {
            window.stepToNextShown();
            window.repaint();
        }
    });
    std::printf("| window: open the L-game (analysis, replay, neighbourhood queued), CPU / wall "
                "| %.0f / %.0f ms |\n"
                "| window: its neighbourhood laid out (%d positions, %lld moves), CPU / wall "
                "| %.0f / %.0f ms |\n"
                "| window jump 0 → end, end → 0 with repaint, CPU | %.1f ms, %.1f ms |\n"
                "| window, %d random jumps with repaint, CPU | mean %.1f ms, worst %.1f ms |\n"
                "| window, the same, wall | mean %.0f ms, worst %.0f ms |\n"
                "| window, Page Down with repaint, %d presses, CPU | mean %.1f ms |\n",
                show.cpu, show.wall, int(window.scene()->vertexCount()),
                qlonglong(window.scene()->moveItems().size()), layout.cpu, layout.wall,
                windowEnd.cpu, windowStart.cpu, Jumps, totalJump.cpu / Jumps, worstJump.cpu,
                totalJump.wall / Jumps, worstJump.wall, pages, paging.cpu / std::max(1, pages));
}

} // namespace gt::bench
