// Files from strangers in the window: node names, move labels, titles, notes, file names and
// the error messages that quote them are shown as text, never as HTML. Rich text loads the
// pictures it names, so a node called <img src='/etc/passwd'> would make the window open that
// file. Each hostile file is opened as the command line and File ▸ Open do, its nodes are
// selected and clicked, its tooltips shown as hovering shows them, its dialogs and docks
// drawn, while inotify watches the probe file that every <img> in these files names.
#include "treetexthelpers.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/autosaver.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/export/exportactions.h"
#include "app/studio/export/exportdialog.h"
#include "app/studio/window/mainwindow.h"

#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/io/treetext.h"
#include "core/session/documentfiles.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QtTest>
#include <QUndoStack>

#include "folderwatch.h"

using namespace gt;

// A helper that verifies: the test stops at its first failure, as at a QVERIFY of its own.
#define CHECK(call)                                                                                \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// What a label shows literally: its text when plain, the escaped form when rich.
bool showsLiterally(const QLabel *label, const QString &hostile)
{
    return label->textFormat() == Qt::PlainText ? label->text().contains(hostile)
                                                : label->text().contains(hostile.toHtmlEscaped());
}

QList<QLabel *> visibleLabels()
{
    QList<QLabel *> out;
    for (QWidget *w : QApplication::allWidgets()) {
        if (auto *label = qobject_cast<QLabel *>(w); label && label->isVisible())
            out << label;
    }
    return out;
}

// Draws every window (the main window, its dialogs, a tooltip): rich text lays out, and loads
// its pictures, when it is drawn.
void drawEverything()
{
    QApplication::processEvents();
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (top->isVisible())
            top->grab();
    }
    QApplication::processEvents();
}

// The labels (tooltips included) and message boxes on screen now that read HTML with an <img>
// in it.
QStringList interpretedTexts()
{
    QStringList out;
    for (QLabel *label : visibleLabels()) {
        if (label->textFormat() != Qt::PlainText && label->text().contains(QStringLiteral("<img")))
            out << QStringLiteral("%1 %2: %3")
                       .arg(QString::fromLatin1(label->metaObject()->className()),
                            label->objectName(), label->text());
    }
    for (QWidget *w : QApplication::allWidgets()) {
        auto *box = qobject_cast<QMessageBox *>(w);
        if (box && box->isVisible() && box->textFormat() != Qt::PlainText &&
            box->text().contains(QStringLiteral("<img")))
            out << QStringLiteral("QMessageBox: ") + box->text();
    }
    return out;
}

} // namespace

class TstWindowSafety : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_probe;
    QString m_img;         // <img src='/…/probe'>
    QString m_imgRelative; // <img src=probe>: short enough for messages that cut what they quote
    std::unique_ptr<test::FolderWatch> m_watch; // on the folder of the probe
    QStringList m_interpreted;                  // seen so far in this test

    // As the mouse resting there: a tooltip event, and the tooltip drawn.
    void hover(QWidget *widget, const QPoint &at)
    {
        QHelpEvent event(QEvent::ToolTip, at, widget->mapToGlobal(at));
        QApplication::sendEvent(widget, &event);
        drawEverything();
        m_interpreted += interpretedTexts();
    }

    QString hostile(const QString &path) const { return m_dir.filePath(path); }

    // Every text a label, a message box or a tooltip showed may be file text: none was read
    // as HTML with an <img> in it.
    void checkNothingIsInterpreted()
    {
        m_interpreted += interpretedTexts();
        m_interpreted.removeDuplicates();
        QVERIFY2(m_interpreted.isEmpty(), qPrintable(QStringLiteral("read as HTML:\n") +
                                                     m_interpreted.join(QLatin1Char('\n'))));
    }

    // Hovers every widget that has a tooltip, every item of every list and table, every entry
    // of the menus that show tooltips, and the algorithm box's list.
    int hoverEverything(MainWindow &window)
    {
        int hovered = 0;
        const auto items = [this, &hovered](QAbstractItemView *view) {
            const QAbstractItemModel *model = view->model();
            for (int r = 0; model && r < model->rowCount(); ++r) {
                for (int c = 0; c < model->columnCount(); ++c) {
                    const QModelIndex index = model->index(r, c);
                    const QRect rect = view->visualRect(index);
                    if (rect.isValid() && !index.data(Qt::ToolTipRole).toString().isEmpty()) {
                        hover(view->viewport(), rect.center());
                        ++hovered;
                    }
                }
            }
        };
        // Hovering makes and removes widgets (the tooltip, a model's rows): guarded pointers.
        QList<QPointer<QWidget>> widgets;
        for (QWidget *w : QApplication::allWidgets())
            widgets << w;
        for (const QPointer<QWidget> &w : widgets) {
            if (!w || !w->isVisible())
                continue;
            if (!w->toolTip().isEmpty()) {
                hover(w, QPoint(2, 2));
                ++hovered;
            }
            if (auto *view = qobject_cast<QAbstractItemView *>(w))
                items(view);
        }
        for (QMenu *menu : window.findChildren<QMenu *>()) {
            if (!menu->toolTipsVisible())
                continue;
            menu->popup(QPoint(0, 0));
            for (QAction *action : menu->actions()) {
                const QRect rect = menu->actionGeometry(action);
                if (rect.isValid() && !action->toolTip().isEmpty()) {
                    hover(menu, rect.center());
                    ++hovered;
                }
            }
            menu->hide();
        }
        for (QComboBox *box : window.findChildren<QComboBox *>()) {
            if (!box->isVisible())
                continue;
            box->showPopup();
            items(box->view());
            box->hidePopup();
        }
        return hovered;
    }

    void checkProbeUntouched()
    {
        QVERIFY2(!m_watch->touched().contains(QStringLiteral("probe")),
                 qPrintable(QStringLiteral("the window opened or read %1").arg(m_probe)));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_probe = m_dir.filePath(QStringLiteral("probe"));
        QVERIFY(writeFile(m_probe, "not a picture"));
        m_img = QStringLiteral("<img src='%1'>").arg(m_probe);
        m_imgRelative = QStringLiteral("<img src=probe>");
        // The relative form names the probe from the working folder, as Qt resolves it.
        QVERIFY(QDir::setCurrent(m_dir.path()));
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("GameTree"));
        QCoreApplication::setApplicationName(QStringLiteral("GameTree Studio"));

        // Names and move labels everywhere; a chance node that alpha-beta refuses, by name.
        const QString q = QLatin1Char('"') + m_img + QLatin1Char('"');
        const QString names =
            QStringLiteral("%1=max(%1: %1=chance(0.5: 1, 0.5: %1=2), %1: min(3, 12))").arg(q);
        QVERIFY(writeFile(hostile(QStringLiteral("names.tree")), names.toUtf8()));
        // Saved mid-edit: the problem in the status bar and the inspector name the node.
        QVERIFY(writeFile(hostile(QStringLiteral("unfinished.tree")),
                          QStringLiteral("max(%1: %1=chance(0.5: 1, 0.3: 2), 5)").arg(q).toUtf8()));
        Document doc;
        doc.tree = test::parse(names);
        doc.title = m_img;
        doc.notes = m_img + QLatin1Char('\n') + m_img;
        for (const char *name : {"document.json", "document.dot"}) {
            QString why;
            QVERIFY2(saveDocument(doc, hostile(QString::fromLatin1(name)), &why), qPrintable(why));
        }
        QVERIFY(writeFile(hostile(m_imgRelative + QStringLiteral(".tree")), "max(1, 2)"));
        // Errors that quote the input.
        QVERIFY(writeFile(hostile(QStringLiteral("error.tree")),
                          QStringLiteral("max(1 \"%1\")").arg(m_imgRelative).toUtf8()));
        QVERIFY(writeFile(hostile(QStringLiteral("error.json")),
                          QStringLiteral("{\"format\": \"gametree-studio\", \"version\": 1, "
                                         "\"nodes\": [{\"id\": 0, \"kind\": \"%1\"}]}")
                              .arg(m_imgRelative)
                              .toUtf8()));
        QVERIFY(writeFile(
            hostile(QStringLiteral("error.dot")),
            QStringLiteral("digraph { \"%1\" [kind=bogus] }").arg(m_imgRelative).toUtf8()));
        QVERIFY(writeFile(hostile(m_imgRelative + QStringLiteral(".json")), "{"));

        m_watch = std::make_unique<test::FolderWatch>(m_dir.path());
        QVERIFY(m_watch->works());
        // The watch itself works: a read of the probe is seen.
        QFile probe(m_probe);
        QVERIFY(probe.open(QIODevice::ReadOnly));
        probe.readAll();
        QVERIFY(m_watch->touched().contains(QStringLiteral("probe")));
    }

    void init() { m_interpreted.clear(); }

    void hostileFileIsShownAsText_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("readable");
        QTest::newRow("names and labels (.tree)") << QStringLiteral("names.tree") << true;
        QTest::newRow("unfinished tree") << QStringLiteral("unfinished.tree") << true;
        QTest::newRow("title and notes (.json)") << QStringLiteral("document.json") << true;
        QTest::newRow("names and labels (.dot)") << QStringLiteral("document.dot") << true;
        QTest::newRow("the file's name") << QStringLiteral("<img src=probe>.tree") << true;
        QTest::newRow("error quoting .tree") << QStringLiteral("error.tree") << false;
        QTest::newRow("error quoting .json") << QStringLiteral("error.json") << false;
        QTest::newRow("error quoting .dot") << QStringLiteral("error.dot") << false;
        QTest::newRow("error naming the file") << QStringLiteral("<img src=probe>.json") << false;
    }

    void hostileFileIsShownAsText()
    {
        QFETCH(QString, file);
        QFETCH(bool, readable);
        const QString shown =
            file.startsWith(QLatin1Char('<')) || !readable ? m_imgRelative : m_img;
        m_watch->touched();
        {
            MainWindow window;
            // As the command line opens it (File ▸ Open does the same): interactive, so that
            // an error is also a dialog.
            window.openFile(hostile(file), true);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            drawEverything();
            if (readable) {
                QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
                TreeEditor *editor = window.editor();
                for (NodeId n = 0; n < window.session()->tree().size(); ++n) {
                    editor->select(n);
                    drawEverything();
                }
                // A real click, as in the finding.
                TreeView *view = window.canvas()->view();
                const QPoint root = view->mapFromScene(
                    window.canvas()->scene()->nodeRect(window.session()->tree().root()).center());
                QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, root);
                QCOMPARE(editor->selected(), window.session()->tree().root());
                window.session()->setStep(window.session()->stepCount() / 2);
                drawEverything();
                bool literal = false;
                for (QLabel *label : visibleLabels())
                    literal = literal || showsLiterally(label, shown);
                QVERIFY2(literal || file.startsWith(QLatin1Char('<')),
                         "no label shows the hostile name: the test would prove nothing");
                ExportDialog *dialog = window.exportActions()->openDialog();
                QVERIFY(dialog);
                drawEverything();
                CHECK(checkNothingIsInterpreted());
                dialog->close();
            } else {
                QVERIFY2(window.lastError().contains(shown), qPrintable(window.lastError()));
                QMessageBox *box = window.findChild<QMessageBox *>();
                QVERIFY(box);
                QVERIFY(box->isVisible());
                QVERIFY2(box->text().contains(shown), qPrintable(box->text()));
            }
            hoverEverything(window);
            drawEverything();
            CHECK(checkNothingIsInterpreted());
        }
        CHECK(checkProbeUntouched());
    }

    // The algorithm picker and the statistics say, on hover, why an algorithm refuses a tree:
    // the reason names the chance node, by its name from the file.
    void refusalsAreHoveredAsText()
    {
        m_watch->touched();
        {
            MainWindow window;
            window.openFile(hostile(QStringLiteral("names.tree")), true);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            int naming = 0;
            for (QAction *action : window.findChildren<QAction *>()) {
                const QString tip = action->toolTip();
                if (tip.contains(m_img) || tip.contains(m_img.toHtmlEscaped()))
                    ++naming;
            }
            QVERIFY2(naming > 0, "no algorithm's tooltip names the node: nothing to hover");
            QVERIFY(hoverEverything(window) > 0);
            CHECK(checkNothingIsInterpreted());
        }
        CHECK(checkProbeUntouched());
    }

    // An autosave of a file with a hostile name: the recovery bar names it.
    void recoveryBarShowsThePathAsText()
    {
        const QString dir = Autosaver::directory();
        QVERIFY(QDir().mkpath(dir));
        const QString autosave = dir + QStringLiteral("/hostile.json");
        QString why;
        Document doc;
        doc.tree = test::parse(u"max(1, 2)"_qs);
        QVERIFY2(saveDocument(doc, autosave, &why), qPrintable(why));
        const QString original = hostile(QStringLiteral("<img src=probe>.tree"));
        QVERIFY(writeFile(dir + QStringLiteral("/hostile.origin"), original.toUtf8()));
        m_watch->touched();
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QToolBar *bar = window.documents()->recoveryBar();
            QVERIFY(bar->isVisible());
            auto *text = bar->findChild<QLabel *>(QStringLiteral("recoveryText"));
            QVERIFY(showsLiterally(text, m_imgRelative));
            drawEverything();
            hoverEverything(window);
            CHECK(checkNothingIsInterpreted());
            window.documents()->discardRecovery();
        }
        CHECK(checkProbeUntouched());
    }

    // The question before unsaved work is thrown away names an untitled document by its title.
    void unsavedChangesQuestionIsText()
    {
        m_watch->touched();
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.editor()->pasteText(QStringLiteral("(1,2)"), NoNode, false));
            window.editor()->setTitleAndNotes(m_img, QString());
            QString asked;
            Qt::TextFormat format = Qt::AutoText;
            QTimer::singleShot(0, this, [&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                asked = box->text();
                format = box->textFormat();
                drawEverything();
                box->button(QMessageBox::Cancel)->click();
            });
            QVERIFY(!window.documents()->maybeSave());
            QVERIFY2(asked.contains(m_img), qPrintable(asked));
            QCOMPARE(format, Qt::PlainText);
            window.editor()->undoStack()->setClean(); // let it close without asking
        }
        CHECK(checkProbeUntouched());
    }
};

QTEST_MAIN(TstWindowSafety)
#include "tst_windowsafety.moc"
