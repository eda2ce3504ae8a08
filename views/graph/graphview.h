#pragma once

#include "core/graph/gamegraph.h"

#include <QGraphicsView>

namespace gt {

class GraphScene;

// The window onto a GraphScene: zoom with the wheel around the cursor, pan by dragging, fit the
// whole graph until the user zooms.
class GraphView : public QGraphicsView {
    Q_OBJECT
public:
    explicit GraphView(GraphScene *scene, QWidget *parent = nullptr);

    double zoom() const { return transform().m11(); }
    void fitToWindow(); // and keeps fitting on resizes until the user zooms
    void centreOn(VertexId v);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    GraphScene *m_scene;
    bool m_fitting = true;
};

} // namespace gt
