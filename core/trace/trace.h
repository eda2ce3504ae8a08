#pragma once

#include "../tree/gametree.h"

#include <QFlags>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace gt {

// The kinds of step an algorithm reports. Each event is one step of the stepper.
enum class EventType : std::uint8_t {
    Enter,     // node becomes current; detail 1: a/b = its window (alpha, beta)
    ReadLeaf,  // node is a leaf (or a node at the depth limit) whose value a is read
    Return,    // node is finished with value a (detail: Bound); its parent `other` now holds b
               // (other NoNode: the root, with its value in a pass that is not the last)
    ChanceAdd, // node is finished with value a and its chance parent `other` adds p*a; b = p
    Tighten,   // a bound at node tightens: a = alpha, b = beta after the change
    Cutoff,    // at node, alpha a >= beta b: children from `other` on are pruned (detail: Cut)
    SssTake,   // SSS*: the state of node (detail: SssStatus) with merit a is taken off OPEN;
               // b = −1 when OPEN takes the lowest merit first (DUAL*), else 0
    SssPush,   // SSS*: a state of node (detail: SssStatus) with merit a goes onto OPEN; b as
               // for SssTake
    SssPurge,  // SSS*: every state below node is removed from OPEN; `other` = how many,
               // aux = how many never-visited subtrees this cuts off (0: it prunes nothing)
    Finish,    // the search ends with value a at the root (node); nodes never reached are pruned
    PassStart, // a pass of a search made of several begins at the root (node): a/b = its window,
               // aux = its number from 1, detail = PassKind, other = its depth limit (NoNode: none)
    TableHit,  // the transposition table answers for node without searching it: a/b = the
               // stored [lower, upper], detail = Bound of the value it returns (a Return
               // follows, as after a search), other = the node whose search stored the entry
};

// What a pass of a search made of several is: one iteration of a deepening search, an
// aspiration window, a null-window test (PVS, MTD), or the re-search after a test failed.
enum class PassKind : std::uint8_t { Window, Depth, NullWindowTest, ReSearch };

// What a value shown at a node means.
enum class Bound : std::uint8_t { None, Exact, Lower, Upper };
enum class SssStatus : std::uint8_t { None, Live, Solved };

// Why a cut-off happened, for narration.
enum class Cut : std::uint8_t {
    AtMax, // a MAX node's value reached beta: v >= beta
    AtMin, // a MIN node's value fell to alpha: v <= alpha
};

// 32 bytes: a million-node search keeps its trace in well under 100 MB.
struct TraceEvent {
    EventType type{};
    std::uint8_t line = 0;   // pseudocode line executed, 1-based; 0 when none
    std::uint8_t detail = 0; // Bound, SssStatus, Cut or PassKind, by type
    std::uint8_t pad = 0;
    NodeId node = NoNode;
    NodeId other = NoNode;
    std::int32_t aux = 0; // SssTake/SssPush: the Γ case 1..6; Enter: depth; SssPurge, PassStart:
                          // above
    double a = 0;
    double b = 0;
};
static_assert(sizeof(TraceEvent) == 32);

// What a search found, in the shape of `gametree eval --json`.
struct SearchSummary {
    double value = 0;
    std::optional<int> bestChild; // index among the root's children; none for a leaf or chance root
    std::vector<NodeId> leavesRead; // in the order read (in every pass that reads them)
    std::vector<NodeId> pruned;     // ascending: nodes never visited, in any pass
    std::int64_t leavesEvaluated = 0;
    std::int64_t internalVisited = 0; // each pass counts the inner nodes it visits
    std::int64_t cutoffs = 0;
};

// What a trace's frames use beyond values and the tree, declared by the algorithm that made
// it, so that views and exports know which docks and drawings apply without knowing which
// algorithm it was.
enum class TraceFeature : std::uint32_t {
    Window = 1u << 0,             // entered nodes carry an alpha/beta window
    OpenList = 1u << 1,           // states go on and off an OPEN list (SssTake/SssPush/SssPurge)
    AveragesMin = 1u << 2,        // MIN nodes average their children uniformly (expectimax)
    ChanceSums = 1u << 3,         // chance nodes show their weighted sums
    Passes = 1u << 4,             // the search is made of several passes (re-searches, iterations)
    TranspositionTable = 1u << 5, // a table of bounds by key is read and written
    Intervals = 1u << 6,          // nodes carry intervals [pess, opt] (B*)
};
Q_DECLARE_FLAGS(TraceFeatures, TraceFeature)
Q_DECLARE_OPERATORS_FOR_FLAGS(TraceFeatures)

// The whole record of one search, computed up front; frames are replayed from it.
struct Trace {
    QString algorithm;      // registry id, as Algorithm::id() gives it
    TraceFeatures features; // what its frames use; set from the algorithm by search()
    std::vector<TraceEvent> events;
    SearchSummary summary;
};

} // namespace gt
