#pragma once

#include "gametree.h"

#include <cstdint>

namespace gt {

// Options for random trees: the uniform trees of `gametree random` and the irregular ones
// the property tests need.
struct RandomTreeOptions {
    int minBranching = 2;
    int maxBranching = 2;    // each inner node gets a uniform count in [min, max]
    int depth = 3;           // leaves at this depth (or earlier, see leafChance)
    double leafChance = 0;   // chance that an inner position below the root stops early as a leaf
    int minValue = 0;
    int maxValue = 9;
    bool chanceLevels = false;   // insert a chance level below every max and min level
    bool randomKinds = false;    // pick max or min at random instead of alternating
    bool randomProbabilities = false; // chance children get random probabilities (else none: uniform)
    NodeKind rootKind = NodeKind::Max;
    std::uint64_t seed = 1;
};

// Deterministic for a seed on every platform: uses its own generator and integer mapping.
GameTree randomTree(const RandomTreeOptions &options);

// A uniform tree of branching b and depth d whose children are perfectly ordered for
// alpha-beta (the best child first everywhere), as in Knuth and Moore's analysis.
GameTree perfectlyOrderedTree(int branching, int depth, std::uint64_t seed = 1);

} // namespace gt
