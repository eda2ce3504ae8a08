#pragma once

#include "../graph/gamegraph.h"
#include "treelayout.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace gt {

// The Graphviz engine a game graph is laid out with.
enum class GraphEngine : std::uint8_t { Dot, Neato, Sfdp };

// Where Graphviz put a game graph's vertices and how it routed the moves; plain data crossing
// from core to the graph view, in the units and axes of treelayout.h.
struct GraphLayout {
    struct Move {
        VertexId from = NoVertex;
        VertexId to = NoVertex;
        // Cubic Bézier control points (3n+1) from the border of `from` to the base of the
        // arrowhead; empty when Graphviz routed nothing (the view draws a straight line).
        std::vector<LayoutPoint> path;
        std::optional<LayoutPoint> tip; // the arrowhead's point, at the border of `to`
    };
    GraphEngine engine = GraphEngine::Dot;
    std::vector<LayoutPoint> centers; // by vertex id
    std::vector<Move> moves;          // one per distinct move: by vertex, then successors()
    double width = 0;
    double height = 0;
};

// Past this many vertices no layout is tried: a drawing of thousands of positions says nothing
// a table does not, and sfdp on the L-game's 18,368 runs for minutes.
constexpr VertexId MaxGraphLayoutVertices = 1500;

// dot, which draws moves downwards in layers, for a small graph without cycles; neato for a
// small one with cycles (a layered drawing hides them among reversed edges); sfdp beyond.
GraphEngine chooseGraphEngine(const GameGraph &graph);
QString graphEngineName(GraphEngine engine); // "dot", "neato", "sfdp"

// Lays the graph out with chooseGraphEngine's engine, every vertex a fixed-size box of
// `sizes[v]` (Qt measures, not Graphviz). Nothing and *error on failure or when the graph has
// more than MaxGraphLayoutVertices vertices. Graphviz runs under its one mutex (graphviz.h).
std::optional<GraphLayout> graphLayout(const GameGraph &graph, const std::vector<NodeSize> &sizes,
                                       QString *error);

} // namespace gt
