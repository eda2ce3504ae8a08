// StatisticsModel alone, on a session without a window: QAbstractItemModelTester checks its
// resets (a new trace) and its row-0 changes (a new step), and the numbers are the searches'.
#include "modeltesting.h"
#include "treetexthelpers.h"

#include "views/models/statisticsmodel.h"
#include "views/session/paintgate.h"
#include "views/session/searchsession.h"

#include "core/generate/randomtree.h"
#include "core/search/algorithm.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace gt;

namespace {

const QString Classic = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");

qint64 rawCount(const StatisticsModel &model, int row, int column)
{
    return model.index(row, column).data(StatisticsModel::RawRole).toLongLong();
}

} // namespace

class TstStatisticsModel : public QObject {
    Q_OBJECT
private slots:
    // A trace of more than a slice of events is counted after the window has painted, a slice
    // at a time (issue 29): "so far" says counting… meanwhile, then the counts the summary has.
    // And a document saved at its last step opens at the start and goes there once the
    // checkpoints are made, not by replaying two million events before the first paint.
    void longTracesAreCountedInSlices()
    {
        SearchSession session;
        StatisticsModel model(&session);
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 8;
        o.depth = 6;
        const GameTree tree = randomTree(o);
        Document doc = test::documentOf(tree, QStringLiteral("minimax"));
        doc.step = -1; // the end
        const std::optional<Trace> searched =
            search(tree, QStringLiteral("minimax"), doc.options, nullptr);
        QVERIFY(searched && searched->events.size() > StatisticsModel::SliceEvents);
        session.setDocument(doc, searched);
        QCOMPARE(session.step(), 0);
        QVERIFY(session.hasPendingStep());
        session.setStep(3); // a step asked for wins: taken at once, the document's dropped
        QVERIFY(!session.hasPendingStep());
        QCOMPARE(model.index(0, StatisticsModel::LeavesColumn).data().toString(),
                 QStringLiteral("counting…"));
        session.last();
        QTRY_COMPARE_WITH_TIMEOUT(rawCount(model, 0, StatisticsModel::LeavesColumn),
                                  qint64(searched->summary.leavesEvaluated), 30000);

        session.setDocument(doc, searched);
        QVERIFY(session.hasPendingStep());
        QTRY_COMPARE_WITH_TIMEOUT(session.step(), session.stepCount(), 30000);
        QVERIFY(!session.hasPendingStep());
    }

    // A big document's checkpoints and statistics wait for the first paint (PaintGate) and
    // then run one after the other: side by side with the paint's own work they held a
    // million-node file's peak memory 0.1-0.3 GB higher (issue 29).
    void bigDocumentsWorkersWaitForThePaint()
    {
        SearchSession session;
        StatisticsModel model(&session);
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 8;
        o.depth = 6;
        const GameTree tree = randomTree(o);
        QVERIFY(tree.size() >= SearchSession::HoldPaintFrom);
        const Document doc = test::documentOf(tree, QStringLiteral("alphabeta"));
        session.setDocument(doc, search(tree, QStringLiteral("alphabeta"), doc.options, nullptr));
        QVERIFY(PaintGate::instance()->isHeld());
        // Long enough for both jobs on this tree (0.1 s and about a second), shorter than
        // the gate's fallback (3 s): nothing has run.
        QTest::qWait(800);
        QVERIFY(session.isPreparing());
        QCOMPARE(session.checkpointedTo(), 0);
        const QModelIndex first = model.index(1, StatisticsModel::LeavesColumn);
        QCOMPARE(first.data().toString(), QStringLiteral("counting…"));
        PaintGate::instance()->open();
        // Both arrive with their worker's finished signal, after it stops running.
        QTRY_VERIFY_WITH_TIMEOUT(session.checkpointedTo() > 0, 30000);
        const Algorithm *algorithm = algorithms().front();
        const qint64 leaves =
            search(tree, algorithm->id(), doc.options, nullptr)->summary.leavesEvaluated;
        QTRY_COMPARE_WITH_TIMEOUT(rawCount(model, 1, StatisticsModel::LeavesColumn), leaves, 60000);
    }

    // Row 0 counts the running search up to the step, never backwards as it goes forwards, and
    // ends at the search's own summary; every algorithm has a row of its totals.
    void rowsCountTheSearches()
    {
        SearchSession session;
        StatisticsModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        const GameTree tree = test::parse(Classic);
        session.setDocument(test::documentOf(tree, QStringLiteral("alphabeta")));
        QCOMPARE(model.rowCount(), 1 + int(algorithms().size()));
        qint64 leaves = 0;
        for (int step = 0; step <= session.stepCount(); ++step) {
            session.setStep(step);
            const qint64 now = rawCount(model, 0, StatisticsModel::LeavesColumn);
            QVERIFY2(now >= leaves, qPrintable(QStringLiteral("step %1").arg(step)));
            leaves = now;
        }
        const Trace &trace = *session.trace();
        QCOMPARE(leaves, qint64(trace.summary.leavesEvaluated));
        QCOMPARE(leaves,
                 qint64(7)); // DESIGN.md: leaves 4 and 6 under the second MIN are never read
        QCOMPARE(rawCount(model, 0, StatisticsModel::CutoffsColumn), qint64(trace.summary.cutoffs));
        QCOMPARE(model.index(0, StatisticsModel::ValueColumn).data(StatisticsModel::RawRole),
                 QVariant(3.0));
        const int minimax = model.rowOf(QStringLiteral("minimax"));
        QVERIFY(minimax > 0);
        QCOMPARE(rawCount(model, minimax, StatisticsModel::LeavesColumn), qint64(9));
        session.first();
        QCOMPARE(rawCount(model, 0, StatisticsModel::LeavesColumn), qint64(0));
        // The same counts when stepped as the stepper steps.
        test::walkSteps(session, [&](int step) {
            QVERIFY(rawCount(model, 0, StatisticsModel::LeavesColumn) <= 7);
            if (step == session.stepCount())
                QCOMPARE(rawCount(model, 0, StatisticsModel::LeavesColumn), qint64(7));
        });
    }

    // Another algorithm, other options, another tree, an empty tree: each a reset.
    void resetsKeepTheModelSound()
    {
        SearchSession session;
        StatisticsModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        session.setDocument(test::documentOf(test::parse(Classic), QStringLiteral("alphabeta")));
        session.setAlgorithm(QStringLiteral("minimax"), {});
        session.last();
        QCOMPARE(rawCount(model, 0, StatisticsModel::LeavesColumn), qint64(9));
        session.setTree(test::parse(QStringLiteral("((10,10),(9,100))")));
        session.last();
        QCOMPARE(model.index(0, StatisticsModel::ValueColumn).data(StatisticsModel::RawRole),
                 QVariant(10.0));
        session.setTree(test::parse(QStringLiteral("chance(0.7: 1, 0.3: 0)")));
        QVERIFY(!session.trace()); // minimax takes no chance node: its row says why
        QCOMPARE(model.rowCount(), 1 + int(algorithms().size()));
        const int expecti = model.rowOf(QStringLiteral("expectiminimax"));
        QVERIFY(expecti > 0);
        QCOMPARE(model.index(expecti, StatisticsModel::ValueColumn)
                     .data(StatisticsModel::RawRole)
                     .toDouble(),
                 0.7);
        session.setTree(GameTree());
        QCOMPARE(rawCount(model, 0, StatisticsModel::LeavesColumn), qint64(0));
    }
};

QTEST_MAIN(TstStatisticsModel)
#include "tst_statisticsmodel.moc"
