#pragma once

#include "../tree/gametree.h"
#include "cgraphread.h"
#include "readerror.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gt {

// Reads a game tree from Graphviz DOT. cgraph parses (through readDotGraph in
// core/io/cgraphread.h); this turns the graph into a tree and
// refuses, with a sentence naming the nodes, anything that is not one: an undirected graph, a
// cycle, a node with two parents, two roots or none, a node the root does not reach.
//
// What the attributes mean (docs/dot-format.md):
//   node  kind   max | min | chance | leaf; when absent, leaf without children, otherwise the
//                kind opposite to the nearest max or min ancestor, max for the root
//   node  value  a leaf's value or an inner node's heuristic value; a leaf without `value`
//                whose `label` is a number takes that number
//   node  name   the node's name; when absent, a `label` that is not a number (and not \N)
//   edge  label  the move label
//   edge  prob   the probability (or `prob` on the child node; both must then agree)
//   node  decoration  set on the nodes an annotated export adds to draw its legend, caption,
//                formulas and cut marks: they and their edges are not part of the tree
// Children keep the order of their edges in the file. DOT node IDs only connect edges. Names
// and labels are decoded as Graphviz draws them (\\ a backslash, \n a line break) and then
// hold to the rule of core/tree/nametext.h: a line break, like any control character, is
// refused. The text must be UTF-8 (cgraph would turn anything else into U+FFFD).
//
// Errors are "file:line:column: message": a syntax error where cgraph stopped, an error about
// a node where the file first uses it ("node "x" ..."), one about the whole graph at its
// `digraph` keyword (DotSource finds them: cgraph keeps no positions). *nodeIds, when given,
// receives each node's DOT ID by preorder id.
std::optional<GameTree> readDotTree(const QByteArray &bytes, const QString &sourceName,
                                    ReadError *error, std::vector<QString> *nodeIds = nullptr);

// A failure of readDotGraph() (core/io/cgraphread.h) as every DOT reader reports it:
// "file:line:column: message" with the column found in the text. `wanted` is what was passed to
// readDotGraph.
ReadError dotReadError(const QByteArray &bytes, const QString &sourceName,
                       const DotParseError &parseError, const QStringList &wanted);

} // namespace gt
