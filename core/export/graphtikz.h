#pragma once

#include "../graph/gamegraph.h"
#include "../graph/retrogradereplay.h"
#include "../layout/graphlayout.h"

#include <QString>

#include <vector>

namespace gt {

// A laid-out game graph as one TikZ picture, as the graph window draws it: every position a
// rounded box of its layout size at its centre, its text and, once decided, "WIN 3", "LOSS 0"
// or "DRAW" in words under it and the box filled with the label's colour (the window's
// Okabe–Ito fills); every move the path Graphviz routed, with an arrowhead. Coordinates are the
// layout's points with y flipped by the picture's axes (x=1pt, y=-1pt), as TikzWriter's, and
// every text goes through latexText(). `frame` is what retrograde analysis knows at the step
// shown (null: nothing decided yet). `step`, when given, is the step just done: its position is
// outlined in the step's colour and the move it follows drawn in it, as the window does.
// `caption`, when given, is set under the picture (a neighbourhood says what it is part of).
QString gameGraphTikz(const GameGraph &graph, const GraphLayout &layout,
                      const std::vector<NodeSize> &sizes, const RetrogradeFrame *frame,
                      const RetrogradeStep *step = nullptr, const QString &caption = QString());

} // namespace gt
