#pragma once

#include "core/graph/gamegraph.h"
#include "core/io/readerror.h"

#include <QString>

#include <optional>

namespace gt {

// Reads a DOT file as a game graph: "file:line:column: message" on failure.
std::optional<GameGraph> readGameGraphFile(const QString &path, ReadError *error);

// Whether File ▸ Open should show a DOT file as a game graph rather than a tree: it reads as a
// game graph and either declares a result (`result=`, which no tree has) or is not shaped as a
// tree — a cycle, a position reached by two moves, two starts. Malformed DOT, and a tree whose
// nodes say something wrong, are left to the tree reader, whose messages name the place.
bool opensAsGameGraph(const QString &path);

} // namespace gt
