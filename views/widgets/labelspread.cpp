#include "labelspread.h"

#include <algorithm>
#include <cassert>
#include <cstddef>

namespace gt {

namespace {

// A run of labels set side by side with `gap` between them, starting at `start`.
struct Run {
    std::size_t first = 0, last = 0; // the labels, inclusive
    double width = 0;
    // Σ (anchor − the label's centre's offset from the run's start): divided by the count,
    // the start that puts the run's labels, on average, on their anchors.
    double sum = 0;
    double start = 0;
};

double clampedStart(double start, double width, double left, double right)
{
    return width >= right - left ? left : std::clamp(start, left, right - width);
}

} // namespace

std::vector<double> spreadLabels(const std::vector<double> &anchors,
                                 const std::vector<double> &widths, double left, double right,
                                 double gap)
{
    assert(anchors.size() == widths.size());
    assert(std::is_sorted(anchors.begin(), anchors.end()));
    std::vector<Run> runs;
    for (std::size_t i = 0; i < anchors.size(); ++i) {
        Run run{i, i, widths[i], anchors[i] - widths[i] / 2, 0};
        run.start = clampedStart(run.sum, run.width, left, right);
        // Merge with the runs before while they overlap: the merged run starts where its
        // labels sit nearest their anchors on average.
        while (!runs.empty() && runs.back().start + runs.back().width + gap > run.start) {
            const Run &before = runs.back();
            const double shift = before.width + gap;
            const auto count = double(run.last - run.first + 1);
            const auto countBefore = double(before.last - before.first + 1);
            Run merged{before.first, run.last, shift + run.width,
                       before.sum + run.sum - count * shift, 0};
            merged.start =
                clampedStart(merged.sum / (count + countBefore), merged.width, left, right);
            runs.pop_back();
            run = merged;
        }
        runs.push_back(run);
    }
    std::vector<double> centres(anchors.size());
    for (const Run &run : runs) {
        double x = run.start;
        for (std::size_t i = run.first; i <= run.last; ++i) {
            centres[i] = x + widths[i] / 2;
            x += widths[i] + gap;
        }
    }
    return centres;
}

} // namespace gt
