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
// A fit never zooms out further than this many pixels between rows: a 10,000-node tree fitted
// whole is a sliver under a pixel tall; at this zoom the values can still be read.
constexpr double ReadableRowGap = 40;
constexpr double FitMargin = 12; // view pixels around a fitted tree
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
    showScrollBars(true);
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
    // The tree itself, not the scene's margin: on a projector every pixel counts.
    const QRectF all =
        m_scene && !m_scene->contentRect().isEmpty() ? m_scene->contentRect() : sceneRect();
    // Measured without scroll bars: a tree fitted whole needs none, though the scene's margin
    // reaches past the window.
    const QSizeF room = QSizeF(maximumViewportSize()) - QSizeF(2 * FitMargin, 2 * FitMargin);
    double z = std::min(room.width() / std::max(1.0, all.width()),
                        room.height() / std::max(1.0, all.height()));
    z = std::min(z, MaxFitZoom);
    const double pitch = m_scene ? m_scene->rowPitch() : 0;
    const double readable = pitch > 0 ? ReadableRowGap / pitch : MinZoom;
    const bool whole = z >= readable;
    z = std::clamp(std::max(z, readable), MinZoom, MaxZoom);
    showScrollBars(!whole);
    setTransform(QTransform::fromScale(z, z));
    if (whole) {
        centerOn(all.center());
        return;
    }
    // Too big to be read whole: show the part around the current node (the root before the
    // first step), staying inside the tree, with the root's row on top when the depth fits.
    const NodeId focus = m_scene->currentNode() != NoNode ? m_scene->currentNode() : 0;
    const NodeItem *item = m_scene->item(focus);
    const QPointF at = item ? item->pos() : all.center();
    const QSizeF half = QSizeF(viewport()->size()) / (2 * z);
    auto axis = [](double p, double lo, double hi, double h) {
        return hi - lo <= 2 * h ? (lo + hi) / 2 : std::clamp(p, lo + h, hi - h);
    };
    centerOn(QPointF(axis(at.x(), all.left(), all.right(), half.width()),
                     axis(at.y(), all.top(), all.bottom(), half.height())));
}

void TreeView::showScrollBars(bool on)
{
    const Qt::ScrollBarPolicy policy = on ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff;
    if (horizontalScrollBarPolicy() == policy && verticalScrollBarPolicy() == policy)
        return;
    setHorizontalScrollBarPolicy(policy);
    setVerticalScrollBarPolicy(policy);
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
