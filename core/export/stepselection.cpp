#include "stepselection.h"

#include "../trace/narration.h"

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
    if (isLeafRead(e) || isCutoff(e))
        return true;
    // SSS* reports no values upwards: a child of the root is settled when it is solved.
    const bool backsUp = e.type == EventType::Return || e.type == EventType::ChanceAdd ||
                         (e.type == EventType::SssPush && SssStatus(e.detail) == SssStatus::Solved);
    return backsUp && e.node != NoNode && e.node < tree.size() && tree.parent(e.node) == 0;
}

std::vector<int> selectSteps(const GameTree &tree, const Trace &trace,
                             const StepSelection &selection)
{
    const int count = int(trace.events.size());
    const int from = std::max(0, selection.from);
    const int to = selection.to < 0 ? count : std::min(count, selection.to);
    std::vector<int> steps;
    for (int s = from; s <= to; ++s) {
        if (!selection.keyStepsOnly || isKeyStep(tree, trace, s))
            steps.push_back(s);
    }
    return steps;
}

} // namespace gt
