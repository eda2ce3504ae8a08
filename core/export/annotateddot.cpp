#include "annotateddot.h"

#include "chancebarshape.h"
#include "latextext.h"

#include "../io/dotwriter.h"

#include <algorithm>
#include <cmath>
#include <QStringList>

namespace gt {

namespace {

constexpr double PointsPerInch = 72;
const char *const FontName = "Helvetica"; // Graphviz maps it to the system's sans-serif face
const char *const BoldFontName = "Helvetica-Bold";
const char *const ItalicFontName = "Helvetica-Oblique";

constexpr double FormulaPadding = 2.5; // inside the box around a chance formula, as in TikZ
constexpr double CaptionLines = 1.2;   // line height of the caption, in font sizes
const QString HaloAlpha = QStringLiteral("59"); // 0.35 opacity, as the canvas's halo

// MCTS: a colour at FadedOpacity, as the canvas fades a node outside the search tree (DOT has
// no opacity; "#rrggbbaa" is its colour with an alpha).
QString faded(const QString &colour)
{
    if (colour.size() != 7 || !colour.startsWith(u'#'))
        return colour;
    return colour +
           QStringLiteral("%1").arg(int(FadedOpacity * 255 + 0.5), 2, 16, QLatin1Char('0'));
}

QString number(double v)
{
    return latexNumber(v); // two decimals at most, C locale, no "-0"
}

// Writes the drawing's decorations (halos, formulas, ids, cut marks, legend, caption) as pinned
// DOT nodes and edges marked `decoration`, in the diagram's coordinates (y down).
class Decorations {
public:
    Decorations(double height, const Palette &palette)
        : m_height(height)
        , m_palette(palette)
    {}

    // "x,y" in points as Graphviz counts them (y up).
    QString point(double x, double y) const { return number(x) + u',' + number(m_height - y); }
    QString pinned(double x, double y) const { return point(x, y) + u'!'; }

    // A node drawn as `shape` with its centre at `c`: Graphviz draws a triangle over the top
    // (▽: bottom) three quarters of its box, with the wide end at the box's middle quarter; a
    // box a third taller, moved by a sixth of the shape, puts the outline where the diagram
    // has it and the value in the wide end.
    void placeShape(DotAttributes &a, FigureShape shape, LayoutPoint c, NodeSize s) const
    {
        if (shape == FigureShape::TriangleUp) {
            c.y += s.height / 6;
            s.height *= 4.0 / 3;
        } else if (shape == FigureShape::TriangleDown) {
            c.y -= s.height / 6;
            s.height *= 4.0 / 3;
        }
        static const char *const shapes[] = {"triangle", "invtriangle", "ellipse", "box"};
        setDotAttribute(a, QStringLiteral("shape"), QLatin1String(shapes[int(shape)]));
        setDotAttribute(a, QStringLiteral("pos"), pinned(c.x, c.y));
        setDotAttribute(a, QStringLiteral("width"), number(s.width / PointsPerInch));
        setDotAttribute(a, QStringLiteral("height"), number(s.height / PointsPerInch));
        setDotAttribute(a, QStringLiteral("fixedsize"), QStringLiteral("true"));
    }

    // The current node's halo: a wide translucent stroke along the outline, drawn before the
    // node so that the node covers its inner half, as on the canvas.
    QString halo(const QString &id, FigureShape shape, LayoutPoint c, NodeSize s,
                 const QString &colour, double width) const
    {
        DotAttributes a{{QStringLiteral("decoration"), QStringLiteral("halo")}};
        placeShape(a, shape, c, s);
        setDotAttribute(a, QStringLiteral("label"), QString());
        setDotAttribute(a, QStringLiteral("style"), QStringLiteral("solid"));
        setDotAttribute(a, QStringLiteral("color"), colour + HaloAlpha);
        setDotAttribute(a, QStringLiteral("penwidth"), number(width));
        return dotNodeStatement(id, a);
    }

    // Text without a box, its lines centred on x, or starting at x when `fromLeft`, and the
    // block centred on y.
    void text(const QString &id, const QString &kind, const QString &text, double x, double y,
              double fontSize, const QString &colour, bool fromLeft = false)
    {
        const QStringList lines = text.split(u'\n');
        double w = 0;
        for (const QString &l : lines)
            w = std::max(w, estimateTextWidth(l, fontSize));
        w += 4; // Graphviz warns about a box smaller than its own measure of the text
        DotAttributes a{{QStringLiteral("decoration"), kind},
                        {QStringLiteral("shape"), QStringLiteral("plaintext")},
                        {QStringLiteral("pos"), pinned(fromLeft ? x + w / 2 : x, y)},
                        {QStringLiteral("width"), number(w / PointsPerInch)},
                        {QStringLiteral("height"),
                         number((lines.size() * fontSize * CaptionLines + 2) / PointsPerInch)},
                        {QStringLiteral("fixedsize"), QStringLiteral("true")},
                        {QStringLiteral("margin"), QStringLiteral("0")},
                        {QStringLiteral("fontname"), QLatin1String(FontName)},
                        {QStringLiteral("fontsize"), number(fontSize)},
                        {QStringLiteral("fontcolor"), colour}};
        if (!fromLeft) {
            a.emplace_back(QStringLiteral("label"), text);
            m_after << dotNodeStatement(id, a);
            return;
        }
        // Every line ended by \l, which Graphviz sets flush left in the node's box: the
        // attribute list would quote it as \\l, so the label is put in here.
        QString statement = dotNodeStatement(id, a);
        statement.insert(statement.size() - 2, QStringLiteral(", label=") +
                                                   dotQuoted(text + u'\n', QLatin1String("\\l")));
        m_after << statement;
    }

    // A straight line from `a` to `b` between two unseen pinned points.
    void line(const QString &id, const QString &kind, LayoutPoint a, LayoutPoint b,
              const QString &colour, double width, bool dashed = false)
    {
        DotAttributes end{{QStringLiteral("decoration"), kind},
                          {QStringLiteral("shape"), QStringLiteral("point")},
                          {QStringLiteral("style"), QStringLiteral("invis")},
                          {QStringLiteral("width"), QStringLiteral("0.01")},
                          {QStringLiteral("label"), QString()}};
        setDotAttribute(end, QStringLiteral("pos"), pinned(a.x, a.y));
        m_after << dotNodeStatement(id + QStringLiteral("a"), end);
        setDotAttribute(end, QStringLiteral("pos"), pinned(b.x, b.y));
        m_after << dotNodeStatement(id + QStringLiteral("b"), end);
        QStringList spline;
        for (int k = 0; k < 4; ++k)
            spline << point(a.x + (b.x - a.x) * k / 3, a.y + (b.y - a.y) * k / 3);
        DotAttributes e{{QStringLiteral("color"), colour},
                        {QStringLiteral("penwidth"), number(width)},
                        {QStringLiteral("pos"), spline.join(u' ')}};
        if (dashed)
            e.emplace_back(QStringLiteral("style"), QStringLiteral("dashed"));
        m_after << dotEdgeStatement(id + QStringLiteral("a"), id + QStringLiteral("b"), e);
    }

    // A box of `w` × `h` points around `text`, centred at c: a tag, negamax's "−" disc.
    // `penWidth` 0: Graphviz's own.
    // `style` empty: rounded for a box.
    void box(const QString &id, const QString &kind, const QString &shape, LayoutPoint c, double w,
             double h, const QString &text, const TagPaint<QString> &paint, double penWidth = 0,
             const QString &style = {})
    {
        DotAttributes a{{QStringLiteral("decoration"), kind},
                        {QStringLiteral("shape"), shape},
                        {QStringLiteral("style"), !style.isEmpty() ? style
                                                  : shape == u"box"
                                                      ? QStringLiteral("rounded,filled")
                                                      : QStringLiteral("filled")},
                        {QStringLiteral("fillcolor"), paint.fill},
                        {QStringLiteral("color"), paint.line},
                        {QStringLiteral("label"), text},
                        {QStringLiteral("pos"), pinned(c.x, c.y)},
                        {QStringLiteral("width"), number(w / PointsPerInch)},
                        {QStringLiteral("height"), number(h / PointsPerInch)},
                        {QStringLiteral("fixedsize"), QStringLiteral("true")},
                        {QStringLiteral("fontname"), QLatin1String(FontName)},
                        {QStringLiteral("fontsize"), number(m_palette.annotationFontSize)},
                        {QStringLiteral("fontcolor"), paint.line}};
        if (penWidth > 0)
            a.emplace_back(QStringLiteral("penwidth"), number(penWidth));
        m_after << dotNodeStatement(id, a);
    }

    // Negamax's "−" on an edge, as EdgeLayer::paintNegationMark draws it.
    void negation(const QString &id, LayoutPoint c, const QString &ink)
    {
        box(id, QStringLiteral("negation"), QStringLiteral("circle"), c, 2 * NegationRadius,
            2 * NegationRadius, QStringLiteral("−"), {ink, m_palette.background},
            m_palette.edgeWidth);
    }

    // The horizon of a depth-limited pass, as HorizonLine draws it; `label` above its left end.
    void horizon(const Segment &s, const QString &label)
    {
        const QString &ink = m_palette.currentColor;
        line(QStringLiteral("horizon"), QStringLiteral("horizon"), s.a, s.b, ink, 1.5, true);
        if (!label.isEmpty())
            text(QStringLiteral("horizonlabel"), QStringLiteral("horizon"), label, s.a.x,
                 s.a.y - m_palette.annotationFontSize * 0.7, m_palette.annotationFontSize, ink,
                 true);
    }

    // The two orange strokes across a cut edge, where the canvas draws them.
    void cutMark(const QString &id, LayoutPoint from, LayoutPoint to)
    {
        const auto strokes = cutMarkStrokes(from, to, m_palette.cutWidth);
        for (int i = 0; i < 2; ++i)
            line(id + QString::number(i), QStringLiteral("cut"), strokes[i].a, strokes[i].b,
                 m_palette.cutColor, m_palette.cutWidth);
    }

    // *-minimax's texts (chancebarshape.h), right-aligned at `anchor` in a box of the
    // background: a window on an edge, or a probe's bound in a dashed box.
    void chanceText(const QString &id, LayoutPoint anchor, const QString &text, bool dashed)
    {
        const Palette &p = m_palette;
        const double w = estimateTextWidth(text, p.annotationFontSize) + 6;
        const double h = p.annotationFontSize * 1.2 + 2;
        const QString ink = dashed ? p.currentColor : p.pathColor;
        const QString kind = dashed ? QStringLiteral("probe") : QStringLiteral("edgewindow");
        const LayoutPoint c{anchor.x - w / 2, anchor.y};
        if (dashed) {
            box(id, kind, QStringLiteral("rect"), c, w, h, text, {ink, p.background}, 1,
                QStringLiteral("filled,dashed"));
        } else { // no frame round an edge's window: a patch of background under the text
            box(id + QStringLiteral("bg"), kind, QStringLiteral("rect"), c, w, h, {},
                {p.background, p.background}, 0.01);
            this->text(id, kind, text, c.x, c.y, p.annotationFontSize, ink);
        }
    }

    // A chance node's bar from `o`, as ChanceOverlay::paint draws it; its range and window
    // texts when `texts`.
    void chanceBar(const QString &id, LayoutPoint o, const ChanceBar &bar, double width, bool texts)
    {
        const Palette &p = m_palette;
        const ChanceBarShape s = chanceBarShape(bar, width);
        const double h = ChanceBarHeight;
        const QString kind = QStringLiteral("chancebar");
        const QString band = p.pathColor + QStringLiteral("40"); // a quarter opaque
        box(id + QStringLiteral("window"), kind, QStringLiteral("rect"),
            {o.x + (s.windowLeft + s.windowRight) / 2, o.y},
            std::max(0.5, s.windowRight - s.windowLeft), 2 * h, {}, {band, band}, 0.01);
        line(id + QStringLiteral("axis"), kind, {o.x + s.axisLeft, o.y}, {o.x + s.axisRight, o.y},
             p.mutedText, 1);
        for (double end : {s.axisLeft, s.axisRight})
            line(id + QStringLiteral("tick%1").arg(end == s.axisLeft ? 0 : 1), kind,
                 {o.x + end, o.y - h / 2}, {o.x + end, o.y + h / 2}, p.mutedText, 1);
        const QString ink = bar.outside ? p.cutColor : p.pathColor;
        const double barWidth = std::max(2.0, s.barRight - s.barLeft);
        box(id + QStringLiteral("bar"), kind, QStringLiteral("rect"),
            {o.x + s.barLeft + barWidth / 2, o.y}, barWidth, h, {}, {ink, ink}, 0.01);
        if (!texts)
            return;
        const double line = p.annotationFontSize * 1.2;
        text(id + QStringLiteral("range"), kind, chanceBarRangeText(bar), o.x,
             o.y - h / 2 - 1 - line / 2, p.annotationFontSize, ink, true);
        text(id + QStringLiteral("ab"), kind, chanceBarWindowText(bar), o.x, o.y + h + line / 2,
             p.annotationFontSize, p.mutedText, true);
    }

    QStringList &before() { return m_before; }
    QStringList &after() { return m_after; }

private:
    double m_height;
    const Palette &m_palette;
    QStringList m_before, m_after;
};

// Breaks `text` at spaces into lines no wider than `width` (estimated).
QStringList wrapWords(const QString &text, double width, double fontSize)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + u' ' + word;
        if (!line.isEmpty() && estimateTextWidth(longer, fontSize) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

} // namespace

QByteArray annotatedDot(const GameTree &tree, const FigureGeometry &geometry,
                        const FigureFrame &frame, const Palette &p, const FigureOptions &options,
                        const std::vector<LegendEntry> &legend, const QString &heading)
{
    const double height = geometry.layout.height;
    Decorations deco(height, p);
    const auto point = [&](double x, double y) { return deco.point(x, y); };
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
    DotDecoration dot;
    dot.graph = {
        {QStringLiteral("bgcolor"), p.background},
        {QStringLiteral("outputorder"), QStringLiteral("edgesfirst")}, // nodes cover edge ends
        {QStringLiteral("forcelabels"), QStringLiteral("true")},
        {QStringLiteral("fontname"), QLatin1String(BoldFontName)},
        {QStringLiteral("fontsize"), number(p.nameFontSize * 1.35)},
        {QStringLiteral("fontcolor"), p.foreground},
    };
    if (!options.title.isEmpty()) { // above the tree; legend and caption go under it
        dot.graph.emplace_back(QStringLiteral("label"), options.title);
        dot.graph.emplace_back(QStringLiteral("labelloc"), QStringLiteral("t"));
    }
    dot.node = [&](NodeId n, DotAttributes &a) {
        const NodeDrawing &d = frame.nodes[n];
        const LayoutPoint c = geometry.layout.centers[n];
        deco.placeShape(a, geometry.kinds[n], c, geometry.shapes[n]);
        QString style = QStringLiteral("filled");
        if (!d.visible)
            style = QStringLiteral("invis");
        else if (d.dashed)
            style += QStringLiteral(",dashed");
        setDotAttribute(a, QStringLiteral("style"), style);
        setDotAttribute(a, QStringLiteral("fillcolor"), d.faded ? faded(d.fill) : d.fill);
        setDotAttribute(a, QStringLiteral("color"), d.faded ? faded(d.outline) : d.outline);
        setDotAttribute(a, QStringLiteral("penwidth"), number(d.lineWidth));
        setDotAttribute(a, QStringLiteral("fontname"), QLatin1String(FontName));
        setDotAttribute(a, QStringLiteral("fontsize"), number(p.valueFontSize));
        setDotAttribute(a, QStringLiteral("fontcolor"), d.faded ? faded(d.text) : d.text);
        setDotAttribute(a, QStringLiteral("label"), d.value);
        if (!d.name.isEmpty() && d.visible) { // left of the node, as on the canvas
            const double right =
                c.x - sideOffset(geometry.kinds[n], geometry.shapes[n], p.nameFontSize * 1.2) -
                d.lineWidth / 2 - p.textGap;
            const double w = estimateTextWidth(d.name, p.nameFontSize, p.nameBold);
            setDotAttribute(a, QStringLiteral("xlabel"), d.name);
            setDotAttribute(a, QStringLiteral("xlp"), point(right - w / 2, c.y));
        }
        const char *states[] = {"unreached", "path", "current", "done", "pruned"};
        setDotAttribute(a, QStringLiteral("state"), QLatin1String(states[int(d.state)]));
    };
    // What DOT cannot draw with a node's own labels, as decorations: in preorder, each node's
    // halo (before the tree, so under it), id and formula (after it, so over the edges).
    if (!frame.horizon.label.isEmpty())
        deco.horizon(horizonSegment(geometry, tree, frame.horizon.depth), frame.horizon.label);
    for (NodeId n = 0; n < tree.size(); ++n) {
        const NodeDrawing &d = frame.nodes[n];
        const LayoutPoint c = geometry.layout.centers[n];
        if (n > 0 && frame.edges[n].cut)
            deco.cutMark(QStringLiteral("cut%1_").arg(n), edgeEnds(geometry, tree.parent(n), n).a,
                         edgeEnds(geometry, tree.parent(n), n).b);
        if (n > 0 && frame.edges[n].negated)
            deco.negation(QStringLiteral("neg%1").arg(n), negationCentre(geometry, tree, n),
                          frame.edges[n].colour);
        if (n > 0 && !frame.edges[n].window.isEmpty() && frame.edges[n].look != EdgeLook::Hidden)
            deco.chanceText(QStringLiteral("window%1").arg(n),
                            edgeWindowAnchor(geometry.layout.centers[tree.parent(n)], c),
                            frame.edges[n].window, false);
        if (!d.visible)
            continue;
        const double half = geometry.shapes[n].width / 2;
        if (!d.probe.isEmpty())
            deco.chanceText(QStringLiteral("probe%1").arg(n), probeAnchor(c.x - half, c.y), d.probe,
                            true);
        if (d.bar)
            deco.chanceBar(QStringLiteral("bar%1_").arg(n), chanceBarOrigin(c.x + half, c.y),
                           *d.bar, ChanceBarWidth, true);
        if (d.halo) // drawn first, under the tree's nodes
            deco.before() << deco.halo(QStringLiteral("halo%1").arg(n), geometry.kinds[n], c,
                                       geometry.shapes[n], d.outline,
                                       d.lineWidth + 2 * p.currentLineWidth);
        if (!d.id.isEmpty()) {
            const TextBox box = idBox(geometry, n, p, d.id, d.idLeft);
            deco.text(QStringLiteral("id%1").arg(n), QStringLiteral("id"), d.id,
                      box.left + box.width / 2, box.top + box.height / 2, p.idFontSize,
                      d.state == NodeState::Pruned ? p.prunedText : p.mutedText);
        }
        if (!d.formula.isEmpty()) { // opaque: the edges leaving the node pass behind the sum
            double w = 0;
            for (const QString &l : d.formula)
                w = std::max(w, estimateTextWidth(l, p.annotationFontSize));
            w += 2 * FormulaPadding + 2;
            const double h = d.formula.size() * p.annotationFontSize * 1.2 + 2 * FormulaPadding;
            const double top = formulaTop(geometry, n, p);
            const DotAttributes box{{QStringLiteral("decoration"), QStringLiteral("formula")},
                                    {QStringLiteral("shape"), QStringLiteral("box")},
                                    {QStringLiteral("style"), QStringLiteral("rounded,filled")},
                                    {QStringLiteral("fillcolor"), p.background},
                                    {QStringLiteral("color"), p.formulaBorder},
                                    {QStringLiteral("penwidth"), QStringLiteral("1")},
                                    {QStringLiteral("label"), d.formula.join(u'\n')},
                                    {QStringLiteral("pos"), deco.pinned(c.x, top + h / 2)},
                                    {QStringLiteral("width"), number(w / PointsPerInch)},
                                    {QStringLiteral("height"), number(h / PointsPerInch)},
                                    {QStringLiteral("fixedsize"), QStringLiteral("true")},
                                    {QStringLiteral("margin"), QStringLiteral("0")},
                                    {QStringLiteral("fontname"), QLatin1String(FontName)},
                                    {QStringLiteral("fontsize"), number(p.annotationFontSize)},
                                    {QStringLiteral("fontcolor"), d.text}};
            deco.after() << dotNodeStatement(QStringLiteral("formula%1").arg(n), box);
        }
    }
    // A node has one label of its own beside the value (its name, as xlabel); α/β and the SSS*
    // tag ride on the edge into it as its headlabel (the root's as the taillabel of the edge to
    // its last child), pinned; the move label and probability are that edge's label and xlabel.
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
    dot.edge = [&](NodeId child, DotAttributes &a) {
        const EdgeDrawing &e = frame.edges[child];
        const NodeId parent = tree.parent(child);
        const NodeDrawing &to = frame.nodes[child];
        const Segment ends = edgeEnds(geometry, parent, child);
        setDotAttribute(a, QStringLiteral("color"), e.colour);
        setDotAttribute(a, QStringLiteral("penwidth"), number(e.width));
        setDotAttribute(a, QStringLiteral("style"),
                        e.look == EdgeLook::Hidden ? QStringLiteral("invis")
                        : e.dashed                 ? QStringLiteral("dashed")
                                                   : QStringLiteral("solid"));
        setDotAttribute(a, QStringLiteral("fontname"),
                        QLatin1String(p.labelItalic ? ItalicFontName : FontName));
        setDotAttribute(a, QStringLiteral("fontsize"), number(p.labelFontSize));
        setDotAttribute(a, QStringLiteral("fontcolor"), e.labelColour);
        setDotAttribute(a, QStringLiteral("labelfontname"), QLatin1String(FontName));
        setDotAttribute(a, QStringLiteral("labelfontsize"), number(p.annotationFontSize));
        setDotAttribute(a, QStringLiteral("labelfontcolor"), to.text);

        // The line, pinned: a straight cubic from the parent's outline to the child's; a cut
        // edge keeps its pruned look and carries the canvas's two strokes.
        QStringList spline;
        for (int k = 0; k < 4; ++k)
            spline << point(ends.a.x + (ends.b.x - ends.a.x) * k / 3,
                            ends.a.y + (ends.b.y - ends.a.y) * k / 3);
        setDotAttribute(a, QStringLiteral("pos"), spline.join(u' '));

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
        const bool lastChild = tree.childIndex(child) == tree.childCount(parent) - 1;
        if (parent == 0 && lastChild && !sideColumn(0).isEmpty())
            setSide(a, "tail", 0, sideColumn(0));
    };

    // Under the tree, as in the other formats: the legend, then the narration.
    const double width = std::max(geometry.layout.width, 240.0);
    double top = height + p.margin / 2;
    double x = 0, y = top + LegendRow / 2;
    const NodeSize icon{16, 14};
    for (std::size_t i = 0; i < legend.size(); ++i) {
        const LegendEntry &e = legend[i];
        const double w = LegendTextAt + 6 + estimateTextWidth(e.text, p.annotationFontSize);
        if (x > 0 && x + w > width) {
            x = 0;
            y += LegendRow;
        }
        const LayoutPoint c{x + icon.width / 2, y};
        const QString id = QStringLiteral("legend%1").arg(i);
        if (e.cutMark) {
            deco.line(id + QStringLiteral("edge"), QStringLiteral("legend"), {c.x, c.y - 9},
                      {c.x, c.y + 9}, p.foreground, p.edgeWidth);
            deco.cutMark(id + QStringLiteral("cut"), {c.x, c.y - 7}, {c.x, c.y + 17});
        } else if (e.negation) {
            deco.line(id + QStringLiteral("edge"), QStringLiteral("legend"), {c.x, c.y - 11},
                      {c.x, c.y + 11}, p.foreground, p.edgeWidth);
            deco.negation(id + QStringLiteral("neg"), c, p.foreground);
        } else if (e.horizon) {
            deco.line(id + QStringLiteral("horizon"), QStringLiteral("legend"), {x, c.y},
                      {x + icon.width, c.y}, p.currentColor, 1.5, true);
        } else if (e.playout) { // an edge as the playout passes it
            const EdgePaint<QString> look = edgePaint(p, EdgeLook::Playout);
            deco.line(id + QStringLiteral("edge"), QStringLiteral("legend"), {c.x, c.y - 9},
                      {c.x, c.y + 9}, look.line, look.width, true);
        } else if (e.chanceBar) {
            deco.chanceBar(id, {x, c.y}, legendChanceBar(), icon.width, false);
        } else if (!e.tag.isEmpty()) {
            const double w = std::max(14.0, estimateTextWidth(e.tag, p.annotationFontSize) + 4);
            deco.box(id, QStringLiteral("legend"), QStringLiteral("box"), c, w, 14, e.tag,
                     sssTagPaint(p, e.sss));
        } else if (!e.sample.isEmpty()) {
            deco.text(id, QStringLiteral("legend"), e.sample, c.x, c.y, p.valueFontSize,
                      p.foreground);
        } else {
            const NodeDrawing d = stateDrawing(e.kind, e.state, p, e.earlier, e.list, e.spared);
            const FigureShape shape = figureShape(e.kind);
            if (d.halo)
                deco.after() << deco.halo(id + QStringLiteral("halo"), shape, c, icon, d.outline,
                                          d.lineWidth + 5);
            DotAttributes a{{QStringLiteral("decoration"), QStringLiteral("legend")}};
            deco.placeShape(a, shape, c, icon);
            a.emplace_back(QStringLiteral("label"), QString());
            a.emplace_back(QStringLiteral("style"),
                           d.dashed ? QStringLiteral("filled,dashed") : QStringLiteral("filled"));
            a.emplace_back(QStringLiteral("fillcolor"), e.faded ? faded(d.fill) : d.fill);
            a.emplace_back(QStringLiteral("color"), e.faded ? faded(d.outline) : d.outline);
            a.emplace_back(QStringLiteral("penwidth"), number(d.lineWidth));
            deco.after() << dotNodeStatement(id, a);
        }
        deco.text(id + QStringLiteral("text"), QStringLiteral("legend"), e.text, x + LegendTextAt,
                  y, p.annotationFontSize, p.foreground, true);
        x += w;
    }
    if (!legend.empty())
        top = y + LegendRow / 2 + 4;
    if (const QString caption = frameCaptionLine(frame); options.caption && !caption.isEmpty()) {
        const QStringList lines = wrapWords(caption, width, p.annotationFontSize);
        const double h = lines.size() * p.annotationFontSize * CaptionLines;
        deco.text(QStringLiteral("caption"), QStringLiteral("caption"), lines.join(u'\n'),
                  geometry.layout.width / 2, top + h / 2, p.annotationFontSize, p.foreground);
    }
    dot.before = deco.before();
    dot.after = deco.after();

    QByteArray out = "// Written by GameTree Studio. Positions are pinned: neato -n2 -Tsvg "
                     "draws this picture.\n";
    if (!heading.isEmpty())
        out += "// " + heading.toUtf8() + '\n';
    return out + writeDot(tree, dot);
}

} // namespace gt
