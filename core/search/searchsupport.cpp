#include "searchsupport.h"

#include "../trace/eventquery.h"
#include "../trace/searchcounter.h"
#include <cmath>

namespace gt {

void summarize(const GameTree &tree, Trace &trace)
{
    SearchSummary &s = trace.summary;
    SearchCounter counter(tree.size());
    s.leavesRead.clear();
    for (const TraceEvent &e : trace.events) {
        counter.add(e);
        if (isLeafRead(e))
            s.leavesRead.push_back(e.node);
        if (const auto value = searchResult(e))
            s.value = *value;
    }
    s.leavesEvaluated = counter.leavesRead();
    s.internalVisited = counter.innerVisited();
    s.cutoffs = counter.cutoffs();
    s.pruned = counter.unvisited();
}

NodeId firstNonFiniteValue(const Trace &trace)
{
    for (const TraceEvent &e : trace.events) {
        if (isLeafRead(e) && !std::isfinite(e.a)) // a ReadLeaf's value is `a`
            return e.node;
        if (const auto f = finishedBy(e); f && !std::isfinite(f->value))
            return f->node;
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
