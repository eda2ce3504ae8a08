#pragma once

#include <QString>

#include <cstdint>

namespace gt {

// How pruned nodes appear in a diagram: greyed and dashed, or left out.
enum class PrunedMode : std::uint8_t { Greyed, Hidden };

// What a diagram shows, shared by the export dialog, `gametree render`/`slides` and every
// format, so that a switch means the same in SVG, PDF, TikZ, DOT and HTML.
struct FigureOptions {
    bool showValues = true;   // backed-up values and bounds in inner nodes (leaves always show)
    bool showWindows = true;  // α/β beside the nodes on the current path
    bool showFormulas = true; // the weighted sums under chance nodes
    bool showIds = false;     // preorder ids above the nodes, in small type
    PrunedMode pruned = PrunedMode::Greyed;
    bool legend = false;  // the shapes and colours explained under the tree
    QString title;        // above the tree; empty for none
    bool caption = false; // the narration of the step under the tree
    // Negamax (TraceFeature::SideToMove): every value as the side to move at its node sees it,
    // with a "−" on each edge where the sign changes, as View ▸ Negamax Values from the Side to
    // Move shows it; no effect on other searches. `depthLimit`: the search's own (--depth),
    // which decides who reads the nodes at it (core/trace/sidetomove.h); -1 for none.
    bool sideToMove = false;
    int depthLimit = -1;

    bool operator==(const FigureOptions &) const = default;
};

} // namespace gt
