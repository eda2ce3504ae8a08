#pragma once

#include "views/scene/scenestyle.h"

#include "core/export/figureoptions.h"
#include "core/export/palette.h"

namespace gt {

// The bridge between the canvas's style and the exports. toPalette() reads the colours, line
// widths and font sizes off a SceneStyle, so the text exports (TikZ, DOT, HTML) take them
// from the one place the screen does; exportStyle() applies an export's content switches to
// a style, so the pictures (SVG, PNG, PDF) are drawn by the canvas itself.
Palette toPalette(const SceneStyle &style);
SceneStyle exportStyle(const SceneStyle &base, const FigureOptions &options);

} // namespace gt
