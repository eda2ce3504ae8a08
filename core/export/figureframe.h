#pragma once

#include "figuregeometry.h"
#include "figureoptions.h"
#include "nodepaint.h"
#include "palette.h"

#include "../trace/frame.h"
#include "../trace/trace.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace gt {

class Replayer;

// What one node looks like in one frame of a text export: colours, line, and the texts in
// and around it. Filled by the same rules as the canvas (TreeScene::lookFor and
// NodeItem::paintShape), from the same annotation texts (core/trace/annotations.h).
struct NodeDrawing : NodePaint<QString> { // colours and line: nodePaint()
    NodeState state = NodeState::Unreached;
    bool visible = true; // false: pruned and hidden
    QString value;       // inside: a leaf's value, a backed-up value or a bound
    QStringList window;  // beside, on the path: "α=3", "β=+∞"
    QStringList formula; // under a chance node, wrapped to the room there
    QString name;        // left of the node: its name
    QString id;          // "#5" above the node (idBox), or empty
    bool idLeft = false; // the id goes left of the edge coming in
    QString tag; // SSS*: "L 12" or "S 7"; "TT ≤ 12"; a badge "PV", "K1"; "×2": read twice
    bool tagLive = false;
};

// How the edge into a node looks in one frame (edgeLook, edgePaint).
struct EdgeDrawing {
    EdgeLook look = EdgeLook::Plain;
    bool cut = false; // a cut-off pruned the (drawn) child: two strokes across the edge
    QString colour;
    double width = 0;
    bool dashed = false;
    QString label;       // the move
    QString probability; // shown when the parent averages its children
    QString labelColour, probabilityColour;
};

// What a picture (or every page of a deck) shows, so that its legend explains that and no
// more: the states its nodes are in, the kinds that have finished nodes, cut marks, SSS* tags.
struct LegendUse {
    bool state[5] = {};    // by NodeState, among the nodes drawn
    bool kindDone[4] = {}; // by NodeKind: a finished node of that kind
    bool cut = false;      // a cut mark is drawn
    bool live = false, solved = false;
    bool ungenerated = false, open = false, closed = false; // two-phase minimax's lists

    // Adds what `frame` shows of `tree`; pruned nodes and their marks count only when drawn.
    void add(const GameTree &tree, const Frame &frame, PrunedMode pruned);
    void add(const LegendUse &other);
};

// One picture: every node and edge (by the child's id; the root's entry is unused), the
// caption (the step's narration) and where it is in the search.
struct FigureFrame {
    int step = 0;      // events applied; 0 before the search
    int stepCount = 0; // the last step; 0 for a bare tree
    bool bare = true;  // no search: the tree as drawn before choosing an algorithm
    std::vector<NodeDrawing> nodes;
    std::vector<EdgeDrawing> edges;
    QString caption;
    LegendUse use; // what it shows, for its legend
};

// Produces the frames of one search (or of the bare tree, without a trace) as drawings. The
// tree and trace must outlive it; frames at increasing steps are cheap to get in order.
class FigureFrames {
public:
    FigureFrames(const GameTree &tree, const Trace *trace, const FigureGeometry &geometry,
                 const Palette &palette, const FigureOptions &options);
    ~FigureFrames();

    int stepCount() const; // 0 without a trace
    // The drawing at `step`; a negative step or one past the end gives the final frame.
    FigureFrame frame(int step);

private:
    NodeDrawing node(const Frame *frame, NodeId n) const;
    EdgeDrawing edge(const Frame *frame, NodeId child) const;

    const GameTree *m_tree;
    const Trace *m_trace;
    const FigureGeometry *m_geometry;
    Palette m_palette;
    FigureOptions m_options;
    std::unique_ptr<Replayer> m_replayer;
};

// The colours and line of a node of `kind` in `state`, without texts: the canvas's rules
// (NodeItem::paintShape), for frames and legends. `earlier`: an unreached node an earlier pass
// visited (NodeFrame::visitedEarlier), drawn faded. `list`: NodeFrame::list (listPaint).
NodeDrawing stateDrawing(NodeKind kind, NodeState state, const Palette &palette,
                         bool earlier = false, ListPlace list = ListPlace::None);

// The narration under a picture of `step` (0: before the search).
QString stepCaption(const GameTree &tree, const Trace &trace, int step);
// The caption line of a frame as the pictures print it: "Step 16 of 29: At C, β = 2 ≤ α = 3…";
// empty for the bare tree.
QString frameCaptionLine(const FigureFrame &frame);

// One line of a legend: a node of some kind in some state, or a cut mark, with its meaning.
struct LegendEntry {
    NodeKind kind = NodeKind::Max;
    NodeState state = NodeState::Done;
    bool cutMark = false;
    SssStatus sss = SssStatus::None;
    QString text;
    bool earlier = false;             // an unreached node an earlier pass visited, drawn faded
    ListPlace list = ListPlace::None; // two-phase minimax: where its lists have the node
};
// A legend in the text exports: rows LegendRow apart, each entry an icon 16 wide centred at
// 8, its text from LegendTextAt (3 clear of the current icon's halo), then 6 to the next.
constexpr double LegendRow = 22;
constexpr double LegendTextAt = 24;

// The shapes in the tree and, with a search, the states and marks `use` says are drawn: a
// finished node's colour by kind when there is one ("leaf read" for the grey leaf), then not
// reached, visited in an earlier pass (whenever the search has passes), on the path, current,
// pruned, cut-off and the SSS* tags, then two-phase minimax's ghosts and lists, each only
// when shown.
std::vector<LegendEntry> legendEntries(const GameTree &tree, const Trace *trace,
                                       const LegendUse &use);

} // namespace gt
