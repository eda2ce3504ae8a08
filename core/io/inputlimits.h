#pragma once

#include <QString>

#include <cstdint>

namespace gt {

// The bounds every reader enforces, so that a hostile or mistaken file is refused with a clear
// message instead of exhausting memory. They are far above any tree a person draws or a search
// can show, and low enough that the worst case stays within a desktop's memory
// (docs/fuzzing.md has the figures). The size cap lets every format we write hold a
// 1,000,000-node tree: written as .json that is about 67 MB, as .dot about 95 MB.
constexpr std::int64_t MaxInputBytes = 128 * 1024 * 1024; // also the cap in characters for text
constexpr int MaxNameLength = 1000;                       // names, move labels, number tokens
constexpr std::int32_t MaxNodes = 5'000'000;

// "the file is larger than 128 MiB", and the like: the limit as messages state it.
inline QString maxInputSizeText()
{
    return QStringLiteral("%1 MiB").arg(MaxInputBytes / (1024 * 1024));
}

} // namespace gt
