#pragma once

#include "gametree.h"

#include <vector>

namespace gt {

// One thing wrong with a tree, tied to the node it concerns so that readers can turn it into
// `file:line:column` and the canvas can mark the node.
struct TreeProblem {
    NodeId node = NoNode;
    QString message; // a sentence that names the node, e.g. "node 3 (B): probabilities sum to 0.9"
};

// Checks what every algorithm relies on: inner nodes have children, leaves have values, every
// value (a leaf's or a heuristic) lies within ±MaxAbsValue, probabilities are finite, >= 0,
// only under chance nodes, given for all children or none, and sum to exactly 1 (as the
// rationals they stand for, core/tree/exact.h); an interval's bounds are finite, within
// ±MaxAbsValue, pess <= opt; a position has both a game id and a text; nodes sharing a key have
// identical subtrees (checkTranspositions). Returns the problems in preorder; empty means valid.
std::vector<TreeProblem> validateTree(const GameTree &tree);

// A copy whose chance nodes' probabilities are scaled to sum to 1. Children of a chance node
// whose probabilities sum to 0 become uniform.
GameTree normaliseProbabilities(const GameTree &tree);

// The largest value a node may hold, either sign. Every integer up to it is exact in a double
// (they are up to 2^53, about 9e15) and is written in plain digits, and no sum a search forms
// can overflow: a chance node's weighted sum stays within the values it averages (exactly: the
// sums are rationals and the probabilities sum to exactly 1), so +∞, −∞ and NaN never appear as
// a value.
constexpr double MaxAbsValue = 1e15;

} // namespace gt
