// MCTS's convergence plot in the real window (views/charts): the dock shows only for mcts, has
// one visits and one Q series per root child whose last points are eval's visits and q, a
// dashed minimax line per child, a marker that follows the step, and exports as SVG, PNG, PDF.
#include "treetexthelpers.h"

#include "app/studio/window/mainwindow.h"
#include "views/charts/mctsconvergencedock.h"
#include "views/session/searchsession.h"

#include "core/search/mcts/mctsconvergence.h"

#include <QChart>
#include <QFile>
#include <QJsonArray>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

namespace {

Document documentOf(const QString &tree, const QString &algorithm, SearchOptions options = {})
{
    Document d;
    d.tree = test::parse(tree);
    d.algorithm = algorithm;
    d.options = std::move(options);
    d.step = -1;
    return d;
}

std::vector<QLineSeries *> seriesNamed(QChart *chart, const QString &prefix)
{
    std::vector<QLineSeries *> out;
    for (QAbstractSeries *s : chart->series())
        if (s->objectName().startsWith(prefix))
            out.push_back(static_cast<QLineSeries *>(s));
    return out;
}

// A field `eval --json` adds (SearchSummary::extra).
QJsonArray extraArray(const Trace &trace, const QString &name)
{
    for (const auto &[key, value] : trace.summary.extra)
        if (key == name)
            return value.toArray();
    return {};
}

QByteArray head(const QString &path, int n)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(n) : QByteArray();
}

} // namespace

class TstMctsPlot : public QObject {
    Q_OBJECT
private slots:
    void dockFollowsTheAlgorithm()
    {
        MainWindow w;
        w.show();
        auto *dock = w.findChild<MctsConvergenceDock *>(QStringLiteral("mctsConvergenceDock"));
        QVERIFY(dock);
        SearchSession *s = w.session();
        s->setDocument(
            documentOf(QStringLiteral("((3,12,8),(2,4,6),(14,5,2))"), QStringLiteral("minimax")));
        QVERIFY(!dock->isApplicable());
        QVERIFY(!dock->isVisibleTo(&w));
        QVERIFY(seriesNamed(dock->visitsChart(), QStringLiteral("visits:")).empty());

        // As the algorithm menu does (the window's options dock supplies mcts's options).
        s->setAlgorithm(QStringLiteral("mcts"), {});
        QVERIFY(dock->isApplicable());
        QVERIFY(dock->isVisibleTo(&w));
        const auto visits = seriesNamed(dock->visitsChart(), QStringLiteral("visits:"));
        const auto q = seriesNamed(dock->qChart(), QStringLiteral("q:"));
        const auto reference = seriesNamed(dock->qChart(), QStringLiteral("reference:"));
        QCOMPARE(visits.size(), std::size_t(3)); // one per root child
        QCOMPARE(q.size(), std::size_t(3));
        QCOMPARE(reference.size(), std::size_t(3));
        const QJsonArray evalVisits = extraArray(*s->trace(), QStringLiteral("visits"));
        const QJsonArray evalQ = extraArray(*s->trace(), QStringLiteral("q"));
        const double minimax[] = {3, 2, 2};
        const int k = mctsSettings(s->options()).iterations;
        QCOMPARE(dock->convergence().iterations, k);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(visits[i]->points().last(), QPointF(k, double(evalVisits[i].toInteger())));
            QCOMPARE(q[i]->points().last(), QPointF(k, evalQ[i].toDouble()));
            QCOMPARE(q[i]->color(), visits[i]->color()); // a child's lines share a colour
            QCOMPARE(reference[i]->points().first().y(), minimax[i]);
            QCOMPARE(reference[i]->pen().style(), Qt::DashLine);
        }

        // The marker stands at the iteration the step is in.
        const std::vector<int> ends = mctsIterationEnds(*s->trace());
        QCOMPARE(int(ends.size()), k);
        s->setStep(ends[9]); // iteration 10's last update
        QCOMPARE(dock->markedIteration(), 10);
        s->setStep(ends[9] - 1);
        QCOMPARE(dock->markedIteration(), 9);
        const auto marker = seriesNamed(dock->visitsChart(), QStringLiteral("marker"));
        QCOMPARE(marker.size(), std::size_t(1));
        QCOMPARE(marker[0]->points().first().x(), 9.0);
        QVERIFY(dock->caption().contains(QStringLiteral("Iteration 9 of %1").arg(k)));
        s->setStep(0);
        QCOMPARE(dock->markedIteration(), 0);

        s->setAlgorithm(QStringLiteral("alphabeta"), {});
        QVERIFY(!dock->isApplicable());
        QVERIFY(!dock->isVisibleTo(&w));
    }

    void exportsThePlot()
    {
        SearchSession session;
        MctsConvergenceDock dock(&session);
        dock.resize(500, 600);
        dock.show();
        session.setDocument(
            documentOf(QStringLiteral("((10,10),(9,100))"), QStringLiteral("mcts")));
        QVERIFY(dock.isApplicable());
        QTemporaryDir dir;
        QString error;
        QVERIFY2(dock.exportPlot(dir.filePath(QStringLiteral("p.svg")), &error), qPrintable(error));
        QVERIFY(dock.exportPlot(dir.filePath(QStringLiteral("p.png")), &error));
        QVERIFY(dock.exportPlot(dir.filePath(QStringLiteral("p.pdf")), &error));
        const QByteArray svg = head(dir.filePath(QStringLiteral("p.svg")), 1 << 20);
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("<svg"));
        QVERIFY(svg.contains("Visits")); // the chart's title, drawn as text
        QCOMPARE(head(dir.filePath(QStringLiteral("p.png")), 4), QByteArray("\x89PNG"));
        QCOMPARE(head(dir.filePath(QStringLiteral("p.pdf")), 5), QByteArray("%PDF-"));
        QVERIFY(!dock.exportPlot(dir.filePath(QStringLiteral("no/such/dir/p.png")), &error));
        QVERIFY(!error.isEmpty());
        // Written atomically: a folder at the path is refused by name, not written into, and
        // a failed export leaves the file that was there as it was.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.svg")));
        QVERIFY(!dock.exportPlot(dir.filePath(QStringLiteral("taken.svg")), &error));
        QVERIFY2(error.contains(QStringLiteral("taken.svg")), qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("taken.svg"))).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
                 (QStringList{QStringLiteral("p.pdf"), QStringLiteral("p.png"),
                              QStringLiteral("p.svg")}));
    }
};

QTEST_MAIN(TstMctsPlot)
#include "tst_mctsplot.moc"
