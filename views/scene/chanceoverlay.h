#pragma once

#include "core/trace/annotations.h"

#include <QGraphicsItem>
#include <QString>

#include <vector>

namespace gt {

struct SceneStyle;

// What *-minimax (Star1, Star2) adds to the canvas at a step: beside each chance node being
// searched, its bar [X + L·Y, X + U·Y] on an axis from L to U with its window (α, β) as a band
// over it (the bar turns the cut-off colour when it leaves the window); on the edge into each
// child the window the chance node gave it, "(7, 10)"; beside a child Star2 has probed, its
// bound "≤ 7" in a dashed box. The scene places it for each frame (empty without leaf bounds).
class ChanceOverlay : public QGraphicsItem {
public:
    enum { Type = UserType + 9 };
    explicit ChanceOverlay(const SceneStyle *style);

    struct Bar {
        QPointF origin; // the axis's left end, at the bar's vertical centre
        ChanceBar bar;
    };
    struct Text {
        QPointF anchor; // the point the text is placed against: its right end, centred
        QString text;
        bool dashed = false;       // a probe's bound, not a window
        bool extendsRight = false; // the anchor is the text's left end instead
    };
    void place(std::vector<Bar> bars, std::vector<Text> texts);
    const std::vector<Bar> &bars() const { return m_bars; }
    const std::vector<Text> &texts() const { return m_texts; }
    // Where a text of texts() is drawn, in scene coordinates.
    QRectF textBox(const Text &t) const { return textRect(t); }
    // What it draws: the scene must show it.
    QRectF drawnRect() const;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF textRect(const Text &t) const;
    QRectF barRect(const Bar &b) const; // with its label above

    const SceneStyle *m_style;
    std::vector<Bar> m_bars;
    std::vector<Text> m_texts;
};

} // namespace gt
