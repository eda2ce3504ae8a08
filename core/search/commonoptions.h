#pragma once

#include "../options/optionspec.h"
#include "../tree/gametree.h"
#include "../tree/validate.h"

#include <optional>

namespace gt {

// The options several algorithms share, declared once so that the same flag means the same
// thing everywhere: an algorithm lists the ones it understands in its options().

// --depth D: nodes at depth D are searched as leaves and read by their heuristic value.
// Unset, the search goes to the leaves (a document writes that as -1, as it always has).
OptionSpec depthOption();
// --fail-hard (alpha-beta): clamp a node's result into its window. Fail-soft, the best value
// found, is the default; --fail-soft says so explicitly and is still accepted.
OptionSpec failHardOption();
// --tt (alpha-beta family): a transposition table of [lower, upper] per position.
OptionSpec transpositionTableOption();
// --guess G (aspiration, mtdf): the first guess of the root's value.
OptionSpec guessOption();

// --bounds L:U (star1, star2, and min-prob's interval): every leaf value lies in [L, U].
OptionSpec boundsOption();

// Chance nodes made cheaper (expectimax, expectiminimax; docs/algorithms.md "Chance nodes"):
// --min-prob ε: a chance child with P < ε is not searched (0: every child is).
OptionSpec minProbOption();
// --samples k: each chance node draws k outcomes and averages them (unset: no sampling).
OptionSpec samplesOption();
// --seed s: where the one SplitMix64 stream of the draws starts (--samples, mcts).
OptionSpec seedOption();
double minProb(const OptionValues &options);
int samples(const OptionValues &options); // 0 when unset: no sampling
int seed(const OptionValues &options);

// Every shared option, in the order documents have always written them.
const OptionSpecs &commonOptions();

// The depth limit the options ask for; -1 searches to the leaves.
int depthLimit(const OptionValues &options);
bool failHard(const OptionValues &options);
bool transpositionTable(const OptionValues &options);
// The guess asked for, else the root's heuristic value, else 0.
double guess(const OptionValues &options, const GameTree &tree);

// The leaf bounds asked for, else the smallest and largest leaf value ([0, 0] for a tree
// without leaves).
OptionInterval leafBounds(const OptionValues &options, const GameTree &tree);
// The first leaf (in preorder) whose value lies outside `bounds`, named; nothing when all lie
// inside. Star1's cut-offs are only sound when the bounds hold, so such a tree is refused.
std::optional<TreeProblem> leafBoundsProblem(const GameTree &tree, OptionInterval bounds);

// Why `tree` cannot be searched to `depthLimit`: a node there that needs a heuristic value
// has none. Nothing when it can (or when depthLimit is -1).
std::optional<TreeProblem> depthLimitProblem(const GameTree &tree, int depthLimit);

} // namespace gt
