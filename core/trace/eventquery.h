#pragma once

#include "eventkind.h"
#include "frame.h"
#include "trace.h"

#include <QString>

#include <optional>
#include <vector>

namespace gt {

// What trace events mean, asked one question at a time: the session, the statistics, the OPEN
// list, the stepper, the narration and the exports ask here. The facts every event kind
// answers (visited, finished, leaf read) come from its EventKind (eventkind.h); the typed
// readers below decode the fields of particular events for the docks that show them.

// The node the event visits, or NoNode: entered, read as a leaf (or at the depth limit), taken
// off OPEN LIVE (SSS*), or probed through (Star2: ALGORITHMS.md, "a Star2 probe visits the child
// it probes through"). A node is pruned when no event of any pass visits it.
NodeId visitedNode(const TraceEvent &e);
// Star2: the child of a chance node whose first child the probe window `e` is given to, or
// NoNode for any other event.
NodeId probedThrough(const TraceEvent &e);
// The node the search arrives at, or NoNode: a visit, or a SOLVED state taken off OPEN. Node
// breakpoints fire here, and "go to where the search reaches it" goes here.
NodeId reachedNode(const TraceEvent &e);
// The node whose subtree the event opens, or NoNode: entered, or its state taken off OPEN.
// Stepping over such an event runs to where that node is finished.
NodeId openedNode(const TraceEvent &e);

// A node finished with a value (Finished, eventkind.h).
std::optional<Finished> finishedBy(const TraceEvent &e);
// The value the whole search found, on the event that ends it.
std::optional<double> searchResult(const TraceEvent &e);

// SSS*: the status of the state an event takes off or puts onto OPEN (None for other events),
// the state itself, and the Γ case of a take (0: the root is solved).
SssStatus sssStatus(const TraceEvent &e);
std::optional<OpenState> takenState(const TraceEvent &e);
std::optional<OpenState> pushedState(const TraceEvent &e);
int gammaCase(const TraceEvent &e);
// Whether OPEN takes the lowest merit first (DUAL*: MIN's solution trees, merits are lower
// bounds) rather than the highest (SSS*): on the event, and for a whole trace.
bool takesLowestMerit(const TraceEvent &e);
bool takesLowestMerit(const Trace &trace);

// What an OPEN list dock shows beside the list at `step`: the take that started the Γ step the
// frame is in (none before the first take), and the states pushed since.
struct OpenStep {
    std::optional<OpenState> taken;
    int gammaCase = 0;
    std::vector<std::pair<NodeId, SssStatus>> pushed;
};
OpenStep openStepAt(const Trace &trace, int step);

// Pruning: a step prunes when it cuts off at least one subtree never visited (alpha-beta
// cut-offs, SSS* purges that cut off something). prunedChildren lists the roots a cut-off
// names (its node's children from `other` on, or, in a reordered node, `other` alone and one
// more per PruneToo event after it); a purge says only how many (prunedSubtrees).
bool isCutoff(const TraceEvent &e);
// A Tighten that closes its node's window (α ≥ β): the cut-off test succeeds there, whether or
// not a child is left to prune (a Cutoff follows when one is). Killers are set here.
bool refutes(const TraceEvent &e);
bool isLeafRead(const TraceEvent &e);
std::vector<NodeId> prunedChildren(const GameTree &tree, const TraceEvent &e);
int prunedSubtrees(const GameTree &tree, const TraceEvent &e);

// Reorder: the child a move-ordering heuristic tries early, why, at which place (from 1) and,
// for OrderReason::History, its score.
struct EarlyMove {
    NodeId child = NoNode;
    NodeId parent = NoNode;
    OrderReason reason = OrderReason::PreviousBest;
    int place = 0;
    double score = 0;
};
std::optional<EarlyMove> earlyMove(const TraceEvent &e);
// The move a child is reached by, for the killer slots and the history table: its edge's
// label, else its place among its siblings ("#2").
QString moveName(const GameTree &tree, NodeId child);
// What a move ordering that learns (TraceFeature::KillerMoves, HistoryTable) knows after
// `step` events. It is not in events of its own: it follows from them by the rules of
// docs/algorithms.md (iterative deepening). A cut-off at a node of ply p makes the child that
// caused it (the last to raise a MAX node's value, lower a MIN node's) the first killer of p
// unless it is already, the old first moving to the second slot; every pass starts with empty
// slots. A node that finishes credits its best child (the last to raise or lower its value)
// with 2^(pass depth − its depth) in the history table of its player; the table is kept
// across passes.
struct KillerSlots {
    int ply = 0;
    QString first, second; // empty: no killer in that slot
};
struct HistoryScore {
    bool max = true; // the player: MAX's moves, or MIN's
    QString move;
    double score = 0;
};
struct OrderingMemory {
    std::vector<KillerSlots> killers;  // the plies that have a killer, shallowest first
    std::vector<HistoryScore> history; // MAX's moves, then MIN's, each in order of name
    int changedPly = -1;               // the ply whose slots the event at `step` changed
    int credited = -1;                 // the history entry the event at `step` credited
};
OrderingMemory orderingAt(const GameTree &tree, const Trace &trace, int step);

// Transposition table: a hit answers for its node without searching it. The node counts as
// visited (it is looked up, then returns) but neither as an inner node searched nor as a leaf
// read; the nodes below it are spared by the table, which is not a cut-off: what no pass
// visits is pruned in the summary all the same, but the frames mark it as skipped by the
// table. tableAnswer: the value the hit returns (a Return event follows it).
bool isTableHit(const TraceEvent &e);
std::optional<double> tableAnswer(const TraceEvent &e);
// The nodes a hit spares, [first, end) in preorder: its node's subtree below it (empty for a
// leaf, and for any other event).
std::pair<NodeId, NodeId> sparedByTable(const GameTree &tree, const TraceEvent &e);
// How many hits a trace makes (`tt_hits` in eval --json).
int tableHitCount(const Trace &trace);

// *-minimax (TraceFeature::ChanceBounds). The leaf bounds [L, U] a trace searched with (its
// LeafBounds event comes first), if it has them.
struct LeafRange {
    double low = 0, high = 0;
};
std::optional<LeafRange> leafBoundsOf(const Trace &trace);
// ChanceWindow: the child (or probed grandchild) a chance node is about to search, and the
// window it gives it: (max(A, L), min(B, U)) from the thresholds A and B the event carries.
struct ChildWindow {
    NodeId node = NoNode;   // the child searched (a probe: the grandchild)
    NodeId chance = NoNode; // the chance node
    int index = 0;          // the child's place among the chance node's children, from 0
    ChanceStage stage = ChanceStage::Search;
    double lowThreshold = 0, highThreshold = 0; // A and B (a probe: T on its open side)
    double alpha = 0, beta = 0;                 // the window
};
std::optional<ChildWindow> chanceWindowOf(const Trace &trace, const TraceEvent &e);
// ChanceProbe: the chance node's child `child` is bounded by the value its first child
// `probed` returned: at least `value` under MAX (Bound::Lower), at most under MIN (Upper).
struct ChanceProbeResult {
    NodeId probed = NoNode, child = NoNode, chance = NoNode;
    double value = 0;
    Bound bound = Bound::None;        // what the probe says about `child`
    Bound probedBound = Bound::Exact; // what `probed` returned: exact, or a bound of it
};
std::optional<ChanceProbeResult> probeOf(const GameTree &tree, const TraceEvent &e);
// A chance node's cut-off: its value is proven at most α (Cut::ChanceBelow) or at least β.
bool isChanceCutoff(const TraceEvent &e);

// Enter: whether the node is given an alpha/beta window (a, b).
bool hasWindow(const TraceEvent &e);

// Passes: the pass an event starts, the pass current after `step` events (number 0 before any
// starts) and how many passes a trace makes.
std::optional<Pass> passStartedBy(const TraceEvent &e);
Pass passAt(const Trace &trace, int step);
int passCount(const Trace &trace);

// B* (TraceFeature::Intervals). The bounds a node shows once generated, before it is
// expanded: a leaf's value as [v, v] (a value is exact), else its interval (none: the tree
// gives it none, which bstar refuses).
std::optional<Interval> generatedBounds(const GameTree &tree, NodeId n);
// The separation test and strategy in force after `step` events: the last Separation event
// at or before it, and the Strategy event after that test, if one came yet.
struct BstarStep {
    bool tested = false;                // false before the first test
    NodeId best = NoNode, alt = NoNode; // root children; alt NoNode: the root has one child
    double bestBound = 0, altBound = 0; // MAX root: pess(best), opt(alt); MIN: opt, pess
    bool separated = false;
    std::optional<BstarStrategy> strategy;
    NodeId chosen = NoNode; // the root child the strategy picked
    int iteration = 0;      // how many tests so far, the first 1
};
BstarStep bstarStepAt(const Trace &trace, int step);

// The step, from `from` on, at which `node` is finished: it (or, after a cut-off, an ancestor)
// returns, SSS* solves it, the search ends, or the next pass begins (the step before it, when
// that is later than `from`). The end of the trace when none is.
int finishStep(const GameTree &tree, const Trace &trace, int from, NodeId node);

} // namespace gt
