#pragma once

#include "figureframe.h"
#include "figuregeometry.h"
#include "figureoptions.h"
#include "palette.h"

#include <QHash>
#include <QString>

#include <vector>

namespace gt {

struct BoardPicture;

// Writes frames as TikZ pictures for LaTeX documents and Beamer slides: the same shapes,
// colours, line widths and annotations as the canvas, with every text set by LaTeX (values,
// α/β, formulas stay text). Coordinates are the geometry's points with y flipped by the
// picture's own axes (x=1pt, y=-1pt), so the numbers in the file are the layout's. Colours are
// declared inside each picture, so a bare picture pastes into any document that loads TikZ.
class TikzWriter {
public:
    TikzWriter(const GameTree &tree, const FigureGeometry &geometry, const Palette &palette,
               const FigureOptions &options, std::vector<LegendEntry> legend);

    // One tikzpicture. `fixedBounds` pins the picture's bounding box to the one every frame
    // of the tree fits in (for overlays that must not jump); otherwise TikZ computes it.
    QString picture(const FigureFrame &frame, bool fixedBounds = false) const;

    // The same picture in parts, for Beamer overlays that draw what every step shares once:
    // the opening (styles, colours, bounding box, title), then pieceCount() pieces in drawing
    // order — the horizon line, the edge into each node, each node, the current node, the legend,
    // the caption — the same slots for every frame (a slot may be empty), then the closing.
    QString opening(bool fixedBounds) const;
    std::vector<QString> pieces(const FigureFrame &frame) const;
    int pieceCount() const;
    static QString closing();

    // The legend alone, as a picture of its own with rows no wider than `width` points: for
    // slides, which set it at its size under a tree scaled to the room left. Empty without a
    // legend.
    QString legendPicture(double width) const;
    double legendHeight(double width) const; // its rows, in points

    // A complete document around one picture, for pdflatex, using only TikZ: the page is
    // exactly the picture's size.
    static QString standaloneDocument(const QString &picture);

    // The width and height of the fixed bounding box, in points.
    double boundsWidth() const;
    double boundsHeight() const;

private:
    QString colour(const QString &hex) const;
    QString shapePath(NodeId n) const;
    void writeEdge(QString &out, NodeId child, const EdgeDrawing &e) const;
    void writeNode(QString &out, NodeId n, const NodeDrawing &d) const;
    void writeNegation(QString &out, const LayoutPoint &centre, const QString &ink) const;
    // A position's board (or an edge's dice), `scale` times its size, its top left at `origin`.
    void writeBoard(QString &out, const BoardPicture &picture, const LayoutPoint &origin,
                    double scale) const;
    void writeHorizon(QString &out, const Segment &line, const QString &label) const;
    // *-minimax's marks (chancebarshape.h): a node's probe and bar, an edge's window, a bar
    // starting at `origin` `width` long (with its range and window texts when `texts`).
    void writeChanceMarks(QString &out, NodeId n, const NodeDrawing &d) const;
    void writeChanceText(QString &out, const LayoutPoint &anchor, const QString &text,
                         bool dashed) const;
    void writeChanceBar(QString &out, const LayoutPoint &origin, const ChanceBar &bar, double width,
                        bool texts) const;
    QString styles() const; // \begin{tikzpicture} with the text styles, and the colours
    void writeLegend(QString &out, double top, double width) const;
    double legendTop() const;
    double legendHeight() const;

    const GameTree *m_tree;
    const FigureGeometry *m_geometry;
    Palette m_palette;
    FigureOptions m_options;
    std::vector<LegendEntry> m_legend;
    QHash<QString, QString> m_colourNames; // "#rrggbb" -> "gtMaxFill"
};

} // namespace gt
