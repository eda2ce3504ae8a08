#pragma once

#include "../tree/gametree.h"
#include "searchsupport.h"

#include <vector>

namespace gt {

// The transposition table of the alpha-beta family: two bounds [lower, upper] per position,
// read and written by Plaat's AlphaBetaWithMemory rules (ALGORITHMS.md, "Transposition
// table"). Unbounded: one entry per position of the tree.

// For each node, the smallest id of a node in the same position: the one place that knows
// what a position is. A node's position is its key (same key, same position: the readers
// check that the subtrees are identical); a node without a key is a position of its own.
// Under a depth limit (depthLimit ≥ 0) two nodes share an entry only at the same depth as
// well: the same position searched to another horizon can have another value.
std::vector<NodeId> transpositionClasses(const GameTree &tree, int depthLimit = -1);

struct TableEntry {
    double lower = -Infinity;
    double upper = Infinity;
    NodeId storedBy = NoNode; // the node whose search wrote the entry last; NoNode: empty
};

// What a lookup before searching a node with (alpha, beta) found.
struct TableLookup {
    bool answered = false; // the entry decides: return `value` without searching
    double value = 0;
    Bound bound = Bound::None;  // what `value` is: Lower, Upper or Exact
    double alpha = 0, beta = 0; // otherwise: the window narrowed by the entry
    TableEntry entry;           // what was stored (empty: [−∞, +∞], storedBy NoNode)
};

class TranspositionTable {
public:
    TranspositionTable(const GameTree &tree, int depthLimit);

    // Plaat's retrieve: if lower ≥ β return lower; if upper ≤ α return upper; if lower ==
    // upper return lower (without this an exact value strictly inside the window leaves an
    // empty window); else narrow α and β to the entry.
    TableLookup lookup(NodeId n, double alpha, double beta) const;
    // After searching n with (alpha, beta) (the narrowed window): fail low sets upper, fail
    // high sets lower, inside sets both.
    void store(NodeId n, double g, double alpha, double beta);
    // An evaluated leaf is known exactly (the MT family stores it so).
    void storeExact(NodeId n, double value);
    const TableEntry &entry(NodeId n) const { return m_entries[std::size_t(m_class[n])]; }

private:
    std::vector<NodeId> m_class;
    std::vector<TableEntry> m_entries; // by class representative
};

} // namespace gt
