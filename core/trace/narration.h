#pragma once

#include "trace.h"

#include <QString>

namespace gt {

// One sentence that says what event `index` does, in words a student can follow
// ("At C, β = 2 ≤ α = 3: the remaining children c2 = 4 and c3 = 6 are pruned.").
// Translated through QCoreApplication::translate("gt::Narration", …).
QString narrate(const GameTree &tree, const Trace &trace, int index);

// The node name used in narration and the docks: its name if it has one, else the move label
// on its edge (unless that is a number), else "node" and its preorder id.
QString nodeLabel(const GameTree &tree, NodeId n);

// A value as a node shows it: "3", or with the bound a search found, "≥ 5", "≤ 2" (also the
// graders' words, core/grade).
QString boundWords(Bound b, double v);

// B*: the separation test in words, for the narration and the interval panel
// ("pess(B) = 3 < opt(C) = 6: not separated yet."). Empty before the first test.
struct BstarStep;
QString separationWords(const GameTree &tree, const BstarStep &step);
// "PROVEBEST" or "DISPROVEREST".
QString strategyWord(BstarStrategy strategy);

} // namespace gt
