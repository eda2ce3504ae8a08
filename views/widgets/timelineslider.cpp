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

int TimelineSlider::markX(int step) const
{
    return xForStep(scale(), step);
}

std::vector<int> TimelineSlider::markColumns(const std::vector<int> &steps) const
{
    // The steps are sorted and a step's x never falls as the step grows: a column's marks are
    // a stretch found by bisection, not a million steps mapped at every repaint (30 ms each
    // for a big trace, issue 29).
    // Marks outside the range are not drawn: Qt puts a value past the maximum at the left end
    // (QStyle::sliderPositionFromValue), which would also break the order bisection needs.
    const Scale sc = scale();
    std::vector<int> columns(std::size_t(std::max(0, width()) + 1), 0);
    const auto end = std::upper_bound(steps.begin(), steps.end(), maximum());
    for (auto it = std::lower_bound(steps.begin(), end, minimum()); it != end;) {
        const int x = xForStep(sc, *it);
        const auto next =
            std::partition_point(it, end, [&](int step) { return xForStep(sc, step) <= x; });
        if (x >= 0 && x <= width())
            columns[std::size_t(x)] += int(next - it);
        it = next;
    }
    return columns;
}

void TimelineSlider::paintTicks(QPainter &painter, const std::vector<int> &steps, double anchor,
                                double length, const QColor &color) const
{
    if (steps.empty())
        return;
    // Where several marks fall in one pixel column (long traces) the tick's length says how
    // many, relative to the busiest column: a histogram, not a solid band.
    const std::vector<int> columns = markColumns(steps);
    const int busiest = *std::max_element(columns.begin(), columns.end());
    if (busiest == 0)
        return;
    painter.setPen(QPen(color, 1.5));
    for (std::size_t x = 0; x < columns.size(); ++x) {
        const int count = columns[x];
        if (count == 0)
            continue;
        const double part = busiest == 1 ? 1.0 : std::max(0.25, double(count) / busiest);
        painter.drawLine(QPointF(double(x) + 0.5, anchor),
                         QPointF(double(x) + 0.5, anchor + length * part));
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
        paintTicks(painter, m_cutoffSteps, mid - 4, -(mid - 5), cutoffColor());
        paintTicks(painter, m_leafSteps, mid + 5, height() - mid - 8, leafColor());
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(breakColor());
    for (int step : m_breakSteps)
        painter.drawEllipse(QPointF(xForStep(sc, step) + 0.5, height() - 3.5), 2.5, 2.5);
}

} // namespace gt
