#include "callstackdock.h"

#include "compacttable.h"

#include "views/models/callstackmodel.h"

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
    makeCompactTable(m_view);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    // Keep the executing call in sight when the recursion is deep.
    connect(m_model, &QAbstractItemModel::modelReset, m_view, [this] {
        if (m_model->rowCount() > 0)
            m_view->scrollTo(m_model->index(m_model->rowCount() - 1, 0));
    });
    setWidget(m_view);
}

} // namespace gt
