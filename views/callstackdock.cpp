#include "callstackdock.h"

#include "callstackmodel.h"

#include <QHeaderView>
#include <QTableView>

namespace gt {

CallStackDock::CallStackDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Call stack"), parent)
    , m_model(new CallStackModel(session, this))
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("callStackDock"));
    m_view->setObjectName(QStringLiteral("callStackView"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus);
    // Compact rows: a dock beside the canvas has little room.
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setAlternatingRowColors(true);
    // Keep the executing call in sight when the recursion is deep.
    connect(m_model, &QAbstractItemModel::modelReset, m_view, [this] {
        if (m_model->rowCount() > 0)
            m_view->scrollTo(m_model->index(m_model->rowCount() - 1, 0));
    });
    setWidget(m_view);
}

} // namespace gt
