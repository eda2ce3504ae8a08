#include "treeview.h"

#include "treescene.h"

#include <QGestureEvent>
#include <QKeyEvent>
#include <QNativeGestureEvent>
#include <QPinchGesture>
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

    // Two fingers pinching on a touch screen (a touchpad's pinch comes as a native gesture).
    viewport()->grabGesture(Qt::PinchGesture);

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
    emit sceneChanged();
}

double TreeView::zoom() const
{
    return transform().m11();
}

double TreeView::rowZoom() const
{
    return transform().m22();
}

QRectF TreeView::contentRect() const
{
    return m_scene && !m_scene->contentRect().isEmpty() ? m_scene->contentRect() : sceneRect();
}

QSizeF TreeView::fitScales() const
{
    // The tree itself, not the scene's margin: on a projector every pixel counts. Measured
    // without scroll bars: a tree fitted whole needs none, though the scene's margin reaches
    // past the window.
    const QRectF all = contentRect();
    const QSizeF room = QSizeF(maximumViewportSize()) - QSizeF(2 * FitMargin, 2 * FitMargin);
    return {std::min(room.width() / std::max(1.0, all.width()), MaxFitZoom),
            std::min(room.height() / std::max(1.0, all.height()), MaxFitZoom)};
}

double TreeView::minZoom() const
{
    const QSizeF fit = fitScales(); // a million leaves fit a screen at about 0.00005
    return std::min(MinZoom, std::min(fit.width(), fit.height()) / 2);
}

double TreeView::rowScale(double x) const
{
    // Nodes under a few pixels are drawn as the overview's rows (TreeScene::drawForeground);
    // the rows of a tree much wider than tall then stay apart, so that fitted whole it fills
    // the window and shows its shape instead of a line. From the uniform zoom where the
    // overview starts to the fit of the whole width, the rows' zoom goes to the one that fits
    // the tree's height (a power law: smooth in the wheel's steps), and stays there beyond.
    const double t = m_scene ? TreeScene::OverviewBelow / m_scene->sceneStyle().nodeSize : 0;
    const QSizeF fit = fitScales();
    const double fitX = std::min(fit.width(), fit.height()), fitY = fit.height();
    if (x >= t || fitX >= t || fitY <= t)
        return x;
    const double a = std::log(fitY / t) / std::log(fitX / t);
    return std::clamp(t * std::pow(x / t, a), x, fitY);
}

void TreeView::paintEvent(QPaintEvent *event)
{
    QGraphicsView::paintEvent(event);
    emit painted();
}

void TreeView::applyZoom(double x)
{
    setTransform(QTransform::fromScale(x, rowScale(x)));
    emit cameraMoved();
}

void TreeView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    emit cameraMoved();
}

void TreeView::setZoom(double factor, const QPointF &viewAnchor)
{
    m_fitted = false;
    showScrollBars(true);
    factor = std::clamp(factor, minZoom(), MaxZoom);
    const QPointF anchored = mapToScene(viewAnchor.toPoint());
    applyZoom(factor);
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

double TreeView::fitZoom() const
{
    const QSizeF fit = fitScales();
    return std::clamp(std::min(fit.width(), fit.height()), minZoom(), MaxZoom);
}

void TreeView::fit()
{
    // The whole tree, however big: far out, the scene draws its rows as an overview, and the
    // rows of a wide tree spread over the window's height (rowScale).
    showScrollBars(false);
    applyZoom(fitZoom());
    centerOn(contentRect().center());
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
    if (!m_scene->isNodeShown(node))
        return;
    const QRectF bounds = m_scene->nodeBounds(node); // the shape and its texts
    QRectF target = bounds;
    const double margin = FollowMargin / std::max(zoom(), minZoom());
    const double rowMargin = FollowMargin / std::max(rowZoom(), minZoom());
    target.adjust(-margin, -rowMargin, margin, rowMargin);
    // The margin is room to see around the node, not past the tree's edge: a view that shows
    // the whole tree does not scroll its other edge off for a node on this one.
    target &= contentRect().adjusted(-FitMargin / zoom(), -FitMargin / rowZoom(),
                                     FitMargin / zoom(), FitMargin / rowZoom()) |
              bounds;

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

bool TreeView::viewportEvent(QEvent *event)
{
    // Issue 29: zoom from the keyboard, the menu, the wheel and a pinch, around where it
    // happens, as the wheel zooms.
    if (event->type() == QEvent::NativeGesture) {
        const auto *g = static_cast<QNativeGestureEvent *>(event);
        if (g->gestureType() == Qt::ZoomNativeGesture) {
            m_scroll->stop();
            setZoom(zoom() * (1 + g->value()), g->position());
            event->accept();
            return true;
        }
    } else if (event->type() == QEvent::Gesture) {
        auto *ge = static_cast<QGestureEvent *>(event);
        if (auto *pinch = static_cast<QPinchGesture *>(ge->gesture(Qt::PinchGesture))) {
            if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged) {
                m_scroll->stop();
                setZoom(zoom() * pinch->scaleFactor(),
                        viewport()->mapFromGlobal(pinch->centerPoint().toPoint()));
            }
            ge->accept(pinch);
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
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
    emit cameraMoved();
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
