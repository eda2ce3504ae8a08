// An opponent fitted to recorded games (issue 30; core/generate/moverecords.h, the tictactoe
// and gomoku generators' --opponent-from and --smoothing): the records of a uniformly random
// player give nearly uniform chance nodes and the move expectimax picks against a uniformly
// random opponent; a small skewed record set gives exactly the counted fractions; a bad line is
// reported as file:line:column; `gametree generate` takes the flags.
#include "clirunner.h"
#include "runsearch.h"

#include "core/generate/generator.h"
#include "core/generate/moverecords.h"
#include "core/search/splitmix64.h"
#include "core/tree/exact.h"

#include <QTemporaryDir>
#include <QtTest>

#include <array>
#include <cmath>

using namespace gt;

namespace {

// Tic-tac-toe played by two uniformly random players from the empty board to its end, one
// game per line in the records format: the squares named as the generator names its edges.
QString randomGames(int games, std::uint64_t seed)
{
    static const char *const Names[9] = {"a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"};
    static constexpr int Lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                        {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    SplitMix64 random(seed);
    QString text = QStringLiteral("# %1 games of two uniformly random players\n").arg(games);
    for (int g = 0; g < games; ++g) {
        std::array<char, 9> cells;
        cells.fill('.');
        char side = 'x';
        QStringList moves;
        for (bool over = false; !over;) {
            std::vector<int> empty;
            for (int s = 0; s < 9; ++s)
                if (cells[std::size_t(s)] == '.')
                    empty.push_back(s);
            const auto pick = std::size_t(((random.next() >> 11) * empty.size()) >> 53);
            const int square = empty[pick];
            cells[std::size_t(square)] = side;
            moves << QString::fromLatin1(Names[square]);
            over = empty.size() == 1;
            for (const auto &l : Lines)
                over =
                    over || (cells[std::size_t(l[0])] == side && cells[std::size_t(l[1])] == side &&
                             cells[std::size_t(l[2])] == side);
            side = side == 'x' ? 'o' : 'x';
        }
        text += moves.join(QLatin1Char(' ')) + QLatin1Char('\n');
    }
    return text;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QString &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

GameTree generate(const QString &generator, const QVariantMap &values, QString *error = nullptr)
{
    OptionValues o;
    for (auto it = values.begin(); it != values.end(); ++it)
        o.set(it.key(), it.value());
    QString why;
    auto tree = findGenerator(generator)->generate(o, 1, &why);
    if (error)
        *error = why;
    if (!tree && !error)
        qFatal("generate failed: %s", qPrintable(why));
    return tree ? *tree : GameTree();
}

NodeId childLabelled(const GameTree &t, NodeId n, const QString &label)
{
    for (const NodeId c : t.children(n))
        if (t.label(c) == label)
            return c;
    qFatal("no child %s", qPrintable(label));
    return NoNode;
}

// Each root child's value as the search handed it to the MAX root.
std::vector<double> rootChildValues(const Trace &trace)
{
    std::vector<double> values;
    for (const TraceEvent &e : trace.events)
        if (e.type == EventType::Return && e.other == 0)
            values.push_back(e.a);
    return values;
}

// The exact fraction a child's probability stands for, as the tree's exact check reads it.
Rational probOf(const GameTree &t, NodeId child)
{
    return exactNumber(t.prob(child));
}

} // namespace

class TstOpponentRecords : public QObject {
    Q_OBJECT
private slots:
    // The done-when of issue 30: against an opponent fitted to a random player's records,
    // expectimax plays as expectimax does against a uniformly random opponent.
    void randomPlayerFitsUniform()
    {
        // Not fewer under the sanitizers: the games cost little (the tree and the searches are
        // the same either way), and the moves' values lie within 0.8 of each other (corners
        // 99.48, centre 98.96, edges 98.70), so the fitted model's noise must stay small to
        // keep a corner best; with these games it does, in every build.
        const int games = 20000;
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("random.txt"), randomGames(games, 30));
        const GameTree fitted = generate(QStringLiteral("tictactoe"), {{"opponent-from", path}});
        const GameTree plain = generate(QStringLiteral("tictactoe"), {});
        QCOMPARE(fitted.size(), plain.size()); // the same game, only o's nodes differ
        // o's replies to x's first move were each seen about games/72 times: within five
        // standard deviations of 1/8.
        const double n = games / 9.0;
        const double tolerance = 5 * std::sqrt(1.0 / 8 * 7 / 8 / n);
        for (const NodeId first : fitted.children(0)) {
            QCOMPARE(fitted.kind(first), NodeKind::Chance);
            QCOMPARE(fitted.childCount(first), 8);
            double sum = 0;
            for (const NodeId reply : fitted.children(first)) {
                QVERIFY2(std::abs(fitted.prob(reply) - 1.0 / 8) < tolerance,
                         qPrintable(QStringLiteral("%1 %2: %3")
                                        .arg(fitted.label(first), fitted.label(reply))
                                        .arg(fitted.prob(reply))));
                sum += fitted.prob(reply);
            }
            QVERIFY(std::abs(sum - 1) < 1e-12);
        }
        // Against a uniformly random o the four corners are worth exactly the same (the board's
        // symmetry) and more than the rest; the fitted model breaks their tie by its noise, so
        // "the same move" is a move expectimax with uniform chance rates best.
        const std::vector<double> uniform = rootChildValues(test::run(plain, "expectimax"));
        const Trace learnedTrace = test::run(fitted, QStringLiteral("expectimax"));
        const std::vector<double> learned = rootChildValues(learnedTrace);
        const double best = *std::max_element(uniform.begin(), uniform.end());
        QVERIFY(learnedTrace.summary.bestChild.has_value());
        const auto pick = std::size_t(*learnedTrace.summary.bestChild);
        QCOMPARE(uniform[pick], best);
        QVERIFY(QStringList({"a3", "c3", "a1", "c1"})
                    .contains(fitted.label(fitted.child(0, int(pick)))));
        // And the fitted values are close to the uniform ones (win = 100; 40 simulated record
        // sets of 2,000 and 20,000 games stayed within 0.9).
        for (std::size_t i = 0; i < uniform.size(); ++i)
            QVERIFY2(std::abs(learned[i] - uniform[i]) < 2,
                     qPrintable(QStringLiteral("%1: %2 against %3")
                                    .arg(fitted.label(fitted.child(0, int(i))))
                                    .arg(learned[i])
                                    .arg(uniform[i])));
    }

    // Hand-worked: after x's b2, o played a3 twice and c1 once (x's own c1 in the second game
    // is not counted); after x's a3, o played b2 once.
    void skewedRecordsExactly_data()
    {
        QTest::addColumn<double>("smoothing");
        QTest::addColumn<QString>("a3");    // P(a3) after b2
        QTest::addColumn<QString>("c1");    // P(c1) after b2
        QTest::addColumn<QString>("other"); // every other reply to b2
        QTest::addColumn<QString>("never"); // each reply to c3, a position never recorded
        QTest::newRow("K=0") << 0.0 << "2/3"
                             << "1/3"
                             << "0"
                             << "1/8";
        QTest::newRow("K=1") << 1.0 << "3/11"
                             << "2/11"
                             << "1/11"
                             << "1/8";
        QTest::newRow("K=0.5") << 0.5 << "5/14"
                               << "3/14"
                               << "1/14"
                               << "1/8";
    }
    void skewedRecordsExactly()
    {
        QFETCH(double, smoothing);
        QFETCH(QString, a3);
        QFETCH(QString, c1);
        QFETCH(QString, other);
        QFETCH(QString, never);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("skewed.txt"),
                                       QStringLiteral("# o answers the centre\n"
                                                      "b2 a3\n"
                                                      "B2, A3, c1   # commas and capitals\n"
                                                      "\n"
                                                      "b2 c1\n"
                                                      "a3 b2\n"));
        const GameTree t =
            generate(QStringLiteral("tictactoe"),
                     {{"depth", 2}, {"opponent-from", path}, {"smoothing", smoothing}});
        const NodeId centre = childLabelled(t, 0, QStringLiteral("b2"));
        QCOMPARE(t.kind(centre), NodeKind::Chance);
        for (const NodeId reply : t.children(centre)) {
            const QString expected = t.label(reply) == QLatin1String("a3")   ? a3
                                     : t.label(reply) == QLatin1String("c1") ? c1
                                                                             : other;
            QCOMPARE(probOf(t, reply), Rational(expected.toStdString()));
        }
        for (const NodeId reply : t.children(childLabelled(t, 0, QStringLiteral("c3"))))
            QCOMPARE(probOf(t, reply), Rational(never.toStdString()));

        // The counts themselves, through the reader.
        QString error;
        const auto records = readMoveRecords(
            path,
            [](const QStringList &moves, const MinMoveSink &minMove, QString *) {
                for (qsizetype i = 1; i < moves.size(); i += 2)
                    minMove(moves[i - 1].toLower(), moves[i].toLower());
                return -1;
            },
            &error);
        QVERIFY2(records, qPrintable(error));
        QCOMPARE(records->times(QStringLiteral("b2"), QStringLiteral("a3")), std::int64_t(2));
        QCOMPARE(records->times(QStringLiteral("b2")), std::int64_t(3));
        QCOMPARE(records->moves(), std::int64_t(4));
    }

    void badLinesNamed_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("taken") << "tictactoe"
                               << "b2 a3\nb2 a3 b2\n"
                               << ":2:7: b2 is taken already";
        QTest::newRow("not a square") << "tictactoe"
                                      << "# fine\n\n  b2 d4\n"
                                      << ":3:6: 'd4' is not a square of tic-tac-toe";
        QTest::newRow("after the end") << "tictactoe"
                                       << "a3 a2 b3 b2 c3 c2\n"
                                       << ":1:16: the game is over after 5 moves";
        QTest::newRow("gomoku square") << "gomoku"
                                       << "h8 h9\nh8 p1\n"
                                       << ":2:4: 'p1' is not a square of Gomoku";
        QTest::newRow("gomoku taken") << "gomoku"
                                      << "h8,h8\n"
                                      << ":1:4: h8 is taken already";
    }
    void badLinesNamed()
    {
        QFETCH(QString, generator);
        QFETCH(QString, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.txt"), text);
        QString error;
        const GameTree t = generate(generator, {{"opponent-from", path}}, &error);
        QVERIFY(t.isEmpty());
        QVERIFY2(error.startsWith(path + message), qPrintable(error));
        generate(generator, {{"opponent-from", dir.filePath(QStringLiteral("none.txt"))}}, &error);
        QVERIFY2(error.contains(QStringLiteral("none.txt")), qPrintable(error));
    }

    // Gomoku: o's W candidate moves get the recorded frequencies among themselves; a recorded
    // move outside them (a1, far from the stones) does not count.
    void gomokuCounts()
    {
        const GameTree minimising =
            generate(QStringLiteral("gomoku"), {{"width", 3}, {"depth", 1}});
        QCOMPARE(minimising.kind(0), NodeKind::Min);
        QCOMPARE(minimising.childCount(0), 3);
        const QString first = minimising.label(minimising.child(0, 0));
        const QString second = minimising.label(minimising.child(0, 1));
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, QStringLiteral("gomoku.txt"),
                      QStringLiteral("h8 %1\nh8 %1\nh8 %2\nh8 a1\n").arg(first, second));
        const GameTree t =
            generate(QStringLiteral("gomoku"),
                     {{"width", 3}, {"depth", 1}, {"opponent-from", path}, {"smoothing", 0}});
        QCOMPARE(t.kind(0), NodeKind::Chance);
        QCOMPARE(probOf(t, t.child(0, 0)), Rational(2, 3));
        QCOMPARE(probOf(t, t.child(0, 1)), Rational(1, 3));
        QCOMPARE(probOf(t, t.child(0, 2)), Rational(0));
    }

    void fromTheCommandLine()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("r.txt"), QStringLiteral("b2 a3\n"));
        const test::Result ok =
            test::gametree({"generate", "tictactoe", "--depth", "2", "--opponent-from", path,
                            "--smoothing", "0", "-o", "-"});
        QCOMPARE(ok.exit, 0);
        QVERIFY2(ok.out.contains("chance["), ok.out.constData());
        const test::Result both = test::gametree(
            {"generate", "tictactoe", "--opponent-p", "0.5", "--opponent-from", path, "-o", "-"});
        QVERIFY(both.exit != 0);
        QVERIFY(both.err.contains("--opponent-from"));
        const QString bad = writeFile(dir, QStringLiteral("bad.txt"), QStringLiteral("b2 b2\n"));
        const test::Result badLine = test::gametree(
            {"generate", "tictactoe", "--depth", "2", "--opponent-from", bad, "-o", "-"});
        QVERIFY(badLine.exit != 0);
        QVERIFY2(badLine.err.contains((bad + QStringLiteral(":1:4:")).toUtf8()),
                 badLine.err.constData());
        const test::Result help = test::gametree({"generate", "tictactoe", "--help"});
        QVERIFY(help.out.contains("--opponent-from"));
        QVERIFY(help.out.contains("--smoothing"));
    }
};

QTEST_GUILESS_MAIN(TstOpponentRecords)
#include "tst_opponentrecords.moc"
