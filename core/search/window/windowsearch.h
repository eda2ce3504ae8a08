#pragma once

#include "../searchsupport.h"
#include "../table/transpositiontable.h"

#include <vector>

namespace gt {

// The depth-first window search the alpha-beta family shares: alpha-beta (fail-hard or
// fail-soft, non-strict or strict cut-offs), and the two that test later children with a null
// window first, NegaScout and PVS. It walks the tree with an explicit stack (a million-level
// chain must not recurse) and writes Enter/ReadLeaf/Return/Tighten/Cutoff events; the root's
// own result is left to the caller, which ends a pass or the search with it.

// How later children are searched.
enum class Probe : std::uint8_t {
    None,      // every child with the node's window
    NegaScout, // Reinefeld: first child full, the others a null window, re-searched with
               // (t, β) (MIN: (α, t)) when a < t < β (α < t < b) and the child is not a leaf
    Pvs,       // full window until a child raises α (MIN: lowers β), then zero-window tests;
               // a fail high (MIN: fail low) of a non-leaf child is re-searched with (α, β)
};

// How a child was searched, for the pseudocode line its Return names.
enum class ChildSearch : std::uint8_t { Full, Test, ReSearch };

// The pseudocode lines the events name, per algorithm. [0] is MAX, [1] MIN.
struct WindowLines {
    int enter = 1;
    int leaf = 2;
    int back[2][3] = {}; // by side, then ChildSearch
    int tighten[2] = {};
    int cut[2] = {};
    int tableHit = 0;
};

struct WindowRules {
    bool failSoft = false;
    bool strict = false; // CS188: cut only on v > β (MIN: v < α), so ties are searched
    Probe probe = Probe::None;
    int depthLimit = -1;
    WindowLines lines;
    // With a table (--tt), Plaat's AlphaBetaWithMemory: each node asks it before it is
    // searched (a hit returns the entry's bound unclamped, as negamax and MT do; fail-hard
    // clamps only what a search returns) and stores what its search returned against the
    // window the table narrowed; an evaluated leaf is stored exact.
    TranspositionTable *table = nullptr;
};

struct WindowResult {
    double value = 0;
    Bound bound = Bound::Exact;
    std::vector<double> rootChildValues; // what each root child returned last, in order
};

// One search of the whole tree from the root with the window (alpha, beta).
WindowResult windowSearch(const GameTree &tree, TraceWriter &writer, double alpha, double beta,
                          const WindowRules &rules);

// The whole trace of a search that is one window search with (−∞, +∞): its events, the
// Finish at `finishLine`, the summary and the best child.
Trace fullWindowTrace(const QString &algorithm, const GameTree &tree, const WindowRules &rules,
                      int finishLine);

} // namespace gt
