#include "treeoverview.h"

#include "treescene.h"
#include "treeview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace gt {

namespace {
constexpr int Margin = 4;          // pixels around the tree
constexpr int RenderDelayMs = 150; // a burst of steps re-renders the picture once
} // namespace

TreeOverview::TreeOverview(QWidget *parent)
    : QWidget(parent)
    , m_renderTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("treeOverview"));
    setMinimumSize(80, 50);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The whole tree; the rectangle is what the canvas shows. Click or drag to move "
                  "the canvas."));
    m_renderTimer->setSingleShot(true);
    m_renderTimer->setInterval(RenderDelayMs);
    connect(m_renderTimer, &QTimer::timeout, this, &TreeOverview::render);
}

void TreeOverview::setView(TreeView *view)
{
    if (m_view)
        disconnect(m_view, nullptr, this, nullptr);
    m_view = view;
    if (view) {
        auto moved = [this] { update(); };
        connect(view, &TreeView::cameraMoved, this, moved);
        connect(view, &TreeView::sceneChanged, this, [this] {
            watchScene();
            render();
        });
    }
    watchScene();
    render();
}

void TreeOverview::watchScene()
{
    if (m_watched)
        disconnect(m_watched, nullptr, this, nullptr);
    TreeScene *scene = m_view ? m_view->treeScene() : nullptr;
    m_watched = scene;
    if (scene) {
        connect(scene, &QGraphicsScene::changed, this, &TreeOverview::renderLater);
        connect(scene, &QGraphicsScene::sceneRectChanged, this, &TreeOverview::renderLater);
    }
}

QRectF TreeOverview::sceneArea() const
{
    const TreeScene *scene = m_view ? m_view->treeScene() : nullptr;
    if (!scene || !scene->tree())
        return {};
    return scene->contentRect();
}

QRectF TreeOverview::target() const
{
    return QRectF(rect()).adjusted(Margin, Margin, -Margin, -Margin);
}

namespace {

// The point of `from` at p's place in `to`, each axis scaled apart.
QPointF mapBetween(const QPointF &p, const QRectF &from, const QRectF &to)
{
    if (from.isEmpty() || to.isEmpty())
        return {};
    return {to.left() + (p.x() - from.left()) * to.width() / from.width(),
            to.top() + (p.y() - from.top()) * to.height() / from.height()};
}

} // namespace

QPointF TreeOverview::toScene(const QPointF &p) const
{
    return mapBetween(p, target(), sceneArea());
}

QPointF TreeOverview::fromScene(const QPointF &p) const
{
    return mapBetween(p, sceneArea(), target());
}

QRectF TreeOverview::visibleRect() const
{
    if (!m_view || sceneArea().isEmpty())
        return {};
    const QRectF shown = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
    return QRectF(fromScene(shown.topLeft()), fromScene(shown.bottomRight()));
}

void TreeOverview::renderLater()
{
    if (isVisible() && !m_renderTimer->isActive())
        m_renderTimer->start();
}

void TreeOverview::render()
{
    m_renderTimer->stop();
    TreeScene *scene = m_view ? m_view->treeScene() : nullptr;
    const QRectF area = sceneArea();
    const qreal dpr = devicePixelRatioF();
    if (!scene || area.isEmpty() || !isVisible() || size().isEmpty()) {
        m_picture = QPixmap();
        update();
        return;
    }
    QPixmap picture(size() * dpr);
    picture.setDevicePixelRatio(dpr);
    picture.fill(scene->sceneStyle().background);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    scene->render(&painter, target(), area, Qt::IgnoreAspectRatio);
    painter.end();
    m_picture = picture;
    update();
}

void TreeOverview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    if (m_picture.isNull())
        return;
    painter.drawPixmap(0, 0, m_picture);
    // The view's rectangle, at least a few pixels wide so that it stays findable far in.
    QRectF shown = visibleRect().intersected(QRectF(rect()));
    if (shown.isNull())
        return;
    const QPointF c = shown.center();
    shown.setWidth(std::max(shown.width(), 6.0));
    shown.setHeight(std::max(shown.height(), 6.0));
    shown.moveCenter(c);
    QColor fill = palette().highlight().color();
    fill.setAlphaF(0.18f);
    painter.setPen(QPen(palette().highlight().color(), 1.5));
    painter.setBrush(fill);
    painter.drawRect(shown.adjusted(0.75, 0.75, -0.75, -0.75));
}

void TreeOverview::moveViewTo(const QPointF &widgetPos)
{
    if (!m_view || sceneArea().isEmpty())
        return;
    m_view->scrollTo(toScene(widgetPos), false);
}

void TreeOverview::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        moveViewTo(event->position());
}

void TreeOverview::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        moveViewTo(event->position());
}

void TreeOverview::resizeEvent(QResizeEvent *)
{
    render();
}

void TreeOverview::showEvent(QShowEvent *)
{
    render();
}

} // namespace gt
