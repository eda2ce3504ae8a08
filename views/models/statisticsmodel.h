#pragma once

#include "core/search/searchoptions.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <QString>

class QTimer;

#include <atomic>
#include <memory>
#include <vector>

namespace gt {

class Algorithm;
class GameTree;
class SearchCounter;
class SearchSession;

// How much work the search has done so far, and how much every algorithm does on the whole
// tree: the comparison that shows why alpha-beta and SSS* exist. Row 0 is the running
// algorithm at the current step; then one row per registered algorithm with its totals (or
// why it cannot search this tree).
class StatisticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        AlgorithmColumn,
        LeavesColumn,
        VisitedColumn,
        CutoffsColumn,
        ValueColumn,
        ColumnCount
    };
    static constexpr int RawRole = Qt::UserRole; // the number behind a cell

    explicit StatisticsModel(SearchSession *session, QObject *parent = nullptr);
    ~StatisticsModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The row holding the totals of `algorithmId`, or -1.
    int rowOf(const QString &algorithmId) const;

    // Trees of more nodes are compared on a worker thread: five searches of a million-node
    // tree take seconds. Their rows say "counting…" until the numbers arrive.
    static constexpr int BackgroundNodes = 20000;
    // A trace of more events is counted a slice at a time after the window has painted
    // (countSlice): counting a million at once held a big tree's first paint back (issue 29).
    static constexpr std::size_t SliceEvents = 100000;
    bool isComparing() const { return m_comparing.isRunning(); }

private:
    struct Row {
        QString algorithm; // registry id; empty for the "so far" row
        QString name;
        bool available = false;
        bool pending = false; // being counted on a worker thread
        QString refusal;
        qint64 leaves = 0;
        qint64 visited = 0;
        qint64 cutoffs = 0;
        double value = 0;
        bool hasValue = false;
    };
    // The totals of every algorithm, counted on a worker thread for `revision` of the tree.
    struct Compared {
        quint64 revision = 0;
        SearchOptions options;
        std::vector<Row> rows;
    };
    // Counts per step of the running trace, so that any step is one lookup.
    struct Prefix {
        std::vector<qint32> leaves;
        std::vector<qint32> visited;
        std::vector<qint32> cutoffs;
    };

    void onTraceChanged();
    void onStepChanged();
    void compareAlgorithms();
    void onComparedInBackground();
    static Row totalsOf(const GameTree &tree, const Algorithm *algorithm,
                        const SearchOptions &options);
    void countPrefixes();
    void countSlice(); // the next events of a long trace, while the window is idle
    Row currentRow() const;

    SearchSession *m_session;
    std::vector<Row> m_totals;
    Prefix m_prefix; // counted so far: a long trace is counted in slices (countSlice)
    std::unique_ptr<SearchCounter> m_counter; // where the slices stand; null when all counted
    QTimer *m_slices = nullptr;
    quint64 m_comparedRevision = ~quint64(0);
    SearchOptions m_comparedOptions;
    QFutureWatcher<Compared> m_comparing;
    std::shared_ptr<std::atomic<bool>> m_stopComparing; // the running comparison's
};

} // namespace gt
