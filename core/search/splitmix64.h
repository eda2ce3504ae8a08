#pragma once

#include <cstdint>

namespace gt {

// SplitMix64 (Steele, Lea and Flood 2014, as Vigna publishes it): a 64-bit state bumped by the
// golden-ratio constant and mixed. Written out here rather than taken from <random>, whose
// distributions differ between standard libraries: a seed must give the same draws, hence the
// same Monte-Carlo trace, on every machine.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15u);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
        return z ^ (z >> 31);
    }

    // A double in [0, 1) from the top 53 bits of next(): every value is a multiple of 2⁻⁵³,
    // exact in a double, so the draw is the same wherever it runs.
    double nextUnit() { return double(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_state;
};

} // namespace gt
