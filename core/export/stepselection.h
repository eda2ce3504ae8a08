#pragma once

#include "../trace/trace.h"

#include <vector>

namespace gt {

// Which steps of a search a deck shows: all of them (0, before the search, to the last), only
// the key ones, and optionally only a range.
struct StepSelection {
    bool keyStepsOnly = false;
    int from = 0; // first step shown
    int to = -1;  // last step shown; -1 for the last of the search

    bool operator==(const StepSelection &) const = default;
};

// A key step is one a lecturer stops at: a leaf is read, a cut-off prunes (or SSS* purges),
// a child of the root reports its value to the root (SSS*: is solved), a pass begins, and the
// final step, the answer.
bool isKeyStep(const GameTree &tree, const Trace &trace, int step);

// The steps of `selection`, ascending; empty when the range holds none.
std::vector<int> selectSteps(const GameTree &tree, const Trace &trace,
                             const StepSelection &selection);

} // namespace gt
