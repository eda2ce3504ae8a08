#include "statisticsmodel.h"

#include "views/session/paintgate.h"
#include "views/session/searchsession.h"
#include "views/session/workerpool.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/searchcounter.h"

#include <QFont>
#include <QtConcurrent/QtConcurrentRun>
#include <QTimer>

#include <atomic>
#include <memory>

namespace gt {

StatisticsModel::StatisticsModel(SearchSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &SearchSession::traceChanged, this, &StatisticsModel::onTraceChanged);
    connect(m_session, &SearchSession::stepChanged, this, &StatisticsModel::onStepChanged);
    connect(&m_comparing, &QFutureWatcher<Compared>::finished, this,
            &StatisticsModel::onComparedInBackground);
    m_slices = new QTimer(this);
    m_slices->setInterval(0);
    connect(m_slices, &QTimer::timeout, this, &StatisticsModel::countSlice);
    onTraceChanged();
}

StatisticsModel::~StatisticsModel()
{
    if (m_stopComparing)
        m_stopComparing->store(true);
}

void StatisticsModel::onTraceChanged()
{
    beginResetModel();
    // Another algorithm on the same tree changes only the "so far" row; the comparison is
    // recomputed when the tree or the options change.
    if (m_comparedRevision != m_session->treeRevision() ||
        !(m_comparedOptions == m_session->options()))
        compareAlgorithms();
    countPrefixes();
    endResetModel();
}

void StatisticsModel::onStepChanged()
{
    emit dataChanged(index(0, 0), index(0, ColumnCount - 1));
}

void StatisticsModel::compareAlgorithms()
{
    m_comparedRevision = m_session->treeRevision();
    m_comparedOptions = m_session->options();
    m_totals.clear();
    const bool background = m_session->tree().size() > BackgroundNodes;
    if (background) {
        for (const Algorithm *a : algorithms()) {
            Row row;
            row.algorithm = a->id();
            row.name = a->displayName();
            row.pending = true;
            m_totals.push_back(row);
        }
        // The worker gets a copy, made once: the tree in the session may be replaced
        // meanwhile. Captured by value, a million-node tree was copied three times on the
        // window's thread (60 ms of a big file's first paint, issue 29).
        auto tree = std::make_shared<const GameTree>(m_session->tree());
        const SearchOptions options = m_session->options();
        const quint64 revision = m_comparedRevision;
        // After the first paint, in line with the replay's checkpoints (runInLine): each
        // search holds a trace of up to two events per node while it runs.
        if (m_stopComparing)
            m_stopComparing->store(true);
        auto stop = std::make_shared<std::atomic<bool>>(false);
        m_stopComparing = stop;
        m_comparing.setFuture(
            runInLine([tree, options, revision, stop, gate = PaintGate::instance()] {
                Compared compared;
                compared.revision = revision;
                compared.options = options;
                if (!gate->waitOpen([&] { return stop->load(); }))
                    return compared; // for a tree no longer shown: onComparedInBackground drops it
                for (const Algorithm *a : algorithms()) {
                    if (stop->load())
                        break;
                    compared.rows.push_back(totalsOf(*tree, a, options));
                }
                return compared;
            }));
        return;
    }
    for (const Algorithm *a : algorithms())
        m_totals.push_back(totalsOf(m_session->tree(), a, m_session->options()));
}

void StatisticsModel::onComparedInBackground()
{
    Compared compared = m_comparing.result();
    if (compared.revision != m_comparedRevision || !(compared.options == m_comparedOptions))
        return; // counted for a tree or options no longer shown
    if (compared.rows.size() != algorithms().size())
        return; // stopped on its way
    beginResetModel();
    m_totals = std::move(compared.rows);
    endResetModel();
}

StatisticsModel::Row StatisticsModel::totalsOf(const GameTree &tree, const Algorithm *a,
                                               const SearchOptions &options)
{
    Row row;
    row.algorithm = a->id();
    row.name = a->displayName();
    QString error;
    const auto trace = tree.isEmpty() ? std::nullopt : search(tree, a->id(), options, &error);
    row.available = trace.has_value();
    row.refusal = error;
    if (trace) {
        row.leaves = trace->summary.leavesEvaluated;
        row.visited = trace->summary.internalVisited;
        row.cutoffs = trace->summary.cutoffs;
        row.value = trace->summary.value;
        row.hasValue = true;
    }
    return row;
}

void StatisticsModel::countPrefixes()
{
    m_prefix = Prefix();
    m_counter.reset();
    m_slices->stop();
    m_prefix.leaves.push_back(0);
    m_prefix.visited.push_back(0);
    m_prefix.cutoffs.push_back(0);
    const Trace *trace = m_session->trace();
    if (!trace)
        return;
    // Counted by the search summary's own rules, one prefix at a time.
    m_counter = std::make_unique<SearchCounter>(m_session->tree().size());
    const std::size_t events = trace->events.size();
    m_prefix.leaves.reserve(events + 1);
    m_prefix.visited.reserve(events + 1);
    m_prefix.cutoffs.reserve(events + 1);
    if (events <= SliceEvents)
        countSlice();
    else
        m_slices->start();
}

void StatisticsModel::countSlice()
{
    const Trace *trace = m_session->trace();
    if (!trace || !m_counter) {
        m_slices->stop();
        return;
    }
    const std::size_t from = m_prefix.leaves.size() - 1;
    const std::size_t to = std::min(trace->events.size(), from + SliceEvents);
    for (std::size_t i = from; i < to; ++i) {
        m_counter->add(trace->events[i]);
        m_prefix.leaves.push_back(qint32(m_counter->leavesRead()));
        m_prefix.visited.push_back(qint32(m_counter->innerVisited()));
        m_prefix.cutoffs.push_back(qint32(m_counter->cutoffs()));
    }
    if (to < trace->events.size())
        return; // the timer calls again
    m_counter.reset();
    m_slices->stop();
    if (from > 0) // the "so far" row said "counting…"
        emit dataChanged(index(0, 0), index(0, ColumnCount - 1));
}

StatisticsModel::Row StatisticsModel::currentRow() const
{
    Row row;
    const int counted = int(m_prefix.leaves.size()) - 1;
    const int step = m_counter ? m_session->step() : std::min(m_session->step(), counted);
    row.name = tr("So far (step %1)").arg(step);
    row.available = m_session->trace() != nullptr;
    if (step > counted) { // a long trace still being counted
        row.available = false;
        row.pending = true;
        return row;
    }
    row.refusal = m_session->refusal();
    row.leaves = m_prefix.leaves[std::size_t(step)];
    row.visited = m_prefix.visited[std::size_t(step)];
    row.cutoffs = m_prefix.cutoffs[std::size_t(step)];
    const Frame &frame = m_session->frame();
    const NodeId root = m_session->tree().root();
    if (root != NoNode && !frame.nodes.empty()) {
        row.value = frame.nodes[std::size_t(root)].value;
        row.hasValue = row.value == row.value;
    }
    return row;
}

int StatisticsModel::rowOf(const QString &algorithmId) const
{
    for (std::size_t i = 0; i < m_totals.size(); ++i) {
        if (m_totals[i].algorithm == algorithmId)
            return int(i) + 1;
    }
    return -1;
}

int StatisticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_totals.size()) + 1;
}

int StatisticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StatisticsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row row = index.row() == 0 ? currentRow() : m_totals[std::size_t(index.row() - 1)];
    const bool counts = row.available && index.column() != AlgorithmColumn;
    if (role == RawRole && counts) {
        switch (index.column()) {
        case LeavesColumn: return row.leaves;
        case VisitedColumn: return row.visited;
        case CutoffsColumn: return row.cutoffs;
        case ValueColumn: return row.hasValue ? QVariant(row.value) : QVariant();
        }
    }
    if (role == Qt::DisplayRole) {
        if (index.column() == AlgorithmColumn)
            return row.name;
        if (!row.available)
            return index.column() != LeavesColumn || m_session->tree().isEmpty() ? QString()
                   : row.pending                                                 ? tr("counting…")
                                 : tr("cannot search this tree");
        switch (index.column()) {
        case LeavesColumn: return QString::number(row.leaves);
        case VisitedColumn: return QString::number(row.visited);
        case CutoffsColumn: return QString::number(row.cutoffs);
        case ValueColumn: return row.hasValue ? formatValue(row.value) : QString();
        }
    }
    if (role == Qt::ToolTipRole && !row.available)
        return toolTipText(row.refusal); // it names nodes of the file
    if (role == Qt::TextAlignmentRole && counts)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && (index.row() == 0 || row.algorithm == m_session->algorithm())) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant StatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case AlgorithmColumn: return tr("Algorithm");
        case LeavesColumn: return tr("Leaves");
        case VisitedColumn: return tr("Inner");
        case CutoffsColumn: return tr("Cuts");
        case ValueColumn: return tr("Value");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case LeavesColumn: return tr("Leaves read");
        case VisitedColumn: return tr("Inner nodes visited");
        case CutoffsColumn: return tr("Cut-offs (SSS*: purges that removed states)");
        case ValueColumn: return tr("Value at the root");
        }
    }
    return {};
}

} // namespace gt
