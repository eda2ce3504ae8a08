#pragma once

#include "trace.h"

#include <cstdint>
#include <vector>

namespace gt {

// Counts what a search has done, event by event, by the rules of its summary
// (docs/trace-format.md): leaves read, inner nodes visited, steps that prune, and which nodes
// some pass visited. A leaf counts at every read; an inner node once in each pass that visits
// it (SSS* takes a leaf LIVE before reading it: it counts as a leaf). summarize() counts a
// whole trace with it, the statistics dock every prefix, so the two cannot disagree.
class SearchCounter {
public:
    explicit SearchCounter(NodeId nodeCount);

    void add(const TraceEvent &e);

    std::int64_t leavesRead() const { return m_leaves; }
    std::int64_t innerVisited() const { return m_inner; }
    std::int64_t cutoffs() const { return m_cutoffs; }
    // Visited in any pass so far: a node no pass visits is pruned.
    bool visited(NodeId n) const;
    // The nodes no pass has visited so far, ascending (the summary's pruned list).
    std::vector<NodeId> unvisited() const;

private:
    enum Mark : std::uint8_t { Unseen, Inner, Leaf };
    struct NodeCount {
        std::int32_t markPass = 0; // the pass `mark` belongs to
        Mark mark = Unseen;        // how the node counted in that pass
        bool visited = false;
    };
    // Per node, in blocks made when a node of the block is first visited: a window search
    // visits a few thousand nodes of a million-node tree, and pays for those, not for the
    // tree (the summary of every search counts with this).
    static constexpr int BlockBits = 6;
    NodeCount *countOf(NodeId n); // makes its block
    const NodeCount *findCount(NodeId n) const;

    NodeId m_nodeCount;
    std::vector<std::int32_t> m_block; // by block of 2^BlockBits ids: its first slot, or -1
    std::vector<NodeCount> m_counts;
    NodeId m_visitedCount = 0;
    std::int32_t m_pass = 1; // passes started, plus one: 1 before any
    std::int64_t m_leaves = 0;
    std::int64_t m_inner = 0;
    std::int64_t m_cutoffs = 0;
};

} // namespace gt
