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
    bool visited(NodeId n) const { return m_visited[std::size_t(n)] != 0; }

private:
    enum Mark : std::uint8_t { Unseen, Inner, Leaf };
    std::vector<std::int32_t> m_markPass; // by node: the pass its mark belongs to
    std::vector<Mark> m_mark;             // by node: how it counted in that pass
    std::vector<char> m_visited;
    std::int32_t m_pass = 1; // passes started, plus one: 1 before any
    std::int64_t m_leaves = 0;
    std::int64_t m_inner = 0;
    std::int64_t m_cutoffs = 0;
};

} // namespace gt
