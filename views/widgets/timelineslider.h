#pragma once

#include <QSlider>

#include <vector>

namespace gt {

// The stepper's timeline: a horizontal slider over steps 0..n that also paints where the
// interesting things happen, so a lecturer can see at a glance where the cut-offs are and jump
// there. Leaf reads are short ticks below the groove, cut-offs taller ticks above it, break
// steps small dots. Marks are step numbers (the step at which the event is shown).
class TimelineSlider : public QSlider {
    Q_OBJECT
public:
    explicit TimelineSlider(QWidget *parent = nullptr);

    void setMarks(std::vector<int> leafSteps, std::vector<int> cutoffSteps);
    void setBreakSteps(std::vector<int> steps);
    const std::vector<int> &leafSteps() const { return m_leafSteps; }
    const std::vector<int> &cutoffSteps() const { return m_cutoffSteps; }
    const std::vector<int> &breakSteps() const { return m_breakSteps; }
    // The quiz hides where the leaf reads and cut-offs are: they would give answers away.
    void setMarksHidden(bool hidden);
    bool marksHidden() const { return m_marksHidden; }

    // The pixel column of a mark at `step`, and how many of the sorted `steps` within the
    // range fall in each column 0..width(), found by bisection (what the ticks draw;
    // tst_timelineticks holds the bisection to a plain walk over markX).
    int markX(int step) const;
    std::vector<int> markColumns(const std::vector<int> &steps) const;

    static QColor leafColor();
    static QColor cutoffColor();
    static QColor breakColor();

protected:
    void paintEvent(QPaintEvent *event) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    struct Scale {
        int left = 0; // x of step `minimum()`
        int span = 0; // pixels from the first to the last step
    };
    Scale scale() const;
    int xForStep(const Scale &scale, int step) const;
    // Ticks from `anchor` (the groove's edge) over `length` pixels (negative: upwards).
    void paintTicks(QPainter &painter, const std::vector<int> &steps, double anchor, double length,
                    const QColor &color) const;

    std::vector<int> m_leafSteps;
    std::vector<int> m_cutoffSteps;
    std::vector<int> m_breakSteps;
    bool m_marksHidden = false;
};

} // namespace gt
