#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QToolBar;

namespace gt {

class Autosaver;
class MainWindow;
class TreeEditor;

// The document side of the window: which file the tree belongs to, whether it has unsaved
// changes (the undo stack's clean state), New, Open, Save, Save As and Revert, the question
// before unsaved work is thrown away, autosave and the offer to recover after a crash.
// Questions go through a replaceable prompt, so that tests answer them without a modal
// dialog; the recovery offer is a bar above the canvas, not a dialog.
class DocumentController : public QObject {
    Q_OBJECT
public:
    enum class Answer { Save, Discard, Cancel };
    using Prompt = std::function<Answer(const QString &question)>;
    using PathChooser = std::function<QString(const QString &suggested)>;

    DocumentController(MainWindow *window, TreeEditor *editor);
    ~DocumentController() override;

    QString filePath() const { return m_path; }
    bool isModified() const;
    Autosaver *autosaver() const { return m_autosaver; }
    QString lastError() const { return m_lastError; }
    QString lastMessage() const { return m_lastMessage; }

    void setPrompt(Prompt prompt) { m_prompt = std::move(prompt); }
    void setSavePathChooser(PathChooser chooser) { m_choosePath = std::move(chooser); }

    QAction *newAction() const { return m_new; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *revertAction() const { return m_revert; }
    QToolBar *recoveryBar() const { return m_recoveryBar; }

    // True when the current work may go: saved, discarded, or nothing to lose.
    bool maybeSave();
    bool newDocument();
    bool save();
    bool saveAs();
    // Saves to `path` in the format of its extension and makes it the document's file. On
    // failure the old file stays as it was and lastError() says why.
    bool saveTo(const QString &path);
    bool revert();

    // The window opened `path` (empty: an example or a typed tree, not a file of its own).
    void documentLoaded(const QString &path);

    // Autosaves of windows that died: offered in the recovery bar. Returns how many.
    int offerRecovery();
    bool recover();
    void discardRecovery();

signals:
    void message(const QString &text);
    void fileChanged(const QString &path);

private:
    void report(const QString &text, bool error);
    void updateActions();

    MainWindow *m_window;
    TreeEditor *m_editor;
    Autosaver *m_autosaver;
    QString m_path;
    QString m_lastError;
    QString m_lastMessage;
    Prompt m_prompt;
    PathChooser m_choosePath;
    QAction *m_new;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_revert;
    QToolBar *m_recoveryBar = nullptr;
    QLabel *m_recoveryText = nullptr;
    struct PendingRecovery;
    std::unique_ptr<PendingRecovery> m_pending;
};

} // namespace gt
