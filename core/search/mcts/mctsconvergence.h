#pragma once

#include "mctsengine.h"

#include "../../options/optionspec.h"
#include "../../trace/trace.h"
#include "../../tree/gametree.h"

#include <cstdint>
#include <vector>

namespace gt {

// How an MCTS search converges, as plain series for a plot: each root child's N and Q after
// iterations 1 … k, and each child's exact value (minimax, or expectiminimax with chance
// nodes) to compare them with. The GUI's convergence dock draws it; nothing here knows a chart.
//
//   iteration[j]        the iteration after which point j was taken (ascending, last = k)
//   visits[i][j], q[i][j]  child i after iteration[j]; q is NaN while N = 0
struct MctsConvergence {
    std::vector<NodeId> children;                  // the root's children, in order
    std::vector<int> iteration;                    // the x of every point, shared by all series
    std::vector<std::vector<std::int64_t>> visits; // by child, then point
    std::vector<std::vector<double>> q;            // by child, then point
    std::vector<double> reference;                 // by child: its minimax / expectiminimax value
    int iterations = 0;                            // k, the search's own count
};

// Whether a trace is a search with iterations and convergence series (MCTS): what the
// convergence dock, the plot export, the decks' stepping by iteration and the HTML player ask
// instead of the algorithm's id.
bool hasMctsConvergence(const Trace &trace);

// What a search with these options does (the options of `mcts`, defaults as it declares them).
MctsSettings mctsSettings(const SearchOptions &options);

// Runs the search again with records and samples the series. More than `maxPoints` iterations
// are sampled every ⌈k / maxPoints⌉-th iteration, always ending at k, so a plot of a million
// iterations stays a few thousand points; the last point is exactly the search's result. The
// tree must be one mcts accepts (no refusal); a leaf root has no children and no series.
MctsConvergence mctsConvergence(const GameTree &tree, const SearchOptions &options,
                                int maxPoints = 2000);

// The same series read from an mcts trace alone (its root children's back-ups), for the
// exports, which have the trace but not the options it was searched with. Equal to
// mctsConvergence's for the options that made the trace.
MctsConvergence mctsConvergence(const GameTree &tree, const Trace &trace, int maxPoints = 2000);

// The steps of an mcts trace at which each iteration has been backed up to the root: entry i is
// the step (events applied) right after iteration i + 1's last update. So the iterations done
// at step s are the entries ≤ s (std::upper_bound).
std::vector<int> mctsIterationEnds(const Trace &trace);

// For each root child of an mcts trace, the steps at which its N went up: entry j is the step
// (events applied) of the back-up that made it j + 1. So a child's final N is the size of its
// list, the `visits` of `eval --json`; the grader places a wrong count at one of these steps.
std::vector<std::vector<int>> mctsRootVisitSteps(const GameTree &tree, const Trace &trace);

} // namespace gt
