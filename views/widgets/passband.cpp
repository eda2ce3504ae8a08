#include "passband.h"

#include "labelspread.h"

#include "views/scene/scenestyle.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

constexpr int Margin = 10;         // left and right of the line
constexpr int ArrowRoom = 22;      // the line's ends, where ±∞ point
constexpr int EarlierRows = 4;     // earlier passes drawn above the current one, latest first
constexpr int RowHeight = 9;       // one earlier pass's faded window
constexpr int LabelRows = 2;       // the values' labels under the line
constexpr int LabelRowHeight = 13; // the annotation font's line
// The number line, above its labels and the caption.
constexpr int LineFromBottom = 44 + (LabelRows - 1) * LabelRowHeight;
constexpr int LabelGap = 6; // between two labels in a row

QColor faded(QColor c)
{
    c.setAlphaF(0.5);
    return c;
}

// A null window's α or β that is the largest double stands for the infinity next to it.
bool atInfinity(double v)
{
    return std::isinf(v) || std::isinf(std::nextafter(v, v > 0 ? INFINITY : -INFINITY));
}

// How far the labels of a layout are from their ticks, at most.
double worstShift(const std::vector<double> &anchors, const std::vector<double> &centres)
{
    double worst = 0;
    for (std::size_t i = 0; i < anchors.size(); ++i)
        worst = std::max(worst, std::abs(centres[i] - anchors[i]));
    return worst;
}

} // namespace

PassBand::PassBand(SearchSession *session, const TreeScene *scene, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("passBand"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(session, &SearchSession::traceChanged, this, &PassBand::refresh);
    connect(session, &SearchSession::stepChanged, this, &PassBand::refresh);
    refresh();
}

QSize PassBand::sizeHint() const
{
    return {400, LineFromBottom + 14 + EarlierRows * RowHeight + 20};
}

void PassBand::refresh()
{
    const Trace *trace = m_session->trace();
    const bool passes = trace && trace->features.testFlag(TraceFeature::Passes);
    setVisible(passes);
    if (passes && (!m_index || m_indexedTrace != m_session->traceRevision())) {
        m_index.emplace(m_session->tree(), *trace);
        m_indexedTrace = m_session->traceRevision();
    } else if (!passes) {
        m_index.reset();
    }
    m_line = passes ? m_index->at(m_session->frame().step) : PassLine{};
    update();
}

QString PassBand::caption() const
{
    if (m_line.passes.empty())
        return tr("Passes: none begun yet");
    const PassResult &current = m_line.passes.back();
    Frame frame;
    frame.pass = current.pass;
    frame.passCount = m_session->frame().passCount;
    QString text = passText(frame);
    const QString outcome = passOutcomeText(current);
    if (!outcome.isEmpty())
        text += QStringLiteral(" · ") + outcome;
    if (m_line.guess)
        text += tr(" · guess %1").arg(formatValue(*m_line.guess));
    // The bracket in words while it is open and bounded on some side.
    if (m_line.bracketed && m_line.lower < m_line.upper &&
        (std::isfinite(m_line.lower) || std::isfinite(m_line.upper)))
        text += tr(" · %1 ≤ value ≤ %2").arg(formatValue(m_line.lower), formatValue(m_line.upper));
    return text;
}

int PassBand::lineY() const
{
    return height() - LineFromBottom;
}

double PassBand::xFor(double v) const
{
    const double left = Margin + ArrowRoom, right = width() - Margin - ArrowRoom;
    if (atInfinity(v))
        return v < 0 ? Margin : width() - Margin;
    const double t = (v - m_line.low) / (m_line.high - m_line.low);
    return left + std::clamp(t, 0.0, 1.0) * (right - left);
}

std::vector<PassBand::ValueLabel> PassBand::valueLabels() const
{
    std::vector<ValueLabel> labels;
    // Before a pass has tested a finite value the line spans the tree's: label its ends.
    const std::vector<double> values =
        m_line.values.empty() ? std::vector<double>{m_line.low, m_line.high} : m_line.values;
    const QFontMetricsF fm(m_scene->sceneStyle().annotationFont);
    std::vector<double> anchors, widths;
    for (const double v : values) {
        labels.push_back({v, formatWindowEnd(v), {}});
        anchors.push_back(xFor(v));
        widths.push_back(fm.horizontalAdvance(labels.back().text));
    }
    // One row if the labels fit near their ticks, else every other label in a second row.
    const double left = Margin, right = width() - Margin;
    std::vector<double> centres = spreadLabels(anchors, widths, left, right, LabelGap);
    std::vector<int> rows(values.size(), 0);
    if (worstShift(anchors, centres) > 0.5 && values.size() > 1) {
        std::vector<double> twoRows(values.size());
        for (int row = 0; row < LabelRows; ++row) {
            std::vector<double> a, w;
            for (std::size_t i = std::size_t(row); i < values.size(); i += LabelRows) {
                a.push_back(anchors[i]);
                w.push_back(widths[i]);
            }
            const std::vector<double> c = spreadLabels(a, w, left, right, LabelGap);
            for (std::size_t k = 0; k < c.size(); ++k)
                twoRows[std::size_t(row) + k * LabelRows] = c[k];
        }
        if (worstShift(anchors, twoRows) < worstShift(anchors, centres)) {
            centres = twoRows;
            for (std::size_t i = 0; i < rows.size(); ++i)
                rows[i] = int(i % LabelRows);
        }
    }
    const double top = lineY() + 6;
    for (std::size_t i = 0; i < labels.size(); ++i)
        labels[i].rect = QRectF(centres[i] - widths[i] / 2, top + rows[i] * LabelRowHeight,
                                widths[i], fm.height());
    return labels;
}

void PassBand::paintEvent(QPaintEvent *)
{
    const SceneStyle &s = m_scene->sceneStyle();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), s.background);
    p.setFont(s.annotationFont);
    const QFontMetricsF fm(s.annotationFont);
    const double y = lineY();

    // The line, its arrows (the infinities) and the values tested and returned.
    p.setPen(QPen(s.foreground, 1));
    p.drawLine(QPointF(Margin, y), QPointF(width() - Margin, y));
    auto arrow = [&](double tip, double dir) {
        QPainterPath head;
        head.moveTo(tip, y);
        head.lineTo(tip - dir * 7, y - 4);
        head.lineTo(tip - dir * 7, y + 4);
        head.closeSubpath();
        p.fillPath(head, s.foreground);
    };
    arrow(Margin, -1);
    arrow(width() - Margin, 1);
    // The infinities over their arrows, clear of the values' labels under the line.
    const double infinityWidth = fm.horizontalAdvance(QStringLiteral("+∞"));
    p.drawText(QPointF(Margin, y - 6), QStringLiteral("−∞"));
    p.drawText(QPointF(width() - Margin - infinityWidth, y - 6), QStringLiteral("+∞"));
    for (const ValueLabel &label : valueLabels()) {
        const double x = xFor(label.value);
        p.drawLine(QPointF(x, y - 3), QPointF(x, y + 3));
        // A label pushed aside by its neighbours keeps a thin lead to its tick.
        const QPointF centre(label.rect.center().x(), label.rect.top());
        if (std::abs(centre.x() - x) > 1.5)
            p.drawLine(QPointF(x, y + 3), centre);
        p.drawText(QPointF(label.rect.left(), label.rect.top() + fm.ascent()), label.text);
    }

    auto window = [&](const PassResult &r, double top, double h, const QColor &colour) {
        // A window at an infinity (MT-SSS*'s first test) sits on the arrow, inside the band.
        const double a = std::min(xFor(r.pass.alpha), width() - Margin - 4.0);
        const double b = xFor(r.pass.beta);
        p.fillRect(QRectF(a, top, std::max(b - a, 4.0), h), colour); // null windows too
    };
    auto dot = [&](const PassResult &r, double cy, double radius, bool fade) {
        if (r.outcome == PassOutcome::Pending)
            return;
        QColor fill = r.outcome == PassOutcome::FailHigh  ? s.maxFill
                      : r.outcome == PassOutcome::FailLow ? s.minFill
                                                          : s.currentColor;
        p.setPen(QPen(fade ? faded(s.foreground) : s.foreground, 1));
        p.setBrush(fade ? faded(fill) : fill);
        p.drawEllipse(QPointF(xFor(r.result), cy), radius, radius);
    };

    // Earlier passes, faded, the latest just above the current one.
    const int count = int(m_line.passes.size());
    for (int k = 1; k <= EarlierRows && count - 1 - k >= 0; ++k) {
        const PassResult &r = m_line.passes[std::size_t(count - 1 - k)];
        const double top = y - 12 - k * RowHeight;
        window(r, top, RowHeight - 3, faded(s.pathColor));
        dot(r, top + (RowHeight - 3) / 2.0, 2.5, true);
    }

    if (m_line.guess) { // a small triangle under the line, at an arrow's tip for ±∞
        const double x = std::clamp(xFor(*m_line.guess), Margin + 4.0, width() - Margin - 4.0);
        QPainterPath mark;
        mark.moveTo(x, y + 1);
        mark.lineTo(x - 4, y + 8);
        mark.lineTo(x + 4, y + 8);
        mark.closeSubpath();
        p.fillPath(mark, s.currentColor);
    }

    if (count > 0) { // the current pass: its window on the line, its number over it
        const PassResult &r = m_line.passes.back();
        window(r, y - 5, 10, s.pathColor);
        if (m_line.bracketed) { // [lower, upper]: what the results proved, ±∞ beside the arrows
            p.setPen(QPen(s.currentColor, 2));
            auto bracket = [&](double v, double dir) {
                // An open side just inside its arrow, clear of the "−∞" or "+∞" over it.
                const double x = !std::isinf(v) ? xFor(v) - dir * 2
                                 : v < 0        ? Margin + infinityWidth + 3
                                                : width() - Margin - infinityWidth - 3;
                p.drawLine(QPointF(x, y - 7), QPointF(x, y + 7));
                p.drawLine(QPointF(x, y - 7), QPointF(x + dir * 3, y - 7));
                p.drawLine(QPointF(x, y + 7), QPointF(x + dir * 3, y + 7));
            };
            bracket(m_line.lower, 1);
            bracket(m_line.upper, -1);
        }
        p.setPen(s.foreground);
        const QString number = QString::number(r.pass.number);
        // Over the window's middle, but never on "−∞" or "+∞".
        const double w = fm.horizontalAdvance(number);
        const double middle = (xFor(r.pass.alpha) + xFor(r.pass.beta)) / 2;
        const double lowest = Margin + infinityWidth + 2;
        const double highest = width() - Margin - infinityWidth - 2 - w;
        p.drawText(QPointF(std::clamp(middle - w / 2, lowest, std::max(lowest, highest)), y - 8),
                   number);
        dot(r, y, 5, false);
    }

    p.setPen(s.foreground);
    p.drawText(QPointF(Margin, height() - 6), caption());
}

} // namespace gt
