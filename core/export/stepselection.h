#pragma once

#include "../trace/trace.h"

#include <cstdint>
#include <vector>

namespace gt {

// What one slide (one frame of a player) of a search that runs in iterations (MCTS) holds: one
// event, as for every other search, or a whole iteration, as the window's "by iteration"
// stepping shows it. Auto: by iteration when the search has iterations — a slide per phase of
// a hundred iterations is a deck nobody pages through.
enum class StepGranularity : std::uint8_t { Auto, Event, Iteration };

// Which steps of a search a deck shows: all of them (0, before the search, to the last), only
// the key ones, and optionally only a range.
struct StepSelection {
    bool keyStepsOnly = false;
    int from = 0; // first step shown
    int to = -1;  // last step shown; -1 for the last of the search
    StepGranularity by = StepGranularity::Auto;

    bool operator==(const StepSelection &) const = default;
};

// A key step is one a lecturer stops at: a leaf is read, a cut-off prunes (or SSS* purges),
// a child of the root reports its value to the root (SSS*: is solved), a pass begins, and the
// final step, the answer.
bool isKeyStep(const GameTree &tree, const Trace &trace, int step);

// The steps at which each iteration of the search is done (mctsIterationEnds), ascending;
// empty for a search without iterations.
std::vector<int> iterationEndSteps(const Trace &trace);

// How many iterations are done at `step`, of a search whose iterations end at `ends`.
int iterationsDone(const std::vector<int> &ends, int step);

// Whether `selection` shows whole iterations of this search.
bool stepsByIteration(const Trace &trace, const StepSelection &selection);

// The steps of `selection`, ascending; empty when the range holds none. By iteration: 0, the
// end of every iteration, and the last step (the answer), those in the range; key steps are
// then the same (an iteration's end is where a lecturer stops).
std::vector<int> selectSteps(const GameTree &tree, const Trace &trace,
                             const StepSelection &selection);

} // namespace gt
