#pragma once

#include "treelayout.h"

namespace gt {

// The default layout: Buchheim–Walker's linear-time tidy tree drawing. Parents are centred
// over their children, subtrees never overlap, one row per depth. No recursion: a chain of a
// million levels lays out on a small stack. `sizes` is by preorder id (may be empty: default
// size for all).
TreeLayout tidyLayout(const GameTree &tree, const std::vector<NodeSize> &sizes,
                      const LayoutOptions &options, const CollapsedSet &collapsed = {});

} // namespace gt
