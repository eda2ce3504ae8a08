#pragma once

#include "views/export/exportoptions.h"

#include "core/quiz/quiz.h"
#include "core/quiz/wholetreequiz.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QAction;

namespace gt {

class CanvasController;
class QuizMarks;
class SearchSession;

// Step ▸ Quiz: the studio asks before each step that reveals something. While it is on, the
// session cannot step past the first question not yet answered (SearchSession's step limit),
// clicks on the canvas choose branches or nodes for the question instead of selecting, and an
// answer (or Show Answer) steps on to show what the search did. What is asked and whether it
// is right is the plain Quiz's; this class only connects it to the session and the canvas.
// The whole-tree mode holds the search at step 0 while the student gives every value and
// clicks the pruned leaves, then grades it all at once.
class QuizMode : public QObject {
    Q_OBJECT
public:
    enum class Kind { Steps, WholeTree };

    QuizMode(SearchSession *session, CanvasController *canvas, QObject *parent);
    ~QuizMode() override;

    QAction *toggleAction() const { return m_toggle; }
    bool isActive() const { return m_active; }
    void setActive(bool on);
    Kind kind() const { return m_kind; }
    void setKind(Kind kind); // starts the quiz again from the first step

    // The question the student is at: the current step is the first one not answered yet.
    // Nothing when the student is behind it (→ steps on), at the end, or in the whole-tree mode.
    const std::optional<QuizQuestion> &question() const { return m_question; }
    // Steps (from 1) still to go before the next question; 0 when it is asked now; -1: none left.
    int stepsToQuestion() const;
    const Quiz *quiz() const { return m_quiz.get(); }

    // What the student has clicked for the question (Pruned, Pick) or, in the whole-tree mode,
    // the leaves chosen as pruned.
    const std::vector<NodeId> &chosen() const { return m_chosen; }
    // A click on the canvas at a node or on the edge into it: toggles it (Pick: chooses it).
    // Returns whether the click meant something to the quiz.
    bool click(NodeId node);
    // Judges the question: `typed` for a value question (`typed` N and `typedW` W for an MCTS
    // backpropagation's two numbers), the clicked nodes for the others. False (and nothing
    // recorded) when a value does not read as a number.
    bool check(const QString &typed, const QString &typedW = QString());
    void showAnswer(); // recorded as wrong; the answer is shown as after a check
    const std::optional<QuizVerdict> &lastVerdict() const { return m_verdict; }

    // The whole-tree mode: grades every value typed (by node) and the leaves clicked as pruned
    // (chosen()), then lets the student step through the search to see why. False when a
    // value is not a number (*badNode names it): nothing is graded.
    bool checkWholeTree(const std::map<NodeId, QString> &typed, NodeId *badNode);
    const std::optional<WholeTreeResult> &wholeTreeResult() const { return m_wholeResult; }
    void showWholeTreeAnswers(); // the search's last step: every value and every cut

    // The handout of this quiz (views/export/quizhandout.h) drawn as the canvas draws (the
    // options come from `source`, the window's export options), written to `path`. False with
    // *error when there is no search to quiz or the file cannot be written.
    void setExportOptionsSource(std::function<ExportOptions()> source);
    bool saveHandout(const QString &path, QString *error) const;

signals:
    void activeChanged(bool on);
    void changed();   // the question, the choice, the verdict or the score changed
    void held();      // a step forward was held back at the question
    void restarted(); // a fresh quiz: started, another mode, or a new search

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void restart();   // a new trace, or a new start: a fresh quiz from step 0
    void settle();    // after a step change: the question, the step limit, the marks
    void drawMarks(); // the choice and the candidates on the canvas
    void advance(QuizVerdict verdict);
    bool wantsClicks() const;
    std::vector<NodeId> clickableNodes() const;

    SearchSession *m_session;
    CanvasController *m_canvas;
    QAction *m_toggle;
    bool m_active = false;
    Kind m_kind = Kind::Steps;
    std::unique_ptr<Quiz> m_quiz;
    int m_frontier = -1; // the first question not answered yet (an event index); -1: none
    std::optional<QuizQuestion> m_question;
    std::optional<QuizVerdict> m_verdict;
    int m_verdictStep = -1; // the step the verdict's answer took the search to
    std::vector<NodeId> m_chosen;
    std::optional<WholeTreeResult> m_wholeResult;
    std::function<ExportOptions()> m_exportOptions;
    QPointer<QuizMarks> m_marks; // the scene deletes it with its items on a new tree
};

} // namespace gt
