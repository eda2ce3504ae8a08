#pragma once

#include "../trace/trace.h"

namespace gt {

// The full depth-first traversal behind minimax, expectimax and expectiminimax: every node is
// visited, MAX takes the largest child value, MIN the smallest, an averaging node the
// probability-weighted sum. Iterative, so depth costs heap, not stack.
struct ExhaustiveRules {
    bool minAverages = false; // expectimax: MIN nodes are read as uniform chance nodes
    // Pseudocode lines for each kind of event.
    int enterLine = 1;
    int leafLine = 2;
    int maxLine = 3;
    int minLine = 4;
    int chanceLine = 5;
    int finishLine = 1;
};

// depthLimit: nodes at this depth are read by their heuristic value; -1 searches to the leaves.
Trace runExhaustive(const GameTree &tree, int depthLimit, const ExhaustiveRules &rules,
                    const QString &algorithmId);

} // namespace gt
