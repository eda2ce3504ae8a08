// Game generators (core/generate): tic-tac-toe's tree against the known counts and values,
// its positions and keys, f(p) at the horizon, the opponent model, and the deck's examples
// (Tian Ji's horse race, the depth-2 tic-tac-toe search) as they ship.
#include "runsearch.h"

#include "core/generate/generator.h"
#include "core/generate/tictactoe.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/tree/validate.h"

#include <QSet>
#include <QtTest>

#include <cmath>

using namespace gt;

namespace {

const Generator &ticTacToe()
{
    const Generator *g = findGenerator(QStringLiteral("tictactoe"));
    if (!g)
        qFatal("no tictactoe generator");
    return *g;
}

OptionValues options(std::initializer_list<std::pair<const char *, QVariant>> list)
{
    OptionValues v;
    for (const auto &[name, value] : list)
        v.set(QString::fromLatin1(name), value);
    return v;
}

GameTree makeTtt(const OptionValues &values = {})
{
    QString error;
    const auto tree = ticTacToe().generate(values, 1, &error);
    if (!tree)
        qFatal("tictactoe refused: %s", qPrintable(error));
    return *tree;
}

QString refusal(const QString &position)
{
    QString error;
    if (ticTacToe().generate(options({{"position", position}}), 1, &error))
        return QStringLiteral("(made a tree)");
    return error;
}

// The child of n reached by the move `square`, or NoNode.
NodeId play(const GameTree &t, NodeId n, const QString &square)
{
    for (const NodeId c : t.children(n)) {
        if (t.label(c) == square)
            return c;
    }
    return NoNode;
}

NodeId line(const GameTree &t, const QStringList &moves)
{
    NodeId n = t.root();
    for (const QString &m : moves) {
        n = play(t, n, m);
        if (n == NoNode)
            return NoNode;
    }
    return n;
}

double minimaxValue(const GameTree &t, NodeId n)
{
    if (t.isLeaf(n))
        return t.value(n);
    double best = t.kind(n) == NodeKind::Max ? -1e300 : 1e300;
    for (const NodeId c : t.children(n)) {
        const double v = minimaxValue(t, c);
        best = t.kind(n) == NodeKind::Max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

Document loadExample(const QString &name)
{
    ReadError error;
    const auto doc =
        loadDocument(QStringLiteral(GT_SOURCE_DIR "/resources/examples/%1").arg(name), &error);
    if (!doc)
        qFatal("%s: %s", qPrintable(name), qPrintable(error.message));
    return *doc;
}

} // namespace

class TstGames : public QObject {
    Q_OBJECT

private slots:
    void gamesAreListed()
    {
        QVERIFY(ticTacToe().isGame());
        QVERIFY(!findGenerator(QStringLiteral("random"))->isGame());
        QVERIFY(!ticTacToe().usesSeed());
    }

    // The known figures of the whole game: 549,946 nodes (255,168 games), 5,478 positions,
    // and a draw with best play.
    void fullTreeCountsAndValue()
    {
        const GameTree t = makeTtt();
        QCOMPARE(t.size(), 549946);
        QCOMPARE(t.leafCount(), 255168);
        QSet<QString> keys;
        for (NodeId n = 0; n < t.size(); ++n)
            keys.insert(t.key(n));
        QCOMPARE(keys.size(), 5478);
        QCOMPARE(t.kind(0), NodeKind::Max);
        QCOMPARE(t.key(0), QStringLiteral(".../.../..."));
        QCOMPARE(t.gameId(0), QStringLiteral("ttt"));
        QVERIFY(validateTree(t).empty()); // includes: equal keys, identical subtrees
        const Trace trace = test::run(t, QStringLiteral("minimax"));
        QCOMPARE(trace.summary.value, 0.0);
        QCOMPARE(trace.summary.leavesEvaluated, 255168);
    }

    // The table turns the tree back into the graph of positions: alpha-beta with it reads a
    // fraction of what it reads without, and both find the draw.
    void transpositionTableReadsFewerLeaves()
    {
        const GameTree t = makeTtt();
        for (const QString &algo : {QStringLiteral("alphabeta"), QStringLiteral("negamax")}) {
            const Trace plain = test::run(t, algo);
            const Trace table = test::run(t, algo, options({{"tt", true}}));
            QCOMPARE(plain.summary.value, 0.0);
            QCOMPARE(table.summary.value, 0.0);
            qInfo("%s: %lld leaves read plain, %lld with --tt (minimax 255168)", qPrintable(algo),
                  qlonglong(plain.summary.leavesEvaluated),
                  qlonglong(table.summary.leavesEvaluated));
            QVERIFY(table.summary.leavesEvaluated * 2 < plain.summary.leavesEvaluated);
        }
    }

    void deterministic()
    {
        const OptionValues o = options({{"depth", 4}, {"opponent-p", 0.6}});
        QCOMPARE(makeTtt(o), makeTtt(o));
        QCOMPARE(makeTtt(), makeTtt());
    }

    // Children in square order a3 b3 c3 a2 b2 c2 a1 b1 c1, labelled by the square, with the
    // position after the move and the move as `@`.
    void movesAndPositions()
    {
        const GameTree t = makeTtt(options({{"depth", 2}}));
        QCOMPARE(t.childCount(0), 9);
        const QStringList squares = {"a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"};
        for (int i = 0; i < 9; ++i)
            QCOMPARE(t.label(t.child(0, i)), squares[i]);
        const NodeId centre = t.child(0, 4);
        QCOMPARE(t.kind(centre), NodeKind::Min);
        QCOMPARE(t.positionText(centre), QStringLiteral(".../.x./... @b2"));
        QCOMPARE(t.key(centre), QStringLiteral(".../.x./..."));
        const NodeId reply = play(t, centre, QStringLiteral("c1"));
        QCOMPARE(t.positionText(reply), QStringLiteral(".../.x./..o @c1"));
        QCOMPARE(t.childCount(centre), 8);
    }

    // x a3, o b3, x c3 and x c3, o b3, x a3 reach one position: one key, the same subtree.
    void transpositionsShareKeys()
    {
        const GameTree t = makeTtt();
        const NodeId a = line(t, {"a3", "b3", "c3"}), b = line(t, {"c3", "b3", "a3"});
        QVERIFY(a != NoNode && b != NoNode && a != b);
        QCOMPARE(t.key(a), QStringLiteral("xox/.../..."));
        QCOMPARE(t.key(a), t.key(b));
        QCOMPARE(t.positionText(a), QStringLiteral("xox/.../... @c3"));
        QCOMPARE(t.positionText(b), QStringLiteral("xox/.../... @a3"));
        QCOMPARE(t.subtreeEnd(a) - a, t.subtreeEnd(b) - b);
        for (NodeId i = 1; i < t.subtreeEnd(a) - a; ++i) {
            QCOMPARE(t.kind(a + i), t.kind(b + i));
            QCOMPARE(t.key(a + i), t.key(b + i));
            QCOMPARE(t.label(a + i), t.label(b + i));
            QCOMPARE(t.positionText(a + i), t.positionText(b + i));
            if (t.isLeaf(a + i))
                QCOMPARE(t.value(a + i), t.value(b + i));
        }
    }

    // f(p) = lines open for x − lines open for o, counted by hand.
    void openLines_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("f");
        QTest::newRow("empty") << ".../.../..." << 0;
        QTest::newRow("x centre") << ".../.x./..." << 4;            // 8 − 4
        QTest::newRow("x corner") << "x../.../..." << 3;            // 8 − 5
        QTest::newRow("x centre, o corner") << "o../.x./..." << 1;  // 5 − 4
        QTest::newRow("x centre, o edge") << ".o./.x./..." << 2;    // 6 − 4
        QTest::newRow("x corner, o centre") << "x../.o./..." << -1; // 4 − 5
        QTest::newRow("xx./oox/...") << "xx./oox/..." << 1;         // 3 − 2
    }
    void openLines()
    {
        QFETCH(QString, board);
        QFETCH(int, f);
        const auto cells = ttt::parseCells(board, nullptr);
        QVERIFY(cells);
        QCOMPARE(ttt::openLinesDifference(*cells), f);
    }

    // The deck's search two plies deep: the centre is worth 1 (o's best reply is a corner),
    // a corner −1, an edge −2, so x plays the centre and the root is worth 1.
    void depthTwoIsTheDecksSearch()
    {
        const GameTree t = makeTtt(options({{"depth", 2}}));
        QCOMPARE(t.size(), 1 + 9 + 72);
        QCOMPARE(t.value(play(t, play(t, 0, "b2"), "a3")), 1.0);
        QCOMPARE(t.value(play(t, play(t, 0, "b2"), "b3")), 2.0);
        QCOMPARE(t.value(play(t, play(t, 0, "a3"), "b2")), -1.0);
        QCOMPARE(minimaxValue(t, play(t, 0, "b2")), 1.0);
        QCOMPARE(minimaxValue(t, play(t, 0, "a3")), -1.0);
        QCOMPARE(minimaxValue(t, play(t, 0, "b3")), -2.0);
        const Trace trace = test::run(t, QStringLiteral("minimax"));
        QCOMPARE(trace.summary.value, 1.0);
        QCOMPARE(trace.summary.bestChild, std::optional<int>(4));
    }

    // Inner nodes carry f(p) of their own position as a heuristic value, so iterative
    // deepening (which reads it at each pass's horizon) searches the depth-limited tree too.
    void innerNodesCarryTheHeuristic()
    {
        const GameTree t = makeTtt(options({{"depth", 2}}));
        QCOMPARE(t.value(0), 0.0);                      // the empty board: 8 − 8
        QCOMPARE(t.value(play(t, 0, "b2")), 4.0);       // x in the centre: 8 − 4
        QCOMPARE(t.value(play(t, 0, "a3")), 8.0 - 5.0); // x in a corner: 8 − 5
        const Trace id = test::run(t, QStringLiteral("id"));
        QCOMPARE(id.summary.value, 1.0);
        QCOMPARE(id.summary.bestChild, std::optional<int>(4));
    }

    // A win is ±W, found before f(p); a full board is 0.
    void winsBeforeTheHeuristic()
    {
        const GameTree t = makeTtt(options({{"position", "xx./oo./..."}, {"depth", 1}}));
        QCOMPARE(t.kind(0), NodeKind::Max);
        QCOMPARE(t.value(play(t, 0, "c3")), 100.0);
        QCOMPARE(t.value(play(t, 0, "c2")), 1.0); // xx./oox/...: f = 3 − 2
        const GameTree w =
            makeTtt(options({{"position", "xx./oo./..."}, {"depth", 1}, {"win", 50}}));
        QCOMPARE(w.value(play(w, 0, "c3")), 50.0);
        // o to move with the same board wins at c2 at once.
        const GameTree o = makeTtt(options({{"position", "xx./oo./x.."}, {"depth", 1}}));
        QCOMPARE(o.kind(0), NodeKind::Min);
        QCOMPARE(o.value(play(o, 0, "c2")), -100.0);
    }

    void finishedPositionIsOneLeaf()
    {
        const GameTree won = makeTtt(options({{"position", "xxx/oo./... @c3"}}));
        QCOMPARE(won.size(), 1);
        QCOMPARE(won.value(0), 100.0);
        QCOMPARE(won.positionText(0), QStringLiteral("xxx/oo./... @c3"));
        const GameTree full = makeTtt(options({{"position", "xox/xoo/oxx"}}));
        QCOMPARE(full.size(), 1);
        QCOMPARE(full.value(0), 0.0);
    }

    // o may begin: the token says so when the counts cannot.
    void oMovesFirst()
    {
        const GameTree t = makeTtt(options({{"position", ".../.../... o"}, {"depth", 2}}));
        QCOMPARE(t.kind(0), NodeKind::Min);
        QCOMPARE(t.key(0), QStringLiteral(".../.../... o"));
        const NodeId c = play(t, 0, "b2");
        QCOMPARE(t.kind(c), NodeKind::Max);
        QCOMPARE(t.key(c), QStringLiteral(".../.o./...")); // one more o: x to move, implied
        QCOMPARE(t.value(play(t, c, "a3")), -1.0);         // x../.o./...
    }

    void badPositionsAreRefused_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("message");
        QTest::newRow("counts") << "xx./.../..."
                                << "--position: the board has 2 x and 0 o";
        QTest::newRow("two winners") << "xxx/ooo/..."
                                     << "both x and o have three in a row";
        QTest::newRow("winner to move") << "xxx/oo./o.."
                                        << "x has three in a row and is to move";
        QTest::newRow("side against counts") << "x../.../... x"
                                             << "x cannot be to move";
        QTest::newRow("rows") << "xo./..."
                              << "3 rows";
        QTest::newRow("cell") << "xO./.../..."
                              << "holds 'O'";
        QTest::newRow("token") << ".../.../... z"
                               << "'z' is not a token";
        QTest::newRow("last move") << "x../.../... @d4"
                                   << "'@d4' is not a last move";
        QTest::newRow("last move not the mover's") << "x../.../... @b2"
                                                   << "not a stone of x";
    }
    void badPositionsAreRefused()
    {
        QFETCH(QString, position);
        QFETCH(QString, message);
        const QString error = refusal(position);
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // The opponent model: o's nodes are chance nodes whose probabilities sum to 1, the best
    // reply (least minimax value, first in square order) with p. With p = 1 expectimax is
    // minimax.
    // --intervals: every inner node's [pess, opt] holds its minimax value (no line open for x:
    // at most 0; none for o: at least 0; else ±W), so B* can search the game, and the move it
    // proves best is a best move. Without the option the tree has no intervals and B* says so.
    void intervalsLetBStarSearchTheGame()
    {
        const Algorithm *bstar = findAlgorithm(QStringLiteral("bstar"));
        QVERIFY(bstar->refusal(makeTtt(options({{"depth", 2}}))));
        int narrow = 0;
        for (const OptionValues &o :
             {options({{"depth", 2}, {"intervals", true}}),
              options({{"depth", 4}, {"intervals", true}}),
              options({{"position", "x.o/.x./..."}, {"intervals", true}}),
              options({{"position", "xo./.x./o.."}, {"intervals", true}}),
              options({{"position", "xox/.o./..."}, {"intervals", true}})}) {
            const GameTree t = makeTtt(o);
            QVERIFY(!bstar->refusal(t));
            std::vector<double> value(std::size_t(t.size()));
            for (NodeId n = t.size() - 1; n >= 0; --n) { // children come after their parent
                if (t.isLeaf(n)) {
                    value[n] = t.value(n);
                    continue;
                }
                const bool max = t.kind(n) == NodeKind::Max;
                double best = max ? -1e300 : 1e300;
                for (const NodeId c : t.children(n))
                    best = max ? std::max(best, value[c]) : std::min(best, value[c]);
                value[n] = best;
                const auto iv = t.interval(n);
                QVERIFY(iv);
                QVERIFY2(iv->pess <= best && best <= iv->opt,
                         qPrintable(QStringLiteral("%1: %2 outside [%3, %4]")
                                        .arg(t.describe(n))
                                        .arg(best)
                                        .arg(iv->pess)
                                        .arg(iv->opt)));
                narrow += iv->opt - iv->pess < 200 ? 1 : 0;
            }
            const Trace trace = test::run(t, QStringLiteral("bstar"));
            QVERIFY(trace.summary.bestChild);
            const NodeId best = t.children(0)[std::size_t(*trace.summary.bestChild)];
            QCOMPARE(value[best], value[0]);
        }
        QVERIFY(narrow > 10); // the open lines do narrow some
    }

    void opponentModel()
    {
        const double p = 0.7;
        const GameTree t = makeTtt(options({{"depth", 3}, {"opponent-p", p}}));
        const GameTree plain = makeTtt(options({{"depth", 3}}));
        QCOMPARE(t.size(), plain.size());
        QVERIFY(validateTree(t).empty());
        int chanceNodes = 0;
        for (NodeId n = 0; n < t.size(); ++n) {
            QCOMPARE(t.kind(n) == NodeKind::Chance, plain.kind(n) == NodeKind::Min);
            if (t.kind(n) != NodeKind::Chance)
                continue;
            ++chanceNodes;
            double sum = 0;
            int best = -1;
            double bestValue = 1e300;
            for (int i = 0; i < t.childCount(n); ++i) {
                sum += t.prob(t.child(n, i));
                const double v = minimaxValue(plain, plain.child(n, i));
                if (v < bestValue) {
                    bestValue = v;
                    best = i;
                }
            }
            QVERIFY(std::abs(sum - 1) < 1e-12);
            const int others = t.childCount(n) - 1;
            for (int i = 0; i < t.childCount(n); ++i)
                QCOMPARE(t.prob(t.child(n, i)), i == best ? p : (1 - p) / others);
        }
        QCOMPARE(chanceNodes, 9);
        // After x b2 o's best reply at depth 3 is the corner a3.
        QCOMPARE(t.prob(play(t, play(t, 0, "b2"), "a3")), p);

        const GameTree sure = makeTtt(options({{"opponent-p", 1.0}}));
        QCOMPARE(test::run(sure, QStringLiteral("expectimax")).summary.value, 0.0);
        // An opponent who rarely finds the best reply loses on average: x gains.
        const GameTree weak = makeTtt(options({{"opponent-p", 0.2}}));
        QVERIFY(test::run(weak, QStringLiteral("expectimax")).summary.value > 0);
    }

    // Positions and keys survive a .json document.
    void jsonRoundTrip()
    {
        Document doc;
        doc.tree = makeTtt(options({{"position", "x.o/.x./..o @c1"}, {"opponent-p", 0.5}}));
        const QByteArray bytes = writeJsonDocument(doc);
        ReadError error;
        const auto back = readJsonDocument(bytes, QStringLiteral("<ttt>"), &error);
        QVERIFY2(back, qPrintable(error.message));
        QCOMPARE(back->tree, doc.tree);
        QCOMPARE(back->tree.positionText(0), QStringLiteral("x.o/.x./..o @c1"));
    }

    // The deck's depth-2 search ships as the generator makes it.
    void depthTwoExampleIsGenerated()
    {
        const Document doc = loadExample(QStringLiteral("ttt-depth2.json"));
        QCOMPARE(doc.tree, makeTtt(options({{"depth", 2}})));
        QCOMPARE(doc.algorithm, QStringLiteral("minimax"));
    }

    // Tian Ji's race: the king orders his horses (MIN), Tian Ji answers knowing it (MAX); every
    // answer of Sun Bin's wins 2–1, so the root is worth +1.
    void tianJi()
    {
        const Document doc = loadExample(QStringLiteral("tian-ji.json"));
        const GameTree &t = doc.tree;
        QCOMPARE(t.kind(0), NodeKind::Min);
        QCOMPARE(t.childCount(0), 6);
        QCOMPARE(t.leafCount(), 36);
        QVERIFY(validateTree(t).empty());
        // Strength: king's top 6 > Tian Ji's top 5 > king's middle 4 > his middle 3 > king's
        // bottom 2 > his bottom 1; edges list the horses of races 1, 2, 3 (Top, Middle, Bottom).
        auto strength = [](QChar c, bool king) {
            const int base = c == QLatin1Char('T') ? 5 : c == QLatin1Char('M') ? 3 : 1;
            return base + (king ? 1 : 0);
        };
        for (const NodeId k : t.children(0)) {
            QCOMPARE(t.kind(k), NodeKind::Max);
            QVERIFY(t.label(k).startsWith(QLatin1String("king ")));
            const QString kingOrder = t.label(k).mid(5);
            for (const NodeId leaf : t.children(k)) {
                int won = 0;
                for (int race = 0; race < 3; ++race)
                    won += strength(t.label(leaf)[race], false) > strength(kingOrder[race], true)
                               ? 1
                               : 0;
                QCOMPARE(t.value(leaf), double(won - (3 - won)));
            }
            QCOMPARE(minimaxValue(t, k), 1.0);
        }
        QCOMPARE(test::run(t, doc.algorithm).summary.value, 1.0);
    }
};

QTEST_GUILESS_MAIN(TstGames)
#include "tst_games.moc"
