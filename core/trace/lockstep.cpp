#include "lockstep.h"

#include "eventquery.h"

#include <algorithm>

namespace gt {

Lockstep::Track Lockstep::trackOf(const Trace *trace)
{
    Track track;
    if (!trace)
        return track;
    track.stepCount = int(trace->events.size());
    for (std::size_t i = 0; i < trace->events.size(); ++i) {
        if (isLeafRead(trace->events[i]))
            track.leafSteps.push_back(int(i) + 1);
    }
    return track;
}

void Lockstep::setTracks(std::vector<Track> tracks)
{
    m_tracks = std::move(tracks);
}

int Lockstep::mostLeaves() const
{
    int most = 0;
    for (const Track &t : m_tracks)
        most = std::max(most, int(t.leafSteps.size()));
    return most;
}

int Lockstep::lastPosition() const
{
    if (m_tracks.empty())
        return 0;
    if (m_mode == Mode::Leaves)
        return mostLeaves() + 1; // the end, after the last read of the longest reader
    int longest = 0;
    for (const Track &t : m_tracks)
        longest = std::max(longest, t.stepCount);
    return longest;
}

bool Lockstep::isEnd(int position) const
{
    return m_mode == Mode::Leaves && !m_tracks.empty() && position >= lastPosition();
}

int Lockstep::stepAt(int search, int position) const
{
    const Track &t = m_tracks[std::size_t(search)];
    position = std::clamp(position, 0, lastPosition());
    if (m_mode == Mode::Steps)
        return std::min(position, t.stepCount);
    if (position == 0)
        return 0;
    // A search that has read all its leaves by now has finished: it shows its result.
    if (position > int(t.leafSteps.size()))
        return t.stepCount;
    return t.leafSteps[std::size_t(position - 1)];
}

int Lockstep::positionOf(int search, int step) const
{
    const Track &t = m_tracks[std::size_t(search)];
    step = std::clamp(step, 0, t.stepCount);
    if (m_mode == Mode::Steps)
        return step;
    if (step == t.stepCount && step > 0)
        return lastPosition();
    return leavesReadAt(search, step);
}

int Lockstep::leavesReadAt(int search, int step) const
{
    const std::vector<int> &reads = m_tracks[std::size_t(search)].leafSteps;
    return int(std::upper_bound(reads.begin(), reads.end(), step) - reads.begin());
}

} // namespace gt
