#include "stepperbar.h"

#include "timelineslider.h"
#include "transporticons.h"

#include "views/session/paintgate.h"
#include "views/session/searchsession.h"

#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace gt {

namespace {

QToolButton *makeButton(QWidget *parent, const QString &name, const QString &tip)
{
    auto *b = new QToolButton(parent);
    b->setObjectName(name);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    b->setIconSize(QSize(24, 24));
    b->setFocusPolicy(Qt::NoFocus); // keys go to the window's step shortcuts
    return b;
}

const double SpeedChoices[] = {0.5, 1, 2, 4, 8, 16, 60};

} // namespace

StepperBar::StepperBar(SearchSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("stepperBar"));
    m_first = makeButton(this, QStringLiteral("firstButton"), tr("First step (Home)"));
    m_back = makeButton(this, QStringLiteral("backButton"), tr("Step back (←, Page Up)"));
    m_play = makeButton(this, QStringLiteral("playButton"), tr("Play / pause (Space)"));
    m_forward =
        makeButton(this, QStringLiteral("forwardButton"), tr("Step forward (→, Page Down)"));
    m_last = makeButton(this, QStringLiteral("lastButton"), tr("Last step (End)"));

    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("speedBox"));
    m_speed->setFocusPolicy(Qt::NoFocus);
    m_speed->setToolTip(tr("Play speed"));
    for (double s : SpeedChoices)
        m_speed->addItem(tr("%1 steps/s").arg(s), s);
    setSpeed(2);

    m_timeline = new TimelineSlider(this);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("stepLabel"));
    m_label->setMinimumWidth(
        fontMetrics().horizontalAdvance(tr("step %1 / %2").arg(8888).arg(8888)));
    m_label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_pass = new QLabel(this);
    m_pass->setObjectName(QStringLiteral("passLabel"));
    m_pass->setTextFormat(Qt::PlainText);
    m_pass->hide(); // only a search of several passes has one to show

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 6, 2);
    for (QWidget *w : {static_cast<QWidget *>(m_first), static_cast<QWidget *>(m_back),
                       static_cast<QWidget *>(m_play), static_cast<QWidget *>(m_forward),
                       static_cast<QWidget *>(m_last), static_cast<QWidget *>(m_speed)})
        row->addWidget(w);
    row->addWidget(m_timeline, 1);
    row->addWidget(m_pass);
    row->addWidget(m_label);

    connect(m_first, &QToolButton::clicked, m_session, &SearchSession::first);
    connect(m_back, &QToolButton::clicked, m_session, &SearchSession::stepBack);
    connect(m_play, &QToolButton::clicked, this, &StepperBar::togglePlay);
    connect(m_forward, &QToolButton::clicked, m_session, &SearchSession::stepForward);
    connect(m_last, &QToolButton::clicked, m_session, &SearchSession::last);
    connect(m_timeline, &QSlider::valueChanged, m_session, &SearchSession::setStep);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] { setSpeed(speed()); });
    connect(m_timer, &QTimer::timeout, this, &StepperBar::onTick);
    // A manual step while playing means "I take over": stop the clock.
    for (QToolButton *b : {m_first, m_back, m_forward, m_last})
        connect(b, &QToolButton::clicked, this, [this] { setPlaying(false); });

    connect(m_session, &SearchSession::traceChanged, this, &StepperBar::onTraceChanged);
    connect(m_session, &SearchSession::stepChanged, this, &StepperBar::onStepChanged);
    connect(m_session, &SearchSession::breakpointsChanged, this, &StepperBar::onBreakpointsChanged);
    // A step held back (the quiz waits for an answer) stops the clock, and the timeline
    // springs back to the step shown.
    connect(m_session, &SearchSession::stepHeld, this, [this] {
        setPlaying(false);
        onStepChanged(m_session->step());
    });
    updateIcons();
    onTraceChanged();
    onStepChanged(m_session->step());
}

bool StepperBar::isPlaying() const
{
    return m_timer->isActive();
}

double StepperBar::speed() const
{
    return m_speed->currentData().toDouble();
}

void StepperBar::setSpeed(double stepsPerSecond)
{
    // The nearest offered speed, so that a value from the settings always shows in the box.
    int best = 0;
    for (int i = 0; i < m_speed->count(); ++i) {
        if (std::abs(m_speed->itemData(i).toDouble() - stepsPerSecond) <
            std::abs(m_speed->itemData(best).toDouble() - stepsPerSecond))
            best = i;
    }
    {
        const QSignalBlocker block(m_speed);
        m_speed->setCurrentIndex(best);
    }
    m_timer->setInterval(int(1000 / speed()));
}

void StepperBar::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing) {
        if (m_session->stepCount() == 0)
            return;
        // Play at the end starts the search over, as every media player does.
        if (m_session->step() >= m_session->stepCount())
            m_session->first();
        m_timer->start();
    } else {
        m_timer->stop();
    }
    updatePlayButton();
    emit playingChanged(playing);
}

void StepperBar::togglePlay()
{
    setPlaying(!isPlaying());
}

void StepperBar::onTick()
{
    m_session->stepForward();
    const int step = m_session->step();
    if (step >= m_session->stepCount() || m_session->isBreakStep(step))
        setPlaying(false);
}

void StepperBar::updatePlayButton()
{
    m_play->setIcon(
        transportIcon(isPlaying() ? TransportIcon::Pause : TransportIcon::Play, palette()));
}

void StepperBar::updateIcons()
{
    m_first->setIcon(transportIcon(TransportIcon::First, palette()));
    m_back->setIcon(transportIcon(TransportIcon::Back, palette()));
    m_forward->setIcon(transportIcon(TransportIcon::Forward, palette()));
    m_last->setIcon(transportIcon(TransportIcon::Last, palette()));
    updatePlayButton();
}

void StepperBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        updateIcons();
    QWidget::changeEvent(event);
}

void StepperBar::onTraceChanged()
{
    {
        const QSignalBlocker block(m_timeline);
        m_timeline->setRange(0, m_session->stepCount());
    }
    m_timeline->setMarks({}, {});
    // The marks of two million steps: after a big tree is on screen.
    PaintGate::instance()->whenPainted(this, [this] {
        std::vector<int> leaves, cutoffs;
        if (const Trace *trace = m_session->trace()) {
            for (std::size_t i = 0; i < trace->events.size(); ++i) {
                if (isLeafRead(trace->events[i]))
                    leaves.push_back(int(i) + 1);
                if (isCutoff(trace->events[i]))
                    cutoffs.push_back(int(i) + 1);
            }
        }
        m_timeline->setMarks(std::move(leaves), std::move(cutoffs));
    });
    onBreakpointsChanged();
    if (m_session->stepCount() == 0)
        setPlaying(false);
}

void StepperBar::onBreakpointsChanged()
{
    std::vector<int> steps;
    // Asking each of a million steps took a tenth of a second of opening a big tree, twice.
    for (int s = 1; m_session->anyBreakpoint() && s <= m_session->stepCount(); ++s) {
        if (m_session->isBreakStep(s))
            steps.push_back(s);
    }
    m_timeline->setBreakSteps(std::move(steps));
}

void StepperBar::onStepChanged(int step)
{
    const int n = m_session->stepCount();
    {
        const QSignalBlocker block(m_timeline);
        m_timeline->setValue(step);
    }
    m_label->setText(tr("step %1 / %2").arg(step).arg(n));
    const QString pass = passText(m_session->frame());
    m_pass->setText(pass);
    m_pass->setVisible(!pass.isEmpty());
    m_first->setEnabled(step > 0);
    m_back->setEnabled(step > 0);
    m_forward->setEnabled(step < n);
    m_last->setEnabled(step < n);
    m_play->setEnabled(n > 0);
}

} // namespace gt
