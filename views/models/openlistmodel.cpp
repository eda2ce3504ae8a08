#include "openlistmodel.h"

#include "views/session/searchsession.h"

#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

#include <algorithm>

namespace gt {

OpenListModel::OpenListModel(SearchSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &SearchSession::stepChanged, this, &OpenListModel::refresh);
    connect(m_session, &SearchSession::traceChanged, this, &OpenListModel::refresh);
    refresh();
}

QString OpenListModel::statusText(SssStatus status)
{
    switch (status) {
    case SssStatus::Live: return tr("LIVE");
    case SssStatus::Solved: return tr("SOLVED");
    case SssStatus::None: break;
    }
    return {};
}

void OpenListModel::refresh()
{
    beginResetModel();
    const Frame &frame = m_session->frame();
    m_states.assign(frame.open.begin(), frame.open.end());
    m_pushed.assign(m_states.size(), 0);
    m_taken.reset();
    const Trace *trace = m_session->trace();
    m_lowestFirst = trace && takesLowestMerit(*trace);
    if (m_lowestFirst) { // the frame orders OPEN highest merit first, ties leftmost
        std::stable_sort(m_states.begin(), m_states.end(),
                         [](const OpenState &a, const OpenState &b) { return a.merit < b.merit; });
    }
    if (trace) {
        // What the Γ step this frame is in took off OPEN and has pushed since.
        const OpenStep now = openStepAt(*trace, m_session->step());
        if (now.taken)
            m_taken = Taken{*now.taken, now.gammaCase};
        for (std::size_t r = 0; r < m_states.size(); ++r) {
            const auto key = std::make_pair(m_states[r].node, m_states[r].status);
            m_pushed[r] = std::find(now.pushed.begin(), now.pushed.end(), key) != now.pushed.end();
        }
    }
    endResetModel();
}

int OpenListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_states.size());
}

int OpenListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpenListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OpenState &s = m_states[std::size_t(index.row())];
    const bool pushed = m_pushed[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NodeColumn: return nodeLabel(m_session->tree(), s.node);
        case StatusColumn: return statusText(s.status);
        case MeritColumn: return formatValue(s.merit);
        }
        return {};
    case RawRole:
        switch (index.column()) {
        case NodeColumn: return s.node;
        case StatusColumn: return int(s.status);
        case MeritColumn: return s.merit;
        }
        return {};
    case PushedRole: return pushed;
    case Qt::TextAlignmentRole:
        if (index.column() == MeritColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::FontRole:
        if (pushed || index.row() == 0) {
            QFont f;
            f.setBold(pushed);
            f.setUnderline(index.row() == 0); // the state the search takes next
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (pushed) {
            // Translucent, so that the text stays readable in the light and the dark palette.
            QColor c = QPalette().color(QPalette::Highlight);
            c.setAlpha(90);
            return QBrush(c);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.row() == 0)
            return m_lowestFirst ? tr("DUAL* takes this state next: it has the lowest merit")
                                 : tr("SSS* takes this state next: it has the highest merit");
        return pushed ? tr("Just put onto OPEN") : QVariant();
    }
    return {};
}

QVariant OpenListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case NodeColumn: return tr("Node");
    case StatusColumn: return tr("Status");
    case MeritColumn: return tr("Merit h");
    }
    return {};
}

} // namespace gt
