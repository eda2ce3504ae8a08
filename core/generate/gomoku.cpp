// `gomoku`: Gomoku on 15×15 from a position, searched as the lecture's MaxW / MaxD program does
// (docs/games.md): at every node only the W best moves by a threat-counting score, D plies
// deep, a static evaluation of the board at the horizon, five in a row ends the game. x is MAX;
// o minimises, or moves at random as often as a file of recorded games has its moves.
#include "generator.h"
#include "moverecords.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace gt {

namespace {

constexpr int Size = 15;
constexpr int Squares = Size * Size;
// Five in a row: more than any static evaluation reaches.
constexpr double WinValue = 1000000;
// A node holds its board twice (position and key, ~1 KB), so fewer than other generators.
constexpr double MaxNodes = 1e6;

// Squares row-major from the top-left, the order the text lists them: 0 = a15, 14 = o15,
// 210 = a1. Cells '.', 'x', 'o'.
using Board = std::array<char, Squares>;

QString squareName(int square)
{
    return QChar(QLatin1Char(char('a' + square % Size))) + QString::number(Size - square / Size);
}

int squareFromName(const QString &name) // -1: not a square
{
    if (name.size() < 2 || name[0] < QLatin1Char('a') || name[0] > QLatin1Char('o'))
        return -1;
    bool ok = false;
    const int rank = name.mid(1).toInt(&ok);
    if (!ok || rank < 1 || rank > Size || name.mid(1) != QString::number(rank))
        return -1;
    return (Size - rank) * Size + (name[0].unicode() - 'a');
}

char opponent(char side)
{
    return side == 'x' ? 'o' : 'x';
}

struct Position {
    Board board{};
    char toMove = 'x';
    int lastMove = -1; // a square, or -1 when not known
};

// The side to move that the stones imply: x moves first, so o when x has one stone more.
char impliedToMove(const Board &b)
{
    const auto xs = std::count(b.begin(), b.end(), 'x');
    const auto os = std::count(b.begin(), b.end(), 'o');
    return xs > os ? 'o' : 'x';
}

QString boardText(const Board &b)
{
    std::array<char, Squares + Size - 1> text{};
    std::size_t at = 0;
    for (int i = 0; i < Squares; ++i) {
        if (i > 0 && i % Size == 0)
            text[at++] = '/';
        text[at++] = b[std::size_t(i)];
    }
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// The key: the board and, when the stones do not imply it, the side to move.
QString keyText(const Position &p)
{
    QString text = boardText(p.board);
    if (p.toMove != impliedToMove(p.board))
        text += QStringLiteral(" ") + QLatin1Char(p.toMove);
    return text;
}

// The position: the key and, when known, the last move.
QString positionText(const QString &key, const Position &p)
{
    return p.lastMove < 0 ? key : key + QStringLiteral(" @") + squareName(p.lastMove);
}

// The four directions of a line: along a row, down a column, and the two diagonals.
constexpr std::array<std::array<int, 2>, 4> Directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

bool onBoard(int row, int col)
{
    return row >= 0 && row < Size && col >= 0 && col < Size;
}

// The run of `side` through `square` along a direction as if `square` held `side`: its length
// and how many of its two ends are empty squares.
struct Run {
    int length = 1;
    int openEnds = 0;
};

Run runThrough(const Board &b, int square, const std::array<int, 2> &d, char side)
{
    Run run;
    for (const int sign : {1, -1}) {
        int row = square / Size + sign * d[0], col = square % Size + sign * d[1];
        while (onBoard(row, col) && b[std::size_t(row * Size + col)] == side) {
            ++run.length;
            row += sign * d[0];
            col += sign * d[1];
        }
        if (onBoard(row, col) && b[std::size_t(row * Size + col)] == '.')
            ++run.openEnds;
    }
    return run;
}

// The weight of a run of stones in a line, by its length and open ends (docs/games.md):
//   length      1   2    3     4      5+
//   one end     1  10  100  1000  100000
//   two ends    2  20 1000 10000  100000
// A run with no open end cannot become five and weighs nothing (unless it is five already).
int weight(const Run &run)
{
    static constexpr int OneEnd[] = {0, 1, 10, 100, 1000};
    static constexpr int TwoEnds[] = {0, 2, 20, 1000, 10000};
    if (run.length >= 5)
        return 100000;
    if (run.openEnds == 0)
        return 0;
    return run.openEnds == 1 ? OneEnd[run.length] : TwoEnds[run.length];
}

bool makesFive(const Board &b, int square, char side)
{
    return std::any_of(Directions.begin(), Directions.end(),
                       [&](const auto &d) { return runThrough(b, square, d, side).length >= 5; });
}

// How good an empty square is for the side to move: the weights of the runs it makes for that
// side (attack) counted twice, plus the weights of the runs it would make for the opponent
// (defence: what it blocks). So a winning move comes first, then blocking the opponent's five,
// then an open four of one's own.
int moveScore(const Board &b, int square, char side)
{
    int attack = 0, defence = 0;
    for (const auto &d : Directions) {
        attack += weight(runThrough(b, square, d, side));
        defence += weight(runThrough(b, square, d, opponent(side)));
    }
    return 2 * attack + defence;
}

// The W best empty squares within two squares (any direction) of a stone, by moveScore, ties
// in square order; on an empty board only the centre, h8.
std::vector<int> candidates(const Board &b, char side, int width)
{
    std::array<bool, Squares> near{};
    bool anyStone = false;
    for (int s = 0; s < Squares; ++s) {
        if (b[std::size_t(s)] == '.')
            continue;
        anyStone = true;
        for (int row = s / Size - 2; row <= s / Size + 2; ++row) {
            for (int col = s % Size - 2; col <= s % Size + 2; ++col) {
                if (onBoard(row, col))
                    near[std::size_t(row * Size + col)] = true;
            }
        }
    }
    if (!anyStone)
        return {(Size / 2) * Size + Size / 2};
    std::vector<std::pair<int, int>> scored; // (−score, square): sorts best first
    for (int s = 0; s < Squares; ++s) {
        if (near[std::size_t(s)] && b[std::size_t(s)] == '.')
            scored.push_back({-moveScore(b, s, side), s});
    }
    const std::size_t keep = std::min(scored.size(), std::size_t(width));
    std::partial_sort(scored.begin(), scored.begin() + std::ptrdiff_t(keep), scored.end());
    std::vector<int> best;
    for (std::size_t i = 0; i < keep; ++i)
        best.push_back(scored[i].second);
    return best;
}

// The static evaluation from x's (MAX's) view: over the four directions, every maximal run of
// x's stones adds its weight, every run of o's subtracts its weight.
double evaluate(const Board &b)
{
    double total = 0;
    for (int s = 0; s < Squares; ++s) {
        const char side = b[std::size_t(s)];
        if (side == '.')
            continue;
        for (const auto &d : Directions) {
            const int row = s / Size - d[0], col = s % Size - d[1];
            if (onBoard(row, col) && b[std::size_t(row * Size + col)] == side)
                continue; // not the first stone of its run in this direction
            // The run through its first stone, counted from that stone as runThrough does.
            const int w = weight(runThrough(b, s, d, side));
            total += side == 'x' ? w : -w;
        }
    }
    return total;
}

// Whether `side` has five in a row somewhere.
bool hasFive(const Board &b, char side)
{
    for (int s = 0; s < Squares; ++s) {
        if (b[std::size_t(s)] == side && makesFive(b, s, side))
            return true;
    }
    return false;
}

std::optional<Position> parsePosition(const QString &text, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<Position> {
        *error = QStringLiteral("--position: %1").arg(why);
        return std::nullopt;
    };
    const QStringList tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Position p;
    const QStringList rows = tokens.value(0).split(QLatin1Char('/'));
    if (rows.size() != Size)
        return fail(QCoreApplication::translate(
                        "gt::Generator",
                        "the board has %1 rows; write 15 rows of 15 cells (x, o or .) "
                        "from top to bottom, joined by /")
                        .arg(rows.size()));
    for (int r = 0; r < Size; ++r) {
        const QString &row = rows[r];
        if (row.size() != Size)
            return fail(QCoreApplication::translate("gt::Generator",
                                                    "row %1 from the top has %2 cells, not 15")
                            .arg(r + 1)
                            .arg(row.size()));
        for (int c = 0; c < Size; ++c) {
            const QChar cell = row[c];
            if (cell != QLatin1Char('x') && cell != QLatin1Char('o') && cell != QLatin1Char('.'))
                return fail(
                    QCoreApplication::translate(
                        "gt::Generator", "row %1 from the top has \"%2\"; cells are x, o or .")
                        .arg(r + 1)
                        .arg(cell));
            p.board[std::size_t(r * Size + c)] = char(cell.unicode());
        }
    }
    const auto xs = std::count(p.board.begin(), p.board.end(), 'x');
    const auto os = std::count(p.board.begin(), p.board.end(), 'o');
    if (std::abs(xs - os) > 1)
        return fail(QCoreApplication::translate(
                        "gt::Generator",
                        "x has %1 stones and o %2; players alternate, so the counts "
                        "differ by at most one")
                        .arg(xs)
                        .arg(os));
    p.toMove = impliedToMove(p.board);
    bool sideGiven = false;
    for (const QString &token : tokens.mid(1)) {
        if ((token == QLatin1String("x") || token == QLatin1String("o")) && !sideGiven) {
            sideGiven = true;
            p.toMove = char(token[0].unicode());
        } else if (token.startsWith(QLatin1Char('@')) && p.lastMove < 0 &&
                   squareFromName(token.mid(1)) >= 0) {
            p.lastMove = squareFromName(token.mid(1));
        } else {
            return fail(QCoreApplication::translate(
                            "gt::Generator",
                            "\"%1\" is not a token here; after the board come x or o "
                            "(the side to move) and @h8 (the last move), each once")
                            .arg(token));
        }
    }
    if ((xs > os && p.toMove == 'x') || (os > xs && p.toMove == 'o'))
        return fail(QCoreApplication::translate("gt::Generator",
                                                "%1 has a stone more, so it is not %1's move")
                        .arg(QLatin1Char(p.toMove)));
    if (hasFive(p.board, p.toMove))
        return fail(QCoreApplication::translate(
                        "gt::Generator", "%1 has five in a row but it is %1's move: the game ended "
                                         "before")
                        .arg(QLatin1Char(p.toMove)));
    if (p.lastMove >= 0 && p.board[std::size_t(p.lastMove)] != opponent(p.toMove))
        return fail(QCoreApplication::translate(
                        "gt::Generator", "the last move %1 is not a stone of %2, who moved last")
                        .arg(squareName(p.lastMove), QString(QLatin1Char(opponent(p.toMove)))));
    return p;
}

Position centreStone()
{
    Position p;
    p.board.fill('.');
    p.lastMove = (Size / 2) * Size + Size / 2; // h8
    p.board[std::size_t(p.lastMove)] = 'x';
    p.toMove = 'o';
    return p;
}

struct Settings {
    QString position; // empty: x on h8, o to move
    int width = 3;
    int depth = 3;
    QString opponentFrom; // the file of recorded games o's chance nodes are fitted to
    double smoothing = 1; // its additive smoothing K (moverecords.h)
};

Settings read(const OptionValues &v)
{
    Settings s;
    s.position = v.text(QStringLiteral("position"), QString()).trimmed();
    s.width = v.integer(QStringLiteral("width"), s.width);
    s.depth = v.integer(QStringLiteral("depth"), s.depth);
    s.opponentFrom = v.text(QStringLiteral("opponent-from"), QString());
    s.smoothing = v.real(QStringLiteral("smoothing"), s.smoothing);
    return s;
}

// Builds the draft depth first.
class Builder {
public:
    Builder(const Settings &s, const MoveRecords *records)
        : m_settings(s)
        , m_records(records)
    {}

    std::int32_t build(Position &p, int remaining, const QString &label)
    {
        const auto id = std::int32_t(m_draft.nodes.size());
        m_draft.nodes.emplace_back();
        std::vector<int> moves;
        {
            DraftNode &node = m_draft.nodes.back();
            node.label = label;
            node.gameId = m_gameId;
            node.key = keyText(p);
            node.positionText = positionText(node.key, p);
            const char mover = opponent(p.toMove);
            // Below the root only the last move can have made five; the root's may be anywhere.
            const bool ended =
                id == 0 ? hasFive(p.board, mover) : makesFive(p.board, p.lastMove, mover);
            if (ended) {
                node.value = mover == 'x' ? WinValue : -WinValue;
                return id;
            }
            // The static evaluation: the value at the horizon (or of a full board, a draw: no
            // run is left open), and every inner node's heuristic value, for depth-limited
            // searches and iterative deepening.
            node.value = evaluate(p.board);
            if (remaining > 0)
                moves = candidates(p.board, p.toMove, m_settings.width);
            if (moves.empty())
                return id;
            node.kind = p.toMove == 'x' ? NodeKind::Max
                        : m_records     ? NodeKind::Chance
                                        : NodeKind::Min;
        }
        std::vector<std::int32_t> children;
        const Position before = p;
        for (const int square : moves) {
            p.board[std::size_t(square)] = p.toMove;
            p.lastMove = square;
            p.toMove = opponent(p.toMove);
            children.push_back(build(p, remaining - 1, squareName(square)));
            p = before;
        }
        if (m_records && before.toMove == 'o') {
            // o's W candidate moves, each as often as o played it here in the records
            // (smoothed, among the W only).
            QStringList labels;
            for (const int square : moves)
                labels << squareName(square);
            const std::vector<double> p = m_records->probabilities(
                m_draft.nodes[std::size_t(id)].key, labels, m_settings.smoothing);
            for (std::size_t i = 0; i < children.size(); ++i)
                m_draft.nodes[std::size_t(children[i])].prob = p[i];
        }
        m_draft.nodes[std::size_t(id)].children = std::move(children);
        return id;
    }

    TreeDraft take() { return std::move(m_draft); }

private:
    const Settings &m_settings;
    const MoveRecords *m_records; // the fitted opponent model, or null
    const QString m_gameId = QStringLiteral("gomoku");
    TreeDraft m_draft;
};

// A recorded game of Gomoku: its moves from the empty board, x first, each a square (a1 … o15,
// any letter case); o's moves are counted at the position before them.
int replayRecord(const QStringList &moves, const MinMoveSink &minMove, QString *why)
{
    Position p;
    p.board.fill('.');
    bool over = false;
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const int square = squareFromName(moves[i].toLower());
        if (square < 0) {
            *why = QCoreApplication::translate("gt::Generator",
                                               "'%1' is not a square of Gomoku: a1 … o15")
                       .arg(moves[i]);
            return int(i);
        }
        if (over || i == Squares) {
            *why = QCoreApplication::translate("gt::Generator",
                                               "the game is over after %1 moves; %2 comes after "
                                               "its end")
                       .arg(i)
                       .arg(moves[i]);
            return int(i);
        }
        if (p.board[std::size_t(square)] != '.') {
            *why = QCoreApplication::translate("gt::Generator", "%1 is taken already")
                       .arg(squareName(square));
            return int(i);
        }
        if (p.toMove == 'o')
            minMove(keyText(p), squareName(square));
        p.board[std::size_t(square)] = p.toMove;
        over = makesFive(p.board, square, p.toMove);
        p.toMove = opponent(p.toMove);
    }
    return -1;
}

class GomokuGenerator : public Generator {
public:
    QString id() const override { return QStringLiteral("gomoku"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Generator", "Gomoku");
    }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator",
            "Gomoku on 15x15 from a position (x is MAX): at every node the W best moves by a "
            "threat-counting score, D plies deep, a static evaluation of the lines at the "
            "horizon, and five in a row ends the game (+-1,000,000).");
    }
    OptionSpecs options() const override
    {
        const Settings d;
        return {
            OptionSpec::text(QStringLiteral("position"), QVariant(), QStringLiteral("BOARD"),
                             QCoreApplication::translate(
                                 "gt::Option", "Start from this position: 15 rows of 15 cells (x, "
                                               "o, .) from the top joined by /, then optionally x "
                                               "or o to move and @h8 for the last move"))
                .withDefaultText(QCoreApplication::translate("gt::Option", "x on h8, o to move")),
            OptionSpec::integer(QStringLiteral("width"), d.width, QStringLiteral("W"),
                                QCoreApplication::translate(
                                    "gt::Option", "Moves per node (MaxW): the W best by the "
                                                  "threat-counting score"))
                .withRange(1, 50),
            OptionSpec::integer(
                QStringLiteral("depth"), d.depth, QStringLiteral("D"),
                QCoreApplication::translate("gt::Option",
                                            "Plies deep (MaxD); below, the static evaluation"))
                .withRange(0, 20),
            OptionSpec::text(QStringLiteral("opponent-from"), QVariant(), QStringLiteral("FILE"),
                             QCoreApplication::translate(
                                 "gt::Option", "Make o's moves chance nodes, each of the W moves "
                                               "as likely as o played it in this position in "
                                               "FILE: one recorded game per line, its squares "
                                               "from the empty board (docs/games.md)"))
                .withDefaultText(QCoreApplication::translate("gt::Option", "o minimises")),
            OptionSpec::real(QStringLiteral("smoothing"), d.smoothing, QStringLiteral("K"),
                             QCoreApplication::translate(
                                 "gt::Option", "With --opponent-from: add K to every move's "
                                               "count (Laplace smoothing), so that a move never "
                                               "recorded keeps a chance; 0: only what was seen"))
                .withRange(0, 1e6),
        };
    }
    bool usesSeed() const override { return false; }

    std::optional<GameTree> generate(const OptionValues &options, std::uint64_t,
                                     QString *error) const override
    {
        QString why;
        const Settings s = read(options);
        std::optional<Position> root = centreStone();
        if (!s.position.isEmpty())
            root = parsePosition(s.position, &why);
        // At most 1 + W + … + W^D nodes: fewer where a game ends or moves run out.
        double nodes = 1, level = 1;
        for (int i = 0; i < s.depth && nodes <= MaxNodes; ++i) {
            level *= s.width;
            nodes += level;
        }
        if (root && nodes > MaxNodes)
            why = QCoreApplication::translate(
                      "gt::Generator", "Gomoku with width %1 and depth %2 may have more than "
                                       "1,000,000 nodes; try a smaller --width or --depth")
                      .arg(s.width)
                      .arg(s.depth);
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        std::optional<MoveRecords> records;
        if (!s.opponentFrom.isEmpty()) {
            records = readMoveRecords(s.opponentFrom, replayRecord, error);
            if (!records)
                return std::nullopt;
        }
        Builder builder(s, records ? &*records : nullptr);
        builder.build(*root, s.depth, QString());
        return GameTree::fromDraft(builder.take(), error);
    }
};

} // namespace

const Generator *gomokuGenerator()
{
    static const GomokuGenerator generator;
    return &generator;
}

} // namespace gt
