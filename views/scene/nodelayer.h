#pragma once

#include <QGraphicsItem>

#include <functional>

namespace gt {

// Every node of a big tree in one item: a million QGraphicsItems take seconds to build and
// gigabytes to hold, while a screenful shows a few hundred nodes. The layer holds nothing
// but its bounds; its owner (TreeScene) paints, from its per-node arrays, the nodes that
// touch the area being painted: the view's exposed rectangle, or what QGraphicsScene::render
// clips to, so an export of any rectangle draws every node in it in full.
class NodeLayer : public QGraphicsItem {
public:
    enum { Type = UserType + 3 };
    // Paints the nodes touching `visible` (scene coordinates = item coordinates).
    using Painter = std::function<void(QPainter *painter, const QRectF &visible)>;

    NodeLayer(Painter painter, const QRectF &bounds);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Painter m_painter;
    QRectF m_bounds;
};

} // namespace gt
