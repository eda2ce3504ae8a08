#pragma once

#include "../io/readerror.h"
#include "gamegraph.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gt {

// Reads a game graph from a DOT digraph through cgraph (core/io/cgraphread.h: Graphviz is called
// there only). Vertices are the DOT nodes in order of first appearance in the file, a vertex's
// position text is its DOT ID, and its moves are its distinct successors in ascending vertex
// id — cgraph's agfstout order — so a repeated edge is one move. Cycles are allowed.
//
//   node  result  win | loss | draw: the declared result of a vertex without moves (absent: a
//                 vertex without moves is lost for the player to move)
//
// Errors are "file:line:column: message" like every reader's: a syntax error where cgraph
// stopped, an undirected graph at its `graph` keyword, a bad `result` where the file first uses
// the node.
std::optional<GameGraph> readDotGameGraph(const QByteArray &bytes, const QString &sourceName,
                                          ReadError *error);

} // namespace gt
