// Section graph: the L-game's retrograde analysis stepped (issue 31). What the step record
// costs (its steps, its bytes, the time to record it) and what a lecture's jumps cost: the
// replay alone, and the graph window's whole jump on the neighbourhood shown (the scene's
// restyle, the panel's queue, the narration).
#include "benchsupport.h"

#include "app/studio/graph/graphwindow.h"

#include "views/graph/graphscene.h"

#include "core/generate/lgame.h"
#include "core/graph/retrograde.h"
#include "core/graph/retrogradereplay.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <random>

namespace gt::bench {

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

    // The window: showGraph (analysis, replay, the start's neighbourhood laid out), then jumps.
    GraphWindow window;
    window.resize(1280, 720);
    window.show();
    QElapsedTimer open;
    open.start();
    window.showGraph(g, QStringLiteral("lgame"));
    const double showMs = open.nsecsElapsed() / 1e6;
    while (window.isLayoutRunning())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    const double laidOutMs = open.nsecsElapsed() / 1e6;
    auto windowJump = [&](int to) {
        QElapsedTimer timer;
        timer.start();
        window.setStep(to);
        QCoreApplication::processEvents(); // the repaint
        return timer.nsecsElapsed() / 1e6;
    };
    const double windowEnd = windowJump(count), windowStart = windowJump(0);
    worst = total = 0;
    for (int i = 0; i < Jumps; ++i) {
        const double ms = windowJump(int(random() % std::uint32_t(count + 1)));
        worst = std::max(worst, ms);
        total += ms;
    }
    QElapsedTimer pageDown;
    pageDown.start();
    int pages = 0;
    for (window.setStep(0); pages < 20 && window.step() < count; ++pages)
        window.stepToNextShown();
    std::printf("| window: open the L-game (analysis, the start's neighbourhood queued) | %.0f ms "
                "|\n"
                "| window: … and its neighbourhood laid out (%d positions) | %.0f ms |\n"
                "| window jump 0 → end, end → 0 | %.1f ms, %.1f ms |\n"
                "| window, %d random jumps | mean %.1f ms, worst %.1f ms |\n"
                "| window, Page Down (next step shown here), %d presses | mean %.1f ms |\n",
                showMs, int(window.scene()->vertexCount()), laidOutMs, windowEnd, windowStart,
                Jumps, total / Jumps, worst, pages,
                pageDown.nsecsElapsed() / 1e6 / std::max(1, pages));
}

} // namespace gt::bench
