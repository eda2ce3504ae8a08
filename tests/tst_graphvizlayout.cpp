// The door to Graphviz: dot layouts come back in our coordinates (root on top, points,
// children in order), DOT reading keeps file order and only the wanted attributes, hostile
// DOT is refused with a line number, and concurrent callers do not crash the library.
#include "core/io/cgraphread.h"
#include "core/layout/graphviz.h"

#include <QtTest>

#include <atomic>
#include <clocale>
#include <random>
#include <thread>

using namespace gt;

namespace {

GameTree treeOf(const std::vector<std::vector<std::int32_t>> &children)
{
    TreeDraft d;
    d.nodes.resize(children.size());
    for (std::size_t i = 0; i < children.size(); ++i)
        d.nodes[i].children = children[i];
    return GameTree::fromDraft(d);
}

GameTree randomTree(unsigned seed, int size)
{
    std::mt19937 rng(seed);
    TreeDraft d;
    d.nodes.resize(std::size_t(size));
    for (int i = 1; i < size; ++i) // a random parent among the earlier nodes
        d.nodes[std::uniform_int_distribution<int>(0, i - 1)(rng)].children.push_back(i);
    return GameTree::fromDraft(d);
}

TreeLayout dot(const GameTree &t, const std::vector<NodeSize> &sizes = {},
               const LayoutOptions &options = {}, const CollapsedSet &collapsed = {})
{
    QString error;
    const std::optional<TreeLayout> layout = dotLayout(t, sizes, options, &error, collapsed);
    if (!layout)
        qWarning("dotLayout failed: %s", qPrintable(error));
    return layout.value_or(TreeLayout{});
}

QString attribute(const std::vector<std::pair<QString, QString>> &attributes, const QString &key)
{
    for (const auto &[k, v] : attributes)
        if (k == key)
            return v;
    return {};
}

DotParseError refusal(const QByteArray &text)
{
    DotParseError error;
    const std::optional<DotGraph> graph = readDotGraph(text, {}, &error);
    if (graph)
        error.message = QStringLiteral("(accepted)");
    return error;
}

QByteArray nested(int depth)
{
    return "digraph {\n" + QByteArray(depth, '{') + " a " + QByteArray(depth, '}') + "\n}\n";
}

} // namespace

class TstGraphvizLayout : public QObject {
    Q_OBJECT
private slots:
    void rootIsOnTopAfterFlip()
    {
        const TreeLayout l = dot(treeOf({{1, 2}, {}, {}}));
        QCOMPARE(l.centers.size(), std::size_t(3));
        QVERIFY(l.centers[0].y < l.centers[1].y);
        QCOMPARE(l.centers[1].y, l.centers[2].y);
        for (const LayoutPoint &c : l.centers)
            QVERIFY(c.x >= 0 && c.y >= 0 && c.x <= l.width && c.y <= l.height);
    }

    // The notes' case: 0->1..4; 4->5; 4->6. Without ordering=out, dot may reorder siblings.
    void childrenKeepOrder()
    {
        const GameTree t = treeOf({{1, 2, 3, 4}, {}, {}, {}, {5, 6}, {}, {}});
        const TreeLayout l = dot(t);
        QCOMPARE(l.centers.size(), std::size_t(7));
        for (NodeId v = 2; v <= 4; ++v)
            QVERIFY(l.centers[v - 1].x < l.centers[v].x);
        QVERIFY(l.centers[5].x < l.centers[6].x);
        QVERIFY(l.centers[0].y < l.centers[1].y && l.centers[4].y < l.centers[5].y);
    }

    void sizesInPointsComeBack()
    {
        const TreeLayout one = dot(treeOf({{}}), {{144, 72}});
        QCOMPARE(one.width, 144.0);
        QCOMPARE(one.height, 72.0);
        QCOMPARE(one.centers[0].x, 72.0);
        QCOMPARE(one.centers[0].y, 36.0);

        LayoutOptions options;
        options.siblingGap = 20;
        options.levelGap = 50;
        const TreeLayout l =
            dot(treeOf({{1, 2}, {}, {}}), {{30, 30}, {100, 40}, {40, 20}}, options);
        QVERIFY(l.centers[2].x - l.centers[1].x >= (100 + 40) / 2.0 + 20 - 1);
        // ranksep is measured between rank boxes: 30/2 + 50 + 40/2 between the rank centres.
        QVERIFY(l.centers[1].y - l.centers[0].y >= 15 + 50 + 20 - 1);
        QVERIFY(l.width >= 100 + 40 + 20 - 1);
    }

    void edgesRunBetweenCentres()
    {
        const TreeLayout l = dot(treeOf({{1, 2}, {}, {}}));
        QCOMPARE(l.edges.size(), std::size_t(3));
        QVERIFY(l.edges[0].empty());
        for (NodeId child : {1, 2}) {
            const auto &path = l.edges[child];
            QVERIFY(path.size() >= 4);
            QCOMPARE(path.size() % 3, std::size_t(1));
            // tailclip/headclip=false: from the parent's centre to the child's (dot stops
            // 1 pt short of each).
            QVERIFY(std::abs(path.front().x - l.centers[0].x) <= 1.5);
            QVERIFY(std::abs(path.front().y - l.centers[0].y) <= 1.5);
            QVERIFY(std::abs(path.back().x - l.centers[child].x) <= 1.5);
            QVERIFY(std::abs(path.back().y - l.centers[child].y) <= 1.5);
        }
    }

    void leftToRightPutsRootOnTheLeft()
    {
        LayoutOptions options;
        options.leftToRight = true;
        const TreeLayout l = dot(treeOf({{1, 2, 3}, {}, {}, {}}), {}, options);
        for (NodeId v = 1; v <= 3; ++v)
            QVERIFY(l.centers[0].x < l.centers[v].x);
        QVERIFY(l.centers[1].y < l.centers[2].y && l.centers[2].y < l.centers[3].y);
        QVERIFY(l.height > l.width);
    }

    void collapsedNodesAreLeftOut()
    {
        const GameTree t = treeOf({{1, 4}, {2, 3}, {}, {}, {5, 6}, {}, {}});
        CollapsedSet collapsed(7, 0);
        collapsed[1] = 1;
        const TreeLayout l = dot(t, {}, {}, collapsed);
        QCOMPARE(l.hidden.size(), std::size_t(7));
        QVERIFY(l.hidden[2] && l.hidden[3] && !l.hidden[4] && !l.hidden[5]);
        QCOMPARE(l.centers[2].x, l.centers[1].x);
        QVERIFY(l.edges[2].empty());
        QVERIFY(!l.edges[5].empty());
    }

    void numbersIgnoreTheLocale()
    {
        if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8"))
            QSKIP("no de_DE locale installed");
        const TreeLayout l = dot(treeOf({{}}), {{36, 36}});
        std::setlocale(LC_NUMERIC, "C");
        QCOMPARE(l.height, 36.0);
    }

    void readsNodesAndEdgesInFileOrder()
    {
        const QByteArray text = "digraph {\n"
                                "  b; a;\n"
                                "  a -> c [label=\"x\" weight=3];\n"
                                "  b -> a;\n"
                                "  subgraph s { c -> d }\n"
                                "  a -> b\n"
                                "}\n";
        DotParseError error;
        const std::optional<DotGraph> g = readDotGraph(text, {"label"}, &error);
        QVERIFY2(g, qPrintable(error.message));
        QVERIFY(g->directed);
        QCOMPARE(g->nodes.size(), std::size_t(4));
        const char *names[] = {"b", "a", "c", "d"};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(g->nodes[i].name, QString(names[i]));
        const std::pair<int, int> edges[] = {{1, 2}, {0, 1}, {2, 3}, {1, 0}};
        QCOMPARE(g->edges.size(), std::size_t(4));
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(g->edges[i].tail, edges[i].first);
            QCOMPARE(g->edges[i].head, edges[i].second);
        }
        QCOMPARE(attribute(g->edges[0].attributes, "label"), QString("x"));
        QVERIFY(g->edges[1].attributes.empty());
    }

    void onlyWantedAttributesAreKept()
    {
        const QByteArray text = "digraph {\n"
                                "  node [kind=min];\n"
                                "  a [kind=max value=3 image=\"/etc/passwd\" shapefile=\"x.ps\"\n"
                                "     fontpath=\"/tmp\" label=\"A\"];\n"
                                "  subgraph { node [kind=chance]; c }\n"
                                "  a -> b [prob=0.5 penwidth=9];\n"
                                "}\n";
        DotParseError error;
        const std::optional<DotGraph> g =
            readDotGraph(text, {"kind", "value", "prob", "label"}, &error);
        QVERIFY2(g, qPrintable(error.message));
        QCOMPARE(g->nodes.size(), std::size_t(3));
        const auto &a = g->nodes[0].attributes;
        QCOMPARE(a.size(), std::size_t(3));
        QCOMPARE(attribute(a, "kind"), QString("max"));
        QCOMPARE(attribute(a, "value"), QString("3"));
        QCOMPARE(attribute(a, "label"), QString("A"));
        QCOMPARE(attribute(g->nodes[1].attributes, "kind"), QString("chance"));
        QCOMPARE(attribute(g->nodes[2].attributes, "kind"), QString("min"));
        QCOMPARE(g->edges.size(), std::size_t(1));
        QCOMPARE(g->edges[0].attributes.size(), std::size_t(1));
        QCOMPARE(attribute(g->edges[0].attributes, "prob"), QString("0.5"));
    }

    void syntaxErrorGivesLine()
    {
        const DotParseError e = refusal("digraph {\n a -> b\n x y z = ; \n}\n");
        QCOMPARE(e.line, 3);
        QVERIFY2(e.message.contains("syntax error"), qPrintable(e.message));
        // The next read counts its own lines.
        QCOMPARE(refusal("digraph {\n = }").line, 2);
        QCOMPARE(refusal("\n\n\n\ndigraph { a -> }").line, 5);
        QVERIFY(refusal("").message.size() > 0);
        QVERIFY(readDotGraph("digraph { a -> b }", {}, nullptr)); // no error out-parameter
        // Comments after the graph are fine and leave nothing behind for the next read.
        QVERIFY(readDotGraph("digraph { a } /* c */ // d\n\n", {}, nullptr));
        QCOMPARE(refusal("\n\ndigraph {\n = }").line, 4);
    }

    // cgraph 2.43 keeps the rest of a text's last line for the next read; we refuse such
    // text, and whatever a read leaves does not leak into the next one.
    void textAfterTheGraphIsRefused()
    {
        QVERIFY(refusal("digraph { a } digraph { b }").message.contains("one graph"));
        QVERIFY(refusal("digraph { a } junk").message.contains("one graph"));
        const std::optional<DotGraph> g = readDotGraph("digraph { x }", {}, nullptr);
        QVERIFY(g);
        QCOMPARE(g->nodes.size(), std::size_t(1));
        QCOMPARE(g->nodes[0].name, QString("x"));
    }

    void undirectedGraphIsFlagged()
    {
        const std::optional<DotGraph> g = readDotGraph("graph { a -- b; b -- c }", {}, nullptr);
        QVERIFY(g);
        QVERIFY(!g->directed);
        QCOMPARE(g->edges.size(), std::size_t(2));
        QCOMPARE(g->edges[1].tail, 1);
        QCOMPARE(g->edges[1].head, 2);
    }

    void deepNestingIsRefusedNotACrash()
    {
        const DotParseError deep = refusal(nested(100'000));
        QCOMPARE(deep.line, 2);
        QVERIFY2(deep.message.contains("nest"), qPrintable(deep.message));
        QVERIFY(refusal(nested(1'001)).message.contains("nest"));
        QCOMPARE(refusal(nested(500)).message, QString("(accepted)"));
        // Braces in strings, HTML strings and comments do not count.
        const QByteArray quoted = "digraph {\n a [label=\"" + QByteArray(5000, '{') + "\" tip=<" +
                                  QByteArray(5000, '{') + ">]\n /* " + QByteArray(5000, '{') +
                                  " */ // {{{{\n# {{{{{{\n}\n";
        QCOMPARE(refusal(quoted).message, QString("(accepted)"));
    }

    void amplifyingInputIsRefused()
    {
        // {1000 nodes} -> {1000 nodes} would be a million edges from 14 KB.
        QByteArray left = "{", right = "{";
        for (int i = 0; i < 4000; ++i) {
            left += " a" + QByteArray::number(i);
            right += " b" + QByteArray::number(i);
        }
        const DotParseError product = refusal("digraph {\n" + left + "} ->\n" + right + "}\n}");
        QVERIFY2(product.message.contains("edges"), qPrintable(product.message));
        QCOMPARE(product.line, 3);
        // A named subgraph referenced again counts with its earlier size.
        const DotParseError named =
            refusal("digraph {\n subgraph s " + left + "}\n subgraph s -> subgraph s\n}");
        QVERIFY2(named.message.contains("edges"), qPrintable(named.message));
        QCOMPARE(named.line, 3);

        // Each new attribute name grows every existing object.
        QByteArray names = "digraph {\n a [";
        for (int i = 0; i < 300; ++i)
            names += " x" + QByteArray::number(i) + "=1";
        QVERIFY(refusal(names + "]\n}").message.contains("attribute"));

        // A few nested subgraphs around many statements.
        QByteArray wrapped = "digraph {\n" + QByteArray(100, '{');
        for (int i = 0; i < 50'000; ++i)
            wrapped += " n" + QByteArray::number(i);
        QVERIFY(refusal(wrapped + QByteArray(100, '}') + "}").message.contains("nest"));

        QVERIFY(refusal(QByteArray("digraph { a }\0", 14) + "x").message.contains("NUL"));
        QVERIFY(refusal(QByteArray(128 * 1024 * 1024 + 1, ' ')).message.contains("128 MiB"));
    }

    void concurrentCallersDoNotCrash()
    {
        std::atomic<int> failures{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([t, &failures] {
                for (int round = 0; round < 20; ++round) {
                    const GameTree tree = randomTree(unsigned(t * 100 + round), 60 + 10 * t);
                    QString error;
                    const auto layout = dotLayout(tree, {}, {}, &error);
                    if (!layout || layout->centers.size() != std::size_t(tree.size()))
                        ++failures;
                    const auto graph = readDotGraph("digraph { a -> b; b -> c }", {}, nullptr);
                    if (!graph || graph->edges.size() != 2)
                        ++failures;
                }
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        QCOMPARE(failures.load(), 0);
    }
};

QTEST_GUILESS_MAIN(TstGraphvizLayout)
#include "tst_graphvizlayout.moc"
