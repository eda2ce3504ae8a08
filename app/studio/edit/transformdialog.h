#pragma once

#include "core/edit/leaftransform.h"
#include "core/tree/gametree.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace gt {

// Edit ▸ Transform Leaf Values…: choose a monotone map and see, before applying it, what it
// does to the values and to the decisions: the root's value and best move under minimax (or
// expectiminimax) and expectimax, before and after, and the lecture's sentence ("Minimax's
// decision is unchanged (L). Expectimax's decision changes from L to R."). Everything it shows
// is computed in core/edit/leaftransform; OK applies the map as one undoable step.
class TransformDialog : public QDialog {
    Q_OBJECT
public:
    explicit TransformDialog(const GameTree &tree, QWidget *parent = nullptr);

    // The map chosen; nothing while a and b of the affine map do not read as numbers.
    std::optional<LeafMap> map() const;
    void setMap(LeafMapKind kind);
    QString comparisonText() const; // the sentence, or empty while the map is refused
    QString problemText() const;    // why OK is disabled, or the warning; empty otherwise

private:
    void update();
    void showComparison(const GameTree &after);

    GameTree m_tree;
    QComboBox *m_map;
    QLineEdit *m_a;
    QLineEdit *m_b;
    QLabel *m_note;   // what the chosen map does and when it is refused
    QLabel *m_values; // a few values and what they become
    QTableWidget *m_table;
    QLabel *m_sentence;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace gt
