#pragma once

#include "core/tree/gametree.h"

#include <QGraphicsView>
#include <QPointer>

class QVariantAnimation;

namespace gt {

class TreeScene;

// The window onto the canvas: zoom (wheel around the cursor, Ctrl+= / Ctrl+- / Ctrl+0 to
// fit), pan by dragging empty space, and optionally following the current node while the
// lecturer steps, so that a big tree never leaves the step off screen. It only moves the
// camera; what is drawn is the TreeScene's business.
class TreeView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TreeView(QWidget *parent = nullptr);
    explicit TreeView(TreeScene *scene, QWidget *parent = nullptr);

    void setTreeScene(TreeScene *scene);
    TreeScene *treeScene() const { return m_scene; }

    double zoom() const; // 1 = one scene unit per logical pixel
    // The zoom across rows: the zoom, except far out on a tree much wider than tall, where the
    // rows stay apart (see rowScale).
    double rowZoom() const;
    void setZoom(double factor, const QPointF &viewAnchor); // keeps the scene point under anchor
    double fitZoom() const;                                 // the zoom fitToWindow() gives

    // Keeps the current node of every new frame in view (animated) while on.
    void setFollowCurrent(bool on);
    bool followCurrent() const { return m_follow; }

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom(); // 100 %
    // Fits the whole tree into the window; a big one is drawn as the scene's overview, its
    // rows spread over the window's height. Keeps fitting on resizes until the user zooms or
    // pans.
    void fitToWindow();
    // Scrolls as little as needed to show the node with a margin around it.
    void ensureNodeVisible(gt::NodeId node, bool animated = false);
    // Centres the view on a scene point (the zoom stays).
    void scrollTo(const QPointF &center, bool animated);

signals:
    void cameraMoved();  // scrolled, zoomed or resized: what the view shows changed
    void sceneChanged(); // setTreeScene
    void painted();      // the viewport's picture is done (the next flush shows it)

protected:
    bool viewportEvent(QEvent *event) override; // pinch: a touchpad's or a touch screen's
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void fit();
    QRectF contentRect() const; // what a fit shows
    QSizeF fitScales() const;   // the zooms that fit the content's width and its height
    double minZoom() const;
    double rowScale(double zoom) const; // the zoom across rows for a zoom
    void applyZoom(double zoom);
    void showScrollBars(bool on); // as needed, or never (fitted whole)
    void onFrameChanged(gt::NodeId current);

    QPointer<TreeScene> m_scene;
    bool m_follow = false;
    bool m_fitted = false; // the last camera move was a fit
    QVariantAnimation *m_scroll = nullptr;
};

} // namespace gt
