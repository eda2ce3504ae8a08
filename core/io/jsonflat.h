#pragma once

#include "../tree/gametree.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace gt {

// A big tree's document as our writer writes it: a flat "nodes" array in preorder, each node
// {"id", "kind" max/min/leaf, "value", "children"}, read with simdjson, the parser made for
// speed. Whatever else the document holds (chance nodes, names, the nested form, an error of
// any kind) gives nothing, and the general reader reads it, so that every message stays the
// general reader's.
struct FlatNodes {
    QByteArray header; // the other top-level fields, as a JSON object
    std::vector<NodeKind> kinds;
    std::vector<double> values;
    std::vector<NodeId> parents;
};
// From `splitFrom` bytes the nodes are read in two halves on two threads (tests lower it).
constexpr qsizetype FlatSplitFrom = 8 << 20;
std::optional<FlatNodes> readFlatNodes(const QByteArray &bytes,
                                       qsizetype splitFrom = FlatSplitFrom);

// The same form with any node field the general reader knows (names, move labels, keys,
// positions, probabilities, intervals, chance nodes), read with simdjson into a draft for
// GameTree::fromDraft, as the general reader reads it. Nothing for anything irregular (a
// string too long or with a forbidden character, an unknown key, a second parent…): the
// general reader then words the message. One piece, one thread.
struct FlatDraft {
    QByteArray header; // the other top-level fields, as a JSON object
    TreeDraft draft;
};
std::optional<FlatDraft> readFlatDraft(const QByteArray &bytes);

// Whether the first node of a flat document, as our writer writes it, has more fields than
// readFlatNodes() reads: a game's tree (keys, positions, move labels) is then read as a draft
// at once, instead of after a whole parse that stops at its first node.
bool flatNodesHaveMore(const QByteArray &bytes);

} // namespace gt
