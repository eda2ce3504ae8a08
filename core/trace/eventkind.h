#pragma once

#include "frame.h"
#include "trace.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace gt {

class FrameEdit;
class JsonFields;

// A node finished with a value: it returned (to its parent, or as the search's result), Star2
// probed it, or SSS* put a SOLVED state of it onto OPEN.
struct Finished {
    NodeId node = NoNode;
    double value = 0;
    Bound bound = Bound::None; // SSS*: Lower, since a SOLVED merit min(m, value) ≤ value
                               // (DUAL*: Upper, max(m, value) ≥ value)
};

// What the narrator, the JSON writer and the quiz hand an event kind: the event `index` of a
// trace over a tree.
struct EventContext {
    const GameTree &tree;
    const Trace &trace;
    int index;
    const TraceEvent &e;
};

// What a quiz question wants from the student.
enum class QuizAsk : std::uint8_t {
    Value,  // a number: a value backing up, a bound, a chance node's sum, a merit
    Pruned, // the set of branches a cut-off prunes: the children, clicked on the canvas
    Pick,   // one node: the state taken off OPEN, the root child or child a descent goes to
    Counts, // two numbers, exact: the N and W a backpropagation leaves at an MCTS node
};

// One quiz question, asked before the step that reveals its answer (the trace event `event`;
// the session stands at step `event`, the answer shows at step `event + 1`). Plain data, so
// that an event kind can say what its event asks (core/quiz judges the answers).
struct QuizQuestion {
    int event = -1;
    QuizAsk ask = QuizAsk::Value;
    NodeId node = NoNode;      // the node the question is about (Pruned: the node that cuts off)
    QString text;              // the question, in words
    double value = 0;          // Value: the answer; Counts: W
    std::int64_t visits = 0;   // Counts: N
    Bound bound = Bound::None; // Value: what the answer means (a fail-hard return "≤ 3")
    std::vector<NodeId> nodes; // Pruned: the pruned children, ascending; Pick: the one node
    // The nodes a click may choose among: Pruned, the children not yet visited; Pick, the
    // states on OPEN, the root's or the node's children. Empty for Value.
    std::vector<NodeId> candidates;
    QString answerText; // the answer in words: "≤ 3", "nodes 7 and 8", "C"
};

// Preorder ranges [first, end) of nodes an event prunes or spares, for the graders.
using NodeRanges = std::vector<std::pair<NodeId, NodeId>>;

// Everything one event type means, in one place: its name in the trace format and the fields
// it writes there, how it changes a frame, its sentence, and the facts the queries, the quiz
// and the graders read. The machinery (Replayer, eventJson, narrate, eventquery, Quiz, grade)
// is bookkeeping plus a lookup of the kind; a family of algorithms declares its kinds in its
// folder (core/search/<family>/) and the registry adds them to the table, so that a new
// family edits nothing in core/trace. A null hook means "nothing": no change, no field, no
// question, no fact.
struct EventKind {
    EventType type{};
    const char *name = "unknown"; // the trace format's "type"

    // The frame. `apply` makes the event's own changes; the replayer then clears the node it
    // visits of "visited earlier", moves the focus to current(e, before) (null: e.node) and
    // calls `settle` (SSS*: OPEN's bounds follow the change).
    void (*apply)(FrameEdit &, const TraceEvent &) = nullptr;
    NodeId (*current)(const TraceEvent &, NodeId before) = nullptr;
    void (*settle)(FrameEdit &, const TraceEvent &) = nullptr;
    bool focusesSolved = false; // the focus may go to a finished, solved node (SSS*'s take)
    bool queues = false;        // its node goes onto the back of the OPEN queue (Frame::queued)

    // The trace format: the fields between "node" and "line", in the order written.
    void (*json)(JsonFields &, const EventContext &) = nullptr;
    // Its sentence (narrate()).
    QString (*narrate)(const EventContext &) = nullptr;

    // Facts. visited: the node the event visits (eventquery's visitedNode); finished: the node
    // it finishes with a value (finishedBy); pruned: what it prunes or spares (the graders);
    // leafRead: it reads a leaf's value (isLeafRead); prunesWithCutoff: it names more children
    // of the Cutoff just before it (PruneToo).
    NodeId (*visited)(const TraceEvent &) = nullptr;
    std::optional<Finished> (*finished)(const TraceEvent &) = nullptr;
    void (*pruned)(const GameTree &, const TraceEvent &, NodeRanges &) = nullptr;
    bool leafRead = false;
    bool prunesWithCutoff = false;

    // The quiz: the question the event asks, the frame before it given (null or nothing: the
    // event is just shown).
    std::optional<QuizQuestion> (*ask)(const EventContext &, const Frame &before) = nullptr;
};

// A narration a family gives a common event in its traces (B*'s end, the second phase of
// breadth-first minimax, a chance node's cut-off): asked first when the trace has every one of
// `features` (none: always); an empty text leaves the event to its own kind.
struct NarrationRefinement {
    EventType type{};
    TraceFeatures features;
    QString (*narrate)(const EventContext &) = nullptr;
};

// The event kinds in use: one per type id. Type ids below FamilyEventTypes are EventType's
// values; a family may declare further ones in its folder as `constexpr EventType X{N}` with
// N from FamilyEventTypes up, so that it need not edit trace.h.
class EventKindTable {
public:
    static constexpr int FamilyEventTypes = 64;
    void add(const EventKind &kind); // once per type
    void refine(const NarrationRefinement &refinement);
    const EventKind *find(EventType type) const { return m_kinds[std::size_t(type)]; }
    // The kind's name as one shared string (a student's trace read back may hold millions of
    // events), or null when no kind has that name.
    const QString *sharedName(const QString &name) const;
    std::vector<const EventKind *> all() const; // by type id
    const std::vector<NarrationRefinement> &refinements() const { return m_refinements; }

private:
    std::array<const EventKind *, 256> m_kinds{};
    std::array<QString, 256> m_names;
    std::vector<NarrationRefinement> m_refinements;
};

// The kinds of core/trace's own events: enter, read, return, chance add, tighten, cut-off,
// pass start, finish.
void addCommonEventKinds(EventKindTable &table);

// The table the machinery reads. The registry (core/search/registry.cpp,
// registerBuiltinEventKinds) builds it — the common kinds and every family's — and installs
// it, explicitly, on its first use (a search, the list of algorithms), before any trace
// exists; core/trace never reaches into core/search for it. Until then only the common kinds
// are known. The table must outlive every use.
void installEventKinds(const EventKindTable *table);
const EventKindTable &eventKinds();
// The kind of a type; a type no kind is known for reads as one that changes and means nothing.
const EventKind &eventKind(EventType type);

} // namespace gt
