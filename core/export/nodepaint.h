#pragma once

#include "../trace/annotations.h"
#include "../trace/frame.h"
#include "../tree/gametree.h"

namespace gt {

// The one rule for how a node's and an edge's state is painted, for the canvas and every
// export. `Style` is either the canvas's SceneStyle (QColor) or the exports' Palette
// ("#rrggbb"): both name their colours and line widths alike, so the rule is written once
// here and core stays free of QtGui.

// A finished node's inside, by kind.
template <class Style> auto kindFill(const Style &s, NodeKind kind) -> decltype(s.maxFill)
{
    switch (kind) {
    case NodeKind::Max: return s.maxFill;
    case NodeKind::Min: return s.minFill;
    case NodeKind::Chance: return s.chanceFill;
    case NodeKind::Leaf: return s.leafFill;
    }
    return s.leafFill;
}

template <class Colour> struct NodePaint {
    Colour outline, fill, text;
    double lineWidth = 0;
    bool dashed = false; // pruned, or visited only in an earlier pass
    bool halo = false;   // the current node: visible without telling colours apart
};

// Two-phase minimax: a node not generated yet is a ghost (thin, dashed, grey: not a node
// waiting its turn, which the search does not know of yet); a node on OPEN wears the colours
// of SSS*'s LIVE states on OPEN, one on CLOSED whose value is not backed up yet those of the
// SOLVED ones. The current node, a finished one and a pruned one look as in every search.
enum class ListLook : std::uint8_t { None, Ghost, Open, Closed };
inline ListLook listLook(NodeState state, ListPlace list)
{
    if (state == NodeState::Unreached && list == ListPlace::Ungenerated)
        return ListLook::Ghost;
    if (state == NodeState::Unreached && list == ListPlace::Open)
        return ListLook::Open;
    if (state == NodeState::OnPath && list == ListPlace::Closed)
        return ListLook::Closed;
    return ListLook::None;
}

// Paints `d` by listLook; returns false, leaving it alone, for ListLook::None.
template <class Style, class Colour>
bool listPaint(const Style &s, NodeState state, ListPlace list, NodePaint<Colour> &d)
{
    switch (listLook(state, list)) {
    case ListLook::None: return false;
    case ListLook::Ghost:
        d.outline = s.prunedColor;
        d.text = s.prunedText;
        d.lineWidth = s.lineWidth / 2;
        d.dashed = true;
        return true;
    case ListLook::Open:
        d.outline = s.liveColor;
        d.fill = s.liveFill;
        d.lineWidth = s.pathLineWidth;
        return true;
    case ListLook::Closed:
        d.outline = s.solvedColor;
        d.fill = s.solvedFill;
        d.lineWidth = s.pathLineWidth;
        return true;
    }
    return false;
}

// The colours and line of a node of `kind` in `state`. `earlier`: an unreached node an
// earlier pass visited (NodeFrame::visitedEarlier), drawn faded: thin, dashed, tinted.
// `list`: where breadth-first generation has the node (NodeFrame::list), see listPaint.
// `spared`: a node a transposition-table hit spared (NodeFrame::tableSkipped). It is not
// searched, like a pruned node, but no cut-off removed it: dashed like one, in the colours of
// the table's settled "TT" tag, so that the two are told apart on the canvas and in print.
template <class Style>
auto nodePaint(const Style &s, NodeKind kind, NodeState state, bool earlier = false,
               ListPlace list = ListPlace::None, bool spared = false)
    -> NodePaint<decltype(s.foreground)>
{
    NodePaint<decltype(s.foreground)> d{s.foreground, s.background, s.foreground, s.lineWidth};
    if (listPaint(s, state, list, d))
        return d;
    switch (state) {
    case NodeState::Unreached:
        if (earlier) {
            d.outline = s.pathColor;
            d.fill = s.pathFill;
            d.text = s.mutedText;
            d.dashed = true;
        }
        break;
    case NodeState::OnPath:
        d.outline = s.pathColor;
        d.fill = s.pathFill;
        d.lineWidth = s.pathLineWidth;
        break;
    case NodeState::Current:
        d.outline = s.currentColor;
        d.fill = s.currentFill;
        d.lineWidth = s.currentLineWidth;
        d.halo = true;
        break;
    case NodeState::Done: d.fill = kindFill(s, kind); break;
    case NodeState::Pruned:
        d.outline = spared ? s.solvedColor : s.prunedColor;
        d.text = s.prunedText;
        d.dashed = true;
        break;
    }
    return d;
}

// How an edge into a node in some state is drawn: not yet reached, on the current path,
// finished, pruned. Its move label is muted and its probability in the foreground colour,
// both greyed when pruned.
// Chosen: the root's edge to the move the finished search chooses. Hidden stays last: the
// views keep one batch of lines per look before it.
// Playout: MCTS's playout passes the node without adding it to the search tree (dashed).
enum class EdgeLook : std::uint8_t { Plain, Path, Done, Pruned, Chosen, Hidden, Playout };

// The look of the edge into `child` in a frame whose own look for it is `look`: the chosen
// move's edge stands out once the search is finished.
inline EdgeLook chosenOr(EdgeLook look, bool finished, NodeId chosen, NodeId child)
{
    return finished && child == chosen && look != EdgeLook::Hidden ? EdgeLook::Chosen : look;
}

// An edge follows the state of the node it leads to; a pruned one is left out when pruned
// nodes are hidden (only a cut mark's stub stays).
// Breadth-first generation (`list`, NodeFrame::list): the edge into a node not generated yet
// is a ghost like the node, and the edges into the lists are drawn as finished, for there is
// no path down the tree, only OPEN and CLOSED.
inline EdgeLook edgeLook(NodeState child, bool hidePruned, ListPlace list = ListPlace::None)
{
    if (listLook(child, list) == ListLook::Ghost)
        return EdgeLook::Pruned;
    if (list != ListPlace::None && child == NodeState::OnPath)
        return EdgeLook::Done;
    switch (child) {
    case NodeState::Unreached: return EdgeLook::Plain;
    case NodeState::OnPath:
    case NodeState::Current: return EdgeLook::Path;
    case NodeState::Done: return EdgeLook::Done;
    case NodeState::Pruned: return hidePruned ? EdgeLook::Hidden : EdgeLook::Pruned;
    }
    return EdgeLook::Plain;
}

template <class Colour> struct EdgePaint {
    Colour line, label, probability;
    double width = 0;
    bool dashed = false;
};

template <class Style>
auto edgePaint(const Style &s, EdgeLook look) -> EdgePaint<decltype(s.foreground)>
{
    EdgePaint<decltype(s.foreground)> e{s.edge, s.mutedText, s.foreground, s.edgeWidth};
    switch (look) {
    case EdgeLook::Plain: break;
    case EdgeLook::Path:
        e.line = s.pathColor;
        e.width = s.pathEdgeWidth;
        break;
    case EdgeLook::Done: e.line = s.foreground; break;
    case EdgeLook::Chosen: // in the colour of the root's halo at the end, twice a path's width
        e.line = s.currentColor;
        e.width = 2 * s.pathEdgeWidth;
        break;
    case EdgeLook::Playout: // the path's colour, dashed: passed, not added to the search tree
        e.line = s.pathColor;
        e.width = s.pathEdgeWidth;
        e.dashed = true;
        break;
    case EdgeLook::Pruned:
    case EdgeLook::Hidden:
        e.line = s.prunedColor;
        e.dashed = true;
        e.label = e.probability = s.prunedText;
        break;
    }
    return e;
}

// SSS*: the tag of a node whose state is on OPEN, "L 12" or "S 7" (a letter as well as a
// colour), and its border and inside colours; empty for SssStatus::None.
inline QString sssTagText(SssStatus status, double merit)
{
    if (status == SssStatus::None)
        return {};
    return (status == SssStatus::Live ? QStringLiteral("L ") : QStringLiteral("S ")) +
           formatValue(merit);
}

template <class Colour> struct TagPaint {
    Colour line, fill;
};

// The colours of a node's tag: SSS*'s by its status; else a two-phase minimax "OPEN" tag is
// LIVE's colour, any other tag (CLOSED's place, the table's, a badge) SOLVED's.
inline SssStatus tagColours(SssStatus sss, ListPlace list)
{
    if (sss != SssStatus::None)
        return sss;
    return list == ListPlace::Open ? SssStatus::Live : SssStatus::Solved;
}

template <class Style>
auto sssTagPaint(const Style &s, SssStatus status) -> TagPaint<decltype(s.liveColor)>
{
    if (status == SssStatus::Live)
        return {s.liveColor, s.liveFill};
    return {s.solvedColor, s.solvedFill};
}

} // namespace gt
