// Files from strangers: DOT attributes that would make Graphviz open files never reach it, and
// every input limit is refused with a message that says where and why.
#include "core/io/cgraphread.h"
#include "core/io/dotreader.h"
#include "core/io/dotwriter.h"
#include "core/io/inputlimits.h"
#include "core/layout/graphviz.h"
#include "core/session/documentfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "folderwatch.h"

using namespace gt;
using test::FolderWatch;

namespace {

// A DOT tree that names, in every attribute Graphviz 2.42 uses to open a file, a file in `dir`.
QByteArray hostileDot(const QString &dir)
{
    QByteArray dot =
        "digraph G {\n"
        "    graph [imagepath=\"DIR\", fontpath=\"DIR\", stylesheet=\"DIR/style.css\", "
        "fontnames=svg,\n"
        "           layout=neato, size=\"100000,100000\", dpi=100000, "
        "_background=\"DIR/bg.png\"];\n"
        "    node [shapefile=\"DIR/shape.ps\", image=\"DIR/image.png\", "
        "fontname=\"DIR/font.ttf\"];\n"
        "    edge [labelfontname=\"DIR/font.ttf\", URL=\"file://DIR/secret\", "
        "href=\"file://DIR/secret\"];\n"
        "    a [kind=max, image=\"DIR/image.png\", imagescale=true, shape=epsf,\n"
        "       shapefile=\"DIR/shape.ps\", label=<<TABLE><TR><TD><IMG "
        "SRC=\"DIR/image.png\"/></TD></TR></TABLE>>];\n"
        "    a -> b [headURL=\"DIR/secret\", labelfontname=\"DIR/font.ttf\"];\n"
        "    a -> c [label=\"move\"];\n"
        "    b [value=1, fontname=\"DIR/font.ttf\", image=\"DIR/image.png\"];\n"
        "    c [value=2, shape=custom, shapefile=\"DIR/image.png\", peripheries=1000];\n"
        "}\n";
    return dot.replace("DIR", QFile::encodeName(dir));
}

QString runCli(const QStringList &args, int *exitCode)
{
    QProcess cli;
    cli.start(QStringLiteral(GT_CLI_PATH), args);
    if (!cli.waitForFinished(120'000)) {
        cli.kill();
        *exitCode = -1;
        return QStringLiteral("timed out");
    }
    *exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
    return QString::fromUtf8(cli.readAllStandardError()).trimmed();
}

QString readError(const QByteArray &bytes, TreeFormat format, const QString &source)
{
    ReadError error;
    if (readDocument(bytes, format, source, &error))
        return QStringLiteral("(read without error)");
    return error.toString();
}

} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT

private slots:
    // The reader keeps kind/value/prob/label/name and nothing else, and dotLayout builds its
    // own graph from the tree, so none of the files named in the input is ever opened: not
    // while reading, laying out with dot, writing DOT back, or rendering through the CLI.
    void fileAttributesNeverReachGraphviz()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString bait = dir.path() + QStringLiteral("/bait");
        QVERIFY(QDir().mkpath(bait));
        for (const char *name :
             {"image.png", "shape.ps", "font.ttf", "secret", "style.css", "bg.png"}) {
            QFile file(bait + u'/' + QLatin1String(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not what it claims to be\n");
        }
        const QByteArray dot = hostileDot(bait);
        const QString dotPath = dir.path() + QStringLiteral("/hostile.dot");
        {
            QFile file(dotPath);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(dot);
        }

        FolderWatch watch(bait);
        if (!watch.works())
            QSKIP("inotify is not available");

        ReadError error;
        const std::optional<Document> doc = readDocument(dot, TreeFormat::Dot, dotPath, &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->tree.size(), 3);
        QCOMPARE(doc->tree.label(2), QStringLiteral("move"));
        QCOMPARE(doc->tree.value(1), 1.0);

        QString why;
        const std::optional<TreeLayout> layout = dotLayout(doc->tree, {}, LayoutOptions{}, &why);
        QVERIFY2(layout, qPrintable(why));
        QCOMPARE(layout->centers.size(), std::size_t(3));
        QVERIFY(!writeDot(doc->tree).contains(QFile::encodeName(bait)));

        const QString svg = dir.path() + QStringLiteral("/out.svg");
        int status = 0;
        const QString stderrText =
            runCli({QStringLiteral("render"), dotPath, QStringLiteral("--algo"),
                    QStringLiteral("alphabeta"), QStringLiteral("-o"), svg},
                   &status);
        QVERIFY2(status == 0, qPrintable(stderrText));
        QFile rendered(svg);
        QVERIFY(rendered.open(QIODevice::ReadOnly));
        const QByteArray svgBytes = rendered.readAll();
        QVERIFY(svgBytes.contains("<svg"));
        QVERIFY(!svgBytes.contains(QFile::encodeName(bait)));

        QCOMPARE(watch.touched(), QStringList());

        // The watch itself works: reading a bait file is seen.
        QFile control(bait + QStringLiteral("/secret"));
        QVERIFY(control.open(QIODevice::ReadOnly));
        control.readAll();
        QVERIFY(watch.touched().contains(QStringLiteral("secret")));
    }

    // Attributes the reader does not know are not even copied out of cgraph.
    void readerKeepsOnlyTreeAttributes()
    {
        DotParseError error;
        const std::optional<DotGraph> graph =
            readDotGraph(hostileDot(QStringLiteral("/nonexistent")),
                         {QStringLiteral("kind"), QStringLiteral("value")}, &error);
        QVERIFY2(graph, qPrintable(error.message));
        for (const DotGraph::Node &node : graph->nodes) {
            for (const auto &[key, value] : node.attributes)
                QVERIFY2(key == QLatin1String("kind") || key == QLatin1String("value"),
                         qPrintable(key));
        }
        for (const DotGraph::Edge &edge : graph->edges)
            QVERIFY(edge.attributes.empty());
    }

    // Every limit, in every format, is refused with a message that says where (line:column
    // when the format gives one) and which limit.
    void limitsHaveClearMessages_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("expected");

        const QByteArray longName(MaxNameLength + 1, 'n');
        const QByteArray longNumber = "1" + QByteArray(MaxNameLength, '0');
        const QByteArray huge(MaxInputBytes + 1, ' ');
        const int text = int(TreeFormat::Text), json = int(TreeFormat::Json),
                  dot = int(TreeFormat::Dot);

        // At the place where the input crosses the limit: here, one line of spaces.
        QTest::newRow("tree: input size")
            << huge << text << "in.tree:1:134217729: the file is larger than 128 MiB";
        QTest::newRow("json: input size")
            << huge << json << "in.json:1:134217729: the file is larger than 128 MiB";
        QTest::newRow("dot: input size")
            << huge << dot << "in.dot:1:134217729: the file is larger than 128 MiB";

        QTest::newRow("tree: name length")
            << "max(\n  1,\n  " + longName + "=2)" << text
            << "in.tree:3:3: a name or label is longer than 1000 characters";
        QTest::newRow("tree: label length")
            << "max(1, \"" + longName + "\": 2)" << text
            << "in.tree:1:8: a name or label is longer than 1000 characters";
        QTest::newRow("tree: number length")
            << "max(1, " + longNumber + ")" << text
            << "in.tree:1:8: a number is longer than 1000 characters";
        QTest::newRow("json: name length")
            << "{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [\n"
               "  {\"kind\": \"max\", \"children\": [1]},\n"
               "  {\"kind\": \"leaf\", \"value\": 1, \"name\": \"" +
                   longName + "\"}]}"
            << json << "in.json:3:3: nodes[1].name: longer than 1000 characters";
        QTest::newRow("json: label length")
            << "{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [\n"
               "  {\"kind\": \"max\", \"children\": [1]},\n"
               "  {\"kind\": \"leaf\", \"value\": 1, \"label\": \"" +
                   longName + "\"}]}"
            << json << "in.json:3:3: nodes[1].label: longer than 1000 characters";
        QTest::newRow("json: algorithm length")
            << "{\"format\": \"gametree-studio\", \"version\": 1, \"algorithm\": \"" + longName +
                   "\"}"
            << json << "in.json:1:45: algorithm: longer than 1000 characters";
        QTest::newRow("json: nesting")
            << "{\"format\": \"gametree-studio\", \"version\": 1, \"tree\":\n" +
                   QByteArray(1100, '[') + QByteArray(1100, ']') + "}"
            << json
            << "in.json:2:1025: the JSON is nested more than 1024 levels deep, which is Qt's "
               "limit; write deep trees in the flat \"nodes\" form";
        QTest::newRow("dot: name length")
            << "digraph {\n a -> b;\n b [value=1, name=\"" + longName + "\"]\n}" << dot
            << "in.dot:2:7: node \"b\": the name is longer than 1000 characters";
        QTest::newRow("dot: label length")
            << "digraph {\n a -> b [label=\"" + longName + "\"];\n b [value=1]\n}" << dot
            << "in.dot:2:7: node \"b\": the label on the edge into it is longer than 1000 "
               "characters";
        QTest::newRow("dot: brace nesting")
            << "digraph {\n" + QByteArray(1100, '{') + "a" + QByteArray(1100, '}') + "\n}" << dot
            << "in.dot:2:1000: braces nest more than 1000 deep";
        QByteArray product = "digraph {\n a -> {";
        for (int i = 0; i < 4000; ++i)
            product += " x" + QByteArray::number(i);
        product += "} -> {";
        for (int i = 0; i < 4000; ++i)
            product += " y" + QByteArray::number(i);
        product += "}\n}";
        QTest::newRow("dot: edge product") << product << dot
                                           << "in.dot:2:45794: the graph would have more than "
                                              "2000000 edges";
        QByteArray names = "digraph {\n a [";
        for (int i = 0; i < 300; ++i)
            names += "k" + QByteArray::number(i) + "=1,";
        names += "kind=max]\n}";
        QTest::newRow("dot: attribute names") << names << dot
                                              << "in.dot:2:1687: more than 256 different "
                                                 "attribute names";
        QTest::newRow("dot: NUL byte") << QByteArray("digraph {\n a\0 -> b }", 20) << dot
                                       << "in.dot:2:3: the text contains a NUL byte";

        // What cgraph reads in time quadratic in a token, or needs gigabytes for, is refused
        // before it sees the text (the limits in core/io/inputlimits.h).
        const QByteArray longToken(MaxDotTokenBytes + 1, 'x');
        QTest::newRow("dot: quoted string length")
            << "digraph {\n a -> b [label=\"" + longToken + "\"] }" << dot
            << "in.dot:2:16: a quoted string is longer than 16384 bytes";
        QTest::newRow("dot: HTML string length")
            << "digraph {\n a -> b [label=<" + longToken + ">] }" << dot
            << "in.dot:2:16: an HTML string <...> is longer than 16384 bytes";
        QTest::newRow("dot: ID length") << "digraph {\n a -> " + longToken + " }" << dot
                                        << "in.dot:2:7: an ID is longer than 16384 bytes";
        QTest::newRow("dot: lines in a quoted string")
            << "digraph {\n a -> b [label=\"" + QByteArray(MaxDotStringLines, '\n') + "\"] }" << dot
            << "in.dot:2:16: a quoted string spans more than 8 lines";
        QByteArray joined = "digraph {\n a -> b [label=\"x\"";
        for (int i = 1; i <= MaxDotJoinedStrings; ++i)
            joined += i == 10 ? " +\n \"x\"" : " + \"x\"";
        QTest::newRow("dot: joined strings")
            << joined + "] }" << dot
            << QString("in.dot:3:%1: more than 64 quoted strings are joined by +")
                   .arg(2 + 6 * (MaxDotJoinedStrings - 10));
        const QByteArray third(MaxDotTokenBytes / 3, 'x');
        QTest::newRow("dot: joined length")
            << "digraph {\n a -> b [label=\"" + third + "\" + \"" + third + "\" +\n \"" + third +
                   "\"] }"
            << dot << "in.dot:3:2: quoted strings joined by + are longer than 16384 bytes";
        QByteArray nodes = "digraph {\n";
        nodes.reserve(16 * MaxDotNodes);
        for (int i = 0; i <= MaxDotNodes; ++i)
            nodes += 'n' + QByteArray::number(i) + '\n';
        QTest::newRow("dot: nodes")
            << nodes + "}" << dot
            << QString("in.dot:%1:1: the graph has more than 2000000 nodes").arg(MaxDotNodes + 2);
        QByteArray edges = "digraph {\n";
        edges.reserve(8 * MaxDotEdges);
        for (int i = 0; i <= MaxDotEdges; ++i)
            edges += "a->b\n";
        QTest::newRow("dot: edges")
            << edges + "}" << dot
            << QString("in.dot:%1:4: the graph would have more than 2000000 edges")
                   .arg(MaxDotEdges + 2);
        QByteArray star = "digraph {\n r [kind=max]\n";
        for (int i = 0; i <= MaxDotChildren; ++i)
            star += "r -> c" + QByteArray::number(i) + " [value=1]\n";
        QTest::newRow("dot: children")
            << star + "}" << dot << "in.dot:2:2: node \"r\" has more than 100000 children";
    }
    void limitsHaveClearMessages()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, format);
        QFETCH(QString, expected);
        const auto f = TreeFormat(format);
        const QString source = f == TreeFormat::Text   ? QStringLiteral("in.tree")
                               : f == TreeFormat::Json ? QStringLiteral("in.json")
                                                       : QStringLiteral("in.dot");
        QCOMPARE(readError(bytes, f, source), expected);
    }

    // A node with 600,000 children crashed the reader: cgraph's agnedges() counts edges
    // recursively and overflowed the stack. cgraph reads such a graph; the reader no longer asks
    // it for that count, and the tree reader refuses more than MaxDotChildren children.
    void hugeFanOutDoesNotCrash()
    {
        constexpr int Children = 600'000;
        QByteArray star = "digraph {\n";
        star.reserve(16 * Children);
        for (int i = 0; i < Children; ++i)
            star += "r -> c" + QByteArray::number(i) + '\n';
        star += "}\n";
        DotParseError error;
        const std::optional<DotGraph> graph = readDotGraph(star, {QStringLiteral("kind")}, &error);
        QVERIFY2(graph, qPrintable(error.message));
        QCOMPARE(graph->edges.size(), std::size_t(Children));
        QCOMPARE(readError(star, TreeFormat::Dot, QStringLiteral("in.dot")),
                 QStringLiteral("in.dot:2:1: node \"r\" has more than 100000 children"));
    }

    // cgraph would take a `#` line as a line directive and report errors at that line of that
    // file; it sees the line as spaces, and the real place is reported.
    void lineDirectivesAreIgnored()
    {
        const QByteArray dot = "digraph {\n# 1000 \"/etc/passwd\"\n a -> b\n b [value=1]\n }\n"
                               "# 7 \"x\"\n";
        ReadError error;
        QVERIFY2(readDocument(dot, TreeFormat::Dot, QStringLiteral("in.dot"), &error),
                 qPrintable(error.toString()));
        const QByteArray bad = "digraph {\n# 1000 \"/etc/passwd\"\n a -> b\n -> }\n";
        QCOMPARE(readError(bad, TreeFormat::Dot, QStringLiteral("in.dot")),
                 QStringLiteral("in.dot:4:5: syntax error near '}'"));
    }

    // Comments are blanked out before cgraph reads the text: a long one costs nothing, and the
    // text around it means the same.
    void commentsReadAsSpace()
    {
        const QByteArray dot =
            "digraph { a /* a -> x */ -> \"b\" // -> y\n + \"c\"; bc [value=1] /* " +
            QByteArray(4'000'000, 'x') + " */ }";
        ReadError error;
        const std::optional<Document> doc =
            readDocument(dot, TreeFormat::Dot, QStringLiteral("in.dot"), &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->tree.size(), 2);
        QCOMPARE(doc->tree.value(1), 1.0);
    }

    // "/*/" opens a comment that only a later "*/" closes, as cgraph's lexer reads it: the check
    // before cgraph and the place lookups read the text through the one tokenizer (DotLexer);
    // the check used to take "/*/" for a whole comment and leave the rest to cgraph.
    void commentOpenedBySlashStarSlash()
    {
        const QByteArray dot = "digraph { a -> b /*/ a -> x */ ; b [value=1] }";
        ReadError error;
        const std::optional<Document> doc =
            readDocument(dot, TreeFormat::Dot, QStringLiteral("in.dot"), &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->tree.size(), 2);
        QCOMPARE(readError("digraph { a -> b [value=1] }\n /*/ x", TreeFormat::Dot,
                           QStringLiteral("in.dot")),
                 QStringLiteral("in.dot:2:2: a /* comment is not closed"));
    }

    // The node limit, through the flat JSON form (one object per node, no nesting).
    void jsonNodeLimit()
    {
        QByteArray json = "{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [";
        json.reserve(qsizetype(MaxNodes) * 3 + 100);
        json += "{}";
        for (std::int32_t i = 0; i < MaxNodes; ++i)
            json += ",{}";
        json += "]}";
        // At the first node past the limit.
        QCOMPARE(readError(json, TreeFormat::Json, QStringLiteral("in.json")),
                 QStringLiteral("in.json:1:%1: nodes: the tree has more than %2 nodes")
                     .arg(json.indexOf("{}") + 3 * MaxNodes + 1)
                     .arg(MaxNodes));
    }

    // cgraph's lexer keeps its state between texts: a text that ends inside a comment or a
    // string would leave it there, and every later DOT read in the process would fail (the
    // DOT fuzzer found this). Such texts are refused before cgraph sees them, and the next
    // good text still reads.
    void unclosedTextLeavesTheReaderWorking_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("comment after the graph")
            << QByteArray("digraph { r -> c } /* x") << "a /* comment is not closed";
        QTest::newRow("comment inside")
            << QByteArray("digraph { r -> c /* x\n") << "a /* comment is not closed";
        QTest::newRow("string") << QByteArray("digraph { r [label=\"x] }")
                                << "a quoted string is not closed";
        QTest::newRow("html string") << QByteArray("digraph { r [label=<<b>x</b>] }")
                                     << "an HTML string <...> is not closed";
        QFile crash(QStringLiteral(
            GT_SOURCE_DIR "/tests/fuzz/regressions/dot/fuzz-crash-lexer-left-in-comment.dot"));
        QVERIFY(crash.open(QIODevice::ReadOnly));
        QTest::newRow("the fuzzer's input") << crash.readAll() << "not closed";
        // A syntax error at the first token left the rest of the line in the lexer, where `"`
        // newline `""<<<<<"` became an HTML string five deep that swallowed every later text
        // (found by the round-trip fuzzer; the lexer is now reset around every read).
        QTest::newRow("HTML string five deep after a syntax error")
            << QByteArray("r#\"\n\"\"<<<<<\"") << "syntax error";
        QTest::newRow("text after the graph") << QByteArray("digraph { a } <<<") << "one graph";
    }
    void unclosedTextLeavesTheReaderWorking()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        DotParseError error;
        QVERIFY(!readDotGraph(bytes, {QStringLiteral("kind")}, &error));
        QVERIFY2(error.message.contains(expected), qPrintable(error.message));
        for (int i = 0; i < 2; ++i) { // the first read after, and the next
            const std::optional<DotGraph> good = readDotGraph(
                "digraph \"g\" {\n a -> b [label=\"x\"]\n}\n", {QStringLiteral("label")}, &error);
            QVERIFY2(good, qPrintable(error.message));
            QCOMPARE(good->nodes.size(), std::size_t(2));
            QCOMPARE(good->edges.front().attributes.size(), std::size_t(1));
        }
        // and its syntax errors are counted from its own first line
        QVERIFY(!readDotGraph("digraph {\n a -> -> b }", {}, &error));
        QCOMPARE(error.line, 2);
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
