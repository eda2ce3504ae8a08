#pragma once

#include "palette.h"

#include <QByteArray>
#include <QString>

namespace gt {

// The parts of an HTML player page (see htmlplayer.h) and the page around them: the styles,
// the controls and the script that applies a step's data to the drawing.
struct HtmlPage {
    QString title;
    QString svg;        // the static drawing: one <g id="eN"> per edge, one <g id="nN"> per node
    QString viewBox;    // "left top width height"
    QByteArray colours; // JSON array of "#rrggbb"
    QByteArray frames;  // JSON array, one step per line, as QJsonDocument writes it
    int stepCount = 0;  // the search's last step
    int live = 0, liveFill = 0, solved = 0, solvedFill = 0; // SSS* tag colours, in `colours`
    // A search in iterations (MCTS): the step at which each iteration is done (the frames say
    // theirs in "i"), and its convergence plot (convergenceplot.h) under the controls. Empty for
    // any other search: the page has no iteration controls and no plot.
    QByteArray iterationEnds = "[]"; // JSON array of steps
    QString plot;                    // an <svg class="plot"> element, or empty
    Palette palette;
};

QByteArray htmlPageText(const HtmlPage &page);

} // namespace gt
