// File ▸ New from Generator… in the real main window, driven with keys and clicks: the dialog
// is built from the generators' descriptors, says what OK will make before it is made, refuses
// what cannot be made, and OK opens exactly the generator's tree as a new untitled document.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/generate/generatordialog.h"
#include "app/studio/open/treetextfield.h"
#include "app/studio/window/mainwindow.h"

#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include "core/generate/tictactoe.h"
#include "core/io/treetext.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtTest>

using namespace gt;

namespace {

QAction *fileMenuAction(const QMainWindow &w, const QString &objectName)
{
    for (QAction *top : w.menuBar()->actions()) {
        if (top->menu() && top->text().remove(u'&') == QLatin1String("File")) {
            for (QAction *a : top->menu()->actions()) {
                if (a->objectName() == objectName)
                    return a;
            }
        }
    }
    return nullptr;
}

// Replaces what a field shows with `text`, typed as a person types it.
void retype(QWidget *field, const QString &text)
{
    QVERIFY(field);
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
}

const Generator &randomGen()
{
    return *findGenerator(QStringLiteral("random"));
}

} // namespace

class TstGeneratorDialog : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    GeneratorDialog *
    openDialog(const QString &actionName = QStringLiteral("newFromGeneratorAction"))
    {
        QAction *action = fileMenuAction(*m_window, actionName);
        if (!action)
            return nullptr;
        action->trigger();
        auto *dialog = m_window->findChild<GeneratorDialog *>();
        if (dialog && !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }
    QPushButton *createButton(GeneratorDialog *dialog)
    {
        return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_generatordialog"));
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        // Trees dropped while being made end on their own: not in the next test's time.
        QThreadPool::globalInstance()->waitForDone();
    }

    // Options typed into the generated form and the seed field make the tree the generator
    // makes; Create opens it, drawn, untitled and with nothing unsaved.
    void createsTheGeneratorsTree()
    {
        QAction *action = fileMenuAction(*m_window, QStringLiteral("newFromGeneratorAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
        QPointer<GeneratorDialog> dialog = openDialog();
        QVERIFY(dialog);
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("generatorList"));
        QCOMPARE(list->count(), int(generators().size()));
        QCOMPARE(list->currentItem()->text(), randomGen().displayName());
        QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("generatorDescription"))->text(),
                 randomGen().description());
        // A row per option, as the generator declares them.
        for (const OptionSpec &spec : randomGen().options())
            QVERIFY2(dialog->findChild<QWidget *>(QStringLiteral("option-") + spec.name),
                     qPrintable(spec.name));

        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-branching")), "3");
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-depth")), "4");
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-moves")), "3");
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-heuristics")), "2");
        retype(dialog->findChild<QLineEdit *>(QStringLiteral("seed")), "42");
        QTRY_COMPARE(dialog->previewText(), QStringLiteral("121 nodes: 81 leaves, depth 4."));
        QVERIFY(createButton(dialog)->isEnabled());

        OptionValues chosen;
        chosen.set(QStringLiteral("branching"), 3);
        chosen.set(QStringLiteral("depth"), 4);
        chosen.set(QStringLiteral("moves"), 3);
        chosen.set(QStringLiteral("heuristics"), 2);
        QCOMPARE(dialog->values(), chosen);
        const GameTree expected = *randomGen().generate(chosen, 42, nullptr);

        QTest::mouseClick(createButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_window->session()->tree(), expected);
        QCOMPARE(m_window->documentName(), randomGen().displayName());
        QVERIFY(m_window->windowTitle().startsWith(randomGen().displayName()));
        QVERIFY(m_window->documents()->filePath().isEmpty());
        QVERIFY(!m_window->documents()->isModified());
        QCOMPARE(m_window->treeTextField()->lineEdit()->text(), writeTreeText(expected));
        const TreeScene *scene = m_window->canvas()->scene();
        for (NodeId n = 0; n < expected.size(); ++n)
            QVERIFY2(scene->item(n), qPrintable(QString::number(n)));

        // The next time the dialog starts from these choices.
        dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->values(), chosen);
        QCOMPARE(dialog->seed(), 42u);
        dialog->reject();
    }

    // What cannot be made is said in the preview, and Create stays off.
    void refusesWhatCannotBeMade()
    {
        const GameTree before = m_window->session()->tree();
        QPointer<GeneratorDialog> dialog = openDialog();
        QVERIFY(dialog);
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-branching")), "4");
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-moves")), "3");
        QTRY_VERIFY(dialog->previewText().startsWith(QStringLiteral("“Moves” 3 is fewer")));
        QVERIFY(!createButton(dialog)->isEnabled());
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-moves")), "4");
        retype(dialog->findChild<QLineEdit *>(QStringLiteral("option-values")), "9:0");
        QTRY_VERIFY(dialog->previewText().startsWith(QStringLiteral("“Values” takes LO:HI")));
        QVERIFY(!createButton(dialog)->isEnabled());
        retype(dialog->findChild<QLineEdit *>(QStringLiteral("option-values")), "0:9");
        retype(dialog->findChild<QLineEdit *>(QStringLiteral("seed")), "x");
        QTRY_VERIFY(dialog->previewText().startsWith(QStringLiteral("The seed is")));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_window->session()->tree(), before);
    }

    // File ▸ New from Game… lists the games alone; tic-tac-toe's board editor and its
    // position field are one value, edited from either side; Create opens that game's tree.
    void newFromGameEditsTheBoard()
    {
        QPointer<GeneratorDialog> dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        QCOMPARE(dialog->objectName(), QStringLiteral("gameDialog"));
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("generatorList"));
        QStringList listed;
        for (int i = 0; i < list->count(); ++i)
            listed << list->item(i)->data(Qt::UserRole).toString();
        QVERIFY(!listed.contains(QStringLiteral("random")));
        QVERIFY(listed.contains(QStringLiteral("tictactoe")));
        for (const Generator *g : generators())
            QCOMPARE(listed.contains(g->id()), g->isGame());
        dialog->setGenerator(QStringLiteral("tictactoe"));
        QCOMPARE(dialog->generator()->id(), QStringLiteral("tictactoe"));
        auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("option-position"));
        QVERIFY(field);
        auto square = [&](const char *name) {
            return dialog->findChild<QPushButton *>(QStringLiteral("square-") +
                                                    QLatin1String(name));
        };
        QVERIFY(square("a3") && square("b2") && square("c1"));
        QVERIFY(square("b2")->isVisible());
        QCOMPARE(field->text(), QString()); // the empty board is the default

        QTest::mouseClick(square("b2"), Qt::LeftButton); // empty → x
        QCOMPARE(field->text(), QStringLiteral(".../.x./..."));
        QCOMPARE(square("b2")->text(), QStringLiteral("x"));
        QTest::mouseClick(square("a3"), Qt::LeftButton);
        QTest::mouseClick(square("a3"), Qt::LeftButton); // x → o
        QCOMPARE(field->text(), QStringLiteral("o../.x./..."));
        QCOMPARE(square("a3")->text(), QStringLiteral("o"));
        QTest::mouseClick(square("c1"), Qt::LeftButton);
        QTest::mouseClick(square("c1"), Qt::LeftButton);
        QTest::mouseClick(square("c1"), Qt::LeftButton); // o → empty
        QCOMPARE(field->text(), QStringLiteral("o../.x./..."));

        // Typed into the field, the board follows; a side-to-move token stays when clicking.
        retype(field, QStringLiteral("x.o/.x./..o @c1"));
        QCOMPARE(square("c3")->text(), QStringLiteral("o"));
        QCOMPARE(square("b3")->text(), QString());
        retype(field, QStringLiteral(".../.../... x"));
        QTest::mouseClick(square("b2"), Qt::LeftButton);
        QCOMPARE(field->text(), QStringLiteral(".../.x./... x"));
        QTRY_VERIFY(dialog->previewText().contains(QStringLiteral("x cannot be to move")));
        QVERIFY(!createButton(dialog)->isEnabled());
        // A board being typed disables the squares until it is a board again.
        retype(field, QStringLiteral("x.o/"));
        QVERIFY(!square("a3")->isEnabled());
        retype(field, QStringLiteral("x.o/.x./..o"));
        QVERIFY(square("a3")->isEnabled());
        QTest::mouseClick(square("a1"), Qt::LeftButton);
        QCOMPARE(field->text(), QStringLiteral("x.o/.x./x.o"));
        QTest::mouseClick(square("b1"), Qt::LeftButton);
        QTest::mouseClick(square("b1"), Qt::LeftButton);
        QCOMPARE(field->text(), QStringLiteral("x.o/.x./xoo"));

        OptionValues chosen;
        chosen.set(QStringLiteral("position"), QStringLiteral("x.o/.x./xoo"));
        QCOMPARE(dialog->values(), chosen);
        const GameTree expected =
            *findGenerator(QStringLiteral("tictactoe"))->generate(chosen, 1, nullptr);
        QTRY_VERIFY(createButton(dialog)->isEnabled());
        QTest::mouseClick(createButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_window->session()->tree(), expected);
        QCOMPARE(m_window->session()->tree().positionText(0), QStringLiteral("x.o/.x./xoo"));

        // The game dialog remembers its game apart from New from Generator…'s choice.
        dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        QCOMPARE(dialog->generator()->id(), QStringLiteral("tictactoe"));
        QCOMPARE(dialog->findChild<QPushButton *>(QStringLiteral("square-b1"))->text(),
                 QStringLiteral("o"));
        dialog->reject();
        QTRY_VERIFY(!dialog);
        dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->generator()->id(), QStringLiteral("random"));
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("square-b2")));
        dialog->reject();
    }

    // Issue 29: Gomoku's position was 15 rows of text; it has a board editor as tic-tac-toe's,
    // 15×15, showing the default x on h8 for an empty field.
    void gomokuHasABoardEditor()
    {
        QPointer<GeneratorDialog> dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        dialog->setGenerator(QStringLiteral("gomoku"));
        auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("option-position"));
        QVERIFY(field);
        QCOMPARE(field->text(), QString());
        auto square = [&](const char *name) {
            return dialog->findChild<QPushButton *>(QStringLiteral("square-") +
                                                    QLatin1String(name));
        };
        QVERIFY(square("a15") && square("o1") && square("h8"));
        QVERIFY(square("h8")->isVisible());
        QCOMPARE(square("h8")->text(), QStringLiteral("x")); // the default position
        QCOMPARE(square("h7")->text(), QString());
        QTest::mouseClick(square("h7"), Qt::LeftButton); // empty → x
        QTest::mouseClick(square("h7"), Qt::LeftButton); // x → o
        QStringList rows(15, QString(15, u'.'));
        rows[7][7] = u'x';
        rows[8][7] = u'o';
        QCOMPARE(field->text(), rows.join(u'/'));
        QCOMPARE(square("h7")->text(), QStringLiteral("o"));
        // Back to the default board: the field is empty again.
        QTest::mouseClick(square("h7"), Qt::LeftButton);
        QCOMPARE(field->text(), QString());
        QTest::mouseClick(square("h7"), Qt::LeftButton);
        QTest::mouseClick(square("h7"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(createButton(dialog)->isEnabled(), 20000);
        QTest::mouseClick(createButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        QVERIFY2(m_window->session()->tree().positionText(0).startsWith(rows.join(u'/')),
                 qPrintable(m_window->session()->tree().positionText(0)));
    }

    // Issue 30: tic-tac-toe's opponent fitted to recorded games, from the dialog: the field
    // has a button that picks the file, and a path typed in makes o's nodes chance nodes.
    void newFromGameFitsAnOpponent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("games.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("b2 a3\nb2 a3\nb2 c1\n");
        file.close();
        QPointer<GeneratorDialog> dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        dialog->setGenerator(QStringLiteral("tictactoe"));
        auto *records = dialog->findChild<QLineEdit *>(QStringLiteral("option-opponent-from"));
        QVERIFY(records);
        QVERIFY(records->findChild<QAction *>(QStringLiteral("browseRecords")));
        retype(dialog->findChild<QWidget *>(QStringLiteral("option-depth")), QStringLiteral("2"));
        retype(records, path + QStringLiteral("x"));
        QTRY_VERIFY(dialog->previewText().contains(QStringLiteral("cannot read")));
        QVERIFY(!createButton(dialog)->isEnabled());
        retype(records, path);
        QTRY_VERIFY(createButton(dialog)->isEnabled());
        QTest::mouseClick(createButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        const GameTree &t = m_window->session()->tree();
        const NodeId centre = t.child(0, 4); // b2
        QCOMPARE(t.label(centre), QStringLiteral("b2"));
        QCOMPARE(t.kind(centre), NodeKind::Chance);
        QCOMPARE(t.prob(t.child(centre, 0)), 3.0 / 11); // a3: (2 + 1) / (3 + 8)
    }

    // Issue 29: the whole tic-tac-toe tree took seconds on the window's thread, the window
    // frozen and nothing said. It is made on a worker thread with a busy bar and Stop; the
    // window keeps answering; Stop drops the tree, which never comes back on its own.
    void makesTheTreeOffTheWindowsThread()
    {
        QPointer<GeneratorDialog> dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        QElapsedTimer clock;
        clock.start();
        dialog->setGenerator(QStringLiteral("tictactoe")); // the empty board, the whole game
        QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
        auto *working = dialog->findChild<QWidget *>(QStringLiteral("generatorWorking"));
        auto *stop = dialog->findChild<QPushButton *>(QStringLiteral("stopGenerating"));
        QVERIFY(working && stop);
        QVERIFY(dialog->isMaking());
        QVERIFY(!createButton(dialog)->isEnabled());
        QTRY_VERIFY(working->isVisible()); // after a moment, for a tree that takes a while
        QCOMPARE(dialog->previewText(), QStringLiteral("Making the tree…"));
        // The window answers while the tree is made: a timer of 20 ms fires.
        bool answered = false;
        QTimer::singleShot(20, this, [&answered] { answered = true; });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 1000);
        QVERIFY(dialog->isMaking());

        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY(!dialog->isMaking());
        QVERIFY(!working->isVisible());
        QVERIFY(dialog->previewText().startsWith(QStringLiteral("Stopped")));
        QVERIFY(!createButton(dialog)->isEnabled());
        // The worker ends on its own; its tree is dropped, not shown.
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QVERIFY(dialog->previewText().startsWith(QStringLiteral("Stopped")));
        QVERIFY(!createButton(dialog)->isEnabled());

        // A change of option makes the tree again; a small one opens as before.
        retype(dialog->findChild<QSpinBox *>(QStringLiteral("option-depth")), "2");
        QTRY_VERIFY(createButton(dialog)->isEnabled());
        QVERIFY(!working->isVisible());
        QCOMPARE(dialog->previewText(), QStringLiteral("82 nodes: 72 leaves, depth 2."));
        QTest::mouseClick(createButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        QCOMPARE(m_window->session()->tree().size(), 82);
    }

    // Issue 29: the dialog spoke the command line's language ("--position: …", "one pile of
    // --pile"); it names the rows of its form instead.
    void speaksTheFormsWords()
    {
        QPointer<GeneratorDialog> dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        dialog->setGenerator(QStringLiteral("grundy"));
        auto *position = dialog->findChild<QLineEdit *>(QStringLiteral("option-position"));
        QVERIFY(position);
        QCOMPARE(position->placeholderText(), QStringLiteral("one pile of “Pile”"));
        retype(position, QStringLiteral("4+x"));
        QTRY_VERIFY2(dialog->previewText().startsWith(QStringLiteral("“Position” \"4+x\": ")),
                     qPrintable(dialog->previewText()));
        QVERIFY(!createButton(dialog)->isEnabled());
        QVERIFY(!dialog->previewText().contains(QStringLiteral("--")));

        dialog->setGenerator(QStringLiteral("tictactoe"));
        retype(dialog->findChild<QLineEdit *>(QStringLiteral("option-position")),
               QStringLiteral("xx/"));
        QTRY_VERIFY2(dialog->previewText().startsWith(QStringLiteral("“Position”: ")),
                     qPrintable(dialog->previewText()));
        QVERIFY(!createButton(dialog)->isEnabled());
        // Tooltips too: "With --opponent-from: …" names the row.
        auto *smoothing = dialog->findChild<QLineEdit *>(QStringLiteral("option-smoothing"));
        QVERIFY(smoothing);
        QString tip = smoothing->toolTip(); // rich text: its spaces may be non-breaking
        tip.replace(QChar::Nbsp, u' ');
        QVERIFY2(tip.contains(QStringLiteral("With “Opponent from”: add K")), qPrintable(tip));
        dialog->reject();
    }

    // Issue 29: the dialog kept the size of the game it opened on, and a problem of several
    // lines clipped the board. It fits each game's form, and grows for the problem.
    void fitsEachGameAndItsProblem()
    {
        QPointer<GeneratorDialog> dialog = openDialog(QStringLiteral("newFromGameAction"));
        QVERIFY(dialog);
        auto fits = [&](const QString &what) {
            QCoreApplication::processEvents();
            const QRect inside = dialog->rect();
            for (QWidget *w : dialog->findChildren<QWidget *>()) {
                if (!w->isVisible() || w->isWindow())
                    continue;
                const QRect r(w->mapTo(dialog.data(), QPoint(0, 0)), w->size());
                if (!inside.contains(r))
                    return what + u' ' + w->objectName() + u' ' + QString::number(r.bottom()) +
                           QStringLiteral(" > ") + QString::number(inside.bottom());
                auto *label = qobject_cast<QLabel *>(w);
                if (label && label->wordWrap() && !label->text().isEmpty() &&
                    label->height() < label->heightForWidth(label->width()))
                    return what + QStringLiteral(" clips ") + label->objectName();
            }
            return QString();
        };
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("generatorList"));
        for (int i = 0; i < list->count(); ++i) {
            const QString id = list->item(i)->data(Qt::UserRole).toString();
            dialog->setGenerator(id);
            const QString problem = fits(id);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        // A long problem under tic-tac-toe's board: the squares and the problem are whole. (The
        // trees dropped above are still being made: let them end, so the next one has a thread.)
        QThreadPool::globalInstance()->waitForDone();
        dialog->setGenerator(QStringLiteral("tictactoe"));
        retype(dialog->findChild<QLineEdit *>(QStringLiteral("option-opponent-from")),
               QStringLiteral("/nowhere/a/file/of/recorded/games/with/a/long/name/that/"
                              "does/not/exist/anywhere/at/all.txt"));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->previewText().contains(QStringLiteral("cannot read")),
                                 30000);
        QVERIFY(!createButton(dialog)->isEnabled());
        const QString problem = fits(QStringLiteral("tictactoe with a problem"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("square-b1"))->isVisible());
        dialog->reject();
    }

    // Unsaved work is asked about before the generated tree replaces it; Cancel keeps it.
    void asksBeforeUnsavedWorkGoes()
    {
        QLineEdit *field = m_window->treeTextField()->lineEdit();
        retype(field, QStringLiteral("((1,2),(3,4))"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(m_window->documents()->isModified());
        const GameTree typed = m_window->session()->tree();
        int asked = 0;
        m_window->documents()->setPrompt([&asked](const QString &) {
            ++asked;
            return DocumentController::Answer::Cancel;
        });
        QPointer<GeneratorDialog> dialog = openDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(createButton(dialog)->isEnabled());
        QTest::mouseClick(createButton(dialog), Qt::LeftButton);
        QTRY_VERIFY(!dialog);
        QCOMPARE(asked, 1);
        QCOMPARE(m_window->session()->tree(), typed);
    }
};

QTEST_MAIN(TstGeneratorDialog)
#include "tst_generatordialog.moc"
