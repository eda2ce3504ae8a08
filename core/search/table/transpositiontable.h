#pragma once

#include "../../tree/gametree.h"
#include "../searchsupport.h"

#include <QHash>
#include <QPair>
#include <QString>

#include <vector>

namespace gt {

// The transposition table of the alpha-beta family: two bounds [lower, upper] per position,
// read and written by Plaat's AlphaBetaWithMemory rules (ALGORITHMS.md, "Transposition
// table"). Unbounded: one entry per position the search meets, made when it first meets it,
// so that a search pays for the positions it visits, not for the size of the tree. The tree
// must outlive the table.

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
    TableLookup lookup(NodeId n, double alpha, double beta);
    // After searching n with (alpha, beta) (the narrowed window): fail low sets upper, fail
    // high sets lower, inside sets both.
    void store(NodeId n, double g, double alpha, double beta);
    // An evaluated leaf is known exactly (the MT family stores it so).
    void storeExact(NodeId n, double value);
    // What n's position holds (empty: [−∞, +∞], storedBy NoNode, until something is stored).
    const TableEntry &entry(NodeId n) const;

private:
    int find(NodeId n) const;      // n's entry, or -1 when its position has none yet
    TableEntry &entryOf(NodeId n); // made empty when the search first meets n's position

    const GameTree *m_tree;
    int m_depthLimit;
    // Found once per node: a node's position is hashed by its key the first time the search
    // meets the node, not for every node of the tree before the search.
    QHash<NodeId, int> m_byNode;
    QHash<QPair<QString, int>, int> m_byPosition; // nodes with a key
    std::vector<TableEntry> m_entries;
};

} // namespace gt
