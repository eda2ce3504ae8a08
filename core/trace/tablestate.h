#pragma once

#include "trace.h"

#include <vector>

namespace gt {

// The transposition table as it stands after the first `step` events of a trace with
// TraceFeature::TranspositionTable, for the table dock. Stores are not events: each is
// derived where the search makes it, with the table's own rules (TranspositionTable::store),
// so the derived entry is the algorithm's entry:
// - a leaf (or a node at the depth limit) read is stored exact;
// - a node entered with the window (a, b) (its Enter, after the table narrowed it) stores the
//   value it finishes with (its Return, or the search's result at the root) against (a, b);
// - a node the table answered for (TableHit) stores nothing; the hit counts for its entry.
// Values and windows are MAX's view in the events, as the table keeps them.
struct TableRow {
    NodeId position = NoNode; // the smallest id of the entry's position (transpositionClasses)
    double lower = 0;
    double upper = 0;
    NodeId storedBy = NoNode; // the node whose search wrote the entry last
    int hits = 0;             // answers the entry has given so far
};

struct TableState {
    std::vector<TableRow> rows; // entries written so far, by position (preorder)
    int currentRow = -1;        // the row whose entry the event at `step` (a hit) reads
};

// depthLimit: the search's (−1: none); under a limit a position is also a depth.
TableState tableAt(const GameTree &tree, const Trace &trace, int step, int depthLimit);

} // namespace gt
