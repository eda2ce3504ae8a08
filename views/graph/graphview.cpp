#include "graphview.h"

#include "graphscene.h"
#include "vertexitem.h"

#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gt {

GraphView::GraphView(GraphScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("graphView"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setBackgroundBrush(scene->style().background);
}

void GraphView::fitToWindow()
{
    m_fitting = true;
    const QRectF rect = m_scene->sceneRect();
    if (rect.isEmpty())
        return;
    // A small graph grows for the back rows of a lecture hall, but not without end.
    const double scale =
        std::min({1.5, viewport()->width() / rect.width(), viewport()->height() / rect.height()});
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(rect.center());
}

void GraphView::centreOn(VertexId v)
{
    if (v < 0 || v >= m_scene->vertexCount())
        return;
    m_fitting = false;
    if (zoom() < 0.6)
        setTransform(QTransform::fromScale(1, 1));
    centerOn(m_scene->vertexItem(v));
}

void GraphView::mouseDoubleClickEvent(QMouseEvent *event)
{
    for (QGraphicsItem *item : items(event->position().toPoint())) {
        if (const auto *vertex = qgraphicsitem_cast<VertexItem *>(item)) {
            emit vertexActivated(vertex->vertex());
            event->accept();
            return;
        }
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void GraphView::wheelEvent(QWheelEvent *event)
{
    m_fitting = false;
    const double factor = std::pow(1.0015, event->angleDelta().y());
    const double target = std::clamp(zoom() * factor, 0.05, 4.0);
    scale(target / zoom(), target / zoom());
    event->accept();
}

void GraphView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitToWindow();
}

} // namespace gt
