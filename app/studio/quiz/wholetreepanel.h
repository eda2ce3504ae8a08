#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gt {

class QuizMode;
class SearchSession;

// The whole-tree quiz's page of the quiz panel: a row per inner node to type its value in,
// the count of leaves clicked as pruned on the canvas, Check All and Show Answers, and then
// the score and the first wrong step with the rule that decides it. Rows of wrong values turn
// red.
class WholeTreePanel : public QWidget {
    Q_OBJECT
public:
    WholeTreePanel(QuizMode *mode, SearchSession *session, QWidget *parent);

    QTableWidget *table() const { return m_table; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *showButton() const { return m_show; }
    QLabel *resultLabel() const { return m_result; }
    // Past this many inner nodes the whole-tree quiz is refused, with a word why.
    static constexpr std::size_t MaxRows = 500;

    // The row of `node`'s value; -1 when it has none.
    int rowOf(int node) const;

private:
    void rebuild(); // a new tree or a new start: a row per inner node, empty
    void refresh();
    void check();

    QuizMode *m_mode;
    SearchSession *m_session;
    QTableWidget *m_table;
    QLabel *m_hint;
    QPushButton *m_check;
    QPushButton *m_show;
    QLabel *m_result;
    QLabel *m_rule;
    bool m_tooBig = false;
};

} // namespace gt
