// Proof-number search's events (pnsevents.h has their fields): what each does to a frame, what
// it writes in the trace format, its sentence and its question. A frame holds each generated
// node's pn and dn (NodeFrame::proofNumber, disproofNumber; the nodes not generated yet are
// ghosts, NodeFrame::notGenerated, as B*'s), the most-proving path as the nodes on the path,
// and at a selection the child taken (picked).
#include "pnsevents.h"

#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/frameedit.h"
#include "../../trace/invariant.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>
#include <optional>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

NodeId ownNode(const TraceEvent &e)
{
    return e.node;
}

bool isOr(const GameTree &t, NodeId n)
{
    return t.kind(n) == NodeKind::Max;
}

// An event's number in a frame: whole, ∞ as ProofNumberInfinite.
std::int32_t frameNumber(double v)
{
    GT_ASSERT(v >= 0 && (std::isinf(v) || v < double(ProofNumberInfinite)));
    return std::isinf(v) ? ProofNumberInfinite : std::int32_t(v);
}

// "3" or "∞", as the canvas writes it.
QString numberText(double v)
{
    return std::isinf(v) ? QStringLiteral("∞") : QString::number(qint64(v));
}

// "the OR node a", "the AND node b" (MAX is OR, MIN is AND); a node without a name of its own
// "node 4, an AND node".
QString nodeWords(const GameTree &t, NodeId n)
{
    if (!isCalledByName(t, n))
        return isOr(t, n) ? NarrationTr::tr("%1, an OR node").arg(nodeLabel(t, n))
                          : NarrationTr::tr("%1, an AND node").arg(nodeLabel(t, n));
    return isOr(t, n) ? NarrationTr::tr("the OR node %1").arg(nodeLabel(t, n))
                      : NarrationTr::tr("the AND node %1").arg(nodeLabel(t, n));
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// "Iteration 3: " before the first event of an iteration (the root's generation is iteration 0
// and has none).
QString iterationStart(const EventContext &c)
{
    if (c.e.aux == 0)
        return {};
    const bool first = c.index == 0 || c.trace.events[std::size_t(c.index) - 1].aux != c.e.aux;
    return first ? NarrationTr::tr("Iteration %1: ").arg(c.e.aux) : QString();
}

// The numbers `node`'s children have just before the event `index`: the last generation or
// update of each, read back through the trace as far as the node's expansion (where every
// child was generated), and not further than a lecture's trees need: none when that is not
// enough, and the sentence then gives the rule without the terms.
struct ChildNumbers {
    std::vector<double> pn, dn; // in child order
};

std::optional<ChildNumbers> childNumbersBefore(const GameTree &t, const Trace &trace, int index,
                                               NodeId node)
{
    constexpr int ScanLimit = 4096;
    const std::size_t k = std::size_t(t.childCount(node));
    ChildNumbers out{std::vector<double>(k, 0), std::vector<double>(k, 0)};
    std::vector<char> found(k, 0);
    std::size_t missing = k;
    for (int i = index - 1; i >= 0 && i >= index - ScanLimit && missing > 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type == PnsExpand && e.node == node)
            break;
        if ((e.type != PnsGenerate && e.type != PnsEvaluate && e.type != PnsUpdate) ||
            e.node == 0 || t.parent(e.node) != node)
            continue;
        const std::size_t slot = std::size_t(t.childIndex(e.node));
        if (found[slot])
            continue;
        found[slot] = 1;
        --missing;
        const bool proven = e.detail & 1;
        constexpr double Infinite = std::numeric_limits<double>::infinity();
        out.pn[slot] = e.type != PnsEvaluate ? e.a : proven ? 0 : Infinite;
        out.dn[slot] = e.type != PnsEvaluate ? e.b : proven ? Infinite : 0;
    }
    if (missing > 0)
        return std::nullopt;
    return out;
}

// "min(∞, 1) = 1", "0 + 1 = 1"; a single child's number alone.
QString combination(const std::vector<double> &terms, bool smallest, double result)
{
    QStringList words;
    for (double v : terms)
        words << numberText(v);
    if (words.size() == 1)
        return words.front();
    const QString expression = smallest ? QStringLiteral("min(%1)").arg(words.join(u", "))
                                        : words.join(QStringLiteral(" + "));
    return expression + QStringLiteral(" = ") + numberText(result);
}

// ---- The frame ------------------------------------------------------------------------------

// A selection's mark on the child taken shows for its own step only.
void endPreviousStep(FrameEdit &x)
{
    const int index = x.frame().step; // the event being applied
    if (index == 0)
        return;
    const TraceEvent &prev = x.trace().events[std::size_t(index) - 1];
    if (prev.type != PnsSelect)
        return;
    NodeFrame f = x.node(prev.other);
    f.picked = false;
    x.set(prev.other, f);
}

void setNumbers(NodeFrame &f, const TraceEvent &e)
{
    f.proofNumber = frameNumber(e.a);
    f.disproofNumber = frameNumber(e.b);
}

// The node is on the most-proving path (the focus keeps it Current when it already is).
void onPath(NodeFrame &f)
{
    if (f.state != NodeState::Current)
        f.state = NodeState::OnPath;
}

void applyGenerate(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    NodeFrame f = x.node(e.node);
    GT_ASSERT(f.proofNumber == ProofNumberNone); // generated once
    f.notGenerated = false;
    setNumbers(f, e);
    x.set(e.node, f);
}

void applyEvaluate(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    NodeFrame f = x.node(e.node);
    GT_ASSERT(f.proofNumber == ProofNumberNone && e.a == x.tree().value(e.node));
    const bool proven = e.detail & 1;
    f.notGenerated = false;
    f.proofNumber = proven ? 0 : ProofNumberInfinite;
    f.disproofNumber = proven ? ProofNumberInfinite : 0;
    f.state = NodeState::Done;
    f.value = e.a;
    f.bound = Bound::Exact;
    ++f.readCount;
    x.set(e.node, f);
}

// A generated child leaves the focus on the node expanding; the root's generation takes it.
NodeId parentOrOwn(const TraceEvent &e, NodeId)
{
    return e.other != NoNode ? e.other : e.node;
}

// The invariants a selection and an update keep, read from the frame (GT_ASSERT: only where
// invariants are checked). A selection takes the child with the smallest number its parent
// compares (pn at OR, dn at AND), the leftmost such, and `ties` children have it.
[[maybe_unused]] bool selectionHolds(FrameEdit &x, const TraceEvent &e)
{
    const GameTree &t = x.tree();
    const bool byProof = e.detail != 0;
    auto number = [&](NodeId n) {
        const NodeFrame &g = x.frame().nodes[n];
        return byProof ? g.proofNumber : g.disproofNumber;
    };
    const std::int32_t chosen = number(e.other);
    if (chosen != frameNumber(e.a) || byProof != isOr(t, e.node))
        return false;
    int ties = 0;
    for (NodeId s : t.children(e.node)) {
        const std::int32_t v = number(s);
        if (v == ProofNumberNone || v < chosen || (s < e.other && v == chosen))
            return false;
        ties += v == chosen;
    }
    return ties == int(e.b);
}

// An update: OR, pn = min and dn = Σ of the children's; AND, pn = Σ and dn = min; ∞ absorbs.
[[maybe_unused]] bool updateHolds(FrameEdit &x, NodeId node)
{
    const GameTree &t = x.tree();
    const bool orNode = isOr(t, node);
    std::int64_t sum = 0, least = ProofNumberInfinite;
    for (NodeId c : t.children(node)) {
        const NodeFrame &g = x.frame().nodes[c];
        const std::int64_t summed = orNode ? g.disproofNumber : g.proofNumber;
        const std::int64_t smallest = orNode ? g.proofNumber : g.disproofNumber;
        sum = sum == ProofNumberInfinite || summed == ProofNumberInfinite
                  ? ProofNumberInfinite
                  : std::min<std::int64_t>(sum + summed, ProofNumberInfinite);
        least = std::min(least, smallest);
    }
    const NodeFrame &f = x.frame().nodes[node];
    return (orNode ? f.proofNumber : f.disproofNumber) == least &&
           (orNode ? f.disproofNumber : f.proofNumber) == sum;
}

void applySelect(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    NodeFrame p = x.node(e.node);
    onPath(p);
    x.set(e.node, p);
    NodeFrame c = x.node(e.other);
    c.state = NodeState::OnPath;
    c.picked = true;
    x.set(e.other, c);
    GT_ASSERT(selectionHolds(x, e));
}

NodeId chosenChild(const TraceEvent &e, NodeId)
{
    return e.other;
}

void applyExpand(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    NodeFrame f = x.node(e.node);
    GT_ASSERT(f.proofNumber > 0 && f.disproofNumber > 0); // the most-proving node is open
    onPath(f);
    x.set(e.node, f);
}

void applyUpdate(FrameEdit &x, const TraceEvent &e)
{
    endPreviousStep(x);
    // The node below is done with this iteration: it leaves the path.
    if (e.other != NoNode) {
        GT_ASSERT(x.tree().parent(e.other) == e.node); // up the path
        NodeFrame b = x.node(e.other);
        b.state = NodeState::Done;
        x.set(e.other, b);
    }
    NodeFrame f = x.node(e.node);
    setNumbers(f, e);
    onPath(f);
    x.set(e.node, f);
    GT_ASSERT(updateHolds(x, e.node));
}

// ---- The trace format -----------------------------------------------------------------------

void jsonGenerate(JsonFields &o, const EventContext &c)
{
    o.nodeOrNull("parent", c.e.other);
    o.integer("iteration", c.e.aux);
    o.number("pn", c.e.a);
    o.number("dn", c.e.b);
    o.word("init", c.e.detail ? "children" : "1");
}

void jsonEvaluate(JsonFields &o, const EventContext &c)
{
    o.nodeOrNull("parent", c.e.other);
    o.integer("iteration", c.e.aux);
    const bool proven = c.e.detail & 1;
    o.number("value", c.e.a);
    o.word("goal", c.e.detail & 2 ? "not-lose" : "win");
    o.raw("proven", proven ? QByteArray("true") : QByteArray("false"));
    o.number("pn", proven ? 0 : std::numeric_limits<double>::infinity());
    o.number("dn", proven ? std::numeric_limits<double>::infinity() : 0);
}

void jsonSelect(JsonFields &o, const EventContext &c)
{
    o.integer("iteration", c.e.aux);
    o.integer("chosen", c.e.other);
    o.word("by", c.e.detail ? "pn" : "dn");
    o.number("number", c.e.a);
    o.integer("ties", qint64(c.e.b));
}

void jsonExpand(JsonFields &o, const EventContext &c)
{
    o.integer("iteration", c.e.aux);
    o.integer("children", c.tree.childCount(c.e.node));
}

void jsonUpdate(JsonFields &o, const EventContext &c)
{
    o.integer("iteration", c.e.aux);
    o.nodeOrNull("child", c.e.other);
    o.number("pn", c.e.a);
    o.number("dn", c.e.b);
}

// ---- Sentences ------------------------------------------------------------------------------

QString narrateGenerate(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString node = nodeWords(t, e.node);
    const QString k = QString::number(t.childCount(e.node));
    QString text;
    if (!e.detail) // init 1
        text =
            NarrationTr::tr("Generate %1: a new inner node starts with pn = 1, dn = 1.").arg(node);
    else if (isOr(t, e.node))
        text = NarrationTr::tr("Generate %1 with %2 children: pn = 1 (one child proven proves "
                               "it), dn = %2 (all of them must be disproven).")
                   .arg(node, k);
    else
        text = NarrationTr::tr("Generate %1 with %2 children: pn = %2 (all of them must be "
                               "proven), dn = 1 (one child disproven disproves it).")
                   .arg(node, k);
    return iterationStart(c) + text;
}

QString narrateEvaluate(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const bool proven = e.detail & 1, notLose = e.detail & 2;
    const QString test = notLose ? (proven ? QStringLiteral("≥ 0") : QStringLiteral("< 0"))
                                 : (proven ? QStringLiteral("> 0") : QStringLiteral("≤ 0"));
    const QString text =
        proven ? NarrationTr::tr("Generate the leaf %1 and evaluate it at once: %2 %3, so it is "
                                 "proven: pn = 0, dn = ∞.")
               : NarrationTr::tr("Generate the leaf %1 and evaluate it at once: %2 %3, so it is "
                                 "disproven: pn = ∞, dn = 0.");
    return iterationStart(c) + text.arg(nodeLabel(t, e.node), formatValue(e.a), test);
}

QString narrateSelect(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString at = capitalised(NarrationTr::tr("at %1").arg(nodeWords(t, e.node)));
    const QString number = numberText(e.a), child = nodeLabel(t, e.other);
    QString text;
    if (e.b > 1)
        text = e.detail ? NarrationTr::tr("%1: the child with the smallest proof number, %2, is "
                                          "%3, the leftmost of %4 with it; the most-proving "
                                          "path goes on there.")
                        : NarrationTr::tr("%1: the child with the smallest disproof number, %2, "
                                          "is %3, the leftmost of %4 with it; the most-proving "
                                          "path goes on there.");
    else
        text = e.detail ? NarrationTr::tr("%1: the child with the smallest proof number, %2, is "
                                          "%3; the most-proving path goes on there.")
                        : NarrationTr::tr("%1: the child with the smallest disproof number, %2, "
                                          "is %3; the most-proving path goes on there.");
    text = text.arg(at, number, child);
    if (e.b > 1)
        text = text.arg(qint64(e.b));
    return iterationStart(c) + text;
}

QString narrateExpand(const EventContext &c)
{
    const GameTree &t = c.tree;
    return iterationStart(c) +
           NarrationTr::tr("Expand %1: it is the most-proving node, not yet expanded; "
                           "generate its %2 children left to right.")
               .arg(nodeWords(t, c.e.node))
               .arg(t.childCount(c.e.node));
}

QString narrateUpdate(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const bool orNode = isOr(t, e.node);
    QString pn = numberText(e.a), dn = numberText(e.b);
    if (const auto children = childNumbersBefore(t, c.trace, c.index, e.node)) {
        pn = combination(children->pn, orNode, e.a);
        dn = combination(children->dn, !orNode, e.b);
    }
    QString text = orNode ? NarrationTr::tr("Update %1: pn = %2, the smallest of its children's; "
                                            "dn = %3, their sum.")
                          : NarrationTr::tr("Update %1: pn = %2, the sum of its children's; "
                                            "dn = %3, the smallest.");
    text = text.arg(nodeWords(t, e.node), pn, dn);
    if (e.a == 0)
        text += QLatin1Char(' ') + NarrationTr::tr("It is proven.");
    else if (e.b == 0)
        text += QLatin1Char(' ') + NarrationTr::tr("It is disproven.");
    return text;
}

// The goal the trace's leaves were evaluated by: its first evaluation says (none: a search
// that proved nothing from a leaf cannot have ended).
bool notLoseGoal(const Trace &trace)
{
    for (const TraceEvent &e : trace.events) {
        if (e.type == PnsEvaluate)
            return e.detail & 2;
    }
    return false;
}

// The end: the root proven or disproven, what that means for MAX, and the move that proves it.
QString narratePnsFinish(const EventContext &c)
{
    const GameTree &t = c.tree;
    const SearchSummary &s = c.trace.summary;
    const bool proven = c.e.a != 0;
    const bool notLose = notLoseGoal(c.trace);
    const QString meaning = proven ? (notLose ? NarrationTr::tr("MAX can at least draw")
                                              : NarrationTr::tr("MAX can force a win"))
                                   : (notLose ? NarrationTr::tr("MAX cannot avoid a loss")
                                              : NarrationTr::tr("MAX cannot force a win"));
    QString text =
        proven ? NarrationTr::tr("The search is over: the root %1 is proven (pn = 0, dn = ∞): "
                                 "%2, so its value is %3.")
               : NarrationTr::tr("The search is over: the root %1 is disproven (pn = ∞, dn = "
                                 "0): %2, so its value is %3.");
    text = text.arg(nodeLabel(t, 0), meaning, formatValue(c.e.a));
    if (t.isLeaf(0) || !s.bestChild)
        return text;
    const NodeId best = t.child(0, *s.bestChild);
    const QString move = isOr(t, 0) ? NarrationTr::tr("MAX moves %1, a child proven.")
                                    : NarrationTr::tr("MIN moves %1, a child disproven.");
    return text + QLatin1Char(' ') + move.arg(rootMoveWords(t, best));
}

// ---- Questions ------------------------------------------------------------------------------

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
    q.text = c.e.detail ? tr("The most-proving path passes %1, an OR node. Which child does it "
                             "take? Click it.")
                              .arg(nodeLabel(t, c.e.node))
                        : tr("The most-proving path passes %1, an AND node. Which child does "
                             "it take? Click it.")
                              .arg(nodeLabel(t, c.e.node));
    return q;
}

// A finite proof number backed up: the student computes it from the children's.
std::optional<QuizQuestion> askUpdate(const EventContext &c, const Frame &)
{
    if (std::isinf(c.e.a))
        return std::nullopt;
    QuizQuestion q;
    q.node = c.e.node;
    q.value = c.e.a;
    q.text = tr("The numbers are updated at %1. What is its proof number pn now?")
                 .arg(nodeLabel(c.tree, c.e.node));
    return q;
}

// ---- The table ------------------------------------------------------------------------------

// Visits: a leaf is read when it is generated, an inner node when it is expanded, so that the
// statistics' "inner nodes visited" are the expansions, as eval's are.
const EventKind generateKind{.type = PnsGenerate,
                             .name = "pns_generate",
                             .apply = applyGenerate,
                             .current = parentOrOwn,
                             .json = jsonGenerate,
                             .narrate = narrateGenerate};
const EventKind evaluateKind{.type = PnsEvaluate,
                             .name = "pns_evaluate",
                             .apply = applyEvaluate,
                             .current = parentOrOwn,
                             .json = jsonEvaluate,
                             .narrate = narrateEvaluate,
                             .visited = ownNode,
                             .leafRead = true}; // `leaves`: in the order generated
const EventKind selectKind{.type = PnsSelect,
                           .name = "pns_select",
                           .apply = applySelect,
                           .current = chosenChild,
                           .json = jsonSelect,
                           .narrate = narrateSelect,
                           .visited = ownNode,
                           .ask = askSelect};
const EventKind expandKind{.type = PnsExpand,
                           .name = "pns_expand",
                           .apply = applyExpand,
                           .json = jsonExpand,
                           .narrate = narrateExpand,
                           .visited = ownNode};
const EventKind updateKind{.type = PnsUpdate,
                           .name = "pns_update",
                           .apply = applyUpdate,
                           .json = jsonUpdate,
                           .narrate = narrateUpdate,
                           .ask = askUpdate};

} // namespace

void addPnsEventKinds(EventKindTable &table)
{
    for (const EventKind *k : {&generateKind, &evaluateKind, &selectKind, &expandKind, &updateKind})
        table.add(*k);
    table.refine({EventType::Finish, TraceFeature::ProofNumbers, narratePnsFinish});
}

} // namespace gt
