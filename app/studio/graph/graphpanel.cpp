#include "graphpanel.h"

#include "views/graph/graphstyle.h"

#include "core/graph/retrogradenarration.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gt {

GraphPanel::GraphPanel(QWidget *parent)
    : QDockWidget(tr("Analysis"), parent)
    , m_origin(new QLabel(this))
    , m_counts(new QLabel(this))
    , m_layoutNote(new QLabel(this))
    , m_queue(new QListWidget(this))
    , m_search(new QLineEdit(this))
    , m_answer(new QLabel(this))
    , m_moves(new QSpinBox(this))
{
    setObjectName(QStringLiteral("graphPanel"));
    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);
    for (QLabel *label : {m_origin, m_counts, m_layoutNote, m_answer}) {
        label->setTextFormat(Qt::PlainText); // position texts come from a file
        label->setWordWrap(true);
    }
    m_origin->setObjectName(QStringLiteral("graphOrigin"));
    m_origin->hide();
    m_counts->setObjectName(QStringLiteral("graphCounts"));
    m_layoutNote->setObjectName(QStringLiteral("graphLayoutNote"));
    // One move around a position is what a 1280-pixel window shows legibly (the start of
    // tic-tac-toe and its 9); two are about a hundred positions, read zoomed in; four reach the
    // window's limit.
    m_moves->setObjectName(QStringLiteral("graphNeighbourhoodMoves"));
    m_moves->setRange(1, 4);
    m_moves->setValue(1);
    m_moves->setEnabled(false);
    m_movesRow = new QWidget(body);
    auto *movesRow = new QHBoxLayout(m_movesRow);
    movesRow->setContentsMargins(0, 0, 0, 0);
    auto *movesLabel = new QLabel(tr("Positions within"), m_movesRow);
    movesLabel->setBuddy(m_moves);
    movesRow->addWidget(movesLabel);
    movesRow->addWidget(m_moves);
    auto *movesWord = new QLabel(m_movesRow);
    movesWord->setObjectName(QStringLiteral("graphNeighbourhoodMovesWord"));
    // "within 1 move", "within 2 moves": the word after the box takes the box's plural.
    auto word = [this, movesWord] {
        movesWord->setText(tr("moves", "after the number of moves in the box", m_moves->value()));
    };
    word();
    connect(m_moves, &QSpinBox::valueChanged, movesWord, word);
    movesRow->addWidget(movesWord, 1);
    m_movesRow->hide(); // only for a graph shown in part
    m_answer->setObjectName(QStringLiteral("graphAnswer"));
    m_queue->setObjectName(QStringLiteral("graphQueue"));
    m_search->setObjectName(QStringLiteral("graphSearch"));
    m_search->setPlaceholderText(tr("Find a position…"));
    m_search->setClearButtonEnabled(true);
    column->addWidget(m_origin);
    column->addWidget(m_counts);
    column->addWidget(new QLabel(tr("Queue, front first:"), body));
    column->addWidget(m_queue, 1);
    column->addWidget(m_search);
    column->addWidget(m_answer);
    column->addWidget(m_movesRow);
    column->addWidget(m_layoutNote);
    setWidget(body);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        const VertexId v = find(m_search->text());
        if (v != NoVertex)
            emit vertexFound(v);
    });
    connect(m_moves, &QSpinBox::valueChanged, this, &GraphPanel::neighbourhoodMovesChanged);
}

void GraphPanel::setOrigin(const QString &origin)
{
    m_origin->setText(origin);
    m_origin->setVisible(!origin.isEmpty());
}

QString GraphPanel::origin() const
{
    return m_origin->text();
}

QString GraphPanel::layoutNote() const
{
    return m_layoutNote->text();
}

int GraphPanel::neighbourhoodMoves() const
{
    return m_moves->value();
}

void GraphPanel::setNeighbourhoodEnabled(bool on)
{
    m_moves->setEnabled(on);
    m_movesRow->setVisible(on);
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
    showAnswer(found);
    return found;
}

void GraphPanel::showAnswer(VertexId v)
{
    if (!m_graph || !m_result || v < 0 || v >= m_graph->size())
        return;
    const auto i = std::size_t(v);
    const QString result = resultText(m_result->label[i], m_result->remoteness[i]);
    const VertexId best = m_result->best[i];
    m_answer->setText(best == NoVertex
                          ? tr("%1: %2, no move.").arg(m_graph->position(v), result)
                          : tr("%1: %2, best move to %3.")
                                .arg(m_graph->position(v), result, m_graph->position(best)));
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
