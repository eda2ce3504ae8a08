#include "treeview.h"

#include "nodeitem.h"
#include "treescene.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

constexpr double MinZoom = 0.001; // a 100,000-node tree fits a screen at about 0.005
constexpr double MaxZoom = 16;
constexpr double MaxFitZoom = 3; // fitting a three-node tree should not fill the room with it
constexpr double ZoomStep = 1.25;
constexpr double FollowMargin = 48; // view pixels kept around a followed node

} // namespace

TreeView::TreeView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);       // on empty space; the scene takes node clicks
    setTransformationAnchor(QGraphicsView::NoAnchor); // setZoom anchors itself
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    // Items repaint only what changed, and their bounding rects already include every pen,
    // so Qt need not pad them or save the painter around each one.
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontAdjustForAntialiasing);
    setOptimizationFlag(QGraphicsView::DontSavePainterState);

    m_scroll = new QVariantAnimation(this);
    m_scroll->setDuration(220);
    m_scroll->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_scroll, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { centerOn(v.toPointF()); });
}

TreeView::TreeView(TreeScene *scene, QWidget *parent)
    : TreeView(parent)
{
    setTreeScene(scene);
}

void TreeView::setTreeScene(TreeScene *scene)
{
    if (m_scene)
        disconnect(m_scene, nullptr, this, nullptr);
    m_scene = scene;
    setScene(scene);
    if (scene)
        connect(scene, &TreeScene::frameChanged, this, &TreeView::onFrameChanged);
}

double TreeView::zoom() const
{
    return transform().m11();
}

void TreeView::setZoom(double factor, const QPointF &viewAnchor)
{
    m_fitted = false;
    factor = std::clamp(factor, MinZoom, MaxZoom);
    const QPointF anchored = mapToScene(viewAnchor.toPoint());
    setTransform(QTransform::fromScale(factor, factor));
    // Scroll so that the scene point that was under the anchor is under it again.
    const QPointF drift = mapFromScene(anchored) - viewAnchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(drift.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(drift.y())));
}

void TreeView::zoomIn()
{
    setZoom(zoom() * ZoomStep, viewport()->rect().center());
}

void TreeView::zoomOut()
{
    setZoom(zoom() / ZoomStep, viewport()->rect().center());
}

void TreeView::resetZoom()
{
    setZoom(1, viewport()->rect().center());
}

void TreeView::fitToWindow()
{
    if (!scene())
        return;
    m_scroll->stop();
    fit();
    m_fitted = true; // until the user zooms or pans: a resize fits again
}

void TreeView::fit()
{
    const QRectF all = sceneRect();
    fitInView(all, Qt::KeepAspectRatio);
    if (zoom() > MaxFitZoom)
        setTransform(QTransform::fromScale(MaxFitZoom, MaxFitZoom));
    else if (zoom() < MinZoom)
        setTransform(QTransform::fromScale(MinZoom, MinZoom));
    centerOn(all.center());
}

void TreeView::ensureNodeVisible(NodeId node, bool animated)
{
    if (!m_scene)
        return;
    const NodeItem *item = m_scene->item(node);
    if (!item || !item->isVisible())
        return;
    QRectF target = item->sceneBoundingRect(); // the shape and its texts
    const double margin = FollowMargin / std::max(zoom(), MinZoom);
    target.adjust(-margin, -margin, margin, margin);

    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (visible.contains(target))
        return;
    // Move as little as needed on each axis; centre on the node when it cannot fit.
    QPointF center = visible.center();
    auto axis = [](double lo, double hi, double vlo, double vhi, double mid) {
        if (hi - lo > vhi - vlo)
            return (lo + hi) / 2 - mid;
        if (lo < vlo)
            return lo - vlo;
        if (hi > vhi)
            return hi - vhi;
        return 0.0;
    };
    center.rx() +=
        axis(target.left(), target.right(), visible.left(), visible.right(), visible.center().x());
    center.ry() +=
        axis(target.top(), target.bottom(), visible.top(), visible.bottom(), visible.center().y());
    scrollTo(center, animated);
}

void TreeView::scrollTo(const QPointF &center, bool animated)
{
    m_fitted = false;
    m_scroll->stop();
    if (!animated || !isVisible()) {
        centerOn(center);
        return;
    }
    m_scroll->setStartValue(mapToScene(viewport()->rect().center()));
    m_scroll->setEndValue(center);
    m_scroll->start();
}

void TreeView::setFollowCurrent(bool on)
{
    m_follow = on;
    if (on && m_scene && m_scene->currentNode() != NoNode)
        ensureNodeVisible(m_scene->currentNode(), true);
}

void TreeView::onFrameChanged(NodeId current)
{
    if (m_follow && current != NoNode)
        ensureNodeVisible(current, true);
}

void TreeView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0 || event->modifiers() & Qt::ShiftModifier) { // sideways scrolling stays
        QGraphicsView::wheelEvent(event);
        return;
    }
    m_scroll->stop();
    setZoom(zoom() * std::pow(ZoomStep, delta / 120.0), event->position());
    event->accept();
}

void TreeView::mousePressEvent(QMouseEvent *event)
{
    m_fitted = false; // a drag may pan
    QGraphicsView::mousePressEvent(event);
}

void TreeView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // Scroll bars vanish after a fit, full screen comes and goes: stay fitted through both.
    if (m_fitted)
        fit();
}

void TreeView::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: zoomIn(); return;
        case Qt::Key_Minus: zoomOut(); return;
        case Qt::Key_0: fitToWindow(); return;
        default: break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

} // namespace gt
