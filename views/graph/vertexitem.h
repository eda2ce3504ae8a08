#pragma once

#include "graphstyle.h"

#include <QGraphicsItem>

#include <optional>

namespace gt {

// One position of the graph view: a box with the position's text and, under it, what the
// analysis knows so far — its counter d while undecided, then WIN/LOSS/DRAW and the remoteness.
// It keeps its vertex id, never a pointer into the graph.
class VertexItem : public QGraphicsItem {
public:
    enum { Type = UserType + 40 };
    // Below this scale the text is too small to read: a box in the label's colour instead.
    static constexpr double LegibleScale = 0.35;

    // What the frame says about the position.
    struct State {
        std::optional<GameResult> label; // empty: undecided
        int remoteness = -1;
        int counter = 0;
        bool queued = false;  // waiting in the queue
        bool current = false; // the vertex of the step just done
        bool cause = false;   // the successor that caused the step
        bool operator==(const State &) const = default;
    };

    VertexItem(VertexId vertex, const QString &name, QSizeF size, const GraphStyle *style);

    // The box a position needs for its text and the widest state line.
    static QSizeF measure(const QString &name, const GraphStyle &style);
    static QString shownName(const QString &name, const GraphStyle &style);

    VertexId vertex() const { return m_vertex; }
    void setState(const State &state);
    const State &state() const { return m_state; }
    QString stateText() const; // "d = 2", "WIN 3", "DRAW": the box's second line

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    VertexId m_vertex;
    QString m_name;
    QSizeF m_size;
    const GraphStyle *m_style;
    State m_state;
};

} // namespace gt
