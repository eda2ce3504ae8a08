#include "iterationbar.h"

#include "views/session/searchsession.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gt {

IterationBar::IterationBar(SearchSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_granularity(new QComboBox(this))
    , m_iteration(new QSpinBox(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("iterationBar"));
    m_granularity->setObjectName(QStringLiteral("granularityBox"));
    m_granularity->setToolTip(tr("What one step forward or back does (Ctrl+I switches)"));
    m_granularity->addItem(tr("by phase"), int(SearchSession::Granularity::Event));
    m_granularity->addItem(tr("by iteration"), int(SearchSession::Granularity::Iteration));
    // Keys go to the window's step shortcuts, as the stepper's buttons leave them.
    m_granularity->setFocusPolicy(Qt::NoFocus);

    m_iteration->setObjectName(QStringLiteral("iterationBox"));
    m_iteration->setToolTip(tr("Go to the end of iteration k (Ctrl+G)"));
    // Typing "25" jumps once, on Enter, not to 2 and then to 25.
    m_iteration->setKeyboardTracking(false);
    m_iteration->setFocusPolicy(Qt::ClickFocus);
    m_count->setObjectName(QStringLiteral("iterationCountLabel"));

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 0, 6, 0);
    row->addWidget(new QLabel(tr("Step:"), this));
    row->addWidget(m_granularity);
    row->addSpacing(8);
    row->addWidget(new QLabel(tr("Iteration"), this));
    row->addWidget(m_iteration);
    row->addWidget(m_count);

    connect(m_granularity, &QComboBox::currentIndexChanged, this, [this] {
        m_session->setGranularity(SearchSession::Granularity(m_granularity->currentData().toInt()));
    });
    connect(m_iteration, &QSpinBox::valueChanged, m_session, &SearchSession::goToIteration);
    // After Enter the arrow keys step again instead of moving the spin box's cursor.
    connect(m_iteration, &QSpinBox::editingFinished, this, [this] {
        if (m_iteration->hasFocus())
            m_iteration->clearFocus();
    });
    connect(m_session, &SearchSession::traceChanged, this, &IterationBar::onTraceChanged);
    connect(m_session, &SearchSession::stepChanged, this, &IterationBar::onStepChanged);
    // A jump the quiz held back leaves the box at the iteration shown, not at the one typed.
    connect(m_session, &SearchSession::stepHeld, this, &IterationBar::onStepChanged);
    connect(m_session, &SearchSession::granularityChanged, this,
            &IterationBar::onGranularityChanged);
    onTraceChanged();
    onGranularityChanged();
}

void IterationBar::focusIteration()
{
    m_iteration->setFocus(Qt::ShortcutFocusReason);
    m_iteration->selectAll();
}

void IterationBar::onTraceChanged()
{
    const bool applicable = m_session->hasIterations();
    const bool changed = applicable != m_applicable;
    m_applicable = applicable;
    setEnabled(applicable);
    {
        const QSignalBlocker block(m_iteration);
        m_iteration->setRange(0, m_session->iterationCount());
    }
    m_count->setText(tr("of %1").arg(m_session->iterationCount()));
    onStepChanged();
    if (changed)
        emit applicableChanged(applicable);
}

void IterationBar::onStepChanged()
{
    const QSignalBlocker block(m_iteration);
    m_iteration->setValue(m_session->iterationsDone());
}

void IterationBar::onGranularityChanged()
{
    const QSignalBlocker block(m_granularity);
    m_granularity->setCurrentIndex(m_granularity->findData(int(m_session->granularity())));
}

} // namespace gt
