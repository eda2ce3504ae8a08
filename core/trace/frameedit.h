#pragma once

#include "frame.h"

namespace gt {

class Replayer;

// What an event kind may do to the frame the replayer is building (EventKind::apply): read
// and set node frames, prune ranges, start a pass, move the lists. Every change goes through
// the replayer, which logs it so that a step back undoes it.
class FrameEdit {
public:
    const GameTree &tree() const;
    const Trace &trace() const;
    const Frame &frame() const;
    NodeFrame node(NodeId n) const { return frame().nodes[n]; } // a copy to change and set
    void set(NodeId n, const NodeFrame &f);
    // Nodes [from, to) not reached are pruned (a cut mark on the edges into the subtrees cut
    // off when markEdge); skipSolved: SSS*'s purge, which steps over what it has settled.
    void prune(NodeId from, NodeId to, bool markEdge, bool skipSolved = false);
    void clearOrderBadges(NodeId parent); // the parent is finished: its children's badges go
    void startPass(const TraceEvent &e);  // the per-pass state of every node starts afresh
    void pruneUngenerated();              // B*: the nodes never generated are pruned at the end
    void finish();                        // the search is over
    void queue(NodeId n);                 // n goes onto the back of OPEN (Frame::queued)
    void closeFront();                    // OPEN's front moves to CLOSED
    void boundFromOpen(NodeId from);      // SSS*: OPEN's best merit bounds the path to `from`

private:
    friend class Replayer;
    explicit FrameEdit(Replayer &replayer)
        : m_replayer(replayer)
    {}
    Replayer &m_replayer;
};

} // namespace gt
