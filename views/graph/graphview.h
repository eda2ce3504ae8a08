#pragma once

#include "core/graph/gamegraph.h"

#include <QGraphicsView>

namespace gt {

class GraphScene;

// The window onto a GraphScene: zoom with the wheel around the cursor, pan by dragging, fit the
// whole graph until the user zooms; a double click on a position asks to look from there.
class GraphView : public QGraphicsView {
    Q_OBJECT
public:
    explicit GraphView(GraphScene *scene, QWidget *parent = nullptr);

    double zoom() const { return transform().m11(); }
    void fitToWindow();        // and keeps fitting on resizes until the user zooms
    void centreOn(VertexId v); // v: a vertex of the scene

signals:
    // A double click on a position: v is the scene's vertex (GraphScene::originalOf maps it).
    void vertexActivated(gt::VertexId v);

protected:
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    GraphScene *m_scene;
    bool m_fitting = true;
};

} // namespace gt
