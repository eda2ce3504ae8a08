#pragma once

#include "eventkind.h"
#include "frame.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

namespace gt {

// Produces the frame at any step of a trace. Moving forward applies events; moving back
// undoes them from a log of what each event changed, and a step back across the start of a
// pass restores the pass before it exactly. A far jump starts from a checkpoint instead: the
// first time the replay passes a stretch of the trace, it keeps the frame every so many node
// changes (spacing), as the nodes that differ from the frame at step 0, their frames shared in
// one pool, in blocks of ids that checkpoints close together share (Checkpoint). seek(step)
// then costs the nodes that differ between the frames it moves between,
// plus the replay from the last checkpoint before `step`, whatever the trace did in between
// (a search of many passes resets and prunes most of the tree in each). The checkpoints are
// held under a budget of bytes per node; when they exceed it, every other one is dropped and
// the spacing doubles (docs/trace-format.md, "Replaying"). The tree and trace must outlive the
// replayer.
class Replayer {
public:
    static constexpr std::size_t BlockNodes = 4096; // a checkpoint's nodes come in blocks
    Replayer(const GameTree &tree, const Trace &trace);
    Replayer(const Replayer &) = delete; // the frame is shared (sharedFrame()), not copied
    Replayer &operator=(const Replayer &) = delete;

    int stepCount() const { return int(m_trace->events.size()); } // last step index
    void seek(int step);                                          // clamps to [0, stepCount()]
    const Frame &frame() const { return m_frame; }
    // The same frame, for a view that reads it where it is rather than copying it at every
    // step (a million nodes' frame is megabytes): it changes with every seek, and stays
    // readable, as last seeked, after the replayer goes.
    std::shared_ptr<const Frame> sharedFrame() const { return m_shared; }
    // Heap bytes the replayer holds beyond its frame (the undo log, the checkpoints, the
    // bookkeeping by node), for the benchmarks' bytes-per-node figures.
    std::size_t memoryBytes() const;
    int checkpointCount() const { return int(m_checkpoints.size()); }
    // The first jump past a stretch of the trace replays it to take its checkpoints (seconds
    // for a search of many passes over a million nodes). A worker thread spares the window
    // that: prepare() replays the whole trace in a replayer of its own, asking `stopped`
    // between steps (true: it ends early and returns false), and adoptCheckpoints() gives its
    // checkpoints to the window's replayer, when they reach further than the ones it has.
    bool prepare(const std::function<bool()> &stopped);
    void adoptCheckpoints(Replayer &prepared);
    // The step of the last checkpoint: a seek further replays that stretch for the first time.
    int checkpointedTo() const { return m_checkpoints.empty() ? 0 : m_checkpoints.back()->step; }
    // For tests: a checkpoint every `changes` node changes, under `budgetBytes`, kept in
    // blocks of `blockNodes` ids, so that small trees take (and thin out and share) many. Call
    // before the first seek.
    void setCheckpointSpacing(std::size_t changes, std::size_t budgetBytes,
                              std::size_t blockNodes = BlockNodes);

    // What a step changed, for views that restyle only the nodes that changed (issue 13: a
    // step of a million-node tree). While tracking, the replayer notes each node it writes;
    // takeChangedNodes() gives the nodes written since the last take (or since tracking
    // began), each once, and starts afresh. Every node whose frame differs from what it was
    // then is among them; one written back to what it was may be too. Comparing would mean
    // keeping every old frame: a far jump of minimax rewrites a million distinct frames, and
    // holding them doubled the frames' memory and tripled the jump's time.
    void trackChanges(bool on);
    std::vector<NodeId> takeChangedNodes();

private:
    struct Change {
        NodeId node;
        std::uint32_t before; // index into m_logFrames
    };
    struct StepMark {
        std::size_t changes; // m_changes.size() before the step
        NodeId current;
        bool finished;
        Pass pass;
        std::size_t queued; // OPEN and CLOSED before the step (Frame::queued, closedCount)
        int closedCount;
    };
    // The nodes of one block of m_blockNodes consecutive ids whose frames differ from step 0's,
    // ascending, each with its frame's index in m_pool. Null: none in the block differs.
    using Block = std::vector<std::pair<NodeId, std::uint32_t>>;
    using BlockPtr = std::shared_ptr<const Block>;
    // The frame at one step: its nodes by block, and the rest of the frame. A block where no
    // node changed since the checkpoint the replay came from is that checkpoint's, shared: a
    // search works on one part of the tree at a time (depth first, ids in preorder), so
    // checkpoints close together share most of their blocks, cost only the blocks the search
    // worked in between (a million nodes' checkpoint is 8 MB whole), and a restore from one to
    // the other rewrites only those blocks.
    struct Checkpoint {
        int step = 0;
        std::int64_t work = 0; // m_work at that step
        std::vector<BlockPtr> blocks;
        std::size_t count = 0; // the nodes in all blocks
        NodeId current = NoNode;
        bool finished = false;
        Pass pass;
        std::size_t queued = 0;
        int closedCount = 0;
        std::vector<OpenState> open;
        std::size_t bytes() const; // without the blocks, which may be shared
    };
    using CheckpointPtr = std::shared_ptr<const Checkpoint>; // null: step 0
    // Node frames stored once however many checkpoints hold them (most pruned nodes look alike).
    class FramePool {
    public:
        std::uint32_t add(const NodeFrame &f, std::uint32_t digest); // nodeFrameDigest(f)
        const NodeFrame &operator[](std::uint32_t i) const { return m_frames[i]; }
        std::size_t memoryBytes() const;
        std::size_t size() const { return m_frames.size(); }
        void clear();

    private:
        void grow(); // the table twice as large, every frame placed again
        std::vector<NodeFrame> m_frames;
        std::vector<std::uint32_t> m_hashes; // by frame: its digest, compared first
        // Open addressing, a power of two long, at most half full: a frame's index + 1, or 0.
        // Flat rather than a node-based map: the log of a minimax replay adds a distinct frame
        // per change, and a node allocated for each made the replay twice as slow.
        std::vector<std::uint32_t> m_table;
        std::uint32_t m_last = 0; // the frame added last
    };

    friend class FrameEdit; // the event kinds change the frame through it
    void forward();
    void moveFocus(const EventKind &kind, const TraceEvent &e); // to the event's current node
    void assertCounts(NodeId n) const;                          // Debug: the frame's counts
    void backward();
    const NodeFrame &initialNode(NodeId n) const; // its frame at step 0
    void startPass(const TraceEvent &e);          // the per-pass state of every node starts afresh
    void touch(NodeId n);                         // n's frame may differ from a pass start's
    void clearOrderBadges(NodeId parent);     // the parent is finished: its children's badges go
    void set(NodeId n, const NodeFrame &f);   // logs the old value, keeps OPEN in sync
    void write(NodeId n, const NodeFrame &f); // every change of a node's frame goes here
    void writeLike(NodeId n, NodeId like);    // or here: n takes like's frame (restores)
    void noteWritten(NodeId n);               // for takeChangedNodes()
    void restore(NodeId n, const NodeFrame &f);
    void syncOpen(NodeId n, const NodeFrame &before, const NodeFrame &after);
    void pruneRange(NodeId from, NodeId to, bool markEdge, bool skipSolved = false);
    void pruneUngenerated(); // B*: the nodes never generated are pruned at the end
    // SSS*: the highest merit of the states on OPEN in the subtree of `top` (DUAL*: the
    // lowest; NaN: none), and the upper (DUAL*: lower) bounds that gives the entered, unsolved
    // nodes from `from` up to the root.
    double bestMeritBelow(NodeId top) const;
    void boundFromOpen(NodeId from);

    // Checkpoints.
    CheckpointPtr checkpointAtOrBefore(int step) const;
    void afterStep();      // takes a checkpoint, or starts the log afresh at one
    void takeCheckpoint(); // of the current frame, at the end of those taken so far
    void restoreCheckpoint(const CheckpointPtr &c);
    void rebase(const CheckpointPtr &c); // the undo log starts at c, the current step
    // What restoring c costs, in nodes written (or compared).
    std::size_t restoreCost(const CheckpointPtr &c) const;
    std::size_t checkpointsBytes() const; // of m_checkpoints and m_base, shared blocks once
    static std::size_t blockBytes(const Block &b); // its heap bytes, the shared owner's included

    const GameTree *m_tree;
    const Trace *m_trace;
    bool m_lowestFirst = false; // DUAL*: OPEN takes the lowest merit, merits are lower bounds
    bool m_passes = false;      // the trace starts passes (startPass() reads m_touched)
    std::shared_ptr<Frame> m_shared = std::make_shared<Frame>();
    Frame &m_frame = *m_shared;
    NodeFrame m_initialRoot, m_initialOther; // the frames of step 0
    // The undo log since m_base: a change per node an event changes, the node's frame before
    // it in m_logFrames (alike frames, as a prune leaves, are stored once).
    std::vector<Change> m_changes;
    FramePool m_logFrames;
    std::vector<StepMark> m_marks; // one per step applied since m_base
    CheckpointPtr m_base;          // where the undo log starts (null: step 0)
    int m_baseStep = 0;
    std::int64_t m_work = 0; // events and node changes from step 0 to this frame's step
    std::vector<CheckpointPtr> m_checkpoints; // ascending by step, taken in that order
    FramePool m_pool;
    // The blocks of the checkpoints by a hash of their nodes, so that alike blocks are kept
    // once: a search of many passes prunes most of the tree at each pass's end, and far from
    // where it searched the blocks it prunes are the same pass after pass.
    std::unordered_multimap<std::uint64_t, std::weak_ptr<const Block>> m_blocks;
    BlockPtr sharedBlock(Block &&block, bool *made);
    std::size_t m_checkpointBytes = 0; // of m_checkpoints, without the pool (an upper bound)
    std::size_t m_spacing = 0;         // work between checkpoints
    std::size_t m_blockNodes = BlockNodes;
    std::size_t m_budget = 0;            // bytes the checkpoints may hold
    std::vector<NodeId> m_allQueued;     // OpenAppend's nodes in trace order
    std::vector<std::int32_t> m_stampIn; // by node: marks a node once per restore
    // By frame of m_pool (and one more: a node's initial frame): the node a restore gave it
    // first, valid when stamped with this restore's m_stamp.
    std::vector<std::pair<std::int32_t, NodeId>> m_likeOfPool;
    std::int32_t m_stamp = 0;
    // The nodes whose frames may differ from what a pass start leaves (every other node is as
    // a pass start would leave it), so that a pass start resets what the pass touched rather
    // than walking the tree: a node is listed once, while m_touchedIn[n] == m_touchEpoch.
    std::vector<NodeId> m_touched;
    std::vector<std::int32_t> m_touchedIn; // by node
    std::int32_t m_touchEpoch = 1;
    // Change tracking: the nodes written since the last take, and a mark by node so that
    // each is listed once.
    bool m_tracking = false;
    std::vector<NodeId> m_changed;
    std::vector<char> m_changedIn;
};

} // namespace gt
