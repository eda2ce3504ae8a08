#pragma once

#include "../graph/retrograde.h"
#include "../layout/graphlayout.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace gt {

// What the graph's slides are made of: the graph as laid out, the boxes its positions take (the
// graph view's measures), and its analysis with the steps recorded. Kept by reference.
struct GraphSlideInput {
    const GameGraph &graph;
    const GraphLayout &layout;
    const std::vector<NodeSize> &sizes;
    const RetrogradeResult &result;
    QString title; // empty: "Retrograde analysis"
    // A neighbourhood drawn alone (core/graph/neighbourhood.h): `graph` is the part, `original`
    // maps its vertices to `whole`, the graph `result` analysed, whose positions the sentences
    // name. Empty and null: `graph` is the analysed graph.
    std::vector<VertexId> original = {};
    const GameGraph *whole = nullptr;
};

// Which frames of the analysis become slides: k = the steps done (0 … steps.size()), ascending.
// All of them from `from` to `to` (-1: the end), or with `keyStepsOnly` those after a step that
// labels a position (a terminal, a win, a loss, a draw), with the first and the last.
std::vector<int> retrogradeSlideSteps(const RetrogradeResult &result, bool keyStepsOnly,
                                      int from = 0, int to = -1);
// The frames of a neighbourhood's slides: the first, the last, and those after a step about one
// of the positions `shown` (by vertex of the analysed graph) — with `keyStepsOnly` only the steps
// that label one. The L-game's two million steps become the few hundred a lecture walks through.
std::vector<int> retrogradeSlideStepsShown(const RetrogradeResult &result,
                                           const std::vector<bool> &shown, bool keyStepsOnly);

// A Beamer deck (pdflatex), a slide per chosen frame: the graph as the window draws it at that
// step (graphtikz.h, the step's position and move in the step's colour) scaled to the room
// left, and the step's sentence under it.
QString retrogradeBeamerDeck(const GraphSlideInput &input, const std::vector<int> &frames);

// One self-contained HTML page that replays the chosen frames, as the tree's player does
// (htmlplayer.h): the graph drawn once as inline SVG, a line of data per frame (every
// position's fill, its second line, its marks), ← → Home End, a slider, the sentence.
QByteArray retrogradeHtmlPlayer(const GraphSlideInput &input, const std::vector<int> &frames);

} // namespace gt
