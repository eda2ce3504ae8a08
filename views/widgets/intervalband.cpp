#include "intervalband.h"

#include "views/scene/scenestyle.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include "core/export/nodepaint.h"
#include "core/trace/annotations.h"
#include "core/trace/narration.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

constexpr int Margin = 10;
constexpr int AxisWidth = 44;    // the axis and its numbers, left of the bars
constexpr int Top = 14;          // above the highest value: room for "best"/"alt"
constexpr int BelowBars = 50;    // names and bounds under the bars, then the caption
constexpr int ChartHeight = 150; // the axis's length
constexpr int MaxColumn = 70;    // one root child's column at most

} // namespace

IntervalBand::IntervalBand(SearchSession *session, const TreeScene *scene, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_scene(scene)
{
    setObjectName(QStringLiteral("intervalBand"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(session, &SearchSession::traceChanged, this, [this] {
        updateAxis();
        refresh();
    });
    connect(session, &SearchSession::stepChanged, this, &IntervalBand::refresh);
    updateAxis();
    refresh();
}

void IntervalBand::updateAxis()
{
    // The axis spans every bound the search can show: the intervals and the leaf values (once
    // per trace: a step changes the bounds, not their range).
    const GameTree &t = m_session->tree();
    m_low = std::numeric_limits<double>::infinity();
    m_high = -m_low;
    for (NodeId n = 0; n < t.size(); ++n) {
        if (const auto iv = generatedBounds(t, n)) {
            m_low = std::min(m_low, iv->pess);
            m_high = std::max(m_high, iv->opt);
        }
    }
    if (!(m_low < m_high)) { // one value, or none
        m_low = std::isfinite(m_low) ? m_low - 1 : 0;
        m_high = m_low + 2;
    }
}

QSize IntervalBand::sizeHint() const
{
    return {400, Top + ChartHeight + BelowBars};
}

void IntervalBand::refresh()
{
    const Trace *trace = m_session->trace();
    const bool shown = trace && trace->features.testFlag(TraceFeature::Intervals);
    setVisible(shown);
    m_bars.clear();
    m_step = {};
    if (!shown) {
        update();
        return;
    }
    const GameTree &t = m_session->tree();
    const Frame &frame = m_session->frame();
    m_step = bstarStepAt(*trace, frame.step);
    if (!t.isLeaf(0) && frame.nodes.size() == std::size_t(t.size())) {
        for (NodeId c : t.children(0)) {
            const NodeFrame &f = frame.nodes[std::size_t(c)];
            if (f.notGenerated || std::isnan(f.pess))
                continue;
            Bar b;
            b.child = c;
            b.name = nodeLabel(t, c);
            b.pess = f.pess;
            b.opt = f.opt;
            b.best = c == m_step.best;
            b.alt = c == m_step.alt;
            b.chosen = m_step.strategy && c == m_step.chosen;
            m_bars.push_back(b);
        }
    }
    setToolTip(caption()); // whole, where the band's one line elides it
    update();
}

QString IntervalBand::caption() const
{
    if (!m_step.tested)
        return m_bars.empty() ? tr("B*: the root is expanded first")
                              : tr("B*: the root's children are generated");
    QString text = separationWords(m_session->tree(), m_step);
    if (m_step.strategy)
        text += QStringLiteral(" · ") + strategyWord(*m_step.strategy) +
                tr(": work below %1").arg(nodeLabel(m_session->tree(), m_step.chosen));
    return text;
}

double IntervalBand::yFor(double v) const
{
    const double t = (v - m_low) / (m_high - m_low);
    return Top + (1 - std::clamp(t, 0.0, 1.0)) * ChartHeight;
}

void IntervalBand::paintEvent(QPaintEvent *)
{
    const SceneStyle &s = m_scene->sceneStyle();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), s.background);
    p.setFont(s.annotationFont);
    const QFontMetricsF fm(s.annotationFont);

    // The value axis, ticked at a round step (1, 2 or 5 times a power of ten) about five times.
    const double axisX = Margin + AxisWidth - 6;
    p.setPen(QPen(s.foreground, 1));
    p.drawLine(QPointF(axisX, yFor(m_high)), QPointF(axisX, yFor(m_low)));
    const double rough = (m_high - m_low) / 5, power = std::pow(10, std::floor(std::log10(rough)));
    const double step = rough / power < 2 ? power : rough / power < 5 ? 2 * power : 5 * power;
    for (double v = std::ceil(m_low / step) * step; v <= m_high + step / 1000; v += step) {
        const double y = yFor(v);
        p.drawLine(QPointF(axisX - 3, y), QPointF(axisX, y));
        const QString t = formatValue(std::round(v / step) * step);
        p.drawText(QPointF(axisX - 5 - fm.horizontalAdvance(t), y + fm.ascent() / 2 - 1), t);
    }
    // One line under the chart: elided when a narrow window or a longer language needs it.
    const auto drawCaption = [&] {
        p.drawText(QPointF(Margin, height() - 6),
                   fm.elidedText(caption(), Qt::ElideRight, width() - 2 * Margin));
    };
    if (m_bars.empty()) {
        drawCaption();
        return;
    }

    const double left = axisX + 12, right = width() - Margin;
    const double column = std::min<double>(MaxColumn, (right - left) / double(m_bars.size()));
    const double barWidth = std::clamp(column * 0.4, 3.0, 22.0);
    auto centre = [&](std::size_t i) { return left + column * (double(i) + 0.5); };

    // The two bounds the separation test compares, as lines across the chart.
    if (m_step.tested && m_step.alt != NoNode) {
        const bool min = m_session->tree().kind(0) == NodeKind::Min;
        QPen dashed(s.currentColor, 1, Qt::DashLine);
        p.setPen(dashed);
        p.drawLine(QPointF(left, yFor(m_step.bestBound)), QPointF(right, yFor(m_step.bestBound)));
        p.drawText(QPointF(right - fm.horizontalAdvance(min ? QStringLiteral("opt(best)")
                                                            : QStringLiteral("pess(best)")),
                           yFor(m_step.bestBound) - 2),
                   min ? QStringLiteral("opt(best)") : QStringLiteral("pess(best)"));
        dashed.setColor(s.pathColor);
        p.setPen(dashed);
        p.drawLine(QPointF(left, yFor(m_step.altBound)), QPointF(right, yFor(m_step.altBound)));
        const QString altWord = min ? QStringLiteral("pess(alt)") : QStringLiteral("opt(alt)");
        p.drawText(
            QPointF(right - fm.horizontalAdvance(altWord), yFor(m_step.altBound) + fm.ascent()),
            altWord);
    }

    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const Bar &b = m_bars[i];
        const double x = centre(i);
        const double top = yFor(b.opt), bottom = yFor(b.pess);
        const QRectF bar(x - barWidth / 2, top, barWidth, std::max(bottom - top, 3.0));
        QColor fill = b.chosen ? s.pathFill : kindFill(s, m_session->tree().kind(b.child));
        QPen outline(b.best  ? s.currentColor
                     : b.alt ? s.pathColor
                             : s.foreground,
                     b.best || b.alt ? 2.5 : 1);
        if (b.alt)
            outline.setStyle(Qt::DashLine);
        p.setPen(outline);
        p.setBrush(fill);
        p.drawRect(bar);
        p.setPen(s.foreground);
        if (b.best || b.alt) {
            const QString tag = b.best ? tr("best") : tr("alt");
            p.drawText(QPointF(x - fm.horizontalAdvance(tag) / 2, top - 3), tag);
        }
        const QString name = fm.elidedText(b.name, Qt::ElideRight, column - 2);
        const double under = Top + ChartHeight + fm.ascent() + 4;
        p.drawText(QPointF(x - fm.horizontalAdvance(name) / 2, under), name);
        const QString bounds =
            QStringLiteral("[%1, %2]").arg(formatValue(b.pess), formatValue(b.opt));
        if (fm.horizontalAdvance(bounds) < column - 2) {
            p.setPen(s.mutedText);
            p.drawText(QPointF(x - fm.horizontalAdvance(bounds) / 2, under + fm.height()), bounds);
        }
    }
    p.setPen(s.foreground);
    drawCaption();
}

} // namespace gt
