#pragma once

#include "validate.h"

#include <vector>

namespace gt {

// Checks the rule of keys: nodes with the same key stand for the same position, so their
// subtrees must be identical: the same shape, kinds, values (leaf and heuristic), probabilities
// and keys below. Names, move labels, intervals and positions may differ (they describe, they
// do not decide a value). Each node whose subtree differs from the first node with its key
// gives one problem naming both nodes and the first difference: "node 9 and node 4 share the
// key 'k1' but their subtrees differ (node 11 has 5, node 6 has 3)".
//
// O(n) expected: every subtree gets a class from a hash table of (kind, value, key, the
// children's probabilities and classes), so equal classes mean identical subtrees and no pair
// of subtrees is walked unless it differs.
std::vector<TreeProblem> checkTranspositions(const GameTree &tree);

} // namespace gt
