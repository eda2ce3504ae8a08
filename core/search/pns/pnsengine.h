#pragma once

#include "../../tree/gametree.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace gt {

// Proof and disproof numbers: whole numbers, ∞ a sentinel that sums saturate at (printed ∞).
using ProofNumber = std::int64_t;
constexpr ProofNumber ProofInfinity = std::numeric_limits<ProofNumber>::max();
// "∞" or the number.
QString proofNumberText(ProofNumber n);

// What a proof-number search is asked (ALGORITHMS.md "Solving", pns).
struct PnsSettings {
    bool notLose = false;      // goal not-lose: a leaf ≥ 0 is proven (win: > 0)
    bool childrenInit = false; // init children: a new inner node starts from its child count
};

// Why the descent took a child: the smallest pn at an OR (MAX) node, the smallest dn at an
// AND (MIN) node.
struct PnsDescendStep {
    NodeId node = NoNode;   // the expanded node choosing
    NodeId chosen = NoNode; // its child taken
    bool byProof = true;    // true: smallest pn (OR); false: smallest dn (AND)
    ProofNumber number = 0; // the chosen child's pn (OR) or dn (AND), the smallest
    int ties = 1;           // how many children have it (the chosen one is the leftmost)
};

// A node with its numbers, as generated or updated.
struct PnsNumbers {
    NodeId node = NoNode;
    ProofNumber pn = 1;
    ProofNumber dn = 1;
};

// One iteration as plain data for a stepper: the most-proving path, the node expanded, its
// children as generated (leaves evaluated), and the numbers on the way back to the root.
struct PnsIteration {
    std::vector<PnsDescendStep> path;  // from the root down to the most-proving node
    NodeId expanded = NoNode;          // the most-proving node
    std::vector<PnsNumbers> generated; // its children, left to right
    std::vector<PnsNumbers> updated;   // expanded, then each ancestor up to the root
};

// Proof-number search on a MAX/MIN tree read as OR/AND (Allis 1994).
//
//   per node n:  generated[n]  expanded[n]  pn[n]  dn[n]
//   a generated leaf: proven (0, ∞) or disproven (∞, 0) at once
//   OR:  pn = min pn(children), dn = Σ dn(children);  AND: pn = Σ pn, dn = min dn
class PnsEngine {
public:
    PnsEngine(const GameTree &tree, const PnsSettings &settings, bool record);
    void run(); // until the root is proven or disproven

    bool proven() const { return m_pn[0] == 0; }
    ProofNumber pn(NodeId n) const { return m_pn[std::size_t(n)]; }
    ProofNumber dn(NodeId n) const { return m_dn[std::size_t(n)]; }
    bool generated(NodeId n) const { return m_generated[std::size_t(n)]; }
    // The rule of best_child: an OR root proven, its first child with pn = 0; an AND root
    // disproven, its first child with dn = 0; otherwise NoNode.
    NodeId bestRootChild() const;
    const std::vector<NodeId> &leaves() const { return m_leaves; }       // in order generated
    const std::vector<NodeId> &expanded() const { return m_expansions; } // in order expanded
    std::vector<NodeId> neverGenerated() const;                          // ascending
    const std::vector<PnsIteration> &iterations() const { return m_iterations; }

private:
    bool isOr(NodeId n) const { return m_tree.kind(n) == NodeKind::Max; }
    PnsNumbers generate(NodeId n);
    void backUp(NodeId n);

    const GameTree &m_tree;
    PnsSettings m_settings;
    bool m_record;
    std::vector<char> m_generated, m_isExpanded;
    std::vector<ProofNumber> m_pn, m_dn;
    std::vector<NodeId> m_leaves, m_expansions;
    std::vector<PnsIteration> m_iterations;
};

} // namespace gt
