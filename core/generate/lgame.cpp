// The L-game's rules and its text formats. The analysis is in lgameanalysis.cpp.
#include "lgame.h"

#include "../io/inputlimits.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <bit>
#include <set>
#include <tuple>

namespace gt::lgame {

namespace {

constexpr int Side = 4;

Squares bit(int square)
{
    return Squares(1u << square);
}

// The L as drawn in the rules, then every image of it under the symmetries of the square,
// slid to every place where it fits.
std::array<Squares, PlacementCount> makePlacements()
{
    struct Cell {
        int row, col;
    };
    const std::array<Cell, 4> base{{{0, 0}, {1, 0}, {2, 0}, {2, 1}}};
    std::set<Squares> found;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        std::array<Cell, 4> shape = base;
        for (Cell &c : shape) {
            for (int turn = 0; turn < symmetry % 4; ++turn)
                c = {c.col, -c.row};
            if (symmetry >= 4)
                c.col = -c.col;
        }
        int minRow = Side, minCol = Side;
        for (const Cell &c : shape) {
            minRow = std::min(minRow, c.row);
            minCol = std::min(minCol, c.col);
        }
        for (int dr = 0; dr < Side; ++dr) {
            for (int dc = 0; dc < Side; ++dc) {
                Squares mask = 0;
                bool fits = true;
                for (const Cell &c : shape) {
                    const int r = c.row - minRow + dr, col = c.col - minCol + dc;
                    fits = fits && r < Side && col < Side;
                    mask |= fits ? bit(r * Side + col) : 0;
                }
                if (fits)
                    found.insert(mask);
            }
        }
    }
    std::array<Squares, PlacementCount> list{};
    std::copy(found.begin(), found.end(), list.begin()); // a std::set is sorted: ascending masks
    return list;
}

char pieceAt(const Position &p, int square)
{
    if (placements()[p.lA] & bit(square))
        return '#';
    if (placements()[p.lB] & bit(square))
        return '*';
    return p.neutrals & bit(square) ? 'x' : '.';
}

QString squareName(int square)
{
    return QString(QChar(u'a' + square % Side)) + QChar(u'0' + (Side - square / Side));
}

// Turns a board of 16 characters from '.', 'x', '#', '*' (already checked) into a position
// with A to move; on failure says what is wrong and, in *square, where (-1: nowhere in
// particular).
std::optional<Position> positionOfBoard(const QString &board, QString *error, int *square)
{
    struct Piece {
        QChar letter;
        QString what;
        int count;
    };
    const std::array<Piece, 3> pieces{
        {{u'#', QCoreApplication::translate("gt::Generator", "player A's L"), 4},
         {u'*', QCoreApplication::translate("gt::Generator", "player B's L"), 4},
         {u'x', QCoreApplication::translate("gt::Generator", "the neutral pieces"), 2}}};
    std::array<Squares, 3> masks{};
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        int count = 0;
        *square = -1;
        for (int s = 0; s < Side * Side; ++s) {
            if (board[s] != pieces[i].letter)
                continue;
            masks[i] |= bit(s);
            if (++count == pieces[i].count + 1)
                *square = s; // the first one too many
        }
        if (count != pieces[i].count) {
            *error =
                QCoreApplication::translate("gt::Generator", "%1 '%2' on the board, not %3 (%4)")
                    .arg(count)
                    .arg(pieces[i].letter)
                    .arg(pieces[i].count)
                    .arg(pieces[i].what);
            return std::nullopt;
        }
        *square = std::countr_zero(unsigned(masks[i]));
        if (i < 2 && placementOf(masks[i]) < 0) {
            *error = QCoreApplication::translate("gt::Generator", "the four '%1' do not form an L")
                         .arg(pieces[i].letter);
            return std::nullopt;
        }
    }
    *square = -1;
    return Position{std::uint8_t(placementOf(masks[0])), std::uint8_t(placementOf(masks[1])),
                    masks[2], Player::A};
}

bool isPieceLetter(QChar c)
{
    return c == u'.' || c == u'x' || c == u'#' || c == u'*';
}

// Issue 27: a NUL was quoted as itself, which a terminal shows as '' or '�'. A character that
// shows as nothing (a control or format character, a lone surrogate) is named by its code point.
QString notAPieceLetter(QChar c)
{
    if (!c.isPrint() && !c.isSpace())
        return QCoreApplication::translate("gt::Generator", "U+%1 is not one of . x # *")
            .arg(QString::number(c.unicode(), 16).toUpper().rightJustified(4, u'0'));
    return QCoreApplication::translate("gt::Generator", "'%1' is not one of . x # *").arg(c);
}

} // namespace

const std::array<Squares, PlacementCount> &placements()
{
    static const std::array<Squares, PlacementCount> list = makePlacements();
    return list;
}

int placementOf(Squares cells)
{
    const auto &list = placements();
    const auto it = std::lower_bound(list.begin(), list.end(), cells);
    return it != list.end() && *it == cells ? int(it - list.begin()) : -1;
}

Position startPosition()
{
    QString error;
    return *parsePosition(QStringLiteral("x##./.#*./.#*./.**x A"), &error);
}

std::vector<Move> legalMoves(const Position &p)
{
    const bool a = p.toMove == Player::A;
    const int own = a ? p.lA : p.lB;
    const Squares blocked = placements()[a ? p.lB : p.lA] | p.neutrals;
    std::vector<Move> moves;
    for (int i = 0; i < PlacementCount; ++i) {
        const Squares l = placements()[i];
        if (i == own || (l & blocked))
            continue;
        moves.push_back({std::uint8_t(i), -1, -1});
        const Squares empty = Squares(~(l | blocked));
        for (int from = 0; from < Side * Side; ++from) {
            if (!(p.neutrals & bit(from)))
                continue;
            for (int to = 0; to < Side * Side; ++to) {
                if (empty & bit(to))
                    moves.push_back({std::uint8_t(i), std::int8_t(from), std::int8_t(to)});
            }
        }
    }
    return moves;
}

Position play(const Position &p, const Move &m)
{
    Position next = p;
    (p.toMove == Player::A ? next.lA : next.lB) = m.placement;
    if (m.movesNeutral())
        next.neutrals = Squares((p.neutrals & ~bit(m.from)) | bit(m.to));
    next.toMove = p.toMove == Player::A ? Player::B : Player::A;
    return next;
}

QString positionText(const Position &p)
{
    QString text;
    for (int s = 0; s < Side * Side; ++s) {
        if (s > 0 && s % Side == 0)
            text += QLatin1Char('/');
        text += QLatin1Char(pieceAt(p, s));
    }
    return text + (p.toMove == Player::A ? QStringLiteral(" A") : QStringLiteral(" B"));
}

std::optional<Position> parsePosition(const QString &text, QString *error)
{
    const QStringList tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (tokens.isEmpty()) {
        *error = QCoreApplication::translate(
            "gt::Generator", "an L-game position is 4 rows of 4 joined by '/', e.g. "
                             "x##./.#*./.#*./.**x A");
        return std::nullopt;
    }
    const QStringList rows = tokens.front().split(QLatin1Char('/'));
    if (rows.size() != Side) {
        *error = QCoreApplication::translate("gt::Generator",
                                             "an L-game board has 4 rows joined by '/', not %1")
                     .arg(rows.size());
        return std::nullopt;
    }
    for (int r = 0; r < Side; ++r) {
        if (rows[r].size() != Side) {
            *error = QStringLiteral("row %1 has %2 squares, not 4").arg(r + 1).arg(rows[r].size());
            return std::nullopt;
        }
        for (const QChar c : rows[r]) {
            if (!isPieceLetter(c)) {
                *error = QStringLiteral("row %1: %2").arg(r + 1).arg(notAPieceLetter(c));
                return std::nullopt;
            }
        }
    }
    int square = -1;
    auto position = positionOfBoard(rows.join(QString()), error, &square);
    if (!position)
        return std::nullopt;
    if (tokens.size() > 2 || (tokens.size() == 2 && tokens[1] != QLatin1String("A") &&
                              tokens[1] != QLatin1String("B"))) {
        *error = QCoreApplication::translate("gt::Generator",
                                             "'%1' after the board: the side to move is A or B")
                     .arg(tokens.mid(1).join(QLatin1Char(' ')));
        return std::nullopt;
    }
    if (tokens.size() == 2 && tokens[1] == QLatin1String("B"))
        position->toMove = Player::B;
    return position;
}

QByteArray taskLines(const Position &p)
{
    QByteArray lines;
    for (int s = 0; s < Side * Side; ++s) {
        lines += pieceAt(p, s);
        if (s % Side == Side - 1)
            lines += '\n';
    }
    return lines;
}

std::optional<Position> readTaskInput(const QByteArray &bytes, const QString &source,
                                      ReadError *error)
{
    if (bytes.size() > MaxInputBytes) {
        *error = inputTooLarge(bytes, source);
        return std::nullopt;
    }
    if (auto bad = checkUtf8(bytes, source)) {
        *error = *bad;
        return std::nullopt;
    }
    auto fail = [&](int line, int column, const QString &message) -> std::optional<Position> {
        *error = ReadError{source, {line, column}, message};
        return std::nullopt;
    };
    // Lines end as every reader counts them (LF, CR LF, lone CR); a last line ending and empty
    // lines after the board are fine, anything else past 4 lines is not.
    QString text = QString::fromUtf8(bytes);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\r'), u'\n');
    QStringList lines = text.split(QLatin1Char('\n'));
    if (text.endsWith(u'\n'))
        lines.removeLast(); // what follows the last line ending is not a line
    while (lines.size() > Side && lines.back().isEmpty())
        lines.removeLast();
    if (lines.size() > Side)
        return fail(Side + 1, 1,
                    QCoreApplication::translate(
                        "gt::Generator", "more than 4 lines: lgame.in holds the board only"));
    QString board;
    for (int r = 0; r < lines.size(); ++r) {
        const QString &line = lines[r];
        for (int c = 0; c < std::min<int>(line.size(), Side); ++c) {
            if (!isPieceLetter(line[c]))
                return fail(r + 1, c + 1, notAPieceLetter(line[c]));
        }
        if (line.size() != Side)
            return fail(r + 1, std::min<int>(line.size(), Side) + 1,
                        QCoreApplication::translate(
                            "gt::Generator", "line %1 has %2 characters; each of the 4 lines has 4")
                            .arg(r + 1)
                            .arg(line.size()));
        board += line;
    }
    if (lines.size() < Side)
        return fail(lines.size() + 1, 1,
                    QCoreApplication::translate(
                        "gt::Generator", "the board ends after line %1; lgame.in has 4 lines of 4")
                        .arg(lines.size()));
    QString message;
    int square = -1;
    auto position = positionOfBoard(board, &message, &square);
    if (!position) // a missing piece has no place: then the message names the file only
        return square >= 0 ? fail(square / Side + 1, square % Side + 1, message)
                           : fail(0, 0, message);
    return position;
}

QString moveLabel(const Move &m)
{
    std::vector<int> squares;
    for (int s = 0; s < Side * Side; ++s) {
        if (placements()[m.placement] & bit(s))
            squares.push_back(s);
    }
    // By column, then from the bottom row up: the order a1 a2 … d4 of chess notation.
    std::sort(squares.begin(), squares.end(), [](int x, int y) {
        return std::pair(x % Side, -(x / Side)) < std::pair(y % Side, -(y / Side));
    });
    QString label;
    for (const int s : squares)
        label += squareName(s);
    if (m.movesNeutral())
        label += QLatin1Char(' ') + squareName(m.from) + QChar(u'→') + squareName(m.to);
    return label;
}

std::uint64_t canonicalCode(const Position &p)
{
    // The 8 symmetries as maps of squares, made once.
    static const auto maps = [] {
        std::array<std::array<std::uint8_t, Side * Side>, 8> m{};
        for (int t = 0; t < 8; ++t) {
            for (int s = 0; s < Side * Side; ++s) {
                int r = s / Side, c = s % Side;
                for (int turn = 0; turn < t % 4; ++turn)
                    std::tie(r, c) = std::pair(c, Side - 1 - r);
                if (t >= 4)
                    c = Side - 1 - c;
                m[t][s] = std::uint8_t(r * Side + c);
            }
        }
        return m;
    }();
    auto image = [](const std::array<std::uint8_t, Side * Side> &map, Squares squares) {
        Squares out = 0;
        for (int s = 0; s < Side * Side; ++s)
            out |= (squares & bit(s)) ? bit(map[s]) : 0;
        return std::uint64_t(out);
    };
    std::uint64_t best = ~std::uint64_t(0);
    for (const auto &map : maps) {
        best = std::min(best, image(map, placements()[p.lA]) << 32 |
                                  image(map, placements()[p.lB]) << 16 | image(map, p.neutrals));
    }
    return best << 1 | (p.toMove == Player::B ? 1 : 0);
}

} // namespace gt::lgame
