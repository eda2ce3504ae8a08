#pragma once

// Independent oracles for the search tests: plain recursive textbook definitions over the same
// tree, written without looking at the iterative engines they check. Recursion is fine here:
// the property tests use small trees.

#include "core/tree/gametree.h"

#include <algorithm>
#include <limits>

namespace gt::oracle {

// Expectiminimax value; with minAverages, MIN nodes average uniformly (expectimax).
inline double value(const GameTree &t, NodeId n, bool minAverages = false)
{
    if (t.isLeaf(n))
        return t.value(n);
    const int k = t.childCount(n);
    if (t.kind(n) == NodeKind::Chance || (minAverages && t.kind(n) == NodeKind::Min)) {
        double sum = 0;
        for (int i = 0; i < k; ++i)
            sum += t.childProbability(n, i) * value(t, t.child(n, i), minAverages);
        return sum;
    }
    double best = t.kind(n) == NodeKind::Max ? -std::numeric_limits<double>::infinity()
                                             : std::numeric_limits<double>::infinity();
    for (int i = 0; i < k; ++i) {
        const double v = value(t, t.child(n, i), minAverages);
        best = t.kind(n) == NodeKind::Max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

inline int bestChild(const GameTree &t, bool minAverages = false)
{
    const double v = value(t, 0, minAverages);
    for (int i = 0; i < t.childCount(0); ++i) {
        if (value(t, t.child(0, i), minAverages) == v)
            return i;
    }
    return -1;
}

// Textbook alpha-beta (AIMA, cut when alpha >= beta), recording the leaves it reads.
inline double alphaBeta(const GameTree &t, NodeId n, double alpha, double beta,
                        std::vector<NodeId> &read)
{
    if (t.isLeaf(n)) {
        read.push_back(n);
        return t.value(n);
    }
    const bool isMax = t.kind(n) == NodeKind::Max;
    double v =
        isMax ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    for (NodeId c : t.children(n)) {
        const double r = alphaBeta(t, c, alpha, beta, read);
        if (isMax) {
            v = std::max(v, r);
            alpha = std::max(alpha, v);
        } else {
            v = std::min(v, r);
            beta = std::min(beta, v);
        }
        if (alpha >= beta)
            break;
    }
    return v;
}

} // namespace gt::oracle
