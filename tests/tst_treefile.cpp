// The front door: formats by extension, validation turned into positioned errors, loading the
// shipped examples, the lenient doors that open a tree saved mid-edit, and saving atomically (a
// failed save keeps the old file).
#include "treetexthelpers.h"

#include "core/edit/treeedit.h"
#include "core/io/inputlimits.h"
#include "core/io/treetext.h"
#include "core/session/documentfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

namespace {

QString readError(const QByteArray &bytes, TreeFormat format)
{
    ReadError error;
    if (readDocument(bytes, format, QStringLiteral("in"), &error))
        return QStringLiteral("(read without error)");
    return error.toString();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray fileContents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

Document sampleDocument()
{
    Document doc;
    doc.tree = test::parse(u"A=max(a1: min(3,12), a2: chance(0.5: 2, 0.5: 4))"_qs);
    return doc;
}

// What a lecturer may save mid-edit: probabilities that do not sum to 1 yet, or a min node
// whose only child was just deleted.
GameTree unfinishedTree(bool childless)
{
    if (!childless)
        return test::parse(u"A=max(chance(0.5: 1, 0.3: 0), 2)"_qs);
    const GameTree whole = test::parse(u"A=max(min(1), 2)"_qs);
    return removeSubtree(whole, 2).tree;
}

} // namespace

class TstTreeFile : public QObject {
    Q_OBJECT
private slots:
    void formatForPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format"); // -1: none
        QTest::newRow("tree") << "a/b.tree" << int(TreeFormat::Text);
        QTest::newRow("txt") << "b.TXT" << int(TreeFormat::Text);
        QTest::newRow("json") << "/x/y.json" << int(TreeFormat::Json);
        QTest::newRow("gtree") << "/x/y.gtree" << int(TreeFormat::Json);
        QTest::newRow("gtree upper") << "Y.GTREE" << int(TreeFormat::Json);
        QTest::newRow("dot") << "g.dot" << int(TreeFormat::Dot);
        QTest::newRow("gv") << "g.Gv" << int(TreeFormat::Dot);
        QTest::newRow("double suffix") << "x.tar.json" << int(TreeFormat::Json);
        QTest::newRow("svg") << "g.svg" << -1;
        QTest::newRow("none") << "README" << -1;
        QTest::newRow("dot directory") << "dir.json/file" << -1;
    }
    void formatForPath()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        const std::optional<TreeFormat> f = gt::formatForPath(path);
        QCOMPARE(f ? int(*f) : -1, format);
    }

    void examplesLoad_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("nodes");
        QTest::newRow("classic") << "classic.tree" << 7;
        QTest::newRow("aima") << "aima-3ply.tree" << 13;
        QTest::newRow("chance") << "chance-07.tree" << 7;
        QTest::newRow("knuth-moore") << "knuth-moore.tree" << 40;
        QTest::newRow("sss") << "sss-beats-ab.tree" << 15;
    }
    void examplesLoad()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        const QString path = QStringLiteral(GT_SOURCE_DIR "/resources/examples/") + name;
        QVERIFY(fileContents(path).startsWith("# ")); // says what it shows
        ReadError error;
        const std::optional<Document> doc = loadDocument(path, &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->tree.size(), nodes);
    }

    void validationErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("message");
        QTest::newRow("text probabilities")
            << QByteArray("max(3,\n  chance(0.5: 1, 0.4: 0))") << int(TreeFormat::Text)
            << "in:2:3: node 2: the probabilities of its children sum to 0.9, not 1";
        QTest::newRow("text some probabilities")
            << QByteArray("chance(0.5: 1, 0)") << int(TreeFormat::Text)
            << "in:1:1: node 0: some children have probabilities and some do not; give all or "
               "none (none means uniform)";
        QTest::newRow("text negative probability")
            << QByteArray("chance(A 1.5: 1, B -0.5: 0)") << int(TreeFormat::Text)
            << "in:1:26: node 2 has the probability -0.5; probabilities must be finite and at "
               "least 0";
        QTest::newRow("json leaf without value")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [\n"
                          "  {\"kind\": \"max\", \"children\": [1]},\n"
                          "  {\"kind\": \"leaf\", \"name\": \"L\"}]}")
            << int(TreeFormat::Json) << "in:3:3: node 1 (L) is a leaf without a value";
        QTest::newRow("json childless max")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": "
                          "[{\"kind\": \"max\"}]}")
            << int(TreeFormat::Json) << "in:1:55: node 0 is a max node without children";
        QTest::newRow("dot leaf without value")
            << QByteArray("digraph { a -> b; a -> c; b [value=1] }") << int(TreeFormat::Dot)
            << "in:1:24: node 2 is a leaf without a value (DOT node \"c\")";
        QTest::newRow("dot probability under max")
            << QByteArray("digraph { a -> b [prob=1]; b [value=1] }") << int(TreeFormat::Dot)
            << "in:1:16: node 1 has a probability but its parent is not a chance node (DOT node "
               "\"b\")";
        // The key check runs in validation, so every reader reports it at the node's place.
        QTest::newRow("text keyed subtrees differ")
            << QByteArray("max(B=min[key=k1](3,12), C=min[key=k1](3,11))") << int(TreeFormat::Text)
            << "in:1:26: node 4 (C) and node 1 (B) share the key 'k1' but their subtrees differ "
               "(node 6 has 11, node 3 has 12)";
        QTest::newRow("json keyed subtrees differ")
            << QByteArray("{\"format\": \"gametree-studio\", \"version\": 1, \"nodes\": [\n"
                          "  {\"kind\": \"max\", \"children\": [1, 2]},\n"
                          "  {\"kind\": \"leaf\", \"value\": 1, \"key\": \"k\"},\n"
                          "  {\"kind\": \"leaf\", \"value\": 2, \"key\": \"k\"}]}")
            << int(TreeFormat::Json)
            << "in:4:3: node 2 and node 1 share the key 'k' but their subtrees differ (node 2 "
               "has 2, node 1 has 1)";
        QTest::newRow("dot keyed subtrees differ")
            << QByteArray("digraph { a -> b; a -> c; b [value=1, key=k]; c [value=2, key=k] }")
            << int(TreeFormat::Dot)
            << "in:1:24: node 2 and node 1 share the key 'k' but their subtrees differ (node 2 "
               "has 2, node 1 has 1) (DOT node \"c\")";
        QTest::newRow("text interval out of order")
            << QByteArray("max(3, 4[interval=5:1])") << int(TreeFormat::Text)
            << "in:1:8: node 2 has the interval [5, 1]; the pessimistic bound must not exceed "
               "the optimistic one";
        QTest::newRow("not utf-8") << QByteArray("max(\n  \"caf\xe9\"=1)") << int(TreeFormat::Text)
                                   << "in:2:7: the text is not valid UTF-8";
        QTest::newRow("truncated utf-8") << QByteArray("(1,\xc3") << int(TreeFormat::Text)
                                         << "in:1:4: the text is not valid UTF-8";
        QTest::newRow("syntax error passes through")
            << QByteArray("max(1,") << int(TreeFormat::Text)
            << "in:1:7: expected a node after ',', found the end of the input";
    }
    void validationErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, format);
        QFETCH(QString, message);
        QCOMPARE(readError(bytes, TreeFormat(format)), message);
    }

    void utf8ByteOrderMarkIsFine()
    {
        ReadError error;
        const auto doc = readDocument("\xef\xbb\xbf(1,\"é\"=2)", TreeFormat::Text, "in", &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->tree.name(2), QString("é"));
    }

    void loadErrors()
    {
        QTemporaryDir dir;
        ReadError error;
        QVERIFY(!loadDocument(dir.filePath("x.svg"), &error));
        QCOMPARE(error.toString(),
                 dir.filePath("x.svg") +
                     ": unknown file type; expected a name ending in .gtree, .json, "
                     ".tree, .txt, .dot or .gv");
        QVERIFY(!loadDocument(dir.filePath("missing.tree"), &error));
        QCOMPARE(error.toString(),
                 dir.filePath("missing.tree") + ": cannot read: No such file or directory");
        QVERIFY(QDir(dir.path()).mkdir("folder.json"));
        QVERIFY(!loadDocument(dir.filePath("folder.json"), &error));
        QVERIFY2(error.toString().startsWith(dir.filePath("folder.json") + ": cannot read: "),
                 qPrintable(error.toString()));

        // A sparse file just past the cap is refused without being read.
        const QString big = dir.filePath("big.tree");
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(MaxInputBytes + 1));
        file.close();
        QVERIFY(!loadDocument(big, &error));
        QCOMPARE(error.toString(), big + ":1:134217729: the file is larger than 128 MiB");
    }

    // A tree saved before it was finished opens again through the lenient doors, with every
    // problem at its place in the file; the strict doors (the command line) refuse it, with the
    // first of those problems as the error.
    void unfinishedTreesOpenLeniently_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("childless");
        QTest::addColumn<QString>("problem");
        for (const char *name : {"half.json", "half.tree", "half.dot"}) {
            QTest::addRow("%s probabilities", name)
                << name << false << "node 1: the probabilities of its children sum to 0.8, not 1";
            if (QByteArray(name) != "half.tree") // the notation cannot write it: see below
                QTest::addRow("%s childless", name)
                    << name << true << "node 1 is a min node without children";
        }
    }
    void unfinishedTreesOpenLeniently()
    {
        QFETCH(QString, name);
        QFETCH(bool, childless);
        QFETCH(QString, problem);
        Document doc;
        doc.tree = unfinishedTree(childless);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(saveDocument(doc, path, &error), qPrintable(error));

        ReadError strict;
        QVERIFY(!loadDocument(path, &strict));
        QVERIFY2(strict.message.startsWith(problem), qPrintable(strict.toString()));
        QVERIFY(!readDocument(fileContents(path), *gt::formatForPath(path), path, nullptr));

        ReadError readError;
        std::vector<ReadError> problems{ReadError{"stale", {}, "from before"}};
        const std::optional<Document> back = loadDocumentLenient(path, &readError, &problems);
        QVERIFY2(back, qPrintable(readError.toString()));
        QVERIFY(back->tree == doc.tree);
        QCOMPARE(int(problems.size()), 1);
        QCOMPARE(problems.front().toString(), strict.toString());
        if (name.endsWith(".dot"))
            QVERIFY(problems.front().message.contains("(DOT node \"")); // as the file names it
        else
            QCOMPARE(problems.front().pos.line > 0, true); // where the node is written

        // Bytes, as the standard input gives them; and a valid tree has no problems.
        const auto fromBytes = readDocumentLenient(fileContents(path), *gt::formatForPath(path),
                                                   "in", &readError, &problems);
        QVERIFY(fromBytes && fromBytes->tree == doc.tree);
        QCOMPARE(int(problems.size()), 1);
        QVERIFY(saveDocument(sampleDocument(), path, &error));
        QVERIFY(loadDocumentLenient(path, &readError, &problems));
        QVERIFY(problems.empty());
        // What cannot be read at all is still an error.
        QVERIFY(writeFile(path, "max(1,"));
        QVERIFY(!loadDocumentLenient(path, &readError, &problems));
        QVERIFY(!readError.message.isEmpty());
    }

    // "max()" does not read back as a tree, so the notation refuses to write a node without
    // children rather than leave a file that never opens again; the old file stays.
    void notationRefusesAChildlessNode()
    {
        Document doc;
        doc.tree = unfinishedTree(true);
        QTemporaryDir dir;
        for (const char *name : {"half.tree", "half.txt"}) {
            const QString path = dir.filePath(name);
            QVERIFY(writeFile(path, "(1,2)\n"));
            QString error;
            QVERIFY(!saveDocument(doc, path, &error));
            QCOMPARE(error, "cannot write " + path +
                                ": the tree notation cannot write node 1, a min node without "
                                "children: give it a child, or save as .json");
            QCOMPARE(fileContents(path), QByteArray("(1,2)\n"));
        }
    }

    void saveAndLoadEachFormat_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("notKept");
        const QStringList all = {"title", "notes", "algorithm", "options", "step", "presentation"};
        QTest::newRow("json") << "doc.json" << QStringList();
        QTest::newRow("gtree") << "doc.gtree" << QStringList(); // the native document's name
        QTest::newRow("tree") << "doc.tree" << all;
        QTest::newRow("txt") << "doc.txt" << all;
        QTest::newRow("dot") << "doc.dot" << all;
        QTest::newRow("gv") << "doc.gv" << all;
    }
    void saveAndLoadEachFormat()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, notKept);
        Document doc = sampleDocument();
        // Node data too: every format carries keys, intervals and positions.
        doc.tree = parseTreeText(u"A=max[interval=1:4](a1: min[key=m game=g pos=\"x./.o\"](3,12), "
                                 u"a2: chance(0.5: 2[key=two], 0.5: 4))",
                                 u"t"_qs, nullptr)
                       ->tree;
        QVERIFY(doc.tree.hasKeys() && doc.tree.hasIntervals() && doc.tree.hasPositions());
        doc.title = "T";
        doc.notes = "N";
        doc.algorithm = "alphabeta";
        doc.options.set("fail-soft", true);
        doc.step = 3;
        doc.presentation = QJsonObject{{"zoom", 2}};
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QStringList lost;
        QVERIFY2(saveDocument(doc, path, &error, &lost), qPrintable(error));
        QCOMPARE(lost, notKept);
        ReadError readError;
        const std::optional<Document> back = loadDocument(path, &readError);
        QVERIFY2(back, qPrintable(readError.toString()));
        QVERIFY(back->tree == doc.tree);
        if (notKept.isEmpty()) {
            QCOMPARE(back->title, doc.title);
            QCOMPARE(back->step, doc.step);
            QCOMPARE(back->presentation, doc.presentation);
        }
        // Only what differs from the defaults is reported lost.
        QVERIFY(saveDocument(sampleDocument(), path, &error, &lost));
        QCOMPARE(lost, QStringList());
    }

    void textFileEndsWithNewline()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(saveDocument(sampleDocument(), dir.filePath("t.tree"), &error));
        QCOMPARE(fileContents(dir.filePath("t.tree")),
                 QByteArray("A=max(a1: min(3,12), a2: chance(0.5: 2, 0.5: 4))\n"));
    }

    void saveReplacesAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("doc.json");
        QVERIFY(writeFile(path, "old contents"));
        QString error;
        QVERIFY2(saveDocument(sampleDocument(), path, &error), qPrintable(error));
        QVERIFY(fileContents(path).startsWith("{\n    \"format\": \"gametree-studio\""));
        // No temporary file is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"doc.json"});
    }

    void failedSaveUnderAFileReportsWhy()
    {
        // Tests run as root, for whom permissions do not fail: a path below a regular file does.
        QTemporaryDir dir;
        const QString blocker = dir.filePath("plain-file");
        QVERIFY(writeFile(blocker, "x"));
        const QString path = blocker + "/doc.json";
        QString error;
        QVERIFY(!saveDocument(sampleDocument(), path, &error));
        QCOMPARE(error, "cannot write " + path + ": Not a directory");
        QCOMPARE(fileContents(blocker), QByteArray("x"));
    }

    void failedCommitKeepsTheOldFile()
    {
        // QSaveFile commits by linking a temporary name (the target's plus a suffix) that
        // exceeds the file system's 255-byte limit when the target's name is 255 bytes long:
        // the new contents are complete but cannot be put in place.
        QTemporaryDir dir;
        const QString path = dir.filePath(QString(250, 'n') + ".json");
        QVERIFY(writeFile(path, "old contents"));
        QString error;
        const bool saved = saveDocument(sampleDocument(), path, &error);
        if (saved)
            QSKIP("this file system accepted the long temporary name");
        QVERIFY(error.startsWith("cannot write " + path + ": "));
        QCOMPARE(fileContents(path), QByteArray("old contents"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void saveToUnknownType()
    {
        QString error;
        QVERIFY(!saveDocument(sampleDocument(), "/tmp/x.svg", &error));
        QCOMPARE(error, QString("cannot write /tmp/x.svg: unknown file type; expected a name "
                                "ending in .gtree, .json, .tree, .txt, .dot or .gv"));
    }
};

QTEST_GUILESS_MAIN(TstTreeFile)
#include "tst_treefile.moc"
