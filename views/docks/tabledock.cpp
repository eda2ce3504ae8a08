#include "tabledock.h"

#include "compacttable.h"

#include "views/models/tablemodel.h"
#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/trace/annotations.h"
#include "core/trace/narration.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace gt {

TableDock::TableDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Transposition table"), parent)
    , m_session(session)
    , m_model(new TableModel(session, this))
{
    setObjectName(QStringLiteral("tableDock"));
    auto *body = new QWidget(this);
    m_caption = plainLabel(body);
    m_caption->setObjectName(QStringLiteral("tableCaption"));
    m_caption->setWordWrap(true);
    m_view = new QTableView(body);
    m_view->setObjectName(QStringLiteral("tableView"));
    m_view->setModel(m_model);
    makeCompactTable(m_view);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_caption);
    column->addWidget(m_view, 1);
    setWidget(body);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TableDock::refresh);
    refresh();
}

QString TableDock::caption() const
{
    return m_caption->text();
}

void TableDock::refresh()
{
    const bool applicable = m_session->features().testFlag(TraceFeature::TranspositionTable);
    widget()->setEnabled(applicable);
    const TableState &s = m_model->state();
    if (!applicable) {
        m_caption->setText(tr("This search keeps no transposition table. Negamax and "
                              "alpha-beta keep one with --tt, the MT family always."));
    } else if (s.currentRow >= 0) {
        const TableRow &r = s.rows[std::size_t(s.currentRow)];
        const QString key = m_session->tree().key(r.position);
        m_caption->setText(tr("The table answers from the entry of %1: [%2, %3].")
                               .arg(key.isEmpty() ? nodeLabel(m_session->tree(), r.position) : key,
                                    formatValue(r.lower), formatValue(r.upper)));
        m_view->scrollTo(m_model->index(s.currentRow, 0));
    } else {
        m_caption->setText(tr("%n position(s) stored.", nullptr, int(s.rows.size())));
    }
    if (applicable != m_applicable) {
        m_applicable = applicable;
        emit applicableChanged(applicable);
    }
}

} // namespace gt
