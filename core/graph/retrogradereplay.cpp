#include "retrogradereplay.h"

#include <algorithm>
#include <cassert>

namespace gt {

RetrogradeFrame solvedFrame(const RetrogradeResult &result)
{
    RetrogradeFrame frame;
    frame.counter = result.degree;
    frame.label.assign(result.label.begin(), result.label.end());
    frame.remoteness = result.remoteness;
    frame.wins = result.wins;
    frame.losses = result.losses;
    frame.draws = result.draws;
    return frame;
}

RetrogradeReplay::RetrogradeReplay(const RetrogradeResult &result)
    : m_result(result)
{
    const std::size_t n = result.degree.size();
    m_frame.counter = result.degree;
    m_frame.label.assign(n, std::nullopt);
    m_frame.remoteness.assign(n, -1);
    m_frame.queue.reserve(n);
}

const RetrogradeStep *RetrogradeReplay::lastStep() const
{
    return m_step > 0 ? &m_result.steps[std::size_t(m_step - 1)] : nullptr;
}

void RetrogradeReplay::seek(int step)
{
    step = std::clamp(step, 0, stepCount());
    while (m_step < step)
        forward(m_result.steps[std::size_t(m_step++)]);
    while (m_step > step)
        backward(m_result.steps[std::size_t(--m_step)]);
}

void RetrogradeReplay::count(std::optional<GameResult> label, int by)
{
    if (!label)
        return;
    switch (*label) {
    case GameResult::Win: m_frame.wins += by; break;
    case GameResult::Loss: m_frame.losses += by; break;
    case GameResult::Draw: m_frame.draws += by; break;
    }
}

void RetrogradeReplay::forward(const RetrogradeStep &s)
{
    using Kind = RetrogradeStep::Kind;
    const auto v = std::size_t(s.vertex);
    switch (s.kind) {
    case Kind::Terminal:
    case Kind::Label:
        assert(!m_frame.label[v]);
        m_frame.label[v] = s.label;
        m_frame.remoteness[v] = s.remoteness;
        m_frame.queue.push_back(s.vertex);
        count(s.label, 1);
        break;
    case Kind::Dequeue:
        assert(m_frame.head < m_frame.queue.size() && m_frame.queue[m_frame.head] == s.vertex);
        ++m_frame.head;
        break;
    case Kind::Decrement:
        assert(m_frame.counter[v] == s.counter + 1);
        m_frame.counter[v] = s.counter;
        break;
    case Kind::Draw:
        assert(!m_frame.label[v]);
        m_frame.label[v] = GameResult::Draw;
        count(GameResult::Draw, 1);
        break;
    }
}

void RetrogradeReplay::backward(const RetrogradeStep &s)
{
    using Kind = RetrogradeStep::Kind;
    const auto v = std::size_t(s.vertex);
    switch (s.kind) {
    case Kind::Terminal:
    case Kind::Label:
        assert(!m_frame.queue.empty() && m_frame.queue.back() == s.vertex);
        m_frame.queue.pop_back();
        count(m_frame.label[v], -1);
        m_frame.label[v].reset();
        m_frame.remoteness[v] = -1;
        break;
    case Kind::Dequeue:
        assert(m_frame.head > 0);
        --m_frame.head;
        break;
    case Kind::Decrement: m_frame.counter[v] = s.counter + 1; break;
    case Kind::Draw:
        count(m_frame.label[v], -1);
        m_frame.label[v].reset();
        break;
    }
}

} // namespace gt
