// The SSS* family's events (SSS*, DUAL*): states taken off and put onto OPEN, and purges. What
// each means, in one entry per type; the registry adds them to the event-kind table.
#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/eventquery.h"
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

QString sssState(const GameTree &t, NodeId n, SssStatus s, double merit)
{
    return QStringLiteral("(%1, %2, %3)")
        .arg(nodeLabel(t, n),
             s == SssStatus::Live ? QStringLiteral("LIVE") : QStringLiteral("SOLVED"),
             formatValue(merit));
}

QString narrateTake(const GameTree &t, const TraceEvent &e)
{
    const QString state = sssState(t, e.node, sssStatus(e), e.a);
    const QString j = nodeLabel(t, e.node);
    const NodeId p = t.parent(e.node);
    const QString pl = p == NoNode ? QString() : nodeLabel(t, p);
    switch (e.aux) {
    case 1:
        return NarrationTr::tr("Take %1 off OPEN. Γ1: %2 is a leaf, so read its value.")
            .arg(state, j);
    case 2:
        return NarrationTr::tr(
                   "Take %1 off OPEN. Γ2: %2 is %3, so only its first child goes onto OPEN.")
            .arg(state, j, kindWord(t.kind(e.node)));
    case 3:
        return NarrationTr::tr("Take %1 off OPEN. Γ3: %2 is %3, so every child goes onto OPEN.")
            .arg(state, j, kindWord(t.kind(e.node)));
    case 4:
        return NarrationTr::tr(
                   "Take %1 off OPEN. Γ4: %2 is solved under %4 (%3), which is therefore solved.")
            .arg(state, j, kindWord(t.kind(p)), pl);
    case 5:
        return NarrationTr::tr(
                   "Take %1 off OPEN. Γ5: %2 is the last child of %4 (%3), so %4 is solved.")
            .arg(state, j, kindWord(t.kind(p)), pl);
    case 6:
        return NarrationTr::tr(
                   "Take %1 off OPEN. Γ6: %2 is solved, so its next sibling is searched.")
            .arg(state, j);
    default: return NarrationTr::tr("Take %1 off OPEN: the root is solved.").arg(state);
    }
}
NodeId keepFocus(const TraceEvent &, NodeId before)
{
    return before; // OPEN changes; the node taken stays in focus
}

// Not after a take: until the state taken is rewritten, its subtree lacks it on OPEN.
void boundPathFromOpen(FrameEdit &x, const TraceEvent &e)
{
    x.boundFromOpen(e.node);
}

void jsonState(JsonFields &o, const EventContext &c)
{
    o.word("status", sssStatus(c.e) == SssStatus::Solved ? "SOLVED" : "LIVE");
    o.number("merit", c.e.a);
    o.integer("case", c.e.aux);
}

// ---- SssTake -------------------------------------------------------------------------------

void applyTake(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.sss = SssStatus::None;
    f.state = SssStatus(e.detail) == SssStatus::Live ? NodeState::OnPath : NodeState::Done;
    f.solved = SssStatus(e.detail) == SssStatus::Solved;
    x.set(e.node, f);
}

QString narrateTakeEvent(const EventContext &c)
{
    return narrateTake(c.tree, c.e);
}

NodeId visitedByTake(const TraceEvent &e)
{
    return sssStatus(e) == SssStatus::Live ? e.node : NoNode;
}

std::optional<QuizQuestion> askTake(const EventContext &c, const Frame &before)
{
    if (before.open.size() < 2)
        return std::nullopt; // one state waiting: nothing to choose
    QuizQuestion q;
    q.ask = QuizAsk::Pick;
    q.node = c.e.node;
    for (const OpenState &s : before.open)
        q.candidates.push_back(s.node);
    q.text = tr("Which state is taken off OPEN next? Click its node.");
    q.nodes = {c.e.node};
    q.answerText = nodeLabel(c.tree, c.e.node);
    return q;
}

// ---- SssPush -------------------------------------------------------------------------------

void applyPush(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    if (SssStatus(e.detail) == SssStatus::Solved && !x.tree().isLeaf(e.node)) {
        // Solved with merit h = min(m, value) where m is the merit its LIVE state had: h
        // is the node's value when below m, and a lower bound when it reached m. DUAL*:
        // max(m, value), exact when above m, else an upper bound.
        f.value = e.a;
        if (takesLowestMerit(e))
            f.bound = e.a > f.merit ? Bound::Exact : Bound::Upper;
        else
            f.bound = e.a < f.merit ? Bound::Exact : Bound::Lower;
    }
    if (SssStatus(e.detail) == SssStatus::Solved) {
        f.solved = true;
        if (f.state != NodeState::Current)
            f.state = NodeState::Done;
    }
    f.sss = SssStatus(e.detail);
    f.merit = e.a;
    x.set(e.node, f);
}

QString narratePush(const EventContext &c)
{
    return NarrationTr::tr("Put %1 on OPEN.")
        .arg(sssState(c.tree, c.e.node, sssStatus(c.e), c.e.a));
}

std::optional<Finished> finishedByPush(const TraceEvent &e)
{
    if (sssStatus(e) != SssStatus::Solved)
        return std::nullopt;
    return Finished{e.node, e.a, takesLowestMerit(e) ? Bound::Upper : Bound::Lower};
}

std::optional<QuizQuestion> askPush(const EventContext &c, const Frame &)
{
    if (sssStatus(c.e) != SssStatus::Solved)
        return std::nullopt;
    QuizQuestion q;
    q.node = c.e.node;
    q.value = c.e.a;
    q.text =
        tr("What merit does the SOLVED state of %1 get on OPEN?").arg(nodeLabel(c.tree, c.e.node));
    return q;
}

// ---- SssPurge ------------------------------------------------------------------------------

void applyPurge(FrameEdit &x, const TraceEvent &e)
{
    x.prune(e.node + 1, x.tree().subtreeEnd(e.node), true, true);
}

void jsonPurge(JsonFields &o, const EventContext &c)
{
    o.integer("purged", c.e.other);
    o.integer("pruned_subtrees", c.e.aux);
}

QString narratePurge(const EventContext &c)
{
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(c.tree, e.node);
    if (e.other == 0)
        return NarrationTr::tr("No state below %1 is left on OPEN to purge.").arg(n);
    // Each count has its own plural (%n): English says "1 state", "2 states" by its numerus
    // catalogue, the other languages by theirs.
    if (e.aux == 0)
        return NarrationTr::tr("Purge %n state(s) below %1 from OPEN: none of them can beat %1's "
                               "solution. All were SOLVED, so nothing is pruned.",
                               nullptr, e.other)
            .arg(n);
    return NarrationTr::tr(
               "Purge %n state(s) below %1 from OPEN: none of them can beat %1's solution, ",
               nullptr, e.other)
               .arg(n) +
           NarrationTr::tr("so %n subtree(s) never reached are pruned.", nullptr, e.aux);
}

void prunedByPurge(const GameTree &tree, const TraceEvent &e, NodeRanges &out)
{
    if (e.aux > 0)
        out.emplace_back(e.node + 1, tree.subtreeEnd(e.node));
}

const EventKind takeKind{.type = EventType::SssTake,
                         .name = "take",
                         .apply = applyTake,
                         .focusesSolved = true,
                         .json = jsonState,
                         .narrate = narrateTakeEvent,
                         .visited = visitedByTake,
                         .ask = askTake};
const EventKind pushKind{.type = EventType::SssPush,
                         .name = "push",
                         .apply = applyPush,
                         .current = keepFocus,
                         .settle = boundPathFromOpen,
                         .json = jsonState,
                         .narrate = narratePush,
                         .finished = finishedByPush,
                         .ask = askPush};
const EventKind purgeKind{.type = EventType::SssPurge,
                          .name = "purge",
                          .apply = applyPurge,
                          .current = keepFocus,
                          .settle = boundPathFromOpen,
                          .json = jsonPurge,
                          .narrate = narratePurge,
                          .pruned = prunedByPurge};

} // namespace

void addSssEventKinds(EventKindTable &table)
{
    table.add(takeKind);
    table.add(pushKind);
    table.add(purgeKind);
}

} // namespace gt
