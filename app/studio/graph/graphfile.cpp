#include "graphfile.h"

#include "core/graph/dotgraph.h"
#include "core/io/dotreader.h"
#include "core/io/treefile.h"

#include <QCoreApplication>
#include <QFile>

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
    if (!bytes)
        return false;
    const std::optional<GameGraph> graph = readDotGameGraph(*bytes, path, nullptr);
    if (!graph)
        return false;
    for (VertexId v = 0; v < graph->size(); ++v) {
        if (graph->declaredResult(v))
            return true;
    }
    return !readDotTree(*bytes, path, nullptr);
}

} // namespace gt
