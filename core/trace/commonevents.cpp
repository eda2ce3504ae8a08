// The kinds of the events every family shares: entering a node, reading a leaf, a value
// returning (to a MAX/MIN parent, or added to a chance parent's sum), a bound tightening, a
// cut-off, a pass starting, the search finishing. What each means, in one entry per type.
#include "eventkind.h"
#include "eventquery.h"
#include "frameedit.h"
#include "invariant.h"
#include "jsonfields.h"
#include "narration.h"
#include "narrationwords.h"

#include "../tree/nametext.h"
#include "annotations.h"

#include <QCoreApplication>

#include <limits>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

// What a node on the path knows from its value so far: MAX can only go up, MIN only down.
Bound runningBound(NodeKind kind)
{
    return kind == NodeKind::Max   ? Bound::Lower
           : kind == NodeKind::Min ? Bound::Upper
                                   : Bound::None;
}

NodeId ownNode(const TraceEvent &e)
{
    return e.node;
}

// ---- Enter ---------------------------------------------------------------------------------

void applyEnter(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.state = NodeState::OnPath;
    f.hasWindow = hasWindow(e);
    f.alpha = e.a;
    f.beta = e.b;
    f.value = std::numeric_limits<double>::quiet_NaN();
    f.bound = Bound::None;
    f.childrenDone = 0;
    x.set(e.node, f);
}

void jsonEnter(JsonFields &o, const EventContext &c)
{
    if (hasWindow(c.e)) {
        o.number("alpha", c.e.a);
        o.number("beta", c.e.b);
    }
}

// ---- ReadLeaf ------------------------------------------------------------------------------

void applyRead(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.state = NodeState::OnPath;
    f.value = e.a;
    f.bound = Bound::Exact;
    ++f.readCount;
    f.heuristic = !x.tree().isLeaf(e.node); // an inner node at the horizon: its heuristic value
    x.set(e.node, f);
}

void jsonRead(JsonFields &o, const EventContext &c)
{
    o.number("value", c.e.a);
}

void prunedByRead(const GameTree &tree, const TraceEvent &e, NodeRanges &out)
{
    if (!tree.isLeaf(e.node)) // an inner node read at the depth limit hides what is below it
        out.emplace_back(e.node + 1, tree.subtreeEnd(e.node));
}

// ---- Return and ChanceAdd ------------------------------------------------------------------

void applyReturn(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame c = x.node(e.node);
    c.state = NodeState::Done;
    c.value = e.a;
    c.bound = Bound(e.detail);
    x.set(e.node, c);
    x.clearOrderBadges(e.node);
    if (e.other == NoNode)
        return;                                    // the root's value in this pass
    GT_ASSERT(x.tree().parent(e.node) == e.other); // a value backs up to the node's parent
    NodeFrame p = x.node(e.other);
    if (e.type == EventType::ChanceAdd && c.bound != Bound::Exact) {
        // *-minimax: a child that fails is not added; the cut-off that follows says why
    } else if (e.type == EventType::ChanceAdd) {
        p.value = (p.childrenDone == 0 ? 0.0 : p.value) + e.b * e.a;
        p.bound = Bound::None; // the formula says what the sum means
    } else {
        p.value = e.b;
        p.bound = runningBound(x.tree().kind(e.other));
    }
    ++p.childrenDone;
    x.set(e.other, p);
}

NodeId currentAfterReturn(const TraceEvent &e, NodeId)
{
    return e.other != NoNode ? e.other : e.node; // the value has arrived (a pass's root: stays)
}

void jsonReturn(JsonFields &o, const EventContext &c)
{
    const TraceEvent &e = c.e;
    o.nodeOrNull("parent", e.other); // no parent: the root's value in a pass that is not the last
    o.number("value", e.a);
    o.word("bound", boundName(Bound(e.detail)));
    if (e.other != NoNode)
        o.number("parent_value", e.b);
}

void jsonChanceAdd(JsonFields &o, const EventContext &c)
{
    const TraceEvent &e = c.e;
    o.integer("parent", e.other);
    o.number("value", e.a);
    o.number("probability", e.b);
    if (Bound(e.detail) == Bound::Lower || Bound(e.detail) == Bound::Upper) // *-minimax
        o.word("bound", boundName(Bound(e.detail)));
}

QString narrateReturnEvent(const EventContext &c)
{
    return narrateReturn(c.tree, c.trace, c.index);
}

std::optional<Finished> finishedByReturn(const TraceEvent &e)
{
    return Finished{e.node, e.a, Bound(e.detail)};
}

std::optional<Finished> finishedByChanceAdd(const TraceEvent &e)
{
    // *-minimax: a child that fails returns a bound
    return Finished{e.node, e.a, Bound(e.detail) == Bound::None ? Bound::Exact : Bound(e.detail)};
}

std::optional<QuizQuestion> askReturn(const EventContext &c, const Frame &before)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(t, e.node);
    QuizQuestion q;
    q.node = e.node;
    if (e.other != NoNode && t.isLeaf(e.node) &&
        !(std::size_t(e.other) < before.averaging.size() &&
          before.averaging[std::size_t(e.other)])) {
        // A leaf's value is on the canvas: the question is what it does to its parent.
        q.node = e.other;
        q.text = tr("The leaf %1 = %2 returns to %3. What is %3's best so far now?")
                     .arg(n, formatValue(e.a), nodeLabel(t, e.other));
    } else {
        q.value = e.a;
        q.bound = Bound(e.detail);
        q.text = e.other == NoNode ? tr("What does %1 return in this pass?").arg(n)
                                   : tr("What does %1 return to %2?").arg(n, nodeLabel(t, e.other));
    }
    return q;
}

std::optional<QuizQuestion> askChanceAdd(const EventContext &c, const Frame &)
{
    const TraceEvent &e = c.e;
    // *-minimax: a child that fails its window is not added (the cut-off asks instead).
    if (e.other == NoNode || Bound(e.detail) != Bound::Exact)
        return std::nullopt;
    QuizQuestion q;
    q.node = e.other;
    q.text =
        tr("%1 is finished; %2 adds it with probability %3. What is %2's weighted sum "
           "now?")
            .arg(nodeLabel(c.tree, e.node), nodeLabel(c.tree, e.other), formatProbability(e.b));
    return q;
}

// ---- Tighten -------------------------------------------------------------------------------

void applyTighten(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.alpha = e.a;
    f.beta = e.b;
    x.set(e.node, f);
}

void jsonWindow(JsonFields &o, const EventContext &c)
{
    o.number("alpha", c.e.a);
    o.number("beta", c.e.b);
}

std::optional<QuizQuestion> askTighten(const EventContext &c, const Frame &before)
{
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(c.tree, e.node);
    const NodeFrame &f = before.nodes[std::size_t(e.node)];
    const bool alpha = e.a != f.alpha || !f.hasWindow;
    QuizQuestion q;
    q.node = e.node;
    q.value = alpha ? e.a : e.b;
    q.text = alpha ? tr("A bound at %1 changes. What is α at %1 now?").arg(n)
                   : tr("A bound at %1 changes. What is β at %1 now?").arg(n);
    return q;
}

// ---- Cutoff --------------------------------------------------------------------------------

void applyCutoff(FrameEdit &x, const TraceEvent &e)
{
    const GameTree &t = x.tree();
    for (NodeId c : prunedChildren(t, e))
        x.prune(c, t.subtreeEnd(c), true);
}

void jsonCutoff(JsonFields &o, const EventContext &c)
{
    o.number("alpha", c.e.a);
    o.number("beta", c.e.b);
    o.nodeOrNull("first_pruned", c.e.other);
    o.ids("pruned", prunedChildren(c.tree, c.e));
}

void prunedByCutoff(const GameTree &tree, const TraceEvent &e, NodeRanges &out)
{
    for (NodeId c : prunedChildren(tree, e))
        out.emplace_back(c, tree.subtreeEnd(c));
}

std::optional<QuizQuestion> askCutoff(const EventContext &c, const Frame &)
{
    const GameTree &t = c.tree;
    QuizQuestion q;
    q.node = c.e.node;
    q.ask = QuizAsk::Pruned;
    // Every child may be clicked and every child is outlined: outlining only those not
    // returned yet would draw the answer before the student gives it.
    const auto children = t.children(c.e.node);
    q.candidates.assign(children.begin(), children.end());
    q.nodes = prunedChildren(t, c.e);
    // A search that reorders children names the rest of what it prunes in the events after.
    for (std::size_t i = std::size_t(c.index) + 1; i < c.trace.events.size(); ++i) {
        const TraceEvent &next = c.trace.events[i];
        if (!eventKind(next.type).prunesWithCutoff)
            break;
        for (NodeId n : prunedChildren(t, next))
            q.nodes.push_back(n);
    }
    std::sort(q.nodes.begin(), q.nodes.end());
    q.nodes.erase(std::unique(q.nodes.begin(), q.nodes.end()), q.nodes.end());
    q.text = tr("Which branches of %1 are pruned now? Click them on the canvas, then "
                "Check.")
                 .arg(nodeLabel(t, c.e.node));
    return q; // the quiz words the answer (the branches' names)
}

// ---- PassStart -----------------------------------------------------------------------------

void applyPass(FrameEdit &x, const TraceEvent &e)
{
    // The root's window: α ≤ β, or the pass searches nothing (MTD's tests are (γ − ε, γ)).
    GT_ASSERT(!(e.a > e.b));
    x.startPass(e);
}

NodeId noFocus(const TraceEvent &, NodeId)
{
    return NoNode; // nothing of the new pass is current yet
}

void jsonPass(JsonFields &o, const EventContext &c)
{
    const Pass pass = *passStartedBy(c.e);
    o.integer("pass", pass.number);
    o.word("kind", passKindName(pass.kind));
    o.number("alpha", pass.alpha);
    o.number("beta", pass.beta);
    if (pass.depth >= 0)
        o.integer("depth", pass.depth);
}

// ---- Finish --------------------------------------------------------------------------------

void applyFinish(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.state = NodeState::Done;
    f.value = e.a;
    f.bound = Bound::Exact;
    f.sss = SssStatus::None;
    x.set(e.node, f);
    x.clearOrderBadges(e.node);
    if (x.trace().features.testAnyFlags(TraceFeature::Intervals | TraceFeature::ProofNumbers))
        x.pruneUngenerated(); // B*, pns: what is generated and not expanded is not pruned
    else
        x.prune(0, x.tree().size(), true); // what no pass reached is pruned
    x.finish();
}

std::optional<Finished> finishedByFinish(const TraceEvent &e)
{
    return Finished{e.node, e.a, Bound::Exact};
}

std::optional<QuizQuestion> askFinish(const EventContext &c, const Frame &)
{
    QuizQuestion q;
    q.node = c.e.node;
    q.value = c.e.a;
    q.text =
        tr("The search ends. What is the value of %1, the root?").arg(nodeLabel(c.tree, c.e.node));
    return q;
}

// ---- The table ------------------------------------------------------------------------------

const EventKind enterKind{.type = EventType::Enter,
                          .name = "enter",
                          .apply = applyEnter,
                          .json = jsonEnter,
                          .narrate = narrateEnter,
                          .visited = ownNode};
const EventKind readKind{.type = EventType::ReadLeaf,
                         .name = "read",
                         .apply = applyRead,
                         .json = jsonRead,
                         .narrate = narrateRead,
                         .visited = ownNode,
                         .pruned = prunedByRead,
                         .leafRead = true};
const EventKind returnKind{.type = EventType::Return,
                           .name = "return",
                           .apply = applyReturn,
                           .current = currentAfterReturn,
                           .json = jsonReturn,
                           .narrate = narrateReturnEvent,
                           .finished = finishedByReturn,
                           .ask = askReturn};
const EventKind chanceAddKind{.type = EventType::ChanceAdd,
                              .name = "chance_add",
                              .apply = applyReturn,
                              .current = currentAfterReturn,
                              .json = jsonChanceAdd,
                              .narrate = narrateReturnEvent,
                              .finished = finishedByChanceAdd,
                              .ask = askChanceAdd};
const EventKind tightenKind{.type = EventType::Tighten,
                            .name = "tighten",
                            .apply = applyTighten,
                            .json = jsonWindow,
                            .narrate = narrateTighten,
                            .ask = askTighten};
const EventKind cutoffKind{.type = EventType::Cutoff,
                           .name = "cutoff",
                           .apply = applyCutoff,
                           .json = jsonCutoff,
                           .narrate = narrateCutoff,
                           .pruned = prunedByCutoff,
                           .ask = askCutoff};
const EventKind passKind{.type = EventType::PassStart,
                         .name = "pass",
                         .apply = applyPass,
                         .current = noFocus,
                         .json = jsonPass,
                         .narrate = narratePass};
const EventKind finishKind{.type = EventType::Finish,
                           .name = "finish",
                           .apply = applyFinish,
                           .json = jsonRead,
                           .narrate = narrateFinish,
                           .finished = finishedByFinish,
                           .ask = askFinish};

} // namespace

void addCommonEventKinds(EventKindTable &table)
{
    for (const EventKind *k : {&enterKind, &readKind, &returnKind, &chanceAddKind, &tightenKind,
                               &cutoffKind, &passKind, &finishKind})
        table.add(*k);
}

} // namespace gt
