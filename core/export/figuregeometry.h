#pragma once

#include "figureoptions.h"
#include "palette.h"

#include "../layout/treelayout.h"
#include "../tree/gametree.h"

#include <QString>

#include <array>
#include <cmath>
#include <functional>
#include <vector>

namespace gt {

// Where along an edge (0 at the parent, 1 at the child) the canvas and every export put its
// marks, so that screen and paper agree: a move label a little past the middle; with a
// probability, towards the child, clear of the formula box under an averaging parent; a cut
// mark near the parent, where the cut happened, yet clear of siblings; a label beside a
// straight-down edge lower, clear of a cut mark's strokes.
constexpr double LabelAt = 0.55;
constexpr double ProbabilityAt = 0.75;
constexpr double CutAt = 0.42;
constexpr double StraightDownLabelAt = 0.66;
constexpr double CutHalfLength = 6; // half a cut stroke, in points
// Negamax's sign change (sidetomove.h): a disc holding a "−" at the middle of the edge where
// the side to move changes.
constexpr double NegationAt = 0.5;
constexpr double NegationRadius = 6; // in points

// The textbook shape of a node's kind: △ max, ▽ min, ○ chance, □ leaf.
enum class FigureShape : std::uint8_t { TriangleUp, TriangleDown, Circle, Box };
FigureShape figureShape(NodeKind kind);

// Where everything of a diagram sits, as plain numbers in points with y growing down: the
// text exports' counterpart of the canvas's measured items. It is computed without a font
// engine (text widths are estimated from the font sizes), so the TikZ, DOT and HTML a given
// tree produces are the same on every machine, which is what golden files need; the shapes
// follow the canvas's rules (TreeScene::measureNodes) with those estimates.
struct FigureGeometry {
    TreeLayout layout;              // node centres, optional routed edges
    std::vector<NodeSize> shapes;   // the drawn shape of each node, by preorder id
    std::vector<double> room;       // width the texts under a node may take before wrapping
    std::vector<FigureShape> kinds; // the shape of each node
    double left = 0, top = 0, right = 0, bottom = 0; // the picture: layout plus margins
};

// How wide texts are, for measuring nodes: the canvas's font metrics or, in the text exports,
// estimates from the font sizes. The one sizing rule (measureNodes) takes either.
struct TextWidths {
    std::function<double(const QString &)> value, name, annotation, id;
    double valueCapHeight = 0; // of the value font
    // Of a move label on an edge; none: labels do not widen nodes.
    std::function<double(const QString &)> label;
    // The id font's digits all advance alike (tabular figures): "#123456" is as wide as
    // "#000000", so ids are measured once per number of digits, not once per node (formatting
    // and looking up a million ids took a third of a second of opening a big tree).
    bool idDigitsAlike = false;
};
// The sizes of every node, by preorder id: the drawn shape, and the footprint the layout keeps
// free (the shape widened for a name, an id, a weighted sum under it); the text of every value.
struct NodeMeasures {
    std::vector<NodeSize> shapes, footprints;
    std::vector<QString> valueTexts; // empty where a node has no value
};
// `nodeSize`: an inner node's height; `textGap`: between a node and the texts beside it;
// `idInset`: an id's distance from the centre line (idInset()), 0 without ids.
NodeMeasures measureNodes(const GameTree &tree, const TextWidths &widths, double nodeSize,
                          double textGap, double idInset);
// Room under each node of a top-down layout: the distance to its neighbours in the same row,
// less a text gap (1e6 without neighbours). Hidden nodes take no room.
std::vector<double> roomUnder(const GameTree &tree, const TreeLayout &layout, double textGap);

// Lays `tree` out with the tidy layout around estimated node sizes.
FigureGeometry estimateGeometry(const GameTree &tree, const Palette &palette,
                                const FigureOptions &options);

// A rough width of `text` set at `fontSize`, from per-character advances of a sans-serif
// font: good enough to size shapes and wrap formulas, never used to place text exactly.
double estimateTextWidth(const QString &text, double fontSize, bool bold = false);

// Half the width of a shape at height y (relative to its centre), as the canvas computes it.
double shapeHalfWidthAt(FigureShape shape, const NodeSize &size, double y);
// How far from the centre texts beside a node start, for a column of height `textHeight`
// centred on the node: clear of the outline over the whole column.
double sideOffset(FigureShape shape, const NodeSize &size, double textHeight);
// The baseline of the value inside a shape, relative to its centre: the wide end of a
// triangle, the middle of a circle or box. `capHeight`: of the value font.
double valueBaseline(FigureShape shape, const NodeSize &size, double capHeight);
// The cap height of a sans-serif font of `fontSize`, where no font engine measures it.
inline double estimateCapHeight(double fontSize)
{
    return 0.72 * fontSize;
}
// The width a value may take inside a shape before it is shrunk, its baseline at `baseline`.
double valueRoom(FigureShape shape, const NodeSize &size, double baseline, double capHeight);

// The box of a node's preorder id, as the canvas places it (NodeItem::idRect): in small type
// above the top, beside the edge coming in on the side away from it (and from its label, which
// sits right of a straight-down edge), clear of the current node's halo. It takes no room of
// its own, so ids leave the tree as wide as it was.
struct TextBox {
    double left = 0, top = 0, width = 0, height = 0;
};
bool idGoesLeft(const FigureGeometry &g, const GameTree &tree, NodeId n);
TextBox idBox(const FigureGeometry &g, NodeId n, const Palette &palette, const QString &id,
              bool left);

// The rules below take the canvas's SceneStyle or the exports' Palette alike (same names).
// The current node's halo: a translucent stroke this much wider than its outline.
template <class Style> double haloWidth(const Style &s)
{
    return 2 * s.currentLineWidth;
}
// How far the halo reaches beyond the outline: half its pen, centred on the outline.
template <class Style> double haloReach(const Style &s)
{
    return (s.currentLineWidth + haloWidth(s)) / 2;
}
// Between a node's outline and the texts beside or under it, clear of the current node's halo.
template <class Style> double besideGap(const Style &s)
{
    return s.textGap + haloReach(s) - s.lineWidth;
}
// How far an id sits from the centre line: clear of the pen of the edge coming in.
template <class Style> double idInset(const Style &s)
{
    return s.pathEdgeWidth / 2 + 2;
}
// The bottom of an id above a node, relative to its centre: clear of the halo.
inline double idBottom(const NodeSize &shape, double haloReach)
{
    return -shape.height / 2 - haloReach - 1;
}
// The top of the box holding a chance node's weighted sum: under the shape, clear of the
// outline and of the current node's halo.
double formulaTop(const FigureGeometry &g, NodeId n, const Palette &palette);

// The two short slanted strokes across an edge that mark a cut-off, near the parent end.
struct Segment {
    LayoutPoint a, b;
};
std::array<Segment, 2> cutMarkStrokes(const LayoutPoint &from, const LayoutPoint &to,
                                      double cutWidth);

// Where an edge's texts go: beside the point at fraction `t` of the edge, on its outer side,
// so that the line never runs through them. `corner` is the text box's corner (or edge
// midpoint) nearest the line and `side` says which way the text extends from it. Beside a
// straight-down edge the text sits at least two thirds down, clear of a cut mark, as on the
// canvas.
enum class TextSide : std::uint8_t { Right, Above, UpperLeft, UpperRight };
struct EdgeTextSpot {
    LayoutPoint corner;
    TextSide side = TextSide::Right;
};
EdgeTextSpot edgeTextSpot(const LayoutPoint &from, const LayoutPoint &to, double t, double gap);
// The same rule for any edge, curved ones included: `at` is the point at fraction t, `d` the
// unit direction there, and `lowPoint()` the point at max(t, StraightDownLabelAt), asked for
// only beside a straight-down edge.
template <class LowPoint>
EdgeTextSpot edgeTextSpotAt(const LayoutPoint &at, const LayoutPoint &d, LowPoint lowPoint,
                            double gap)
{
    if (d.y > 0 && std::abs(d.x) < 0.15) { // clear of a cut mark
        const LayoutPoint low = lowPoint();
        return {{low.x + gap, low.y}, TextSide::Right};
    }
    if (d.y <= 0 && std::abs(d.y) < 0.15)
        return {{at.x, at.y - gap}, TextSide::Above};
    if (d.x < 0 || d.y < 0)
        return {{at.x - std::abs(d.y) * gap, at.y - std::abs(d.x) * gap}, TextSide::UpperLeft};
    return {{at.x + std::abs(d.y) * gap, at.y - std::abs(d.x) * gap}, TextSide::UpperRight};
}

// The edge from parent to child on the shapes' outlines (top-down layouts).
Segment edgeEnds(const FigureGeometry &g, NodeId parent, NodeId child);

// The horizon line of a pass limited to `depth` (HorizonMark), where the canvas draws it
// (TreeScene::placeHorizon): across the whole layout, halfway between the row at `depth` and
// the next, or half a row under the last; its label goes just above its left end.
Segment horizonSegment(const FigureGeometry &g, const GameTree &tree, int depth);
// Negamax's "−": the centre of the disc on the edge into `child` (NegationAt along it).
LayoutPoint negationCentre(const FigureGeometry &g, const GameTree &tree, NodeId child);

// Splits a weighted sum into lines no wider than `room` (with a box's padding), breaking before
// " + " and " = " so that a wrapped line starts with its operator, and after ", " (pns's
// numbers under a leaf, "pn=0," over "dn=∞").
QStringList wrapFormula(const QString &formula, double room,
                        const std::function<double(const QString &)> &width);
// The same with widths estimated from the font size.
QStringList wrapFormula(const QString &formula, double room, double fontSize);
constexpr double BoxPadding = 3; // inside SSS* tags, formula boxes and the collapsed count

} // namespace gt
