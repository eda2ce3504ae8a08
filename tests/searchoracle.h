#pragma once

// Independent oracles for the search tests: plain recursive textbook definitions over the same
// tree, written without looking at the iterative engines they check. Recursion is fine here:
// the property tests use small trees.

#include "core/tree/exact.h"
#include "core/tree/gametree.h"

#include <algorithm>
#include <limits>

namespace gt::oracle {

// Expectiminimax value, exact (ALGORITHMS.md, "Exact arithmetic": leaves and probabilities
// are the rationals they stand for); with minAverages, MIN nodes average uniformly (expectimax).
inline Rational exactValue(const GameTree &t, NodeId n, bool minAverages = false)
{
    if (t.isLeaf(n))
        return exactNumber(t.value(n));
    const int k = t.childCount(n);
    if (t.kind(n) == NodeKind::Chance || (minAverages && t.kind(n) == NodeKind::Min)) {
        Rational sum;
        for (int i = 0; i < k; ++i)
            sum += exactChildProbability(t, n, i) * exactValue(t, t.child(n, i), minAverages);
        return sum;
    }
    Rational best = exactValue(t, t.child(n, 0), minAverages);
    for (int i = 1; i < k; ++i) {
        const Rational v = exactValue(t, t.child(n, i), minAverages);
        if (t.kind(n) == NodeKind::Max ? v > best : v < best)
            best = v;
    }
    return best;
}

// The exact value rounded to a double, as every search reports it.
inline double value(const GameTree &t, NodeId n, bool minAverages = false)
{
    return toDouble(exactValue(t, n, minAverages));
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
