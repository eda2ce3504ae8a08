#include "nodelayer.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace gt {

NodeLayer::NodeLayer(Painter painter, const QRectF &bounds)
    : m_painter(std::move(painter))
    , m_bounds(bounds)
{
    setAcceptedMouseButtons(Qt::NoButton); // the scene hit-tests nodes itself
    setFlag(ItemUsesExtendedStyleOption);  // exposedRect says which nodes to draw
}

void NodeLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    QRectF visible = option->exposedRect; // QGraphicsScene::render exposes everything
    if (painter->hasClipping())
        visible &= painter->clipBoundingRect();
    m_painter(painter, visible);
}

} // namespace gt
