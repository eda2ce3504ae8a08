// CallStackModel alone, on a session without a window: QAbstractItemModelTester checks every
// reset while the search is stepped through, and the rows are the core's callStack().
#include "modeltesting.h"
#include "treetexthelpers.h"

#include "views/models/callstackmodel.h"
#include "views/session/searchsession.h"

#include "core/trace/annotations.h"

#include <QAbstractItemModelTester>
#include <QtTest>

#include <algorithm>
#include <limits>

using namespace gt;

namespace {

const QString Classic = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");

} // namespace

class TstCallStackModel : public QObject {
    Q_OBJECT
private slots:
    // Each step's rows are the core's call stack, root first, with the node and α, β raw.
    void rowsAreTheCoreCallStack()
    {
        SearchSession session;
        CallStackModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.rowCount(), 0); // no tree, no search
        session.setDocument(test::documentOf(test::parse(Classic), QStringLiteral("alphabeta")));
        int deepest = 0;
        test::walkSteps(session, [&](int) {
            const std::vector<CallFrame> expected = callStack(session.tree(), session.frame());
            QCOMPARE(model.rowCount(), int(expected.size()));
            deepest = std::max(deepest, model.rowCount());
            for (int r = 0; r < model.rowCount(); ++r) {
                QCOMPARE(model.index(r, CallStackModel::NodeColumn)
                             .data(CallStackModel::RawRole)
                             .toInt(),
                         expected[std::size_t(r)].node);
                if (expected[std::size_t(r)].hasWindow) {
                    QCOMPARE(
                        test::rawAt(model, r, CallStackModel::AlphaColumn, CallStackModel::RawRole),
                        expected[std::size_t(r)].alpha);
                    QCOMPARE(
                        test::rawAt(model, r, CallStackModel::BetaColumn, CallStackModel::RawRole),
                        expected[std::size_t(r)].beta);
                }
            }
            if (model.rowCount() > 0) // root first
                QCOMPARE(model.index(0, 0).data(CallStackModel::RawRole).toInt(), 0);
        });
        QCOMPARE(deepest, 3); // the root, a MIN node and the leaf it reads
        // One step in: the root is entered with the whole window, written as the panels write
        // it.
        session.setStep(1);
        QCOMPARE(model.rowCount(), 1);
        const double infinity = std::numeric_limits<double>::infinity();
        QCOMPARE(test::rawAt(model, 0, CallStackModel::AlphaColumn, CallStackModel::RawRole),
                 -infinity);
        QCOMPARE(model.index(0, CallStackModel::AlphaColumn).data().toString(),
                 formatWindowEnd(-infinity));
        QCOMPARE(model.index(0, CallStackModel::BetaColumn).data().toString(),
                 formatWindowEnd(infinity));
    }

    // New trees, another algorithm and a tree the algorithm refuses (no trace: no rows).
    void resetsKeepTheModelSound()
    {
        SearchSession session;
        CallStackModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        session.setDocument(test::documentOf(test::parse(Classic), QStringLiteral("minimax")));
        session.setStep(3);
        QVERIFY(model.rowCount() > 0);
        session.setTree(test::parse(QStringLiteral("((10,10),(9,100))")));
        session.setAlgorithm(QStringLiteral("alphabeta"), {});
        test::walkSteps(session, [&](int) {
            QCOMPARE(model.rowCount(), int(callStack(session.tree(), session.frame()).size()));
        });
        session.setTree(test::parse(QStringLiteral("chance(0.7: 1, 0.3: 0)")));
        QVERIFY(!session.trace()); // alpha-beta takes no chance node
        QCOMPARE(model.rowCount(), 0);
        session.setAlgorithm(QStringLiteral("expectiminimax"), {});
        session.last();
        QCOMPARE(model.rowCount(), int(callStack(session.tree(), session.frame()).size()));
    }
};

QTEST_MAIN(TstCallStackModel)
#include "tst_callstackmodel.moc"
