#pragma once

#include <vector>

namespace gt {

// Where the formula boxes under a row of siblings go so that none overlaps another: MCTS writes
// a UCB sum under every child of a selection, each wider than the room between siblings of a
// wide node (Gomoku's). The boxes are dealt round-robin onto k rows under the nodes — sibling
// i on row i mod k — with k as small as lets each row's boxes be spread apart (spreadLabels)
// without any moving more than half the distance between two siblings, so that a box stays
// nearer its own node than a neighbour's. One row (no move at all) whenever they fit.
struct FormulaPlace {
    double dx = 0; // from the place centred under the node
    double dy = 0; // down: the rows above it and their gaps
    int row = 0;
};
// `anchors`: the siblings' x, ascending; `widths`, `heights`: their boxes'; `gap`: between
// boxes, across and down.
std::vector<FormulaPlace> spreadFormulaBoxes(const std::vector<double> &anchors,
                                             const std::vector<double> &widths,
                                             const std::vector<double> &heights, double gap);

} // namespace gt
