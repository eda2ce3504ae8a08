#pragma once

#include "../layout/treelayout.h"
#include "../trace/annotations.h"

#include <algorithm>

namespace gt {

// Where a chance node's bar (annotations.h, ChanceBar) is drawn, as the canvas and any export
// draw it: a horizontal axis from L to U `width` long starting at x = 0, the node's window as
// a band over it (infinite ends cut at the axis's ends), and the bar [low, high] on it, all
// as x offsets along the axis.
struct ChanceBarShape {
    double axisLeft = 0, axisRight = 0;
    double windowLeft = 0, windowRight = 0;
    double barLeft = 0, barRight = 0;
};

inline ChanceBarShape chanceBarShape(const ChanceBar &bar, double width)
{
    const double span = bar.leafHigh - bar.leafLow;
    auto at = [&](double v) {
        if (!(span > 0))
            return width / 2; // every leaf the same: one point
        return std::clamp((v - bar.leafLow) / span, 0.0, 1.0) * width;
    };
    return {0, width, at(bar.alpha), at(bar.beta), at(bar.low), at(bar.high)};
}

// The bar's size on the canvas and in exports: its axis length, its thickness, and the gap
// between it and the node's shape.
constexpr double ChanceBarWidth = 96;
constexpr double ChanceBarHeight = 8;
constexpr double ChanceBarGap = 8;

// Where *-minimax's marks sit around nodes, on the canvas (TreeScene::placeChanceOverlay) and
// in every export alike. The bar's axis starts right of the node's shape, at its centre's
// height; the texts are right-aligned at their anchor and centred on it vertically: a child's
// window on its edge below the chance formula, a probe's bound left of the node. (The canvas
// moves a child's window to the side of its edge away from the probability, measuring the
// line below with its font; the text exports keep it at edgeWindowAnchor.)
constexpr double EdgeWindowAt = 0.62;
inline LayoutPoint chanceBarOrigin(double nodeRight, double centreY)
{
    return {nodeRight + ChanceBarGap, centreY};
}
inline LayoutPoint edgeWindowAnchor(const LayoutPoint &parent, const LayoutPoint &child)
{
    return {parent.x + EdgeWindowAt * (child.x - parent.x) - 4,
            parent.y + EdgeWindowAt * (child.y - parent.y)};
}
inline LayoutPoint probeAnchor(double nodeLeft, double centreY)
{
    return {nodeLeft - 4, centreY};
}
// The texts around a bar: its range "[2, 5]" above the axis, the window "α=0 β=10" below.
inline QString chanceBarRangeText(const ChanceBar &bar)
{
    return QStringLiteral("[%1, %2]").arg(formatValue(bar.low), formatValue(bar.high));
}
inline QString chanceBarWindowText(const ChanceBar &bar)
{
    return QStringLiteral("α=%1 β=%2").arg(formatWindowEnd(bar.alpha), formatWindowEnd(bar.beta));
}
// The bar a legend draws as its icon: a window inside the axis, the bar inside the window.
inline ChanceBar legendChanceBar()
{
    return {0, 10, 2, 8, 4, 6, false};
}
// The window written on the edge into `child`: only while its chance parent is searched (its
// finished siblings' would crowd the short edges under it).
inline QString shownEdgeWindow(const GameTree &tree, const Frame &frame, NodeId child)
{
    const NodeId p = tree.parent(child);
    if (p == NoNode ||
        (frame.nodes[p].state != NodeState::OnPath && frame.nodes[p].state != NodeState::Current))
        return {};
    return edgeWindowText(frame.nodes[child]);
}

} // namespace gt
