#pragma once

#include "core/export/figuregeometry.h"
#include "core/layout/treelayout.h"

#include <cstdint>
#include <functional>
#include <memory>

namespace gt {

// A tree measured with a scene's fonts and laid out tidily, made away from the window's
// thread: a big file's loader makes it beside the file's first search, so that the window
// only builds the scene (half a second of a million-node file's first paint, issue 29).
struct PreparedLayout {
    NodeMeasures measured;
    TreeLayout layout;
    std::uint64_t styleGeneration = 0; // the scene's fonts it was measured with
};

// Makes a PreparedLayout of a tree; callable on any thread (it measures with fonts of its own).
using LayoutMaker = std::function<std::shared_ptr<PreparedLayout>(const GameTree &)>;

} // namespace gt
