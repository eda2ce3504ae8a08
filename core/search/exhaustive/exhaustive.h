#pragma once

#include "../../options/optionspec.h"
#include "../../trace/trace.h"
#include "../../tree/validate.h"

#include <cstdint>
#include <optional>

namespace gt {

// The full depth-first traversal behind minimax, expectimax and expectiminimax: every node is
// visited, MAX takes the largest child value, MIN the smallest, an averaging node the
// probability-weighted sum. Iterative, so depth costs heap, not stack.
// Averaging nodes searched approximately (docs/algorithms.md "Chance nodes"): children below a
// probability threshold are skipped, or k outcomes are drawn per node. Off by default.
struct ChanceApproximation {
    double minProb = 0;     // children with P < minProb are not searched
    int samples = 0;        // k draws per averaging node; 0: no sampling
    std::uint64_t seed = 0; // of the one SplitMix64 stream, drawn from in search order
    OptionInterval bounds;  // L and U: the interval the skipped mass allows
    bool active() const { return minProb > 0 || samples > 0; }
};

struct ExhaustiveRules {
    bool minAverages = false; // expectimax: MIN nodes are read as uniform chance nodes
    // Pseudocode lines for each kind of event.
    int enterLine = 1;
    int leafLine = 2;
    int maxLine = 3;
    int minLine = 4;
    int chanceLine = 5;
    int finishLine = 1;
    ChanceApproximation approximation;
    int skipLine = 0; // ChanceSkip, ChanceInterval: the threshold's line
    int drawLine = 0; // ChanceDraw: the sampling line
};

// What expectimax and expectiminimax take: --depth, --min-prob, --samples, --seed, --bounds.
OptionSpecs averagingSearchOptions();
// The approximation the options ask for (min-prob, samples, seed, bounds).
ChanceApproximation chanceApproximation(const OptionValues &options, const GameTree &tree);
// Why the options cannot be used on `tree`: an averaging node above the depth limit every child
// of which lies below min-prob, or a leaf outside the bounds the threshold's interval uses.
std::optional<TreeProblem>
chanceApproximationProblem(const GameTree &tree, const OptionValues &options, bool minAverages);

// depthLimit: nodes at this depth are read by their heuristic value; -1 searches to the leaves.
Trace runExhaustive(const GameTree &tree, int depthLimit, const ExhaustiveRules &rules,
                    const QString &algorithmId);

} // namespace gt
