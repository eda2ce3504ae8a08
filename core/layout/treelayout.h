#pragma once

#include "../tree/gametree.h"

#include <optional>
#include <vector>

namespace gt {

// Plain geometry crossing from core to views: 1 unit = 1 point = 1 scene unit, y grows down.
struct LayoutPoint {
    double x = 0;
    double y = 0;
};

struct NodeSize {
    double width = 36;
    double height = 36;
};

struct LayoutOptions {
    double levelGap = 56;     // vertical space between the bottom of a row and the next row's top
    double siblingGap = 14;   // horizontal space between neighbouring nodes with the same parent
    double subtreeGap = 22;   // horizontal space between neighbouring subtrees
    bool leftToRight = false; // root on the left, depth growing to the right
};

// Positions of every node (centres) and, where the layout engine routes edges, the path of
// the edge from each node's parent. A node inside a collapsed subtree is `hidden`.
struct TreeLayout {
    std::vector<LayoutPoint> centers;            // by preorder id
    std::vector<std::vector<LayoutPoint>> edges; // by child id: cubic Bezier control points
                                                 // (3n+1), empty = straight line; the whole
                                                 // vector empty: every edge straight
    std::vector<char> hidden;                    // by preorder id; empty = none hidden
    double width = 0;
    double height = 0;
};

// `collapsed[n]` (optional, by preorder id) hides the descendants of n.
using CollapsedSet = std::vector<char>;

} // namespace gt
