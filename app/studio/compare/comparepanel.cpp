#include "comparepanel.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/search/algorithmpicker.h"

#include "views/docks/narrationdock.h"
#include "views/scene/treescene.h" // treeview.h needs the complete TreeScene for its QPointer
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/elidedlabel.h"
#include "views/widgets/optionform.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"
#include "core/trace/annotations.h"
#include "core/trace/searchcounter.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gt {

namespace {

// The least size of a value on a panel's canvas, in pixels: a small label's. Values that
// have the room are drawn half as large again.
constexpr double ValueFloor = 7;

OptionSpecs optionsOf(const QString &algorithm)
{
    const Algorithm *a = findAlgorithm(algorithm);
    return a ? a->options() : OptionSpecs();
}

// The numbers a lecturer points at, large enough for the back row of a lecture hall.
QLabel *figureLabel(QWidget *parent, const QString &name, bool bold)
{
    QLabel *label = plainLabel(parent);
    label->setObjectName(name);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(bold);
    label->setFont(font);
    return label;
}

} // namespace

ComparePanel::ComparePanel(const GameTree &tree, const QString &algorithm,
                           const AlgorithmChoice *fallback, QWidget *parent)
    : QFrame(parent)
    , m_session(new SearchSession(this))
    , m_canvas(new CanvasController(m_session, this))
    , m_picker(new AlgorithmPicker(m_session, this))
    , m_form(new OptionForm(this))
    , m_optionsButton(new QToolButton(this))
    , m_remove(new QToolButton(this))
    , m_problem(plainLabel(this))
    , m_refusal(plainLabel(this))
    , m_leaves(figureLabel(this, QStringLiteral("compareLeaves"), true))
    , m_pass(figureLabel(this, QStringLiteral("comparePass"), false))
    , m_value(figureLabel(this, QStringLiteral("compareValue"), true))
    , m_stepLabel(figureLabel(this, QStringLiteral("compareStep"), false))
    , m_narration(new ElidedLabel(this))
{
    setObjectName(QStringLiteral("comparePanel"));
    setFrameShape(QFrame::StyledPanel);
    m_session->choice()->setFallback(fallback);
    m_picker->comboBox()->setObjectName(QStringLiteral("compareAlgorithmBox"));
    QFont larger = m_picker->comboBox()->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    m_picker->comboBox()->setFont(larger);

    m_optionsButton->setObjectName(QStringLiteral("compareOptionsButton"));
    m_optionsButton->setText(tr("Options"));
    m_optionsButton->setToolTip(tr("Show or hide this algorithm's options"));
    m_optionsButton->setCheckable(true);
    m_optionsButton->setFocusPolicy(Qt::NoFocus);
    m_remove->setObjectName(QStringLiteral("compareRemoveButton"));
    m_remove->setText(QStringLiteral("✕"));
    m_remove->setToolTip(tr("Remove this algorithm from the comparison"));
    m_remove->setAutoRaise(true);
    m_remove->setFocusPolicy(Qt::NoFocus);

    m_form->setObjectName(QStringLiteral("compareOptionsForm"));
    m_form->hide();
    m_problem->setObjectName(QStringLiteral("compareOptionsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #d62728;"));
    m_problem->hide();
    m_refusal->setObjectName(QStringLiteral("compareRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setFont(m_pass->font());
    m_refusal->setStyleSheet(QStringLiteral("color: #d62728;"));
    m_refusal->hide();
    m_stepLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_narration->setObjectName(QStringLiteral("compareNarration"));
    m_narration->setContentsMargins(6, 0, 6, 0);
    QFont sentence = m_narration->font();
    sentence.setPointSizeF(sentence.pointSizeF() * 1.1);
    m_narration->setFont(sentence);
    // The keys step every panel together: the canvas must not take them for scrolling.
    m_canvas->view()->setFocusPolicy(Qt::NoFocus);
    // Issue 29: three panels at 1280×720 fit a 16-leaf tree at a third of its size, where the
    // canvas draws shapes only. The values are what the panels are compared by.
    m_canvas->setValueFloor(ValueFloor);
    // Those values reach past their nodes' bounds: a step repaints the whole canvas.
    m_canvas->view()->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);

    auto *header = new QHBoxLayout;
    header->addWidget(m_picker->comboBox(), 1);
    header->addWidget(m_optionsButton);
    header->addWidget(m_remove);
    auto *figures = new QGridLayout;
    figures->setContentsMargins(6, 0, 6, 0);
    figures->addWidget(m_leaves, 0, 0);
    figures->addWidget(m_value, 0, 1);
    figures->addWidget(m_pass, 1, 0);
    figures->addWidget(m_stepLabel, 1, 1);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->setSpacing(4);
    column->addLayout(header);
    column->addWidget(m_form);
    column->addWidget(m_problem);
    column->addWidget(m_canvas->view(), 1);
    column->addWidget(m_refusal);
    column->addWidget(m_narration);
    column->addLayout(figures);

    connect(m_optionsButton, &QToolButton::toggled, m_form, &QWidget::setVisible);
    connect(m_form, &OptionForm::valuesChanged, this, &ComparePanel::takeFormValues);
    connect(m_remove, &QToolButton::clicked, this, &ComparePanel::removeRequested);
    connect(m_session, &SearchSession::traceChanged, this, &ComparePanel::onTraceChanged);

    followPalette();
    Document document;
    document.tree = tree;
    document.algorithm = algorithm;
    document.options = m_session->choice()->optionsFor(algorithm);
    document.step = 0;
    m_session->setDocument(std::move(document));
}

void ComparePanel::followPalette()
{
    // The canvas is drawn as the window is: dark when View ▸ Dark Palette darkened the
    // application (a projector setting), light otherwise.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    if (dark != m_canvas->isDark())
        m_canvas->setDark(dark);
}

void ComparePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        followPalette();
    QFrame::changeEvent(event);
}

void ComparePanel::setTree(const GameTree &tree)
{
    m_session->setTree(tree);
}

void ComparePanel::setRemovable(bool removable)
{
    m_remove->setEnabled(removable);
}

QString ComparePanel::title() const
{
    const Algorithm *a = findAlgorithm(m_session->algorithm());
    if (!a)
        return m_session->algorithm();
    QStringList set;
    for (const OptionSpec &spec : a->options()) {
        if (!m_session->options().isSet(spec.name))
            continue;
        const QVariant value = m_session->options().value(spec.name);
        if (spec.type == OptionSpec::Type::Flag)
            set << spec.name;
        else
            set << spec.name + u' ' + optionValueText(spec, value);
    }
    return set.isEmpty() ? a->displayName()
                         : QStringLiteral("%1 (%2)").arg(a->displayName(), set.join(u", "));
}

void ComparePanel::onTraceChanged()
{
    const QString id = m_session->algorithm();
    if (id != m_shown) {
        m_shown = id;
        m_form->setSpecs(optionsOf(id), m_session->options());
        m_optionsButton->setEnabled(!m_form->isEmpty());
        m_form->setVisible(m_optionsButton->isChecked() && !m_form->isEmpty());
        m_problem->hide();
    }
    const Algorithm *a = findAlgorithm(id);
    m_proof = a && a->valueMeaning() == Algorithm::ValueMeaning::Proof;
    m_innerAt.clear();
    if (const Trace *trace = m_session->trace(); trace && m_proof) {
        SearchCounter counter(m_session->tree().size());
        m_innerAt.reserve(trace->events.size() + 1);
        m_innerAt.push_back(0);
        for (const TraceEvent &e : trace->events) {
            counter.add(e);
            m_innerAt.push_back(int(counter.innerVisited()));
        }
    }
    m_refusal->setText(m_session->trace() ? QString() : m_session->refusal());
    m_refusal->setVisible(!m_refusal->text().isEmpty());
    emit searchChanged();
}

void ComparePanel::takeFormValues()
{
    const QString problem = m_form->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        m_session->choice()->setOptions(m_form->values());
}

bool ComparePanel::estimates() const
{
    const Trace *trace = m_session->trace();
    const Algorithm *a = trace ? findAlgorithm(trace->algorithm) : nullptr;
    return a && a->valueMeaning() == Algorithm::ValueMeaning::Estimate;
}

void ComparePanel::showStep(int step, int leavesRead, int leafCount)
{
    m_session->setStep(step);
    const Trace *trace = m_session->trace();
    const Frame &frame = m_session->frame();
    m_stepLabel->setText(tr("step %1 / %2").arg(m_session->step()).arg(m_session->stepCount()));
    // A refusal has its own red line above: the narration would say it twice.
    m_narration->setText(trace ? NarrationDock::sentence(*m_session) : QString());
    if (!trace) {
        for (QLabel *label : {m_leaves, m_pass, m_value})
            label->clear();
        return;
    }
    const NodeId root = m_session->tree().root();
    const bool hasRoot = root != NoNode && std::size_t(root) < frame.nodes.size();
    if (m_proof && std::size_t(m_session->step()) < m_innerAt.size()) {
        // Proof-number search: how far it has got is its expansions, where it stands the
        // root's numbers, and its answer proven or disproven.
        m_leaves->setText(tr("Leaves read: %1 / %2").arg(leavesRead).arg(leafCount));
        m_pass->setText(tr("Nodes expanded: %1").arg(m_innerAt[std::size_t(m_session->step())]));
        const QString numbers =
            hasRoot ? proofNumbersText(frame.nodes[std::size_t(root)]) : QString();
        if (frame.finished)
            m_value->setText(trace->summary.value != 0 ? tr("Root proven") : tr("Root disproven"));
        else if (!numbers.isEmpty())
            m_value->setText(tr("Root so far: %1").arg(numbers));
        else
            m_value->setText(tr("Value: not yet"));
        return;
    }
    if (m_session->hasIterations()) {
        // MCTS counts its work in iterations. Each playout reads a leaf, so its leaves read
        // follow the iterations and say nothing of pruning: they go second, without "of n".
        m_leaves->setText(tr("Iterations: %1 / %2")
                              .arg(m_session->iterationsDone())
                              .arg(m_session->iterationCount()));
        m_pass->setText(tr("Leaves read in playouts: %1").arg(leavesRead));
    } else {
        m_leaves->setText(tr("Leaves read: %1 / %2").arg(leavesRead).arg(leafCount));
        if (frame.passCount == 0)
            m_pass->setText(tr("One pass"));
        else if (frame.pass.number == 0)
            m_pass->setText(tr("Passes: %1").arg(frame.passCount));
        else
            m_pass->setText(tr("Pass %1 of %2").arg(frame.pass.number).arg(frame.passCount));
    }
    const QString soFar = hasRoot ? valueText(frame.nodes[std::size_t(root)]) : QString();
    if (frame.finished && estimates())
        m_value->setText(tr("Estimate: %1").arg(formatValue(trace->summary.value)));
    else if (frame.finished)
        m_value->setText(tr("Value: %1").arg(formatValue(trace->summary.value)));
    else if (m_session->hasIterations() && hasRoot && frame.nodes[std::size_t(root)].visits > 0)
        // MCTS's root has no bound to show, but its mean result so far.
        m_value->setText(
            tr("Root so far: Q = %1").arg(formatValue(frame.nodes[std::size_t(root)].value)));
    else if (!soFar.isEmpty())
        m_value->setText(tr("Root so far: %1").arg(soFar));
    else
        m_value->setText(tr("Value: not yet"));
}

} // namespace gt
