// TableModel alone, on a session without a window: QAbstractItemModelTester checks every reset
// while alpha-beta with a transposition table is stepped through, and the rows are the core's
// tableAt().
#include "modeltesting.h"
#include "treetexthelpers.h"

#include "views/models/tablemodel.h"
#include "views/session/searchsession.h"

#include "core/search/commonoptions.h"
#include "core/search/table/tablestate.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace gt;

namespace {

// tests/golden/traces/keyed.tree: p under C and F, q under D and E.
const QString Keyed = QStringLiteral("max(A=min(C=max[key=p](3, 5), D=max[key=q](6, 2)), "
                                     "B=min(E=max[key=q](6, 2), F=max[key=p](3, 5), G=max(4, 8)))");

SearchOptions withTable()
{
    SearchOptions options;
    options.set(QStringLiteral("tt"), true);
    return options;
}

} // namespace

class TstTableModel : public QObject {
    Q_OBJECT
private slots:
    // Each step's rows are the core's table at that step; at most one row is the current hit's,
    // and the keyed positions are listed by their keys.
    void rowsAreTheCoreTable()
    {
        SearchSession session;
        TableModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        session.setDocument(
            test::documentOf(test::parse(Keyed), QStringLiteral("alphabeta"), withTable()));
        QVERIFY(session.trace());
        QCOMPARE(model.rowCount(), 0); // step 0: nothing stored yet
        int hits = 0;
        QStringList keys;
        test::walkSteps(session, [&](int step) {
            const TableState expected =
                tableAt(session.tree(), *session.trace(), step, depthLimit(session.options()));
            QCOMPARE(model.rowCount(), int(expected.rows.size()));
            int current = -1;
            for (int r = 0; r < model.rowCount(); ++r) {
                if (model.index(r, 0).data(TableModel::CurrentRole).toBool()) {
                    QCOMPARE(current, -1);
                    current = r;
                }
                const QString position =
                    model.index(r, TableModel::PositionColumn).data().toString();
                if (!keys.contains(position))
                    keys.append(position);
            }
            QCOMPARE(current, expected.currentRow);
            hits += current >= 0;
        });
        QVERIFY(hits > 0);
        QVERIFY(keys.contains(QStringLiteral("p")));
        QVERIFY(keys.contains(QStringLiteral("q")));
    }

    // Without the table the model is empty; a new tree or the table turned on again resets it.
    void resetsKeepTheModelSound()
    {
        SearchSession session;
        TableModel model(&session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        session.setDocument(
            test::documentOf(test::parse(Keyed), QStringLiteral("alphabeta"), withTable()));
        session.last();
        QVERIFY(model.rowCount() > 0);
        session.setOptions({});
        session.last();
        QCOMPARE(model.rowCount(), 0);
        session.setOptions(withTable());
        session.setTree(test::parse(QStringLiteral("max(min[key=a](1, 2), min[key=a](1, 2))")));
        test::walkSteps(session, [&](int step) {
            QCOMPARE(model.rowCount(), int(tableAt(session.tree(), *session.trace(), step,
                                                   depthLimit(session.options()))
                                               .rows.size()));
        });
        session.last();
        QStringList positions; // the two MIN nodes are one position, stored once
        for (int r = 0; r < model.rowCount(); ++r)
            positions.append(model.index(r, TableModel::PositionColumn).data().toString());
        QCOMPARE(positions.count(QStringLiteral("a")), 1);
    }
};

QTEST_MAIN(TstTableModel)
#include "tst_tablemodel.moc"
