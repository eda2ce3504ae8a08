#pragma once

#include "graphstyle.h"

#include "core/graph/retrogradereplay.h"
#include "core/layout/graphlayout.h"

#include <QGraphicsScene>

#include <vector>

namespace gt {

class MoveItem;
class VertexItem;

// A game graph drawn where Graphviz put it, restyled for each frame of the retrograde analysis:
// the positions with their counters, labels and remoteness, the queue's marks, and the step's
// position and move in the step's colour. It owns its items; they keep vertex ids.
class GraphScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit GraphScene(QObject *parent = nullptr);

    const GraphStyle &style() const { return m_style; }
    // Restyles every item (they read the scene's style); the boxes keep their sizes.
    void setStyle(const GraphStyle &style);
    // The boxes the positions need, to hand to graphLayout().
    std::vector<NodeSize> vertexSizes(const GameGraph &graph) const;
    // Replaces the picture by `graph` laid out as `layout` (made from vertexSizes()). `original`,
    // when given, maps each vertex of `graph` to the vertex of the analysed graph it stands for
    // (a neighbourhood, neighbourhood.h): the frames are the whole graph's.
    void setGraph(const GameGraph &graph, const GraphLayout &layout,
                  std::vector<VertexId> original = {});
    void clearGraph();
    // Shows what `frame` (of the analysed graph) knows; `step` is the step just done (nullptr at
    // the start).
    void setFrame(const RetrogradeFrame &frame, const RetrogradeStep *step);

    VertexId vertexCount() const { return VertexId(m_vertices.size()); }
    VertexItem *vertexItem(VertexId v) const { return m_vertices[std::size_t(v)]; }
    // The analysed graph's vertex that scene vertex v draws, and back (NoVertex: not drawn).
    VertexId originalOf(VertexId v) const
    {
        return m_original.empty() ? v : m_original[std::size_t(v)];
    }
    VertexId sceneVertexOf(VertexId original) const;
    const std::vector<MoveItem *> &moveItems() const { return m_moves; }

private:
    GraphStyle m_style;
    std::vector<VertexItem *> m_vertices; // by vertex id
    std::vector<MoveItem *> m_moves;
    std::vector<VertexId> m_original; // empty: the scene draws the analysed graph itself
};

} // namespace gt
