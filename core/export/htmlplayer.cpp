#include "htmlplayer.h"

#include "chancebarshape.h"
#include "convergenceplot.h"
#include "htmlplayerpage.h"
#include "stepselection.h"
#include "xmltext.h"

#include "../search/algorithm.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gt {

namespace {

const QString Hidden = QStringLiteral(" style=\"display:none\"");

QString n2(double v)
{
    return QString::number(std::round(v * 100) / 100, 'g', 10);
}

QString shapeData(FigureShape shape, const LayoutPoint &c, const NodeSize &s)
{
    const double w = s.width / 2, h = s.height / 2;
    auto p = [](double x, double y) { return n2(x) + u' ' + n2(y); };
    switch (shape) {
    case FigureShape::TriangleUp:
        return "M" + p(c.x, c.y - h) + "L" + p(c.x + w, c.y + h) + "L" + p(c.x - w, c.y + h) + "Z";
    case FigureShape::TriangleDown:
        return "M" + p(c.x - w, c.y - h) + "L" + p(c.x + w, c.y - h) + "L" + p(c.x, c.y + h) + "Z";
    case FigureShape::Circle:
        return QStringLiteral("M%1A%2 %3 0 1 0 %4A%2 %3 0 1 0 %1Z")
            .arg(p(c.x - w, c.y), n2(w), n2(h), p(c.x + w, c.y));
    case FigureShape::Box:
        return "M" + p(c.x - w, c.y - h) + "H" + n2(c.x + w) + "V" + n2(c.y + h) + "H" +
               n2(c.x - w) + "Z";
    }
    return {};
}

// Where an edge text's anchor goes in SVG terms: x, baseline y and text-anchor.
QString textSpotAttributes(const char *prefix, const EdgeTextSpot &spot, double size)
{
    double y = spot.corner.y - 0.25 * size; // above the corner: baseline clear of descenders
    const char *anchor = "start";
    switch (spot.side) {
    case TextSide::Right: y = spot.corner.y + 0.35 * size; break;
    case TextSide::Above: anchor = "middle"; break;
    case TextSide::UpperLeft: anchor = "end"; break;
    case TextSide::UpperRight: break;
    }
    return QStringLiteral(" data-%1x=\"%2\" data-%1y=\"%3\" data-%1a=\"%4\"")
        .arg(QLatin1String(prefix), n2(spot.corner.x), n2(y), QLatin1String(anchor));
}

QString staticSvg(const GameTree &tree, const FigureGeometry &g, const Palette &p,
                  const FigureFrame &first, const std::vector<char> &negated)
{
    // The horizon line, moved to the row of each pass's depth by the script (HorizonLine).
    const Segment h = horizonSegment(g, tree, std::max(first.horizon.depth, 0));
    QString out = QStringLiteral("<g class=\"horizon\" transform=\"translate(0,%1)\"%2><path "
                                 "d=\"M%3 0H%4\" stroke=\"%5\" stroke-width=\"1.5\" "
                                 "stroke-dasharray=\"4 3\"/><text x=\"%3\" y=\"%6\" "
                                 "fill=\"%5\">%7</text></g>\n")
                      .arg(n2(h.a.y), first.horizon.label.isEmpty() ? Hidden : QString(), n2(h.a.x),
                           n2(h.b.x), p.currentColor, n2(-0.3 * p.annotationFontSize),
                           xmlEscaped(first.horizon.label));
    for (NodeId c = 1; c < tree.size(); ++c) {
        const Segment e = edgeEnds(g, tree.parent(c), c);
        const auto cut = cutMarkStrokes(e.a, e.b, p.cutWidth);
        // Drawn as the first step shows it, so that a page whose script is blocked (some
        // course platforms strip scripts) still shows the tree; the script restyles it all.
        const EdgeDrawing &look = first.edges[c];
        const bool hidden = look.look == EdgeLook::Hidden;
        const QString stroke =
            QStringLiteral(" stroke=\"%1\" stroke-width=\"%2\"%3")
                .arg(look.colour, n2(look.width),
                     look.dashed ? QStringLiteral(" stroke-dasharray=\"4 3\"") : QString());
        out += QStringLiteral("<g id=\"e%1\"%2%3><path class=\"line\" d=\"M%4 %5L%6 %7\"%8%9/>")
                   .arg(QString::number(c),
                        textSpotAttributes("l", edgeTextSpot(e.a, e.b, LabelAt, p.textGap),
                                           p.labelFontSize),
                        textSpotAttributes("p", edgeTextSpot(e.a, e.b, ProbabilityAt, p.textGap),
                                           p.labelFontSize),
                        n2(e.a.x), n2(e.a.y), n2(e.b.x), n2(e.b.y), stroke)
                   .arg(hidden ? Hidden : QString());
        out +=
            QStringLiteral("<path class=\"cut\" d=\"M%1 %2L%3 %4M%5 %6L%7 %8\" stroke=\"%10\" "
                           "stroke-width=\"%11\" stroke-linecap=\"round\" fill=\"none\"%9/>")
                .arg(n2(cut[0].a.x), n2(cut[0].a.y), n2(cut[0].b.x), n2(cut[0].b.y), n2(cut[1].a.x),
                     n2(cut[1].a.y), n2(cut[1].b.x), n2(cut[1].b.y), look.cut ? QString() : Hidden)
                .arg(p.cutColor, n2(p.cutWidth));
        if (std::size_t(c) < negated.size() && negated[c]) { // as EdgeLayer draws it
            const LayoutPoint m = negationCentre(g, tree, c);
            const double half = NegationRadius * 0.55;
            out += QStringLiteral("<g class=\"neg\" stroke=\"%1\"%2><circle cx=\"%3\" cy=\"%4\" "
                                  "r=\"%5\" fill=\"%6\" stroke-width=\"%7\"/><path d=\"M%8 %4H%9\" "
                                  "stroke-width=\"%10\" stroke-linecap=\"round\"/></g>")
                       .arg(look.colour, look.negated ? QString() : Hidden, n2(m.x), n2(m.y),
                            n2(NegationRadius), p.background, n2(p.edgeWidth), n2(m.x - half),
                            n2(m.x + half))
                       .arg(n2(p.cutWidth));
        }
        const bool prob = !look.probability.isEmpty();
        const EdgeTextSpot spot = edgeTextSpot(e.a, e.b, prob ? ProbabilityAt : LabelAt, p.textGap);
        out += QStringLiteral("<text class=\"label\" %1%2><tspan class=\"move\">%3</tspan>"
                              "<tspan class=\"prob\">%4</tspan></text></g>\n")
                   .arg(textSpotAttributes("", spot, p.labelFontSize)
                            .replace(QLatin1String("data-x"), QLatin1String("x"))
                            .replace(QLatin1String("data-y"), QLatin1String("y"))
                            .replace(QLatin1String("data-a"), QLatin1String("text-anchor"))
                            .trimmed(),
                        hidden ? Hidden : QString(), xmlEscaped(look.label),
                        xmlEscaped(prob ? (look.label.isEmpty() ? QString() : QStringLiteral(" ")) +
                                              look.probability
                                        : QString()));
    }
    for (NodeId n = 0; n < tree.size(); ++n) {
        const LayoutPoint c = g.layout.centers[n];
        const NodeSize s = g.shapes[n];
        const FigureShape shape = g.kinds[n];
        const double line = p.annotationFontSize * 1.2;
        const double sideX = c.x + sideOffset(shape, s, 3 * line + 4) + p.textGap;
        const QString d = shapeData(shape, c, s);
        const NodeDrawing &first0 = first.nodes[n];
        const double cap = estimateCapHeight(p.valueFontSize);
        const double baseline = valueBaseline(shape, s, cap);
        out += QStringLiteral("<g id=\"n%1\" data-cx=\"%2\" data-cy=\"%3\" data-h=\"%4\" "
                              "data-sx=\"%5\" data-leaf=\"%6\" data-vr=\"%12\"%8><path "
                              "class=\"halo\" d=\"%7\" fill=\"none\" opacity=\"0.35\" "
                              "stroke-linejoin=\"round\" stroke=\"%10\" stroke-width=\"%11\"%9/>")
                   .arg(QString::number(n), n2(c.x), n2(c.y), n2(s.height), n2(sideX),
                        shape == FigureShape::Box ? QStringLiteral("1") : QStringLiteral("0"), d,
                        first0.visible ? QString() : Hidden, first0.halo ? QString() : Hidden)
                   .arg(first0.outline, n2(first0.lineWidth + 7),
                        n2(valueRoom(shape, s, baseline, cap)));
        out += QStringLiteral("<path class=\"shape\" d=\"%1\" fill=\"%2\" stroke=\"%3\" "
                              "stroke-width=\"%4\"%5/>")
                   .arg(d, first0.fill, first0.outline, n2(first0.lineWidth),
                        first0.dashed ? QStringLiteral(" stroke-dasharray=\"4 3\"") : QString());
        out += QStringLiteral("<text class=\"value\" x=\"%1\" y=\"%2\" fill=\"%3\">%4</text>")
                   .arg(n2(c.x), n2(c.y + baseline), first0.text, xmlEscaped(first0.value));
        if (!first0.name.isEmpty())
            out += QStringLiteral("<text class=\"name\" x=\"%1\" y=\"%2\">%3</text>")
                       .arg(n2(c.x - sideOffset(shape, s, p.nameFontSize * 1.2) - p.textGap),
                            n2(c.y + 0.35 * p.nameFontSize), xmlEscaped(first0.name));
        if (!first0.id.isEmpty()) {
            const TextBox box = idBox(g, n, p, first0.id, first0.idLeft);
            out += QStringLiteral("<text class=\"id\" x=\"%1\" y=\"%2\"%3>%4</text>")
                       .arg(n2(first0.idLeft ? box.left + box.width : box.left),
                            n2(box.top + box.height - 0.25 * p.idFontSize),
                            first0.idLeft ? QStringLiteral(" text-anchor=\"end\"") : QString(),
                            xmlEscaped(first0.id));
        }
        out += QStringLiteral("<g class=\"tag\"%1><rect rx=\"2\"/><text></text></g>"
                              "<text class=\"window\"></text>"
                              "<g class=\"formula\"%1><rect rx=\"3\"/><text></text></g></g>\n")
                   .arg(Hidden);
    }
    // *-minimax's bars, windows and probes, above the nodes: filled in by the script.
    out += QStringLiteral("<g class=\"chancemarks\" font-size=\"%1\"></g>\n")
               .arg(n2(p.annotationFontSize));
    return out;
}

// *-minimax's bar from `o` (chancebarshape.h), as ChanceOverlay::paint draws it; its range and
// window texts when `texts`.
QString chanceBarSvg(const LayoutPoint &o, const ChanceBar &bar, double width, bool texts,
                     const Palette &p)
{
    const ChanceBarShape s = chanceBarShape(bar, width);
    const double h = ChanceBarHeight;
    const QString ink = bar.outside ? p.cutColor : p.pathColor;
    QString out =
        QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\" "
                       "opacity=\"0.25\"/><path d=\"M%6 %7H%8M%6 %9V%10M%8 %9V%10\" "
                       "stroke=\"%11\" fill=\"none\"/>")
            .arg(n2(o.x + s.windowLeft), n2(o.y - h), n2(s.windowRight - s.windowLeft), n2(2 * h),
                 p.pathColor, n2(o.x + s.axisLeft), n2(o.y), n2(o.x + s.axisRight), n2(o.y - h / 2))
            .arg(n2(o.y + h / 2), p.mutedText);
    out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"/>")
               .arg(n2(o.x + s.barLeft), n2(o.y - h / 2), n2(std::max(2.0, s.barRight - s.barLeft)),
                    n2(h), ink);
    if (texts)
        out += QStringLiteral("<text x=\"%1\" y=\"%2\" fill=\"%3\">%4</text>"
                              "<text x=\"%1\" y=\"%5\" fill=\"%6\">%7</text>")
                   .arg(n2(o.x), n2(o.y - h / 2 - 3), ink, xmlEscaped(chanceBarRangeText(bar)),
                        n2(o.y + h + p.annotationFontSize), p.mutedText,
                        xmlEscaped(chanceBarWindowText(bar)));
    return out;
}

// A window on an edge or a probe's bound (dashed), right-aligned at `anchor` on a patch of
// background, as ChanceOverlay draws its texts.
QString chanceTextSvg(const LayoutPoint &anchor, const QString &text, bool dashed, const Palette &p)
{
    const double w = estimateTextWidth(text, p.annotationFontSize) + 6;
    const double h = p.annotationFontSize * 1.2 + 2;
    const QString ink = dashed ? p.currentColor : p.pathColor;
    return QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"%6/>"
                          "<text x=\"%7\" y=\"%8\" text-anchor=\"middle\" fill=\"%9\">%10</text>")
        .arg(n2(anchor.x - w), n2(anchor.y - h / 2), n2(w), n2(h), p.background,
             dashed ? QStringLiteral(" stroke=\"%1\" stroke-dasharray=\"2 2\"").arg(ink)
                    : QString(),
             n2(anchor.x - w / 2), n2(anchor.y + 0.35 * p.annotationFontSize), ink)
        .arg(xmlEscaped(text));
}

// Every *-minimax mark of a frame, as one piece of SVG the script swaps in at each step.
QString chanceMarksSvg(const GameTree &tree, const FigureGeometry &g, const FigureFrame &f,
                       const Palette &p)
{
    QString out;
    for (NodeId n = 0; n < tree.size(); ++n) {
        const LayoutPoint c = g.layout.centers[n];
        const double half = g.shapes[n].width / 2;
        const NodeDrawing &d = f.nodes[n];
        if (n > 0 && !f.edges[n].window.isEmpty() && f.edges[n].look != EdgeLook::Hidden)
            out += chanceTextSvg(edgeWindowAnchor(g.layout.centers[tree.parent(n)], c),
                                 f.edges[n].window, false, p);
        if (!d.visible)
            continue;
        if (!d.probe.isEmpty())
            out += chanceTextSvg(probeAnchor(c.x - half, c.y), d.probe, true, p);
        if (d.bar)
            out += chanceBarSvg(chanceBarOrigin(c.x + half, c.y), *d.bar, ChanceBarWidth, true, p);
    }
    return out;
}

QString legendSvg(const std::vector<LegendEntry> &legend, const Palette &p, double top,
                  double width, double *height)
{
    QString out;
    double x = 0, y = top + LegendRow / 2;
    for (const LegendEntry &e : legend) {
        const double w = LegendTextAt + 6 + estimateTextWidth(e.text, p.annotationFontSize);
        if (x > 0 && x + w > width) {
            x = 0;
            y += LegendRow;
        }
        const LayoutPoint c{x + 8, y};
        if (e.cutMark) {
            const auto k = cutMarkStrokes({c.x, c.y - 7}, {c.x, c.y + 17}, p.cutWidth);
            out += QStringLiteral("<path d=\"M%1 %2V%3\" stroke=\"%4\" stroke-width=\"%5\"/>"
                                  "<path d=\"M%6 %7L%8 %9M%10 %11L%12 %13\" stroke=\"%14\" "
                                  "stroke-width=\"%15\" stroke-linecap=\"round\"/>")
                       .arg(n2(c.x), n2(c.y - 9), n2(c.y + 9), p.foreground, n2(p.edgeWidth),
                            n2(k[0].a.x), n2(k[0].a.y), n2(k[0].b.x), n2(k[0].b.y))
                       .arg(n2(k[1].a.x), n2(k[1].a.y), n2(k[1].b.x), n2(k[1].b.y), p.cutColor,
                            n2(p.cutWidth));
        } else if (e.playout) { // an edge as the playout passes it
            const EdgePaint<QString> look = edgePaint(p, EdgeLook::Playout);
            out += QStringLiteral("<path d=\"M%1 %2V%3\" stroke=\"%4\" stroke-width=\"%5\" "
                                  "stroke-dasharray=\"3 2\"/>")
                       .arg(n2(c.x), n2(c.y - 9), n2(c.y + 9), look.line, n2(look.width));
        } else if (e.chanceBar) {
            out += chanceBarSvg({x, c.y}, legendChanceBar(), 16, false, p);
        } else if (!e.tag.isEmpty()) {
            const double w = std::max(14.0, estimateTextWidth(e.tag, p.annotationFontSize) + 4);
            out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%8\" height=\"14\" rx=\"2\" "
                                  "fill=\"%3\" stroke=\"%4\"/><text x=\"%5\" y=\"%6\" "
                                  "text-anchor=\"middle\" fill=\"%4\">%7</text>")
                       .arg(n2(c.x - w / 2), n2(c.y - 7), sssTagPaint(p, e.sss).fill,
                            sssTagPaint(p, e.sss).line, n2(c.x), n2(c.y + 4), xmlEscaped(e.tag),
                            n2(w));
        } else if (!e.sample.isEmpty()) {
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" fill=\"%3\" "
                                  "font-weight=\"bold\">%4</text>")
                       .arg(n2(c.x), n2(c.y + 4), p.foreground, xmlEscaped(e.sample));
        } else {
            const NodeDrawing d = stateDrawing(e.kind, e.state, p, e.earlier, e.list, e.spared);
            const QString path = shapeData(figureShape(e.kind), c, NodeSize{16, 14});
            if (d.halo)
                out += QStringLiteral("<path d=\"%1\" fill=\"none\" stroke=\"%2\" "
                                      "stroke-width=\"%3\" opacity=\"0.35\"/>")
                           .arg(path, d.outline, n2(d.lineWidth + 5));
            out +=
                QStringLiteral("<path d=\"%1\" fill=\"%2\" stroke=\"%3\" stroke-width=\"%4\"%5%6/>")
                    .arg(path, d.fill, d.outline, n2(d.lineWidth),
                         d.dashed ? QStringLiteral(" stroke-dasharray=\"3 2\"") : QString(),
                         e.faded ? QStringLiteral(" opacity=\"%1\"").arg(n2(FadedOpacity))
                                 : QString()); // as a node outside the search tree
        }
        out +=
            QStringLiteral("<text class=\"legend\" x=\"%1\" y=\"%2\">%3</text>")
                .arg(n2(x + LegendTextAt), n2(y + 0.35 * p.annotationFontSize), xmlEscaped(e.text));
        x += w;
    }
    *height = legend.empty() ? 0 : y + LegendRow / 2 - top;
    return out;
}

// One step as one line of data: per node [fill, outline, width, flags, text colour, value,
// window, formula, tag], per edge [colour, width, flags, probability, label colour,
// probability colour]; colours are indices into the palette's table.
QByteArray frameJson(const GameTree &tree, const FigureGeometry &geometry, const FigureFrame &f,
                     const QHash<QString, int> &colourIndex, const Palette &palette)
{
    auto colour = [&](const QString &hex) { return colourIndex.value(hex.toLower(), 1); };
    QJsonArray nodes;
    for (const NodeDrawing &d : f.nodes) {
        const int flags = (d.dashed ? 1 : 0) | (d.halo ? 2 : 0) | (d.visible ? 0 : 4) |
                          (d.tagLive ? 8 : 0) | (d.faded ? 16 : 0);
        nodes.append(QJsonArray{colour(d.fill), colour(d.outline), d.lineWidth, flags,
                                colour(d.text), d.value, d.window.join(u'\n'),
                                d.formula.join(u'\n'), d.tag});
    }
    QJsonArray edges;
    for (std::size_t c = 0; c < f.edges.size(); ++c) {
        if (c == 0) {
            edges.append(QJsonValue());
            continue;
        }
        const EdgeDrawing &e = f.edges[c];
        const int flags = (e.dashed ? 1 : 0) | (e.look == EdgeLook::Hidden ? 2 : 0) |
                          (e.cut ? 4 : 0) | (e.negated ? 8 : 0);
        edges.append(QJsonArray{colour(e.colour), e.width, flags, e.probability,
                                colour(e.labelColour), colour(e.probabilityColour)});
    }
    // Written by hand rather than as a QJsonObject, whose keys come out sorted: every step is
    // one line that starts with its number.
    const QByteArray caption = QJsonDocument(QJsonArray{f.caption}).toJson(QJsonDocument::Compact);
    QByteArray json = "{\"s\":" + QByteArray::number(f.step) +
                      ",\"c\":" + caption.mid(1, caption.size() - 2) +
                      ",\"n\":" + QJsonDocument(nodes).toJson(QJsonDocument::Compact) +
                      ",\"e\":" + QJsonDocument(edges).toJson(QJsonDocument::Compact);
    if (!f.horizon.label.isEmpty()) { // the pass's horizon: its label and height
        const QByteArray label =
            QJsonDocument(QJsonArray{f.horizon.label}).toJson(QJsonDocument::Compact);
        json += ",\"h\":[" + label.mid(1, label.size() - 2) + "," +
                QByteArray::number(horizonSegment(geometry, tree, f.horizon.depth).a.y) + "]";
    }
    if (const QString marks = chanceMarksSvg(tree, geometry, f, palette); !marks.isEmpty()) {
        const QByteArray k = QJsonDocument(QJsonArray{marks}).toJson(QJsonDocument::Compact);
        json += ",\"k\":" + k.mid(1, k.size() - 2); // *-minimax's marks, as SVG
    }
    json += "}";
    return json;
}

} // namespace

qint64 htmlPlayerLeastBytes(NodeId nodes, std::size_t steps)
{
    // The fixed text of staticSvg's templates for a node and the edge into it, and of
    // frameJson's arrays for a node and an edge ([0,0,1,0,0,"","","",""], and [0,1,0,"",0,0]).
    constexpr qint64 DrawingBytes = 800, StepBytes = 24 + 15;
    const qint64 n = std::max<qint64>(0, nodes);
    return n * DrawingBytes + qint64(steps) * n * StepBytes;
}

QByteArray htmlPlayer(const GameTree &tree, const Trace &trace, const FigureGeometry &geometry,
                      const Palette &palette, const FigureOptions &options,
                      const std::vector<int> &steps)
{
    FigureFrames frames(tree, &trace, geometry, palette, options);
    QHash<QString, int> colourIndex;
    QJsonArray colours;
    for (const auto &[role, hex] : paletteColours(palette)) {
        if (!colourIndex.contains(hex.toLower()))
            colourIndex.insert(hex.toLower(), int(colours.size()));
        colours.append(hex);
    }
    QByteArray data = "[\n";
    LegendUse use; // one legend for every step: what any of them shows
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const FigureFrame frame = frames.frame(steps[i]);
        use.add(frame.use);
        data += frameJson(tree, geometry, frame, colourIndex, palette) +
                (i + 1 < steps.size() ? ",\n" : "\n");
    }
    data += "]";

    const FigureFrame first = frames.frame(steps.empty() ? 0 : steps.front());
    HtmlPage page;
    const Algorithm *a = findAlgorithm(trace.algorithm);
    page.title = options.title.isEmpty() ? (a ? a->displayName() : trace.algorithm) : options.title;
    page.svg = staticSvg(tree, geometry, palette, first, frames.negations());
    double legendHeight = 0;
    const double width = geometry.layout.width;
    if (options.legend)
        page.svg += legendSvg(legendEntries(tree, &trace, use), palette,
                              geometry.layout.height + palette.margin / 2, std::max(width, 240.0),
                              &legendHeight);
    const double bottom = options.legend
                              ? geometry.layout.height + palette.margin / 2 + legendHeight + 8
                              : geometry.bottom;
    page.viewBox = QStringLiteral("%1 %2 %3 %4")
                       .arg(n2(geometry.left), n2(geometry.top), n2(geometry.right - geometry.left),
                            n2(bottom - geometry.top));
    page.colours = QJsonDocument(colours).toJson(QJsonDocument::Compact);
    page.frames = data;
    page.stepCount = int(trace.events.size());
    page.palette = palette;
    page.live = colourIndex.value(palette.liveColor.toLower());
    page.liveFill = colourIndex.value(palette.liveFill.toLower());
    page.solved = colourIndex.value(palette.solvedColor.toLower());
    page.solvedFill = colourIndex.value(palette.solvedFill.toLower());
    if (const std::vector<int> ends = iterationEndSteps(trace); !ends.empty()) {
        // MCTS: the iteration controls, and the convergence plot whose marker they move.
        QJsonArray steps;
        for (int e : ends)
            steps.append(e);
        page.iterationEnds = QJsonDocument(steps).toJson(QJsonDocument::Compact);
        page.plot = convergencePlotSvg(tree, mctsConvergence(tree, trace), palette).svg;
    }
    return htmlPageText(page);
}

} // namespace gt
