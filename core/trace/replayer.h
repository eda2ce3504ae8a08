#pragma once

#include "frame.h"

#include <memory>
#include <vector>

namespace gt {

// Produces the frame at any step of a trace. Moving forward applies events; moving back
// undoes them from a log of what each event changed, so neither direction replays from the
// start, and a step back across the start of a pass restores the pass before it exactly. The
// tree and trace must outlive the replayer.
class Replayer {
public:
    Replayer(const GameTree &tree, const Trace &trace);

    int stepCount() const { return int(m_trace->events.size()); } // last step index
    void seek(int step);                                          // clamps to [0, stepCount()]
    const Frame &frame() const { return m_frame; }
    // Heap bytes the replayer holds beyond its frame (the undo log, the checkpoints, the
    // bookkeeping by node), for the benchmarks' bytes-per-node figures.
    std::size_t memoryBytes() const;
    int checkpointCount() const { return 0; }

private:
    struct Change {
        NodeId node;
        NodeFrame before;
    };
    struct StepMark {
        std::size_t changes; // m_changes.size() before the step
        NodeId current;
        bool finished;
        Pass pass;
        std::size_t queued; // OPEN and CLOSED before the step (Frame::queued, closedCount)
        int closedCount;
    };

    void forward();
    void backward();
    void startPass(const TraceEvent &e);    // the per-pass state of every node starts afresh
    void touch(NodeId n);                   // n's frame may differ from a pass start's
    void clearOrderBadges(NodeId parent);   // the parent is finished: its children's badges go
    void set(NodeId n, const NodeFrame &f); // logs the old value, keeps OPEN in sync
    void restore(NodeId n, const NodeFrame &f);
    void syncOpen(NodeId n, const NodeFrame &before, const NodeFrame &after);
    void pruneRange(NodeId from, NodeId to, bool markEdge, bool skipSolved = false);
    void pruneUngenerated(); // B*: the nodes never generated are pruned at the end
    // SSS*: the highest merit of the states on OPEN in the subtree of `top` (DUAL*: the
    // lowest; NaN: none), and the upper (DUAL*: lower) bounds that gives the entered, unsolved
    // nodes from `from` up to the root.
    double bestMeritBelow(NodeId top) const;
    void boundFromOpen(NodeId from);

    const GameTree *m_tree;
    const Trace *m_trace;
    bool m_lowestFirst = false; // DUAL*: OPEN takes the lowest merit, merits are lower bounds
    Frame m_frame;
    // The undo log. It grows by a change per node a pass start resets or a cut-off prunes
    // (millions when a search of many passes is replayed on a large tree), so it is kept in
    // chunks that are never moved or freed while the replayer lives: growing it does not copy
    // it, and stepping back and forth does not allocate.
    class ChangeLog {
    public:
        void push(const Change &c);
        Change pop();
        std::size_t size() const { return m_size; }
        std::size_t memoryBytes() const { return m_chunks.size() * ChunkSize * sizeof(Change); }

    private:
        static constexpr std::size_t ChunkSize = 4096;
        std::vector<std::unique_ptr<Change[]>> m_chunks;
        std::size_t m_size = 0;
    };
    ChangeLog m_changes;
    std::vector<StepMark> m_marks; // one per applied step
    // The nodes whose frames may differ from what a pass start leaves (every other node is as
    // a pass start would leave it), so that a pass start resets what the pass touched rather
    // than walking the tree: a node is listed once, while m_touchedIn[n] == m_touchEpoch.
    std::vector<NodeId> m_touched;
    std::vector<std::int32_t> m_touchedIn; // by node
    std::int32_t m_touchEpoch = 1;
};

} // namespace gt
