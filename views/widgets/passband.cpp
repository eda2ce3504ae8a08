#include "passband.h"

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
constexpr int LineFromBottom = 44; // the number line, above its labels and the caption

QColor faded(QColor c)
{
    c.setAlphaF(0.5);
    return c;
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
    return text;
}

int PassBand::lineY() const
{
    return height() - LineFromBottom;
}

double PassBand::xFor(double v) const
{
    const double left = Margin + ArrowRoom, right = width() - Margin - ArrowRoom;
    if (std::isinf(v))
        return v < 0 ? Margin : width() - Margin;
    const double t = (v - m_line.low) / (m_line.high - m_line.low);
    return left + std::clamp(t, 0.0, 1.0) * (right - left);
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

    // The line, its arrows (the infinities) and its finite ends.
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
    const double below = y + 6 + fm.ascent();
    // The infinities over their arrows, clear of the finite ends' labels under the line.
    p.drawText(QPointF(Margin, y - 6), QStringLiteral("−∞"));
    p.drawText(QPointF(width() - Margin - fm.horizontalAdvance(QStringLiteral("+∞")), y - 6),
               QStringLiteral("+∞"));
    for (const double v : {m_line.low, m_line.high}) {
        const double x = xFor(v);
        p.drawLine(QPointF(x, y - 3), QPointF(x, y + 3));
        const QString t = formatWindowEnd(v); // "0⁻", not "−4.941e-324"
        p.drawText(QPointF(x - fm.horizontalAdvance(t) / 2, below), t);
    }

    auto window = [&](const PassResult &r, double top, double h, const QColor &colour) {
        const double a = xFor(r.pass.alpha), b = xFor(r.pass.beta);
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

    if (m_line.guess) { // a small triangle under the line
        const double x = xFor(*m_line.guess);
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
        p.setPen(s.foreground);
        const QString number = QString::number(r.pass.number);
        const double left = std::max(xFor(r.pass.alpha), double(Margin + ArrowRoom)); // not on −∞
        p.drawText(QPointF(left + 2, y - 8), number);
        dot(r, y, 5, false);
    }

    p.setPen(s.foreground);
    p.drawText(QPointF(Margin, height() - 6), caption());
}

} // namespace gt
