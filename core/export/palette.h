#pragma once

#include "../tree/gametree.h"

#include <QString>

#include <utility>
#include <vector>

namespace gt {

// The look of a diagram as plain data, for the exports that write text (TikZ, Beamer, DOT,
// HTML) and cannot use Qt's painting. It holds no numbers of its own: the views build it from
// the canvas's SceneStyle (views/export/stylepalette.h), so that the screen, the pictures and
// the text exports share one source of colours, line widths and font sizes. Colours are
// "#rrggbb"; lengths are scene units, which every export treats as points.
struct Palette {
    QString background;
    QString foreground; // outlines and text
    QString edge;       // edges not yet reached
    QString mutedText;  // move labels
    QString maxFill;    // a finished node, by kind
    QString minFill;
    QString chanceFill;
    QString leafFill;
    QString pathColor; // nodes and edges on the current path
    QString pathFill;
    QString currentColor; // the current node: outline and halo
    QString currentFill;
    QString cutColor; // the cut mark across a pruned edge
    QString prunedColor;
    QString prunedText;
    QString liveColor; // SSS* LIVE tag
    QString liveFill;
    QString solvedColor; // SSS* SOLVED tag
    QString solvedFill;
    QString formulaBorder;

    double lineWidth = 0;
    double pathLineWidth = 0;
    double currentLineWidth = 0;
    double edgeWidth = 0;
    double pathEdgeWidth = 0;
    double cutWidth = 0;
    double nodeSize = 0; // height of an inner node
    double textGap = 0;  // between a node and the texts beside it
    double margin = 0;   // around the layout, for texts beside the outermost nodes

    // Font sizes in scene units (the canvas sizes its fonts in pixels, one per unit).
    double valueFontSize = 0;
    double annotationFontSize = 0;
    double nameFontSize = 0;
    double labelFontSize = 0;
    double idFontSize = 0;
    bool valueBold = false;
    bool nameBold = false;
    bool labelItalic = false;
};

// Every colour of the palette with its role ("maxFill", "#c6dbef"), in a fixed order, for the
// writers that declare their colours once by name (TikZ, CSS).
std::vector<std::pair<QString, QString>> paletteColours(const Palette &palette);

} // namespace gt
