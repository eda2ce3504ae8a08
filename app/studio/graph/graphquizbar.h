#pragma once

#include "core/quiz/graphquiz.h"

#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gt {

// The graph window's quiz (issue 31): stepping retrograde analysis with the quiz on stops
// before each step that decides something about a position and asks what it becomes
// (core/quiz/graphquiz.h); an answer, or Show Answer, says whether it was right and the rule,
// and steps on. The tree window's Step ▸ Quiz asks the same way about searches.
class GraphQuizBar : public QWidget {
    Q_OBJECT
public:
    explicit GraphQuizBar(QWidget *parent = nullptr);
    ~GraphQuizBar() override;

    // A new analysis (nullptr: none that steps): the quiz starts again.
    void setAnalysis(const GameGraph *graph, const RetrogradeResult *result);
    // The positions the quiz asks about (GraphQuiz::setAskedVertices): those the window draws
    // of a graph shown in part; empty: every one. Kept for the quizzes started later.
    void setAskedVertices(std::vector<bool> asked);
    QAction *toggleAction() const { return m_toggle; }
    bool isActive() const { return m_quiz != nullptr; }

    // Where a step from `from` towards `to` may go: with the quiz on, to the first question not
    // answered on the way, which it then asks; otherwise `to`.
    int hold(int from, int to);
    // Answers the question asked; false when nothing is asked or the text is no answer.
    bool submit(const QString &text);
    void reveal();

    const GraphQuiz *quiz() const { return m_quiz.get(); }
    int askedStep() const { return m_asked; } // the step asked about; -1: none
    QString questionText() const;
    QString verdictText() const;
    QString scoreText() const;

signals:
    void advance(int step); // answered: the step to show now

private:
    void setActive(bool on);
    QString introText() const; // before the first question
    void ask(int step);
    void showVerdict(const QuizVerdict &verdict);

    const GameGraph *m_graph = nullptr;
    const RetrogradeResult *m_result = nullptr;
    std::unique_ptr<GraphQuiz> m_quiz;
    int m_asked = -1;
    std::vector<bool> m_askedVertices;
    QAction *m_toggle;
    QLabel *m_question;
    QLineEdit *m_answer;
    QPushButton *m_check;
    QPushButton *m_show;
    QLabel *m_verdict;
    QLabel *m_score;
};

} // namespace gt
