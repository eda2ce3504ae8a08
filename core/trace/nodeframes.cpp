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
    m_table.assign(64, 0);
    m_indexed = 0;
    if (count > 0)
        index(0);
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
    // The same digests in the same places: only the slots they name are renumbered.
    m_table = o.m_table;
    for (std::uint32_t &at : m_table) {
        if (at != 0)
            at = moved[at - 1] + 1;
    }
    m_indexed = o.m_indexed;
}

void NodeFrames::set(std::size_t n, const NodeFrame &f)
{
    const std::uint32_t was = m_slotOf[n];
    const std::uint32_t digest = nodeFrameDigest(f);
    if (m_digests[was] == digest && sameNodeFrame(m_frames[was], f))
        return;
    // A frame some slot holds is shared, whether the node's slot was its own or not: a minimax
    // leaf read takes the slot of the leaves read with its value (f may be one of m_frames,
    // which stay where they are until a new slot is made).
    if (const std::uint32_t to = find(f, digest); to != UINT32_MAX) {
        ++m_refs[to];
        m_slotOf[n] = to;
        release(was);
        return;
    }
    if (m_refs[was] == 1) {
        // The node's own slot: written in place, as a vector would.
        unindex(was);
        m_frames[was] = f;
        m_digests[was] = digest;
        index(was);
        return;
    }
    const NodeFrame copy = f; // f may be one of m_frames, which may move below
    --m_refs[was];            // others stay on it
    m_slotOf[n] = newSlot(copy, digest);
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
    if (--m_refs[slot] == 0) {
        unindex(slot);
        m_free.push_back(slot);
    }
}

std::uint32_t NodeFrames::newSlot(const NodeFrame &f, std::uint32_t digest)
{
    std::uint32_t s = 0;
    if (!m_free.empty()) {
        s = m_free.back();
        m_free.pop_back();
        m_frames[s] = f;
        m_digests[s] = digest;
        m_refs[s] = 1;
    } else {
        if (m_frames.size() == m_frames.capacity()) {
            // Slots never outnumber the nodes and the fill: doubling past that would hold up
            // to twice the frames, and both buffers while moving.
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
        s = std::uint32_t(m_frames.size() - 1);
    }
    index(s);
    return s;
}

std::uint32_t NodeFrames::find(const NodeFrame &f, std::uint32_t digest) const
{
    if (m_table.empty())
        return UINT32_MAX;
    const std::size_t mask = m_table.size() - 1;
    for (std::size_t i = digest & mask;; i = (i + 1) & mask) {
        const std::uint32_t at = m_table[i];
        if (at == 0)
            return UINT32_MAX;
        if (m_digests[at - 1] == digest && sameNodeFrame(m_frames[at - 1], f))
            return at - 1;
    }
}

void NodeFrames::index(std::uint32_t slot)
{
    if ((m_indexed + 1) * 2 > m_table.size())
        grow();
    const std::size_t mask = m_table.size() - 1;
    std::size_t i = m_digests[slot] & mask;
    while (m_table[i] != 0)
        i = (i + 1) & mask;
    m_table[i] = slot + 1;
    ++m_indexed;
}

void NodeFrames::unindex(std::uint32_t slot)
{
    const std::size_t mask = m_table.size() - 1;
    std::size_t i = m_digests[slot] & mask;
    while (m_table[i] != slot + 1)
        i = (i + 1) & mask;
    // Deleted by shifting back the entries after it that probing would no longer reach
    // (linear probing without tombstones: the table stays as if the slot was never there).
    for (std::size_t j = i;;) {
        j = (j + 1) & mask;
        if (m_table[j] == 0)
            break;
        const std::size_t home = m_digests[m_table[j] - 1] & mask;
        const bool between = i <= j ? (i < home && home <= j) : (i < home || home <= j);
        if (between)
            continue; // reachable from its home without passing i
        m_table[i] = m_table[j];
        i = j;
    }
    m_table[i] = 0;
    --m_indexed;
}

void NodeFrames::grow()
{
    std::vector<std::uint32_t> was(std::max<std::size_t>(64, m_table.size() * 2), 0);
    was.swap(m_table);
    const std::size_t mask = m_table.size() - 1;
    for (const std::uint32_t at : was) {
        if (at == 0)
            continue;
        std::size_t i = m_digests[at - 1] & mask;
        while (m_table[i] != 0)
            i = (i + 1) & mask;
        m_table[i] = at;
    }
}

std::size_t NodeFrames::memoryBytes() const
{
    return m_slotOf.capacity() * sizeof(std::uint32_t) + m_frames.capacity() * sizeof(NodeFrame) +
           (m_refs.capacity() + m_free.capacity() + m_digests.capacity() + m_table.capacity()) *
               sizeof(std::uint32_t);
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
