// Breadth-first generation's events (minimax-bfs, TraceFeature::OpenClosed): nodes go onto the
// back of a queue OPEN and from its front to the end of a list CLOSED; and the sentence of its
// second phase, where the values back up from the end of CLOSED.
#include "../../trace/eventkind.h"
#include "../../trace/frameedit.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

#include <QCoreApplication>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

// ---- OpenAppend ----------------------------------------------------------------------------

void applyAppend(FrameEdit &x, const TraceEvent &e)
{
    x.queue(e.node);
    NodeFrame f = x.node(e.node);
    f.list = ListPlace::Open;
    x.set(e.node, f);
}

NodeId keepFocus(const TraceEvent &, NodeId before)
{
    return before; // OPEN changes; the node taken stays in focus
}

void jsonAppend(JsonFields &o, const EventContext &c)
{
    o.nodeOrNull("parent", c.e.other);
}

QString narrateAppend(const EventContext &c)
{
    const GameTree &t = c.tree;
    const QString n = nodeLabel(t, c.e.node);
    if (c.e.other == NoNode)
        return NarrationTr::tr("Phase 1, level 0: put the root %1 onto OPEN; CLOSED is empty.")
            .arg(n);
    return NarrationTr::tr(
               "Phase 1, generating level %1: put %2, a child of %3, onto the back of OPEN.")
        .arg(t.depth(c.e.node))
        .arg(n, nodeLabel(t, c.e.other));
}

// ---- CloseFront ----------------------------------------------------------------------------

void applyClose(FrameEdit &x, const TraceEvent &e)
{
    x.closeFront();
    NodeFrame f = x.node(e.node);
    f.state = NodeState::OnPath; // current below; a leaf's value comes with its read
    f.list = ListPlace::Closed;
    f.closedAt = e.aux;
    x.set(e.node, f);
}

void jsonClose(JsonFields &o, const EventContext &c)
{
    o.integer("closed", c.e.aux);
}

QString narrateClose(const EventContext &c)
{
    return NarrationTr::tr(
               "Phase 1, level %1: take %2 off the front of OPEN and put it at the end of "
               "CLOSED (place %3).")
        .arg(c.tree.depth(c.e.node))
        .arg(nodeLabel(c.tree, c.e.node))
        .arg(c.e.aux);
}

NodeId ownNode(const TraceEvent &e)
{
    return e.node;
}

std::optional<QuizQuestion> askClose(const EventContext &c, const Frame &before)
{
    if (before.queued.size() - std::size_t(before.closedCount) < 2)
        return std::nullopt;
    QuizQuestion q;
    q.ask = QuizAsk::Pick;
    q.node = c.e.node;
    q.candidates.assign(before.queued.begin() + before.closedCount, before.queued.end());
    q.text = tr("Which node is taken off OPEN next? Click it.");
    q.nodes = {c.e.node};
    q.answerText = nodeLabel(c.tree, c.e.node);
    return q;
}

// ---- Return, in phase 2 --------------------------------------------------------------------

// Two-phase minimax's phase 2: a Return backs a value up one level, from the end of CLOSED.
QString narrateBackUp(const EventContext &c)
{
    const GameTree &t = c.tree;
    const Trace &trace = c.trace;
    const int index = c.index;
    const TraceEvent &e = c.e;
    const QString what = narrateReturn(t, trace, index);
    if (e.other == NoNode)
        return what;
    const int level = t.depth(e.other);
    if (index > 0 && trace.events[std::size_t(index) - 1].type != EventType::Return)
        return NarrationTr::tr(
                   "Phase 2 begins: OPEN is empty, so CLOSED is walked from its end and the "
                   "values rise from the bottom. Backing up level %1. %2")
            .arg(level)
            .arg(what);
    return NarrationTr::tr("Phase 2, backing up level %1. %2").arg(level).arg(what);
}

const EventKind appendKind{.type = EventType::OpenAppend,
                           .name = "open",
                           .apply = applyAppend,
                           .current = keepFocus,
                           .queues = true,
                           .json = jsonAppend,
                           .narrate = narrateAppend};
const EventKind closeKind{.type = EventType::CloseFront,
                          .name = "close",
                          .apply = applyClose,
                          .json = jsonClose,
                          .narrate = narrateClose,
                          .visited = ownNode,
                          .ask = askClose};

} // namespace

void addBreadthFirstEventKinds(EventKindTable &table)
{
    table.add(appendKind);
    table.add(closeKind);
    table.refine({EventType::Return, TraceFeature::OpenClosed, narrateBackUp});
}

} // namespace gt
