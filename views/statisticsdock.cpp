#include "statisticsdock.h"

#include "statisticsmodel.h"

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
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    // Compact rows: a dock beside the canvas has little room.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    setWidget(m_view);
}

} // namespace gt
