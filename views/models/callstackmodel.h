#pragma once

#include "core/trace/annotations.h"

#include <QAbstractTableModel>

#include <vector>

namespace gt {

class SearchSession;

// The recursion as a table, root first: for every node entered and not yet finished, its
// α and β, the value it has so far and which child it is searching. This is the part of the
// algorithm that is invisible on paper and that students most often get wrong.
class CallStackModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NodeColumn, AlphaColumn, BetaColumn, ValueColumn, ChildColumn, ColumnCount };
    // Qt::UserRole gives the raw number behind a cell (node id, α, β, value, child index).
    static constexpr int RawRole = Qt::UserRole;

    explicit CallStackModel(SearchSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const std::vector<CallFrame> &frames() const { return m_frames; }

private:
    void refresh();

    SearchSession *m_session;
    std::vector<CallFrame> m_frames;
};

} // namespace gt
