#include "dotgraph.h"

#include "../io/cgraphread.h"
#include "../io/dotreader.h"
#include "../io/dotsource.h"
#include "../io/inputlimits.h"

#include <QCoreApplication>

#include <algorithm>

namespace gt {

namespace {

QString quotedId(const QString &name)
{
    return u'"' + (name.size() > 40 ? name.left(40) + u'…' : name) + u'"';
}

} // namespace

std::optional<GameGraph> readDotGameGraph(const QByteArray &bytes, const QString &sourceName,
                                          ReadError *error)
{
    auto refuse = [&](const ReadError &why) -> std::optional<GameGraph> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (bytes.size() > MaxInputBytes)
        return refuse(inputTooLarge(bytes, sourceName));
    if (const std::optional<ReadError> bad = checkUtf8(bytes, sourceName))
        return refuse(*bad); // cgraph would turn it into U+FFFD without a word
    static const QStringList wanted = {QStringLiteral("result")};
    DotParseError parseError;
    const std::optional<DotGraph> dot = readDotGraph(bytes, wanted, &parseError);
    if (!dot)
        return refuse(dotReadError(bytes, sourceName, parseError, wanted));
    // cgraph keeps no positions: DotSource finds the place of what a message is about.
    const DotSource source(bytes);
    if (!dot->directed)
        return refuse({sourceName, source.graphPosition(),
                       QCoreApplication::translate(
                           "gt::Dot", "a game graph is a digraph: a move goes from one position "
                                      "to another (write digraph and ->)")});
    if (dot->nodes.empty())
        return refuse({sourceName, source.graphPosition(),
                       QCoreApplication::translate("gt::Dot", "the graph has no vertices")});

    GameGraph graph;
    for (const DotGraph::Node &node : dot->nodes) {
        std::optional<GameResult> declared;
        for (const auto &[name, value] : node.attributes) {
            GameResult result;
            if (name != QLatin1String("result"))
                continue;
            if (!resultFromName(value, &result))
                return refuse({sourceName, source.nodePosition(node.name),
                               QCoreApplication::translate(
                                   "gt::Dot", "node %1: result \"%2\" is not win, loss or draw")
                                   .arg(quotedId(node.name), value)});
            declared = result;
        }
        graph.addVertex(node.name, declared);
    }
    std::vector<std::vector<VertexId>> heads(dot->nodes.size());
    for (const DotGraph::Edge &e : dot->edges)
        heads[std::size_t(e.tail)].push_back(e.head);
    for (VertexId v = 0; v < graph.size(); ++v) {
        std::vector<VertexId> &moves = heads[std::size_t(v)];
        if (moves.empty())
            continue;
        if (const auto declared = graph.declaredResult(v))
            return refuse({sourceName, source.nodePosition(graph.position(v)),
                           QCoreApplication::translate(
                               "gt::Dot", "node %1 declares the result %2 but has moves: only "
                                          "a position without moves ends the game")
                               .arg(quotedId(graph.position(v)), resultName(*declared))});
        // Moves are the distinct successors in ascending id, as cgraph's agfstout lists them.
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        graph.setMoves(v, std::move(moves));
    }
    return graph;
}

} // namespace gt
