#include "comparewindow.h"

#include "comparepanel.h"

#include "app/studio/canvas/canvascontroller.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"
#include "views/widgets/transporticons.h"

#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/narration.h"

#include <QAction>
#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScreen>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

QToolButton *transportButton(QWidget *parent, const QString &name, const QString &tip)
{
    auto *b = new QToolButton(parent);
    b->setObjectName(name);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    b->setIconSize(QSize(28, 28));
    b->setFocusPolicy(Qt::NoFocus); // keys go to the window's step shortcuts
    return b;
}

QFont scaledFont(QFont font, double factor, bool bold)
{
    font.setPointSizeF(font.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

} // namespace

CompareWindow::CompareWindow(SearchSession *source, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_source(source)
    , m_openAction(new QAction(tr("&Compare Algorithms…"), this))
    , m_fitAction(new QAction(tr("Fit Every Tree to Its Panel"), this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_byStep(new QRadioButton(tr("By step"), this))
    , m_byLeaf(new QRadioButton(tr("By leaf read"), this))
    , m_modes(new QButtonGroup(this))
    , m_add(new QToolButton(this))
    , m_summary(plainLabel(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare Algorithms — GameTree Studio"));
    m_openAction->setObjectName(QStringLiteral("compareAction"));
    m_openAction->setStatusTip(tr("Step two or more algorithms through this tree side by side"));
    connect(m_openAction, &QAction::triggered, this, [this] { open(); });

    m_byStep->setObjectName(QStringLiteral("compareByStep"));
    m_byStep->setToolTip(tr("Every search takes one step at a time"));
    m_byLeaf->setObjectName(QStringLiteral("compareByLeaf"));
    m_byLeaf->setToolTip(tr("Every search goes on to its next leaf read: who reads fewer "
                            "leaves finishes first"));
    for (QRadioButton *b : {m_byStep, m_byLeaf}) {
        b->setFont(scaledFont(b->font(), 1.15, false));
        b->setFocusPolicy(Qt::NoFocus);
    }
    m_modes->addButton(m_byStep);
    m_modes->addButton(m_byLeaf);
    m_byStep->setChecked(true);
    m_add->setObjectName(QStringLiteral("compareAddButton"));
    m_add->setText(tr("Add Algorithm"));
    m_add->setToolTip(tr("Compare one more algorithm (at most %1)").arg(MaxPanels));
    m_add->setFocusPolicy(Qt::NoFocus);
    m_splitter->setObjectName(QStringLiteral("compareSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    m_summary->setFont(scaledFont(m_summary->font(), 1.3, false));

    auto *modes = new QHBoxLayout;
    auto *together = new QLabel(tr("Step together:"), this);
    together->setFont(m_byStep->font());
    modes->addWidget(together);
    modes->addWidget(m_byStep);
    modes->addWidget(m_byLeaf);
    modes->addStretch(1);
    modes->addWidget(m_add);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(6, 6, 6, 6);
    column->addLayout(modes);
    column->addWidget(m_splitter, 1);
    column->addWidget(createStepper());
    column->addWidget(m_summary);

    // The stepping keys of the main window, for this one: → ← (a clicker's Page Down / Up),
    // Home, End.
    auto addKeys = [this](const QList<QKeySequence> &keys, void (CompareWindow::*slot)()) {
        auto *action = new QAction(this);
        action->setShortcuts(keys);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    addKeys({Qt::Key_Right, Qt::Key_PageDown}, &CompareWindow::stepForward);
    addKeys({Qt::Key_Left, Qt::Key_PageUp}, &CompareWindow::stepBack);
    addKeys({Qt::Key_Home}, &CompareWindow::first);
    addKeys({Qt::Key_End}, &CompareWindow::last);
    addKeys({Qt::Key_Space}, &CompareWindow::togglePlay);
    addKeys({Qt::Key_Escape}, &QWidget::hide);
    // Issue 29: Ctrl+0 belonged to the main window only, so a panel zoomed with the wheel
    // could not be brought back.
    m_fitAction->setObjectName(QStringLiteral("compareFitAction"));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, this, &CompareWindow::fitAll);
    addAction(m_fitAction);

    connect(m_modes, &QButtonGroup::buttonClicked, this, [this](QAbstractButton *b) {
        setMode(b == m_byLeaf ? Lockstep::Mode::Leaves : Lockstep::Mode::Steps);
    });
    connect(m_add, &QToolButton::clicked, this, [this] { addPanel(); });
    connect(m_source, &SearchSession::treeChanged, this, &CompareWindow::followSource);
    connect(m_source, &SearchSession::treeRefreshed, this, &CompareWindow::followSource);
    updateIcons();
    rebuild();
}

QWidget *CompareWindow::createStepper()
{
    auto *bar = new QWidget(this);
    m_first = transportButton(bar, QStringLiteral("compareFirst"), tr("Back to the start (Home)"));
    m_back = transportButton(bar, QStringLiteral("compareBack"), tr("Step back together (←)"));
    m_play = transportButton(bar, QStringLiteral("comparePlay"), tr("Play / pause (Space)"));
    m_timer = new QTimer(this);
    m_timer->setInterval(800); // time to see what each search did
    m_forward =
        transportButton(bar, QStringLiteral("compareForward"), tr("Step forward together (→)"));
    m_last = transportButton(bar, QStringLiteral("compareLast"), tr("To the end (End)"));
    m_slider = new QSlider(Qt::Horizontal, bar);
    m_slider->setObjectName(QStringLiteral("compareSlider"));
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_positionLabel = plainLabel(bar);
    m_positionLabel->setObjectName(QStringLiteral("comparePosition"));
    m_positionLabel->setFont(scaledFont(m_positionLabel->font(), 1.2, true));
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    for (QToolButton *b : {m_first, m_back, m_play, m_forward, m_last})
        row->addWidget(b);
    row->addWidget(m_slider, 1);
    row->addWidget(m_positionLabel);
    connect(m_first, &QToolButton::clicked, this, &CompareWindow::first);
    connect(m_back, &QToolButton::clicked, this, &CompareWindow::stepBack);
    connect(m_forward, &QToolButton::clicked, this, &CompareWindow::stepForward);
    connect(m_last, &QToolButton::clicked, this, &CompareWindow::last);
    connect(m_slider, &QSlider::valueChanged, this, &CompareWindow::setPosition);
    connect(m_play, &QToolButton::clicked, this, &CompareWindow::togglePlay);
    connect(m_timer, &QTimer::timeout, this, [this] {
        setPosition(m_position + 1);
        if (m_position >= m_lockstep.lastPosition())
            setPlaying(false);
    });
    // A manual step while playing means "I take over": stop the clock.
    for (QToolButton *b : {m_first, m_back, m_forward, m_last})
        connect(b, &QToolButton::clicked, this, [this] { setPlaying(false); });
    return bar;
}

void CompareWindow::fitAll()
{
    for (ComparePanel *panel : std::as_const(m_panels))
        panel->canvas()->fit();
}

bool CompareWindow::isPlaying() const
{
    return m_timer->isActive();
}

void CompareWindow::setPlaying(bool playing)
{
    if (playing && m_lockstep.lastPosition() == 0)
        playing = false;
    if (playing) {
        if (m_position >= m_lockstep.lastPosition())
            first(); // play at the end starts over, as every media player does
        m_timer->start();
    } else {
        m_timer->stop();
    }
    updateIcons();
}

void CompareWindow::togglePlay()
{
    setPlaying(!isPlaying());
}

void CompareWindow::open(const QStringList &algorithms)
{
    if (!algorithms.isEmpty()) {
        const QList<ComparePanel *> old = m_panels;
        for (ComparePanel *panel : old)
            removePanel(panel);
        for (const QString &id : algorithms)
            addPanel(id);
    } else if (m_panels.isEmpty()) {
        addPanel(m_source->algorithm());
        addPanel();
    }
    if (!isVisible()) {
        // Most of the screen it opens on: three trees side by side need the width.
        const QRect screen =
            (parentWidget() ? parentWidget()->screen() : this->screen())->availableGeometry();
        resize(screen.size() * 0.9);
        move(screen.center() - rect().center());
    }
    show();
    raise();
    activateWindow();
}

QString CompareWindow::nextAlgorithm() const
{
    QStringList candidates = {m_source->algorithm()};
    for (const Algorithm *a : comparisonOrder())
        candidates << a->id();
    const GameTree &tree = m_source->tree();
    for (const QString &id : std::as_const(candidates)) {
        const Algorithm *a = findAlgorithm(id);
        const bool used = std::any_of(m_panels.begin(), m_panels.end(), [&id](ComparePanel *p) {
            return p->session()->algorithm() == id;
        });
        if (a && !used && (tree.isEmpty() || !a->refusal(tree)))
            return id;
    }
    return m_source->algorithm();
}

ComparePanel *CompareWindow::addPanel(const QString &algorithm)
{
    if (m_panels.size() >= MaxPanels)
        return nullptr;
    const QString id = algorithm.isEmpty() ? nextAlgorithm() : algorithm;
    // Each panel starts from the options the main window last searched each algorithm with.
    auto *panel = new ComparePanel(m_source->tree(), id, m_source->choice(), m_splitter);
    m_splitter->addWidget(panel);
    m_panels << panel;
    // Equal widths: the trees are drawn at comparable sizes.
    m_splitter->setSizes(QList<int>(m_panels.size(), 1000));
    connect(panel, &ComparePanel::searchChanged, this, &CompareWindow::rebuild);
    connect(panel, &ComparePanel::removeRequested, this, [this, panel] { removePanel(panel); });
    rebuild();
    return panel;
}

void CompareWindow::removePanel(ComparePanel *panel)
{
    if (!m_panels.removeOne(panel))
        return;
    // Out of the splitter at once: hidden, it kept its place there until deleted, and the
    // equal widths set for the panels left fell on the wrong ones.
    panel->hide();
    panel->setParent(nullptr);
    panel->deleteLater(); // it may be in its own button's signal
    if (!m_panels.isEmpty())
        m_splitter->setSizes(QList<int>(m_panels.size(), 1000));
    rebuild();
}

void CompareWindow::setMode(Lockstep::Mode mode)
{
    // The first search stays about where it was: at the same leaf read, or the same step.
    const int step = m_panels.isEmpty() ? 0 : m_lockstep.stepAt(0, m_position);
    m_lockstep.setMode(mode);
    (mode == Lockstep::Mode::Leaves ? m_byLeaf : m_byStep)->setChecked(true);
    m_position = m_panels.isEmpty() ? 0 : m_lockstep.positionOf(0, step);
    showPosition();
}

void CompareWindow::setPosition(int position)
{
    m_position = std::clamp(position, 0, m_lockstep.lastPosition());
    showPosition();
}

void CompareWindow::followSource()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    m_rebuilding = true;
    for (ComparePanel *panel : std::as_const(m_panels))
        panel->setTree(m_source->tree());
    m_rebuilding = false;
    rebuild();
}

void CompareWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        followSource();
}

void CompareWindow::hideEvent(QHideEvent *event)
{
    setPlaying(false);
    QWidget::hideEvent(event);
}

void CompareWindow::rebuild()
{
    if (m_rebuilding)
        return;
    std::vector<Lockstep::Track> tracks;
    for (ComparePanel *panel : std::as_const(m_panels))
        tracks.push_back(Lockstep::trackOf(panel->session()->trace()));
    m_lockstep.setTracks(std::move(tracks));
    m_position =
        m_atEnd ? m_lockstep.lastPosition() : std::clamp(m_position, 0, m_lockstep.lastPosition());
    for (ComparePanel *panel : std::as_const(m_panels))
        panel->setRemovable(m_panels.size() > 2);
    m_add->setEnabled(m_panels.size() < MaxPanels);
    showPosition();
    updateSummary();
}

void CompareWindow::showPosition()
{
    const int last = m_lockstep.lastPosition();
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, last);
        m_slider->setValue(m_position);
    }
    for (int i = 0; i < m_panels.size(); ++i) {
        const int step = m_lockstep.stepAt(i, m_position);
        m_panels[i]->showStep(step, m_lockstep.leavesReadAt(i, step), m_lockstep.leafCount(i));
    }
    if (m_lockstep.mode() == Lockstep::Mode::Steps)
        m_positionLabel->setText(tr("Step %1 / %2").arg(m_position).arg(last));
    else if (m_lockstep.isEnd(m_position))
        m_positionLabel->setText(tr("End: every search finished"));
    else if (m_position == 0)
        m_positionLabel->setText(tr("Start: no leaf read yet"));
    else
        m_positionLabel->setText(tr("Leaf read %1 / %2").arg(m_position).arg(last - 1));
    m_atEnd = last > 0 && m_position == last;
    m_first->setEnabled(m_position > 0);
    m_back->setEnabled(m_position > 0);
    m_forward->setEnabled(m_position < last);
    m_last->setEnabled(m_position < last);
    m_play->setEnabled(last > 0);
}

void CompareWindow::updateSummary()
{
    std::vector<Result> results;
    QStringList refusals;
    for (ComparePanel *panel : std::as_const(m_panels)) {
        if (const Trace *trace = panel->session()->trace()) {
            const Algorithm *a = findAlgorithm(panel->session()->algorithm());
            Result r;
            r.title = panel->title();
            r.leaves = trace->summary.leavesEvaluated;
            r.value = trace->summary.value;
            r.move = trace->summary.bestChild;
            r.proof = a && a->valueMeaning() == Algorithm::ValueMeaning::Proof;
            r.expanded = trace->summary.internalVisited;
            r.estimate = panel->estimates();
            r.iterations = panel->session()->iterationCount();
            results.push_back(r);
        } else if (!panel->session()->tree().isEmpty()) {
            refusals << tr("%1 cannot search this tree.").arg(panel->title());
        }
    }
    QStringList sentences;
    if (results.size() >= 2) {
        // The exact searches are compared by the leaves they read; an MCTS reads a leaf in
        // every playout, so it is counted in iterations.
        std::vector<Result> exact;
        for (const Result &r : results) {
            if (!r.estimate)
                exact.push_back(r);
        }
        if (exact.size() >= 2) {
            const qint64 fewest =
                std::min_element(exact.begin(), exact.end(), [](const Result &a, const Result &b) {
                    return a.leaves < b.leaves;
                })->leaves;
            QStringList best, others;
            for (const Result &r : exact) {
                if (r.leaves == fewest)
                    best << r.title;
                else
                    others << QStringLiteral("%1 %2").arg(r.title).arg(r.leaves);
            }
            sentences << (others.isEmpty() ? tr("Each reads %n leaves.", nullptr, int(fewest))
                                           : tr("Fewest leaves read: %1 with %2 (%3).")
                                                 .arg(best.join(QStringLiteral(", ")))
                                                 .arg(fewest)
                                                 .arg(others.join(QStringLiteral(", "))));
        } else if (exact.size() == 1) {
            sentences
                << tr("%1 reads %2 leaves.").arg(exact.front().title).arg(exact.front().leaves);
        }
        for (const Result &r : results) {
            if (r.estimate)
                sentences << tr("%1 runs %2 iterations, reading %3 leaves in its playouts.")
                                 .arg(r.title)
                                 .arg(r.iterations)
                                 .arg(r.leaves);
        }
        sentences << valueSentences(results);
    }
    m_summary->setText((sentences + refusals).join(u' '));
}

QStringList CompareWindow::valueSentences(const std::vector<Result> &results) const
{
    QStringList sentences;
    std::vector<const Result *> valued, sampled, moving; // moving: those that choose a move
    for (const Result &r : results) {
        if (r.proof)
            continue;
        (r.estimate ? sampled : valued).push_back(&r);
        moving.push_back(&r);
    }
    QStringList values;
    bool sameValue = true;
    for (const Result *r : valued) {
        values << QStringLiteral("%1 %2").arg(r->title, formatValue(r->value));
        sameValue = sameValue && std::abs(r->value - valued.front()->value) <= 1e-9;
    }
    if (valued.size() >= 2)
        sentences << (sameValue
                          ? tr("Same value: %1.").arg(formatValue(valued.front()->value))
                          : tr("The values differ: %1.").arg(values.join(QStringLiteral(", "))));
    else if (valued.size() == 1 && sampled.empty())
        sentences << tr("%1 finds the value %2.")
                         .arg(valued.front()->title, formatValue(valued.front()->value));
    for (const Result &r : results) {
        if (r.proof)
            sentences << (r.value != 0 ? tr("%1: the root is proven, %2 nodes expanded.")
                                       : tr("%1: the root is disproven, %2 nodes expanded."))
                             .arg(r.title)
                             .arg(r.expanded);
    }
    for (const Result *r : sampled) {
        if (!valued.empty() && sameValue)
            sentences << tr("%1 estimates %2 (the value is %3).")
                             .arg(r->title, formatValue(r->value),
                                  formatValue(valued.front()->value));
        else
            sentences << tr("%1 estimates %2.").arg(r->title, formatValue(r->value));
    }
    // Where the searches choose different moves, the window says so: the point of comparing
    // minimax with expectimax on ((10,10),(9,100)), and of asking whether UCT has found the
    // minimax move yet.
    const GameTree &tree = m_panels.front()->session()->tree();
    const bool allMove =
        moving.size() >= 2 && std::all_of(moving.begin(), moving.end(),
                                          [](const Result *r) { return r->move.has_value(); });
    if (!allMove)
        return sentences;
    QStringList moves;
    bool sameMove = true;
    for (const Result *r : moving) {
        moves << QStringLiteral("%1 %2").arg(
            r->title, rootMoveWords(tree, tree.child(tree.root(), *r->move)));
        sameMove = sameMove && r->move == moving.front()->move;
    }
    sentences
        << (sameMove
                ? tr("Same move: %1.")
                      .arg(rootMoveWords(tree, tree.child(tree.root(), *moving.front()->move)))
                : tr("They choose different moves: %1.").arg(moves.join(QStringLiteral(", "))));
    return sentences;
}

void CompareWindow::updateIcons()
{
    m_first->setIcon(transportIcon(TransportIcon::First, palette()));
    m_back->setIcon(transportIcon(TransportIcon::Back, palette()));
    m_play->setIcon(
        transportIcon(isPlaying() ? TransportIcon::Pause : TransportIcon::Play, palette()));
    m_forward->setIcon(transportIcon(TransportIcon::Forward, palette()));
    m_last->setIcon(transportIcon(TransportIcon::Last, palette()));
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        updateIcons();
    QWidget::changeEvent(event);
}

} // namespace gt
