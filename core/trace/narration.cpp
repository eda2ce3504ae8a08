#include "narration.h"

#include "../tree/nametext.h"
#include "annotations.h"
#include "eventkind.h"
#include "eventquery.h"
#include "narrationwords.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// The node's name, else the move that leads to it unless that is a bare number ("1"), which a
// student would read as a value; empty when neither names it.
QString ownLabel(const GameTree &tree, NodeId n)
{
    const QString name = tree.name(n);
    if (!name.isEmpty())
        return isolatedName(name); // user text inside our sentences
    const QString move = tree.label(n);
    bool number = false;
    move.toDouble(&number);
    return number ? QString() : isolatedName(move);
}

} // namespace

QString kindWord(NodeKind k)
{
    switch (k) {
    case NodeKind::Max: return QStringLiteral("MAX");
    case NodeKind::Min: return QStringLiteral("MIN");
    case NodeKind::Chance: return NarrationTr::tr("CHANCE");
    case NodeKind::Leaf: return NarrationTr::tr("leaf");
    }
    return {};
}

// The node's name, else the move that leads to it unless that is a bare number ("1"), which a

// Whether the node has a name or a move label to be called by, rather than its preorder id.
bool isCalledByName(const GameTree &t, NodeId n)
{
    return !ownLabel(t, n).isEmpty();
}

// A leaf as a student sees it on the canvas: "d1 = 14" when it has a name or a move label,
// else just its value "14"; an inner node by nodeLabel.
QString childWords(const GameTree &t, NodeId c)
{
    if (!t.isLeaf(c))
        return nodeLabel(t, c);
    const QString value = formatValue(t.value(c));
    return isCalledByName(t, c) ? nodeLabel(t, c) + QStringLiteral(" = ") + value : value;
}

// nodeLabel at the start of a sentence: "Node 7", but never "A1" for the move "a1".
QString subject(const GameTree &t, NodeId n)
{
    return isCalledByName(t, n) ? nodeLabel(t, n) : NarrationTr::tr("Node %1").arg(n);
}

// A child at the start of a sentence: "Node 7", "d1 = 14", "The leaf 3".
QString childSubject(const GameTree &t, NodeId c)
{
    if (t.isLeaf(c) && !isCalledByName(t, c))
        return NarrationTr::tr("The leaf %1").arg(formatValue(t.value(c)));
    return t.isLeaf(c) ? childWords(t, c) : subject(t, c);
}

// "a", "a and b", "a, b and c".
QString joinList(QStringList items)
{
    if (items.size() == 1)
        return items.front();
    const QString last = items.takeLast();
    return items.join(QStringLiteral(", ")) + NarrationTr::tr(" and ") + last;
}

// The children a cut-off prunes, from `from` on, as a student finds them on the canvas:
// "c2 = 4 and c3 = 6" or "C and D" when they have names. A bare value would read like a
// preorder id, so leaves without a name also give their node: "(leaves 4 and 6, nodes 7 and
// 8)", or among named siblings "node 8 (leaf 6)".
QString listChildren(const GameTree &t, NodeId parent, NodeId from)
{
    std::vector<NodeId> rest;
    for (NodeId c : t.children(parent)) {
        if (c >= from)
            rest.push_back(c);
    }
    auto unnamedLeaf = [&t](NodeId c) { return t.isLeaf(c) && !isCalledByName(t, c); };
    QStringList items;
    if (std::all_of(rest.begin(), rest.end(), unnamedLeaf)) {
        QStringList values, ids;
        for (NodeId c : rest) {
            values << formatValue(t.value(c));
            ids << QString::number(c);
        }
        return rest.size() == 1
                   ? NarrationTr::tr("(leaf %1, node %2)").arg(values.front(), ids.front())
                   : NarrationTr::tr("(leaves %1, nodes %2)").arg(joinList(values), joinList(ids));
    }
    for (NodeId c : rest) {
        items << (unnamedLeaf(c)
                      ? NarrationTr::tr("node %1 (leaf %2)").arg(c).arg(formatValue(t.value(c)))
                      : childWords(t, c));
    }
    return joinList(items);
}

namespace {

// The best value node n's children gave it before the Return at `index`: the parent's value
// the last child's Return carries. Only the node's own events (Tighten, Cutoff, PruneToo) lie
// between that Return and its own, so the walk back is short.
std::optional<double> bestFoundBefore(const Trace &trace, int index)
{
    const NodeId n = trace.events[std::size_t(index)].node;
    for (int i = index - 1; i >= 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type == EventType::Return && e.other == n)
            return e.b;
        const bool own = e.node == n || (eventKind(e.type).prunesWithCutoff && e.other == n);
        if (!own || e.type == EventType::Enter)
            return std::nullopt;
    }
    return std::nullopt;
}

// Why the node returning at `index` is only a bound, as the search that decided it recorded
// it: its cut-off, the fail-hard clamp, the null window, a child that was only a bound, or the
// table. A reason the trace does not record is never given.
QString boundReasonWords(const GameTree &t, const Trace &trace, int index)
{
    const TraceEvent &e = trace.events[std::size_t(index)];
    const BoundReasons why = BoundReasons::fromInt(std::uint32_t(e.aux));
    const QString c = nodeLabel(t, e.node);
    if (why.testFlag(BoundReason::Table))
        return NarrationTr::tr(" Only a bound is known for %1: the table's, which is enough here.")
            .arg(c);
    QStringList reasons;
    if (why.testFlag(BoundReason::Cutoff))
        reasons << NarrationTr::tr("its cut-off left the rest of its children unsearched");
    if (why.testFlag(BoundReason::Child))
        reasons << NarrationTr::tr("the child its value comes from is itself only a bound");
    if (why.testFlag(BoundReason::Window))
        reasons << NarrationTr::tr(
            "it was searched with a null window, which only tells on which side of the test "
            "its value lies");
    if (why.testFlag(BoundReason::FailHard)) {
        const auto best = bestFoundBefore(trace, index);
        const bool upper = Bound(e.detail) == Bound::Upper;
        if (best)
            reasons << (upper ? NarrationTr::tr("its best is %1, but fail-hard reports the bound "
                                                "α = %2 it was searched with")
                              : NarrationTr::tr("its best is %1, but fail-hard reports the bound "
                                                "β = %2 it was searched with"))
                           .arg(formatValue(*best), formatValue(e.a));
        else
            reasons << (upper ? NarrationTr::tr("fail-hard reports the bound α = %1 it was "
                                                "searched with")
                              : NarrationTr::tr("fail-hard reports the bound β = %1 it was "
                                                "searched with"))
                           .arg(formatValue(e.a));
    }
    if (reasons.isEmpty())
        return NarrationTr::tr(" Only a bound is known for %1.").arg(c);
    return NarrationTr::tr(" Only a bound is known for %1: %2.")
        .arg(c, reasons.join(NarrationTr::tr("; ")));
}

} // namespace

QString narrateReturn(const GameTree &t, const Trace &trace, int index)
{
    const TraceEvent &e = trace.events[std::size_t(index)];
    const QString v = boundWords(Bound(e.detail), e.a);
    if (e.other == NoNode)
        return NarrationTr::tr("The pass is over: %1 is worth %2 in it.")
            .arg(nodeLabel(t, e.node), v);
    const QString p = nodeLabel(t, e.other);
    // A leaf returns what it is: name it by its move and value, "Leaf d1 = 14 returns to D".
    const bool leaf = t.isLeaf(e.node) && Bound(e.detail) == Bound::Exact;
    const QString who = !leaf ? subject(t, e.node)
                        : isCalledByName(t, e.node)
                            ? NarrationTr::tr("Leaf %1").arg(childWords(t, e.node))
                            : NarrationTr::tr("The leaf %1").arg(v);
    const bool cutNext = std::size_t(index) + 1 < trace.events.size() &&
                         isChanceCutoff(trace.events[std::size_t(index) + 1]) &&
                         trace.events[std::size_t(index) + 1].node == e.other;
    const bool isBound = Bound(e.detail) == Bound::Lower || Bound(e.detail) == Bound::Upper;
    const QString why = isBound ? boundReasonWords(t, trace, index) : QString();
    if (e.type == EventType::ChanceAdd && cutNext) // *-minimax: the test that follows settles it
        return NarrationTr::tr(
                   "%1 returns %2 to %3 (probability %4): enough to settle %3 without the rest.")
                   .arg(leaf ? who : subject(t, e.node), v, p, formatProbability(e.b)) +
               why;
    if (e.type == EventType::ChanceAdd) {
        if (leaf)
            return NarrationTr::tr(
                       "%1 returns to %2, which adds %3 · %4 = %5 to its expected value.")
                .arg(who, p, formatProbability(e.b), v, formatValue(e.b * e.a));
        return NarrationTr::tr(
                   "%1 returns %2 to %3, which adds %4 · %2 = %5 to its expected value.")
                   .arg(who, v, p, formatProbability(e.b), formatValue(e.b * e.a)) +
               why;
    }
    const QString kind = kindWord(t.kind(e.other));
    QString s = leaf ? NarrationTr::tr("%1 returns to %2 (%3), whose best so far is %4.")
                           .arg(who, p, kind, formatValue(e.b))
                     : NarrationTr::tr("%1 returns %2 to %3 (%4), whose best so far is %5.")
                           .arg(who, v, p, kind, formatValue(e.b));
    return s + why;
}

QString rootMoveWords(const GameTree &t, NodeId child)
{
    const int k = t.childCount(0);
    const int i = t.childIndex(child);
    // The move's own label where it has one ("a1"), as the graders name a move.
    QString move = t.label(child);
    bool number = false;
    move.toDouble(&number);
    if (number)
        move.clear();
    if (!move.isEmpty())
        move = isolatedName(move); // user text inside our sentence
    const QString where = k == 2 ? (i == 0 ? NarrationTr::tr("left") : NarrationTr::tr("right"))
                          : !move.isEmpty()
                              ? move
                              : NarrationTr::tr("to child %1 of %2").arg(i + 1).arg(k);
    const QString name = t.name(child).isEmpty() ? QString() : isolatedName(t.name(child));
    if (name.isEmpty() || name == where)
        return k == 2 && !move.isEmpty() ? QStringLiteral("%1 (%2)").arg(where, move) : where;
    return !move.isEmpty() && k != 2 ? NarrationTr::tr("%1 (to %2)").arg(where, name)
                                     : QStringLiteral("%1 (%2)").arg(where, name);
}

namespace {

// What the root's other children were worth in the search's last pass, as it returned them
// to the root: (child, value, bound), in child order. Empty for a search that backs no values
// up to the root (SSS*'s OPEN list).
struct RootReturn {
    NodeId child;
    double value;
    Bound bound;
};
std::vector<RootReturn> lastRootReturns(const GameTree &t, const Trace &trace, int end)
{
    std::vector<std::optional<RootReturn>> byIndex(std::size_t(t.childCount(0)));
    for (int i = end - 1; i >= 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.type == EventType::PassStart)
            break;
        if ((e.type == EventType::Return || e.type == EventType::ChanceAdd) && e.other == 0) {
            auto &slot = byIndex[std::size_t(t.childIndex(e.node))];
            if (!slot)
                slot = RootReturn{e.node, e.a, Bound(e.detail)};
        }
    }
    std::vector<RootReturn> out;
    for (const auto &r : byIndex) {
        if (r)
            out.push_back(*r);
    }
    return out;
}

// The end of a search at a MAX or MIN root: which move it chooses and why, from what the
// root's children returned ("MAX moves left: 10 against 9."). Empty for a chance or leaf root.
QString chosenMoveWords(const GameTree &t, const Trace &trace, int finishIndex)
{
    if (!trace.summary.bestChild || t.isLeaf(0) || t.kind(0) == NodeKind::Chance)
        return {};
    const NodeId chosen = t.child(0, *trace.summary.bestChild);
    const double value = trace.events[std::size_t(finishIndex)].a;
    const QString who = kindWord(t.kind(0));
    QStringList others;
    bool tie = false;
    for (const RootReturn &r : lastRootReturns(t, trace, finishIndex)) {
        if (r.child == chosen)
            continue;
        tie = tie || (r.bound == Bound::Exact && r.value == value);
        others << (isCalledByName(t, r.child)
                       ? QStringLiteral("%1 (%2)").arg(boundWords(r.bound, r.value),
                                                       nodeLabel(t, r.child))
                       : boundWords(r.bound, r.value));
    }
    if (others.isEmpty())
        return NarrationTr::tr(" %1 moves %2.").arg(who, rootMoveWords(t, chosen));
    if (others.size() > 3)
        others =
            QStringList{NarrationTr::tr("%1 other moves, none of them better").arg(others.size())};
    QString s = NarrationTr::tr(" %1 moves %2: %3 against %4.")
                    .arg(who, rootMoveWords(t, chosen), formatValue(value), joinList(others));
    if (tie)
        s += NarrationTr::tr(" Of the moves worth %1, the first is taken.").arg(formatValue(value));
    return s;
}

} // namespace

// ---- The common events' sentences ----------------------------------------------------------

QString narrateEnter(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(t, e.node);
    if (hasWindow(e) && std::nextafter(e.a, e.b) == e.b) {
        const auto [window, question] = nullWindowWords(e.a, e.b);
        return NarrationTr::tr("Enter %1 (%2) with the null window %3: %4")
            .arg(n, kindWord(t.kind(e.node)), window, question);
    }
    if (hasWindow(e))
        return NarrationTr::tr("Enter %1 (%2) with the window α = %3, β = %4.")
            .arg(n, kindWord(t.kind(e.node)), formatWindowEnd(e.a), formatWindowEnd(e.b));
    return NarrationTr::tr("Enter %1 (%2) and search its %n children.", nullptr,
                           t.childCount(e.node))
        .arg(n, kindWord(t.kind(e.node)));
}

QString narrateRead(const EventContext &c)
{
    const QString n = nodeLabel(c.tree, c.e.node);
    return c.tree.isLeaf(c.e.node)
               ? NarrationTr::tr("Read the leaf %1: its value is %2.").arg(n, formatValue(c.e.a))
               : NarrationTr::tr("%1 is at the depth limit: its heuristic value is %2.")
                     .arg(n, formatValue(c.e.a));
}

QString narrateTighten(const EventContext &c)
{
    const QString n = nodeLabel(c.tree, c.e.node);
    return c.tree.kind(c.e.node) == NodeKind::Max
               ? NarrationTr::tr("At %1, α rises to %2: MAX can already get at least %2 here.")
                     .arg(n, formatValue(c.e.a))
               : NarrationTr::tr(
                     "At %1, β falls to %2: MIN can already hold MAX to at most %2 here.")
                     .arg(n, formatValue(c.e.b));
}

QString narrateCutoff(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(t, e.node);
    const bool alone = e.aux == 1; // reordered: the others follow in PruneToo events
    const QString rest = alone ? childWords(t, e.other) : listChildren(t, e.node, e.other);
    const bool several = !alone && t.childCount(e.node) - t.childIndex(e.other) > 1;
    const QString what =
        alone ? NarrationTr::tr("%1 is pruned, and so is every child after it in the order tried")
                    .arg(rest)
        : several ? NarrationTr::tr("the remaining children %1 are pruned").arg(rest)
                  : NarrationTr::tr("the remaining child %1 is pruned").arg(rest);
    if (Cut(e.detail) == Cut::AboveBeta)
        return NarrationTr::tr(
                   "At %1, the best so far is above β = %2 (a strict cut-off: a tie would "
                   "be searched on): %3.")
            .arg(n, formatWindowEnd(e.b), what);
    if (Cut(e.detail) == Cut::BelowAlpha)
        return NarrationTr::tr(
                   "At %1, the best so far is below α = %2 (a strict cut-off: a tie would "
                   "be searched on): %3.")
            .arg(n, formatWindowEnd(e.a), what);
    if (Cut(e.detail) == Cut::AtMin)
        return NarrationTr::tr("At %1, β = %2 ≤ α = %3: %4.")
            .arg(n, formatWindowEnd(e.b), formatWindowEnd(e.a), what);
    return NarrationTr::tr("At %1, α = %2 ≥ β = %3: %4.")
        .arg(n, formatWindowEnd(e.a), formatWindowEnd(e.b), what);
}

QString narrateFinish(const EventContext &c)
{
    return NarrationTr::tr("The search is over: the value of %1 is %2.")
               .arg(nodeLabel(c.tree, c.e.node), formatValue(c.e.a)) +
           chosenMoveWords(c.tree, c.trace, c.index);
}

// Not "of n": narrating every event of a trace would count its passes once per pass.
QString narratePass(const EventContext &c)
{
    const Pass pass = *passStartedBy(c.e);
    QString what = passDescription(pass); // a null-window test ends with its question
    if (!what.endsWith(QLatin1Char('?')))
        what += QLatin1Char('.');
    return NarrationTr::tr(
               "Pass %1 begins at the root: %2 Every node starts afresh; what earlier passes "
               "visited is drawn faded until this pass visits it again.")
        .arg(pass.number)
        .arg(what);
}

QString strategyWord(BstarStrategy strategy)
{
    return strategy == BstarStrategy::ProveBest ? QStringLiteral("PROVEBEST")
                                                : QStringLiteral("DISPROVEREST");
}

QString separationWords(const GameTree &t, const BstarStep &s)
{
    if (!s.tested)
        return {};
    const bool min = t.kind(0) == NodeKind::Min;
    const QString best = nodeLabel(t, s.best);
    if (s.alt == NoNode)
        return NarrationTr::tr("%1 is the only root child: it is best, nothing to separate.")
            .arg(best);
    const QString alt = nodeLabel(t, s.alt);
    const QString own = min ? QStringLiteral("opt(%1) = %2") : QStringLiteral("pess(%1) = %2");
    const QString rival = min ? QStringLiteral("pess(%1) = %2") : QStringLiteral("opt(%1) = %2");
    const QString lhs = own.arg(best, formatValue(s.bestBound));
    const QString rhs = rival.arg(alt, formatValue(s.altBound));
    if (s.separated)
        return NarrationTr::tr(
                   "Separation test: best %1, alt %2; %3 %4 %5: separated, %1 is proven best.")
            .arg(best, alt, lhs, min ? QStringLiteral("≤") : QStringLiteral("≥"), rhs);
    return NarrationTr::tr("Separation test: best %1, alt %2; %3 %4 %5: not separated yet.")
        .arg(best, alt, lhs, min ? QStringLiteral(">") : QStringLiteral("<"), rhs);
}

QString boundWords(Bound b, double v)
{
    switch (b) {
    case Bound::Lower: return QStringLiteral("≥ ") + formatValue(v);
    case Bound::Upper: return QStringLiteral("≤ ") + formatValue(v);
    default: return formatValue(v);
    }
}

// Where n sits below the root, in words for up to three levels.
QString placeWords(const GameTree &t, NodeId n)
{
    const NodeId p = t.parent(n);
    const int i = t.childIndex(n) + 1;
    if (p == t.root())
        return NarrationTr::tr("child %1 of the root").arg(i);
    if (t.depth(n) <= 3)
        return NarrationTr::tr("child %1 of %2").arg(i).arg(placeWords(t, p));
    QStringList path;
    for (NodeId m = n; t.parent(m) != NoNode; m = t.parent(m))
        path.prepend(QString::number(t.childIndex(m) + 1));
    return NarrationTr::tr("at %1 below the root").arg(path.join(u'.'));
}

bool hasOwnLabel(const GameTree &tree, NodeId n)
{
    return isCalledByName(tree, n);
}

QString placeLabel(const GameTree &tree, NodeId n)
{
    if (isCalledByName(tree, n))
        return ownLabel(tree, n);
    if (n == tree.root())
        return NarrationTr::tr("the root");
    return NarrationTr::tr("node %1 (%2)").arg(n).arg(placeWords(tree, n));
}

QString nodeLabel(const GameTree &tree, NodeId n)
{
    const QString own = ownLabel(tree, n);
    return own.isEmpty() ? NarrationTr::tr("node %1").arg(n) : own;
}

QString narrate(const GameTree &t, const Trace &trace, int index)
{
    if (index < 0 || std::size_t(index) >= trace.events.size())
        return {};
    const TraceEvent &e = trace.events[std::size_t(index)];
    const EventContext c{t, trace, index, e};
    // A family's sentence for a common event in its traces comes first.
    for (const NarrationRefinement &r : eventKinds().refinements()) {
        if (r.type != e.type || (trace.features & r.features) != r.features)
            continue;
        if (QString s = r.narrate(c); !s.isEmpty())
            return s;
    }
    const EventKind &kind = eventKind(e.type);
    return kind.narrate ? kind.narrate(c) : QString();
}

} // namespace gt
