// Issue 31 in the window: a DOT digraph that is a game graph and not a tree opens in the graph
// window, laid out by Graphviz, and its retrograde analysis is stepped there — the counters,
// labels, remoteness and the queue step by step, a sentence per step that matches the step
// record. Checked on the scene's items and the window's texts, never on pixels.
#include "app/studio/graph/graphpanel.h"
#include "app/studio/graph/graphpresentation.h"
#include "app/studio/graph/graphquizbar.h"
#include "app/studio/graph/graphwindow.h"
#include "app/studio/graph/treefoldaction.h"
#include "app/studio/presentation/presentationmode.h"
#include "app/studio/settings/languages.h"
#include "app/studio/window/mainwindow.h"

#include "views/graph/graphscene.h"
#include "views/graph/graphstyle.h"
#include "views/graph/graphview.h"
#include "views/graph/moveitem.h"
#include "views/graph/vertexitem.h"
#include "views/session/searchsession.h"

#include "core/export/graphslides.h"
#include "core/generate/gamegraphs.h"
#include "core/generate/generator.h"
#include "core/graph/dotgraph.h"
#include "core/graph/neighbourhood.h"
#include "core/graph/retrogradenarration.h"
#include "core/graph/retrogradereplay.h"
#include "core/io/treetext.h"
#include "core/layout/graphlayout.h"

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <QXmlStreamReader>

#include <memory>
#include <random>

using namespace gt;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(GT_SOURCE_DIR "/tests/data/") + QLatin1String(name);
}

GameGraph graphOf(const QByteArray &dot)
{
    ReadError error;
    const auto g = readDotGameGraph(dot, QStringLiteral("t.dot"), &error);
    if (!g)
        qFatal("%s", qPrintable(error.toString()));
    return *g;
}

VertexId vertexNamed(const GameGraph &g, const QString &name)
{
    for (VertexId v = 0; v < g.size(); ++v) {
        if (g.position(v) == name)
            return v;
    }
    return NoVertex;
}

// What the first `k` steps of a record have given each vertex, replayed here without
// RetrogradeReplay: the labels, and the counters of the undecided.
struct RecordAt {
    std::vector<std::optional<GameResult>> label;
    std::vector<int> counter;
};

RecordAt recordAt(const RetrogradeResult &r, int k)
{
    using Kind = RetrogradeStep::Kind;
    RecordAt at{std::vector<std::optional<GameResult>>(r.degree.size()),
                std::vector<int>(r.degree.begin(), r.degree.end())};
    for (int i = 0; i < k; ++i) {
        const RetrogradeStep &s = r.steps[std::size_t(i)];
        if (s.kind == Kind::Decrement)
            at.counter[std::size_t(s.vertex)] = s.counter;
        else if (s.kind != Kind::Dequeue)
            at.label[std::size_t(s.vertex)] = s.label;
    }
    return at;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What the scene shows for a position: "WIN 1", "DRAW", "d = 1".
QString shown(const GraphWindow *w, const QString &name)
{
    const VertexId v = vertexNamed(*w->graph(), name);
    return v == NoVertex ? QStringLiteral("(none)") : w->scene()->vertexItem(v)->stateText();
}

} // namespace

class TstGraphView : public QObject {
    Q_OBJECT

private slots:
    void cycleOpensAsAGraphAndEndsInDraws()
    {
        MainWindow window;
        window.show();
        const QString treeBefore =
            window.session()->document().tree.isEmpty() ? QString() : QStringLiteral("some tree");
        QVERIFY2(window.openFile(dataFile("graph-cycle.dot")), qPrintable(window.lastError()));
        GraphWindow *graphs = window.graphWindow();
        QVERIFY(graphs->isVisible());
        QVERIFY(QTest::qWaitForWindowActive(graphs)); // the keys go to the graph's window
        QVERIFY(graphs->isDrawn());
        // The tree window keeps its document: a graph opens beside it.
        QCOMPARE(window.session()->document().tree.isEmpty() ? QString()
                                                             : QStringLiteral("some tree"),
                 treeBefore);
        QCOMPARE(graphs->graph()->size(), 5);
        QCOMPARE(graphs->scene()->vertexCount(), 5);
        QCOMPARE(int(graphs->scene()->moveItems().size()), 5);

        // At the start every position shows its counter, nothing is decided.
        QCOMPARE(graphs->step(), 0);
        QCOMPARE(shown(graphs, QStringLiteral("q")), QStringLiteral("d = 2"));
        QCOMPARE(shown(graphs, QStringLiteral("c1")), QStringLiteral("d = 1"));
        QCOMPARE(graphs->findChild<QLabel *>(QStringLiteral("graphNarration"))->text(),
                 narrateRetrogradeStart());

        // → : the terminal is decided and queued.
        QTest::keyClick(graphs, Qt::Key_Right);
        QCOMPARE(graphs->step(), 1);
        QCOMPARE(shown(graphs, QStringLiteral("t")), QStringLiteral("LOSS 0"));
        QVERIFY(graphs->scene()
                    ->vertexItem(vertexNamed(*graphs->graph(), QStringLiteral("t")))
                    ->state()
                    .queued);
        QCOMPARE(graphs->panel()->queueList()->count(), 1);
        QVERIFY(graphs->narration().startsWith(QStringLiteral("t ends the game as a loss")));
        QCOMPARE(shown(graphs, QStringLiteral("q")), QStringLiteral("d = 2"));

        // End: the cycle's positions are draws, the others the reference labels.
        QTest::keyClick(graphs, Qt::Key_End);
        QCOMPARE(graphs->step(), graphs->stepCount());
        QCOMPARE(graphs->stepCount(), 9);
        QCOMPARE(shown(graphs, QStringLiteral("c1")), QStringLiteral("DRAW"));
        QCOMPARE(shown(graphs, QStringLiteral("c2")), QStringLiteral("DRAW"));
        QCOMPARE(shown(graphs, QStringLiteral("t")), QStringLiteral("LOSS 0"));
        QCOMPARE(shown(graphs, QStringLiteral("q")), QStringLiteral("WIN 1"));
        QCOMPARE(shown(graphs, QStringLiteral("p")), QStringLiteral("LOSS 2"));
        for (VertexId v = 0; v < 5; ++v) {
            const auto &state = graphs->scene()->vertexItem(v)->state();
            QVERIFY(state.label);
            QCOMPARE(*state.label, graphs->result().label[std::size_t(v)]);
            QVERIFY(!state.queued);
        }
        QCOMPARE(graphs->panel()->queueList()->count(), 0);
        QVERIFY2(graphs->narration().contains(QStringLiteral("The rest are draws: no rule decides "
                                                             "them. c2 is a draw.")),
                 qPrintable(graphs->narration()));
        QVERIFY2(graphs->panel()->countsText().contains(QStringLiteral("1 won, 2 lost, 2 drawn")),
                 qPrintable(graphs->panel()->countsText()));

        // ← twice and Home go back: c2 undecided again, then everything.
        QTest::keyClick(graphs, Qt::Key_Left);
        QCOMPARE(shown(graphs, QStringLiteral("c2")), QStringLiteral("d = 1"));
        QCOMPARE(shown(graphs, QStringLiteral("c1")), QStringLiteral("DRAW"));
        QTest::keyClick(graphs, Qt::Key_Home);
        QCOMPARE(graphs->step(), 0);
        QCOMPARE(shown(graphs, QStringLiteral("t")), QStringLiteral("d = 0"));
        QCOMPARE(shown(graphs, QStringLiteral("p")), QStringLiteral("d = 1"));
    }

    void theStepsMoveAndCounterIsHighlighted()
    {
        GraphWindow w;
        QVERIFY(w.openFile(dataFile("graph-cycle.dot")));
        // Step 5 (1-based) is the Decrement of p through q: p is the step's position, q the
        // cause, and the move p → q is drawn in the step's colour.
        w.setStep(5);
        const GameGraph &g = *w.graph();
        const VertexId p = vertexNamed(g, QStringLiteral("p")),
                       q = vertexNamed(g, QStringLiteral("q"));
        QCOMPARE(w.result().steps[4].kind, RetrogradeStep::Kind::Decrement);
        QVERIFY(w.scene()->vertexItem(p)->state().current);
        QVERIFY(w.scene()->vertexItem(q)->state().cause);
        QCOMPARE(w.scene()->vertexItem(p)->stateText(), QStringLiteral("d = 0"));
        int highlighted = 0;
        for (const MoveItem *m : w.scene()->moveItems()) {
            if (m->isHighlighted()) {
                ++highlighted;
                QCOMPARE(m->from(), p);
                QCOMPARE(m->to(), q);
            }
        }
        QCOMPARE(highlighted, 1);
        // Finding a position says what the analysis found for it.
        QCOMPARE(w.panel()->find(QStringLiteral("p")), p);
        QVERIFY2(w.panel()->answer().contains(QStringLiteral("LOSS 2, best move to q")),
                 qPrintable(w.panel()->answer()));
    }

    void malformedDotNamesThePlace()
    {
        const QRegularExpression place(QStringLiteral("graph-malformed\\.dot:3:\\d+: "));
        MainWindow window;
        QVERIFY(!window.openFile(dataFile("graph-malformed.dot")));
        QVERIFY2(place.match(window.lastError()).hasMatch(), qPrintable(window.lastError()));
        GraphWindow *graphs = window.graphWindow();
        QVERIFY(!graphs->openFile(dataFile("graph-malformed.dot")));
        QVERIFY2(place.match(graphs->lastError()).hasMatch(), qPrintable(graphs->lastError()));
        // A result that is no result, where the file says it.
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.dot"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("digraph {\n  a -> b\n  b [result=won]\n}\n");
        file.close();
        QVERIFY(!graphs->openFile(bad));
        QVERIFY2(graphs->lastError().startsWith(bad + QStringLiteral(":2:8: node \"b\"")),
                 qPrintable(graphs->lastError()));
    }

    void aDotTreeStillOpensAsATree()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tree.dot"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("digraph { r -> a; r -> b; a [value=3]; b [value=5] }\n");
        file.close();
        MainWindow window;
        QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
        QVERIFY(!window.graphWindow()->isVisible());
        QCOMPARE(window.session()->tree().size(), 3);
        // A tree whose node says something wrong is still a tree: the tree reader says what.
        const QString bad = dir.filePath(QStringLiteral("bad-tree.dot"));
        QFile badFile(bad);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write("digraph { r [kind=bogus] }\n");
        badFile.close();
        QVERIFY(!window.openFile(bad));
        QVERIFY2(window.lastError().contains(QStringLiteral("bogus")),
                 qPrintable(window.lastError()));
        QVERIFY(!window.graphWindow()->isVisible());
        // Two moves into one position: no tree, a game graph.
        const QString shared = dir.filePath(QStringLiteral("shared.dot"));
        QFile sharedFile(shared);
        QVERIFY(sharedFile.open(QIODevice::WriteOnly));
        sharedFile.write("digraph { r -> a; r -> b; a -> c; b -> c }\n");
        sharedFile.close();
        QVERIFY2(window.openFile(shared), qPrintable(window.lastError()));
        QVERIFY(window.graphWindow()->isVisible());
        QCOMPARE(window.graphWindow()->graph()->size(), 4);
        QCOMPARE(window.session()->tree().size(), 3); // the tree on screen stays
    }

    void lessonGraphLabels()
    {
        GraphWindow w;
        QVERIFY(w.openFile(dataFile("graph-lesson.dot")));
        w.setStep(w.stepCount());
        const QStringList expected = {QStringLiteral("s WIN 3"), QStringLiteral("p LOSS 2"),
                                      QStringLiteral("c1 DRAW"), QStringLiteral("q WIN 1"),
                                      QStringLiteral("r WIN 1"), QStringLiteral("t LOSS 0"),
                                      QStringLiteral("c2 DRAW"), QStringLiteral("d DRAW")};
        QStringList got;
        for (VertexId v = 0; v < w.graph()->size(); ++v)
            got << w.graph()->position(v) + u' ' + w.scene()->vertexItem(v)->stateText();
        QCOMPARE(got, expected);
    }

    // The sentence of each step says what its record says: the rule, the positions, the
    // counter, the remoteness.
    void narrationMatchesTheStepRecord()
    {
        const GameGraph g = graphOf("digraph { p -> q; q -> t; q -> c1; c1 -> c2; c2 -> c1;"
                                    " t [result=loss] }");
        const RetrogradeResult r = analyseRetrograde(g);
        const QStringList expected = {
            QStringLiteral("t ends the game as a loss for the player to move (declared): lost in "
                           "0."),
            QStringLiteral("t leaves the queue. It is lost in 0: every undecided position with a "
                           "move to it is won in 1."),
            QStringLiteral("q has a move to the lost position t: q is won in 1."),
            QStringLiteral("q leaves the queue. It is won in 1: moving there loses, so every "
                           "undecided position with a move to it counts one way out less."),
            QStringLiteral("q is won for the player to move there: p has no move left that is not "
                           "known to lose."),
            QStringLiteral("The only move of p leads to a position won for the opponent: p is lost "
                           "in 2."),
            QStringLiteral("p leaves the queue. It is lost in 2: every undecided position with a "
                           "move to it is won in 3."),
            QStringLiteral("The queue is empty. The rest are draws: no rule decides them. c1 is a "
                           "draw."),
            QStringLiteral("The queue is empty. The rest are draws: no rule decides them. c2 is a "
                           "draw."),
        };
        QCOMPARE(int(r.steps.size()), int(expected.size()));
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(narrateRetrogradeStep(g, r, i), expected[i]);

        // Grundy's game from 7, the deck's example: 7's three moves all lead to wins in 3.
        const GameGraph grundy =
            *findGraphGame(QStringLiteral("grundy"))->build(OptionValues(), false, nullptr);
        const RetrogradeResult gr = analyseRetrograde(grundy);
        const VertexId seven = vertexNamed(grundy, QStringLiteral("7"));
        QVERIFY(seven != NoVertex);
        int labelled = 0;
        for (int i = 0; i < int(gr.steps.size()); ++i) {
            const RetrogradeStep &s = gr.steps[std::size_t(i)];
            const QString sentence = narrateRetrogradeStep(grundy, gr, i);
            // Every sentence names its position, and the ones that decide say the remoteness.
            QVERIFY2(sentence.contains(grundy.position(s.vertex)), qPrintable(sentence));
            if (s.kind == RetrogradeStep::Kind::Label || s.kind == RetrogradeStep::Kind::Terminal)
                QVERIFY2(sentence.contains(QStringLiteral(" in %1.").arg(s.remoteness)),
                         qPrintable(sentence));
            if (s.kind == RetrogradeStep::Kind::Decrement && s.counter > 1)
                QVERIFY2(sentence.contains(QStringLiteral("has %1 moves left").arg(s.counter)),
                         qPrintable(sentence));
            if (s.kind == RetrogradeStep::Kind::Label && s.vertex == seven) {
                ++labelled;
                QCOMPARE(sentence, QStringLiteral("All 3 moves of 7 lead to positions won for the "
                                                  "opponent: 7 is lost in 4."));
            }
        }
        QCOMPARE(labelled, 1);
    }

    // Seeking anywhere, forwards or backwards, gives the frame stepping from 0 gives.
    void replaySeeksBothWays()
    {
        std::mt19937 random(31);
        GameGraph g;
        const int n = 40;
        for (int v = 0; v < n; ++v)
            g.addVertex(QString::number(v));
        for (int v = 0; v < n; ++v) {
            std::vector<VertexId> moves;
            for (int k = int(random() % 3); k > 0; --k)
                moves.push_back(VertexId(random() % n));
            std::sort(moves.begin(), moves.end());
            moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
            if (!moves.empty())
                g.setMoves(v, moves);
        }
        const RetrogradeResult r = analyseRetrograde(g);
        RetrogradeReplay jumping(r);
        for (int round = 0; round < 50; ++round) {
            const int to = int(random() % (r.steps.size() + 1));
            jumping.seek(to);
            RetrogradeReplay fresh(r);
            for (int s = 1; s <= to; ++s)
                fresh.seek(s);
            QCOMPARE(jumping.frame().counter, fresh.frame().counter);
            QCOMPARE(jumping.frame().label, fresh.frame().label);
            QCOMPARE(jumping.frame().remoteness, fresh.frame().remoteness);
            QCOMPARE(jumping.frame().queue, fresh.frame().queue);
            QCOMPARE(jumping.frame().head, fresh.frame().head);
        }
        jumping.seek(int(r.steps.size()));
        for (std::size_t v = 0; v < std::size_t(n); ++v) {
            QCOMPARE(jumping.frame().label[v], std::optional(r.label[v]));
            QCOMPARE(jumping.frame().remoteness[v], r.remoteness[v]);
        }
        QCOMPARE(jumping.frame().wins, r.wins);
        QCOMPARE(jumping.frame().draws, r.draws);
    }

    void enginesByShape()
    {
        QCOMPARE(chooseGraphEngine(graphOf("digraph { a -> b -> c }")), GraphEngine::Dot);
        QCOMPARE(chooseGraphEngine(graphOf("digraph { a -> b -> a }")), GraphEngine::Neato);
        QString error;
        const GameGraph cyc = graphOf("digraph { a -> b -> a; b -> c }");
        const auto layout = graphLayout(cyc, std::vector<NodeSize>(3, NodeSize{60, 40}), &error);
        QVERIFY2(layout, qPrintable(error));
        QCOMPARE(layout->centers.size(), std::size_t(3));
        QCOMPARE(layout->moves.size(), std::size_t(3));
        for (const auto &m : layout->moves) {
            QVERIFY(m.path.size() >= 4);
            QVERIFY(m.tip);
        }
    }

    // A few hundred positions are laid out on a worker thread: the window steps meanwhile, and
    // the picture comes with the frame the stepper is at.
    void biggerGraphIsLaidOutOffTheGuiThread()
    {
        GameGraph g;
        const int n = 220;
        for (int v = 0; v < n; ++v)
            g.addVertex(QStringLiteral("v%1").arg(v));
        for (int v = 0; v + 1 < n; ++v) // a chain towards the end, and a cycle at its start
            g.setMoves(v, v < 2 ? std::vector<VertexId>{VertexId(1 - v), VertexId(v + 1)}
                                : std::vector<VertexId>{VertexId(v + 1)});
        GraphWindow w;
        w.showGraph(g, QStringLiteral("chain"));
        QVERIFY(w.isLayoutRunning());
        QVERIFY(!w.isDrawn());
        w.setStep(w.stepCount());
        QTRY_VERIFY_WITH_TIMEOUT(w.isDrawn(), 120000);
        QCOMPARE(w.scene()->vertexCount(), n);
        for (VertexId v = 0; v < n; ++v) {
            QVERIFY(w.scene()->vertexItem(v)->state().label);
            QCOMPARE(*w.scene()->vertexItem(v)->state().label, w.result().label[std::size_t(v)]);
        }
        QCOMPARE(w.scene()->vertexItem(n - 1)->stateText(), QStringLiteral("LOSS 0"));
    }

    // The L-game's 18,368 positions are not drawn: the window solves them, shows the counts and
    // finds a position, without hanging on a layout.
    void bigGraphIsSolvedNotDrawn()
    {
        GraphWindow w;
        const GameGraph g =
            *findGraphGame(QStringLiteral("lgame"))->build(OptionValues(), false, nullptr);
        const QString someone = g.position(0);
        w.showGraph(g, QStringLiteral("lgame"));
        QVERIFY(!w.isDrawn());
        QVERIFY(w.isStepped()); // on its neighbourhoods (lgameIsSteppedOnItsNeighbourhood)
        w.setStep(w.stepCount());
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 120000); // its neighbourhood's
        QVERIFY2(w.panel()->layoutNote().contains(
                     QStringLiteral("18368 positions are too many to draw")),
                 qPrintable(w.panel()->layoutNote()));
        QVERIFY2(
            w.panel()->countsText().contains(QStringLiteral("8048 won, 232 lost, 10088 drawn")),
            qPrintable(w.panel()->countsText()));
        QCOMPARE(w.panel()->find(someone), 0);
        QVERIFY(!w.panel()->answer().isEmpty());
    }

    void exportsSvgAndPng()
    {
        GraphWindow w;
        QVERIFY(w.openFile(dataFile("graph-lesson.dot")));
        w.setStep(w.stepCount());
        QTemporaryDir dir;
        QString error;
        const QString svg = dir.filePath(QStringLiteral("g.svg"));
        QVERIFY2(w.exportPicture(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("LOSS 2")); // the labels are text in the picture
        const QString png = dir.filePath(QStringLiteral("g.png"));
        QVERIFY2(w.exportPicture(png, &error), qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 100);
    }

    // A graph file named with XML's own characters: the SVG's title is escaped (it was
    // written as it stood, "Q&A <1>.dot — Game Graph", and the file did not parse), and every
    // format replaces a file atomically, leaving nothing else in the folder.
    void exportsOfAFileNamedQAndA()
    {
        QTemporaryDir dir;
        const QString named = dir.filePath(QStringLiteral("Q&A <1>.dot"));
        QVERIFY(QFile::copy(dataFile("graph-lesson.dot"), named));
        GraphWindow w;
        QVERIFY(w.openFile(named));
        w.setStep(w.stepCount());
        QString error;
        const QString svg = dir.filePath(QStringLiteral("g.svg"));
        QVERIFY2(w.exportPicture(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString title;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"title")
                title = xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(title.startsWith(QStringLiteral("Q&A <1>.dot")), qPrintable(title));
        for (const char *suffix : {"pdf", "png"})
            QVERIFY2(
                w.exportPicture(dir.filePath(QStringLiteral("g.") + QLatin1String(suffix)), &error),
                qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
                 (QStringList{QStringLiteral("Q&A <1>.dot"), QStringLiteral("g.pdf"),
                              QStringLiteral("g.png"), QStringLiteral("g.svg")}));
        // A folder where the picture would go is refused by name, not written into.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.svg")));
        QVERIFY(!w.exportPicture(dir.filePath(QStringLiteral("taken.svg")), &error));
        QVERIFY2(error.contains(QStringLiteral("taken.svg")), qPrintable(error));
    }

    // The other formats of Export (tests/tst_graphexport holds the writers to golden files):
    // a one-page PDF the picture's size, TikZ with the labels of the step shown, and DOT that
    // reads back as the graph, also when the graph is too big to draw.
    void exportsPdfTikzAndDot()
    {
        GraphWindow w;
        QVERIFY(w.openFile(dataFile("graph-lesson.dot")));
        w.setStep(w.stepCount());
        QTemporaryDir dir;
        QString error;
        const QString pdf = dir.filePath(QStringLiteral("g.pdf"));
        QVERIFY2(w.exportPicture(pdf, &error), qPrintable(error));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray pdfBytes = pdfFile.readAll();
        QVERIFY(pdfBytes.startsWith("%PDF-"));
        QCOMPARE(pdfBytes.count("/Type /Page\n") + pdfBytes.count("/Type /Page\r"), 1);
        const QSizeF size = w.scene()->sceneRect().size();
        const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        const QRegularExpressionMatch m = box.match(QString::fromLatin1(pdfBytes));
        QVERIFY(m.hasMatch());
        QVERIFY(std::abs(m.captured(1).toDouble() - size.width()) < 1.5);
        QVERIFY(std::abs(m.captured(2).toDouble() - size.height()) < 1.5);

        const QString tex = dir.filePath(QStringLiteral("g.tex"));
        QVERIFY2(w.exportPicture(tex, &error), qPrintable(error));
        QFile texFile(tex);
        QVERIFY(texFile.open(QIODevice::ReadOnly));
        const QString tikz = QString::fromUtf8(texFile.readAll());
        QVERIFY(tikz.contains(QStringLiteral("\\begin{tikzpicture}")));
        QVERIFY(tikz.contains(QStringLiteral("LOSS 2")));
        QCOMPARE(tikz.count(QStringLiteral("\\node[gtposition")), int(w.graph()->size()));
        w.setStep(0); // nothing decided yet: no label in the picture
        QVERIFY2(w.exportPicture(tex, &error), qPrintable(error));
        QFile again(tex); // written anew: a file of its own
        QVERIFY(again.open(QIODevice::ReadOnly));
        const QString start = QString::fromUtf8(again.readAll());
        QVERIFY(start.contains(QStringLiteral("\\node[gtposition")));
        QVERIFY(!start.contains(QStringLiteral("LOSS")));

        const QString dot = dir.filePath(QStringLiteral("g.dot"));
        QVERIFY2(w.exportPicture(dot, &error), qPrintable(error));
        QFile dotFile(dot);
        QVERIFY(dotFile.open(QIODevice::ReadOnly));
        QCOMPARE(graphOf(dotFile.readAll()), *w.graph());

        // The L-game is not drawn whole, but its whole DOT is written all the same.
        GraphWindow big;
        big.showGraph(
            *findGraphGame(QStringLiteral("lgame"))->build(OptionValues(), false, nullptr),
            QStringLiteral("lgame"));
        QVERIFY2(big.exportWholeGraph(dir.filePath(QStringLiteral("l.gv")), &error),
                 qPrintable(error));
        QFile gv(dir.filePath(QStringLiteral("l.gv")));
        QVERIFY(gv.open(QIODevice::ReadOnly));
        QCOMPARE(graphOf(gv.readAll()).size(), VertexId(18368));
    }

    // Issue 31, "show as graph": the tree on the canvas folds into its positions on a worker
    // thread, and the graph window says how many nodes became how many positions. The whole
    // tic-tac-toe tree: 549,946 nodes, 5,478 positions.
    void foldActionShowsTheTreesPositions()
    {
        SearchSession session;
        GraphWindow graphs;
        TreeFoldAction fold(&session, &graphs);
        QVERIFY(!fold.action()->isEnabled()); // no tree, no keys
        QString error;
        auto tree = findGenerator(QStringLiteral("tictactoe"))->generate({}, 1, &error);
        QVERIFY2(tree, qPrintable(error));
        QCOMPARE(tree->size(), 549946);
        Document document;
        document.tree = std::move(*tree);
        document.algorithm = QStringLiteral("minimax");
        session.setDocument(std::move(document));
        QVERIFY(fold.action()->isEnabled());
        fold.action()->trigger();
        QVERIFY(fold.isRunning());
        QVERIFY(!fold.action()->isEnabled()); // one fold at a time
        QTRY_VERIFY_WITH_TIMEOUT(!fold.isRunning() && graphs.graph(), 120000);
        QCOMPARE(graphs.graph()->size(), 5478);
        QCOMPARE(*graphs.graph(),
                 *findGraphGame(QStringLiteral("tictactoe"))->build(OptionValues(), true, nullptr));
        QVERIFY(graphs.isVisible());
        const QString origin = graphs.panel()->origin();
        QCOMPARE(origin, TreeFoldAction::foldText(549946, 5478));
        QVERIFY2(origin.contains(QLocale().toString(qint64(549946))) &&
                     origin.contains(QLocale().toString(qint64(5478))),
                 qPrintable(origin));
        QVERIFY(fold.action()->isEnabled());
        // Too big to draw whole: the start's neighbourhood is drawn, and the analysis stepped.
        QVERIFY(!graphs.isDrawn());
        QVERIFY(graphs.isNeighbourhoodShown());
        QVERIFY(graphs.isStepped());
        QCOMPARE(graphs.result().label[0], GameResult::Draw);

        // A tree without keys folds into nothing new: the action is off.
        Document plain;
        plain.tree = parseTreeText(u"max(min(3,4),5)", QStringLiteral("<text>"), nullptr)->tree;
        session.setDocument(std::move(plain));
        QVERIFY(!fold.action()->isEnabled());
    }

    // View ▸ Show as Game Graph in the main window, on a small keyed tree: Grundy's game from 7.
    void mainWindowShowsAKeyedTreeAsAGraph()
    {
        MainWindow window;
        auto *action = window.findChild<QAction *>(QStringLiteral("showAsGameGraph"));
        QVERIFY(action);
        bool inViewMenu = false;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(action))
                inViewMenu = menu->text().remove(u'&') == QStringLiteral("View");
        }
        QVERIFY(inViewMenu);
        OptionValues options;
        options.set(QStringLiteral("pile"), 7);
        QString error;
        auto tree = findGenerator(QStringLiteral("grundy"))->generate(options, 1, &error);
        QVERIFY2(tree, qPrintable(error));
        const int nodes = tree->size();
        Document grundy;
        grundy.tree = std::move(*tree);
        window.session()->setDocument(std::move(grundy));
        QVERIFY(action->isEnabled());
        action->trigger();
        GraphWindow *graphs = window.graphWindow();
        QTRY_VERIFY_WITH_TIMEOUT(graphs->graph() && graphs->isDrawn(), 60000);
        const GameGraph expected =
            *findGraphGame(QStringLiteral("grundy"))->build(options, true, nullptr);
        QCOMPARE(graphs->graph()->size(), expected.size());
        QCOMPARE(graphs->panel()->origin(), TreeFoldAction::foldText(nodes, expected.size()));
        QVERIFY(nodes > expected.size()); // the transpositions folded
    }

    // A graph too big to draw whole (tic-tac-toe's 5,478 positions) shows the positions within k
    // moves of one, stepped with the whole analysis; a position found, or double-clicked, is
    // the next centre.
    void bigGraphShowsANeighbourhood()
    {
        const GameGraph ttt =
            *findGraphGame(QStringLiteral("tictactoe"))->build(OptionValues(), true, nullptr);
        GraphWindow w;
        w.resize(1280, 720);
        w.show();
        w.showGraph(ttt, QStringLiteral("tictactoe"));
        QVERIFY(!w.isDrawn());
        QVERIFY(w.isStepped());
        QVERIFY(w.isNeighbourhoodShown());
        QCOMPARE(w.neighbourhoodCentre(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 60000);
        QCOMPARE(w.scene()->vertexCount(), 1 + 9); // one move: the empty board and its 9
        // Two moves around the empty board: its 9 successors and their 72.
        auto *moves = w.findChild<QSpinBox *>(QStringLiteral("graphNeighbourhoodMoves"));
        moves->setValue(2);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 60000);
        QCOMPARE(w.scene()->vertexCount(), 1 + 9 + 72);
        QCOMPARE(w.scene()->originalOf(0), 0);
        QVERIFY2(w.panel()->layoutNote().contains(QStringLiteral(
                     "The neighbourhood of .../.../...: the 82 positions within 2 moves of it")),
                 qPrintable(w.panel()->layoutNote()));
        // The frames are the whole analysis's: at the end every drawn position shows its label.
        w.setStep(w.stepCount());
        for (VertexId v = 0; v < w.scene()->vertexCount(); ++v) {
            const auto &state = w.scene()->vertexItem(v)->state();
            QVERIFY(state.label);
            QCOMPARE(*state.label, w.result().label[std::size_t(w.scene()->originalOf(v))]);
        }
        // Stepping shows the step's position when it is drawn: the first terminal is not (it
        // is far from the start), a label next to the start is.
        w.setStep(0);
        bool seen = false;
        for (int i = 0; i < w.stepCount() && !seen; ++i) {
            const RetrogradeStep &s = w.result().steps[std::size_t(i)];
            const VertexId drawn = w.scene()->sceneVertexOf(s.vertex);
            if (drawn == NoVertex || s.kind != RetrogradeStep::Kind::Label)
                continue;
            w.setStep(i + 1);
            QVERIFY(w.scene()->vertexItem(drawn)->state().current);
            QVERIFY(w.scene()->vertexItem(drawn)->state().label);
            seen = true;
        }
        QVERIFY(seen);
        // One move: the start and its 9.
        moves->setValue(1);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 60000);
        QCOMPARE(w.scene()->vertexCount(), 10);
        // Found by its text: the neighbourhood moves there, before it and after it.
        const VertexId x = w.panel()->find(QStringLiteral("x../.../..."));
        QVERIFY(x != NoVertex);
        emit w.panel()->vertexFound(x);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 60000);
        QCOMPARE(w.neighbourhoodCentre(), x);
        QCOMPARE(w.scene()->originalOf(0), x);
        QCOMPARE(w.scene()->vertexCount(), 1 + 8 + 1); // 8 replies and the empty board
        QVERIFY(w.scene()->sceneVertexOf(0) != NoVertex);
        // A double click on the empty board looks from there again.
        QGraphicsItem *start = w.scene()->vertexItem(w.scene()->sceneVertexOf(0));
        w.view()->centerOn(start);
        QTest::mouseDClick(w.view()->viewport(), Qt::LeftButton, {},
                           w.view()->mapFromScene(start->scenePos()));
        QTRY_COMPARE(w.neighbourhoodCentre(), 0);
        QVERIFY(w.panel()->answer().startsWith(QStringLiteral(".../.../...: DRAW")));
    }

    // Issue 31 in the lecture hall: the L-game's analysis is stepped like any other, on the
    // neighbourhood shown. At step k every position drawn shows what the record has given it
    // by then; Page Down goes to the next step that changes a position drawn; the quiz asks
    // about the positions drawn.
    void lgameIsSteppedOnItsNeighbourhood()
    {
        GraphWindow w;
        w.resize(1280, 720);
        w.show();
        w.showGraph(*findGraphGame(QStringLiteral("lgame"))->build(OptionValues(), false, nullptr),
                    QStringLiteral("lgame"));
        QVERIFY(w.isStepped());
        QCOMPARE(w.stepCount(), 395736); // docs/algorithms.md
        QVERIFY(w.isNeighbourhoodShown());
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 180000);
        const VertexId drawn = w.scene()->vertexCount();
        QVERIFY(drawn > 10);
        const RetrogradeResult &r = w.result();
        std::vector<bool> shownHere(r.degree.size(), false);
        for (VertexId v = 0; v < drawn; ++v)
            shownHere[std::size_t(w.scene()->originalOf(v))] = true;
        const int count = w.stepCount();
        for (const int k : {0, 1, 5000, count / 3, count / 2 + 7, count - 1, count}) {
            w.setStep(k);
            QCOMPARE(w.step(), k);
            const RecordAt at = recordAt(r, k);
            for (VertexId v = 0; v < drawn; ++v) {
                const auto o = std::size_t(w.scene()->originalOf(v));
                const VertexItem::State &state = w.scene()->vertexItem(v)->state();
                QCOMPARE(state.label, at.label[o]);
                if (!state.label)
                    QCOMPARE(state.counter, at.counter[o]);
            }
        }
        QVERIFY2(
            w.panel()->countsText().contains(QStringLiteral("8048 won, 232 lost, 10088 drawn")),
            qPrintable(w.panel()->countsText()));
        // Page Down: done is the first step that changes a position drawn, none before it.
        w.setStep(0);
        w.stepToNextShown();
        const int k = w.step();
        QVERIFY(k > 0);
        for (int i = 0; i + 1 < k; ++i)
            QVERIFY(!shownHere[std::size_t(r.steps[std::size_t(i)].vertex)]);
        const VertexId touched = w.scene()->sceneVertexOf(r.steps[std::size_t(k - 1)].vertex);
        QVERIFY(touched != NoVertex);
        QVERIFY(w.scene()->vertexItem(touched)->state().current);
        w.stepToNextShown();
        QVERIFY(w.step() > k);
        QVERIFY(shownHere[std::size_t(r.steps[std::size_t(w.step() - 1)].vertex)]);
        w.stepToPreviousShown();
        QCOMPARE(w.step(), k);
        w.stepToPreviousShown();
        QCOMPARE(w.step(), 0);
        // The quiz: End stops at the first question, about a position drawn.
        w.quizBar()->toggleAction()->trigger();
        QVERIFY(w.quizBar()->isActive());
        w.setStep(w.stepCount());
        const int asked = w.quizBar()->askedStep();
        QVERIFY(asked >= 0);
        QCOMPARE(w.step(), asked);
        QVERIFY(shownHere[std::size_t(r.steps[std::size_t(asked)].vertex)]);
        w.quizBar()->reveal();
        QCOMPARE(w.step(), asked + 1);
        w.setStep(w.stepCount());
        QVERIFY(w.quizBar()->askedStep() > asked);
        QVERIFY(shownHere[std::size_t(r.steps[std::size_t(w.quizBar()->askedStep())].vertex)]);
        // Slides of a neighbourhood: the steps that label a position drawn, drawn alone.
        QString error;
        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("l.html"));
        QVERIFY2(w.exportSlides(html, true, &error), qPrintable(error));
        const QByteArray player = fileBytes(html);
        const std::vector<int> frames = retrogradeSlideStepsShown(r, shownHere, true);
        QCOMPARE(int(frames.size()), drawn + 2); // each drawn position labelled once
        QCOMPARE(player.count("{\"c\":"), qsizetype(frames.size()));
        QCOMPARE(player.count("<g class=\"v\""), qsizetype(drawn));
    }

    // A position's text comes from the file: the neighbourhood's caption isolates it, so that
    // a right-to-left override in it cannot reverse the sentence around it (issue 27's rule).
    void neighbourhoodCaptionIsolatesThePosition()
    {
        QByteArray dot = "digraph {\n\"\xE2\x80\xAE"
                         "abc\" -> p1;\n";
        for (int i = 1; i < 1600; ++i)
            dot += "p" + QByteArray::number(i) + " -> p" + QByteArray::number(i + 1) + ";\n";
        dot += "}\n";
        GraphWindow w;
        w.resize(1280, 720);
        w.show();
        w.showGraph(graphOf(dot), QStringLiteral("chain"));
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 60000);
        const QString caption = w.neighbourhoodCaption();
        QVERIFY2(caption.contains(QStringLiteral("of \u2068\u202Eabc\u2069: ")),
                 qPrintable(caption));
    }

    // File ▸ Export of a neighbourhood: the positions drawn and the moves among them, nothing
    // else, with a caption that says what they are part of; the whole graph has its own DOT.
    void exportsTheNeighbourhoodShown()
    {
        installTranslations(QStringLiteral("en")); // English's plurals: "within 1 move"
        const GameGraph ttt =
            *findGraphGame(QStringLiteral("tictactoe"))->build(OptionValues(), true, nullptr);
        GraphWindow w;
        w.resize(1280, 720);
        w.show();
        w.showGraph(ttt, QStringLiteral("tictactoe"));
        QTRY_VERIFY_WITH_TIMEOUT(!w.isLayoutRunning(), 60000);
        QCOMPARE(w.scene()->vertexCount(), 10); // the empty board and its 9
        w.setStep(w.stepCount());
        const QString caption = QStringLiteral(
            "The neighbourhood of .../.../...: the 10 positions within 1 move of it, before it "
            "and after it.");
        QCOMPARE(w.neighbourhoodCaption(), caption);
        QVERIFY2(w.panel()->layoutNote().contains(caption), qPrintable(w.panel()->layoutNote()));
        QStringList drawn;
        for (VertexId v = 0; v < w.scene()->vertexCount(); ++v)
            drawn << ttt.position(w.scene()->originalOf(v));
        const QString farAway = QStringLiteral("xo./.../..."); // two moves from the start
        QVERIFY(vertexNamed(ttt, farAway) != NoVertex);
        QVERIFY(!drawn.contains(farAway));

        QTemporaryDir dir;
        QString error;
        const QString svg = dir.filePath(QStringLiteral("n.svg"));
        QVERIFY2(w.exportPicture(svg, &error), qPrintable(error));
        const QString svgText = QString::fromUtf8(fileBytes(svg));
        QVERIFY(svgText.contains(QStringLiteral("The neighbourhood of .../.../...")));
        for (const QString &name : drawn)
            QVERIFY2(svgText.contains(name), qPrintable(name));
        QVERIFY(!svgText.contains(farAway));

        const QString tex = dir.filePath(QStringLiteral("n.tex"));
        QVERIFY2(w.exportPicture(tex, &error), qPrintable(error));
        const QString tikz = QString::fromUtf8(fileBytes(tex));
        QCOMPARE(tikz.count(QStringLiteral("\\node[gtposition")), 10);
        QVERIFY(tikz.contains(QStringLiteral("within 1 move of it")));
        QVERIFY(tikz.contains(QStringLiteral("DRAW"))); // the labels of the step shown
        QVERIFY(!tikz.contains(QStringLiteral("xo.")));

        const QString dot = dir.filePath(QStringLiteral("n.dot"));
        QVERIFY2(w.exportPicture(dot, &error), qPrintable(error));
        const QByteArray dotText = fileBytes(dot);
        const GameGraph part = graphOf(dotText);
        QCOMPARE(part.size(), 10);
        QStringList written;
        for (VertexId v = 0; v < part.size(); ++v)
            written << part.position(v);
        QCOMPARE(written, drawn);
        QCOMPARE(part.moveCount(), 9);
        QVERIFY(dotText.contains("label=\"The neighbourhood of .../.../...: the 10 positions"));
        QVERIFY(dotText.contains("xlabel=\"draw\"")); // the whole analysis's labels

        const QString png = dir.filePath(QStringLiteral("n.png"));
        QVERIFY2(w.exportPicture(png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(image.height() > 2 * w.scene()->sceneRect().height()); // the caption's band
        const QString pdf = dir.filePath(QStringLiteral("n.pdf"));
        QVERIFY2(w.exportPicture(pdf, &error), qPrintable(error));
        QVERIFY(fileBytes(pdf).startsWith("%PDF-"));

        const QString whole = dir.filePath(QStringLiteral("whole.gv"));
        QVERIFY2(w.exportWholeGraph(whole, &error), qPrintable(error));
        QCOMPARE(graphOf(fileBytes(whole)).size(), ttt.size());
        installTranslations(QString());
    }

    // Issue 31: "within 1 moves". Every count in the graph window's words takes its plural.
    void countsTakeTheirPlural()
    {
        installTranslations(QStringLiteral("en"));
        GraphWindow w;
        w.showGraph(graphOf("digraph { a -> b }"), QStringLiteral("two"));
        QVERIFY2(w.panel()->layoutNote().startsWith(QStringLiteral("2 positions, 1 move, laid "
                                                                   "out by Graphviz")),
                 qPrintable(w.panel()->layoutNote()));
        QCOMPARE(TreeFoldAction::foldText(1, 1),
                 QStringLiteral("1 tree node → 1 position: a position is one vertex however many "
                                "move orders reach it."));
        GraphWindow big;
        big.showGraph(
            *findGraphGame(QStringLiteral("tictactoe"))->build(OptionValues(), true, nullptr),
            QStringLiteral("ttt"));
        auto *word = big.findChild<QLabel *>(QStringLiteral("graphNeighbourhoodMovesWord"));
        QCOMPARE(word->text(), QStringLiteral("move"));
        big.findChild<QSpinBox *>(QStringLiteral("graphNeighbourhoodMoves"))->setValue(2);
        QCOMPARE(word->text(), QStringLiteral("moves"));
        QTRY_VERIFY_WITH_TIMEOUT(!big.isLayoutRunning(), 60000);
        QVERIFY2(big.neighbourhoodCaption().contains(QStringLiteral("within 2 moves of it")),
                 qPrintable(big.neighbourhoodCaption()));
        installTranslations(QString());
    }

    // Presentation mode (F5) in the graph window, as the main window's: full screen without
    // the menu bar, the positions' texts, the narration and the panel in larger type, the
    // picture laid out again for the larger boxes; Escape restores it all.
    void presentationModeScalesTheGraphWindow()
    {
        GraphWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w)); // Escape goes to this window
        QVERIFY(w.openFile(dataFile("graph-lesson.dot")));
        auto *narration = w.findChild<QLabel *>(QStringLiteral("graphNarration"));
        const int narrationPixels = narration->font().pixelSize();
        const QSizeF box = w.scene()->vertexItem(0)->boundingRect().size();
        const qreal panelPoints = w.panel()->font().pointSizeF();
        w.presentation()->toggleAction()->trigger();
        QVERIFY(w.presentation()->isActive());
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(!w.statusBar()->isVisible());
        QCOMPARE(w.scene()->style().nameFont.pixelSize(),
                 qRound(GraphStyle::standard().nameFont.pixelSize() * PresentationMode::Scale));
        QCOMPARE(narration->font().pixelSize(), qRound(narrationPixels * PresentationMode::Scale));
        QVERIFY(w.panel()->font().pointSizeF() > panelPoints * 1.3);
        QVERIFY(w.isDrawn()); // laid out again with the larger boxes
        QVERIFY(w.scene()->vertexItem(0)->boundingRect().width() > box.width() * 1.4);
        QVERIFY(w.scene()->vertexItem(0)->boundingRect().height() > box.height() * 1.4);
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.presentation()->isActive());
        QVERIFY(w.menuBar()->isVisible());
        QCOMPARE(narration->font().pixelSize(), narrationPixels);
        QCOMPARE(w.scene()->vertexItem(0)->boundingRect().size(), box);
        QCOMPARE(w.panel()->font().pointSizeF(), panelPoints);

        // The main window's presentation mode leaves the graph window's panel and stepper be:
        // it hid every dock and bar below it, the graph window's too, for good.
        MainWindow main;
        main.show();
        main.presentation()->setActive(true);
        GraphWindow *graphs = main.graphWindow();
        QVERIFY(graphs->openFile(dataFile("graph-lesson.dot")));
        graphs->show();
        QVERIFY(graphs->panel()->isVisible());
        QVERIFY(graphs->findChild<QToolBar *>(QStringLiteral("graphStepper"))->isVisible());
        main.presentation()->setActive(false);
        QVERIFY(graphs->panel()->isVisible());
    }

    void neighbourhoodKeepsMovesAndCuts()
    {
        const GameGraph g = graphOf("digraph { a -> b; b -> c; c -> d; d -> b; e -> a; a -> f;"
                                    " f [result=win] }");
        const VertexId b = vertexNamed(g, QStringLiteral("b"));
        const GraphNeighbourhood one = graphNeighbourhood(g, b, 1, 100);
        QStringList names;
        for (VertexId v = 0; v < one.graph.size(); ++v)
            names << one.graph.position(v);
        QCOMPARE(names, (QStringList{"b", "c", "a", "d"})); // successors, then predecessors
        QCOMPARE(one.distance, (std::vector<int>{0, 1, 1, 1}));
        QCOMPARE(one.graph.moveCount(), 4); // a→b, b→c, c→d, d→b; a's move to f is left out
        QVERIFY(!one.cut);
        const GraphNeighbourhood two = graphNeighbourhood(g, b, 2, 100);
        QCOMPARE(two.graph.size(), 6);
        const VertexId f = vertexNamed(two.graph, QStringLiteral("f"));
        QCOMPARE(two.graph.declaredResult(f), std::optional(GameResult::Win));
        QCOMPARE(two.original[std::size_t(f)], vertexNamed(g, QStringLiteral("f")));
        const GraphNeighbourhood cut = graphNeighbourhood(g, b, 2, 3);
        QCOMPARE(cut.graph.size(), 3);
        QVERIFY(cut.cut);
    }

    // The graph window's quiz: → stops before a step that decides something and asks what the
    // position becomes; an answer or Show Answer says right or not, the rule, and steps on.
    void quizAsksBeforeEachDecidingStep()
    {
        GraphWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w)); // the keys go to this window
        QVERIFY(w.openFile(dataFile("graph-lesson.dot")));
        GraphQuizBar *bar = w.quizBar();
        QVERIFY(!bar->isVisible());
        QVERIFY(bar->toggleAction()->isEnabled());
        bar->toggleAction()->trigger();
        QVERIFY(bar->isActive());
        QVERIFY(bar->isVisible());
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.step(), 0); // held: step 1 labels t
        QCOMPARE(bar->askedStep(), 0);
        QVERIFY2(bar->questionText().startsWith(QStringLiteral("t has no move.")),
                 qPrintable(bar->questionText()));
        QCOMPARE(shown(&w, QStringLiteral("t")), QStringLiteral("d = 0")); // not given away
        QVERIFY(bar->submit(QStringLiteral("loss 0")));
        QCOMPARE(w.step(), 1);
        QCOMPARE(shown(&w, QStringLiteral("t")), QStringLiteral("LOSS 0"));
        QVERIFY2(bar->verdictText().startsWith(QStringLiteral("Right: LOSS 0.")),
                 qPrintable(bar->verdictText()));
        QCOMPARE(bar->scoreText(), QStringLiteral("Score: 1 of 1"));
        // The Dequeue is shown; then q's label is asked.
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.step(), 2);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.step(), 2);
        QCOMPARE(bar->askedStep(), 2);
        QVERIFY(!bar->submit(QStringLiteral("perhaps"))); // no answer: asked again
        QCOMPARE(w.step(), 2);
        QVERIFY(bar->submit(QStringLiteral("draw")));
        QCOMPARE(w.step(), 3);
        QVERIFY2(bar->verdictText().startsWith(QStringLiteral("Not quite: you said DRAW, the "
                                                              "answer is WIN 1.")),
                 qPrintable(bar->verdictText()));
        // End goes no further than the next question; Show Answer steps on.
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(w.step(), 3);
        bar->reveal();
        QCOMPARE(w.step(), 4);
        QCOMPARE(bar->scoreText(), QStringLiteral("Score: 1 of 3"));
        // Back over answered questions and forward again: not asked twice.
        w.setStep(0);
        w.setStep(4);
        QCOMPARE(w.step(), 4);
        // Off: the stepper goes anywhere.
        bar->toggleAction()->trigger();
        QVERIFY(!bar->isVisible());
        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(w.step(), w.stepCount());
    }

    // File ▸ Export Slides: the analysis step by step, a player frame or a page per step.
    void exportsSlides()
    {
        GraphWindow w;
        QVERIFY(w.openFile(dataFile("graph-lesson.dot")));
        QTemporaryDir dir;
        QString error;
        const QString html = dir.filePath(QStringLiteral("lesson.html"));
        QVERIFY2(w.exportSlides(html, false, &error), qPrintable(error));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count("{\"c\":"), qsizetype(w.stepCount() + 1));
        const QString pdf = dir.filePath(QStringLiteral("lesson.pdf"));
        QVERIFY2(w.exportSlides(pdf, true, &error), qPrintable(error));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdfFile.readAll();
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r"), 9);
        // Not for a graph shown only in part.
        GraphWindow big;
        big.showGraph(
            *findGraphGame(QStringLiteral("tictactoe"))->build(OptionValues(), true, nullptr),
            QStringLiteral("ttt"));
        // A neighbourhood shown makes slides of itself: a frame after each step about one of
        // its positions (Page Down's walk), the neighbourhood alone in the picture.
        QTRY_VERIFY_WITH_TIMEOUT(!big.isLayoutRunning(), 60000);
        QCOMPARE(big.scene()->vertexCount(), 10);
        std::vector<bool> shown(std::size_t(big.graph()->size()), false);
        for (VertexId v = 0; v < 10; ++v)
            shown[std::size_t(big.scene()->originalOf(v))] = true;
        const std::vector<int> walk = retrogradeSlideStepsShown(big.result(), shown, false);
        QVERIFY(walk.size() > 12 && walk.size() < 400);
        QVERIFY2(big.exportSlides(html, false, &error), qPrintable(error));
        QFile part(html);
        QVERIFY(part.open(QIODevice::ReadOnly));
        const QByteArray player = part.readAll();
        QCOMPARE(player.count("{\"c\":"), qsizetype(walk.size()));
        QCOMPARE(player.count("<g class=\"v\""), qsizetype(10));
        big.setStep(0);
        big.stepToNextShown(); // the walk's first step is the slides' second frame
        QCOMPARE(big.step(), walk[1]);
        QVERIFY2(big.exportSlides(pdf, true, &error), qPrintable(error));
        QFile keyPdf(pdf);
        QVERIFY(keyPdf.open(QIODevice::ReadOnly));
        const QByteArray keyBytes = keyPdf.readAll();
        QCOMPARE(keyBytes.count("/Type /Page\n") + keyBytes.count("/Type /Page\r"), 10 + 2);
    }

    // The dark palette reaches the graph window: the picture follows the canvas.
    void darkPaletteFollowsTheCanvas()
    {
        MainWindow window;
        window.setDark(true);
        GraphWindow *graphs = window.graphWindow();
        QVERIFY(graphs->openFile(dataFile("graph-lesson.dot")));
        QCOMPARE(graphs->scene()->style().background, GraphStyle::dark().background);
        QCOMPARE(graphs->scene()->backgroundBrush().color(), GraphStyle::dark().background);
        QVERIFY(graphs->scene()->style().background.lightness() < 80);
        window.setDark(false);
        QCOMPARE(graphs->scene()->style().background, GraphStyle::standard().background);
    }
};

QTEST_MAIN(TstGraphView)
#include "tst_graphview.moc"
