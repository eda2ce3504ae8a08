// Issue 13's far jumps in the whole window: the studio's MainWindow with every dock a student
// sees, a big tree opened as a generated document, and the step set the way the stepper sets it.
// A jump here is what the user waits for: the session's seek, every dock's refresh, the scene's
// restyle, and the repaint of the window (the canvas among it).
#include "benchsupport.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/window/mainwindow.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QThreadPool>

#include <ctime>

namespace gt::bench {

void printWindowJumpsHeader()
{
    std::printf("\n### Issue 13: far jumps in the whole window\n\n"
                "The studio's window (1280×720, every dock of a first start), the tree opened "
                "as a generated document; the workers an open starts let finish (the trace's "
                "checkpoints, taken on a worker thread from the open: \"checkpoints ready\" "
                "is when they arrive, counted from the start of the open; the statistics dock's "
                "counts run beside them); then the first jump to the end (\"first End\"), 20 "
                "random steps and the ends and the middle, each set as the stepper sets it and "
                "the posted events sent (the window's repaint, the canvas's among it).\n\n"
                "| tree | algorithm | checkpoints ready ms | first End ms | jump mean ms "
                "| max ms | CPU mean ms | CPU max ms "
                "| step and its signals, max ms | posted events and paint, max ms "
                "| single step max ms |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
}

void windowJumps(const QString &name, const GameTree &tree, const QString &algorithm)
{
    QStandardPaths::setTestModeEnabled(true); // a first start: no docks or choices of the user's
    {
        {
            MainWindow window;
            window.resize(1280, 720);
            window.show();
            window.picker()->setPreferred(algorithm);
            QElapsedTimer sinceOpen;
            double readyMs = -1;
            QObject::connect(window.session(), &SearchSession::prepared, window.session(),
                             [&] { readyMs = sinceOpen.nsecsElapsed() / 1e6; });
            sinceOpen.start();
            window.openGenerated(tree, name);
            const double openMs = sinceOpen.nsecsElapsed() / 1e6;
            QCoreApplication::processEvents();
            SearchSession *session = window.session();
            if (!session->trace() || session->algorithm() != algorithm) {
                std::printf("| %s | %s | not searched |\n", qPrintable(name),
                            qPrintable(algorithm));
                return;
            }
            // The statistics dock counts every algorithm's leaves on worker threads after an
            // open: let it finish, so that the jumps are timed alone.
            QThreadPool::globalInstance()->waitForDone();
            QCoreApplication::processEvents();
            const int last = session->stepCount();
            QElapsedTimer firstEnd;
            firstEnd.start();
            session->setStep(last); // no replay of its own: the worker took the checkpoints
            const double firstEndStep = firstEnd.nsecsElapsed() / 1e6;
            QCoreApplication::sendPostedEvents();
            const double firstEndMs = firstEnd.nsecsElapsed() / 1e6;
            if (qEnvironmentVariableIsSet("GT_BENCH_EACH"))
                std::printf("  open %.0f ms; first End: step %.1f events %.1f\n", openMs,
                            firstEndStep, firstEndMs - firstEndStep);
            QCoreApplication::processEvents();
            const std::vector<int> steps = farJumpSteps(last, unsigned(tree.size()) + 3);
            double sum = 0, slowest = 0, cpuSum = 0, cpuSlowest = 0;
            double stepSlowest = 0, eventsSlowest = 0;
            for (const int s : steps) {
                QElapsedTimer timer;
                timer.start();
                const std::clock_t cpu = std::clock();
                session->setStep(s);
                const double stepped = timer.nsecsElapsed() / 1e6;
                // What was posted: the window's repaint (the canvas's among it) and queued
                // refreshes; not the timers, which run later on purpose (the overview dock
                // re-renders 150 ms after a burst of steps).
                QCoreApplication::sendPostedEvents();
                const double ms = timer.nsecsElapsed() / 1e6;
                const double cpuMs = double(std::clock() - cpu) * 1000 / CLOCKS_PER_SEC;
                sum += ms;
                slowest = std::max(slowest, ms);
                cpuSum += cpuMs;
                cpuSlowest = std::max(cpuSlowest, cpuMs);
                stepSlowest = std::max(stepSlowest, stepped);
                eventsSlowest = std::max(eventsSlowest, ms - stepped);
                if (qEnvironmentVariableIsSet("GT_BENCH_EACH"))
                    std::printf("  jump to %d: step %.1f events %.1f\n", s, stepped, ms - stepped);
            }
            // And single steps, as a lecturer presses → and ←: 20 forward from the middle, back.
            session->setStep(last / 2);
            QCoreApplication::sendPostedEvents();
            double single = 0;
            for (int k = 0; k < 40; ++k) {
                QElapsedTimer timer;
                timer.start();
                session->setStep(session->step() + (k < 20 ? 1 : -1));
                QCoreApplication::sendPostedEvents();
                single = std::max(single, timer.nsecsElapsed() / 1e6);
            }
            const double n = double(steps.size());
            std::printf("| %s | %s | %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f "
                        "|\n",
                        qPrintable(name), qPrintable(algorithm),
                        readyMs < 0 ? "— (small)" : qPrintable(QString::number(readyMs, 'f', 0)),
                        firstEndMs, sum / n, slowest, cpuSum / n, cpuSlowest, stepSlowest,
                        eventsSlowest, single);
            std::fflush(stdout);
        }
    }
}

} // namespace gt::bench
