#pragma once

#include "figuregeometry.h"

#include "../layout/treelayout.h"
#include "../tree/gametree.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace gt {

// A game position drawn as a small board (issue 13): the plain primitives every drawing of a
// position shares (the canvas's board layer, the inspector, TikZ), so that a board looks the
// same on screen and on paper. Lengths are points for a node of BoardNodeSize; a drawer scales
// the whole picture with the node size (boardScale). y grows down, (0, 0) is the top left.
constexpr double BoardNodeSize = 36;

// What a primitive is painted with: a role, mapped to a colour of the style (boardColour).
enum class BoardInk : std::uint8_t {
    None,
    Paper,     // the board's ground
    Grid,      // lines between cells
    Frame,     // the board's outline, texts
    Highlight, // the last move's cell, the side to move
    Cross,     // x (and MAX's side of a score)
    Ring,      // o (and MIN's side)
    Neutral,   // the L-game's neutral pieces, Grundy's tokens, pips
    PlayerA,   // the L-game's L pieces: outline and fill
    PlayerAFill,
    PlayerB,
    PlayerBFill,
    Muted, // small print
};

struct BoardShape {
    enum class Kind : std::uint8_t {
        Rect, // box (x, y, w, h)
        Line, // from (x, y) to (x + w, y + h)
        Disc, // centre (x, y), radius w
        Text, // centred on (x, y), w = font size; `bold`
    };
    Kind kind = Kind::Rect;
    double x = 0, y = 0, w = 0, h = 0;
    BoardInk fill = BoardInk::None;
    BoardInk stroke = BoardInk::None;
    double lineWidth = 0;
    QString text;
    bool bold = false;
};

struct BoardPicture {
    double width = 0, height = 0;   // 0 × 0: no picture
    std::vector<BoardShape> shapes; // painted in order
    bool isNull() const { return shapes.empty(); }
};

// The picture of `text` in game `game` (the position format of docs/json-format.md and
// docs/games.md: ttt, gomoku, grundy, lgame, dice). A text that does not parse exactly, or a
// game without a drawing, gives a null picture: the node shows as it would without a position.
BoardPicture boardPicture(const QString &game, const QString &text);
// The size boardPicture will have, without parsing the text (it is asked for every node of a
// tree when measuring): by the game, and for Grundy's game by the number of piles. 0 × 0 for a
// game without a drawing. A text that does not parse still gets its room.
struct BoardExtent {
    double width = 0, height = 0;
};
BoardExtent boardExtent(const QString &game, const QString &text);

// Where a node's board goes: centred under its shape, clear of the outline by `gap` (the
// canvas and TikZ pass besideGap of their style). Not under chance nodes, whose weighted sum
// hangs there: a chance node's position is its parent's anyway (the roll has not happened).
bool nodeHasBoard(const GameTree &tree, NodeId n);
inline double boardScale(double nodeSize)
{
    return nodeSize / BoardNodeSize;
}
// The top left of the board of `board` × `scale` under a shape of `shape` centred on `centre`.
inline LayoutPoint boardOrigin(const LayoutPoint &centre, const NodeSize &shape,
                               const BoardExtent &board, double scale, double gap)
{
    return {centre.x - board.width * scale / 2, centre.y + shape.height / 2 + gap};
}

// Dice faces on chance edges: the faces of the roll named by the label of the edge into
// `child` ("4", "3+4"), when its parent is a chance node of a `dice` position; empty
// otherwise. The edge is then drawn with die faces instead of the digits.
std::vector<int> edgeDiceFaces(const GameTree &tree, NodeId child);
// One die per value, side by side, with their pips.
BoardPicture dicePicture(const std::vector<int> &faces);
// The top left of a picture of `width` × `height` at an edge's text spot (edgeTextSpot): the
// dice take the label's place, beside the edge on its outer side.
LayoutPoint pictureAtSpot(const EdgeTextSpot &spot, double width, double height);

// The colour of an ink in the canvas's SceneStyle (QColor) or the exports' Palette ("#rrggbb"):
// both have the same member names.
template <class Style> auto boardColour(const Style &s, BoardInk ink) -> decltype(s.foreground)
{
    switch (ink) {
    case BoardInk::None:
    case BoardInk::Paper: return s.background;
    case BoardInk::Grid: return s.edge;
    case BoardInk::Frame: return s.foreground;
    case BoardInk::Highlight: return s.chanceFill;
    case BoardInk::Cross: return s.pathColor;
    case BoardInk::Ring: return s.currentColor;
    case BoardInk::Neutral: return s.foreground;
    case BoardInk::PlayerA: return s.pathColor;
    case BoardInk::PlayerAFill: return s.maxFill;
    case BoardInk::PlayerB: return s.currentColor;
    case BoardInk::PlayerBFill: return s.minFill;
    case BoardInk::Muted: return s.mutedText;
    }
    return s.foreground;
}

} // namespace gt
