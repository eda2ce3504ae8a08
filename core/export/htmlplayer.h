#pragma once

#include "figureframe.h"
#include "figuregeometry.h"
#include "figureoptions.h"
#include "palette.h"

#include "../trace/trace.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace gt {

// A single HTML file that replays a search for a course page: the tree is drawn once as inline
// SVG, each chosen step is one line of inline data (the colours, values, α/β, formulas and
// marks of every node and edge), and a few lines of script apply a step's data when the
// reader presses ← or →, drags the slider or clicks the buttons. Nothing is loaded from
// anywhere: no scripts, styles, fonts or images outside the file.
// A page past this size takes a browser many seconds and gigabytes to open, and course
// platforms take far smaller uploads.
constexpr qint64 MaxHtmlPlayerBytes = 100'000'000;

// The least a player of `steps` steps over a tree of `nodes` nodes takes: the markup every
// node and edge of the drawing needs, and every step's data for each, numbers not counted.
// Known before anything is built, so that a page past MaxHtmlPlayerBytes is refused at once.
qint64 htmlPlayerLeastBytes(NodeId nodes, std::size_t steps);

QByteArray htmlPlayer(const GameTree &tree, const Trace &trace, const FigureGeometry &geometry,
                      const Palette &palette, const FigureOptions &options,
                      const std::vector<int> &steps);

} // namespace gt
