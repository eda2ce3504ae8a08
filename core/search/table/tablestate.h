#pragma once

#include "../../trace/trace.h"

#include <memory>
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

// tableAt() for a stepper, which asks for one step after another: the positions are found
// once, a step forward replays only the events since the last, and the rows are made from
// the positions written so far, not by looking up every node of the tree (a million-node
// tree's table dock took 20 ms a step). A step back replays from the start. The tree and
// trace must outlive it.
class TableReplay {
public:
    TableReplay(const GameTree &tree, const Trace &trace, int depthLimit);
    ~TableReplay();
    TableState at(int step);

private:
    void restart();
    void apply(const TraceEvent &e);

    const GameTree *m_tree;
    const Trace *m_trace;
    int m_depthLimit;
    std::vector<NodeId> m_classes; // transpositionClasses
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace gt
