#pragma once

#include "../trace/invariant.h"
#include "../trace/trace.h"
#include "../tree/gametree.h"

#include <limits>

namespace gt {

// Small pieces every algorithm file shares: the terminal test of a depth-limited search, the
// event emitter, and the summary of a finished trace.

constexpr double Infinity = std::numeric_limits<double>::infinity();

// A node is searched as a leaf when it has no children or sits at the depth limit (-1: none).
// Why a finished MAX or MIN node's value is only a bound, as its search knows it (the aux of its
// Return, which the narration reads): its own cut-off, else the child its value came from being
// only a bound. `clamped`: fail-hard reported an end of its window instead of its best, which
// alone decides where there was no cut-off.
inline BoundReasons boundReasonsOf(bool cut, Bound valueBound, bool clamped = false)
{
    BoundReasons why;
    if (cut)
        why |= BoundReason::Cutoff;
    else if (!clamped && (valueBound == Bound::Lower || valueBound == Bound::Upper))
        why |= BoundReason::Child;
    if (clamped)
        why |= BoundReason::FailHard;
    return why;
}

inline bool isTerminal(const GameTree &t, NodeId n, int depthLimit)
{
    return t.isLeaf(n) || (depthLimit >= 0 && t.depth(n) >= depthLimit);
}

// Appends events to a trace; one call per step a student sees.
class TraceWriter {
public:
    explicit TraceWriter(Trace &trace)
        : m_trace(trace)
    {}

    void add(EventType type, int line, NodeId node, NodeId other = NoNode, double a = 0,
             double b = 0, std::uint8_t detail = 0, std::int32_t aux = 0)
    {
        TraceEvent e;
        e.type = type;
        e.line = std::uint8_t(line);
        e.detail = detail;
        e.node = node;
        e.other = other;
        e.aux = aux;
        e.a = a;
        e.b = b;
        // A node is entered with α ≤ β (a null window is (β − ε, β), never empty), and so is
        // the root at a pass's start (NaN is no window at all).
        GT_ASSERT(!((type == EventType::Enter && detail == 1) || type == EventType::PassStart) ||
                  a <= b);
        m_trace.events.push_back(e);
    }

private:
    Trace &m_trace;
};

// Fills leaves read, pruned ids, counts and the value from the events. The algorithm sets
// bestChild itself: only it knows which child its value came from.
void summarize(const GameTree &tree, Trace &trace);

// The node of the first event that reads, returns or finishes with a value that is not finite,
// or NoNode. (Windows and SSS* merits may be infinite; values may not.)
NodeId firstNonFiniteValue(const Trace &trace);

// The first child of the root whose backed-up value equals the root's, for algorithms that
// compute every child of the root exactly or as a bound that cannot tie falsely.
std::optional<int> firstChildWithValue(const GameTree &tree, const std::vector<double> &childValues,
                                       double rootValue);

} // namespace gt
