#include "treefold.h"

#include "../tree/transpositions.h"

#include <QCoreApplication>
#include <QHash>

namespace gt {

namespace {

// A leaf's result for the player to move there, from its value (MAX's view).
GameResult leafResult(const GameTree &t, NodeId leaf)
{
    const NodeId parent = t.parent(leaf);
    const bool maxToMove = parent == NoNode || t.kind(parent) == NodeKind::Min;
    const double forMover = maxToMove ? t.value(leaf) : -t.value(leaf);
    return forMover > 0 ? GameResult::Win : forMover < 0 ? GameResult::Loss : GameResult::Draw;
}

} // namespace

std::optional<GameGraph> foldTree(const GameTree &t, QString *error,
                                  std::vector<VertexId> *vertexOfNode)
{
    auto refuse = [error](const QString &why) -> std::optional<GameGraph> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (t.isEmpty())
        return refuse(QCoreApplication::translate("gt::Graph", "the tree is empty"));
    // Folding trusts that equal keys have equal subtrees: the moves come from the first node.
    if (const auto problems = checkTranspositions(t); !problems.empty())
        return refuse(problems.front().message);

    GameGraph graph;
    graph.setGameId(t.gameId(t.root()));
    std::vector<VertexId> vertex(std::size_t(t.size()), NoVertex);
    std::vector<NodeId> firstNode; // by vertex: the node whose children are its moves
    QHash<QString, VertexId> byKey;
    for (NodeId n = 0; n < t.size(); ++n) { // preorder: vertices in order of first appearance
        if (t.kind(n) == NodeKind::Chance)
            return refuse(QCoreApplication::translate(
                              "gt::Graph", "%1 is a chance node: a game graph has no chance")
                              .arg(t.describe(n)));
        if (t.isLeaf(n) && !t.hasValue(n))
            return refuse(QCoreApplication::translate("gt::Graph",
                                                      "%1 is a leaf without a value: its "
                                                      "result is not known")
                              .arg(t.describe(n)));
        const QString key = t.key(n);
        if (!key.isEmpty()) {
            if (const auto it = byKey.constFind(key); it != byKey.constEnd()) {
                vertex[std::size_t(n)] = it.value();
                continue;
            }
        }
        std::optional<GameResult> declared;
        if (t.isLeaf(n) && leafResult(t, n) != GameResult::Loss)
            declared = leafResult(t, n);
        const VertexId v = graph.addVertex(key.isEmpty() ? t.describe(n) : key, declared);
        if (!key.isEmpty())
            byKey.insert(key, v);
        vertex[std::size_t(n)] = v;
        firstNode.push_back(n);
    }
    for (VertexId v = 0; v < graph.size(); ++v) {
        const NodeId n = firstNode[std::size_t(v)];
        std::vector<VertexId> targets;
        std::vector<QString> labels;
        for (const NodeId c : t.children(n)) {
            targets.push_back(vertex[std::size_t(c)]);
            labels.push_back(t.label(c));
        }
        if (!t.hasLabels())
            labels.clear();
        graph.setMoves(v, std::move(targets), std::move(labels));
    }
    if (vertexOfNode)
        *vertexOfNode = std::move(vertex);
    return graph;
}

} // namespace gt
