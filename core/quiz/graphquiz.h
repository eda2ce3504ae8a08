#pragma once

#include "../graph/retrograde.h"
#include "quiz.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace gt {

// One question of the graph quiz: what a position becomes at the next step of retrograde
// analysis, asked before the step is shown.
struct GraphQuizQuestion {
    enum class Ask : std::uint8_t {
        Label,   // WIN/LOSS/DRAW and the remoteness ("loss 2", "draw")
        Counter, // d after a decrement ("d = 1", "1")
    };
    int step = -1; // the index in RetrogradeResult::steps of the step asked about
    Ask ask = Ask::Label;
    VertexId vertex = NoVertex;
    QString text;                        // the question, in words
    GameResult label = GameResult::Draw; // Label: the answer
    int remoteness = -1;                 // Label: the answer's remoteness (-1: a draw)
    int counter = 0;                     // Counter: the answer
    QString answerText;                  // "LOSS 2", "d = 1"
};

// What a student typed for a graph question: a label with or without a remoteness ("win 3",
// "LOSS in 2", "draw"), or a counter ("d = 1", "1"). Nothing when it is neither.
struct GraphQuizAnswer {
    std::optional<GameResult> label;
    int remoteness = -1; // -1: not given
    std::optional<int> counter;
};
std::optional<GraphQuizAnswer> parseGraphQuizAnswer(const QString &text);

// The per-step quiz of retrograde analysis in the graph window, without widgets, built as the
// tree's Quiz is (quiz.h): it decides which steps ask what, judges an answer, keeps the score.
// It asks what a position becomes: a terminal (LOSS 0 or its declared result), a predecessor of
// a LOSS (WIN, one more), a predecessor of a WIN (its counter one less, or LOSS, one more, when
// that was its last way out), an undecided position once the queue is empty (DRAW). A
// Dequeue is only shown, and so is the Label after a decrement to 0 (the decrement asked it).
// The graph and the result must outlive the quiz.
class GraphQuiz {
public:
    GraphQuiz(const GameGraph &graph, const RetrogradeResult &result);

    int stepCount() const { return int(m_result->steps.size()); }
    std::optional<GraphQuizQuestion> questionAt(int step) const;
    int nextQuestion(int from) const; // the first step at or after `from` that asks; -1: none
    // Asks only about the vertices marked true (by id of the graph); empty, the default: about
    // every vertex. The graph window marks the positions of the neighbourhood it draws, so that
    // the L-game's two million steps ask about what the students see.
    void setAskedVertices(std::vector<bool> asked);

    QuizVerdict answer(const GraphQuizQuestion &question, const GraphQuizAnswer &given);
    QuizVerdict reveal(const GraphQuizQuestion &question);
    bool isAnswered(int step) const { return m_results.count(step) != 0; }
    int asked() const { return int(m_results.size()); }
    int right() const;
    QString scoreText() const; // "Score: 5 of 7", the tree quiz's words

private:
    QuizVerdict judge(const GraphQuizQuestion &q, bool right, const QString &given) const;
    // Whether step asks, without building its question: nextQuestion() runs over millions.
    bool asks(int step) const;

    const GameGraph *m_graph;
    const RetrogradeResult *m_result;
    std::map<int, bool> m_results; // by step: right or not
    std::vector<bool> m_asked;     // by vertex; empty: every vertex
};

} // namespace gt
