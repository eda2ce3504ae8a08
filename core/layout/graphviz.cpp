// Layout of trees with Graphviz (see graphviz.h and notes/graphviz-qt.md). Graphviz is not
// thread-safe, not even for reading, so every call below runs under the one process-wide mutex
// (graphvizlock.h, which core/io/cgraphread.cpp, the DOT reading, shares), with one GVC_t for
// the whole process (graphvizsupport.h). Game graphs are laid out in graphvizgraph.cpp.
#include "graphviz.h"

#include "graphvizsupport.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace gt {

using namespace graphviz;

namespace {

QString layoutFailure(const ErrorCapture &capture)
{
    return QCoreApplication::translate("gt::Layout", "dot layout failed: %1")
        .arg(failureReason(capture));
}

} // namespace

std::optional<TreeLayout> dotLayout(const GameTree &tree, const std::vector<NodeSize> &sizes,
                                    const LayoutOptions &options, QString *error,
                                    const CollapsedSet &collapsed)
{
    TreeLayout out;
    const NodeId n = tree.size();
    if (n == 0)
        return out;
    const auto count = std::size_t(n);

    // A node shows unless an ancestor is collapsed; parents come before children.
    std::vector<char> visible(count, 1);
    bool anyHidden = false;
    for (NodeId v = 1; v < n; ++v) {
        const NodeId p = tree.parent(v);
        const bool folded = std::size_t(p) < collapsed.size() && collapsed[p];
        visible[v] = visible[p] && !folded;
        anyHidden = anyHidden || !visible[v];
    }

    std::lock_guard lock(graphvizMutex());
    ErrorCapture capture;
    GVC_t *context = sharedContext();
    if (!context) {
        if (error)
            *error =
                QCoreApplication::translate("gt::Layout", "Graphviz could not create its context");
        return std::nullopt;
    }
    std::string graphName = "tree";
    GraphHandle graph(context, agopen(graphName.data(), Agdirected, nullptr));
    Agraph_t *g = graph.get();
    if (!g) {
        if (error)
            *error = layoutFailure(capture);
        return std::nullopt;
    }

    // Defaults before any node exists (trap 13). Sizes and gaps are inches (trap 2).
    declare(g, AGRAPH, "rankdir", options.leftToRight ? "LR" : "TB");
    declare(g, AGRAPH, "ordering", "out"); // keep child order (trap 6)
    declare(g, AGRAPH, "nodesep", number(std::max(0.02, options.siblingGap / PointsPerInch)));
    declare(g, AGRAPH, "ranksep", number(std::max(0.02, options.levelGap / PointsPerInch)));
    declare(g, AGNODE, "shape", "box");
    declare(g, AGNODE, "fixedsize", "true"); // Qt measures, not Graphviz (trap 7)
    declare(g, AGNODE, "label", "");
    Agsym_t *widthSymbol = declare(g, AGNODE, "width", "0.5");
    Agsym_t *heightSymbol = declare(g, AGNODE, "height", "0.5");
    declare(g, AGEDGE, "dir", "none");
    declare(g, AGEDGE, "tailclip", "false"); // we draw our own node shapes over the edges
    declare(g, AGEDGE, "headclip", "false");

    // Nodes and edges parallel to the tree, by preorder id: no name lookups afterwards.
    // Edges are created in preorder, so each node's out-edges are in child order.
    std::vector<Agnode_t *> nodes(count, nullptr);
    std::vector<Agedge_t *> edges(count, nullptr);
    for (NodeId v = 0; v < n; ++v) {
        if (!visible[v])
            continue;
        std::string name = "n" + std::to_string(v); // integers print the same in any locale
        nodes[v] = agnode(g, name.data(), 1);
        const NodeSize size = std::size_t(v) < sizes.size() ? sizes[v] : NodeSize{};
        setValue(nodes[v], widthSymbol, number(std::max(1.0, size.width) / PointsPerInch));
        setValue(nodes[v], heightSymbol, number(std::max(1.0, size.height) / PointsPerInch));
        if (v > 0)
            edges[v] = agedge(g, nodes[tree.parent(v)], nodes[v], nullptr, 1);
    }

    if (!graph.layout("dot")) {
        if (error)
            *error = layoutFailure(capture);
        return std::nullopt;
    }

    // Points, origin bottom left and y up; we want y down from the top left (trap 1).
    const boxf bb = GD_bb(g);
    auto toView = [&bb](pointf p) { return LayoutPoint{p.x - bb.LL.x, bb.UR.y - p.y}; };

    out.width = bb.UR.x - bb.LL.x;
    out.height = bb.UR.y - bb.LL.y;
    out.centers.resize(count);
    out.edges.resize(count);
    for (NodeId v = 0; v < n; ++v) {
        if (!visible[v]) {
            out.centers[v] = out.centers[tree.parent(v)];
            continue;
        }
        out.centers[v] = toView(ND_coord(nodes[v])); // the centre, in points
        const splines *spl = edges[v] ? ED_spl(edges[v]) : nullptr;
        if (!spl)
            continue; // drawn straight
        // Usually one piece of 3n+1 points; join further pieces with a straight cubic.
        std::vector<LayoutPoint> &path = out.edges[v];
        for (std::size_t i = 0; i < std::size_t(spl->size); ++i) {
            const bezier &piece = spl->list[i];
            for (std::size_t k = 0; k < std::size_t(piece.size); ++k) {
                const LayoutPoint p = toView(piece.list[k]);
                if (k == 0 && !path.empty()) {
                    const LayoutPoint last = path.back();
                    if (last.x == p.x && last.y == p.y)
                        continue;
                    path.push_back(last);
                    path.push_back(p);
                }
                path.push_back(p);
            }
        }
    }
    if (anyHidden) {
        out.hidden.resize(count);
        for (NodeId v = 0; v < n; ++v)
            out.hidden[v] = char(!visible[v]);
    }
    return out;
}

QString graphvizVersion()
{
    std::lock_guard lock(graphvizMutex());
    const char *version = gvcVersion(sharedContext());
    return version ? QString::fromUtf8(version) : QString();
}

} // namespace gt
