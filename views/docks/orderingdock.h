#pragma once

#include "core/trace/eventquery.h"

#include <QDockWidget>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace gt {

class SearchSession;

// The history table as a bar chart: one bar per move, MAX's moves then MIN's, each as long as
// its score against the highest; the entry credited by the current step is filled in the
// current node's colour.
class HistoryChart : public QWidget {
    Q_OBJECT
public:
    explicit HistoryChart(QWidget *parent = nullptr);

    void setScores(std::vector<HistoryScore> scores, int credited);
    const std::vector<HistoryScore> &scores() const { return m_scores; }
    int credited() const { return m_credited; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<HistoryScore> m_scores;
    int m_credited = -1;
};

// What a move ordering that learns knows at the current step (iterative deepening --order
// killer or history): the killer slots of each ply, k1 and k2, and the history table
// H[player][move] as a bar chart. Both come from eventquery's orderingAt, so stepping back
// shows them as they were. Other searches keep neither: the panel says so and is disabled.
class OrderingDock : public QDockWidget {
    Q_OBJECT
public:
    explicit OrderingDock(SearchSession *session, QWidget *parent = nullptr);

    bool isApplicable() const { return m_applicable; }
    QString caption() const;
    QTableWidget *killerTable() const { return m_killers; }
    HistoryChart *historyChart() const { return m_history; }

signals:
    void applicableChanged(bool applicable);

private:
    void refresh();

    SearchSession *m_session;
    QLabel *m_caption;
    QTableWidget *m_killers;
    HistoryChart *m_history;
    bool m_applicable = false;
};

} // namespace gt
