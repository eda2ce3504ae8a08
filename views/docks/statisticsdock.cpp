#include "statisticsdock.h"

#include "compacttable.h"

#include "views/models/statisticsmodel.h"

#include <QHeaderView>
#include <QTableView>

namespace gt {

StatisticsDock::StatisticsDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Statistics"), parent)
    , m_model(new StatisticsModel(session, this))
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("statisticsDock"));
    m_view->setObjectName(QStringLiteral("statisticsView"));
    m_view->setModel(m_model);
    makeCompactTable(m_view);
    m_view->verticalHeader()->hide();
    // The numbers take what they need; the algorithm names take the rest of the width, so
    // that the values sit next to the counts instead of far off at the right edge.
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(StatisticsModel::AlgorithmColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    connect(m_model, &QAbstractItemModel::modelReset, this, &StatisticsDock::spanRefusals);
    spanRefusals();
    setWidget(m_view);
}

void StatisticsDock::spanRefusals()
{
    // "cannot search this tree" runs across the count columns instead of widening one of them.
    m_view->clearSpans();
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex leaves = m_model->index(r, StatisticsModel::LeavesColumn);
        if (!leaves.data(StatisticsModel::RawRole).isValid() &&
            !leaves.data(Qt::DisplayRole).toString().isEmpty())
            m_view->setSpan(r, StatisticsModel::LeavesColumn, 1,
                            StatisticsModel::ColumnCount - StatisticsModel::LeavesColumn);
    }
}

} // namespace gt
