#pragma once

#include "../io/readerror.h"
#include "../trace/trace.h"
#include "../tree/gametree.h"

#include <QJsonObject>
#include <QString>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace gt::grade {

// Grading a student's answer against the search's own trace (issue 14, `gametree check`, the
// quiz's whole-tree mode). Plain data in, plain data out: the command line reads the answers
// from files (answerreader.h), the quiz builds them from what the student typed and clicked.
// Every grade*() walks the reference trace in order and reports the FIRST difference, at the
// step of the trace that decides it, in words a student can follow, with the rule (the
// narration of that step: "At C, β = 2 ≤ α = 3: the remaining children c2 = 4 and c3 = 6 are
// pruned.").

// What the grader says about an answer.
struct Verdict {
    bool right = true;
    int step = 0;         // the step (from 1) of the search's trace that decides the first
                          // difference; 0 when right or when no single step does
    NodeId node = NoNode; // the node the difference is about, NoNode when none
    QString difference;   // what differs: "C returns 2 (at most 2), not 3"
    QString rule;         // why, in the trace's words: the narration of `step`
    TextPos where;        // where in the answer file the wrong item is; 0:0 when unknown

    // The whole report in one paragraph: "step 9: C returns …. At C, β = 2 ≤ α = 3: …".
    QString message() const;
};

// How closely a number must match: |answer − expected| ≤ tolerance · max(1, |expected|).
// Students' programs print doubles in many ways ("54.5", "3.3333333333333335").
struct GradeOptions {
    double tolerance = 1e-6;
};

// A value as the student writes it: "3", "≤ 2" / "<=2" (an upper bound), "≥ 5" / ">=5".
// Bound::None: the number alone, whatever bound the search found; Lower/Upper must also match
// the bound the search returned; Exact: "= 3", the search must have found the exact value.
struct ValueClaim {
    double value = 0;
    Bound bound = Bound::None;
    TextPos where; // in the answer file, for messages; 0:0 when typed in a window
};

// A list of leaves: in the order read, or the set never read. A student's program may name a
// leaf by its preorder id or by its value (LeafItem::byValue); a name in the file is resolved
// to an id by the reader.
struct LeafItem {
    NodeId id = NoNode; // when !byValue
    double value = 0;   // when byValue: the value read (a leaf's value, or a heuristic value)
    bool byValue = false;
    TextPos where;
};
struct LeafListAnswer {
    std::vector<LeafItem> items;
};

// The best move at the root: the root child's index (0-based, as `eval --json`'s best_child).
struct BestMoveAnswer {
    int childIndex = 0;
    TextPos where;
};

// MCTS's visit counts at the root (`eval --json`'s `visits`): N of every root child, in order.
struct VisitsAnswer {
    std::vector<std::int64_t> counts;
    std::vector<TextPos> where; // of each count
};

// A whole trace in the `gametree trace` JSON-lines format (docs/trace-format.md), one object
// per event. Fields the student leaves out are not checked; "step", "line" and "text" never
// are (they are the product's own numbering and words); "type" and "node" are required.
struct AnswerEvent {
    QString type;         // "enter", "read", "cutoff", …
    NodeId node = NoNode; // a name in the file is resolved to its id
    QJsonObject fields;   // every other field as written (names of nodes in
                          // them are resolved when compared)
    int line = 0;         // the answer file's line, for messages
};
struct TraceAnswer {
    std::vector<AnswerEvent> events;
};

// The whole tree at once (the quiz's whole-tree mode, `check --answer whole`): a value per
// node and the set of leaves never read. Leaf values may be given or left out; an inner node
// in `pruned` stands for every leaf below it.
struct WholeTreeAnswer {
    std::map<NodeId, ValueClaim> values;    // the nodes the student gave a value
    std::optional<std::set<NodeId>> pruned; // none: not answered (not graded)
    TextPos prunedWhere;                    // where the list is, for a missing leaf
};

// An answer file may hold several parts ("value: 3", "leaves: …" lines): each that is present
// is graded, and the earliest difference wins.
struct Answer {
    std::optional<ValueClaim> value;
    std::optional<LeafListAnswer> leavesRead;
    std::optional<LeafListAnswer> pruned;
    std::optional<BestMoveAnswer> bestMove;
    std::optional<VisitsAnswer> visits;
    std::optional<TraceAnswer> trace;
    std::optional<WholeTreeAnswer> wholeTree;
};

// The root's value (the search's `value`; an approximate search's approximation).
Verdict gradeValue(const GameTree &tree, const Trace &trace, const ValueClaim &answer,
                   const GradeOptions &options = {});
// The leaves read, in order, one entry per evaluation (`eval --json`'s `leaves`).
Verdict gradeLeavesRead(const GameTree &tree, const Trace &trace, const LeafListAnswer &answer,
                        const GradeOptions &options = {});
// The leaves never read, in any order; an inner node stands for every leaf below it.
Verdict gradePruned(const GameTree &tree, const Trace &trace, const LeafListAnswer &answer,
                    const GradeOptions &options = {});
// The best move (`best_child`). A root without one (a leaf, a chance node) is a usage matter
// for the caller: hasBestMove() says so first.
bool hasBestMove(const Trace &trace);
Verdict gradeBestMove(const GameTree &tree, const Trace &trace, const BestMoveAnswer &answer);
// The root children's visit counts of a search that keeps them (mcts; hasVisits() says so
// first, the caller's usage matter like hasBestMove). A count too small is wrong at the back-up
// that takes the child past it; one too large at the end of the search.
bool hasVisits(const Trace &trace);
Verdict gradeVisits(const GameTree &tree, const Trace &trace, const VisitsAnswer &answer);
// A whole trace, event by event.
Verdict gradeTrace(const GameTree &tree, const Trace &trace, const TraceAnswer &answer,
                   const GradeOptions &options = {});
// Every node's value and the pruned leaves: the first step at which the search shows a value
// or a cut-off the answer contradicts.
Verdict gradeWholeTree(const GameTree &tree, const Trace &trace, const WholeTreeAnswer &answer,
                       const GradeOptions &options = {});
// Every part the answer has; the earliest difference (by step) wins.
Verdict gradeAnswer(const GameTree &tree, const Trace &trace, const Answer &answer,
                    const GradeOptions &options = {});

// What the search shows at the end, per node, as the whole-tree answer would give it: for the
// quiz's answer page and for a student who wants to see the answer. A node's value is the last
// one it finished with (the last pass's), with its bound; nodes never finished have none.
struct NodeOutcome {
    std::optional<ValueClaim> value; // `where` unused
    int step = 0;                    // the step that gives that value (0: none)
    bool pruned = false;             // never visited in any pass
    int prunedStep = 0;              // the step that prunes it (the last cut-off over it)
};
std::vector<NodeOutcome> outcomes(const GameTree &tree, const Trace &trace);

} // namespace gt::grade
