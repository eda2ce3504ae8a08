// Editing trees by hand in the real window, offscreen, with the keys and mouse clicks a
// lecturer uses: building the classic and AIMA trees from an empty document, every edit of the
// Edit menu, the inline editor, the inspector, the clipboard, folding, and undo/redo of whole
// histories. Trees are compared as GameTree values (every field), parsed from the notation.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/editactions.h"
#include "app/studio/edit/inlineeditor.h"
#include "app/studio/edit/inspectordock.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/window/mainwindow.h"

#include "views/scene/edgelayer.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/edit/treeedit.h"
#include "core/io/treetext.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGraphicsLineItem>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QtTest>
#include <QUndoStack>
#include <QUndoView>

#include "treetexthelpers.h"

using namespace gt;

namespace {

const char *const AimaTree = "max(min(3,12,8), min(2,4,6), min(14,5,2))";

using test::parse;
using test::show;

} // namespace

#define COMPARE_TREE(actual, expected)                                                             \
    QVERIFY2((actual) == (expected),                                                               \
             qPrintable(QStringLiteral("%1 != %2").arg(show(actual), show(expected))))

class TstEditing : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow &w() { return *m_window; }
    TreeView *view() { return w().canvas()->view(); }
    TreeScene *scene() { return w().canvas()->scene(); }
    TreeEditor *editor() { return w().editor(); }
    const GameTree &tree() { return w().session()->tree(); }
    QUndoStack *undo() { return editor()->undoStack(); }

    // Keys go where the user's keyboard would send them: the focused widget.
    QWidget *focused()
    {
        return QApplication::focusWidget() ? QApplication::focusWidget() : view();
    }
    void key(int k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::keyClick(focused(), Qt::Key(k), mods);
    }
    void type(const QString &text)
    {
        for (const QChar c : text)
            QTest::keyClick(focused(), c.toLatin1());
    }
    // Types a number on the selected leaf and commits it with Return.
    void typeValue(const QString &text)
    {
        type(text);
        QVERIFY(w().editActions()->inlineEditor()->isOpen());
        key(Qt::Key_Return);
        QVERIFY(!w().editActions()->inlineEditor()->isOpen());
    }
    QPoint at(NodeId n) { return view()->mapFromScene(scene()->nodeRect(n).center()); }
    void click(NodeId n) { QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(n)); }
    void load(const QString &text)
    {
        w().newDocument();
        QVERIFY(editor()->pasteText(text, NoNode, false));
        undo()->clear();
        view()->setFocus();
    }

    // The whole history, undone with Ctrl+Z down to the start and redone with Ctrl+Shift+Z,
    // shows at every index exactly the tree it showed when that edit was made.
    void undoRedoEverything(const std::vector<GameTree> &byIndex)
    {
        const int count = undo()->count();
        QCOMPARE(int(byIndex.size()), count + 1);
        for (int i = count; i > 0; --i) {
            COMPARE_TREE(tree(), byIndex[std::size_t(i)]);
            key(Qt::Key_Z, Qt::ControlModifier);
        }
        QCOMPARE(undo()->index(), 0);
        COMPARE_TREE(tree(), byIndex[0]);
        for (int i = 1; i <= count; ++i) {
            key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            COMPARE_TREE(tree(), byIndex[std::size_t(i)]);
        }
        QCOMPARE(undo()->index(), count);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editing"));
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        w().documents()->setPrompt(
            [](const QString &) { return DocumentController::Answer::Discard; });
        key(Qt::Key_N, Qt::ControlModifier); // File ▸ New
        QVERIFY(tree().isEmpty());
        QVERIFY(view()->hasFocus());
    }

    void cleanup() { m_window.reset(); }

    // The classic example, from an empty document, with the keys only.
    void buildClassicTreeWithKeys()
    {
        key(Qt::Key_Tab); // max(0), its leaf selected
        key(Qt::Key_Tab); // the leaf becomes min(0)
        typeValue(QStringLiteral("10"));
        key(Qt::Key_Return); // a sibling
        typeValue(QStringLiteral("10"));
        key(Qt::Key_Up);
        key(Qt::Key_Return);
        key(Qt::Key_Tab);
        typeValue(QStringLiteral("9"));
        key(Qt::Key_Return);
        typeValue(QStringLiteral("100"));
        COMPARE_TREE(tree(), parse(QStringLiteral("((10,10),(9,100))")));
        QVERIFY(w().session()->trace());
        QVERIFY(w().isWindowModified());
    }

    // AIMA's three-ply tree from an empty document with the keys only, timed; then its whole
    // history undone and redone.
    void buildAimaTreeWithKeysAndUndoRedoAll()
    {
        std::vector<GameTree> byIndex{tree()};
        connect(undo(), &QUndoStack::indexChanged, this, [&](int index) {
            if (index == int(byIndex.size()))
                byIndex.push_back(tree());
        });
        QElapsedTimer timer;
        timer.start();
        const QStringList groups[] = {
            {QStringLiteral("3"), QStringLiteral("12"), QStringLiteral("8")},
            {QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("6")},
            {QStringLiteral("14"), QStringLiteral("5"), QStringLiteral("2")}};
        key(Qt::Key_Tab); // the root and its first child
        for (int g = 0; g < 3; ++g) {
            if (g > 0) {
                key(Qt::Key_Up);     // back to the min node
                key(Qt::Key_Return); // its sibling
            }
            key(Qt::Key_Tab); // becomes a min node with a first leaf
            for (int i = 0; i < 3; ++i) {
                if (i > 0)
                    key(Qt::Key_Return);
                typeValue(groups[g][i]);
            }
        }
        const qint64 ms = timer.elapsed();
        // 34 keys: Tab, 3 × Tab, 2 × (↑ Return), 11 digits, 9 × Return to commit, 6 × Return.
        qInfo("AIMA's tree built with 34 key presses in %lld ms", ms);
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
        QCOMPARE(w().session()->trace()->events.empty(), false);
        // The undo history lists every edit.
        auto *history = w().undoHistoryDock()->findChild<QUndoView *>();
        QVERIFY(history);
        QCOMPARE(history->model()->rowCount(), undo()->count() + 1);
        undoRedoEverything(byIndex);
    }

    void arrowsMoveTheSelection()
    {
        load(QString::fromLatin1(AimaTree));
        click(0);
        QCOMPARE(editor()->selected(), 0);
        QCOMPARE(scene()->selectedNode(), 0);
        key(Qt::Key_Down);
        QCOMPARE(editor()->selected(), 1);
        key(Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(editor()->selected(), 5);
        key(Qt::Key_Right, Qt::ShiftModifier);
        key(Qt::Key_Right, Qt::ShiftModifier); // stays at the last sibling
        QCOMPARE(editor()->selected(), 9);
        key(Qt::Key_Down);
        QCOMPARE(editor()->selected(), 10);
        key(Qt::Key_Up);
        key(Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(editor()->selected(), 5);
        QCOMPARE(w().session()->step(), 0); // the arrows moved the selection, not the search
        key(Qt::Key_Right);                 // → steps, selection or not
        QCOMPARE(w().session()->step(), 1);
        QCOMPARE(editor()->selected(), 5);
        key(Qt::Key_Escape);
        QCOMPARE(editor()->selected(), NoNode);
        // A click on empty canvas drops the selection.
        click(7);
        QCOMPARE(editor()->selected(), 7);
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, QPoint(3, 3));
        QCOMPARE(editor()->selected(), NoNode);
    }

    void editValuesInPlace()
    {
        load(QString::fromLatin1(AimaTree));
        // Double-click a leaf: its value, selected, ready to be typed over.
        QTest::mouseDClick(view()->viewport(), Qt::LeftButton, {}, at(3));
        InlineEditor *inl = w().editActions()->inlineEditor();
        QVERIFY(inl->isOpen());
        QCOMPARE(inl->text(), QStringLiteral("12"));
        type(QStringLiteral("13"));
        key(Qt::Key_Return);
        QCOMPARE(tree().value(3), 13.0);
        // F2, then Escape: nothing changes.
        key(Qt::Key_F2);
        QVERIFY(inl->isOpen());
        type(QStringLiteral("99"));
        key(Qt::Key_Escape);
        QCOMPARE(tree().value(3), 13.0);
        QVERIFY(view()->hasFocus());
        // Typing a number on a selected leaf starts the edit with it; bad text stays open, red.
        click(4);
        type(QStringLiteral("-2.5x"));
        key(Qt::Key_Return);
        QVERIFY(inl->isOpen());
        QVERIFY(!inl->toolTip().isEmpty());
        key(Qt::Key_Backspace);
        key(Qt::Key_Return);
        QCOMPARE(tree().value(4), -2.5);
        // Double-click an inner node: its name.
        QTest::mouseDClick(view()->viewport(), Qt::LeftButton, {}, at(5));
        QVERIFY(inl->isOpen());
        type(QStringLiteral("C"));
        key(Qt::Key_Return);
        QCOMPARE(tree().name(5), QStringLiteral("C"));
        // Shift+F2 renames, Ctrl+L labels the move into the node.
        click(0);
        key(Qt::Key_F2, Qt::ShiftModifier);
        type(QStringLiteral("A"));
        key(Qt::Key_Return);
        QCOMPARE(tree().name(0), QStringLiteral("A"));
        click(1);
        key(Qt::Key_L, Qt::ControlModifier);
        type(QStringLiteral("a1"));
        key(Qt::Key_Return);
        QCOMPARE(tree().label(1), QStringLiteral("a1"));
        COMPARE_TREE(tree(),
                     parse(QStringLiteral("A=max(a1: min(3,13,-2.5), C=min(2,4,6), min(14,5,2))")));
    }

    // A value edit keeps the layout and the camera; a structure edit lays out again. Either
    // re-runs the search and keeps the step.
    void valueEditsKeepTheLayoutAndTheStep()
    {
        load(QString::fromLatin1(AimaTree));
        w().session()->setStep(6);
        QSignalSpy layouts(w().canvas(), &CanvasController::layoutApplied);
        QSignalSpy refreshes(w().canvas(), &CanvasController::refreshed);
        const QPointF before = scene()->nodeRect(3).center();
        click(2);
        typeValue(QStringLiteral("7"));
        QCOMPARE(layouts.count(), 0);
        QCOMPARE(refreshes.count(), 1);
        QCOMPARE(scene()->nodeRect(3).center(), before);
        QCOMPARE(w().session()->step(), 6);
        QCOMPARE(scene()->item(2)->look().value, QStringLiteral("7"));
        QCOMPARE(scene()->selectedNode(), 2);
        const TraceEvent shown = *w().session()->currentEvent();
        key(Qt::Key_Return); // a new sibling: a new layout
        QCOMPARE(layouts.count(), 1);
        // The step stays on its event, whose node the new leaf 3 moved one id on.
        QCOMPARE(w().session()->currentEvent()->type, shown.type);
        QCOMPARE(w().session()->currentEvent()->node,
                 shown.node >= 3 ? shown.node + 1 : shown.node);
        QCOMPARE(scene()->selectedNode(), 3);
        // A view the lecturer zoomed stays zoomed through edits; a fitted one refits.
        view()->setZoom(2.5, QPointF(10, 10));
        key(Qt::Key_Return);
        QCOMPARE(view()->zoom(), 2.5);
        QCOMPARE(tree().size(), 15);
    }

    void structureEdits()
    {
        load(QString::fromLatin1(AimaTree));
        click(5);
        key(Qt::Key_Delete);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(3,12,8), min(14,5,2))")));
        QCOMPARE(editor()->selected(), 5); // the next sibling
        key(Qt::Key_D, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(3,12,8), min(14,5,2), min(14,5,2))")));
        QCOMPARE(editor()->selected(), 9);
        key(Qt::Key_Left, Qt::AltModifier);
        key(Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(editor()->selected(), 1);
        key(Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(editor()->selected(), 5);
        click(6);
        typeValue(QStringLiteral("1"));
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(3,12,8), min(1,5,2), min(14,5,2))")));
        // Kinds: a leaf becomes a max node over its value, and back.
        click(6);
        key(Qt::Key_1, Qt::ControlModifier);
        COMPARE_TREE(tree(),
                     parse(QStringLiteral("max(min(3,12,8), min(max(1),5,2), min(14,5,2))")));
        key(Qt::Key_4, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(3,12,8), min(1,5,2), min(14,5,2))")));
        click(5);
        key(Qt::Key_3, Qt::ControlModifier); // min -> chance: uniform
        QCOMPARE(tree().kind(5), NodeKind::Chance);
        key(Qt::Key_4, Qt::ControlModifier); // an inner node -> a leaf
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(3,12,8), 0, min(14,5,2))")));
        key(Qt::Key_Insert); // a leaf gains a child: min(0)
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(3,12,8), min(0), min(14,5,2))")));
    }

    void breakpointsFollowTheirNodes()
    {
        load(QString::fromLatin1(AimaTree));
        w().session()->setNodeBreakpoint(7, true); // the leaf 4
        click(1);
        key(Qt::Key_Right, Qt::AltModifier); // the first min moves behind the second
        QVERIFY(w().session()->hasNodeBreakpoint(3));
        QVERIFY(!w().session()->hasNodeBreakpoint(7));
        key(Qt::Key_Delete);
        QVERIFY(w().session()->hasNodeBreakpoint(3));
        click(3);
        key(Qt::Key_Delete);
        QVERIFY(!w().session()->hasNodeBreakpoint(3));
        key(Qt::Key_Z, Qt::ControlModifier);
        key(Qt::Key_Z, Qt::ControlModifier);
        key(Qt::Key_Z, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
    }

    void dragReordersSiblings()
    {
        load(QString::fromLatin1(AimaTree));
        QWidget *vp = view()->viewport();
        const QPoint from = at(1);
        const QPoint to = at(9) + QPoint(40, 0);
        QTest::mousePress(vp, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(vp, from + (to - from) * i / 8);
        const auto markers = [this] {
            int n = 0;
            for (QGraphicsItem *item : scene()->items())
                n += qgraphicsitem_cast<QGraphicsLineItem *>(item) ? 1 : 0;
            return n;
        };
        QCOMPARE(markers(), 1); // where it will land
        QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
        QCOMPARE(markers(), 0);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(2,4,6), min(14,5,2), min(3,12,8))")));
        QCOMPARE(editor()->selected(), 9);
        // Dropped far from its row: nothing moves.
        const QPoint below = at(9) + QPoint(-200, 300);
        QTest::mousePress(vp, Qt::LeftButton, {}, at(9));
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(vp, at(9) + (below - at(9)) * i / 8);
        QTest::mouseRelease(vp, Qt::LeftButton, {}, below);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(min(2,4,6), min(14,5,2), min(3,12,8))")));
    }

    void clipboardCarriesTheNotation()
    {
        load(QStringLiteral("min(9, max(3, min(4, 5)))"));
        click(2);
        key(Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("max(3,min(4,5))"));
        // Text pasted onto a node replaces its subtree; bare parentheses take the kind of the
        // place (under min: max first).
        QApplication::clipboard()->setText(QStringLiteral("(1, (2, 3))"));
        click(1);
        key(Qt::Key_V, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("min(max(1, min(2, 3)), max(3, min(4, 5)))")));
        // Paste as a child appends.
        QApplication::clipboard()->setText(QStringLiteral("7"));
        click(0);
        key(Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("min(max(1, min(2, 3)), max(3, min(4, 5)), 7)")));
        // Cut removes and copies.
        click(6);
        key(Qt::Key_X, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("max(3,min(4,5))"));
        COMPARE_TREE(tree(), parse(QStringLiteral("min(max(1, min(2, 3)), 7)")));
        // Text that is not a tree changes nothing and says why.
        QApplication::clipboard()->setText(QStringLiteral("max(1,"));
        key(Qt::Key_V, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("min(max(1, min(2, 3)), 7)")));
    }

    void editSubtreeAsText()
    {
        load(QString::fromLatin1(AimaTree));
        click(5);
        key(Qt::Key_T, Qt::ControlModifier);
        InlineEditor *inl = w().editActions()->inlineEditor();
        QVERIFY(inl->isOpen());
        QCOMPARE(inl->text(), QStringLiteral("min(2,4,6)"));
        key(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("min(1,max(2,3))"));
        key(Qt::Key_Return);
        COMPARE_TREE(tree(),
                     parse(QStringLiteral("max(min(3,12,8), min(1,max(2,3)), min(14,5,2))")));
        key(Qt::Key_T, Qt::ControlModifier);
        key(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("min(1,"));
        key(Qt::Key_Return); // does not parse: stays open, says where
        QVERIFY(inl->isOpen());
        QVERIFY(inl->toolTip().contains(QStringLiteral("1:")));
        key(Qt::Key_Escape);
        QVERIFY(!inl->isOpen());
    }

    void collapseShowsACount()
    {
        load(QString::fromLatin1(AimaTree));
        click(5);
        key(Qt::Key_BracketLeft, Qt::ControlModifier);
        QVERIFY(editor()->isCollapsed(5));
        QCOMPARE(scene()->item(5)->look().collapsedCount, 3);
        QVERIFY(!scene()->item(6));
        // Folds follow their nodes through edits, and undo.
        click(1);
        key(Qt::Key_Delete);
        QVERIFY(editor()->isCollapsed(1));
        QCOMPARE(scene()->item(1)->look().collapsedCount, 3);
        key(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(editor()->isCollapsed(5));
        QVERIFY(!scene()->item(6));
        // Down into a folded node unfolds it.
        click(5);
        key(Qt::Key_Down);
        QCOMPARE(editor()->selected(), 6);
        QVERIFY(!editor()->isCollapsed(5));
        QVERIFY(scene()->item(6));
        // Under the Graphviz layout too.
        w().canvas()->setUseDot(true);
        QTRY_VERIFY(!w().canvas()->isLayoutRunning());
        QSignalSpy messages(w().canvas(), &CanvasController::message);
        editor()->setCollapsed(1, true);
        QTRY_VERIFY(messages.count() >= 2 && !w().canvas()->isLayoutRunning());
        QCOMPARE(messages.last().at(0).toString(), QStringLiteral("Laid out with dot."));
        QVERIFY(!scene()->item(2));
        QCOMPARE(scene()->item(1)->look().collapsedCount, 3);
        w().canvas()->setUseDot(false);
    }

    void probabilitiesWarnAndNormalise()
    {
        load(QStringLiteral("max(chance(1, 2), 3)"));
        w().session()->setAlgorithm(QStringLiteral("expectiminimax"), {});
        InspectorDock *inspector = w().inspectorDock();
        click(2);
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        type(QStringLiteral("0.7"));
        key(Qt::Key_Return);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(chance(0.7: 1, 0.5: 2), 3)")));
        QVERIFY(inspector->warningLabel()->text().contains(QStringLiteral("1.2")));
        QVERIFY(inspector->normaliseButton()->isVisible());
        QVERIFY(inspector->problemWidget()->isVisible());
        QVERIFY(w().session()->refusal().contains(QStringLiteral("1.2")));
        // The next child's probability, as a fraction: now they sum to 1.
        key(Qt::Key_Right, Qt::ShiftModifier);
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        type(QStringLiteral("3/10"));
        key(Qt::Key_Return);
        QVERIFY(inspector->warningLabel()->text().isEmpty());
        QVERIFY(!inspector->problemWidget()->isVisible());
        QVERIFY(w().session()->trace());
        // Off again, then Normalise.
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        type(QStringLiteral("0.8"));
        key(Qt::Key_Return);
        QVERIFY(inspector->normaliseButton()->isVisible());
        QTest::mouseClick(inspector->normaliseButton(), Qt::LeftButton);
        QVERIFY(std::abs(tree().prob(2) + tree().prob(3) - 1) < 1e-12);
        QVERIFY(std::abs(tree().prob(2) - 0.7 / 1.5) < 1e-12);
        QVERIFY(!inspector->problemWidget()->isVisible());
    }

    // Probabilities that do not sum to 1 leave the search with nothing to show; the canvas
    // still writes each chance edge's probability, so the lecturer sees what to fix.
    void probabilitiesStayOnTheCanvasWhileRefused()
    {
        load(QStringLiteral("max(chance(0.7: 1, 0.3: 2), 3)"));
        w().session()->setAlgorithm(QStringLiteral("expectiminimax"), {});
        QVERIFY(w().session()->trace());
        QVERIFY(scene()->edgeLayer()->probabilityShown(2));
        QVERIFY(!scene()->edgeLayer()->probabilityShown(1));
        click(3);
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        key(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("0.5"));
        key(Qt::Key_Return);
        QVERIFY(!w().session()->trace()); // 0.7 + 0.5: refused
        for (NodeId c : {2, 3})
            QVERIFY2(scene()->edgeLayer()->probabilityShown(c), qPrintable(QString::number(c)));
        QCOMPARE(scene()->edgeLayer()->probability(3), QStringLiteral("½"));
        QVERIFY(!scene()->edgeLayer()->probabilityShown(1));
        QVERIFY(!scene()->edgeLayer()->probabilityShown(4));
        // Under expectimax a MIN node averages too, refused or not.
        load(QStringLiteral("max(min(1, 2), chance(0.5: 3, 0.6: 4))"));
        w().session()->setAlgorithm(QStringLiteral("expectimax"), {});
        QVERIFY(!w().session()->trace());
        QVERIFY(scene()->edgeLayer()->probabilityShown(2));
        QCOMPARE(scene()->edgeLayer()->probability(2), QStringLiteral("½"));
        QVERIFY(scene()->edgeLayer()->probabilityShown(5));
    }

    // Normalise, as a lecturer finds it: in the Edit menu, clicked with the mouse.
    void normaliseFromTheEditMenu()
    {
        load(QStringLiteral("max(chance(0.5: 1, 0.3: 2), 3)"));
        QAction *normalise = w().editActions()->normaliseAction();
        click(3); // a child of the chance node will do
        QMenu *editMenu = nullptr;
        for (QAction *a : w().menuBar()->actions()) {
            if (a->menu() && a->menu()->actions().contains(normalise))
                editMenu = a->menu();
        }
        QVERIFY(editMenu);
        QCOMPARE(editMenu->title(), QStringLiteral("&Edit"));
        QVERIFY(normalise->isEnabled());
        editMenu->popup(w().mapToGlobal(QPoint(20, 20)));
        QVERIFY(QTest::qWaitForWindowExposed(editMenu));
        const QRect where = editMenu->actionGeometry(normalise);
        QVERIFY(where.isValid());
        QTest::mouseClick(editMenu, Qt::LeftButton, {}, where.center());
        QTRY_VERIFY(!editMenu->isVisible());
        QVERIFY(std::abs(tree().prob(2) - 0.625) < 1e-12);
        QVERIFY(std::abs(tree().prob(3) - 0.375) < 1e-12);
        QCOMPARE(undo()->undoText(), QStringLiteral("Normalise Probabilities"));
        QVERIFY(!normalise->isEnabled()); // nothing left to normalise
        QVERIFY(!w().inspectorDock()->problemWidget()->isVisible());
        key(Qt::Key_Z, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(chance(0.5: 1, 0.3: 2), 3)")));
    }

    // Committing what is already there (an empty heuristic on a node without one, "uniform" on
    // uniform children, the same name) is no edit: no undo step, the document stays saved.
    void noOpEditsMakeNoStep()
    {
        load(QStringLiteral("max(min(3, 4), chance(5, 6))"));
        QVERIFY(!w().documents()->isModified());
        const GameTree before = tree();
        InlineEditor *inl = w().editActions()->inlineEditor();
        click(1);
        key(Qt::Key_F2); // the heuristic value of min: none, shown empty
        QVERIFY(inl->isOpen());
        QCOMPARE(inl->text(), QString());
        key(Qt::Key_Return);
        QVERIFY(!inl->isOpen());
        click(5);
        key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(inl->isOpen());
        key(Qt::Key_A, Qt::ControlModifier);
        key(Qt::Key_Backspace); // empty: uniform, as they are
        key(Qt::Key_Return);
        QVERIFY(!inl->isOpen());
        // The inspector's fields, committed as they are: the chance node's heuristic (none) and
        // name, its child's probability (uniform).
        InspectorDock *inspector = w().inspectorDock();
        auto commit = [](QLineEdit *field) {
            QVERIFY(field->isEnabled());
            field->setFocus();
            QTest::keyClick(field, Qt::Key_Return);
        };
        click(4);
        commit(inspector->valueEdit());
        commit(inspector->nameEdit());
        click(5);
        commit(inspector->probabilityEdit());
        QCOMPARE(undo()->count(), 0);
        QVERIFY(!w().documents()->isModified());
        QVERIFY(!w().isWindowModified());
        COMPARE_TREE(tree(), before);
        // A real edit still is one.
        editor()->setName(2, QStringLiteral("x"));
        QCOMPARE(undo()->count(), 1);
    }

    // The inspector takes a probability as the in-place editor does: "1/4" as well as 0.25.
    void inspectorTakesFractions()
    {
        load(QStringLiteral("max(chance(1, 2, 3, 4), 5)"));
        InspectorDock *inspector = w().inspectorDock();
        click(2);
        inspector->probabilityEdit()->setFocus();
        inspector->probabilityEdit()->selectAll();
        QTest::keyClicks(inspector->probabilityEdit(), QStringLiteral("1/4"));
        QTest::keyClick(inspector->probabilityEdit(), Qt::Key_Return);
        COMPARE_TREE(tree(), parse(QStringLiteral("max(chance(0.25: 1, 0.25: 2, 0.25: 3, "
                                                  "0.25: 4), 5)")));
        QCOMPARE(inspector->probabilityEdit()->styleSheet(), QString());
        QCOMPARE(inspector->probabilityEdit()->text(), QStringLiteral("0.25"));
        inspector->probabilityEdit()->selectAll();
        QTest::keyClicks(inspector->probabilityEdit(), QStringLiteral("1/0"));
        QTest::keyClick(inspector->probabilityEdit(), Qt::Key_Return);
        QVERIFY(!inspector->probabilityEdit()->styleSheet().isEmpty()); // marked, not taken
        QCOMPARE(tree().prob(2), 0.25);
    }

    // Making a chance node while alpha-beta is chosen switches the search, as typing one does,
    // in the same search: the step stays on its event, or the last one before it that the new
    // search has.
    void makingAChanceNodeSwitchesTheAlgorithm()
    {
        w().findChild<QAction *>(QStringLiteral("algorithm_alphabeta"))->trigger();
        load(QString::fromLatin1(AimaTree));
        QCOMPARE(w().session()->algorithm(), QStringLiteral("alphabeta"));
        w().session()->setStep(5);
        click(5);
        key(Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(tree().kind(5), NodeKind::Chance);
        QCOMPARE(w().session()->algorithm(), QStringLiteral("expectiminimax"));
        QCOMPARE(w().picker()->comboBox()->currentData().toString(),
                 QStringLiteral("expectiminimax"));
        QVERIFY(w().session()->trace());
        // Step 5 was B's β tightening to 3; expectiminimax has no window: the leaf 3 returning.
        QCOMPARE(w().session()->step(), 4);
        QCOMPARE(w().session()->currentEvent()->type, EventType::Return);
        QCOMPARE(w().session()->currentEvent()->node, 2);
        // An edit that alpha-beta could search keeps what is chosen now.
        click(2);
        typeValue(QStringLiteral("7"));
        QCOMPARE(w().session()->algorithm(), QStringLiteral("expectiminimax"));
        // A document's own algorithm stays through edits it accepts.
        load(QString::fromLatin1(AimaTree));
        w().session()->setAlgorithm(QStringLiteral("sss"), {});
        click(2);
        typeValue(QStringLiteral("9"));
        QCOMPARE(w().session()->algorithm(), QStringLiteral("sss"));
    }

    // Ctrl+V with nothing selected would replace the whole tree: only an empty one.
    void pasteWithoutSelectionOnlyStartsATree()
    {
        load(QString::fromLatin1(AimaTree));
        QApplication::clipboard()->setText(QStringLiteral("(1, 2)"));
        key(Qt::Key_Escape);
        QCOMPARE(editor()->selected(), NoNode);
        key(Qt::Key_V, Qt::ControlModifier);
        key(Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
        QCOMPARE(undo()->count(), 0);
        QVERIFY2(w().statusBar()->currentMessage().contains(QStringLiteral("Select the node")),
                 qPrintable(w().statusBar()->currentMessage()));
        key(Qt::Key_N, Qt::ControlModifier); // File ▸ New (the prompt discards)
        QVERIFY(tree().isEmpty());
        key(Qt::Key_V, Qt::ControlModifier);
        COMPARE_TREE(tree(), parse(QStringLiteral("(1, 2)")));
    }

    // A name or a move label is not read by any search: renaming redraws the texts and keeps
    // the trace; a value edit searches again.
    void renamingDoesNotSearchAgain()
    {
        load(QString::fromLatin1(AimaTree));
        w().session()->setStep(6);
        QSignalSpy traces(w().session(), &SearchSession::traceChanged);
        click(1);
        key(Qt::Key_F2, Qt::ShiftModifier);
        type(QStringLiteral("B"));
        key(Qt::Key_Return);
        QCOMPARE(tree().name(1), QStringLiteral("B"));
        click(5);
        key(Qt::Key_L, Qt::ControlModifier);
        type(QStringLiteral("b2"));
        key(Qt::Key_Return);
        QCOMPARE(tree().label(5), QStringLiteral("b2"));
        QCOMPARE(traces.count(), 0);
        QCOMPARE(w().session()->step(), 6);
        QVERIFY(scene()->item(1)->look().name.contains(QStringLiteral("B")));
        QCOMPARE(scene()->edgeLayer()->label(5), QStringLiteral("b2"));
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(tree().label(5), QString());
        QCOMPARE(traces.count(), 0);
        click(2);
        typeValue(QStringLiteral("4"));
        QCOMPARE(traces.count(), 1);
        QCOMPARE(w().session()->step(), 6);
    }

    void inspectorEditsAndMerges()
    {
        load(QString::fromLatin1(AimaTree));
        InspectorDock *inspector = w().inspectorDock();
        click(2);
        QCOMPARE(inspector->valueEdit()->text(), QStringLiteral("3"));
        const int before = undo()->count();
        for (const char *v : {"30", "31", "32"}) {
            inspector->valueEdit()->setFocus();
            inspector->valueEdit()->selectAll();
            QTest::keyClicks(inspector->valueEdit(), QString::fromLatin1(v));
            QTest::keyClick(inspector->valueEdit(), Qt::Key_Return);
        }
        QCOMPARE(tree().value(2), 32.0);
        QCOMPARE(undo()->count(), before + 1); // consecutive edits of one field merge
        // Typing Delete in the inspector deletes a character, not the subtree.
        QTest::keyClick(inspector->valueEdit(), Qt::Key_Delete);
        QCOMPARE(tree().size(), 13);
        inspector->nameEdit()->setFocus();
        QTest::keyClicks(inspector->nameEdit(), QStringLiteral("x"));
        QTest::keyClick(inspector->nameEdit(), Qt::Key_Return);
        QCOMPARE(tree().name(2), QStringLiteral("x"));
        inspector->kindBox()->setFocus();
        QTest::keyClick(inspector->kindBox(), Qt::Key_Up); // leaf -> chance
        QCOMPARE(tree().kind(2), NodeKind::Chance);
        QCOMPARE(tree().childCount(2), 1);
        inspector->collapsedBox()->click();
        QVERIFY(editor()->isCollapsed(2));
        undo()->undo(); // the kind
        undo()->undo(); // the name
        undo()->undo(); // the merged value edits, in one step
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
    }

    // Any sequence of edits: undoing all of it restores the tree exactly, step by step, and
    // redoing replays it.
    void randomHistoriesUndoAndRedoExactly()
    {
        load(QString::fromLatin1(AimaTree));
        std::vector<GameTree> byIndex{tree()};
        QRandomGenerator rng(11);
        for (int i = 0; i < 150; ++i) {
            const NodeId n = tree().isEmpty() ? NoNode : NodeId(rng.bounded(tree().size()));
            editor()->select(n);
            bool done = false;
            switch (rng.bounded(11)) {
            case 0: done = editor()->addChild(); break;
            case 1: done = editor()->addSibling(); break;
            case 2: done = tree().size() > 5 && editor()->removeSelected(); break;
            case 3: done = tree().size() < 50 && editor()->duplicateSelected(); break;
            case 4: done = editor()->moveSelected(rng.bounded(2) ? 1 : -1); break;
            case 5: done = editor()->setKind(n, NodeKind(rng.bounded(4))); break;
            case 6: done = editor()->setValue(n, rng.bounded(50)); break;
            case 7: done = editor()->setName(n, QString::number(i)); break;
            case 8: done = editor()->setLabel(n, QStringLiteral("m%1").arg(i)); break;
            case 9: done = editor()->setProbability(n, rng.bounded(10) / 10.0); break;
            default:
                done = editor()->pasteText(QStringLiteral("max(%1, min(1, 2))").arg(i), n,
                                           rng.bounded(2));
                break;
            }
            if (!done)
                continue;
            // A new step, or merged into the last one (which may then vanish: edited back).
            byIndex.resize(std::size_t(undo()->index() + 1));
            byIndex.back() = tree();
        }
        QVERIFY(undo()->count() > 60);
        byIndex.resize(std::size_t(undo()->count() + 1));
        undoRedoEverything(byIndex);
    }
};

QTEST_MAIN(TstEditing)
#include "tst_editing.moc"
