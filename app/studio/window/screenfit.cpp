#include "screenfit.h"

#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace gt {

namespace {

// Fits the window again once it is shown: only then does the window manager say how wide its
// frame is.
class FitWhenShown : public QObject {
public:
    explicit FitWhenShown(QWidget &window)
        : QObject(&window)
        , m_window(window)
    {
        window.installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == &m_window && event->type() == QEvent::Show) {
            m_window.removeEventFilter(this);
            QTimer::singleShot(0, &m_window, [window = &m_window] { fitShownWindow(*window); });
            deleteLater();
        }
        return false;
    }

private:
    QWidget &m_window;
};

} // namespace

void fitIntoScreen(QWidget &window)
{
    fitShownWindow(window);
    if (!window.isVisible())
        new FitWhenShown(window);
}

void fitShownWindow(QWidget &window)
{
    if (window.isMaximized() || window.isFullScreen())
        return; // the window manager fits those
    // The screen it will open on: where its geometry lies (a restored one names its monitor),
    // else the one it belongs to.
    QScreen *screen = QGuiApplication::screenAt(window.geometry().center());
    if (!screen)
        screen = window.screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) is the window manager's, unknown before the window is
    // shown; after a show the difference says it.
    const QSize frame = window.frameGeometry().size() - window.geometry().size();
    const QSize room = available.size() - frame;
    if (window.width() > room.width() || window.height() > room.height()) {
        // The normal size the screen holds, and maximized, so that the window manager fits
        // the frame in as well.
        window.resize(window.size().boundedTo(room));
        window.setWindowState(window.windowState() | Qt::WindowMaximized);
        return;
    }
    // A window placed by hand or restored lies partly off the screen: move it onto it, title
    // bar first. One never placed is the window manager's to place.
    if (!window.testAttribute(Qt::WA_Moved))
        return;
    const QPoint at = window.pos(); // the frame's corner
    const int right = available.right() + 1 - window.width() - frame.width();
    const int bottom = available.bottom() + 1 - window.height() - frame.height();
    const QPoint onScreen(std::clamp(at.x(), available.left(), std::max(available.left(), right)),
                          std::clamp(at.y(), available.top(), std::max(available.top(), bottom)));
    if (onScreen != at)
        window.move(onScreen);
}

} // namespace gt
