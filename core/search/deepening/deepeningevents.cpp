// Iterative deepening's move ordering (TraceFeature::KillerMoves, HistoryTable): a child tried
// before its place, and the further children a reordered node's cut-off prunes.
#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/eventquery.h"
#include "../../trace/frameedit.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

namespace gt {

namespace {

NodeId keepFocus(const TraceEvent &, NodeId before)
{
    return before; // the node ordering its children stays in focus
}

const char *orderReasonName(OrderReason r)
{
    switch (r) {
    case OrderReason::PreviousBest: return "previous_best";
    case OrderReason::Killer1: return "killer1";
    case OrderReason::Killer2: return "killer2";
    case OrderReason::History: return "history";
    }
    return "unknown";
}

// ---- Reorder -------------------------------------------------------------------------------

void applyReorder(FrameEdit &x, const TraceEvent &e)
{
    const EarlyMove m = *earlyMove(e);
    NodeFrame f = x.node(m.child);
    f.orderedEarly = true;
    f.orderReason = m.reason;
    f.orderScore = m.score;
    x.set(m.child, f);
}

void jsonReorder(JsonFields &o, const EventContext &c)
{
    const EarlyMove m = *earlyMove(c.e);
    o.integer("parent", m.parent);
    o.word("reason", orderReasonName(m.reason));
    o.integer("place", m.place);
    if (m.reason == OrderReason::History)
        o.number("score", m.score);
}

QString narrateReorder(const EventContext &ctx)
{
    const GameTree &t = ctx.tree;
    const EarlyMove m = *earlyMove(ctx.e);
    const QString c = nodeLabel(t, m.child), p = nodeLabel(t, m.parent);
    switch (m.reason) {
    case OrderReason::PreviousBest:
        return NarrationTr::tr(
                   "At %1, %2 is tried first: it was %1's best move in the previous pass.")
            .arg(p, c);
    case OrderReason::Killer1:
    case OrderReason::Killer2:
        return NarrationTr::tr(
                   "At %1, %2 is tried in place %3: it is killer %4 of this ply, a move that "
                   "caused a cut-off at a sibling position.")
            .arg(p, c)
            .arg(m.place)
            .arg(m.reason == OrderReason::Killer1 ? 1 : 2);
    case OrderReason::History:
        return NarrationTr::tr(
                   "At %1, %2 is tried in place %3: its history score %4 is higher than those "
                   "of the children it overtakes.")
            .arg(p, c)
            .arg(m.place)
            .arg(formatValue(m.score));
    }
    return {};
}

// ---- PruneToo ------------------------------------------------------------------------------

void applyPruneToo(FrameEdit &x, const TraceEvent &e)
{
    const GameTree &t = x.tree();
    for (NodeId c : prunedChildren(t, e))
        x.prune(c, t.subtreeEnd(c), true);
}

void jsonPruneToo(JsonFields &o, const EventContext &c)
{
    o.integer("parent", c.e.other);
}

QString narratePruneToo(const EventContext &c)
{
    return NarrationTr::tr("%1 at %2 is pruned as well: it comes later in the order tried.")
        .arg(childWords(c.tree, c.e.node), nodeLabel(c.tree, c.e.other));
}

void prunedByPruneToo(const GameTree &tree, const TraceEvent &e, NodeRanges &out)
{
    for (NodeId c : prunedChildren(tree, e))
        out.emplace_back(c, tree.subtreeEnd(c));
}

const EventKind reorderKind{.type = EventType::Reorder,
                            .name = "reorder",
                            .apply = applyReorder,
                            .current = keepFocus,
                            .json = jsonReorder,
                            .narrate = narrateReorder};
const EventKind pruneTooKind{.type = EventType::PruneToo,
                             .name = "prune_too",
                             .apply = applyPruneToo,
                             .current = keepFocus,
                             .json = jsonPruneToo,
                             .narrate = narratePruneToo,
                             .pruned = prunedByPruneToo,
                             .prunesWithCutoff = true};

} // namespace

void addDeepeningEventKinds(EventKindTable &table)
{
    table.add(reorderKind);
    table.add(pruneTooKind);
}

} // namespace gt
