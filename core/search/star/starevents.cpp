// *-minimax's events (Star1, Star2; TraceFeature::ChanceBounds): the leaf bounds, the window a
// chance node gives a child, a Star2 probe's result; and the sentence of a chance node's
// cut-off, whose bound has left its window.
#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/eventquery.h"
#include "../../trace/frameedit.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

namespace gt {

namespace {

// ---- LeafBounds ----------------------------------------------------------------------------

NodeId keepFocus(const TraceEvent &, NodeId before)
{
    return before;
}

void jsonLeafBounds(JsonFields &o, const EventContext &c)
{
    o.number("low", c.e.a);
    o.number("high", c.e.b);
}

QString narrateLeafBounds(const EventContext &c)
{
    return NarrationTr::tr(
               "Every leaf value lies in [%1, %2], so a chance node is bounded before all "
               "its children are searched: each child not yet searched is worth at least "
               "%1 and at most %2.")
        .arg(formatValue(c.e.a), formatValue(c.e.b));
}

// ---- ChanceWindow --------------------------------------------------------------------------

void applyWindow(FrameEdit &x, const TraceEvent &e)
{
    const ChildWindow w = *chanceWindowOf(x.trace(), e);
    NodeFrame f = x.node(e.node);
    f.edgeWindow = true;
    f.edgeAlpha = w.alpha;
    f.edgeBeta = w.beta;
    x.set(e.node, f);
    // A probe goes through the child c to its first child: c is on the path, so visited
    // (never pruned), as the summary counts it.
    if (const NodeId c = probedThrough(e); c != NoNode && x.node(c).state == NodeState::Unreached) {
        NodeFrame through = x.node(c);
        through.state = NodeState::OnPath;
        x.set(c, through);
    }
}

NodeId chanceInFocus(const TraceEvent &e, NodeId)
{
    return e.other; // the chance node giving the window stays in focus
}

void jsonWindow(JsonFields &o, const EventContext &c)
{
    const ChildWindow w = *chanceWindowOf(c.trace, c.e);
    o.integer("parent", c.e.other);
    o.raw("stage", c.e.detail == std::uint8_t(ChanceStage::Probe) ? "\"probe\"" : "\"search\"");
    o.number("lower_threshold", c.e.a);
    o.number("upper_threshold", c.e.b);
    o.number("alpha", w.alpha);
    o.number("beta", w.beta);
}

QString narrateWindow(const EventContext &c)
{
    const GameTree &t = c.tree;
    const ChildWindow w = *chanceWindowOf(c.trace, c.e);
    const QString window =
        QStringLiteral("(%1, %2)").arg(formatWindowEnd(w.alpha), formatWindowEnd(w.beta));
    const QString chance = nodeLabel(t, w.chance);
    if (w.stage == ChanceStage::Probe) {
        const NodeId child = t.parent(w.node);
        return t.kind(child) == NodeKind::Max
                   ? NarrationTr::tr(
                         "At %1, probe %2 through its first child %3 with the window %4: %2 is "
                         "worth at least what %3 is, and at or above B = %5 that proves %1 at "
                         "least β.")
                         .arg(chance, nodeLabel(t, child), nodeLabel(t, w.node), window,
                              formatWindowEnd(w.highThreshold))
                   : NarrationTr::tr(
                         "At %1, probe %2 through its first child %3 with the window %4: %2 is "
                         "worth at most what %3 is, and at or below A = %5 that proves %1 at "
                         "most α.")
                         .arg(chance, nodeLabel(t, child), nodeLabel(t, w.node), window,
                              formatWindowEnd(w.lowThreshold));
    }
    return NarrationTr::tr(
               "At %1, search %2 with the window %3: a value at or below A = %4 would prove %1 "
               "at most α, one at or above B = %5 at least β.")
        .arg(chance, nodeLabel(t, w.node), window, formatWindowEnd(w.lowThreshold),
             formatWindowEnd(w.highThreshold));
}

// ---- ChanceProbe ---------------------------------------------------------------------------

void applyProbe(FrameEdit &x, const TraceEvent &e)
{
    const ChanceProbeResult p = *probeOf(x.tree(), e);
    NodeFrame g = x.node(p.probed);
    g.state = NodeState::Done;
    g.value = p.value;
    g.bound = p.probedBound;
    x.set(p.probed, g);
    NodeFrame c = x.node(p.child);
    c.probeBound = p.bound;
    c.probeValue = p.value;
    if (c.state == NodeState::OnPath)
        c.state = NodeState::Done; // the probe is over; the search phase enters it again
    x.set(p.child, c);
}

void jsonProbe(JsonFields &o, const EventContext &c)
{
    const ChanceProbeResult p = *probeOf(c.tree, c.e);
    o.integer("parent", c.e.other);
    o.integer("child", p.child);
    o.number("value", p.value);
    o.word("bound", boundName(p.bound));
}

QString narrateProbe(const EventContext &c)
{
    const ChanceProbeResult p = *probeOf(c.tree, c.e);
    return NarrationTr::tr(
               "The probe %1, the first child of %2, returns %3: %2 is worth %4, whatever "
               "its other children are.")
        .arg(nodeLabel(c.tree, c.e.node), nodeLabel(c.tree, p.child),
             boundWords(p.probedBound, p.value), boundWords(p.bound, p.value));
}

std::optional<Finished> finishedByProbe(const TraceEvent &e)
{
    return Finished{e.node, e.a, Bound(e.detail)}; // Star2's probe
}

// ---- Cutoff, at a chance node --------------------------------------------------------------

QString narrateChanceCut(const EventContext &c)
{
    if (!isChanceCutoff(c.e))
        return {}; // a MAX or MIN node's: the common sentence
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const bool below = Cut(e.detail) == Cut::ChanceBelow;
    const QString n = nodeLabel(t, e.node);
    QString s =
        below
            ? NarrationTr::tr("At %1, even if every child not yet searched were worth the most it "
                              "can be, the weighted sum could not rise above α = %2: %1 returns α.")
                  .arg(n, formatWindowEnd(e.a))
            : NarrationTr::tr("At %1, even if every child not yet searched were worth the least it "
                              "can be, the weighted sum could not fall below β = %2: %1 returns β.")
                  .arg(n, formatWindowEnd(e.b));
    if (e.other != NoNode)
        s += t.childIndex(e.other) + 1 == t.childCount(e.node)
                 ? NarrationTr::tr(" The child %1 is pruned.").arg(listChildren(t, e.node, e.other))
                 : NarrationTr::tr(" The children %1 are pruned.")
                       .arg(listChildren(t, e.node, e.other));
    return s;
}

const EventKind leafBoundsKind{.type = EventType::LeafBounds,
                               .name = "leaf_bounds",
                               .current = keepFocus, // the frame has them from the start
                               .json = jsonLeafBounds,
                               .narrate = narrateLeafBounds};
const EventKind windowKind{.type = EventType::ChanceWindow,
                           .name = "chance_window",
                           .apply = applyWindow,
                           .current = chanceInFocus,
                           .json = jsonWindow,
                           .narrate = narrateWindow,
                           .visited = probedThrough};
const EventKind probeKind{.type = EventType::ChanceProbe,
                          .name = "probe",
                          .apply = applyProbe,
                          .current = chanceInFocus,
                          .json = jsonProbe,
                          .narrate = narrateProbe,
                          .finished = finishedByProbe};

} // namespace

void addStarEventKinds(EventKindTable &table)
{
    for (const EventKind *k : {&leafBoundsKind, &windowKind, &probeKind})
        table.add(*k);
    // Any trace: a chance node's cut-off reads as such by its Cut alone.
    table.refine({EventType::Cutoff, {}, narrateChanceCut});
}

} // namespace gt
