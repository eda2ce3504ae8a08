#pragma once

#include <vector>

namespace gt {

// Lays labels out along a line so that none overlaps another: each as near the point it names
// (its anchor) as its neighbours allow, and all inside [left, right] when their widths fit.
// Crowded labels are pushed apart as a group centred on their anchors, so that a label moves
// no farther than it must. Anchors ascending; returns each label's centre, in the same order.
std::vector<double> spreadLabels(const std::vector<double> &anchors,
                                 const std::vector<double> &widths, double left, double right,
                                 double gap);

} // namespace gt
