#pragma once

#include "../../trace/trace.h"

namespace gt {

// The events of proof-number search (TraceFeature::ProofNumbers), one iteration after the
// other: the descent to the most-proving node (PnsSelect at each expanded node on the way),
// its expansion (PnsExpand), each child generated (PnsGenerate for an inner node, PnsEvaluate
// for a leaf, evaluated at once), and the new numbers of the expanded node and every ancestor
// on the way back (PnsUpdate). The root's own generation comes first, as iteration 0. Numbers
// are doubles, ∞ a real infinity; an evaluation carries the leaf's value, as every leaf read
// does, its numbers following from whether it is proven (pn 0, dn ∞) or not (pn ∞, dn 0).
// Each event names its pseudocode line.
//
//   type         node                other                 a           b           detail / aux
//   PnsGenerate  the inner node      its parent (none:     pn          dn          1: init children
//                                    the root)                                     / iteration
//   PnsEvaluate  the leaf            its parent (none)     its value   —           bit 0: proven,
//                                                                                  bit 1: goal
//                                                                                  not-lose /
//                                                                                  iteration
//   PnsSelect    the expanded node   the child taken       its pn (OR) ties: the   1: by pn (OR),
//                                                          or dn (AND) children    0: by dn (AND) /
//                                                                      with it     iteration
//   PnsExpand    the most-proving    —                     —           —           — / iteration
//                node
//   PnsUpdate    the node updated    the child below it    pn after    dn after    — / iteration
//                                    (none: the node
//                                    expanded)
constexpr EventType PnsGenerate{70};
constexpr EventType PnsEvaluate{71};
constexpr EventType PnsSelect{72};
constexpr EventType PnsExpand{73};
constexpr EventType PnsUpdate{74};

} // namespace gt
