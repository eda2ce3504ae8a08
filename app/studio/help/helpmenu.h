#pragma once

#include "windowtour.h"

#include <QMenu>
#include <QPointer>

#include <vector>

class QAction;
class QDialog;
class QMessageBox;
class QMainWindow;
class QMenuBar;
class QWidget;

namespace gt {

class ShortcutsDialog;

// The Help menu: Keyboard Shortcuts (from the window's own actions), the tree notation
// (docs/notation.md, built in), a short tour of the window, and About (version, licence, the
// Qt and Graphviz the program runs with). The dialogs are not modal: the lecturer keeps
// stepping with the shortcuts or the notation beside the window.
class HelpMenu : public QMenu {
    Q_OBJECT
public:
    // The parts of the window the tour stops at, in its order; one that is null or hidden is
    // passed over. The tour ends with the keyboard back on the canvas.
    struct TourParts {
        QWidget *algorithm = nullptr; // the algorithm picker's combo box
        QWidget *treeText = nullptr;  // the "type a tree" field
        QWidget *canvas = nullptr;
        QWidget *stepper = nullptr;
        QWidget *narration = nullptr;
        QWidget *pseudocode = nullptr;
        QWidget *searchOptions = nullptr;
        QWidget *callStack = nullptr;
        QWidget *statistics = nullptr;
        QWidget *inspector = nullptr;
        // What lives in menus, framed as the menu's title in the menu bar: the Examples
        // menu, View (presentation mode, Compare Algorithms) and File (Export), each named
        // with its action's own words and key.
        QMenuBar *menuBar = nullptr;
        QMenu *examples = nullptr;
        QMenu *viewMenu = nullptr;
        QAction *presentation = nullptr;
        QAction *compare = nullptr;
        QMenu *fileMenu = nullptr;
        QAction *exportAction = nullptr;
    };

    // `window` parents the dialogs, lends its actions to the shortcuts and takes F1 (it works
    // with the menu bar hidden too).
    HelpMenu(QMainWindow *window, const TourParts &tour);

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
    // The tour's stops for what is reached through the menus (Examples, presentation mode,
    // Compare, Export), after the parts of the window.
    void addMenuStops(std::vector<WindowTour::Stop> &stops) const;

    QMainWindow *m_window;
    TourParts m_tourParts;
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
