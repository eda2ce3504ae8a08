#include "stepselection.h"

#include "../search/mcts/mctsconvergence.h"
#include "../trace/eventquery.h"

#include <algorithm>

namespace gt {

bool isKeyStep(const GameTree &tree, const Trace &trace, int step)
{
    const int count = int(trace.events.size());
    if (step <= 0 || step > count)
        return false;
    if (step == count)
        return true;
    const TraceEvent &e = trace.events[std::size_t(step - 1)];
    if (isLeafRead(e) || isCutoff(e) || passStartedBy(e))
        return true;
    // A child of the root finished: it returned, or (SSS*, which reports no values upwards)
    // it was solved.
    const auto finished = finishedBy(e);
    return finished && finished->node != NoNode && finished->node < tree.size() &&
           tree.parent(finished->node) == 0;
}

std::vector<int> iterationEndSteps(const Trace &trace)
{
    return hasMctsConvergence(trace) ? mctsIterationEnds(trace) : std::vector<int>{};
}

int iterationsDone(const std::vector<int> &ends, int step)
{
    return int(std::upper_bound(ends.begin(), ends.end(), step) - ends.begin());
}

bool stepsByIteration(const Trace &trace, const StepSelection &selection)
{
    return selection.by != StepGranularity::Event && hasMctsConvergence(trace);
}

std::vector<int> selectSteps(const GameTree &tree, const Trace &trace,
                             const StepSelection &selection)
{
    const int count = int(trace.events.size());
    const int from = std::max(0, selection.from);
    const int to = selection.to < 0 ? count : std::min(count, selection.to);
    std::vector<int> steps;
    if (stepsByIteration(trace, selection)) {
        std::vector<int> ends = iterationEndSteps(trace);
        ends.insert(ends.begin(), 0);
        if (ends.back() != count) // the closing event after the last back-up
            ends.push_back(count);
        for (int s : ends)
            if (s >= from && s <= to)
                steps.push_back(s);
        return steps;
    }
    for (int s = from; s <= to; ++s) {
        if (!selection.keyStepsOnly || isKeyStep(tree, trace, s))
            steps.push_back(s);
    }
    return steps;
}

} // namespace gt
