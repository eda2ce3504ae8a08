#pragma once

#include "grade.h"

#include "../io/readerror.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <limits>
#include <optional>

namespace gt::grade {

// Reading a student's answer file (docs/grading.md has the formats, with examples): what a
// student's own program naturally prints. Bare text is one value or a list of leaves (ids or
// names, separated by spaces, commas, semicolons or newlines, brackets and quotes ignored);
// lines "value: 3", "leaves: …", "pruned: …", "best: L", "visits: 26 74" give several parts
// at once; JSON lines
// are a trace (docs/trace-format.md); one JSON object {"values": …, "pruned": …} is a
// whole-tree answer.

// What a bare answer is; Auto: a single number is a value, JSON as above, anything else a
// list of leaves read.
enum class AnswerKind { Auto, Value, LeavesRead, Pruned, BestMove, Trace, WholeTree, Visits };
// The names `--answer` takes: "auto", "value", "leaves", "pruned", "best", "trace", "whole",
// "visits" (MCTS: the root children's N, in order).
QStringList answerKindNames();
std::optional<AnswerKind> answerKindFromName(const QString &name);

// What bare numbers in a list of leaves are: preorder ids (as `eval --json` prints them) or
// the leaves' values (as many students' programs print them).
enum class LeafNumbers { Ids, Values };

// The answer in `bytes` (read from `source`, for messages), its names resolved against `tree`.
// On bad input returns nothing and *error says where ("answer.txt:2:7: no node is called
// 'q'"). A trace is read up to `maxTraceEvents` events: a grader that knows the search's
// length passes it + 1, since the answer is wrong at the first event beyond it whatever follows
// (a hostile 128 MB trace would otherwise take gigabytes).
std::optional<Answer>
readAnswer(const QByteArray &bytes, const QString &source, const GameTree &tree, AnswerKind kind,
           LeafNumbers numbers, ReadError *error,
           std::size_t maxTraceEvents = std::numeric_limits<std::size_t>::max());

} // namespace gt::grade
