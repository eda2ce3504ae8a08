// `tictactoe`: the game tree of tic-tac-toe from any position, whole or depth-limited with
// Nilsson's f(p) at the horizon, optionally with an opponent model of chance nodes (o's best reply
// with probability P, or o's moves as often as a file of recorded games has them) and, for B*,
// the intervals the open lines allow.
#include "tictactoe.h"

#include "generator.h"
#include "moverecords.h"

#include "../tree/exact.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace gt {

namespace ttt {

namespace {

constexpr int Lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                             {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

char other(char side)
{
    return side == 'x' ? 'o' : 'x';
}

int count(const Cells &cells, char c)
{
    return int(std::count(cells.begin(), cells.end(), c));
}

std::optional<int> parseSquare(QStringView text)
{
    if (text.size() != 2)
        return std::nullopt;
    const int column = text[0].unicode() - 'a', row = text[1].unicode() - '1';
    if (column < 0 || column > 2 || row < 0 || row > 2)
        return std::nullopt;
    return (2 - row) * 3 + column;
}

// The lines (of the 8) still open for x (no o on them) and for o (no x on them).
std::pair<int, int> openLines(const Cells &cells)
{
    int forX = 0, forO = 0;
    for (const auto &line : Lines) {
        bool hasX = false, hasO = false;
        for (const int square : line) {
            hasX = hasX || cells[square] == 'x';
            hasO = hasO || cells[square] == 'o';
        }
        forX += hasO ? 0 : 1;
        forO += hasX ? 0 : 1;
    }
    return {forX, forO};
}

} // namespace

QString squareName(int square)
{
    const QChar name[2] = {QChar(char16_t(u'a' + square % 3)), QChar(char16_t(u'3' - square / 3))};
    return QString(name, 2);
}

std::optional<Cells> parseCells(const QString &board, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<Cells> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QStringList rows = board.split(QLatin1Char('/'));
    if (rows.size() != 3)
        return fail(
            QCoreApplication::translate("gt::Generator", "a board is 3 rows joined by '/', not %1")
                .arg(rows.size()));
    Cells cells;
    for (int r = 0; r < 3; ++r) {
        if (rows[r].size() != 3)
            return fail(QCoreApplication::translate("gt::Generator",
                                                    "row %1 of the board has %2 cells, not 3")
                            .arg(r + 1)
                            .arg(rows[r].size()));
        for (int c = 0; c < 3; ++c) {
            const QChar ch = rows[r][c];
            if (ch != QLatin1Char('x') && ch != QLatin1Char('o') && ch != QLatin1Char('.'))
                return fail(
                    QCoreApplication::translate(
                        "gt::Generator", "row %1 of the board holds '%2': cells are x, o or .")
                        .arg(r + 1)
                        .arg(ch));
            cells[r * 3 + c] = char(ch.unicode());
        }
    }
    return cells;
}

QString cellsText(const Cells &cells)
{
    QString text;
    text.reserve(11);
    for (int i = 0; i < Squares; ++i) {
        if (i > 0 && i % 3 == 0)
            text += QLatin1Char('/');
        text += QLatin1Char(cells[i]);
    }
    return text;
}

char impliedToMove(const Cells &cells)
{
    return count(cells, 'x') == count(cells, 'o') + 1 ? 'o' : 'x';
}

char winner(const Cells &cells)
{
    bool x = false, o = false;
    for (const auto &line : Lines) {
        const char c = cells[line[0]];
        if (c != '.' && c == cells[line[1]] && c == cells[line[2]])
            (c == 'x' ? x : o) = true;
    }
    return x && o ? 'b' : x ? 'x' : o ? 'o' : 0;
}

std::optional<Position> parsePosition(const QString &text, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<Position> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Position p;
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return p;
    const auto cells = parseCells(parts[0], error);
    if (!cells)
        return std::nullopt;
    p.cells = *cells;
    const int xs = count(p.cells, 'x'), os = count(p.cells, 'o');
    if (std::abs(xs - os) > 1)
        return fail(QCoreApplication::translate(
                        "gt::Generator",
                        "the board has %1 x and %2 o: the counts of a game differ by "
                        "at most one")
                        .arg(xs)
                        .arg(os));
    p.toMove = impliedToMove(p.cells);
    std::optional<int> last;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QString &token = parts[i];
        if (token == QLatin1String("x") || token == QLatin1String("o")) {
            const char side = char(token[0].unicode());
            // Equal counts fit either side (either may have begun); unequal ones only one.
            if (xs != os && side != p.toMove)
                return fail(
                    QCoreApplication::translate(
                        "gt::Generator", "%1 cannot be to move with %2 x and %3 o on the board")
                        .arg(token)
                        .arg(xs)
                        .arg(os));
            p.toMove = side;
        } else if (token.startsWith(QLatin1Char('@'))) {
            last = parseSquare(QStringView(token).mid(1));
            if (!last)
                return fail(QCoreApplication::translate(
                                "gt::Generator", "'%1' is not a last move: @ and a square a1 … c3")
                                .arg(token));
        } else {
            return fail(QCoreApplication::translate(
                            "gt::Generator",
                            "'%1' is not a token of a position: x or o (the side to "
                            "move) or @ and a square (the last move)")
                            .arg(token));
        }
    }
    const char won = winner(p.cells);
    if (won == 'b')
        return fail(
            QCoreApplication::translate("gt::Generator", "both x and o have three in a row"));
    if (won == p.toMove)
        return fail(
            QCoreApplication::translate("gt::Generator",
                                        "%1 has three in a row and is to move: the game ended when "
                                        "%1 made the line")
                .arg(QLatin1Char(won)));
    if (last) {
        if (p.cells[*last] != other(p.toMove))
            return fail(
                QCoreApplication::translate("gt::Generator",
                                            "the last move %1 is not a stone of %2, who moved last")
                    .arg(squareName(*last))
                    .arg(QLatin1Char(other(p.toMove))));
        p.lastMove = *last;
    }
    return p;
}

QString positionKey(const Position &position)
{
    QString text = cellsText(position.cells);
    if (position.toMove != impliedToMove(position.cells)) {
        text += QLatin1Char(' ');
        text += QLatin1Char(position.toMove);
    }
    return text;
}

QString positionText(const Position &position)
{
    QString text = positionKey(position);
    if (position.lastMove >= 0)
        text += QStringLiteral(" @") + squareName(position.lastMove);
    return text;
}

Interval openLineBounds(const Cells &cells, int win)
{
    // Moves only close lines: a side with no open line now never wins below, and every
    // position below, won or at the horizon, is worth at most 0 to x (at least 0 to o): a draw,
    // a loss, or f(p) with no line open for x.
    const auto [forX, forO] = openLines(cells);
    return {forO > 0 ? -double(win) : 0.0, forX > 0 ? double(win) : 0.0};
}

int openLinesDifference(const Cells &cells)
{
    const auto [forX, forO] = openLines(cells);
    return forX - forO;
}

} // namespace ttt

namespace {

using namespace ttt;

struct Settings {
    QString position;
    int depth = Squares; // at least the empty squares: the whole game
    int win = 100;
    std::optional<double> opponentP; // the opponent model, when set
    QString opponentFrom;            // or the file of recorded games to fit one to
    double smoothing = 1;            // its additive smoothing K (moverecords.h)
    bool intervals = false;          // inner nodes get the interval their open lines allow
};

Settings read(const OptionValues &v)
{
    Settings s;
    s.position = v.text(QStringLiteral("position"), s.position);
    s.depth = v.integer(QStringLiteral("depth"), s.depth);
    s.win = v.integer(QStringLiteral("win"), s.win);
    s.opponentP = v.realIfSet(QStringLiteral("opponent-p"));
    s.opponentFrom = v.text(QStringLiteral("opponent-from"), QString());
    s.smoothing = v.real(QStringLiteral("smoothing"), s.smoothing);
    s.intervals = v.flag(QStringLiteral("intervals"));
    return s;
}

constexpr int Codes = 19683; // 3^9 boards
constexpr int Pow3[Squares] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};

int stone(char c)
{
    return c == 'x' ? 1 : c == 'o' ? 2 : 0;
}

// Builds the tree in preorder straight into a draft. Everything a node repeats — its key, its
// position text, its move label, the game id — is one shared QString per distinct value
// (made once, then copied by reference count), so 550,000 nodes cost a few thousand strings.
class Builder {
public:
    Builder(const Settings &s, const MoveRecords *records)
        : m_settings(s)
        , m_records(records)
        , m_keys(States)
        , m_minimax(States, std::numeric_limits<double>::quiet_NaN())
        , m_sizes(States, -1)
    {
        for (int i = 0; i < Squares; ++i)
            m_labels[i] = squareName(i);
    }

    TreeDraft build(Position root)
    {
        const int code = codeOf(root.cells);
        m_draft.nodes.reserve(std::size_t(size(root.cells, code, root.toMove, m_settings.depth)));
        m_draft.root = node(root, code, m_settings.depth);
        return std::move(m_draft);
    }

private:
    static int codeOf(const Cells &cells)
    {
        int code = 0;
        for (int i = 0; i < Squares; ++i)
            code += stone(cells[i]) * Pow3[i];
        return code;
    }
    static int state(int code, char toMove) { return code * 2 + (toMove == 'o' ? 1 : 0); }
    // The memos are by position alone: below one root a position is always the same number of
    // moves deep, so the plies left there are always the same.
    static constexpr int States = 2 * Codes;

    // The leaf value of a position where the tree stops, or nothing if it goes on.
    std::optional<double> stopValue(const Cells &cells, int plies) const
    {
        switch (winner(cells)) {
        case 'x': return m_settings.win;
        case 'o': return -m_settings.win;
        default: break;
        }
        if (count(cells, '.') == 0)
            return 0;
        if (plies == 0)
            return openLinesDifference(cells);
        return std::nullopt;
    }

    // Nodes in the tree below a position, for reserving the draft in one allocation.
    std::int64_t size(Cells &cells, int code, char toMove, int plies)
    {
        std::int64_t &memo = m_sizes[std::size_t(state(code, toMove))];
        if (memo >= 0)
            return memo;
        std::int64_t n = 1;
        if (!stopValue(cells, plies)) {
            for (int sq = 0; sq < Squares; ++sq) {
                if (cells[sq] != '.')
                    continue;
                cells[sq] = toMove;
                n += size(cells, code + stone(toMove) * Pow3[sq], other(toMove), plies - 1);
                cells[sq] = '.';
            }
        }
        return memo = n;
    }

    // The minimax value of the game (depth-limited like the tree): what "best reply" means
    // for the opponent model.
    double minimax(Cells &cells, int code, char toMove, int plies)
    {
        double &memo = m_minimax[std::size_t(state(code, toMove))];
        if (memo == memo)
            return memo;
        if (const auto v = stopValue(cells, plies))
            return memo = *v;
        double best = toMove == 'x' ? -std::numeric_limits<double>::infinity()
                                    : std::numeric_limits<double>::infinity();
        for (int sq = 0; sq < Squares; ++sq) {
            if (cells[sq] != '.')
                continue;
            cells[sq] = toMove;
            const double v =
                minimax(cells, code + stone(toMove) * Pow3[sq], other(toMove), plies - 1);
            cells[sq] = '.';
            best = toMove == 'x' ? std::max(best, v) : std::min(best, v);
        }
        return memo = best;
    }

    const QString &key(const Position &p, int code)
    {
        QString &k = m_keys[std::size_t(state(code, p.toMove))];
        if (k.isNull())
            k = positionKey(p);
        return k;
    }
    const QString &text(const Position &p, int code)
    {
        QString &t = m_texts[state(code, p.toMove) * (Squares + 1) + p.lastMove + 1];
        if (t.isNull())
            t = positionText(p);
        return t;
    }

    std::int32_t node(Position &p, int code, int plies)
    {
        const auto id = std::int32_t(m_draft.nodes.size());
        m_draft.nodes.emplace_back();
        bool chance = false; // o's choice under the opponent model; x is MAX either way
        {
            DraftNode &n = m_draft.nodes.back();
            n.key = key(p, code);
            n.gameId = m_gameId;
            n.positionText = text(p, code);
            if (const auto v = stopValue(p.cells, plies)) {
                n.value = *v;
                return id;
            }
            // An inner node carries f(p) of its own position as its heuristic value, so that
            // iterative deepening and depth-limited searches can stop at any depth.
            n.value = openLinesDifference(p.cells);
            if (m_settings.intervals) { // B* starts from these
                const Interval b = openLineBounds(p.cells, m_settings.win);
                n.pess = b.pess;
                n.opt = b.opt;
            }
            chance = p.toMove == 'o' && (m_settings.opponentP.has_value() || m_records);
            n.kind = p.toMove == 'x' ? NodeKind::Max : chance ? NodeKind::Chance : NodeKind::Min;
            n.children.reserve(std::size_t(count(p.cells, '.')));
        }
        const Position parent = p;
        int best = -1; // the opponent's best reply: the first child of least minimax value
        double bestValue = std::numeric_limits<double>::infinity();
        for (int sq = 0; sq < Squares; ++sq) {
            if (parent.cells[sq] != '.')
                continue;
            p.cells[sq] = parent.toMove;
            p.toMove = other(parent.toMove);
            p.lastMove = sq;
            const int childCode = code + stone(parent.toMove) * Pow3[sq];
            if (chance) {
                const double v = minimax(p.cells, childCode, p.toMove, plies - 1);
                if (v < bestValue) {
                    bestValue = v;
                    best = int(m_draft.nodes[id].children.size());
                }
            }
            const std::int32_t child = node(p, childCode, plies - 1);
            m_draft.nodes[child].label = m_labels[sq];
            m_draft.nodes[id].children.push_back(child);
            p = parent;
        }
        if (chance && m_records) {
            // As often as o played each move here in the records (smoothed).
            const std::vector<std::int32_t> &kids = m_draft.nodes[id].children;
            QStringList moves;
            for (const std::int32_t kid : kids)
                moves << m_draft.nodes[kid].label;
            const std::vector<double> p =
                m_records->probabilities(key(parent, code), moves, m_settings.smoothing);
            for (std::size_t i = 0; i < kids.size(); ++i)
                m_draft.nodes[kids[i]].prob = p[i];
        } else if (chance) {
            const std::vector<std::int32_t> &kids = m_draft.nodes[id].children;
            // Exactly (0.3 shared by 3 is 1/10, not the double 0.3 / 3), so that the
            // probabilities sum to 1 as the exact check wants.
            const Rational bestP = exactNumber(*m_settings.opponentP);
            const auto others = long(kids.size() - 1);
            std::vector<Rational> shares;
            for (std::size_t i = 0; i < kids.size(); ++i)
                shares.push_back(others == 0      ? Rational(1)
                                 : int(i) == best ? bestP
                                                  : Rational((1 - bestP) / others));
            const std::vector<double> p = probabilitiesSummingToOne(shares);
            for (std::size_t i = 0; i < kids.size(); ++i)
                m_draft.nodes[kids[i]].prob = p[i];
        }
        return id;
    }

    const Settings &m_settings;
    const MoveRecords *m_records; // the fitted opponent model, or null
    TreeDraft m_draft;
    const QString m_gameId = QStringLiteral("ttt");
    std::array<QString, Squares> m_labels;
    std::vector<QString> m_keys; // by board and side to move
    QHash<int, QString> m_texts; // by board, side to move and last move: a few of all
    std::vector<double> m_minimax;
    std::vector<std::int64_t> m_sizes;
};

// A recorded game of tic-tac-toe: its moves from the empty board, x first, each a square (a1 …
// c3, any letter case); o's moves are counted at the position before them.
int replayRecord(const QStringList &moves, const MinMoveSink &minMove, QString *why)
{
    Position p;
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const auto square = parseSquare(moves[i].toLower());
        if (!square) {
            *why = QCoreApplication::translate("gt::Generator",
                                               "'%1' is not a square of tic-tac-toe: a1 … c3")
                       .arg(moves[i]);
            return int(i);
        }
        if (winner(p.cells) || count(p.cells, '.') == 0) {
            *why = QCoreApplication::translate("gt::Generator",
                                               "the game is over after %1 moves; %2 comes after "
                                               "its end")
                       .arg(i)
                       .arg(moves[i]);
            return int(i);
        }
        if (p.cells[*square] != '.') {
            *why = QCoreApplication::translate("gt::Generator", "%1 is taken already")
                       .arg(squareName(*square));
            return int(i);
        }
        if (p.toMove == 'o')
            minMove(positionKey(p), squareName(*square));
        p.cells[*square] = p.toMove;
        p.toMove = other(p.toMove);
    }
    return -1;
}

class TicTacToeGenerator : public Generator {
public:
    QString id() const override { return QStringLiteral("tictactoe"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Generator", "Tic-tac-toe");
    }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator",
            "The game tree of tic-tac-toe from a position, x as MAX: the whole game, or "
            "depth-limited with Nilsson's f(p) (lines open for x minus lines open for o) at "
            "the horizon; optionally an opponent who plays its best reply with probability p.");
    }
    bool isGame() const override { return true; }
    OptionSpecs options() const override
    {
        const Settings d;
        return {
            OptionSpec::text(QStringLiteral("position"), QVariant(), QStringLiteral("POS"),
                             QCoreApplication::translate(
                                 "gt::Option", "The position to start from: 3 rows top to bottom "
                                               "joined by /, cells x o . (e.g. x.o/.x./..o), then "
                                               "x or o if that side is to move against the counts"))
                .withDefaultText(
                    QCoreApplication::translate("gt::Option", "the empty board, x to move")),
            OptionSpec::integer(QStringLiteral("depth"), QVariant(), QStringLiteral("D"),
                                QCoreApplication::translate(
                                    "gt::Option", "Stop after D moves and give the positions there "
                                                  "f(p) = lines open for x - lines open for o"))
                .withRange(0, Squares)
                .withDefaultText(QCoreApplication::translate("gt::Option", "the whole game")),
            OptionSpec::integer(QStringLiteral("win"), d.win, QStringLiteral("W"),
                                QCoreApplication::translate(
                                    "gt::Option", "A won game is worth +W for x and -W for o, "
                                                  "more than any f(p) (at most 8)"))
                .withRange(9, 1e6),
            OptionSpec::real(QStringLiteral("opponent-p"), QVariant(), QStringLiteral("P"),
                             QCoreApplication::translate(
                                 "gt::Option", "Make o's moves chance nodes: its best reply (by "
                                               "minimax) with probability P, each other move with "
                                               "an equal share of 1 - P"))
                .withRange(0, 1)
                .withDefaultText(QCoreApplication::translate("gt::Option", "o minimises")),
            OptionSpec::text(QStringLiteral("opponent-from"), QVariant(), QStringLiteral("FILE"),
                             QCoreApplication::translate(
                                 "gt::Option", "Make o's moves chance nodes, each move as likely "
                                               "as o played it in this position in FILE: one "
                                               "recorded game per line, its squares from the "
                                               "empty board (docs/games.md)"))
                .withDefaultText(QCoreApplication::translate("gt::Option", "o minimises")),
            OptionSpec::real(QStringLiteral("smoothing"), d.smoothing, QStringLiteral("K"),
                             QCoreApplication::translate(
                                 "gt::Option", "With --opponent-from: add K to every move's "
                                               "count (Laplace smoothing), so that a move never "
                                               "recorded keeps a chance; 0: only what was seen"))
                .withRange(0, 1e6),
            OptionSpec::flag(QStringLiteral("intervals"),
                             QCoreApplication::translate(
                                 "gt::Option", "Give every inner node the interval its open lines "
                                               "allow, for B*: at most 0 when no line is open for "
                                               "x, at least 0 when none is open for o, else -W "
                                               "and +W")),
        };
    }
    bool usesSeed() const override { return false; }

    std::optional<GameTree> generate(const OptionValues &options, std::uint64_t,
                                     QString *error) const override
    {
        const Settings s = read(options);
        QString why;
        const auto root = parsePosition(s.position, &why);
        if (!root) {
            if (error)
                *error = QStringLiteral("--position: ") + why;
            return std::nullopt;
        }
        std::optional<MoveRecords> records;
        if (!s.opponentFrom.isEmpty()) {
            if (s.opponentP) {
                if (error)
                    *error = QCoreApplication::translate(
                        "gt::Generator", "--opponent-p and --opponent-from are two opponent "
                                         "models: give one of them");
                return std::nullopt;
            }
            records = readMoveRecords(s.opponentFrom, replayRecord, error);
            if (!records)
                return std::nullopt;
        }
        return GameTree::fromDraft(Builder(s, records ? &*records : nullptr).build(*root), error);
    }
};

} // namespace

const Generator *ticTacToeGenerator()
{
    static const TicTacToeGenerator generator;
    return &generator;
}

} // namespace gt
