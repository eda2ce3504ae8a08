#pragma once

#include "gamegraph.h"

#include <cstdint>
#include <vector>

namespace gt {

// One step of retrograde analysis, recorded so that a stepper can replay the whole analysis:
// with the graph, the steps alone rebuild every counter, every label and the queue.
//
//   Terminal   `vertex` has no move: labelled `label` (LOSS, or its declared result) in 0 and
//              queued; one per terminal, in ascending id, before anything else
//   Dequeue    `vertex` (= u) leaves the front of the queue; its predecessors follow
//   Decrement  `vertex` (= p), a predecessor of the WIN `from` (= u): d(p) −= 1, `counter` is
//              d(p) after it
//   Label      `vertex` (= p) is decided through `from` (= u): WIN because u is a LOSS, or LOSS
//              because its counter reached 0 (the Decrement to 0 comes just before); queued
//   Draw       the queue is empty and `vertex` is still undecided: a DRAW (remoteness -1); one
//              per such vertex, in ascending id, after everything else
struct RetrogradeStep {
    enum class Kind : std::uint8_t { Terminal, Dequeue, Decrement, Label, Draw };
    Kind kind = Kind::Terminal;
    GameResult label = GameResult::Draw; // Terminal, Label, Draw: the label given
    VertexId vertex = NoVertex;
    VertexId from = NoVertex;     // Decrement, Label: the successor u that caused it
    std::int32_t counter = 0;     // d(vertex) after the step (Dequeue: d(u), unchanged)
    std::int32_t remoteness = -1; // Terminal, Label: the remoteness given; otherwise -1
    bool operator==(const RetrogradeStep &) const = default;
};

// The answer of retrograde analysis for every vertex of a graph (ALGORITHMS.md, "Retrograde
// analysis"): what the player to move gets, in how many plies, and the move that gets it.
struct RetrogradeResult {
    std::vector<GameResult> label;        // by vertex id
    std::vector<std::int32_t> remoteness; // plies to the end with best play; -1 for a draw
    std::vector<VertexId> best;           // the best successor; NoVertex for a terminal
    std::vector<std::int32_t> degree;     // d at the start: the number of distinct successors
    std::vector<RetrogradeStep> steps;    // empty unless asked for
    int wins = 0, losses = 0, draws = 0;
};

struct RetrogradeOptions {
    // The L-game has about 2 million decrements: `gametree solve` and `gametree lgame` need the
    // answer only, the stepper needs every step.
    bool recordSteps = true;
};

// Retrograde analysis exactly per ALGORITHMS.md: the queue starts with the vertices without
// successors in ascending id; predecessors are visited in ascending id; best moves are chosen
// afterwards, ties to the first move in the game's order (successors() order).
RetrogradeResult analyseRetrograde(const GameGraph &graph, const RetrogradeOptions &options = {});

} // namespace gt
