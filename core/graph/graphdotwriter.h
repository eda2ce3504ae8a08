#pragma once

#include "gamegraph.h"
#include "retrograde.h"

#include <QByteArray>

namespace gt {

// A game graph as a DOT digraph that readDotGameGraph() (dotgraph.h) and so `gametree solve`
// read back as the same graph: every vertex declared first, in vertex id order, so that the
// reader's ids (order of first appearance) are the writer's; the position text is the node's
// ID; a declared terminal result is its `result` attribute; each distinct move an edge, in
// successors() order. What the reader does not take is for people and for `dot -Tpdf`: the
// analysis, when given, as each vertex's xlabel ("win 3", "loss 0", "draw").
//
// Moves read back in ascending vertex id (the reader's order) and without their labels: a
// generated game's move order, and so the tie-breaking of its best moves, is the DOT graph's
// after the round trip; labels and remoteness are the same.
//
// `caption`, when given, says what the graph is part of (a neighbourhood of the L-game): a
// comment for the reader of the file, the graph's `label` for `dot -Tpdf`.
QByteArray writeGameGraphDot(const GameGraph &graph, const RetrogradeResult *analysis = nullptr,
                             const QString &caption = QString());

// A DOT ID for any text, as cgraph reads it back exactly: quoted, with only `"` escaped (in a
// DOT string a backslash escapes nothing else).
QString dotGraphId(const QString &text);

} // namespace gt
