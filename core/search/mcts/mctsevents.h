#pragma once

#include "../../trace/trace.h"

namespace gt {

// The events of Monte-Carlo tree search (TraceFeature::SearchTree), one iteration after the
// other: selection steps (MctsSelect at a MAX/MIN node, MctsDraw at a chance node), the node
// added (MctsExpand), each move of the playout (MctsPlayout), the result (MctsResult), and the
// update of every search-tree node on the way back (MctsBackup). Each names its pseudocode line.
//
//   type         node               other                 a            b            aux / detail
//   MctsSelect   the MAX/MIN node   the child taken       its UCB      c            iteration
//   MctsDraw     the chance node    the child drawn       u in [0, 1)  P(child)     iteration /
//                                                                                   1: new (added)
//   MctsExpand   the child added    its parent            —            —            iteration
//   MctsPlayout  the node moved to  its parent            u (chance)   —            move from 1 /
//                                                                                   1: a draw
//   MctsResult   the leaf (or stop) —                     r            —            iteration /
//                                                                                   1: heuristic
//   MctsBackup   a search-tree node the child below it    Q after      W after      N after
//                                   (none: the path's end)
constexpr EventType MctsSelect{64};
constexpr EventType MctsDraw{65};
constexpr EventType MctsExpand{66};
constexpr EventType MctsPlayout{67};
constexpr EventType MctsResult{68};
constexpr EventType MctsBackup{69};

} // namespace gt
