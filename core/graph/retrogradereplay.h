#pragma once

#include "retrograde.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gt {

// What retrograde analysis knows after its first k steps, as the stepper shows it: every
// vertex's counter, its label and remoteness once decided, and the queue.
//
//   queue: [v0 v1 … v(head-1) | v(head) … ]   left the queue | waits in it, front first
struct RetrogradeFrame {
    std::vector<std::int32_t> counter;            // d(v): successors not yet known to be WINs
    std::vector<std::optional<GameResult>> label; // empty until a step decides v
    std::vector<std::int32_t> remoteness;         // -1 until decided, and for a draw
    std::vector<VertexId> queue;                  // every vertex queued so far, in order
    std::size_t head = 0;                         // the front of the waiting part
    int wins = 0, losses = 0, draws = 0;          // decided so far
};

// The last frame of an analysis made without its steps (a graph too big to step through): every
// label and remoteness, an empty queue. Counters are left at d, which no decided position shows.
RetrogradeFrame solvedFrame(const RetrogradeResult &result);

// Replays a step record (retrograde.h) forwards and backwards. Every step can be undone from
// the step alone — a Decrement's counter before it is one more, a label was unset, a queued
// vertex is the queue's last — so a seek costs the steps between, never the whole record.
class RetrogradeReplay {
public:
    // `result` must have been made with the steps recorded; it is kept by reference.
    explicit RetrogradeReplay(const RetrogradeResult &result);

    int stepCount() const { return int(m_result.steps.size()); }
    int step() const { return m_step; } // the steps done: 0 … stepCount()
    void seek(int step);                // clamped to 0 … stepCount()
    const RetrogradeFrame &frame() const { return m_frame; }
    // The step done last (step() - 1), or nullptr at the start.
    const RetrogradeStep *lastStep() const;

private:
    void forward(const RetrogradeStep &s);
    void backward(const RetrogradeStep &s);
    void count(std::optional<GameResult> label, int by);

    const RetrogradeResult &m_result;
    RetrogradeFrame m_frame;
    int m_step = 0;
};

} // namespace gt
