#pragma once

namespace gt {

// Options every algorithm understands; an algorithm ignores those that do not concern it.
struct SearchOptions {
    // Alpha-beta family: fail-soft returns the best value found even outside the window;
    // fail-hard clamps it to the window. Both read the same leaves.
    bool failSoft = false;
    // Nodes at this depth are evaluated by their heuristic value; -1 searches to the leaves.
    int depthLimit = -1;

    bool operator==(const SearchOptions &) const = default;
};

} // namespace gt
