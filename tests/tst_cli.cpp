// The `gametree` command line as users and scripts see it: exact JSON, exit statuses, one-line
// errors, and golden traces (tests/golden/traces/CASE.tree → CASE.ALGO.jsonl, and
// CASE.alphabeta-failsoft.jsonl for `--fail-soft`; run with GT_UPDATE_GOLDEN=1 to rewrite them
// after a deliberate change, then review the diff).
#include <QtTest>

namespace {

struct Result {
    int exit = -1;
    QByteArray out;
    QByteArray err;
};

Result gametree(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(GT_CLI_PATH), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("gametree did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

const char *const Classic = "((10,10),(9,100))";
const char *const Aima = "max(min(3,12,8), min(2,4,6), min(14,5,2))";

} // namespace

class TstCli : public QObject {
    Q_OBJECT
private slots:
    void evalJson_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("algo");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("classic expectimax")
            << Classic << "expectimax"
            << QByteArray(R"({"algorithm": "expectimax", "value": 54.5, "best_child": 1, )"
                          R"("leaves": [2, 3, 5, 6], "pruned": [], "stats": {"leaves_evaluated": )"
                          R"(4, "internal_visited": 3, "cutoffs": 0}})");
        QTest::newRow("classic minimax")
            << Classic << "minimax"
            << QByteArray(R"({"algorithm": "minimax", "value": 10, "best_child": 0, )"
                          R"("leaves": [2, 3, 5, 6], "pruned": [], "stats": {"leaves_evaluated": )"
                          R"(4, "internal_visited": 3, "cutoffs": 0}})");
        QTest::newRow("aima alphabeta (DESIGN.md)")
            << Aima << "alphabeta"
            << QByteArray(R"({"algorithm": "alphabeta", "value": 3, "best_child": 0, )"
                          R"("leaves": [2, 3, 4, 6, 10, 11, 12], "pruned": [7, 8], "stats": )"
                          R"({"leaves_evaluated": 7, "internal_visited": 4, "cutoffs": 1}})");
        QTest::newRow("leaf root")
            << "-2.5"
            << "sss"
            << QByteArray(R"({"algorithm": "sss", "value": -2.5, "best_child": null, )"
                          R"("leaves": [0], "pruned": [], "stats": {"leaves_evaluated": 1, )"
                          R"("internal_visited": 0, "cutoffs": 0}})");
    }
    void evalJson()
    {
        QFETCH(QString, tree);
        QFETCH(QString, algo);
        QFETCH(QByteArray, expected);
        const Result r = gametree({"eval", "--text", tree, "--algo", algo, "--json"});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.out.trimmed(), expected);
        QVERIFY(r.err.isEmpty());
    }
    void treeFromStdinAndFile()
    {
        const Result r = gametree({"eval", "-", "--algo", "minimax", "--json"}, Classic);
        QCOMPARE(r.exit, 0);
        QVERIFY(r.out.contains("\"value\": 10,"));
        const Result f = gametree({"eval", GT_SOURCE_DIR "/resources/examples/classic.tree",
                                   "--algo", "expectimax", "--json"});
        QCOMPARE(f.exit, 0);
        QVERIFY(f.out.contains("\"value\": 54.5,"));
    }
    void exitStatuses_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("syntax error")
            << QStringList{"eval", "--text", "((1,2)", "--algo", "minimax"} << 1
            << QByteArray("gametree: <text>:1:");
        QTest::newRow("chance under alphabeta")
            << QStringList{"eval", "--text", "max(chance(1,2),3)", "--algo", "alphabeta"} << 1
            << QByteArray("gametree: node 1 is a chance node; Alpha-beta searches only max and "
                          "min nodes: use expectiminimax");
        QTest::newRow("missing file") << QStringList{"eval", "/nonexistent/x.tree", "--algo", "sss"}
                                      << 1 << QByteArray("gametree: /nonexistent/x.tree");
        QTest::newRow("unknown algorithm")
            << QStringList{"eval", "--text", "1", "--algo", "negamax2"} << 2
            << QByteArray("gametree: unknown algorithm 'negamax2'");
        QTest::newRow("no algorithm") << QStringList{"eval", "--text", "1"} << 2
                                      << QByteArray("gametree: --algo is required");
        QTest::newRow("no tree") << QStringList{"eval", "--algo", "minimax"} << 2
                                 << QByteArray("gametree: give one TREE");
        QTest::newRow("unknown option") << QStringList{"eval", "--frobnicate"} << 2
                                        << QByteArray("gametree: Unknown option 'frobnicate'");
        QTest::newRow("unknown command")
            << QStringList{"evaluate"} << 2 << QByteArray("gametree: unknown command 'evaluate'");
        QTest::newRow("no command") << QStringList{} << 2 << QByteArray("usage: gametree");
    }
    void exitStatuses()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exit);
        QFETCH(QByteArray, message);
        const Result r = gametree(args);
        QCOMPARE(r.exit, exit);
        QVERIFY2(r.err.startsWith(message), r.err.constData());
        if (exit == 1)
            QCOMPARE(r.err.count('\n'), 1); // bad input: exactly one line
        QVERIFY(r.out.isEmpty());
    }
    void helpOnEverySubcommand()
    {
        for (const char *cmd : {"eval", "trace", "random", "convert"}) {
            const Result r = gametree({cmd, "--help"});
            QCOMPARE(r.exit, 0);
            QVERIFY2(r.out.contains("Usage: gametree " + QByteArray(cmd)), r.out.constData());
        }
        QCOMPARE(gametree({"--help"}).exit, 0);
    }
    void randomIsDeterministicAndConverts()
    {
        const QStringList args{"random", "--branching", "3",    "--depth", "4", "--seed",
                               "7",      "--values",    "-9:9", "-o",      "-"};
        const Result a = gametree(args), b = gametree(args);
        QCOMPARE(a.exit, 0);
        QCOMPARE(a.out, b.out);
        QVERIFY(
            a.out !=
            gametree({"random", "--branching", "3", "--depth", "4", "--seed", "8", "-o", "-"}).out);
        QTemporaryDir dir;
        const QString json = dir.filePath("r.json"), dot = dir.filePath("r.dot"),
                      tree = dir.filePath("r.tree");
        QCOMPARE(
            gametree({"random", "--branching", "2", "--depth", "3", "--chance", "-o", json}).exit,
            0);
        QCOMPARE(gametree({"convert", json, dot}).exit, 0);
        QCOMPARE(gametree({"convert", dot, tree}).exit, 0);
        const Result x = gametree({"eval", json, "--algo", "expectiminimax", "--json"});
        const Result y = gametree({"eval", tree, "--algo", "expectiminimax", "--json"});
        QCOMPARE(x.exit, 0);
        QCOMPARE(x.out, y.out);
        QCOMPARE(gametree({"random", "--branching", "10", "--depth", "9", "-o", "-"}).exit, 2);
    }
    void goldenTraces_data()
    {
        QTest::addColumn<QString>("tree");
        // The golden's ALGO part: an algorithm id, or alphabeta-failsoft for --fail-soft.
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("golden");
        const QDir dir(GT_GOLDEN_DIR "/traces");
        int failSoft = 0;
        for (const QString &name : dir.entryList({"*.tree"}, QDir::Files, QDir::Name)) {
            const QString base = name.chopped(5);
            for (const char *variant : {"minimax", "alphabeta", "alphabeta-failsoft", "expectimax",
                                        "expectiminimax", "sss"}) {
                const QString golden = dir.filePath(base + "." + variant + ".jsonl");
                if (!QFile::exists(golden) && !qEnvironmentVariableIsSet("GT_UPDATE_GOLDEN"))
                    continue;
                QTest::addRow("%s %s", qPrintable(base), variant)
                    << dir.filePath(name) << QString(variant) << golden;
                failSoft += QString(variant).endsWith("-failsoft") && QFile::exists(golden);
            }
        }
        if (!qEnvironmentVariableIsSet("GT_UPDATE_GOLDEN"))
            QVERIFY(failSoft >= 2); // the fail-soft goldens are found, not silently skipped
    }
    void goldenTraces()
    {
        QFETCH(QString, tree);
        QFETCH(QString, variant);
        QFETCH(QString, golden);
        QStringList args{"trace", tree, "--algo", variant};
        if (variant.endsWith("-failsoft")) {
            args[3] = variant.chopped(9);
            args << "--fail-soft";
        }
        const Result r = gametree(args);
        if (qEnvironmentVariableIsSet("GT_UPDATE_GOLDEN")) {
            if (r.exit == 0) {
                QFile f(golden);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(r.out);
            }
            QSKIP("golden file rewritten");
        }
        QCOMPARE(r.exit, 0);
        QFile f(golden);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> expected = f.readAll().split('\n');
        const QList<QByteArray> actual = r.out.split('\n');
        for (int i = 0; i < std::min(expected.size(), actual.size()); ++i)
            QVERIFY2(expected[i] == actual[i],
                     qPrintable(QString("line %1\nexpected %2\nactual   %3")
                                    .arg(i + 1)
                                    .arg(QString(expected[i]), QString(actual[i]))));
        QCOMPARE(actual.size(), expected.size());
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
