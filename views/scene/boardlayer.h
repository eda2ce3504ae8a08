#pragma once

#include "spatialgrid.h"

#include "core/export/boardpicture.h"

#include <QGraphicsItem>

#include <vector>

class QPainter;

namespace gt {

struct SceneStyle;
class TreeScene;

// Paints `picture` with its top left at `origin`, `scale` times its size, in the colours of
// `style`: the one drawing of a board on the canvas, in the inspector and in every picture
// rendered from the scene.
void paintBoard(QPainter *painter, const BoardPicture &picture, const QPointF &origin, double scale,
                const SceneStyle &style);

// The positions of a game tree drawn on the canvas (issue 13): each node's board under its
// shape, and die faces instead of the digits on the edges of a dice game's chance nodes. One
// item for the whole tree, like the EdgeLayer: it paints only what the exposed rectangle
// touches, and only when zoomed in far enough for a board to be legible; further out the node
// shows as it would without a position (the layout keeps the room). Pictures are built from
// the position texts when painted, for the few nodes on screen, never stored.
class BoardLayer : public QGraphicsItem {
public:
    enum { Type = UserType + 20 };
    // Below this zoom (at the default node size) boards are not drawn: a tic-tac-toe cell is
    // then under 6 pixels.
    static constexpr double MinDetail = 0.5;

    // Adds a layer to `scene` for its current tree (after TreeScene::setTree placed the nodes,
    // and before anything else) and returns what it covers; nothing when no node has a
    // position.
    static QRectF addTo(TreeScene &scene);

    // Where node n's board and the dice on the edge into it go, in scene coordinates (null
    // where there is none): for exports that size their picture around what shows.
    struct Places {
        QRectF board, dice;
    };
    static Places places(const TreeScene &scene, NodeId n);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Entry {
        NodeId node;
        bool dice; // the die faces on the edge into `node`, else its board
    };
    BoardLayer(const TreeScene *scene, std::vector<Entry> entries,
               const std::vector<QRectF> &rects);

    const TreeScene *m_scene;
    std::vector<Entry> m_entries;
    SpatialGrid m_grid; // the entries' places, by entry; the places are recomputed to paint
    QRectF m_bounds;
};

} // namespace gt
