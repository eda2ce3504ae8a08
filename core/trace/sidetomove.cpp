#include "sidetomove.h"

namespace gt {

namespace {

Bound mirrored(Bound b)
{
    return b == Bound::Lower ? Bound::Upper : b == Bound::Upper ? Bound::Lower : b;
}

bool beyondHorizon(const GameTree &t, NodeId n, int depthLimit)
{
    return depthLimit >= 0 && t.depth(n) >= depthLimit;
}

} // namespace

std::vector<signed char> sidesToMove(const GameTree &t, int depthLimit)
{
    std::vector<signed char> side(std::size_t(t.size()), 1);
    for (NodeId n = 0; n < t.size(); ++n) { // preorder: a parent comes before its children
        const NodeId p = t.parent(n);
        if (t.isLeaf(n))
            side[std::size_t(n)] = 1; // shown as written
        else if (p != NoNode && beyondHorizon(t, n, depthLimit))
            side[std::size_t(n)] = side[std::size_t(p)];
        else
            side[std::size_t(n)] = t.kind(n) == NodeKind::Min ? -1 : 1;
    }
    return side;
}

std::vector<char> negatedEdges(const GameTree &t, int depthLimit)
{
    const std::vector<signed char> side = sidesToMove(t, depthLimit);
    std::vector<char> out(side.size(), 0);
    for (NodeId n = 1; n < t.size(); ++n)
        out[std::size_t(n)] = side[std::size_t(n)] != side[std::size_t(t.parent(n))] &&
                              (depthLimit < 0 || t.depth(n) <= depthLimit);
    return out;
}

Frame sideToMoveView(const GameTree &t, Frame frame, int depthLimit)
{
    const std::vector<signed char> side = sidesToMove(t, depthLimit);
    for (NodeId n = 0; n < t.size() && std::size_t(n) < frame.nodes.size(); ++n) {
        if (side[std::size_t(n)] > 0)
            continue;
        NodeFrame f = frame.nodes[std::size_t(n)];
        f.value = -f.value; // NaN (nothing yet) stays NaN
        f.bound = mirrored(f.bound);
        const double alpha = f.alpha;
        f.alpha = -f.beta;
        f.beta = -alpha;
        f.earlierValue = -f.earlierValue;
        f.earlierBound = mirrored(f.earlierBound);
        frame.nodes.set(std::size_t(n), f);
    }
    return frame;
}

} // namespace gt
