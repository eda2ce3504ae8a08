#pragma once

#include "trace.h"

#include <vector>

namespace gt {

// Where a lecturer who was at `step` of `before` should be in `after`, the search again after
// an edit, an undo or new options. Step numbers alone mislead: a search that got shorter
// puts someone who had reached the end in the middle of it ("47 of 47", undo, "32 of 42").
// So:
//   - at the end of `before` (and past step 0): the end of `after`;
//   - at step 0: step 0;
//   - else at the same event — its type, its node (followed to its new id through
//     `oldToNew`, by old id; empty: the ids did not change) and which occurrence of that type
//     at that node it was — where `after` still has it; else at the last event before it that
//     `after` still has; else at `step` as far as `after` reaches.
int followStep(const Trace &before, int step, const Trace &after,
               const std::vector<NodeId> &oldToNew = {});

} // namespace gt
