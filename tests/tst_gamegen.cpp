// The game generators of docs/games.md: Grundy's game (values against the known losing piles,
// the AND/OR view, keyed transpositions), the dice game Pig (probabilities, values worked out
// by hand, expectiminimax on it) and Gomoku (W^D leaves, a win found, a five blocked, the
// documented evaluation, determinism).
#include "runsearch.h"
#include "searchoracle.h"

#include "core/generate/generator.h"
#include "core/search/algorithm.h"
#include "core/tree/validate.h"

#include <QHash>
#include <QtTest>

#include <cmath>

using namespace gt;

Q_DECLARE_METATYPE(gt::OptionValues)

namespace {

OptionValues options(std::initializer_list<std::pair<const char *, QVariant>> list)
{
    OptionValues v;
    for (const auto &[name, value] : list)
        v.set(QString::fromLatin1(name), value);
    return v;
}

std::optional<GameTree> tryGenerate(const char *id, const OptionValues &values, QString *error)
{
    const Generator *g = findGenerator(QString::fromLatin1(id));
    if (!g)
        qFatal("no generator %s", id);
    return g->generate(values, 1, error);
}

GameTree generate(const char *id, const OptionValues &values)
{
    QString error;
    const auto tree = tryGenerate(id, values, &error);
    if (!tree)
        qFatal("%s refused: %s", id, qPrintable(error));
    return *tree;
}

// Why the generator refuses these options (empty when it does not).
QString refusal(const char *id, const OptionValues &values)
{
    QString error;
    return tryGenerate(id, values, &error) ? QString() : error;
}

QStringList childLabels(const GameTree &t, NodeId n)
{
    QStringList labels;
    for (const NodeId c : t.children(n))
        labels << t.label(c);
    return labels;
}

// How many nodes share each key.
QHash<QString, int> keyCounts(const GameTree &t)
{
    QHash<QString, int> counts;
    for (NodeId n = 0; n < t.size(); ++n)
        ++counts[t.key(n)];
    return counts;
}

// What is wrong with the tree's positions (empty: nothing): every node has a position of
// `game` and a key, nodes with the same key the same position (apart from the last move), and
// the tree validates (nodes sharing a key have identical subtrees).
QString positionProblem(const GameTree &t, const QString &game)
{
    QHash<QString, QString> board;
    for (NodeId n = 0; n < t.size(); ++n) {
        const QString text = t.positionText(n).section(QStringLiteral(" @"), 0, 0);
        if (t.gameId(n) != game || t.key(n).isEmpty() || board.value(t.key(n), text) != text)
            return QStringLiteral("node %1: game %2, key \"%3\", position \"%4\"")
                .arg(n)
                .arg(t.gameId(n), t.key(n), t.positionText(n));
        board.insert(t.key(n), text);
    }
    const std::vector<TreeProblem> problems = validateTree(t);
    return problems.empty() ? QString() : problems.front().message;
}

int leavesAtDepth(const GameTree &t, int depth)
{
    int leaves = 0;
    for (NodeId n = 0; n < t.size(); ++n)
        leaves += t.isLeaf(n) && t.depth(n) == depth;
    return leaves;
}

// A 15×15 board with x and o on the named squares ("h8"), then the tokens.
QString gomokuBoard(const QStringList &xs, const QStringList &os, const QString &tokens = {})
{
    QString cells(15 * 15, QLatin1Char('.'));
    const auto put = [&](const QStringList &squares, char side) {
        for (const QString &s : squares)
            cells[(15 - s.mid(1).toInt()) * 15 + (s[0].unicode() - 'a')] = QLatin1Char(side);
    };
    put(xs, 'x');
    put(os, 'o');
    QStringList rows;
    for (int r = 0; r < 15; ++r)
        rows << cells.mid(r * 15, 15);
    return rows.join(QLatin1Char('/')) + (tokens.isEmpty() ? QString() : QLatin1Char(' ') + tokens);
}

constexpr double GomokuWin = 1000000;

} // namespace

class TstGameGen : public QObject {
    Q_OBJECT

private slots:
    // Every algorithm searches the game trees (B* alone wants intervals, and on the dice game
    // those without chance nodes refuse) and agrees with the textbook value; iterative
    // deepening reads the inner nodes' heuristic values.
    void everyAlgorithmSearches_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<OptionValues>("values");
        QTest::newRow("grundy 8") << "grundy" << options({{"pile", 8}});
        QTest::newRow("grundy 10 and-or") << "grundy" << options({{"pile", 10}, {"and-or", true}});
        QTest::newRow("grundy 13 depth 2") << "grundy" << options({{"pile", 13}, {"depth", 2}});
        QTest::newRow("gomoku") << "gomoku" << options({{"width", 3}, {"depth", 3}});
        QTest::newRow("dice") << "dice" << options({{"die", 3}, {"depth", 4}});
    }
    void everyAlgorithmSearches()
    {
        QFETCH(QString, game);
        QFETCH(OptionValues, values);
        const GameTree t = generate(qPrintable(game), values);
        QStringList searched;
        for (const Algorithm *a : algorithms()) {
            QString error;
            const std::optional<Trace> s = search(t, a->id(), {}, &error);
            if (!s) {
                QVERIFY2(a->id() == QLatin1String("bstar") || game == QLatin1String("dice"),
                         qPrintable(a->id() + ": " + error));
                continue;
            }
            searched << a->id();
            const bool averages = a->id() == QLatin1String("expectimax");
            const double value = oracle::value(t, 0, averages);
            if (a->valueMeaning() == Algorithm::ValueMeaning::Estimate) // mcts: sampled
                continue;
            if (a->valueMeaning() == Algorithm::ValueMeaning::Proof) { // pns: does MAX win?
                QVERIFY2(s->summary.value == (value > 0 ? 1 : 0), qPrintable(a->id()));
                continue;
            }
            QVERIFY2(std::abs(s->summary.value - value) < 1e-9, qPrintable(a->id()));
        }
        QVERIFY(searched.contains(QStringLiteral("expectiminimax")));
        if (game != QLatin1String("dice"))
            QVERIFY(searched.contains(QStringLiteral("id")));
    }

    // The first player loses Grundy's game from one pile exactly for n = 1, 2, 4, 7, 10, 20
    // among n ≤ 20 (OEIS A002188: the piles of Grundy value 0). Up to 15 the whole tree is
    // searched; beyond, it is refused as too big and a tree two moves deep with solved values
    // at the horizon gives the value.
    void grundyFirstPlayerLoses_data()
    {
        QTest::addColumn<int>("pile");
        QTest::addColumn<bool>("loses");
        for (int n = 1; n <= 20; ++n)
            QTest::addRow("%d", n) << n << QList<int>{1, 2, 4, 7, 10, 20}.contains(n);
    }
    void grundyFirstPlayerLoses()
    {
        QFETCH(int, pile);
        QFETCH(bool, loses);
        const double expected = loses ? -1 : 1;
        if (pile <= 12) {
            const GameTree t = generate("grundy", options({{"pile", pile}}));
            QCOMPARE(test::run(t, QStringLiteral("minimax")).summary.value, expected);
        } else if (pile <= 15) {
            const GameTree t = generate("grundy", options({{"pile", pile}}));
            QCOMPARE(oracle::value(t, 0), expected);
        } else {
            if (pile >= 18)
                QVERIFY(refusal("grundy", options({{"pile", pile}})).contains("5,000,000"));
            const GameTree t = generate("grundy", options({{"pile", pile}, {"depth", 2}}));
            QCOMPARE(test::run(t, QStringLiteral("alphabeta")).summary.value, expected);
        }
    }

    // Solved values at the horizon agree with searching to the end, at every depth.
    void grundyHorizonIsExact()
    {
        for (const QString &position : {QStringLiteral("12"), QStringLiteral("9+5"),
                                        QStringLiteral("6+6+3"), QStringLiteral("11+1")}) {
            const GameTree whole = generate("grundy", options({{"position", position}}));
            for (int depth = 0; depth <= 3; ++depth) {
                const GameTree cut =
                    generate("grundy", options({{"position", position}, {"depth", depth}}));
                QVERIFY(cut.size() < whole.size());
                for (NodeId n = 0; n < cut.size(); ++n)
                    QVERIFY(cut.depth(n) <= depth);
                QCOMPARE(oracle::value(cut, 0), oracle::value(whole, 0));
            }
        }
    }

    // Moves in the documented order with their labels; positions largest pile first; equal
    // piles split once; every node keyed by its position, transpositions included.
    void grundyMovesAndPositions()
    {
        const GameTree t = generate("grundy", options({{"pile", 7}}));
        QCOMPARE(t.size(), NodeId(24)); // the move sequences of Grundy's game from 7
        QCOMPARE(t.positionText(0), QStringLiteral("7"));
        QCOMPARE(childLabels(t, 0), QStringList({QStringLiteral("7→6+1"), QStringLiteral("7→5+2"),
                                                 QStringLiteral("7→4+3")}));
        QCOMPARE(t.positionText(t.child(0, 2)), QStringLiteral("4+3"));
        QCOMPARE(t.kind(t.child(0, 2)), NodeKind::Min);
        const QString problem = positionProblem(t, QStringLiteral("grundy"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // 7 → 6+1 → 4+2+1, 7 → 5+2 → 4+2+1 and 7 → 4+3 → 4+2+1 meet.
        QCOMPARE(keyCounts(t).value(QStringLiteral("4+2+1")), 3);

        const GameTree twins = generate("grundy", options({{"position", "1+4+4"}}));
        QCOMPARE(twins.positionText(0), QStringLiteral("4+4+1"));
        QCOMPARE(childLabels(twins, 0), QStringList(QStringLiteral("4→3+1")));
        QCOMPARE(twins.positionText(twins.child(0, 0)), QStringLiteral("4+3+1+1"));
        // The position wins over --pile.
        QCOMPARE(generate("grundy", options({{"pile", 9}, {"position", "2+1"}})).size(), NodeId(1));
    }

    // The AND/OR view: the same tree, MAX nodes named OR and MIN nodes AND, leaves 1 where
    // MAX wins (solved) and 0 where MIN wins, so that max is OR and min is AND.
    void grundyAndOr()
    {
        for (const int pile : {7, 8}) {
            const GameTree plain = generate("grundy", options({{"pile", pile}}));
            const GameTree andOr = generate("grundy", options({{"pile", pile}, {"and-or", true}}));
            QCOMPARE(andOr.size(), plain.size());
            for (NodeId n = 0; n < andOr.size(); ++n) {
                QCOMPARE(andOr.positionText(n), plain.positionText(n));
                const bool orNode = andOr.depth(n) % 2 == 0;
                QCOMPARE(andOr.name(n), (orNode ? "OR " : "AND ") + plain.positionText(n));
                if (andOr.isLeaf(n))
                    QCOMPARE(andOr.value(n), plain.value(n) > 0 ? 1.0 : 0.0);
            }
            QCOMPARE(test::run(andOr, QStringLiteral("minimax")).summary.value,
                     pile == 7 ? 0.0 : 1.0);
        }
    }

    void grundyRefuses_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("message");
        QTest::newRow("letter") << "4+x"
                                << "\"x\" is not a pile";
        QTest::newRow("zero") << "3+0"
                              << "\"0\" is not a pile";
        QTest::newRow("empty part") << "3++1"
                                    << "\"\" is not a pile";
        QTest::newRow("too many") << "30+11"
                                  << "more than 40 tokens";
        QTest::newRow("huge") << "99999999999"
                              << "is not a pile";
        QTest::newRow("too big a tree") << "11+10"
                                        << "more than 5,000,000 nodes";
    }
    void grundyRefuses()
    {
        QFETCH(QString, position);
        QFETCH(QString, message);
        const QString error = refusal("grundy", options({{"position", position}}));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // Every chance node of Pig rolls the die: one child per face, labelled 1…K, with
    // probabilities that sum to 1; decisions are roll (a chance node) then hold.
    void diceChanceNodes_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("position");
        QTest::newRow("d6 depth 4") << 6 << 4 << "0-0 +0 max";
        QTest::newRow("d3 depth 6") << 3 << 6 << "5-8 +2 min";
        QTest::newRow("d5 depth 5") << 5 << 5 << "3-3 +6 max";
    }
    void diceChanceNodes()
    {
        QFETCH(int, die);
        QFETCH(int, depth);
        QFETCH(QString, position);
        const GameTree t =
            generate("dice", options({{"die", die}, {"depth", depth}, {"position", position}}));
        QCOMPARE(t.positionText(0), position);
        int chanceNodes = 0;
        for (NodeId n = 0; n < t.size(); ++n) {
            if (t.kind(n) == NodeKind::Chance) {
                ++chanceNodes;
                QCOMPARE(t.label(n), QStringLiteral("roll"));
                QCOMPARE(t.childCount(n), die);
                double sum = 0;
                for (int i = 0; i < die; ++i) {
                    QVERIFY(t.hasProb(t.child(n, i)));
                    sum += t.prob(t.child(n, i));
                    QCOMPARE(t.label(t.child(n, i)), QString::number(i + 1));
                }
                QVERIFY(std::abs(sum - 1) < 1e-12);
            } else if (!t.isLeaf(n)) {
                QCOMPARE(t.label(t.child(n, 0)), QStringLiteral("roll"));
                QCOMPARE(t.kind(t.child(n, 0)), NodeKind::Chance);
                if (t.childCount(n) == 2)
                    QCOMPARE(t.label(t.child(n, 1)), QStringLiteral("hold"));
                QCOMPARE(t.positionText(n).endsWith(QLatin1String(" +0 max")) ||
                             t.positionText(n).endsWith(QLatin1String(" +0 min")),
                         t.childCount(n) == 1);
                QCOMPARE(t.kind(n), t.positionText(n).endsWith(QLatin1String("max"))
                                        ? NodeKind::Max
                                        : NodeKind::Min);
            }
        }
        QVERIFY(chanceNodes > 0);
        const QString problem = positionProblem(t, QStringLiteral("dice"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Rolling 2 then 3 or 3 then 2 (with a d3: 2 then 3 or 3 then 2) meets.
        int shared = 0;
        for (const int count : keyCounts(t))
            shared += count > 1;
        QVERIFY(shared > 0);
    }

    // Values worked out by hand (docs/games.md shows the first).
    void diceByHand_data()
    {
        QTest::addColumn<int>("goal");
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("position");
        QTest::addColumn<double>("value");
        // roll: a 1 gives MIN the die with a decision left (its roll: 1 → 0, 2 → -2; -1); a 2
        // lets MAX hold for the win (100). (-1 + 100) / 2.
        QTest::newRow("depth 2") << 2 << 2 << 2 << "0-0 +0 max" << 49.5;
        // After a 1, MIN rolls: a 1 gives MAX a roll (1 → 0, 2 → 2: 1), a 2 lets MIN hold
        // for the win (-100): -49.5; a 2 lets MAX hold (100). (-49.5 + 100) / 2.
        QTest::newRow("depth 3") << 2 << 2 << 3 << "0-0 +0 max" << 25.25;
        // MIN rolls: 1 → 1-0 +0 max, estimated 1 - 0; 2 → 1-0 +2 min, estimated 1 - 2.
        QTest::newRow("min to move") << 2 << 2 << 1 << "1-0 +0 min" << 0.0;
        // Holding: 2 - 0. Rolling: a 1 gives 0, any other face a turn total of 4 to 8, counted
        // up to the goal 3: (0 + 5 × 3) / 6 = 2.5.
        QTest::newRow("up to the goal") << 3 << 6 << 1 << "0-0 +2 max" << 2.5;
    }
    void diceByHand()
    {
        QFETCH(int, goal);
        QFETCH(int, die);
        QFETCH(int, depth);
        QFETCH(QString, position);
        QFETCH(double, value);
        const GameTree t = generate(
            "dice",
            options({{"goal", goal}, {"die", die}, {"depth", depth}, {"position", position}}));
        QCOMPARE(test::run(t, QStringLiteral("expectiminimax")).summary.value, value);
        QCOMPARE(oracle::value(t, 0), value);
    }

    void diceRefuses_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("message");
        QTest::newRow("garbage") << "12 to 7" << 2 << "write S-T +R P";
        QTest::newRow("no side") << "1-2 +0" << 2 << "write S-T +R P";
        QTest::newRow("turn total 1") << "1-2 +1 max" << 2 << "turn total of 1";
        QTest::newRow("game over") << "10-2 +0 min" << 2 << "reaches the goal 10";
        QTest::newRow("too deep") << "0-0 +0 max" << 20 << "more than 5,000,000 nodes";
    }
    void diceRefuses()
    {
        QFETCH(QString, position);
        QFETCH(int, depth);
        QFETCH(QString, message);
        const QString error = refusal("dice", options({{"position", position}, {"depth", depth}}));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // W moves at every node and D plies: W^D leaves when no game ends, all at depth D.
    void gomokuWidthAndDepth_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("depth");
        QTest::newRow("3x3") << 3 << 3;
        QTest::newRow("5x2") << 5 << 2;
        QTest::newRow("2x5") << 2 << 5;
        QTest::newRow("1x4") << 1 << 4;
    }
    void gomokuWidthAndDepth()
    {
        QFETCH(int, width);
        QFETCH(int, depth);
        const GameTree t = generate("gomoku", options({{"width", width}, {"depth", depth}}));
        const int leaves = int(std::pow(width, depth));
        QCOMPARE(int(t.leafCount()), leaves);
        QCOMPARE(leavesAtDepth(t, depth), leaves);
        QCOMPARE(t.kind(0), NodeKind::Min); // the default: x on h8, o to move
        QVERIFY(t.positionText(0).endsWith(QLatin1String(" @h8")));
        QCOMPARE(t.positionText(t.child(0, 0)).split(QLatin1Char('/')).size(), 15);
        const QString problem = positionProblem(t, QStringLiteral("gomoku"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Transposed positions (the same stones by another move order) share a key, and their
    // subtrees are identical.
    void gomokuTranspositions()
    {
        const GameTree t = generate("gomoku", options({{"width", 3}, {"depth", 4}}));
        int shared = 0;
        for (const int count : keyCounts(t))
            shared += count > 1;
        QVERIFY(shared > 0);
        const QString problem = positionProblem(t, QStringLiteral("gomoku"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // x to move with four in a row: the move that makes five is ranked first and ends the
    // game, and minimax finds the win whatever the depth.
    void gomokuFindsTheWin_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("win");
        QTest::newRow("open four")
            << gomokuBoard({"h8", "i8", "j8", "k8"}, {"h7", "i7", "j7", "a1"}) << "g8";
        QTest::newRow("four with one open end")
            << gomokuBoard({"h8", "i8", "j8", "k8"}, {"g8", "a1", "c1", "e1"}) << "l8";
        QTest::newRow("diagonal, o also has four")
            << gomokuBoard({"d4", "e5", "f6", "g7"}, {"a10", "b10", "c10", "d10"}) << "h8";
    }
    void gomokuFindsTheWin()
    {
        QFETCH(QString, position);
        QFETCH(QString, win);
        for (const int depth : {1, 3}) {
            const GameTree t = generate(
                "gomoku", options({{"position", position}, {"width", 4}, {"depth", depth}}));
            QCOMPARE(t.kind(0), NodeKind::Max);
            QCOMPARE(t.label(t.child(0, 0)), win);
            QVERIFY(t.isLeaf(t.child(0, 0)));
            QCOMPARE(t.value(t.child(0, 0)), GomokuWin);
            QVERIFY(t.positionText(t.child(0, 0)).endsWith(" @" + win));
            const Trace s = test::run(t, QStringLiteral("minimax"));
            QCOMPARE(s.summary.value, GomokuWin);
            QCOMPARE(s.summary.bestChild, std::optional<int>(0));
        }
    }

    // o threatens five and x has no four: blocking is ranked first, and it holds.
    void gomokuBlocksFirst()
    {
        const QString position = gomokuBoard({"g7", "a15", "c15", "e15"}, {"h7", "i7", "j7", "k7"});
        const GameTree t =
            generate("gomoku", options({{"position", position}, {"width", 3}, {"depth", 2}}));
        QCOMPARE(t.label(t.child(0, 0)), QStringLiteral("l7"));
        // Any other move lets o make five at l7.
        for (int i = 1; i < t.childCount(0); ++i)
            QCOMPARE(oracle::value(t, t.child(0, i)), -GomokuWin);
        const Trace s = test::run(t, QStringLiteral("alphabeta"));
        QCOMPARE(s.summary.bestChild, std::optional<int>(0));
        QVERIFY(std::abs(s.summary.value) < GomokuWin);
    }

    // The static evaluation of docs/games.md: each run of stones in a line weighs by its
    // length and open ends (a single stone with both ends open 2, an open two 20, one end 1),
    // x's runs count for, o's against.
    void gomokuEvaluation_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<double>("value");
        QTest::newRow("centre stone") << QString() << 8.0;
        // x: an open two along the row (20) and each stone alone in 3 lines (6 × 2); o in the
        // corner: one open end along its row, its column and one diagonal (3 × 1).
        QTest::newRow("open two, corner") << gomokuBoard({"h8", "i8"}, {"a1"}) << 32.0 - 3.0;
        // o: a three closed by x on g8 (100) and each stone alone in 3 lines (9 × 2); x: g8 1
        // along the row (closed by o) and 2 in 3 lines, a15 in the corner 1 in 3 lines, c15
        // on the edge 2 along the row and 1 in 3 lines.
        QTest::newRow("closed three")
            << gomokuBoard({"g8", "a15", "c15"}, {"h8", "i8", "j8"}, QStringLiteral("x"))
            << (7 + 3 + 5) - (100.0 + 18);
    }
    void gomokuEvaluation()
    {
        QFETCH(QString, position);
        QFETCH(double, value);
        const GameTree t = generate("gomoku", options({{"position", position}, {"depth", 0}}));
        QCOMPARE(t.size(), NodeId(1));
        QCOMPARE(t.value(0), value);
    }

    void gomokuDeterministic()
    {
        const OptionValues o = options(
            {{"position", gomokuBoard({"h8", "i9"}, {"h9", "g7"})}, {"width", 4}, {"depth", 3}});
        QCOMPARE(generate("gomoku", o), generate("gomoku", o));
        const GameTree t = generate("gomoku", o);
        QCOMPARE(t.kind(0), NodeKind::Max);
        QCOMPARE(t.childCount(0), 4);
    }

    void gomokuRefuses_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("message");
        QTest::newRow("rows") << "...../....."
                              << "the board has 2 rows";
        QTest::newRow("row length") << gomokuBoard({}, {}).replace(0, 1, QString()) << "row 1";
        QTest::newRow("cell") << gomokuBoard({}, {}).replace(17, 1, "z") << "\"z\"";
        QTest::newRow("counts") << gomokuBoard({"a1", "a2"}, {}) << "differ by at most one";
        QTest::newRow("side") << gomokuBoard({"a1"}, {}, "x") << "not x's move";
        QTest::newRow("token") << gomokuBoard({}, {}, "@z9") << "\"@z9\" is not a token";
        QTest::newRow("last move") << gomokuBoard({"a1"}, {}, "@a2") << "not a stone of x";
        QTest::newRow("five to move")
            << gomokuBoard({"a1", "a2", "a3", "a4", "a5"}, {"c1", "c2", "c3", "c4", "c5"})
            << "x has five in a row but it is x's move";
    }
    void gomokuRefuses()
    {
        QFETCH(QString, position);
        QFETCH(QString, message);
        const QString error = refusal("gomoku", options({{"position", position}}));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(refusal("gomoku", options({{"width", 10}, {"depth", 6}}))
                    .contains("more than 1,000,000 nodes"));
    }
};

QTEST_GUILESS_MAIN(TstGameGen)
#include "tst_gamegen.moc"
