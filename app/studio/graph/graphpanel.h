#pragma once

#include "core/graph/retrogradereplay.h"

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace gt {

// The side panel of the graph window: the counts decided so far, the queue front first, and a
// search for a position by its text that says what the analysis found for it. A graph too big to
// draw is shown here only.
class GraphPanel : public QDockWidget {
    Q_OBJECT
public:
    explicit GraphPanel(QWidget *parent = nullptr);

    // The graph and its analysis, kept by reference until the next call or clear().
    void setAnalysis(const GameGraph *graph, const RetrogradeResult *result);
    // `frame`: the stepper's, or nullptr when the analysis is shown finished (no steps kept).
    void showFrame(const RetrogradeFrame *frame, bool finished);
    void setLayoutNote(const QString &note); // which engine drew it, or why nothing is drawn
    // Where the graph came from, when it is worth saying ("549946 tree nodes → 5478
    // positions"); empty hides it.
    void setOrigin(const QString &origin);
    QString origin() const;
    QString layoutNote() const;
    // The radius of the neighbourhood a graph too big to draw is shown by (neighbourhood.h);
    // the box shows only while one is shown.
    int neighbourhoodMoves() const;
    void setNeighbourhoodEnabled(bool on);

    // Finds the position whose text is `text` (else the first that contains it); NoVertex if
    // none. The answer line says its label, remoteness and best move.
    VertexId find(const QString &text);
    // The answer line for v: its label, remoteness and best move.
    void showAnswer(VertexId v);
    QString answer() const;
    QListWidget *queueList() const { return m_queue; }
    QString countsText() const;

signals:
    void vertexFound(gt::VertexId vertex);
    void neighbourhoodMovesChanged(int moves);

private:
    const GameGraph *m_graph = nullptr;
    const RetrogradeResult *m_result = nullptr;
    QLabel *m_origin;
    QLabel *m_counts;
    QLabel *m_layoutNote;
    QListWidget *m_queue;
    QLineEdit *m_search;
    QLabel *m_answer;
    QSpinBox *m_moves;
    QWidget *m_movesRow; // the box and its words
};

} // namespace gt
