#pragma once

#include <QDockWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;

namespace gt {

class QuizMode;
class SearchSession;
class WholeTreePanel;

// The quiz's panel: the question, a field for a value (two for MCTS's N and W; or a word on
// what to click), Check and
// Show Answer, the verdict with the rule that decides it, and the score; a second page for the
// whole-tree mode. Shown while Step ▸ Quiz is on. All it knows is the QuizMode.
class QuizDock : public QDockWidget {
    Q_OBJECT
public:
    QuizDock(QuizMode *mode, SearchSession *session, QWidget *parent);

    QLineEdit *answerField() const { return m_answer; }  // a value; an MCTS update's N
    QLineEdit *secondField() const { return m_answerW; } // an MCTS update's W
    QPushButton *checkButton() const { return m_check; }
    QPushButton *showButton() const { return m_show; }
    QPushButton *handoutButton() const { return m_handout; }
    QComboBox *kindBox() const { return m_kind; }
    QLabel *questionLabel() const { return m_question; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *scoreLabel() const { return m_score; }
    WholeTreePanel *wholeTreePanel() const { return m_whole; }

protected:
    void closeEvent(QCloseEvent *event) override; // closing the panel ends the quiz

private:
    void exportHandout();
    void refresh();
    void check();

    QuizMode *m_mode;
    QComboBox *m_kind;
    QStackedWidget *m_pages;
    QLabel *m_question;
    QLabel *m_hint;
    QLineEdit *m_answer;
    QLineEdit *m_answerW;
    QPushButton *m_check;
    QPushButton *m_show;
    QLabel *m_verdict;
    QLabel *m_rule;
    QLabel *m_score;
    QPushButton *m_handout;
    WholeTreePanel *m_whole;
};

} // namespace gt
