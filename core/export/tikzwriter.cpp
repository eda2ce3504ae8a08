#include "tikzwriter.h"

#include "boardpicture.h"
#include "chancebarshape.h"
#include "latextext.h"

#include <algorithm>

namespace gt {

namespace {

constexpr double CaptionLines = 3; // room kept for the narration under fixed bounds

QString pt(double x, double y)
{
    return QStringLiteral("(%1,%2)").arg(latexNumber(x), latexNumber(y));
}

QString fontStyle(double size, bool bold, bool italic)
{
    QString s = QStringLiteral("font=\\fontsize{%1}{%2}\\selectfont\\sffamily\\frenchspacing")
                    .arg(latexNumber(size), latexNumber(size * 1.2));
    if (bold) // math too: "≥ 3" is set as $\geq$ 3
        s += QStringLiteral("\\bfseries\\boldmath");
    if (italic) // Computer Modern Sans slants: it has no italic shape
        s += QStringLiteral("\\slshape");
    return s;
}

const char *anchorFor(TextSide side)
{
    switch (side) {
    case TextSide::Right: return "west";
    case TextSide::Above: return "south";
    case TextSide::UpperLeft: return "south east";
    case TextSide::UpperRight: return "south west";
    }
    return "west";
}

QString shapeAt(FigureShape shape, const LayoutPoint &c, const NodeSize &s)
{
    const double w = s.width / 2, h = s.height / 2;
    switch (shape) {
    case FigureShape::TriangleUp:
        return pt(c.x, c.y - h) + " -- " + pt(c.x + w, c.y + h) + " -- " + pt(c.x - w, c.y + h) +
               " -- cycle";
    case FigureShape::TriangleDown:
        return pt(c.x - w, c.y - h) + " -- " + pt(c.x + w, c.y - h) + " -- " + pt(c.x, c.y + h) +
               " -- cycle";
    case FigureShape::Circle:
        return pt(c.x, c.y) +
               QStringLiteral(" ellipse (%1pt and %2pt)").arg(latexNumber(w), latexNumber(h));
    case FigureShape::Box: return pt(c.x - w, c.y - h) + " rectangle " + pt(c.x + w, c.y + h);
    }
    return {};
}

QString lines(const QStringList &texts)
{
    QStringList out;
    for (const QString &t : texts)
        out << latexText(t);
    return out.join(QStringLiteral("\\\\"));
}

} // namespace

TikzWriter::TikzWriter(const GameTree &tree, const FigureGeometry &geometry, const Palette &palette,
                       const FigureOptions &options, std::vector<LegendEntry> legend)
    : m_tree(&tree)
    , m_geometry(&geometry)
    , m_palette(palette)
    , m_options(options)
    , m_legend(options.legend ? std::move(legend) : std::vector<LegendEntry>())
{
    for (const auto &[role, hex] : paletteColours(palette)) {
        if (!m_colourNames.contains(hex.toLower()))
            m_colourNames.insert(hex.toLower(), latexColourName(role));
    }
}

QString TikzWriter::colour(const QString &hex) const
{
    return m_colourNames.value(hex.toLower(), QStringLiteral("black"));
}

double TikzWriter::legendTop() const
{
    return m_geometry->layout.height + m_palette.margin / 2;
}

double TikzWriter::legendHeight() const
{
    return legendHeight(std::max(m_geometry->layout.width, 240.0));
}

double TikzWriter::legendHeight(double width) const
{
    if (m_legend.empty())
        return 0;
    double x = 0, rows = 1;
    for (const LegendEntry &e : m_legend) {
        const double w = LegendTextAt + 6 + estimateTextWidth(e.text, m_palette.annotationFontSize);
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w;
    }
    return rows * LegendRow;
}

double TikzWriter::boundsWidth() const
{
    return m_geometry->right - m_geometry->left;
}

double TikzWriter::boundsHeight() const
{
    const double captionHeight =
        m_options.caption ? CaptionLines * m_palette.annotationFontSize * 1.2 + 8 : 0;
    const double bottom =
        std::max(m_geometry->bottom, legendTop() + legendHeight() + captionHeight + 8);
    const double top = m_geometry->top - (m_options.title.isEmpty() ? 0 : 20);
    return bottom - top;
}

QString TikzWriter::shapePath(NodeId n) const
{
    return shapeAt(m_geometry->kinds[n], m_geometry->layout.centers[n], m_geometry->shapes[n]);
}

QString TikzWriter::picture(const FigureFrame &frame, bool fixedBounds) const
{
    QString out = opening(fixedBounds);
    for (const QString &piece : pieces(frame))
        out += piece;
    out += closing();
    return out;
}

QString TikzWriter::opening(bool fixedBounds) const
{
    const Palette &p = m_palette;
    QString out = styles();
    const double top = m_geometry->top - (m_options.title.isEmpty() ? 0 : 20);
    const QString box = pt(m_geometry->left, top) + QStringLiteral(" rectangle ") +
                        pt(m_geometry->right, top + boundsHeight());
    if (fixedBounds)
        out += QStringLiteral("\\useasboundingbox %1;\n").arg(box);
    // Paper is white: any other background (the dark palette) is painted, or its light texts
    // would vanish.
    if (p.background.compare(QLatin1String("#ffffff"), Qt::CaseInsensitive) != 0)
        out += QStringLiteral("\\fill[%1] %2;\n").arg(colour(p.background), box);
    if (!m_options.title.isEmpty())
        out += QStringLiteral("\\node[gttitle, anchor=base, text=%1] at %2 {%3};\n")
                   .arg(colour(p.foreground), pt(m_geometry->layout.width / 2, -p.margin / 2),
                        latexText(m_options.title));
    return out;
}

QString TikzWriter::legendPicture(double width) const
{
    if (m_legend.empty())
        return {};
    QString out = styles();
    // The legend's own background (dark palette): its rows and the room around the icons.
    const double rows = legendHeight(width);
    if (m_palette.background.compare(QLatin1String("#ffffff"), Qt::CaseInsensitive) != 0)
        out += QStringLiteral("\\fill[%1] %2 rectangle %3;\n")
                   .arg(colour(m_palette.background), pt(-4, -4), pt(width + 4, rows + 4));
    writeLegend(out, 0, width);
    return out + closing();
}

QString TikzWriter::styles() const
{
    const Palette &p = m_palette;
    QString out = QStringLiteral("\\begin{tikzpicture}[x=1pt, y=-1pt, line join=miter,\n");
    out += QStringLiteral("  gtvalue/.style={%1},\n  gtnote/.style={%2},\n  gtname/.style={%3},\n"
                          "  gtlabel/.style={%4},\n  gttitle/.style={%5},\n  gtid/.style={%6}]\n")
               .arg(fontStyle(p.valueFontSize, p.valueBold, false),
                    fontStyle(p.annotationFontSize, false, false),
                    fontStyle(p.nameFontSize, p.nameBold, false),
                    fontStyle(p.labelFontSize, false, p.labelItalic),
                    fontStyle(p.nameFontSize * 1.35, true, false),
                    fontStyle(p.idFontSize, false, false));
    for (const auto &[role, hex] : paletteColours(p))
        out += QStringLiteral("\\definecolor{%1}{HTML}{%2}\n")
                   .arg(latexColourName(role), latexHtmlColour(hex));
    return out;
}

QString TikzWriter::closing()
{
    return QStringLiteral("\\end{tikzpicture}\n");
}

std::vector<QString> TikzWriter::pieces(const FigureFrame &frame) const
{
    const Palette &p = m_palette;
    const NodeId count = m_tree->size();
    std::vector<QString> out(static_cast<std::size_t>(pieceCount()));
    std::size_t at = 0;
    if (!frame.horizon.label.isEmpty()) // under the nodes and edges it runs between
        writeHorizon(out[at], horizonSegment(*m_geometry, *m_tree, frame.horizon.depth),
                     frame.horizon.label);
    ++at;
    for (NodeId c = 1; c < count; ++c)
        writeEdge(out[at++], c, frame.edges[c]);
    NodeId current = NoNode;
    for (NodeId n = 0; n < count; ++n, ++at) {
        if (frame.nodes[n].halo)
            current = n; // drawn last, above its neighbours' texts
        else if (frame.nodes[n].visible)
            writeNode(out[at], n, frame.nodes[n]);
    }
    if (current != NoNode)
        writeNode(out[at], current, frame.nodes[current]);
    ++at;
    writeLegend(out[at++], legendTop(), std::max(m_geometry->layout.width, 240.0));
    if (const QString caption = frameCaptionLine(frame); m_options.caption && !caption.isEmpty()) {
        const double top = legendTop() + legendHeight() + (m_legend.empty() ? 0 : 4);
        const double width = m_geometry->layout.width;
        out[at] = QStringLiteral("\\node[gtnote, anchor=north, align=center, text width=%1pt, "
                                 "text=%2] at %3 {%4};\n")
                      .arg(latexNumber(std::max(width, 240.0)), colour(p.foreground),
                           pt(width / 2, top), latexText(caption));
    }
    return out;
}

int TikzWriter::pieceCount() const
{
    // The horizon, the edges into nodes 1…n−1, the nodes, the current node, the legend, the
    // caption.
    return 1 + 2 * m_tree->size() - 1 + 3;
}

void TikzWriter::writeEdge(QString &out, NodeId c, const EdgeDrawing &e) const
{
    const Palette &p = m_palette;
    const Segment ends = edgeEnds(*m_geometry, m_tree->parent(c), c);
    const QString style =
        QStringLiteral("draw=%1, line width=%2pt%3")
            .arg(colour(e.colour), latexNumber(e.width),
                 e.dashed ? QStringLiteral(", dash pattern=on 4pt off 3pt") : QString());
    if (e.look != EdgeLook::Hidden) {
        const auto &curve = m_geometry->layout.edges;
        QString path = pt(ends.a.x, ends.a.y) + " -- " + pt(ends.b.x, ends.b.y);
        if (std::size_t(c) < curve.size() && curve[c].size() >= 4) {
            const auto &q = curve[c];
            path = pt(q[0].x, q[0].y);
            for (std::size_t k = 1; k + 2 < q.size(); k += 3)
                path += QStringLiteral(" .. controls %1 and %2 .. %3")
                            .arg(pt(q[k].x, q[k].y), pt(q[k + 1].x, q[k + 1].y),
                                 pt(q[k + 2].x, q[k + 2].y));
        }
        out += QStringLiteral("\\draw[%1] %2;\n").arg(style, path);
        const bool prob = !e.probability.isEmpty();
        // A dice game's roll: die faces where the label would be, the digits left out.
        const std::vector<int> faces =
            m_tree->hasPositions() ? edgeDiceFaces(*m_tree, c) : std::vector<int>();
        if (!faces.empty()) {
            const BoardPicture dice = dicePicture(faces);
            const double scale = boardScale(p.nodeSize);
            writeBoard(out, dice,
                       pictureAtSpot(edgeTextSpot(ends.a, ends.b, LabelAt, p.textGap),
                                     dice.width * scale, dice.height * scale),
                       scale);
        }
        if ((!e.label.isEmpty() && faces.empty()) || prob) {
            const EdgeTextSpot spot =
                edgeTextSpot(ends.a, ends.b, prob ? ProbabilityAt : LabelAt, p.textGap);
            QString text;
            if (!e.label.isEmpty() && faces.empty())
                text = QStringLiteral("{\\color{%1}%2}")
                           .arg(colour(e.labelColour), latexText(e.label));
            if (prob)
                text += QStringLiteral("%1{\\color{%2}\\fontsize{%3}{%4}\\selectfont%5}")
                            .arg(text.isEmpty() ? QString() : QStringLiteral("\\ "),
                                 colour(e.probabilityColour), latexNumber(p.annotationFontSize),
                                 latexNumber(p.annotationFontSize * 1.2), latexText(e.probability));
            out += QStringLiteral("\\node[gtlabel, anchor=%1, inner sep=0pt] at %2 {%3};\n")
                       .arg(QLatin1String(anchorFor(spot.side)), pt(spot.corner.x, spot.corner.y),
                            text);
        }
    }
    if (e.cut) {
        const auto strokes = cutMarkStrokes(ends.a, ends.b, p.cutWidth);
        out += QStringLiteral("\\draw[draw=%1, line width=%2pt, line cap=round] %3 -- %4 "
                              "%5 -- %6;\n")
                   .arg(colour(p.cutColor), latexNumber(p.cutWidth),
                        pt(strokes[0].a.x, strokes[0].a.y), pt(strokes[0].b.x, strokes[0].b.y),
                        pt(strokes[1].a.x, strokes[1].a.y), pt(strokes[1].b.x, strokes[1].b.y));
    }
    if (e.negated)
        writeNegation(out, negationCentre(*m_geometry, *m_tree, c), colour(e.colour));
    if (!e.window.isEmpty() && e.look != EdgeLook::Hidden)
        writeChanceText(out,
                        edgeWindowAnchor(m_geometry->layout.centers[m_tree->parent(c)],
                                         m_geometry->layout.centers[c]),
                        e.window, false);
}

void TikzWriter::writeBoard(QString &out, const BoardPicture &picture, const LayoutPoint &origin,
                            double scale) const
{
    auto at = [&](double x, double y) { return pt(origin.x + x * scale, origin.y + y * scale); };
    auto ink = [&](BoardInk i) { return colour(boardColour(m_palette, i)); };
    auto paint = [&](const BoardShape &b) {
        QStringList opts;
        if (b.fill != BoardInk::None)
            opts << QStringLiteral("fill=") + ink(b.fill);
        if (b.stroke != BoardInk::None && b.lineWidth > 0)
            opts << QStringLiteral("draw=") + ink(b.stroke)
                 << QStringLiteral("line width=%1pt").arg(latexNumber(b.lineWidth * scale));
        return QStringLiteral("\\path[%1]").arg(opts.join(QStringLiteral(", ")));
    };
    for (const BoardShape &b : picture.shapes) {
        switch (b.kind) {
        case BoardShape::Kind::Rect:
            out += QStringLiteral("%1 %2 rectangle %3;\n")
                       .arg(paint(b), at(b.x, b.y), at(b.x + b.w, b.y + b.h));
            break;
        case BoardShape::Kind::Line:
            out += QStringLiteral("%1 %2 -- %3;\n")
                       .arg(paint(b), at(b.x, b.y), at(b.x + b.w, b.y + b.h));
            break;
        case BoardShape::Kind::Disc:
            out += QStringLiteral("%1 %2 circle[radius=%3pt];\n")
                       .arg(paint(b), at(b.x, b.y), latexNumber(b.w * scale));
            break;
        case BoardShape::Kind::Text:
            out += QStringLiteral("\\node[%1, text=%2, inner sep=0pt, anchor=center] at %3 {%4};\n")
                       .arg(fontStyle(b.w * scale, b.bold, false), ink(b.stroke), at(b.x, b.y),
                            latexText(b.text));
            break;
        }
    }
}

void TikzWriter::writeNegation(QString &out, const LayoutPoint &c, const QString &ink) const
{
    // As EdgeLayer::paintNegationMark: a disc in the background colour holding a "−" stroke.
    const Palette &p = m_palette;
    out += QStringLiteral("\\filldraw[fill=%1, draw=%2, line width=%3pt] %4 circle (%5pt);\n")
               .arg(colour(p.background), ink, latexNumber(p.edgeWidth), pt(c.x, c.y),
                    latexNumber(NegationRadius));
    const double half = NegationRadius * 0.55;
    out += QStringLiteral("\\draw[draw=%1, line width=%2pt, line cap=round] %3 -- %4;\n")
               .arg(ink, latexNumber(p.cutWidth), pt(c.x - half, c.y), pt(c.x + half, c.y));
}

void TikzWriter::writeHorizon(QString &out, const Segment &line, const QString &label) const
{
    // As HorizonLine: dashed in the current node's colour, labelled above its left end.
    const QString ink = colour(m_palette.currentColor);
    out += QStringLiteral("\\draw[draw=%1, line width=1.5pt, dash pattern=on 4pt off 3pt] %2 -- "
                          "%3;\n")
               .arg(ink, pt(line.a.x, line.a.y), pt(line.b.x, line.b.y));
    if (!label.isEmpty())
        out += QStringLiteral("\\node[gtnote, anchor=south west, inner sep=0pt, text=%1] at %2 "
                              "{%3};\n")
                   .arg(ink, pt(line.a.x, line.a.y - 1), latexText(label));
}

void TikzWriter::writeNode(QString &out, NodeId n, const NodeDrawing &d) const
{
    const Palette &p = m_palette;
    const LayoutPoint c = m_geometry->layout.centers[n];
    const NodeSize s = m_geometry->shapes[n];
    const FigureShape shape = m_geometry->kinds[n];
    const QString path = shapePath(n);
    if (d.faded) { // MCTS: outside the search tree, the node and its texts faded together
        out += QStringLiteral("\\begin{scope}[opacity=%1]\n").arg(latexNumber(FadedOpacity));
        NodeDrawing inside = d;
        inside.faded = false;
        writeNode(out, n, inside);
        out += QStringLiteral("\\end{scope}\n");
        return;
    }
    if (d.halo) // visible without telling colours apart
        out += QStringLiteral("\\draw[draw=%1, opacity=0.35, line width=%2pt, line join=round] "
                              "%3;\n")
                   .arg(colour(d.outline), latexNumber(d.lineWidth + 7), path);
    out += QStringLiteral("\\filldraw[fill=%1, draw=%2, line width=%3pt%4] %5;\n")
               .arg(colour(d.fill), colour(d.outline), latexNumber(d.lineWidth),
                    d.dashed ? QStringLiteral(", dash pattern=on 4pt off 3pt") : QString(), path);
    const QString text = colour(d.text);
    if (!d.value.isEmpty())
        out += QStringLiteral("\\node[gtvalue, anchor=base, inner sep=0pt, text=%1] at %2 {%3};\n")
                   .arg(text,
                        pt(c.x, c.y + valueBaseline(shape, s, estimateCapHeight(p.valueFontSize))),
                        latexText(d.value));
    if (!d.name.isEmpty()) {
        const double side =
            sideOffset(shape, s, p.nameFontSize * 1.2) + d.lineWidth / 2 + p.textGap;
        out += QStringLiteral("\\node[gtname, anchor=east, inner sep=0pt, text=%1] at %2 {%3};\n")
                   .arg(text, pt(c.x - side, c.y), latexText(d.name));
    }
    if (!d.id.isEmpty()) {
        const TextBox box = idBox(*m_geometry, n, p, d.id, d.idLeft);
        out += QStringLiteral("\\node[gtid, anchor=south %1, inner sep=0pt, text=%2] at %3 {%4};\n")
                   .arg(d.idLeft ? QStringLiteral("east") : QStringLiteral("west"),
                        colour(d.state == NodeState::Pruned ? p.prunedText : p.mutedText),
                        pt(d.idLeft ? box.left + box.width : box.left, box.top + box.height),
                        latexText(d.id));
    }
    const double line = p.annotationFontSize * 1.2;
    const bool tagBeside = !d.tag.isEmpty() && shape != FigureShape::Box;
    const double column = d.window.size() * line + (tagBeside ? line + 4 : 0);
    const double sideX = c.x + sideOffset(shape, s, column) + d.lineWidth / 2 + p.textGap;
    double top = c.y - column / 2;
    if (!d.tag.isEmpty()) {
        const QString box =
            QStringLiteral("\\node[gtnote, draw=%1, fill=%2, text=%1, line width=1pt, "
                           "rounded corners=2pt, inner sep=2pt, anchor=%3] at %4 "
                           "{%5};\n");
        const TagPaint<QString> tag =
            sssTagPaint(p, d.tagLive ? SssStatus::Live : SssStatus::Solved);
        const QString ink = colour(tag.line);
        const QString fill = colour(tag.fill);
        if (tagBeside) {
            out +=
                box.arg(ink, fill, QStringLiteral("north west"), pt(sideX, top), latexText(d.tag));
            top += line + 4;
        } else {
            out += box.arg(ink, fill, QStringLiteral("north"),
                           pt(c.x, c.y + s.height / 2 + p.textGap), latexText(d.tag));
        }
    }
    if (!d.window.isEmpty())
        out += QStringLiteral("\\node[gtnote, anchor=north west, align=left, inner sep=0pt, "
                              "text=%1] at %2 {%3};\n")
                   .arg(text, pt(sideX, top), lines(d.window));
    if (!d.formula.isEmpty()) // opaque: the edges leaving the node pass behind the sum
        out += QStringLiteral("\\node[gtnote, anchor=north, align=center, draw=%1, fill=%2, "
                              "text=%3, line width=1pt, rounded corners=3pt, inner sep=2.5pt] "
                              "at %4 {%5};\n")
                   .arg(colour(p.formulaBorder), colour(p.background), text,
                        pt(c.x, formulaTop(*m_geometry, n, p)), lines(d.formula));
    writeChanceMarks(out, n, d);
    if (m_tree->hasPositions() && nodeHasBoard(*m_tree, n)) {
        const BoardPicture board = boardPicture(m_tree->gameId(n), m_tree->positionText(n));
        const double scale = boardScale(p.nodeSize);
        if (!board.isNull())
            writeBoard(out, board,
                       boardOrigin(c, s, {board.width, board.height}, scale, besideGap(p)), scale);
    }
}

void TikzWriter::writeChanceMarks(QString &out, NodeId n, const NodeDrawing &d) const
{
    const LayoutPoint c = m_geometry->layout.centers[n];
    const double half = m_geometry->shapes[n].width / 2;
    if (!d.probe.isEmpty()) // as ChanceOverlay: a dashed box in the current node's colour
        writeChanceText(out, probeAnchor(c.x - half, c.y), d.probe, true);
    if (d.bar)
        writeChanceBar(out, chanceBarOrigin(c.x + half, c.y), *d.bar, ChanceBarWidth, true);
}

void TikzWriter::writeChanceText(QString &out, const LayoutPoint &anchor, const QString &text,
                                 bool dashed) const
{
    const Palette &p = m_palette;
    const QString ink = colour(dashed ? p.currentColor : p.pathColor);
    out += QStringLiteral("\\node[gtnote, anchor=east, fill=%1, text=%2, inner sep=1.5pt%3] at %4 "
                          "{%5};\n")
               .arg(colour(p.background), ink,
                    dashed ? QStringLiteral(", draw=%1, dash pattern=on 2pt off 2pt").arg(ink)
                           : QString(),
                    pt(anchor.x, anchor.y), latexText(text));
}

void TikzWriter::writeChanceBar(QString &out, const LayoutPoint &o, const ChanceBar &bar,
                                double width, bool texts) const
{
    // As ChanceOverlay::paint: the window as a faint band, the axis from L to U with end
    // ticks, the bar (in the cut colour once outside the window), its range above and the
    // window below.
    const Palette &p = m_palette;
    const ChanceBarShape shape = chanceBarShape(bar, width);
    const double h = ChanceBarHeight;
    out += QStringLiteral("\\fill[%1, opacity=0.25] %2 rectangle %3;\n")
               .arg(colour(p.pathColor), pt(o.x + shape.windowLeft, o.y - h),
                    pt(o.x + shape.windowRight, o.y + h));
    out +=
        QStringLiteral("\\draw[draw=%1, line width=1pt] %2 -- %3 %4 -- %5 %6 -- %7;\n")
            .arg(colour(p.mutedText), pt(o.x + shape.axisLeft, o.y), pt(o.x + shape.axisRight, o.y),
                 pt(o.x + shape.axisLeft, o.y - h / 2), pt(o.x + shape.axisLeft, o.y + h / 2),
                 pt(o.x + shape.axisRight, o.y - h / 2), pt(o.x + shape.axisRight, o.y + h / 2));
    const QString ink = colour(bar.outside ? p.cutColor : p.pathColor);
    out += QStringLiteral("\\fill[%1] %2 rectangle %3;\n")
               .arg(ink, pt(o.x + shape.barLeft, o.y - h / 2),
                    pt(o.x + std::max(shape.barRight, shape.barLeft + 2), o.y + h / 2));
    if (!texts)
        return;
    out += QStringLiteral("\\node[gtnote, anchor=south west, inner sep=0pt, text=%1] at %2 {%3};\n")
               .arg(ink, pt(o.x, o.y - h / 2 - 1), latexText(chanceBarRangeText(bar)));
    out += QStringLiteral("\\node[gtnote, anchor=north west, inner sep=0pt, text=%1] at %2 {%3};\n")
               .arg(colour(p.mutedText), pt(o.x, o.y + h), latexText(chanceBarWindowText(bar)));
}

void TikzWriter::writeLegend(QString &out, double top, double width) const
{
    if (m_legend.empty())
        return;
    const Palette &p = m_palette;
    const NodeSize size{16, 14};
    double x = 0, y = top + LegendRow / 2;
    for (const LegendEntry &e : m_legend) {
        const double w = LegendTextAt + 6 + estimateTextWidth(e.text, p.annotationFontSize);
        if (x > 0 && x + w > width) {
            x = 0;
            y += LegendRow;
        }
        const LayoutPoint c{x + size.width / 2, y};
        if (e.cutMark) {
            const auto strokes = cutMarkStrokes({c.x, c.y - 12}, {c.x, c.y + 12}, p.cutWidth);
            out += QStringLiteral("\\draw[draw=%1, line width=%2pt] %3 -- %4;\n")
                       .arg(colour(p.foreground), latexNumber(p.edgeWidth), pt(c.x, c.y - 9),
                            pt(c.x, c.y + 9));
            out += QStringLiteral("\\draw[draw=%1, line width=%2pt, line cap=round] %3 -- %4 %5 -- "
                                  "%6;\n")
                       .arg(colour(p.cutColor), latexNumber(p.cutWidth),
                            pt(strokes[0].a.x, strokes[0].a.y + 5),
                            pt(strokes[0].b.x, strokes[0].b.y + 5),
                            pt(strokes[1].a.x, strokes[1].a.y + 5),
                            pt(strokes[1].b.x, strokes[1].b.y + 5));
        } else if (e.negation) {
            out += QStringLiteral("\\draw[draw=%1, line width=%2pt] %3 -- %4;\n")
                       .arg(colour(p.foreground), latexNumber(p.edgeWidth), pt(c.x, c.y - 11),
                            pt(c.x, c.y + 11));
            writeNegation(out, c, colour(p.foreground));
        } else if (e.horizon) {
            writeHorizon(out, {{x, y}, {x + size.width, y}}, {});
        } else if (e.playout) { // an edge as the playout passes it
            const EdgePaint<QString> look = edgePaint(p, EdgeLook::Playout);
            out += QStringLiteral("\\draw[draw=%1, line width=%2pt, dash pattern=on 3pt off 2pt] "
                                  "%3 -- %4;\n")
                       .arg(colour(look.line), latexNumber(look.width), pt(c.x, c.y - 9),
                            pt(c.x, c.y + 9));
        } else if (e.chanceBar) {
            writeChanceBar(out, {x, y}, legendChanceBar(), size.width, false);
        } else if (!e.tag.isEmpty()) {
            out += QStringLiteral("\\node[gtnote, draw=%1, fill=%2, text=%1, line width=1pt, "
                                  "rounded corners=2pt, inner sep=2pt] at %3 {%4};\n")
                       .arg(colour(sssTagPaint(p, e.sss).line), colour(sssTagPaint(p, e.sss).fill),
                            pt(c.x, c.y), latexText(e.tag));
        } else if (!e.sample.isEmpty()) {
            out += QStringLiteral("\\node[gtvalue, inner sep=0pt, text=%1] at %2 {%3};\n")
                       .arg(colour(p.foreground), pt(c.x, c.y), latexText(e.sample));
        } else {
            const NodeDrawing d = stateDrawing(e.kind, e.state, p, e.earlier, e.list, e.spared);
            const QString path = shapeAt(figureShape(e.kind), c, size);
            if (e.faded) // as a node outside the search tree
                out +=
                    QStringLiteral("\\begin{scope}[opacity=%1]\n").arg(latexNumber(FadedOpacity));
            if (d.halo)
                out += QStringLiteral("\\draw[draw=%1, opacity=0.35, line width=%2pt, "
                                      "line join=round] %3;\n")
                           .arg(colour(d.outline), latexNumber(d.lineWidth + 5), path);
            out += QStringLiteral("\\filldraw[fill=%1, draw=%2, line width=%3pt%4] %5;\n")
                       .arg(colour(d.fill), colour(d.outline), latexNumber(d.lineWidth),
                            d.dashed ? QStringLiteral(", dash pattern=on 3pt off 2pt") : QString(),
                            path);
            if (e.faded)
                out += QStringLiteral("\\end{scope}\n");
        }
        out += QStringLiteral("\\node[gtnote, anchor=west, inner sep=0pt, text=%1] at %2 {%3};\n")
                   .arg(colour(p.foreground), pt(x + LegendTextAt, y), latexText(e.text));
        x += w;
    }
}

QString TikzWriter::standaloneDocument(const QString &picture)
{
    // Only TikZ: the picture is boxed, the page made the box's size, and the box shipped out
    // at the page's corner, which is what the standalone class would do.
    return QStringLiteral("%% Written by GameTree Studio. Compile with pdflatex.\n"
                          "\\RequirePackage{fix-cm}\n"
                          "\\documentclass{article}\n"
                          "\\usepackage{tikz}\n"
                          "\\begin{document}\n"
                          "\\newbox\\gtpicture\n"
                          "\\setbox\\gtpicture=\\hbox{\\kern4pt\\vbox{\\kern4pt\\hbox{%%\n%1}"
                          "\\kern4pt}\\kern4pt}\n"
                          "\\pdfpagewidth=\\wd\\gtpicture\n"
                          "\\pdfpageheight=\\dimexpr\\ht\\gtpicture+\\dp\\gtpicture\\relax\n"
                          "\\hoffset=-1in \\voffset=-1in\n"
                          "\\shipout\\box\\gtpicture\n"
                          "\\end{document}\n")
        .arg(picture);
}

} // namespace gt
