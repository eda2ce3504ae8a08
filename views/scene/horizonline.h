#pragma once

#include <QGraphicsItem>
#include <QString>

namespace gt {

struct SceneStyle;

// The horizon of a depth-limited pass (iterative deepening): a dashed line across the canvas
// between the row of the pass's depth and the row below it, labelled "horizon d = 2" at its
// start. Below it the pass sees nothing; the nodes just above it are read by their heuristic
// values. The scene places it for each frame (hidden when the pass has no depth limit).
class HorizonLine : public QGraphicsItem {
public:
    enum { Type = UserType + 7 };
    explicit HorizonLine(const SceneStyle *style);

    int type() const override { return Type; }
    // From `from` to `to` in scene coordinates (a horizontal line in a top-down layout, a
    // vertical one left to right), with its label.
    void place(const QPointF &from, const QPointF &to, const QString &label);
    QString label() const { return m_label; }
    QLineF line() const { return m_line; }
    // What the line and its label cover, without the pen's reach: what the scene must show.
    QRectF drawnRect() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF labelRect() const;

    const SceneStyle *m_style;
    QLineF m_line;
    QString m_label;
};

} // namespace gt
