// The timeline's ticks (issue 29): the marks of each pixel column are found by bisection over
// the sorted steps, not by mapping every step at each repaint. Held here to the plain walk
// that maps every mark: random marks with long runs sharing a pixel, ranges from a few steps
// to two million, widths from a phone's to a projector's, and marks outside the range.
#include "sanitizers.h"

#include "views/widgets/timelineslider.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace gt;

namespace {

// Every mark mapped on its own: what the bisection must reproduce.
std::vector<int> plainColumns(const TimelineSlider &slider, const std::vector<int> &steps)
{
    std::vector<int> columns(std::size_t(slider.width() + 1), 0);
    for (int step : steps) {
        if (step < slider.minimum() || step > slider.maximum())
            continue;
        const int x = slider.markX(step);
        if (x >= 0 && x <= slider.width())
            ++columns[std::size_t(x)];
    }
    return columns;
}

// Sorted marks in [-5, maximum + 5]: runs of neighbouring steps (a search reading leaf after
// leaf), repeats, and lone marks far apart.
std::vector<int> randomMarks(QRandomGenerator &random, int maximum)
{
    std::vector<int> steps;
    const int runs = random.bounded(1, 25);
    for (int r = 0; r < runs; ++r) {
        int step = random.bounded(-5, maximum + 6);
        const int length = random.bounded(1, std::min(maximum, 600) + 2);
        const int stride = random.bounded(1, 4);
        for (int i = 0; i < length; ++i, step += stride)
            steps.push_back(step);
        if (random.bounded(4) == 0)
            steps.push_back(steps.back()); // the same step twice
    }
    std::sort(steps.begin(), steps.end());
    return steps;
}

} // namespace

class TstTimelineTicks : public QObject {
    Q_OBJECT

private slots:
    void bisectionMatchesThePlainWalk()
    {
        QRandomGenerator random(29);
        TimelineSlider slider;
        const int maxima[] = {1, 2, 7, 60, 999, 40'000, 2'000'000};
        const int widths[] = {40, 173, 640, 1279, 2560};
        int compared = 0;
        for (int round = 0; round < test::underSanitizers(8); ++round) {
            for (int maximum : maxima) {
                slider.setRange(0, maximum);
                const std::vector<int> steps = randomMarks(random, maximum);
                for (int width : widths) {
                    slider.resize(width, 30);
                    const std::vector<int> expected = plainColumns(slider, steps);
                    const std::vector<int> found = slider.markColumns(steps);
                    if (found != expected) {
                        const auto at = std::mismatch(found.begin(), found.end(), expected.begin());
                        QFAIL(qPrintable(QStringLiteral("range 0..%1, width %2, %3 marks: column "
                                                        "%4 has %5 by bisection, %6 mapped one "
                                                        "by one")
                                             .arg(maximum)
                                             .arg(width)
                                             .arg(steps.size())
                                             .arg(at.first - found.begin())
                                             .arg(at.first == found.end() ? -1 : *at.first)
                                             .arg(at.second == expected.end() ? -1 : *at.second)));
                    }
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 0);
    }

    // Every mark in the range is counted once, however many share a pixel.
    void everyMarkInRangeIsCounted()
    {
        TimelineSlider slider;
        slider.setRange(0, 2'000'000);
        slider.resize(300, 30);
        std::vector<int> steps(1'000'000);
        for (int i = 0; i < int(steps.size()); ++i)
            steps[std::size_t(i)] = 2 * i;
        steps.push_back(2'000'001); // past the end: not drawn, not at the left end
        const std::vector<int> columns = slider.markColumns(steps);
        qint64 total = 0;
        for (int c : columns)
            total += c;
        QCOMPARE(total, qint64(1'000'000));
        // Spread over the groove, not piled on a few columns.
        QVERIFY(std::count_if(columns.begin(), columns.end(), [](int c) { return c > 0; }) > 200);
    }
};

QTEST_MAIN(TstTimelineTicks)
#include "tst_timelineticks.moc"
