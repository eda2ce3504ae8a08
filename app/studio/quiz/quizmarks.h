#pragma once

#include "core/tree/gametree.h"

#include <QGraphicsObject>

#include <vector>

namespace gt {

class TreeScene;

// What the student has clicked for a quiz question, drawn on the canvas over the tree: a cut
// across the edge into each branch chosen as pruned, a ring around a node picked from OPEN,
// and a faint dotted outline around the nodes a click may choose. A QGraphicsObject, so that
// the quiz notices (QPointer) when the scene clears its items for a new tree.
class QuizMarks : public QGraphicsObject {
    Q_OBJECT
public:
    enum class Style { Cut, Ring };

    explicit QuizMarks(TreeScene *scene);

    void setMarks(Style style, std::vector<NodeId> chosen, std::vector<NodeId> candidates);
    const std::vector<NodeId> &chosen() const { return m_chosen; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    TreeScene *m_scene;
    Style m_style = Style::Ring;
    std::vector<NodeId> m_chosen;
    std::vector<NodeId> m_candidates;
    QRectF m_bounds;
};

// The node a click at `scenePos` means: the node under it, else the node whose edge from its
// parent passes within `slack` scene units (a click on a branch). NoNode on empty space.
NodeId nodeOrEdgeAt(const TreeScene &scene, const QPointF &scenePos, double slack);

} // namespace gt
