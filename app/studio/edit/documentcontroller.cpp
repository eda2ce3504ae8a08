#include "documentcontroller.h"

#include "autosaver.h"
#include "outsidechangebar.h"
#include "treeeditor.h"

#include "app/studio/generate/generatordialog.h"
#include "app/studio/open/treeloader.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QToolBar>
#include <QUndoStack>

#include <vector>

namespace gt {

struct DocumentController::PendingRecovery {
    std::vector<Autosaver::Orphan> orphans; // newest first
};

namespace {

// What the recovery bar adds when the work cannot go back into its file.
QString recoveryCaveat(Autosaver::Orphan::Original state)
{
    using Original = Autosaver::Orphan::Original;
    switch (state) {
    case Original::Untitled:
    case Original::Same: return QString();
    case Original::Changed:
        return DocumentController::tr("That file has changed on disk since: it stays as it is, "
                                      "and Save asks where the recovered tree goes.");
    case Original::Missing:
        return DocumentController::tr("That file is no longer there: Save asks where the "
                                      "recovered tree goes.");
    case Original::Unknown:
        return DocumentController::tr("Whether that file is still the same cannot be told: it "
                                      "stays as it is, and Save asks where the recovered tree "
                                      "goes.");
    }
    return QString();
}

// What the recovery bar and its report call the work: the file by its full path (which of
// many), an edited example by its title, else "an untitled tree".
QString recoveredName(const Autosaver::Orphan &orphan)
{
    if (!orphan.original.path.isEmpty())
        return QDir::toNativeSeparators(orphan.original.path);
    if (!orphan.example.isEmpty())
        return DocumentController::tr("the example “%1”").arg(orphan.example);
    return DocumentController::tr("an untitled tree");
}

// A document's name as a file name: what no file system takes ("/", ":" and the like) becomes
// "-", and a document format's extension ("aima.tree", an example's name) is dropped.
QString asFileName(QString name)
{
    if (formatForPath(name))
        name = QFileInfo(name).completeBaseName();
    for (QChar &c : name) {
        if (c.category() == QChar::Other_Control || QStringLiteral("/\\:*?\"<>|").contains(c))
            c = u'-';
    }
    while (name.startsWith(u'.')) // not a hidden file
        name.remove(0, 1);
    name = name.trimmed();
    return name.isEmpty() ? DocumentController::tr("Untitled") : name;
}

} // namespace

DocumentController::DocumentController(DocumentHost *host, QWidget *window, TreeEditor *editor)
    : QObject(window)
    , m_host(host)
    , m_window(window)
    , m_editor(editor)
    , m_autosaver(new Autosaver(this))
    , m_watch(new DiskWatch(this))
{
    m_new = new QAction(tr("&New"), this);
    m_new->setObjectName(QStringLiteral("newAction"));
    m_new->setShortcuts(QKeySequence::New);
    m_newFromGenerator = new QAction(tr("New from &Generator…"), this);
    m_newFromGenerator->setObjectName(QStringLiteral("newFromGeneratorAction"));
    m_newFromGenerator->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_newFromGame = new QAction(tr("New from Ga&me…"), this);
    m_newFromGame->setObjectName(QStringLiteral("newFromGameAction"));
    m_save = new QAction(tr("&Save"), this);
    m_save->setObjectName(QStringLiteral("saveAction"));
    m_save->setShortcuts(QKeySequence::Save);
    m_saveAs = new QAction(tr("Save &As…"), this);
    m_saveAs->setObjectName(QStringLiteral("saveAsAction"));
    // Qt binds SaveAs only for GNOME, KDE and macOS: on any other X11 desktop (and on
    // Windows) it has no key at all. docs/editing.md promises Ctrl+Shift+S everywhere.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAs->setShortcuts(saveAsKeys);
    m_revert = new QAction(tr("Re&vert to Saved"), this);
    m_revert->setObjectName(QStringLiteral("revertAction"));
    connect(m_new, &QAction::triggered, this, &DocumentController::newDocument);
    connect(m_newFromGenerator, &QAction::triggered, this,
            [this] { openGeneratorDialog(GeneratorDialog::Scope::AllGenerators); });
    connect(m_newFromGame, &QAction::triggered, this,
            [this] { openGeneratorDialog(GeneratorDialog::Scope::GamesOnly); });
    connect(m_save, &QAction::triggered, this, &DocumentController::save);
    connect(m_saveAs, &QAction::triggered, this, &DocumentController::saveAs);
    connect(m_revert, &QAction::triggered, this, &DocumentController::revert);

    m_prompt = [this](const QString &question) {
        const std::unique_ptr<QMessageBox> box(plainMessageBox(
            QMessageBox::Question, tr("Unsaved Changes"), question,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window));
        box->setDefaultButton(QMessageBox::Save);
        switch (box->exec()) {
        case QMessageBox::Save: return Answer::Save;
        case QMessageBox::Discard: return Answer::Discard;
        default: return Answer::Cancel;
        }
    };
    m_choosePath = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(
            m_window, tr("Save the Tree"), suggested,
            tr("GameTree document (*.gtree);;GameTree document as JSON (*.json);;"
               "Tree notation (*.tree);;Graphviz DOT (*.dot)"));
    };
    m_conflictPrompt = [this](const QString &question) {
        const std::unique_ptr<QMessageBox> box(plainMessageBox(
            QMessageBox::Warning, tr("Changed on Disk"), question, QMessageBox::Cancel, m_window));
        QPushButton *overwrite = box->addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        QPushButton *reload = box->addButton(tr("&Reload"), QMessageBox::DestructiveRole);
        QPushButton *saveAs = box->addButton(tr("Save &As…"), QMessageBox::AcceptRole);
        overwrite->setObjectName(QStringLiteral("overwrite"));
        reload->setObjectName(QStringLiteral("reload"));
        saveAs->setObjectName(QStringLiteral("saveAs"));
        box->setDefaultButton(saveAs); // the answer that loses nothing
        box->exec();
        QAbstractButton *clicked = box->clickedButton();
        return clicked == overwrite ? Conflict::Overwrite
               : clicked == reload  ? Conflict::Reload
               : clicked == saveAs  ? Conflict::SaveAs
                                    : Conflict::Cancel;
    };
    connect(m_watch, &DiskWatch::changed, this, &DocumentController::diskChanged);
    m_outsideBar = new OutsideChangeBar(m_window);
    connect(m_outsideBar->reloadAction(), &QAction::triggered, this, &DocumentController::reload);
    connect(m_outsideBar->saveAction(), &QAction::triggered, this, &DocumentController::save);
    connect(m_outsideBar->saveAsAction(), &QAction::triggered, this, &DocumentController::saveAs);
    connect(m_outsideBar->keepAction(), &QAction::triggered, this, [this] {
        m_watch->acceptTold();
        m_outsideBar->hide();
        if (isModified())
            report(tr("Kept your changes: Save replaces the file on disk with them."), false);
    });

    QUndoStack *undo = m_editor->undoStack();
    connect(undo, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean) {
            m_autosaver->markClean();
            showAutosaveProblem({}, {}); // nothing left to lose
        }
        updateActions();
    });
    connect(undo, &QUndoStack::indexChanged, this, [this, undo] {
        if (!undo->isClean())
            m_autosaver->markDirty();
    });
    m_autosaver->setSource(
        [this]() -> std::optional<Document> {
            if (!isModified())
                return std::nullopt;
            return m_host->documentToSave();
        },
        [this] { return m_file; }, [this] { return m_example; });
    connect(m_autosaver, &Autosaver::failed, this,
            [this](const QString &reason, const QString &message) {
                showAutosaveProblem(tr("⚠ Autosave failed: %1").arg(reason), message);
            });
    connect(m_autosaver, &Autosaver::saved, this, [this] { showAutosaveProblem({}, {}); });

    m_recoveryBar = new QToolBar(tr("Recovery"), m_window);
    m_recoveryBar->setObjectName(QStringLiteral("recoveryBar"));
    m_recoveryBar->setMovable(false);
    QPalette warm = m_recoveryBar->palette(); // a notice, not a toolbar: pale yellow
    warm.setColor(QPalette::Window, QColor(0xff, 0xf3, 0xcd));
    m_recoveryBar->setPalette(warm);
    m_recoveryBar->setAutoFillBackground(true);
    m_recoveryText = plainLabel(m_recoveryBar);
    m_recoveryText->setObjectName(QStringLiteral("recoveryText"));
    m_recoveryText->setStyleSheet(QStringLiteral("color: #533f03; padding: 0 8px;"));
    m_recoveryBar->addWidget(m_recoveryText);
    QAction *recoverAction =
        m_recoveryBar->addAction(tr("Recover"), this, &DocumentController::recover);
    recoverAction->setObjectName(QStringLiteral("recoverAction"));
    QAction *discardAction =
        m_recoveryBar->addAction(tr("Discard"), this, &DocumentController::discardRecovery);
    discardAction->setObjectName(QStringLiteral("discardRecoveryAction"));
    m_recoveryBar->hide();

    m_autosaveProblem = plainLabel(m_window);
    m_autosaveProblem->setObjectName(QStringLiteral("autosaveProblem"));
    m_autosaveProblem->setStyleSheet(QStringLiteral("color: #d62728; font-weight: bold;"));
    m_autosaveProblem->hide();
    updateActions();
}

DocumentController::~DocumentController() = default;

bool DocumentController::isModified() const
{
    return !m_editor->undoStack()->isClean();
}

void DocumentController::report(const QString &text, bool error)
{
    (error ? m_lastError : m_lastMessage) = text;
    if (!error)
        m_lastError.clear();
    emit message(text);
}

void DocumentController::updateActions()
{
    m_revert->setEnabled(!m_file.path.isEmpty() && isModified());
}

void DocumentController::showAutosaveProblem(const QString &text, const QString &details)
{
    if (text == m_autosaveProblem->text())
        return;
    m_autosaveProblem->setText(text);
    m_autosaveProblem->setToolTip(toolTipText(details));
    m_autosaveProblem->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        report(tr("Autosave failed: %1. Until the tree is saved, a crash would lose the changes.")
                   .arg(details),
               true);
}

bool DocumentController::maybeSave()
{
    if (!isModified())
        return true;
    const QString name =
        m_file.path.isEmpty() ? m_host->documentName() : QFileInfo(m_file.path).fileName();
    switch (m_prompt(tr("The tree “%1” has changes that are not saved. Save them first?")
                         .arg(name.isEmpty() ? tr("Untitled") : name))) {
    case Answer::Save: return save();
    case Answer::Discard: return true;
    case Answer::Cancel: return false;
    }
    return false;
}

bool DocumentController::newDocument()
{
    if (!maybeSave())
        return false;
    m_host->newDocument();
    documentLoaded(QString());
    report(tr("New tree: press Tab (or Insert) to add the root and its first child."), false);
    return true;
}

GeneratorDialog *DocumentController::openGeneratorDialog(GeneratorDialog::Scope scope)
{
    auto *dialog = new GeneratorDialog(m_window, scope);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const std::optional<GameTree> tree = dialog->tree();
        const Generator *generator = dialog->generator();
        if (!tree || !generator || !maybeSave())
            return;
        m_host->openGenerated(*tree, generator->displayName());
        report(tr("%1 with %2").arg(generator->displayName(), dialog->previewText()), false);
    });
    dialog->open();
    return dialog;
}

bool DocumentController::save()
{
    if (m_file.path.isEmpty())
        return saveAs();
    return saveTo(m_file.path);
}

QString DocumentController::suggestedBaseName() const
{
    const QString file = !m_file.path.isEmpty() ? m_file.path : m_suggestedPath;
    if (file.isEmpty())
        return asFileName(m_host->documentName());
    const QFileInfo info(file);
    return info.absolutePath() + u'/' + info.completeBaseName();
}

bool DocumentController::saveAs()
{
    const QString suggested = !m_file.path.isEmpty() ? m_file.path
                              : !m_suggestedPath.isEmpty()
                                  ? m_suggestedPath
                                  : suggestedBaseName() + QStringLiteral(".gtree");
    QString path = m_choosePath(suggested);
    if (path.isEmpty())
        return false;
    if (!formatForPath(path)) // the native document, which the desktop opens with us
        path += QStringLiteral(".gtree");
    return saveTo(path);
}

bool DocumentController::mayOverwrite(bool *done)
{
    *done = false;
    // The watcher misses what changed in the last moments, on some network folders, or while
    // a question was open: look at the file itself.
    if (m_watch->check() != DiskWatch::State::Changed)
        return true;
    const QString name = QFileInfo(m_file.path).fileName();
    switch (m_conflictPrompt(
        tr("“%1” has changed on disk since it was opened or saved here. Overwrite it with "
           "the tree shown here, reload it (the changes here are lost), or save the tree as "
           "another file?")
            .arg(name))) {
    case Conflict::Overwrite: return true;
    case Conflict::Reload: *done = reload(); return false;
    case Conflict::SaveAs: *done = saveAs(); return false;
    case Conflict::Cancel: break;
    }
    report(tr("Not saved: %1 changed on disk and stays as it is.").arg(name), true);
    return false;
}

bool DocumentController::saveTo(const QString &path)
{
    bool done = false;
    if (!m_file.path.isEmpty() && FileStamp::of(path).path == m_file.path && !mayOverwrite(&done))
        return done;
    QString error;
    QStringList notKept;
    if (!saveDocument(m_host->documentToSave(), path, &error, &notKept)) {
        report(tr("Not saved: %1.").arg(error), true); // the error says the file is unchanged
        showWarning(m_window, tr("Cannot Save"), m_lastError);
        return false;
    }
    m_file = FileStamp::of(path);
    m_watch->take(m_file.path); // what we wrote is ours: our own save is no outside change
    m_outsideBar->hide();
    m_suggestedPath.clear();
    m_editor->undoStack()->setClean();
    m_autosaver->markClean();
    const QString name = QFileInfo(path).fileName();
    if (notKept.isEmpty())
        report(tr("Saved %1.").arg(name), false);
    else
        report(tr("Saved %1. A .%2 file cannot keep the %3: save as .json to keep them.")
                   .arg(name, QFileInfo(path).suffix().toLower(),
                        QLocale().createSeparatedList(notKept)),
               false);
    updateActions();
    emit fileChanged(m_file.path);
    return true;
}

bool DocumentController::revert()
{
    if (m_file.path.isEmpty()) {
        report(tr("This tree has no file to revert to."), true);
        return false;
    }
    if (isModified() &&
        m_prompt(
            tr("Throw away the changes and reload %1?").arg(QFileInfo(m_file.path).fileName())) !=
            Answer::Discard)
        return false;
    const QString path = m_file.path;
    // Not interactive: the question is answered. Opening starts a new history, which is clean;
    // a file that cannot be read any more (deleted, broken since) gives up nothing, and the
    // work stays marked unsaved.
    if (!m_host->openFile(path, false)) {
        report(tr("Not reverted: %1").arg(m_host->lastError()), true);
        showWarning(m_window, tr("Cannot Revert"), m_lastError);
        return false;
    }
    report(tr("Reverted to the saved %1.").arg(QFileInfo(path).fileName()), false);
    return true;
}

bool DocumentController::reload()
{
    const QString path = m_file.path;
    if (path.isEmpty())
        return false;
    if (!m_host->openFile(path, false)) {
        report(tr("Not reloaded: %1").arg(m_host->lastError()), true);
        showWarning(m_window, tr("Cannot Reload"), m_lastError);
        return false;
    }
    report(tr("Reloaded %1 as it is on disk.").arg(QFileInfo(path).fileName()), false);
    return true;
}

void DocumentController::diskChanged(DiskWatch::State state)
{
    const QString name = QFileInfo(m_file.path).fileName();
    QString problem;
    if (state == DiskWatch::State::Changed && !isModified()) {
        // Nothing here to lose: take the file as it is now, as a text editor does. Never
        // under a modal dialog, though (the export dialog draws this very tree), nor while a
        // big file is still being read.
        const bool busy = QApplication::activeModalWidget() || m_host->isLoading();
        if (!busy && m_host->openFile(m_file.path, false)) {
            report(tr("%1 changed on disk: reloaded.").arg(name), false);
            return;
        }
        if (!busy)
            problem = m_host->lastError();
    }
    m_outsideBar->tell(state, name, isModified(), problem);
    if (state != DiskWatch::State::Same)
        report(m_outsideBar->text(), false);
}

void DocumentController::documentLoaded(const QString &path, const QString &example)
{
    m_file = FileStamp::of(path);
    m_watch->take(m_file.path);
    m_outsideBar->hide();
    m_example = example;
    m_suggestedPath.clear();
    m_autosaver->markClean();
    updateActions();
}

int DocumentController::offerRecovery()
{
    if (!m_pending)
        m_pending = std::make_unique<PendingRecovery>();
    for (const Autosaver::Orphan &o : m_autosaver->claimOrphans())
        m_pending->orphans.push_back(o);
    if (m_pending->orphans.empty()) {
        m_recoveryBar->hide();
        return 0;
    }
    const Autosaver::Orphan &o = m_pending->orphans.front();
    const QString what = recoveredName(o);
    const QString caveat = recoveryCaveat(o.originalNow());
    m_recoveryText->setText(
        tr("GameTree Studio stopped with unsaved changes to %1 (autosaved %2). Recover them?")
            .arg(what, QLocale().toString(o.saved, QLocale::ShortFormat)) +
        (caveat.isEmpty() ? QString() : QLatin1Char('\n') + caveat)); // a line of its own
    m_recoveryBar->show();
    return int(m_pending->orphans.size());
}

bool DocumentController::recover()
{
    if (!m_pending || m_pending->orphans.empty())
        return false;
    const Autosaver::Orphan orphan = m_pending->orphans.front();
    m_pending->orphans.erase(m_pending->orphans.begin());
    QString error;
    const std::optional<Document> doc = m_autosaver->readOrphan(orphan, &error);
    if (!doc) {
        report(tr("The autosave cannot be read: %1").arg(error), true);
        offerRecovery();
        return false;
    }
    if (!maybeSave()) {
        m_pending->orphans.insert(m_pending->orphans.begin(), orphan);
        return false;
    }
    // The saved file first, so that Undo and Revert lead back to it; the recovered tree on
    // top as one unsaved edit. Only the very file the work was based on: one changed since
    // (saved by someone else, or another file of that name) or gone is left alone, and the work
    // stays untitled until the user says where it goes.
    const QString original = orphan.original.path;
    const Autosaver::Orphan::Original state = orphan.originalNow();
    const bool same = state == Autosaver::Orphan::Original::Same;
    // A big file would load on a worker thread, after the recovered tree: then only its name
    // is taken, so that Save still writes there.
    const bool big = same && TreeLoader::shouldRunInBackground(original);
    const bool fromFile = same && !big && m_host->openFile(original, false);
    if (!fromFile) {
        m_host->newDocument();
        documentLoaded(big ? original : QString(), orphan.example);
        if (big)
            emit fileChanged(original);
        else
            m_suggestedPath = original; // where Save As starts
    }
    // The tree, title and notes as one step, so that one Undo leads back to the saved file.
    SearchSession *session = m_editor->session();
    const Document shown = session->document();
    if (!(doc->tree == shown.tree) || doc->title != shown.title || doc->notes != shown.notes) {
        QUndoStack *undo = m_editor->undoStack();
        undo->beginMacro(tr("Recover Unsaved Changes"));
        m_editor->replaceTree(doc->tree, tr("Recover Unsaved Changes"));
        m_editor->setTitleAndNotes(doc->title, doc->notes);
        undo->endMacro();
    }
    // The recovered options win over those last used with the algorithm, as an opened
    // document's do.
    if (findAlgorithm(doc->algorithm)) {
        session->choice()->adopt(doc->algorithm, doc->options);
    } else { // a newer version's algorithm, kept for the save as an opened file's is
        m_host->keepUnknownAlgorithm(doc->algorithm, doc->options);
    }
    session->setStep(doc->step < 0 ? session->stepCount() : doc->step);
    m_autosaver->discardOrphan(orphan);
    if (isModified())
        m_autosaver->saveNow(); // ours now: safe again at once
    if (original.isEmpty())
        report(tr("Recovered the unsaved changes to %1.").arg(recoveredName(orphan)), false);
    else
        report(tr("Recovered the unsaved changes to %1. %2")
                   .arg(QDir::toNativeSeparators(original),
                        fromFile || big ? QString() : recoveryCaveat(state))
                   .trimmed(),
               false);
    offerRecovery();
    return true;
}

void DocumentController::discardRecovery()
{
    if (!m_pending || m_pending->orphans.empty())
        return;
    m_autosaver->discardOrphan(m_pending->orphans.front());
    m_pending->orphans.erase(m_pending->orphans.begin());
    offerRecovery();
}

} // namespace gt
