#include "timelineslider.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionSlider>

#include <algorithm>

namespace gt {

TimelineSlider::TimelineSlider(QWidget *parent)
    : QSlider(Qt::Horizontal, parent)
{
    setRange(0, 0);
    setPageStep(10);
    // The arrow keys belong to the window's step actions; the slider is for the mouse.
    setFocusPolicy(Qt::NoFocus);
    setToolTip(tr("Timeline: blue ticks below mark leaves read, red ticks above mark cut-offs, "
                  "orange dots mark breakpoints"));
}

QColor TimelineSlider::leafColor()
{
    return QColor(0x25, 0x63, 0xeb);
}

QColor TimelineSlider::cutoffColor()
{
    return QColor(0xdc, 0x26, 0x26);
}

QColor TimelineSlider::breakColor()
{
    return QColor(0xf5, 0x9e, 0x0b);
}

void TimelineSlider::setMarks(std::vector<int> leafSteps, std::vector<int> cutoffSteps)
{
    m_leafSteps = std::move(leafSteps);
    m_cutoffSteps = std::move(cutoffSteps);
    for (std::vector<int> *steps : {&m_leafSteps, &m_cutoffSteps}) { // paintTicks bisects them
        if (!std::is_sorted(steps->begin(), steps->end()))
            std::sort(steps->begin(), steps->end());
    }
    update();
}

void TimelineSlider::setBreakSteps(std::vector<int> steps)
{
    m_breakSteps = std::move(steps);
    update();
}

QSize TimelineSlider::sizeHint() const
{
    QSize s = QSlider::sizeHint();
    s.setHeight(std::max(s.height(), 30));
    return s;
}

QSize TimelineSlider::minimumSizeHint() const
{
    QSize s = QSlider::minimumSizeHint();
    s.setHeight(std::max(s.height(), 30));
    return s;
}

TimelineSlider::Scale TimelineSlider::scale() const
{
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    const QRect groove =
        style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
    const QRect handle =
        style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
    return {groove.x() + handle.width() / 2, groove.width() - handle.width()};
}

int TimelineSlider::xForStep(const Scale &scale, int step) const
{
    return scale.left + QStyle::sliderPositionFromValue(minimum(), maximum(), step, scale.span);
}

void TimelineSlider::paintTicks(QPainter &painter, const Scale &scale,
                                const std::vector<int> &steps, double anchor, double length,
                                const QColor &color) const
{
    if (steps.empty())
        return;
    // Marks per pixel column. Where several fall in one column (long traces) the tick's
    // length says how many, relative to the busiest column: a histogram, not a solid band.
    // The steps are sorted and a step's x never falls as the step grows: a column's marks are
    // a stretch found by bisection, not a million steps mapped at every repaint (30 ms each
    // for a big trace, issue 29).
    std::vector<int> columns(std::size_t(width() + 1), 0);
    int busiest = 0;
    for (auto it = steps.begin(); it != steps.end();) {
        const int x = xForStep(scale, *it);
        const auto next = std::partition_point(
            it, steps.end(), [&](int step) { return xForStep(scale, step) <= x; });
        if (x >= 0 && x <= width())
            busiest = std::max(busiest, columns[std::size_t(x)] += int(next - it));
        it = next;
    }
    painter.setPen(QPen(color, 1.5));
    for (int x = 0; x <= width(); ++x) {
        const int count = columns[std::size_t(x)];
        if (count == 0)
            continue;
        const double part = busiest == 1 ? 1.0 : std::max(0.25, double(count) / busiest);
        painter.drawLine(QPointF(x + 0.5, anchor), QPointF(x + 0.5, anchor + length * part));
    }
}

void TimelineSlider::setMarksHidden(bool hidden)
{
    m_marksHidden = hidden;
    update();
}

void TimelineSlider::paintEvent(QPaintEvent *event)
{
    QSlider::paintEvent(event);
    if (maximum() <= minimum())
        return;
    QPainter painter(this);
    const Scale sc = scale();
    const int mid = height() / 2;
    if (!m_marksHidden) {
        paintTicks(painter, sc, m_cutoffSteps, mid - 4, -(mid - 5), cutoffColor());
        paintTicks(painter, sc, m_leafSteps, mid + 5, height() - mid - 8, leafColor());
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(breakColor());
    for (int step : m_breakSteps)
        painter.drawEllipse(QPointF(xForStep(sc, step) + 0.5, height() - 3.5), 2.5, 2.5);
}

} // namespace gt
