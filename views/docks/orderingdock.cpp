#include "orderingdock.h"

#include "compacttable.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/trace/annotations.h"

#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gt {

namespace {

constexpr int BarHeight = 16;
constexpr int BarGap = 4;
constexpr int GroupGap = 10;

} // namespace

HistoryChart::HistoryChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("historyChart"));
}

void HistoryChart::setScores(std::vector<HistoryScore> scores, int credited)
{
    m_scores = std::move(scores);
    m_credited = credited;
    updateGeometry();
    update();
}

QSize HistoryChart::sizeHint() const
{
    const int groups = m_scores.empty() ? 0 : 1 + (m_scores.front().max != m_scores.back().max);
    const int rows = int(m_scores.size()) + groups;
    return {220, std::max(BarHeight, rows * (BarHeight + BarGap) + groups * GroupGap)};
}

QSize HistoryChart::minimumSizeHint() const
{
    // A few bars at least, so that a crowded dock area does not squeeze the chart away.
    return {120, std::min(sizeHint().height(), 6 * (BarHeight + BarGap) + GroupGap)};
}

void HistoryChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette &pal = palette();
    if (m_scores.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignTop,
                   tr("No credits yet: a node that finishes credits its best move."));
        return;
    }
    double top = 0;
    for (const HistoryScore &s : m_scores)
        top = std::max(top, s.score);
    const QFontMetrics fm(font());
    int nameWidth = 0, scoreWidth = 0;
    for (const HistoryScore &s : m_scores) {
        nameWidth = std::max(nameWidth, fm.horizontalAdvance(s.move));
        scoreWidth = std::max(scoreWidth, fm.horizontalAdvance(formatValue(s.score)));
    }
    const int barLeft = nameWidth + 8;
    const int barRoom = std::max(10, width() - barLeft - scoreWidth - 8);
    int y = 0;
    for (std::size_t i = 0; i < m_scores.size(); ++i) {
        const HistoryScore &s = m_scores[i];
        if (i == 0 || m_scores[i - 1].max != s.max) { // a heading per player
            if (i > 0)
                y += GroupGap;
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            p.setPen(pal.color(QPalette::WindowText));
            p.drawText(QRect(0, y, width(), BarHeight), Qt::AlignLeft | Qt::AlignVCenter,
                       s.max ? tr("H[MAX][move]") : tr("H[MIN][move]"));
            p.setFont(font());
            y += BarHeight + BarGap;
        }
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(0, y, nameWidth, BarHeight), Qt::AlignRight | Qt::AlignVCenter, s.move);
        const int length = top > 0 ? std::max(1, int(barRoom * s.score / top)) : 1;
        const bool credited = int(i) == m_credited;
        QColor fill = pal.color(credited ? QPalette::Highlight : QPalette::Mid);
        p.fillRect(QRect(barLeft, y + 2, length, BarHeight - 4), fill);
        p.drawText(QRect(barLeft + length + 4, y, scoreWidth + 4, BarHeight),
                   Qt::AlignLeft | Qt::AlignVCenter, formatValue(s.score));
        y += BarHeight + BarGap;
    }
}

OrderingDock::OrderingDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Killers and history"), parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("orderingDock"));
    auto *body = new QWidget(this);
    m_caption = plainLabel(body);
    m_caption->setObjectName(QStringLiteral("orderingCaption"));
    m_caption->setWordWrap(true);
    m_killers = new QTableWidget(0, 3, body);
    m_killers->setObjectName(QStringLiteral("killerTable"));
    m_killers->setHorizontalHeaderLabels({tr("Ply"), tr("k1"), tr("k2")});
    m_killers->verticalHeader()->hide();
    m_killers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    makeCompactTable(m_killers);
    m_history = new HistoryChart(body);
    auto *column = new QVBoxLayout(body);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_caption);
    column->addWidget(m_killers, 1);
    column->addWidget(m_history, 1);
    setWidget(body);
    connect(m_session, &SearchSession::stepChanged, this, &OrderingDock::refresh);
    connect(m_session, &SearchSession::traceChanged, this, &OrderingDock::refresh);
    refresh();
}

QString OrderingDock::caption() const
{
    return m_caption->text();
}

void OrderingDock::refresh()
{
    const TraceFeatures features = m_session->features();
    const bool killers = features.testFlag(TraceFeature::KillerMoves);
    const bool history = features.testFlag(TraceFeature::HistoryTable);
    const bool applicable = killers || history;
    widget()->setEnabled(applicable);
    m_killers->setVisible(killers);
    m_history->setVisible(history);
    const Trace *trace = m_session->trace();
    const OrderingMemory memory =
        trace ? orderingAt(m_session->tree(), *trace, m_session->step()) : OrderingMemory{};
    if (!applicable)
        m_caption->setText(tr("Only iterative deepening with --order killer or history keeps "
                              "killer moves or a history table."));
    else if (killers)
        m_caption->setText(tr("Killer moves of each ply in this pass: a cut-off makes its move "
                              "k1, the old k1 moves to k2."));
    else
        m_caption->setText(tr("History table: each finished node credits its best move with "
                              "2^(pass depth − its depth); kept across passes."));
    m_killers->setRowCount(int(memory.killers.size()));
    for (int r = 0; r < int(memory.killers.size()); ++r) {
        const KillerSlots &k = memory.killers[std::size_t(r)];
        const QStringList cells{QString::number(k.ply), k.first, k.second};
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            QFont f = item->font();
            f.setBold(k.ply == memory.changedPly); // set by the current step
            item->setFont(f);
            m_killers->setItem(r, c, item);
        }
    }
    m_history->setScores(memory.history, memory.credited);
    if (applicable != m_applicable) {
        m_applicable = applicable;
        emit applicableChanged(applicable);
    }
}

} // namespace gt
