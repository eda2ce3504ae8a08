// Shared pieces of the benchmark: the trees every section measures, a timer, and the row
// printer. Every section gets the same trees, so their figures line up in docs/benchmarks.md.
#pragma once

#include "core/tree/gametree.h"

#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace gt::bench {

struct Config {
    std::vector<int> sizes; // node counts, e.g. 1000, 100000, 1000000
    int dotLimit = 5000;    // Graphviz dot runs only on trees up to this size
    // Section core: only the search rows with these labels ("negamax --tt (keys)"), and no
    // reading table; empty: every row.
    QStringList rows;
    // Sections seek and memory (issue 13): a tree read from this file instead of the seeded
    // trees of `sizes`.
    QString treeFile;
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
// The tree with an interval [v − a, v + b] on every inner node (B*): v its minimax value, a and b
// drawn uniformly from [0, width] by a generator of `seed`.
GameTree withIntervals(const GameTree &tree, int width, unsigned seed);

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

// The same for what takes milliseconds: at least `runs` runs, more (up to 30) while they add up
// to less than 200 ms, so that a loaded machine's noise does not decide a sub-millisecond row.
template <typename F> double bestOfShort(int runs, F &&run)
{
    double best = 1e300, total = 0;
    for (int i = 0; i < runs || (i < 30 && total < 200); ++i) {
        QElapsedTimer timer;
        timer.start();
        run();
        const double ms = timer.nsecsElapsed() / 1e6;
        best = std::min(best, ms);
        total += ms;
    }
    return best;
}

inline int runsFor(int size)
{
    return size >= 1'000'000 ? 2 : size >= 100'000 ? 3 : 10;
}

// A field of /proc/self/status in KiB, e.g. "VmRSS" (resident now), "VmHWM" (its peak).
double procStatusKiB(const char *field);
// Peak resident memory of this process so far, in MiB (VmHWM).
double peakRssMiB();

void runCore(const Config &config);   // parse, search with trace, replay, plain recursion
void runChance(const Config &config); // *-minimax against expectiminimax (the end of core)
void runLayout(const Config &config); // tidy against dot, side by side
void runScene(const Config &config);  // scene build, step restyle and repaint
void runExport(const Config &config); // SVG, PNG, PDF, TikZ and decks
void runBoards(const Config &config); // positions drawn as boards (issue 13)
// Issue 13's big trees outside the scene: jumps to any step (--sections seek) and memory per
// node of each part of an opened tree (--sections memory).
void runSeek(const Config &config);
// The same jumps as the window makes them: session seek + scene restyle (section jumps).
void runJumps(const Config &config);
// The far jumps both time: 20 random steps of [0, last], then to either end and back.
std::vector<int> farJumpSteps(int last, unsigned seed);
// And in the whole window, docks and paint included (section window).
void runWindow(const Config &config);
void printWindowJumpsHeader();
void windowJumps(const QString &name, const GameTree &tree, const QString &algorithm);
void runMemory(const Config &config);
void runGames(const Config &config); // the whole tic-tac-toe tree: generate, bytes, --tt
void runMcts(const Config &config);  // MCTS on it: plain twin, the window's jumps (issue 30)
void runGraph(const Config &config); // the L-game's retrograde analysis stepped (issue 31)
// Core's rows of --min-prob and --samples (issue 12), alone: --sections chance.
void runChanceRows(const Config &config);

} // namespace gt::bench
