#include "callstackmodel.h"

#include "views/session/searchsession.h"

#include "core/trace/narration.h"

#include <QFont>

namespace gt {

CallStackModel::CallStackModel(SearchSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &SearchSession::stepChanged, this, &CallStackModel::refresh);
    connect(m_session, &SearchSession::traceChanged, this, &CallStackModel::refresh);
    refresh();
}

void CallStackModel::refresh()
{
    beginResetModel();
    if (m_session->trace())
        m_frames = callStack(m_session->tree(), m_session->frame());
    else
        m_frames.clear();
    endResetModel();
}

int CallStackModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_frames.size());
}

int CallStackModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CallStackModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CallFrame &f = m_frames[std::size_t(index.row())];
    const GameTree &tree = m_session->tree();
    if (role == RawRole) {
        switch (index.column()) {
        case NodeColumn: return f.node;
        case AlphaColumn: return f.hasWindow ? QVariant(f.alpha) : QVariant();
        case BetaColumn: return f.hasWindow ? QVariant(f.beta) : QVariant();
        case ValueColumn: return f.value == f.value ? QVariant(f.value) : QVariant();
        case ChildColumn: return f.childIndex;
        }
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NodeColumn:
            return tr("%1 (%2)").arg(nodeLabel(tree, f.node), kindName(tree.kind(f.node)));
        case AlphaColumn: return f.hasWindow ? formatWindowEnd(f.alpha) : QString();
        case BetaColumn: return f.hasWindow ? formatWindowEnd(f.beta) : QString();
        case ValueColumn: return f.value == f.value ? formatValue(f.value) : QString();
        case ChildColumn:
            if (f.childIndex < 0)
                return QString();
            return tr("%1 of %2 (%3)")
                .arg(f.childIndex + 1)
                .arg(tree.childCount(f.node))
                .arg(nodeLabel(tree, tree.child(f.node, f.childIndex)));
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() != NodeColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && index.row() == rowCount() - 1) {
        // The innermost call is the one executing: make it stand out.
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant CallStackModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    switch (section) {
    case NodeColumn: return tr("Node");
    case AlphaColumn: return tr("α");
    case BetaColumn: return tr("β");
    case ValueColumn: return tr("Value so far");
    case ChildColumn: return tr("Child");
    }
    return {};
}

} // namespace gt
