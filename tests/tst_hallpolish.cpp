// Issue 14's lecture-hall polish, items 7 to 9, as a lecturer meets them on a 1280×720
// projector, in the real window driven offscreen: the canvas keeps the whole tree in view
// after edits and new labels, Fit to Window and Follow Current Node on a big tree, the status
// bar's old errors, examples and the algorithm on screen, the Help menu and printing.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/export/printactions.h"
#include "app/studio/help/helpmenu.h"
#include "app/studio/help/shortcutsdialog.h"
#include "app/studio/help/windowtour.h"
#include "app/studio/open/examplesmenu.h"
#include "app/studio/open/treetextfield.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/window/errornotice.h"
#include "app/studio/window/mainwindow.h"

#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/layout/graphviz.h"

#include <QComboBox>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using namespace gt;

namespace {

const char *const AimaTree = "max(min(3,12,8), min(2,4,6), min(14,5,2))";
const char *const ClassicTree = "((10,10),(9,100))";

// What the canvas shows now, in scene coordinates.
QRectF visibleRect(const TreeView *view)
{
    return view->mapToScene(view->viewport()->rect()).boundingRect();
}

bool showsWholeTree(const MainWindow &w)
{
    const QRectF content = w.canvas()->scene()->contentRect();
    return visibleRect(w.canvas()->view()).adjusted(-0.5, -0.5, 0.5, 0.5).contains(content);
}

QString describe(const QRectF &r)
{
    return QStringLiteral("(%1, %2 %3×%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TstHallPolish : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    TreeView *view() { return window().canvas()->view(); }
    void key(int k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::keyClick(m_window.get(), Qt::Key(k), mods);
    }
    void typeTree(const QString &text)
    {
        QLineEdit *edit = window().treeTextField()->lineEdit();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    void openExample(const char *name)
    {
        auto *action = window().examplesMenu()->findChild<QAction *>(QStringLiteral("example_") +
                                                                     QLatin1String(name));
        QVERIFY(action);
        action->trigger();
    }
    void pick(const QString &id)
    {
        QAction *action = window().findChild<QAction *>(QStringLiteral("algorithm_") + id);
        QVERIFY(action);
        action->trigger();
        QCOMPARE(window().session()->algorithm(), id);
    }
    // A uniform random tree written to a file in `dir` and opened as a user would.
    void openBigTree(const QTemporaryDir &dir, int branching, int depth)
    {
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = branching;
        o.depth = depth;
        const GameTree big = randomTree(o);
        const QString path = dir.filePath(QStringLiteral("big.tree"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(writeTreeText(big).toUtf8());
        file.close();
        QVERIFY(window().openFile(path));
        QTRY_VERIFY_WITH_TIMEOUT(!window().isLoading(), 60000);
        QCOMPARE(window().session()->tree().size(), big.size());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_hallpolish"));
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720); // the projector
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    // Item 7. A lecturer who zoomed out by hand, so that the whole tree shows with room to
    // spare, builds the tree on: when the new leaves no longer fit, the view takes them in.
    void editsThatOverflowRefitTheView()
    {
        typeTree(QString::fromLatin1(AimaTree));
        QTRY_VERIFY(showsWholeTree(window()));
        view()->zoomOut(); // by hand: no longer "fitted"
        QVERIFY(showsWholeTree(window()));
        TreeEditor *editor = window().editor();
        for (int i = 0; i < 12; ++i) {
            const GameTree &tree = window().session()->tree();
            editor->select(tree.size() - 1); // the rightmost leaf: a sibling goes to its right
            QVERIFY(editor->addSibling());
            QVERIFY2(showsWholeTree(window()),
                     qPrintable(QStringLiteral("after %1 new leaves: %2 shows %3")
                                    .arg(i + 1)
                                    .arg(describe(window().canvas()->scene()->contentRect()),
                                         describe(visibleRect(view())))));
        }
    }

    // Names, move labels and values typed into a fitted tree: the longer texts stay in view.
    void longerTextsStayInView()
    {
        typeTree(QString::fromLatin1(AimaTree));
        QTRY_VERIFY(showsWholeTree(window()));
        TreeEditor *editor = window().editor();
        auto check = [this](const char *what) { // empty when the whole tree shows
            return showsWholeTree(window())
                       ? QString()
                       : QStringLiteral("%1: %2 shows %3")
                             .arg(QLatin1String(what),
                                  describe(window().canvas()->scene()->contentRect()),
                                  describe(visibleRect(view())));
        };
#define CHECK_WHOLE(what) QVERIFY2(check(what).isEmpty(), qPrintable(check(what)))
        QVERIFY(editor->setName(0, QStringLiteral("The root of the whole lecture's example tree")));
        CHECK_WHOLE("the root's name");
        const NodeId last = window().session()->tree().size() - 1;
        QVERIFY(editor->setLabel(last, QStringLiteral("the very last move on the right")));
        CHECK_WHOLE("the last leaf's move");
        QVERIFY(editor->setValue(last, -123456789));
        CHECK_WHOLE("the last leaf's value");
        for (int i = 0; i < window().session()->stepCount(); ++i) {
            key(Qt::Key_Right);
            CHECK_WHOLE("a step");
        }
#undef CHECK_WHOLE
    }

    // ... but a lecturer who zoomed in on a part keeps that view through edits.
    void editsDoNotFightAZoomIn()
    {
        typeTree(QString::fromLatin1(AimaTree));
        QTRY_VERIFY(showsWholeTree(window()));
        for (int i = 0; i < 4; ++i)
            view()->zoomIn();
        QVERIFY(!showsWholeTree(window()));
        const double zoom = view()->zoom();
        TreeEditor *editor = window().editor();
        editor->select(2); // a leaf under the first min node
        QVERIFY(editor->addSibling());
        QCOMPARE(view()->zoom(), zoom);
    }

    // Fit to Window on an 87,381-node tree (b = 4, d = 8), with Follow the Current Node on:
    // the tree stays whole while the lecturer steps, though the first leaves read are on its
    // left edge (the margin kept around a followed node, 48 pixels, is a third of the tree at
    // this zoom: it scrolled the fitted tree off).
    void fitToWindowFitsABigTree()
    {
        QTemporaryDir dir;
        openBigTree(dir, 4, 8);
        QTRY_VERIFY(showsWholeTree(window()));
        for (int i = 0; i < 12; ++i)
            view()->zoomIn();
        QVERIFY(!showsWholeTree(window()));
        window().canvas()->fitAction()->trigger();
        QVERIFY(window().canvas()->followsCurrent());
        for (int i = 0; i <= 20; ++i) {
            QTest::qWait(i == 0 ? 0 : 250); // a scroll would be animated
            QVERIFY2(showsWholeTree(window()),
                     qPrintable(QStringLiteral("step %1: ").arg(window().session()->step()) +
                                describe(window().canvas()->scene()->contentRect()) +
                                QStringLiteral(" shows ") + describe(visibleRect(view()))));
            key(Qt::Key_Right);
        }
    }

    // A big tree zoomed in to be read: Follow Current Node is on from the start (a first
    // start, no settings), and every step's node is on screen.
    void followKeepsABigTreesCurrentNodeInView()
    {
        QTemporaryDir dir;
        openBigTree(dir, 4, 8);
        QVERIFY(window().canvas()->followAction()->isChecked());
        view()->setZoom(1, view()->viewport()->rect().center());
        SearchSession *s = window().session();
        for (int i = 0; i < 40; ++i) {
            key(Qt::Key_Right);
            const NodeId current = window().canvas()->scene()->currentNode();
            QVERIFY(current != NoNode);
            const QRectF node = window().canvas()->scene()->nodeRect(current);
            // The scroll is animated: it may take a while on a busy machine.
            QTRY_VERIFY2(visibleRect(view()).contains(node),
                         qPrintable(QStringLiteral("step %1, node %2 at %3; view %4")
                                        .arg(s->step())
                                        .arg(current)
                                        .arg(describe(node), describe(visibleRect(view())))));
        }
    }

    // Item 8. A file that cannot be read leaves its error in the status bar; the next thing
    // that works (a step, an edit, a save's message) takes it away.
    void anOldErrorGoesAfterASuccess()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        auto *label = window().findChild<QLabel *>(QStringLiteral("errorLabel"));
        QVERIFY(label);
        QVERIFY(!window().openFile(QStringLiteral("/nonexistent/tree.tree")));
        QVERIFY(label->text().contains(QStringLiteral("/nonexistent/tree.tree")));
        key(Qt::Key_Right); // a step
        QVERIFY2(label->text().isEmpty(), qPrintable(label->text()));

        QVERIFY(!window().openFile(QStringLiteral("/nonexistent/tree.tree")));
        QVERIFY(!label->text().isEmpty());
        window().statusBar()->showMessage(QStringLiteral("Saved lecture.tree."), 50);
        QTRY_VERIFY(window().statusBar()->currentMessage().isEmpty()); // timed out
        QVERIFY2(label->text().isEmpty(), qPrintable(label->text()));  // the old one is not back

        QVERIFY(!window().openFile(QStringLiteral("/nonexistent/tree.tree")));
        window().editor()->select(1);
        QVERIFY(window().editor()->addChild()); // an edit
        QVERIFY2(label->text().isEmpty(), qPrintable(label->text()));
    }

    // An example opened from the menu is searched with the algorithm on screen, not with
    // the one last picked, when it takes the tree.
    void examplesKeepTheAlgorithmOnScreen()
    {
        pick(QStringLiteral("alphabeta"));
        openExample("chance-07"); // alpha-beta refuses chance nodes
        const QString shown = window().session()->algorithm();
        QVERIFY(shown != QStringLiteral("alphabeta"));
        openExample("classic"); // which the chance algorithm searches too
        QCOMPARE(window().session()->algorithm(), shown);
        QCOMPARE(window().picker()->comboBox()->currentData().toString(), shown);
        // One that the algorithm on screen refuses goes to the one last picked.
        pick(QStringLiteral("minimax"));
        openExample("bstar-intervals"); // a document: its own algorithm
        QCOMPARE(window().session()->algorithm(), QStringLiteral("bstar"));
        openExample("aima-3ply"); // no intervals: B* refuses it
        QCOMPARE(window().session()->algorithm(), QStringLiteral("minimax"));
    }

    // Item 9. Help ▸ Keyboard Shortcuts lists every key of every menu, read from the actions.
    void shortcutsAreReadFromTheActions()
    {
        auto *help = window().findChild<HelpMenu *>();
        QVERIFY(help);
        QVERIFY(window().menuBar()->actions().contains(help->menuAction()));
        QCOMPARE(help->actions().size(), 5); // four commands and a separator
        ShortcutsDialog *dialog = help->showShortcuts();
        QVERIFY(dialog->isVisible());
        const QTableWidget *table = dialog->table();
        auto hasRow = [table](const QString &keys, const QString &command) {
            for (int r = 0; r < table->rowCount(); ++r) {
                if (table->item(r, 0)->text() == keys && table->item(r, 1)->text() == command)
                    return true;
            }
            return false;
        };
        const auto native = [](const QKeySequence &k) {
            return k.toString(QKeySequence::NativeText);
        };
        QVERIFY(hasRow(native(QKeySequence(Qt::CTRL | Qt::Key_O)), QStringLiteral("Open…")));
        QVERIFY(
            hasRow(native(QKeySequence(Qt::CTRL | Qt::Key_0)), QStringLiteral("Fit to Window")));
        QVERIFY(hasRow(native(QKeySequence(Qt::CTRL | Qt::Key_P)), QStringLiteral("Print…")));
        // Issue 29: the keys that build a tree, which the canvas reads itself.
        QVERIFY(
            hasRow(QStringLiteral("↑, ↓"), QStringLiteral("Select the parent / the first child")));
        QVERIFY(hasRow(QStringLiteral("Shift+←, Shift+→"),
                       QStringLiteral("Select the previous / the next sibling")));
        QVERIFY(hasRow(QStringLiteral("0–9, −"), QStringLiteral("Type the selected leaf's value")));
        QVERIFY(hasRow(QStringLiteral("Wheel, pinch"), QStringLiteral("Zoom around the pointer")));
        // Every action of every menu with a key has its row.
        QSet<const QAction *> distinct;
        std::function<void(const QMenu *)> collect = [&](const QMenu *menu) {
            for (const QAction *a : menu->actions()) {
                if (a->menu())
                    collect(a->menu());
                else if (!a->shortcuts().isEmpty())
                    distinct.insert(a);
            }
        };
        for (const QAction *top : window().menuBar()->actions())
            collect(top->menu());
        QVERIFY(distinct.size() > 30);
        for (const QAction *a : distinct) {
            QString text = a->text();
            text.remove(QLatin1Char('&'));
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts())
                keys << native(k);
            QVERIFY2(hasRow(keys.join(QStringLiteral(", ")), text), qPrintable(text));
        }
        // A key given to an action later is in the table the next time it is shown.
        window().canvas()->followAction()->setShortcut(
            QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
        dialog = help->showShortcuts();
        QVERIFY(hasRow(native(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F)),
                       QStringLiteral("Follow the Current Node")));
        // F1 opens it, with the menu bar hidden too.
        dialog->close();
        QTRY_VERIFY(!window().findChild<ShortcutsDialog *>());
        window().menuBar()->hide();
        window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window()));
        key(Qt::Key_F1);
        QTRY_VERIFY(window().findChild<ShortcutsDialog *>());
    }

    // Help ▸ The Tree Notation shows docs/notation.md as the docs have it.
    void notationIsTheDocsPage()
    {
        auto *help = window().findChild<HelpMenu *>();
        help->notationAction()->trigger();
        auto *text = window().findChild<QTextBrowser *>(QStringLiteral("notationText"));
        QVERIFY(text);
        QVERIFY(text->isVisible());
        QFile page(QStringLiteral(GT_SOURCE_DIR "/docs/notation.md"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        QTextDocument expected;
        expected.setMarkdown(QString::fromUtf8(page.readAll()));
        QCOMPARE(text->toPlainText(), expected.toPlainText());
        QVERIFY(text->toPlainText().contains(QStringLiteral("((10,10),(9,100))")));
    }

    // Help ▸ Tour of the Window frames each part that is shown, with its note beside it.
    void tourWalksThroughTheWindow()
    {
        auto *help = window().findChild<HelpMenu *>();
        help->tourAction()->trigger();
        WindowTour *tour = window().findChild<WindowTour *>();
        QVERIFY(tour);
        QVERIFY(tour->isRunning());
        QSet<QWidget *> seen;
        QStringList titles;
        QList<QRect> menuParts;
        int stops = 0;
        while (tour->isRunning()) {
            QWidget *target = tour->currentTarget();
            QVERIFY(target && target->isVisible());
            seen.insert(target);
            const QRect part = tour->currentPart();
            QVERIFY(!part.isEmpty());
            QVERIFY(QRect(target->mapTo(&window(), QPoint(0, 0)), target->size()).contains(part));
            titles << tour->note()->findChild<QLabel *>(QStringLiteral("tourTitle"))->text();
            if (target == window().menuBar())
                menuParts << part;
            QVERIFY(tour->highlight()->isVisible());
            QVERIFY(tour->highlight()->geometry().contains(part));
            QVERIFY(tour->note()->isVisible());
            QVERIFY(window().rect().contains(tour->note()->geometry()));
            QVERIFY(
                !tour->note()->findChild<QLabel *>(QStringLiteral("tourText"))->text().isEmpty());
            QTest::mouseClick(tour->note()->findChild<QPushButton *>(QStringLiteral("tourNext")),
                              Qt::LeftButton);
            QVERIFY(++stops < 20);
        }
        QVERIFY(seen.contains(view()));
        QVERIFY(seen.contains(window().picker()->comboBox()));
        QVERIFY(stops >= 12);
        // Issue 29: what is reached through the menus is on the tour too, each stop framing
        // its menu's title: Examples, View (presentation, Compare), File (Export).
        for (const char *title : {"Examples", "Presentation mode", "Compare", "Export"})
            QVERIFY2(titles.contains(QLatin1String(title)), title);
        QMenuBar *bar = window().menuBar();
        auto menuPart = [&](const QString &name) {
            for (QAction *a : bar->actions()) {
                if (a->menu() && a->menu()->title().remove(u'&') == name)
                    return QRect(bar->mapTo(&window(), bar->actionGeometry(a).topLeft()),
                                 bar->actionGeometry(a).size());
            }
            return QRect();
        };
        QCOMPARE(menuParts.size(), 4);
        QCOMPARE(menuParts[0], menuPart(QStringLiteral("Examples")));
        QCOMPARE(menuParts[1], menuPart(QStringLiteral("View")));
        QCOMPARE(menuParts[2], menuPart(QStringLiteral("View")));
        QCOMPARE(menuParts[3], menuPart(QStringLiteral("File")));
        QVERIFY(!tour->highlight()->isVisible());
        QVERIFY(!tour->note()->isVisible());
    }

    // Help ▸ About names the version, the licence and the Qt and Graphviz it runs with.
    void aboutSaysWhatRuns()
    {
        auto *help = window().findChild<HelpMenu *>();
        QMessageBox *box = help->showAbout();
        QVERIFY(box->isVisible());
        const QString text = box->text();
        QVERIFY2(text.contains(QString::fromLatin1(qVersion())), qPrintable(text));
        QVERIFY(!graphvizVersion().isEmpty());
        QVERIFY2(text.contains(QStringLiteral("Graphviz ") + graphvizVersion()), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Licence")), qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("GameTree Studio \\d+\\.\\d+"))),
                 qPrintable(text));
    }

    // File ▸ Print Preview shows the current step on one page; printing to PDF writes it.
    void printsTheCurrentStep()
    {
        typeTree(QString::fromLatin1(AimaTree));
        for (int i = 0; i < 6; ++i)
            key(Qt::Key_Right);
        PrintActions *print = window().printActions();
        QVERIFY(print);
        QVERIFY(print->printAction()->isEnabled());
        QCOMPARE(print->printAction()->shortcut(), QKeySequence(QKeySequence::Print));
        QPrintPreviewDialog *preview = print->openPreview();
        QVERIFY(preview->isVisible());
        auto *pages = preview->findChild<QPrintPreviewWidget *>();
        QVERIFY(pages);
        QTRY_COMPARE(pages->pageCount(), 1);
        // The page is not blank: the tree is drawn on it.
        const QImage shot = pages->grab().toImage();
        int ink = 0;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2)
                ink += qGray(shot.pixel(x, y)) < 100 ? 1 : 0;
        QVERIFY2(ink > 50, qPrintable(QString::number(ink)));
        preview->close();

        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("step.pdf")));
        print->printTo(&printer);
        QFile pdf(printer.outputFileName());
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(pdf.size() > 2000);
    }

    // A picture goes on the page as large as fits, at most twice its own size, centred.
    void pictureIsPlacedOnThePage()
    {
        const QRectF page(0, 0, 600, 800);
        const QRectF wide = PrintActions::placeOnPage(QSizeF(3000, 300), page, 1);
        QCOMPARE(wide.width(), 600.0);
        QCOMPARE(wide.height(), 60.0);
        QCOMPARE(wide.center(), page.center());
        const QRectF small = PrintActions::placeOnPage(QSizeF(100, 50), page, 2);
        QCOMPARE(small.size(), QSizeF(400, 200));
        QCOMPARE(small.center(), page.center());
    }
};

QTEST_MAIN(TstHallPolish)
#include "tst_hallpolish.moc"
