#pragma once

#include "core/trace/annotations.h"

#include <QGraphicsItem>
#include <QString>

namespace gt {

struct SceneStyle;

// Two-phase minimax's level: a pale band across the canvas behind the row of nodes the step
// works on, labelled "phase 1 · frontier at level 2" (in the green of OPEN) or "phase 2 ·
// backing up level 1" (in the purple of CLOSED), so that the frontier is seen growing level
// by level and the values rising from the bottom, and the switch of phase is seen at once.
// The scene places it for each frame (hidden in frames without a level, levelBand).
class LevelBandItem : public QGraphicsItem {
public:
    enum { Type = UserType + 8 };
    explicit LevelBandItem(const SceneStyle *style);

    int type() const override { return Type; }
    // `row` is the band without its label, in scene coordinates: across the whole row. The
    // label goes before it (left of a horizontal band, above a vertical one).
    void place(const QRectF &row, ListPhase phase, const QString &label);
    ListPhase phase() const { return m_phase; }
    QString label() const { return m_label; }
    QRectF band() const { return m_band; }
    QRectF drawnRect() const; // the band and its label: what the scene must show

    QRectF boundingRect() const override { return drawnRect().adjusted(-1, -1, 1, 1); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF labelRect() const;
    QColor colour() const;

    const SceneStyle *m_style;
    QRectF m_band;
    ListPhase m_phase = ListPhase::None;
    QString m_label;
};

} // namespace gt
