#pragma once

#include <cstdint>

namespace gt {

// The bounds every reader enforces, so that a hostile or mistaken file is refused with a clear
// message instead of exhausting memory. They are far above any tree a person draws or a search
// can show, and low enough that the worst case stays within a desktop's memory.
constexpr std::int64_t MaxInputBytes = 64 * 1024 * 1024; // also the cap in characters for text
constexpr int MaxNameLength = 1000;                      // names, move labels, number tokens
constexpr std::int32_t MaxNodes = 5'000'000;

} // namespace gt
