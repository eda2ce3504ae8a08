#include "figuregeometry.h"

#include "../layout/tidylayout.h"
#include "../trace/annotations.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// How far an id sits from the centre line: clear of the pen of the edge coming in.
double idInset(const Palette &p)
{
    return p.pathEdgeWidth / 2 + 2;
}

// How far the current node's halo reaches beyond its outline (NodeItem::paintShape: a stroke
// of the outline's width plus twice it, centred on the outline).
double haloReach(const Palette &p)
{
    return (p.currentLineWidth + 2 * p.currentLineWidth) / 2;
}

LayoutPoint unit(double dx, double dy)
{
    const double len = std::hypot(dx, dy);
    return len > 0 ? LayoutPoint{dx / len, dy / len} : LayoutPoint{0, 1};
}

// Advances of a typical sans-serif face (DejaVu Sans), in ems.
double advance(QChar c)
{
    if (c.isDigit())
        return 0.64;
    switch (c.unicode()) {
    case ' ': return 0.32;
    case '.':
    case ',':
    case ':': return 0.32;
    case '(':
    case ')': return 0.39;
    case 0x00b7: return 0.32; // ·
    case '=':
    case '+':
    case 0x2212:
    case 0x2265:
    case 0x2264: return 0.84; // = + − ≥ ≤
    case 0x221e: return 0.83; // ∞
    case 0x00bd:
    case 0x2153:
    case 0x00bc:
    case 0x00be:
    case 0x2154: return 0.97; // ½ ⅓ ¼ ¾ ⅔
    default: break;
    }
    if (c.isUpper())
        return 0.7;
    return 0.6;
}

} // namespace

FigureShape figureShape(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Max: return FigureShape::TriangleUp;
    case NodeKind::Min: return FigureShape::TriangleDown;
    case NodeKind::Chance: return FigureShape::Circle;
    case NodeKind::Leaf: return FigureShape::Box;
    }
    return FigureShape::Box;
}

double estimateTextWidth(const QString &text, double fontSize, bool bold)
{
    double ems = 0;
    for (QChar c : text)
        ems += advance(c);
    return ems * fontSize * (bold ? 1.08 : 1.0);
}

FigureGeometry estimateGeometry(const GameTree &tree, const Palette &p, const FigureOptions &o)
{
    FigureGeometry g;
    const NodeId count = tree.size();
    const double h = p.nodeSize;
    const double vf = p.valueFontSize;
    QString widestValue = QStringLiteral("00");
    double widest = estimateTextWidth(widestValue, vf, p.valueBold);
    for (NodeId n = 0; n < count; ++n) {
        if (!tree.hasValue(n))
            continue;
        const QString text = formatValue(tree.value(n));
        const double w = estimateTextWidth(text, vf, p.valueBold);
        if (w > widest) {
            widest = w;
            widestValue = text;
        }
    }
    const double bound = estimateTextWidth(QStringLiteral("≥ ") + widestValue, vf, p.valueBold);
    const double inset = std::max(3.0, h * 0.1);
    const double textBand = std::max(1.0, h - inset - 0.72 * vf);
    const double triangle = std::min(3 * h, std::max(1.2 * h, (bound + 4) * h / textBand));
    const NodeSize leaf{std::max(0.85 * h, widest + 8), 0.85 * h};
    const NodeSize circle{std::max(h, widest + 10), h};

    std::vector<NodeSize> footprints(static_cast<std::size_t>(count));
    g.shapes.resize(std::size_t(count));
    g.kinds.resize(std::size_t(count));
    for (NodeId n = 0; n < count; ++n) {
        const NodeKind kind = tree.kind(n);
        g.kinds[n] = figureShape(kind);
        NodeSize shape = leaf;
        if (!tree.isLeaf(n))
            shape = kind == NodeKind::Chance ? circle : NodeSize{triangle, h};
        g.shapes[n] = shape;
        double width = shape.width;
        const QString name = tree.name(n);
        if (!name.isEmpty())
            width += 2 * (estimateTextWidth(name, p.nameFontSize, p.nameBold) + p.textGap);
        if (o.showIds) // two ids face each other only across subtrees, and share that gap
            width = std::max(
                width,
                2 * (idInset(p) + estimateTextWidth(QStringLiteral("#%1").arg(n), p.idFontSize)) -
                    LayoutOptions{}.subtreeGap);
        if (!tree.isLeaf(n) && (kind == NodeKind::Chance || kind == NodeKind::Min)) {
            QStringList terms;
            for (int i = 0; i < tree.childCount(n); ++i)
                terms << formatProbability(tree.childProbability(n, i)) + QStringLiteral("·") +
                             widestValue;
            const QString formula =
                terms.join(QStringLiteral(" + ")) + QStringLiteral(" = ") + widestValue;
            width = std::max(width,
                             std::min(estimateTextWidth(formula, p.annotationFontSize) + 8, 4 * h));
        }
        footprints[n] = NodeSize{width, shape.height};
    }
    g.layout = tidyLayout(tree, footprints, LayoutOptions{});

    // Room under each node: the distance to its neighbours in the same row.
    g.room.assign(std::size_t(count), 1e6);
    std::vector<NodeId> lastInRow(std::size_t(tree.height() + 1), NoNode);
    for (NodeId n = 0; n < count; ++n) {
        NodeId &left = lastInRow[tree.depth(n)];
        if (left != NoNode) {
            const double apart =
                std::abs(g.layout.centers[n].x - g.layout.centers[left].x) - p.textGap;
            g.room[n] = std::min(g.room[n], apart);
            g.room[left] = std::min(g.room[left], apart);
        }
        left = n;
    }
    g.left = -p.margin;
    // Beside the outermost nodes go names and α/β, a margin's worth; above the root and under
    // the leaves only ids and SSS* tags, half of it: slides scale the whole box to fit.
    g.top = -p.margin / 2;
    g.right = g.layout.width + p.margin;
    g.bottom = g.layout.height + p.margin / 2;
    return g;
}

bool idGoesLeft(const FigureGeometry &g, const GameTree &tree, NodeId n)
{
    const NodeId p = tree.parent(n);
    return p != NoNode && g.layout.centers[p].x > g.layout.centers[n].x - 0.5;
}

TextBox idBox(const FigureGeometry &g, NodeId n, const Palette &p, const QString &id, bool left)
{
    const LayoutPoint c = g.layout.centers[n];
    const double w = estimateTextWidth(id, p.idFontSize), h = p.idFontSize * 1.2;
    const double bottom = c.y - g.shapes[n].height / 2 - haloReach(p) - 1;
    return {left ? c.x - idInset(p) - w : c.x + idInset(p), bottom - h, w, h};
}

double besideGap(const Palette &p)
{
    return p.textGap + haloReach(p) - p.lineWidth;
}

double formulaTop(const FigureGeometry &g, NodeId n, const Palette &p)
{
    return g.layout.centers[n].y + g.shapes[n].height / 2 + std::round(besideGap(p));
}

double shapeHalfWidthAt(FigureShape shape, const NodeSize &size, double y)
{
    const double w = size.width / 2, h = size.height / 2;
    y = std::clamp(y, -h, h);
    switch (shape) {
    case FigureShape::TriangleUp: return w * (y + h) / (2 * h);
    case FigureShape::TriangleDown: return w * (h - y) / (2 * h);
    case FigureShape::Circle: return w * std::sqrt(std::max(0.0, 1 - (y / h) * (y / h)));
    case FigureShape::Box: return w;
    }
    return w;
}

double sideOffset(FigureShape shape, const NodeSize &size, double textHeight)
{
    return std::max({shapeHalfWidthAt(shape, size, -textHeight / 2),
                     shapeHalfWidthAt(shape, size, 0),
                     shapeHalfWidthAt(shape, size, textHeight / 2)});
}

double valueBaseline(FigureShape shape, const NodeSize &size, double valueFontSize)
{
    const double cap = 0.72 * valueFontSize;
    const double inset = std::max(3.0, size.height * 0.1);
    if (shape == FigureShape::TriangleUp)
        return size.height / 2 - inset;
    if (shape == FigureShape::TriangleDown)
        return -size.height / 2 + inset + cap;
    return cap / 2;
}

std::array<Segment, 2> cutMarkStrokes(const LayoutPoint &from, const LayoutPoint &to,
                                      double cutWidth)
{
    const LayoutPoint d = unit(to.x - from.x, to.y - from.y);
    const LayoutPoint c{from.x + (to.x - from.x) * CutAt, from.y + (to.y - from.y) * CutAt};
    const LayoutPoint a = unit(-d.y + d.x * 0.45, d.x + d.y * 0.45);
    const LayoutPoint across{a.x * CutHalfLength, a.y * CutHalfLength};
    const LayoutPoint step{d.x * (cutWidth + 1.5), d.y * (cutWidth + 1.5)};
    std::array<Segment, 2> out;
    for (int i = 0; i < 2; ++i) {
        const double s = i == 0 ? -1 : 1;
        const LayoutPoint m{c.x + s * step.x, c.y + s * step.y};
        out[i] = {{m.x - across.x, m.y - across.y}, {m.x + across.x, m.y + across.y}};
    }
    return out;
}

EdgeTextSpot edgeTextSpot(const LayoutPoint &from, const LayoutPoint &to, double t, double gap)
{
    const LayoutPoint d = unit(to.x - from.x, to.y - from.y);
    const LayoutPoint m{from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
    if (d.y > 0 && std::abs(d.x) < 0.15) {
        const double low = std::max(t, StraightDownLabelAt); // clear of a cut mark
        return {{from.x + (to.x - from.x) * low + gap, from.y + (to.y - from.y) * low},
                TextSide::Right};
    }
    if (d.y <= 0 && std::abs(d.y) < 0.15)
        return {{m.x, m.y - gap}, TextSide::Above};
    if (d.x < 0 || d.y < 0)
        return {{m.x - std::abs(d.y) * gap, m.y - std::abs(d.x) * gap}, TextSide::UpperLeft};
    return {{m.x + std::abs(d.y) * gap, m.y - std::abs(d.x) * gap}, TextSide::UpperRight};
}

Segment edgeEnds(const FigureGeometry &g, NodeId parent, NodeId child)
{
    const LayoutPoint &p = g.layout.centers[parent], &c = g.layout.centers[child];
    if (std::size_t(child) < g.layout.edges.size() && g.layout.edges[child].size() >= 4)
        return {g.layout.edges[child].front(), g.layout.edges[child].back()};
    return {{p.x, p.y + g.shapes[parent].height / 2}, {c.x, c.y - g.shapes[child].height / 2}};
}

QStringList wrapFormula(const QString &formula, double room, double fontSize)
{
    QStringList pieces;
    qsizetype start = 0;
    for (qsizetype i = 1; i + 2 < formula.size(); ++i) {
        const QChar op = formula[i + 1];
        if (formula[i] == u' ' && formula[i + 2] == u' ' && (op == u'+' || op == u'=')) {
            pieces << formula.mid(start, i - start);
            start = i + 1;
        }
    }
    pieces << formula.mid(start);
    QStringList lines;
    QString line;
    for (const QString &piece : pieces) {
        const QString longer = line.isEmpty() ? piece : line + u' ' + piece;
        if (line.isEmpty() || estimateTextWidth(longer, fontSize) + 6 <= room) {
            line = longer;
        } else {
            lines << line;
            line = piece;
        }
    }
    lines << line;
    return lines;
}

} // namespace gt
