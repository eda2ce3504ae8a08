#pragma once

#include <QByteArray>
#include <QObject>

class QAction;
class QMainWindow;

namespace gt {

// The graph window's lecture-hall view (F5), as the main window's PresentationMode: full
// screen without the menu and status bars, Escape or F5 again restores the window exactly as it
// was. The scale is PresentationMode's; the window applies it to what it owns — the positions'
// texts and lines (the boxes grow, so the picture is laid out again), the narration, the panel
// and the quiz — when scaleChanged() says so.
class GraphPresentation : public QObject {
    Q_OBJECT
public:
    explicit GraphPresentation(QMainWindow *window);

    bool isActive() const { return m_active; }
    double scale() const; // 1, or PresentationMode::Scale while presenting
    QAction *toggleAction() const { return m_toggle; }

public slots:
    void setActive(bool active);

signals:
    void scaleChanged(double scale);

private:
    QMainWindow *m_window;
    QAction *m_toggle;
    QAction *m_leave;
    bool m_active = false;
    QByteArray m_savedState;
    bool m_wasMaximized = false;
};

} // namespace gt
