// The `gametree` command line as users and scripts see it: exact JSON, exit statuses, one-line
// errors, the flags and `gametree algorithms` generated from the registry, and golden traces
// (tests/golden/traces/CASE.tree → CASE.ALGO.jsonl for every algorithm that takes it, and
// CASE.alphabeta-failsoft.jsonl for `--fail-soft`; run with GT_UPDATE_GOLDEN=1 to write them
// after a deliberate change or a new algorithm, then review the diff).
#include "clirunner.h"
#include "core/options/optionflags.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace gt;
using gt::test::gametree;
using gt::test::Result;

namespace {

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
            << QByteArray("gametree: <text>:1:5: node 1 is a chance node; Alpha-beta searches "
                          "only max and min nodes: use expectiminimax");
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
    // What a search refuses after the file was read (a value out of bounds, a chance node
    // under minimax, a depth limit without a heuristic) is reported at the node's place in
    // the file, as the readers report their own errors, in every output: never a value of
    // "inf", "nan", null or nothing.
    void refusalsPointIntoTheFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        const QStringList minimax{"--algo", "minimax"};
        const QStringList expecti{"--algo", "expectiminimax"};
        const QString huge = "node 3 has the value 1e+300; values must lie between -1e+15 and "
                             "1e+15";
        QTest::newRow("tree: huge values")
            << "t.tree" << QByteArray("max(1,\n  chance(0.5: 1e300, 0.5: 1e300))") << expecti
            << "t.tree:2:15: " + huge;
        QTest::newRow("json: huge values")
            << "t.json"
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [\n"
                          "  {\"kind\": \"max\", \"children\": [1, 2]},\n"
                          "  {\"kind\": \"leaf\", \"value\": 1},\n"
                          "  {\"kind\": \"chance\", \"children\": [3, 4]},\n"
                          "  {\"kind\": \"leaf\", \"value\": 1e300},\n"
                          "  {\"kind\": \"leaf\", \"value\": -1e300}]}")
            << expecti << "t.json:5:3: " + huge;
        QTest::newRow("dot: huge values")
            << "t.dot"
            << QByteArray("digraph {\n  r -> a; r -> c;\n  c [kind=chance];\n  c -> x; c -> y;\n"
                          "  a [value=1]; x [value=\"1e300\"]; y [value=\"1e300\"]\n}")
            << expecti << "t.dot:4:8: " + huge + " (DOT node \"x\")";
        QTest::newRow("tree: chance under minimax")
            << "t.tree" << QByteArray("max(1,\n  chance(2, 3))") << minimax
            << "t.tree:2:3: node 2 is a chance node; Minimax searches only max and min nodes: "
               "use expectiminimax";
        QTest::newRow("json: chance under minimax")
            << "t.json"
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"tree\":\n"
                          "  {\"kind\": \"max\", \"children\": [\n"
                          "    {\"kind\": \"chance\", \"children\": [{\"kind\": \"leaf\", "
                          "\"value\": 1}]}]}}")
            << minimax
            << "t.json:3:5: node 1 is a chance node; Minimax searches only max and min nodes: "
               "use expectiminimax";
        QTest::newRow("dot: chance under minimax")
            << "t.dot"
            << QByteArray("digraph {\n  r -> c;\n  c [kind=chance]; c -> l; l [value=1]\n}")
            << minimax
            << "t.dot:2:8: node 1 is a chance node; Minimax searches only max and min nodes: use "
               "expectiminimax (DOT node \"c\")";
        QTest::newRow("tree: depth limit without a heuristic")
            << "t.tree" << QByteArray("max(1,\n  min(2, 3))")
            << QStringList{"--algo", "minimax", "--depth", "1"}
            << "t.tree:2:3: node 2 is at the depth limit 1 but has no heuristic value";
    }
    void refusalsPointIntoTheFile()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        const QString path = dir.filePath(name);
        for (const QStringList &command :
             {QStringList{"eval"}, QStringList{"eval", "--json"}, QStringList{"trace"}}) {
            const Result r =
                gametree(QStringList{command.front(), path} + command.mid(1) + options);
            QCOMPARE(r.exit, 1);
            QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                     "gametree: " + dir.path() + "/" + expected);
            QVERIFY2(r.out.isEmpty(), r.out.constData());
        }
    }

    void helpOnEverySubcommand()
    {
        for (const char *cmd : {"eval", "trace", "random", "convert", "algorithms"}) {
            const Result r = gametree({cmd, "--help"});
            QCOMPARE(r.exit, 0);
            QVERIFY2(r.out.contains("Usage: gametree " + QByteArray(cmd)), r.out.constData());
        }
        QCOMPARE(gametree({"--help"}).exit, 0);
    }
    // The usage text and every searching command's --help list every algorithm and every
    // option an algorithm declares, with the algorithms it belongs to.
    void flagsComeFromTheAlgorithms()
    {
        const Result usage = gametree({"--help"});
        for (const Algorithm *a : algorithms())
            QVERIFY2(usage.out.contains(a->id().toUtf8()), qPrintable(a->id()));
        for (const OptionSpec &spec : allAlgorithmOptions())
            QVERIFY2(usage.out.contains(optionFlagText(spec).toUtf8()), qPrintable(spec.name));
        for (const char *cmd : {"eval", "trace", "render", "slides"}) {
            const Result help = gametree({cmd, "--help"});
            for (const OptionSpec &spec : allAlgorithmOptions())
                QVERIFY2(help.out.contains("--" + spec.name.toUtf8()),
                         qPrintable(QString(cmd) + " --" + spec.name));
        }
    }

    // An option is taken only with an algorithm that declares it: anything else is a usage
    // error naming the option and the algorithm, on every searching command.
    void undeclaredOptionIsAUsageError()
    {
        QTemporaryDir dir;
        int checked = 0;
        for (const OptionSpec &spec : allAlgorithmOptions()) {
            QStringList flag{"--" + spec.name};
            if (spec.type != OptionSpec::Type::Flag)
                flag << (spec.defaultValue.isNull() ? optionValueText(spec, spec.min)
                                                    : optionValueText(spec, spec.defaultValue));
            for (const Algorithm *a : algorithms()) {
                if (findOption(a->options(), spec.name))
                    continue;
                for (const QStringList &command :
                     {QStringList{"eval"}, QStringList{"trace"},
                      QStringList{"render", "-o", dir.filePath("x.svg")},
                      QStringList{"slides", "-o", dir.filePath("x.html")}}) {
                    const Result r =
                        gametree(command + QStringList{"--text", Aima, "--algo", a->id()} + flag);
                    QCOMPARE(r.exit, 2);
                    QVERIFY2(r.err.startsWith(QString("gametree: --%1 is not an option of %2")
                                                  .arg(spec.name, a->id())
                                                  .toUtf8()),
                             r.err.constData());
                    ++checked;
                }
            }
            // Without --algo nothing is searched, so no option applies.
            const Result bare =
                gametree(QStringList{"render", "--text", Aima, "-o", dir.filePath("x.svg")} + flag);
            QCOMPARE(bare.exit, 2);
            QVERIFY2(bare.err.contains("--" + spec.name.toUtf8() + " needs --algo"),
                     bare.err.constData());
        }
        QVERIFY(checked > 0); // fail-soft is alpha-beta's alone
        QVERIFY(!QFile::exists(dir.filePath("x.svg")));
    }

    // `gametree algorithms --json` is the registry as it describes itself, and the text form
    // names every algorithm and option.
    void algorithmsListsTheRegistry()
    {
        const Result r = gametree({"algorithms", "--json"});
        QCOMPARE(r.exit, 0);
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonArray list = json.object().value("algorithms").toArray();
        QCOMPARE(list.size(), qsizetype(algorithms().size()));
        for (qsizetype i = 0; i < list.size(); ++i) {
            const Algorithm *a = algorithms()[std::size_t(i)];
            const QJsonObject o = list[i].toObject();
            QCOMPARE(o.value("id").toString(), a->id());
            QCOMPARE(o.value("name").toString(), a->displayName());
            QCOMPARE(o.value("introduction").toString(), a->introduction());
            QStringList kinds;
            for (NodeKind k : a->acceptedKinds())
                kinds << kindName(k);
            QCOMPARE(o.value("accepts").toVariant().toStringList(), kinds);
            QCOMPARE(o.value("features").toArray().isEmpty(), a->features() == TraceFeatures());
            const QJsonArray options = o.value("options").toArray();
            const OptionSpecs specs = a->options();
            QCOMPARE(options.size(), qsizetype(specs.size()));
            for (qsizetype k = 0; k < options.size(); ++k) {
                const OptionSpec &spec = specs[std::size_t(k)];
                const QJsonObject option = options[k].toObject();
                QCOMPARE(option.value("name").toString(), spec.name);
                QCOMPARE(option.value("help").toString(), spec.help);
                QCOMPARE(option.value("document_key").toString(), spec.keyInDocuments());
                if (spec.defaultValue.isNull()) // computed: said in words
                    QCOMPARE(option.value("default_text").toString(), spec.defaultText);
                else
                    QCOMPARE(option.value("default").toVariant(), spec.defaultValue);
            }
        }
        // One trace feature by name, as docs/algorithms.md states them.
        const auto sss = std::find_if(list.begin(), list.end(), [](const QJsonValue &v) {
            return v.toObject().value("id") == QStringLiteral("sss");
        });
        QVERIFY(sss != list.end());
        QCOMPARE(sss->toObject().value("features").toArray(), QJsonArray{"open-list"});

        const Result text = gametree({"algorithms"});
        QCOMPARE(text.exit, 0);
        for (const Algorithm *a : algorithms()) {
            QVERIFY(text.out.contains(a->id().toUtf8() + " (" + a->displayName().toUtf8() + ")"));
            for (const OptionSpec &spec : a->options())
                QVERIFY(text.out.contains(optionFlagText(spec).toUtf8()));
        }
        QCOMPARE(gametree({"algorithms", "extra"}).exit, 2);
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
    // Every textbook tree (tests/golden/traces/CASE.tree) with every registered algorithm that
    // accepts it must have its golden CASE.ALGO.jsonl: a new algorithm without them fails here.
    // A golden CASE.ALGO-SWITCH.jsonl runs ALGO with one of its flag options on, named without
    // dashes (alphabeta-failsoft: --fail-soft); CASE.ALGO-OPTION-CHOICE.jsonl with a Choice
    // option set to another than its first word (alphabeta-cutoff-strict: --cutoff strict).
    // A golden file nothing claims fails too.
    void goldenTraces_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QStringList>("flags"); // --algo ALGO and any switch
        QTest::addColumn<QString>("golden");
        const QDir dir(GT_GOLDEN_DIR "/traces");
        QStringList unclaimed = dir.entryList({"*.jsonl"}, QDir::Files, QDir::Name);
        int variants = 0;
        QSet<QString> covered; // algorithms that accept some tree
        for (const QString &name : dir.entryList({"*.tree"}, QDir::Files, QDir::Name)) {
            const QString base = name.chopped(5);
            const auto doc = loadDocument(dir.filePath(name), nullptr);
            QVERIFY2(doc, qPrintable(name));
            for (const Algorithm *a : algorithms()) {
                if (a->refusal(doc->tree))
                    continue;
                const QString plain = base + "." + a->id() + ".jsonl";
                QTest::addRow("%s %s", qPrintable(base), qPrintable(a->id()))
                    << dir.filePath(name) << QStringList{"--algo", a->id()} << dir.filePath(plain);
                unclaimed.removeAll(plain);
                covered.insert(a->id());
                for (const OptionSpec &spec : a->options()) {
                    // A flag's variant: CASE.ALGO-FLAG.jsonl; a choice's other words:
                    // CASE.ALGO-NAME-WORD.jsonl (CASE.id-order-killer.jsonl for --order killer).
                    QList<QStringList> switches;
                    if (spec.type == OptionSpec::Type::Flag)
                        switches << QStringList{"--" + spec.name};
                    for (const QString &word : spec.choices.mid(1))
                        switches << QStringList{"--" + spec.name, word};
                    for (const QStringList &with : switches) {
                        const QString variant = a->id() + "-" + QString(spec.name).remove('-') +
                                                (with.size() > 1 ? "-" + with.back() : QString());
                        const QString golden = base + "." + variant + ".jsonl";
                        if (!dir.exists(golden))
                            continue;
                        QTest::addRow("%s %s", qPrintable(base), qPrintable(variant))
                            << dir.filePath(name) << QStringList{"--algo", a->id()} + with
                            << dir.filePath(golden);
                        unclaimed.removeAll(golden);
                        ++variants;
                    }
                }
            }
        }
        QVERIFY2(unclaimed.isEmpty(),
                 qPrintable("golden traces no algorithm runs: " + unclaimed.join(", ")));
        // Every algorithm has goldens: one that refuses every textbook tree (iterative
        // deepening needs heuristic values) must bring a tree it accepts, not be skipped.
        for (const Algorithm *a : algorithms())
            QVERIFY2(covered.contains(a->id()), qPrintable(a->id() + " has no golden trace"));
        QVERIFY(variants >= 6); // fail-soft, strict and --order goldens are found, not skipped
    }
    void goldenTraces()
    {
        QFETCH(QString, tree);
        QFETCH(QStringList, flags);
        QFETCH(QString, golden);
        const QStringList args = QStringList{"trace", tree} + flags;
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
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 qPrintable(golden + " is missing: run with GT_UPDATE_GOLDEN=1, then review it"));
        const QList<QByteArray> expected = f.readAll().split('\n');
        const QList<QByteArray> actual = r.out.split('\n');
        for (int i = 0; i < std::min(expected.size(), actual.size()); ++i)
            QVERIFY2(expected[i] == actual[i],
                     qPrintable(QString("line %1\nexpected %2\nactual   %3")
                                    .arg(i + 1)
                                    .arg(QString(expected[i]), QString(actual[i]))));
        QCOMPARE(actual.size(), expected.size());
    }

    // `gametree transform` (issue 12): writes the mapped tree, --compare prints both decisions
    // and the sentence, a refused value is reported at its place in the file.
    void transformCommand()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("ranked.tree");
        const Result r = gametree({"transform", GT_SOURCE_DIR "/resources/examples/classic.tree",
                                   "--map", "rank", "--compare", "-o", out});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.out, QByteArray("minimax: value 10 -> 2, best child 0 -> 0 (unchanged)\n"
                                   "expectimax: value 54.5 -> 2, best child 1 -> 0 (changed)\n"
                                   "Minimax's decision is unchanged (left). Expectimax's "
                                   "decision changes from right to left. After the map, left "
                                   "ties with another move at 2: the first of the tied moves "
                                   "is taken.\n"));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().trimmed(), QByteArray("((2,2),(1,3))"));

        const Result square = gametree({"transform", "--text", "((6,6),(2,9))", "--map", "square",
                                        "-o", dir.filePath("sq.json")});
        QCOMPARE(square.exit, 0);
        QVERIFY(square.out.isEmpty());
        const Result eval = gametree({"eval", dir.filePath("sq.json"), "--algo", "expectimax"});
        QVERIFY2(eval.out.startsWith("expectimax: value 42.5, best child 1"), eval.out.constData());

        const Result negative =
            gametree({"transform", "--text", "((1,-2),(3,4))", "--map", "square", "--compare"});
        QCOMPARE(negative.exit, 1);
        QVERIFY2(negative.err.startsWith("gametree: <text>:1:5: node 3 has the value -2: x² is "
                                         "monotone only on values ≥ 0"),
                 negative.err.constData());
        QVERIFY(negative.out.isEmpty());
        const Result overflow =
            gametree({"transform", "--text", "(1,60)", "--map", "exp2", "-o", out});
        QCOMPARE(overflow.exit, 1);
        QVERIFY2(overflow.err.contains("node 2: 2^x for the value 60 is beyond"),
                 overflow.err.constData());
        QVERIFY(!overflow.err.contains("inf"));
        const Result reversing =
            gametree({"transform", "--text", "(1,2)", "--map", "affine:-1:0", "--compare"});
        QCOMPARE(reversing.exit, 0);
        QVERIFY(reversing.err.startsWith("gametree: warning: a < 0 reverses the order"));
        for (const QStringList &bad :
             {QStringList{"transform", "--text", "(1,2)", "--map", "cube", "--compare"},
              QStringList{"transform", "--text", "(1,2)", "--map", "rank"},
              QStringList{"transform", "--text", "(1,2)", "-o", out},
              QStringList{"transform", "--text", "(1,2)", "--map", "affine:0:1", "--compare"}})
            QCOMPARE(gametree(bad).exit, 2);
        QVERIFY(gametree({"--help"}).out.contains("transform TREE --map MAP"));
    }

    // A pipe may hold only part of the tree when gametree first reads it (issue 13).
    void readsAllOfAPipe()
    {
        const Result r =
            test::gametreeInPieces({"eval", "-", "--algo", "minimax"}, {"((1,", "2),3)\n"});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exit, 0);
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
