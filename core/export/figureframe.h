#pragma once

#include "figuregeometry.h"
#include "figureoptions.h"
#include "nodepaint.h"
#include "palette.h"

#include "../trace/annotations.h"
#include "../trace/frame.h"
#include "../trace/trace.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace gt {

class Replayer;

// The opacity of a node outside MCTS's search tree (TreeScene::applyVisibility's).
constexpr double FadedOpacity = 0.4;

// What one node looks like in one frame of a text export: colours, line, and the texts in
// and around it. Filled by the same rules as the canvas (TreeScene::lookFor and
// NodeItem::paintShape), from the same annotation texts (core/trace/annotations.h).
struct NodeDrawing : NodePaint<QString> { // colours and line: nodePaint()
    NodeState state = NodeState::Unreached;
    bool visible = true; // false: pruned and hidden
    bool faded = false;  // MCTS: outside the search tree, drawn at FadedOpacity as the canvas does
    QString value;       // inside: a leaf's value, a backed-up value or a bound
    QStringList window;  // beside, on the path: "α=3", "β=+∞"
    QStringList formula; // under a chance node, wrapped to the room there
    QString name;        // left of the node: its name
    QString id;          // "#5" above the node (idBox), or empty
    bool idLeft = false; // the id goes left of the edge coming in
    QString tag; // SSS*: "L 12" or "S 7"; "TT ≤ 12"; "×2": read twice; a badge "PV", "K1"
    bool tagLive = false;
    // *-minimax: Star2's probe bound "≥ 3" left of the node (probeText), the running bar of a
    // chance node being searched right of it (chanceBar); placed by chancebarshape.h.
    QString probe;
    std::optional<ChanceBar> bar;
};

// Which tag a node carries beside it in a frame, by the canvas's precedence (TreeScene::lookFor,
// NodeItem::sssTag): SSS*'s status on OPEN, else the table's answer, else how often a later
// pass read it, else why a move ordering tries it early, else two-phase minimax's list place.
enum class NodeTag : std::uint8_t { None, Sss, Table, Approx, ReadAgain, Order, List };
NodeTag nodeTag(const NodeFrame &f);

// How the edge into a node looks in one frame (edgeLook, edgePaint).
struct EdgeDrawing {
    EdgeLook look = EdgeLook::Plain;
    bool cut = false;     // a cut-off pruned the (drawn) child: two strokes across the edge
    bool negated = false; // negamax's side-to-move view: a "−" in a disc at its middle
    QString colour;
    double width = 0;
    bool dashed = false;
    QString label;       // the move
    QString probability; // shown when the parent averages its children
    QString labelColour, probabilityColour;
    QString window; // *-minimax: the child's window "(7, 10)" (shownEdgeWindow)
};

// What a picture (or every page of a deck) shows, so that its legend explains that and no
// more: the states its nodes are in, the kinds that have finished nodes, cut marks, the tags
// beside nodes, the horizon line, heuristic values and negamax's sign changes.
struct LegendUse {
    bool state[5] = {};    // by NodeState, among the nodes drawn (table-skipped ones apart)
    bool kindDone[4] = {}; // by NodeKind: a finished node of that kind
    bool cut = false;      // a cut mark is drawn
    bool live = false, solved = false;
    bool tableHit = false;     // a "TT" tag: the table answered for a node
    bool tableSkipped = false; // a drawn node the table spared (drawn as pruned, no cut mark)
    bool readAgain = false;    // a "×2" tag: a leaf a later pass read again
    bool order[4] = {};        // by OrderReason: a badge saying why a child is tried early
    bool horizon = false;      // the horizon line of a depth-limited pass
    bool heuristic = false;    // an "h=4" value: a node read at the horizon
    bool negated = false;      // negamax's "−" on an edge (the side-to-move view)
    bool ungenerated = false, open = false, closed = false; // two-phase minimax's lists
    // *-minimax: a chance node's bar, a child's window on its edge, a Star2 probe's bound.
    bool chanceBar = false, edgeWindow = false, probe = false;
    // Approximate chance searches: an estimate "≈", its "exact" tag, a skipped child's tag,
    // the bounds its skipped children allow a node, draw counts "×3" on edges.
    bool estimate = false, exact = false, skipped = false, skippedInterval = false, draws = false;
    bool interval = false; // B*: a node's bounds "[4, 10]"
    // MCTS: a node outside the search tree (drawn faded), a node the playout passed (its edge
    // dashed: passed, not added).
    bool outside = false, playout = false;

    // Adds what `frame` shows of `tree`; pruned nodes and their marks count only when drawn.
    // `negated`: the edges that carry a "−" (by child; empty: none). `ghosts`: the picture
    // draws B*'s nodes not generated yet as ghosts (the canvas does; FigureFrames hides them).
    void add(const GameTree &tree, const Frame &frame, PrunedMode pruned,
             const std::vector<char> &negated = {}, bool ghosts = false);
    void add(const LegendUse &other);
};

// Negamax's side-to-move view in a picture (core/trace/sidetomove.h), when `options` ask for
// it and the trace offers it (TraceFeature::SideToMove); off otherwise.
bool showsSideToMove(const Trace *trace, const FigureOptions &options);
// The frame as the picture shows it: `frame` itself, or its side-to-move view.
Frame shownFrame(const GameTree &tree, const Frame &frame, const Trace *trace,
                 const FigureOptions &options);
// The edges that carry the "−" in the picture, by child; empty when the view is off.
std::vector<char> shownNegations(const GameTree &tree, const Trace *trace,
                                 const FigureOptions &options);

// The horizon of a depth-limited pass as a picture draws it: its label ("horizon d = 2") and the
// depth of the row above it; an empty label when the frame has none.
struct HorizonMark {
    QString label;
    int depth = -1;
};
HorizonMark horizonMark(const GameTree &tree, const Frame &frame);

// One picture: every node and edge (by the child's id; the root's entry is unused), the
// caption (the step's narration) and where it is in the search.
struct FigureFrame {
    int step = 0;           // events applied; 0 before the search
    int stepCount = 0;      // the last step; 0 for a bare tree
    bool bare = true;       // no search: the tree as drawn before choosing an algorithm
    int iteration = 0;      // a search in iterations (MCTS): those done at this step
    int iterationCount = 0; // and all of them; 0 for any other search
    std::vector<NodeDrawing> nodes;
    std::vector<EdgeDrawing> edges;
    QString caption;
    HorizonMark horizon; // the pass's horizon line, if it has one
    LegendUse use;       // what it shows, for its legend
};

// Produces the frames of one search (or of the bare tree, without a trace) as drawings. The
// tree and trace must outlive it; frames at increasing steps are cheap to get in order.
class FigureFrames {
public:
    FigureFrames(const GameTree &tree, const Trace *trace, const FigureGeometry &geometry,
                 const Palette &palette, const FigureOptions &options);
    ~FigureFrames();

    int stepCount() const; // 0 without a trace
    // The edges that carry negamax's "−" in every frame (by child; empty when none do).
    const std::vector<char> &negations() const { return m_negated; }
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
    std::vector<char> m_negated;      // the side-to-move view's "−" marks, by child
    std::vector<int> m_iterationEnds; // iterationEndSteps of the trace; empty: no iterations
};

// Widens the picture `g` frames for *-minimax's marks (TraceFeature::ChanceBounds): a chance
// node's bar to its right, a probe's bound left of a node; nothing for other searches. The
// room is kept in every frame, so a deck's pages and the HTML player stay the same size.
void reserveChanceMarks(FigureGeometry &g, const GameTree &tree, const Trace *trace,
                        const Palette &palette);

// The colours and line of a node of `kind` in `state`, without texts: the canvas's rules
// (NodeItem::paintShape), for frames and legends. `earlier`: an unreached node an earlier pass
// visited (NodeFrame::visitedEarlier), drawn faded. `list`: NodeFrame::list (listPaint).
// `spared`: NodeFrame::tableSkipped (nodePaint).
NodeDrawing stateDrawing(NodeKind kind, NodeState state, const Palette &palette,
                         bool earlier = false, ListPlace list = ListPlace::None,
                         bool spared = false);

// The narration under a picture of `step` (0: before the search).
QString stepCaption(const GameTree &tree, const Trace &trace, int step);
// The caption line of a frame as the pictures print it: "Step 16 of 29: At C, β = 2 ≤ α = 3…";
// empty for the bare tree.
QString frameCaptionLine(const FigureFrame &frame);
// A caption line from its parts: "Step s of n: narration", or for a search in iterations
// (iterationCount > 0) "Iteration k of m, step s of n: narration", as the window's iteration
// bar and narration say it. Every export's caption is written by it.
QString stepCaptionLine(int step, int stepCount, int iteration, int iterationCount,
                        const QString &narration);

// One line of a legend: a node of some kind in some state, or a mark, with its meaning. The
// icon is the first that applies: a cut mark, negamax's "−" on an edge, a piece of horizon
// line, a tag box holding `tag` (coloured as SSS*'s `sss` tags; None: as the other tags), a
// `sample` of what a node shows (in the value font), else the node.
struct LegendEntry {
    NodeKind kind = NodeKind::Max;
    NodeState state = NodeState::Done;
    bool cutMark = false;
    SssStatus sss = SssStatus::None;
    QString text;
    bool earlier = false;             // an unreached node an earlier pass visited, drawn faded
    bool negation = false;            // an edge with negamax's "−"
    bool horizon = false;             // a piece of the horizon line
    QString tag;                      // "L", "S", "TT", "×2", "PV", "K1", "K2", "H"
    QString sample;                   // "h=4"
    ListPlace list = ListPlace::None; // two-phase minimax: where its lists have the node
    bool spared = false;              // a node a table hit spared (NodeFrame::tableSkipped)
    bool chanceBar = false;           // *-minimax's bar at a chance node: an axis and a bar
    bool faded = false;               // MCTS: a node outside the search tree, drawn at FadedOpacity
    bool playout = false; // MCTS: an edge the playout passed, dashed in the path's colour
};
// A legend in the text exports: rows LegendRow apart, each entry an icon 16 wide centred at
// 8, its text from LegendTextAt (3 clear of the current icon's halo), then 6 to the next.
constexpr double LegendRow = 22;
constexpr double LegendTextAt = 24;

// The shapes in the tree and, with a search, the states and marks `use` says are drawn: a
// finished node's colour by kind when there is one ("leaf read" for the grey leaf), then not
// reached, visited in an earlier pass (whenever the search has passes), on the path, current,
// pruned, skipped by the table, cut-off, the SSS* tags, the table's, read-again and ordering
// tags, the horizon, heuristic values and negamax's sign changes, then two-phase minimax's
// ghosts and lists, *-minimax's bars, edge windows and probes, the approximate searches'
// marks and B*'s bounds, MCTS's faded nodes outside the search tree and dashed playout, each
// only when shown.
std::vector<LegendEntry> legendEntries(const GameTree &tree, const Trace *trace,
                                       const LegendUse &use);

} // namespace gt
