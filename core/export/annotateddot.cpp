#include "annotateddot.h"

#include "latextext.h"

#include "../io/dotwriter.h"

#include <algorithm>
#include <cmath>
#include <QStringList>

namespace gt {

namespace {

constexpr double PointsPerInch = 72;
const char *const FontName = "Helvetica"; // Graphviz maps it to the system's sans-serif face
const char *const ItalicFontName = "Helvetica-Oblique";

constexpr double LabelAt = 0.55; // where the canvas's EdgeLayer puts move labels
constexpr double ProbabilityAt = 0.75;
constexpr double StubLength = 0.45;
constexpr double TeeLength = 6; // the bar of a cut edge and the gap before it

QString number(double v)
{
    return latexNumber(v); // two decimals at most, C locale, no "-0"
}

} // namespace

QByteArray annotatedDot(const GameTree &tree, const FigureGeometry &geometry,
                        const FigureFrame &frame, const Palette &p, const FigureOptions &options,
                        const QString &heading)
{
    const double height = geometry.layout.height;
    // Graphviz counts y upwards.
    const auto point = [height](double x, double y) {
        return number(x) + u',' + number(height - y);
    };
    // The centre of a text of `w` × `h` at `spot` (Graphviz places labels by their centre).
    const auto textCentre = [&](const EdgeTextSpot &spot, double w, double h) {
        const LayoutPoint c = spot.corner;
        switch (spot.side) {
        case TextSide::Right: return point(c.x + w / 2, c.y);
        case TextSide::Above: return point(c.x, c.y - h / 2);
        case TextSide::UpperLeft: return point(c.x - w / 2, c.y - h / 2);
        case TextSide::UpperRight: return point(c.x + w / 2, c.y - h / 2);
        }
        return point(c.x, c.y);
    };
    DotDecoration deco;
    deco.graph = {
        {QStringLiteral("bgcolor"), p.background},
        {QStringLiteral("outputorder"), QStringLiteral("edgesfirst")}, // nodes cover edge ends
        {QStringLiteral("forcelabels"), QStringLiteral("true")},
        {QStringLiteral("fontname"), QLatin1String(FontName)},
        {QStringLiteral("fontsize"), number(p.nameFontSize)},
        {QStringLiteral("fontcolor"), p.foreground},
    };
    QStringList label;
    if (!options.title.isEmpty())
        label << options.title;
    if (const QString caption = frameCaptionLine(frame); options.caption && !caption.isEmpty())
        label << caption;
    if (!label.isEmpty()) {
        deco.graph.emplace_back(QStringLiteral("label"), label.join(u'\n'));
        deco.graph.emplace_back(QStringLiteral("labelloc"), QStringLiteral("t"));
    }
    deco.node = [&](NodeId n, DotAttributes &a) {
        const NodeDrawing &d = frame.nodes[n];
        LayoutPoint c = geometry.layout.centers[n];
        NodeSize s = geometry.shapes[n];
        // Graphviz draws a triangle over the top (▽: bottom) three quarters of its box, with
        // the wide end at the box's middle quarter: a box a third taller, moved by a sixth of
        // the shape, puts the outline where the diagram has it and the value in the wide end.
        if (geometry.kinds[n] == FigureShape::TriangleUp) {
            c.y += s.height / 6;
            s.height *= 4.0 / 3;
        } else if (geometry.kinds[n] == FigureShape::TriangleDown) {
            c.y -= s.height / 6;
            s.height *= 4.0 / 3;
        }
        setDotAttribute(a, QStringLiteral("pos"),
                        QStringLiteral("%1,%2!").arg(number(c.x), number(height - c.y)));
        setDotAttribute(a, QStringLiteral("width"), number(s.width / PointsPerInch));
        setDotAttribute(a, QStringLiteral("height"), number(s.height / PointsPerInch));
        setDotAttribute(a, QStringLiteral("fixedsize"), QStringLiteral("true"));
        QString style = QStringLiteral("filled");
        if (!d.visible)
            style = QStringLiteral("invis");
        else if (d.dashed)
            style += QStringLiteral(",dashed");
        setDotAttribute(a, QStringLiteral("style"), style);
        setDotAttribute(a, QStringLiteral("fillcolor"), d.fill);
        setDotAttribute(a, QStringLiteral("color"), d.outline);
        setDotAttribute(a, QStringLiteral("penwidth"), number(d.lineWidth));
        setDotAttribute(a, QStringLiteral("fontname"), QLatin1String(FontName));
        setDotAttribute(a, QStringLiteral("fontsize"), number(p.valueFontSize));
        setDotAttribute(a, QStringLiteral("fontcolor"), d.text);
        setDotAttribute(a, QStringLiteral("label"), d.value);
        if (!d.name.isEmpty() && d.visible) { // left of the node, as on the canvas
            const double right =
                geometry.layout.centers[n].x -
                sideOffset(geometry.kinds[n], geometry.shapes[n], p.nameFontSize * 1.2) -
                d.lineWidth / 2 - p.textGap;
            const double w = estimateTextWidth(d.name, p.nameFontSize, p.nameBold);
            setDotAttribute(a, QStringLiteral("xlabel"), d.name);
            setDotAttribute(a, QStringLiteral("xlp"),
                            point(right - w / 2, geometry.layout.centers[n].y));
        }
        const char *states[] = {"unreached", "path", "current", "done", "pruned"};
        setDotAttribute(a, QStringLiteral("state"), QLatin1String(states[int(d.state)]));
    };
    // A node has one label of its own beside the value (its name, as xlabel); the texts around
    // it ride on edges, which carry three more, every one pinned: the move label and the
    // probability on the edge into the node, α/β and the SSS* tag as that edge's headlabel,
    // the chance formula as the taillabel of the edge to its first child (the root's α/β as
    // the taillabel of the edge to its last).
    const auto sideColumn = [&](NodeId n) {
        const NodeDrawing &d = frame.nodes[n];
        QStringList lines;
        if (!d.tag.isEmpty())
            lines << d.tag;
        lines << d.window;
        return lines;
    };
    const auto setSide = [&](DotAttributes &a, const char *which, NodeId n,
                             const QStringList &lines) {
        const NodeDrawing &d = frame.nodes[n];
        const double line = p.annotationFontSize * 1.2;
        const double column = lines.size() * line;
        double w = 0;
        for (const QString &l : lines)
            w = std::max(w, estimateTextWidth(l, p.annotationFontSize));
        const LayoutPoint c = geometry.layout.centers[n];
        const double left = c.x + sideOffset(geometry.kinds[n], geometry.shapes[n], column) +
                            d.lineWidth / 2 + p.textGap;
        // A leaf's SSS* tag goes under it, as on the canvas: its neighbours' names are beside.
        const bool under = geometry.kinds[n] == FigureShape::Box;
        setDotAttribute(a, QLatin1String(which) + QStringLiteral("label"), lines.join(u'\n'));
        setDotAttribute(
            a, QLatin1String(which) + QStringLiteral("_lp"),
            under ? point(c.x, c.y + geometry.shapes[n].height / 2 + p.textGap + column / 2)
                  : point(left + w / 2, c.y));
    };
    const auto setFormula = [&](DotAttributes &a, NodeId n) {
        const NodeDrawing &d = frame.nodes[n];
        const double line = p.annotationFontSize * 1.2;
        const LayoutPoint c = geometry.layout.centers[n];
        const double top = c.y + geometry.shapes[n].height / 2 + p.textGap;
        setDotAttribute(a, QStringLiteral("taillabel"), d.formula.join(u'\n'));
        setDotAttribute(a, QStringLiteral("tail_lp"),
                        point(c.x, top + d.formula.size() * line / 2 + 2));
    };
    deco.edge = [&](NodeId child, DotAttributes &a) {
        const EdgeDrawing &e = frame.edges[child];
        const NodeId parent = tree.parent(child);
        const NodeDrawing &to = frame.nodes[child];
        const Segment ends = edgeEnds(geometry, parent, child);
        setDotAttribute(a, QStringLiteral("color"), e.colour);
        setDotAttribute(a, QStringLiteral("penwidth"), number(e.width));
        setDotAttribute(a, QStringLiteral("style"),
                        e.look == EdgeLook::Hidden && !e.cut ? QStringLiteral("invis")
                        : e.dashed                           ? QStringLiteral("dashed")
                                                             : QStringLiteral("solid"));
        setDotAttribute(a, QStringLiteral("fontname"),
                        QLatin1String(p.labelItalic ? ItalicFontName : FontName));
        setDotAttribute(a, QStringLiteral("fontsize"), number(p.labelFontSize));
        setDotAttribute(a, QStringLiteral("fontcolor"), e.labelColour);
        setDotAttribute(a, QStringLiteral("labelfontname"), QLatin1String(FontName));
        setDotAttribute(a, QStringLiteral("labelfontsize"), number(p.annotationFontSize));
        setDotAttribute(a, QStringLiteral("labelfontcolor"), to.text);

        // The line, pinned: a straight cubic from the parent's outline to the child's, or to
        // a stub when the child is hidden; a cut ends in a bar (arrowhead tee).
        LayoutPoint from = ends.a, end = ends.b;
        if (e.look == EdgeLook::Hidden)
            end = {from.x + (end.x - from.x) * StubLength, from.y + (end.y - from.y) * StubLength};
        LayoutPoint until = end;
        if (e.cut) {
            const double len = std::hypot(end.x - from.x, end.y - from.y);
            const double back = len > 0 ? std::min(TeeLength, len / 2) / len : 0;
            until = {end.x - (end.x - from.x) * back, end.y - (end.y - from.y) * back};
        }
        QStringList spline;
        if (e.cut)
            spline << QStringLiteral("e,") + point(end.x, end.y);
        for (int k = 0; k < 4; ++k)
            spline << point(from.x + (until.x - from.x) * k / 3,
                            from.y + (until.y - from.y) * k / 3);
        setDotAttribute(a, QStringLiteral("pos"), spline.join(u' '));
        if (e.cut) {
            setDotAttribute(a, QStringLiteral("arrowhead"), QStringLiteral("tee"));
            setDotAttribute(a, QStringLiteral("color"), p.cutColor);
            setDotAttribute(a, QStringLiteral("penwidth"), number(p.cutWidth));
        }

        a.erase(std::remove_if(a.begin(), a.end(),
                               [](const auto &kv) {
                                   return kv.first == u"xlabel" || kv.first == u"headlabel" ||
                                          kv.first == u"taillabel";
                               }),
                a.end());
        if (e.look == EdgeLook::Hidden) {
            // The move label stays in the file, which still describes the tree, unseen.
            setDotAttribute(a, QStringLiteral("fontcolor"), QStringLiteral("transparent"));
        } else {
            if (!e.label.isEmpty())
                setDotAttribute(a, QStringLiteral("lp"),
                                textCentre(edgeTextSpot(ends.a, ends.b, LabelAt, p.textGap),
                                           estimateTextWidth(e.label, p.labelFontSize),
                                           p.labelFontSize * 1.2));
            if (!e.probability.isEmpty()) {
                setDotAttribute(a, QStringLiteral("xlabel"), e.probability);
                setDotAttribute(a, QStringLiteral("xlp"),
                                textCentre(edgeTextSpot(ends.a, ends.b, ProbabilityAt, p.textGap),
                                           estimateTextWidth(e.probability, p.labelFontSize),
                                           p.labelFontSize * 1.2));
            }
        }
        if (const QStringList side = sideColumn(child); !side.isEmpty() && to.visible)
            setSide(a, "head", child, side);
        const bool firstChild = tree.childIndex(child) == 0;
        const bool lastChild = tree.childIndex(child) == tree.childCount(parent) - 1;
        if (firstChild && !frame.nodes[parent].formula.isEmpty())
            setFormula(a, parent);
        else if (parent == 0 && lastChild && !sideColumn(0).isEmpty())
            setSide(a, "tail", 0, sideColumn(0));
    };
    QByteArray out = "// Written by GameTree Studio. Positions are pinned: neato -n2 -Tsvg "
                     "draws this picture.\n";
    if (!heading.isEmpty())
        out += "// " + heading.toUtf8() + '\n';
    return out + writeDot(tree, deco);
}

} // namespace gt
