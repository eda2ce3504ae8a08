// Trees as documents that are never lost: save and load in every format (a tree saved mid-edit
// too), the modified marker, the questions before work is thrown away, failed saves and
// reverts that keep the work, autosave, and recovery after the program is really killed (a
// gametree-studio process, SIGKILL).
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/autosaver.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/inspectordock.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/open/examplesmenu.h"
#include "app/studio/open/treeloader.h"
#include "app/studio/open/treetextfield.h"
#include "app/studio/window/mainwindow.h"

#include "views/scene/treescene.h"
#include "views/session/paintgate.h"
#include "views/session/searchsession.h"

#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/layout/tidylayout.h"
#include "core/session/documentfiles.h"
#include "core/tree/validate.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "smalldisk.h"
#include "treetexthelpers.h"

using namespace gt;

namespace {

const char *const AimaTree = "max(min(3,12,8), min(2,4,6), min(14,5,2))";
const char *const ClassicTree = "((10,10),(9,100))";
// Names, move labels, probabilities, fractions and negative values: what a format must keep.
const char *const RichTree =
    "A=max(left: B=min(3, 12.5, -8), right: C=chance(0.25: 2, 0.75: D=max(4, 6)))";
// Saved mid-edit: the probabilities do not sum to 1 yet.
const char *const UnfinishedTree = "max(chance(0.5: 1, 0.3: 0), 2)";

using test::parse;
using test::show;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList autosaves()
{
    return QDir(Autosaver::directory()).entryList({QStringLiteral("*.json")}, QDir::Files);
}

} // namespace

#define COMPARE_TREE(actual, expected)                                                             \
    QVERIFY2((actual) == (expected),                                                               \
             qPrintable(QStringLiteral("%1 != %2").arg(show(actual), show(expected))))

class TstDocuments : public QObject {
    Q_OBJECT

    QTemporaryDir m_home; // XDG data and config for this test and the processes it starts
    std::unique_ptr<MainWindow> m_window;
    int m_prompts = 0;
    DocumentController::Answer m_answer = DocumentController::Answer::Cancel;

    MainWindow &w() { return *m_window; }
    DocumentController *docs() { return w().documents(); }
    const GameTree &tree() { return w().session()->tree(); }

    void makeWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        docs()->setPrompt([this](const QString &) {
            ++m_prompts;
            return m_answer;
        });
    }
    // An untitled document holding `text`, as one unsaved edit.
    void edit(const QString &text) { QVERIFY(w().editor()->pasteText(text, NoNode, false)); }

    // The real program started in `folder` with `args`, killed once it has autosaved: what a
    // crash leaves for the next start.
    void crashAfterAutosave(const QStringList &args, const QString &folder = QString())
    {
        const QStringList before = autosaves();
        QProcess studio;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        studio.setProcessEnvironment(env);
        studio.setWorkingDirectory(folder);
        studio.start(QStringLiteral(GT_STUDIO_PATH),
                     QStringList{QStringLiteral("--autosave-interval"), QStringLiteral("100")} +
                         args);
        QVERIFY(studio.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(autosaves().size() > before.size(), 10000);
        studio.kill();
        QVERIFY(studio.waitForFinished());
        QCOMPARE(studio.exitStatus(), QProcess::CrashExit);
    }

    QString recoveryOffer()
    {
        QToolBar *bar = docs()->recoveryBar();
        return bar->isVisibleTo(&w())
                   ? bar->findChild<QLabel *>(QStringLiteral("recoveryText"))->text()
                   : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toUtf8());
        // The studio's own names: the autosaves of a studio process are found here.
        QCoreApplication::setOrganizationName(QStringLiteral("GameTree"));
        QCoreApplication::setApplicationName(QStringLiteral("GameTree Studio"));
        QVERIFY(Autosaver::directory().startsWith(m_home.path()));
    }

    void init()
    {
        m_prompts = 0;
        m_answer = DocumentController::Answer::Cancel;
        makeWindow();
    }

    void cleanup() { m_window.reset(); }

    void saveThenLoadIsTheIdentity_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("deleted"); // a node deleted after pasting `text`, or -1
        for (const char *suffix : {"json", "tree", "dot"}) {
            for (const char *text :
                 {RichTree, AimaTree, ClassicTree, "chance(0.7: 1, 0.3: 0)", UnfinishedTree})
                QTest::addRow("%s %s", suffix, text)
                    << QString::fromLatin1(suffix) << QString::fromLatin1(text) << -1;
        }
        // A min node left without children (the notation cannot write one: tst_treefile).
        for (const char *suffix : {"json", "dot"})
            QTest::addRow("%s childless", suffix)
                << QString::fromLatin1(suffix) << QStringLiteral("max(min(1), 2)") << 2;
    }

    void saveThenLoadIsTheIdentity()
    {
        QFETCH(QString, suffix);
        QFETCH(QString, text);
        QFETCH(int, deleted);
        QTemporaryDir dir;
        edit(text);
        if (deleted >= 0) {
            w().editor()->select(deleted);
            QVERIFY(w().editor()->removeSelected());
        }
        const GameTree edited = tree();
        const bool valid = validateTree(edited).empty();
        QCOMPARE(valid, text != QLatin1String(UnfinishedTree) && deleted < 0);
        w().session()->setAlgorithm(QStringLiteral("expectiminimax"), {});
        w().session()->setStep(3);
        QVERIFY(docs()->isModified());
        const QString path = dir.filePath(QStringLiteral("saved.") + suffix);
        QVERIFY2(docs()->saveTo(path), qPrintable(docs()->lastError()));
        QVERIFY(!docs()->isModified());
        QVERIFY(!w().isWindowModified());
        QCOMPARE(docs()->filePath(), path);
        QVERIFY(w().windowTitle().startsWith(QStringLiteral("saved.") + suffix));

        ReadError error;
        std::vector<ReadError> problems;
        const auto loaded = loadDocumentLenient(path, &error, &problems);
        QVERIFY2(loaded, qPrintable(error.toString()));
        COMPARE_TREE(loaded->tree, edited);
        QCOMPARE(problems.empty(), valid);
        QCOMPARE(loadDocument(path, &error).has_value(), valid); // the command line's door
        if (suffix == QLatin1String("json")) {
            QCOMPARE(loaded->algorithm, QStringLiteral("expectiminimax"));
            QCOMPARE(loaded->step, valid ? 3 : 0); // no search, no steps: the tree is not done
            QVERIFY(!docs()->lastMessage().contains(QStringLiteral("cannot keep")));
        } else {
            // The notation and DOT hold the tree only, and the user is told so.
            QVERIFY2(docs()->lastMessage().contains(QStringLiteral("cannot keep")),
                     qPrintable(docs()->lastMessage()));
            QVERIFY(docs()->lastMessage().contains(QStringLiteral("algorithm")));
        }
        // And through the window: open what was saved. An unfinished tree opens too, and the
        // status bar says what is left to fix.
        m_window.reset();
        makeWindow();
        QVERIFY2(w().openFile(path), qPrintable(w().lastError()));
        COMPARE_TREE(tree(), edited);
        QVERIFY(!docs()->isModified());
        QCOMPARE(docs()->filePath(), path);
        QWidget *problemWidget = w().inspectorDock()->problemWidget();
        QCOMPARE(problemWidget->isVisible(), !valid);
        if (!valid) {
            QCOMPARE(w().inspectorDock()->problemLabel()->text(),
                     QStringLiteral("⚠ ") + validateTree(edited).front().message);
            QVERIFY2(w().statusBar()->currentMessage().contains(problems.front().toString()),
                     qPrintable(w().statusBar()->currentMessage()));
            QVERIFY(w().lastError().isEmpty());
        }
    }

    // Keys, intervals and positions show read-only, as plain text (a position is not markup).
    void inspectorShowsNodeData()
    {
        edit(QStringLiteral("max[key=k1 interval=2:7 game=ttt pos=\"<b>x</b>.o\"](3, 4)"));
        QLabel *data = w().inspectorDock()->nodeDataLabel();
        w().editor()->select(0);
        QVERIFY(!data->isHidden());
        QCOMPARE(data->textFormat(), Qt::PlainText);
        QCOMPARE(data->text(),
                 QStringLiteral("Key: k1\nInterval: [2, 7]\nPosition (ttt): <b>x</b>.o"));
        w().editor()->select(1);
        QVERIFY(data->isHidden());
    }

    void jsonKeepsTheDocument()
    {
        QTemporaryDir dir;
        Document d;
        d.tree = parse(QString::fromLatin1(AimaTree));
        d.title = QStringLiteral("AIMA Figure 5.2");
        d.notes = QStringLiteral("β = 2 ≤ α = 3: the leaves 4 and 6 are pruned.");
        d.algorithm = QStringLiteral("alphabeta");
        d.options.set("fail-hard", true);
        d.step = 7;
        const QString path = dir.filePath(QStringLiteral("aima.json"));
        QString error;
        QVERIFY(saveDocument(d, path, &error));
        QVERIFY(w().openFile(path));
        QCOMPARE(w().windowTitle().section(QStringLiteral("[*]"), 0, 0), d.title);
        w().session()->setStep(9);
        QVERIFY(w().editor()->setValue(2, 4));
        QVERIFY(docs()->save());
        const auto loaded = loadDocument(path, nullptr);
        QVERIFY(loaded);
        QCOMPARE(loaded->title, d.title);
        QCOMPARE(loaded->notes, d.notes);
        QCOMPARE(loaded->algorithm, d.algorithm);
        QCOMPARE(loaded->options, d.options);
        QCOMPARE(loaded->step, 9);
        COMPARE_TREE(loaded->tree,
                     parse(QStringLiteral("max(min(4,12,8), min(2,4,6), min(14,5,2))")));
    }

    // Issue 27: a document naming an algorithm this version does not know opened as Minimax
    // without a word, and saving from the window dropped the field (`gametree convert` keeps
    // it). The window says so, naming the id, and Save writes it back with its options.
    void unknownAlgorithmIsToldAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.gtree"));
        Document d; // as a newer version, or `gametree convert`, writes it
        d.tree = parse(QString::fromLatin1(AimaTree));
        d.algorithm = QStringLiteral("proof-number");
        d.options.set("fail-soft", true);
        QString error;
        QVERIFY2(saveDocument(d, path, &error), qPrintable(error));
        const auto before = loadDocument(path, nullptr);
        QVERIFY(before);
        QCOMPARE(before->algorithm, QStringLiteral("proof-number"));
        QVERIFY2(w().openFile(path), qPrintable(w().lastError()));
        const QString said = w().statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("“proof-number”")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("does not know")), qPrintable(said));
        QVERIFY(w().session()->algorithm() != QLatin1String("proof-number"));
        QVERIFY(w().editor()->setValue(2, 4));
        QVERIFY2(docs()->save(), qPrintable(docs()->lastError()));
        const auto saved = loadDocument(path, nullptr);
        QVERIFY(saved);
        QCOMPARE(saved->algorithm, QStringLiteral("proof-number"));
        QCOMPARE(saved->options, before->options);
        // Another algorithm chosen in the window is the user's answer: it is what is saved.
        const QString other = w().session()->algorithm() == QLatin1String("sss")
                                  ? QStringLiteral("alphabeta")
                                  : QStringLiteral("sss");
        w().session()->setAlgorithm(other, SearchOptions());
        QVERIFY(docs()->saveTo(path));
        QCOMPARE(loadDocument(path, nullptr)->algorithm, other);
    }

    void titleAndNotesAreUndoableEdits()
    {
        QTemporaryDir dir;
        edit(QString::fromLatin1(ClassicTree));
        const QString path = dir.filePath(QStringLiteral("t.json"));
        QVERIFY(docs()->saveTo(path));
        auto *title = w().findChild<QLineEdit *>(QStringLiteral("inspectorTitle"));
        auto *notes = w().findChild<QPlainTextEdit *>(QStringLiteral("inspectorNotes"));
        QVERIFY(title && notes);
        QVERIFY(QTest::qWaitForWindowActive(&w())); // focus moves only in an active window
        title->setFocus();
        QTest::keyClicks(title, QStringLiteral("Classic"));
        QTest::keyClick(title, Qt::Key_Return);
        QVERIFY(docs()->isModified());
        QVERIFY(w().windowTitle().startsWith(QStringLiteral("Classic[*]")));
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("10 vs 54.5"));
        title->setFocus(); // leaving the notes takes them
        QCOMPARE(w().session()->document().notes, QStringLiteral("10 vs 54.5"));
        QVERIFY(docs()->save());
        const auto loaded = loadDocument(path, nullptr);
        QCOMPARE(loaded->title, QStringLiteral("Classic"));
        QCOMPARE(loaded->notes, QStringLiteral("10 vs 54.5"));
        w().editor()->undoStack()->undo(); // one step per visit of a field: the notes
        QCOMPARE(w().session()->document().notes, QString());
        QCOMPARE(w().session()->document().title, QStringLiteral("Classic"));
        w().editor()->undoStack()->undo(); // then the title
        QCOMPARE(w().session()->document().title, QString());
        QCOMPARE(title->text(), QString());
        QVERIFY(w().windowTitle().startsWith(QStringLiteral("t.json")));
    }

    // Issue 27: typed text was committed only when the field was left: no `*`, no autosave,
    // and Ctrl+Q quit without asking. Every keystroke is an edit now, and one visit of a field
    // is one undo step.
    void typedTextIsWorkAtOnce()
    {
        QTemporaryDir dir;
        edit(QString::fromLatin1(ClassicTree));
        QVERIFY(docs()->saveTo(dir.filePath(QStringLiteral("typed.json"))));
        QVERIFY(!docs()->isModified());
        auto *title = w().inspectorDock()->titleEdit();
        auto *notes = w().inspectorDock()->notesEdit();
        QVERIFY(QTest::qWaitForWindowActive(&w())); // focus moves only in an active window
        QUndoStack *undo = w().editor()->undoStack();
        const int before = undo->count();
        title->setFocus();
        QTest::keyClicks(title, QStringLiteral("Lecture 3 "));
        // Still in the field: the document has the text, spaces and all, and it is unsaved work.
        QCOMPARE(w().session()->document().title, QStringLiteral("Lecture 3 "));
        QCOMPARE(title->text(), QStringLiteral("Lecture 3 "));
        QVERIFY(docs()->isModified());
        QVERIFY(w().isWindowModified());
        QVERIFY(docs()->autosaver()->isPending());
        QCOMPARE(undo->count(), before + 1); // ten keystrokes, one step
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("Ask why."));
        QCOMPARE(w().session()->document().notes, QStringLiteral("Ask why."));
        QCOMPARE(w().session()->document().title, QStringLiteral("Lecture 3")); // left: trimmed
        QCOMPARE(undo->count(), before + 2);
        title->setFocus(); // a second visit is a step of its own
        QTest::keyClick(title, Qt::Key_End);
        QTest::keyClicks(title, QStringLiteral("b"));
        QCOMPARE(undo->count(), before + 3);
        QCOMPARE(w().session()->document().title, QStringLiteral("Lecture 3b"));
        undo->undo();
        QCOMPARE(title->text(), QStringLiteral("Lecture 3"));
        undo->undo();
        QCOMPARE(notes->toPlainText(), QString());
        QCOMPARE(w().session()->document().title, QStringLiteral("Lecture 3"));
        undo->redo();
        // Closing (Ctrl+Q) asks about the typed text, as about any edit.
        m_answer = DocumentController::Answer::Cancel;
        QVERIFY(!w().close());
        QCOMPARE(m_prompts, 1);
        undo->setClean();
    }

    // Issue 27: notes of a megabyte without a space kept the window busy for 207 s (100 KB:
    // 7 s): Qt wraps a word longer than a line by searching for its end again for every line.
    // Notes with a word that long are not wrapped (they scroll sideways), which costs their
    // length alone; ordinary notes still wrap. Both stay whole and editable, and so does a title
    // longer than QLineEdit's default 32,767 characters.
    void unbrokenNotesAreNotWrapped()
    {
        QTemporaryDir dir;
        Document d;
        d.tree = parse(QString::fromLatin1(ClassicTree));
        d.title = QString(300'000, u't');
        d.notes = QString(300'000, u'n');
        const QString path = dir.filePath(QStringLiteral("long.gtree"));
        QString error;
        QVERIFY2(saveDocument(d, path, &error), qPrintable(error));
        QVERIFY2(w().openFile(path), qPrintable(w().lastError()));
        QTRY_VERIFY(!w().isLoading()); // a big file loads on a worker thread
        QPlainTextEdit *notes = w().inspectorDock()->notesEdit();
        QCOMPARE(notes->toPlainText(), d.notes);
        QCOMPARE(w().inspectorDock()->titleEdit()->text(), d.title);
        QCOMPARE(notes->lineWrapMode(), QPlainTextEdit::NoWrap);
        // Ordinary notes wrap at word boundaries.
        d.notes = QStringLiteral("Leaves 4 and 6 are pruned.\nAsk why.");
        QVERIFY2(saveDocument(d, path, &error), qPrintable(error));
        QVERIFY2(w().openFile(path), qPrintable(w().lastError()));
        QTRY_VERIFY(!w().isLoading());
        QCOMPARE(notes->toPlainText(), d.notes);
        QCOMPARE(notes->lineWrapMode(), QPlainTextEdit::WidgetWidth);
    }

    // Issue 29: a big file is measured and laid out on the loader's worker beside its search,
    // and the canvas shows that layout: the places the window's own measuring gives. The
    // PaintGate the session held for the big tree opens once the canvas has painted it.
    void aBigFileIsLaidOutBesideItsSearch()
    {
        RandomTreeOptions o;
        o.seed = 29;
        o.minBranching = o.maxBranching = 6;
        o.depth = 7; // 335,923 nodes: past SearchSession::HoldPaintFrom
        Document d;
        d.tree = randomTree(o);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.gtree"));
        QString error;
        QVERIFY2(saveDocument(d, path, &error), qPrintable(error));
        QVERIFY(TreeLoader::shouldRunInBackground(path));
        QVERIFY2(w().openFile(path), qPrintable(w().lastError()));
        QTRY_VERIFY_WITH_TIMEOUT(!w().isLoading(), 60000);
        const GameTree &shown = w().session()->tree();
        QCOMPARE(shown.size(), d.tree.size());
        TreeScene own;
        own.setSceneStyle(w().canvas()->scene()->sceneStyle());
        const TreeLayout layout = tidyLayout(shown, own.measureNodes(shown), LayoutOptions());
        for (NodeId n = 0; n < shown.size(); n += 97) {
            const QPointF at = w().canvas()->scene()->nodeCenter(n);
            QCOMPARE(at.x(), layout.centers[std::size_t(n)].x);
            QCOMPARE(at.y(), layout.centers[std::size_t(n)].y);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!PaintGate::instance()->isHeld(), 10000);
    }

    // Issue 27: a name holding U+202E reversed the rest of the Tree field. The field isolates
    // such a name outside its quotes, and what it shows still reads back as the same tree.
    void treeFieldIsolatesRightToLeftNames()
    {
        QTemporaryDir dir;
        const QString rlo = QString(QChar(0x202E)) + QStringLiteral("ABC");
        const QString path = dir.filePath(QStringLiteral("rtl.tree"));
        QVERIFY(writeFile(path,
                          QStringLiteral("max(\"%1\"=min(3, 4), B=min(5, 6))").arg(rlo).toUtf8()));
        QVERIFY2(w().openFile(path), qPrintable(w().lastError()));
        const QString shown = w().treeTextField()->lineEdit()->text();
        QVERIFY2(shown.contains(QChar(0x2068) + QStringLiteral("\"") + rlo + QStringLiteral("\"") +
                                QChar(0x2069)),
                 qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral(" B=(5,6)")) ||
                shown.contains(QStringLiteral(" B=min(5,6)"))); // plain names stay plain
        COMPARE_TREE(parse(shown), tree());
    }

    void modifiedMarkerFollowsTheUndoStack()
    {
        QTemporaryDir dir;
        QVERIFY(!w().isWindowModified());
        QVERIFY(w().windowTitle().contains(QStringLiteral("[*]")));
        edit(QString::fromLatin1(ClassicTree));
        QVERIFY(w().isWindowModified());
        QVERIFY(docs()->saveTo(dir.filePath(QStringLiteral("c.tree"))));
        QVERIFY(!w().isWindowModified());
        QVERIFY(w().editor()->setValue(3, 11));
        QVERIFY(w().isWindowModified());
        w().editor()->undoStack()->undo(); // back to what is saved
        QVERIFY(!w().isWindowModified());
    }

    // A save into a folder the user may not write leaves the old file exactly as it was.
    void failedSaveKeepsTheOriginal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.json"));
        edit(QString::fromLatin1(ClassicTree));
        QVERIFY(docs()->saveTo(path));
        const QByteArray original = readAll(path);
        QVERIFY(!original.isEmpty());
        edit(QString::fromLatin1(AimaTree));
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner |
                                                      QFileDevice::ReadOther |
                                                      QFileDevice::ExeOther));
        // Root writes anywhere: save as nobody, as a user without the right would.
        const bool root = geteuid() == 0;
        if (root)
            QVERIFY(seteuid(65534) == 0);
        const bool saved = docs()->save();
        if (root)
            QVERIFY(seteuid(0) == 0);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner);
        QVERIFY(!saved);
        QVERIFY2(docs()->lastError().contains(QStringLiteral("cannot write")),
                 qPrintable(docs()->lastError()));
        QVERIFY(docs()->lastError().contains(path));
        QCOMPARE(readAll(path), original);
        QVERIFY(docs()->isModified()); // the work is still unsaved, and says so
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("kept.json")});
    }

    // Issue 27: Save through a link replaces only a regular file. A link to a character device
    // (a mknod'ed copy of /dev/null, as root) is written into and stays a device; a link to a
    // folder is refused, naming the path, and the work stays unsaved.
    void saveThroughALinkNeverReplacesADevice()
    {
        QTemporaryDir dir;
        edit(QString::fromLatin1(ClassicTree));
        const QString folder = dir.filePath(QStringLiteral("folder"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        const QString toFolder = dir.filePath(QStringLiteral("folder.tree"));
        QVERIFY(QFile::link(folder, toFolder));
        QVERIFY(!docs()->saveTo(toFolder));
        QVERIFY2(docs()->lastError().contains(
                     QStringLiteral("cannot write %1: it is a folder, not a regular file")
                         .arg(toFolder)),
                 qPrintable(docs()->lastError()));
        QVERIFY(docs()->isModified());
        QVERIFY(QFileInfo(folder).isDir());
        const QString device = dir.filePath(QStringLiteral("mynull"));
        if (::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            QSKIP("mknod is not allowed here (not root)");
        const QString link = dir.filePath(QStringLiteral("out.json"));
        QVERIFY(QFile::link(device, link));
        QVERIFY2(docs()->saveTo(link), qPrintable(docs()->lastError()));
        struct stat st {};
        QVERIFY(::lstat(QFile::encodeName(device).constData(), &st) == 0);
        QVERIFY(S_ISCHR(st.st_mode));
        QVERIFY(QFileInfo(link).isSymLink());
    }

    // A full disk (here: a file size limit) fails the write half-way; the old file stays.
    void fullDiskKeepsTheOriginal()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.tree"));
        edit(QStringLiteral("(1,2)"));
        QVERIFY(docs()->saveTo(path));
        const QByteArray original = readAll(path);
        QString big = QStringLiteral("max(");
        for (int i = 0; i < 400; ++i)
            big += QStringLiteral("%1,").arg(1000000 + i);
        big += QStringLiteral("0)");
        edit(big);
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &old) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = old;
        small.rlim_cur = 512;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        const bool saved = docs()->save();
        QVERIFY(setrlimit(RLIMIT_FSIZE, &old) == 0);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(!saved);
        QVERIFY(docs()->lastError().contains(QStringLiteral("cannot write")));
        QCOMPARE(readAll(path), original);
        QVERIFY(docs()->isModified());
    }

    void closingWithUnsavedWorkAsks()
    {
        QTemporaryDir dir;
        edit(QString::fromLatin1(ClassicTree));
        m_answer = DocumentController::Answer::Cancel;
        QVERIFY(!w().close());
        QCOMPARE(m_prompts, 1);
        QVERIFY(w().isVisible());
        // Save: Save As asks where, then the window closes.
        m_answer = DocumentController::Answer::Save;
        const QString path = dir.filePath(QStringLiteral("closing.json"));
        docs()->setSavePathChooser([&](const QString &) { return path; });
        QVERIFY(w().close());
        QCOMPARE(m_prompts, 2);
        ReadError error;
        COMPARE_TREE(loadDocument(path, &error)->tree, parse(QString::fromLatin1(ClassicTree)));
        // Discard closes without saving; nothing unsaved closes without asking.
        makeWindow();
        edit(QString::fromLatin1(AimaTree));
        m_answer = DocumentController::Answer::Discard;
        QVERIFY(w().close());
        QCOMPARE(m_prompts, 3);
        makeWindow();
        QVERIFY(w().close());
        QCOMPARE(m_prompts, 3);
    }

    void newOpenAndRevertAskFirst()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.tree"));
        QVERIFY(writeFile(path, ClassicTree));
        QVERIFY(w().openFile(path, true));
        QVERIFY(w().editor()->setValue(3, 1));
        QVERIFY(docs()->revertAction()->isEnabled());
        m_answer = DocumentController::Answer::Cancel;
        QVERIFY(!docs()->revert());
        QVERIFY(!docs()->newDocument());
        QVERIFY(!w().openFile(path, true));
        QCOMPARE(m_prompts, 3);
        QCOMPARE(tree().value(3), 1.0);
        m_answer = DocumentController::Answer::Discard;
        QVERIFY(docs()->revert());
        COMPARE_TREE(tree(), parse(QString::fromLatin1(ClassicTree)));
        QVERIFY(!docs()->isModified());
        QCOMPARE(docs()->filePath(), path);
        QVERIFY(docs()->newDocument());
        QVERIFY(tree().isEmpty());
        QVERIFY(docs()->filePath().isEmpty());
        QVERIFY(w().windowTitle().startsWith(QStringLiteral("Untitled")));
    }

    // Revert gives up the changes only once the saved file has been read: a file that broke
    // since keeps the work, still marked unsaved. A file saved mid-edit reverts like any other.
    void revertKeepsTheWorkWhenTheFileCannotBeRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.tree"));
        QVERIFY(writeFile(path, ClassicTree));
        QVERIFY(w().openFile(path, true));
        QVERIFY(w().editor()->setValue(3, 1));
        QVERIFY(writeFile(path, "((10,10),(9,")); // broken by another program
        m_answer = DocumentController::Answer::Discard;
        QVERIFY(!docs()->revert());
        QCOMPARE(m_prompts, 1);
        QCOMPARE(tree().value(3), 1.0);
        QVERIFY(docs()->isModified());
        QVERIFY(w().isWindowModified());
        QVERIFY(docs()->revertAction()->isEnabled());
        QVERIFY2(docs()->lastError().contains(QStringLiteral("r.tree:1:13")),
                 qPrintable(docs()->lastError()));
        QCOMPARE(docs()->filePath(), path);
        // The undo history is the work's too: it is all still there.
        w().editor()->undoStack()->undo();
        COMPARE_TREE(tree(), parse(QString::fromLatin1(ClassicTree)));
        w().editor()->undoStack()->redo();

        QVERIFY(writeFile(path, UnfinishedTree));
        QVERIFY(docs()->revert());
        COMPARE_TREE(tree(), parse(QString::fromLatin1(UnfinishedTree)));
        QVERIFY(!docs()->isModified());
        QVERIFY(w().inspectorDock()->problemWidget()->isVisible());
    }

    // Ctrl+S, as the user presses it in the window: into the file the tree came from, or,
    // untitled, where Save As is told.
    void ctrlSSavesThroughTheWindow()
    {
        QTemporaryDir dir;
        QVERIFY(QTest::qWaitForWindowActive(&w()));
        const QString untitled = dir.filePath(QStringLiteral("first.json"));
        int asked = 0;
        docs()->setSavePathChooser([&](const QString &) {
            ++asked;
            return untitled;
        });
        edit(QString::fromLatin1(AimaTree));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(asked, 1);
        QVERIFY(!docs()->isModified());
        QCOMPARE(docs()->filePath(), untitled);
        COMPARE_TREE(loadDocument(untitled, nullptr)->tree, parse(QString::fromLatin1(AimaTree)));

        const QString path = dir.filePath(QStringLiteral("s.tree"));
        QVERIFY(writeFile(path, ClassicTree));
        QVERIFY(w().openFile(path, true));
        QVERIFY(w().editor()->setValue(3, 11));
        QVERIFY(w().isWindowModified());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(asked, 1); // it has a file: no question
        QVERIFY(!w().isWindowModified());
        QCOMPARE(readAll(path), QByteArray("((10,11),(9,100))\n"));
    }

    void autosaveWritesUnsavedWorkAndForgetsItOnSave()
    {
        QTemporaryDir dir;
        Autosaver *autosaver = docs()->autosaver();
        QCOMPARE(autosaver->interval(), 30000);
        autosaver->setInterval(50);
        edit(QString::fromLatin1(AimaTree));
        QVERIFY(autosaver->isPending());
        QTRY_VERIFY(QFile::exists(autosaver->autosavePath()));
        ReadError error;
        const auto saved = readDocument(readAll(autosaver->autosavePath()), TreeFormat::Json,
                                        autosaver->autosavePath(), &error);
        QVERIFY2(saved, qPrintable(error.toString()));
        COMPARE_TREE(saved->tree, parse(QString::fromLatin1(AimaTree)));
        QVERIFY(docs()->saveTo(dir.filePath(QStringLiteral("a.json"))));
        QVERIFY(!QFile::exists(autosaver->autosavePath()));
        QVERIFY(!autosaver->isPending());
        // A window that closes normally leaves nothing to recover.
        edit(QString::fromLatin1(ClassicTree));
        QTRY_VERIFY(QFile::exists(autosaver->autosavePath()));
        const QString left = autosaver->autosavePath();
        m_window.reset();
        QVERIFY(!QFile::exists(left));
    }

    void killedProcessIsRecovered_data()
    {
        QTest::addColumn<bool>("fromFile");
        QTest::newRow("edited file") << true;
        QTest::newRow("untitled") << false;
    }

    // The real program, killed mid-edit: the next start offers its autosave, and takes it.
    void killedProcessIsRecovered()
    {
        QFETCH(bool, fromFile);
        m_window.reset();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lecture.tree"));
        QVERIFY(writeFile(file, ClassicTree));
        const QString title = QStringLiteral("Lecture 3");
        const QString notes = QStringLiteral("Leaves 4 and 6 are pruned.\nAsk why.");
        QStringList args{QStringLiteral("--edit-tree"),  QString::fromLatin1(AimaTree),
                         QStringLiteral("--edit-title"), title,
                         QStringLiteral("--edit-notes"), notes};
        if (fromFile)
            args.prepend(file);
        crashAfterAutosave(args);
        if (QTest::currentTestFailed())
            return;

        makeWindow(); // the next start
        QToolBar *bar = w().findChild<QToolBar *>(QStringLiteral("recoveryBar"));
        QVERIFY(bar);
        QVERIFY(bar->isVisibleTo(&w()));
        const QString offer = bar->findChild<QLabel *>(QStringLiteral("recoveryText"))->text();
        QVERIFY2(
            offer.contains(fromFile ? QStringLiteral("lecture.tree") : QStringLiteral("untitled")),
            qPrintable(offer));
        bar->findChild<QAction *>(QStringLiteral("recoverAction"))->trigger();
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
        QCOMPARE(w().session()->document().title, title);
        QCOMPARE(w().session()->document().notes, notes);
        QCOMPARE(w().inspectorDock()->titleEdit()->text(), title);
        QCOMPARE(w().inspectorDock()->notesEdit()->toPlainText(), notes);
        QVERIFY2(w().windowTitle().startsWith(title + QStringLiteral("[*]")),
                 qPrintable(w().windowTitle()));
        QVERIFY(docs()->isModified());
        QVERIFY(w().isWindowModified());
        QVERIFY(!bar->isVisibleTo(&w()));
        if (fromFile) {
            QCOMPARE(docs()->filePath(), file);
            w().editor()->undoStack()->undo(); // back to the file as it was saved, in one step
            COMPARE_TREE(tree(), parse(QString::fromLatin1(ClassicTree)));
            QCOMPARE(w().session()->document().title, QString());
            QCOMPARE(w().session()->document().notes, QString());
            QVERIFY(!docs()->isModified());
        }
        // Taken: no other start offers it again.
        m_answer = DocumentController::Answer::Discard;
        m_window.reset();
        makeWindow();
        QVERIFY(!w().findChild<QToolBar *>(QStringLiteral("recoveryBar"))->isVisibleTo(&w()));
    }

    // Issue 27: a kill between an autosave's two writes (the origin first, then the document)
    // left an origin that no start ever removed. The real program is killed with its lock held
    // and such an origin beside it; the next start cleans both away and offers nothing.
    void orphanOriginIsRemovedAtTheNextStart()
    {
        m_window.reset();
        const QDir dir(Autosaver::directory());
        QVERIFY(QDir().mkpath(dir.path()));
        const QStringList locksBefore = dir.entryList({QStringLiteral("*.lock")}, QDir::Files);
        QProcess studio;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        studio.setProcessEnvironment(env);
        studio.start(QStringLiteral(GT_STUDIO_PATH), QStringList());
        QVERIFY(studio.waitForStarted());
        QStringList locks;
        QTRY_VERIFY_WITH_TIMEOUT(
            (locks = dir.entryList({QStringLiteral("*.lock")}, QDir::Files)).size() >
                locksBefore.size(),
            10000);
        QString lock;
        for (const QString &l : locks) {
            if (!locksBefore.contains(l))
                lock = dir.filePath(l);
        }
        const QString origin = lock.chopped(5) + QStringLiteral(".origin");
        QVERIFY(writeFile(origin, "{\"path\": \"\"}"));
        studio.kill();
        QVERIFY(studio.waitForFinished());
        QVERIFY(QFile::exists(origin));
        QVERIFY(QFile::exists(lock));

        makeWindow(); // the next start
        QVERIFY(!QFile::exists(origin));
        QVERIFY(!QFile::exists(lock));
        QVERIFY(!docs()->recoveryBar()->isVisibleTo(&w()));
    }

    void discardingTheOfferRemovesTheAutosave()
    {
        m_window.reset();
        const QStringList before = autosaves();
        crashAfterAutosave({QStringLiteral("--edit-tree"), QString::fromLatin1(ClassicTree)});
        if (QTest::currentTestFailed())
            return;
        makeWindow();
        QToolBar *bar = w().findChild<QToolBar *>(QStringLiteral("recoveryBar"));
        QVERIFY(bar->isVisibleTo(&w()));
        bar->findChild<QAction *>(QStringLiteral("discardRecoveryAction"))->trigger();
        QVERIFY(!bar->isVisibleTo(&w()));
        QVERIFY(tree().isEmpty());
        QCOMPARE(autosaves(), before);
    }

    // An example opened from the menu, edited and lost in a crash, is offered back by the
    // example's title (issue 14), not as "an untitled tree".
    void editedExampleIsRecoveredByItsTitle()
    {
        m_window.reset();
        crashAfterAutosave({QStringLiteral("--example"), QStringLiteral("classic"),
                            QStringLiteral("--edit-tree"), QString::fromLatin1(AimaTree)});
        if (QTest::currentTestFailed())
            return;
        makeWindow();
        const QString title = ExamplesMenu::displayName(QStringLiteral(":/examples/classic.tree"));
        const QString offer = recoveryOffer();
        QVERIFY2(offer.contains(title), qPrintable(offer));
        QVERIFY2(!offer.contains(QStringLiteral("untitled")), qPrintable(offer));
        QVERIFY(docs()->recover());
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
        QVERIFY2(docs()->lastMessage().contains(title), qPrintable(docs()->lastMessage()));
        m_answer = DocumentController::Answer::Discard;
    }

    // Work begun on work/smoke.tree in one folder, recovered by a window started in another
    // that has a work/smoke.tree of its own: the work goes back to the first, named in full.
    void recoveryTargetsTheFileWhereTheWorkBegan()
    {
        m_window.reset();
        QTemporaryDir first;
        QTemporaryDir second;
        const QString relative = QStringLiteral("work/smoke.tree");
        for (const QTemporaryDir *dir : {&first, &second})
            QVERIFY(QDir(dir->path()).mkdir(QStringLiteral("work")));
        QVERIFY(writeFile(first.filePath(relative), ClassicTree));
        QVERIFY(writeFile(second.filePath(relative), "(1,2)"));
        crashAfterAutosave({relative, QStringLiteral("--edit-tree"), QString::fromLatin1(AimaTree)},
                           first.path());
        if (QTest::currentTestFailed())
            return;
        const QString home = QDir::currentPath();
        const auto back = qScopeGuard([&home] { QDir::setCurrent(home); });
        QVERIFY(QDir::setCurrent(second.path()));
        makeWindow();
        const QString original = QFileInfo(first.filePath(relative)).canonicalFilePath();
        QVERIFY2(recoveryOffer().contains(QDir::toNativeSeparators(original)),
                 qPrintable(recoveryOffer()));
        QVERIFY(docs()->recover());
        QCOMPARE(docs()->filePath(), original);
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
        QVERIFY(docs()->save());
        QCOMPARE(readAll(second.filePath(relative)), QByteArray("(1,2)"));
        COMPARE_TREE(loadDocument(original, nullptr)->tree, parse(QString::fromLatin1(AimaTree)));
    }

    void recoveryLeavesAChangedFileAlone_data()
    {
        QTest::addColumn<bool>("deleted");
        QTest::addColumn<QString>("said");
        QTest::newRow("saved by someone else") << false << QStringLiteral("changed on disk");
        QTest::newRow("deleted") << true << QStringLiteral("no longer there");
    }

    // The file changed or vanished after the autosave: the bar says so, the recovered tree
    // stays untitled, and Save asks where (suggesting the old place) instead of overwriting.
    void recoveryLeavesAChangedFileAlone()
    {
        QFETCH(bool, deleted);
        QFETCH(QString, said);
        m_window.reset();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lecture.tree"));
        QVERIFY(writeFile(file, ClassicTree));
        crashAfterAutosave({file, QStringLiteral("--edit-tree"), QString::fromLatin1(AimaTree)});
        if (QTest::currentTestFailed())
            return;
        if (deleted)
            QVERIFY(QFile::remove(file));
        else
            QVERIFY(writeFile(file, "(5,6,7)"));
        makeWindow();
        QVERIFY2(recoveryOffer().contains(file) && recoveryOffer().contains(said),
                 qPrintable(recoveryOffer()));
        QVERIFY(docs()->recover());
        COMPARE_TREE(tree(), parse(QString::fromLatin1(AimaTree)));
        QVERIFY(docs()->filePath().isEmpty());
        QVERIFY(docs()->isModified());
        QVERIFY2(docs()->lastMessage().contains(said), qPrintable(docs()->lastMessage()));
        QStringList suggested;
        docs()->setSavePathChooser([&suggested](const QString &path) {
            suggested << path;
            return QString(); // the user cancels
        });
        QVERIFY(!docs()->save());
        QCOMPARE(suggested, QStringList{file});
        if (deleted)
            QVERIFY(!QFile::exists(file));
        else
            QCOMPARE(readAll(file), QByteArray("(5,6,7)"));
    }

    // Save As suggests the native document (.gtree, the desktop's file type) and adds its
    // extension to a name without one; the file is the .json document under that name.
    void saveAsWritesTheNativeDocument()
    {
        QTemporaryDir dir;
        edit(QStringLiteral("(1,(2,3))"));
        w().editor()->setTitleAndNotes(QStringLiteral("Lecture"), QString());
        QStringList suggested;
        docs()->setSavePathChooser([&](const QString &path) {
            suggested << path;
            return dir.filePath(QStringLiteral("lecture"));
        });
        QVERIFY(docs()->saveAs());
        QCOMPARE(suggested.size(), 1);
        QVERIFY2(suggested.front().endsWith(QLatin1String(".gtree")),
                 qPrintable(suggested.front()));
        const QString path = dir.filePath(QStringLiteral("lecture.gtree"));
        QCOMPARE(docs()->filePath(), path);
        QVERIFY(readAll(path).startsWith('{'));
        ReadError error;
        const std::optional<Document> back = loadDocument(path, &error);
        QVERIFY2(back, qPrintable(error.toString()));
        QCOMPARE(back->title, QStringLiteral("Lecture"));
    }

    // A tree file dropped on the window opens like File ▸ Open: after asking about unsaved
    // work, and not at all when the user cancels. Other files are refused at the door.
    void droppingAFileAsksAboutUnsavedWork()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.gtree"));
        QString error;
        QVERIFY2(saveDocument(Document{parse(QStringLiteral("(7,8)")), QStringLiteral("Dropped")},
                              path, &error),
                 qPrintable(error));
        const QString picture = dir.filePath(QStringLiteral("tree.png"));
        QVERIFY(writeFile(picture, "not a tree"));
        auto drop = [this](const QString &file) {
            QMimeData mime;
            mime.setUrls({QUrl::fromLocalFile(file)});
            const QPoint at = w().rect().center();
            QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&w(), &enter);
            if (!enter.isAccepted())
                return false;
            QDropEvent dropped(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(&w(), &dropped);
            return dropped.isAccepted();
        };
        QVERIFY(!drop(picture));
        edit(QStringLiteral("(1,2,3)"));
        m_answer = DocumentController::Answer::Cancel;
        QVERIFY(drop(path));
        QCOMPARE(m_prompts, 1);
        COMPARE_TREE(tree(), parse(QStringLiteral("(1,2,3)"))); // the user kept the edit
        m_answer = DocumentController::Answer::Discard;
        QVERIFY(drop(path));
        QCOMPARE(m_prompts, 2);
        COMPARE_TREE(tree(), parse(QStringLiteral("(7,8)")));
        QCOMPARE(docs()->filePath(), path);
        QCOMPARE(w().session()->document().title, QStringLiteral("Dropped"));
    }

    // Saving onto a disk that is full: the window says so in those words, the file stays.
    void fullDiskSaveSaysSo()
    {
        test::SmallDisk disk;
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.why()));
        const QString path = disk.filePath(QStringLiteral("kept.tree"));
        edit(QStringLiteral("(1,2)"));
        QVERIFY(docs()->saveTo(path));
        const QByteArray original = readAll(path);
        edit(QString::fromLatin1(AimaTree));
        QVERIFY(disk.fill());
        QVERIFY(!docs()->save());
        const QString said = QStringLiteral("the disk is full; the file on disk is unchanged");
        QVERIFY2(docs()->lastError().contains(said), qPrintable(docs()->lastError()));
        QCOMPARE(readAll(path), original);
        QVERIFY(docs()->isModified());
        auto *box = w().findChild<QMessageBox *>();
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(said), qPrintable(box->text()));
    }

    // The autosave itself cannot be written: the window says so until it can again.
    void autosaveOnAFullDiskSaysSo()
    {
        m_window.reset();
        test::SmallDisk disk(Autosaver::directory());
        if (!disk.isMounted())
            QSKIP(qPrintable(disk.why()));
        makeWindow();
        Autosaver *autosaver = docs()->autosaver();
        edit(QString::fromLatin1(ClassicTree));
        QVERIFY(disk.fill());
        QVERIFY(!autosaver->saveNow());
        auto *problem = w().findChild<QLabel *>(QStringLiteral("autosaveProblem"));
        QVERIFY(problem);
        QVERIFY(problem->isVisible());
        QCOMPARE(problem->text(), QStringLiteral("⚠ Autosave failed: the disk is full"));
        QVERIFY2(docs()->lastError().contains(Autosaver::directory()),
                 qPrintable(docs()->lastError()));
        QVERIFY(autosaver->isPending()); // it tries again
        disk.empty();
        QVERIFY(autosaver->saveNow());
        QVERIFY(!problem->isVisible());
        m_window.reset(); // before the disk goes
    }
};

QTEST_MAIN(TstDocuments)
#include "tst_documents.moc"
