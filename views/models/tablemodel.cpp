#include "tablemodel.h"

#include "views/session/searchsession.h"

#include "core/search/commonoptions.h"
#include "core/trace/annotations.h"
#include "core/trace/narration.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

namespace gt {

TableModel::TableModel(SearchSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &SearchSession::stepChanged, this, &TableModel::refresh);
    connect(m_session, &SearchSession::traceChanged, this, &TableModel::refresh);
    refresh();
}

void TableModel::refresh()
{
    beginResetModel();
    const Trace *trace = m_session->trace();
    if (trace && m_session->features().testFlag(TraceFeature::TranspositionTable)) {
        if (!m_replay || m_session->traceRevision() != m_replayedTrace) {
            m_replay = std::make_unique<TableReplay>(m_session->tree(), *trace,
                                                     depthLimit(m_session->options()));
            m_replayedTrace = m_session->traceRevision();
        }
        m_state = m_replay->at(m_session->step());
    } else {
        m_replay.reset();
        m_state = {};
    }
    endResetModel();
}

int TableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_state.rows.size());
}

int TableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TableRow &r = m_state.rows[std::size_t(index.row())];
    const bool current = index.row() == m_state.currentRow;
    const GameTree &t = m_session->tree();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PositionColumn: {
            const QString key = t.key(r.position);
            return key.isEmpty() ? nodeLabel(t, r.position) : key;
        }
        case BoundsColumn: return tr("[%1, %2]").arg(formatValue(r.lower), formatValue(r.upper));
        case StoredByColumn: return r.storedBy == NoNode ? QString() : nodeLabel(t, r.storedBy);
        case HitsColumn: return r.hits;
        }
        return {};
    case CurrentRole: return current;
    case Qt::TextAlignmentRole:
        if (index.column() == HitsColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (current) {
            // Translucent, so that the text stays readable in the light and the dark palette.
            QColor c = QPalette().color(QPalette::Highlight);
            c.setAlpha(90);
            return QBrush(c);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == PositionColumn && !t.key(r.position).isEmpty())
            return tr("Key %1, first reached at %2")
                .arg(t.key(r.position), nodeLabel(t, r.position));
        return current ? tr("The table answers from this entry at this step") : QVariant();
    }
    return {};
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case PositionColumn: return tr("Key / node");
    case BoundsColumn: return tr("[lower, upper]");
    case StoredByColumn: return tr("Stored by");
    case HitsColumn: return tr("Hits");
    }
    return {};
}

} // namespace gt
