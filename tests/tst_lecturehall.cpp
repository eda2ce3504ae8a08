// Issue 14's lecture-hall polish, items 1 to 6, in the real window on a 1280×720 projector
// (the offscreen platform given one screen of that size): the pseudocode follows the options,
// the window fits the screen, presentation mode shows the whole narration and changes the
// algorithm, ← → step whatever is selected, Ctrl+Shift+S saves as, and edits and undo keep
// the step on its event. Keys go where a user's keyboard sends them: the focused widget.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/editactions.h"
#include "app/studio/edit/inlineeditor.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/presentation/presentationmode.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/search/searchoptionsdock.h"
#include "app/studio/window/mainwindow.h"

#include "views/docks/narrationdock.h"
#include "views/docks/opendock.h"
#include "views/docks/pseudocodedock.h"
#include "views/docks/statisticsdock.h"
#include "views/models/openlistmodel.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/stepperbar.h"

#include "core/search/algorithm.h"
#include "core/trace/stepfollow.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>
#include <QUndoStack>

using namespace gt;

namespace {

const char *const AimaTree = "max(min(3,12,8), min(2,4,6), min(14,5,2))";
// Stockman's tree where SSS* reads fewer leaves than alpha-beta (resources/examples).
const char *const SssTree = "max(min(max(3,17),max(2,12)),min(max(15,8),max(25,0)),"
                            "min(max(2,5),max(3,2)),min(max(14,8),max(9,6)))";

QStringList withOptions(const QString &algorithm, const SearchOptions &options)
{
    return findAlgorithm(algorithm)->pseudocodeFor(options);
}

} // namespace

class TstLectureHall : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow &w() { return *m_window; }
    TreeView *view() { return w().canvas()->view(); }
    TreeScene *scene() { return w().canvas()->scene(); }
    SearchSession *session() { return w().session(); }
    TreeEditor *editor() { return w().editor(); }

    QWidget *focused()
    {
        return QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    }
    void key(int k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::keyClick(focused(), Qt::Key(k), mods);
    }
    QPoint at(NodeId n) { return view()->mapFromScene(scene()->nodeRect(n).center()); }
    void click(NodeId n) { QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(n)); }
    void load(const char *text, const QString &algorithm)
    {
        w().newDocument();
        QVERIFY(editor()->pasteText(QString::fromLatin1(text), NoNode, false));
        editor()->undoStack()->clear();
        w().findChild<QAction *>(QStringLiteral("algorithm_") + algorithm)->trigger();
        QCOMPARE(session()->algorithm(), algorithm);
        view()->setFocus();
        QVERIFY(view()->hasFocus());
    }
    void clickCheckBox(QCheckBox *box)
    {
        QStyleOptionButton button;
        button.initFrom(box);
        const QRect indicator =
            box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &button, box);
        QTest::mouseClick(box, Qt::LeftButton, {}, indicator.center());
    }
    QCheckBox *failHardBox()
    {
        return w().searchOptionsDock()->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"));
    }
    // Clicks `button`, whose menu pops up at once, and in that menu the action `name`.
    void chooseFromMenu(QToolButton *button, const QString &name)
    {
        bool chosen = false;
        QTimer::singleShot(200, this, [&chosen, name] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction *a : menu->actions()) {
                if (a->objectName() == name) {
                    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(a).center());
                    chosen = true;
                    return;
                }
            }
            menu->close();
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(chosen);
    }
    QRect available() const { return QGuiApplication::primaryScreen()->availableGeometry(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_lecturehall"));
        QCOMPARE(QGuiApplication::primaryScreen()->geometry(), QRect(0, 0, 1280, 720));
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        w().documents()->setPrompt(
            [](const QString &) { return DocumentController::Answer::Discard; });
    }

    void cleanup() { m_window.reset(); }

    // 1. The pseudocode says what the options make the search do: fail-soft returns v as
    // found, fail-hard clamps it; strict tests v > β; the table's lines only with --tt.
    void pseudocodeFollowsTheOptions()
    {
        load(AimaTree, QStringLiteral("alphabeta"));
        PseudocodeDock *code = w().pseudocodeDock();
        auto returnLine = [code] { return code->lines().value(14); };
        QVERIFY2(returnLine().contains(QStringLiteral("fail-soft")), qPrintable(returnLine()));
        clickCheckBox(failHardBox());
        QVERIFY(session()->options().flag(QStringLiteral("fail-hard")));
        QVERIFY2(returnLine().contains(QStringLiteral("fail-hard")), qPrintable(returnLine()));
        for (const QString &line : code->lines())
            QVERIFY2(!line.contains(QStringLiteral("fail-soft")), qPrintable(line));
        // The highlighted line is still the step's.
        key(Qt::Key_End);
        QCOMPARE(code->highlightedLine(), int(session()->currentEvent()->line));
        clickCheckBox(failHardBox());
        QVERIFY(returnLine().contains(QStringLiteral("fail-soft")));

        // Every line an event of alpha-beta names is in the code shown for its options.
        SearchOptions strict;
        strict.set(QStringLiteral("cutoff"), QStringLiteral("strict"));
        SearchOptions table;
        table.set(QStringLiteral("tt"), true);
        SearchOptions soft; // fail-hard now: the option, where fail-soft was
        soft.set(QStringLiteral("fail-hard"), true);
        for (const SearchOptions &options : {SearchOptions(), strict, table, soft}) {
            QString error;
            const auto trace =
                search(session()->tree(), QStringLiteral("alphabeta"), options, &error);
            QVERIFY2(trace, qPrintable(error));
            const QStringList lines = withOptions(QStringLiteral("alphabeta"), options);
            for (const TraceEvent &e : trace->events)
                QVERIFY(e.line <= lines.size());
        }
        QVERIFY(withOptions(QStringLiteral("alphabeta"), strict)
                    .value(7)
                    .contains(QStringLiteral("v > β")));
        QVERIFY(withOptions(QStringLiteral("alphabeta"), table).size() >
                withOptions(QStringLiteral("alphabeta"), SearchOptions()).size());
    }

    // 2. The first window fits the 1280×720 screen it opens on, and so does a window
    // restored from a bigger screen or from a place off this one.
    void windowFitsTheScreen()
    {
        QTRY_VERIFY2(available().contains(w().frameGeometry()),
                     qPrintable(QStringLiteral("%1×%2").arg(w().width()).arg(w().height())));
        // Closed at 1700×1000 (a bigger monitor), opened again here.
        w().showNormal();
        w().setGeometry(QRect(100, 80, 1700, 1000));
        QCOMPARE(w().size(), QSize(1700, 1000));
        w().close();
        m_window = std::make_unique<MainWindow>();
        w().show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY(available().contains(w().frameGeometry()));
        // Closed at a place this screen does not have.
        w().showNormal();
        // (Taller than the window's least height, which the docks set: about 630 at 1280×720.)
        w().setGeometry(QRect(1100, 600, 900, 660));
        w().close();
        m_window = std::make_unique<MainWindow>();
        w().show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY2(available().contains(w().frameGeometry()),
                     qPrintable(QStringLiteral("%1,%2").arg(w().x()).arg(w().y())));
        QCOMPARE(w().size(), QSize(900, 660)); // it fitted: only moved
    }

    // Issue 29: the normal 1280×720 window shows every algorithm's opening sentence whole, and
    // the "Pass n begins" lines, without growing past the screen (a minimum height on the dock
    // made the window 936 px tall); the canvas keeps most of the height.
    void normalWindowShowsTheWholeSentence()
    {
        auto *sentence = w().narrationDock()->findChild<QLabel *>(QStringLiteral("narrationText"));
        auto wholeSentence = [sentence] {
            return sentence->isVisible() &&
                   sentence->height() >= sentence->heightForWidth(sentence->width());
        };
        for (const QString id :
             {QStringLiteral("minimax"), QStringLiteral("alphabeta"), QStringLiteral("sss"),
              QStringLiteral("mt-sss"), QStringLiteral("mtdf"), QStringLiteral("aspiration"),
              QStringLiteral("mcts"), QStringLiteral("pns")}) {
            load(AimaTree, id);
            QCOMPARE(session()->algorithm(), id);
            QVERIFY(session()->step() == 0 && sentence->text().size() > 150);
            QTRY_VERIFY2(wholeSentence(),
                         qPrintable(QStringLiteral("%1: %2 px for %3 px of text")
                                        .arg(id)
                                        .arg(sentence->height())
                                        .arg(sentence->heightForWidth(sentence->width()))));
            for (int i = 0; i < std::min(8, session()->stepCount()); ++i) {
                key(Qt::Key_Right);
                QTRY_VERIFY2(wholeSentence(), qPrintable(sentence->text()));
            }
            QVERIFY2(available().contains(w().frameGeometry()),
                     qPrintable(QStringLiteral("%1×%2").arg(w().width()).arg(w().height())));
            QVERIFY(view()->viewport()->height() > 300);
        }
    }

    // 3. Presenting at 720p: the whole narration shows (the long introduction too), and the
    // algorithm and its options change without leaving.
    void presentationShowsAllAndChangesTheAlgorithm()
    {
        load(AimaTree, QStringLiteral("alphabeta"));
        key(Qt::Key_F5);
        QVERIFY(w().presentation()->isActive());
        QTRY_COMPARE(w().size(), QSize(1280, 720));
        QTest::qWait(150); // the fit after the full-screen size
        auto *sentence = w().narrationDock()->findChild<QLabel *>(QStringLiteral("narrationText"));
        auto wholeSentence = [sentence] {
            return sentence->isVisible() &&
                   sentence->height() >= sentence->heightForWidth(sentence->width());
        };
        QVERIFY(session()->step() == 0 && sentence->text().size() > 150);
        QTRY_VERIFY2(wholeSentence(),
                     qPrintable(QStringLiteral("%1 px for %2 px of text")
                                    .arg(sentence->height())
                                    .arg(sentence->heightForWidth(sentence->width()))));
        for (int i = 0; i < session()->stepCount(); ++i) {
            key(Qt::Key_Right);
            QTRY_VERIFY2(wholeSentence(), qPrintable(sentence->text()));
        }
        QVERIFY(view()->viewport()->height() > 360); // the tree keeps most of the screen

        // The algorithm, from the presentation bar.
        QToolBar *bar = w().presentation()->bar();
        QVERIFY(bar->isVisible());
        QToolButton *algorithm = w().presentation()->algorithmButton();
        QVERIFY(algorithm->isVisible());
        chooseFromMenu(algorithm, QStringLiteral("algorithm_sss"));
        QCOMPARE(session()->algorithm(), QStringLiteral("sss"));
        QVERIFY(algorithm->text().contains(findAlgorithm(QStringLiteral("sss"))->displayName()));
        QVERIFY(w().presentation()->isActive());
        // Its options, beside the canvas: alpha-beta fail-hard.
        chooseFromMenu(algorithm, QStringLiteral("algorithm_alphabeta"));
        QVERIFY(!w().searchOptionsDock()->isVisible());
        QTest::mouseClick(w().presentation()->optionsButton(), Qt::LeftButton);
        QVERIFY(w().searchOptionsDock()->isVisible());
        clickCheckBox(failHardBox());
        QVERIFY(session()->options().flag(QStringLiteral("fail-hard")));
        QVERIFY(w().presentation()->isActive());
        view()->setFocus();
        const int step = session()->step();
        key(Qt::Key_Left);
        QCOMPARE(session()->step(), step - 1);
        // Leaving restores the window as it was, the options dock included.
        key(Qt::Key_Escape);
        QVERIFY(!w().presentation()->isActive());
        QVERIFY(!bar->isVisible());
        QVERIFY(w().searchOptionsDock()->isVisible());
    }

    // Issue 29: at 1280×720 SSS*'s OPEN list comes to the front and shows at least six states.
    void openListShowsSixStates()
    {
        load("max(min(max(1,2),max(3,4),max(5,6)),min(max(7,8),max(9,10),max(11,12)),"
             "min(max(13,14),max(15,16),max(17,18)))",
             QStringLiteral("sss"));
        OpenDock *open = w().openDock();
        QTRY_VERIFY(open->isVisible() && !open->visibleRegion().isEmpty());
        while (open->model()->rowCount() < 6 && session()->step() < session()->stepCount())
            key(Qt::Key_Right);
        QVERIFY(open->model()->rowCount() >= 6);
        QTableView *table = open->view();
        QTRY_VERIFY2(table->viewport()->height() >= 6 * table->rowHeight(0),
                     qPrintable(QStringLiteral("%1 px for rows of %2 px")
                                    .arg(table->viewport()->height())
                                    .arg(table->rowHeight(0))));
        QVERIFY(available().contains(w().frameGeometry()));
        // Presenting, the OPEN list stays beside the canvas, in larger type; leaving restores
        // the window's type.
        const double normal = table->font().pointSizeF();
        key(Qt::Key_F5);
        QVERIFY(w().presentation()->isActive());
        QTRY_VERIFY(open->isVisible() && !open->visibleRegion().isEmpty());
        QVERIFY(table->font().pointSizeF() > normal * 1.3);
        QVERIFY(!w().statisticsDock()->isVisible());
        key(Qt::Key_Escape);
        QVERIFY(!w().presentation()->isActive());
        QCOMPARE(table->font().pointSizeF(), normal);
        QVERIFY(open->isVisible());
    }

    // Issue 29: Escape leaves the lecture-hall view and stops playback with it.
    void escapeStopsPlayback()
    {
        load(AimaTree, QStringLiteral("alphabeta"));
        key(Qt::Key_F5);
        QVERIFY(w().presentation()->isActive());
        w().stepper()->setPlaying(true);
        QVERIFY(w().stepper()->isPlaying());
        QTRY_VERIFY(session()->step() > 0);
        key(Qt::Key_Escape);
        QVERIFY(!w().presentation()->isActive());
        QVERIFY(!w().stepper()->isPlaying());
        const int step = session()->step();
        QTest::qWait(1500); // two steps' time at the default speed
        QCOMPARE(session()->step(), step);
    }

    // 4. ← → Home End step whatever is selected: after a click on a node and after an edit;
    // Shift+← → move the selection; the inline editor keeps its arrows.
    void arrowsStepAfterAClickAndAnEdit()
    {
        load(AimaTree, QStringLiteral("alphabeta"));
        QVERIFY(w().narrationDock()->text().contains(QStringLiteral("Press →")));
        click(7); // the leaf 4 under C (5)
        QCOMPARE(editor()->selected(), 7);
        key(Qt::Key_Right);
        QCOMPARE(session()->step(), 1);
        QCOMPARE(editor()->selected(), 7);
        key(Qt::Key_Right);
        key(Qt::Key_Left);
        QCOMPARE(session()->step(), 1);
        key(Qt::Key_End);
        QCOMPARE(session()->step(), session()->stepCount());
        key(Qt::Key_Home);
        QCOMPARE(session()->step(), 0);
        // An edit: the value typed in place, taken with Return.
        QTest::keyClick(focused(), '9');
        QVERIFY(w().editActions()->inlineEditor()->isOpen());
        key(Qt::Key_Left); // in the field: moves the cursor, not the search
        QCOMPARE(session()->step(), 0);
        key(Qt::Key_Return);
        QVERIFY(!w().editActions()->inlineEditor()->isOpen());
        QCOMPARE(session()->tree().value(7), 9.0);
        QCOMPARE(editor()->selected(), 7);
        key(Qt::Key_Right);
        QCOMPARE(session()->step(), 1);
        // The selection moves with Shift+← →, ↑ ↓.
        key(Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(editor()->selected(), 8);
        key(Qt::Key_Left, Qt::ShiftModifier);
        key(Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(editor()->selected(), 6);
        key(Qt::Key_Up);
        QCOMPARE(editor()->selected(), 5);
        QCOMPARE(session()->step(), 1);
    }

    // 5. Ctrl+Shift+S is Save As, as docs/editing.md says, on every desktop.
    void saveAsHasItsKey()
    {
        load(AimaTree, QStringLiteral("alphabeta"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("aima.gtree"));
        int asked = 0;
        w().documents()->setSavePathChooser([&asked, path](const QString &) {
            ++asked;
            return path;
        });
        key(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(asked, 1);
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(w().documents()->filePath(), path);
    }

    // 6. After an edit or an undo the step stays at the end when it was there, else on the
    // same event, followed to the node's new id.
    void editsAndUndoKeepTheStepOnItsEvent()
    {
        load(SssTree, QStringLiteral("sss"));
        QUndoStack *undo = editor()->undoStack();
        key(Qt::Key_End);
        const int full = session()->stepCount();
        // Three deletions shorten the search; each keeps the end.
        for (NodeId leaf : {28, 24, 18}) {
            click(leaf);
            key(Qt::Key_Delete);
            QCOMPARE(session()->step(), session()->stepCount());
        }
        QVERIFY(session()->stepCount() < full);
        for (int i = 0; i < 3; ++i) {
            key(Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(session()->step(), session()->stepCount());
        }
        QCOMPARE(undo->index(), 0);
        QCOMPARE(session()->stepCount(), full);

        // Mid-search, on the read of the leaf 15 (id 10): a sibling added before it moves the
        // leaf to id 11 and the read two steps on; the step follows.
        load(SssTree, QStringLiteral("alphabeta"));
        auto readsLeaf15 = [this](NodeId id) {
            const TraceEvent *e = session()->currentEvent();
            return e && e->type == EventType::ReadLeaf && e->node == id;
        };
        while (!readsLeaf15(10) && session()->step() < session()->stepCount())
            key(Qt::Key_Right);
        QVERIFY(readsLeaf15(10));
        const int before = session()->step();
        click(6);            // the leaf 2 under the first MIN's second MAX
        key(Qt::Key_Return); // a sibling after it
        QCOMPARE(session()->tree().value(11), 15.0);
        QVERIFY(readsLeaf15(11));
        QCOMPARE(session()->step(), before + 2); // a raw step number would show another event
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session()->step(), before);
        QVERIFY(readsLeaf15(10));
    }

    // followStep by itself: the end, step 0, an event that is gone, no trace in common.
    void followStepRules()
    {
        auto trace = [](std::initializer_list<std::pair<EventType, NodeId>> events) {
            Trace t;
            for (const auto &[type, node] : events) {
                TraceEvent e;
                e.type = type;
                e.node = node;
                t.events.push_back(e);
            }
            return t;
        };
        const Trace before = trace({{EventType::Enter, 0},
                                    {EventType::ReadLeaf, 1},
                                    {EventType::Cutoff, 0},
                                    {EventType::Finish, 0}});
        const Trace after = trace({{EventType::Enter, 0},
                                   {EventType::ReadLeaf, 2},
                                   {EventType::ReadLeaf, 1},
                                   {EventType::Return, 1},
                                   {EventType::ReadLeaf, 3},
                                   {EventType::Finish, 0}});
        QCOMPARE(followStep(before, 0, after), 0);
        QCOMPARE(followStep(before, 4, after), 6); // the end stays the end
        QCOMPARE(followStep(before, 2, after), 3); // the read of 1
        QCOMPARE(followStep(before, 3, after), 3); // the cut-off is gone: the read before it
        QCOMPARE(followStep(before, 2, after, {0, 2, 1, 3}), 2);              // 1 is now 2
        QCOMPARE(followStep(before, 2, after, {0, NoNode, 1, 2}), 1);         // 1 is gone
        QCOMPARE(followStep(before, 3, trace({{EventType::Tighten, 5}})), 1); // nothing in common
    }
};

// The projector: one 1280×720 screen (the offscreen platform's default is 800×600).
int main(int argc, char *argv[])
{
    QTemporaryFile config;
    if (!config.open())
        return 2;
    config.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1280,
                  "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    config.flush();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TstLectureHall test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lecturehall.moc"
