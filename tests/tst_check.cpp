// `gametree check` (issue 14, "Grading") as a student and an autograder use it: right answers
// exit 0, wrong ones 1 with the first difference and its rule, bad usage or input 2 with
// file:line:col; every kind of answer, on textbook trees, for several algorithms.
#include "clirunner.h"
#include "sanitizers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using gt::test::gametree;
using gt::test::Result;

namespace {

using gt::test::Sanitized;

const QString Examples = QStringLiteral(GT_SOURCE_DIR "/resources/examples/");
const char *const Aima = "aima-3ply.tree";

// `gametree check TREE --algo ALGO [extra] -` with the answer on standard input; TREE is an
// example's file name or, with a parenthesis in it, a tree in the notation.
Result check(const QString &tree, const QString &algo, const QByteArray &answer,
             const QStringList &extra = {})
{
    QStringList args{QStringLiteral("check")};
    if (tree.contains(u'('))
        args << QStringLiteral("--text") << tree;
    else
        args << Examples + tree;
    args << QStringLiteral("--algo") << algo << extra << QStringLiteral("-");
    return gametree(args, answer);
}

QString text(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes);
}

} // namespace

class TstCheck : public QObject {
    Q_OBJECT
private slots:
    void answers_data();
    void answers();
    void wrongSaysWhereAndWhy();
    void traceWithOneEventChanged();
    void traceFromAFile();
    void jsonVerdict();
    void hostileTraceIsCheap();
    void mctsVisitsAndTrace();
    void badUsageAndInput_data();
    void badUsageAndInput();
    void help();
};

void TstCheck::answers_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("algo");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<int>("exit");
    QTest::addColumn<QString>("says"); // part of the output
    const QStringList none;
    // AIMA figure 5.2 under alpha-beta.
    QTest::newRow("value right") << Aima << "alphabeta" << none << QByteArray("3\n") << 0
                                 << "right";
    QTest::newRow("value wrong") << Aima << "alphabeta" << none << QByteArray("4") << 1
                                 << "the value of A is 3, not 4. A = max(B = 3, C ≤ 2, D = 2)";
    QTest::newRow("leaves by name")
        << Aima << "alphabeta" << none << QByteArray("b1 b2 b3 c1 d1 d2 d3\n") << 0 << "right";
    QTest::newRow("leaves by id, a Python list")
        << Aima << "alphabeta" << none << QByteArray("[2, 3, 4, 6, 10, 11, 12]\n") << 0 << "right";
    QTest::newRow("leaves by value") << Aima << "alphabeta" << QStringList{"--numbers", "values"}
                                     << QByteArray("3\n12\n8\n2\n14\n5\n2\n") << 0 << "right";
    QTest::newRow("leaves read c2")
        << Aima << "alphabeta" << none << QByteArray("b1, b2, b3, c1, c2, d1, d2, d3") << 1
        << "c2 is never read: the search reads d1 there. At C, β = 2 ≤ α = 3: the remaining "
           "children c2 = 4 and c3 = 6 are pruned.";
    QTest::newRow("pruned right") << Aima << "alphabeta" << none << QByteArray("pruned: c3, c2")
                                  << 0 << "right";
    QTest::newRow("pruned missing")
        << Aima << "alphabeta" << none << QByteArray("pruned: c2") << 1
        << "c3 is never read, but the answer does not list it as pruned. At C, β = 2 ≤ α = 3";
    QTest::newRow("pruned too many")
        << Aima << "alphabeta" << QStringList{"--answer", "pruned"} << QByteArray("7 8 12") << 1
        << "the answer says d3 is pruned, but the search reaches it here. At D the window is "
           "(α = 3, β = 5)";
    QTest::newRow("minimax prunes nothing")
        << Aima << "minimax" << none << QByteArray("pruned: c2") << 1
        << "the answer says c2 is pruned, but the search reaches it here. minimax prunes nothing "
           "on this tree: every node is visited, c2 too.";
    QTest::newRow("best move right")
        << Aima << "alphabeta" << none << QByteArray("best: a1") << 0 << "right";
    QTest::newRow("best move wrong")
        << Aima << "alphabeta" << QStringList{"--answer", "best"} << QByteArray("a3") << 1
        << "the best move is a1 (to B), not a3 (to D)";
    QTest::newRow("several parts")
        << Aima << "alphabeta" << none
        << QByteArray("value: 3\nbest move: a1\nleaves read: b1 b2 b3 c1 d1 d2 d3\n"
                      "pruned: c2 c3\n")
        << 0 << "right";
    QTest::newRow("whole tree fail-hard")
        << Aima << "alphabeta" << QStringList{"--fail-hard"}
        << QByteArray(R"({"values": {"A": 3, "B": 3, "C": "<= 3", "D": 3}, "pruned": [7, 8]})") << 0
        << "right";
    QTest::newRow("whole tree textbook values, fail-hard")
        << Aima << "alphabeta" << QStringList{"--fail-hard"}
        << QByteArray(R"({"values": {"A": 3, "B": 3, "C": 2, "D": 2}, "pruned": ["c2", "c3"]})")
        << 1
        << "C is worth ≤ 3 (an upper bound: its true value is at most that), not 2 (2 is "
           "the best found before the cut-off, what a fail-soft search returns";
    QTest::newRow("whole tree textbook values, fail-soft")
        << Aima << "alphabeta" << QStringList{"--fail-soft"}
        << QByteArray(R"({"values": {"A": 3, "B": 3, "C": 2, "D": 2}, "pruned": ["c2", "c3"]})")
        << 0 << "right";
    // Fail-soft is the default (issue 26): the book's C ≤ 2 and D = 2 are right without a flag,
    // and D = 3, right under fail-hard (a bare number for the bound ≤ 3), is wrong.
    QTest::newRow("whole tree textbook values, the default")
        << Aima << "alphabeta" << none
        << QByteArray(R"({"values": {"A": 3, "B": 3, "C": "<= 2", "D": 2}, "pruned": [7, 8]})") << 0
        << "right";
    QTest::newRow("whole tree fail-hard values, the default")
        << Aima << "alphabeta" << none
        << QByteArray(R"({"values": {"A": 3, "B": 3, "C": "<= 3", "D": 3}, "pruned": [7, 8]})") << 1
        << "C is worth ≤ 2";
    // Issue 26: leaves by value with one pruned under C: the blame is the cut-off that prunes
    // the leaf worth 4 (c2), not the window under which d1 is read instead.
    QTest::newRow("leaves by value, a pruned one")
        << Aima << "alphabeta" << QStringList{"--answer", "leaves", "--numbers", "values"}
        << QByteArray("3 12 8 2 4 6 14 5 2") << 1
        << "step 16: read 5 is c2 in the answer, but c2 is never read: the search reads d1 "
           "there. At C";
    // The classic: minimax against expectimax.
    QTest::newRow("classic minimax")
        << "((10,10),(9,100))"
        << "minimax" << none << QByteArray("value: 10\nbest: 0") << 0 << "right";
    QTest::newRow("classic expectimax")
        << "((10,10),(9,100))"
        << "expectimax" << none << QByteArray("value: 54.5\nbest: #2") << 0 << "right";
    QTest::newRow("classic expectimax, minimax's value")
        << "((10,10),(9,100))"
        << "expectimax" << none << QByteArray("10") << 1 << "the value of the root is 54.5, not 10";
    QTest::newRow("chance nodes, a fraction")
        << "chance-07.tree"
        << "expectiminimax" << none << QByteArray("7/10") << 0 << "right";
    QTest::newRow("chance whole tree")
        << "chance-07.tree"
        << "expectiminimax" << none << QByteArray(R"({"values": [0.7, 0.7, null, null, -0.3]})")
        << 1 << "node 4 (child 2 of the root) is worth −0.4, not −0.3";
    // SSS* and alpha-beta read different leaves of the same tree.
    QTest::newRow("sss leaves") << "sss-beats-ab.tree"
                                << "sss" << none << QByteArray("3 4 10 11 13 14") << 0 << "right";
    QTest::newRow("sss's leaves for alpha-beta")
        << "sss-beats-ab.tree"
        << "alphabeta" << none << QByteArray("3 4 10 11 13 14") << 1
        << "read 3 is node 6 (leaf 2, child 1 of child 2 of child 1 of the root), not node 10 "
           "(leaf 5, child 1 of child 1 of child 2 of the root)";
    QTest::newRow("knuth-moore minimum")
        << "knuth-moore.tree"
        << "alphabeta" << none << QByteArray("3 4 5 7 11 16 17 18 29 30 31") << 0 << "right";
    // A tie: pruned by the default rule, read by CS188's strict one.
    QTest::newRow("tie, default cut-off")
        << "max(min(3,5),min(3,1))"
        << "alphabeta" << none << QByteArray("pruned: 6") << 0 << "right";
    QTest::newRow("tie, strict cut-off")
        << "max(min(3,5),min(3,1))"
        << "alphabeta" << QStringList{"--cutoff", "strict"} << QByteArray("pruned: 6") << 1
        << "the answer says node 6 (leaf 1, child 2 of child 2 of the root) is pruned";
    QTest::newRow("tie, strict leaves") << "max(min(3,5),min(3,1))"
                                        << "alphabeta" << QStringList{"--cutoff", "strict"}
                                        << QByteArray("2 3 5 6") << 0 << "right";
    // Searches of several passes.
    QTest::newRow("mtdf value") << Aima << "mtdf" << none << QByteArray("3") << 0 << "right";
    QTest::newRow("aspiration leaves, both passes")
        << Aima << "aspiration" << QStringList{"--guess", "10"} << QByteArray("2 3 4 6 10 11 12")
        << 1
        << "read 2 is c1, not b2: b2 is cut off first. At B, β = 3 ≤ α = 9: the remaining "
           "children b2 = 12 and b3 = 8 are pruned.";
    QTest::newRow("id with heuristic values")
        << "max[5](min[4](max[3](1,8),max[6](2,9)),min[2](max[7](4,3),max[1](5,6)))"
        << "id" << none << QByteArray("value: 8\nleaves: 1 8 2 5 9 12 3 4 6 7 13 14") << 0
        << "right";
    QTest::newRow("id, the last pass's leaves only")
        << "max[5](min[4](max[3](1,8),max[6](2,9)),min[2](max[7](4,3),max[1](5,6)))"
        << "id" << none << QByteArray("3 4 6 7 13 14") << 1
        << "read 1 is node 1 (child 1 of the root), not node 3 (leaf 1, child 1 of child 1 of "
           "child 1 of the root)";
    QTest::newRow("bstar value") << "bstar-intervals.tree"
                                 << "bstar" << none << QByteArray("7") << 0 << "right";
    QTest::newRow("tolerance") << "chance(1/3: 1, 2/3: 0)"
                               << "expectiminimax" << QStringList{"--tolerance", "0.001"}
                               << QByteArray("0.3333") << 0 << "right";
    QTest::newRow("no tolerance") << "chance(1/3: 1, 2/3: 0)"
                                  << "expectiminimax" << none << QByteArray("0.3333") << 1
                                  << "not 0.3333";
}

void TstCheck::answers()
{
    QFETCH(QString, tree);
    QFETCH(QString, algo);
    QFETCH(QStringList, extra);
    QFETCH(QByteArray, answer);
    QFETCH(int, exit);
    QFETCH(QString, says);
    const Result r = check(tree, algo, answer, extra);
    QVERIFY2(r.exit == exit, qPrintable(text(r.out + r.err)));
    QVERIFY2(text(r.out).contains(says), qPrintable(text(r.out + r.err)));
    QVERIFY(r.err.isEmpty());
}

void TstCheck::wrongSaysWhereAndWhy()
{
    const Result r = check(Aima, QStringLiteral("alphabeta"), "value: 3\npruned: c2\n");
    QCOMPARE(r.exit, 1);
    QCOMPARE(text(r.out),
             QStringLiteral("<stdin>:2:9: wrong: step 16: c3 is never read, but the answer does "
                            "not list it as pruned. At C, β = 2 ≤ α = 3: the remaining children "
                            "c2 = 4 and c3 = 6 are pruned.\n"));
}

void TstCheck::traceWithOneEventChanged()
{
    const QStringList tree{QStringLiteral("--text"),
                           QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))")};
    for (const QString &algo : {QStringLiteral("alphabeta"), QStringLiteral("sss"),
                                QStringLiteral("negascout"), QStringLiteral("mtdf")}) {
        const Result own =
            gametree(QStringList{QStringLiteral("trace")} << tree << "--algo" << algo);
        QCOMPARE(own.exit, 0);
        const Result same = gametree(
            QStringList{QStringLiteral("check")} << tree << "--algo" << algo << "-", own.out);
        QVERIFY2(same.exit == 0, qPrintable(text(same.out + same.err)));
        // The student's program gets one event wrong: its node.
        QList<QByteArray> lines = own.out.trimmed().split('\n');
        const int k = int(lines.size()) / 2;
        QJsonObject event = QJsonDocument::fromJson(lines[k]).object();
        event.insert(QStringLiteral("node"),
                     (event.value(QStringLiteral("node")).toInt() + 1) % 13);
        lines[k] = QJsonDocument(event).toJson(QJsonDocument::Compact);
        const Result changed =
            gametree(QStringList{QStringLiteral("check")} << tree << "--algo" << algo << "-",
                     lines.join('\n'));
        QVERIFY2(changed.exit == 1, qPrintable(text(changed.out + changed.err)));
        QVERIFY2(changed.out.startsWith(
                     QStringLiteral("<stdin>:%1:1: wrong: step %1: the search's event is ")
                         .arg(k + 1)
                         .toUtf8()),
                 qPrintable(algo + u' ' + text(changed.out)));
    }
}

void TstCheck::traceFromAFile()
{
    // A student's own program: no step numbers, no narration, nodes by name, fields left out.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("student.jsonl"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"type": "enter", "node": "A", "alpha": "-inf", "beta": "inf"}
{"type": "enter", "node": "B", "alpha": "-inf", "beta": "inf"}
{"type": "read", "node": "b1", "value": 3}
{"type": "return", "node": "b1", "value": 3}
{"type": "tighten", "node": "B", "alpha": "-inf", "beta": 3}
{"type": "read", "node": "b2", "value": 12}
{"type": "return", "node": "b2", "value": 8}
)");
    f.close();
    const Result r = gametree({QStringLiteral("check"), Examples + Aima, QStringLiteral("--algo"),
                               QStringLiteral("alphabeta"), path});
    QCOMPARE(r.exit, 1);
    QVERIFY2(text(r.out).contains(QStringLiteral("wrong: step 7: in return at b2, value is 12 "
                                                 "in the search, 8 in the answer. Leaf b2 = 12 "
                                                 "returns to B (MIN)")),
             qPrintable(text(r.out)));
    QVERIFY(text(r.out).startsWith(path + QStringLiteral(":7:1: ")));
}

void TstCheck::jsonVerdict()
{
    const Result r =
        check(Aima, QStringLiteral("alphabeta"), "pruned: c2", {QStringLiteral("--json")});
    QCOMPARE(r.exit, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("right")).toBool(), false);
    QCOMPARE(o.value(QStringLiteral("step")).toInt(), 16);
    QCOMPARE(o.value(QStringLiteral("node")).toInt(), 8);
    QCOMPARE(o.value(QStringLiteral("line")).toInt(), 1);
    QVERIFY(o.value(QStringLiteral("rule")).toString().startsWith(QStringLiteral("At C, β = 2")));
    const Result right = check(Aima, QStringLiteral("alphabeta"), "3", {QStringLiteral("--json")});
    QCOMPARE(right.exit, 0);
    QCOMPARE(right.out, QByteArray("{\"right\":true}\n"));
}

void TstCheck::hostileTraceIsCheap()
{
    // 20 MB of events for a tree of three nodes: read only as far as they matter. It took
    // 411 MB when every line was kept; the program itself with Qt is about 40 MB.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hostile.jsonl"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray line = "{\"type\": \"read\", \"node\": 1, \"value\": 3}\n";
    f.write(line.repeated(20 * 1024 * 1024 / line.size()));
    f.close();
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GAMETREE_REPORT_PEAK_MEMORY"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GT_CLI_PATH),
            {QStringLiteral("check"), QStringLiteral("--text"), QStringLiteral("max(1,2)"),
             QStringLiteral("--algo"), QStringLiteral("minimax"), path});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    const QRegularExpression peak(QStringLiteral("peak memory (\\d+) KiB"));
    const auto m = peak.match(QString::fromUtf8(p.readAllStandardError()));
    QVERIFY(m.hasMatch());
    // Under AddressSanitizer the same run peaks at about 160 MB (shadow memory and quarantine);
    // the unbounded reader took 411 MB without it, several times that with it.
    const long long boundKiB = (Sanitized ? 300 : 150) * 1024;
    QVERIFY2(m.captured(1).toLongLong() < boundKiB, qPrintable(m.captured(1)));
}

// Issue 30: an MCTS answer is graded by the root children's visit counts, or as a whole trace.
// docs/algorithms.md's hand-worked run: ((10,10),(9,100)), 4 iterations, seed 0, √2 — visits
// [3, 1]; B's N goes up in iterations 1, 3 and 4.
void TstCheck::mctsVisitsAndTrace()
{
    const QString classic = QStringLiteral("max(B: min(10,10), C: min(9,100))");
    const QStringList four{QStringLiteral("--iterations"), QStringLiteral("4")};
    const QString mcts = QStringLiteral("mcts");
    Result r = check(classic, mcts, "visits: 3 1\n", four);
    QVERIFY2(r.exit == 0, qPrintable(text(r.out + r.err)));
    QCOMPARE(text(r.out), QStringLiteral("right\n"));
    r = check(classic, mcts, "value: 10\nbest: B\nN = [3, 1]\n", four);
    QVERIFY2(r.exit == 0, qPrintable(text(r.out + r.err)));
    r = check(classic, mcts, "[3, 1]", four + QStringList{"--answer", "visits"});
    QVERIFY2(r.exit == 0, qPrintable(text(r.out + r.err)));

    // Too few for B: wrong at the back-up that gives B its third visit, the last event of
    // iteration 4 but the root's; C's count, too many, would only be wrong at the end.
    const Result traced = gametree(QStringList{"trace", "--text", classic, "--algo", mcts} + four);
    QCOMPARE(traced.exit, 0);
    const QList<QByteArray> events = traced.out.trimmed().split('\n');
    int thirdOfB = 0, seen = 0;
    for (int i = 0; i < events.size() && !thirdOfB; ++i) {
        const QJsonObject e = QJsonDocument::fromJson(events[i]).object();
        if (e.value("type").toString() == "mcts_backup" && e.value("node").toInt() == 1 &&
            ++seen == 3)
            thirdOfB = i + 1;
    }
    QVERIFY(thirdOfB > 0);
    r = check(classic, mcts, "visits: 2 2\n", four);
    QCOMPARE(r.exit, 1);
    QVERIFY2(text(r.out).startsWith(
                 QStringLiteral("<stdin>:1:9: wrong: step %1: B is visited more than 2 times: "
                                "this back-up makes its N 3, and the search ends with N = 3. "
                                "Back up r = 10 into B: N = 3")
                     .arg(thirdOfB)),
             qPrintable(text(r.out)));
    r = check(classic, mcts, "visits: 3 2\n", four);
    QCOMPARE(r.exit, 1);
    QVERIFY2(text(r.out).contains(QStringLiteral("<stdin>:1:11: wrong: step %1: C ends the search "
                                                 "with N = 1, not 2. The search is over")
                                      .arg(events.size())),
             qPrintable(text(r.out)));

    // eval --json's own shape is right; so is the search's own trace, and one changed N not.
    const Result evaluated =
        gametree(QStringList{"eval", "--json", "--text", classic, "--algo", mcts} + four);
    QCOMPARE(evaluated.exit, 0);
    QVERIFY(evaluated.out.contains("\"visits\""));
    r = check(classic, mcts, evaluated.out, four);
    QVERIFY2(r.exit == 0, qPrintable(text(r.out + r.err)));
    r = check(classic, mcts, traced.out, four);
    QVERIFY2(r.exit == 0, qPrintable(text(r.out + r.err)));
    QList<QByteArray> changed = events;
    QJsonObject backup = QJsonDocument::fromJson(changed[thirdOfB - 1]).object();
    QVERIFY(backup.contains("visits"));
    backup.insert("visits", 4);
    changed[thirdOfB - 1] = QJsonDocument(backup).toJson(QJsonDocument::Compact);
    r = check(classic, mcts, changed.join('\n'), four);
    QCOMPARE(r.exit, 1);
    QVERIFY2(text(r.out).contains(QStringLiteral("wrong: step %1:").arg(thirdOfB)),
             qPrintable(text(r.out)));
}

void TstCheck::badUsageAndInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QString>("error");
    const QString aima = Examples + Aima;
    const QStringList ab{aima, QStringLiteral("--algo"), QStringLiteral("alphabeta")};
    QTest::newRow("no answer") << ab << QByteArray() << "give TREE and ANSWER";
    QTest::newRow("unknown algorithm")
        << QStringList{aima, "--algo", "nosuch", "-"} << QByteArray("3") << "unknown algorithm";
    QTest::newRow("no algorithm") << QStringList{aima, "-"} << QByteArray("3")
                                  << "--algo is required";
    QTest::newRow("unknown leaf") << (ab + QStringList{"-"}) << QByteArray("b1 b2\n  zz")
                                  << "<stdin>:2:3: no node is called 'zz'";
    QTest::newRow("no such id") << (ab + QStringList{"-"}) << QByteArray("2 3 40")
                                << "<stdin>:1:5: there is no node 40";
    QTest::newRow("ambiguous label")
        << QStringList{"--text", "max(L: min(L: 1, R: 2), R: min(L: 3, R: 4))", "--algo",
                       "alphabeta", "-"}
        << QByteArray("L") << "<stdin>:1:1: 'L' names several nodes";
    QTest::newRow("not a number") << (ab + QStringList{"--answer", "value", "-"})
                                  << QByteArray("three") << "<stdin>:1:1: 'three' is not a number";
    QTest::newRow("unknown key") << (ab + QStringList{"-"}) << QByteArray("value: 3\nscore: 3")
                                 << "<stdin>:2:1: unknown key 'score'";
    QTest::newRow("bad JSON line")
        << (ab + QStringList{"-"}) << QByteArray("{\"type\": \"enter\", \"node\": 0}\n{\"type\": }")
        << "<stdin>:2:";
    QTest::newRow("unknown event")
        << (ab + QStringList{"-"}) << QByteArray("{\"type\": \"visit\", \"node\": 0}")
        << "<stdin>:1:2: unknown event type 'visit'";
    QTest::newRow("whole tree, unknown key")
        << (ab + QStringList{"-"}) << QByteArray("{\"values\": {}, \"prune\": []}")
        << "<stdin>:1:16: unknown key 'prune'";
    QTest::newRow("empty answer") << (ab + QStringList{"-"}) << QByteArray("\n\n")
                                  << "<stdin>:1:1: the answer is empty";
    QTest::newRow("a chance tree for alpha-beta")
        << QStringList{"--text", "max(chance(1,2),3)", "--algo", "alphabeta", "-"}
        << QByteArray("3") << "<text>:1:5: node 1 is a chance node";
    QTest::newRow("a best move at a chance root")
        << QStringList{"--text", "chance(1,2)", "--algo", "expectiminimax", "-"}
        << QByteArray("best: 0") << "no best move";
    QTest::newRow("unknown --answer") << (ab + QStringList{"--answer", "guess", "-"})
                                      << QByteArray("3") << "unknown --answer 'guess'";
    QTest::newRow("unknown --numbers") << (ab + QStringList{"--numbers", "names", "-"})
                                       << QByteArray("3") << "unknown --numbers 'names'";
    QTest::newRow("bad --tolerance") << (ab + QStringList{"--tolerance", "-1", "-"})
                                     << QByteArray("3") << "--tolerance needs a number";
    QTest::newRow("missing answer file") << (ab + QStringList{"/nonexistent/answer.txt"})
                                         << QByteArray() << "cannot read the answer";
    QTest::newRow("an option of another algorithm")
        << QStringList{aima, "--algo", "minimax", "--cutoff", "strict", "-"} << QByteArray("3")
        << "cutoff";
    const QStringList mcts{"--text", "max(min(10,10),min(9,100))", "--algo", "mcts", "-"};
    QTest::newRow("visits: too few counts")
        << mcts << QByteArray("visits: 3") << "<stdin>:1:1: the root has 2 children: give 2";
    QTest::newRow("visits: too many counts")
        << mcts << QByteArray("visits: 3 1 0") << "<stdin>:1:13: the root has 2 children";
    QTest::newRow("visits: not a count")
        << mcts << QByteArray("visits: 3 1.5") << "<stdin>:1:11: '1.5' is not a visit count";
    QTest::newRow("visits of alpha-beta") << (ab + QStringList{"-"}) << QByteArray("visits: 1 2 3")
                                          << "alphabeta keeps no visit counts";
    QTest::newRow("not UTF-8") << (ab + QStringList{"-"}) << QByteArray("3 \xff") << "<stdin>:1:3:";
}

void TstCheck::badUsageAndInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, answer);
    QFETCH(QString, error);
    const Result r = gametree(QStringList{QStringLiteral("check")} + args, answer);
    QVERIFY2(r.exit == 2, qPrintable(text(r.out + r.err)));
    QVERIFY(r.out.isEmpty());
    QVERIFY2(text(r.err).contains(error), qPrintable(text(r.err)));
    QCOMPARE(r.err.count('\n'), 1); // one line
}

void TstCheck::help()
{
    const Result r = gametree({QStringLiteral("check"), QStringLiteral("--help")});
    QCOMPARE(r.exit, 0);
    for (const char *flag : {"--answer <KIND>", "--numbers <ids|values>", "--tolerance <T>",
                             "--json", "--cutoff", "ANSWER", "TREE"})
        QVERIFY2(r.out.contains(flag), flag);
    QVERIFY(r.out.startsWith("Usage: gametree check"));
    const Result top = gametree({QStringLiteral("--help")});
    QVERIFY(top.out.contains("\n  check   TREE --algo ALGO [options] ANSWER\n"));
}

QTEST_GUILESS_MAIN(TstCheck)
#include "tst_check.moc"
