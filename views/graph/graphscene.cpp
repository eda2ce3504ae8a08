#include "graphscene.h"

#include "moveitem.h"
#include "vertexitem.h"

#include <algorithm>

namespace gt {

namespace {

constexpr double Margin = 24;

} // namespace

GraphScene::GraphScene(QObject *parent)
    : QGraphicsScene(parent)
    , m_style(GraphStyle::standard())
{
    setBackgroundBrush(m_style.background);
}

void GraphScene::setStyle(const GraphStyle &style)
{
    m_style = style;
    setBackgroundBrush(m_style.background);
    update();
}

std::vector<NodeSize> GraphScene::vertexSizes(const GameGraph &graph) const
{
    std::vector<NodeSize> sizes;
    sizes.reserve(std::size_t(graph.size()));
    for (VertexId v = 0; v < graph.size(); ++v) {
        const QSizeF size = VertexItem::measure(graph.position(v), m_style);
        sizes.push_back({size.width(), size.height()});
    }
    return sizes;
}

void GraphScene::clearGraph()
{
    clear();
    m_vertices.clear();
    m_moves.clear();
    m_original.clear();
}

VertexId GraphScene::sceneVertexOf(VertexId original) const
{
    if (m_original.empty())
        return original >= 0 && original < vertexCount() ? original : NoVertex;
    const auto it = std::find(m_original.begin(), m_original.end(), original);
    return it == m_original.end() ? NoVertex : VertexId(it - m_original.begin());
}

void GraphScene::setGraph(const GameGraph &graph, const GraphLayout &layout,
                          std::vector<VertexId> original)
{
    clearGraph();
    m_original = std::move(original);
    auto centre = [&layout](VertexId v) {
        const LayoutPoint p = layout.centers[std::size_t(v)];
        return QPointF(p.x, p.y);
    };
    const std::vector<NodeSize> sizes = vertexSizes(graph);
    m_vertices.reserve(std::size_t(graph.size()));
    for (VertexId v = 0; v < graph.size(); ++v) {
        const NodeSize size = sizes[std::size_t(v)];
        auto *item =
            new VertexItem(v, graph.position(v), QSizeF(size.width, size.height), &m_style);
        item->setPos(centre(v));
        addItem(item);
        m_vertices.push_back(item);
    }
    for (const GraphLayout::Move &move : layout.moves) {
        auto *item = new MoveItem(move, centre(move.from), centre(move.to), &m_style);
        addItem(item);
        m_moves.push_back(item);
    }
    setSceneRect(
        QRectF(0, 0, layout.width, layout.height).adjusted(-Margin, -Margin, Margin, Margin));
}

void GraphScene::setFrame(const RetrogradeFrame &frame, const RetrogradeStep *step)
{
    if (m_vertices.empty())
        return;
    std::vector<char> queued(frame.label.size(), 0);
    for (std::size_t i = frame.head; i < frame.queue.size(); ++i)
        queued[std::size_t(frame.queue[i])] = 1;
    for (std::size_t i = 0; i < m_vertices.size(); ++i) {
        const auto v = std::size_t(originalOf(VertexId(i)));
        VertexItem::State state;
        state.label = frame.label[v];
        state.remoteness = frame.remoteness[v];
        state.counter = frame.counter[v];
        state.queued = queued[v];
        state.current = step && std::size_t(step->vertex) == v;
        state.cause = step && std::size_t(step->from) == v;
        m_vertices[i]->setState(state);
    }
    // The move a Decrement or a Label follows: from the step's position to its cause.
    for (MoveItem *move : m_moves)
        move->setHighlighted(step && step->from != NoVertex &&
                             originalOf(move->from()) == step->vertex &&
                             originalOf(move->to()) == step->from);
}

} // namespace gt
