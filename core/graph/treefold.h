#pragma once

#include "../tree/gametree.h"
#include "gamegraph.h"

#include <QString>

#include <optional>
#include <vector>

namespace gt {

// Folds a keyed tree into its positions: nodes with the same key are one vertex (the rule of
// keys, core/tree/transpositions.h: their subtrees are identical), so the whole tic-tac-toe tree's
// 549,946 nodes become its 5,478 positions — the transposition lesson made visible.
//
// Vertices are the distinct keys in preorder of first appearance; a node without a key is a
// vertex of its own. A vertex's position text is the key, its moves are the children of the
// first node with that key, in order, labelled by their move labels. A leaf is a terminal whose
// result is its value as the player to move there sees it (positive for MAX is a WIN when MAX is
// to move); the player to move at a leaf is the opposite of its parent's (MAX at a leaf root).
// A LOSS is not declared (a vertex without moves is lost anyway).
//
// Refuses, with *error naming the node, a chance node (retrograde analysis has no chance), a leaf
// without a value, and a tree that breaks the rule of keys. *vertexOfNode, when given, receives
// each node's vertex.
std::optional<GameGraph> foldTree(const GameTree &tree, QString *error,
                                  std::vector<VertexId> *vertexOfNode = nullptr);

} // namespace gt
