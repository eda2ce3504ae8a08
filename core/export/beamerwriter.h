#pragma once

#include "figureframe.h"
#include "figuregeometry.h"
#include "figureoptions.h"
#include "palette.h"

#include "../trace/trace.h"

#include <QString>

#include <vector>

namespace gt {

// A Beamer presentation of one search: a single slide whose overlays are the chosen steps, in
// one TikZ picture whose parts appear on the overlays that show them (\only<a-b>), with a
// fixed bounding box so that nothing jumps while the lecturer pages through. The title becomes the
// slide's title and, with the caption option, the step's narration sits under the picture as slide
// text, where it stays readable however the picture is scaled. Compiles with pdflatex and the
// beamer class.
QString beamerDeck(const GameTree &tree, const Trace &trace, const FigureGeometry &geometry,
                   const Palette &palette, const FigureOptions &options,
                   const std::vector<int> &steps);

} // namespace gt
