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

// Checks what every algorithm relies on: inner nodes have children, leaves have finite values,
// probabilities are finite, >= 0, only under chance nodes, given for all children or none, and
// sum to 1 within 1e-9. Returns the problems in preorder; empty means valid.
std::vector<TreeProblem> validateTree(const GameTree &tree);

// A copy whose chance nodes' probabilities are scaled to sum to 1. Children of a chance node
// whose probabilities sum to 0 become uniform.
GameTree normaliseProbabilities(const GameTree &tree);

constexpr double ProbabilityTolerance = 1e-9;

} // namespace gt
