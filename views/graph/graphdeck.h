#pragma once

#include "core/export/graphslides.h"

#include <QString>

#include <vector>

namespace gt {

// Retrograde analysis as a multi-page PDF, a page per chosen frame (graphslides.h): the graph
// drawn by the graph view's scene as the window shows that step, the step's sentence under it.
// The deck's PDF form, for `gametree slides --graph` and the graph window's Export Slides.
bool writeRetrogradePdf(const GraphSlideInput &input, const std::vector<int> &frames,
                        const QString &path, QString *error);

// Writes the slides by the suffix of `path`: .pdf (writeRetrogradePdf), .tex (Beamer) or .html
// (the player). False and *error when the suffix is none of these or the file cannot be written.
bool writeRetrogradeSlides(const GraphSlideInput &input, const std::vector<int> &frames,
                           const QString &path, QString *error);

} // namespace gt
