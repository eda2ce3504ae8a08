#pragma once

#include "figureframe.h"
#include "figuregeometry.h"
#include "figureoptions.h"
#include "palette.h"

#include <QByteArray>
#include <QString>

namespace gt {

// One frame as DOT that Graphviz draws as it stands: every node, edge and text is pinned where
// the diagram has it (pos, lp, xlp, head_lp, tail_lp in points, y up as Graphviz counts), sized
// and coloured as on the canvas, with the value inside, the name beside it and α/β, the SSS*
// tag and probabilities around it, so that `neato -n2 -Tsvg` reproduces the picture. What
// DOT labels cannot draw are extra pinned nodes marked `decoration`: the current node's halo,
// chance formulas in their opaque rounded boxes, ids, a cut edge's two strokes (edges between
// unseen points), and under the tree the `legend` entries and the caption; the title is the
// graph's label, on top. It is the plain DOT of core/io/dotwriter.h with decorations, so the
// kind, value, prob and move-label attributes still describe the tree, and readDotTree() leaves
// the decorations out. `heading` goes in a comment at the top ("alphabeta, step 16 of 29").
QByteArray annotatedDot(const GameTree &tree, const FigureGeometry &geometry,
                        const FigureFrame &frame, const Palette &palette,
                        const FigureOptions &options, const std::vector<LegendEntry> &legend,
                        const QString &heading = {});

} // namespace gt
