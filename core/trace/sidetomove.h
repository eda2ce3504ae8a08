#pragma once

#include "frame.h"

#include <vector>

namespace gt {

// Negamax's own view of the values (TraceFeature::SideToMove): every value as the side to move
// at the node sees it. Frames keep MAX's view, as the events do; this is the one place that
// turns a frame into the other view, for the canvas.

// For each node +1 where its value is shown from MAX's view, −1 where from MIN's: the side to
// move at an inner node; a node at the depth limit (depthLimit ≥ 0) is read by the side at its
// parent, as negamax reads it. A leaf always shows its value as written (MAX's view): where MIN
// reads it, the negation of pseudocode line 2 is on the edge above it.
std::vector<signed char> sidesToMove(const GameTree &tree, int depthLimit);
// For each node, 1 where the value changes sign on the edge into it, which is where negamax
// negates (the root, and nodes below the depth limit: 0).
std::vector<char> negatedEdges(const GameTree &tree, int depthLimit);

// The frame with the values, bounds and windows of every node whose side (sidesToMove) is −1
// negated (a lower bound becomes an upper one, (α, β) becomes (−β, −α)); the rest unchanged.
Frame sideToMoveView(const GameTree &tree, Frame frame, int depthLimit);

} // namespace gt
