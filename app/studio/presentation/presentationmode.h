#pragma once

#include <QByteArray>
#include <QObject>

#include <functional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QToolBar;
class QToolButton;

namespace gt {

class AlgorithmPicker;
class CanvasController;
class NarrationDock;
class SearchSession;

// The lecture-hall view (F5): full screen, only the canvas and the narration, lines and fonts
// scaled up for the back row; the narration as tall as its sentence needs. Escape or F5 again
// restores the window exactly as it was. The step keys keep working because the window carries
// the step actions itself; a slim bar on top changes the algorithm and shows its options
// without leaving.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    static constexpr double Scale = 1.8;

    PresentationMode(QMainWindow *window, CanvasController *canvas, NarrationDock *narration);
    // The keys of a presentation mode, the main window's and the graph window's alike:
    // `toggle` checkable on F5, `leave` on Escape (enabled while presenting), both on `window`
    // itself, since its menu bar is hidden while presenting.
    static void setUpKeys(QWidget *window, QAction *toggle, QAction *leave);

    bool isActive() const { return m_active; }
    QAction *toggleAction() const { return m_toggle; }
    QAction *leaveAction() const { return m_leave; }
    // The bar shown while presenting: the algorithm (a menu of the picker's choices, named
    // after the one searched with), a button that shows `options` beside the canvas, Leave.
    void addSearchControls(SearchSession *session, AlgorithmPicker *picker, QDockWidget *options);
    // A panel that stays beside the canvas while presenting, in larger type, whenever
    // `applicable` says the search has what it lists (SSS*'s OPEN list).
    void showAlongside(QDockWidget *dock, std::function<bool()> applicable);
    bool isShownAlongside(const QDockWidget *dock) const;
    QToolBar *bar() const { return m_bar; }
    QToolButton *algorithmButton() const { return m_algorithmButton; }
    QToolButton *optionsButton() const { return m_optionsButton; }

public slots:
    void setActive(bool active);

signals:
    void activeChanged(bool active);

private:
    void enter();
    void leave();

    QMainWindow *m_window;
    CanvasController *m_canvas;
    NarrationDock *m_narration;
    QAction *m_toggle;
    QAction *m_leave;
    QToolBar *m_bar;
    QToolButton *m_algorithmButton = nullptr;
    QToolButton *m_optionsButton = nullptr;
    bool m_active = false;
    QByteArray m_savedState;
    bool m_wasMaximized = false;
    bool m_narrationWasVisible = true;
    struct Alongside {
        QDockWidget *dock;
        std::function<bool()> applicable;
    };
    std::vector<Alongside> m_alongside;
};

} // namespace gt
