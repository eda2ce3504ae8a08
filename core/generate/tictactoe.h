#pragma once

// Tic-tac-toe positions in the one text format every game shares (docs/games.md):
// three rows top to bottom joined by `/`, cells `x` `o` `.`, then the optional tokens `x`/`o`
// (the side to move, written only when the counts do not imply it) and `@b2` (the last move;
// columns a–c left to right, rows 1–3 bottom to top). The generator, its tests and the
// studio's board editor read and write positions only through these functions.

#include "core/tree/gametree.h"

#include <QString>

#include <array>
#include <optional>

namespace gt::ttt {

// Squares are numbered row-major from the top-left, the order the text lists them:
// 0 = a3, 1 = b3, 2 = c3, 3 = a2, 4 = b2, 5 = c2, 6 = a1, 7 = b1, 8 = c1.
constexpr int Squares = 9;
using Cells = std::array<char, Squares>; // '.', 'x' or 'o'

struct Position {
    Cells cells{'.', '.', '.', '.', '.', '.', '.', '.', '.'};
    char toMove = 'x';
    int lastMove = -1; // a square, or -1 when not known
};

QString squareName(int square); // "b2"
// The board part alone ("x.o/.x./..o"), checked for shape only: what the board editor needs
// to show a board the user is still typing. On failure *error says why.
std::optional<Cells> parseCells(const QString &board, QString *error);
QString cellsText(const Cells &cells);
// The side to move the counts imply: x unless x has one stone more.
char impliedToMove(const Cells &cells);
// 'x' or 'o' when that side has three in a row, 'b' when both have, 0 when neither.
char winner(const Cells &cells);

// A whole position, checked: the counts differ by at most one, a stated side to move fits
// them, at most one side has three in a row and it is the side that moved last, and a stated
// last move is a stone of that side. An empty text is the empty board with x to move. On
// failure returns nothing and *error says why.
std::optional<Position> parsePosition(const QString &text, QString *error);
QString positionText(const Position &position); // with `@` when the last move is known
QString positionKey(const Position &position);  // the board and the side to move, no `@`

// Nilsson's evaluation from x's (MAX's) view: the lines still open for x (no o on them)
// minus the lines still open for o (no x on them).
int openLinesDifference(const Cells &cells);
// Bounds on the value of a position not yet finished, from the lines still open (B*'s
// interval, with a win worth `win`): at most 0 when no line is open for x, at least 0 when
// none is open for o; otherwise a win either way.
Interval openLineBounds(const Cells &cells, int win);

} // namespace gt::ttt
