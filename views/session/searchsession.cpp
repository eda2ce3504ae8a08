#include "searchsession.h"

#include "paintgate.h"
#include "workerpool.h"

#include "core/search/algorithm.h"
#include "core/search/mcts/mctsconvergence.h"
#include "core/trace/eventquery.h"
#include "core/trace/replayer.h"
#include "core/trace/stepfollow.h"

#include <QSignalBlocker>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <climits>
#include <iterator>
#include <utility>

namespace gt {

namespace {

// Names every frame a session shows, uniquely in the process (FrameChange).
std::uint64_t nextFrameName()
{
    static std::atomic<std::uint64_t> last{0};
    return ++last;
}

// What the frames of `algorithm` use, also when it refused the tree and so made no trace.
TraceFeatures declaredFeatures(const QString &algorithm)
{
    const Algorithm *a = findAlgorithm(algorithm);
    return a ? a->features() : TraceFeatures();
}

} // namespace

SearchSession::SearchSession(QObject *parent)
    : QObject(parent)
    , m_choice(new AlgorithmChoice(this))
{
    connect(m_choice, &AlgorithmChoice::changed, this, &SearchSession::onChoiceChanged);
    connect(&m_preparing, &QFutureWatcher<Prepared>::finished, this, &SearchSession::onPrepared);
    recompute();
}

SearchSession::~SearchSession()
{
    stopPreparing();
}

void SearchSession::startPreparing()
{
    if (!m_replayer || !m_trace ||
        (m_document.tree.size() < PrepareFrom && int(m_trace->events.size()) < PrepareFrom))
        return;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stopPreparing = stop;
    // In line with the statistics, after the first paint (PaintGate::waitOpen).
    m_preparing.setFuture(
        runInLine([tree = &m_document.tree, trace = &*m_trace, revision = m_traceRevision, stop,
                   gate = PaintGate::instance()] {
            if (!gate->waitOpen([&] { return stop->load(); }))
                return Prepared{revision, nullptr};
            auto replayer = std::make_shared<Replayer>(*tree, *trace);
            const bool done = replayer->prepare([&] { return stop->load(); });
            return Prepared{revision, done ? std::move(replayer) : nullptr};
        }));
}

void SearchSession::stopPreparing()
{
    if (m_stopPreparing)
        m_stopPreparing->store(true);
    m_preparing.waitForFinished();
    m_stopPreparing.reset();
}

void SearchSession::onPrepared()
{
    if (!m_preparing.future().isValid() || m_preparing.future().resultCount() == 0)
        return;
    const Prepared p = m_preparing.result();
    // A worker stopped, or one for an older trace whose end came after a new one started.
    if (!p.replayer || p.traceRevision != m_traceRevision || !m_replayer)
        return;
    m_replayer->adoptCheckpoints(*p.replayer);
    m_preparing.setFuture(QFuture<Prepared>()); // the worker's replayer goes now
    emit prepared();
    if (m_pendingStep > 0) // the document's own step, now a short replay away
        setStep(std::exchange(m_pendingStep, -1));
}

void SearchSession::setDocument(Document document, std::optional<Trace> searched)
{
    stopPreparing(); // it reads the tree and the trace
    const int step = document.step < 0 ? INT_MAX : document.step;
    if (document.tree.size() >= HoldPaintFrom)
        PaintGate::instance()->hold(); // what the first paint does not need waits for it
    emit treeAboutToChange();
    m_document = std::move(document);
    {
        const QSignalBlocker quiet(m_choice); // searched once, below
        m_choice->adopt(m_document.algorithm, m_document.options);
    }
    ++m_treeRevision;
    // Node ids belong to the old tree; a breakpoint on "node 7" of another tree is a trap.
    m_nodeBreakpoints.assign(std::size_t(m_document.tree.size()), 0);
    // A big document saved at a late step opens at the start and goes there once the worker
    // has its checkpoints: replaying a million events first held its first paint back by
    // seconds (issue 29).
    const bool later =
        searched && step > 0 &&
        (m_document.tree.size() >= PrepareFrom || int(searched->events.size()) >= PrepareFrom);
    m_step = later ? 0 : step;
    recompute(std::move(searched), StepRule::Clamp);
    if (later && isPreparing()) {
        m_pendingStep = step;
    } else if (later && m_replayer) { // nothing to wait for
        m_step = std::clamp(step, 0, stepCount());
        m_replayer->seek(m_step);
    }
    emit treeChanged();
    emit traceChanged();
    emit breakpointsChanged();
    emit stepChanged(m_step);
}

void SearchSession::setTree(GameTree tree, const std::vector<NodeId> &oldToNew)
{
    stopPreparing();
    const bool sameShape = tree.size() == m_document.tree.size();
    emit treeAboutToChange();
    m_document.tree = std::move(tree);
    ++m_treeRevision;
    if (!sameShape)
        m_nodeBreakpoints.assign(std::size_t(m_document.tree.size()), 0);
    recompute(std::nullopt, StepRule::FollowEvent, oldToNew);
    emit treeChanged();
    emit traceChanged();
    if (!sameShape)
        emit breakpointsChanged();
    emit stepChanged(m_step);
}

void SearchSession::setEditedTree(GameTree tree, TreeChange change, const QString &algorithm,
                                  const std::vector<NodeId> &oldToNew)
{
    const bool newAlgorithm = !algorithm.isEmpty() && algorithm != m_choice->algorithm();
    if (newAlgorithm) {
        const QSignalBlocker quiet(m_choice); // searched once, with the new tree
        m_choice->choose(algorithm);
    }
    if (change == TreeChange::Structure || tree.size() != m_document.tree.size()) {
        setTree(std::move(tree), oldToNew);
        return;
    }
    // The replayer keeps a pointer to m_document.tree, which stays where it is.
    const bool wasPreparing = isPreparing();
    stopPreparing();
    emit treeAboutToChange();
    m_document.tree = std::move(tree);
    ++m_treeRevision;
    if (change == TreeChange::Labels && !newAlgorithm) {
        // Names and move labels are not read by any search: the trace and the frame stand,
        // only the texts (canvas, narration, call stack) are drawn again.
        if (wasPreparing)
            startPreparing();
        emit treeRefreshed();
        emit stepChanged(m_step);
        return;
    }
    recompute(std::nullopt, StepRule::FollowEvent, oldToNew);
    emit treeRefreshed();
    emit traceChanged();
    emit stepChanged(m_step);
}

void SearchSession::onChoiceChanged()
{
    recompute();
    emit traceChanged();
    emit stepChanged(m_step);
}

void SearchSession::setTitleAndNotes(const QString &title, const QString &notes)
{
    m_document.title = title;
    m_document.notes = notes;
}

Document SearchSession::document() const
{
    Document d = m_document;
    d.algorithm = m_choice->algorithm();
    d.options = m_choice->options();
    d.step = m_step;
    return d;
}

const Frame &SearchSession::frame() const
{
    return m_replayer ? m_replayer->frame() : m_bareFrame;
}

std::shared_ptr<const Frame> SearchSession::sharedFrame() const
{
    return m_replayer ? m_replayer->sharedFrame() : nullptr;
}

const TraceEvent *SearchSession::currentEvent() const
{
    if (!m_trace || m_step <= 0 || m_step > int(m_trace->events.size()))
        return nullptr;
    return &m_trace->events[std::size_t(m_step - 1)];
}

int SearchSession::stepCount() const
{
    return m_replayer ? m_replayer->stepCount() : 0;
}

int SearchSession::checkpointedTo() const
{
    return m_replayer ? m_replayer->checkpointedTo() : 0;
}

std::size_t SearchSession::replayerBytes() const
{
    return m_replayer ? m_replayer->memoryBytes() : 0;
}

void SearchSession::recompute(std::optional<Trace> searched, StepRule rule,
                              const std::vector<NodeId> &oldToNew)
{
    stopPreparing();
    m_pendingStep = -1;
    ++m_traceRevision;
    // The replayer points into the trace: drop it before the trace changes. The old trace is
    // kept until the step has found its event in the new one.
    m_replayer.reset();
    std::optional<Trace> before;
    if (rule == StepRule::FollowEvent)
        before = std::move(m_trace);
    m_trace.reset();
    m_refusal.clear();
    m_features = declaredFeatures(m_choice->algorithm());
    m_bareFrame = Frame();
    m_iterationEnds.clear();

    if (m_document.tree.isEmpty()) {
        m_refusal = tr("There is no tree yet: open one from the File or Examples menu, or type "
                       "one in the Tree field, e.g. ((10,10),(9,100)).");
    } else {
        QString error;
        if (searched && searched->algorithm == m_choice->algorithm())
            m_trace = std::move(searched);
        else
            m_trace = m_choice->search(m_document.tree, &error);
        if (m_trace) {
            m_replayer = std::make_unique<Replayer>(m_document.tree, *m_trace);
            m_features = m_trace->features;
            // Only a search tree grown iteration by iteration (MCTS) has iterations to step.
            if (m_features.testFlag(TraceFeature::SearchTree))
                m_iterationEnds = mctsIterationEnds(*m_trace);
        } else {
            m_refusal = error;
        }
    }
    if (!m_replayer) {
        // Shown when the algorithm refuses the tree: the frame before a search that never ran,
        // so that it still says which nodes average (chance edges keep their probabilities on
        // the canvas while the lecturer fixes them), by the replayer's own rule. Kept only
        // while there is no replayer: a second frame of a big tree costs its size again.
        Trace noSearch;
        noSearch.algorithm = m_choice->algorithm();
        noSearch.features = m_features;
        m_bareFrame = Replayer(m_document.tree, noSearch).frame();
    }
    if (before && m_trace)
        m_step = followStep(*before, m_step, *m_trace, oldToNew);
    m_step = std::clamp(m_step, 0, stepCount());
    if (m_replayer) {
        m_replayer->seek(m_step);
        m_replayer->trackChanges(true); // from this frame on
    }
    m_change = {0, nextFrameName(), {}}; // a new frame: nothing to compare it with
    startPreparing();
}

void SearchSession::setStep(int step)
{
    m_pendingStep = -1; // a step asked for wins over the document's, still to come
    step = std::clamp(step, 0, stepCount());
    if (m_stepLimit >= 0 && step > m_stepLimit) {
        step = m_stepLimit;
        emit stepHeld(); // every way forward comes through here: the quiz says why not
    }
    if (step == m_step)
        return;
    m_step = step;
    const bool workerPending = isPreparing() || m_preparing.future().resultCount() > 0;
    if (m_replayer && workerPending &&
        step - std::max(m_replayer->checkpointedTo(), m_replayer->frame().step) >
            std::max(1, stepCount() / 64)) {
        // A far jump into a stretch never replayed: the worker, which began earlier, is
        // nearer its end than a replay from here would be (or done, its result not yet taken).
        // It may still wait for the first paint (PaintGate::waitOpen): someone is waiting for
        // it now.
        PaintGate::instance()->open();
        m_preparing.waitForFinished();
        onPrepared();
    }
    if (m_replayer) {
        m_replayer->seek(step);
        m_change = {m_change.to, nextFrameName(), m_replayer->takeChangedNodes()};
    }
    emit stepChanged(m_step);
}

void SearchSession::setStepLimit(int limit)
{
    m_stepLimit = limit;
    if (limit >= 0 && m_step > limit)
        setStep(limit);
}

void SearchSession::stepForward()
{
    if (m_granularity == Granularity::Iteration && hasIterations())
        nextIteration();
    else
        setStep(m_step + 1);
}

void SearchSession::stepBack()
{
    if (m_granularity == Granularity::Iteration && hasIterations())
        previousIteration();
    else
        setStep(m_step - 1);
}

int SearchSession::iterationsDone() const
{
    return int(std::upper_bound(m_iterationEnds.begin(), m_iterationEnds.end(), m_step) -
               m_iterationEnds.begin());
}

void SearchSession::setGranularity(Granularity granularity)
{
    if (granularity == m_granularity)
        return;
    m_granularity = granularity;
    emit granularityChanged(granularity);
}

void SearchSession::nextIteration()
{
    if (!hasIterations()) {
        setStep(m_step + 1);
        return;
    }
    const auto next = std::upper_bound(m_iterationEnds.begin(), m_iterationEnds.end(), m_step);
    // Past the last iteration's end only the closing event is left: the end of the trace.
    runTo(next == m_iterationEnds.end() ? stepCount() : *next);
}

void SearchSession::previousIteration()
{
    if (!hasIterations()) {
        setStep(m_step - 1);
        return;
    }
    const auto before = std::lower_bound(m_iterationEnds.begin(), m_iterationEnds.end(), m_step);
    setStep(before == m_iterationEnds.begin() ? 0 : *std::prev(before));
}

void SearchSession::goToIteration(int k)
{
    k = std::clamp(k, 0, iterationCount());
    setStep(k == 0 ? 0 : m_iterationEnds[std::size_t(k - 1)]);
}

void SearchSession::first()
{
    setStep(0);
}

void SearchSession::last()
{
    setStep(stepCount());
}

void SearchSession::stepOver()
{
    if (!m_trace || m_step >= stepCount())
        return;
    NodeId node = frame().current == NoNode ? m_document.tree.root() : frame().current;
    const NodeState state = frame().nodes[std::size_t(node)].state;
    if (state == NodeState::Done || state == NodeState::Pruned) {
        // Like a debugger after a return: step over the next call, or take one step.
        node = openedNode(m_trace->events[std::size_t(m_step)]);
        if (node == NoNode) {
            stepForward();
            return;
        }
    }
    runTo(finishStep(m_document.tree, *m_trace, m_step, node));
}

void SearchSession::stepOut()
{
    if (!m_trace || m_step >= stepCount())
        return;
    const NodeId node = frame().current == NoNode ? m_document.tree.root() : frame().current;
    const NodeId parent = m_document.tree.parent(node);
    runTo(parent == NoNode ? stepCount() : finishStep(m_document.tree, *m_trace, m_step, parent));
}

void SearchSession::runTo(int target)
{
    // Like a debugger: a breakpoint inside the subtree being stepped over still stops.
    for (int s = m_step + 1; s < target; ++s) {
        if (isBreakStep(s)) {
            setStep(s);
            return;
        }
    }
    setStep(target);
}

bool SearchSession::isBreakStep(int step) const
{
    if (!m_trace || step <= 0 || step > int(m_trace->events.size()))
        return false;
    const TraceEvent &e = m_trace->events[std::size_t(step - 1)];
    if (m_breakOnCutoffs && isCutoff(e))
        return true;
    if (m_breakOnLeafReads && isLeafRead(e))
        return true;
    // A node breakpoint fires when the search arrives at the node, not on every event about it.
    return hasNodeBreakpoint(reachedNode(e));
}

bool SearchSession::anyBreakpoint() const
{
    return m_breakOnCutoffs || m_breakOnLeafReads ||
           std::find(m_nodeBreakpoints.begin(), m_nodeBreakpoints.end(), 1) !=
               m_nodeBreakpoints.end();
}

void SearchSession::runToNextBreakpoint()
{
    for (int s = m_step + 1; s <= stepCount(); ++s) {
        if (isBreakStep(s)) {
            setStep(s);
            return;
        }
    }
    last();
}

void SearchSession::setNodeBreakpoint(NodeId node, bool on)
{
    if (node < 0 || node >= NodeId(m_nodeBreakpoints.size()) || hasNodeBreakpoint(node) == on)
        return;
    m_nodeBreakpoints[std::size_t(node)] = on ? 1 : 0;
    emit breakpointsChanged();
}

bool SearchSession::hasNodeBreakpoint(NodeId node) const
{
    return node >= 0 && node < NodeId(m_nodeBreakpoints.size()) &&
           m_nodeBreakpoints[std::size_t(node)];
}

void SearchSession::clearNodeBreakpoints()
{
    std::fill(m_nodeBreakpoints.begin(), m_nodeBreakpoints.end(), 0);
    emit breakpointsChanged();
}

void SearchSession::setBreakOnCutoffs(bool on)
{
    if (on == m_breakOnCutoffs)
        return;
    m_breakOnCutoffs = on;
    emit breakpointsChanged();
}

void SearchSession::setBreakOnLeafReads(bool on)
{
    if (on == m_breakOnLeafReads)
        return;
    m_breakOnLeafReads = on;
    emit breakpointsChanged();
}

} // namespace gt
