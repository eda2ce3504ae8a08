#include "eventquery.h"

#include <algorithm>

namespace gt {

NodeId visitedNode(const TraceEvent &e)
{
    switch (e.type) {
    case EventType::Enter:
    case EventType::ReadLeaf:
    case EventType::CloseFront: return e.node;
    case EventType::TableHit: return e.node;
    case EventType::SssTake: return sssStatus(e) == SssStatus::Live ? e.node : NoNode;
    default: return NoNode;
    }
}

NodeId reachedNode(const TraceEvent &e)
{
    return e.type == EventType::SssTake ? e.node : visitedNode(e);
}

NodeId openedNode(const TraceEvent &e)
{
    return e.type == EventType::Enter || e.type == EventType::SssTake ? e.node : NoNode;
}

std::optional<Finished> finishedBy(const TraceEvent &e)
{
    switch (e.type) {
    case EventType::Return: return Finished{e.node, e.a, Bound(e.detail)};
    case EventType::ChanceAdd:
    case EventType::Finish: return Finished{e.node, e.a, Bound::Exact};
    case EventType::SssPush:
        if (sssStatus(e) == SssStatus::Solved)
            return Finished{e.node, e.a, takesLowestMerit(e) ? Bound::Upper : Bound::Lower};
        return std::nullopt;
    default: return std::nullopt;
    }
}

std::optional<double> searchResult(const TraceEvent &e)
{
    return e.type == EventType::Finish ? std::optional<double>(e.a) : std::nullopt;
}

SssStatus sssStatus(const TraceEvent &e)
{
    return e.type == EventType::SssTake || e.type == EventType::SssPush ? SssStatus(e.detail)
                                                                        : SssStatus::None;
}

std::optional<OpenState> takenState(const TraceEvent &e)
{
    if (e.type != EventType::SssTake)
        return std::nullopt;
    return OpenState{e.node, sssStatus(e), e.a};
}

std::optional<OpenState> pushedState(const TraceEvent &e)
{
    if (e.type != EventType::SssPush)
        return std::nullopt;
    return OpenState{e.node, sssStatus(e), e.a};
}

int gammaCase(const TraceEvent &e)
{
    return e.type == EventType::SssTake ? int(e.aux) : 0;
}

bool takesLowestMerit(const TraceEvent &e)
{
    return sssStatus(e) != SssStatus::None && e.b < 0;
}

bool takesLowestMerit(const Trace &trace)
{
    return !trace.events.empty() && takesLowestMerit(trace.events.front());
}

OpenStep openStepAt(const Trace &trace, int step)
{
    // Walk back to the take that started the Γ application this step belongs to: what was
    // pushed since then is what the lecturer is talking about. Reads, purges and the end of the
    // search belong to that application too; any other event ends the walk.
    OpenStep out;
    for (int i = std::min(step, int(trace.events.size())) - 1; i >= 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (const auto pushed = pushedState(e)) {
            out.pushed.emplace_back(pushed->node, pushed->status);
            continue;
        }
        if (const auto taken = takenState(e)) {
            out.taken = taken;
            out.gammaCase = gammaCase(e);
            break;
        }
        if (e.type != EventType::SssPurge && e.type != EventType::ReadLeaf &&
            e.type != EventType::Finish)
            break;
    }
    return out;
}

bool isCutoff(const TraceEvent &e)
{
    return e.type == EventType::Cutoff || (e.type == EventType::SssPurge && e.aux > 0);
}

bool isLeafRead(const TraceEvent &e)
{
    return e.type == EventType::ReadLeaf;
}

std::vector<NodeId> prunedChildren(const GameTree &tree, const TraceEvent &e)
{
    std::vector<NodeId> out;
    if (e.type == EventType::PruneToo || (e.type == EventType::Cutoff && e.aux == 1))
        return {e.type == EventType::PruneToo ? e.node : e.other};
    if (e.type != EventType::Cutoff)
        return out;
    for (NodeId c : tree.children(e.node)) {
        if (c >= e.other)
            out.push_back(c);
    }
    return out;
}

int prunedSubtrees(const GameTree &tree, const TraceEvent &e)
{
    if (e.type == EventType::SssPurge)
        return e.aux;
    return int(prunedChildren(tree, e).size());
}

std::optional<EarlyMove> earlyMove(const TraceEvent &e)
{
    if (e.type != EventType::Reorder)
        return std::nullopt;
    return EarlyMove{e.node, e.other, OrderReason(e.detail), int(e.aux), e.a};
}

bool isTableHit(const TraceEvent &e)
{
    return e.type == EventType::TableHit;
}

std::optional<double> tableAnswer(const TraceEvent &e)
{
    if (!isTableHit(e))
        return std::nullopt;
    return Bound(e.detail) == Bound::Upper ? e.b : e.a; // exact: lower == upper
}

std::pair<NodeId, NodeId> sparedByTable(const GameTree &tree, const TraceEvent &e)
{
    if (!isTableHit(e))
        return {0, 0};
    return {e.node + 1, tree.subtreeEnd(e.node)};
}

int tableHitCount(const Trace &trace)
{
    return int(std::count_if(trace.events.begin(), trace.events.end(), isTableHit));
}

bool hasWindow(const TraceEvent &e)
{
    return e.type == EventType::Enter && e.detail == 1;
}

std::optional<Pass> passStartedBy(const TraceEvent &e)
{
    if (e.type != EventType::PassStart)
        return std::nullopt;
    return Pass{int(e.aux), PassKind(e.detail), e.a, e.b, e.other < 0 ? -1 : int(e.other)};
}

Pass passAt(const Trace &trace, int step)
{
    for (int i = std::min(step, int(trace.events.size())) - 1; i >= 0; --i) {
        if (const auto pass = passStartedBy(trace.events[std::size_t(i)]))
            return *pass;
    }
    return Pass{};
}

int passCount(const Trace &trace)
{
    int count = 0;
    for (const TraceEvent &e : trace.events)
        count += e.type == EventType::PassStart ? 1 : 0;
    return count;
}

int finishStep(const GameTree &tree, const Trace &trace, int from, NodeId node)
{
    const int count = int(trace.events.size());
    for (int j = std::max(from, 0); j < count; ++j) {
        const TraceEvent &e = trace.events[std::size_t(j)];
        if (e.type == EventType::PassStart)
            return j > from ? j : j + 1; // the pass is over: its last frame
        const auto finished = finishedBy(e);
        if (finished && finished->node != NoNode && tree.isAncestorOrSelf(finished->node, node))
            return j + 1;
    }
    return count;
}

} // namespace gt
