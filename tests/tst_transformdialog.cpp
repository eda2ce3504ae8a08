// Edit ▸ Transform Leaf Values… in the real main window, offscreen: opened from the Edit menu
// with the mouse, a map chosen, the preview read (the decisions before and after, and the
// sentence that states expectimax's flip), OK applying the map as one undoable step.
// GT_SCREENSHOT_DIR=/some/dir saves a picture of the dialog there (for a look under xvfb).
#include "treetexthelpers.h"

#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/transformdialog.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/window/mainwindow.h"

#include "views/session/searchsession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>
#include <QUndoStack>

using namespace gt;
using test::parse;
using test::show;

class TstTransformDialog : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    const GameTree &tree() { return m_window->session()->tree(); }
    QUndoStack *undo() { return m_window->editor()->undoStack(); }

    void openExample(const char *name)
    {
        QVERIFY(m_window->openFile(
            QStringLiteral(GT_SOURCE_DIR "/resources/examples/%1.tree").arg(name)));
    }

    // The dialog as a lecturer opens it: the Edit menu, clicked with the mouse.
    TransformDialog *openFromMenu()
    {
        QMenu *editMenu = nullptr;
        QAction *action = nullptr;
        for (QAction *top : m_window->menuBar()->actions()) {
            if (!top->menu() || top->text() != QLatin1String("&Edit"))
                continue;
            editMenu = top->menu();
            for (QAction *a : editMenu->actions()) {
                if (a->objectName() == QLatin1String("transformValuesAction"))
                    action = a;
            }
        }
        if (!editMenu || !action || !action->isEnabled())
            return nullptr;
        editMenu->popup(m_window->mapToGlobal(QPoint(20, 20)));
        if (!QTest::qWaitForWindowExposed(editMenu))
            return nullptr;
        QTest::mouseClick(editMenu, Qt::LeftButton, {}, editMenu->actionGeometry(action).center());
        auto *dialog = m_window->findChild<TransformDialog *>();
        if (!dialog || !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }

    static void choose(TransformDialog *dialog, LeafMapKind kind)
    {
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("transformMap"));
        QVERIFY(combo);
        combo->setCurrentIndex(combo->findData(int(kind)));
    }
    static QPushButton *okButton(TransformDialog *dialog)
    {
        return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    static QString sentence(TransformDialog *dialog)
    {
        return dialog->findChild<QLabel *>(QStringLiteral("transformSentence"))->text();
    }
    static QString cell(TransformDialog *dialog, int row, int column)
    {
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("transformDecisions"));
        return table && table->item(row, column) ? table->item(row, column)->text() : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_transformdialog"));
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get())); // xvfb has no window manager
        m_window->documents()->setPrompt(
            [](const QString &) { return DocumentController::Answer::Discard; });
    }

    void cleanup() { m_window.reset(); }

    // x² on max(L: min(6,6), R: min(2,9)): the preview says expectimax flips from L to R and
    // minimax does not; OK squares every leaf in one step, and one Undo restores the tree.
    void squareFlipsExpectimax()
    {
        openExample("transform-square");
        const GameTree before = tree();
        const int steps = undo()->count();
        TransformDialog *dialog = openFromMenu();
        QVERIFY(dialog);
        choose(dialog, LeafMapKind::Square);
        QCOMPARE(sentence(dialog), QStringLiteral("Minimax's decision is unchanged (L). "
                                                  "Expectimax's decision changes from L to R."));
        QCOMPARE(dialog->comparisonText(), sentence(dialog));
        QCOMPARE(cell(dialog, 0, 0), QStringLiteral("Minimax"));
        QCOMPARE(cell(dialog, 0, 1), QStringLiteral("6"));
        QCOMPARE(cell(dialog, 0, 2), QStringLiteral("36"));
        QCOMPARE(cell(dialog, 1, 0), QStringLiteral("Expectimax"));
        QCOMPARE(cell(dialog, 1, 2), QStringLiteral("42.5"));
        QCOMPARE(cell(dialog, 1, 3), QStringLiteral("L"));
        QCOMPARE(cell(dialog, 1, 4), QStringLiteral("R"));
        QVERIFY(dialog->problemText().isEmpty());
        const QString shots = qEnvironmentVariable("GT_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            QVERIFY(dialog->grab().save(shots + QStringLiteral("/transform-dialog.png")));
        QVERIFY(okButton(dialog)->isEnabled());
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!m_window->findChild<TransformDialog *>());

        QCOMPARE(show(tree()), show(parse("max(L: min(36,36), R: min(4,81))")));
        QCOMPARE(undo()->count(), steps + 1);
        QCOMPARE(undo()->undoText(), QStringLiteral("Transform Values (x²)"));
        undo()->undo();
        QVERIFY(tree() == before);
        undo()->redo();
        QCOMPARE(show(tree()), show(parse("max(L: min(36,36), R: min(4,81))")));
    }

    // The classic tree under rank: expectimax's moves tie, and the preview says so.
    void classicTiesUnderRank()
    {
        openExample("classic");
        TransformDialog *dialog = openFromMenu();
        QVERIFY(dialog);
        choose(dialog, LeafMapKind::Rank);
        QCOMPARE(sentence(dialog),
                 QStringLiteral("Minimax's decision is unchanged (left). Expectimax's decision "
                                "changes from right to left. After the map, left ties with "
                                "another move at 2: the first of the tied moves is taken."));
        bool listed = false;
        for (QLabel *l : dialog->findChildren<QLabel *>())
            listed |= l->text() == QStringLiteral("Leaf values: 9 ↦ 1,  10 ↦ 2,  100 ↦ 3");
        QVERIFY(listed);
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!m_window->findChild<TransformDialog *>());
        QCOMPARE(show(tree()), show(parse("((2,2),(1,3))")));
    }

    // A map the tree refuses disables OK and names the node; a reversing map only warns;
    // Cancel changes nothing.
    void refusalsAndWarnings()
    {
        QVERIFY(m_window->editor()->pasteText(QStringLiteral("((1,-2),(3,4))"), NoNode, false));
        const GameTree before = tree();
        const int steps = undo()->count();
        TransformDialog *dialog = openFromMenu();
        QVERIFY(dialog);
        choose(dialog, LeafMapKind::Square);
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY2(dialog->problemText().startsWith(QStringLiteral("node 3 has the value -2")),
                 qPrintable(dialog->problemText()));
        QVERIFY(dialog->comparisonText().isEmpty());
        choose(dialog, LeafMapKind::SignedSquare);
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog->problemText().isEmpty());
        choose(dialog, LeafMapKind::Affine);
        auto *a = dialog->findChild<QLineEdit *>(QStringLiteral("transformA"));
        QVERIFY(a && a->isEnabled());
        a->selectAll();
        QTest::keyClicks(a, QStringLiteral("-1"));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(dialog->problemText().startsWith(QStringLiteral("a < 0 reverses the order")));
        QVERIFY(sentence(dialog).startsWith(QStringLiteral("Minimax's decision changes")));
        a->selectAll();
        QTest::keyClicks(a, QStringLiteral("x"));
        QVERIFY(!okButton(dialog)->isEnabled());
        dialog->reject();
        QTRY_VERIFY(!m_window->findChild<TransformDialog *>());
        QVERIFY(tree() == before);
        QCOMPARE(undo()->count(), steps);
    }
};

QTEST_MAIN(TstTransformDialog)
#include "tst_transformdialog.moc"
