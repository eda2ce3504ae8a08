#pragma once

#include "core/export/figureoptions.h"
#include "core/export/stepselection.h"
#include "core/trace/trace.h"
#include "core/tree/gametree.h"

#include <QString>

#include <optional>

namespace gt {

// Every file the exports write. The first five hold one step; the last three a deck.
enum class ExportFormat : std::uint8_t { Svg, Png, Pdf, Tikz, Dot, PdfDeck, Beamer, Html };

bool isDeckFormat(ExportFormat format);
bool isTextFormat(ExportFormat format); // written by core/export, not drawn by the canvas
// By the path's extension: .svg .png .pdf .tex .dot/.gv, and .html/.htm. A .pdf or .tex is a
// deck when `deck` is set (`gametree slides`), a single picture otherwise.
std::optional<ExportFormat> exportFormatForPath(const QString &path, bool deck);
QString defaultSuffix(ExportFormat format); // "svg", "png", "pdf", "tex", "dot", "html"

// What to export: a tree, optionally a search of it, and the step (single pictures). The
// pointers must stay valid while an export runs.
struct ExportSource {
    const GameTree *tree = nullptr;
    const Trace *trace = nullptr; // nullptr: the bare tree
    int step = -1;                // -1: the final step
};

// Everything the export dialog and `gametree render`/`slides` can choose, in one plain struct.
struct ExportOptions {
    FigureOptions figure;     // what the picture shows
    double scale = 2;         // PNG: pixels per point
    double dpi = 0;           // PNG: when > 0, pixels per inch (scale = dpi / 72)
    bool transparent = false; // SVG and PNG: no background
    bool bareTikz = false;    // a tikzpicture to paste, not a standalone document
    bool dark = false;        // the dark palette instead of the light one
    StepSelection steps;      // decks: which steps

    double pixelsPerPoint() const { return dpi > 0 ? dpi / 72.0 : scale; }
};

} // namespace gt
