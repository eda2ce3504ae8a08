// Issue 31, item 4: a game graph's exports. DOT reads back as the same graph (the DOT reader's
// graphs exactly; a generated game's with the same labels and remoteness) and `gametree solve`
// answers the same from the export as from the original; TikZ draws the laid-out graph with
// the analysis in words and compiles with pdflatex (skipped when it is not installed). Both are
// compared with golden files (tests/golden/graph/; run with GT_UPDATE_GOLDEN=1 to rewrite them
// after a deliberate change, then review the diff).
#include "clirunner.h"

#include "core/export/graphslides.h"
#include "core/export/graphtikz.h"
#include "core/export/tikzwriter.h"
#include "core/generate/gamegraphs.h"
#include "core/graph/dotgraph.h"
#include "core/graph/graphdotwriter.h"
#include "core/graph/retrograde.h"
#include "core/graph/retrogradereplay.h"
#include "core/layout/graphlayout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

GameGraph readGraph(const QByteArray &dot)
{
    ReadError error;
    const auto g = readDotGameGraph(dot, QStringLiteral("t.dot"), &error);
    if (!g)
        qFatal("%s", qPrintable(error.toString()));
    return *g;
}

GameGraph dataGraph(const char *name)
{
    return readGraph(fileBytes(QStringLiteral(GT_SOURCE_DIR "/tests/data/") + QLatin1String(name)));
}

// The analysis by position text: what `solve` says of each position, whatever the ids.
QMap<QString, QString> answers(const GameGraph &g)
{
    const RetrogradeResult r = analyseRetrograde(g, {.recordSteps = false});
    QMap<QString, QString> out;
    for (VertexId v = 0; v < g.size(); ++v)
        out.insert(g.position(v), resultName(r.label[std::size_t(v)]) + u' ' +
                                      QString::number(r.remoteness[std::size_t(v)]));
    return out;
}

// The frames an HTML player holds: the JSON array its script starts with.
QJsonArray playerFrames(const QByteArray &html)
{
    const qsizetype from = html.indexOf("const F = ") + 10;
    const qsizetype to = html.indexOf(", FILL = ", from);
    return QJsonDocument::fromJson(html.mid(from, to - from)).array();
}

// Compares `actual` with the golden file `name`, or writes it under GT_UPDATE_GOLDEN.
void compareGolden(const QString &name, const QByteArray &actual)
{
    const QString golden = QStringLiteral(GT_GOLDEN_DIR "/graph/") + name;
    if (qEnvironmentVariableIsSet("GT_UPDATE_GOLDEN")) {
        QFile f(golden);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(actual);
        return;
    }
    QVERIFY2(QFile::exists(golden),
             qPrintable(golden + " is missing: run with GT_UPDATE_GOLDEN=1, then review it"));
    QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(fileBytes(golden)));
}

} // namespace

class TestGraphExport : public QObject {
    Q_OBJECT

private slots:
    // A DOT graph reads back as itself, vertex for vertex and move for move.
    void dotReadsBackAsTheSameGraph_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("lesson") << "graph-lesson.dot";
        QTest::newRow("cycle") << "graph-cycle.dot";
    }
    void dotReadsBackAsTheSameGraph()
    {
        QFETCH(QString, file);
        const GameGraph g = dataGraph(qPrintable(file));
        const RetrogradeResult r = analyseRetrograde(g);
        QCOMPARE(readGraph(writeGameGraphDot(g, &r)), g);
        QCOMPARE(readGraph(writeGameGraphDot(g)), g);
    }

    // Positions with quotes, backslashes, a line break, non-ASCII text and DOT's keywords, as
    // cgraph reads them from a file: written and read again, they are the same. (A DOT string
    // cannot end in one backslash, nor hold one before a quote: cgraph never makes such a
    // name, and no game's position text has one.)
    void oddPositionTexts()
    {
        const GameGraph g = readGraph("digraph odd {\n"
                                      "  \"say \\\"hi\\\" \\\\ there\" -> \"node\"\n"
                                      "  \"say \\\"hi\\\" \\\\ there\" -> \"ä → b\\\\\"\n"
                                      "  \"node\" -> \"->\"\n"
                                      "  \"node\" -> \"two\nlines\"\n"
                                      "  \"ä → b\\\\\" [result=draw]\n"
                                      "}\n");
        QCOMPARE(g.size(), VertexId(5));
        QCOMPARE(g.position(0), QStringLiteral("say \"hi\" \\\\ there"));
        QCOMPARE(g.position(2), QStringLiteral("ä → b\\\\"));
        QCOMPARE(g.position(4), QStringLiteral("two\nlines"));
        QCOMPARE(readGraph(writeGameGraphDot(g)), g);
    }

    // Generated games: the moves come back in the reader's order (ascending id) and without
    // their labels, so the graph is another one, but every position keeps its answer.
    void generatedGamesKeepTheirAnswers_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("grundy") << "grundy";
        QTest::newRow("tictactoe") << "tictactoe";
    }
    void generatedGamesKeepTheirAnswers()
    {
        QFETCH(QString, game);
        const GameGraph g = *findGraphGame(game)->build(OptionValues(), true, nullptr);
        const GameGraph back = readGraph(writeGameGraphDot(g));
        QCOMPARE(back.size(), g.size());
        QCOMPARE(answers(back), answers(g));
    }

    // `gametree solve` on the export answers exactly as on the original file.
    void solveReadsTheExport()
    {
        const QString original = QStringLiteral(GT_SOURCE_DIR "/tests/data/graph-lesson.dot");
        const GameGraph g = dataGraph("graph-lesson.dot");
        const RetrogradeResult r = analyseRetrograde(g);
        QTemporaryDir dir;
        const QString exported = dir.filePath(QStringLiteral("lesson.dot"));
        QFile f(exported);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeGameGraphDot(g, &r));
        f.close();
        const test::Result a =
            test::gametree({QStringLiteral("solve"), original, QStringLiteral("--json")});
        const test::Result b =
            test::gametree({QStringLiteral("solve"), exported, QStringLiteral("--json")});
        QCOMPARE(a.exit, 0);
        QCOMPARE(b.exit, 0);
        QVERIFY(a.out.contains("\"vertices\""));
        QCOMPARE(b.out, a.out);
    }

    void dotGolden()
    {
        const GameGraph g = dataGraph("graph-lesson.dot");
        const RetrogradeResult r = analyseRetrograde(g);
        compareGolden(QStringLiteral("lesson.dot"), writeGameGraphDot(g, &r));
    }

    // The lesson's graph laid out by Graphviz (boxes of one size, so the golden does not
    // depend on fonts), at the end of its analysis and half-way through it.
    void tikzGolden()
    {
        const GameGraph g = dataGraph("graph-lesson.dot");
        const RetrogradeResult r = analyseRetrograde(g);
        const std::vector<NodeSize> sizes(std::size_t(g.size()), NodeSize{54, 34});
        QString error;
        const std::optional<GraphLayout> layout = graphLayout(g, sizes, &error);
        QVERIFY2(layout, qPrintable(error));
        RetrogradeReplay replay(r);
        replay.seek(replay.stepCount());
        const QString end = gameGraphTikz(g, *layout, sizes, &replay.frame());
        QVERIFY(end.contains(QStringLiteral("LOSS 2")) && end.contains(QStringLiteral("DRAW")));
        QCOMPARE(end.count(QStringLiteral("\\node[gtposition")), int(g.size()));
        QCOMPARE(end.count(QStringLiteral("\\draw[gtmove]")), int(layout->moves.size()));
        compareGolden(QStringLiteral("lesson.tex"), end.toUtf8());
        replay.seek(3); // the terminal labelled and taken off the queue, one more step
        const QString early = gameGraphTikz(g, *layout, sizes, &replay.frame());
        QVERIFY(!early.contains(QStringLiteral("DRAW")));
        compareGolden(QStringLiteral("lesson-step3.tex"), early.toUtf8());
        // It compiles: the page is the picture.
        const QString pdflatex = QStandardPaths::findExecutable(QStringLiteral("pdflatex"));
        if (pdflatex.isEmpty())
            QSKIP("pdflatex is not installed");
        QTemporaryDir dir;
        QFile tex(dir.filePath(QStringLiteral("graph.tex")));
        QVERIFY(tex.open(QIODevice::WriteOnly));
        tex.write(TikzWriter::standaloneDocument(end).toUtf8());
        tex.close();
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(pdflatex, {QStringLiteral("-interaction=nonstopmode"),
                           QStringLiteral("-halt-on-error"), QStringLiteral("graph.tex")});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardOutput().right(800).constData());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("graph.pdf"))));
    }

    // Retrograde analysis as slides (issue 31, item 4): a Beamer frame per chosen step, a
    // player frame per chosen step, the step's position marked and its sentence under it.
    void deckAndPlayerFrames()
    {
        const GameGraph g = dataGraph("graph-lesson.dot");
        const RetrogradeResult r = analyseRetrograde(g);
        QCOMPARE(int(r.steps.size()), 16);
        const std::vector<NodeSize> sizes(std::size_t(g.size()), NodeSize{54, 34});
        QString error;
        const std::optional<GraphLayout> layout = graphLayout(g, sizes, &error);
        QVERIFY2(layout, qPrintable(error));
        const std::vector<int> all = retrogradeSlideSteps(r, false);
        QCOMPARE(int(all.size()), 17); // 0 … 16 steps done
        // The steps that label: t, q, r, p, s, the three draws; with the start and the end.
        QCOMPARE(retrogradeSlideSteps(r, true), (std::vector<int>{0, 1, 3, 4, 10, 12, 14, 15, 16}));
        QCOMPARE(retrogradeSlideSteps(r, false, 3, 5), (std::vector<int>{3, 4, 5}));
        const GraphSlideInput input{g, *layout, sizes, r, QStringLiteral("The lesson")};

        const QString deck = retrogradeBeamerDeck(input, all);
        QCOMPARE(deck.count(QStringLiteral("\\begin{frame}")), 17);
        QCOMPARE(deck.count(QStringLiteral("\\begin{tikzpicture}")), 17);
        QVERIFY(deck.contains(QStringLiteral("All 2 moves of p lead to positions won for the "
                                             "opponent: p is lost in 2.")));
        // Step 10 labels p: its box is outlined in the step's colour on that slide.
        const QString slide10 = deck.section(QStringLiteral("\\begin{frame}"), 11, 11);
        QVERIFY(slide10.contains(QStringLiteral("Step 10 of 16")));
        QVERIFY(slide10.contains(QStringLiteral("line width=4pt] (v1)")));
        QCOMPARE(deck.section(QStringLiteral("\\begin{frame}"), 1, 1)
                     .count(QStringLiteral("line width=4pt")),
                 0); // the start: no step yet

        const QByteArray html = retrogradeHtmlPlayer(input, retrogradeSlideSteps(r, true));
        const QJsonArray frames = playerFrames(html);
        QCOMPARE(frames.size(), 9);
        QCOMPARE(frames[0].toObject().value("v").toArray().size(), int(g.size()));
        QCOMPARE(frames[0].toObject().value("v").toArray()[0].toArray()[1].toString(),
                 QStringLiteral("d = 2"));
        const QJsonObject last = frames[8].toObject();
        QCOMPARE(last.value("v").toArray()[1].toArray()[1].toString(), QStringLiteral("LOSS 2"));
        QVERIFY2(last.value("c").toString().endsWith(QStringLiteral("3 won, 2 lost, 3 drawn.")),
                 qPrintable(last.value("c").toString()));
        QCOMPARE(html.count("<g class=\"v\""), qsizetype(g.size()));
        QCOMPARE(html.count("<path class=\"m\""), qsizetype(layout->moves.size()));
        QVERIFY(!html.contains("http://") && !html.contains("src="));
    }

    // `gametree slides --graph`: the same as files, counted by their frames and pages.
    void slidesCommandForGraphs()
    {
        using test::gametree;
        const QString lesson = QStringLiteral(GT_SOURCE_DIR "/tests/data/graph-lesson.dot");
        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("lesson.html"));
        auto r = gametree({QStringLiteral("slides"), QStringLiteral("--graph"), lesson,
                           QStringLiteral("-o"), html});
        QVERIFY2(r.exit == 0, r.err.constData());
        QCOMPARE(playerFrames(fileBytes(html)).size(), 17);
        const QString tex = dir.filePath(QStringLiteral("grundy.tex"));
        r = gametree({QStringLiteral("slides"), QStringLiteral("--graph"), QStringLiteral("--game"),
                      QStringLiteral("grundy"), QStringLiteral("--pile"), QStringLiteral("7"),
                      QStringLiteral("--key-steps"), QStringLiteral("-o"), tex});
        QVERIFY2(r.exit == 0, r.err.constData());
        const QString deck = QString::fromUtf8(fileBytes(tex));
        // Grundy's game from 7: 14 positions, each labelled once, with the start and the end.
        QCOMPARE(deck.count(QStringLiteral("\\begin{frame}")), 16);
        QVERIFY(deck.contains(QStringLiteral("All 3 moves of 7 lead to positions won for the "
                                             "opponent: 7 is lost in 4.")));
        const QString pdf = dir.filePath(QStringLiteral("lesson.pdf"));
        r = gametree({QStringLiteral("slides"), QStringLiteral("--graph"), lesson,
                      QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                      QStringLiteral("6"), QStringLiteral("-o"), pdf});
        QVERIFY2(r.exit == 0, r.err.constData());
        const QByteArray bytes = fileBytes(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r"), 5);
        // Bad usage: the format, the range.
        r = gametree({QStringLiteral("slides"), QStringLiteral("--graph"), lesson,
                      QStringLiteral("-o"), dir.filePath(QStringLiteral("x.svg"))});
        QCOMPARE(r.exit, 2);
        r = gametree({QStringLiteral("slides"), QStringLiteral("--graph"), lesson,
                      QStringLiteral("--from"), QStringLiteral("40"), QStringLiteral("-o"), html});
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains("past the end"), r.err.constData());
        // The tree form of slides is as it was.
        r = gametree({QStringLiteral("slides"), QStringLiteral("--text"),
                      QStringLiteral("((3,12),(2,4))"), QStringLiteral("--algo"),
                      QStringLiteral("alphabeta"), QStringLiteral("-o"), html});
        QCOMPARE(r.exit, 0);
    }
};

QTEST_GUILESS_MAIN(TestGraphExport)
#include "tst_graphexport.moc"
