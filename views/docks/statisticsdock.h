#pragma once

#include <QDockWidget>

class QTableView;

namespace gt {

class SearchSession;
class StatisticsModel;

// The statistics panel: leaves read, inner nodes visited and cut-offs up to the current step,
// above the totals of every algorithm on the same tree for comparison.
class StatisticsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit StatisticsDock(SearchSession *session, QWidget *parent = nullptr);

    StatisticsModel *model() const { return m_model; }

private:
    void spanRefusals();

    StatisticsModel *m_model;
    QTableView *m_view;
};

} // namespace gt
