#include "boardpicture.h"

#include <QStringList>

#include <algorithm>
#include <optional>

namespace gt {

namespace {

constexpr double TttCell = 12;
constexpr double GomokuCell = 6;
constexpr int GomokuWindow = 7; // the cells around the last move a node shows of 15 × 15
constexpr double LgameCell = 10;
constexpr double PilePitch = 10; // Grundy: one column per pile
constexpr double PileArea = 30;  // the tallest pile's column
constexpr double PileLabel = 11; // the count under each column
constexpr int MaxTokens = 8;     // a taller pile is drawn as a bar
constexpr double DiceWidth = 64, DiceHeight = 40;
constexpr double DieSize = 14, DiePitch = 17;
constexpr double FrameWidth = 0.8, GridWidth = 0.5;

// A non-negative decimal number of at most six digits, as the formats write counts.
std::optional<int> count(QStringView s)
{
    if (s.isEmpty() || s.size() > 6 || (s.size() > 1 && s.front() == u'0'))
        return std::nullopt;
    int v = 0;
    for (QChar c : s) {
        if (!c.isDigit() || c.unicode() > '9')
            return std::nullopt;
        v = v * 10 + (c.unicode() - '0');
    }
    return v;
}

// The board and its tokens: single spaces between, nothing around.
std::optional<QStringList> words(const QString &text)
{
    const QStringList parts = text.split(u' ');
    for (const QString &p : parts) {
        if (p.isEmpty())
            return std::nullopt;
    }
    return parts;
}

// Rows top to bottom joined by '/', each `size` cells of `cells`.
std::optional<QString> gridCells(const QString &board, int size, QStringView cells)
{
    const QStringList rows = board.split(u'/');
    if (rows.size() != size)
        return std::nullopt;
    QString out;
    for (const QString &row : rows) {
        if (row.size() != size)
            return std::nullopt;
        for (QChar c : row) {
            if (!cells.contains(c))
                return std::nullopt;
        }
        out += row;
    }
    return out;
}

// A tic-tac-toe or Gomoku position: x, o and empty cells, the last move (−1 for none).
struct Marks {
    int size = 0;
    QString cells;                     // row-major, top row first
    int lastRow = -1, lastColumn = -1; // from the top left
};

std::optional<Marks> parseMarks(const QString &text, int size)
{
    const auto parts = words(text);
    if (!parts)
        return std::nullopt;
    Marks m;
    m.size = size;
    const auto cells = gridCells(parts->front(), size, u"xo.");
    if (!cells)
        return std::nullopt;
    m.cells = *cells;
    bool sideGiven = false;
    for (qsizetype i = 1; i < parts->size(); ++i) {
        const QString &t = parts->at(i);
        if (t == QLatin1String("x") || t == QLatin1String("o")) {
            if (sideGiven)
                return std::nullopt;
            sideGiven = true;
        } else if (t.startsWith(u'@') && t.size() >= 3 && m.lastRow < 0) {
            const int column = t[1].unicode() - 'a';
            const auto row = count(QStringView(t).mid(2));
            if (column < 0 || column >= size || !row || *row < 1 || *row > size)
                return std::nullopt;
            m.lastColumn = column;
            m.lastRow = size - *row; // rows count from the bottom
            if (m.cells[m.lastRow * size + column] == u'.')
                return std::nullopt; // the last move left a mark
        } else {
            return std::nullopt;
        }
    }
    // Without a side to move, the counts must say it: equal (x to move) or one more x.
    const auto xs = m.cells.count(u'x'), os = m.cells.count(u'o');
    if (!sideGiven && xs != os && xs != os + 1)
        return std::nullopt;
    return m;
}

BoardShape rect(double x, double y, double w, double h, BoardInk fill,
                BoardInk stroke = BoardInk::None, double lineWidth = 0)
{
    return {BoardShape::Kind::Rect, x, y, w, h, fill, stroke, lineWidth, {}, false};
}

BoardShape line(double x0, double y0, double x1, double y1, BoardInk ink, double lineWidth)
{
    return {BoardShape::Kind::Line, x0,  y0,        x1 - x0, y1 - y0,
            BoardInk::None,         ink, lineWidth, {},      false};
}

BoardShape disc(double x, double y, double r, BoardInk fill, BoardInk stroke = BoardInk::None,
                double lineWidth = 0)
{
    return {BoardShape::Kind::Disc, x, y, r, r, fill, stroke, lineWidth, {}, false};
}

BoardShape label(double x, double y, double size, const QString &s, BoardInk ink, bool bold = false)
{
    return {BoardShape::Kind::Text, x, y, size, size, BoardInk::None, ink, 0, s, bold};
}

// A board of `columns` × `rows` cells: the ground, then `cellsFirst` (highlights), the grid
// lines, the frame. Marks go on top afterwards.
void gridBoard(BoardPicture &p, int columns, int rows, double cell,
               const std::vector<BoardShape> &cellsFirst)
{
    p.width = columns * cell;
    p.height = rows * cell;
    p.shapes.push_back(rect(0, 0, p.width, p.height, BoardInk::Paper));
    p.shapes.insert(p.shapes.end(), cellsFirst.begin(), cellsFirst.end());
    for (int c = 1; c < columns; ++c)
        p.shapes.push_back(line(c * cell, 0, c * cell, p.height, BoardInk::Grid, GridWidth));
    for (int r = 1; r < rows; ++r)
        p.shapes.push_back(line(0, r * cell, p.width, r * cell, BoardInk::Grid, GridWidth));
    p.shapes.push_back(rect(0, 0, p.width, p.height, BoardInk::None, BoardInk::Frame, FrameWidth));
}

BoardPicture tttPicture(const QString &text)
{
    const auto m = parseMarks(text, 3);
    if (!m)
        return {};
    BoardPicture p;
    const double c = TttCell;
    std::vector<BoardShape> last;
    if (m->lastRow >= 0)
        last.push_back(rect(m->lastColumn * c, m->lastRow * c, c, c, BoardInk::Highlight));
    gridBoard(p, 3, 3, c, last);
    const double inset = 0.25 * c, stroke = 0.13 * c;
    for (int r = 0; r < 3; ++r) {
        for (int col = 0; col < 3; ++col) {
            const double x = col * c, y = r * c;
            const QChar mark = m->cells[r * 3 + col];
            if (mark == u'x') {
                p.shapes.push_back(line(x + inset, y + inset, x + c - inset, y + c - inset,
                                        BoardInk::Cross, stroke));
                p.shapes.push_back(line(x + c - inset, y + inset, x + inset, y + c - inset,
                                        BoardInk::Cross, stroke));
            } else if (mark == u'o') {
                p.shapes.push_back(disc(x + c / 2, y + c / 2, c / 2 - inset, BoardInk::None,
                                        BoardInk::Ring, stroke));
            }
        }
    }
    return p;
}

// Stones in the tic-tac-toe marks' colours (x blue, o orange, on either palette), on a window of
// the 15 × 15 board around the last move (or the centre): the whole board would need cells too
// small to see at a node's size.
BoardPicture gomokuPicture(const QString &text)
{
    const auto m = parseMarks(text, 15);
    if (!m)
        return {};
    const int half = GomokuWindow / 2;
    const int centreRow = m->lastRow >= 0 ? m->lastRow : 7;
    const int centreColumn = m->lastColumn >= 0 ? m->lastColumn : 7;
    const int top = std::clamp(centreRow - half, 0, 15 - GomokuWindow);
    const int left = std::clamp(centreColumn - half, 0, 15 - GomokuWindow);
    BoardPicture p;
    const double c = GomokuCell;
    std::vector<BoardShape> last;
    if (m->lastRow >= 0)
        last.push_back(
            rect((m->lastColumn - left) * c, (m->lastRow - top) * c, c, c, BoardInk::Highlight));
    gridBoard(p, GomokuWindow, GomokuWindow, c, last);
    for (int r = 0; r < GomokuWindow; ++r) {
        for (int col = 0; col < GomokuWindow; ++col) {
            const QChar mark = m->cells[(top + r) * 15 + left + col];
            if (mark == u'.')
                continue;
            p.shapes.push_back(disc((col + 0.5) * c, (r + 0.5) * c, 0.42 * c,
                                    mark == u'x' ? BoardInk::Cross : BoardInk::Ring));
        }
    }
    if (m->lastRow >= 0) // the stone covers its cell's highlight: a dot on it, as Go diagrams do
        p.shapes.push_back(disc((m->lastColumn - left + 0.5) * c, (m->lastRow - top + 0.5) * c,
                                0.16 * c, BoardInk::Paper));
    return p;
}

std::optional<std::vector<int>> parsePiles(const QString &text)
{
    const QStringList parts = text.split(u'+');
    std::vector<int> piles;
    for (const QString &s : parts) {
        const auto n = count(s);
        if (!n || *n < 1 || (!piles.empty() && *n > piles.back())) // largest first
            return std::nullopt;
        piles.push_back(*n);
    }
    return piles;
}

// One column per pile: a stack of tokens while they fit, else a bar to scale; the count under.
BoardPicture grundyPicture(const QString &text)
{
    const auto piles = parsePiles(text);
    if (!piles)
        return {};
    const BoardExtent size = boardExtent(QStringLiteral("grundy"), text);
    BoardPicture p;
    p.width = size.width;
    p.height = size.height;
    const int largest = piles->front();
    const double tokenPitch = PileArea / MaxTokens;
    for (std::size_t i = 0; i < piles->size(); ++i) {
        const int n = (*piles)[i];
        const double x = 2 + (double(i) + 0.5) * PilePitch;
        if (largest <= MaxTokens) {
            for (int k = 0; k < n; ++k)
                p.shapes.push_back(disc(x, PileArea - (k + 0.5) * tokenPitch, tokenPitch * 0.42,
                                        BoardInk::Neutral));
        } else {
            const double h = PileArea * n / largest;
            p.shapes.push_back(rect(x - 3, PileArea - h, 6, h, BoardInk::Neutral));
        }
        p.shapes.push_back(
            label(x, PileArea + PileLabel / 2 + 1, 7.5, QString::number(n), BoardInk::Frame));
    }
    return p;
}

// The L-game: 4 × 4, each L filled in its player's colour and outlined along its border,
// the two neutral pieces as discs.
BoardPicture lgamePicture(const QString &text)
{
    const auto parts = words(text);
    if (!parts || parts->size() > 2 ||
        (parts->size() == 2 && parts->at(1) != QLatin1String("A") &&
         parts->at(1) != QLatin1String("B")))
        return {};
    const auto cells = gridCells(parts->front(), 4, u".x#*");
    if (!cells || cells->count(u'#') != 4 || cells->count(u'*') != 4 || cells->count(u'x') != 2)
        return {};
    const double c = LgameCell;
    auto at = [&](int r, int col) {
        return r < 0 || r > 3 || col < 0 || col > 3 ? u' ' : (*cells)[r * 4 + col];
    };
    std::vector<BoardShape> fills;
    for (int r = 0; r < 4; ++r) {
        for (int col = 0; col < 4; ++col) {
            if (at(r, col) == u'#' || at(r, col) == u'*')
                fills.push_back(
                    rect(col * c, r * c, c, c,
                         at(r, col) == u'#' ? BoardInk::PlayerAFill : BoardInk::PlayerBFill));
        }
    }
    BoardPicture p;
    gridBoard(p, 4, 4, c, fills);
    for (int r = 0; r < 4; ++r) {
        for (int col = 0; col < 4; ++col) {
            const QChar k = at(r, col);
            const double x = col * c, y = r * c;
            if (k == u'x') {
                p.shapes.push_back(disc(x + c / 2, y + c / 2, 0.28 * c, BoardInk::Neutral));
                continue;
            }
            if (k != u'#' && k != u'*')
                continue;
            const BoardInk ink = k == u'#' ? BoardInk::PlayerA : BoardInk::PlayerB;
            const double w = 1.4;
            if (at(r - 1, col) != k)
                p.shapes.push_back(line(x, y, x + c, y, ink, w));
            if (at(r + 1, col) != k)
                p.shapes.push_back(line(x, y + c, x + c, y + c, ink, w));
            if (at(r, col - 1) != k)
                p.shapes.push_back(line(x, y, x, y + c, ink, w));
            if (at(r, col + 1) != k)
                p.shapes.push_back(line(x + c, y, x + c, y + c, ink, w));
        }
    }
    return p;
}

// Pig: MAX's and MIN's scores side by side, the side to move's half highlighted, the turn
// total under them.
BoardPicture dicePositionPicture(const QString &text)
{
    const auto parts = words(text);
    if (!parts || parts->size() != 3)
        return {};
    const QStringList scores = parts->at(0).split(u'-');
    const QString &turn = parts->at(1);
    const QString &side = parts->at(2);
    if (scores.size() != 2 || !count(scores[0]) || !count(scores[1]) || !turn.startsWith(u'+') ||
        !count(QStringView(turn).mid(1)) ||
        (side != QLatin1String("max") && side != QLatin1String("min")))
        return {};
    BoardPicture p;
    p.width = DiceWidth;
    p.height = DiceHeight;
    const double half = DiceWidth / 2, split = 28;
    p.shapes.push_back(rect(0, 0, p.width, p.height, BoardInk::Paper));
    p.shapes.push_back(
        rect(side == QLatin1String("max") ? 0 : half, 0, half, split, BoardInk::Highlight));
    p.shapes.push_back(line(half, 0, half, split, BoardInk::Grid, GridWidth));
    p.shapes.push_back(line(0, split, p.width, split, BoardInk::Grid, GridWidth));
    p.shapes.push_back(rect(0, 0, p.width, p.height, BoardInk::None, BoardInk::Frame, FrameWidth));
    p.shapes.push_back(label(half / 2, 7, 7, QStringLiteral("MAX"), BoardInk::Muted));
    p.shapes.push_back(label(half / 2, 19, 12, scores[0], BoardInk::Frame, true));
    p.shapes.push_back(label(half * 1.5, 7, 7, QStringLiteral("MIN"), BoardInk::Muted));
    p.shapes.push_back(label(half * 1.5, 19, 12, scores[1], BoardInk::Frame, true));
    p.shapes.push_back(label(half, 34, 7.5, QStringLiteral("turn ") + turn, BoardInk::Frame));
    return p;
}

} // namespace

BoardPicture boardPicture(const QString &game, const QString &text)
{
    if (game == QLatin1String("ttt"))
        return tttPicture(text);
    if (game == QLatin1String("gomoku"))
        return gomokuPicture(text);
    if (game == QLatin1String("grundy"))
        return grundyPicture(text);
    if (game == QLatin1String("lgame"))
        return lgamePicture(text);
    if (game == QLatin1String("dice"))
        return dicePositionPicture(text);
    return {};
}

BoardExtent boardExtent(const QString &game, const QString &text)
{
    if (game == QLatin1String("ttt"))
        return {3 * TttCell, 3 * TttCell};
    if (game == QLatin1String("gomoku"))
        return {GomokuWindow * GomokuCell, GomokuWindow * GomokuCell};
    if (game == QLatin1String("grundy"))
        return {4 + double(text.count(u'+') + 1) * PilePitch, PileArea + PileLabel};
    if (game == QLatin1String("lgame"))
        return {4 * LgameCell, 4 * LgameCell};
    if (game == QLatin1String("dice"))
        return {DiceWidth, DiceHeight};
    return {};
}

bool nodeHasBoard(const GameTree &tree, NodeId n)
{
    return tree.kind(n) != NodeKind::Chance && !tree.gameId(n).isEmpty();
}

std::vector<int> edgeDiceFaces(const GameTree &tree, NodeId child)
{
    const NodeId p = child > 0 && child < tree.size() ? tree.parent(child) : NoNode;
    if (p == NoNode || tree.kind(p) != NodeKind::Chance || tree.gameId(p) != QLatin1String("dice"))
        return {};
    const QString label = tree.label(child);
    const QStringList parts = label.split(u'+');
    std::vector<int> faces;
    for (const QString &s : parts) {
        if (s.size() != 1 || s[0] < u'1' || s[0] > u'6')
            return {};
        faces.push_back(s[0].unicode() - '0');
    }
    return faces.size() <= 2 ? faces : std::vector<int>{};
}

BoardPicture dicePicture(const std::vector<int> &faces)
{
    BoardPicture p;
    if (faces.empty())
        return p;
    p.width = DieSize + double(faces.size() - 1) * DiePitch;
    p.height = DieSize;
    // Pips on a 3 × 3 lattice, by face: which of the nine spots (row-major) are on.
    static const char *const spots[6] = {"....o....", "o.......o", "o...o...o",
                                         "o.o...o.o", "o.o.o.o.o", "o.oo.oo.o"};
    for (std::size_t i = 0; i < faces.size(); ++i) {
        const double left = double(i) * DiePitch;
        p.shapes.push_back(rect(left, 0, DieSize, DieSize, BoardInk::Paper, BoardInk::Frame, 0.9));
        const char *on = spots[std::clamp(faces[i], 1, 6) - 1];
        for (int k = 0; k < 9; ++k) {
            if (on[k] == 'o')
                p.shapes.push_back(disc(left + DieSize * (0.25 + 0.25 * (k % 3)),
                                        DieSize * (0.25 + 0.25 * (k / 3)), 1.35,
                                        BoardInk::Neutral));
        }
    }
    return p;
}

LayoutPoint pictureAtSpot(const EdgeTextSpot &spot, double width, double height)
{
    const LayoutPoint c = spot.corner;
    switch (spot.side) {
    case TextSide::Right: return {c.x, c.y - height / 2};
    case TextSide::Above: return {c.x - width / 2, c.y - height};
    case TextSide::UpperLeft: return {c.x - width, c.y - height};
    case TextSide::UpperRight: return {c.x, c.y - height};
    }
    return c;
}

} // namespace gt
