#pragma once

#include "trace.h"

#include <limits>
#include <set>
#include <vector>

namespace gt {

// Where a node stands at one step of a search.
enum class NodeState : std::uint8_t {
    Unreached, // not yet visited
    OnPath,    // entered and not finished: an ancestor of the current node (a call-stack frame)
    Current,   // the node the last event concerns
    Done,      // finished; `value` (with `bound`) is what it returned
    Pruned,    // will never be visited
};

// What one node shows at one step. Everything the canvas draws for a node is here or is
// derived from here and the tree (the chance formula, the call stack).
struct NodeFrame {
    NodeState state = NodeState::Unreached;
    Bound bound = Bound::None;       // meaning of `value`: None = nothing yet
    SssStatus sss = SssStatus::None; // SSS*: the status of this node's state on OPEN, if any
    bool cutEdge = false;            // a cut-off pruned this node: mark the edge into it
    bool hasWindow = false;          // alpha/beta are meaningful
    bool solved = false;             // SSS*: a SOLVED state of this node went onto OPEN
    double value = std::numeric_limits<double>::quiet_NaN(); // backed-up value so far
    double alpha = -std::numeric_limits<double>::infinity();
    double beta = std::numeric_limits<double>::infinity();
    double merit = 0; // SSS*: merit of the state on OPEN (after a LIVE one is taken: its merit)
    std::int32_t childrenDone = 0; // children that have returned (chance formula terms)
};

// A state on SSS*'s OPEN list, ordered as SSS* takes them: highest merit first, ties to the
// leftmost node.
struct OpenState {
    NodeId node = NoNode;
    SssStatus status = SssStatus::Live;
    double merit = 0;
    bool operator<(const OpenState &o) const
    {
        return merit != o.merit ? merit > o.merit : node < o.node;
    }
};

// Everything the canvas and the docks show at one step.
struct Frame {
    int step = 0;            // events applied; 0 is before the search starts
    NodeId current = NoNode; // node of the last event applied
    std::vector<NodeFrame> nodes;
    std::set<OpenState> open; // SSS* only
    // Nodes that average their children: chance nodes, and MIN nodes under expectimax.
    std::vector<char> averaging;
    bool finished = false;
};

} // namespace gt
