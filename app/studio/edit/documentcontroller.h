#pragma once

#include "autosaver.h"
#include "diskwatch.h"
#include "documenthost.h"

#include "app/studio/generate/generatordialog.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QToolBar;
class QWidget;

namespace gt {

class OutsideChangeBar;
class TreeEditor;

// The document side of the window: which file the tree belongs to, whether it has unsaved
// changes (the undo stack's clean state), New, New from Generator, Open, Save, Save As and
// Revert, the question
// before unsaved work is thrown away, autosave and the offer to recover after a crash.
// Questions go through a replaceable prompt, so that tests answer them without a modal
// dialog; the recovery offer is a bar above the canvas, not a dialog. Paths are kept absolute
// and canonical, so that work started in one folder is never saved into a namesake in another.
// A change made to the file on disk by someone else is never lost: an unmodified document
// reloads it, a modified one says so in a bar (Reload, Keep Mine, Save As), and Save looks
// at the file once more and asks before it replaces a change it has not been told about.
class DocumentController : public QObject {
    Q_OBJECT
public:
    enum class Answer { Save, Discard, Cancel };
    using Prompt = std::function<Answer(const QString &question)>;
    using PathChooser = std::function<QString(const QString &suggested)>;
    // Save met a file changed on disk since it was read or saved: what to do.
    enum class Conflict { Overwrite, Reload, SaveAs, Cancel };
    using ConflictPrompt = std::function<Conflict(const QString &question)>;

    // `host` puts documents on screen and hands out the one to save; `window` parents the
    // questions, dialogs and bars.
    DocumentController(DocumentHost *host, QWidget *window, TreeEditor *editor);
    ~DocumentController() override;

    QString filePath() const { return m_file.path; }
    bool isModified() const;
    Autosaver *autosaver() const { return m_autosaver; }
    QString lastError() const { return m_lastError; }
    QString lastMessage() const { return m_lastMessage; }

    void setPrompt(Prompt prompt) { m_prompt = std::move(prompt); }
    void setSavePathChooser(PathChooser chooser) { m_choosePath = std::move(chooser); }
    void setConflictPrompt(ConflictPrompt prompt) { m_conflictPrompt = std::move(prompt); }

    QAction *newAction() const { return m_new; }
    QAction *newFromGeneratorAction() const { return m_newFromGenerator; }
    QAction *newFromGameAction() const { return m_newFromGame; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *revertAction() const { return m_revert; }
    QToolBar *recoveryBar() const { return m_recoveryBar; }
    // Says that the file changed or went away on disk; hidden otherwise.
    OutsideChangeBar *outsideChangeBar() const { return m_outsideBar; }
    // What Save As and Export call the document, without an extension: the file's path, else
    // the document's name made a file name in no folder ("Figure 5-2", "Untitled").
    QString suggestedBaseName() const;
    // Says, in the status bar, that the autosave cannot be written; hidden otherwise.
    QLabel *autosaveProblemLabel() const { return m_autosaveProblem; }

    // True when the current work may go: saved, discarded, or nothing to lose.
    bool maybeSave();
    bool newDocument();
    // File ▸ New from Generator… (and New from Game…, the games alone): opens the dialog
    // (window-modal, deleted on close) and returns it; its tree becomes a new untitled
    // document, once the current work may go.
    GeneratorDialog *
    openGeneratorDialog(GeneratorDialog::Scope scope = GeneratorDialog::Scope::AllGenerators);
    bool save();
    bool saveAs();
    // Saves to `path` in the format of its extension and makes it the document's file. On
    // failure the old file stays as it was and lastError() says why. An untitled document
    // recovered from an autosave whose file has changed since suggests that file's path to
    // Save As, but is never written there without being asked.
    bool saveTo(const QString &path);
    bool revert();
    // Opens the document's file again as it is on disk, throwing away unsaved changes
    // without asking (Reload in the bar and in Save's question have asked).
    bool reload();

    // The window opened `path` (empty: an example or a typed tree, not a file of its own);
    // `example`: the title of the example it opened, which the recovery bar names it by.
    void documentLoaded(const QString &path, const QString &example = QString());

    // Autosaves of windows that died: offered in the recovery bar, which names the file by its
    // full path and says when it changed or vanished since. Returns how many.
    int offerRecovery();
    bool recover();
    void discardRecovery();

signals:
    void message(const QString &text);
    void fileChanged(const QString &path);

private:
    void report(const QString &text, bool error);
    void updateActions();
    // `text` in the status bar (empty: hides it), `details` on hover and in lastError().
    void showAutosaveProblem(const QString &text, const QString &details);
    // The watcher says the file is now in `state` against what we last read or wrote.
    void diskChanged(DiskWatch::State state);
    // Save to the document's own file: false when the file changed on disk and the answer was
    // not to overwrite it (*done: what that answer did instead).
    bool mayOverwrite(bool *done);

    DocumentHost *m_host;
    QWidget *m_window;
    TreeEditor *m_editor;
    Autosaver *m_autosaver;
    DiskWatch *m_watch;
    FileStamp m_file;        // the document's file as it was when loaded or saved
    QString m_suggestedPath; // where Save As starts for an untitled document
    QString m_example;       // the title of the example the untitled document was opened as
    QString m_lastError;
    QString m_lastMessage;
    Prompt m_prompt;
    PathChooser m_choosePath;
    ConflictPrompt m_conflictPrompt;
    QAction *m_new;
    QAction *m_newFromGenerator;
    QAction *m_newFromGame;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_revert;
    QToolBar *m_recoveryBar = nullptr;
    QLabel *m_recoveryText = nullptr;
    OutsideChangeBar *m_outsideBar = nullptr;
    QLabel *m_autosaveProblem = nullptr;
    struct PendingRecovery;
    std::unique_ptr<PendingRecovery> m_pending;
};

} // namespace gt
