// The native `.json` document: the flat form written one node per line, the nested form read
// for hand-written files, document fields, error paths with positions, and deep trees.
#include "sanitizers.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/io/jsonflat.h"
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace gt;
using test::parse;

namespace {

QString readError(const QByteArray &json)
{
    ReadError error;
    if (readJsonDocument(json, QStringLiteral("<json>"), &error))
        return QStringLiteral("(read without error)");
    return error.toString();
}

// A valid document head around a flat node list, for the error rows.
QByteArray flat(const QByteArray &nodes)
{
    return "{\"format\": \"gametree-studio\", \"version\": 1,\n\"nodes\": [\n" + nodes + "\n]}";
}

QByteArray nested(const QByteArray &tree)
{
    return "{\"format\": \"gametree-studio\", \"version\": 1, \"tree\": " + tree + "}";
}

} // namespace

class TstJsonDoc : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("classic") << "((10,10),(9,100))";
        QTest::newRow("aima") << "A=max(a1: B=min(b1: 3, b2: 12, b3: 8), a2: C=min(c1: 2, c2: 4, "
                                 "c3: 6), a3: D=min(d1: 14, d2: 5, d3: 2))";
        QTest::newRow("chance") << "max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))";
        QTest::newRow("heuristics and decimals") << "max[0.1](min[-2](1e-7, 3.25), 1e300)";
        QTest::newRow("strings") << "\"quote \\\" back \\\\ nb\u00A0sp\"=max(\"😀 é\": 1, "
                                    "\"\\\\\": 2)";
        // Qt's JSON parser and QString::fromUtf8 drop a U+FEFF that starts a text (a BOM to
        // them); a name may start with one (found by the round-trip fuzzer).
        QTest::newRow("names starting with U+FEFF") << "\"\uFEFFa\"=max(\"\uFEFF\": 1)";
        QTest::newRow("single leaf") << "7";
        QTest::newRow("node data") << "max[key=k1 interval=-2.5:7 game=ttt pos=\"x.o/.x./..o\"]("
                                      "5[key=\"\\\"q\"], min[pos=p game=g](3[interval=1:1]))";
    }
    void roundTrip()
    {
        QFETCH(QString, text);
        Document doc;
        doc.tree = parse(text);
        doc.title = QStringLiteral("Figure 5.2 — “AIMA”");
        doc.notes = QStringLiteral("line one\nline two\tindented"); // notes keep \n and \t
        doc.algorithm = QStringLiteral("alphabeta");
        doc.options.set("fail-hard", true);
        doc.options.set("depth", 2);
        doc.step = 7;
        doc.presentation = QJsonObject{{"zoom", 1.5},
                                       {"collapsed", QJsonArray{3, 9}},
                                       {"style", QJsonObject{{"theme", "chalk"}}}};
        const QByteArray json = writeJsonDocument(doc);
        ReadError error;
        const std::optional<Document> back = readJsonDocument(json, "<json>", &error);
        QVERIFY2(back, qPrintable(error.toString() + "\n" + json));
        QVERIFY(back->tree == doc.tree);
        QCOMPARE(back->title, doc.title);
        QCOMPARE(back->notes, doc.notes);
        QCOMPARE(back->algorithm, doc.algorithm);
        QCOMPARE(back->options, doc.options);
        QCOMPARE(back->step, doc.step);
        QCOMPARE(back->presentation, doc.presentation);
        QCOMPARE(writeJsonDocument(*back), json);
    }

    void defaultsWhenFieldsAreAbsent()
    {
        const std::optional<Document> doc =
            readJsonDocument(flat("{\"kind\": \"leaf\", \"value\": 3}"), "<json>", nullptr);
        QVERIFY(doc);
        const Document defaults;
        QCOMPARE(doc->title, QString());
        QCOMPARE(doc->algorithm, algorithms().front()->id()); // the session floor's default
        QCOMPARE(doc->options, defaults.options);
        QCOMPARE(doc->step, -1);
        QVERIFY(doc->presentation.isEmpty());
        QCOMPARE(doc->tree.value(0), 3.0);
    }

    void golden()
    {
        Document doc;
        doc.tree = parse("A=max(a1: B=min(3,12), a2: chance(0.25: 2, x 0.75: D=4))");
        doc.title = QStringLiteral("Example");
        doc.algorithm = QStringLiteral("expectiminimax");
        doc.presentation = QJsonObject{{"zoom", 2}};
        QFile file(QStringLiteral(GT_GOLDEN_DIR "/io/document.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray expected = file.readAll();
        QCOMPARE(writeJsonDocument(doc), expected);
        const auto back = readJsonDocument(expected, "document.json", nullptr);
        QVERIFY(back && back->tree == doc.tree);
    }

    // core/io knows no algorithm: it reads and writes a document's options as the catalogue it
    // is given declares them, here one algorithm of the test's own, and its errors point at the
    // key's place as ever.
    void optionsAsTheCatalogueGivenDeclares()
    {
        OptionCatalogue toy;
        const OptionSpec width = OptionSpec::integer("width", 2, "W", "Width").withRange(1, 5);
        const OptionSpec shared = OptionSpec::flag("shared", "Shared");
        toy.algorithms = {{QStringLiteral("toy"), {width, shared}},
                          {QStringLiteral("other"), {shared}}};
        toy.all = {width, shared};
        const QByteArray json =
            flat("{\"kind\": \"leaf\", \"value\": 3}")
                .replace("\"version\": 1,", "\"version\": 1, \"algorithm\": "
                                            "\"toy\", \"options\": {\"width\": 4},");
        ReadError error;
        const auto doc = readJsonDocument(json, "toy.json", toy, &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->algorithm, QStringLiteral("toy"));
        QCOMPARE(doc->options.value("width"), QVariant(4));
        // The registry's algorithms declare no "width".
        QCOMPARE(readError(json), QStringLiteral("<json>:1:65: options.width: unknown key"));
        QVERIFY(writeJsonDocument(*doc, toy).contains("\"options\": {\"width\": 4},"));
        // Out of the declared range: the message names the file, line and column of the key.
        QVERIFY(!readJsonDocument(QByteArray(json).replace("4}", "9}"), "toy.json", toy, &error));
        QCOMPARE(error.toString(),
                 QStringLiteral("toy.json:1:65: options.width: option 'width' takes a whole "
                                "number from 1 to 5"));
        // A document that names no algorithm gets the catalogue's first; one the catalogue does
        // not know may hold any algorithm's options.
        const auto none =
            readJsonDocument(flat("{\"kind\": \"leaf\", \"value\": 3}"), "n.json", toy, nullptr);
        QVERIFY(none && none->algorithm == QStringLiteral("toy"));
        const auto newer = readJsonDocument(QByteArray(json).replace("\"toy\"", "\"newer\""),
                                            "toy.json", toy, &error);
        QVERIFY2(newer, qPrintable(error.toString()));
        QCOMPARE(newer->algorithm, QStringLiteral("newer"));
        // Another algorithm's option is no option of this one's document.
        QVERIFY(!readJsonDocument(QByteArray(json).replace("\"toy\"", "\"other\""), "toy.json", toy,
                                  &error));
        QCOMPARE(error.toString(), QStringLiteral("toy.json:1:67: options.width: unknown key"));
    }

    // Every option any algorithm declares travels through a document of that algorithm, under
    // its document key; values left at their default are not kept.
    void everyDeclaredOptionRoundTrips()
    {
        int checked = 0;
        for (const Algorithm *a : algorithms()) {
            for (const OptionSpec &spec : a->options()) {
                QVariant value;
                switch (spec.type) {
                case OptionSpec::Type::Flag: value = !spec.defaultValue.toBool(); break;
                case OptionSpec::Type::Int:
                    value = int(std::isfinite(spec.min) ? spec.min + 1 : 1);
                    break;
                case OptionSpec::Type::Real:
                    value = std::isfinite(spec.min) ? spec.min + 0.5 : 0.5;
                    break;
                case OptionSpec::Type::Choice: value = spec.choices.last(); break;
                case OptionSpec::Type::Text: value = QStringLiteral("x.o/.x./..o"); break;
                case OptionSpec::Type::Interval:
                    value = intervalValue({std::isfinite(spec.min) ? spec.min : 0,
                                           std::isfinite(spec.min) ? spec.min + 1 : 1});
                    break;
                }
                Document doc;
                doc.tree = parse("max[1](min[2](3,12), min[0](2,4))");
                doc.algorithm = a->id();
                doc.options.set(spec.name, value);
                const QByteArray json = writeJsonDocument(doc);
                QVERIFY2(json.contains("\"" + spec.keyInDocuments().toUtf8() + "\": "),
                         json.constData());
                ReadError error;
                const auto back = readJsonDocument(json, "<json>", &error);
                QVERIFY2(back, qPrintable(error.toString()));
                QVERIFY2(back->options == doc.options, qPrintable(a->id() + " --" + spec.name));
                ++checked;
            }
        }
        QVERIFY(checked > int(algorithms().size())); // fail-hard besides every --depth
    }

    // The keys of version 1 ("failSoft", "depthLimit") are in every document written before
    // algorithms declared their options: read whatever the algorithm, kept only when it
    // declares them, and "depthLimit" always written (an unset depth as -1), as version 1 did.
    // "failSoft" is retired (fail-soft is the default): checked, ignored, never written.
    void version1KeysForEveryAlgorithm()
    {
        const QByteArray old = "{\"format\": \"gametree-studio\", \"version\": 1, "
                               "\"algorithm\": \"minimax\", "
                               "\"options\": {\"failSoft\": true, \"depthLimit\": 2},\n"
                               "\"nodes\": [{\"kind\": \"leaf\", \"value\": 3}]}";
        ReadError error;
        const auto doc = readJsonDocument(old, "<json>", &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        SearchOptions expected;
        expected.set(QStringLiteral("depth"), 2);
        QVERIFY(doc->options == expected);
        QVERIFY(writeJsonDocument(*doc).contains("\"options\": {\"depthLimit\": 2},"));
        Document soft = *doc;
        soft.algorithm = QStringLiteral("alphabeta");
        soft.options = {};
        const auto softBack =
            readJsonDocument(QByteArray(old).replace("minimax", "alphabeta"), "<json>", &error);
        QVERIFY2(softBack && !softBack->options.isSet(QStringLiteral("fail-hard")),
                 qPrintable(error.toString()));
        QVERIFY(writeJsonDocument(soft).contains("\"options\": {\"depthLimit\": -1},"));
        soft.options.set(QStringLiteral("fail-hard"), true);
        QVERIFY(writeJsonDocument(soft).contains(
            "\"options\": {\"fail-hard\": true, \"depthLimit\": -1},"));
        const auto unset = readJsonDocument(
            QByteArray(old).replace("\"depthLimit\": 2", "\"depthLimit\": -1"), "<json>", nullptr);
        QVERIFY(unset && unset->options.isEmpty());
    }

    void readsNestedForm()
    {
        const QByteArray json = nested(R"({"kind": "max", "name": "A", "children": [
            {"kind": "min", "label": "a1", "children": [
                {"kind": "leaf", "value": 3}, {"kind": "leaf", "value": 12}]},
            {"label": "a2", "kind": "chance", "value": 5, "children": [
                {"kind": "leaf", "prob": 0.25, "value": 2},
                {"kind": "leaf", "prob": 0.75, "value": 4, "name": "D"}]}]})");
        std::vector<TextPos> pos;
        ReadError error;
        const auto doc = readJsonDocument(json, "<json>", &error, &pos);
        QVERIFY2(doc, qPrintable(error.toString()));
        QVERIFY(doc->tree == parse("A=max(a1: min(3,12), a2: chance[5](0.25: 2, 0.75: D=4))"));
        QCOMPARE(int(pos.size()), 7);
        QCOMPARE(pos[0].line, 1);
        QCOMPARE(pos[0].column, 53);
        QCOMPARE(pos[1].line, 2);
        QCOMPARE(pos[2].line, 3);
        QCOMPARE(pos[3].column, 47);
        QCOMPARE(pos[4].line, 4);
        QCOMPARE(pos[5].line, 5);
        QCOMPARE(pos[6].line, 6);
    }

    void flatFormInAnyOrder()
    {
        // The root first, the rest in any order: ids are renumbered in preorder.
        const QByteArray json = flat(R"({"kind": "max", "children": [2, 1]},
            {"kind": "leaf", "value": 9},
            {"kind": "min", "children": [3]},
            {"kind": "leaf", "value": 4})");
        std::vector<TextPos> pos;
        const auto doc = readJsonDocument(json, "<json>", nullptr, &pos);
        QVERIFY(doc);
        QVERIFY(doc->tree == parse("max(min(4), 9)"));
        QCOMPARE(pos[1].line, 5); // preorder node 1 is nodes[2]
        QCOMPARE(pos[2].line, 6);
        QCOMPARE(pos[3].line, 4);
    }

    void nodePositionsInWrittenFile()
    {
        Document doc;
        doc.tree = parse("((3,12),(2,4))");
        std::vector<TextPos> pos;
        const auto back = readJsonDocument(writeJsonDocument(doc), "<json>", nullptr, &pos);
        QVERIFY(back);
        for (NodeId n = 0; n < doc.tree.size(); ++n) {
            QCOMPARE(pos[n].line, 11 + n); // one node per line after the header
            QCOMPARE(pos[n].column, 9);
        }
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << QByteArray("{\"format\": \"gametree-studio\",\n  x}")
                                << "<json>:2:4: JSON syntax error: unterminated object";
        QTest::newRow("unterminated")
            << QByteArray("{\"format\": ") << "<json>:1:12: JSON syntax error: unterminated object";
        QTest::newRow("empty") << QByteArray() << "<json>:1:1: JSON syntax error: illegal value";
        QTest::newRow("array") << QByteArray("[1]")
                               << "<json>:1:1: expected a JSON object at the top, found an array";
        // A key the document lacks is reported where its object starts (issue 27: no line:col).
        QTest::newRow("no format") << QByteArray("{\"version\": 1}")
                                   << "<json>:1:1: format: missing; a GameTree Studio document has "
                                      "\"format\": \"gametree-studio\"";
        QTest::newRow("no format, after a line")
            << QByteArray("\n  {\"a\": \"\\ud800\"}")
            << "<json>:2:3: format: missing; a GameTree Studio document has "
               "\"format\": \"gametree-studio\"";
        QTest::newRow("other format") << QByteArray("{\"format\": \"svg\"}")
                                      << "<json>:1:2: format: expected \"gametree-studio\", found "
                                         "\"svg\"";
        QTest::newRow("no version")
            << QByteArray("{\"format\": \"gametree-studio\"}") << "<json>:1:1: version: missing";
        QTest::newRow("version string")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": \"1\"}")
            << "<json>:1:31: version: expected an integer, found a string";
        QTest::newRow("future version")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 2, \"new\": {}}")
            << "<json>:1:31: version: this file is version 2 of the format, written by a newer "
               "GameTree Studio; this one reads version 1";
        QTest::newRow("unknown key")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"titel\": \"x\"}")
            << "<json>:1:45: titel: unknown key";
        QTest::newRow("title type")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"title\": 3}")
            << "<json>:1:45: title: expected a string, found a number";
        QTest::newRow("depth limit")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"options\": {\"depthLimit\": 1.5}}")
            << "<json>:1:45: options.depthLimit: expected an integer, found a number";
        QTest::newRow("fail soft")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"options\": {\"failSoft\": \"yes\"}}")
            << "<json>:1:45: options.failSoft: expected true or false, found a string";
        QTest::newRow("option unknown to all")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"options\": {\"cutoff\": \"strict\"}}")
            << "<json>:1:45: options.cutoff: unknown key";
        QTest::newRow("option by its flag name")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"algorithm\": \"alphabeta\", \"options\": {\"fail-soft\": true}}")
            << "<json>:1:71: options.fail-soft: unknown key";
        // Issue 27: whole numbers beyond the field said "expected an integer, found a number".
        QTest::newRow("depth limit 1e18")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"options\": {\"depthLimit\": 1e18}}")
            << "<json>:1:45: options.depthLimit: expected a whole number from -1 to 2147483647, "
               "found 1e+18";
        QTest::newRow("step 2^53")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"step\": 9007199254740992}")
            << "<json>:1:45: step: expected a whole number from -1 to 2147483647, found "
               "9007199254740992";
        QTest::newRow("samples 1e12")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"algorithm\": \"expectimax\", \"options\": {\"samples\": 1e12}}")
            << "<json>:1:72: options.samples: expected a whole number from 0 to 1000000, found "
               "1000000000000";
        QTest::newRow("depth limit below -1")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                          "\"options\": {\"depthLimit\": -2}}")
            << "<json>:1:45: options.depthLimit: expected -1 or more, found -2";
        QTest::newRow("step") << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, "
                                            "\"step\": -2}")
                              << "<json>:1:45: step: expected -1 or more, found -2";
        QTest::newRow("no tree") << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1}")
                                 << "<json>:1:1: nodes: missing; a document holds its tree in "
                                    "\"nodes\"";
        QTest::newRow("both forms")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [], "
                          "\"tree\": {}}")
            << "<json>: the document has both \"tree\" and \"nodes\"; give the tree once";
        QTest::newRow("empty nodes") << flat("") << "<json>:2:1: nodes: the tree is empty";
        QTest::newRow("value type")
            << flat("{\"kind\": \"max\", \"children\": [1]},\n  {\"kind\": \"leaf\", "
                    "\"value\": \"3\"}")
            << "<json>:4:3: nodes[1].value: expected a number, found a string";
        QTest::newRow("unknown kind") << flat("{\"kind\": \"maximum\"}")
                                      << "<json>:3:1: nodes[0].kind: unknown kind \"maximum\"; "
                                         "expected max, min, chance or leaf";
        QTest::newRow("missing kind")
            << flat("{\"value\": 3}") << "<json>:3:1: nodes[0].kind: missing";
        QTest::newRow("node key") << flat("{\"kind\": \"leaf\", \"vlaue\": 3}")
                                  << "<json>:3:1: nodes[0].vlaue: unknown key";
        QTest::newRow("id mismatch") << flat("{\"id\": 1, \"kind\": \"leaf\", \"value\": 3}")
                                     << "<json>:3:1: nodes[0].id: expected 0, the node's "
                                        "position in \"nodes\"";
        QTest::newRow("child index")
            << flat("{\"kind\": \"max\", \"children\": [1, 5]}, {\"kind\": \"leaf\", "
                    "\"value\": 3}")
            << "<json>:3:1: nodes[0].children[1]: expected a node index from 0 to 1";
        QTest::newRow("root as child") << flat("{\"kind\": \"max\", \"children\": [0]}")
                                       << "<json>:3:1: nodes[0].children[0]: nodes[0] is the "
                                          "root and cannot be a child";
        QTest::newRow("two parents")
            << flat("{\"kind\": \"max\", \"children\": [1, 2]},\n{\"kind\": \"min\", "
                    "\"children\": [3]},\n{\"kind\": \"min\", \"children\": [3]},\n"
                    "{\"kind\": \"leaf\", \"value\": 1}")
            << "<json>:6:1: nodes[3]: a child of both nodes[1] and nodes[2]";
        QTest::newRow("orphan")
            << flat("{\"kind\": \"max\", \"children\": [1]},\n{\"kind\": \"leaf\", \"value\": "
                    "1},\n{\"kind\": \"leaf\", \"value\": 2}")
            << "<json>:5:1: nodes[2]: not reachable from the root, nodes[0]: no node lists it "
               "as a child";
        QTest::newRow("cycle")
            << flat("{\"kind\": \"leaf\", \"value\": 1},\n{\"kind\": \"max\", \"children\": "
                    "[2]},\n{\"kind\": \"min\", \"children\": [1]}")
            << "<json>:4:1: nodes[1]: not reachable from the root, nodes[0]: its parents form a "
               "cycle";
        QTest::newRow("nested value")
            << nested("{\"kind\": \"max\", \"children\": [{\"kind\": \"leaf\", \"value\": 1}, "
                      "{\"kind\": \"leaf\", \"value\": null}]}")
            << "<json>:1:112: tree.children[1].value: expected a number, found null";
        QTest::newRow("nested child type")
            << nested("{\"kind\": \"max\", \"children\": [3]}")
            << "<json>:1:45: tree.children[0]: expected a node object, found a number";
        QTest::newRow("nested id") << nested("{\"id\": 0, \"kind\": \"leaf\", \"value\": 1}")
                                   << "<json>:1:53: tree.id: ids belong to the flat \"nodes\" "
                                      "form";
        // Names, labels and the algorithm hold no control characters; a title and notes may
        // hold line breaks and tabs but nothing else of the kind (core/tree/nametext.h).
        QTest::newRow("NUL in a name")
            << flat("{\"kind\": \"max\", \"children\": [1]},\n  {\"kind\": \"leaf\", "
                    "\"value\": 1, \"name\": \"a\\u0000b\"}")
            << "<json>:4:3: nodes[1].name: contains a control character (U+0000)";
        QTest::newRow("line break in a label")
            << nested("{\"kind\": \"max\", \"children\": [{\"kind\": \"leaf\", \"value\": 1, "
                      "\"label\": \"a\\nb\"}]}")
            << "<json>:1:82: tree.children[0].label: contains a control character (U+000A)";
        QTest::newRow("unpaired surrogate")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"name\": \"\\ud83d\"}")
            << "<json>:3:1: nodes[0].name: contains an unpaired surrogate (U+D83D)";
        QTest::newRow("noncharacter")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"label\": \"\\uffff\"}")
            << "<json>:3:1: nodes[0].label: contains a noncharacter (U+FFFF)";
        QTest::newRow("bell in a title")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1,\n \"title\": "
                          "\"a\\u0007\"}")
            << "<json>:2:2: title: contains a control character (U+0007)";
        QTest::newRow("CR in notes")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1,\n \"notes\": "
                          "\"a\\r\\nb\"}")
            << "<json>:2:2: notes: contains a control character (U+000D)";
        QTest::newRow("tab in the algorithm")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1,\n \"algorithm\": "
                          "\"a\\tb\"}")
            << "<json>:2:2: algorithm: contains a control character (U+0009)";
        // As the other readers: invalid UTF-8 is refused where it is, not decoded to U+FFFD.
        QTest::newRow("invalid UTF-8")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"name\": \"caf\xe9\"}")
            << "<json>:3:42: the text is not valid UTF-8";
        QTest::newRow("encoded surrogate")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"name\": \"\xed\xa0\xbd\"}")
            << "<json>:3:39: the text is not valid UTF-8";
        QTest::newRow("CR line endings")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1,\r\"nodes\": [\r"
                          "{\"kind\": \"max\", \"children\": [1]},\r{\"kind\": \"leaf\", "
                          "\"value\": \"3\"}]}")
            << "<json>:4:1: nodes[1].value: expected a number, found a string";
        QTest::newRow("long name") << flat("{\"kind\": \"leaf\", \"value\": 1, \"name\": \"" +
                                           QByteArray(1001, 'a') + "\"}")
                                   << "<json>:3:1: nodes[0].name: longer than 1000 characters";
        QTest::newRow("key not a string") << flat("{\"kind\": \"leaf\", \"value\": 1, \"key\": 3}")
                                          << "<json>:3:1: nodes[0].key: expected a string, found "
                                             "a number";
        QTest::newRow("interval of one number")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"interval\": [3]}")
            << "<json>:3:1: nodes[0].interval: expected an array of two numbers [pessimistic, "
               "optimistic], found an array";
        QTest::newRow("position without text")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"position\": {\"game\": \"ttt\"}}")
            << "<json>:3:1: nodes[0].position.text: missing";
        QTest::newRow("position with a stray key")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"position\": {\"game\": \"g\", "
                    "\"text\": \"t\", \"board\": 1}}")
            << "<json>:3:1: nodes[0].position.board: unknown key";
        QTest::newRow("position text with a line feed")
            << flat("{\"kind\": \"leaf\", \"value\": 1, \"position\": {\"game\": \"g\", "
                    "\"text\": \"a\\nb\"}}")
            << "<json>:3:1: nodes[0].position.text: contains a control character (U+000A)";
    }
    void errors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QCOMPARE(readError(json), message);
    }

    void mutatedInputNeverCrashes()
    {
        // Random byte edits of a valid document: a document or an error, never a crash, and a
        // document that reads writes back to one that reads the same.
        Document doc;
        doc.tree = parse("A=max(a1: B=min(3,12), a2: chance(0.25: 2, x 0.75: D=4))");
        doc.presentation = QJsonObject{{"zoom", 2}};
        const QByteArray valid = writeJsonDocument(doc);
        const QByteArray alphabet = "{}[],:\"\\ \n0123456789-.eEtrufalsn\xc3\xa9\xff";
        QRandomGenerator rng(11);
        int read = 0;
        for (int i = 0; i < 3000; ++i) {
            QByteArray json = valid;
            for (int k = rng.bounded(1, 4); k > 0; --k) {
                const int at = rng.bounded(int(json.size()));
                if (rng.bounded(2))
                    json[at] = alphabet[rng.bounded(int(alphabet.size()))];
                else
                    json.remove(at, rng.bounded(1, 4));
            }
            ReadError error;
            const auto back = readJsonDocument(json, "<fuzz>", &error);
            if (back) {
                ++read;
                const auto again = readJsonDocument(writeJsonDocument(*back), "<fuzz>", nullptr);
                QVERIFY(again && again->tree == back->tree);
            } else {
                QVERIFY(!error.message.isEmpty());
            }
        }
        QVERIFY(read > 0); // some edits (inside strings, say) leave a readable document
    }

    // Issue 29: a big tree's document as our writer writes it is read by simdjson. The fast
    // path must read exactly what the general reader reads (tree, head, node positions) and
    // leave everything else, errors included, to it: whole documents, and edited ones.
    void fastPathReadsAsTheGeneralReader()
    {
        QRandomGenerator rng(29);
        const QByteArray alphabet = "{}[],:\"\\ \n0123456789-.eEtrufalsn\xc3\xa9\xff";
        int fast = 0;
        for (int i = 0; i < 1500; ++i) {
            Document doc;
            QString text = QStringLiteral("(");
            for (int k = rng.bounded(1, 5); k > 0; --k)
                text +=
                    QStringLiteral("(%1,%2),").arg(rng.bounded(-9, 10)).arg(rng.bounded(20) / 4.0);
            text += QStringLiteral("%1)").arg(rng.bounded(100));
            if (i % 7 == 0)
                text = QStringLiteral("max(A=3, min(1, 2))"); // a name: the general reader's
            doc.tree = parse(text);
            doc.title = i % 3 ? QStringLiteral("Big") : QString();
            doc.step = rng.bounded(-1, 5);
            QByteArray json = writeJsonDocument(doc);
            if (i % 2) {
                for (int k = rng.bounded(1, 3); k > 0; --k) {
                    const int at = rng.bounded(int(json.size()));
                    if (rng.bounded(2))
                        json[at] = alphabet[rng.bounded(int(alphabet.size()))];
                    else
                        json.remove(at, rng.bounded(1, 3));
                }
            }
            ReadError error, generalError;
            std::vector<TextPos> pos, generalPos;
            const auto read = readJsonDocument(json, "<t>", &error, &pos);
            const auto general = readJsonDocumentGenerally(json, "<t>", &generalError, &generalPos);
            QCOMPARE(bool(read), bool(general));
            if (!general) {
                QCOMPARE(error.toString(), generalError.toString());
                continue;
            }
            ++fast;
            QVERIFY2(read->tree == general->tree, json.constData());
            QCOMPARE(read->title, general->title);
            QCOMPARE(read->step, general->step);
            QCOMPARE(read->algorithm, general->algorithm);
            QVERIFY(read->options == general->options);
            QCOMPARE(read->presentation, general->presentation);
            QCOMPARE(pos.size(), generalPos.size());
            for (std::size_t n = 0; n < pos.size(); ++n) {
                QCOMPARE(pos[n].line, generalPos[n].line);
                QCOMPARE(pos[n].column, generalPos[n].column);
            }
        }
        QVERIFY(fast > 700);
    }

    // A game's tree (names, move labels, keys, positions, chance nodes' probabilities,
    // intervals on its nodes) is read with simdjson into the general reader's draft
    // (readFlatDraft). It must read exactly what the general reader reads, and leave every
    // document it would word an error for to it: whole documents, and edited ones.
    void draftPathReadsAsTheGeneralReader()
    {
        QRandomGenerator rng(3131);
        const QByteArray alphabet = "{}[],:\"\\ \n0123456789-.eEtrufalsn\xc3\xa9\xff";
        const QStringList words{QStringLiteral("a3"),          QStringLiteral("Zug é"),
                                QStringLiteral("x"),           QStringLiteral("\"quoted\""),
                                QStringLiteral("back\\slash"), QStringLiteral("棋"),
                                QStringLiteral("\uFEFFbom")};
        auto word = [&] { return words[rng.bounded(int(words.size()))]; };
        int drafted = 0, read = 0;
        for (int i = 0; i < 1200; ++i) {
            TreeDraft d;
            d.nodes.emplace_back();
            std::vector<std::int32_t> open{0};
            const int size = rng.bounded(2, 30);
            while (int(d.nodes.size()) < size && !open.empty()) {
                const std::int32_t parent = open[std::size_t(rng.bounded(int(open.size())))];
                const auto child = std::int32_t(d.nodes.size());
                d.nodes.emplace_back();
                d.nodes[std::size_t(parent)].children.push_back(child);
                open.push_back(child);
            }
            bool chance = false;
            for (DraftNode &n : d.nodes) {
                const bool inner = !n.children.empty();
                n.kind = !inner                ? NodeKind::Leaf
                         : rng.bounded(4) == 0 ? NodeKind::Chance
                                               : (rng.bounded(2) ? NodeKind::Max : NodeKind::Min);
                chance = chance || n.kind == NodeKind::Chance;
                if (!inner || rng.bounded(3) == 0)
                    n.value = rng.bounded(-50, 50) / (rng.bounded(2) ? 1.0 : 4.0);
                if (rng.bounded(3) == 0)
                    n.name = word();
                if (rng.bounded(2))
                    n.label = word();
                if (rng.bounded(3) == 0)
                    n.key = QStringLiteral("k%1").arg(&n - d.nodes.data());
                if (rng.bounded(4) == 0) {
                    n.gameId = QStringLiteral("ttt");
                    n.positionText = word();
                }
            }
            for (DraftNode &n : d.nodes) {
                if (n.kind == NodeKind::Chance && rng.bounded(2))
                    for (std::int32_t c : n.children)
                        d.nodes[std::size_t(c)].prob = 1.0 / double(n.children.size());
            }
            if (!chance && rng.bounded(5) == 0) {
                d.nodes.back().pess = -1;
                d.nodes.back().opt = 1;
            }
            d.nodes[0].label = word(); // the first node names more: the draft's way
            Document doc;
            doc.tree = GameTree::fromDraft(d);
            if (doc.tree.isEmpty())
                continue;
            doc.title = i % 3 ? QStringLiteral("Game") : QString();
            QByteArray json = writeJsonDocument(doc);
            QVERIFY(flatNodesHaveMore(json));
            if (i % 2) {
                for (int k = rng.bounded(1, 3); k > 0; --k) {
                    const int at = rng.bounded(int(json.size()));
                    if (rng.bounded(2))
                        json[at] = alphabet[rng.bounded(int(alphabet.size()))];
                    else
                        json.remove(at, rng.bounded(1, 3));
                }
            }
            drafted += readFlatDraft(json).has_value();
            ReadError error, generalError;
            std::vector<TextPos> pos, generalPos;
            const auto fast = readJsonDocument(json, "<t>", &error, &pos);
            const auto general = readJsonDocumentGenerally(json, "<t>", &generalError, &generalPos);
            QCOMPARE(bool(fast), bool(general));
            if (!general) {
                QCOMPARE(error.toString(), generalError.toString());
                continue;
            }
            ++read;
            QVERIFY2(fast->tree == general->tree, json.constData());
            QCOMPARE(writeJsonDocument(*fast), writeJsonDocument(*general));
            QCOMPARE(pos.size(), generalPos.size());
            for (std::size_t n = 0; n < pos.size(); ++n) {
                QCOMPARE(pos[n].line, generalPos[n].line);
                QCOMPARE(pos[n].column, generalPos[n].column);
            }
        }
        QVERIFY(drafted > 500);
        QVERIFY(read > 500);
    }

    // A big document's nodes are read in two halves on two threads, each half a document of
    // its own (core/io/jsonflat.cpp). Split or not, the same nodes and header, or nothing:
    // whole documents and edited ones (an edit may fall on either side of the cut, or on it).
    void flatNodesReadInTwoHalvesAsInOne()
    {
        QRandomGenerator rng(2929);
        const QByteArray alphabet = "{}[],:\"\\ \n0123456789-.eEtrufalsn";
        int both = 0;
        for (int i = 0; i < 1500; ++i) {
            RandomTreeOptions o;
            o.seed = i;
            o.minBranching = 1;
            o.maxBranching = 4;
            o.depth = 1 + i % 5;
            Document doc;
            doc.tree = randomTree(o);
            doc.title = i % 3 ? QStringLiteral("Big") : QString();
            QByteArray json = writeJsonDocument(doc);
            for (int k = i % 2 ? rng.bounded(1, 3) : 0; k > 0; --k) {
                const int at = rng.bounded(int(json.size()));
                if (rng.bounded(2))
                    json[at] = alphabet[rng.bounded(int(alphabet.size()))];
                else
                    json.remove(at, rng.bounded(1, 3));
            }
            const auto whole = readFlatNodes(json, std::numeric_limits<qsizetype>::max());
            const auto halves = readFlatNodes(json, 0);
            QCOMPARE(bool(halves), bool(whole));
            if (!whole)
                continue;
            ++both;
            QCOMPARE(halves->header, whole->header);
            QVERIFY(halves->kinds == whole->kinds);
            QVERIFY(halves->parents == whole->parents);
            QCOMPARE(halves->values.size(), whole->values.size());
            for (std::size_t n = 0; n < whole->values.size(); ++n)
                QVERIFY(halves->values[n] == whole->values[n] ||
                        (std::isnan(halves->values[n]) && std::isnan(whole->values[n])));
        }
        QVERIFY(both > 700);
    }

    void nestingBeyondQtsLimitIsAClearError()
    {
        // Each tree level is two JSON levels (the node and its children array).
        QByteArray json = "{\"format\": \"gametree-studio\", \"version\": 1, \"tree\": ";
        const int depth = 600;
        for (int i = 0; i < depth; ++i)
            json += "{\"kind\": \"max\", \"children\": [";
        json += "{\"kind\": \"leaf\", \"value\": 1}";
        for (int i = 0; i < depth; ++i)
            json += "]}";
        json += "}";
        const QString message = readError(json);
        QVERIFY2(message.contains("the JSON is nested more than 1024 levels deep, which is Qt's "
                                  "limit; write deep trees in the flat \"nodes\" form"),
                 qPrintable(message));
        QVERIFY(message.startsWith("<json>:1:"));
    }

    void millionLevelChainInFlatForm()
    {
        // A tenth of the levels under the sanitizers (tests/sanitizers.h).
        const int depth = test::underSanitizers(1'000'000);
        TreeDraft d;
        d.nodes.resize(depth + 1);
        for (int i = 0; i < depth; ++i) {
            d.nodes[i].kind = i % 2 ? NodeKind::Min : NodeKind::Max;
            d.nodes[i].children = {i + 1};
        }
        d.nodes[depth].value = 1;
        Document doc;
        doc.tree = GameTree::fromDraft(d);
        const QByteArray json = writeJsonDocument(doc);
        ReadError error;
        const auto back = readJsonDocument(json, "<json>", &error);
        QVERIFY2(back, qPrintable(error.toString()));
        QVERIFY(back->tree == doc.tree);
    }
};

QTEST_GUILESS_MAIN(TstJsonDoc)
#include "tst_jsondoc.moc"
