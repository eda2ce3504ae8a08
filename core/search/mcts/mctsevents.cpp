// Monte-Carlo tree search's events (mctsevents.h has their fields): what each does to a frame,
// what it writes in the trace format, its sentence, its facts and its question. A frame holds
// the search tree as NodeFrame::tree (in it, outside, on the current playout) and each
// search-tree node's N (visits) and Q (value); W is Q·N, exact in the events.
#include "mctsevents.h"

#include "mctsengine.h"

#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/frameedit.h"
#include "../../trace/invariant.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

#include <QCoreApplication>

#include <limits>

namespace gt {

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

NodeId ownNode(const TraceEvent &e)
{
    return e.node;
}

// ---- What the events before one say ---------------------------------------------------------

// A node's statistics just before the event `index`: its last update before it (N 0, Q NaN
// when it has none yet). Walks back through the trace, as far as that update.
struct Stats {
    std::int64_t visits = 0;
    double q = NaN;
    double w = 0;
};

// The statistics of `node`'s children and of `node` itself before the event `index`, read from
// the updates before it: what a selection at `node` compares.
struct SelectionStats {
    Stats parent;
    std::vector<Stats> children; // in child order
};

SelectionStats selectionStatsBefore(const GameTree &t, const Trace &trace, int index, NodeId node)
{
    SelectionStats out;
    out.children.resize(std::size_t(t.childCount(node)));
    std::vector<char> found(out.children.size() + 1, 0);
    std::size_t missing = found.size();
    for (int i = index - 1; i >= 0 && missing > 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type != MctsBackup)
            continue;
        std::size_t slot = 0;
        if (e.node == node)
            slot = out.children.size();
        else if (t.parent(e.node) == node)
            slot = std::size_t(t.childIndex(e.node));
        else
            continue;
        if (found[slot])
            continue;
        found[slot] = 1;
        --missing;
        Stats &s = slot == out.children.size() ? out.parent : out.children[slot];
        s = Stats{e.aux, e.a, e.b};
    }
    return out;
}

// The result r of the iteration the event `index` belongs to: its MctsResult, a few events
// back (the updates of its path come right after it).
double resultBefore(const Trace &trace, int index)
{
    for (int i = index; i >= 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type == MctsResult)
            return e.a;
    }
    return NaN;
}

// "Iteration 3: " before the first event of an iteration, which follows the root's update.
QString iterationStart(const EventContext &c)
{
    const bool first =
        c.index == 0 || (c.trace.events[std::size_t(c.index) - 1].type == MctsBackup &&
                         c.trace.events[std::size_t(c.index) - 1].node == 0);
    return first ? NarrationTr::tr("Iteration %1: ").arg(c.e.aux) : QString();
}

QString nodeWithKind(const GameTree &t, NodeId n)
{
    return QStringLiteral("%1 (%2)").arg(nodeLabel(t, n), kindWord(t.kind(n)));
}

// ---- The frame ------------------------------------------------------------------------------

// What the event before this one showed only for its own step goes: a selection's sums and
// mark, a draw's mark; after the root's update (the iteration's end) the playout's path.
void endPreviousStep(FrameEdit &x)
{
    const int index = x.frame().step; // the event being applied
    if (index == 0)
        return;
    const Trace &trace = x.trace();
    const GameTree &t = x.tree();
    const TraceEvent &prev = trace.events[std::size_t(index) - 1];
    if (prev.type == MctsSelect) {
        for (NodeId c : t.children(prev.node)) {
            NodeFrame f = x.node(c);
            f.ranked = f.picked = false;
            f.orderScore = 0;
            x.set(c, f);
        }
        NodeFrame p = x.node(prev.node);
        p.orderScore = 0;
        x.set(prev.node, p);
    } else if (prev.type == MctsDraw && prev.other != NoNode) {
        NodeFrame f = x.node(prev.other);
        f.picked = false;
        x.set(prev.other, f);
    }
}

// The node takes part in this iteration: on its path until its update.
void enterPath(FrameEdit &x, NodeId n)
{
    NodeFrame f = x.node(n);
    if (f.state != NodeState::Current)
        f.state = NodeState::OnPath;
    x.set(n, f);
}

void applySelect(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    enterPath(x, e.node);
    const GameTree &t = x.tree();
    NodeFrame p = x.node(e.node);
    const bool max = t.kind(e.node) == NodeKind::Max;
    for (NodeId c : t.children(e.node)) {
        NodeFrame f = x.node(c);
        GT_ASSERT(f.tree == TreePlace::InTree && f.visits > 0); // selection: all children in
        f.ranked = true;
        f.picked = c == e.other;
        f.orderScore = mctsUcb(max, f.value, p.visits, f.visits, e.b);
        GT_ASSERT(!f.picked || f.orderScore == e.a); // the engine's value, to the bit
        x.set(c, f);
    }
    p.orderScore = e.b; // the c its children's sums are made with
    x.set(e.node, p);
}

void applyDraw(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    enterPath(x, e.node);
    NodeFrame f = x.node(e.other);
    f.picked = true;
    x.set(e.other, f);
}

void applyExpand(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    enterPath(x, e.other); // (the root, when it expands at the iteration's start)
    NodeFrame f = x.node(e.node);
    GT_ASSERT(f.tree != TreePlace::InTree); // added once
    f.tree = TreePlace::InTree;
    f.state = NodeState::OnPath;
    f.visits = 0;
    f.value = NaN;
    f.bound = Bound::None;
    x.set(e.node, f);
}

void applyPlayout(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    NodeFrame f = x.node(e.node);
    GT_ASSERT(f.tree == TreePlace::Outside); // a playout adds nothing to the search tree
    f.tree = TreePlace::Playout;
    f.state = NodeState::OnPath;
    x.set(e.node, f);
}

void applyResult(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    NodeFrame f = x.node(e.node);
    f.state = NodeState::OnPath;
    f.value = e.a;
    f.bound = Bound::Exact;
    f.heuristic = e.detail != 0;
    ++f.readCount;
    x.set(e.node, f);
}

void applyBackup(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    // The node below is done with this iteration; where the playout started, that is the node
    // the result was read at, outside the search tree, or the search-tree node itself.
    const NodeId before = x.frame().current;
    if (before != NoNode && before != e.node) {
        NodeFrame b = x.node(before);
        b.state = NodeState::Done;
        x.set(before, b);
    }
    NodeFrame f = x.node(e.node);
    GT_ASSERT(f.tree == TreePlace::InTree && e.aux == f.visits + 1);    // N += 1
    GT_ASSERT(e.other == NoNode || x.tree().parent(e.other) == e.node); // up the path
    f.visits = e.aux;
    f.value = e.a;
    f.bound = Bound::None; // Q: the canvas writes it beside the node
    f.heuristic = false;
    f.state = NodeState::OnPath;
    x.set(e.node, f);
    if (e.node != 0)
        return;
    // The iteration ends: its playout's nodes leave the path, faded like every node outside the
    // search tree. They are the playout moves since the iteration's expansion or selection.
    const Trace &trace = x.trace();
    for (int i = x.frame().step - 1; i >= 0; --i) {
        const TraceEvent &p = trace.events[std::size_t(i)];
        if (p.type == MctsExpand || p.type == MctsSelect || p.type == MctsDraw ||
            (p.type == MctsBackup && p.node == 0)) // (a leaf root: the last iteration's end)
            break;
        if (p.type != MctsPlayout)
            continue;
        NodeFrame g = x.node(p.node);
        g.tree = TreePlace::Outside;
        g.state = NodeState::Done;
        x.set(p.node, g);
    }
}

// ---- The trace format -----------------------------------------------------------------------

void jsonSelect(JsonFields &o, const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const SelectionStats s = selectionStatsBefore(t, c.trace, c.index, e.node);
    const bool max = t.kind(e.node) == NodeKind::Max;
    QByteArray visits = "[", ucb = "[";
    for (std::size_t i = 0; i < s.children.size(); ++i) {
        const QByteArray sep = i ? ", " : "";
        visits += sep + QByteArray::number(s.children[i].visits);
        ucb += sep + jsonNumber(
                         mctsUcb(max, s.children[i].q, s.parent.visits, s.children[i].visits, e.b));
    }
    o.integer("iteration", e.aux);
    o.integer("chosen", e.other);
    o.number("c", e.b);
    o.integer("parent_visits", s.parent.visits);
    o.raw("visits", visits + "]");
    o.raw("ucb", ucb + "]");
}

void jsonDraw(JsonFields &o, const EventContext &c)
{
    o.integer("iteration", c.e.aux);
    o.integer("drawn", c.e.other);
    o.number("u", c.e.a);
    o.number("probability", c.e.b);
    o.raw("added", c.e.detail ? QByteArray("true") : QByteArray("false"));
}

void jsonExpand(JsonFields &o, const EventContext &c)
{
    o.integer("iteration", c.e.aux);
    o.integer("parent", c.e.other);
}

void jsonPlayout(JsonFields &o, const EventContext &c)
{
    o.integer("move", c.e.aux);
    o.integer("parent", c.e.other);
    if (c.e.detail)
        o.number("u", c.e.a);
}

void jsonResult(JsonFields &o, const EventContext &c)
{
    o.integer("iteration", c.e.aux);
    o.number("value", c.e.a);
    o.raw("heuristic", c.e.detail ? QByteArray("true") : QByteArray("false"));
}

void jsonBackup(JsonFields &o, const EventContext &c)
{
    o.nodeOrNull("child", c.e.other);
    o.integer("visits", c.e.aux);
    o.number("w", c.e.b);
    o.number("q", c.e.a);
}

// ---- Sentences ------------------------------------------------------------------------------

QString narrateSelect(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const SelectionStats s = selectionStatsBefore(t, c.trace, c.index, e.node);
    const Stats &chosen = s.children[std::size_t(t.childIndex(e.other))];
    const bool max = t.kind(e.node) == NodeKind::Max;
    const QString sum = ucbSumText(max, chosen.q, e.b, s.parent.visits, chosen.visits, e.a);
    const QString text =
        max ? NarrationTr::tr("Select at %1: every child is in the search tree; %2 has the "
                              "largest Q + c·√(ln N / N_child): %3.")
            : NarrationTr::tr("Select at %1: every child is in the search tree; %2 has the "
                              "smallest Q − c·√(ln N / N_child): %3.");
    return iterationStart(c) + text.arg(nodeWithKind(t, e.node), nodeLabel(t, e.other), sum);
}

QString narrateDraw(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString text =
        e.detail ? NarrationTr::tr("At %1 the draw u = %2 falls on %3 (P = %4), not yet in the "
                                   "search tree: it is added.")
                 : NarrationTr::tr("At %1 the draw u = %2 falls on %3 (P = %4), already in the "
                                   "search tree: selection goes on from it.");
    return iterationStart(c) + text.arg(nodeWithKind(t, e.node), formatValue(e.a),
                                        nodeLabel(t, e.other), formatProbability(e.b));
}

QString narrateExpand(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString text =
        t.kind(e.other) == NodeKind::Chance
            ? NarrationTr::tr("Expand %1: add %2, the child drawn, to the search tree (N = 0).")
            : NarrationTr::tr("Expand %1: add %2, its leftmost child not yet in the search tree, "
                              "to the search tree (N = 0).");
    return iterationStart(c) + text.arg(nodeWithKind(t, e.other), nodeLabel(t, e.node));
}

QString narratePlayout(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    if (e.detail)
        return NarrationTr::tr("Playout move %1: at %2 the draw u = %3 falls on %4 (P = %5); a "
                               "playout adds nothing to the search tree.")
            .arg(QString::number(e.aux), nodeWithKind(t, e.other), formatValue(e.a),
                 nodeLabel(t, e.node),
                 formatProbability(t.childProbability(e.other, t.childIndex(e.node))));
    return NarrationTr::tr("Playout move %1: from %2 to %3, chosen uniformly at random among %4 "
                           "children; a playout adds nothing to the search tree.")
        .arg(QString::number(e.aux), nodeWithKind(t, e.other), nodeLabel(t, e.node),
             QString::number(t.childCount(e.other)));
}

QString narrateResult(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString text =
        e.detail ? NarrationTr::tr("The playout stops at %1, as deep as it may go: its heuristic "
                                   "value is the result, r = %2.")
                 : NarrationTr::tr("The iteration reaches the leaf %1: the result is r = %2.");
    return iterationStart(c) + text.arg(nodeLabel(t, e.node), formatValue(e.a));
}

QString narrateBackup(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString r = formatValue(resultBefore(c.trace, c.index));
    return NarrationTr::tr("Back up r = %1 into %2: N = %3, W = %4, Q = W / N = %5.")
        .arg(r, nodeLabel(t, e.node), QString::number(e.aux), formatValue(e.b), formatValue(e.a));
}

// The end, as MCTS chooses: the root child visited most, worth its Q.
QString narrateMctsFinish(const EventContext &c)
{
    const GameTree &t = c.tree;
    const SearchSummary &s = c.trace.summary;
    if (t.isLeaf(0) || t.kind(0) == NodeKind::Chance || !s.bestChild)
        return NarrationTr::tr("The search is over: the root's Q, its value, is %1.")
            .arg(formatValue(c.e.a));
    const NodeId best = t.child(0, *s.bestChild);
    const SelectionStats st = selectionStatsBefore(t, c.trace, c.index, 0);
    return NarrationTr::tr("The search is over: %1 has the most visits, N = %2, so %3 moves %4; "
                           "the value is its Q, which is %5.")
        .arg(nodeLabel(t, best), QString::number(st.children[std::size_t(*s.bestChild)].visits),
             kindWord(t.kind(0)), rootMoveWords(t, best), formatValue(c.e.a));
}

// ---- Facts and questions --------------------------------------------------------------------

std::optional<Finished> finishedByBackup(const TraceEvent &e)
{
    return Finished{e.node, e.a, Bound::None}; // Q, an estimate
}

std::optional<QuizQuestion> askSelect(const EventContext &c, const Frame &)
{
    const GameTree &t = c.tree;
    QuizQuestion q;
    q.ask = QuizAsk::Pick;
    q.node = c.e.other;
    const auto children = t.children(c.e.node);
    q.candidates.assign(children.begin(), children.end());
    q.nodes = {c.e.other};
    q.answerText = nodeLabel(t, c.e.other);
    // The answer is the trace's choice (the engine's, ties leftmost), never a sum made again.
    q.text = t.kind(c.e.node) == NodeKind::Max
                 ? tr("Which child does UCB1 select at %1: the largest Q + c·√(ln N / N_child), "
                      "ties to the leftmost? Click it.")
                       .arg(nodeLabel(t, c.e.node))
                 : tr("Which child does UCB1 select at %1: the smallest Q − c·√(ln N / N_child), "
                      "ties to the leftmost? Click it.")
                       .arg(nodeLabel(t, c.e.node));
    return q;
}

// N and W after the update, both from the event (N += 1, W += r in MAX's view at every node,
// a MIN node's too: the trap the question is for); the text gives them before it.
std::optional<QuizQuestion> askBackup(const EventContext &c, const Frame &)
{
    const TraceEvent &e = c.e;
    const double r = resultBefore(c.trace, c.index);
    QuizQuestion q;
    q.ask = QuizAsk::Counts;
    q.node = e.node;
    q.visits = e.aux;
    q.value = e.b;
    q.text = tr("The result r = %1 is backed up into %2, which has N = %3 and W = %4. What do "
                "its N and W become?")
                 .arg(formatValue(r), nodeLabel(c.tree, e.node), QString::number(e.aux - 1),
                      formatValue(e.aux > 1 ? e.b - r : 0.0));
    return q;
}

// ---- The table ------------------------------------------------------------------------------

const EventKind selectKind{.type = MctsSelect,
                           .name = "mcts_select",
                           .apply = applySelect,
                           .json = jsonSelect,
                           .narrate = narrateSelect,
                           .visited = ownNode,
                           .ask = askSelect};
const EventKind drawKind{.type = MctsDraw,
                         .name = "mcts_draw",
                         .apply = applyDraw,
                         .json = jsonDraw,
                         .narrate = narrateDraw,
                         .visited = ownNode};
const EventKind expandKind{.type = MctsExpand,
                           .name = "mcts_expand",
                           .apply = applyExpand,
                           .json = jsonExpand,
                           .narrate = narrateExpand,
                           .visited = ownNode};
const EventKind playoutKind{.type = MctsPlayout,
                            .name = "mcts_playout",
                            .apply = applyPlayout,
                            .json = jsonPlayout,
                            .narrate = narratePlayout,
                            .visited = ownNode};
const EventKind resultKind{.type = MctsResult,
                           .name = "mcts_result",
                           .apply = applyResult,
                           .json = jsonResult,
                           .narrate = narrateResult,
                           .visited = ownNode,
                           .leafRead = true}; // `leaves`: where each iteration ended
const EventKind backupKind{.type = MctsBackup,
                           .name = "mcts_backup",
                           .apply = applyBackup,
                           .json = jsonBackup,
                           .narrate = narrateBackup,
                           .finished = finishedByBackup,
                           .ask = askBackup};

} // namespace

void addMctsEventKinds(EventKindTable &table)
{
    for (const EventKind *k :
         {&selectKind, &drawKind, &expandKind, &playoutKind, &resultKind, &backupKind})
        table.add(*k);
    table.refine({EventType::Finish, TraceFeature::SearchTree, narrateMctsFinish});
}

} // namespace gt
