#include "exhaustive.h"

#include "searchsupport.h"

#include <algorithm>

namespace gt {

namespace {

struct Visit {
    NodeId node;
    int next = 0;     // the next child to search
    double value = 0; // running max, min or weighted sum
};

bool averages(const GameTree &t, NodeId n, const ExhaustiveRules &r)
{
    return t.kind(n) == NodeKind::Chance || (r.minAverages && t.kind(n) == NodeKind::Min);
}

double initialValue(const GameTree &t, NodeId n, const ExhaustiveRules &r)
{
    if (averages(t, n, r))
        return 0;
    return t.kind(n) == NodeKind::Max ? -Infinity : Infinity;
}

} // namespace

Trace runExhaustive(const GameTree &t, int depthLimit, const ExhaustiveRules &r,
                    const QString &algorithmId)
{
    Trace trace;
    trace.algorithm = algorithmId;
    trace.events.reserve(std::size_t(t.size()) * 2 + 1);
    TraceWriter w(trace);
    std::vector<double> rootChildValues;
    std::vector<Visit> stack;

    // Hands a finished child's value to the node on top of the stack (or ends the search).
    auto deliver = [&](NodeId child, double v) {
        if (stack.empty()) {
            w.add(EventType::Finish, r.finishLine, child, NoNode, v);
            return;
        }
        Visit &p = stack.back();
        const int index = p.next - 1;
        if (p.node == 0)
            rootChildValues.push_back(v);
        if (averages(t, p.node, r)) {
            const double prob = t.childProbability(p.node, index);
            p.value += prob * v;
            w.add(EventType::ChanceAdd, r.chanceLine, child, p.node, v, prob,
                  std::uint8_t(Bound::Exact));
        } else {
            const bool isMax = t.kind(p.node) == NodeKind::Max;
            p.value = isMax ? std::max(p.value, v) : std::min(p.value, v);
            w.add(EventType::Return, isMax ? r.maxLine : r.minLine, child, p.node, v, p.value,
                  std::uint8_t(Bound::Exact));
        }
    };

    const auto enter = [&](NodeId n) {
        if (isTerminal(t, n, depthLimit)) {
            w.add(EventType::ReadLeaf, r.leafLine, n, NoNode, t.value(n));
            deliver(n, t.value(n));
            return;
        }
        w.add(EventType::Enter, r.enterLine, n, NoNode, 0, 0, 0, t.depth(n));
        stack.push_back({n, 0, initialValue(t, n, r)});
    };

    enter(0);
    while (!stack.empty()) {
        Visit &top = stack.back();
        if (top.next < t.childCount(top.node)) {
            const NodeId c = t.child(top.node, top.next++);
            enter(c);
            continue;
        }
        const Visit done = top;
        stack.pop_back();
        deliver(done.node, done.value);
    }
    summarize(t, trace);
    if (!averages(t, 0, r))
        trace.summary.bestChild = firstChildWithValue(t, rootChildValues, trace.summary.value);
    return trace;
}

} // namespace gt
