#pragma once

#include <QString>

#include <cstdint>

namespace gt {

// The bounds every reader enforces, so that a hostile or mistaken file is refused with a clear
// message instead of exhausting memory or time. They are far above any tree a person draws or a
// search can show, and low enough that the worst case stays within a desktop's memory
// (docs/fuzzing.md has the figures). The size cap lets every format we write hold a
// 1,000,000-node tree: written as .json that is about 67 MB, as .dot about 95 MB.
constexpr std::int64_t MaxInputBytes = 128 * 1024 * 1024; // also the cap in characters for text
constexpr int MaxNameLength = 1000;                       // names, move labels, number tokens
constexpr std::int32_t MaxNodes = 5'000'000;
// Bytes a file's buffer has beyond its end (readCapped): simdjson reads ahead in blocks and
// copies an input without that room to a buffer that has it.
constexpr std::int64_t ReadAhead = 64;

// DOT is read by cgraph, which needs far more memory than our own readers (about 530 bytes for
// each node and edge) and does some work out of proportion to the text. DotGuard
// (core/io/dotguard.h) enforces these before cgraph sees the text, naming the place where
// each is crossed; docs/dot-format.md has the measurements behind them.
constexpr std::int32_t MaxDotNodes = 2'000'000; // our writer's 1,111,111-node tree reads
constexpr std::int64_t MaxDotEdges = 2'000'000;
// cgraph copies a token each time its lexer refills a buffer (8 KiB) or passes a line break
// inside a quoted string: a 10 MB string took 51 s, a string of 65,536 line breaks 20 s.
constexpr int MaxDotTokenBytes = 16 * 1024; // an ID, quoted or HTML string, joined string
constexpr int MaxDotStringLines = 8;        // lines one quoted string may span
constexpr int MaxDotJoinedStrings = 64;     // "a" + "b" + …: each + copies the whole so far
// cgraph's agnedges()/agdegree() count a node's edges recursively over a list-shaped tree, and
// overflowed the 8 MiB main stack at 550,000-600,000 children (130,000 on a 2 MiB thread
// stack). We no longer call them; this stays below the smallest crash measured, in case
// anything in Graphviz does.
constexpr std::int32_t MaxDotChildren = 100'000;
constexpr int MaxDotBraceNesting = 1000;
constexpr std::uint64_t MaxDotSubgraphMemberships = 4'000'000; // sum of nesting over statements
constexpr int MaxDotAttributeNames = 256;
constexpr std::uint64_t MaxDotAttributeSlots = 64'000'000; // (objects) x (attribute names)

// "the file is larger than 128 MiB", and the like: the limit as messages state it.
inline QString maxInputSizeText()
{
    return QStringLiteral("%1 MiB").arg(MaxInputBytes / (1024 * 1024));
}

} // namespace gt
