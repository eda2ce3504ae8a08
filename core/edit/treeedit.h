#pragma once

#include "../tree/gametree.h"

#include <QString>

#include <vector>

namespace gt {

// Hand edits of a game tree as pure functions: each takes a tree and returns the edited copy,
// the node to select afterwards and where every old node went. The editor's undo commands
// keep both trees, so undo is exact; the id map lets view state that is keyed by node id
// (collapsed subtrees, breakpoints) follow a node whose preorder id changed.
//
//   before  max(A, B, C)      removeSubtree(B)      after  max(A, C)
//   ids      0  1  2..4  5                                 0  1  2..
//   map     [0, 1, -1 (B's whole subtree), ..., 2]  (old id -> new id, NoNode when gone)

// What an edit invalidates, after Gambit's modification flags: a new shape needs a new layout
// and a new trace; values and probabilities need a new trace only; names and labels need
// neither (but may change a node's width).
enum class TreeChange { Structure, Values, Labels };

struct TreeEdit {
    GameTree tree;
    NodeId select = NoNode;       // the node to select in the edited tree
    std::vector<NodeId> oldToNew; // by old id; NoNode for removed nodes
    TreeChange change = TreeChange::Structure;
    bool ok = false;
    QString error; // why the edit was refused, when !ok ("the root has no siblings")
};

// The kind a new inner node gets under `parent`: the opposite of a max or min parent, max under
// a chance node's (or no) parent.
NodeKind alternateKind(const GameTree &tree, NodeId parent);

// Appends a leaf to `n`. A leaf `n` becomes an inner node of the alternating kind and hands its
// value down to the new child. On an empty tree, creates `max(0)`. The new leaf is selected.
TreeEdit addChild(const GameTree &tree, NodeId n, double value = 0);
// Inserts a leaf right after `n` among its parent's children and selects it.
TreeEdit addSibling(const GameTree &tree, NodeId n, double value = 0);
// Removes `n` and its descendants (the root: the tree becomes empty). Selects the next
// sibling, else the previous one, else the parent.
TreeEdit removeSubtree(const GameTree &tree, NodeId n);
// Inserts a copy of the subtree under `n` right after it.
TreeEdit duplicateSubtree(const GameTree &tree, NodeId n);
// Inserts `subtree` (its root at 0) as child `index` of `parent` (-1: last). An empty tree
// takes it as the whole tree when `parent` is NoNode.
TreeEdit insertSubtree(const GameTree &tree, NodeId parent, int index, const GameTree &subtree);
// Puts `subtree` in the place of `n`; the edge into `n` keeps its label and probability.
TreeEdit replaceSubtree(const GameTree &tree, NodeId n, const GameTree &subtree);
// Moves `n` by `delta` places among its siblings (clamped); refused at either end.
TreeEdit moveAmongSiblings(const GameTree &tree, NodeId n, int delta);
// Moves `n` to position `index` among its siblings.
TreeEdit moveToIndex(const GameTree &tree, NodeId n, int index);

// Leaf -> inner: gains one leaf child carrying the old value. Inner -> leaf: loses its
// children and keeps its heuristic value, else the value of a single leaf child, else 0. Away from
// chance: the children's probabilities go, since only a chance node may give them.
TreeEdit setKind(const GameTree &tree, NodeId n, NodeKind kind);
TreeEdit setValue(const GameTree &tree, NodeId n, double value); // NaN clears a heuristic
TreeEdit setName(const GameTree &tree, NodeId n, const QString &name);
TreeEdit setLabel(const GameTree &tree, NodeId n, const QString &label);
// The probability the chance parent of `n` gives it; NaN clears it. When the siblings had no
// probabilities (uniform), they are given theirs first, so the node keeps all-or-none.
TreeEdit setProbability(const GameTree &tree, NodeId n, double prob);
// Scales the probabilities of a chance node's children to sum to 1 (uniform when they sum to
// 0 or none is given).
TreeEdit normaliseChildren(const GameTree &tree, NodeId chance);

// The sum of the stated probabilities of `n`'s children (rounded for display) and whether it
// is exactly 1, as validateTree checks it. A chance node without stated probabilities is
// uniform, so fine.
struct ProbabilitySum {
    double sum = 1;
    bool ok = true;
};
ProbabilitySum probabilitySum(const GameTree &tree, NodeId chance);

// The subtree under `n` in the notation with explicit kinds, as the clipboard carries it:
// `max(3,min(4,5))` rather than the bare `(3,(4,5))`, which reads differently pasted under a
// max node or into an e-mail.
QString explicitTreeText(const GameTree &tree, NodeId n);

// The map of `oldToNew` reversed, for a tree of `newSize` nodes.
std::vector<NodeId> invertIdMap(const std::vector<NodeId> &oldToNew, NodeId newSize);

} // namespace gt
