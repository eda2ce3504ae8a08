// Stepping MCTS in the real window (issue 30): by phase or by whole iteration, and "go to
// iteration k". A step of an iteration lands where the iteration's back-up reaches the root
// (mctsIterationEnds), and what the window then shows — the root's N, the narration, the
// iteration box — says k iterations are done. The controls are there only for MCTS.
#include "treetexthelpers.h"

#include "app/studio/search/iterationbar.h"
#include "app/studio/search/stepactions.h"
#include "app/studio/window/mainwindow.h"
#include "views/docks/narrationdock.h"
#include "views/session/searchsession.h"
#include "views/widgets/stepperbar.h"

#include "core/search/mcts/mctsconvergence.h"
#include "core/search/mcts/mctsevents.h"

#include <QAction>
#include <QComboBox>
#include <QSpinBox>
#include <QtTest>

using namespace gt;

namespace {

Document mctsDocument(const QString &tree, int iterations)
{
    Document d;
    d.tree = test::parse(tree);
    d.algorithm = QStringLiteral("mcts");
    d.options.set(QStringLiteral("iterations"), iterations);
    d.options.set(QStringLiteral("seed"), 7);
    d.step = 0;
    return d;
}

// As a lecturer does it: the document, then the options typed into the Search Options panel
// (which gives a newly shown algorithm the options it remembers for it).
void showMcts(MainWindow &w, const QString &tree, int iterations)
{
    const Document d = mctsDocument(tree, iterations);
    w.session()->setDocument(d);
    w.session()->setOptions(d.options);
    w.session()->setStep(0);
}

int rootVisits(const SearchSession &s)
{
    return s.frame().nodes[0].visits;
}

} // namespace

class TstMctsStepper : public QObject {
    Q_OBJECT

private:
    // What the window shows at an iteration's end agrees with k: the root's N, the sentence
    // (the root's back-up, "N = k"), and the iteration box.
    void checkShowsIteration(MainWindow &w, int k)
    {
        SearchSession *s = w.session();
        const std::vector<int> ends = mctsIterationEnds(*s->trace());
        QCOMPARE(s->step(), ends[std::size_t(k - 1)]);
        QCOMPARE(s->iterationsDone(), k);
        QCOMPARE(rootVisits(*s), k);
        const TraceEvent *e = s->currentEvent();
        QVERIFY(e);
        QCOMPARE(e->type, MctsBackup);
        QCOMPARE(e->node, NodeId(0));
        const QString said = w.narrationDock()->text();
        QVERIFY2(said.contains(QStringLiteral("N = %1,").arg(k)), qPrintable(said));
        QCOMPARE(w.iterationBar()->iterationBox()->value(), k);
    }

private slots:
    void onlyForMcts()
    {
        MainWindow w;
        w.show();
        SearchSession *s = w.session();
        Document d = mctsDocument(QStringLiteral("((3,12,8),(2,4,6),(14,5,2))"), 20);
        d.algorithm = QStringLiteral("alphabeta");
        d.options = {};
        s->setDocument(d);
        StepActions *a = w.stepActions();
        QVERIFY(!s->hasIterations());
        QVERIFY(!a->nextIteration()->isEnabled());
        QVERIFY(!a->goToIteration()->isEnabled());
        QVERIFY(!a->stepByIteration()->isEnabled());
        QTRY_VERIFY(!w.iterationBar()->isVisibleTo(&w));
        // The granularity left on "iteration" does not change how alpha-beta steps.
        s->setGranularity(SearchSession::Granularity::Iteration);
        a->forward()->trigger();
        QCOMPARE(s->step(), 1);

        SearchOptions twenty;
        twenty.set(QStringLiteral("iterations"), 20);
        s->setAlgorithm(QStringLiteral("mcts"), twenty);
        s->setOptions(twenty);
        QVERIFY(s->hasIterations());
        QCOMPARE(s->iterationCount(), 20);
        QVERIFY(a->nextIteration()->isEnabled());
        QVERIFY(a->goToIteration()->isEnabled());
        QTRY_VERIFY(w.iterationBar()->isVisibleTo(&w)); // the tool bar lays out later
        QCOMPARE(w.iterationBar()->iterationBox()->maximum(), 20);
        QVERIFY(a->stepByIteration()->isChecked()); // the granularity set above, shown

        s->setAlgorithm(QStringLiteral("minimax"), {});
        QTRY_VERIFY(!w.iterationBar()->isVisibleTo(&w));
        QVERIFY(!a->nextIteration()->isEnabled());
    }

    void stepsByIteration()
    {
        MainWindow w;
        w.show();
        SearchSession *s = w.session();
        showMcts(w, QStringLiteral("((10,10),(9,100))"), 30);
        StepActions *a = w.stepActions();
        const std::vector<int> ends = mctsIterationEnds(*s->trace());
        QCOMPARE(int(ends.size()), 30);
        QCOMPARE(s->step(), 0);

        // Ctrl+→: the whole of iteration 1, to the root's update.
        a->nextIteration()->trigger();
        checkShowsIteration(w, 1);
        // → by phase: one event into iteration 2.
        QCOMPARE(s->granularity(), SearchSession::Granularity::Event);
        a->forward()->trigger();
        QCOMPARE(s->step(), ends[0] + 1);
        QCOMPARE(rootVisits(*s), 1);
        a->nextIteration()->trigger(); // from inside an iteration: to its end
        checkShowsIteration(w, 2);

        // Step by whole iterations: → and ← now move from end to end.
        a->stepByIteration()->setChecked(true);
        QCOMPARE(s->granularity(), SearchSession::Granularity::Iteration);
        QCOMPARE(w.iterationBar()->granularityBox()->currentIndex(), 1);
        a->forward()->trigger();
        checkShowsIteration(w, 3);
        a->forward()->trigger();
        checkShowsIteration(w, 4);
        a->back()->trigger();
        checkShowsIteration(w, 3);
        // From inside iteration 5, back goes to the end of iteration 4, not of 5.
        s->setStep(ends[3] + 2);
        a->back()->trigger();
        checkShowsIteration(w, 4);
        // Before iteration 1's end, back is step 0.
        s->setStep(ends[0] - 1);
        a->back()->trigger();
        QCOMPARE(s->step(), 0);
        QCOMPARE(rootVisits(*s), 0);
        // After the last iteration only the closing event is left.
        s->goToIteration(30);
        checkShowsIteration(w, 30);
        a->forward()->trigger();
        QCOMPARE(s->step(), s->stepCount());
        a->stepByIteration()->setChecked(false);
        QCOMPARE(w.iterationBar()->granularityBox()->currentIndex(), 0);
        a->back()->trigger();
        QCOMPARE(s->step(), s->stepCount() - 1);
    }

    void jumpsToIterationK()
    {
        MainWindow w;
        w.show();
        SearchSession *s = w.session();
        showMcts(w, QStringLiteral("((3,12,8),(2,4,6),(14,5,2))"), 40);
        QSpinBox *box = w.iterationBar()->iterationBox();
        QCOMPARE(s->iterationCount(), 40);
        for (int k : {17, 1, 40, 23}) {
            box->setValue(k);
            checkShowsIteration(w, k);
        }
        box->setValue(0);
        QCOMPARE(s->step(), 0);

        // Ctrl+G puts the keyboard in the box; a number and Enter jump there.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.stepActions()->goToIteration()->trigger();
        QTRY_VERIFY(box->hasFocus());
        QTest::keyClicks(box, QStringLiteral("12"));
        QCOMPARE(s->step(), 0); // not on every keystroke
        QTest::keyClick(box, Qt::Key_Return);
        checkShowsIteration(w, 12);
        QVERIFY(!box->hasFocus()); // → steps again
        // A step by phase moves the box only when an iteration ends.
        w.stepActions()->forward()->trigger();
        QCOMPARE(box->value(), 12);
        w.stepActions()->nextIteration()->trigger();
        QCOMPARE(box->value(), 13);
    }

    // The quiz's step limit holds an iteration step too: it never passes the question.
    void respectsTheStepLimit()
    {
        MainWindow w;
        w.show();
        SearchSession *s = w.session();
        showMcts(w, QStringLiteral("((10,10),(9,100))"), 10);
        const std::vector<int> ends = mctsIterationEnds(*s->trace());
        s->setStepLimit(ends[2] - 3);
        QSignalSpy held(s, &SearchSession::stepHeld);
        s->goToIteration(5);
        QCOMPARE(s->step(), ends[2] - 3);
        QCOMPARE(held.count(), 1);
        // Typed into the box: held too, and the box says where the stepper stands.
        w.iterationBar()->iterationBox()->setValue(7);
        QCOMPARE(s->step(), ends[2] - 3);
        QCOMPARE(held.count(), 2);
        QCOMPARE(w.iterationBar()->iterationBox()->value(), 2);
    }
};

QTEST_MAIN(TstMctsStepper)
#include "tst_mctsstepper.moc"
