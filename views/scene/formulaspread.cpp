#include "formulaspread.h"

#include "views/widgets/labelspread.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace gt {

std::vector<FormulaPlace> spreadFormulaBoxes(const std::vector<double> &anchors,
                                             const std::vector<double> &widths,
                                             const std::vector<double> &heights, double gap)
{
    assert(anchors.size() == widths.size() && anchors.size() == heights.size());
    const std::size_t n = anchors.size();
    std::vector<FormulaPlace> places(n);
    if (n < 2)
        return places;
    double spacing = std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < n; ++i)
        spacing = std::min(spacing, anchors[i] - anchors[i - 1]);
    const double reach = spacing / 2 + 0.5; // how far a box may move aside
    const double open = std::numeric_limits<double>::max() / 4;
    for (std::size_t k = 1; k <= n; ++k) {
        bool fits = true;
        for (std::size_t row = 0; row < k && fits; ++row) {
            std::vector<double> a, w;
            for (std::size_t i = row; i < n; i += k) {
                a.push_back(anchors[i]);
                w.push_back(widths[i]);
            }
            const std::vector<double> centres = spreadLabels(a, w, -open, open, gap);
            for (std::size_t j = 0; j < centres.size() && fits; ++j) {
                const std::size_t i = row + j * k;
                places[i].dx = centres[j] - anchors[i];
                places[i].row = int(row);
                fits = std::abs(places[i].dx) <= reach;
            }
        }
        if (fits)
            break; // k = n always fits: one box a row, none moved
    }
    // Each row starts under the tallest box of the row above.
    const int rows = 1 + std::max_element(places.begin(), places.end(), [](auto &a, auto &b) {
                             return a.row < b.row;
                         })->row;
    std::vector<double> tallest(std::size_t(rows), 0);
    for (std::size_t i = 0; i < n; ++i)
        tallest[std::size_t(places[i].row)] =
            std::max(tallest[std::size_t(places[i].row)], heights[i]);
    std::vector<double> top(std::size_t(rows), 0);
    for (int r = 1; r < rows; ++r)
        top[std::size_t(r)] = top[std::size_t(r) - 1] + tallest[std::size_t(r) - 1] + gap;
    for (FormulaPlace &p : places)
        p.dy = top[std::size_t(p.row)];
    return places;
}

} // namespace gt
