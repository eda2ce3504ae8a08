// The transposition table's event (TraceFeature::TranspositionTable): the table answers for a
// node without a search; what lies below it is spared, not cut off.
#include "../../trace/annotations.h"
#include "../../trace/eventkind.h"
#include "../../trace/eventquery.h"
#include "../../trace/frameedit.h"
#include "../../trace/jsonfields.h"
#include "../../trace/narrationwords.h"

namespace gt {

namespace {

void applyHit(FrameEdit &x, const TraceEvent &e)
{
    NodeFrame f = x.node(e.node);
    f.state = NodeState::OnPath;
    f.tableHit = true;
    f.value = *tableAnswer(e);
    f.bound = Bound(e.detail);
    x.set(e.node, f);
    const auto [from, to] = sparedByTable(x.tree(), e);
    for (NodeId n = from; n < to; ++n) {
        NodeFrame s = x.node(n);
        if (s.state != NodeState::Unreached)
            continue;
        s.tableSkipped = true;
        if (!s.visitedEarlier)
            s.state = NodeState::Pruned; // never visited, but not cut off: no cut mark
        x.set(n, s);
    }
}

void jsonHit(JsonFields &o, const EventContext &c)
{
    const TraceEvent &e = c.e;
    o.number("lower", e.a);
    o.number("upper", e.b);
    o.number("value", *tableAnswer(e));
    o.word("bound", boundName(Bound(e.detail)));
    o.integer("stored_by", e.other);
}

QString narrateHit(const EventContext &c)
{
    const GameTree &t = c.tree;
    const TraceEvent &e = c.e;
    const QString n = nodeLabel(t, e.node);
    const QString answer = boundWords(Bound(e.detail), *tableAnswer(e));
    if (t.isLeaf(e.node))
        return NarrationTr::tr(
                   "The transposition table holds [%1, %2] for %3, so it is not read again: "
                   "it returns %4.")
            .arg(formatValue(e.a), formatValue(e.b), n, answer);
    return NarrationTr::tr(
               "The transposition table holds [%1, %2] for %3, which settles it without a "
               "search: it returns %4, and what lies below it is skipped by the table.")
        .arg(formatValue(e.a), formatValue(e.b), n, answer);
}

NodeId ownNode(const TraceEvent &e)
{
    return e.node;
}

void sparedByHit(const GameTree &tree, const TraceEvent &e, NodeRanges &out)
{
    out.push_back(sparedByTable(tree, e));
}

const EventKind hitKind{.type = EventType::TableHit,
                        .name = "table_hit",
                        .apply = applyHit,
                        .json = jsonHit,
                        .narrate = narrateHit,
                        .visited = ownNode,
                        .pruned = sparedByHit};

} // namespace

void addTableEventKinds(EventKindTable &table)
{
    table.add(hitKind);
}

} // namespace gt
