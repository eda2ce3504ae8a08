#pragma once

#include "core/search/mcts/mctsconvergence.h"

#include <QDockWidget>

#include <vector>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;

namespace gt {

class SearchSession;

// How Monte-Carlo tree search converges, for the lecture's question "why does the most visited
// move win?": each root child's visits (top chart) and Q (bottom chart) against the iteration,
// with each child's minimax value as a dashed line Q should approach, and a vertical marker at
// the iteration the current step is in. The series come from core (mctsConvergence); only the
// drawing is here. Other searches have no iterations: the panel says so, is disabled and the
// main window hides it. Its context menu exports the two charts as SVG, PNG or PDF.
class MctsConvergenceDock : public QDockWidget {
    Q_OBJECT
public:
    explicit MctsConvergenceDock(SearchSession *session, QWidget *parent = nullptr);

    bool isApplicable() const { return m_applicable; }
    QString caption() const;
    QChart *visitsChart() const { return m_visitsChart; }
    QChart *qChart() const { return m_qChart; }
    // The series drawn from, for tests: the same numbers the charts show.
    const MctsConvergence &convergence() const { return m_data; }
    int markedIteration() const { return m_marked; }
    // Both charts, one above the other, as the dock shows them (plotexport.h's formats).
    bool exportPlot(const QString &path, QString *error) const;

signals:
    void applicableChanged(bool applicable);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();    // a new trace: new series
    void showStep();   // a new step: the marker and the caption
    bool applyTheme(); // light or dark, as the palette; whether it changed
    void offerExport(const QPoint &at);

    SearchSession *m_session;
    QLabel *m_caption;
    QWidget *m_plot; // both chart views: what is exported
    QChartView *m_visitsView;
    QChartView *m_qView;
    QChart *m_visitsChart;
    QChart *m_qChart;
    QLineSeries *m_visitsMarker = nullptr;
    QLineSeries *m_qMarker = nullptr;
    MctsConvergence m_data;
    std::vector<int> m_iterationEnds; // mctsIterationEnds of the session's trace
    double m_visitsTop = 1;           // the y ranges, for the markers' height
    double m_qLow = 0, m_qHigh = 1;
    int m_marked = 0;
    bool m_applicable = false;
};

} // namespace gt
