#include "searchsupport.h"

#include <cmath>

namespace gt {

void summarize(const GameTree &tree, Trace &trace)
{
    SearchSummary &s = trace.summary;
    std::vector<char> visited(tree.size(), 0);
    s.leavesRead.clear();
    s.pruned.clear();
    s.leavesEvaluated = s.internalVisited = s.cutoffs = 0;
    for (const TraceEvent &e : trace.events) {
        switch (e.type) {
        case EventType::ReadLeaf:
            s.leavesRead.push_back(e.node);
            visited[e.node] = 1;
            break;
        case EventType::Enter: visited[e.node] = 1; break;
        case EventType::SssTake:
            if (SssStatus(e.detail) == SssStatus::Live)
                visited[e.node] = 1;
            break;
        case EventType::Cutoff: ++s.cutoffs; break;
        case EventType::SssPurge:
            s.cutoffs += e.aux > 0 ? 1 : 0; // only a purge that prunes (sss.cpp)
            break;
        case EventType::Finish: s.value = e.a; break;
        default: break;
        }
    }
    s.leavesEvaluated = std::int64_t(s.leavesRead.size());
    std::vector<char> read(tree.size(), 0);
    for (NodeId n : s.leavesRead)
        read[n] = 1;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!visited[n])
            s.pruned.push_back(n);
        else if (!read[n])
            ++s.internalVisited;
    }
}

NodeId firstNonFiniteValue(const Trace &trace)
{
    for (const TraceEvent &e : trace.events) {
        switch (e.type) {
        case EventType::ReadLeaf:
        case EventType::Return:
        case EventType::ChanceAdd:
        case EventType::Finish:
            if (!std::isfinite(e.a))
                return e.node;
            break;
        default: break;
        }
    }
    return std::isfinite(trace.summary.value) ? NoNode : 0;
}

std::optional<int> firstChildWithValue(const GameTree &tree, const std::vector<double> &childValues,
                                       double rootValue)
{
    if (tree.isEmpty() || tree.isLeaf(0) || tree.kind(0) == NodeKind::Chance)
        return std::nullopt;
    for (std::size_t i = 0; i < childValues.size(); ++i) {
        if (childValues[i] == rootValue)
            return int(i);
    }
    return std::nullopt;
}

} // namespace gt
