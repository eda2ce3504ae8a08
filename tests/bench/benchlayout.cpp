// The tidy layout against Graphviz dot on the same trees and node sizes, in one run. dot is
// superlinear (5,000 nodes take seconds, 20,000 over a minute here), so it stops at
// Config::dotLimit and the table says so instead of hanging the benchmark for hours.
#include "benchsupport.h"

#include "core/layout/graphviz.h"
#include "core/layout/tidylayout.h"

#include <random>

namespace gt::bench {

void runLayout(const Config &config)
{
    std::printf("\n### Layout: tidy against Graphviz dot\n\n"
                "| nodes | height | tidy ms | dot ms |\n|---:|---:|---:|---:|\n");
    std::vector<int> sizes = config.sizes;
    if (std::find(sizes.begin(), sizes.end(), config.dotLimit) == sizes.end())
        sizes.push_back(config.dotLimit);
    std::sort(sizes.begin(), sizes.end());
    for (int size : sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        std::mt19937 rng(unsigned(size) + 1);
        std::uniform_real_distribution<double> width(24, 72);
        std::vector<NodeSize> nodeSizes(std::size_t(tree.size()));
        for (NodeSize &s : nodeSizes)
            s = {width(rng), 36};
        const LayoutOptions options;
        const double tidyMs = bestOf(runsFor(size), [&] {
            if (tidyLayout(tree, nodeSizes, options).centers.size() != nodeSizes.size())
                std::abort();
        });
        QString dotCell = QStringLiteral("not run (> %1 nodes)").arg(config.dotLimit);
        if (size <= config.dotLimit) {
            QString error;
            const double ms = bestOf(1, [&] {
                if (!dotLayout(tree, nodeSizes, options, &error))
                    std::fprintf(stderr, "dot failed: %s\n", qPrintable(error));
            });
            dotCell = QString::number(ms, 'f', 0);
        }
        std::printf("| %d | %d | %.2f | %s |\n", size, tree.height(), tidyMs, qPrintable(dotCell));
        std::fflush(stdout);
    }
}

} // namespace gt::bench
