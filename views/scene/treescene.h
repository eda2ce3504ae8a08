#pragma once

#include "edgelayer.h"
#include "preparedlayout.h"
#include "scenestyle.h"

#include "core/export/figuregeometry.h"
#include "core/layout/treelayout.h"
#include "core/trace/annotations.h"
#include "core/trace/frame.h"
#include "core/tree/gametree.h"

#include <QFutureWatcher>
#include <QGraphicsScene>
#include <QLineF>
#include <QPoint>
#include <QRectF>
#include <QTransform>

#include <array>
#include <memory>
#include <unordered_map>
#include <vector>

namespace gt {

class ChanceOverlay;
class NodeLayer;
class HorizonLine;
class LevelBandItem;
class NodeItem;
class RepaintBatch;
struct NodeLook;

// The canvas: one tree, laid out, showing one frame of a search. It is the single drawing of
// a step: the window shows it through a TreeView and every export renders it with
// QGraphicsScene::render, so screen and paper cannot disagree. A small tree has one NodeItem
// per node; a big one (past ItemThreshold nodes) keeps its nodes in plain arrays and draws
// them with one NodeLayer that paints only the nodes touching the exposed rectangle, so that
// opening a million nodes costs arrays, not a million QGraphicsItems. One EdgeLayer draws all
// edges. A new frame only restyles the nodes whose state changed. All texts come from
// core/trace/annotations.h.
class TreeScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit TreeScene(QObject *parent = nullptr);
    ~TreeScene() override;

    // Restyles everything. Node sizes depend on the style (fonts, nodeSize): when they change,
    // nodeSizesChanged() asks the owner to lay the tree out again and call setTree.
    void setSceneStyle(const SceneStyle &style);
    const SceneStyle &sceneStyle() const { return m_style; }

    // The size each node needs, by preorder id, for the layout: the shape, grown to fit the
    // widest value the tree can show, plus room for its name and (chance nodes) its formula.
    std::vector<NodeSize> measureNodes(const GameTree &tree) const;
    // What a worker thread may call to measure and lay out a tree with this scene's style.
    LayoutMaker layoutMaker() const;
    // Takes measures a layout maker made: setTree(tree, …) uses them instead of measuring
    // again. False, and nothing taken, when the style changed since they were made.
    bool adoptMeasures(const GameTree *tree, NodeMeasures &&measured,
                       std::uint64_t styleGeneration);

    // Rebuilds all items. The tree must outlive its use by the scene (until the next setTree
    // or the scene's destruction); the layout is copied. Shows the bare tree: no frame, no
    // breakpoints, no selection.
    void setTree(const GameTree *tree, const TreeLayout &layout);
    const GameTree *tree() const { return m_tree; }

    // Shows a frame of a search on the current tree; nullptr (or a frame of another tree)
    // shows the bare tree. Restyles only the nodes whose state changed; the frame is copied,
    // so the caller may change or drop it afterwards. `change`, when given, names this frame
    // (change->to) and, when the scene shows change->from, lists the nodes that differ from
    // it: only those are looked at (a step of a big tree), not every node.
    void setFrame(const Frame *frame, const FrameChange *change = nullptr);
    // The same, the frame shared rather than copied: the scene reads it where it is (a
    // million nodes' frame is megabytes to copy at each step). Its owner may change it only
    // to show it again here, with a change that lists what changed (SearchSession's
    // replayer): otherwise the scene cannot tell what changed, and restyles every node.
    void setFrame(std::shared_ptr<const Frame> frame, const FrameChange *change = nullptr);
    bool hasFrame() const { return m_hasFrame; }
    NodeId currentNode() const { return m_hasFrame ? m_frame->current : NoNode; }

    void setBreakpoints(const std::vector<char> &byNode);
    // Negamax's side-to-move view: a "−" on each edge whose child is marked (negatedEdges);
    // kept across layouts. Empty: none.
    void setNegationMarks(std::vector<char> byChild);
    void setSelectedNode(NodeId n); // NoNode clears the selection
    NodeId selectedNode() const { return m_selected; }

    // What the tree covers (shapes, texts, edges) without the margin around it: what a fit
    // should show.
    QRectF contentRect() const { return m_contentRect; }
    // The distance between consecutive rows (depths) along the layout's direction; 0 for a
    // tree of one row. A view keeps rows this far apart times its zoom.
    double rowPitch() const { return m_rowPitch; }
    // Below this many pixels per node, the scene draws an overview on top of the items (see
    // drawForeground); Qt skips whole tiles under a pixel.
    static constexpr double OverviewBelow = 3;

    // Past this many nodes the nodes are drawn by one NodeLayer instead of one item each.
    static constexpr NodeId ItemThreshold = 2000;

    QRectF nodeRect(NodeId n) const;              // the node's shape, in scene coordinates
    QRectF nodeBounds(NodeId n) const;            // the shape and its texts, as drawn now
    bool isNodeShown(NodeId n) const;             // not hidden by a collapse or as pruned
    NodeId nodeAt(const QPointF &scenePos) const; // NoNode on empty space
    // The node's item, with its current look: in a big tree made when first asked for and kept
    // up to date, but not drawn (the NodeLayer draws the nodes). nullptr for nodes hidden by a
    // collapse. For tests and exports.
    NodeItem *item(NodeId n) const;
    EdgeLayer *edgeLayer() const { return m_edges; } // for tests

    // From this many nodes, when enabled (the window does), a new tree's edges are made on a
    // worker thread after setTree returns, and the edge layer stays empty until they are in
    // (edgesReady): a million edges take most of a second, and a tree that big first shows
    // far out, where the overview draws its edges anyway (issue 29: the first paint).
    static constexpr NodeId BackgroundEdgesFrom = 200000;
    void setBuildEdgesInBackground(bool on) { m_backgroundEdges = on; }
    bool isBuildingEdges() const;
    void waitForEdges(); // until they are in: for exports of the scene and tests
    // The worker reads the tree given to setTree, not a copy (copying a million nodes cost a
    // tenth of a second before the first paint): call before that tree changes or goes.
    void stopBuildingEdges();
    NodeLayer *nodeLayer() const { return m_layer; } // a big tree's nodes; nullptr for a small one
    // The horizon of a depth-limited pass: nullptr until a frame has one, then hidden in
    // frames without. For tests.
    HorizonLine *horizonLine() const { return m_horizon; }
    // *-minimax's bars, edge windows and probe bounds: nullptr until a frame has leaf bounds.
    // For tests.
    ChanceOverlay *chanceOverlay() const { return m_chance; }
    // Two-phase minimax's level band: nullptr until a frame has one, then hidden in frames
    // without. For tests.
    LevelBandItem *levelBandItem() const { return m_levelBand; }
    int nodeItemCount() const { return m_itemCount; } // the nodes drawn (not collapsed away)

    // The nodes of one depth, for the overviews: their ids in order along the row (x in a
    // top-down layout, y in a left-to-right one), and the centres' place across it.
    struct Row {
        double acrossLo = 0, acrossHi = 0; // the nodes' centres, across the row
        double reach = 0; // how far a node's drawing (shape and texts) reaches from its centre
        bool parentsInOrder = false; // the nodes' parents come in the nodes' order along
        std::vector<NodeId> ids;
    };
    const std::vector<Row> &rows() const { return m_rows; }
    // Far out, runs of a row's nodes that share a pixel are found by bisection; off, node by
    // node, as a reference for tests (tst_bigscene). On by default.
    static void setOverviewBisection(bool on) { s_overviewBisection = on; }
    bool topDown() const { return m_topDown; }
    QPointF nodeCenter(NodeId n) const { return m_centers[std::size_t(n)]; }
    const Frame *frame() const { return m_hasFrame ? m_frame : nullptr; }

signals:
    void nodeClicked(gt::NodeId n);
    void nodeDoubleClicked(gt::NodeId n);
    void nodeContextMenuRequested(gt::NodeId n, const QPoint &screenPos);
    void frameChanged(gt::NodeId current); // after every setFrame; NoNode for the bare tree
    void nodeSizesChanged();               // after setSceneStyle: lay out and setTree again
    void edgesReady();                     // the edges made on a worker are drawn

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;
    // Level of detail far out: when nodes are a few pixels or less, each row is drawn as the
    // runs of pixels its nodes occupy, and the path to the current node on top, so that a
    // tree zoomed out to a sliver still shows its shape and where the search is.
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    QRectF pathRect(NodeId n) const; // covers the centres from the root to n
    void buildRows(const std::vector<NodeSize> &footprints);
    double along(NodeId n) const { return m_topDown ? m_centers[n].x() : m_centers[n].y(); }
    double rowAcross(const Row &row) const { return (row.acrossLo + row.acrossHi) / 2; }
    // Calls f(n) for each drawn node whose drawing may touch `area`, row by row.
    template <class F> void forEachNodeIn(const QRectF &area, F &&f) const;
    QRectF reachRect(NodeId n) const; // what the node's drawing may cover, for repaints
    // A node's item as it looks now, not in the scene; without texts, only what its shape shows.
    std::unique_ptr<NodeItem> makeItem(NodeId n, bool texts = true) const;
    void applyVisibility(NodeItem *item, NodeId n) const;            // pruned-hidden, B*'s ghosts
    void paintNodes(QPainter *painter, const QRectF &visible) const; // the NodeLayer's paint
    void drawOverview(QPainter *painter, const QRectF &rect, double detail);

    NodeMeasures measure(const GameTree &tree) const; // core's one sizing rule, with our fonts
    static NodeMeasures measureWith(const StyleMetrics &metrics, const SceneStyle &style,
                                    const GameTree &tree);
    NodeLook lookFor(NodeId n, bool texts = true) const;
    NodeItem *itemIfMade(NodeId n) const; // the node's item if it has one, without making it
    // `repaints`: where a big tree's node asks to be painted again (none: the caller repaints).
    // `all`: every node is being restyled (what averages may have changed).
    void restyle(NodeId n, RepaintBatch *repaints = nullptr, bool all = false);
    EdgeLayer::LookNow edgeLookNow(NodeId n) const; // the edge into n, in the frame shown
    void restyleAll();
    // MCTS: the formula boxes under the children of the parents restyle() noted (m_formulaRows)
    // placed so that none overlaps a sibling's (formulaspread.h).
    void spreadFormulas();
    void growSceneRect(const QRectF &r);
    void raise(NodeId n, bool on); // the current node above its neighbours
    void placeHorizon();           // at the frame's pass depth, or hidden
    void placeChanceOverlay();     // *-minimax: from the frame, or hidden
    void placeLevelBand();
    void showFrame(const Frame *frame, std::shared_ptr<const Frame> shared,
                   const FrameChange *change); // behind the row of m_band, or hidden
    void clearTree();
    void buildEdgesInBackground(const TreeLayout &layout, std::vector<NodeSize> shapes);
    void adoptEdges();

    SceneStyle m_style;
    std::unique_ptr<StyleMetrics> m_metrics;
    mutable NodeMeasures m_measured;                  // by the last measureNodes, for setTree
    mutable const GameTree *m_measuredTree = nullptr; // whose they are; nullptr once taken
    const GameTree *m_tree = nullptr;
    // By node id: the layout's centres, the shapes' sizes and the room under each node.
    std::vector<QPointF> m_centers;
    struct Shape {
        float width, height, room;
    };
    std::vector<Shape> m_shapes;
    // By node id: a small tree's items, all in the scene (nullptr when hidden by a collapse);
    // empty for a big tree, whose items made by item() are kept by node, not in the scene.
    std::vector<NodeItem *> m_items;
    mutable std::unordered_map<NodeId, std::unique_ptr<NodeItem>> m_madeItems;
    bool m_skipItems = false; // restyle() leaves the items be: setFrame restyles them after
    std::vector<NodeId> m_formulaRows; // parents whose children's formulas restyle() changed
    int m_itemCount = 0;
    NodeLayer *m_layer = nullptr; // a big tree's nodes
    EdgeLayer *m_edges = nullptr;
    // A big tree's edges as a worker makes them: a layer (not in any scene yet) measured with
    // fonts of its own; stale when the tree or the style changed meanwhile.
    struct BuiltEdges {
        std::uint64_t generation = 0, styleGeneration = 0;
        std::shared_ptr<StyleMetrics> metrics; // declared first: outlives the layer
        std::unique_ptr<EdgeLayer> layer;
    };
    QFutureWatcher<std::shared_ptr<BuiltEdges>> m_edgeBuild;
    bool m_backgroundEdges = false;
    std::uint64_t m_edgeGeneration = 0;  // the tree's: bumped when it is cleared
    std::uint64_t m_styleGeneration = 0; // the fonts': bumped by setSceneStyle
    std::vector<char> m_negationMarks;
    HorizonLine *m_horizon = nullptr;
    ChanceOverlay *m_chance = nullptr;
    LevelBandItem *m_levelBand = nullptr;
    LevelBand m_band; // the frame's, computed in setFrame (the frame's OPEN is not kept)
    std::vector<int> m_collapsed; // hidden descendants, by node id; -1: hidden by a collapse
    // What is shown: a copy of a frame given by pointer (m_copy), or a frame given shared.
    Frame m_copy;
    std::shared_ptr<const Frame> m_shared;
    const Frame *m_frame = &m_copy;
    bool m_hasFrame = false;
    bool m_shownFinished = false;      // whether the frame shown ends the search (its chosen edge)
    std::uint64_t m_shownRevision = 0; // FrameChange::to of the frame shown; 0: unnamed
    std::vector<char> m_breakpoints;
    NodeId m_selected = NoNode;
    NodeId m_raised = NoNode; // the current node, drawn above its neighbours
    QRectF m_sceneRect;
    QRectF m_contentRect;
    double m_rowPitch = 0;
    bool m_topDown = true;
    std::vector<Row> m_rows; // by depth
    // Far out, where each row's nodes fall in device pixels and which edges make the same
    // line: it depends on the view, not the frame, so a step (a jump that changes a million
    // nodes) only looks at the nodes' states again, not at where they are. Made again when
    // the view, the layout or the style changes; two are kept, the canvas's and the overview
    // dock's, which paint in turn.
    struct OverviewRun {
        std::int32_t row = 0, begin = 0, end = 0; // the nodes m_rows[row].ids[begin, end)
        QLineF line; // a bar across the row (their density), or the edge they all draw
    };
    struct OverviewGeometry {
        QTransform toDevice;
        QRectF rect;
        double detail = 0;
        std::vector<OverviewRun> edges, bars;
    };
    std::array<OverviewGeometry, 2> m_overviewGeometry; // the one used last first
    static inline bool s_overviewBisection = true;
    // How the overview inks each node (OverviewInk), kept by restyle(): a repaint far out
    // reads a byte a node instead of its frame.
    enum OverviewInk : std::uint8_t { InkPlain, InkVisited, InkPruned };
    std::vector<std::uint8_t> m_inks;
    const OverviewGeometry &overviewGeometry(const QTransform &toDevice, const QRectF &rect,
                                             const QRectF &whole, double detail);
    void measureOverview(OverviewGeometry &g, const QTransform &toDevice, const QRectF &rect,
                         double detail) const;
    static QPointF overviewShift(const OverviewGeometry &g, const QTransform &toDevice);
    double m_overviewDetail = 0; // the zoom of the last overview drawn; 0 when there was none
};

} // namespace gt
