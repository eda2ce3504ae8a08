#pragma once

#include <QPixmap>
#include <QPointer>
#include <QWidget>

class QTimer;

namespace gt {

class TreeView;

// The minimap: the whole tree of a TreeView's scene squeezed into the widget (its width and
// its height scaled apart, so that the rows of a wide tree spread over the widget's height),
// with the rectangle the view shows. A click or a drag moves the view there. The picture is
// the scene's own drawing (QGraphicsScene::render: far out, the overview's rows), rendered
// into a pixmap again a moment after the scene changes, not on every change.
class TreeOverview : public QWidget {
    Q_OBJECT
public:
    explicit TreeOverview(QWidget *parent = nullptr);

    void setView(TreeView *view);
    TreeView *view() const { return m_view; }

    // What the view shows, in widget coordinates; null without a view or a tree.
    QRectF visibleRect() const;
    QPointF toScene(const QPointF &widgetPos) const;
    QPointF fromScene(const QPointF &scenePos) const;

    QSize sizeHint() const override { return {240, 140}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QRectF sceneArea() const; // the part of the scene the widget shows: the tree
    QRectF target() const;    // where it is drawn, inside a small margin
    void watchScene();
    void renderLater();
    void render();
    void moveViewTo(const QPointF &widgetPos);

    QPointer<TreeView> m_view;
    QPointer<QObject> m_watched; // the scene whose changes re-render the picture
    QPixmap m_picture;
    QTimer *m_renderTimer;
};

} // namespace gt
