// Issue 13's big trees, outside the scene: jumping to any step of a trace (the replayer's
// checkpoints), and the memory per node of each part the window keeps outside the scene (the
// tree, the trace, the frame, the replayer's undo log and checkpoints, the layout), with the
// resident memory of opening a tree the way the window does. `--tree FILE` measures a tree
// read from a file (e.g. the full tic-tac-toe tree) instead of the seeded ones.
#include "benchsupport.h"

#include "core/io/treetext.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/replayer.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <ctime>

#include <memory>
#include <random>

namespace gt::bench {

namespace {

// The resident memory of this process now, in bytes.
double residentBytes()
{
    return procStatusKiB("VmRSS") * 1024.0;
}

struct BigTree {
    QString name; // what the rows call it
    GameTree tree;
    GameTree keyed; // with heuristics and keys, for `id`
};

std::vector<BigTree> bigTrees(const Config &config)
{
    std::vector<BigTree> trees;
    if (!config.treeFile.isEmpty()) {
        ReadError error;
        const auto doc = loadDocument(config.treeFile, &error);
        if (!doc) {
            std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
            std::exit(1);
        }
        trees.push_back({config.treeFile.section(u'/', -1), doc->tree, doc->tree});
        return trees;
    }
    for (int size : config.sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        trees.push_back({QString::number(size), tree, withHeuristicsAndKeys(tree)});
    }
    return trees;
}

double msOf(Replayer &replayer, int step)
{
    QElapsedTimer timer;
    timer.start();
    replayer.seek(step);
    return timer.nsecsElapsed() / 1e6;
}

} // namespace

std::vector<int> farJumpSteps(int last, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> anyStep(0, last);
    std::vector<int> steps;
    for (int i = 0; i < 20; ++i)
        steps.push_back(anyStep(rng));
    for (int s : {0, last, last / 2, 0, last})
        steps.push_back(s);
    return steps;
}

namespace {

// The algorithms of the seek tables: those named by --rows, else all five.
QStringList seekAlgorithms(const Config &config)
{
    const QStringList all = {QStringLiteral("alphabeta"), QStringLiteral("minimax"),
                             QStringLiteral("mtdf"), QStringLiteral("mt-sss"),
                             QStringLiteral("id")};
    if (config.rows.isEmpty())
        return all;
    QStringList chosen;
    for (const QString &a : all) {
        if (config.rows.contains(a))
            chosen.push_back(a);
    }
    return chosen;
}

} // namespace

// A jump as the window makes it: the session seeks (and lists the nodes that changed), the
// scene restyles them. The trace is replayed to its end once first, as a window that has been
// stepped through (the first replay takes the checkpoints: the table above).
void runJumps(const Config &config)
{
    std::printf("\n| tree | algorithm | window jump mean ms | max ms | CPU mean ms | CPU max ms "
                "| session seek max ms | scene max ms | nodes restyled, most "
                "|\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const BigTree &big : bigTrees(config)) {
        for (const QString &algorithm : seekAlgorithms(config)) {
            const bool keyed = algorithm == QLatin1String("id");
            Document doc;
            doc.tree = keyed ? big.keyed : big.tree;
            doc.algorithm = algorithm;
            doc.step = 0;
            SearchSession session;
            session.setDocument(std::move(doc));
            if (!session.trace())
                continue;
            TreeScene scene;
            scene.setTree(
                &session.tree(),
                tidyLayout(session.tree(), scene.measureNodes(session.tree()), LayoutOptions{}));
            auto show = [&] { scene.setFrame(session.sharedFrame(), &session.frameChange()); };
            show();
            const int last = session.stepCount();
            session.setStep(last);
            show();
            const std::vector<int> steps = farJumpSteps(last, unsigned(session.tree().size()) + 1);
            double sum = 0, slowest = 0, cpuSum = 0, cpuSlowest = 0, seekSlowest = 0,
                   sceneSlowest = 0;
            std::size_t most = 0;
            for (int s : steps) {
                QElapsedTimer timer;
                timer.start();
                const std::clock_t cpu = std::clock();
                session.setStep(s);
                const double seekMs = timer.nsecsElapsed() / 1e6;
                show();
                const double ms = timer.nsecsElapsed() / 1e6;
                seekSlowest = std::max(seekSlowest, seekMs);
                sceneSlowest = std::max(sceneSlowest, ms - seekMs);
                const double cpuMs = double(std::clock() - cpu) * 1000 / CLOCKS_PER_SEC;
                sum += ms;
                slowest = std::max(slowest, ms);
                cpuSum += cpuMs;
                cpuSlowest = std::max(cpuSlowest, cpuMs);
                most = std::max(most, session.frameChange().nodes.size());
                if (qEnvironmentVariableIsSet("GT_BENCH_EACH"))
                    std::printf("  jump to %d: seek %.1f scene %.1f changed %zu\n", s, seekMs,
                                ms - seekMs, session.frameChange().nodes.size());
            }
            const double n = double(steps.size());
            std::printf("| %s | %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %zu |\n",
                        qPrintable(big.name), qPrintable(algorithm), sum / n, slowest, cpuSum / n,
                        cpuSlowest, seekSlowest, sceneSlowest, most);
            std::fflush(stdout);
        }
    }
}

void runWindow(const Config &config)
{
    printWindowJumpsHeader();
    for (const BigTree &big : bigTrees(config)) {
        for (const QString &algorithm : seekAlgorithms(config))
            windowJumps(big.name, algorithm == QLatin1String("id") ? big.keyed : big.tree,
                        algorithm);
    }
}

void runSeek(const Config &config)
{
    std::printf("\n### Issue 13: replay to any step\n\n"
                "Each jump is timed once, in this order, from a replayer made for the trace "
                "(\"prepare\": its constructor): to the last step (the first replay of the "
                "whole trace, which takes the checkpoints), the middle, the first, then 20 "
                "random steps (their mean and the slowest), the last again, then 20 single steps "
                "back from the middle.\n\n"
                "| tree | algorithm | events | prepare ms | →last ms | →middle ms | →first ms "
                "| random mean ms | random max ms | CPU mean / max ms | →last again ms "
                "| step back max ms "
                "| checkpoints | "
                "replayer B/node |\n"
                "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const BigTree &big : bigTrees(config)) {
        for (const QString &algorithm : seekAlgorithms(config)) {
            const GameTree &t = algorithm == QLatin1String("id") ? big.keyed : big.tree;
            QString error;
            const std::optional<Trace> trace = search(t, algorithm, {}, &error);
            if (!trace) {
                std::printf("| %s | %s | refused: %s |\n", qPrintable(big.name),
                            qPrintable(algorithm), qPrintable(error));
                continue;
            }
            QElapsedTimer timer;
            timer.start();
            Replayer replayer(t, *trace);
            const double prepareMs = timer.nsecsElapsed() / 1e6;
            const int last = replayer.stepCount();
            const double toLast = msOf(replayer, last);
            const double toMiddle = msOf(replayer, last / 2);
            const double toFirst = msOf(replayer, 0);
            std::mt19937 rng(unsigned(t.size()));
            std::uniform_int_distribution<int> anyStep(0, last);
            double sum = 0, slowest = 0, cpuSum = 0, cpuSlowest = 0;
            for (int i = 0; i < 20; ++i) {
                const std::clock_t cpu = std::clock();
                const double ms = msOf(replayer, anyStep(rng));
                const double cpuMs = double(std::clock() - cpu) * 1000 / CLOCKS_PER_SEC;
                sum += ms;
                slowest = std::max(slowest, ms);
                cpuSum += cpuMs;
                cpuSlowest = std::max(cpuSlowest, cpuMs);
            }
            const double lastAgain = msOf(replayer, last);
            replayer.seek(last / 2);
            double backSlowest = 0;
            for (int s = last / 2; s > std::max(0, last / 2 - 20); --s)
                backSlowest = std::max(backSlowest, msOf(replayer, s - 1));
            std::printf("| %s | %s | %zu | %.0f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f / %.1f "
                        "| %.1f | %.2f | %d | %.0f |\n",
                        qPrintable(big.name), qPrintable(algorithm), trace->events.size(),
                        prepareMs, toLast, toMiddle, toFirst, sum / 20, slowest, cpuSum / 20,
                        cpuSlowest, lastAgain, backSlowest, replayer.checkpointCount(),
                        double(replayer.memoryBytes()) / std::max(1, t.size()));
            std::fflush(stdout);
        }
    }
}

void runMemory(const Config &config)
{
    std::printf("\n### Issue 13: memory per node outside the scene\n\n"
                "The tree opened as the window opens it: read from its text, searched by "
                "alpha-beta in a SearchSession, laid out, and shown in a TreeScene at step 0 "
                "(the window's start for a .tree file). Bytes per node of each part; "
                "\"resident\" is the growth of the process's resident memory over the whole "
                "open, scene included, and after each phase: read, searched and replayed in "
                "the session, measured and laid out.\n\n"
                "| tree | nodes | tree B | trace B | frame B | replayer B | session's other "
                "copies B | layout B | node sizes B | resident B/node | after read | after search "
                "| after layout |\n"
                "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const BigTree &big : bigTrees(config)) {
        const QByteArray text = writeTreeText(big.tree).toUtf8();
        const double before = residentBytes();
        double perNode[7] = {};
        {
            ReadError readError;
            auto doc =
                readDocument(text, TreeFormat::Text, QStringLiteral("bench.tree"), &readError);
            const double read = residentBytes() - before;
            doc->step = 0;
            doc->algorithm = QStringLiteral("alphabeta");
            SearchSession session;
            session.setDocument(std::move(*doc));
            // The checkpoints a worker takes from the open (SearchSession::prepared) are part
            // of what the window holds: measured once they have arrived.
            QThreadPool::globalInstance()->waitForDone();
            QCoreApplication::processEvents();
            const double searched = residentBytes() - before;
            TreeScene scene;
            const std::vector<NodeSize> sizes = scene.measureNodes(session.tree());
            const TreeLayout layout = tidyLayout(session.tree(), sizes, LayoutOptions{});
            const double laidOut = residentBytes() - before;
            scene.setTree(&session.tree(), layout);
            scene.setFrame(&session.frame());
            QCoreApplication::processEvents();
            const double resident = residentBytes() - before;
            const double n = std::max(1, session.tree().size());
            const Frame &f = session.frame();
            std::size_t layoutBytes = layout.centers.capacity() * sizeof(LayoutPoint) +
                                      layout.edges.capacity() * sizeof(layout.edges[0]) +
                                      layout.hidden.capacity();
            for (const auto &e : layout.edges)
                layoutBytes += e.capacity() * sizeof(LayoutPoint);
            perNode[0] = session.tree().memoryBytes() / n;
            perNode[1] = session.trace()->events.capacity() * sizeof(TraceEvent) / n;
            perNode[2] = frameBytes(f) / n;
            perNode[3] = session.replayerBytes() / n;
            perNode[4] = session.bareFrameBytes() / n;
            perNode[5] = layoutBytes / n;
            perNode[6] = sizes.capacity() * sizeof(NodeSize) / n;
            std::printf("| %s | %d | %.0f | %.1f | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f | %.0f "
                        "| %.0f | %.0f |\n",
                        qPrintable(big.name), session.tree().size(), perNode[0], perNode[1],
                        perNode[2], perNode[3], perNode[4], perNode[5], perNode[6], resident / n,
                        read / n, searched / n, laidOut / n);
            std::fflush(stdout);
        }
    }
}

} // namespace gt::bench
