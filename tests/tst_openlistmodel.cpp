// OpenListModel alone, on a session without a window: QAbstractItemModelTester checks every
// reset while SSS* and DUAL* are stepped through, and the rows are the frame's OPEN list in the
// order the search takes its states.
#include "modeltesting.h"
#include "treetexthelpers.h"

#include "views/models/openlistmodel.h"
#include "views/session/searchsession.h"

#include <QAbstractItemModelTester>
#include <QtTest>

#include <algorithm>

using namespace gt;

namespace {

const QString Classic = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");

double meritAt(const OpenListModel &model, int row)
{
    return test::rawAt(model, row, OpenListModel::MeritColumn, OpenListModel::RawRole);
}

} // namespace

class TstOpenListModel : public QObject {
    Q_OBJECT
private slots:
    // SSS* takes the highest merit first, DUAL* the lowest: row 0 is always the state taken
    // next, and the rows are the frame's OPEN states.
    void rowsAreOpenInTheOrderTaken_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<bool>("lowestFirst");
        QTest::newRow("sss") << QStringLiteral("sss") << false;
        QTest::newRow("dual") << QStringLiteral("dual") << true;
    }
    void rowsAreOpenInTheOrderTaken()
    {
        QFETCH(QString, algorithm);
        QFETCH(bool, lowestFirst);
        SearchSession session;
        OpenListModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        session.setDocument(test::documentOf(test::parse(Classic), algorithm));
        QVERIFY(session.trace());
        int longest = 0;
        bool pushedSeen = false;
        test::walkSteps(session, [&](int step) {
            const auto &open = session.frame().open;
            QCOMPARE(model.rowCount(), int(open.size()));
            longest = std::max(longest, model.rowCount());
            for (int r = 0; r + 1 < model.rowCount(); ++r) {
                const double here = meritAt(model, r), next = meritAt(model, r + 1);
                QVERIFY2(lowestFirst ? here <= next : here >= next,
                         qPrintable(QStringLiteral("step %1, row %2").arg(step).arg(r)));
            }
            for (int r = 0; r < model.rowCount(); ++r) {
                const NodeId node =
                    model.index(r, OpenListModel::NodeColumn).data(OpenListModel::RawRole).toInt();
                QVERIFY(std::any_of(open.begin(), open.end(),
                                    [node](const OpenState &s) { return s.node == node; }));
                pushedSeen =
                    pushedSeen || model.index(r, 0).data(OpenListModel::PushedRole).toBool();
            }
        });
        QVERIFY(longest >= 3); // the root's three children are on OPEN together
        QVERIFY(pushedSeen);
        // At the start only the root is on OPEN, LIVE, with merit +∞ (SSS*) or −∞ (DUAL*).
        session.setStep(1);
        QCOMPARE(model.rowCount(), int(session.frame().open.size()));
    }

    // Another algorithm (no OPEN: no rows), another tree, back to SSS*.
    void resetsKeepTheModelSound()
    {
        SearchSession session;
        OpenListModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        session.setDocument(test::documentOf(test::parse(Classic), QStringLiteral("sss")));
        session.setStep(4);
        QVERIFY(model.rowCount() > 0);
        session.setAlgorithm(QStringLiteral("alphabeta"), {});
        test::walkSteps(session, [&](int) { QCOMPARE(model.rowCount(), 0); });
        session.setTree(test::parse(QStringLiteral("((10,10),(9,100))")));
        session.setAlgorithm(QStringLiteral("sss"), {});
        test::walkSteps(session,
                        [&](int) { QCOMPARE(model.rowCount(), int(session.frame().open.size())); });
        QVERIFY(!model.taken() || model.taken()->gammaCase >= 0);
        session.last();
        QCOMPARE(model.rowCount(), int(session.frame().open.size()));
    }
};

QTEST_MAIN(TstOpenListModel)
#include "tst_openlistmodel.moc"
