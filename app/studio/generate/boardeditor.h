#pragma once

#include <QWidget>

#include <optional>
#include <vector>

class QLineEdit;
class QPushButton;

namespace gt {

class Generator;

// File ▸ New from Game…'s board editor: a grid of buttons over a game's `position` field, whose
// board is rows of cells x, o and . from the top, joined by '/' (tic-tac-toe's 3×3, Gomoku's
// 15×15). Clicking a square cycles it empty → x → o → empty and rewrites the field's board
// (keeping a side-to-move token, dropping `@`, which may no longer hold); typing in the field
// redraws the grid. The field stays the one value: the generator checks it and the dialog's
// preview says what is wrong with a board that cannot occur. An empty field is the game's
// default board (tic-tac-toe's empty one, Gomoku's x on h8), which the grid shows.
class BoardEditor : public QWidget {
    Q_OBJECT
public:
    // A game's board: its size and the board an empty field stands for ("x" on the squares
    // listed, by index from the top left).
    struct Shape {
        int size = 3;
        std::vector<int> defaultX;
    };

    BoardEditor(QLineEdit *positionField, const Shape &shape, QWidget *parent = nullptr);

    // The board of a generator whose position this edits (tic-tac-toe, Gomoku), else none.
    static std::optional<Shape> shapeFor(const Generator &generator);
    static QString positionOption(); // "position": the field's option

private:
    QString defaultBoard() const;
    std::optional<QString> cellsOf(const QString &board) const; // size² cells, or none
    void cycle(int square);
    void showField();

    QLineEdit *m_field;
    Shape m_shape;
    std::vector<QPushButton *> m_squares;
};

} // namespace gt
