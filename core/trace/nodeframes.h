#pragma once

#include "nodeframe.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

namespace gt {

// The node frames of a whole tree, kept sparsely: each node holds the index of a slot in a
// table of frames, and nodes that look alike share a slot. At step 0 every node but the root
// looks alike, and a cut-off leaves its whole subtree alike, so a million nodes cost their 4
// bytes each plus the few frames that differ, not 160 bytes each (issue 13: the window's
// memory per node). A node written alone is written in place; a node that takes the look of
// one written lately, or of the frame it was filled with, shares that slot. Reading is by
// index, as from a vector; writing goes through set(). A reference from operator[] stays
// valid until the next set() or assign().
class NodeFrames {
public:
    NodeFrames() = default;
    explicit NodeFrames(std::size_t count, const NodeFrame &fill = NodeFrame{})
    {
        assign(count, fill);
    }

    std::size_t size() const { return m_slotOf.size(); }
    bool empty() const { return m_slotOf.empty(); }
    const NodeFrame &operator[](std::size_t n) const { return m_frames[m_slotOf[n]]; }
    // nodeFrameDigest() of node n's frame, kept with it.
    std::uint32_t digestAt(std::size_t n) const { return m_digests[m_slotOf[n]]; }
    // Whether node n has the same frame here and in o (sameNodeFrame, digests compared first).
    bool sameAt(std::size_t n, const NodeFrames &o) const
    {
        const std::uint32_t a = m_slotOf[n], b = o.m_slotOf[n];
        return m_digests[a] == o.m_digests[b] && sameNodeFrame(m_frames[a], o.m_frames[b]);
    }

    void assign(std::size_t count, const NodeFrame &fill);
    // A copy of o without its free slots (a far jump frees most of a million): what copying o
    // costs is then its 4 bytes per node and the frames its nodes have.
    void assignCompact(const NodeFrames &o);
    void set(std::size_t n, const NodeFrame &f);
    // n takes the frame node m has, sharing its slot: set(n, (*this)[m]) without comparing
    // frames (a replayer restoring a checkpoint knows which nodes it gives the same frame).
    void setLike(std::size_t n, std::size_t m);

    // The table's slots, free ones included: what copying the whole table costs beside its 4
    // bytes per node.
    std::size_t slotCount() const { return m_frames.size(); }

    std::size_t memoryBytes() const; // heap bytes, for the benchmarks
    std::size_t distinctCount() const { return m_frames.size() - m_free.size(); } // for tests

    // Every node compared, frames bit for bit (sameNodeFrame).
    bool operator==(const NodeFrames &o) const;

    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = NodeFrame;
        using difference_type = std::ptrdiff_t;
        using pointer = const NodeFrame *;
        using reference = const NodeFrame &;
        const_iterator(const NodeFrames *frames, std::size_t n)
            : m_of(frames)
            , m_n(n)
        {}
        reference operator*() const { return (*m_of)[m_n]; }
        pointer operator->() const { return &(*m_of)[m_n]; }
        const_iterator &operator++()
        {
            ++m_n;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++m_n;
            return was;
        }
        bool operator==(const const_iterator &o) const { return m_n == o.m_n; }
        bool operator!=(const const_iterator &o) const { return m_n != o.m_n; }

    private:
        const NodeFrames *m_of;
        std::size_t m_n;
    };
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

private:
    std::uint32_t newSlot(const NodeFrame &f, std::uint32_t digest); // one reference taken
    void release(std::uint32_t slot);
    void remember(std::uint32_t slot);

    std::vector<std::uint32_t> m_slotOf;     // by node
    std::vector<NodeFrame> m_frames;         // by slot
    std::vector<std::uint32_t> m_digests;    // by slot: nodeFrameDigest, compared first
    std::vector<std::uint32_t> m_refs;       // by slot: the nodes (and holds) on it; 0: free
    std::vector<std::uint32_t> m_free;       // slots with no reference, to reuse
    std::uint32_t m_fill = 0;                // the slot assign() filled every node with
    std::array<std::uint32_t, 4> m_recent{}; // slots written lately: alike nodes come in runs
    std::uint32_t m_nextRecent = 0;
};

} // namespace gt
