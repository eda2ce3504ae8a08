// View ▸ Compare Algorithms, driven as a lecturer drives it: opened from the View menu, two or
// more algorithms stepped together by step or by leaf read, each panel with its own options and
// its counts, the summary under them, and the main window's edits compared at once.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/compare/comparepanel.h"
#include "app/studio/compare/comparewindow.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/open/treetextfield.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/window/mainwindow.h"

#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "views/docks/narrationdock.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h" // treeview.h needs the complete TreeScene
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/elidedlabel.h"
#include "views/widgets/optionform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

#include <memory>

using namespace gt;

namespace {

// DESIGN.md's tree: alpha-beta reads 7 of its 9 leaves (ids 2 3 4 6 10 11 12), minimax all 9.
const QString Textbook = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");

// The step right after the k-th leaf read (from 1) of a session's trace.
int stepAfterRead(const SearchSession *session, int k)
{
    const Trace *trace = session->trace();
    for (std::size_t i = 0; trace && i < trace->events.size(); ++i) {
        if (isLeafRead(trace->events[i]) && --k == 0)
            return int(i) + 1;
    }
    return -1;
}

} // namespace

class TstCompare : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    CompareWindow *compare() { return window().compareWindow(); }
    ComparePanel *panel(int i) { return compare()->panels().at(i); }
    void typeTree(const QString &text)
    {
        QLineEdit *edit = window().treeTextField()->lineEdit();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(window().session()->tree().size() > 0, true);
    }
    void pickInMain(const QString &id)
    {
        auto *action = window().findChild<QAction *>(QStringLiteral("algorithm_") + id);
        QVERIFY(action);
        action->trigger();
        QCOMPARE(window().session()->algorithm(), id);
    }
    // Picks `id` in a panel's own algorithm box, as a click on its entry does.
    static void pickInPanel(ComparePanel *panel, const QString &id)
    {
        QComboBox *box = panel->picker()->comboBox();
        const int index = box->findData(id);
        QVERIFY(index >= 0);
        box->setCurrentIndex(index);
        emit box->activated(index);
        QCOMPARE(panel->session()->algorithm(), id);
    }
    // Opens View ▸ Compare Algorithms from the menu bar.
    void openFromViewMenu()
    {
        QMenu *view = nullptr;
        for (QAction *a : window().menuBar()->actions()) {
            if (a->menu() && a->text() == QStringLiteral("&View"))
                view = a->menu();
        }
        QVERIFY(view);
        QVERIFY(view->actions().contains(compare()->openAction()));
        compare()->openAction()->trigger();
        waitUntilActive();
    }
    // Its keys step it once it is the active window. (qWaitForWindowActive does not wait: a
    // window is "active" for it while the main window, its transient parent, has the focus.)
    void waitUntilActive() { QTRY_VERIFY(compare()->isActiveWindow()); }
    void openWith(const QStringList &ids)
    {
        compare()->open(ids);
        waitUntilActive();
        QCOMPARE(compare()->panels().size(), ids.size());
    }
    void key(int k) { QTest::keyClick(compare(), Qt::Key(k)); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_compare"));
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        typeTree(Textbook);
    }

    void cleanup() { m_window.reset(); }

    void opensWithTheMainAlgorithmAndAnother()
    {
        pickInMain(QStringLiteral("alphabeta"));
        QVERIFY(!compare()->isVisible());
        openFromViewMenu();
        QVERIFY(compare()->isVisible());
        QCOMPARE(compare()->panels().size(), 2);
        QCOMPARE(panel(0)->session()->algorithm(), QStringLiteral("alphabeta"));
        QCOMPARE(panel(1)->session()->algorithm(), QStringLiteral("sss"));
        for (ComparePanel *p : compare()->panels()) {
            QCOMPARE(p->session()->tree().size(), window().session()->tree().size());
            QVERIFY(p->session()->trace());
            QCOMPARE(p->session()->step(), 0);
            QVERIFY(!p->removeButton()->isEnabled()); // two at least
        }
        QCOMPARE(compare()->positionLabel()->text(),
                 QStringLiteral("Step 0 / %1").arg(compare()->lockstep().lastPosition()));
        // Opened again: the same panels, not two more.
        openFromViewMenu();
        QCOMPARE(compare()->panels().size(), 2);
    }

    void stepsTogetherByLeafRead()
    {
        pickInMain(QStringLiteral("alphabeta"));
        openFromViewMenu();
        pickInPanel(panel(1), QStringLiteral("minimax"));
        QTest::mouseClick(compare()->byLeafButton(), Qt::LeftButton);
        QCOMPARE(compare()->mode(), Lockstep::Mode::Leaves);
        QCOMPARE(compare()->positionLabel()->text(), QStringLiteral("Start: no leaf read yet"));
        for (int i = 0; i < 5; ++i)
            QTest::mouseClick(compare()->forwardButton(), Qt::LeftButton);
        QCOMPARE(compare()->position(), 5);
        QCOMPARE(compare()->positionLabel()->text(), QStringLiteral("Leaf read 5 / 9"));
        // Each search is just past its own fifth leaf read: alpha-beta has cut off the second
        // MIN and reads the third's 14, minimax reads the second MIN's 4.
        QCOMPARE(panel(0)->session()->step(), stepAfterRead(panel(0)->session(), 5));
        QCOMPARE(panel(1)->session()->step(), stepAfterRead(panel(1)->session(), 5));
        QCOMPARE(panel(0)->session()->currentEvent()->node, 10);
        QCOMPARE(panel(1)->session()->currentEvent()->node, 7);
        QCOMPARE(panel(0)->leavesLabel()->text(), QStringLiteral("Leaves read: 5 / 7"));
        QCOMPARE(panel(1)->leavesLabel()->text(), QStringLiteral("Leaves read: 5 / 9"));
        // The canvas of each panel shows its own step.
        QCOMPARE(panel(0)->stepLabel()->text(), QStringLiteral("step %1 / %2")
                                                    .arg(panel(0)->session()->step())
                                                    .arg(panel(0)->session()->stepCount()));

        // Past alpha-beta's seventh read it waits at its end, with its value.
        for (int i = 0; i < 3; ++i)
            key(Qt::Key_Right);
        QCOMPARE(compare()->position(), 8);
        QCOMPARE(panel(0)->session()->step(), panel(0)->session()->stepCount());
        QCOMPARE(panel(0)->valueLabel()->text(), QStringLiteral("Value: 3"));
        QCOMPARE(panel(1)->session()->step(), stepAfterRead(panel(1)->session(), 8));
        QCOMPARE(panel(1)->leavesLabel()->text(), QStringLiteral("Leaves read: 8 / 9"));
        QVERIFY(panel(1)->valueLabel()->text() != QStringLiteral("Value: 3"));

        key(Qt::Key_End);
        QCOMPARE(compare()->positionLabel()->text(), QStringLiteral("End: every search finished"));
        for (ComparePanel *p : compare()->panels()) {
            QCOMPARE(p->session()->step(), p->session()->stepCount());
            QCOMPARE(p->valueLabel()->text(), QStringLiteral("Value: 3"));
        }
        QCOMPARE(compare()->summaryLabel()->text(),
                 QStringLiteral("Fewest leaves read: Alpha-beta with 7 (Minimax 9). "
                                "Same value: 3. Same move: to child 1 of 3."));
        key(Qt::Key_Left);
        QCOMPARE(panel(1)->session()->step(), stepAfterRead(panel(1)->session(), 9));
        key(Qt::Key_Home);
        QCOMPARE(panel(0)->session()->step(), 0);
        QCOMPARE(panel(1)->session()->step(), 0);
    }

    // Issue 29: each panel says its step in the narration dock's words, on one line; what
    // does not fit is elided and the whole sentence is the tooltip.
    void eachPanelNarratesItsStep()
    {
        pickInMain(QStringLiteral("alphabeta"));
        openFromViewMenu();
        pickInPanel(panel(1), QStringLiteral("minimax"));
        QTest::mouseClick(compare()->byLeafButton(), Qt::LeftButton);
        for (ComparePanel *p : compare()->panels()) // before the first step: what it will do
            QCOMPARE(p->narrationLabel()->text(), NarrationDock::introduction(*p->session()));
        for (int i = 0; i < 5; ++i)
            key(Qt::Key_Right);
        for (ComparePanel *p : compare()->panels()) {
            const SearchSession *s = p->session();
            const QString sentence =
                NarrationDock::asSentence(narrate(s->tree(), *s->trace(), s->step() - 1));
            QCOMPARE(p->narrationLabel()->text(), sentence);
        }
        // Alpha-beta's panel says what the main window says at the same step.
        window().session()->setStep(panel(0)->session()->step());
        QCOMPARE(panel(0)->narrationLabel()->text(), window().findChild<NarrationDock *>()->text());
        // Three panels at 1280×720: a long sentence is cut, the line stays one line.
        compare()->open(
            {QStringLiteral("alphabeta"), QStringLiteral("minimax"), QStringLiteral("sss")});
        compare()->resize(1280, 720);
        compare()->setPosition(0); // the introductions: a sentence or three each
        QTRY_COMPARE(compare()->width(), 1280);
        for (ComparePanel *p : compare()->panels()) {
            ElidedLabel *line = p->narrationLabel();
            QVERIFY(line->isVisible());
            QCOMPARE(line->text(), NarrationDock::sentence(*p->session()));
            QVERIFY(line->height() < 2 * line->fontMetrics().height());
            QVERIFY(line->fontMetrics().horizontalAdvance(line->shownText()) <=
                    line->contentsRect().width());
            QVERIFY(line->toolTip().contains(line->text().toHtmlEscaped().left(20)));
        }
        const QList<ComparePanel *> panels = compare()->panels();
        QVERIFY(std::any_of(panels.begin(), panels.end(),
                            [](ComparePanel *p) { return p->narrationLabel()->isElided(); }));
    }

    // Issue 29: three panels at 1280×720 drew Plaat's tree as empty boxes: fitted at a third
    // of its size, where the canvas draws shapes only. Every leaf shows its value now, at
    // least a small label's height (a 7-pixel font: digits of 4.9 pixels and more).
    void panelsShowValuesAt1280x720()
    {
        typeTree(QStringLiteral("max(min(max(min(41,5),min(12,90)),max(min(101,80),min(20,30))),"
                                "min(max(min(34,80),min(36,35)),max(min(50,36),min(25,3))))"));
        openFromViewMenu(); // two panels first, which the three below replace
        compare()->open(
            {QStringLiteral("mtdf"), QStringLiteral("mt-sss"), QStringLiteral("alphabeta")});
        compare()->resize(1280, 720);
        QTRY_COMPARE(compare()->width(), 1280);
        // Equal widths, so that the trees are drawn at comparable sizes: open() replaced the
        // two panels it had, which kept their room in the splitter until deleted, and the
        // three new ones shared what was left unevenly.
        QTRY_COMPARE(compare()->panels().size(), 3);
        QList<int> widths;
        for (ComparePanel *p : compare()->panels())
            widths << p->width();
        QVERIFY2(
            *std::max_element(widths.begin(), widths.end()) -
                    *std::min_element(widths.begin(), widths.end()) <=
                2,
            qPrintable(QStringLiteral("%1 %2 %3").arg(widths[0]).arg(widths[1]).arg(widths[2])));
        compare()->setPosition(12);
        for (ComparePanel *p : compare()->panels()) {
            TreeView *view = p->canvas()->view();
            QTRY_VERIFY(p->canvas()->showsWholeTree());
            const double zoom = view->zoom();
            QVERIFY2(zoom < p->canvas()->scene()->sceneStyle().textDetail,
                     qPrintable(QString::number(zoom))); // where the shapes were drawn alone
            const GameTree &tree = p->session()->tree();
            for (NodeId n = 0; n < tree.size(); ++n) {
                if (!tree.isLeaf(n))
                    continue;
                const NodeItem *item = p->canvas()->scene()->item(n);
                QVERIFY(item);
                QVERIFY2(item->valuePixels(zoom) >= 4.89,
                         qPrintable(QStringLiteral("%1, leaf %2: %3 px at zoom %4")
                                        .arg(p->title())
                                        .arg(n)
                                        .arg(item->valuePixels(zoom))
                                        .arg(zoom)));
            }
        }
        // The main window keeps its own choice: shapes alone that far out.
        QCOMPARE(window().canvas()->valueFloor(), 0.0);
    }

    // Issue 29: Ctrl+0 fits every panel's tree again after the wheel zoomed them.
    void ctrlZeroFitsEveryPanel()
    {
        openFromViewMenu();
        compare()->resize(1280, 720);
        for (ComparePanel *p : compare()->panels()) {
            QTRY_VERIFY(p->canvas()->showsWholeTree());
            p->canvas()->view()->zoomIn();
            p->canvas()->view()->zoomIn();
            QVERIFY(!p->canvas()->showsWholeTree());
        }
        QTest::keyClick(compare(), Qt::Key_0, Qt::ControlModifier);
        for (ComparePanel *p : compare()->panels()) {
            QVERIFY(p->canvas()->showsWholeTree());
            QCOMPARE(p->canvas()->view()->zoom(), p->canvas()->view()->fitZoom());
        }
    }

    void stepsTogetherByStep()
    {
        openFromViewMenu();
        QCOMPARE(compare()->mode(), Lockstep::Mode::Steps);
        for (int i = 0; i < 5; ++i)
            key(Qt::Key_Right);
        for (ComparePanel *p : compare()->panels())
            QCOMPARE(p->session()->step(), 5);
        QCOMPARE(compare()->slider()->value(), 5);
        compare()->slider()->setValue(9);
        for (ComparePanel *p : compare()->panels())
            QCOMPARE(p->session()->step(), std::min(9, p->session()->stepCount()));
        // To leaf reads: the first search stays at the leaves it has read.
        const int read = compare()->lockstep().leavesReadAt(0, 9);
        QTest::mouseClick(compare()->byLeafButton(), Qt::LeftButton);
        QCOMPARE(compare()->position(), read);
        QCOMPARE(compare()->lockstep().leavesReadAt(0, panel(0)->session()->step()), read);
        QVERIFY(panel(0)->session()->step() <= 9);
    }

    void playsTogetherToTheEnd()
    {
        openFromViewMenu();
        QTest::mouseClick(compare()->byLeafButton(), Qt::LeftButton);
        QTest::mouseClick(compare()->playButton(), Qt::LeftButton);
        QVERIFY(compare()->isPlaying());
        QTRY_VERIFY(compare()->position() >= 2);
        key(Qt::Key_Space); // pause
        QVERIFY(!compare()->isPlaying());
        const int paused = compare()->position();
        QTest::qWait(1000);
        QCOMPARE(compare()->position(), paused);
        compare()->setPosition(compare()->lockstep().lastPosition() - 1);
        key(Qt::Key_Space);
        QTRY_VERIFY(!compare()->isPlaying()); // stops at the end
        for (ComparePanel *p : compare()->panels())
            QCOMPARE(p->session()->step(), p->session()->stepCount());
        // At the end, play starts over.
        QTest::mouseClick(compare()->playButton(), Qt::LeftButton);
        QCOMPARE(compare()->position(), 0);
        QTest::mouseClick(compare()->forwardButton(), Qt::LeftButton); // a manual step stops it
        QVERIFY(!compare()->isPlaying());
        QCOMPARE(compare()->position(), 1);
    }

    void eachPanelHasItsOwnOptions()
    {
        pickInMain(QStringLiteral("alphabeta"));
        openFromViewMenu();
        pickInPanel(panel(1), QStringLiteral("alphabeta"));
        QVERIFY(!panel(1)->optionForm()->isVisible());
        QTest::mouseClick(panel(1)->optionsButton(), Qt::LeftButton);
        QVERIFY(panel(1)->optionForm()->isVisible());
        auto *failHard =
            panel(1)->optionForm()->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"));
        QVERIFY(failHard);
        QTest::mouseClick(failHard, Qt::LeftButton, {}, QPoint(8, failHard->height() / 2));
        QVERIFY(panel(1)->session()->options().flag(QStringLiteral("fail-hard")));
        QVERIFY(!panel(0)->session()->options().flag(QStringLiteral("fail-hard")));
        QVERIFY(!window().session()->options().flag(QStringLiteral("fail-hard")));
        QCOMPARE(panel(1)->title(), QStringLiteral("Alpha-beta (fail-hard)"));
        // Both read the same leaves (ALGORITHMS.md): the summary says so.
        QVERIFY2(compare()->summaryLabel()->text().startsWith(QStringLiteral("Each reads 7")),
                 qPrintable(compare()->summaryLabel()->text()));
    }

    void mainWindowEditsUpdateTheComparison()
    {
        pickInMain(QStringLiteral("alphabeta"));
        openFromViewMenu();
        key(Qt::Key_End);
        // The first leaf, 3, becomes 20: the first MIN is worth 8, and so is the root.
        QVERIFY(window().editor()->setValue(2, 20));
        for (ComparePanel *p : compare()->panels()) {
            QCOMPARE(p->session()->tree().value(2), 20.0);
            QCOMPARE(p->session()->trace()->summary.value, 8.0);
            QCOMPARE(p->session()->step(), p->session()->stepCount()); // still at the end
            QCOMPARE(p->valueLabel()->text(), QStringLiteral("Value: 8"));
        }
        // A hidden window catches up when it is shown again.
        compare()->hide();
        typeTree(QStringLiteral("max(min(1,2),min(3,4),min(5,6))"));
        compare()->openAction()->trigger();
        for (ComparePanel *p : compare()->panels()) {
            QCOMPARE(p->session()->tree().size(), 10);
            QCOMPARE(p->session()->trace()->summary.value, 5.0);
        }
        // File ▸ New: nothing to compare; each panel says how to get a tree.
        window().newDocument();
        for (ComparePanel *p : compare()->panels()) {
            QVERIFY(p->session()->tree().isEmpty());
            QVERIFY(p->findChild<QLabel *>(QStringLiteral("compareRefusal"))
                        ->text()
                        .startsWith(QStringLiteral("There is no tree yet")));
            QVERIFY(p->leavesLabel()->text().isEmpty());
        }
        QVERIFY(compare()->summaryLabel()->text().isEmpty());
        key(Qt::Key_Right);
        QCOMPARE(compare()->position(), 0);
    }

    void minimaxAgainstExpectimaxOnTheClassicTree()
    {
        typeTree(QStringLiteral("max(min(10,10),min(9,100))"));
        openWith({QStringLiteral("minimax"), QStringLiteral("expectimax")});
        key(Qt::Key_End);
        QCOMPARE(panel(0)->valueLabel()->text(), QStringLiteral("Value: 10"));
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Value: 54.5"));
        QCOMPARE(compare()->summaryLabel()->text(),
                 QStringLiteral("Each reads 4 leaves. "
                                "The values differ: Minimax 10, Expectimax 54.5. "
                                "They choose different moves: Minimax left, Expectimax right."));
    }

    // Issue 30: MCTS beside alpha-beta. Its panel counts iterations, not "leaves read of n"
    // (a playout reads a leaf every iteration), calls its value an estimate, and the summary
    // sets its iterations against alpha-beta's leaves and says whether it found the same move.
    void mctsBesideAlphaBeta()
    {
        typeTree(QStringLiteral("max(min(10,10),min(9,100))"));
        openWith({QStringLiteral("alphabeta"), QStringLiteral("mcts")});
        SearchOptions few;
        few.set(QStringLiteral("iterations"), 100);
        panel(1)->session()->setOptions(few);
        key(Qt::Key_End);
        const SearchSession *mcts = panel(1)->session();
        QCOMPARE(mcts->iterationCount(), 100);
        QCOMPARE(panel(1)->leavesLabel()->text(), QStringLiteral("Iterations: 100 / 100"));
        QCOMPARE(panel(1)->passLabel()->text(), QStringLiteral("Leaves read in playouts: %1")
                                                    .arg(mcts->trace()->summary.leavesEvaluated));
        const QString estimate = formatValue(mcts->trace()->summary.value);
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Estimate: %1").arg(estimate));
        QCOMPARE(panel(0)->valueLabel()->text(), QStringLiteral("Value: 10"));
        const QString title = panel(1)->title();
        QCOMPARE(title, QStringLiteral("Monte-Carlo tree search (UCT) (iterations 100)"));
        // With 100 iterations UCT still prefers the 100 behind the right MIN node.
        QCOMPARE(*mcts->trace()->summary.bestChild, 1);
        QCOMPARE(compare()->summaryLabel()->text(),
                 QStringLiteral("Alpha-beta reads 3 leaves. %1 runs 100 iterations, reading %2 "
                                "leaves in its playouts. %1 estimates %3 (the value is 10). "
                                "They choose different moves: Alpha-beta left, %1 right.")
                     .arg(title)
                     .arg(mcts->trace()->summary.leavesEvaluated)
                     .arg(estimate));

        // Stepped by leaf read, the panel's iterations follow the common position: each
        // playout ends with one read, backed up in the same iteration.
        QTest::mouseClick(compare()->byLeafButton(), Qt::LeftButton);
        compare()->setPosition(2);
        QCOMPARE(panel(1)->leavesLabel()->text(),
                 QStringLiteral("Iterations: %1 / 100").arg(mcts->iterationsDone()));
        QVERIFY(mcts->iterationsDone() <= 2);
        QCOMPARE(
            panel(1)->valueLabel()->text(),
            QStringLiteral("Root so far: Q = %1").arg(formatValue(mcts->frame().nodes[0].value)));

        // With enough iterations it finds the minimax move (ALGORITHMS.md; tst_mcts).
        SearchOptions many;
        many.set(QStringLiteral("iterations"), 1000);
        panel(1)->session()->setOptions(many);
        key(Qt::Key_End);
        QCOMPARE(*mcts->trace()->summary.bestChild, 0);
        QVERIFY2(compare()->summaryLabel()->text().endsWith(QStringLiteral("Same move: left.")),
                 qPrintable(compare()->summaryLabel()->text()));
        QVERIFY(compare()->summaryLabel()->text().contains(QStringLiteral("runs 1000 iterations")));
    }

    // Issue 31: proof-number search beside alpha-beta. Its panel counts the nodes expanded and
    // shows the root's pn and dn, then "proven"; the summary does not compare its 1 (proven)
    // with alpha-beta's value 3, it says what it proved and how many nodes it expanded.
    void proofNumberSearchBesideAlphaBeta()
    {
        openWith({QStringLiteral("alphabeta"), QStringLiteral("pns")});
        QCOMPARE(compare()->mode(), Lockstep::Mode::Steps);
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Value: not yet"));
        QCOMPARE(panel(1)->passLabel()->text(), QStringLiteral("Nodes expanded: 0"));
        // The root generated, expanded, its 3 children generated, its numbers updated.
        for (int i = 0; i < 6; ++i)
            key(Qt::Key_Right);
        QCOMPARE(panel(1)->session()->step(), 6);
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Root so far: pn=1, dn=3"));
        QCOMPARE(panel(1)->passLabel()->text(), QStringLiteral("Nodes expanded: 1"));
        QCOMPARE(panel(0)->passLabel()->text(), QStringLiteral("One pass"));
        key(Qt::Key_End);
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Root proven"));
        QCOMPARE(panel(1)->passLabel()->text(), QStringLiteral("Nodes expanded: 2"));
        QCOMPARE(panel(0)->valueLabel()->text(), QStringLiteral("Value: 3"));
        QCOMPARE(compare()->summaryLabel()->text(),
                 QStringLiteral("Fewest leaves read: Proof-number search with 3 (Alpha-beta 7). "
                                "Alpha-beta finds the value 3. "
                                "Proof-number search: the root is proven, 2 nodes expanded."));
        // Each MIN node has a leaf ≤ 0: MAX cannot force a win, and pns disproves the root
        // after expanding all three inner nodes.
        typeTree(QStringLiteral("max(min(3,-1),min(-2,4))"));
        key(Qt::Key_End);
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Root disproven"));
        QVERIFY(compare()->summaryLabel()->text().contains(
            QStringLiteral("Proof-number search: the root is disproven, 3 nodes expanded.")));
    }

    void aRefusedAlgorithmSaysWhy()
    {
        typeTree(QStringLiteral("max(chance(0.5: 1, 0.5: 3), min(2, 4))"));
        openWith({QStringLiteral("alphabeta"), QStringLiteral("expectiminimax")});
        QVERIFY(!panel(0)->session()->trace());
        QVERIFY(!panel(0)->findChild<QLabel *>(QStringLiteral("compareRefusal"))->isHidden());
        QVERIFY(compare()->summaryLabel()->text().contains(
            QStringLiteral("Alpha-beta cannot search this tree.")));
        key(Qt::Key_End);
        QCOMPARE(panel(0)->session()->step(), 0);
        QCOMPARE(panel(1)->session()->step(), panel(1)->session()->stepCount());
        QCOMPARE(panel(1)->valueLabel()->text(), QStringLiteral("Value: 2"));
    }

    void followsTheDarkPalette()
    {
        openFromViewMenu();
        for (ComparePanel *p : compare()->panels())
            QVERIFY(!p->canvas()->isDark());
        window().canvas()->darkAction()->trigger(); // View ▸ Dark Palette in the main window
        QVERIFY(window().isDark());
        // The application's palette reaches the widgets with the next events.
        for (ComparePanel *p : compare()->panels())
            QTRY_VERIFY(p->canvas()->isDark());
        QTest::mouseClick(compare()->addButton(), Qt::LeftButton);
        QVERIFY(compare()->panels().last()->canvas()->isDark());
        window().canvas()->darkAction()->trigger();
        for (ComparePanel *p : compare()->panels())
            QTRY_VERIFY(!p->canvas()->isDark());
    }

    void addsAndRemovesPanels()
    {
        openFromViewMenu();
        QTest::mouseClick(compare()->addButton(), Qt::LeftButton);
        QTest::mouseClick(compare()->addButton(), Qt::LeftButton);
        QCOMPARE(compare()->panels().size(), CompareWindow::MaxPanels);
        QVERIFY(!compare()->addButton()->isEnabled());
        QStringList ids;
        for (ComparePanel *p : compare()->panels()) {
            QVERIFY(p->removeButton()->isEnabled());
            ids << p->session()->algorithm();
        }
        ids.removeDuplicates();
        QCOMPARE(ids.size(), CompareWindow::MaxPanels); // a new panel takes another algorithm
        ComparePanel *second = panel(1);
        QTest::mouseClick(second->removeButton(), Qt::LeftButton);
        QCOMPARE(compare()->panels().size(), 3);
        QVERIFY(!compare()->panels().contains(second));
        QVERIFY(compare()->addButton()->isEnabled());
        key(Qt::Key_End);
        for (ComparePanel *p : compare()->panels())
            QCOMPARE(p->session()->step(), p->session()->stepCount());
    }
};

QTEST_MAIN(TstCompare)
#include "tst_compare.moc"
