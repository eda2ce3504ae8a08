#pragma once

#include "trace.h"

#include <vector>

namespace gt {

// Several searches of one tree stepped together (View ▸ Compare): one common position, shared
// by every search, mapped to each search's own step. By steps, position k is step k of every
// search (a search that has fewer stays at its end). By leaf reads, position 0 is the start,
// position j the step right after a search's j-th leaf read (a search that reads fewer than j
// leaves is at its end, finished), and one last position puts every search at its end, so
// that the race ends with every result shown. Leaf reads are counted as the summary counts
// them (eventquery's isLeafRead: one per evaluation, re-reads included, table hits not).
//
//   leaf reads of A:   ·  r1 · · r2 · r3 · · ·|end      position 2 → A's step after r2
//   leaf reads of B:   · · r1 · · · · r2 · ·|end                   → B's step after r2
class Lockstep {
public:
    enum class Mode { Steps, Leaves };

    // What the mapping needs of one search: how many steps it has and after which steps a leaf
    // has been read. A search that could not run (the algorithm refused the tree) has neither
    // and stays at step 0.
    struct Track {
        int stepCount = 0;
        std::vector<int> leafSteps; // ascending: the step right after each leaf read
    };
    static Track trackOf(const Trace *trace); // nullptr: a search that could not run

    void setTracks(std::vector<Track> tracks);
    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }

    int searchCount() const { return int(m_tracks.size()); }
    // The last common position (the first is 0): the longest search's last step, or the most
    // leaves any search reads plus one (the end); 0 without searches.
    int lastPosition() const;
    // Whether `position` is the last one of the leaf mode, where every search is at its end.
    bool isEnd(int position) const;
    // The step `search` shows at `position` (clamped to 0 … lastPosition()).
    int stepAt(int search, int position) const;
    // The position whose step for `search` is the latest at or before `step`: what to keep when
    // the mode changes, so that the searches stay about where they were.
    int positionOf(int search, int step) const;

    int stepCount(int search) const { return m_tracks[std::size_t(search)].stepCount; }
    int leafCount(int search) const { return int(m_tracks[std::size_t(search)].leafSteps.size()); }
    // How many leaves `search` has read after `step` steps.
    int leavesReadAt(int search, int step) const;

private:
    int mostLeaves() const;

    std::vector<Track> m_tracks;
    Mode m_mode = Mode::Steps;
};

} // namespace gt
