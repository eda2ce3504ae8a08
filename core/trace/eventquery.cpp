#include "eventquery.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>

namespace gt {

NodeId visitedNode(const TraceEvent &e)
{
    const EventKind &kind = eventKind(e.type);
    return kind.visited ? kind.visited(e) : NoNode;
}

NodeId probedThrough(const TraceEvent &e)
{
    // A probe searches the first child of the child c, which in preorder comes right after c.
    if (e.type != EventType::ChanceWindow || ChanceStage(e.detail) != ChanceStage::Probe)
        return NoNode;
    return e.node - 1;
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
    const EventKind &kind = eventKind(e.type);
    return kind.finished ? kind.finished(e) : std::nullopt;
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

bool refutes(const TraceEvent &e)
{
    return e.type == EventType::Tighten && e.a >= e.b;
}

bool isCutoff(const TraceEvent &e)
{
    return e.type == EventType::Cutoff || (e.type == EventType::SssPurge && e.aux > 0);
}

bool isLeafRead(const TraceEvent &e)
{
    // B* reads no leaf values: its reads are expansions (its `leaves` in eval --json).
    return eventKind(e.type).leafRead;
}

std::vector<NodeId> prunedChildren(const GameTree &tree, const TraceEvent &e)
{
    std::vector<NodeId> out;
    if (e.type == EventType::PruneToo || (e.type == EventType::Cutoff && e.aux == 1))
        return {e.type == EventType::PruneToo ? e.node : e.other};
    if (e.type != EventType::Cutoff || e.other == NoNode) // a chance node's last child failed
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

QString moveName(const GameTree &tree, NodeId child)
{
    const QString label = tree.label(child);
    return label.isEmpty() ? QStringLiteral("#%1").arg(tree.childIndex(child) + 1) : label;
}

OrderingMemory orderingAt(const GameTree &tree, const Trace &trace, int step)
{
    const bool killers = trace.features.testFlag(TraceFeature::KillerMoves);
    const bool history = trace.features.testFlag(TraceFeature::HistoryTable);
    OrderingMemory out;
    if (!killers && !history)
        return out;
    std::map<int, std::array<QString, 2>> byPly;       // by ply
    std::map<std::pair<int, QString>, double> credits; // by (MAX 0, MIN 1), move
    std::map<int, NodeId> best;                        // the node's best child in this pass
    std::map<int, double> value;                       // its value so far
    int depth = 0;                                     // the pass's depth limit
    std::pair<int, QString> lastCredit{-1, {}};
    const int end = std::clamp(step, 0, int(trace.events.size()));
    for (int i = 0; i < end; ++i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        const bool last = i == end - 1;
        if (const auto pass = passStartedBy(e)) {
            depth = std::max(pass->depth, 0);
            byPly.clear();
            best.clear();
            value.clear();
        } else if (e.type == EventType::Enter) {
            best[e.node] = NoNode;
            value[e.node] = tree.kind(e.node) == NodeKind::Max ? -INFINITY : INFINITY;
        } else if (e.type == EventType::Return && e.other != NoNode) {
            // The parent's value changes only when this child raises (lowers) it.
            if (value.count(e.other) && e.b != value[e.other]) {
                best[e.other] = e.node;
                value[e.other] = e.b;
            }
        }
        // A killer is set when α ≥ β after a child returns (the Tighten that closes the
        // window), whether or not a child is left for the Cutoff that follows to prune.
        if (killers && refutes(e) && best.count(e.node) && best[e.node] != NoNode) {
            std::array<QString, 2> &k = byPly[tree.depth(e.node)];
            const QString move = moveName(tree, best[e.node]);
            if (k[0] != move) {
                k[1] = k[0];
                k[0] = move;
            }
            if (last)
                out.changedPly = tree.depth(e.node);
        }
        const auto finished = finishedBy(e);
        if (history && finished && finished->node != NoNode && best.count(finished->node) &&
            best[finished->node] != NoNode) {
            const NodeId n = finished->node;
            const std::pair<int, QString> key{tree.kind(n) == NodeKind::Max ? 0 : 1,
                                              moveName(tree, best[n])};
            credits[key] += std::ldexp(1.0, depth - tree.depth(n));
            best[n] = NoNode;
            if (last)
                lastCredit = key;
        }
    }
    for (const auto &[ply, k] : byPly)
        out.killers.push_back({ply, k[0], k[1]});
    for (const auto &[key, score] : credits) {
        if (key == lastCredit)
            out.credited = int(out.history.size());
        out.history.push_back({key.first == 0, key.second, score});
    }
    return out;
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

std::optional<Interval> generatedBounds(const GameTree &tree, NodeId n)
{
    if (tree.isLeaf(n))
        return Interval{tree.value(n), tree.value(n)};
    return tree.interval(n);
}

BstarStep bstarStepAt(const Trace &trace, int step)
{
    BstarStep out;
    const int end = std::clamp(step, 0, int(trace.events.size()));
    int at = end - 1;
    while (at >= 0 && trace.events[std::size_t(at)].type != EventType::Separation)
        --at;
    if (at < 0)
        return out;
    const TraceEvent &test = trace.events[std::size_t(at)];
    out.tested = true;
    out.best = test.other;
    out.alt = test.aux;
    out.bestBound = test.a;
    out.altBound = test.b;
    out.separated = test.detail != 0;
    // Every test follows one expansion: the test's number is that of the expansion before it
    // (a walk back over one iteration's events, not the whole trace).
    for (int i = at - 1; i >= 0; --i) {
        if (trace.events[std::size_t(i)].type == EventType::Expand) {
            out.iteration = trace.events[std::size_t(i)].aux;
            break;
        }
    }
    for (int i = at + 1; i < end; ++i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type == EventType::Strategy) {
            out.strategy = BstarStrategy(e.detail);
            out.chosen = e.node;
            break;
        }
    }
    return out;
}

std::optional<LeafRange> leafBoundsOf(const Trace &trace)
{
    if (trace.events.empty() || trace.events.front().type != EventType::LeafBounds)
        return std::nullopt;
    return LeafRange{trace.events.front().a, trace.events.front().b};
}

std::optional<ChildWindow> chanceWindowOf(const Trace &trace, const TraceEvent &e)
{
    if (e.type != EventType::ChanceWindow)
        return std::nullopt;
    const LeafRange bounds = leafBoundsOf(trace).value_or(LeafRange{
        -std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()});
    return ChildWindow{e.node,
                       e.other,
                       int(e.aux),
                       ChanceStage(e.detail),
                       e.a,
                       e.b,
                       std::max(e.a, bounds.low),
                       std::min(e.b, bounds.high)};
}

std::optional<ChanceProbeResult> probeOf(const GameTree &tree, const TraceEvent &e)
{
    if (e.type != EventType::ChanceProbe)
        return std::nullopt;
    const NodeId child = tree.parent(e.node);
    const Bound says = tree.kind(child) == NodeKind::Max ? Bound::Lower : Bound::Upper;
    return ChanceProbeResult{e.node, child, e.other, e.a, says, Bound(e.detail)};
}

bool isChanceCutoff(const TraceEvent &e)
{
    return e.type == EventType::Cutoff &&
           (Cut(e.detail) == Cut::ChanceBelow || Cut(e.detail) == Cut::ChanceAbove);
}

} // namespace gt
