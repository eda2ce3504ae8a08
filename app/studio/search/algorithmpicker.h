#pragma once

#include <QObject>
#include <QString>

class QAction;
class QActionGroup;
class QComboBox;
class QMenu;
class QWidget;

namespace gt {

class GameTree;
class SearchSession;

// The algorithm choice, in the toolbar (a combo box) and in the Algorithm menu (radio
// actions), kept in step with the session. A pick is the session's AlgorithmChoice's, which brings
// the options the algorithm was last searched with. An algorithm that
// cannot search the current tree stays in both lists, disabled, with its reason as the tooltip: the
// lecturer learns why alpha-beta does not take chance nodes instead of meeting an error box.
class AlgorithmPicker : public QObject {
    Q_OBJECT
public:
    AlgorithmPicker(SearchSession *session, QWidget *parentWidget);

    QComboBox *comboBox() const { return m_combo; }
    void fillMenu(QMenu *menu) const;

    // Why `id` cannot search the session's tree; empty when it can.
    QString refusal(const QString &id) const;
    // What to search a newly opened tree with: the algorithm the user last picked if it
    // accepts the tree, else the one core/search suggests (the first that takes every node as
    // written: a chance tree goes to expectiminimax, not expectimax), else the first that
    // accepts it.
    QString choiceFor(const GameTree &tree) const;
    // What to search a hand-edited tree with: the session's algorithm while it accepts the
    // tree, else choiceFor(tree) (a node made chance under alpha-beta switches, as typing one
    // does). Refusals are about node kinds, so an edit left half done switches nothing.
    QString choiceAfterEdit(const GameTree &tree) const;
    QString preferred() const { return m_preferred; }
    void setPreferred(const QString &id) { m_preferred = id; }
    // A choice made outside the picker (the command line's --algo): it becomes the preferred
    // algorithm, and the session's when it can search the current tree (an empty tree takes
    // any). A refused one changes nothing else: the next tree opened explains the refusal.
    void prefer(const QString &id);

signals:
    void picked(const QString &id); // the user chose an algorithm

private:
    void pick(const QString &id);
    void switchTo(const QString &id); // the session's choice: `id` and its options
    void updateAvailability();
    void showAvailability();
    void syncToSession();

    SearchSession *m_session;
    QComboBox *m_combo;
    QActionGroup *m_group;
    QString m_preferred;
};

} // namespace gt
