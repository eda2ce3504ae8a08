#pragma once

#include "core/search/table/tablestate.h"

#include <QAbstractTableModel>

#include <memory>

namespace gt {

class SearchSession;

// The transposition table at the current step (core/trace tableAt): one row per position
// written so far, its key (or the node where it has none), [lower, upper], the node that
// stored it and how often it has answered; the row the current hit reads is highlighted.
// Empty for traces without TraceFeature::TranspositionTable.
class TableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PositionColumn, BoundsColumn, StoredByColumn, HitsColumn, ColumnCount };
    static constexpr int CurrentRole = Qt::UserRole; // bool: the entry the current hit reads

    explicit TableModel(SearchSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const TableState &state() const { return m_state; }

private:
    void refresh();

    SearchSession *m_session;
    TableState m_state;
    // The table replayed for the session's trace, step after step; made again for a new trace
    // (a new tree or depth limit makes one).
    std::unique_ptr<TableReplay> m_replay;
    quint64 m_replayedTrace = 0; // SearchSession::traceRevision()
};

} // namespace gt
