#include "searchcounter.h"

#include "eventquery.h"

#include <algorithm>

namespace gt {

SearchCounter::SearchCounter(NodeId nodeCount)
    : m_markPass(std::size_t(std::max(nodeCount, 0)), 0)
    , m_mark(std::size_t(std::max(nodeCount, 0)), Unseen)
    , m_visited(std::size_t(std::max(nodeCount, 0)), 0)
{}

void SearchCounter::add(const TraceEvent &e)
{
    if (passStartedBy(e)) {
        ++m_pass; // every mark so far belongs to an earlier pass
        return;
    }
    if (isCutoff(e))
        ++m_cutoffs;
    const NodeId n = visitedNode(e);
    if (n < 0 || std::size_t(n) >= m_visited.size())
        return;
    m_visited[std::size_t(n)] = 1;
    if (isTableHit(e))
        return; // looked up, not searched: neither an inner node visited nor a leaf read
    Mark &mark = m_mark[std::size_t(n)];
    if (m_markPass[std::size_t(n)] != m_pass)
        mark = Unseen;
    m_markPass[std::size_t(n)] = m_pass;
    if (isLeafRead(e)) {
        ++m_leaves;
        if (mark == Inner)
            --m_inner; // counted when taken off OPEN; a leaf after all
        mark = Leaf;
    } else if (mark == Unseen) {
        ++m_inner;
        mark = Inner;
    }
}

} // namespace gt
