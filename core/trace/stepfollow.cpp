#include "stepfollow.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace gt {

namespace {

// An event's identity across two searches: its type and node; with which occurrence of the
// pair it is in the search, it names one event. Values are left out: an edit changes them.
std::uint64_t pairKey(EventType type, NodeId node)
{
    return std::uint64_t(std::uint32_t(node)) << 8 | std::uint64_t(type);
}

std::uint64_t eventKey(std::uint64_t pair, int occurrence)
{
    return pair ^ std::uint64_t(std::uint32_t(occurrence)) << 40;
}

// Numbers the events of `events[0, end)` by pair, in order: the identity of each, or nothing
// for an event whose node is gone (`node` maps it; NoNode: gone).
template <typename MapNode, typename Visit>
void forEachIdentity(const std::vector<TraceEvent> &events, std::size_t end, MapNode node,
                     Visit visit)
{
    std::unordered_map<std::uint64_t, int> seen;
    for (std::size_t i = 0; i < end; ++i) {
        const NodeId n = node(events[i].node);
        if (n == NoNode && events[i].node != NoNode)
            continue;
        const std::uint64_t pair = pairKey(events[i].type, n);
        visit(i, eventKey(pair, seen[pair]++));
    }
}

} // namespace

int followStep(const Trace &before, int step, const Trace &after,
               const std::vector<NodeId> &oldToNew)
{
    const int oldCount = int(before.events.size());
    const int newCount = int(after.events.size());
    if (step <= 0)
        return 0;
    if (step >= oldCount)
        return newCount;
    const auto followed = [&oldToNew](NodeId n) {
        if (oldToNew.empty() || n == NoNode)
            return n;
        return n >= 0 && std::size_t(n) < oldToNew.size() ? oldToNew[std::size_t(n)] : NoNode;
    };
    const auto same = [](NodeId n) { return n; };

    // Most edits keep the current event: find it without tables (a million-event search).
    const TraceEvent &current = before.events[std::size_t(step - 1)];
    const NodeId node = followed(current.node);
    if (node != NoNode || current.node == NoNode) {
        int occurrence = 0;
        for (int i = 0; i < step - 1; ++i)
            occurrence += before.events[std::size_t(i)].type == current.type &&
                          before.events[std::size_t(i)].node == current.node;
        for (int i = 0; i < newCount; ++i) {
            const TraceEvent &e = after.events[std::size_t(i)];
            if (e.type == current.type && e.node == node && occurrence-- == 0)
                return i + 1;
        }
    }
    // The old events up to the current one, by identity, and how late each came.
    std::unordered_map<std::uint64_t, int> oldPlace;
    forEachIdentity(before.events, std::size_t(step), followed,
                    [&oldPlace](std::size_t i, std::uint64_t key) { oldPlace[key] = int(i); });
    // The new event that stands for the latest of them that is still there.
    int latest = -1;
    int found = -1;
    forEachIdentity(after.events, after.events.size(), same, [&](std::size_t i, std::uint64_t key) {
        const auto it = oldPlace.find(key);
        if (it != oldPlace.end() && it->second > latest) {
            latest = it->second;
            found = int(i);
        }
    });
    return found >= 0 ? found + 1 : std::min(step, newCount);
}

} // namespace gt
