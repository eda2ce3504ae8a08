#include "nodeframes.h"

#include <algorithm>

namespace gt {

void NodeFrames::assign(std::size_t count, const NodeFrame &fill)
{
    m_slotOf.assign(count, 0);
    m_frames.assign(1, fill);
    m_digests.assign(1, nodeFrameDigest(fill));
    m_refs.assign(1, std::uint32_t(count));
    m_free.clear();
    m_fill = 0;
    m_recent.fill(0);
    m_nextRecent = 0;
}

void NodeFrames::assignCompact(const NodeFrames &o)
{
    if (o.m_free.empty()) {
        *this = o;
        return;
    }
    std::vector<std::uint32_t> moved(o.m_frames.size(), 0); // old slot → new slot
    m_frames.clear();
    m_digests.clear();
    m_refs.clear();
    for (std::uint32_t s = 0; s < o.m_frames.size(); ++s) {
        if (o.m_refs[s] == 0)
            continue;
        moved[s] = std::uint32_t(m_frames.size());
        m_frames.push_back(o.m_frames[s]);
        m_digests.push_back(o.m_digests[s]);
        m_refs.push_back(o.m_refs[s]);
    }
    m_slotOf.resize(o.m_slotOf.size());
    for (std::size_t n = 0; n < m_slotOf.size(); ++n)
        m_slotOf[n] = moved[o.m_slotOf[n]];
    m_free.clear();
    m_fill = moved[o.m_fill];
    for (std::size_t k = 0; k < m_recent.size(); ++k)
        m_recent[k] = o.m_refs[o.m_recent[k]] > 0 ? moved[o.m_recent[k]] : m_fill;
    m_nextRecent = o.m_nextRecent;
}

void NodeFrames::set(std::size_t n, const NodeFrame &f)
{
    const std::uint32_t was = m_slotOf[n];
    const std::uint32_t digest = nodeFrameDigest(f);
    if (m_refs[was] == 1 && was != m_fill) {
        // The node's own slot: written in place, as a vector would (a search that visits
        // every node gives each its own frame; looking for a share would cost a replay).
        m_frames[was] = f;
        m_digests[was] = digest;
        return;
    }
    auto same = [&](std::uint32_t s, const NodeFrame &g) {
        return m_digests[s] == digest && sameNodeFrame(m_frames[s], g);
    };
    if (same(was, f))
        return;
    const NodeFrame copy = f; // f may be one of m_frames, which may move below
    auto shares = [&](std::uint32_t s) { return m_refs[s] > 0 && same(s, copy); };
    std::uint32_t to = m_fill;
    if (!shares(to)) {
        to = UINT32_MAX;
        for (const std::uint32_t s : m_recent) {
            if (shares(s)) {
                to = s;
                break;
            }
        }
    }
    if (to != UINT32_MAX) {
        ++m_refs[to];
        m_slotOf[n] = to;
        release(was);
        return;
    }
    if (m_refs[was] == 1) { // the fill's last node: its slot is its own now
        m_frames[was] = copy;
        m_digests[was] = digest;
        remember(was);
        return;
    }
    release(was);
    m_slotOf[n] = newSlot(copy, digest);
    remember(m_slotOf[n]);
}

void NodeFrames::setLike(std::size_t n, std::size_t m)
{
    const std::uint32_t was = m_slotOf[n], to = m_slotOf[m];
    if (was == to)
        return;
    ++m_refs[to];
    m_slotOf[n] = to;
    release(was);
}

void NodeFrames::release(std::uint32_t slot)
{
    if (--m_refs[slot] == 0)
        m_free.push_back(slot);
}

std::uint32_t NodeFrames::newSlot(const NodeFrame &f, std::uint32_t digest)
{
    if (!m_free.empty()) {
        const std::uint32_t s = m_free.back();
        m_free.pop_back();
        m_frames[s] = f;
        m_digests[s] = digest;
        m_refs[s] = 1;
        return s;
    }
    if (m_frames.size() == m_frames.capacity()) {
        // Slots never outnumber the nodes and the fill. Doubling past that held up to twice a
        // million 168-byte frames, and both buffers while moving (minimax's replay gives every
        // leaf a frame of its own): the peak of a big file's first seconds in the window.
        const std::size_t most = m_slotOf.size() + 1;
        const std::size_t twice = std::max<std::size_t>(2 * m_frames.capacity(), 16);
        const std::size_t want = std::max(std::min(twice, most), m_frames.size() + 1);
        m_frames.reserve(want);
        m_digests.reserve(want);
        m_refs.reserve(want);
    }
    m_frames.push_back(f);
    m_digests.push_back(digest);
    m_refs.push_back(1);
    return std::uint32_t(m_frames.size() - 1);
}

void NodeFrames::remember(std::uint32_t slot)
{
    for (const std::uint32_t s : m_recent) {
        if (s == slot)
            return;
    }
    m_recent[m_nextRecent] = slot;
    m_nextRecent = (m_nextRecent + 1) % std::uint32_t(m_recent.size());
}

std::size_t NodeFrames::memoryBytes() const
{
    return m_slotOf.capacity() * sizeof(std::uint32_t) + m_frames.capacity() * sizeof(NodeFrame) +
           (m_refs.capacity() + m_free.capacity() + m_digests.capacity()) * sizeof(std::uint32_t);
}

bool NodeFrames::operator==(const NodeFrames &o) const
{
    if (size() != o.size())
        return false;
    for (std::size_t n = 0; n < size(); ++n) {
        if (!sameAt(n, o))
            return false;
    }
    return true;
}

} // namespace gt
