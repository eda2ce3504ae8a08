#pragma once

#include "core/export/figuregeometry.h"
#include "core/trace/frame.h"
#include "core/tree/gametree.h"

#include <QGraphicsItem>
#include <QString>
#include <QStringList>

namespace gt {

class StyleMetrics;

// What one node shows at one step, as plain texts and flags: the scene fills it from the tree
// and the frame (all texts come from core/trace/annotations.h), the item only draws it.
struct NodeLook {
    NodeState state = NodeState::Unreached;
    bool earlier = false; // visited in an earlier pass, not yet in this one: drawn faded
    ListPlace list = ListPlace::None; // two-phase minimax: OPEN, CLOSED, or not generated yet
    bool spared = false;  // pruned only because a table hit spared it (NodeFrame::tableSkipped)
    bool playout = false; // MCTS: on the current playout, outside the search tree: dashed
    SssStatus sss = SssStatus::None; // SSS*: the status of this node's state on OPEN
    bool breakpoint = false;
    bool selected = false;
    double merit = 0;       // SSS*: merit of the state on OPEN
    QString table;          // "TT ≤ 12": the table answered for it (tableText); else "×2";
                            // else two-phase minimax's "OPEN" or "C 4" (listTagText)
    QString badge;          // "PV", "K1", "H 12": why it is tried early (orderBadgeText)
    int collapsedCount = 0; // descendants hidden by a collapsed subtree
    QString value;          // inside the node: a leaf's value, a backed-up value or a bound
    QString window;         // "α=3, β=+∞" beside a node on the path; MCTS's "N=3, Q=0.5"
    QString formula;        // a chance node's weighted sum, or MCTS's UCB sum, under it
    QString name;           // left of the node: its name
    QString id;             // "#5": above the node, on the side away from the edge coming in
    bool idLeft = false;    // the edge comes in from above or the upper right (and its label
                            // sits to the right)

    bool operator==(const NodeLook &) const = default;
};

// One node of the canvas: its shape, the texts inside and around it, and its search state.
// A small tree has one item per node; a big one paints its nodes through a NodeLayer with
// a NodeItem made for the moment. The item keeps the node's id, never a pointer into the model.
// pos() is the node's centre; the shape is drawn from plain polygons and ellipses each time (no
// cached QPainterPath), and far zoomed out only the shape is drawn. Edges are drawn by EdgeLayer,
// below all nodes.
class NodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };

    // `shapeSize` is the width and height of the shape; `room` is the width the texts under
    // the node may take before they wrap (the distance to its neighbours in the row). In a
    // left-to-right layout edges leave at the sides, so names and α/β move above the node.
    NodeItem(NodeId id, NodeKind kind, const QSizeF &shapeSize, double room,
             const StyleMetrics *metrics, const NodeLook &look = {}, bool leftToRight = false);

    int type() const override { return Type; }
    NodeId nodeId() const { return m_id; }
    NodeKind kind() const { return m_kind; }
    FigureShape nodeShape() const { return figureShape(m_kind); } // one shape rule for all
    QSizeF shapeSize() const { return m_size; }
    QRectF shapeRect() const; // in item coordinates, centred on (0, 0)

    const NodeLook &look() const { return m_look; }
    void setLook(const NodeLook &look);
    void setMetrics(const StyleMetrics *metrics); // the style changed: lay the texts out again

    // The lines the formula is drawn in, after wrapping to the room under the node.
    const QStringList &formulaLines() const { return m_formulaLines; }
    // The box they are drawn in, under the shape (moved by formulaShift()), in item
    // coordinates; null without a formula.
    QRectF formulaBox() const { return formulaRect(); }
    // Where the scene moved the box from its place under the shape, so that the sums under
    // siblings (MCTS's UCB sums at a selection) do not overlap: down a row or aside. A moved
    // box hangs from the node by a thin line.
    QPointF formulaShift() const { return m_formulaShift; }
    void setFormulaShift(const QPointF &shift);
    // The name left of the shape and the tag, α/β or B* bounds right of it, in item
    // coordinates; null where there are none.
    QRectF nameBox() const { return nameRect(); }
    QRectF sideBox() const { return sideRect(); }

    // Where an edge meets the shape on one side, in scene coordinates: the middle of the top
    // or bottom (apex or base of a triangle), or the outline at mid-height left or right.
    QPointF edgeAnchor(Qt::Edge side) const;
    // The same for a node of this kind and shape size centred at `center`, without an item.
    static QPointF edgeAnchor(NodeKind kind, const QSizeF &shapeSize, const QPointF &center,
                              Qt::Edge side);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // How tall the value's digits are drawn, in pixels, at `detail` pixels per scene unit: 0
    // when the value is not drawn there (no value, or too far out for it).
    double valuePixels(double detail) const;

private:
    struct TextSpot {
        QPointF baseline; // left end of the baseline
        double width = 0;
    };
    NodeSize size() const { return {m_size.width(), m_size.height()}; }
    double halfWidthAt(double y) const; // of the shape, at height y (item coordinates)
    double besideGap() const;           // between the outline and the texts beside it
    void relayout();                    // texts' positions and the bounding rectangle
    QRectF computeBounds() const;
    QString sssTag() const; // or the table's tag, or the move-ordering badge

    // Text positions: computed when the look changes, used by paint and boundingRect.
    TextSpot valueSpot() const;
    double valueScale() const; // < 1 when the value is shrunk to fit inside the shape
    QRectF nameRect() const;
    QRectF idRect() const;
    bool tagInSide() const;     // the SSS* tag heads the column to the right (inner nodes)
    QRectF tagRect() const;     // the SSS* tag: to the right, or under a leaf
    QRectF sideRect() const;    // SSS* tag and α/β, to the right
    QRectF formulaRect() const; // under the shape
    QRectF collapsedRect() const;
    QStringList sideLines() const;

    void paintShape(QPainter *painter) const;
    void paintTexts(QPainter *painter) const;
    // Below the zoom where texts are drawn: the value alone, at least SceneStyle::valueFloor
    // pixels on screen, when it fits the room the layout keeps beside the node.
    void paintValueFarOut(QPainter *painter, double detail) const;
    double farValueGrow(double detail) const; // paintValueFarOut's enlargement; 0: not drawn
    // The enlarged value's plate at `grow` times its size, or null when it would not fit.
    QRectF farValueRect(double grow, double detail) const;
    bool farValueBelow() const; // drawn under the shape (a top-down tree's leaf), not over it

    const StyleMetrics *m_metrics;
    NodeId m_id;
    NodeKind m_kind;
    bool m_leftToRight;
    float m_room;
    float m_valueWidth = 0; // of m_look.value, measured once per look
    QSizeF m_size;
    QRectF m_bounds;
    NodeLook m_look;
    QStringList m_formulaLines;
    QPointF m_formulaShift;
};

} // namespace gt
