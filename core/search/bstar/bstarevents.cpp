// B*'s events (TraceFeature::Intervals): expansions, bounds backed up, the separation test, the
// strategy and the descent, and B*'s sentence for the end of the search. Bounds are named
// after the side they belong to: pess is what MAX is sure of, opt what it may still hope for.
#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/eventquery.h"
#include "../../trace/frameedit.h"
#include "../../trace/invariant.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

#include <QCoreApplication>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

// The path the descent took stays marked until the back-up has passed it.
void applyOnPath(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.state = NodeState::OnPath;
    x.set(e.node, f);
}

// A question whose answer is the event's node among the children of `other`.
QuizQuestion pickAmongChildren(const EventContext &c, const QString &text)
{
    QuizQuestion q;
    q.ask = QuizAsk::Pick;
    q.node = c.e.node;
    const auto children = c.tree.children(c.e.other);
    q.candidates.assign(children.begin(), children.end());
    q.text = text;
    q.nodes = {c.e.node};
    q.answerText = nodeLabel(c.tree, c.e.node);
    return q;
}

// ---- Expand --------------------------------------------------------------------------------

void applyExpand(FrameEdit &x, const TraceEvent &e)
{
    applyOnPath(x, e);
    const GameTree &t = x.tree();
    for (NodeId c : t.children(e.node)) {
        NodeFrame g = x.node(c);
        g.notGenerated = false;
        const Interval iv = generatedBounds(t, c).value_or(Interval{});
        g.pess = iv.pess;
        g.opt = iv.opt;
        x.set(c, g);
    }
}

void jsonExpand(JsonFields &o, const EventContext &c)
{
    o.integer("expansion", c.e.aux);
}

QString narrateExpand(const EventContext &c)
{
    const GameTree &t = c.tree;
    return NarrationTr::tr(
               "Expand %1 (%2): generate its %3 children with their intervals (expansion %4).")
        .arg(nodeLabel(t, c.e.node), kindWord(t.kind(c.e.node)))
        .arg(t.childCount(c.e.node))
        .arg(c.e.aux);
}

NodeId ownNode(const TraceEvent &e)
{
    return e.node;
}

// ---- BoundsSet and Separation ----------------------------------------------------------------

void applyBackUp(FrameEdit &x, const TraceEvent &e)
{
    const NodeId before = x.frame().current;
    if (before != NoNode && before != e.node && x.node(before).state == NodeState::Current) {
        NodeFrame c = x.node(before);
        c.state = NodeState::Done; // expanded, and off the path once backed up
        x.set(before, c);
    }
    NodeFrame f = x.node(e.node);
    if (e.type == EventType::BoundsSet) {
        GT_ASSERT(!(e.a > e.b)); // pess ≤ opt
        f.pess = e.a;
        f.opt = e.b;
    }
    if (f.state == NodeState::Unreached)
        f.state = NodeState::OnPath;
    x.set(e.node, f);
}

void jsonBounds(JsonFields &o, const EventContext &c)
{
    o.number("pess", c.e.a);
    o.number("opt", c.e.b);
}

QString narrateBounds(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    return NarrationTr::tr("Back up to %1 (%2): [%3, %4], the %5 of its children's pessimistic and "
                           "optimistic bounds.")
        .arg(nodeLabel(t, e.node), kindWord(t.kind(e.node)), formatValue(e.a), formatValue(e.b),
             t.kind(e.node) == NodeKind::Max ? NarrationTr::tr("maximum")
                                             : NarrationTr::tr("minimum"));
}

void jsonSeparation(JsonFields &o, const EventContext &c)
{
    const TraceEvent &e = c.e;
    o.integer("best", e.other);
    o.nodeOrNull("alt", NodeId(e.aux));
    o.number("best_bound", e.a);
    o.number("alt_bound", e.b);
    o.raw("separated", e.detail ? QByteArray("true") : QByteArray("false"));
}

QString narrateSeparation(const EventContext &c)
{
    return separationWords(c.tree, bstarStepAt(c.trace, c.index + 1));
}

// ---- Strategy ------------------------------------------------------------------------------

void jsonStrategy(JsonFields &o, const EventContext &c)
{
    o.raw("strategy", BstarStrategy(c.e.detail) == BstarStrategy::ProveBest
                          ? QByteArray("\"provebest\"")
                          : QByteArray("\"disproverest\""));
}

QString narrateStrategy(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(t, e.node);
    const QString word = strategyWord(BstarStrategy(e.detail));
    const bool min = t.kind(0) == NodeKind::Min;
    if (e.node != bstarStepAt(c.trace, c.index).best) // a rival of best
        return min ? NarrationTr::tr(
                         "%1: work below %2, a rival of the best, to raise its pessimistic "
                         "bound.")
                         .arg(word, n)
                   : NarrationTr::tr(
                         "%1: work below %2, a rival of the best, to lower its optimistic "
                         "bound.")
                         .arg(word, n);
    if (BstarStrategy(e.detail) == BstarStrategy::DisproveRest)
        return NarrationTr::tr(
                   "%1: every rival is expanded to its leaves, so work below %2, the best "
                   "root child.")
            .arg(word, n);
    return min ? NarrationTr::tr(
                     "%1: work below %2, the best root child, to lower its optimistic bound.")
                     .arg(word, n)
               : NarrationTr::tr(
                     "%1: work below %2, the best root child, to raise its pessimistic bound.")
                     .arg(word, n);
}

std::optional<QuizQuestion> askStrategy(const EventContext &c, const Frame &)
{
    return pickAmongChildren(
        c, tr("Which child of the root does the strategy work on next? Click it."));
}

// ---- Descend -------------------------------------------------------------------------------

void jsonDescend(JsonFields &o, const EventContext &c)
{
    o.integer("parent", c.e.other);
    o.number("bound", c.e.a);
}

QString narrateDescend(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(t, e.node);
    return t.kind(e.other) == NodeKind::Max
               ? NarrationTr::tr(
                     "At %1 (MAX), descend to %2: the highest optimistic bound, %3, among "
                     "the children that can still be expanded.")
                     .arg(nodeLabel(t, e.other), n, formatValue(e.a))
               : NarrationTr::tr(
                     "At %1 (MIN), descend to %2: the lowest pessimistic bound, %3, among "
                     "the children that can still be expanded.")
                     .arg(nodeLabel(t, e.other), n, formatValue(e.a));
}

std::optional<QuizQuestion> askDescend(const EventContext &c, const Frame &)
{
    return pickAmongChildren(c, tr("Which child of %1 does the descent go to? Click it.")
                                    .arg(nodeLabel(c.tree, c.e.other)));
}

// ---- Finish, as B* ends ----------------------------------------------------------------------

QString narrateBstarFinish(const EventContext &c)
{
    const GameTree &t = c.tree;
    if (t.isLeaf(0))
        return {}; // nothing was expanded: the common sentence
    const auto &s = c.trace.summary;
    const QString best =
        s.bestChild ? nodeLabel(t, t.child(0, *s.bestChild)) : nodeLabel(t, c.e.node);
    return t.kind(0) == NodeKind::Min
               ? NarrationTr::tr(
                     "The search is over: %1 is the best move, and the root's value is at "
                     "most %2.")
                     .arg(best, formatValue(c.e.a))
               : NarrationTr::tr(
                     "The search is over: %1 is the best move, and the root's value is at "
                     "least %2.")
                     .arg(best, formatValue(c.e.a));
}

const EventKind expandKind{.type = EventType::Expand,
                           .name = "expand",
                           .apply = applyExpand,
                           .json = jsonExpand,
                           .narrate = narrateExpand,
                           .visited = ownNode,
                           .leafRead = true}; // B*'s reads are its expansions (`leaves`)
const EventKind boundsKind{.type = EventType::BoundsSet,
                           .name = "bounds",
                           .apply = applyBackUp,
                           .json = jsonBounds,
                           .narrate = narrateBounds};
const EventKind separationKind{.type = EventType::Separation,
                               .name = "separation",
                               .apply = applyBackUp,
                               .json = jsonSeparation,
                               .narrate = narrateSeparation};
const EventKind strategyKind{.type = EventType::Strategy,
                             .name = "strategy",
                             .apply = applyOnPath,
                             .json = jsonStrategy,
                             .narrate = narrateStrategy,
                             .ask = askStrategy};
const EventKind descendKind{.type = EventType::Descend,
                            .name = "descend",
                            .apply = applyOnPath,
                            .json = jsonDescend,
                            .narrate = narrateDescend,
                            .ask = askDescend};

} // namespace

void addBstarEventKinds(EventKindTable &table)
{
    for (const EventKind *k :
         {&expandKind, &boundsKind, &separationKind, &strategyKind, &descendKind})
        table.add(*k);
    table.refine({EventType::Finish, TraceFeature::Intervals, narrateBstarFinish});
}

} // namespace gt
