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

    double zoom() const;                                    // 1 = one scene unit per logical pixel
    void setZoom(double factor, const QPointF &viewAnchor); // keeps the scene point under anchor

    // Keeps the current node of every new frame in view (animated) while on.
    void setFollowCurrent(bool on);
    bool followCurrent() const { return m_follow; }

public slots:
    void zoomIn();
    void zoomOut();
    void resetZoom(); // 100 %
    // Fits the tree into the window, but never so far out that rows are under ~40 px apart:
    // a bigger tree shows the part around the current node (or the root) instead. Keeps
    // fitting on resizes until the user zooms or pans.
    void fitToWindow();
    // Scrolls as little as needed to show the node with a margin around it.
    void ensureNodeVisible(gt::NodeId node, bool animated = false);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();
    void showScrollBars(bool on); // as needed, or never (fitted whole)
    void onFrameChanged(gt::NodeId current);
    void scrollTo(const QPointF &center, bool animated);

    QPointer<TreeScene> m_scene;
    bool m_follow = false;
    bool m_fitted = false; // the last camera move was a fit
    QVariantAnimation *m_scroll = nullptr;
};

} // namespace gt
