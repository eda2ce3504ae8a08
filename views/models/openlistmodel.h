#pragma once

#include "core/trace/frame.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace gt {

class SearchSession;

// SSS*'s OPEN list at the current step, in the order SSS* will take the states (highest merit
// first, ties to the leftmost node). States pushed by the Γ case being applied are marked, and
// the state just taken (no longer on OPEN) is available with its case for the dock's caption.
// Empty for every other algorithm.
class OpenListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NodeColumn, StatusColumn, MeritColumn, ColumnCount };
    static constexpr int RawRole = Qt::UserRole;        // node id, SssStatus, merit
    static constexpr int PushedRole = Qt::UserRole + 1; // bool: pushed by the current Γ case

    struct Taken {
        OpenState state;
        int gammaCase = 0; // 1..6; 0 for the final take of the solved root
    };

    explicit OpenListModel(SearchSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const std::vector<OpenState> &states() const { return m_states; }
    // The state the current Γ application took off OPEN, if the step is inside one.
    const std::optional<Taken> &taken() const { return m_taken; }

    static QString statusText(SssStatus status);

private:
    void refresh();

    SearchSession *m_session;
    std::vector<OpenState> m_states; // in the order the search takes them: row 0 next
    bool m_lowestFirst = false;      // DUAL*: the lowest merit is taken first
    std::vector<char> m_pushed;      // by row
    std::optional<Taken> m_taken;
};

} // namespace gt
