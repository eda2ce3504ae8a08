#pragma once

#include "gamegraph.h"
#include "retrogradereplay.h"

#include <optional>

#include <vector>

namespace gt {

// The part of a game graph around one position: what a window shows of a graph too big to draw
// whole (the tic-tac-toe positions, 5,478; the L-game's 18,368). A position belongs when at most
// `moves` moves separate it from the centre, in either direction: what it leads to and what leads
// to it, so that a student sees both why a position is won and which positions it decides.
struct GraphNeighbourhood {
    GameGraph graph;                // the positions, the centre first, nearest first
    std::vector<VertexId> original; // by vertex of `graph`: its id in the whole graph
    std::vector<int> distance;      // by vertex of `graph`: moves from the centre
    bool cut = false;               // the limit left out positions within `moves`
};

// The positions within `moves` moves of `centre`, breadth first (successors in the game's order
// before predecessors in ascending id), at most `limit` of them; the moves among them, in the
// whole graph's order; declared results kept. The vertex ids of the result are its own:
// `original` maps them back.
GraphNeighbourhood graphNeighbourhood(const GameGraph &graph, VertexId centre, int moves,
                                      VertexId limit);

// The exports draw a neighbourhood alone, by its own vertex ids: these carry the whole graph's
// analysis over to them through `original` (GraphNeighbourhood::original).
//
// What `whole` (a frame of the whole graph) knows of the neighbourhood's positions; the queue
// keeps only them, in its order, with the front where the whole queue's front falls.
RetrogradeFrame neighbourhoodFrame(const RetrogradeFrame &whole,
                                   const std::vector<VertexId> &original);
// The final labels, remoteness and best moves of the neighbourhood's positions (a best move
// that leaves the neighbourhood is NoVertex); the counts are the neighbourhood's. No steps.
RetrogradeResult neighbourhoodResult(const RetrogradeResult &whole,
                                     const std::vector<VertexId> &original);
// `step` with the neighbourhood's ids, NoVertex for a position not in it; nothing for no step.
std::optional<RetrogradeStep> neighbourhoodStep(const RetrogradeStep *step,
                                                const std::vector<VertexId> &original);

} // namespace gt
