#pragma once

#include <QByteArray>
#include <QObject>

class QAction;
class QMainWindow;

namespace gt {

class CanvasController;
class NarrationDock;

// The lecture-hall view (F5): full screen, only the canvas and the narration, lines and fonts
// scaled up for the back row. Escape or F5 again restores the window exactly as it was. The
// step keys keep working because the window carries the step actions itself.
class PresentationMode : public QObject {
    Q_OBJECT
public:
    static constexpr double Scale = 1.8;

    PresentationMode(QMainWindow *window, CanvasController *canvas, NarrationDock *narration);

    bool isActive() const { return m_active; }
    QAction *toggleAction() const { return m_toggle; }
    QAction *leaveAction() const { return m_leave; }

public slots:
    void setActive(bool active);

private:
    void enter();
    void leave();

    QMainWindow *m_window;
    CanvasController *m_canvas;
    NarrationDock *m_narration;
    QAction *m_toggle;
    QAction *m_leave;
    bool m_active = false;
    QByteArray m_savedState;
    bool m_wasMaximized = false;
    bool m_narrationWasVisible = true;
};

} // namespace gt
