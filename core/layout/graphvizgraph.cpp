// Layout of game graphs with Graphviz: the second half of the Graphviz room (graphviz.cpp lays
// out trees). Same rules: every call under the one mutex, plain data out.
#include "graphlayout.h"

#include "graphvizsupport.h"

#include <QCoreApplication>

#include <algorithm>
#include <mutex>

namespace gt {

using namespace graphviz;

namespace {

constexpr VertexId MaxDotVertices = 500;   // dot's crossing minimisation slows beyond
constexpr VertexId MaxNeatoVertices = 300; // neato's spring model is quadratic per iteration

// A walk in depth first with an explicit stack (a chain of positions may be long): a move to a
// vertex still on the walk's path closes a cycle.
bool hasCycle(const GameGraph &g)
{
    enum : char { New, OnPath, Done };
    std::vector<char> state(std::size_t(g.size()), New);
    std::vector<std::pair<VertexId, std::size_t>> stack; // vertex, next successor to try
    for (VertexId root = 0; root < g.size(); ++root) {
        if (state[std::size_t(root)] != New)
            continue;
        state[std::size_t(root)] = OnPath;
        stack.emplace_back(root, 0);
        while (!stack.empty()) {
            auto &[v, next] = stack.back();
            const auto successors = g.successors(v);
            if (next == successors.size()) {
                state[std::size_t(v)] = Done;
                stack.pop_back();
                continue;
            }
            const VertexId s = successors[next++];
            if (state[std::size_t(s)] == OnPath)
                return true;
            if (state[std::size_t(s)] == New) {
                state[std::size_t(s)] = OnPath;
                stack.emplace_back(s, 0);
            }
        }
    }
    return false;
}

// A move's route: Graphviz's pieces joined into one path of 3n+1 points, and the arrow's tip.
void readRoute(const splines *spl, const ViewTransform &toView, GraphLayout::Move *move)
{
    if (!spl)
        return;
    for (std::size_t i = 0; i < std::size_t(spl->size); ++i) {
        const bezier &piece = spl->list[i];
        for (std::size_t k = 0; k < std::size_t(piece.size); ++k) {
            const LayoutPoint p = toView(piece.list[k]);
            if (k == 0 && !move->path.empty()) { // join the pieces with a straight cubic
                const LayoutPoint last = move->path.back();
                move->path.push_back(last);
                move->path.push_back(p);
            }
            move->path.push_back(p);
        }
        if (piece.eflag)
            move->tip = toView(piece.ep);
    }
}

} // namespace

GraphEngine chooseGraphEngine(const GameGraph &graph)
{
    if (graph.size() <= MaxDotVertices && !hasCycle(graph))
        return GraphEngine::Dot;
    return graph.size() <= MaxNeatoVertices ? GraphEngine::Neato : GraphEngine::Sfdp;
}

QString graphEngineName(GraphEngine engine)
{
    switch (engine) {
    case GraphEngine::Dot: return QStringLiteral("dot");
    case GraphEngine::Neato: return QStringLiteral("neato");
    case GraphEngine::Sfdp: break;
    }
    return QStringLiteral("sfdp");
}

std::optional<GraphLayout> graphLayout(const GameGraph &graph, const std::vector<NodeSize> &sizes,
                                       QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<GraphLayout> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (graph.size() > MaxGraphLayoutVertices)
        return fail(
            QCoreApplication::translate("gt::Layout",
                                        "%1 positions are too many to draw (at most %2)")
                .arg(QString::number(graph.size()), QString::number(MaxGraphLayoutVertices)));
    GraphLayout out;
    out.engine = chooseGraphEngine(graph);
    if (graph.isEmpty())
        return out;
    const QByteArray engine = graphEngineName(out.engine).toLatin1();

    std::lock_guard lock(graphvizMutex());
    ErrorCapture capture;
    GVC_t *context = sharedContext();
    std::string graphName = "game";
    GraphHandle handle(context, context ? agopen(graphName.data(), Agdirected, nullptr) : nullptr);
    Agraph_t *g = handle.get();
    auto failed = [&] {
        return fail(QCoreApplication::translate("gt::Layout", "%1 layout failed: %2")
                        .arg(QString::fromLatin1(engine), failureReason(capture)));
    };
    if (!g)
        return failed();

    // Defaults before any node exists (trap 13); sizes in inches (trap 2).
    declare(g, AGRAPH, "nodesep", "0.3");
    declare(g, AGRAPH, "ranksep", "0.5");
    if (out.engine != GraphEngine::Dot) {
        declare(g, AGRAPH, "overlap", "false"); // boxes that overlap hide their labels
        declare(g, AGRAPH, "sep", "+12");
        declare(g, AGRAPH, "start", "1"); // the same picture every time
    }
    if (out.engine == GraphEngine::Neato)
        declare(g, AGRAPH, "splines", "true"); // curves round the boxes; two-cycles part
    declare(g, AGNODE, "shape", "box");
    declare(g, AGNODE, "fixedsize", "true");
    declare(g, AGNODE, "label", "");
    Agsym_t *widthSymbol = declare(g, AGNODE, "width", "0.5");
    Agsym_t *heightSymbol = declare(g, AGNODE, "height", "0.5");

    const auto count = std::size_t(graph.size());
    std::vector<Agnode_t *> nodes(count, nullptr);
    for (VertexId v = 0; v < graph.size(); ++v) {
        std::string name = "v" + std::to_string(v);
        Agnode_t *node = agnode(g, name.data(), 1);
        const NodeSize size = std::size_t(v) < sizes.size() ? sizes[std::size_t(v)] : NodeSize{};
        setValue(node, widthSymbol, number(std::max(1.0, size.width) / PointsPerInch));
        setValue(node, heightSymbol, number(std::max(1.0, size.height) / PointsPerInch));
        nodes[std::size_t(v)] = node;
    }
    std::vector<Agedge_t *> edges;
    for (VertexId v = 0; v < graph.size(); ++v) {
        for (const VertexId s : graph.successors(v)) {
            out.moves.push_back({v, s, {}, std::nullopt});
            edges.push_back(agedge(g, nodes[std::size_t(v)], nodes[std::size_t(s)], nullptr, 1));
        }
    }

    if (!handle.layout(engine.constData()))
        return failed();

    const ViewTransform toView(GD_bb(g));
    out.width = toView.width();
    out.height = toView.height();
    out.centers.resize(count);
    for (std::size_t v = 0; v < count; ++v)
        out.centers[v] = toView(ND_coord(nodes[v]));
    for (std::size_t e = 0; e < edges.size(); ++e)
        readRoute(ED_spl(edges[e]), toView, &out.moves[e]);
    return out;
}

} // namespace gt
