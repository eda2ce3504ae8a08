// Never lose an outside change (issue 29): the document's file edited on disk by another
// program (the real `sed -i`, which renames a new file over the old one) while the window has
// it open. An unmodified document reloads it; a modified one says so in a bar (Reload, Keep
// Mine, Save As); Save looks at the file once more before it replaces it, and asks; our own
// saves are no outside change; a deleted file is said to be gone and Save puts it back. And
// what Save As suggests for an untitled document.
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/outsidechangebar.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/window/mainwindow.h"

#include "views/session/searchsession.h"

#include "core/session/documentfiles.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>
#include <QUndoStack>

#include "treetexthelpers.h"

using namespace gt;

namespace {

using Conflict = DocumentController::Conflict;
using test::parse;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What the issue did: `sed -i` writes a new file and renames it over the old one.
bool sedInPlace(const QString &script, const QString &path)
{
    return QProcess::execute(QStringLiteral("sed"), {QStringLiteral("-i"), script, path}) == 0;
}

// Set GT_SHOTS to a folder to look at the bar and the question as PNGs.
void shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("GT_SHOTS");
    if (!folder.isEmpty())
        widget->grab().save(folder + u'/' + name + QStringLiteral(".png"));
}

} // namespace

class TstOutsideChange : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_questions;
    Conflict m_answer = Conflict::Cancel;

    MainWindow &w() { return *m_window; }
    DocumentController *docs() { return w().documents(); }
    OutsideChangeBar *bar() { return docs()->outsideChangeBar(); }
    const GameTree &tree() { return w().session()->tree(); }
    QString path() { return m_dir.filePath(QStringLiteral("mytree.gtree")); }

    // mytree.gtree with the leaf 777, open in the window and saved.
    void openSaved()
    {
        QVERIFY(w().editor()->pasteText(QStringLiteral("max(min(3,777,8), min(2,4,6))"), NoNode,
                                        false));
        QVERIFY2(docs()->saveTo(path()), qPrintable(docs()->lastError()));
        QVERIFY2(w().openFile(path(), false), qPrintable(w().lastError()));
        QVERIFY(!docs()->isModified());
    }
    // Changes a leaf in the window: 3 becomes 1.
    void editLeaf()
    {
        QCOMPARE(tree().value(2), 3.0);
        QVERIFY(w().editor()->setValue(2, 1));
        QVERIFY(docs()->isModified());
    }
    bool barShown() { return !bar()->isHidden(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        QFile::remove(path());
        m_questions.clear();
        m_answer = Conflict::Cancel;
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        docs()->setPrompt([](const QString &) { return DocumentController::Answer::Discard; });
        docs()->setConflictPrompt([this](const QString &question) {
            m_questions << question;
            return m_answer;
        });
    }

    void cleanup()
    {
        w().editor()->undoStack()->setClean(); // closes without asking
        m_window.reset();
    }

    // The steps: open, sed -i, change a leaf, Ctrl+S at once (before the watcher has
    // told anything): Save sees the change itself and asks; Cancel leaves the file as sed
    // made it, and the work stays unsaved.
    void saveAsksBeforeReplacingAnOutsideChange()
    {
        QVERIFY(QTest::qWaitForWindowActive(&w()));
        openSaved();
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        const QByteArray outside = readAll(path());
        QVERIFY(outside.contains("555"));
        editLeaf();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions.front().contains(QStringLiteral("mytree.gtree")),
                 qPrintable(m_questions.front()));
        QCOMPARE(readAll(path()), outside);
        QVERIFY(docs()->isModified());
        QVERIFY(!docs()->lastError().isEmpty());

        // Overwrite: the user's tree replaces it, once asked.
        m_answer = Conflict::Overwrite;
        QVERIFY(docs()->save());
        QCOMPARE(m_questions.size(), 2);
        const auto saved = loadDocument(path(), nullptr);
        QVERIFY(saved);
        QCOMPARE(saved->tree.value(2), 1.0);
        QCOMPARE(saved->tree.value(3), 777.0);
        QVERIFY(!docs()->isModified());
    }

    // Reload as the answer to Save's question: the file as sed left it, nothing unsaved.
    void saveQuestionCanReload()
    {
        openSaved();
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        editLeaf();
        m_answer = Conflict::Reload;
        QVERIFY(docs()->save());
        QCOMPARE(m_questions.size(), 1);
        QCOMPARE(tree().value(3), 555.0);
        QCOMPARE(tree().value(2), 3.0);
        QVERIFY(!docs()->isModified());
        QVERIFY(readAll(path()).contains("555"));
    }

    // With changes here, the watcher's notice is a bar: Reload takes the file as it is on
    // disk, and throws the changes away.
    void modifiedDocumentShowsTheBarAndReloads()
    {
        openSaved();
        editLeaf();
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        QTRY_VERIFY(barShown());
        QVERIFY2(bar()->text().contains(QStringLiteral("mytree.gtree")), qPrintable(bar()->text()));
        QVERIFY(bar()->reloadAction()->isVisible());
        QVERIFY(bar()->keepAction()->isVisible());
        QVERIFY(bar()->saveAsAction()->isVisible());
        QCOMPARE(tree().value(2), 1.0); // nothing is thrown away before the user says so
        shoot(&w(), QStringLiteral("outside-bar"));
        bar()->reloadAction()->trigger();
        QCOMPARE(tree().value(3), 555.0);
        QCOMPARE(tree().value(2), 3.0);
        QVERIFY(!docs()->isModified());
        QVERIFY(!barShown());
        QVERIFY(m_questions.isEmpty());
    }

    // Keep Mine: the user has seen the change and keeps the tree here; Save then replaces the
    // file without asking again.
    void keepMineLetsSaveOverwrite()
    {
        openSaved();
        editLeaf();
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        QTRY_VERIFY(barShown());
        bar()->keepAction()->trigger();
        QVERIFY(!barShown());
        QCOMPARE(tree().value(2), 1.0);
        QVERIFY(docs()->save());
        QVERIFY(m_questions.isEmpty());
        const auto saved = loadDocument(path(), nullptr);
        QVERIFY(saved);
        QCOMPARE(saved->tree.value(2), 1.0);
        QCOMPARE(saved->tree.value(3), 777.0);
    }

    // Nothing unsaved: the file is reloaded quietly, as a text editor does, and the status
    // bar says so.
    void unmodifiedDocumentReloadsQuietly()
    {
        openSaved();
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        QTRY_COMPARE(tree().value(3), 555.0);
        QVERIFY(!docs()->isModified());
        QVERIFY(!barShown());
        QVERIFY2(docs()->lastMessage().contains(QStringLiteral("reloaded")),
                 qPrintable(docs()->lastMessage()));
        // Again: the watch follows the new file sed renamed into place.
        QVERIFY(sedInPlace(QStringLiteral("s/555/444/"), path()));
        QTRY_COMPARE(tree().value(3), 444.0);
    }

    // Our own saves (a new file renamed over the old one too) are no outside change: no bar,
    // no question, no reload; and the watch is still on the file afterwards.
    void ownSavesAreNoOutsideChange()
    {
        openSaved();
        for (double v : {1.0, 9.0}) {
            QVERIFY(w().editor()->setValue(2, v));
            QVERIFY(docs()->save());
            QTest::qWait(500); // longer than the watcher waits for a burst to settle
            QVERIFY(!barShown());
            QCOMPARE(tree().value(2), v);
        }
        QVERIFY(w().editor()->setValue(2, 5));
        QVERIFY(docs()->save());
        QVERIFY(m_questions.isEmpty());
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        QTRY_COMPARE(tree().value(3), 555.0);
        QCOMPARE(tree().value(2), 5.0);
    }

    // A `touch` changes the time, not the contents: nothing to tell.
    void aTouchIsNoChange()
    {
        openSaved();
        editLeaf();
        QVERIFY(QProcess::execute(QStringLiteral("touch"),
                                  {QStringLiteral("-d"), QStringLiteral("2001-01-01"), path()}) ==
                0);
        QTest::qWait(500);
        QVERIFY(!barShown());
        QVERIFY(docs()->save());
        QVERIFY(m_questions.isEmpty());
        // A change of contents, though, is one.
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        QTRY_COMPARE(tree().value(3), 555.0);
    }

    // Deleted on disk: the bar says so, the work stays, Save writes the file back without a
    // question.
    void deletedFileIsToldAndSaveRecreatesIt()
    {
        openSaved();
        editLeaf();
        QVERIFY(QFile::remove(path()));
        QTRY_VERIFY(barShown());
        QVERIFY2(bar()->text().contains(QStringLiteral("deleted")), qPrintable(bar()->text()));
        QVERIFY(!bar()->reloadAction()->isVisible());
        QVERIFY(bar()->saveAction()->isVisible());
        QCOMPARE(tree().value(2), 1.0);
        QVERIFY(docs()->isModified());
        bar()->saveAction()->trigger();
        QVERIFY(m_questions.isEmpty());
        QVERIFY(QFile::exists(path()));
        QVERIFY(!docs()->isModified());
        QVERIFY(!barShown());
        const auto saved = loadDocument(path(), nullptr);
        QVERIFY(saved);
        QCOMPARE(saved->tree.value(2), 1.0);
    }

    // The real question, answered as a user would: Cancel keeps the outside change.
    void theQuestionIsAMessageBox()
    {
        m_window = std::make_unique<MainWindow>(); // with the window's own question
        m_window->show();
        openSaved();
        QVERIFY(sedInPlace(QStringLiteral("s/777/555/"), path()));
        const QByteArray outside = readAll(path());
        editLeaf();
        QString asked;
        QStringList buttons;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked = box->text();
            for (QAbstractButton *b : box->buttons())
                buttons << b->text().remove(u'&');
            shoot(box, QStringLiteral("outside-question"));
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!docs()->save());
        QVERIFY2(asked.contains(QStringLiteral("mytree.gtree")), qPrintable(asked));
        QVERIFY2(buttons.contains(QStringLiteral("Overwrite")) &&
                     buttons.contains(QStringLiteral("Reload")) &&
                     buttons.contains(QStringLiteral("Save As…")),
                 qPrintable(buttons.join(u',')));
        QCOMPARE(readAll(path()), outside);
        QVERIFY(docs()->isModified());
    }

    // Save As names an untitled document by its title (whole: "5.2" is no extension), or
    // "Untitled"; never the bare ".gtree" of a document without a name.
    void saveAsSuggestsTheDocumentsName_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("suggested");
        QTest::addRow("title") << QStringLiteral("Figure 5.2: minimax")
                               << QStringLiteral("Figure 5.2- minimax.gtree");
        QTest::addRow("nothing yet") << QString() << QStringLiteral("Untitled.gtree");
    }
    void saveAsSuggestsTheDocumentsName()
    {
        QFETCH(QString, title);
        QFETCH(QString, suggested);
        if (!title.isEmpty()) {
            QVERIFY(w().editor()->pasteText(QStringLiteral("(1,2)"), NoNode, false));
            QVERIFY(w().editor()->setTitleAndNotes(title, QString()));
        }
        QStringList asked;
        docs()->setSavePathChooser([&asked](const QString &path) {
            asked << path;
            return QString();
        });
        QVERIFY(!docs()->saveAs());
        QCOMPARE(asked, QStringList{suggested});

        // A document with a file: its own path.
        openSaved();
        asked.clear();
        QVERIFY(!docs()->saveAs());
        QCOMPARE(asked, QStringList{path()});
    }
};

QTEST_MAIN(TstOutsideChange)
#include "tst_outsidechange.moc"
