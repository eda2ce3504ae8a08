#pragma once

#include "palette.h"

#include "../search/mcts/mctsconvergence.h"
#include "../tree/gametree.h"

#include <QString>

namespace gt {

// MCTS's convergence plot as SVG text, for files (`gametree render --plot convergence`) and
// for the HTML player: two panels over the same iterations, each root child's visits N above
// and its Q below, with the child's exact value as a dashed line of its colour — "does UCT find
// the minimax move, and when?" The GUI's dock draws the same series with Qt Charts; this one
// needs no widget, so the command line and the player draw it alike.
//
// A vertical marker (class "mark") stands at `markedIteration` (hidden when < 0); the <svg>
// carries data-x0 and data-dx (the x of iteration 0 and the width of one iteration) so that a
// script can move it.
struct ConvergencePlot {
    QString svg;      // a whole <svg> element, with its xmlns
    double width = 0; // its size in px
    double height = 0;
};

ConvergencePlot convergencePlotSvg(const GameTree &tree, const MctsConvergence &data,
                                   const Palette &palette, int markedIteration = -1);

} // namespace gt
