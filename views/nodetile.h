#pragma once

#include "core/layout/treelayout.h"

#include <QGraphicsItem>

#include <vector>

namespace gt {

// The nodes of one patch of a big scene, as children. The view skips a whole tile when it
// lies outside the exposed area or is smaller than the scene's minimum render size, so a
// repaint costs what is on screen rather than what is in the tree. A tile draws nothing and
// clips its nodes to its rectangle, which always covers them: the clip is what lets the view
// skip the tile's children unvisited.
class NodeTile : public QGraphicsItem {
public:
    enum { Type = UserType + 3 };

    NodeTile();

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    QPainterPath shape() const override; // the rectangle, built when asked
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    void cover(const QRectF &r); // grows to include r (item coordinates = scene coordinates)

private:
    QRectF m_rect;
};

// Square tiles over a layout, about 128 nodes each, made on first use. With a node count of
// 0 there are no tiles and tileFor() gives nullptr.
class TileGrid {
public:
    TileGrid(const TreeLayout &layout, NodeId count);

    NodeTile *tileFor(const QPointF &center);
    std::vector<NodeTile *> tiles() const; // those made, not yet owned by a scene

private:
    QRectF m_bounds;
    double m_cell = 1;
    int m_columns = 0;
    int m_rows = 0;
    std::vector<NodeTile *> m_tiles;
};

} // namespace gt
