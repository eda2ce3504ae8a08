#pragma once

#include <QMenu>
#include <QPointer>

class QAction;
class QDialog;
class QMessageBox;

namespace gt {

class MainWindow;
class ShortcutsDialog;
class WindowTour;

// The Help menu: Keyboard Shortcuts (from the window's own actions), the tree notation
// (docs/notation.md, built in), a short tour of the window, and About (version, licence, the
// Qt and Graphviz the program runs with). The dialogs are not modal: the lecturer keeps
// stepping with the shortcuts or the notation beside the window.
class HelpMenu : public QMenu {
    Q_OBJECT
public:
    explicit HelpMenu(MainWindow *window);

    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *notationAction() const { return m_notation; }
    QAction *tourAction() const { return m_tour; }
    QAction *aboutAction() const { return m_about; }

    // Each opens (or raises) its window and returns it.
    ShortcutsDialog *showShortcuts();
    QDialog *showNotation();
    WindowTour *startTour();
    QMessageBox *showAbout();

    // What About says, one fact a line.
    static QString aboutText();

private:
    MainWindow *m_window;
    QAction *m_shortcuts;
    QAction *m_notation;
    QAction *m_tour;
    QAction *m_about;
    QPointer<ShortcutsDialog> m_shortcutsDialog;
    QPointer<QDialog> m_notationDialog;
    WindowTour *m_windowTour = nullptr;
    QPointer<QMessageBox> m_aboutBox;
};

} // namespace gt
