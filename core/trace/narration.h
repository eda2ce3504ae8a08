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

// A node as the quiz and the graders name it, so that a student finds it without ids on the
// screen (`gametree check` has none): its name or move label, else "the root", else its id
// with its place, "node 5 (child 2 of child 1 of the root)"; deeper than three levels the place
// is the path of child numbers, "node 9 (at 2.1.3.1 below the root)".
QString placeLabel(const GameTree &tree, NodeId n);
// Whether the node has a name or a (non-numeric) move label to be called by.
bool hasOwnLabel(const GameTree &tree, NodeId n);
// The place alone, "child 2 of child 1 of the root" (not for the root itself).
QString placeWords(const GameTree &tree, NodeId n);

// The move to a root child, as the narration's last sentence says it: "left", "right" (two
// children), else its move label ("a1") or "to child 3 of 4"; with the child's name when it
// has one ("left (B)", "a1 (to B)").
QString rootMoveWords(const GameTree &tree, NodeId child);

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
