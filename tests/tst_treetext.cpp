// The `.tree` notation: every accepted form, the exact error messages, round trips, and inputs
// deep or large enough to break a recursive parser. (No raw string literals here: moc 6.4 skips
// a file whose raw strings hold an escaped quote.)
#include "sanitizers.h"

#include "core/io/inputlimits.h"
#include "core/io/numbertext.h"
#include "core/io/treetext.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace gt;

namespace {

GameTree parse(const QString &text)
{
    ReadError error;
    const std::optional<ParsedTree> parsed = parseTreeText(text, QStringLiteral("<text>"), &error);
    if (!parsed)
        qWarning("unexpected error: %s", qPrintable(error.toString()));
    return parsed ? parsed->tree : GameTree();
}

QString parseError(const QString &text)
{
    ReadError error;
    if (parseTreeText(text, QStringLiteral("<text>"), &error))
        return QStringLiteral("(parsed without error)");
    return error.toString();
}

// A random tree with every feature the notation has, strings included that need quoting.
GameTree randomTree(QRandomGenerator &rng)
{
    static const QStringList words = {"A",         "b1",         "max",         "x'",
                                      "two words", "say \"hi\"", "back\\slash", "nb\u00A0sp",
                                      "bom\uFEFF", "é",          "1",           "#"};
    auto word = [&] { return words[rng.bounded(int(words.size()))]; };
    auto number = [&] {
        switch (rng.bounded(4)) {
        case 0: return double(rng.bounded(-50, 50));
        case 1: return rng.generateDouble() * 100 - 50;
        case 2: return std::ldexp(rng.generateDouble(), rng.bounded(-60, 60));
        default: return 0.1 * rng.bounded(10);
        }
    };
    TreeDraft d;
    d.nodes.push_back({});
    std::vector<int> open{0};
    while (!open.empty() && d.nodes.size() < 60) {
        const int n = open.back();
        open.pop_back();
        const int kids = d.nodes.size() < 40 ? rng.bounded(1, 4) : 0;
        DraftNode &node = d.nodes[n];
        node.kind = kids == 0 ? NodeKind::Leaf : NodeKind(rng.bounded(3));
        if (kids == 0 || rng.bounded(4) == 0)
            node.value = number();
        if (rng.bounded(3) == 0)
            node.name = word();
        if (rng.bounded(5) == 0)
            node.key = word();
        if (rng.bounded(5) == 0)
            node.pess = number(), node.opt = number();
        if (rng.bounded(6) == 0)
            node.gameId = word(), node.positionText = word() + QStringLiteral("/x.o");
        const NodeKind kind = node.kind;
        for (int i = 0; i < kids; ++i) {
            const int c = int(d.nodes.size());
            d.nodes[n].children.push_back(c);
            DraftNode child;
            if (rng.bounded(3) == 0)
                child.label = word();
            if (kind == NodeKind::Chance && rng.bounded(2) == 0)
                child.prob = number();
            d.nodes.push_back(child);
            open.push_back(c);
        }
    }
    for (int n : open) // children left over when the size cap hit: make them leaves
        d.nodes[n].value = 1;
    return GameTree::fromDraft(d);
}

} // namespace

class TstTreeText : public QObject {
    Q_OBJECT
private slots:
    void acceptedForms_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("written");
        QTest::newRow("classic bare") << "((10,10),(9,100))"
                                      << "((10,10),(9,100))";
        QTest::newRow("explicit alternating becomes bare")
            << "max(min(3,12,8), min(2,4,6), min(14,5,2))"
            << "((3,12,8),(2,4,6),(14,5,2))";
        QTest::newRow("chance with probabilities")
            << "max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))"
            << "max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))";
        QTest::newRow("chance uniform") << "max(chance(1,2), 3)"
                                        << "max(chance(1,2), 3)";
        QTest::newRow("names") << "A=max(B=min(3,12,8), C=min(2,4,6))"
                               << "A=max(B=min(3,12,8), C=min(2,4,6))";
        QTest::newRow("named leaves") << "A=max(D=3, E=5)"
                                      << "A=max(D=3, E=5)";
        QTest::newRow("move labels") << "max(a1: min(3,12), a2: min(2,4))"
                                     << "max(a1: min(3,12), a2: min(2,4))";
        QTest::newRow("label and probability") << "chance(heads 0.5: 1, tails 0.5: 0)"
                                               << "chance(heads 0.5: 1, tails 0.5: 0)";
        QTest::newRow("fractions") << "chance(1/4: 1, 3/4: 0)"
                                   << "chance(0.25: 1, 0.75: 0)";
        QTest::newRow("heuristic") << "max[5](min[2](3,4), 7)"
                                   << "max[5](min[2](3,4), 7)";
        QTest::newRow("bare heuristic") << "[5](3,4)"
                                        << "max[5](3,4)";
        QTest::newRow("whitespace and comments")
            << "# a tree\n(\n  (3, 12) , # left\n\t(2,4)\r\n)\n# end"
            << "((3,12),(2,4))";
        QTest::newRow("numbers") << "(-1.5, 1e3, .5, 2.5E-3, +4, 5., -0)"
                                 << "(-1.5,1000,0.5,0.0025,4,5,-0)";
        QTest::newRow("bare under chance is opposite of max above")
            << "max((3,4), chance((1,2), (5,6)))"
            << "max(min(3,4), chance(min(1,2), min(5,6)))";
        QTest::newRow("min root") << "min((3,4),(5,6))"
                                  << "min(max(3,4), max(5,6))";
        QTest::newRow("chance root") << "chance((1,2),(3,4))"
                                     << "chance(max(1,2), max(3,4))";
        QTest::newRow("quoted") << "\"root node\"=max(\"move 1\": 3, \"say \\\"hi\\\"\": 4)"
                                << "\"root node\"=max(\"move 1\": 3, \"say \\\"hi\\\"\": 4)";
        QTest::newRow("escapes") << "max(\"a\\\\b\\\"c\\\\\": 3)"
                                 << "max(\"a\\\\b\\\"c\\\\\": 3)";
        QTest::newRow("single leaf") << "42"
                                     << "42";
        QTest::newRow("named single leaf") << "D=3"
                                           << "D=3";
        QTest::newRow("kind words any case") << "MAX(Min(1,2), Chance(3))"
                                             << "max(min(1,2), chance(3))";
        QTest::newRow("keywords as labels and names") << "max=max(max: 3, min: min=4)"
                                                      << "max=max(max: 3, min: min=4)";
        QTest::newRow("primes") << "A'=max(B''=3)"
                                << "A'=max(B''=3)";
        QTest::newRow("named bare group") << "A=((1,2),3)"
                                          << "A=max(min(1,2), 3)";
        QTest::newRow("names under chance") << "chance(0.5: X=3, 0.5: Y=max(1,2))"
                                            << "chance(0.5: X=3, 0.5: Y=max(1,2))";
        QTest::newRow("numeric label quoted") << "max(\"1\": 3, \"2\": 4)"
                                              << "max(\"1\": 3, \"2\": 4)";
        QTest::newRow("spaces around everything") << "  A = chance [ 2 ] ( a1 : 3 , b 0.5 : 4 )  "
                                                  << "A=chance[2](a1: 3, b 0.5: 4)";
        QTest::newRow("unicode in quotes") << "\"😀 é\"=3"
                                           << "\"😀 é\"=3";
        QTest::newRow("node data")
            << "max[key=k1 interval=2:7 game=ttt pos=\"x.o/.x./..o\"](5[key=k2], 3)"
            << "[key=k1 interval=2:7 game=ttt pos=\"x.o/.x./..o\"](5[key=k2],3)";
        QTest::newRow("node data after a heuristic, any order")
            << "min[4 pos=p1 game=g key=\"two words\"](A=3[interval=-1.5:2], 1)"
            << "min[4 key=\"two words\" game=g pos=p1](A=3[interval=-1.5:2], 1)";
        // Issue 27: the window's Tree field isolates right-to-left names outside their quotes;
        // the isolates read as space.
        QTest::newRow("bidi isolates around a name")
            << "max(\u2068\"\u202EABC\"\u2069=3, \u2068\u2068\"\u2069x\"\u2069\u2069: 4)"
            << "max(\"\u202EABC\"=3, \"\u2069x\": 4)";
        QTest::newRow("numeric key") << "(3[key=42],4[ key = \"42\" ])"
                                     << "(3[key=\"42\"],4[key=\"42\"])";
        QTest::newRow("attribute words are not keywords") << "key=max(interval: 3[key=pos], 4)"
                                                          << "key=max(interval: 3[key=pos], 4)";
    }
    void acceptedForms()
    {
        QFETCH(QString, input);
        QFETCH(QString, written);
        const GameTree tree = parse(input);
        QVERIFY(!tree.isEmpty());
        QCOMPARE(writeTreeText(tree), written);
        QVERIFY(parse(written) == tree);
    }

    void structure()
    {
        const GameTree t = parse("A=max(a1: B=min(3,12), a2: chance(0.25: 2, x 0.75: D=4))");
        QCOMPARE(t.size(), 7);
        QCOMPARE(t.kind(0), NodeKind::Max);
        QCOMPARE(t.name(0), QString("A"));
        QCOMPARE(t.kind(1), NodeKind::Min);
        QCOMPARE(t.label(1), QString("a1"));
        QCOMPARE(t.name(1), QString("B"));
        QCOMPARE(t.kind(2), NodeKind::Leaf);
        QCOMPARE(t.value(3), 12.0);
        QCOMPARE(t.kind(4), NodeKind::Chance);
        QCOMPARE(t.label(4), QString("a2"));
        QVERIFY(!t.hasProb(4));
        QCOMPARE(t.prob(5), 0.25);
        QCOMPARE(t.label(6), QString("x"));
        QCOMPARE(t.prob(6), 0.75);
        QCOMPARE(t.name(6), QString("D"));
        QCOMPARE(t.value(6), 4.0);

        const GameTree classic = parse("((10,10),(9,100))");
        QCOMPARE(classic.kind(0), NodeKind::Max);
        QCOMPARE(classic.kind(1), NodeKind::Min);
        QCOMPARE(classic.kind(4), NodeKind::Min);
        QCOMPARE(classic.value(6), 100.0);

        const GameTree heuristic = parse("max[5](min[-2.5](3))");
        QCOMPARE(heuristic.value(0), 5.0);
        QCOMPARE(heuristic.value(1), -2.5);
    }

    void nodePositions()
    {
        ReadError error;
        const auto parsed = parseTreeText(u"A=max(\n  a1: min(3,\n    12), 0)", u"x"_qs, &error);
        QVERIFY(parsed);
        const std::vector<TextPos> &pos = parsed->nodePos;
        QCOMPARE(int(pos.size()), 5);
        QCOMPARE(pos[0].line, 1); // the node starts at its name
        QCOMPARE(pos[0].column, 1);
        QCOMPARE(pos[1].line, 2); // after the move label
        QCOMPARE(pos[1].column, 7);
        QCOMPARE(pos[3].line, 3);
        QCOMPARE(pos[3].column, 5);
        QCOMPARE(pos[4].column, 10);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        const QString notClosed = "expected ',' or ')' after a child, found the end of the input";
        QTest::newRow("unclosed") << "((10,10),(9,100)"
                                  << "<text>:1:17: " + notClosed + "; the '(' at 1:1 is not closed";
        QTest::newRow("unclosed inner")
            << "(\n  (3,\n   4"
            << "<text>:3:5: " + notClosed + "; the '(' at 2:3 is not closed";
        QTest::newRow("extra paren") << "((10,10),(9,100)))"
                                     << "<text>:1:18: unexpected ')' after the end of the tree";
        QTest::newRow("trailing garbage") << "(3,4) x"
                                          << "<text>:1:7: unexpected 'x' after the end of the tree";
        QTest::newRow("garbage after child")
            << "max(min(3,4)x)"
            << "<text>:1:13: expected ',' or ')' after a child, found 'x'";
        QTest::newRow("empty") << ""
                               << "<text>:1:1: the input is empty: expected a tree such as "
                                  "((3,12),(2,4))";
        QTest::newRow("only a comment") << "  # nothing\n"
                                        << "<text>:2:1: the input is empty: expected a tree such "
                                           "as ((3,12),(2,4))";
        QTest::newRow("nan") << "(3,nan)"
                             << "<text>:1:4: 'nan' is not a finite number";
        QTest::newRow("inf") << "(3,inf)"
                             << "<text>:1:4: 'inf' is not a finite number";
        QTest::newRow("-inf") << "(3, -inf)"
                              << "<text>:1:5: '-inf' is not a finite number";
        QTest::newRow("huge") << "(1e999,2)"
                              << "<text>:1:2: '1e999' is out of range";
        QTest::newRow("tiny") << "(1e-999,2)"
                              << "<text>:1:2: '1e-999' is out of range";
        QTest::newRow("malformed number") << "(3abc,4)"
                                          << "<text>:1:2: '3abc' is not a number";
        QTest::newRow("two points") << "(1.2.3)"
                                    << "<text>:1:2: '1.2.3' is not a number";
        QTest::newRow("lone minus") << "(3, - 4)"
                                    << "<text>:1:5: '-' is not a number";
        QTest::newRow("empty max") << "max()"
                                   << "<text>:1:5: expected a child, found ')': an inner node "
                                      "needs at least one child";
        QTest::newRow("empty group") << "((),3)"
                                     << "<text>:1:3: expected a child, found ')': an inner node "
                                        "needs at least one child";
        QTest::newRow("nothing after probability")
            << "chance(0.5: , 0.5: 1)"
            << "<text>:1:13: expected a node after ':', found ','";
        QTest::newRow("nothing after label") << "max(a1: )"
                                             << "<text>:1:9: expected a node after ':', found ')'";
        QTest::newRow("double comma") << "max(3,,4)"
                                      << "<text>:1:7: expected a node after ',', found ','";
        QTest::newRow("trailing comma") << "max(3,4,)"
                                        << "<text>:1:9: expected a node after ',', found ')'";
        QTest::newRow("unterminated quote")
            << "max(\"abc=3)"
            << "<text>:1:5: unterminated quoted string: the '\"' at 1:5 has "
               "no closing '\"' on its line";
        QTest::newRow("quote ends at newline")
            << "max(\"abc\n\"=3)"
            << "<text>:1:5: unterminated quoted string: the '\"' at 1:5 "
               "has no closing '\"' on its line";
        QTest::newRow("bad escape") << "max(\"a\\q\"=3)"
                                    << "<text>:1:7: unknown escape in a quoted string; use \\\", "
                                       "\\\\, \\n, \\t or \\r";
        // Names and move labels hold no control characters, unpaired surrogates or U+FFFE/F
        // (core/tree/nametext.h): written escaped or raw, they are refused with the node.
        QTest::newRow("line break escape in a label")
            << "max(1, \"a\\nb\": 3)"
            << "<text>:1:8: node 2: the move label contains a control character (U+000A)";
        QTest::newRow("raw tab in a name")
            << "max(\"a\tb\"=3)"
            << "<text>:1:5: node 1: the name contains a control character "
               "(U+0009)";
        QTest::newRow("NUL in a name") << QString("max(x: \"a") + QChar(0) + "\"=3)"
                                       << "<text>:1:8: node 1: the name contains a control "
                                          "character (U+0000)";
        QTest::newRow("DEL") << "\"\x7f\"=3"
                             << "<text>:1:1: node 0: the name contains a control character "
                                "(U+007F)";
        QTest::newRow("C1 control") << "max(\"\u0085\": 3)"
                                    << "<text>:1:5: node 1: the move label contains a control "
                                       "character (U+0085)";
        QTest::newRow("noncharacter") << "\"\uFFFE\"=3"
                                      << "<text>:1:1: node 0: the name contains a noncharacter "
                                         "(U+FFFE)";
        QTest::newRow("unpaired surrogate")
            << QString("max(\"") + QChar(0xD83D) + "\": 3)"
            << "<text>:1:5: node 1: the move label contains an unpaired surrogate (U+D83D)";
        // A lone CR ends a line as LF and CR LF do.
        QTest::newRow("CR line endings") << "max(1,\r2,\r,3)"
                                         << "<text>:3:1: expected a node after ',', found ','";
        QTest::newRow("CR LF line endings") << "max(1,\r\n2,\r\n,3)"
                                            << "<text>:3:1: expected a node after ',', found ','";
        QTest::newRow("comment ends at a lone CR") << "# max(1)\rmax(1,)"
                                                   << "<text>:2:7: expected a node after ',', "
                                                      "found ')'";
        QTest::newRow("unknown kind") << "foo(3)"
                                      << "<text>:1:1: unknown node kind 'foo'; expected max, min "
                                         "or chance";
        QTest::newRow("leaf with children")
            << "max(leaf(3))"
            << "<text>:1:5: a leaf is written as its value, as in 3, not as "
               "leaf(…)";
        QTest::newRow("kind without paren") << "max 3"
                                            << "<text>:1:5: expected '(' after 'max', found '3'";
        QTest::newRow("bad heuristic") << "max[x](3)"
                                       << "<text>:1:5: expected a heuristic value or an "
                                          "attribute such as key=k1 after '[', found 'x'";
        QTest::newRow("unknown attribute") << "max[colour=red](3)"
                                           << "<text>:1:5: unknown attribute 'colour'; expected "
                                              "key, interval, game or pos";
        QTest::newRow("attribute twice") << "(3[key=a key=b])"
                                         << "<text>:1:10: the attribute 'key' is given twice";
        QTest::newRow("unclosed attributes") << "(3[key=a, 4)"
                                             << "<text>:1:9: expected an attribute such as "
                                                "key=k1 or ']', found ','";
        QTest::newRow("half an interval") << "(3[interval=2])"
                                          << "<text>:1:14: expected an interval such as "
                                             "interval=2:7, found ']'";
        QTest::newRow("interval of words") << "(3[interval=a:b])"
                                           << "<text>:1:13: expected an interval such as "
                                              "interval=2:7, found 'a'";
        QTest::newRow("empty key") << "(3[key=\"\"])"
                                   << "<text>:1:8: the attribute 'key' cannot be empty";
        QTest::newRow("line feed in a position")
            << "max(3, [game=ttt pos=\"x\\no\"](4))"
            << "<text>:1:22: node 2: the position contains a control character (U+000A)";
        QTest::newRow("attribute without value") << "(3[key=])"
                                                 << "<text>:1:8: expected a value after 'key=', "
                                                    "found ']'";
        QTest::newRow("unclosed heuristic")
            << "max[3(3)"
            << "<text>:1:6: expected ']' after the heuristic value, found '('";
        QTest::newRow("probability under max")
            << "max(0.5: 3, 0.5: 4)"
            << "<text>:1:5: a probability is only allowed on a child "
               "of a chance node, and this child's parent is a max node "
               "(a move label that is a number is quoted: \"1\": …)";
        QTest::newRow("probability before label") << "chance(0.5 a: 3, 0.5 b: 4)"
                                                  << "<text>:1:12: write the move label before the "
                                                     "probability, as in 'a 0.5: …'";
        QTest::newRow("missing colon") << "chance(a 0.5 3)"
                                       << "<text>:1:14: expected ':' after the probability, "
                                          "found '3'";
        QTest::newRow("zero denominator") << "chance(1/0: 3)"
                                          << "<text>:1:10: the probability divides by zero";
        QTest::newRow("lone word") << "max(A)"
                                   << "<text>:1:5: expected a node after '(', found 'A'; a name "
                                      "is written A=…, a move label A: …";
        QTest::newRow("root label") << "a1: 3"
                                    << "<text>:1:1: the root has no parent, so it cannot have a "
                                       "move label or a probability";
        QTest::newRow("stray character") << "(3, @)"
                                         << "<text>:1:5: expected a node after ',', found '@'";
        QTest::newRow("empty name") << "\"\"=3"
                                    << "<text>:1:1: a name cannot be empty";
        QTest::newRow("columns count code points")
            << "(\"😀\"=3 x)"
            << "<text>:1:8: expected ',' or ')' after a child, found 'x'";
        QTest::newRow("name too long") << QString(1001, 'a') + "=3"
                                       << "<text>:1:1: a name or label is longer than 1000 "
                                          "characters";
        QTest::newRow("quoted name too long") << "\"" + QString(1001, 'a') + "\"=3"
                                              << "<text>:1:1: a name or label is longer than "
                                                 "1000 characters";
    }
    void errors()
    {
        QFETCH(QString, input);
        QFETCH(QString, message);
        QCOMPARE(parseError(input), message);
    }

    void roundTripRandomTrees()
    {
        QRandomGenerator rng(20240601);
        for (int i = 0; i < 300; ++i) {
            const GameTree tree = randomTree(rng);
            const QString text = writeTreeText(tree);
            const GameTree back = parse(text);
            QVERIFY2(back == tree, qPrintable(text));
            QCOMPARE(writeTreeText(back), text);
        }
    }

    void mutatedInputNeverCrashes()
    {
        // Hostile input: random edits of valid trees give a tree or a positioned error, and a
        // tree that reads writes back to the same tree. (Lone surrogates included.)
        QRandomGenerator rng(7);
        const QString alphabet = QStringLiteral("()[],:=/#\"\\ \n\t-+.eE0123456789maxinchlf"
                                                "AB'é😀");
        for (int i = 0; i < 3000; ++i) {
            QString text = writeTreeText(randomTree(rng));
            for (int k = rng.bounded(1, 6); k > 0; --k) {
                const int at = rng.bounded(int(text.size()) + 1);
                switch (rng.bounded(3)) {
                case 0: text.insert(at, alphabet[rng.bounded(int(alphabet.size()))]); break;
                case 1: text.remove(at, 1); break;
                default: text.truncate(at);
                }
            }
            ReadError error;
            const auto parsed = parseTreeText(text, u"<fuzz>"_qs, &error);
            if (parsed) {
                QVERIFY2(parse(writeTreeText(parsed->tree)) == parsed->tree, qPrintable(text));
            } else {
                QVERIFY2(error.pos.line >= 1 && error.pos.column >= 1, qPrintable(text));
                QVERIFY(!error.message.isEmpty());
            }
        }
    }

    // Issue 29: text of bare parentheses and plain numbers (what `gametree random` writes, what
    // a big file holds) takes a fast path. It must read exactly as the general parser does, to
    // the node positions, and leave every other text, and every error, to the general parser.
    void bareTextReadsAsTheGeneralParserReadsIt()
    {
        QRandomGenerator rng(29);
        const QString spaces[] = {QString(), u" "_qs, u"\n"_qs, u"\r\n"_qs, u"\r"_qs, u"\t "_qs};
        const QString glue = QStringLiteral("(),- .\n\r\t0123456789e+#x[");
        int fast = 0;
        for (int i = 0; i < 3000; ++i) {
            // A random bare tree: alternating kinds from a MAX root, plain decimals.
            QString text;
            std::vector<int> open;
            int nodes = 0;
            auto space = [&] { return spaces[rng.bounded(int(std::size(spaces)))]; };
            do {
                text += space();
                if (nodes < 30 && rng.bounded(3) == 0) {
                    text += u'(';
                    open.push_back(0);
                } else {
                    const int kind = rng.bounded(3);
                    text += kind == 0   ? QString::number(rng.bounded(-99, 100))
                            : kind == 1 ? QString::number(rng.bounded(0, 1000) / 10.0, 'f', 1)
                                        : QStringLiteral("-0.25");
                    while (!open.empty() && rng.bounded(2) == 0) {
                        text += space() + u')';
                        open.pop_back();
                    }
                    if (!open.empty())
                        text += space() + u',';
                }
                ++nodes;
            } while (!open.empty());
            text += space();
            if (i % 2) { // and half of them hurt a little
                const int at = rng.bounded(int(text.size()) + 1);
                if (rng.bounded(2))
                    text.insert(at, glue[rng.bounded(int(glue.size()))]);
                else
                    text.remove(at, 1);
            }
            ReadError generalError, error;
            const auto general = parseTreeTextGenerally(text, u"<t>"_qs, &generalError);
            const auto parsed = parseTreeText(text, u"<t>"_qs, &error);
            QCOMPARE(bool(parsed), bool(general));
            if (!general) {
                QCOMPARE(error.toString(), generalError.toString());
                continue;
            }
            ++fast;
            QVERIFY2(parsed->tree == general->tree, qPrintable(text));
            QCOMPARE(parsed->nodePos.size(), general->nodePos.size());
            for (std::size_t n = 0; n < general->nodePos.size(); ++n) {
                QCOMPARE(parsed->nodePos[n].line, general->nodePos[n].line);
                QCOMPARE(parsed->nodePos[n].column, general->nodePos[n].column);
            }
        }
        QVERIFY(fast > 1500);
    }

    void writesSubtree()
    {
        const GameTree t = parse("A=max(a1: B=min(3,12), a2: chance(0.5: 2, 0.5: 4))");
        QCOMPARE(writeTreeText(t, 1), QString("B=min(3,12)"));
        QCOMPARE(writeTreeText(t, 4), QString("chance(0.5: 2, 0.5: 4)"));
        QCOMPARE(writeTreeText(t, 2), QString("3"));
        QVERIFY(parse(writeTreeText(t, 1)) == GameTree::fromDraft(t.subtreeDraft(1)));
        // A min subtree is not the bare form's max root.
        QCOMPARE(writeTreeText(parse("((3,4),(5,6))"), 1), QString("min(3,4)"));
    }

    void invalidTreesAreWrittenSoThatReadingFails()
    {
        TreeDraft d;
        d.nodes.resize(3);
        d.nodes[0].kind = NodeKind::Max;
        d.nodes[0].children = {1, 2};
        d.nodes[1].kind = NodeKind::Min;  // no children
        d.nodes[2].kind = NodeKind::Leaf; // no value
        const QString text = writeTreeText(GameTree::fromDraft(d));
        QCOMPARE(text, QString("max(min(), nan)"));
        QVERIFY(parseError(text).startsWith("<text>:1:9: expected a child"));
        d.nodes[1].children = {};
        d.nodes[1].kind = NodeKind::Leaf;
        d.nodes[1].value = d.nodes[2].value = 1;
        d.nodes[1].opt = 3; // half an interval
        const QString half = writeTreeText(GameTree::fromDraft(d));
        QCOMPARE(half, QString("(1[interval=nan:3],1)"));
        QVERIFY(parseError(half).startsWith("<text>:1:13: expected an interval"));
    }

    void millionLevelsRoundTrip()
    {
        // A tenth of the levels under the sanitizers (tests/sanitizers.h).
        const int depth = test::underSanitizers(1'000'000);
        const QString text = QString(depth, u'(') + u'1' + QString(depth, u')');
        ReadError error;
        const auto parsed = parseTreeText(text, u"<text>"_qs, &error);
        QVERIFY2(parsed, qPrintable(error.toString()));
        const GameTree &t = parsed->tree;
        QCOMPARE(t.size(), depth + 1);
        QCOMPARE(t.height(), depth);
        QCOMPARE(t.kind(depth - 1), depth % 2 ? NodeKind::Max : NodeKind::Min);
        QCOMPARE(t.value(depth), 1.0);
        QCOMPARE(parsed->nodePos[depth].column, depth + 1);
        QCOMPARE(writeTreeText(t), text);

        // The explicit form of the same chain, with names, goes through the other writer path.
        TreeDraft d = t.toDraft();
        d.nodes[0].name = "top";
        const GameTree named = GameTree::fromDraft(d);
        const QString namedText = writeTreeText(named);
        QVERIFY(namedText.startsWith("top=max(min(max("));
        QVERIFY(parse(namedText) == named);
    }

    void millionOpenParenthesesFail()
    {
        const int depth = test::underSanitizers(1'000'000);
        QCOMPARE(parseError(QString(depth, u'(')),
                 QString("<text>:1:%1: expected a node after '(', found the end of the input")
                     .arg(depth + 1));
        QCOMPARE(parseError(QString(depth, u'(') + u'1'),
                 QString("<text>:1:%1: expected ',' or ')' after a child, found the end of the "
                         "input; the '(' at 1:%2 is not closed")
                     .arg(depth + 2)
                     .arg(depth));
    }

    void nodeLimit()
    {
        QString text = QStringLiteral("(");
        text.reserve(2 * MaxNodes + 4);
        for (int i = 0; i < MaxNodes; ++i)
            text += QLatin1String("0,");
        text += u"0)";
        // 1 root + MaxNodes leaves fit exactly at the cap; one more leaf does not.
        QCOMPARE(parseError(text), QString("<text>:1:%1: the tree has more than %2 nodes")
                                       .arg(2 * MaxNodes)
                                       .arg(MaxNodes));
    }

    void inputLimit()
    {
        const QString text(MaxInputBytes + 1, u' ');
        // The place where the input crosses the limit.
        QCOMPARE(parseError(text), QString("<text>:1:134217729: the input is larger than 128 MiB"));
    }

    void numbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("integer") << 3.0 << "3";
        QTest::newRow("million") << 1e6 << "1000000";
        QTest::newRow("tenth") << 0.1 << "0.1";
        QTest::newRow("third") << 1.0 / 3 << "0.3333333333333333";
        QTest::newRow("half") << 54.5 << "54.5";
        QTest::newRow("small") << 1e-7 << "1e-07";
        QTest::newRow("big integer") << 1e16 << "1e+16";
        QTest::newRow("negative zero") << -0.0 << "-0";
        QTest::newRow("nan") << qQNaN() << "nan";
        QTest::newRow("inf") << qInf() << "inf";
    }
    void numbers()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(formatNumber(value), text);
        if (std::isfinite(value))
            QCOMPARE(parseNumber(text).value(), value);
    }

    // What the in-place editor and the inspector take for a probability.
    void probabilities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // NaN: uniform
        QTest::addColumn<QString>("why");  // empty: read
        QTest::newRow("decimal") << "0.25" << 0.25 << "";
        QTest::newRow("fraction") << "1/4" << 0.25 << "";
        QTest::newRow("spaced fraction") << " 3 / 10 " << 0.3 << "";
        QTest::newRow("decimal fraction") << "0.5/2" << 0.25 << "";
        QTest::newRow("empty") << "  " << qQNaN() << "";
        QTest::newRow("negative") << "-1/4" << -0.25 << ""; // the callers refuse the sign
        QTest::newRow("by zero") << "1/0" << 0.0 << "divides by zero";
        QTest::newRow("bad numerator") << "x/4" << 0.0 << "is not a number";
        QTest::newRow("bad denominator") << "1/" << 0.0 << "is not a number";
        QTest::newRow("two slashes") << "1/2/3" << 0.0 << "is not a number";
        QTest::newRow("word") << "half" << 0.0 << "is not a number";
        QTest::newRow("nan") << "nan" << 0.0 << "is not a finite number";
    }
    void probabilities()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        QFETCH(QString, why);
        QString reason;
        const std::optional<double> p = parseProbability(text, &reason);
        QCOMPARE(reason, why);
        QCOMPARE(p.has_value(), why.isEmpty());
        if (p && std::isnan(value))
            QVERIFY(std::isnan(*p));
        else if (p)
            QCOMPARE(*p, value);
    }
};

QTEST_GUILESS_MAIN(TstTreeText)
#include "tst_treetext.moc"
