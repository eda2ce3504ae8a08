#pragma once

#include "../grade/grade.h"
#include "../trace/eventkind.h"
#include "../trace/frame.h"
#include "../trace/replayer.h"
#include "../trace/trace.h"
#include "../tree/gametree.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace gt {

// QuizAsk and QuizQuestion: eventkind.h (an event kind says what its event asks).

// What the student gave.
struct QuizAnswer {
    double value = 0;          // Value; Counts: W
    std::vector<NodeId> nodes; // Pruned, Pick (any order; Pick: one)
    double visits = 0;         // Counts: N (as typed: 4.5 is no count and is wrong)
};

struct QuizVerdict {
    bool right = false;
    QString words; // "Right: C returns ≤ 3." / "Not quite: …"
    QString rule;  // the step's narration: why the answer is what it is
};

// The per-step quiz (Step ▸ Quiz) of one search, without widgets: which steps ask what,
// whether an answer is right, and the score. It decides per event type what a student can
// predict: values backing up (Return, Finish), bounds (Tighten), chance sums (ChanceAdd),
// cut-offs (Cutoff: which branches), the OPEN lists' choices (SssTake, CloseFront with more
// than one node waiting), SOLVED merits (SssPush), B*'s strategy and descent, MCTS's selection
// (the child UCB1 takes) and backpropagation (N and W, both exact). Every other event
// (entering a node, reading a leaf, pushes of LIVE states…) is just shown. The tree and the
// trace must outlive the quiz.
class Quiz {
public:
    Quiz(const GameTree &tree, const Trace &trace);

    int eventCount() const { return int(m_trace->events.size()); }
    // The question event `event` asks, or nothing when it is just shown.
    std::optional<QuizQuestion> questionAt(int event) const;
    // The first event at or after `from` that asks a question; -1 when none does.
    int nextQuestion(int from) const;

    // Judges an answer and records it (a question answered again keeps its first verdict in
    // the score: a second try knows the answer).
    QuizVerdict answer(const QuizQuestion &question, const QuizAnswer &given);
    // The student gave up: recorded as wrong, the answer is shown.
    QuizVerdict reveal(const QuizQuestion &question);
    bool isAnswered(int event) const { return m_results.count(event) != 0; }
    int asked() const { return int(m_results.size()); }
    int right() const;
    QString scoreText() const; // "Score: 5 of 7"

    // The node a click on `clicked` chooses for `question`: for Pruned, the child of the
    // cutting node above (or at) it; for Pick, the node itself. NoNode when it is no candidate.
    NodeId pickFor(const QuizQuestion &question, NodeId clicked) const;

private:
    // The question's text and candidates from the frame before the event (the replayer at
    // step `event`); nothing when the event is just shown there.
    std::optional<QuizQuestion> askBefore(const EventKind &kind, int event,
                                          const Frame &before) const;
    // Its answer from the frame after it.
    void answerAfter(QuizQuestion &q, const Frame &after) const;
    QuizVerdict judge(const QuizQuestion &q, bool right, const QString &given) const;

    const GameTree *m_tree;
    const Trace *m_trace;
    mutable Replayer m_replayer;
    std::map<int, bool> m_results; // by event: right or not
};

// Nodes as the quiz names them: "B, node 7 (4)", a leaf with its value as the canvas shows it.
QString nodeListText(const GameTree &tree, const std::vector<NodeId> &nodes);

// A value as a student types it: "3", "-2.5", "1/2", "inf", "−∞", optionally with a bound in
// front ("≤ 3", "<=3", ">= 5", "= 3"); nothing when it is not a number. The per-step quiz
// asks for the number alone and ignores the bound.
std::optional<grade::ValueClaim> parseQuizValue(const QString &text);

// How close a typed number must be (relative, as `gametree check --tolerance`): two decimals
// are enough (7.67 for 23/3).
constexpr double QuizTolerance = 0.005;

// Whether a typed N and W are a backpropagation's (QuizAsk::Counts): N the same count, W the same
// number exactly or as the canvas writes it (four decimals: 0.3333 for 1/3), never "close".
bool sameCounts(const QuizQuestion &question, const QuizAnswer &given);

// "N = 4, W = 2.5": a Counts answer as the quiz writes it.
QString countsText(double visits, double w);

} // namespace gt
