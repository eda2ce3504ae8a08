// DOT in and out: the writer's output reads back as the same tree and renders with `dot`;
// hand-written DOT is understood; every way a graph fails to be a tree is a clear error.
#include "treetexthelpers.h"

#include "core/io/dotreader.h"
#include "core/io/dotsource.h"
#include "core/io/dotwriter.h"
#include "core/io/treetext.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

using namespace gt;
using test::parse;

namespace {

GameTree readDot(const QByteArray &dot, std::vector<QString> *ids = nullptr)
{
    ReadError error;
    const std::optional<GameTree> t = readDotTree(dot, QStringLiteral("t.dot"), &error, ids);
    if (!t)
        qWarning("unexpected error: %s", qPrintable(error.toString()));
    return t.value_or(GameTree());
}

QString dotError(const QByteArray &dot)
{
    ReadError error;
    if (readDotTree(dot, QStringLiteral("t.dot"), &error))
        return QStringLiteral("(read without error)");
    return error.toString();
}

} // namespace

class TstDotIo : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("classic") << "((10,10),(9,100))";
        QTest::newRow("aima") << "A=max(a1: B=min(b1: 3, b2: 12, b3: 8), a2: C=min(c1: 2, c2: 4, "
                                 "c3: 6), a3: D=min(d1: 14, d2: 5, d3: 2))";
        QTest::newRow("chance") << "max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))";
        QTest::newRow("labels with probabilities") << "chance(heads 0.5: 1, tails 0.5: 0)";
        QTest::newRow("heuristics") << "max[0.1](min[-2](1e-7, 3.25), 1e300)";
        QTest::newRow("named leaves") << "max(D=3, \"two words\"=4)";
        QTest::newRow("awkward strings")
            << "\"q\\\"uote\"=max(\"back\\\\\": 1, \"\\\\\\\"\": 2, \"a\\\\nb\": 3, "
               "\"😀 é\": 4, \"-\": 5, \"\\\\N\": 6)";
        QTest::newRow("numeric-looking names") << "max(\"x1\"=1, \"3a\"=2)";
        // Qt's JSON parser and QString::fromUtf8 drop a U+FEFF that starts a text (a BOM to
        // them); a name may start with one (found by the round-trip fuzzer).
        QTest::newRow("names starting with U+FEFF") << "\"\uFEFFa\"=max(\"\uFEFF\": 1)";
        QTest::newRow("single leaf") << "7";
        QTest::newRow("chance root") << "chance(0.25: max(1,2), 0.75: 3)";
        QTest::newRow("node data") << "max[key=k1 interval=-2.5:7 game=ttt pos=\"x.o/.x./..o\"]("
                                      "5[key=\"\\\\ \\\"q\"], min[pos=p game=g](3[interval=1:1]))";
    }
    void roundTrip()
    {
        QFETCH(QString, text);
        const GameTree t = parse(text);
        QVERIFY(!t.isEmpty());
        const QByteArray dot = writeDot(t);
        std::vector<QString> ids;
        const GameTree back = readDot(dot, &ids);
        QVERIFY2(back == t, dot.constData());
        QCOMPARE(NodeId(ids.size()), t.size());
        QCOMPARE(ids.back(), QString("n%1").arg(t.size() - 1));
    }

    void writerOutput()
    {
        const QByteArray dot = writeDot(parse("A=max(a1: 3, a2: chance(0.5: D=1, 0.5: 2))"));
        QCOMPARE(dot, QByteArray("digraph \"gametree\" {\n"
                                 "    ordering=\"out\";\n"
                                 "    edge [arrowhead=\"none\"];\n"
                                 "    n0 [kind=\"max\", name=\"A\", shape=\"triangle\", "
                                 "label=\"A\"];\n"
                                 "    n1 [kind=\"leaf\", value=\"3\", shape=\"box\", "
                                 "label=\"3\"];\n"
                                 "    n2 [kind=\"chance\", shape=\"circle\", label=\"\"];\n"
                                 "    n3 [kind=\"leaf\", value=\"1\", name=\"D\", shape=\"box\", "
                                 "label=\"1\", xlabel=\"D\"];\n"
                                 "    n4 [kind=\"leaf\", value=\"2\", shape=\"box\", "
                                 "label=\"2\"];\n"
                                 "    n0 -> n1 [label=\"a1\"];\n"
                                 "    n0 -> n2 [label=\"a2\"];\n"
                                 "    n2 -> n3 [prob=\"0.5\", xlabel=\"0.5\"];\n"
                                 "    n2 -> n4 [prob=\"0.5\", xlabel=\"0.5\"];\n"
                                 "}\n"));
    }

    void decorationAddsAndReplaces()
    {
        DotDecoration decoration;
        decoration.graph = {{"rankdir", "LR"}};
        decoration.node = [](NodeId n, DotAttributes &a) {
            setDotAttribute(a, "color", n == 1 ? "red" : "black");
            setDotAttribute(a, "shape", "ellipse");
        };
        decoration.edge = [](NodeId child, DotAttributes &a) {
            if (child == 2)
                setDotAttribute(a, "style", "dashed");
        };
        const GameTree t = parse("((1,2),3)");
        const QByteArray dot = writeDot(t, decoration);
        QVERIFY(dot.contains("    rankdir=\"LR\";\n"));
        QVERIFY(dot.contains("n1 [kind=\"min\", shape=\"ellipse\", label=\"\", color=\"red\"]"));
        QVERIFY(dot.contains("n1 -> n2 [style=\"dashed\"];"));
        QVERIFY(readDot(dot) == t); // data attributes untouched: still the same tree
    }

    void rendersWithDot()
    {
        const QString dotProgram = QStandardPaths::findExecutable("dot");
        if (dotProgram.isEmpty())
            QSKIP("Graphviz's dot program is not installed");
        QProcess dot;
        dot.start(dotProgram, {"-Tsvg"});
        QVERIFY(dot.waitForStarted());
        dot.write(writeDot(parse("A=max(a1: min(3,12), a2: chance(0.5: \"q\\\"\"=1, "
                                 "\"x\\\\\" 0.5: 2))")));
        dot.closeWriteChannel();
        QVERIFY(dot.waitForFinished());
        QCOMPARE(dot.exitCode(), 0);
        QVERIFY(dot.readAllStandardError().isEmpty());
        const QByteArray svg = dot.readAllStandardOutput();
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("<polygon")); // the triangles and boxes
    }

    void handWritten_data()
    {
        QTest::addColumn<QByteArray>("dot");
        QTest::addColumn<QString>("text");
        QTest::newRow("kinds inferred, labels as values")
            << QByteArray("digraph { a -> b; a -> c; b -> b1; b -> b2; c -> c1;\n"
                          "b1 [label=3]; b2 [label=12]; c1 [label=\"-2.5\"] }")
            << "((3,12),(-2.5))";
        QTest::newRow("labels as names, edge labels as moves")
            << QByteArray("digraph { A -> B [label=L]; A -> C [label=R];\n"
                          "B -> x; B -> y; C -> z;\n"
                          "A [label=\"A\"]; B [label=\"B\"]; C [label=\"C\"];\n"
                          "x [value=3]; y [value=12]; z [value=2, label=\"Z\"] }")
            << "A=max(L: B=min(3,12), R: C=min(Z=2))";
        QTest::newRow("name beats label, value beats label")
            << QByteArray("digraph { r -> s; r [name=Root, label=\"the root\"];\n"
                          "s [value=5, label=\"7\"] }")
            << "Root=max(5)";
        QTest::newRow("probabilities on edges or children")
            << QByteArray("digraph { c [kind=chance]; c -> a [prob=0.25]; c -> b;\n"
                          "b [prob=0.75, value=2]; a [value=1] }")
            << "chance(0.25: 1, 0.75: 2)";
        QTest::newRow("same probability on both is fine")
            << QByteArray("digraph { c [kind=chance]; c -> a [prob=1]; a [prob=1.0, value=1] }")
            << "chance(1: 1)";
        QTest::newRow("explicit kinds restart alternation")
            << QByteArray("digraph { r [kind=min]; r -> a; a -> l1; a -> l2; r -> c;\n"
                          "c [kind=chance]; c -> d; d -> l3; l1 [value=1]; l2 [value=2];\n"
                          "l3 [value=3] }")
            << "min(max(1,2), chance(max(3)))";
        QTest::newRow("children in edge order, not node order")
            << QByteArray("digraph { z [value=1]; y [value=2]; r -> y; r -> z }") << "(2,1)";
        QTest::newRow("edge chains and subgraphs")
            << QByteArray("digraph { r -> { s t }; s -> u -> v; t [value=1]; v [value=4] }")
            << "(((4)),1)";
        QTest::newRow("kind words in any case, leaf kind")
            << QByteArray("digraph { r [kind=MAX]; r -> l; l [kind=Leaf, value=0] }") << "(0)";
        QTest::newRow("label escapes as Graphviz draws them")
            << QByteArray("digraph { r [label=\"two words\"]; r -> l [label=\"a\\\\b\"]; "
                          "l [value=1] }")
            << "\"two words\"=max(\"a\\\\b\": 1)";
        QTest::newRow("a byte-order mark") << QByteArray("\xEF\xBB\xBF"
                                                         "digraph { r -> l; l [value=1] }")
                                           << "(1)";
        QTest::newRow("\\N label is no name")
            << QByteArray("digraph { node [label=\"\\N\"]; r -> l; l [value=1] }") << "(1)";
    }
    void handWritten()
    {
        QFETCH(QByteArray, dot);
        QFETCH(QString, text);
        QCOMPARE(writeTreeText(readDot(dot)), text);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("dot");
        QTest::addColumn<QString>("message");
        QTest::newRow("cycle apart from the root")
            << QByteArray("digraph { a -> b; b [value=1]; c -> d; d -> c }")
            << "t.dot:1:32: node \"c\" cannot be reached from the root \"a\": the edges \"d\" -> "
               "\"c\" -> \"d\" form a cycle";
        QTest::newRow("longer cycle apart from the root")
            << QByteArray("digraph { a -> b; c -> d; d -> e; e -> c; b [value=1] }")
            << "t.dot:1:19: node \"c\" cannot be reached from the root \"a\": the edges \"d\" -> "
               "\"e\" -> \"c\" -> \"d\" form a cycle";
        QTest::newRow("unreachable node below a cycle")
            << QByteArray("digraph { a -> b; w [value=1]; x -> y; y -> z; z -> x; z -> w }")
            << "t.dot:1:19: node \"w\" cannot be reached from the root \"a\": the edges \"x\" -> "
               "\"y\" -> \"z\" -> \"x\" form a cycle";
        QTest::newRow("only a cycle") << QByteArray("digraph { a -> b -> c -> a }")
                                      << "t.dot:1:16: the graph has no root (a node without a "
                                         "parent): the edges \"b\" -> \"c\" -> \"a\" -> \"b\" "
                                         "form a cycle";
        QTest::newRow("long cycle")
            << QByteArray("digraph { n0 -> n1 -> n2 -> n3 -> n4 -> n5 -> n6 -> n7 -> n8 -> n9 "
                          "-> n0 }")
            << "t.dot:1:17: the graph has no root (a node without a parent): the edges \"n1\" -> "
               "\"n2\" -> \"n3\" -> \"n4\" -> … -> \"n8\" -> \"n9\" -> \"n0\" -> \"n1\" form a "
               "cycle";
        QTest::newRow("two parents") << QByteArray("digraph { a -> b; a -> c; b -> d; c -> d }")
                                     << "t.dot:1:32: node \"d\" has two parents, \"b\" and \"c\"; "
                                        "in a tree every node but the root has one";
        QTest::newRow("double edge") << QByteArray("digraph { a -> b; a -> b }")
                                     << "t.dot:1:16: node \"b\" has two edges from \"a\"";
        QTest::newRow("self loop")
            << QByteArray("digraph { a -> a }") << "t.dot:1:11: node \"a\" has an edge to itself";
        // A message quoting the input stays on one line: control characters show as U+FFFD.
        QTest::newRow("self loop, ID with a line break")
            << QByteArray("digraph { \"a\nb\" -> \"a\nb\" }")
            << "t.dot:1:11: node \"a\uFFFDb\" has an edge to itself";
        QTest::newRow("two roots")
            << QByteArray("digraph { a -> b; c -> d; b [value=1]; d [value=2] }")
            << "t.dot:1:19: the graph has two roots, \"a\" and \"c\"; a tree has one node without "
               "a "
               "parent";
        QTest::newRow("three roots")
            << QByteArray("digraph { a -> b; c -> d; e -> f }")
            << "t.dot:1:19: the graph has two roots, \"a\" and \"c\" (and 1 more); a tree has one "
               "node without a parent";
        QTest::newRow("isolated node") << QByteArray("digraph { a -> b; b [value=1]; lonely }")
                                       << "t.dot:1:32: node \"lonely\" is not connected to any "
                                          "other node";
        QTest::newRow("undirected") << QByteArray("graph { a -- b; b [value=1] }")
                                    << "t.dot:1:1: the graph is undirected; a game tree is a "
                                       "digraph whose edges (->) point from parent to child";
        QTest::newRow("no nodes") << QByteArray("digraph { }")
                                  << "t.dot:1:1: the graph has no nodes";
        QTest::newRow("value not a number")
            << QByteArray("digraph { a -> b; b [value=abc] }")
            << "t.dot:1:16: node \"b\": value \"abc\" is not a number";
        QTest::newRow("value not finite")
            << QByteArray("digraph { a -> b; b [value=inf] }")
            << "t.dot:1:16: node \"b\": value \"inf\" is not a finite number";
        QTest::newRow("prob not a number")
            << QByteArray("digraph { c [kind=chance]; c -> b [prob=half]; b [value=1] }")
            << "t.dot:1:33: node \"b\": prob on the edge into it \"half\" is not a number";
        QTest::newRow("probabilities disagree")
            << QByteArray("digraph { c [kind=chance]; c -> b [prob=0.3]; b [prob=0.5, value=1] }")
            << "t.dot:1:33: node \"b\": the probability on its edge (0.3) and on the node (0.5) "
               "differ";
        QTest::newRow("unknown kind")
            << QByteArray("digraph { a [kind=maximum]; a -> b }")
            << "t.dot:1:11: node \"a\": unknown kind \"maximum\"; expected "
               "max, min, chance or leaf";
        // Where: the first use of the node as a node (not inside a comment, a quoted label, an
        // attribute list, a port or a subgraph's name), or the graph's keyword.
        QTest::newRow("node found past comments, strings and attributes")
            << QByteArray("/* b -> x */ digraph G { // b\n  a [label=\"b\", kind=max];\n"
                          "  subgraph b { rankdir=b; a:b -> \"b\" }\n  b [value=oops] }")
            << "t.dot:3:34: node \"b\": value \"oops\" is not a number";
        QTest::newRow("node written as joined strings")
            << QByteArray("digraph {\n  \"x\" + \"y\" -> b;\n  b [value=1]; xy [kind=maximum] }")
            << "t.dot:2:3: node \"xy\": unknown kind \"maximum\"; expected max, min, chance or "
               "leaf";
        QTest::newRow("undirected after a comment")
            << QByteArray("// hand-drawn\n  strict graph { a -- b }")
            << "t.dot:2:10: the graph is undirected; a game tree is a digraph whose edges (->) "
               "point from parent to child";
        // Syntax errors: cgraph words the message and gives the line; the column is the
        // token it names, the culprit among several alike on the line.
        QTest::newRow("syntax error") << QByteArray("digraph {\n  a -> b\n  c -> -> d\n}")
                                      << "t.dot:3:8: syntax error near '->'";
        QTest::newRow("syntax error, the token repeated on its line")
            << QByteArray("digraph { a -> b -> c; d -> e -> -> f -> g }")
            << "t.dot:1:34: syntax error near '->'";
        QTest::newRow("syntax error after a string over two lines")
            // cgraph does not count the newline inside the string: it says line 1.
            << QByteArray("digraph { a [label=\"two\nlines\"]; ; = }")
            << "t.dot:2:10: syntax error near ';'";
        QTest::newRow("syntax error at a quoted string")
            << QByteArray("strict \"g\" digraph { a }") << "t.dot:1:8: syntax error near '\"'";
        QTest::newRow("string not closed")
            << QByteArray("digraph {\n  a -> \"b\n}") << "t.dot:2:8: a quoted string is not closed";
        QTest::newRow("comment not closed") << QByteArray("digraph { a -> b }\n  /* the end")
                                            << "t.dot:2:3: a /* comment is not closed";
        // Names and labels hold no control characters (core/tree/nametext.h), whether written
        // raw or as Graphviz's line-break escapes.
        QTest::newRow("line break escape in a name")
            << QByteArray("digraph {\n  r [label=\"two\\nlines\"]; r -> l; l [value=1] }")
            << "t.dot:2:3: node \"r\": the name contains a control character (U+000A)";
        QTest::newRow("raw tab in an edge label")
            << QByteArray("digraph { r -> l [label=\"a\tb\"]; l [value=1] }")
            << "t.dot:1:16: node \"l\": the label on the edge into it contains a control "
               "character (U+0009)";
        QTest::newRow("C1 control in a name")
            << QByteArray("digraph { r -> l; l [value=1, name=\"\xC2\x85\"] }")
            << "t.dot:1:16: node \"l\": the name contains a control character (U+0085)";
        QTest::newRow("noncharacter in a name")
            << QByteArray("digraph { r -> l; l [value=1, name=\"\xEF\xBF\xBE\"] }")
            << "t.dot:1:16: node \"l\": the name contains a noncharacter (U+FFFE)";
        // As the .tree notation: invalid UTF-8 is refused where it is, not read as U+FFFD.
        QTest::newRow("invalid UTF-8")
            << QByteArray("digraph {\n r -> l; l [value=1, name=\"caf\xE9\"] }")
            << "t.dot:2:31: the text is not valid UTF-8";
        // cgraph takes a `#` line as a line directive; the position given is the real one.
        QTest::newRow("line directive")
            << QByteArray("digraph {\n# 1000 \"/etc/passwd\"\n  a -> -> b\n}")
            << "t.dot:3:8: syntax error near '->'";
        QTest::newRow("CR line endings") << QByteArray("digraph {\r  a -> b\r  c -> -> d\r}\n")
                                         << "t.dot:3:8: syntax error near '->'";
        QTest::newRow("CR line endings, node")
            << QByteArray("digraph {\r  a -> b\r  b [value=x]\r}\n")
            << "t.dot:2:8: node \"b\": value \"x\" is not a number";
        QTest::newRow("interval of one number")
            << QByteArray("digraph { a -> b; b [value=1, interval=\"3\"] }")
            << "t.dot:1:16: node \"b\": interval \"3\" is not two numbers pessimistic:optimistic, "
               "as in \"2:7\"";
        QTest::newRow("interval bound not a number")
            << QByteArray("digraph { a -> b; b [value=1, interval=\"1:x\"] }")
            << "t.dot:1:16: node \"b\": interval bound \"x\" is not a number";
        QTest::newRow("key with a line break")
            << QByteArray("digraph { a -> b; b [value=1, key=\"a\\nb\"] }")
            << "t.dot:1:16: node \"b\": the key contains a control character (U+000A)";
        QTest::newRow("text after the graph") << QByteArray("digraph { a -> b; b [value=1] }  c")
                                              << "t.dot:1:34: text after the end of "
                                                 "the graph: one graph per file";
    }
    void errors()
    {
        QFETCH(QByteArray, dot);
        QFETCH(QString, message);
        QCOMPARE(dotError(dot), message);
    }

    void nodePositionsPointAtFirstUse()
    {
        // In the writer's output every node is first used in its own statement, `nK [...]`,
        // even where a name or label spells another node's ID.
        const GameTree t = parse("A=max(n1: B=min(\"n2 -> n3\"=3, \"n0\"=12), a2: chance(0.5: 1, "
                                 "0.5: \"/* n4\"=2))");
        const QByteArray dot = writeDot(t);
        std::vector<QString> ids;
        QVERIFY(readDot(dot, &ids) == t);
        const std::vector<TextPos> at = DotSource(dot).nodePositions(ids);
        const QList<QByteArray> lines = dot.split('\n');
        for (std::size_t n = 0; n < ids.size(); ++n) {
            QVERIFY2(at[n].line > 0, qPrintable(ids[n]));
            const QByteArray line = lines[at[n].line - 1];
            QVERIFY2(line.mid(at[n].column - 1).startsWith(ids[n].toUtf8() + " ["),
                     line.constData());
        }
        QCOMPARE(DotSource(dot).nodePosition("nowhere").line, 0);
    }
    void syntaxErrorAmongManyAlikeTokens()
    {
        // Forty arrows on one line and the 37th is the one too many: found by reading the text
        // again up to a few of them, not forty times.
        QByteArray dot = "digraph {\n  x0";
        for (int i = 1; i <= 40; ++i)
            dot += i == 37 ? " ->" : " -> x" + QByteArray::number(i);
        dot += "\n}";
        const qsizetype culprit = dot.indexOf("-> ->") + 3;
        QCOMPARE(dotError(dot),
                 QString("t.dot:2:%1: syntax error near '->'").arg(culprit - dot.indexOf('\n')));
    }
    void deepChainRoundTrip()
    {
        // Deep enough to overflow a recursive reader's stack; cgraph itself is iterative here.
        const int depth = 200'000;
        TreeDraft d;
        d.nodes.resize(depth + 1);
        for (int i = 0; i < depth; ++i) {
            d.nodes[i].kind = i % 2 ? NodeKind::Min : NodeKind::Max;
            d.nodes[i].children = {i + 1};
        }
        d.nodes[depth].value = 1;
        const GameTree t = GameTree::fromDraft(d);
        QVERIFY(readDot(writeDot(t)) == t);
    }
};

QTEST_GUILESS_MAIN(TstDotIo)
#include "tst_dotio.moc"
