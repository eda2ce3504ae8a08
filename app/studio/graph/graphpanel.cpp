#include "graphpanel.h"

#include "views/graph/graphstyle.h"

#include "core/graph/retrogradenarration.h"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace gt {

GraphPanel::GraphPanel(QWidget *parent)
    : QDockWidget(tr("Analysis"), parent)
    , m_counts(new QLabel(this))
    , m_layoutNote(new QLabel(this))
    , m_queue(new QListWidget(this))
    , m_search(new QLineEdit(this))
    , m_answer(new QLabel(this))
{
    setObjectName(QStringLiteral("graphPanel"));
    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);
    for (QLabel *label : {m_counts, m_layoutNote, m_answer}) {
        label->setTextFormat(Qt::PlainText); // position texts come from a file
        label->setWordWrap(true);
    }
    m_counts->setObjectName(QStringLiteral("graphCounts"));
    m_answer->setObjectName(QStringLiteral("graphAnswer"));
    m_queue->setObjectName(QStringLiteral("graphQueue"));
    m_search->setObjectName(QStringLiteral("graphSearch"));
    m_search->setPlaceholderText(tr("Find a position…"));
    m_search->setClearButtonEnabled(true);
    column->addWidget(m_counts);
    column->addWidget(new QLabel(tr("Queue, front first:"), body));
    column->addWidget(m_queue, 1);
    column->addWidget(m_search);
    column->addWidget(m_answer);
    column->addWidget(m_layoutNote);
    setWidget(body);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const VertexId v = find(m_search->text());
        if (v != NoVertex)
            emit vertexFound(v);
    });
}

void GraphPanel::setAnalysis(const GameGraph *graph, const RetrogradeResult *result)
{
    m_graph = graph;
    m_result = result;
    m_queue->clear();
    m_answer->clear();
    m_search->clear();
}

void GraphPanel::setLayoutNote(const QString &note)
{
    m_layoutNote->setText(note);
}

void GraphPanel::showFrame(const RetrogradeFrame *frame, bool finished)
{
    if (!m_result)
        return;
    const QString counts =
        frame ? narrateRetrogradeCounts(frame->wins, frame->losses, frame->draws)
              : narrateRetrogradeCounts(m_result->wins, m_result->losses, m_result->draws);
    m_counts->setText(finished ? tr("Solved: %1").arg(counts) : tr("So far: %1").arg(counts));
    m_queue->clear();
    if (!frame)
        return;
    // Long queues (thousands of positions) are cut: the front is what the next steps take.
    constexpr std::size_t Shown = 200;
    const std::size_t end = std::min(frame->queue.size(), frame->head + Shown);
    for (std::size_t i = frame->head; i < end; ++i) {
        const auto v = std::size_t(frame->queue[i]);
        const auto label = frame->label[v];
        m_queue->addItem(QStringLiteral("%1 — %2").arg(
            m_graph->position(VertexId(v)),
            label ? resultText(*label, frame->remoteness[v]) : QString()));
    }
    if (frame->queue.size() > end)
        m_queue->addItem(tr("… and %1 more").arg(frame->queue.size() - end));
}

VertexId GraphPanel::find(const QString &text)
{
    if (!m_graph || !m_result || text.isEmpty())
        return NoVertex;
    VertexId found = NoVertex;
    for (VertexId v = 0; v < m_graph->size() && found == NoVertex; ++v) {
        if (m_graph->position(v) == text)
            found = v;
    }
    for (VertexId v = 0; v < m_graph->size() && found == NoVertex; ++v) {
        if (m_graph->position(v).contains(text, Qt::CaseInsensitive))
            found = v;
    }
    if (found == NoVertex) {
        m_answer->setText(tr("No position contains “%1”.").arg(text));
        return NoVertex;
    }
    const auto i = std::size_t(found);
    const QString result = resultText(m_result->label[i], m_result->remoteness[i]);
    const VertexId best = m_result->best[i];
    m_answer->setText(best == NoVertex
                          ? tr("%1: %2, no move.").arg(m_graph->position(found), result)
                          : tr("%1: %2, best move to %3.")
                                .arg(m_graph->position(found), result, m_graph->position(best)));
    return found;
}

QString GraphPanel::answer() const
{
    return m_answer->text();
}

QString GraphPanel::countsText() const
{
    return m_counts->text();
}

} // namespace gt
