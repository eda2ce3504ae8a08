#include "replayer.h"

#include "eventkind.h"
#include "eventquery.h"
#include "frameedit.h"
#include "invariant.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <unordered_set>

namespace gt {

namespace {

// Whether the node has been visited in the pass the frame is in.
bool visitedInPass(NodeState s)
{
    return s == NodeState::OnPath || s == NodeState::Current || s == NodeState::Done;
}

} // namespace

Replayer::Replayer(const GameTree &tree, const Trace &trace)
    : m_tree(&tree)
    , m_trace(&trace)
    , m_lowestFirst(takesLowestMerit(trace))
{
    // B*: only the root is known at the start; the rest appear as their parents are expanded.
    if (trace.features.testFlag(TraceFeature::Intervals) && !tree.isEmpty()) {
        m_initialOther.notGenerated = true;
        if (const auto iv = generatedBounds(tree, 0)) {
            m_initialRoot.pess = iv->pess;
            m_initialRoot.opt = iv->opt;
        }
    }
    if (trace.features.testFlag(TraceFeature::OpenClosed)) { // nothing is generated yet
        m_initialRoot.list = ListPlace::Ungenerated;
        m_initialOther.list = ListPlace::Ungenerated;
    }
    if (trace.features.testFlag(TraceFeature::SearchTree)) { // the root alone, unexpanded
        m_initialRoot.tree = TreePlace::InTree;
        m_initialOther.tree = TreePlace::Outside;
    }
    m_frame.nodes.assign(tree.size(), m_initialOther);
    if (!tree.isEmpty())
        m_frame.nodes.set(0, m_initialRoot);
    m_touchedIn.assign(tree.size(), 0);
    m_stampIn.assign(tree.size(), 0);
    m_frame.averaging.assign(tree.size(), 0);
    m_frame.passCount = passCount(trace);
    if (trace.summary.bestChild && !tree.isEmpty() && !tree.isLeaf(0))
        m_frame.chosen = tree.child(0, *trace.summary.bestChild);
    if (const auto bounds = leafBoundsOf(trace)) {
        m_frame.hasLeafBounds = true;
        m_frame.leafLow = bounds->low;
        m_frame.leafHigh = bounds->high;
    }
    const bool minAverages = trace.features.testFlag(TraceFeature::AveragesMin);
    for (NodeId n = 0; n < tree.size(); ++n) {
        const NodeKind k = tree.kind(n);
        m_frame.averaging[n] =
            !tree.isLeaf(n) && (k == NodeKind::Chance || (minAverages && k == NodeKind::Min));
    }
    for (const TraceEvent &e : trace.events) {
        if (eventKind(e.type).queues)
            m_allQueued.push_back(e.node);
        m_passes = m_passes || e.type == EventType::PassStart;
    }
    // A checkpoint every n/32 node changes (at least 16,384), and at pass starts: a jump
    // replays at most that much. The checkpoints hold at most 64 bytes per node plus the
    // trace's own size (8 per node that differs from step 0 in each block a checkpoint does
    // not share, the frames themselves shared), beyond which they are thinned out and the
    // spacing doubles. Blocks shared make them cheap: minimax at a million nodes keeps 256
    // checkpoints in 43 bytes a node, where whole ones every n/8 were thinned to 19 in 108.
    m_spacing = std::max<std::size_t>(16384, std::size_t(tree.size()) / 32);
    m_budget = 64 * std::size_t(tree.size()) + trace.events.size() * sizeof(TraceEvent) +
               (std::size_t(1) << 20);
}

const NodeFrame &Replayer::initialNode(NodeId n) const
{
    return n == 0 ? m_initialRoot : m_initialOther;
}

void Replayer::setCheckpointSpacing(std::size_t changes, std::size_t budgetBytes,
                                    std::size_t blockNodes)
{
    m_spacing = std::max<std::size_t>(1, changes);
    m_budget = budgetBytes;
    m_blockNodes = std::max<std::size_t>(1, blockNodes);
}

void Replayer::seek(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == m_frame.step)
        return;
    // Replaying from the last checkpoint before `step` costs the nodes to rewrite (those the
    // log has changed since m_base, and those the two checkpoints hold) and at most a spacing
    // of replay; walking there costs the work in between (the undo log's changes back).
    const CheckpointPtr from = checkpointAtOrBefore(step);
    const int fromStep = from ? from->step : 0;
    const auto restoreCost = std::int64_t(this->restoreCost(from));
    bool restart = false;
    if (step > m_frame.step) {
        // Forward, a node written by a restore costs about a tenth of a unit of replayed work
        // (an event, or a node change, which logs the frame it replaces): 20 ns against 0.2 µs
        // at a million nodes. Counted alike, minimax's 2,000,000-event trace walked forward
        // 400,000 steps rather than restore a checkpoint of a million nodes (150 ms, not 50).
        const std::int64_t walk = (from ? from->work : 0) - m_work;
        restart = fromStep > m_frame.step && walk > restoreCost / 4;
    } else if (step < m_baseStep) {
        restart = true; // the undo log does not reach back so far
    } else if (fromStep > m_baseStep) {
        const auto undo =
            std::int64_t(m_changes.size() - m_marks[std::size_t(step - m_baseStep)].changes);
        restart = undo > restoreCost + std::int64_t(m_spacing);
    }
    if (restart)
        restoreCheckpoint(from);
    while (m_frame.step < step)
        forward();
    while (m_frame.step > step)
        backward();
}

bool Replayer::prepare(const std::function<bool()> &stopped)
{
    while (m_frame.step < stepCount()) {
        if (stopped())
            return false;
        forward();
    }
    return true;
}

void Replayer::adoptCheckpoints(Replayer &prepared)
{
    if (prepared.m_trace != m_trace || prepared.m_tree != m_tree ||
        prepared.m_blockNodes != m_blockNodes || prepared.checkpointedTo() <= checkpointedTo())
        return;
    // The undo log starts at m_base, whose blocks point into this pool: it is carried over to
    // the prepared pool, its frames added there (a step back or a restore compares with it).
    CheckpointPtr base = m_base;
    FramePool pool = std::move(m_pool);
    m_pool = std::move(prepared.m_pool);
    m_blocks = std::move(prepared.m_blocks);
    m_checkpoints = std::move(prepared.m_checkpoints);
    m_spacing = prepared.m_spacing;
    if (base) {
        auto moved = std::make_shared<Checkpoint>(*base);
        for (BlockPtr &b : moved->blocks) {
            if (!b)
                continue;
            Block block = *b;
            for (auto &[n, index] : block)
                index = m_pool.add(pool[index], nodeFrameDigest(pool[index]));
            bool made = false;
            b = sharedBlock(std::move(block), &made);
        }
        m_base = std::move(moved);
    }
    m_checkpointBytes = checkpointsBytes();
}

std::size_t Replayer::memoryBytes() const
{
    std::size_t bytes = m_changes.capacity() * sizeof(Change) + m_logFrames.memoryBytes() +
                        m_marks.capacity() * sizeof(StepMark) +
                        m_touched.capacity() * sizeof(NodeId) +
                        (m_touchedIn.capacity() + m_stampIn.capacity()) * sizeof(std::int32_t) +
                        m_allQueued.capacity() * sizeof(NodeId) + m_pool.memoryBytes() +
                        m_changed.capacity() * sizeof(m_changed[0]) + m_changedIn.capacity() +
                        m_checkpoints.capacity() * sizeof(CheckpointPtr) +
                        m_likeOfPool.capacity() * sizeof(m_likeOfPool[0]);
    return bytes + checkpointsBytes();
}

std::size_t Replayer::checkpointsBytes() const
{
    std::vector<const Checkpoint *> all;
    for (const CheckpointPtr &c : m_checkpoints)
        all.push_back(c.get());
    if (m_base &&
        std::find(m_checkpoints.begin(), m_checkpoints.end(), m_base) == m_checkpoints.end())
        all.push_back(m_base.get()); // thinned out, still the log's start
    std::unordered_set<const Block *> counted;
    std::size_t bytes = 0;
    for (const Checkpoint *c : all) {
        bytes += c->bytes() + c->blocks.capacity() * sizeof(BlockPtr);
        for (const BlockPtr &b : c->blocks) {
            if (b && counted.insert(b.get()).second)
                bytes += blockBytes(*b);
        }
    }
    return bytes;
}

std::size_t Replayer::blockBytes(const Block &b)
{
    return sizeof(Block) + 32 + b.capacity() * sizeof(Block::value_type); // 32: shared_ptr's
}

std::size_t Replayer::restoreCost(const CheckpointPtr &c) const
{
    // The nodes changed since m_base, and those in the blocks m_base and c do not share.
    std::size_t cost = m_changes.size();
    const std::size_t blocks =
        std::max(m_base ? m_base->blocks.size() : 0, c ? c->blocks.size() : 0);
    for (std::size_t b = 0; b < blocks; ++b) {
        const Block *held = m_base ? m_base->blocks[b].get() : nullptr;
        const Block *target = c ? c->blocks[b].get() : nullptr;
        if (held != target)
            cost += (held ? held->size() : 0) + (target ? target->size() : 0);
    }
    return cost;
}

void Replayer::syncOpen(NodeId n, const NodeFrame &before, const NodeFrame &after)
{
    if (before.sss == after.sss && before.merit == after.merit)
        return;
    if (before.sss != SssStatus::None)
        m_frame.open.erase({n, before.sss, before.merit});
    if (after.sss != SssStatus::None)
        m_frame.open.insert({n, after.sss, after.merit});
}

void Replayer::touch(NodeId n)
{
    if (m_touchedIn[n] == m_touchEpoch)
        return;
    m_touchedIn[n] = m_touchEpoch;
    m_touched.push_back(n);
}

void Replayer::noteWritten(NodeId n)
{
    if (m_tracking && !m_changedIn[n]) {
        m_changedIn[n] = 1;
        m_changed.push_back(n);
    }
}

void Replayer::write(NodeId n, const NodeFrame &f)
{
    noteWritten(n);
    m_frame.nodes.set(std::size_t(n), f);
}

void Replayer::writeLike(NodeId n, NodeId like)
{
    noteWritten(n);
    m_frame.nodes.setLike(std::size_t(n), std::size_t(like));
}

void Replayer::set(NodeId n, const NodeFrame &f)
{
    touch(n);
    const NodeFrame &was = m_frame.nodes[n];
    m_changes.push_back({n, m_logFrames.add(was, m_frame.nodes.digestAt(std::size_t(n)))});
    ++m_work;
    syncOpen(n, was, f);
    write(n, f);
}

void Replayer::restore(NodeId n, const NodeFrame &f)
{
    touch(n); // stepping back over a pass start brings back the frames it reset
    syncOpen(n, m_frame.nodes[n], f);
    write(n, f);
}

void Replayer::trackChanges(bool on)
{
    takeChangedNodes();
    m_tracking = on;
    m_changedIn.assign(on ? std::size_t(m_tree->size()) : 0, 0);
    m_changedIn.shrink_to_fit();
}

std::vector<NodeId> Replayer::takeChangedNodes()
{
    std::vector<NodeId> out;
    out.swap(m_changed);
    for (const NodeId n : out)
        m_changedIn[n] = 0;
    return out;
}

void Replayer::pruneRange(NodeId from, NodeId to, bool markEdge, bool skipSolved)
{
    // Subtrees where nothing can change are stepped over, so that a purge of SSS* costs what
    // it changes rather than what it spans (on a chain of a million levels every purge spans
    // the rest of the chain): below a pruned node everything was pruned with it, and below a
    // node SSS* has solved everything is settled (by a purge, or by solving its children).
    for (NodeId n = from; n < to; ++n) {
        NodeFrame f = m_frame.nodes[n];
        const bool settledBelow = f.state == NodeState::Pruned ||
                                  (skipSolved && (f.solved || f.state == NodeState::Done));
        const NodeId last = m_tree->subtreeEnd(n) - 1;
        if (f.state == NodeState::Unreached) {
            // The cut marks go on the edges into the subtrees cut off: the range's roots, and
            // nodes under a node this pass visited (not under a pruned one).
            const NodeId p = m_tree->parent(n);
            const bool cutHere = markEdge && (p < from || visitedInPass(m_frame.nodes[p].state));
            if (f.visitedEarlier) { // not pruned: an earlier pass visited it
                if (f.cutEdge || !cutHere)
                    continue;
                f.cutEdge = true;
            } else {
                f.state = NodeState::Pruned;
                f.cutEdge = cutHere;
            }
        } else if (f.state == NodeState::OnPath ||
                   (f.state == NodeState::Current && n != m_frame.current)) {
            f.state = NodeState::Done; // visited, then abandoned (SSS* purges)
        } else if (f.state == NodeState::Current) {
            f.solved = true; // the state taken stays in focus; finished once focus moves on
        } else if (f.sss == SssStatus::None) {
            if (settledBelow)
                n = last;
            continue;
        }
        f.sss = SssStatus::None;
        set(n, f);
        if (settledBelow)
            n = last;
    }
}

void Replayer::pruneUngenerated()
{
    for (NodeId n = 0; n < m_tree->size(); ++n) {
        NodeFrame f = m_frame.nodes[n];
        if (!f.notGenerated || f.state != NodeState::Unreached)
            continue;
        f.state = NodeState::Pruned; // never generated: no cut-off, so no cut mark
        set(n, f);
    }
}

double Replayer::bestMeritBelow(NodeId top) const
{
    // OPEN is ordered by merit, highest first, then node: within one merit the subtree's
    // states are a run. DUAL* walks the merits from the lowest up.
    const NodeId end = m_tree->subtreeEnd(top);
    const std::set<OpenState> &open = m_frame.open;
    auto inLevel = [&](double merit) {
        const auto in = open.lower_bound({top, SssStatus::Live, merit});
        return in != open.end() && in->merit == merit && in->node < end;
    };
    if (m_lowestFirst) {
        for (auto level = open.end(); level != open.begin();) {
            const double merit = std::prev(level)->merit;
            if (inLevel(merit))
                return merit;
            level = open.lower_bound({std::numeric_limits<NodeId>::min(), SssStatus::Live, merit});
        }
        return std::numeric_limits<double>::quiet_NaN();
    }
    for (auto level = open.begin(); level != open.end();) {
        const double merit = level->merit;
        if (inLevel(merit))
            return merit;
        level = open.lower_bound({std::numeric_limits<NodeId>::max(), SssStatus::Live, merit});
    }
    return std::numeric_limits<double>::quiet_NaN();
}

void Replayer::boundFromOpen(NodeId from)
{
    // An inner node SSS* has entered and not solved is worth at most the best merit on OPEN
    // below it; that says something when it is below the merit the node itself was entered
    // with (the states below can be no better than their ancestor's LIVE merit). DUAL*: at
    // least the lowest, when above.
    for (NodeId n = from; n != NoNode; n = m_tree->parent(n)) {
        NodeFrame f = m_frame.nodes[n];
        if (m_tree->isLeaf(n) || f.solved || f.sss != SssStatus::None ||
            f.state == NodeState::Unreached || f.state == NodeState::Pruned)
            continue;
        const double best = bestMeritBelow(n);
        const int sign = m_lowestFirst ? -1 : 1; // compare as SSS* would
        const Bound bound = m_lowestFirst ? Bound::Lower : Bound::Upper;
        if (std::isnan(best) || sign * best >= sign * f.merit ||
            (f.bound == bound && !(sign * best < sign * f.value)))
            continue;
        f.value = best;
        f.bound = bound;
        set(n, f);
    }
}

void Replayer::clearOrderBadges(NodeId parent)
{
    // The badges say why the children are tried in this order while the parent is searched.
    if (m_tree->isLeaf(parent))
        return;
    for (NodeId c : m_tree->children(parent)) {
        if (!m_frame.nodes[c].orderedEarly)
            continue;
        NodeFrame f = m_frame.nodes[c];
        f.orderedEarly = false;
        f.orderScore = 0;
        f.orderReason = OrderReason::PreviousBest;
        set(c, f);
    }
}

void Replayer::startPass(const TraceEvent &e)
{
    // Every node starts the pass afresh. What the pass that ends visited becomes "visited
    // earlier", with the value it found there; what older passes left stays as it was. Only
    // the nodes touched since the last pass start can differ from that, so only they are
    // walked, not the whole tree once per pass.
    const std::vector<NodeId> touched = std::move(m_touched);
    m_touched.clear();
    for (const NodeId n : touched) {
        const NodeFrame &old = m_frame.nodes[n];
        NodeFrame f;
        f.visitedEarlier = old.visitedEarlier;
        f.earlierValue = old.earlierValue;
        f.earlierBound = old.earlierBound;
        f.readCount = old.readCount;     // reads are counted over every pass
        if (old.list != ListPlace::None) // a pass generates its tree afresh
            f.list = ListPlace::Ungenerated;
        if (visitedInPass(old.state)) {
            f.visitedEarlier = true;
            f.earlierValue = old.value;
            f.earlierBound = old.bound;
        }
        if (!sameNodeFrame(f, old))
            set(n, f);
    }
    m_touched.clear(); // every node is now as a pass start leaves it
    ++m_touchEpoch;
    m_frame.pass = *passStartedBy(e);
}

void Replayer::forward()
{
    const TraceEvent &e = m_trace->events[std::size_t(m_frame.step)];
    m_marks.push_back({m_changes.size(), m_frame.current, m_frame.finished, m_frame.pass,
                       m_frame.queued.size(), m_frame.closedCount});
    const EventKind &kind = eventKind(e.type);
    FrameEdit edit(*this);
    if (kind.apply)
        kind.apply(edit, e);
    // A node this pass visits is no longer only "visited earlier".
    const NodeId visited = kind.visited ? kind.visited(e) : NoNode;
    if (visited != NoNode && m_frame.nodes[visited].visitedEarlier) {
        NodeFrame f = m_frame.nodes[visited];
        f.visitedEarlier = false;
        set(visited, f);
    }
    moveFocus(kind, e);
    if (kind.settle)
        kind.settle(edit, e);
    ++m_frame.step;
    ++m_work;
    afterStep();
}

void Replayer::moveFocus(const EventKind &kind, const TraceEvent &e)
{
    const NodeId before = m_frame.current;
    const NodeId after = kind.current ? kind.current(e, before) : e.node;
    if (before != after && before != NoNode && m_frame.nodes[before].state == NodeState::Current) {
        NodeFrame f = m_frame.nodes[before];
        f.state = f.solved ? NodeState::Done : NodeState::OnPath;
        set(before, f);
    }
    // SSS* takes solved states too: the node taken is in focus, finished or not.
    const bool solvedTaken = kind.focusesSolved && after != NoNode &&
                             m_frame.nodes[after].state == NodeState::Done &&
                             m_frame.nodes[after].solved;
    if (after != NoNode && (m_frame.nodes[after].state == NodeState::OnPath || solvedTaken)) {
        NodeFrame f = m_frame.nodes[after];
        f.state = NodeState::Current;
        set(after, f);
    }
    m_frame.current = after;
    assertCounts(after);
}

void Replayer::assertCounts([[maybe_unused]] NodeId n) const
{
    // A frame's counts: CLOSED is a prefix of the nodes queued, the focus is a node of the tree,
    // and no count runs below zero. (childrenDone counts returns, not children: a PVS
    // re-search returns a child twice.)
    GT_ASSERT(m_frame.closedCount >= 0 &&
              std::size_t(m_frame.closedCount) <= m_frame.queued.size());
    GT_ASSERT(n == NoNode || (n >= 0 && n < m_tree->size()));
    GT_ASSERT(n == NoNode ||
              (m_frame.nodes[n].childrenDone >= 0 && m_frame.nodes[n].readCount >= 0));
}

// ---- What an event kind may do (FrameEdit) ---------------------------------------------------

const GameTree &FrameEdit::tree() const
{
    return *m_replayer.m_tree;
}

const Trace &FrameEdit::trace() const
{
    return *m_replayer.m_trace;
}

const Frame &FrameEdit::frame() const
{
    return m_replayer.m_frame;
}

void FrameEdit::set(NodeId n, const NodeFrame &f)
{
    m_replayer.set(n, f);
}

void FrameEdit::prune(NodeId from, NodeId to, bool markEdge, bool skipSolved)
{
    m_replayer.pruneRange(from, to, markEdge, skipSolved);
}

void FrameEdit::clearOrderBadges(NodeId parent)
{
    m_replayer.clearOrderBadges(parent);
}

void FrameEdit::startPass(const TraceEvent &e)
{
    m_replayer.startPass(e);
}

void FrameEdit::pruneUngenerated()
{
    m_replayer.pruneUngenerated();
}

void FrameEdit::finish()
{
    m_replayer.m_frame.finished = true;
}

void FrameEdit::queue(NodeId n)
{
    m_replayer.m_frame.queued.push_back(n);
}

void FrameEdit::closeFront()
{
    ++m_replayer.m_frame.closedCount;
}

void FrameEdit::boundFromOpen(NodeId from)
{
    m_replayer.boundFromOpen(from);
}

void Replayer::backward()
{
    const StepMark mark = m_marks.back();
    m_marks.pop_back();
    m_work -= std::int64_t(m_changes.size() - mark.changes) + 1;
    while (m_changes.size() > mark.changes) {
        const Change c = m_changes.back();
        m_changes.pop_back();
        restore(c.node, m_logFrames[c.before]);
    }
    m_frame.current = mark.current;
    m_frame.finished = mark.finished;
    m_frame.pass = mark.pass;
    m_frame.queued.resize(mark.queued);
    m_frame.closedCount = mark.closedCount;
    --m_frame.step;
}

// ---- Checkpoints --------------------------------------------------------------------------

std::uint32_t Replayer::FramePool::add(const NodeFrame &f, std::uint32_t h)
{
    if (!m_frames.empty() && m_hashes[m_last] == h && sameNodeFrame(m_frames[m_last], f))
        return m_last; // a run of alike nodes, as a prune leaves
    if ((m_frames.size() + 1) * 2 > m_table.size())
        grow();
    const std::size_t mask = m_table.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
        const std::uint32_t at = m_table[i];
        if (at == 0) {
            m_frames.push_back(f);
            m_hashes.push_back(h);
            m_table[i] = std::uint32_t(m_frames.size());
            return m_last = std::uint32_t(m_frames.size() - 1);
        }
        if (m_hashes[at - 1] == h && sameNodeFrame(m_frames[at - 1], f))
            return m_last = at - 1;
    }
}

void Replayer::FramePool::grow()
{
    m_table.assign(std::max<std::size_t>(64, m_table.size() * 2), 0);
    const std::size_t mask = m_table.size() - 1;
    for (std::size_t k = 0; k < m_frames.size(); ++k) {
        std::size_t i = m_hashes[k] & mask;
        while (m_table[i] != 0)
            i = (i + 1) & mask;
        m_table[i] = std::uint32_t(k + 1);
    }
}

std::size_t Replayer::FramePool::memoryBytes() const
{
    return m_frames.capacity() * sizeof(NodeFrame) +
           (m_hashes.capacity() + m_table.capacity()) * sizeof(std::uint32_t);
}

std::size_t Replayer::Checkpoint::bytes() const
{
    return sizeof(Checkpoint) + open.capacity() * sizeof(OpenState);
}

Replayer::CheckpointPtr Replayer::checkpointAtOrBefore(int step) const
{
    auto after = std::upper_bound(m_checkpoints.begin(), m_checkpoints.end(), step,
                                  [](int s, const CheckpointPtr &c) { return s < c->step; });
    return after == m_checkpoints.begin() ? nullptr : *std::prev(after);
}

void Replayer::afterStep()
{
    const CheckpointPtr last = m_checkpoints.empty() ? nullptr : m_checkpoints.back();
    const int lastStep = last ? last->step : 0;
    if (m_frame.step > lastStep) { // replayed for the first time: checkpoints are taken here
        // Also at a pass start a while after the last: there the frame is what earlier passes
        // left (most nodes as at step 0), so the checkpoint is small, and a jump into a
        // search of many passes replays at most the pass it lands in.
        const std::int64_t since = m_work - (last ? last->work : 0);
        // And at the last step, where the stepper's "last" button goes.
        const bool passStart =
            m_trace->events[std::size_t(m_frame.step - 1)].type == EventType::PassStart;
        const bool end = m_frame.step == stepCount();
        if (since >= std::int64_t(m_spacing) ||
            ((passStart || end) && since >= std::int64_t(m_spacing / 16)))
            takeCheckpoint();
        return;
    }
    // Back at a checkpoint: a long undo log starts afresh there, so that it stays short.
    if (m_changes.size() >= m_spacing) {
        const CheckpointPtr here = checkpointAtOrBefore(m_frame.step);
        if (here && here->step == m_frame.step)
            rebase(here);
    }
}

void Replayer::takeCheckpoint()
{
    // The nodes that differ from step 0 are among those m_base holds and those changed since:
    // the first keep their frames, the others are looked at.
    auto c = std::make_shared<Checkpoint>();
    c->step = m_frame.step;
    c->work = m_work;
    c->current = m_frame.current;
    c->finished = m_frame.finished;
    c->pass = m_frame.pass;
    c->queued = m_frame.queued.size();
    c->closedCount = m_frame.closedCount;
    c->open.assign(m_frame.open.begin(), m_frame.open.end());
    ++m_stamp;
    std::vector<NodeId> changed;
    for (const Change &ch : m_changes) {
        if (m_stampIn[ch.node] == m_stamp)
            continue;
        m_stampIn[ch.node] = m_stamp;
        changed.push_back(ch.node);
    }
    std::sort(changed.begin(), changed.end());
    // The blocks with a changed node are made anew: the nodes m_base held there, and the
    // changed ones looked at. The others are m_base's.
    const std::size_t blockCount = (std::size_t(m_tree->size()) + m_blockNodes - 1) / m_blockNodes;
    c->blocks = m_base ? m_base->blocks : std::vector<BlockPtr>(blockCount);
    c->count = m_base ? m_base->count : 0;
    std::size_t made = 0; // bytes of the blocks made here
    for (auto ch = changed.begin(); ch != changed.end();) {
        const std::size_t b = std::size_t(*ch) / m_blockNodes;
        const NodeId end = NodeId((b + 1) * m_blockNodes);
        static const Block none;
        const Block &held = c->blocks[b] ? *c->blocks[b] : none;
        Block block;
        block.reserve(held.size() + std::size_t(end - *ch));
        auto h = held.begin();
        for (; ch != changed.end() && *ch < end; ++ch) {
            const NodeId n = *ch;
            for (; h != held.end() && h->first < n; ++h)
                block.push_back(*h);
            if (h != held.end() && h->first == n)
                ++h;
            const NodeFrame &f = m_frame.nodes[n];
            if (!sameNodeFrame(f, initialNode(n)))
                block.emplace_back(n, m_pool.add(f, m_frame.nodes.digestAt(std::size_t(n))));
        }
        block.insert(block.end(), h, held.end());
        c->count = c->count - held.size() + block.size();
        bool isNew = false;
        c->blocks[b] = sharedBlock(std::move(block), &isNew);
        if (isNew)
            made += blockBytes(*c->blocks[b]);
    }
    m_checkpointBytes += made + c->blocks.capacity() * sizeof(BlockPtr) + c->bytes();
    m_checkpoints.push_back(c);
    rebase(c);
    // Over budget: every other checkpoint goes (the last stays: replay goes on from it), and
    // they are taken twice as far apart from now on. Small ones (a 16th of the tree or less,
    // as at pass starts) stay while the big ones can make room.
    const std::size_t small = std::size_t(m_tree->size()) / 16;
    for (bool spareSmall : {true, false}) {
        while (m_checkpointBytes > m_budget && m_checkpoints.size() > 1) {
            std::vector<CheckpointPtr> kept;
            bool drop = false; // the first that may go goes, the next stays, and so on
            for (std::size_t i = 0; i < m_checkpoints.size(); ++i) {
                const CheckpointPtr &k = m_checkpoints[i];
                const bool spared =
                    (spareSmall && k->count <= small) || i + 1 == m_checkpoints.size();
                if (!spared)
                    drop = !drop;
                if (spared || !drop)
                    kept.push_back(k);
            }
            const bool dropped = kept.size() < m_checkpoints.size();
            m_checkpoints = std::move(kept);
            m_checkpointBytes = checkpointsBytes(); // what the blocks dropped shared stays
            std::erase_if(m_blocks, [](const auto &kept) { return kept.second.expired(); });
            m_spacing *= 2;
            if (!dropped)
                break;
        }
    }
}

Replayer::BlockPtr Replayer::sharedBlock(Block &&block, bool *made)
{
    *made = false;
    if (block.empty())
        return nullptr;
    std::uint64_t h = block.size();
    for (const auto &[n, index] : block)
        h = (h ^ (std::uint64_t(std::uint32_t(n)) << 32 | index)) * 0x9E3779B97F4A7C15ull;
    const auto [from, to] = m_blocks.equal_range(h);
    for (auto at = from; at != to; ++at) {
        if (BlockPtr kept = at->second.lock(); kept && *kept == block)
            return kept;
    }
    block.shrink_to_fit();
    auto kept = std::make_shared<const Block>(std::move(block));
    m_blocks.emplace(h, kept);
    *made = true;
    return kept;
}

void Replayer::FramePool::clear()
{
    m_frames.clear();
    m_hashes.clear();
    std::fill(m_table.begin(), m_table.end(), 0);
    m_last = 0;
}

void Replayer::rebase(const CheckpointPtr &c)
{
    m_changes.clear();
    m_logFrames.clear();
    m_marks.clear();
    m_base = c;
    m_baseStep = c ? c->step : 0;
}

void Replayer::restoreCheckpoint(const CheckpointPtr &c)
{
    // What differs from c: the nodes changed since m_base, and those in the blocks m_base and
    // c do not share. Each is written once (m_stampIn), and not at all when m_base and c hold
    // the same frame.
    ++m_stamp;
    static const std::vector<BlockPtr> noBlocks;
    const std::vector<BlockPtr> &target = c ? c->blocks : noBlocks;
    const std::vector<BlockPtr> &held = m_base ? m_base->blocks : noBlocks;
    // Nodes given the same frame of the pool share one slot of the frame: the first written
    // with it, by pool index (m_likeOfPool). Restored one by one, a node whose slot was its own
    // kept it, and after a far jump of minimax a million nodes had a slot each, which the
    // canvas copies and reads.
    constexpr std::uint32_t Initial = UINT32_MAX; // initialNode() of a node other than the root
    m_likeOfPool.resize(m_pool.size() + 1, {0, NoNode});
    auto writeFrame = [&](NodeId n, std::uint32_t index) {
        const NodeFrame &f = index != Initial ? m_pool[index] : initialNode(n);
        if (n == 0) { // the root's initial frame is its own
            write(n, f);
            return;
        }
        auto &[stamp, like] = m_likeOfPool[index != Initial ? index : m_pool.size()];
        if (stamp == m_stamp) {
            writeLike(n, like);
            return;
        }
        write(n, f);
        stamp = m_stamp;
        like = n;
    };
    static const Block none;
    auto blockOf = [&](const std::vector<BlockPtr> &blocks, std::size_t b) -> const Block & {
        return b < blocks.size() && blocks[b] ? *blocks[b] : none;
    };
    auto indexIn = [&](NodeId n) {
        const Block &in = blockOf(target, std::size_t(n) / m_blockNodes);
        const auto at = std::lower_bound(in.begin(), in.end(), Block::value_type{n, 0});
        return at != in.end() && at->first == n ? at->second : Initial;
    };
    for (const Change &ch : m_changes) {
        if (m_stampIn[ch.node] == m_stamp)
            continue;
        m_stampIn[ch.node] = m_stamp;
        writeFrame(ch.node, indexIn(ch.node));
    }
    for (std::size_t b = 0; b < std::max(held.size(), target.size()); ++b) {
        const Block &from = blockOf(held, b), &to = blockOf(target, b);
        if (&from == &to)
            continue; // shared: the same frames, but for the changes written above
        auto h = from.begin();
        auto t = to.begin();
        while (h != from.end() || t != to.end()) {
            const NodeId n =
                t == to.end() || (h != from.end() && h->first < t->first) ? h->first : t->first;
            const bool inHeld = h != from.end() && h->first == n;
            const bool inTarget = t != to.end() && t->first == n;
            if (m_stampIn[n] != m_stamp && !(inHeld && inTarget && h->second == t->second))
                writeFrame(n, inTarget ? t->second : Initial);
            h += inHeld ? 1 : 0;
            t += inTarget ? 1 : 0;
        }
    }
    m_frame.step = c ? c->step : 0;
    m_frame.current = c ? c->current : NoNode;
    m_frame.finished = c && c->finished;
    m_frame.pass = c ? c->pass : Pass{};
    m_frame.closedCount = c ? c->closedCount : 0;
    const std::size_t queued = c ? c->queued : 0;
    m_frame.queued.assign(m_allQueued.begin(), m_allQueued.begin() + std::ptrdiff_t(queued));
    m_frame.open.clear();
    if (c)
        m_frame.open.insert(c->open.begin(), c->open.end());
    // Every node that differs from step 0 may differ from what a pass start leaves; a node as
    // at step 0 is as a pass start leaves it (every trace with passes starts nodes plain).
    m_touched.clear();
    ++m_touchEpoch;
    if (m_passes) {
        for (const BlockPtr &b : target) {
            if (b) {
                for (const auto &[n, index] : *b)
                    touch(n);
            }
        }
    }
    m_work = c ? c->work : 0;
    rebase(c);
}

} // namespace gt
