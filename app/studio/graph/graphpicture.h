#pragma once

#include "core/graph/retrogradereplay.h"
#include "core/layout/graphlayout.h"

#include <QString>

#include <optional>

namespace gt {

class GraphScene;

// What the graph window's File ▸ Export Picture draws: the scene as it shows, and for TikZ the
// graph it draws (the whole graph, or a neighbourhood by its own ids), its layout and the frame
// of the step shown by the same ids. A neighbourhood carries a caption that says what it is part
// of, written under the picture in every format.
struct GraphPicture {
    GraphScene *scene = nullptr;
    const GameGraph *graph = nullptr;
    const GraphLayout *layout = nullptr;
    std::optional<RetrogradeFrame> frame; // nothing: nothing decided yet
    QString caption;                      // empty: none
    QString title;                        // the SVG's and the PDF's title
};

// Writes the picture by the suffix of `path`: SVG (.svg), PDF (.pdf, one page the picture's
// size in points), TikZ (.tex, a document pdflatex sets), else a PNG at twice the size.
bool writeGraphPicture(const GraphPicture &picture, const QString &path, QString *error);

} // namespace gt
