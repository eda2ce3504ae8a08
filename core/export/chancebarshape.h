#pragma once

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

} // namespace gt
