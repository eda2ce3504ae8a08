#include "graphpresentation.h"

#include "app/studio/presentation/presentationmode.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>

namespace gt {

GraphPresentation::GraphPresentation(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_toggle(new QAction(tr("&Presentation Mode"), this))
    , m_leave(new QAction(tr("Leave Presentation Mode"), this))
{
    m_toggle->setObjectName(QStringLiteral("graphPresentationAction"));
    m_toggle->setStatusTip(tr("Full screen, positions, narration and panel in large type "
                              "(Escape leaves)"));
    PresentationMode::setUpKeys(m_window, m_toggle, m_leave); // the main window's keys
    connect(m_toggle, &QAction::toggled, this, &GraphPresentation::setActive);
    connect(m_leave, &QAction::triggered, this, [this] { setActive(false); });
}

double GraphPresentation::scale() const
{
    return m_active ? PresentationMode::Scale : 1.0;
}

void GraphPresentation::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    m_toggle->setChecked(active);
    m_leave->setEnabled(active);
    if (active) {
        m_savedState = m_window->saveState();
        m_wasMaximized = m_window->isMaximized();
        m_window->menuBar()->hide();
        m_window->statusBar()->hide();
        m_window->showFullScreen();
    } else {
        m_window->menuBar()->show();
        m_window->statusBar()->show();
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
        m_window->restoreState(m_savedState);
    }
    emit scaleChanged(scale());
}

} // namespace gt
