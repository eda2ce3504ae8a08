// What the student sees of the transposition table and of negamax's own view: the table dock
// (core/trace tableAt through TableModel and TableDock) and the View menu's side-to-move
// toggle (core/trace sideToMoveView through the canvas), driven on real widgets.
#include "treetexthelpers.h"

#include "app/studio/canvas/canvascontroller.h"
#include "views/docks/tabledock.h"
#include "views/models/tablemodel.h"
#include "views/scene/edgelayer.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/sidetomove.h"

#include <QAction>
#include <QtTest>
#include <QWidget>

#include <algorithm>
#include <cmath>

using namespace gt;

namespace {

using test::parse;

// tests/golden/traces/keyed.tree: p under C and F, q under D and E.
const QString Keyed = QStringLiteral("max(A=min(C=max[key=p](3, 5), D=max[key=q](6, 2)), "
                                     "B=min(E=max[key=q](6, 2), F=max[key=p](3, 5), G=max(4, 8)))");

Document documentOf(const GameTree &t, const QString &algorithm, SearchOptions options = {})
{
    Document d;
    d.tree = t;
    d.algorithm = algorithm;
    d.options = std::move(options);
    d.step = 0;
    return d;
}

int stepAfter(const Trace &trace, bool (*is)(const TraceEvent &))
{
    const auto at = std::find_if(trace.events.begin(), trace.events.end(), is);
    return at == trace.events.end() ? -1 : int(at - trace.events.begin()) + 1;
}

} // namespace

class TstTableView : public QObject {
    Q_OBJECT
private slots:
    // The dock lists the entries written so far with their bounds and hits, highlights the one
    // the current hit reads, and is empty and disabled for a search without a table.
    void tableDockFollowsTheSearch()
    {
        SearchSession session;
        TableDock dock(&session);
        const TableModel *model = dock.model();
        SearchOptions tt;
        tt.set(QStringLiteral("tt"), true);
        session.setDocument(documentOf(parse(Keyed), QStringLiteral("alphabeta"), tt));
        QVERIFY(dock.isApplicable());
        QCOMPARE(model->rowCount(), 0); // step 0: nothing stored yet
        const int hit = stepAfter(*session.trace(), isTableHit);
        QVERIFY(hit > 0);
        session.setStep(hit);
        int current = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data(TableModel::CurrentRole).toBool()) {
                QCOMPARE(current, -1);
                current = r;
            }
        }
        QVERIFY(current >= 0);
        QCOMPARE(model->index(current, TableModel::PositionColumn).data().toString(),
                 QStringLiteral("p"));
        QCOMPARE(model->index(current, TableModel::BoundsColumn).data().toString(),
                 QStringLiteral("[5, 5]"));
        QCOMPARE(model->index(current, TableModel::HitsColumn).data().toInt(), 1);
        QVERIFY(model->index(current, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model->index(current == 0 ? 1 : 0, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(dock.caption().contains(QStringLiteral("entry of p: [5, 5]")));
        // q's row, written again by E over D's [5, +∞].
        bool q = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, TableModel::PositionColumn).data().toString() == u"q") {
                q = true;
                QCOMPARE(model->index(r, TableModel::BoundsColumn).data().toString(),
                         QStringLiteral("[6, 6]"));
                QCOMPARE(model->index(r, TableModel::HitsColumn).data().toInt(), 0);
            }
        }
        QVERIFY(q);
        session.setStep(hit + 1); // the Return after the hit: nothing highlighted
        for (int r = 0; r < model->rowCount(); ++r)
            QVERIFY(!model->index(r, 0).data(TableModel::CurrentRole).toBool());

        session.setDocument(documentOf(parse(Keyed), QStringLiteral("alphabeta")));
        QVERIFY(!dock.isApplicable());
        QVERIFY(!dock.widget()->isEnabled());
        session.setStep(session.stepCount());
        QCOMPARE(model->rowCount(), 0);
    }

    // sideToMoveView negates what MIN's nodes show, bounds and windows mirrored; the edges
    // where the sign changes are marked: a leaf shows its value as written, so MIN's reading of
    // it (pseudocode line 2) is marked on the edge above it.
    void sideToMoveViewByHand()
    {
        const GameTree t = parse(QStringLiteral("max(min(3, max(5, 1)), 2)"));
        // 0 max, 1 min, 2 leaf 3, 3 max, 4 leaf 5, 5 leaf 1, 6 leaf 2
        QCOMPARE(sidesToMove(t, -1), (std::vector<signed char>{1, -1, 1, 1, 1, 1, 1}));
        QCOMPARE(negatedEdges(t, -1), (std::vector<char>{0, 1, 1, 1, 0, 0, 0}));
        // At depth 2 the inner max(5, 1) is read by MIN, its parent's side; below: no marks.
        QCOMPARE(sidesToMove(t, 2)[3], (signed char)(-1));
        QCOMPARE(negatedEdges(t, 2), (std::vector<char>{0, 1, 1, 0, 0, 0, 0}));
        Frame f;
        f.nodes.assign(std::size_t(t.size()), NodeFrame{});
        NodeFrame one;
        one.value = 3;
        one.bound = Bound::Upper;
        one.alpha = 2;
        one.beta = qInf();
        f.nodes.set(1, one);
        NodeFrame leaf;
        leaf.value = 3;
        f.nodes.set(2, leaf);
        leaf.value = 5;
        f.nodes.set(3, leaf);
        const Frame v = sideToMoveView(t, f, -1);
        QCOMPARE(v.nodes[1].value, -3.0);
        QCOMPARE(v.nodes[1].bound, Bound::Lower);
        QCOMPARE(v.nodes[1].alpha, -qInf());
        QCOMPARE(v.nodes[1].beta, -2.0);
        QCOMPARE(v.nodes[2].value, 3.0); // a leaf as written
        QCOMPARE(v.nodes[3].value, 5.0); // MAX's own
        QVERIFY(std::isnan(v.nodes[0].value));
        QVERIFY(std::isnan(v.nodes[4].value)); // nothing yet stays nothing
    }

    // The View menu's toggle: for negamax the canvas shows MIN's values negated with a "−" on
    // the edges where the side changes; for alpha-beta it changes nothing; the session's
    // frames stay MAX's.
    void negamaxToggleOnTheCanvas()
    {
        QWidget host;
        SearchSession session;
        CanvasController canvas(&session, &host);
        const GameTree t = parse(QStringLiteral("max(min(3, 5), min(2, 9))"));
        session.setDocument(documentOf(t, QStringLiteral("negamax")));
        session.setStep(session.stepCount());
        const TreeScene *scene = canvas.scene();
        QCOMPARE(scene->item(1)->look().value, QStringLiteral("3"));
        QVERIFY(!scene->edgeLayer()->hasNegationMark(1));
        canvas.sideToMoveAction()->trigger();
        QVERIFY(canvas.showsSideToMove());
        QCOMPARE(scene->item(0)->look().value, QStringLiteral("3"));
        QCOMPARE(scene->item(1)->look().value, formatValue(-3));
        QCOMPARE(scene->item(2)->look().value, QStringLiteral("3")); // a leaf as written
        QVERIFY(scene->edgeLayer()->hasNegationMark(1));
        QVERIFY(scene->edgeLayer()->hasNegationMark(2)); // MIN reads it: line 2's negation
        QVERIFY(scene->edgeLayer()->hasNegationMark(4));
        QCOMPARE(session.frame().nodes[1].value, 3.0); // the frame stays MAX's

        session.setAlgorithm(QStringLiteral("alphabeta"), {});
        session.setStep(session.stepCount());
        QCOMPARE(scene->item(1)->look().value, QStringLiteral("3"));
        QVERIFY(!scene->edgeLayer()->hasNegationMark(1));

        session.setAlgorithm(QStringLiteral("negamax"), {});
        session.setStep(session.stepCount());
        QCOMPARE(scene->item(1)->look().value, formatValue(-3));
        canvas.setSideToMove(false);
        QCOMPARE(scene->item(1)->look().value, QStringLiteral("3"));
        QVERIFY(!scene->edgeLayer()->hasNegationMark(1));
    }
};

QTEST_MAIN(TstTableView)
#include "tst_tableview.moc"
