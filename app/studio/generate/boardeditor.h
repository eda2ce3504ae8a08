#pragma once

#include <QWidget>

#include <array>

class QLineEdit;
class QPushButton;

namespace gt {

class Generator;

// File ▸ New from Game…'s board editor for tic-tac-toe: a 3×3 grid of buttons over the
// generator's `position` field. Clicking a square cycles it empty → x → o → empty and rewrites
// the field's board (keeping a side-to-move token, dropping `@`, which may no longer hold);
// typing in the field redraws the grid. The field stays the one value: the generator checks
// it and the dialog's preview says what is wrong with a board that cannot occur.
class TicTacToeBoardEditor : public QWidget {
    Q_OBJECT
public:
    TicTacToeBoardEditor(QLineEdit *positionField, QWidget *parent = nullptr);

    // The generator whose position this edits, found in a form built from its options: tic-tac-toe.
    static bool edits(const Generator &generator);
    static QString positionOption(); // "position": the field's option

private:
    void cycle(int square);
    void showField();

    QLineEdit *m_field;
    std::array<QPushButton *, 9> m_squares{};
};

} // namespace gt
