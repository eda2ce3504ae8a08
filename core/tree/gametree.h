#pragma once

#include <QString>

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

namespace gt {

// What a node is. Leaves hold a value; inner nodes may hold a heuristic value that is used
// only when a search is depth-limited.
enum class NodeKind : std::uint8_t { Max, Min, Chance, Leaf };

QString kindName(NodeKind kind); // "max", "min", "chance", "leaf"
bool kindFromName(const QString &name, NodeKind *kind);

using NodeId = std::int32_t; // preorder index: root 0, children left to right
constexpr NodeId NoNode = -1;

// One node as a reader or an editor describes it, before it has a preorder id.
// `children` index into the same TreeDraft vector.
struct DraftNode {
    NodeKind kind = NodeKind::Leaf;
    double value = std::numeric_limits<double>::quiet_NaN(); // leaf value or heuristic
    double prob = std::numeric_limits<double>::quiet_NaN();  // probability from a chance parent
    QString name;                                            // "A", "B", ...
    QString label;                                           // move label on the edge in
    std::vector<std::int32_t> children;
    // After `children`, so that the brace-initialised drafts written before them still read.
    QString key; // same key = same position (a transposition); empty = none
    double pess = std::numeric_limits<double>::quiet_NaN(); // interval [pess, opt]; NaN = none
    double opt = std::numeric_limits<double>::quiet_NaN();
    QString gameId;       // the game a position belongs to, e.g. "ttt"; empty = no position
    QString positionText; // the position on one line, e.g. "x.o/.x./..o"
};

// Bounds known for a node's value, e.g. from a search with bounds (B*, interval trees).
struct Interval {
    double pess = 0;
    double opt = 0;
    bool operator==(const Interval &) const = default;
};

// A tree under construction in any order; GameTree::fromDraft renumbers it in preorder.
struct TreeDraft {
    std::vector<DraftNode> nodes;
    std::int32_t root = 0;
};

// An immutable game tree stored as parallel arrays in preorder, so that a subtree is the
// contiguous id range [n, subtreeEnd(n)) and nothing needs recursion or pointers. Edits
// build a new GameTree (teaching trees are small; a million nodes rebuild in milliseconds).
//
//   id:        0    1    2    3    4    5    6
//   tree:      A ── B ── 3                       A=max(B=min(3,12), C=min(2,4))
//              │    └─── 12
//              └─── C ── 2
//                   └─── 4
//   childList: [1 4 | 2 3 | | | 5 6 | |]  firstChildSlot: offsets into childList
class GameTree {
public:
    GameTree() = default;

    // Builds from a draft without recursion. Returns an empty tree if the draft is
    // malformed (a child index out of range, a node reachable twice) or a name or move label
    // holds what no name may (core/tree/nametext.h); *error says why.
    static GameTree fromDraft(const TreeDraft &draft, QString *error = nullptr);
    // Builds from nodes already numbered in preorder, each given its kind, value and parent
    // (the root's NoNode, every other node's parent a smaller id): the fast readers' way, with
    // no draft of a million small vectors in between. Nothing else (names, probabilities) is
    // set. Returns an empty tree if the arrays are not such a preorder.
    static GameTree fromPreorder(std::vector<NodeKind> kinds, std::vector<double> values,
                                 const std::vector<NodeId> &parents);
    TreeDraft toDraft() const;
    // The draft of the subtree under `id`, with `id` as its root.
    TreeDraft subtreeDraft(NodeId id) const;

    bool isEmpty() const { return m_kind.empty(); }
    NodeId size() const { return NodeId(m_kind.size()); }
    NodeId root() const { return isEmpty() ? NoNode : 0; }

    NodeKind kind(NodeId n) const { return m_kind[n]; }
    bool isLeaf(NodeId n) const { return childCount(n) == 0; }
    double value(NodeId n) const { return m_value[n]; }
    bool hasValue(NodeId n) const { return m_value[n] == m_value[n]; } // not NaN
    double prob(NodeId n) const                                        // NaN when absent
    {
        return m_prob.empty() ? std::numeric_limits<double>::quiet_NaN() : m_prob[n];
    }
    bool hasProb(NodeId n) const { return !m_prob.empty() && m_prob[n] == m_prob[n]; }
    QString name(NodeId n) const { return m_names.empty() ? QString() : m_names[n]; }
    QString label(NodeId n) const { return m_labels.empty() ? QString() : m_labels[n]; }
    bool hasNames() const { return !m_names.empty(); }
    bool hasLabels() const { return !m_labels.empty(); }

    // Node data for transposition tables, bounded searches and games. Like names, each is
    // stored only when some node has it, so a plain tree pays nothing per node.
    QString key(NodeId n) const { return m_keys.empty() ? QString() : m_keys[n]; }
    bool hasKeys() const { return !m_keys.empty(); }
    // Either bound may be NaN in a tree that fails validation (validateTree says so).
    std::optional<Interval> interval(NodeId n) const;
    bool hasIntervals() const { return !m_intervals.empty(); }
    QString gameId(NodeId n) const { return m_gameIds.empty() ? QString() : m_gameIds[n]; }
    QString positionText(NodeId n) const
    {
        return m_positionTexts.empty() ? QString() : m_positionTexts[n];
    }
    bool hasPosition(NodeId n) const { return !gameId(n).isEmpty() || !positionText(n).isEmpty(); }
    bool hasPositions() const { return !m_gameIds.empty(); }

    NodeId parent(NodeId n) const { return m_parent[n]; }
    int depth(NodeId n) const { return m_depth[n]; }
    int childCount(NodeId n) const { return m_firstChildSlot[n + 1] - m_firstChildSlot[n]; }
    NodeId child(NodeId n, int i) const { return m_childList[m_firstChildSlot[n] + i]; }
    std::span<const NodeId> children(NodeId n) const
    {
        return {m_childList.data() + m_firstChildSlot[n], std::size_t(childCount(n))};
    }
    int childIndex(NodeId n) const; // position among its parent's children, 0 for the root
    NodeId subtreeEnd(NodeId n) const { return m_subtreeEnd[n]; } // one past the last descendant
    bool isAncestorOrSelf(NodeId a, NodeId n) const { return a <= n && n < m_subtreeEnd[a]; }

    // The probability a chance node gives child i: its stated one, or uniform when absent.
    double childProbability(NodeId n, int i) const;
    int height() const; // the greatest depth of any node
    NodeId leafCount() const;

    // Heap bytes held by the arrays, for the benchmarks' bytes-per-node figures.
    std::size_t memoryBytes() const;

    // A short human name for messages: "node 7 (C)" or "node 7".
    QString describe(NodeId n) const;

    bool operator==(const GameTree &other) const;

private:
    std::vector<NodeKind> m_kind;
    std::vector<double> m_value;
    std::vector<double> m_prob; // empty when no node has a probability
    std::vector<NodeId> m_parent;
    std::vector<std::int32_t> m_depth;
    std::vector<std::int32_t> m_firstChildSlot; // size()+1 offsets into m_childList
    std::vector<NodeId> m_childList;
    std::vector<NodeId> m_subtreeEnd;
    std::vector<QString> m_names;      // empty when no node has a name
    std::vector<QString> m_labels;     // empty when no edge has a label
    std::vector<QString> m_keys;       // empty when no node has a key
    std::vector<Interval> m_intervals; // empty when no node has one; NaN bounds = none
    std::vector<QString> m_gameIds;    // both empty when no node has a position
    std::vector<QString> m_positionTexts;
};

} // namespace gt
