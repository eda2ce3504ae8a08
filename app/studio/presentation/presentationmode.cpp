#include "presentationmode.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/search/algorithmpicker.h"

#include "views/docks/narrationdock.h"
#include "views/scene/treescene.h" // treeview.h needs the complete TreeScene for its QPointer
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include <QAction>
#include <QDockWidget>
#include <QFont>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include "core/search/algorithm.h"

#include <algorithm>

namespace gt {

PresentationMode::PresentationMode(QMainWindow *window, CanvasController *canvas,
                                   NarrationDock *narration)
    : QObject(window)
    , m_window(window)
    , m_canvas(canvas)
    , m_narration(narration)
    , m_toggle(new QAction(tr("&Presentation Mode"), this))
    , m_leave(new QAction(tr("Leave Presentation Mode"), this))
    , m_bar(new QToolBar(tr("Presentation"), window))
{
    m_toggle->setObjectName(QStringLiteral("presentationAction"));
    m_toggle->setStatusTip(tr("Full screen with only the canvas and the narration, in large "
                              "type (Escape leaves)"));
    m_leave->setObjectName(QStringLiteral("leavePresentationAction"));
    setUpKeys(m_window, m_toggle, m_leave);
    connect(m_toggle, &QAction::toggled, this, &PresentationMode::setActive);
    connect(m_leave, &QAction::triggered, this, [this] { setActive(false); });

    // Shown only while presenting; not one of the toolbars the window's context menu offers.
    m_bar->setObjectName(QStringLiteral("presentationBar"));
    m_bar->setMovable(false);
    m_bar->toggleViewAction()->setVisible(false);
    m_bar->hide();
    m_window->addToolBar(Qt::TopToolBarArea, m_bar);
}

void PresentationMode::setUpKeys(QWidget *window, QAction *toggle, QAction *leave)
{
    toggle->setCheckable(true);
    toggle->setShortcut(QKeySequence(Qt::Key_F5));
    leave->setShortcut(QKeySequence(Qt::Key_Escape));
    leave->setEnabled(false);
    window->addAction(toggle);
    window->addAction(leave);
}

void PresentationMode::addSearchControls(SearchSession *session, AlgorithmPicker *picker,
                                         QDockWidget *options)
{
    m_algorithmButton = new QToolButton(m_bar);
    m_algorithmButton->setObjectName(QStringLiteral("presentationAlgorithmButton"));
    m_algorithmButton->setPopupMode(QToolButton::InstantPopup);
    m_algorithmButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_algorithmButton->setToolTip(tr("The search algorithm"));
    auto *menu = new QMenu(m_algorithmButton);
    picker->fillMenu(menu);
    m_algorithmButton->setMenu(menu);
    auto name = [this, session] {
        const Algorithm *a = findAlgorithm(session->algorithm());
        m_algorithmButton->setText(
            tr("Algorithm: %1").arg(a ? a->displayName() : session->algorithm()));
    };
    connect(session, &SearchSession::traceChanged, m_algorithmButton, name);
    name();
    m_bar->addWidget(m_algorithmButton);

    m_optionsButton = new QToolButton(m_bar);
    m_optionsButton->setObjectName(QStringLiteral("presentationOptionsButton"));
    m_optionsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_optionsButton->setDefaultAction(options->toggleViewAction()); // "Search Options"
    m_bar->addWidget(m_optionsButton);

    auto *spacer = new QWidget(m_bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_bar->addWidget(spacer);
    m_bar->addAction(m_leave);
}

void PresentationMode::showAlongside(QDockWidget *dock, std::function<bool()> applicable)
{
    m_alongside.push_back({dock, std::move(applicable)});
}

bool PresentationMode::isShownAlongside(const QDockWidget *dock) const
{
    return std::any_of(m_alongside.begin(), m_alongside.end(),
                       [dock](const Alongside &a) { return a.dock == dock; });
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    m_toggle->setChecked(active);
    m_leave->setEnabled(active);
    if (active)
        enter();
    else
        leave();
    emit activeChanged(active);
}

void PresentationMode::enter()
{
    m_savedState = m_window->saveState();
    m_wasMaximized = m_window->isMaximized();
    m_narrationWasVisible = m_narration->isVisible();
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    // The window's own bars and docks only: the graph window, a child window of this one,
    // keeps its stepper and panel (they were hidden, and never came back, issue 31).
    for (QToolBar *bar : m_window->findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly))
        bar->setVisible(bar == m_bar);
    for (QDockWidget *dock :
         m_window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (dock != m_narration)
            dock->hide();
    }
    // Issue 29: SSS*'s OPEN list was only the canvas's small tags on the projector.
    for (const Alongside &a : m_alongside) {
        QFont large = a.dock->font();
        large.setPointSizeF(large.pointSizeF() * 1.4);
        a.dock->setFont(large);
        if (a.applicable()) {
            a.dock->show();
            a.dock->raise();
        }
    }
    m_narration->show();
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_narration);
    // No dock title or buttons on the projector: an empty title bar hides them.
    m_narration->setTitleBarWidget(new QWidget(m_narration));
    m_narration->setTextScale(Scale);
    m_narration->setGrowsToText(true);
    m_canvas->setStyleScale(Scale);
    m_window->showFullScreen();
    // Fit once the window has its full-screen size.
    QTimer::singleShot(100, m_canvas->view(), [this] {
        if (m_active)
            m_canvas->fit();
    });
}

void PresentationMode::leave()
{
    m_narration->setGrowsToText(false);
    m_narration->setTextScale(1);
    m_canvas->setStyleScale(1);
    for (const Alongside &a : m_alongside)
        a.dock->setFont(QFont()); // the window's again
    QWidget *emptyTitle = m_narration->titleBarWidget();
    m_narration->setTitleBarWidget(nullptr);
    delete emptyTitle;
    m_window->menuBar()->show();
    m_window->statusBar()->show();
    if (m_wasMaximized)
        m_window->showMaximized();
    else
        m_window->showNormal();
    // restoreState brings back the toolbars and docks exactly as they were.
    m_window->restoreState(m_savedState);
    m_narration->setVisible(m_narrationWasVisible);
    QTimer::singleShot(100, m_canvas->view(), [this] {
        if (!m_active)
            m_canvas->fit();
    });
}

} // namespace gt
