#pragma once

#include "../tree/gametree.h"
#include "readerror.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace gt {

// The `.tree` notation: one line a lecturer can type, such as `((10,10),(9,100))` or
// `A=max(a1: B=min(3,12,8), a2: C=min(2,4,6))` or `max(chance(0.7: 1, 0.3: 0), 5)`.
// docs/notation.md has the grammar and examples. Parsing and writing use explicit stacks, so a
// chain a million levels deep is read and written like any other tree.

// A parsed tree and where each node starts in the text, by preorder id, so that callers can
// point at a node that validation rejects (say, a chance node whose probabilities sum to 0.9).
struct ParsedTree {
    GameTree tree;
    std::vector<TextPos> nodePos;
};

// Reads `text` (the whole input; `sourceName` names it in errors, e.g. "<text>" or a path).
// Syntax only: probabilities that do not sum to 1 and similar are left to validateTree().
std::optional<ParsedTree> parseTreeText(QStringView text, const QString &sourceName,
                                        ReadError *error);

// For tests: the general parser alone, without the fast path parseTreeText() takes for text
// of bare parentheses and plain numbers (both must read such text alike).
std::optional<ParsedTree> parseTreeTextGenerally(QStringView text, const QString &sourceName,
                                                 ReadError *error);

// Writes the subtree under `top` on one line. A tree that alternates max and min from a max
// root and has no names, labels, probabilities or heuristic values comes out as bare
// parentheses; any other with explicit kinds. parseTreeText() of the result equals the
// subtree (the top's own move label and probability belong to its parent's edge and are not
// written). Trees that fail validation in ways the notation cannot express (a leaf without a
// value, an inner node without children) are written so that reading them back fails at that
// node.
QString writeTreeText(const GameTree &tree, NodeId top = 0);

} // namespace gt
