#include "searchcounter.h"

#include "eventquery.h"

#include <algorithm>

namespace gt {

namespace {

constexpr std::int32_t NoBlock = -1;

// Where node n's count is, in the block that starts at `first` in m_counts.
std::size_t slotOf(std::int32_t first, NodeId n, int blockBits)
{
    return std::size_t(first) + (std::size_t(n) & ((std::size_t(1) << blockBits) - 1));
}

} // namespace

SearchCounter::SearchCounter(NodeId nodeCount)
    : m_nodeCount(std::max(nodeCount, 0))
    , m_block((std::size_t(m_nodeCount) >> BlockBits) + 1, NoBlock)
{}

SearchCounter::NodeCount *SearchCounter::countOf(NodeId n)
{
    std::int32_t &first = m_block[std::size_t(n) >> BlockBits];
    if (first == NoBlock) {
        first = std::int32_t(m_counts.size());
        m_counts.resize(m_counts.size() + (std::size_t(1) << BlockBits));
    }
    return &m_counts[slotOf(first, n, BlockBits)];
}

const SearchCounter::NodeCount *SearchCounter::findCount(NodeId n) const
{
    const std::int32_t first = m_block[std::size_t(n) >> BlockBits];
    if (first == NoBlock)
        return nullptr;
    return &m_counts[slotOf(first, n, BlockBits)];
}

bool SearchCounter::visited(NodeId n) const
{
    if (n < 0 || n >= m_nodeCount)
        return false;
    const NodeCount *c = findCount(n);
    return c && c->visited;
}

std::vector<NodeId> SearchCounter::unvisited() const
{
    // Written in place: at a million nodes a window search leaves nearly all of them unvisited.
    std::vector<NodeId> out(std::size_t(m_nodeCount - m_visitedCount));
    NodeId *next = out.data();
    const NodeId blockSize = NodeId(1) << BlockBits;
    for (NodeId from = 0; from < m_nodeCount; from += blockSize) {
        const NodeId to = std::min(from + blockSize, m_nodeCount);
        const std::int32_t first = m_block[std::size_t(from) >> BlockBits];
        if (first == NoBlock) {
            for (NodeId n = from; n < to; ++n)
                *next++ = n;
            continue;
        }
        const NodeCount *counts = &m_counts[std::size_t(first)];
        for (NodeId n = from; n < to; ++n) {
            if (!counts[n - from].visited)
                *next++ = n;
        }
    }
    return out;
}

void SearchCounter::add(const TraceEvent &e)
{
    if (passStartedBy(e)) {
        ++m_pass; // every mark so far belongs to an earlier pass
        return;
    }
    if (isCutoff(e))
        ++m_cutoffs;
    const NodeId n = visitedNode(e);
    if (n < 0 || n >= m_nodeCount)
        return;
    NodeCount &c = *countOf(n);
    if (!c.visited) {
        c.visited = true;
        ++m_visitedCount;
    }
    if (isTableHit(e))
        return; // looked up, not searched: neither an inner node visited nor a leaf read
    if (c.markPass != m_pass)
        c.mark = Unseen;
    c.markPass = m_pass;
    if (isLeafRead(e)) {
        ++m_leaves;
        if (c.mark == Inner)
            --m_inner; // counted when taken off OPEN; a leaf after all
        c.mark = Leaf;
    } else if (c.mark == Unseen) {
        ++m_inner;
        c.mark = Inner;
    }
}

} // namespace gt
