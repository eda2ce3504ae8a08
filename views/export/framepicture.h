#pragma once

#include "exportoptions.h"

#include "views/scene/scenestyle.h"

#include "core/export/figureframe.h"

#include <QRectF>
#include <QSizeF>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace gt {

class Replayer;
class StyleMetrics;
class TreeScene;

// One exported picture, drawn by the canvas itself: an offscreen TreeScene holds the tree
// (tidy layout around the sizes the scene measures) and the frame at the chosen step, and
// paint() renders it with the title above and the legend and narration below. SVG, PNG, PDF,
// the PDF decks, the clipboard and the dialog's preview all paint through here, so they look
// like the window. Units are points (one scene unit each). The tree and trace must outlive it.
class FramePicture {
public:
    FramePicture(const GameTree &tree, const Trace *trace, const ExportOptions &options);
    ~FramePicture();

    // No picture of `step` (-1: the final one) is smaller than this: what its nodes' centres
    // span in the layout, and the padding. Found from the layout alone, without building a
    // scene, so that exports refuse a picture too large for them before drawing anything.
    static QSizeF leastSize(const GameTree &tree, const Trace *trace, int step,
                            const ExportOptions &options);

    int stepCount() const;  // 0 without a trace
    void setStep(int step); // -1 or past the end: the final step
    int step() const { return m_step; }

    // Keeps the picture the same size for all of `steps` (a deck's pages), at the union of
    // their trees' extents and the room their longest narration needs.
    void fitSteps(const std::vector<int> &steps);

    QSizeF size() const; // in points
    // Draws the picture with its top-left corner at the origin, 1 unit = 1 point. The
    // background is filled unless the options ask for transparency.
    void paint(QPainter *painter) const;

    const SceneStyle &style() const { return m_style; }
    QString caption() const; // the current step's narration; empty for the bare tree

private:
    QRectF contentRect() const; // what the current frame draws, in scene coordinates
    double contentWidth() const;
    double legendHeight(double width) const;
    double captionHeight(const QString &text, double width) const;
    void paintLegend(QPainter *painter, const QPointF &topLeft, double width) const;

    const GameTree *m_tree;
    const Trace *m_trace;
    ExportOptions m_options;
    SceneStyle m_style;
    std::unique_ptr<StyleMetrics> m_metrics; // for the legend's items
    std::unique_ptr<TreeScene> m_scene;
    std::unique_ptr<Replayer> m_replayer;
    std::vector<LegendEntry> m_legend;
    std::vector<char> m_negated; // negamax's "−" marks, by child; empty: none
    int m_step = 0;
    bool m_fixed = false;
    QRectF m_fixedRect;
    // contentRect() of the current step: size() and paint() ask for it several times, and a
    // 100,000-node picture's walk over every node took a tenth of its SVG export each time.
    mutable std::optional<QRectF> m_content;
    double m_fixedCaption = 0;
    LegendUse m_fixedUse;
};

} // namespace gt
