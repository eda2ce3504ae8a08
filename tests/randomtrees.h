#pragma once

// The random trees of the property tests, one recipe for every test file, so that each
// property is checked on the kinds of tree issue 11 asks for: irregular, non-alternating, with
// ties, real values, heuristic values, move labels and keys.

#include "core/generate/randomtree.h"
#include "core/tree/gametree.h"

#include <cstdint>

namespace gt::test {

// What a test's trees carry beyond shape and values. Every tree is irregular (1 to 5 children,
// depth 1 to 6, some leaves early), has ties (values in narrow ranges from −5), alternates
// kinds except on every fourth seed, and has a MIN root on every fifth. The extras each come
// from a random stream of their own (core/generate/randomtree.h), so that switching one on
// changes nothing else of a seed's tree.
struct TreeMix {
    // On three seeds in nine (not tied to the seed's shape): v/3 + 1/4 for every value,
    // leaves and heuristics alike, which keeps ties and orders but needs exact real arithmetic.
    bool realValues = true;
    // A heuristic value on every inner node, its true value off by up to 0, 3, 6 or 9, read
    // wherever a depth limit applies.
    bool heuristics = true;
    // On every other seed, move labels drawn from five letters, recurring all over the tree.
    bool labels = true;
    // With this chance each inner node is a keyed copy of an earlier one (transpositions).
    double transpositions = 0;
};

inline GameTree randomTestTree(std::uint64_t seed, const TreeMix &mix = {})
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 4);
    o.depth = 1 + int(seed % 6);
    o.leafChance = (seed % 3) * 0.15;
    o.minValue = -5;
    o.maxValue = 5 + int(seed % 3) * 10; // narrow ranges: many ties
    o.randomKinds = seed % 4 == 0;
    o.rootKind = seed % 5 == 0 ? NodeKind::Min : NodeKind::Max;
    o.heuristics = mix.heuristics;
    o.heuristicNoise = int(seed % 4) * 3;
    o.moveLetters = mix.labels && seed % 2 == 1 ? 5 : 0; // at least maxBranching
    o.transpositions = mix.transpositions;
    GameTree t = randomTree(o);
    if (!mix.realValues || seed % 9 >= 3)
        return t;
    TreeDraft d = t.toDraft();
    for (DraftNode &n : d.nodes)
        n.value = n.value / 3 + 0.25; // a node without a value keeps NaN
    return GameTree::fromDraft(d);
}

} // namespace gt::test
