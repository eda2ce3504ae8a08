#include "stepactions.h"
#include "iterationbar.h"

#include "views/session/searchsession.h"
#include "views/widgets/stepperbar.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>

namespace gt {

namespace {

QAction *makeAction(QObject *parent, const QString &text, const QString &name,
                    const QList<QKeySequence> &keys)
{
    auto *a = new QAction(text, parent);
    a->setObjectName(name);
    a->setShortcuts(keys);
    return a;
}

} // namespace

StepActions::StepActions(SearchSession *session, StepperBar *stepper, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_stepper(stepper)
{
    m_first = makeAction(this, tr("&First Step"), QStringLiteral("firstAction"),
                         {QKeySequence(Qt::Key_Home)});
    m_back = makeAction(this, tr("Step &Back"), QStringLiteral("backAction"),
                        {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)});
    m_play = makeAction(this, tr("&Play / Pause"), QStringLiteral("playAction"),
                        {QKeySequence(Qt::Key_Space)});
    m_forward = makeAction(this, tr("Step &Forward"), QStringLiteral("forwardAction"),
                           {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown)});
    m_last = makeAction(this, tr("&Last Step"), QStringLiteral("lastAction"),
                        {QKeySequence(Qt::Key_End)});
    m_over = makeAction(this, tr("Step &Over Subtree"), QStringLiteral("stepOverAction"),
                        {QKeySequence(Qt::Key_F10)});
    m_over->setStatusTip(tr("Run until the current node's subtree is finished"));
    m_out = makeAction(this, tr("Step O&ut"), QStringLiteral("stepOutAction"),
                       {QKeySequence(Qt::SHIFT | Qt::Key_F11)});
    m_out->setStatusTip(tr("Run until the current node's parent is finished"));
    m_run = makeAction(this, tr("&Run to Next Breakpoint"), QStringLiteral("runAction"),
                       {QKeySequence(Qt::Key_F8)});
    m_breakCutoffs =
        makeAction(this, tr("Break on &Cut-offs"), QStringLiteral("breakCutoffsAction"), {});
    m_breakCutoffs->setCheckable(true);
    m_breakLeaves =
        makeAction(this, tr("Break on &Leaf Reads"), QStringLiteral("breakLeavesAction"), {});
    m_breakLeaves->setCheckable(true);
    m_clear = makeAction(this, tr("Clear Node &Breakpoints"),
                         QStringLiteral("clearBreakpointsAction"), {});

    m_previousIteration =
        makeAction(this, tr("Pre&vious Iteration"), QStringLiteral("previousIterationAction"),
                   {QKeySequence(Qt::CTRL | Qt::Key_Left)});
    m_previousIteration->setStatusTip(
        tr("Back to the end of the last iteration before this step (MCTS)"));
    m_nextIteration = makeAction(this, tr("Ne&xt Iteration"), QStringLiteral("nextIterationAction"),
                                 {QKeySequence(Qt::CTRL | Qt::Key_Right)});
    m_nextIteration->setStatusTip(
        tr("Run to the end of the next iteration's backpropagation (MCTS)"));
    m_byIteration =
        makeAction(this, tr("Step by Whole &Iterations"), QStringLiteral("stepByIterationAction"),
                   {QKeySequence(Qt::CTRL | Qt::Key_I)});
    m_byIteration->setCheckable(true);
    m_byIteration->setStatusTip(
        tr("Step forward and back one whole iteration instead of one phase (MCTS)"));
    m_goToIteration =
        makeAction(this, tr("&Go to Iteration…"), QStringLiteral("goToIterationAction"),
                   {QKeySequence(Qt::CTRL | Qt::Key_G)});
    m_goToIteration->setStatusTip(tr("Jump to the end of iteration k (MCTS)"));

    connect(m_first, &QAction::triggered, m_session, &SearchSession::first);
    connect(m_back, &QAction::triggered, m_session, &SearchSession::stepBack);
    connect(m_play, &QAction::triggered, m_stepper, &StepperBar::togglePlay);
    connect(m_forward, &QAction::triggered, m_session, &SearchSession::stepForward);
    connect(m_last, &QAction::triggered, m_session, &SearchSession::last);
    connect(m_over, &QAction::triggered, m_session, &SearchSession::stepOver);
    connect(m_out, &QAction::triggered, m_session, &SearchSession::stepOut);
    connect(m_run, &QAction::triggered, m_session, &SearchSession::runToNextBreakpoint);
    connect(m_breakCutoffs, &QAction::toggled, m_session, &SearchSession::setBreakOnCutoffs);
    connect(m_breakLeaves, &QAction::toggled, m_session, &SearchSession::setBreakOnLeafReads);
    connect(m_clear, &QAction::triggered, m_session, &SearchSession::clearNodeBreakpoints);
    connect(m_previousIteration, &QAction::triggered, m_session, &SearchSession::previousIteration);
    connect(m_nextIteration, &QAction::triggered, m_session, &SearchSession::nextIteration);
    connect(m_byIteration, &QAction::toggled, m_session, [this](bool on) {
        m_session->setGranularity(on ? SearchSession::Granularity::Iteration
                                     : SearchSession::Granularity::Event);
    });
    connect(m_session, &SearchSession::granularityChanged, m_byIteration,
            [this](SearchSession::Granularity g) {
                m_byIteration->setChecked(g == SearchSession::Granularity::Iteration);
            });
    connect(m_goToIteration, &QAction::triggered, this, &StepActions::askForIteration);
    connect(m_session, &SearchSession::traceChanged, this, &StepActions::onTraceChanged);
    onTraceChanged();

    // The actions stay enabled at either end (the session clamps): a disabled shortcut would
    // let Page Down from a clicker fall through to the canvas and scroll it.
    // A manual step while playing means "I take over": stop the clock.
    for (QAction *a : {m_first, m_back, m_forward, m_last, m_over, m_out, m_run,
                       m_previousIteration, m_nextIteration, m_goToIteration})
        connect(a, &QAction::triggered, m_stepper, [this] { m_stepper->setPlaying(false); });
}

QList<QAction *> StepActions::all() const
{
    return {m_first,       m_back,         m_play, m_forward,           m_last,
            m_over,        m_out,          m_run,  m_previousIteration, m_nextIteration,
            m_byIteration, m_goToIteration};
}

void StepActions::onTraceChanged()
{
    // Only a search made of iterations (MCTS) has them to step; elsewhere the keys do nothing
    // rather than something surprising.
    const bool on = m_session->hasIterations();
    for (QAction *a : {m_previousIteration, m_nextIteration, m_byIteration, m_goToIteration})
        a->setEnabled(on);
}

void StepActions::askForIteration()
{
    if (!m_session->hasIterations())
        return;
    if (m_iterationBar && m_iterationBar->isVisible()) {
        m_iterationBar->focusIteration();
        return;
    }
    bool ok = false;
    const int k =
        QInputDialog::getInt(qobject_cast<QWidget *>(parent()), tr("Go to Iteration"),
                             tr("Iteration (0 – %1):").arg(m_session->iterationCount()),
                             m_session->iterationsDone(), 0, m_session->iterationCount(), 1, &ok);
    if (ok)
        m_session->goToIteration(k);
}

void StepActions::fillMenu(QMenu *menu) const
{
    menu->addActions({m_first, m_back, m_play, m_forward, m_last});
    menu->addSeparator();
    menu->addActions({m_over, m_out, m_run});
    menu->addSeparator();
    menu->addActions({m_previousIteration, m_nextIteration, m_byIteration, m_goToIteration});
    menu->addSeparator();
    menu->addActions({m_breakCutoffs, m_breakLeaves, m_clear});
}

} // namespace gt
