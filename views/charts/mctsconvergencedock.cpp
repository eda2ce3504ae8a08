#include "mctsconvergencedock.h"

#include "plotexport.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/trace/narration.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFileDialog>
#include <QGraphicsLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gt {

namespace {

// A dock beside the canvas is narrow and shared: small titles and labels, no margins, so that
// the plots keep most of the room.
QFont smaller(QFont font)
{
    font.setPointSizeF(font.pointSizeF() * 0.85);
    return font;
}

QChart *makeChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setTitleFont(smaller(chart->titleFont()));
    chart->legend()->setFont(smaller(chart->legend()->font()));
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    // Thousands of points re-laid out on every resize would crawl with animations on.
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

QChartView *makeView(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(120);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    return view;
}

// A series attached to both axes of its chart.
void attach(QChart *chart, QLineSeries *series)
{
    chart->addSeries(series);
    for (QAbstractAxis *axis : chart->axes())
        series->attachAxis(axis);
}

// The marker and the reference lines say nothing a legend entry would add.
void hideFromLegend(QChart *chart, QLineSeries *series)
{
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

} // namespace

MctsConvergenceDock::MctsConvergenceDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("MCTS convergence"), parent)
    , m_session(session)
    , m_visitsChart(makeChart(tr("Visits N of each root child")))
    , m_qChart(makeChart(tr("Q of each root child (dashed: its minimax value)")))
{
    setObjectName(QStringLiteral("mctsConvergenceDock"));
    auto *body = new QWidget(this);
    m_caption = plainLabel(body);
    m_caption->setObjectName(QStringLiteral("mctsConvergenceCaption"));
    m_caption->setWordWrap(true);
    m_plot = new QWidget(body);
    m_plot->setObjectName(QStringLiteral("mctsConvergencePlot"));
    m_visitsView = makeView(m_visitsChart, m_plot);
    m_qView = makeView(m_qChart, m_plot);
    auto *charts = new QVBoxLayout(m_plot);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->setSpacing(0);
    charts->addWidget(m_visitsView, 1);
    charts->addWidget(m_qView, 1);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_caption);
    // The plots scroll when the dock is short: at their least height they made the 1280×720
    // window 915 px tall (the options, the pseudocode and the call stack keep theirs).
    auto *scroll = new QScrollArea(body);
    scroll->setObjectName(QStringLiteral("mctsConvergenceScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_plot);
    scroll->setMinimumHeight(60);
    column->addWidget(scroll, 1);
    setWidget(body);
    for (QChartView *view : {m_visitsView, m_qView})
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint &at) { offerExport(view->mapToGlobal(at)); });
    // The Q chart's lines have the colours of the visits chart's legend, which sits on top so
    // that both plots are as wide and their iterations line up.
    m_visitsChart->legend()->setAlignment(Qt::AlignTop);
    m_qChart->legend()->hide();
    m_plot->setToolTip(tr("Right-click to export the plot as SVG, PNG or PDF."));
    applyTheme();
    connect(m_session, &SearchSession::traceChanged, this, &MctsConvergenceDock::rebuild);
    connect(m_session, &SearchSession::stepChanged, this, &MctsConvergenceDock::showStep);
    rebuild();
}

QString MctsConvergenceDock::caption() const
{
    return m_caption->text();
}

bool MctsConvergenceDock::exportPlot(const QString &path, QString *error) const
{
    return exportWidget(m_plot, path, error);
}

void MctsConvergenceDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && applyTheme())
        rebuild();
    QDockWidget::changeEvent(event);
}

bool MctsConvergenceDock::applyTheme()
{
    // The chart themes replace the series' colours: the Q and reference lines are recoloured
    // after the visits lines again (rebuild), so the three lines of a child keep one colour.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (m_visitsChart->theme() == theme)
        return false;
    m_visitsChart->setTheme(theme);
    m_qChart->setTheme(theme);
    return true;
}

void MctsConvergenceDock::rebuild()
{
    const Trace *trace = m_session->trace();
    // A capability of the trace, not an algorithm's id (issue 28: ids stay in core/search).
    const bool applicable = trace && hasMctsConvergence(*trace);
    m_visitsChart->removeAllSeries();
    m_qChart->removeAllSeries();
    for (QChart *chart : {m_visitsChart, m_qChart})
        for (QAbstractAxis *axis : chart->axes()) {
            chart->removeAxis(axis);
            delete axis;
        }
    m_visitsMarker = m_qMarker = nullptr;
    m_data = {};
    m_iterationEnds.clear();
    widget()->setEnabled(applicable);
    if (applicable) {
        m_data = mctsConvergence(m_session->tree(), m_session->options());
        m_iterationEnds = mctsIterationEnds(*trace);
    }

    auto *visitsX = new QValueAxis, *qX = new QValueAxis;
    auto *visitsY = new QValueAxis, *qY = new QValueAxis;
    for (QValueAxis *axis : {visitsX, qX, visitsY, qY})
        axis->setLabelsFont(smaller(axis->labelsFont()));
    for (QValueAxis *x : {visitsX, qX}) {
        x->setLabelFormat(QStringLiteral("%d"));
        x->setRange(0, std::max(1, m_data.iterations));
    }
    qX->setTitleText(tr("iteration")); // the charts share their x: one title, under both
    qX->setTitleFont(smaller(qX->titleFont()));
    visitsY->setLabelFormat(QStringLiteral("%d"));
    qY->setLabelFormat(QStringLiteral("%g")); // "10", not "10.0": labels as wide as the visits'

    m_visitsChart->addAxis(visitsX, Qt::AlignBottom);
    m_visitsChart->addAxis(visitsY, Qt::AlignLeft);
    m_qChart->addAxis(qX, Qt::AlignBottom);
    m_qChart->addAxis(qY, Qt::AlignLeft);

    // The y ranges hold every point and every reference value, so a dashed line is never off
    // the chart.
    m_visitsTop = 1;
    m_qLow = std::numeric_limits<double>::infinity();
    m_qHigh = -m_qLow;
    const GameTree &tree = m_session->tree();
    const double last = m_data.iterations;
    for (std::size_t i = 0; i < m_data.children.size(); ++i) {
        const QString name = nodeLabel(tree, m_data.children[i]);
        QList<QPointF> visits, q;
        for (std::size_t j = 0; j < m_data.iteration.size(); ++j) {
            const double x = m_data.iteration[j];
            visits.append({x, double(m_data.visits[i][j])});
            m_visitsTop = std::max(m_visitsTop, double(m_data.visits[i][j]));
            if (!std::isnan(m_data.q[i][j])) { // no Q before the first visit
                q.append({x, m_data.q[i][j]});
                m_qLow = std::min(m_qLow, m_data.q[i][j]);
                m_qHigh = std::max(m_qHigh, m_data.q[i][j]);
            }
        }
        auto *v = new QLineSeries;
        v->setObjectName(QStringLiteral("visits:%1").arg(i));
        v->setName(name);
        attach(m_visitsChart, v);
        v->replace(visits);
        auto *qs = new QLineSeries;
        qs->setObjectName(QStringLiteral("q:%1").arg(i));
        qs->setName(name);
        attach(m_qChart, qs);
        qs->replace(q);
        qs->setColor(v->color());
        const double ref = m_data.reference[i];
        if (!std::isnan(ref)) {
            auto *r = new QLineSeries;
            r->setObjectName(QStringLiteral("reference:%1").arg(i));
            r->setName(tr("%1 (minimax)").arg(name));
            attach(m_qChart, r);
            r->replace({{0, ref}, {last, ref}});
            QPen pen(v->color(), 1.5, Qt::DashLine);
            r->setPen(pen);
            hideFromLegend(m_qChart, r);
            m_qLow = std::min(m_qLow, ref);
            m_qHigh = std::max(m_qHigh, ref);
        }
    }
    if (!(m_qLow <= m_qHigh))
        m_qLow = 0, m_qHigh = 1;
    const double pad = std::max(1e-9, (m_qHigh - m_qLow) * 0.05);
    m_qLow -= pad;
    m_qHigh += pad;
    visitsY->setRange(0, m_visitsTop);
    qY->setRange(m_qLow, m_qHigh);
    visitsY->applyNiceNumbers();
    qY->applyNiceNumbers();
    m_visitsTop = visitsY->max();
    m_qLow = qY->min();
    m_qHigh = qY->max();

    if (applicable) {
        // In the text's colour: the series take the theme's colours, the highlight among them.
        const QPen markerPen(palette().color(QPalette::WindowText), 1.5);
        m_visitsMarker = new QLineSeries;
        m_qMarker = new QLineSeries;
        m_visitsMarker->setObjectName(QStringLiteral("marker"));
        m_qMarker->setObjectName(QStringLiteral("marker"));
        attach(m_visitsChart, m_visitsMarker);
        attach(m_qChart, m_qMarker);
        for (QLineSeries *m : {m_visitsMarker, m_qMarker})
            m->setPen(markerPen);
        hideFromLegend(m_visitsChart, m_visitsMarker);
        hideFromLegend(m_qChart, m_qMarker);
    }
    if (applicable != m_applicable) {
        m_applicable = applicable;
        emit applicableChanged(applicable);
    }
    showStep();
}

void MctsConvergenceDock::showStep()
{
    if (!m_applicable || !m_visitsMarker) {
        m_marked = 0;
        m_caption->setText(tr("Only Monte-Carlo tree search (mcts) runs in iterations: pick it "
                              "to see its root children's visits and Q converge."));
        return;
    }
    const int step = m_session->step();
    m_marked = int(std::upper_bound(m_iterationEnds.begin(), m_iterationEnds.end(), step) -
                   m_iterationEnds.begin());
    const double x = m_marked;
    m_visitsMarker->replace({{x, 0}, {x, m_visitsTop}});
    m_qMarker->replace({{x, m_qLow}, {x, m_qHigh}});
    if (m_data.children.empty()) {
        m_caption->setText(tr("The root is a leaf: it has no children to compare."));
        return;
    }
    // The child most visited so far, from the nearest point at or before the marker.
    const auto j = std::upper_bound(m_data.iteration.begin(), m_data.iteration.end(), m_marked) -
                   m_data.iteration.begin();
    QString leader;
    if (j > 0) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < m_data.children.size(); ++i)
            if (m_data.visits[i][std::size_t(j - 1)] > m_data.visits[best][std::size_t(j - 1)])
                best = i;
        leader = nodeLabel(m_session->tree(), m_data.children[best]);
    }
    m_caption->setText(leader.isEmpty()
                           ? tr("Iteration %1 of %2.").arg(m_marked).arg(m_data.iterations)
                           : tr("Iteration %1 of %2: %3 has the most visits so far.")
                                 .arg(m_marked)
                                 .arg(m_data.iterations)
                                 .arg(leader));
}

void MctsConvergenceDock::offerExport(const QPoint &at)
{
    QMenu menu(this);
    QAction *exportAction = menu.addAction(tr("Export Plot…"));
    exportAction->setEnabled(m_applicable);
    if (menu.exec(at) != exportAction)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Plot"), QStringLiteral("mcts-convergence.svg"), widgetExportFilters());
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPlot(path, &error))
        QMessageBox::warning(this, tr("Export Plot"), error);
}

} // namespace gt
