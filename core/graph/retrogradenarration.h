#pragma once

#include "retrograde.h"

#include <QString>

namespace gt {

// The sentences the stepper of retrograde analysis says: the rule each step applies, in the
// words of ALGORITHMS.md, naming the positions by their text. Kept beside the step record so
// that the window and a test read the same words.

// Before the first step: what the counters are.
QString narrateRetrogradeStart();
// Step `index` of `result.steps` (made from `graph`).
QString narrateRetrogradeStep(const GameGraph &graph, const RetrogradeResult &result, int index);
// The counts once every step is done.
QString narrateRetrogradeCounts(int wins, int losses, int draws);

} // namespace gt
