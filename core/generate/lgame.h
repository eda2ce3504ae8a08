#pragma once

#include "../graph/gamegraph.h"
#include "../io/readerror.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

// The L-game (Edward de Bono, 1967; the Baltic OI 2002 task "L-game"): the rules, the one text
// format of its positions, and the retrograde analysis of every position. A pure library: the
// generator (lgamegenerator.cpp) and `gametree lgame` (app/cli) are built on it.
//
//   squares:   0  1  2  3     row 0 is the top row: the first line of lgame.in
//              4  5  6  7     bit s of a Squares mask is square s
//              8  9 10 11     in move labels the columns are a–d left to right and
//             12 13 14 15     the rows 1–4 bottom to top (square 12 is a1, square 3 is d4)
namespace gt::lgame {

using Squares = std::uint16_t;
enum class Player : std::uint8_t { A, B };

// The 48 placements of an L on the board (8 orientations × 6 places each), in a fixed order:
// by their mask, ascending. Moves and analysis refer to an L by its index here.
constexpr int PlacementCount = 48;
const std::array<Squares, PlacementCount> &placements();
int placementOf(Squares cells); // its index, or -1 when the cells are not an L

// A position: where everything stands and who is to move. Always legal when built by
// parsePosition, readTaskInput or play: two non-overlapping L's and two neutrals on other squares.
struct Position {
    std::uint8_t lA = 0; // index into placements()
    std::uint8_t lB = 0;
    Squares neutrals = 0; // exactly two bits
    Player toMove = Player::A;
    bool operator==(const Position &) const = default;
};

// The standard start: x##./.#*./.#*./.**x A (the L's interlocked, neutrals in two corners).
Position startPosition();

// A move: the mover's L to a new placement, then at most one neutral piece from one square to
// an empty one (from = to = -1: the neutrals stay).
struct Move {
    std::uint8_t placement = 0;
    std::int8_t from = -1;
    std::int8_t to = -1;
    bool movesNeutral() const { return from >= 0; }
    bool operator==(const Move &) const = default;
};

// Every legal move, in the order the generator shows them and ties are broken in: by the L's
// placement index, and for each placement first "neutrals stay", then the neutral on the
// lower-numbered square before the other, each to its target squares in ascending order (13
// moves per placement). Empty: the mover cannot move its L and has lost.
std::vector<Move> legalMoves(const Position &p);
Position play(const Position &p, const Move &m);

// The WAVE4 position text: 4 rows of 4 joined by '/', '.' empty, 'x' neutral, '#' A's L,
// '*' B's L, then the side to move, `A` or `B` ("x##./.#*./.#*./.**x A").
QString positionText(const Position &p);
// Reads positionText's form; the side to move may be left out (then A moves, as in the task).
// On failure *error says what is wrong, naming the row or the token.
std::optional<Position> parsePosition(const QString &text, QString *error);
// The 4 lines of lgame.in (A to move), each ended by '\n'.
QByteArray taskLines(const Position &p);
// Reads lgame.in: exactly 4 lines of 4 of `.x#*`, four #'s forming an L, four *'s forming an L,
// two x's; A to move. Errors name the place: "lgame.in:2:3: 'o' is not one of . x # *".
std::optional<Position> readTaskInput(const QByteArray &bytes, const QString &source,
                                      ReadError *error);

// "b2b3b4c4" (the L's new squares, by column then row), then " a4→d1" when a neutral moves.
QString moveLabel(const Move &m);

// The position under the symmetry of the square that gives the smallest code: equal for
// positions that a rotation or reflection maps onto each other (the side to move is kept).
std::uint64_t canonicalCode(const Position &p);

// What the side to move gets with best play: a win in `plies` (the fastest), a loss in `plies`
// (the slowest; 0: it cannot move its L now), or a draw (plies 0): neither side can force a win.
enum class Outcome : std::uint8_t { Win, Loss, Draw };
struct Result {
    Outcome outcome = Outcome::Draw;
    int plies = 0;
    bool operator==(const Result &) const = default;
};

// The game graph of all 18,368 positions (lgamegraph.cpp), as the side to move sees them: every
// vertex is written with A to move, so `#` is the mover's L, and a move hands the board over
// (its successor is written with the L's letters swapped). Vertex ids: by the mover's L's
// placement, the other L's placement, then the neutrals' squares (lower, higher) ascending.
// Moves in legalMoves() order; they never repeat a successor. `moveLabels` names them
// (moveLabel()).
constexpr int PositionCount = 18368;
GameGraph positionGraph(bool moveLabels);
// The vertex of p in positionGraph(): p as the side to move sees it.
int positionIndex(const Position &p);
const Position &positionAt(int index); // the vertex's position, A to move

// The retrograde analysis of all positions (core/graph/retrograde.h on positionGraph()),
// computed once per process on first use.
Result analyse(const Position &p);

// Figures of the whole analysis, for tests and docs/games.md.
struct AnalysisStats {
    int positions = 0;                   // legal positions with a given side to move (18,368)
    int classes = 0;                     // the same up to the 8 symmetries of the square (2,296)
    int wins = 0, losses = 0, draws = 0; // among `positions`
    int terminalLosses = 0;              // losses in 0: the mover cannot move its L
    int terminalClasses = 0;             // the same up to symmetry
    int longestWin = 0;                  // the most plies of a win with best play
    int mostMoves = 0;                   // the most legal moves of any position
    double milliseconds = 0;             // the time the analysis took
};
const AnalysisStats &analysisStats();

// The Baltic OI answer for A to move: the position after the winning move that wins fastest
// (ties: the first in legalMoves order), else nothing; and the outcome that says which.
struct TaskAnswer {
    std::optional<Move> winningMove;
    Result result; // of the position given
};
TaskAnswer solveTask(const Position &p);
// What the task prints: the 4 lines after the move, or "No winning move\nDraw\n" / "…Losing\n".
QByteArray taskOutput(const Position &p);

} // namespace gt::lgame
