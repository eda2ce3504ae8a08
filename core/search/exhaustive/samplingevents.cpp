// The events of chance nodes searched approximately (expectimax, expectiminimax with
// --min-prob or --samples): children skipped below the threshold, draws, the interval the
// skipped mass allows, and the estimate beside the exact value.
#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/frameedit.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

namespace gt {

namespace {

NodeId averagingInFocus(const TraceEvent &e, NodeId)
{
    return e.other; // the averaging node choosing its children
}

// ---- ChanceSkip ----------------------------------------------------------------------------

void applySkip(FrameEdit &x, const TraceEvent &e)
{
    // Greyed at once, with what lies below it: it will not be searched. Not a cut-off, so no
    // cut mark.
    x.prune(e.node, x.tree().subtreeEnd(e.node), false);
    NodeFrame f = x.node(e.node);
    f.skippedProbability = e.a;
    x.set(e.node, f);
}

void jsonSkip(JsonFields &o, const EventContext &c)
{
    o.integer("parent", c.e.other);
    o.number("probability", c.e.a);
}

QString narrateSkip(const EventContext &c)
{
    return NarrationTr::tr("%1 is not searched: its probability %2 is below the threshold, so %3 "
                           "averages its other children, their probabilities renormalised.")
        .arg(childSubject(c.tree, c.e.node), formatProbability(c.e.a),
             nodeLabel(c.tree, c.e.other));
}

void prunedBySkip(const GameTree &tree, const TraceEvent &e, NodeRanges &out)
{
    out.emplace_back(e.node, tree.subtreeEnd(e.node));
}

// ---- ChanceDraw ----------------------------------------------------------------------------

void applyDraw(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.draws = e.aux;
    x.set(e.node, f);
}

void jsonDraw(JsonFields &o, const EventContext &c)
{
    o.integer("parent", c.e.other);
    o.number("probability", c.e.a);
    o.integer("draws", c.e.aux);
    o.number("samples", c.e.b);
}

QString narrateDraw(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    return NarrationTr::tr("At %1, %2 of the %3 draws fell on %4 (probability %5): it is searched "
                           "once and counts %2/%3 in the estimate.")
        .arg(nodeLabel(t, e.other))
        .arg(e.aux)
        .arg(formatValue(e.b))
        .arg(t.isLeaf(e.node) ? NarrationTr::tr("the leaf %1").arg(childWords(t, e.node))
                              : nodeLabel(t, e.node),
             formatProbability(e.a));
}

// ---- ChanceInterval ------------------------------------------------------------------------

void applyInterval(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.intervalLow = e.a;
    f.intervalHigh = e.b;
    x.set(e.node, f);
}

void jsonInterval(JsonFields &o, const EventContext &c)
{
    o.number("low", c.e.a);
    o.number("high", c.e.b);
}

QString narrateInterval(const EventContext &c)
{
    return NarrationTr::tr(
               "Whatever the skipped children of %1 are worth within the leaf bounds, its "
               "value lies in [%2, %3].")
        .arg(nodeLabel(c.tree, c.e.node), formatValue(c.e.a), formatValue(c.e.b));
}

// ---- Estimate ------------------------------------------------------------------------------

void applyEstimate(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.exactValue = e.b;
    x.set(e.node, f);
    // The children no draw fell on are greyed as the node finishes, without a cut mark.
    const GameTree &t = x.tree();
    for (NodeId c : t.children(e.node)) {
        if (x.node(c).state == NodeState::Unreached)
            x.prune(c, t.subtreeEnd(c), false);
    }
}

void jsonEstimate(JsonFields &o, const EventContext &c)
{
    o.number("value", c.e.a);
    o.number("exact_value", c.e.b);
}

QString narrateEstimate(const EventContext &c)
{
    const TraceEvent &e = c.e;
    return e.a == e.b
               ? NarrationTr::tr("%1 is worth %2 by the approximation, which here is exact.")
                     .arg(subject(c.tree, e.node), formatValue(e.a))
               : NarrationTr::tr("%1 is worth about %2 by the approximation; its exact value "
                                 "is %3.")
                     .arg(subject(c.tree, e.node), formatValue(e.a), formatValue(e.b));
}

const EventKind skipKind{.type = EventType::ChanceSkip,
                         .name = "chance_skip",
                         .apply = applySkip,
                         .current = averagingInFocus,
                         .json = jsonSkip,
                         .narrate = narrateSkip,
                         .pruned = prunedBySkip};
const EventKind drawKind{.type = EventType::ChanceDraw,
                         .name = "chance_draw",
                         .apply = applyDraw,
                         .current = averagingInFocus,
                         .json = jsonDraw,
                         .narrate = narrateDraw};
const EventKind intervalKind{.type = EventType::ChanceInterval,
                             .name = "chance_interval",
                             .apply = applyInterval,
                             .json = jsonInterval,
                             .narrate = narrateInterval};
const EventKind estimateKind{.type = EventType::Estimate,
                             .name = "estimate",
                             .apply = applyEstimate,
                             .json = jsonEstimate,
                             .narrate = narrateEstimate};

} // namespace

void addSamplingEventKinds(EventKindTable &table)
{
    for (const EventKind *k : {&skipKind, &drawKind, &intervalKind, &estimateKind})
        table.add(*k);
}

} // namespace gt
