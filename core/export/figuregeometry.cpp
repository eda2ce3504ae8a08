#include "figuregeometry.h"

#include "../layout/tidylayout.h"
#include "../trace/annotations.h"
#include "boardpicture.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <unordered_map>

namespace gt {

namespace {

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

NodeMeasures measureNodes(const GameTree &tree, const TextWidths &m, double h, double textGap,
                          double idInset)
{
    NodeMeasures out;
    const auto count = std::size_t(tree.size());

    // Each distinct value is formatted and measured once: a big tree repeats a few values. They
    // are found by hashing, not by sorting a million values (a tenth of a second of opening a
    // big tree, issue 29); the few distinct ones are then taken in ascending order.
    std::vector<double> distinct;
    std::unordered_map<double, std::uint32_t> slotOf; // ±0 are one key, as they compare equal
    std::vector<std::uint32_t> slot(count, 0);
    for (NodeId n = 0; n < NodeId(count); ++n) {
        if (!tree.hasValue(n))
            continue;
        const auto [at, added] = slotOf.try_emplace(tree.value(n), std::uint32_t(distinct.size()));
        if (added)
            distinct.push_back(tree.value(n));
        slot[std::size_t(n)] = at->second;
    }
    std::vector<std::uint32_t> ascending(distinct.size());
    std::iota(ascending.begin(), ascending.end(), 0u);
    std::sort(ascending.begin(), ascending.end(),
              [&](std::uint32_t a, std::uint32_t b) { return distinct[a] < distinct[b]; });
    std::vector<QString> distinctText(distinct.size());
    QString widestValue = QStringLiteral("00"); // the widest value any node can show
    double widest = m.value(widestValue);
    for (std::uint32_t k : ascending) {
        distinctText[k] = formatValue(distinct[k]);
        const double w = m.value(distinctText[k]);
        if (w > widest) {
            widest = w;
            widestValue = distinctText[k];
        }
    }
    out.valueTexts.resize(count);
    for (NodeId n = 0; n < NodeId(count); ++n) {
        if (tree.hasValue(n))
            out.valueTexts[n] = distinctText[slot[std::size_t(n)]];
    }
    const double bound = m.value(QStringLiteral("≥ ") + widestValue);

    // Values sit in the wide half of a triangle; these widths keep them inside the outline
    // (see valueRoom).
    const double inset = std::max(3.0, h * 0.1);
    const double textBand = std::max(1.0, h - inset - m.valueCapHeight);
    const double triangle = std::min(3 * h, std::max(1.2 * h, (bound + 4) * h / textBand));
    const NodeSize leaf{std::max(0.85 * h, widest + 8), 0.85 * h};
    const NodeSize circle{std::max(h, widest + 10), h};

    // The width a weighted sum under a node needs, up to a cap: "½·v + ½·v = v" with the
    // widest value. MIN nodes average uniformly (under expectimax): one width per child count.
    auto formulaWidth = [&](NodeId n) {
        QStringList terms;
        for (int i = 0; i < tree.childCount(n); ++i)
            terms << formatProbability(tree.childProbability(n, i)) + QStringLiteral("·") +
                         widestValue;
        const QString formula =
            terms.join(QStringLiteral(" + ")) + QStringLiteral(" = ") + widestValue;
        return std::min(m.annotation(formula) + 8, 4 * h);
    };
    std::vector<double> uniformFormula; // by child count
    std::vector<double> idByDigits;     // with idDigitsAlike: "#0", "#00", ... by digit count
    auto idWidth = [&](NodeId n) {
        if (!m.idDigitsAlike)
            return m.id(QStringLiteral("#%1").arg(n));
        std::size_t digits = 1;
        for (NodeId rest = n; rest >= 10; rest /= 10)
            ++digits;
        if (idByDigits.size() <= digits)
            idByDigits.resize(digits + 1, -1);
        if (idByDigits[digits] < 0)
            idByDigits[digits] = m.id(QLatin1Char('#') + QString(qsizetype(digits), u'0'));
        return idByDigits[digits];
    };

    // B* shows each generated inner node's bounds "[4, 12]" right of it (intervalText), where
    // names sit left: the footprint keeps room for the wider of the two on both sides, so that
    // the shape stays centred. Backed-up bounds are children's bounds or values, so the widest
    // of those, twice, covers every interval the search can show.
    QString widestEnd = widestValue;
    bool innerIntervals = false;
    for (NodeId n = 0; n < NodeId(count); ++n) {
        if (const auto iv = tree.interval(n)) {
            innerIntervals = innerIntervals || !tree.isLeaf(n);
            for (double end : {iv->pess, iv->opt}) {
                const QString text = formatValue(end);
                if (m.annotation(text) > m.annotation(widestEnd))
                    widestEnd = text;
            }
        }
    }
    const double intervalWidth =
        innerIntervals ? m.annotation(QStringLiteral("[%1, %1]").arg(widestEnd)) : 0;

    out.shapes.resize(count);
    out.footprints.resize(count);
    for (NodeId n = 0; n < NodeId(count); ++n) {
        const NodeKind kind = tree.kind(n);
        const NodeSize shape = kind == NodeKind::Leaf     ? leaf
                               : kind == NodeKind::Chance ? circle
                                                          : NodeSize{triangle, h};
        out.shapes[n] = shape;

        double width = shape.width;
        const QString name = tree.name(n);
        const double left = name.isEmpty() ? 0 : m.name(name);
        const double right = kind != NodeKind::Leaf && tree.interval(n) ? intervalWidth : 0;
        if (left > 0 || right > 0) // names sit left, intervals right: keep the shape centred
            width += 2 * (std::max(left, right) + textGap);
        if (m.id) // above the top, beside the edge in (idBox): two ids face each other only
            // across subtrees, and may share the gap between them
            width = std::max(width, 2 * (idInset + idWidth(n)) - LayoutOptions{}.subtreeGap);
        if (kind == NodeKind::Chance && !tree.isLeaf(n)) {
            width = std::max(width, formulaWidth(n));
        } else if (kind == NodeKind::Min && !tree.isLeaf(n)) {
            const auto k = std::size_t(tree.childCount(n));
            if (uniformFormula.size() <= k)
                uniformFormula.resize(k + 1, -1);
            if (uniformFormula[k] < 0)
                uniformFormula[k] = formulaWidth(n);
            width = std::max(width, uniformFormula[k]);
        }
        // A move label sits beside the edge in, LabelAt of the way down, on the outer side, so
        // siblings' labels are LabelAt of the siblings' distance (their footprints' half widths
        // and the sibling gap) apart: a long label (an
        // L-game move) widens its node so that labels cannot overlap; short ones ("b2") fit
        // in the node's width anyway. (Wider still does not keep the next edge off a label's
        // end: the edges only flatten.)
        if (m.label && n > 0) {
            const QString label = tree.label(n);
            if (!label.isEmpty())
                width = std::max(width, (m.label(label) + 2 * textGap) / LabelAt -
                                            LayoutOptions{}.siblingGap);
        }
        double height = shape.height;
        if (tree.hasPositions() && nodeHasBoard(tree, n)) { // the board hangs under the shape
            const BoardExtent board = boardExtent(tree.gameId(n), tree.positionText(n));
            width = std::max(width, board.width * boardScale(h));
            height += board.height > 0 ? 2 * textGap + board.height * boardScale(h) : 0;
        }
        out.footprints[n] = NodeSize{width, height};
    }
    return out;
}

std::vector<double> roomUnder(const GameTree &tree, const TreeLayout &layout, double textGap)
{
    const NodeId count = tree.size();
    auto hidden = [&layout](NodeId n) {
        return std::size_t(n) < layout.hidden.size() && layout.hidden[n];
    };
    std::vector<double> room(std::size_t(count), 1e6);
    std::vector<NodeId> lastInRow(std::size_t(tree.height() + 1), NoNode);
    for (NodeId n = 0; n < count; ++n) {
        if (hidden(n))
            continue;
        NodeId &left = lastInRow[tree.depth(n)];
        if (left != NoNode) {
            const double apart = std::abs(layout.centers[n].x - layout.centers[left].x) - textGap;
            room[n] = std::min(room[n], apart);
            room[left] = std::min(room[left], apart);
        }
        left = n;
    }
    return room;
}

FigureGeometry estimateGeometry(const GameTree &tree, const Palette &p, const FigureOptions &o)
{
    auto estimate = [](double fontSize, bool bold) {
        return [fontSize, bold](const QString &text) {
            return estimateTextWidth(text, fontSize, bold);
        };
    };
    TextWidths widths{estimate(p.valueFontSize, p.valueBold), estimate(p.nameFontSize, p.nameBold),
                      estimate(p.annotationFontSize, false), nullptr,
                      estimateCapHeight(p.valueFontSize)};
    if (o.showIds)
        widths.id = estimate(p.idFontSize, false);
    widths.label = estimate(p.labelFontSize, false);
    NodeMeasures measured = measureNodes(tree, widths, p.nodeSize, p.textGap, idInset(p));

    FigureGeometry g;
    g.shapes = std::move(measured.shapes);
    g.kinds.resize(std::size_t(tree.size()));
    for (NodeId n = 0; n < tree.size(); ++n)
        g.kinds[n] = figureShape(tree.kind(n));
    g.layout = tidyLayout(tree, measured.footprints, LayoutOptions{});
    g.room = roomUnder(tree, g.layout, p.textGap);
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
    const double bottom = c.y + idBottom(g.shapes[n], haloReach(p));
    return {left ? c.x - idInset(p) - w : c.x + idInset(p), bottom - h, w, h};
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

double valueBaseline(FigureShape shape, const NodeSize &size, double cap)
{
    const double inset = std::max(3.0, size.height * 0.1);
    if (shape == FigureShape::TriangleUp) // the wide end of △ is at the bottom
        return size.height / 2 - inset;
    if (shape == FigureShape::TriangleDown)
        return -size.height / 2 + inset + cap;
    return cap / 2;
}

double valueRoom(FigureShape shape, const NodeSize &size, double baseline, double cap)
{
    switch (shape) {
    case FigureShape::TriangleUp: return 2 * shapeHalfWidthAt(shape, size, baseline - cap) - 4;
    case FigureShape::TriangleDown: return 2 * shapeHalfWidthAt(shape, size, baseline) - 4;
    case FigureShape::Circle: return 2 * shapeHalfWidthAt(shape, size, cap / 2) - 4;
    case FigureShape::Box: return size.width - 6;
    }
    return size.width - 6;
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
    auto pointAt = [&](double f) {
        return LayoutPoint{from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f};
    };
    return edgeTextSpotAt(
        pointAt(t), unit(to.x - from.x, to.y - from.y),
        [&] { return pointAt(std::max(t, StraightDownLabelAt)); }, gap);
}

Segment edgeEnds(const FigureGeometry &g, NodeId parent, NodeId child)
{
    const LayoutPoint &p = g.layout.centers[parent], &c = g.layout.centers[child];
    if (std::size_t(child) < g.layout.edges.size() && g.layout.edges[child].size() >= 4)
        return {g.layout.edges[child].front(), g.layout.edges[child].back()};
    return {{p.x, p.y + g.shapes[parent].height / 2}, {c.x, c.y - g.shapes[child].height / 2}};
}

QStringList wrapFormula(const QString &formula, double room,
                        const std::function<double(const QString &)> &width)
{
    QStringList pieces;
    qsizetype start = 0;
    for (qsizetype i = 1; i + 2 < formula.size(); ++i) {
        if (formula[i] == u',' && formula[i + 1] == u' ') { // pns's "pn=0, dn=∞" under a leaf
            pieces << formula.mid(start, i + 1 - start);
            start = i + 2;
            continue;
        }
        const QChar op = formula[i + 1];
        if (formula[i] == u' ' && formula[i + 2] == u' ' &&
            (op == u'+' || op == u'=' || op == u'−')) { // (− : MCTS's sums at a MIN node)
            pieces << formula.mid(start, i - start);
            start = i + 1;
        }
    }
    pieces << formula.mid(start);
    QStringList lines;
    QString line;
    for (const QString &piece : pieces) {
        const QString longer = line.isEmpty() ? piece : line + u' ' + piece;
        if (line.isEmpty() || width(longer) + 2 * BoxPadding <= room) {
            line = longer;
        } else {
            lines << line;
            line = piece;
        }
    }
    lines << line;
    return lines;
}

QStringList wrapFormula(const QString &formula, double room, double fontSize)
{
    return wrapFormula(formula, room, [fontSize](const QString &text) {
        return estimateTextWidth(text, fontSize);
    });
}

Segment horizonSegment(const FigureGeometry &g, const GameTree &tree, int depth)
{
    // Rows share their y in a top-down layout: one node of each depth tells it.
    std::vector<double> rows;
    for (NodeId n = 0; n < tree.size(); ++n) {
        const int d = tree.depth(n);
        if (d < int(rows.size()))
            continue;
        rows.resize(std::size_t(d) + 1, std::numeric_limits<double>::quiet_NaN());
        rows[std::size_t(d)] = g.layout.centers[std::size_t(n)].y;
    }
    const std::size_t at = std::size_t(std::clamp(depth, 0, int(rows.size()) - 1));
    double y = rows[at];
    if (at + 1 < rows.size() && !std::isnan(rows[at + 1]))
        y = (y + rows[at + 1]) / 2;
    else if (at > 0)
        y += (rows[at] - rows[at - 1]) / 2;
    else
        y += g.shapes.empty() ? 18 : g.shapes[0].height;
    return {{0, y}, {g.layout.width, y}};
}

LayoutPoint negationCentre(const FigureGeometry &g, const GameTree &tree, NodeId child)
{
    const Segment e = edgeEnds(g, tree.parent(child), child);
    return {e.a.x + (e.b.x - e.a.x) * NegationAt, e.a.y + (e.b.y - e.a.y) * NegationAt};
}

} // namespace gt
