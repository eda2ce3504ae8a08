#pragma once

#include "nodeframes.h"
#include "trace.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <set>
#include <type_traits>
#include <vector>

namespace gt {

// The pass a frame is in, as its PassStart event announced it.
struct Pass {
    int number = 0; // from 1; 0 before the first pass starts, and in a search of one pass
    PassKind kind = PassKind::Window;
    double alpha = -std::numeric_limits<double>::infinity(); // the window the root is given
    double beta = std::numeric_limits<double>::infinity();
    int depth = -1; // the pass's depth limit; -1: none
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
    int step = 0;             // events applied; 0 is before the search starts
    NodeId current = NoNode;  // node of the last event applied
    NodeFrames nodes;         // by node id; written with nodes.set(n, f)
    std::set<OpenState> open; // SSS* only
    // Breadth-first generation (TraceFeature::OpenClosed): every node put onto OPEN, in the
    // order put; the first closedCount of them have moved on to CLOSED, in the same order (the
    // queue is only ever taken from its front), the rest are OPEN, front first.
    std::vector<NodeId> queued;
    int closedCount = 0;
    // Nodes that average their children: chance nodes, and MIN nodes under expectimax.
    std::vector<char> averaging;
    bool finished = false;
    // The root child the search chooses (summary.bestChild), whose edge is marked once the
    // search is finished; NoNode for a leaf or chance root. The same in every frame of a trace.
    NodeId chosen = NoNode;
    Pass pass;         // the current pass; pass.number 0 before any
    int passCount = 0; // how many passes the whole search makes (0: it announces none)
    // *-minimax (TraceFeature::ChanceBounds): every leaf lies in [leafLow, leafHigh].
    bool hasLeafBounds = false;
    double leafLow = 0, leafHigh = 0;
};

// Heap bytes a frame holds, for the benchmarks' bytes-per-node figures.
inline std::size_t frameBytes(const Frame &f)
{
    return f.nodes.memoryBytes() + f.queued.capacity() * sizeof(NodeId) + f.averaging.capacity() +
           f.open.size() * (sizeof(OpenState) + 32);
}

// Which nodes differ between two frames of one replay, so that a view showing the first can
// restyle only those for the second instead of comparing every node (issue 13: a step of a
// million-node tree). `from` and `to` name the frames (SearchSession numbers the frames it
// shows, uniquely in the process; 0 names no frame): a view uses the list only when it shows
// `from`.
struct FrameChange {
    std::uint64_t from = 0;
    std::uint64_t to = 0;
    std::vector<NodeId> nodes; // each once
};

} // namespace gt
