#pragma once

#include <QMenu>

class QActionGroup;
class QMessageBox;

namespace gt {

// View ▸ Language: the system's language or one the studio speaks, each under its own name.
// A choice is remembered (QSettings) and takes effect when the studio starts again, because
// every window takes its texts once; the note saying so is written in the old and the new
// language, and offers to restart at once (after the usual question about unsaved work).
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    // `window` is closed for a restart.
    explicit LanguageMenu(QWidget *window);

    // The note shown after the last choice, while it is open (for tests).
    QMessageBox *restartNote() const { return m_note; }

private:
    void choose(const QString &code);

    QWidget *m_window;
    QActionGroup *m_group;
    QMessageBox *m_note = nullptr;
};

} // namespace gt
