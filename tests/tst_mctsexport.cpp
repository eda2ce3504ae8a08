// MCTS in the classroom's exports (issue 30): decks and the HTML player step a Monte-Carlo tree
// search by whole iteration (one slide per iteration unless asked for every event), show N and
// Q on the nodes and the UCB sums at a selection, say "Iteration k of n" as the window's
// iteration bar does with the window's narration, and the player draws the convergence plot
// with a marker its iteration controls move. `gametree render --plot convergence` writes the
// plot as SVG, PNG or PDF from the trace alone, the same series the dock draws.
#include "clirunner.h"
#include "runsearch.h"
#include "treetexthelpers.h"

#include "views/export/exporter.h"

#include "core/export/convergenceplot.h"
#include "core/export/figureframe.h"
#include "core/export/stepselection.h"
#include "core/search/mcts/mctsconvergence.h"
#include "core/search/mcts/mctsevents.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <QXmlStreamReader>

using namespace gt;
using gt::test::gametree;
using gt::test::parse;
using gt::test::Result;
using gt::test::run;

namespace {

const QString Lecture = QStringLiteral("((10,10),(9,100))");

SearchOptions mctsOptions(int iterations)
{
    SearchOptions o;
    o.set(QStringLiteral("iterations"), iterations);
    return o;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The player's frames: one line of data each, starting with its step.
QList<int> playerSteps(const QByteArray &html)
{
    QList<int> steps;
    static const QRegularExpression frame(QStringLiteral("^\\{\"s\":(\\d+),"),
                                          QRegularExpression::MultilineOption);
    for (auto it = frame.globalMatch(QString::fromUtf8(html)); it.hasNext();)
        steps.append(it.next().captured(1).toInt());
    return steps;
}

QByteArray html(const GameTree &tree, const Trace &trace, StepGranularity by)
{
    ExportOptions options;
    options.steps.by = by;
    QString error;
    const auto bytes = exportBytes({&tree, &trace, -1}, options, ExportFormat::Html, &error);
    if (!bytes)
        qFatal("player: %s", qPrintable(error));
    return *bytes;
}

} // namespace

class TstMctsExport : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void decksStepByIteration()
    {
        const GameTree t = parse(Lecture);
        const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(20));
        const std::vector<int> ends = mctsIterationEnds(trace);
        QCOMPARE(ends.size(), std::size_t(20));
        // By default one slide before the search, one per iteration, and the answer.
        const std::vector<int> steps = selectSteps(t, trace, StepSelection{});
        std::vector<int> expected{0};
        expected.insert(expected.end(), ends.begin(), ends.end());
        if (expected.back() != int(trace.events.size()))
            expected.push_back(int(trace.events.size()));
        QCOMPARE(steps, expected);
        // Every event when asked; other searches are untouched by the granularity.
        StepSelection everyEvent;
        everyEvent.by = StepGranularity::Event;
        QCOMPARE(selectSteps(t, trace, everyEvent).size(), trace.events.size() + 1);
        const Trace minimax = run(t, QStringLiteral("minimax"));
        QCOMPARE(selectSteps(t, minimax, StepSelection{}).size(), minimax.events.size() + 1);
        // A range of steps keeps the iterations inside it.
        StepSelection range;
        range.from = ends[4];
        range.to = ends[9];
        QCOMPARE(selectSteps(t, trace, range),
                 std::vector<int>(ends.begin() + 4, ends.begin() + 10));
    }

    // The legend lists MCTS's two styles when the picture shows them: nodes outside the search
    // tree faded, the playout's path dashed (issue 30), in every format that has a legend.
    void legendExplainsFadedAndPlayout()
    {
        const GameTree t = parse(Lecture);
        const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(3));
        int playout = -1; // the step right after the first playout move
        for (std::size_t i = 0; i < trace.events.size() && playout < 0; ++i)
            if (trace.events[i].type == MctsPlayout)
                playout = int(i) + 1;
        QVERIFY(playout > 0);
        Replayer replayer(t, trace);
        replayer.seek(playout);
        LegendUse use;
        use.add(t, replayer.frame(), PrunedMode::Greyed);
        QVERIFY(use.outside);
        QVERIFY(use.playout);
        const auto entries = legendEntries(t, &trace, use);
        const auto faded = std::find_if(entries.begin(), entries.end(),
                                        [](const LegendEntry &e) { return e.faded; });
        const auto dashed = std::find_if(entries.begin(), entries.end(),
                                         [](const LegendEntry &e) { return e.playout; });
        QVERIFY(faded != entries.end() && dashed != entries.end());
        QCOMPARE(faded->text, QStringLiteral("faded: not in the search tree"));
        QCOMPARE(dashed->text, QStringLiteral("dashed: playout"));

        ExportOptions options;
        options.figure.legend = true;
        QString error;
        // (The player steps by iteration unless asked for every event; an iteration's end
        // shows no playout.)
        options.steps.by = StepGranularity::Event;
        for (ExportFormat format :
             {ExportFormat::Svg, ExportFormat::Tikz, ExportFormat::Dot, ExportFormat::Html}) {
            const auto bytes = exportBytes({&t, &trace, playout}, options, format, &error);
            QVERIFY2(bytes, qPrintable(error));
            const QString text = QString::fromUtf8(*bytes);
            QVERIFY2(text.contains(QStringLiteral("faded: not in the search tree")),
                     qPrintable(QString::number(int(format))));
            QVERIFY2(text.contains(QStringLiteral("dashed: playout")),
                     qPrintable(QString::number(int(format))));
        }
        // The DOT picture fades the nodes too, as the canvas does (colours with an alpha).
        const auto dot = exportBytes({&t, &trace, playout}, options, ExportFormat::Dot, &error);
        QVERIFY(dot->contains("fillcolor=\"#"));
        QVERIFY(QString::fromUtf8(*dot).contains(
            QRegularExpression(QStringLiteral("fillcolor=\"#[0-9a-fA-F]{6}66\""))));
        // A search without a search tree lists neither.
        const Trace minimax = run(t, QStringLiteral("minimax"));
        const auto plain = exportBytes({&t, &minimax, -1}, options, ExportFormat::Tikz, &error);
        QVERIFY(plain && !plain->contains("not in the search tree") && !plain->contains("playout"));
    }

    void beamerSaysTheIteration()
    {
        const GameTree t = parse(Lecture);
        const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(20));
        ExportOptions options;
        options.figure.caption = true;
        QString error;
        const auto tex = exportBytes({&t, &trace, -1}, options, ExportFormat::Beamer, &error);
        QVERIFY2(tex, qPrintable(error));
        const QString text = QString::fromUtf8(*tex);
        const int slides = int(selectSteps(t, trace, {}).size());
        QVERIFY2(text.contains(QStringLiteral("\\only<1-%1>{}").arg(slides)), qPrintable(text));
        QVERIFY(text.contains(
            QStringLiteral("Iteration 20 of 20, step %1 of %1:").arg(trace.events.size())));
        QVERIFY(text.contains(
            QStringLiteral("Iteration 1 of 20, step %1 of").arg(mctsIterationEnds(trace).front())));
        QVERIFY(text.contains(QStringLiteral("N=20")));        // the root's visits at the end
        QVERIFY(text.contains(QStringLiteral("opacity=0.4"))); // nodes not in the search tree

        // Every event: a selection's sums in TeX's symbols, not "?" for √ and ✔.
        options.steps.by = StepGranularity::Event;
        const auto events = exportBytes({&t, &trace, -1}, options, ExportFormat::Beamer, &error);
        QVERIFY2(events, qPrintable(error));
        const QString sums = QString::fromUtf8(*events);
        QVERIFY(sums.contains(QStringLiteral("\\surd")));
        QVERIFY(sums.contains(QStringLiteral("\\triangleright")));
        QVERIFY(!sums.contains(QStringLiteral("?(ln")));
    }

    void playerStepsIterationsWithTheWindowsNarration()
    {
        const GameTree t = parse(Lecture);
        const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(20));
        const QByteArray page = html(t, trace, StepGranularity::Auto);
        const std::vector<int> steps = selectSteps(t, trace, {});
        QCOMPARE(playerSteps(page), QList<int>(steps.begin(), steps.end()));
        // The iteration controls, the window's words, and the steps they jump to.
        QVERIFY(page.contains("<select id=\"by\">"));
        QVERIFY(page.contains("by iteration") && page.contains("by phase"));
        QVERIFY(page.contains("<input id=\"iter\" type=\"number\" min=\"0\" max=\"20\""));
        QByteArray ends = "const IE = [";
        for (int e : mctsIterationEnds(trace))
            ends += QByteArray::number(e) + ',';
        ends.chop(1);
        QVERIFY(page.contains(ends + "]"));
        // N and Q on the nodes; the narration of each frame is the window's (NarrationDock:
        // narrate(step − 1)).
        QVERIFY(page.contains("\"N=20\\nQ="));
        QVERIFY(page.contains("N=20"));
        for (int s : {steps[1], steps[10], steps.back()}) {
            const QByteArray caption =
                QJsonDocument(QJsonArray{narrate(t, trace, s - 1)}).toJson(QJsonDocument::Compact);
            QVERIFY2(page.contains("{\"s\":" + QByteArray::number(s) + ",\"c\":" +
                                   caption.mid(1, caption.size() - 2).replace('<', "\\u003c")),
                     qPrintable(QString::number(s)));
        }
        // The plot under the controls, its marker moved by the script.
        QVERIFY(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\""));
        QCOMPARE(page.count("class=\"mark\""), 2);

        // Every event: a frame per step, and a selection's UCB sums written out.
        const QByteArray phases = html(t, trace, StepGranularity::Event);
        QCOMPARE(playerSteps(phases).size(), qsizetype(trace.events.size() + 1));
        QVERIFY(phases.contains("·√(ln "));
        // Dashed playouts: an edge with the dashed flag at some step.
        QVERIFY(phases.contains("<select id=\"by\">"));

        // Another search has neither controls nor plot.
        const Trace minimax = run(t, QStringLiteral("minimax"));
        const QByteArray plain = html(t, minimax, StepGranularity::Auto);
        QVERIFY(!plain.contains("id=\"by\"") && !plain.contains("class=\"plot\""));
    }

    void convergenceFromTheTraceIsTheEngines()
    {
        const GameTree t = parse(Lecture);
        for (int k : {1, 7, 200, 5000}) {
            const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(k));
            const MctsConvergence a = mctsConvergence(t, mctsOptions(k), 500);
            const MctsConvergence b = mctsConvergence(t, trace, 500);
            QCOMPARE(b.iterations, a.iterations);
            QCOMPARE(b.iteration, a.iteration);
            QCOMPARE(b.visits, a.visits);
            QCOMPARE(b.reference, a.reference);
            for (std::size_t i = 0; i < a.q.size(); ++i)
                for (std::size_t j = 0; j < a.q[i].size(); ++j)
                    QVERIFY(a.q[i][j] == b.q[i][j] ||
                            (std::isnan(a.q[i][j]) && std::isnan(b.q[i][j])));
        }
    }

    void plotSvgHoldsTheSeries()
    {
        const GameTree t = parse(Lecture);
        const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(200));
        Palette p;
        p.background = QStringLiteral("#ffffff");
        p.foreground = QStringLiteral("#000000");
        p.mutedText = QStringLiteral("#666666");
        const ConvergencePlot plot = convergencePlotSvg(t, mctsConvergence(t, trace), p, 50);
        QXmlStreamReader xml(plot.svg);
        QStringList ids;
        int marks = 0;
        QString markPath;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (a.hasAttribute(QStringLiteral("id")))
                ids << a.value(QStringLiteral("id")).toString();
            if (a.value(QStringLiteral("class")) == QLatin1String("mark")) {
                ++marks;
                QVERIFY(!a.hasAttribute(QStringLiteral("style"))); // shown: iteration 50
                markPath = a.value(QStringLiteral("d")).toString();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(ids, (QStringList{"visits0", "q0", "reference0", "visits1", "q1", "reference1"}));
        QCOMPARE(marks, 2);
        // The marker a quarter of the way along the iterations' axis (0 … 200).
        const QString svg = plot.svg;
        const double x0 = QRegularExpression(QStringLiteral("data-x0=\"([0-9.]+)\""))
                              .match(svg)
                              .captured(1)
                              .toDouble();
        const double dx = QRegularExpression(QStringLiteral("data-dx=\"([0-9.]+)\""))
                              .match(svg)
                              .captured(1)
                              .toDouble();
        QVERIFY(markPath.startsWith(
            QStringLiteral("M%1 ").arg(std::round((x0 + 50 * dx) * 100) / 100)));
        QVERIFY(svg.contains(QStringLiteral("Visits N of each root child")));
        QVERIFY(svg.contains(QStringLiteral("stroke-dasharray=\"6 4\"")));
    }

    void renderPlotFromTheCommandLine_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("start");
        QTest::newRow("svg") << "plot.svg" << QByteArray("<svg xmlns");
        QTest::newRow("png") << "plot.png" << QByteArray("\x89PNG");
        QTest::newRow("pdf") << "plot.pdf" << QByteArray("%PDF");
    }
    void renderPlotFromTheCommandLine()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, start);
        const QString out = m_dir.filePath(file);
        const Result r = gametree({"render", "--text", Lecture, "--algo", "mcts", "--iterations",
                                   "300", "--plot", "convergence", "--step", "40", "-o", out});
        QVERIFY2(r.exit == 0, r.err.constData());
        QVERIFY(readAll(out).startsWith(start));
    }

    void renderPlotRefusals()
    {
        const QString out = m_dir.filePath(QStringLiteral("no.svg"));
        Result r = gametree(
            {"render", "--text", Lecture, "--algo", "minimax", "--plot", "convergence", "-o", out});
        QCOMPARE(r.exit, 1);
        QVERIFY(r.err.contains("iterations"));
        r = gametree({"render", "--text", Lecture, "--algo", "mcts", "--plot", "pie", "-o", out});
        QCOMPARE(r.exit, 2);
        r = gametree({"render", "--text", Lecture, "--algo", "mcts", "--plot", "convergence", "-o",
                      m_dir.filePath(QStringLiteral("plot.tex"))});
        QCOMPARE(r.exit, 2);
        QVERIFY(!QFile::exists(out));
    }

    void slidesByFromTheCommandLine()
    {
        const QString iterations = m_dir.filePath(QStringLiteral("it.html"));
        const QString events = m_dir.filePath(QStringLiteral("ev.html"));
        Result r = gametree({"slides", "--text", Lecture, "--algo", "mcts", "--iterations", "20",
                             "-o", iterations});
        QVERIFY2(r.exit == 0, r.err.constData());
        r = gametree({"slides", "--text", Lecture, "--algo", "mcts", "--iterations", "20", "--by",
                      "event", "-o", events});
        QVERIFY2(r.exit == 0, r.err.constData());
        const GameTree t = parse(Lecture);
        const Trace trace = run(t, QStringLiteral("mcts"), mctsOptions(20));
        QCOMPARE(playerSteps(readAll(iterations)).size(),
                 qsizetype(selectSteps(t, trace, {}).size()));
        QCOMPARE(playerSteps(readAll(events)).size(), qsizetype(trace.events.size() + 1));
        r = gametree({"slides", "--text", Lecture, "--algo", "mcts", "--by", "leaf", "-o", events});
        QCOMPARE(r.exit, 2);
    }
};

QTEST_MAIN(TstMctsExport)
#include "tst_mctsexport.moc"
