#pragma once

#include "nodeframe.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

namespace gt {

// The node frames of a whole tree, kept sparsely: each node holds the index of a slot in a
// table of frames, and nodes that look alike share a slot. At step 0 every node but the root
// looks alike, and a cut-off leaves its whole subtree alike, so a million nodes cost their 4
// bytes each plus the few frames that differ, not 168 bytes each (issue 13: the window's
// memory per node). Every distinct frame has one slot, found by its digest in a flat hash
// index: a node written with a frame some slot holds shares that slot, and a node alone on its
// slot is otherwise written in place. (Sharing only with the frames written lately gave every
// leaf minimax reads a slot of its own, a million 168-byte frames for a tree whose leaves take
// ten values: the peak of a big file's first seconds in the window, issue 29.) Reading is by
// index, as from a vector; writing goes through set(). A reference from operator[] stays valid
// until the next set() or assign().
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

    std::size_t memoryBytes() const;                        // heap bytes, for the benchmarks
    std::size_t distinctCount() const { return m_indexed; } // the frames its nodes have

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
    // The index of distinct frames: the slot holding f (digest: nodeFrameDigest(f)), or
    // UINT32_MAX; a slot enters it with its frame and leaves it before the frame changes.
    std::uint32_t find(const NodeFrame &f, std::uint32_t digest) const;
    void index(std::uint32_t slot);
    void unindex(std::uint32_t slot);
    void grow(); // the table twice as long, every entry placed again

    std::vector<std::uint32_t> m_slotOf;  // by node
    std::vector<NodeFrame> m_frames;      // by slot
    std::vector<std::uint32_t> m_digests; // by slot: nodeFrameDigest, compared first
    std::vector<std::uint32_t> m_refs;    // by slot: the nodes on it; 0: free
    std::vector<std::uint32_t> m_free;    // slots with no reference, to reuse
    // Open addressing by digest, a power of two long and at most half full, with linear
    // probing: a live slot + 1, or 0. Each live slot is in it once, under its digest.
    std::vector<std::uint32_t> m_table;
    std::size_t m_indexed = 0; // live slots in m_table
};

} // namespace gt
