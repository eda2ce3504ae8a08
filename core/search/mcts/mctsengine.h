#pragma once

#include "../../tree/gametree.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace gt {

// What an MCTS search is asked to do (ALGORITHMS.md "Monte-Carlo tree search").
struct MctsSettings {
    int iterations = 100;
    double c = 1.4142135623730951; // the exploration constant of UCB1
    std::uint64_t seed = 0;        // where the one SplitMix64 stream starts
    int playoutDepth = -1;         // moves before a playout reads a heuristic; -1: to a leaf
};

// One step of the selection (or the draw that expansion made at a chance node and that led
// to a child already in the search tree, after which selection goes on from it).
struct MctsSelectStep {
    NodeId node = NoNode;   // the node choosing
    NodeId chosen = NoNode; // the child taken
    // MAX/MIN: each child's UCB value in child order, as compared (every child is in the
    // search tree here, so none is missing). Chance: empty.
    std::vector<double> ucb;
    double draw = -1; // chance: the u in [0, 1) drawn; -1 at a MAX/MIN node
};

// One iteration as plain data, for a stepper that shows select, expand, simulate and
// back-propagate (the events of the trace are only the generic Enter/ReadLeaf/Return).
struct MctsIteration {
    std::vector<MctsSelectStep> selection; // from the root down, in order
    NodeId expanded = NoNode;              // the child added; NoNode: a leaf was reached
    double expandDraw = -1;                // a chance node's draw that picked `expanded`
    std::vector<NodeId> playout;           // nodes the playout passed, after `expanded`
    std::vector<double> playoutDraws;      // for each: the u a chance node drew; -1: uniform
    NodeId leaf = NoNode;                  // where it ended: `leaves` of eval --json
    bool heuristic = false;                // `leaf` is an inner node read by its heuristic
    double result = 0;                     // r, as the nearest double
    // Every search-tree node updated, from the added child (or the leaf reached) up to the
    // root, with its N, Q and W after the update (W as the nearest double; Q is the double
    // nearest the exact W/N, not w / visits).
    struct Update {
        NodeId node = NoNode;
        std::int64_t visits = 0;
        double q = 0;
        double w = 0;
    };
    std::vector<Update> updated;
};

// The UCT search itself, with or without the iteration records (the algorithm's trace is made
// from them; the benchmark's plain twin keeps none). W is summed in exact rationals (a leaf
// value stands for the number exactNumber reads), so Q is always the double nearest W/N.
//
//   per node n:  inTree[n]  N[n]  W[n] (exact)  Q[n] = nearest double of W/N
//   MAX/MIN: the children in the search tree are always a prefix (expansion goes leftmost
//   first); a chance node counts them, since its draws add them in any order.
class MctsEngine {
public:
    MctsEngine(const GameTree &tree, const MctsSettings &settings, bool record);
    ~MctsEngine();
    MctsEngine(const MctsEngine &) = delete;
    MctsEngine &operator=(const MctsEngine &) = delete;

    void run(); // all the iterations

    // Results, valid after run().
    std::int64_t visits(NodeId n) const;
    double q(NodeId n) const; // NaN when N = 0
    // The root child with the most visits, ties leftmost (NoNode for a leaf root).
    NodeId mostVisitedRootChild() const;
    bool inSearchTree(NodeId n) const;
    // Nodes never in the search tree and never passed by a playout, ascending.
    std::vector<NodeId> untouched() const;
    const std::vector<NodeId> &leaves() const { return m_leaves; }
    std::int64_t innerVisits() const { return m_innerVisits; }
    const std::vector<MctsIteration> &iterations() const { return m_iterations; }

private:
    struct State;
    std::unique_ptr<State> m_s;
    std::vector<NodeId> m_leaves;
    std::vector<MctsIteration> m_iterations;
    std::int64_t m_innerVisits = 0;
    bool m_record = false;
};

// A child's UCB1 value as the selection compares it: at a MAX parent q + c·√(ln N_p / N_c), at
// a MIN parent q − c·√(ln N_p / N_c), evaluated in that order without a fused multiply-add
// (mctsengine.cpp is built with -ffp-contract=off). The trace's events, their narration and
// the canvas recompute the values through this one function, so they are the engine's to the
// bit.
double mctsUcb(bool maxParent, double q, std::int64_t parentVisits, std::int64_t childVisits,
               double c);

// MctsPlain: the same search without iteration records or trace (the benchmark's plain twin);
// its value: the most visited root child's Q, or a chance or leaf root's own Q.
double mctsPlain(const GameTree &tree, const MctsSettings &settings);

// The first inner node in preorder a playout of at most `playoutDepth` moves can stop at
// without a heuristic value: any inner node deeper than playoutDepth (a playout starts at
// depth 1 at the earliest). NoNode when there is none or playoutDepth is -1.
NodeId firstPlayoutStopWithoutHeuristic(const GameTree &tree, int playoutDepth);

} // namespace gt
