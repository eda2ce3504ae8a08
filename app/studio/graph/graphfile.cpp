#include "graphfile.h"

#include "core/graph/dotgraph.h"
#include "core/io/treefile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <vector>

namespace gt {

namespace {

std::optional<QByteArray> readBytes(const QString &path, ReadError *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = {path,
                      {},
                      QCoreApplication::translate("gt::GraphView", "cannot read: %1")
                          .arg(file.errorString())};
        return std::nullopt;
    }
    return readCapped(file);
}

// Whether the moves make a tree: one position no move reaches, every other reached by exactly
// one move, all of them from that one. What a DOT tree's nodes say (kinds, values) is not
// asked: a tree with a bad value is still a tree, and the tree reader says what is wrong.
bool isTreeShaped(const GameGraph &g)
{
    const auto n = std::size_t(g.size());
    std::vector<int> into(n, 0);
    for (VertexId v = 0; v < g.size(); ++v) {
        for (const VertexId s : g.successors(v))
            ++into[std::size_t(s)];
    }
    if (std::count(into.begin(), into.end(), 0) != 1 ||
        std::any_of(into.begin(), into.end(), [](int k) { return k > 1; }))
        return false;
    // One root and one way into every other position: a tree unless some of them form a cycle
    // the root does not reach.
    std::vector<VertexId> reached{VertexId(std::find(into.begin(), into.end(), 0) - into.begin())};
    for (std::size_t i = 0; i < reached.size(); ++i) {
        for (const VertexId s : g.successors(reached[i]))
            reached.push_back(s);
    }
    return reached.size() == n;
}

// A tree as our DOT writer writes it (core/io/dotwriter: `digraph "gametree"`, after the
// comment lines of an annotated export) in which no vertex can declare a result: the answer
// without reading the graph. Reading a million-node tree's DOT through cgraph here, on the
// window's thread, and again in the loader, held its first paint back by half a minute.
bool writtenAsTree(const QByteArray &bytes)
{
    qsizetype at = 0;
    while (bytes.mid(at, 2) == "//") { // the export's heading comments
        const qsizetype end = bytes.indexOf('\n', at);
        if (end < 0)
            return false;
        at = end + 1;
    }
    return QByteArrayView(bytes).sliced(at).startsWith("digraph \"gametree\" {") &&
           !bytes.contains("result");
}

} // namespace

std::optional<GameGraph> readGameGraphFile(const QString &path, ReadError *error)
{
    const std::optional<QByteArray> bytes = readBytes(path, error);
    if (!bytes)
        return std::nullopt;
    return readDotGameGraph(*bytes, path, error);
}

bool opensAsGameGraph(const QString &path)
{
    if (formatForPath(path) != TreeFormat::Dot)
        return false;
    const std::optional<QByteArray> bytes = readBytes(path, nullptr);
    if (!bytes || writtenAsTree(*bytes))
        return false;
    const std::optional<GameGraph> graph = readDotGameGraph(*bytes, path, nullptr);
    if (!graph)
        return false;
    for (VertexId v = 0; v < graph->size(); ++v) {
        if (graph->declaredResult(v))
            return true;
    }
    return !isTreeShaped(*graph);
}

} // namespace gt
