#pragma once

#include "trace.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <type_traits>

namespace gt {

// Where a node stands at one step of a search.
enum class NodeState : std::uint8_t {
    Unreached, // not yet visited in this pass (visitedEarlier: in an earlier one)
    OnPath,    // entered and not finished: an ancestor of the current node (a call-stack frame)
    Current,   // the node the last event concerns
    Done,      // finished; `value` (with `bound`) is what it returned
    Pruned,    // never visited in any pass, and never will be in this one
};

// Breadth-first generation (TraceFeature::OpenClosed): where a node stands in the lists OPEN
// and CLOSED. A node not yet generated is drawn as a ghost, not as a node waiting its turn.
enum class ListPlace : std::uint8_t {
    None,        // the search keeps no such lists
    Ungenerated, // its parent has not been expanded yet
    Open,        // generated, waiting on OPEN
    Closed,      // taken off OPEN into CLOSED: read (a leaf) or expanded
};

// A search that grows a search tree of its own inside the game tree (MCTS,
// TraceFeature::SearchTree): whether a node has joined it, and whether the current iteration's
// playout passes it (a playout visits nodes without adding them).
enum class TreePlace : std::uint8_t {
    None,    // the search keeps no such tree
    Outside, // not (yet) in the search tree
    InTree,  // in the search tree: it has N and Q
    Playout, // outside the search tree, on the current iteration's playout
};

// NodeFrame::proofNumber and disproofNumber: not generated yet, and ∞.
constexpr std::int32_t ProofNumberNone = -1;
constexpr std::int32_t ProofNumberInfinite = std::numeric_limits<std::int32_t>::max();

// What one node shows at one step. Everything the canvas draws for a node is here or is
// derived from here and the tree (the chance formula, the call stack).
struct NodeFrame {
    NodeState state = NodeState::Unreached;
    Bound bound = Bound::None;       // meaning of `value`: None = nothing yet
    SssStatus sss = SssStatus::None; // SSS*: the status of this node's state on OPEN, if any
    bool cutEdge = false;            // a cut-off pruned this node: mark the edge into it
    bool hasWindow = false;          // alpha/beta are meaningful
    bool solved = false;             // SSS*: a SOLVED state of this node went onto OPEN
    bool tableHit = false;           // the transposition table answered for it in this pass
    bool tableSkipped = false;       // below a table hit of this pass: spared, not cut off
    bool heuristic = false; // an inner node read at the pass's horizon: `value` is its heuristic
    // A move-ordering heuristic tries this node before siblings that come before it (a Reorder
    // event), shown as a badge while its parent is being searched in this pass.
    bool orderedEarly = false;
    OrderReason orderReason = OrderReason::PreviousBest;
    // Flags of the groups below, declared up here so that the struct packs without holes (a
    // frame is kept per node: 160 bytes rather than 184; 168 since pns's two numbers).
    bool notGenerated = false;        // B*: see pess, opt
    bool edgeWindow = false;          // *-minimax: see edgeAlpha, edgeBeta
    Bound probeBound = Bound::None;   // *-minimax: see probeValue
    ListPlace list = ListPlace::None; // breadth-first generation: OPEN, CLOSED or neither yet
    TreePlace tree = TreePlace::None; // a search that grows a search tree: in it, or not (yet)
    // A score a search ranks the node by among its siblings: OrderReason::History's history
    // score when ordered; MCTS's UCB value while its parent selects (`ranked`), and at the
    // selecting node itself the exploration constant c its children's values were made with.
    double orderScore = 0;
    double value = std::numeric_limits<double>::quiet_NaN(); // backed-up value so far
    double alpha = -std::numeric_limits<double>::infinity();
    double beta = std::numeric_limits<double>::infinity();
    double merit = 0; // SSS*: merit of the state on OPEN (after a LIVE one is taken: its merit)
    std::int32_t childrenDone = 0; // children that have returned (chance formula terms)
    // A search of several passes: what earlier passes left here. Each pass starts every node
    // afresh (state, value, window, OPEN, cut mark); a node an earlier pass visited is marked
    // until this pass visits it, and the value the last pass to visit it found stays readable,
    // for the orderings and comparisons between passes.
    bool visitedEarlier = false;      // visited in an earlier pass, not (yet) in this one
    Bound earlierBound = Bound::None; // meaning of earlierValue: None = no earlier value
    // A selection among the node's siblings is shown at this step (MCTS): orderScore is the
    // node's score in it (ranked), and this node is the one taken (picked).
    bool ranked = false;
    bool picked = false;
    double earlierValue = std::numeric_limits<double>::quiet_NaN();
    // How many times the node has been read as a leaf (or at the depth limit) so far, over all
    // passes: a leaf a later pass reads again shows it was read twice.
    std::int32_t readCount = 0;
    std::int32_t closedAt = 0; // breadth-first: its place in CLOSED from 1; 0 while not on CLOSED
    // B* (TraceFeature::Intervals): whether the node has been generated yet (notGenerated: its
    // parent expanded; the root always is), and its bounds so far: its own interval once
    // generated, backed up from its children once expanded. NaN: not known.
    double pess = std::numeric_limits<double>::quiet_NaN();
    double opt = std::numeric_limits<double>::quiet_NaN();
    // *-minimax: the window a chance node gave this node (edgeWindow: shown on the edge into it),
    // and what a Star2 probe found about it: at least (probeBound Lower) or at most probeValue;
    // probeBound None: no probe.
    double edgeAlpha = -std::numeric_limits<double>::infinity();
    double edgeBeta = std::numeric_limits<double>::infinity();
    double probeValue = std::numeric_limits<double>::quiet_NaN();
    // Chance nodes searched approximately (--min-prob, --samples). NaN: nothing to show.
    // A child below the threshold, not searched: its probability.
    double skippedProbability = std::numeric_limits<double>::quiet_NaN();
    std::int32_t draws = 0; // how many of its averaging parent's draws fell on it
    // A search that keeps visit statistics (MCTS): N, how many iterations passed through the
    // node in the search tree; its mean result Q is `value` (W = Q·N).
    std::int32_t visits = 0;
    // The interval the mass of its skipped children allows its value.
    double intervalLow = std::numeric_limits<double>::quiet_NaN();
    double intervalHigh = std::numeric_limits<double>::quiet_NaN();
    double exactValue = std::numeric_limits<double>::quiet_NaN(); // value is an estimate of it
    // Proof-number search (TraceFeature::ProofNumbers): the node's proof and disproof numbers
    // once generated, ProofNumberNone before, ProofNumberInfinite for ∞. Whole numbers no
    // larger than the tree (a sum of frontier counts), so 32 bits hold them.
    std::int32_t proofNumber = ProofNumberNone;
    std::int32_t disproofNumber = ProofNumberNone;
};

// No padding: every byte of a NodeFrame is a field (the holes once were fields unusedN, kept
// 0), so frames compare and hash as bytes, fast enough for the replayer's pool of a million.
static_assert(sizeof(NodeFrame) == 168, "a frame is kept per node: keep it packed, no holes");
static_assert(std::is_trivially_copyable_v<NodeFrame>);
static_assert(offsetof(NodeFrame, orderScore) == 16,
              "nodeFrameDigest reads the flags as two words");

// Whether two node frames are the same, every field compared, numbers bit for bit (so that NaN
// equals NaN and −0, shown as such, differs from 0).
inline bool sameNodeFrame(const NodeFrame &a, const NodeFrame &b)
{
    return std::memcmp(&a, &b, sizeof(NodeFrame)) == 0;
}

// A digest of every byte of a frame: frames with different digests differ, so comparing
// digests first spares most comparisons of 168 bytes (NodeFrames keeps one per slot, and the
// replayer's pools find their frames by it). Every field counts: a digest of a few fields put
// a breadth-first search's nodes, which differ only in their places in CLOSED, on one value.
inline std::uint32_t nodeFrameDigest(const NodeFrame &f)
{
    // Each word turned by its own amount and the lot folded: independent operations, so the
    // digest costs a few nanoseconds (a replay takes one per node change); then mixed once.
    std::uint64_t words[sizeof(NodeFrame) / 8];
    std::memcpy(words, &f, sizeof words);
    std::uint64_t h = 0;
    for (std::size_t i = 0; i < std::size(words); ++i)
        h ^= std::rotl(words[i], int(i * 13 % 64));
    h = (h ^ (h >> 31)) * 0x9E3779B97F4A7C15ull;
    return std::uint32_t(h ^ (h >> 32));
}

} // namespace gt
