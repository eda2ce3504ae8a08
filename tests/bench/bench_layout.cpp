// Times the tidy layout and Graphviz dot on the same random trees and prints a Markdown
// table. Not a test: run it by hand (`bench_layout`, or `bench_layout --long` to add dot at
// 20,000 nodes, which takes tens of seconds).
#include "core/layout/graphviz.h"
#include "core/layout/tidylayout.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace gt;

namespace {

// A random tree of exactly `size` nodes: nodes are expanded breadth first with 1–4
// children, some stopping early, so shapes are irregular but not degenerate.
GameTree randomTree(int size, unsigned seed) {
    std::mt19937 rng(seed);
    TreeDraft d;
    d.nodes.reserve(std::size_t(size));
    d.nodes.emplace_back();
    std::uniform_int_distribution<int> kids(0, 4);
    for (std::size_t next = 0; int(d.nodes.size()) < size; ++next) {
        const int k = next == 0 || next + 1 == d.nodes.size() ? std::max(1, kids(rng)) : kids(rng);
        for (int i = 0; i < k && int(d.nodes.size()) < size; ++i) {
            d.nodes[next].children.push_back(std::int32_t(d.nodes.size()));
            d.nodes.emplace_back();
        }
    }
    return GameTree::fromDraft(d);
}

std::vector<NodeSize> randomSizes(int size, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> width(24, 72);
    std::vector<NodeSize> sizes(static_cast<std::size_t>(size));
    for (NodeSize &s : sizes)
        s = {width(rng), 36};
    return sizes;
}

// Milliseconds for the best of `runs` runs.
template <typename F> double bestOf(int runs, F &&run) {
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        run();
        best = std::min(best, timer.nsecsElapsed() / 1e6);
    }
    return best;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    const bool longRun = app.arguments().contains(QStringLiteral("--long"));

    std::printf("| nodes | height | tidy (ms) | dot (ms) |\n|---:|---:|---:|---:|\n");
    for (int size : {1'000, 5'000, 10'000, 20'000, 100'000, 1'000'000}) {
        const bool runDot = size <= 5'000 || (size == 20'000 && longRun);
        const bool runTidy = size != 5'000 && size != 20'000;
        if (!runDot && !runTidy)
            continue;
        const GameTree tree = randomTree(size, unsigned(size));
        const std::vector<NodeSize> sizes = randomSizes(size, unsigned(size) + 1);
        const LayoutOptions options;
        QString tidyCell = QStringLiteral("–"), dotCell = QStringLiteral("–");
        if (runTidy) {
            const double ms = bestOf(size >= 1'000'000 ? 3 : 10, [&] {
                const TreeLayout l = tidyLayout(tree, sizes, options);
                if (l.centers.size() != std::size_t(size))
                    std::abort();
            });
            tidyCell = QString::number(ms, 'f', 2);
        }
        if (runDot) {
            QString error;
            const double ms = bestOf(1, [&] {
                if (!dotLayout(tree, sizes, options, &error))
                    std::fprintf(stderr, "dot failed: %s\n", qPrintable(error));
            });
            dotCell = QString::number(ms, 'f', 0);
        }
        std::printf("| %d | %d | %s | %s |\n", size, tree.height(), qPrintable(tidyCell),
                    qPrintable(dotCell));
        std::fflush(stdout);
    }
    return 0;
}
