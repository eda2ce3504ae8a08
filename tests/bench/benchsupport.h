// Shared pieces of the benchmark: the trees every section measures, a timer, and the row
// printer. Every section gets the same trees, so their figures line up in docs/benchmarks.md.
#pragma once

#include "core/tree/gametree.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace gt::bench {

struct Config {
    std::vector<int> sizes; // node counts, e.g. 1000, 100000, 1000000
    int dotLimit = 5000;    // Graphviz dot runs only on trees up to this size
};

// A tree of exactly `size` nodes: expanded breadth first with 0–4 children (the root and the
// last open node always get one), max and min alternating by depth, leaf values in
// [−1000, 1000]. Irregular like a hand-made tree, balanced enough to be deep only ~log n.
GameTree exactSizeTree(int size, unsigned seed);

// The same tree with what the search enhancements need: every inner node a heuristic value (its
// minimax value plus a whole number in [−100, 100] that identical subtrees share) and every
// node whose subtree occurs more than once (same kinds, values and shape) a key naming that
// class, so a transposition table has positions to find (many leaves, some small subtrees).
GameTree withHeuristicsAndKeys(const GameTree &tree);

// Milliseconds of the fastest of `runs` runs.
template <typename F> double bestOf(int runs, F &&run)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        run();
        best = std::min(best, timer.nsecsElapsed() / 1e6);
    }
    return best;
}

inline int runsFor(int size)
{
    return size >= 1'000'000 ? 2 : size >= 100'000 ? 3 : 10;
}

// Peak resident memory of this process so far, in MiB (VmHWM).
double peakRssMiB();

void runCore(const Config &config);   // parse, search with trace, replay, plain recursion
void runLayout(const Config &config); // tidy against dot, side by side
void runScene(const Config &config);  // scene build, step restyle and repaint
void runExport(const Config &config); // SVG, PNG, PDF, TikZ and decks
// Core's rows of --min-prob and --samples (issue 12), alone: --sections chance.
void runChanceRows(const Config &config);

} // namespace gt::bench
