#pragma once

#include "../tree/gametree.h"

#include <cstdint>

namespace gt {

// Options for random trees: the uniform trees of `gametree generate random` and the irregular
// ones the property tests need. The shape and the leaf values come from one random stream of
// the seed; heuristics and move labels each have a stream of their own, so that switching them
// on changes nothing else (a seed's tree stays the tree it always was).
struct RandomTreeOptions {
    int minBranching = 2;
    int maxBranching = 2;  // each inner node gets a uniform count in [min, max]
    int depth = 3;         // leaves at this depth (or earlier, see leafChance)
    double leafChance = 0; // chance that an inner position below the root stops early as a leaf
    int minValue = 0;
    int maxValue = 9;
    bool chanceLevels = false; // insert a chance level below every max and min level
    bool randomKinds = false;  // pick max or min at random instead of alternating
    bool randomProbabilities =
        false; // chance children get random probabilities (else none: uniform)
    NodeKind rootKind = NodeKind::Max;
    std::uint64_t seed = 1;
    // Every inner node gets a heuristic value h = v + e: v its true value (max, min, or for a
    // chance node the probability-weighted mean of its children's), e a whole number uniform in
    // [−heuristicNoise, heuristicNoise], drawn for the inner nodes in preorder.
    bool heuristics = false;
    int heuristicNoise = 0;
    // Every inner node gets an interval [v − a, v + b] (B*): v its true value, a and b whole
    // numbers uniform in [0, intervalWidth], from a stream of their own. 0: [v, v].
    bool intervals = false;
    int intervalWidth = 0;
    // > 0: the children of every inner node are labelled with distinct letters drawn at random
    // from the first moveLetters of a, b, c, … (at most 26, and at least maxBranching), so
    // that the same move recurs all over the tree, as killer and history heuristics need.
    int moveLetters = 0;
    // In (0, 1]: keyed transpositions. Walking the tree in preorder, each inner node below the
    // root becomes, with this chance, a copy of the whole subtree of a node visited before it
    // at the same depth with the same side to move (drawn uniformly among them); both get the
    // same key ("t1", "t2", …), so a transposition table has positions to find. Copies keep
    // keys below, values, heuristics, probabilities and move labels, as checkTranspositions
    // wants; the copy's own edge (label, probability) stays its own. Own stream.
    double transpositions = 0;
};

// Deterministic for a seed on every platform: uses its own generator and integer mapping.
GameTree randomTree(const RandomTreeOptions &options);

// A uniform tree of branching b and depth d whose children are perfectly ordered for
// alpha-beta (the best child first everywhere), as in Knuth and Moore's analysis.
GameTree perfectlyOrderedTree(int branching, int depth, std::uint64_t seed = 1);

} // namespace gt
