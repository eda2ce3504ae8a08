// The L-game (core/generate/lgame.h): the rules, the counts of positions, the retrograde
// analysis checked against the rules position by position, `gametree lgame` on lgame.in files
// with known answers, and the `lgame` generator's tree.
#include "clirunner.h"

#include "core/generate/generator.h"
#include "core/generate/lgame.h"
#include "core/tree/validate.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <bit>
#include <set>

using namespace gt;
using namespace gt::lgame;
using test::gametree;

namespace {

// Every legal position with A to move.
std::vector<Position> allPositions()
{
    std::vector<Position> all;
    for (int a = 0; a < PlacementCount; ++a) {
        for (int b = 0; b < PlacementCount; ++b) {
            const unsigned ls = placements()[a] | placements()[b];
            if (placements()[a] & placements()[b])
                continue;
            for (int x = 0; x < 16; ++x) {
                for (int y = x + 1; y < 16; ++y) {
                    if (!(ls & (1u << x)) && !(ls & (1u << y)))
                        all.push_back({std::uint8_t(a), std::uint8_t(b),
                                       Squares((1u << x) | (1u << y)), Player::A});
                }
            }
        }
    }
    return all;
}

Position fromLines(const char *lines)
{
    ReadError error;
    const auto p = readTaskInput(QByteArray(lines), QStringLiteral("t"), &error);
    if (!p)
        qFatal("%s", qPrintable(error.toString()));
    return *p;
}

// A brute-force oracle that knows nothing of the analysis: can the side to move force a win
// within `plies` plies (the opponent unable to move its L)?
bool winsWithin(const Position &p, int plies);
bool losesWithin(const Position &p, int plies) // every move leads to a win within plies - 1
{
    const std::vector<Move> moves = legalMoves(p);
    if (moves.empty())
        return true;
    if (plies == 0)
        return false;
    return std::all_of(moves.begin(), moves.end(),
                       [&](const Move &m) { return winsWithin(play(p, m), plies - 1); });
}
bool winsWithin(const Position &p, int plies)
{
    if (plies <= 0)
        return false;
    const std::vector<Move> moves = legalMoves(p);
    return std::any_of(moves.begin(), moves.end(),
                       [&](const Move &m) { return losesWithin(play(p, m), plies - 1); });
}

// Plain minimax on a max/min tree; *values, when given, receives every node's value.
double minimax(const GameTree &tree, std::vector<double> *values = nullptr)
{
    std::vector<double> v(tree.size());
    for (NodeId n = tree.size() - 1; n >= 0; --n) { // children come after their parent
        if (tree.isLeaf(n)) {
            v[n] = tree.value(n);
            continue;
        }
        const bool max = tree.kind(n) == NodeKind::Max;
        v[n] = max ? -1e9 : 1e9;
        for (const NodeId c : tree.children(n))
            v[n] = max ? std::max(v[n], v[c]) : std::min(v[n], v[c]);
    }
    if (values)
        *values = v;
    return v[0];
}

// Terminal losses for the player to move, as everything2.com's "L-game" lists them among its
// fifteen (W there is '#' here, B '*', o 'x').
const char *const Stuck1 = ".*..\nx*..\n#**x\n###.\n";
const char *const Stuck2 = "....\n***x\n#.*.\n###x\n";
const char *const Stuck3 = "....\nx***\n###*\n#.x.\n";
const char *const Start = "x##.\n.#*.\n.#*.\n.**x\n";
// A has one place for its L, and B then a move that leaves A stuck, whatever A does.
const char *const LossIn2 = "###x\n#**.\nx*..\n.*..\n";
const char *const WinIn1 = "###*\n#***\n...x\nx...\n";
const char *const WinIn3 = "###.\n#.xx\n*...\n***.\n";

} // namespace

class TstLGame : public QObject {
    Q_OBJECT

private slots:
    void placementsAreTheLs()
    {
        QCOMPARE(int(placements().size()), 48);
        QVERIFY(std::is_sorted(placements().begin(), placements().end()));
        for (const Squares l : placements())
            QCOMPARE(std::popcount(unsigned(l)), 4);
        QCOMPARE(placementOf(0x000f), -1); // four in a row is an I, not an L
        QCOMPARE(placementOf(0x0033), -1); // a square
    }

    // 18,368 = 48 placements of A's L × the placements of B's clear of it (656 pairs in all)
    // × C(8, 2) = 28 places of the neutrals on the 8 squares left, with one side to move;
    // no position is its own image under a symmetry, so the classes are 18,368 / 8 = 2,296.
    void countsOfPositions()
    {
        const AnalysisStats &s = analysisStats();
        qInfo("analysis: %.1f ms; %d wins, %d losses, %d draws, longest win %d plies",
              s.milliseconds, s.wins, s.losses, s.draws, s.longestWin);
        QCOMPARE(s.positions, 18368);
        QCOMPARE(int(allPositions().size()), 18368);
        QCOMPARE(s.classes, 2296);
        std::set<std::uint64_t> classes;
        for (const Position &p : allPositions())
            classes.insert(canonicalCode(p));
        QCOMPARE(int(classes.size()), 2296);
        QCOMPARE(s.wins + s.losses + s.draws, s.positions);
        // The task says "as many as 195" moves (15 places of the L); ###x/#..*/...*/x.** A has
        // 17 (221 moves: 18 L's fit on a2-c4 and b1, one is A's own). everything2.com lists
        // 15 final positions up to symmetry.
        QCOMPARE(s.mostMoves, 221);
        QCOMPARE(s.terminalClasses, 15);
        QCOMPARE(s.terminalLosses, 15 * 8);
        QVERIFY(s.longestWin + 12 < 100); // the generator's scores stay on their side of 0
    }

    // The analysis agrees with the rules everywhere: a loss in 0 has no move; a win in k has a
    // move to a loss in k - 1 and none to a faster one; a loss in k has only moves to wins, the
    // slowest in k - 1; a draw has no move to a loss and some move to a draw. Labels with
    // distances that satisfy this are the game's values (by induction on the distance).
    void analysisObeysTheRules()
    {
        for (const Position &p : allPositions()) {
            const Result r = analyse(p);
            Position b = p; // the same board with B to move and the L's swapped
            std::swap(b.lA, b.lB);
            b.toMove = Player::B;
            QCOMPARE(analyse(b), r);
            int fastestLoss = 1000, slowestWin = -1;
            bool draw = false;
            for (const Move &m : legalMoves(p)) {
                const Result c = analyse(play(p, m));
                if (c.outcome == Outcome::Loss)
                    fastestLoss = std::min(fastestLoss, c.plies);
                else if (c.outcome == Outcome::Win)
                    slowestWin = std::max(slowestWin, c.plies);
                else
                    draw = true;
            }
            switch (r.outcome) {
            case Outcome::Win: QCOMPARE(r.plies, fastestLoss + 1); break;
            case Outcome::Loss:
                QVERIFY(fastestLoss == 1000 && !draw);
                QCOMPARE(r.plies, slowestWin + 1); // -1 + 1 = 0 when there is no move
                break;
            case Outcome::Draw: QVERIFY(fastestLoss == 1000 && draw); break;
            }
        }
    }

    void movesFollowTheRules()
    {
        const Position start = startPosition();
        QCOMPARE(positionText(start), QStringLiteral("x##./.#*./.#*./.**x A"));
        const std::vector<Move> moves = legalMoves(start);
        QCOMPARE(int(moves.size()) % 13, 0); // each new place of the L: stay, or 2 × 6 targets
        for (const Move &m : moves) {
            const Position next = play(start, m);
            QVERIFY(next != start);
            QCOMPARE(next.lB, start.lB);
            QVERIFY(next.lA != start.lA);
            QCOMPARE(std::popcount(unsigned(next.neutrals)), 2);
            QVERIFY(!(next.neutrals & (placements()[next.lA] | placements()[next.lB])));
            QCOMPARE(next.toMove, Player::B);
        }
        QCOMPARE(moveLabel(Move{std::uint8_t(start.lA), 0, 3}), QStringLiteral("b2b3b4c4 a4→d4"));
    }

    void textRoundTrips()
    {
        for (const Position &p : allPositions()) {
            QString error;
            QCOMPARE(parsePosition(positionText(p), &error), std::optional(p));
            ReadError readError;
            QCOMPARE(readTaskInput(taskLines(p), QStringLiteral("t"), &readError),
                     std::optional(p));
        }
        QString error;
        Position b = startPosition();
        b.toMove = Player::B;
        QCOMPARE(parsePosition(QStringLiteral("x##./.#*./.#*./.**x B"), &error), std::optional(b));
        QCOMPARE(parsePosition(QStringLiteral("x##./.#*./.#*./.**x"), &error),
                 std::optional(startPosition())); // A moves unless told
    }

    void badPositionTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << ""
                               << "an L-game position is 4 rows";
        QTest::newRow("rows") << "x##./.#*./.#*."
                              << "4 rows joined by '/', not 3";
        QTest::newRow("short row") << "x##./.#*./.#*./.**"
                                   << "row 4 has 3 squares";
        QTest::newRow("letter") << "x##./.#*./.#o./.**x A"
                                << "row 3: 'o' is not one of";
        QTest::newRow("no L") << "x###/..*./.#*./.**x A"
                              << "the four '#' do not form an L";
        QTest::newRow("side") << "x##./.#*./.#*./.**x C"
                              << "'C' after the board";
        QTest::newRow("neutrals") << "x##x/.#*./.#*./.**x A"
                                  << "3 'x' on the board, not 2";
    }
    void badPositionTexts()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!parsePosition(text, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void lgameCommand_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected"); // empty: a board after a winning move
        QTest::addColumn<int>("winIn");           // plies of A's win, 0 when none
        QTest::newRow("terminal loss 1")
            << QByteArray(Stuck1) << QByteArray("No winning move\nLosing\n") << 0;
        QTest::newRow("terminal loss 2")
            << QByteArray(Stuck2) << QByteArray("No winning move\nLosing\n") << 0;
        QTest::newRow("terminal loss 3")
            << QByteArray(Stuck3) << QByteArray("No winning move\nLosing\n") << 0;
        QTest::newRow("start: draw")
            << QByteArray(Start) << QByteArray("No winning move\nDraw\n") << 0;
        QTest::newRow("forced loss in 2")
            << QByteArray(LossIn2) << QByteArray("No winning move\nLosing\n") << 0;
        QTest::newRow("win in 1") << QByteArray(WinIn1) << QByteArray() << 1;
        QTest::newRow("win in 3") << QByteArray(WinIn3) << QByteArray() << 3;
    }
    void lgameCommand()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QFETCH(int, winIn);
        const Position p = fromLines(input.constData());
        // The oracle first, so that the rows mean what they say whatever the analysis thinks.
        if (expected.endsWith("Losing\n"))
            QVERIFY(losesWithin(p, 2));
        if (QByteArray(QTest::currentDataTag()).startsWith("terminal"))
            QVERIFY(legalMoves(p).empty());
        if (winIn > 0) {
            QVERIFY(winsWithin(p, winIn));
            QVERIFY(!winsWithin(p, winIn - 2));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lgame.in"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(input);
        file.close();
        const test::Result fromFile = gametree({"lgame", path});
        const test::Result fromStdin = gametree({"lgame"}, input);
        QCOMPARE(fromFile.exit, 0);
        QCOMPARE(fromStdin.out, fromFile.out);
        QCOMPARE(fromFile.err, QByteArray());
        if (!expected.isEmpty()) {
            QCOMPARE(fromFile.out, expected);
            return;
        }
        // The board after A's move: one move away, and a loss for B as fast as A can make it.
        ReadError error;
        const auto after = readTaskInput(fromFile.out, path, &error);
        QVERIFY2(after, qPrintable(error.toString()));
        Position next = *after;
        next.toMove = Player::B;
        const std::vector<Move> moves = legalMoves(p);
        QVERIFY(std::any_of(moves.begin(), moves.end(),
                            [&](const Move &m) { return play(p, m) == next; }));
        QVERIFY(losesWithin(next, winIn - 1));
        QCOMPARE(analyse(next), (Result{Outcome::Loss, winIn - 1}));
    }

    void lgameCommandErrors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("letter") << QByteArray("x##.\n.#o.\n.#*.\n.**x\n")
                                << QByteArray(":2:3: 'o' is not one of . x # *");
        // Issue 27: a NUL was quoted as itself, shown as '�'.
        QTest::newRow("NUL") << QByteArray("x##.\n.#\0.\n.#*.\n.**x\n", 20)
                             << QByteArray(":2:3: U+0000 is not one of . x # *");
        QTest::newRow("right-to-left mark") << QByteArray("x##.\n.#\u200f.\n.#*.\n.**x\n")
                                            << QByteArray(":2:3: U+200F is not one of . x # *");
        QTest::newRow("long line") << QByteArray("x##.\n.#*..\n.#*.\n.**x\n")
                                   << QByteArray(":2:5: line 2 has 5 characters");
        QTest::newRow("short line")
            << QByteArray("x##.\n.#*.\n.#\n.**x\n") << QByteArray(":3:3: line 3 has 2 characters");
        QTest::newRow("3 lines") << QByteArray("x##.\n.#*.\n.#*.\n")
                                 << QByteArray(":4:1: the board ends after line 3");
        QTest::newRow("5 lines") << QByteArray("x##.\n.#*.\n.#*.\n.**x\n....\n")
                                 << QByteArray(":5:1: more than 4 lines");
        QTest::newRow("not an L") << QByteArray("x##.\n..*.\n.#*.\n#**x\n")
                                  << QByteArray(":1:2: the four '#' do not form an L");
        QTest::newRow("five *") << QByteArray("x##.\n.#*.\n.#*.\n***x\n")
                                << QByteArray(":4:3: 5 '*' on the board, not 4 (player B's L)");
        QTest::newRow("one x") << QByteArray("x##.\n.#*.\n.#*.\n.**.\n")
                               << QByteArray(
                                      "<stdin>: 1 'x' on the board, not 2 (the neutral pieces)");
        QTest::newRow("latin-1") << QByteArray("x##\xe9\n") << QByteArray("not valid UTF-8");
    }
    void lgameCommandErrors()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, message);
        const test::Result r = gametree({"lgame"}, input);
        QCOMPARE(r.exit, 1);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.err.startsWith("gametree: <stdin>:") && r.err.contains(message) &&
                     r.err.count('\n') == 1,
                 r.err.constData());
    }

    // A pipe may hold only part of the input when gametree first reads it.
    void lgameCommandReadsAllOfAPipe()
    {
        const test::Result r = test::gametreeInPieces({"lgame"}, {"x##.\n", ".#*.\n.#*.\n.**x\n"});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, QByteArray("No winning move\nDraw\n"));
    }

    void lgameCommandUsage()
    {
        QCOMPARE(gametree({"lgame", "a", "b"}).exit, 2);
        QCOMPARE(gametree({"lgame", "--bogus"}).exit, 2);
        const test::Result missing = gametree({"lgame", "/nonexistent/lgame.in"});
        QCOMPARE(missing.exit, 1);
        QVERIFY(missing.err.startsWith("gametree: /nonexistent/lgame.in: cannot read"));
        const test::Result help = gametree({"lgame", "--help"});
        QCOMPARE(help.exit, 0);
        QVERIFY(help.out.startsWith("Usage: gametree lgame"));
        QVERIFY(gametree({"--help"}).out.contains("\n  lgame   [FILE] "));
    }

    // The generator: the moves to the depth, values that minimax backs up to the analysis's
    // verdict at the root, positions and keys on every node, and the node guard.
    void generatorTree()
    {
        const Generator *g = findGenerator(QStringLiteral("lgame"));
        QVERIFY(g);
        OptionValues o;
        const Position root = fromLines(WinIn3);
        o.set(QStringLiteral("position"), positionText(root));
        o.set(QStringLiteral("depth"), 2);
        QString error;
        const auto tree = g->generate(o, 1, &error);
        QVERIFY2(tree, qPrintable(error));
        QVERIFY(validateTree(*tree).empty());
        const std::vector<Move> moves = legalMoves(root);
        int nodes = 1 + int(moves.size());
        for (const Move &m : moves)
            nodes += int(legalMoves(play(root, m)).size());
        QCOMPARE(tree->size(), nodes);
        QCOMPARE(tree->childCount(0), int(moves.size()));
        QCOMPARE(tree->positionText(0), positionText(root));
        QCOMPARE(tree->key(0), positionText(root));
        QCOMPARE(tree->gameId(0), QStringLiteral("lgame"));
        QCOMPARE(tree->kind(0), NodeKind::Max);
        QCOMPARE(tree->value(0), 97.0); // A wins in 3 plies: 100 - 3
        // Minimax on the tree gives the root's value, through the move the task names.
        std::vector<double> v;
        QCOMPARE(minimax(*tree, &v), 97.0);
        const Move win = *solveTask(root).winningMove;
        const NodeId winChild =
            tree->child(0, int(std::find(moves.begin(), moves.end(), win) - moves.begin()));
        QCOMPARE(v[winChild], 97.0);
        QCOMPARE(tree->label(winChild), moveLabel(win));
        QCOMPARE(tree->positionText(winChild), positionText(play(root, win)));

        // Without the neutral moves: 13 times fewer children at the root, and here minimax on
        // the tree misses the win (A's winning move moves a neutral).
        o.set(QStringLiteral("depth"), 1);
        o.set(QStringLiteral("neutral"), QStringLiteral("none"));
        auto none = g->generate(o, 1, &error);
        QCOMPARE(none->childCount(0), int(moves.size()) / 13);
        QCOMPARE(minimax(*none), 0.0);
        // The best neutral move for each place of the L: as few children, the win kept.
        o.set(QStringLiteral("neutral"), QStringLiteral("best"));
        auto best = g->generate(o, 1, &error);
        QVERIFY(validateTree(*best).empty());
        QCOMPARE(best->childCount(0), int(moves.size()) / 13);
        QCOMPARE(minimax(*best), 97.0);
        for (int i = 0; i < best->childCount(0); ++i) // one child per place of the L
            QCOMPARE(best->label(best->child(0, i)).left(8),
                     moveLabel(Move{moves[13 * i].placement, -1, -1}));

        // The start's tree to depth 4 is far too big with the neutral moves.
        OptionValues big;
        big.set(QStringLiteral("depth"), 4);
        QVERIFY(!g->generate(big, 1, &error));
        QVERIFY2(error.contains("more than 1,000,000 nodes") && error.contains("--neutral best"),
                 qPrintable(error));
        big.set(QStringLiteral("position"), QStringLiteral("x##./.#*./.#o./.**x A"));
        QVERIFY(!g->generate(big, 1, &error));
        QVERIFY2(error.startsWith("--position: row 3"), qPrintable(error));
    }

    // The horizon values are exact, so minimax on a tree of every move, or of the best neutral
    // move for each place of the L, gives the root the analysis's value (a sample of positions,
    // both sides to move; depth 2 where it is small).
    void minimaxMatchesTheAnalysis()
    {
        const Generator *g = findGenerator(QStringLiteral("lgame"));
        const std::vector<Position> all = allPositions();
        for (std::size_t i = 0; i < all.size(); i += 41) {
            Position p = all[i];
            p.toMove = i % 2 ? Player::A : Player::B;
            const Result r = analyse(p);
            const double expected = r.outcome == Outcome::Draw  ? 0
                                    : r.outcome == Outcome::Win ? 100 - r.plies
                                                                : -(100 - r.plies);
            for (const char *neutral : {"all", "best"}) {
                OptionValues o;
                o.set(QStringLiteral("position"), positionText(p));
                o.set(QStringLiteral("depth"), neutral == QLatin1String("best") ? 2 : 1);
                o.set(QStringLiteral("neutral"), QString::fromLatin1(neutral));
                QString error;
                const auto tree = g->generate(o, 1, &error);
                QVERIFY2(tree, qPrintable(error));
                QCOMPARE(tree->value(0), expected);
                QCOMPARE(minimax(*tree), expected);
            }
        }
    }

    // From 4 plies on a position can come back at another ply; there its subtree is cut at
    // another depth, so it must not share the key (validateTree checks the rule of keys).
    void repeatedPositionsKeepTheRuleOfKeys()
    {
        OptionValues o;
        o.set(QStringLiteral("depth"), 4);
        o.set(QStringLiteral("neutral"), QStringLiteral("none"));
        QString error;
        const auto tree = findGenerator(QStringLiteral("lgame"))->generate(o, 1, &error);
        QVERIFY2(tree, qPrintable(error));
        QVERIFY(validateTree(*tree).empty());
        bool repeated = false;
        for (NodeId n = 0; n < tree->size(); ++n)
            repeated = repeated || tree->key(n).endsWith(QLatin1String(" ply 4"));
        QVERIFY(repeated);
    }
};

QTEST_GUILESS_MAIN(TstLGame)
#include "tst_lgame.moc"
