#include "nodeitem.h"

#include "scenestyle.h"

#include "core/export/nodepaint.h"
#include "core/layout/treelayout.h"
#include "core/trace/annotations.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

constexpr double RingGap = 5; // between the shape and the selection ring

} // namespace

NodeItem::NodeItem(NodeId id, NodeKind kind, const QSizeF &shapeSize, double room,
                   const StyleMetrics *metrics, const NodeLook &look, bool leftToRight)
    : m_metrics(metrics)
    , m_id(id)
    , m_kind(kind)
    , m_leftToRight(leftToRight)
    , m_room(float(room))
    , m_size(shapeSize)
    , m_look(look)
{
    setAcceptedMouseButtons(Qt::NoButton); // the scene hit-tests nodes itself
    relayout();
}

QRectF NodeItem::shapeRect() const
{
    return {-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height()};
}

void NodeItem::setLook(const NodeLook &look)
{
    if (look == m_look)
        return;
    m_look = look;
    relayout();
    update();
}

void NodeItem::setMetrics(const StyleMetrics *metrics)
{
    m_metrics = metrics;
    relayout();
    update();
}

void NodeItem::relayout()
{
    m_valueWidth = float(m_metrics->valueWidth(m_look.value));
    m_formulaLines.clear();
    if (!m_look.formula.isEmpty())
        m_formulaLines =
            wrapFormula(m_look.formula, std::max<double>(m_room, m_size.width()),
                        [this](const QString &text) { return m_metrics->annotationWidth(text); });
    const QRectF bounds = computeBounds();
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
}

void NodeItem::setFormulaShift(const QPointF &shift)
{
    if (shift == m_formulaShift)
        return;
    m_formulaShift = shift;
    const QRectF bounds = computeBounds();
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    update();
}

double NodeItem::halfWidthAt(double y) const
{
    return shapeHalfWidthAt(nodeShape(), size(), y);
}

QPointF NodeItem::edgeAnchor(Qt::Edge side) const
{
    return edgeAnchor(m_kind, m_size, pos(), side);
}

QPointF NodeItem::edgeAnchor(NodeKind kind, const QSizeF &shapeSize, const QPointF &center,
                             Qt::Edge side)
{
    const double h = shapeSize.height() / 2;
    const auto halfWidth = [&] {
        return shapeHalfWidthAt(figureShape(kind), {shapeSize.width(), shapeSize.height()}, 0);
    };
    switch (side) {
    case Qt::TopEdge: return center + QPointF(0, -h);
    case Qt::BottomEdge: return center + QPointF(0, h);
    case Qt::LeftEdge: return center + QPointF(-halfWidth(), 0);
    case Qt::RightEdge: return center + QPointF(halfWidth(), 0);
    }
    return center;
}

double NodeItem::valueScale() const
{
    if (m_look.value.isEmpty())
        return 1;
    const double tw = m_valueWidth;
    const double room =
        valueRoom(nodeShape(), size(), valueSpot().baseline.y(), m_metrics->value().capHeight);
    return tw <= room ? 1.0 : std::max(0.7, room / tw);
}

NodeItem::TextSpot NodeItem::valueSpot() const
{
    const double tw = m_valueWidth;
    return {QPointF(-tw / 2, valueBaseline(nodeShape(), size(), m_metrics->value().capHeight)), tw};
}

double NodeItem::besideGap() const
{
    return gt::besideGap(m_metrics->style());
}

QRectF NodeItem::nameRect() const
{
    if (m_look.name.isEmpty())
        return {};
    const StyleMetrics::Lines &fm = m_metrics->name();
    const double w = m_metrics->nameWidth(m_look.name), h = fm.height;
    if (m_leftToRight)
        return {-w / 2, -m_size.height() / 2 - m_metrics->style().textGap - h, w, h};
    const double right = -sideOffset(nodeShape(), size(), h) - besideGap();
    return {right - w, -h / 2, w, h};
}

QRectF NodeItem::idRect() const
{
    if (m_look.id.isEmpty())
        return {};
    // Small, above the top and beside the edge coming in, so that it widens nothing: clear of
    // the current node's halo and of the edge's pen (core/export/figuregeometry.h, idBox,
    // places it the same way in the text exports).
    const SceneStyle &s = m_metrics->style();
    const double w = m_metrics->idWidth(m_look.id), h = m_metrics->id().height;
    if (m_leftToRight) // edges come in at the left: under its left end
        return {-m_size.width() / 2 - w, m_size.height() / 2, w, h};
    const double bottom = idBottom(size(), haloReach(s));
    const double inset = idInset(s);
    return {m_look.idLeft ? -inset - w : inset, bottom - h, w, h};
}

QString NodeItem::sssTag() const
{
    if (m_look.sss == SssStatus::None) // a transposition-table hit's tag, a badge, or nothing
        return m_look.table.isEmpty() ? m_look.badge : m_look.table;
    return sssTagText(m_look.sss, m_look.merit);
}

bool NodeItem::tagInSide() const
{
    // Leaves stand close together in the bottom row but have nothing under them.
    return !sssTag().isEmpty() && nodeShape() != FigureShape::Box;
}

QRectF NodeItem::tagRect() const
{
    if (sssTag().isEmpty())
        return {};
    const double w = m_metrics->annotationWidth(sssTag()) + 2 * BoxPadding;
    const double h = m_metrics->annotation().height + 2;
    const double gap = m_metrics->style().textGap;
    if (!tagInSide() && m_leftToRight) // leaves: nothing to their right
        return {m_size.width() / 2 + gap, -h / 2, w, h};
    if (!tagInSide()) // leaves: nothing under them
        return {-w / 2, m_size.height() / 2 + gap, w, h};
    const QRectF side = sideRect();
    return {side.left(), side.top(), w, h};
}

QStringList NodeItem::sideLines() const
{
    QStringList lines;
    if (tagInSide())
        lines << sssTag();
    if (!m_look.window.isEmpty()) // "α=3, β=+∞" stacked: narrower beside a crowded row
        lines << m_look.window.split(QStringLiteral(", "));
    return lines;
}

QRectF NodeItem::sideRect() const
{
    if (!tagInSide() && m_look.window.isEmpty())
        return {};
    const QStringList lines = sideLines();
    if (lines.isEmpty())
        return {};
    const double lineHeight = m_metrics->annotation().height;
    double w = 0, h = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const bool tag = i == 0 && tagInSide();
        w = std::max(w, m_metrics->annotationWidth(lines[i]) + (tag ? 2 * BoxPadding : 0));
        h += lineHeight + (tag ? 2 : 0);
    }
    const double gap = besideGap();
    if (m_leftToRight) { // above the node (and its name): edges leave to the right
        const QRectF name = nameRect();
        const double bottom = (name.isNull() ? -m_size.height() / 2 : name.top()) - gap;
        return {-w / 2, bottom - h, w, h};
    }
    return {sideOffset(nodeShape(), size(), h) + gap, -h / 2, w, h};
}

QRectF NodeItem::formulaRect() const
{
    if (m_formulaLines.isEmpty())
        return {};
    double w = 0;
    for (const QString &line : m_formulaLines)
        w = std::max(w, m_metrics->annotationWidth(line));
    w += 2 * BoxPadding;
    const double h = m_formulaLines.size() * m_metrics->annotation().height + 2;
    // Clear of the outline and of the current node's halo (core/export/figuregeometry.h,
    // formulaTop, leaves the same gap in the text exports).
    return QRectF(-w / 2, m_size.height() / 2 + std::round(besideGap()), w, h)
        .translated(m_formulaShift);
}

QRectF NodeItem::collapsedRect() const
{
    if (m_look.collapsedCount <= 0)
        return {};
    const QRectF above = formulaRect(); // collapsed nodes are inner: no tag under them
    const double top =
        (above.isNull() ? m_size.height() / 2 : above.bottom()) + m_metrics->style().textGap;
    const double w = m_metrics->annotationWidth(QStringLiteral("+%1").arg(m_look.collapsedCount)) +
                     2 * BoxPadding;
    return {-w / 2, top, w, m_metrics->annotation().height + 2};
}

QRectF NodeItem::computeBounds() const
{
    const SceneStyle &s = m_metrics->style();
    // The halo of the current node, the selection ring and the breakpoint dot stay within
    // this margin around the shape.
    const double m = std::max(haloReach(s), RingGap + s.lineWidth) + 1;
    QRectF r = shapeRect().adjusted(-m, -m, m, m);
    if (!m_look.value.isEmpty()) {
        const TextSpot spot = valueSpot();
        const StyleMetrics::Lines &fm = m_metrics->value();
        r |= QRectF(spot.baseline.x(), spot.baseline.y() - fm.ascent, spot.width, fm.height);
    }
    for (const QRectF &t :
         {nameRect(), idRect(), sideRect(), tagRect(), formulaRect(), collapsedRect()}) {
        if (!t.isNull())
            r |= t.adjusted(-1, -1, 1, 1);
    }
    return r;
}

namespace {

// A far-out value is drawn between SceneStyle::valueFloor pixels and this much more, as large
// as its room allows: one size for all where they fit, smaller for a long value than none.
constexpr double FarValueRange = 1.5;
constexpr double FarValueGap = 1;  // pixels kept free between neighbouring values
constexpr double CapPerEm = 0.7;   // a digit's height in a font of 1 pixel, about
constexpr double PlatePadding = 3; // above and below the digits, in the value font's units

} // namespace

bool NodeItem::farValueBelow() const
{
    // Under a leaf of a top-down tree nothing is drawn: its value goes there and leaves the
    // outline whole, which says the leaf's state without colour (dashed: pruned).
    return m_kind == NodeKind::Leaf && !m_leftToRight;
}

QRectF NodeItem::farValueRect(double grow, double detail) const
{
    // Under a leaf, else centred where paintTexts puts the value. Siblings stand at least
    // their half widths and the layout's sibling gap apart (rows, in a left-to-right layout):
    // a value no wider (taller) than its node and that gap never meets its neighbour's. It
    // also stays clear of the rows above and below. It reaches past the item's bounds, which
    // stay the shape's (the view fits the tree by them): a view that draws it updates its
    // whole viewport.
    const StyleMetrics::Lines &fm = m_metrics->value();
    const double gap = FarValueGap / detail;
    const LayoutOptions layout;
    const double maxWidth = m_leftToRight ? m_size.width() + layout.levelGap - gap
                                          : m_size.width() + layout.siblingGap - gap;
    const double maxHeight = m_leftToRight     ? m_size.height() + layout.siblingGap - gap
                             : farValueBelow() ? layout.levelGap - 2 * gap
                                               : 2 * m_size.height();
    const double w = m_valueWidth, h = fm.capHeight + PlatePadding;
    if (w * grow > maxWidth || h * grow > maxHeight)
        return {};
    if (farValueBelow())
        return {-w * grow / 2, m_size.height() / 2 + gap, w * grow, h * grow};
    const double middle = valueSpot().baseline.y() - fm.capHeight / 2;
    return {-w * grow / 2, middle - h * grow / 2, w * grow, h * grow};
}

double NodeItem::farValueGrow(double detail) const
{
    // As large as FarValueRange times the floor, as its room allows, and no smaller than the
    // floor: 0 when even that does not fit.
    const SceneStyle &s = m_metrics->style();
    const double digits = m_metrics->value().capHeight * detail; // on screen, unenlarged
    const double least = s.valueFloor * CapPerEm / digits;
    double grow = std::max(1.0, least * FarValueRange);
    const StyleMetrics::Lines &fm = m_metrics->value();
    const double gap = FarValueGap / detail;
    const LayoutOptions layout;
    const double across =
        m_leftToRight ? (m_size.height() + layout.siblingGap - gap) / (fm.capHeight + PlatePadding)
                      : (m_size.width() + layout.siblingGap - gap) / std::max(1.0f, m_valueWidth);
    grow = std::min(grow, across);
    if (grow < least || farValueRect(grow, detail).isNull())
        return 0;
    return grow;
}

double NodeItem::valuePixels(double detail) const
{
    const SceneStyle &s = m_metrics->style();
    const double cap = m_metrics->value().capHeight * detail;
    if (m_look.value.isEmpty() || detail <= 0)
        return 0;
    if (detail >= s.textDetail)
        return cap * std::min(1.0, valueScale());
    if (s.valueFloor <= 0)
        return 0;
    return cap * farValueGrow(detail);
}

void NodeItem::paintValueFarOut(QPainter *painter, double detail) const
{
    // Issue 29: the compare window's panels drew a 16-leaf tree as empty boxes; a lecturer
    // compares the values. So far out the value is drawn alone, grown to valueFloor pixels or
    // more: under a leaf, and over an inner node on a plate of its inside.
    if (m_look.value.isEmpty() || detail <= 0)
        return;
    const double grow = farValueGrow(detail);
    if (grow <= 0)
        return;
    const SceneStyle &s = m_metrics->style();
    const QRectF plate = farValueRect(grow, detail);
    const NodePaint<QColor> paint =
        nodePaint(s, m_kind, m_look.state, m_look.earlier, m_look.list, m_look.spared);
    painter->save();
    if (!farValueBelow()) { // over the shape: on a plate that keeps the outline out of it
        painter->setPen(Qt::NoPen);
        painter->setBrush(paint.fill);
        painter->drawRoundedRect(plate, plate.height() / 4, plate.height() / 4);
    }
    painter->translate(plate.center());
    painter->scale(grow, grow);
    painter->setFont(s.valueFont);
    painter->setPen(paint.text);
    painter->drawText(QPointF(-m_valueWidth / 2, m_metrics->value().capHeight / 2), m_look.value);
    painter->restore();
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    paintShape(painter);
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    if (detail >= m_metrics->style().textDetail)
        paintTexts(painter);
    else if (m_metrics->style().valueFloor > 0)
        paintValueFarOut(painter, detail);
}

void NodeItem::paintShape(QPainter *painter) const
{
    const SceneStyle &s = m_metrics->style();
    NodePaint<QColor> paint =
        nodePaint(s, m_kind, m_look.state, m_look.earlier, m_look.list, m_look.spared);
    paint.dashed = paint.dashed || m_look.playout;
    const double w = m_size.width() / 2, h = m_size.height() / 2;
    auto drawShape = [&] {
        switch (nodeShape()) {
        case FigureShape::TriangleUp: {
            const QPointF points[3] = {{0, -h}, {w, h}, {-w, h}};
            painter->drawPolygon(points, 3);
            break;
        }
        case FigureShape::TriangleDown: {
            const QPointF points[3] = {{-w, -h}, {w, -h}, {0, h}};
            painter->drawPolygon(points, 3);
            break;
        }
        case FigureShape::Circle: painter->drawEllipse(shapeRect()); break;
        case FigureShape::Box: painter->drawRect(shapeRect()); break;
        }
    };

    if (paint.halo) { // visible without telling colours apart
        QColor halo = paint.outline;
        halo.setAlphaF(0.35f);
        painter->setPen(
            QPen(halo, paint.lineWidth + haloWidth(s), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        drawShape();
    }
    painter->setPen(QPen(paint.outline, paint.lineWidth,
                         paint.dashed ? Qt::DashLine : Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->setBrush(paint.fill);
    drawShape();

    if (m_look.breakpoint) {
        const double r = std::max(3.0, s.nodeSize * 0.14);
        painter->setPen(QPen(s.background, 1.5));
        painter->setBrush(s.breakpointColor);
        painter->drawEllipse(QPointF(-w + r * 0.2, -h + r * 0.2), r, r);
    }
    if (m_look.selected) {
        painter->setPen(QPen(s.selectionColor, s.lineWidth, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(shapeRect().adjusted(-RingGap, -RingGap, RingGap, RingGap), 4, 4);
    }
}

void NodeItem::paintTexts(QPainter *painter) const
{
    const SceneStyle &s = m_metrics->style();
    const QColor text =
        nodePaint(s, m_kind, m_look.state, m_look.earlier, m_look.list, m_look.spared).text;

    if (!m_look.value.isEmpty()) {
        painter->setFont(s.valueFont);
        painter->setPen(text);
        const TextSpot spot = valueSpot();
        const double scale = valueScale();
        if (scale >= 1) {
            painter->drawText(spot.baseline, m_look.value);
        } else { // shrink about the text's centre rather than spill over the outline
            painter->save();
            painter->translate(0, spot.baseline.y());
            painter->scale(scale, scale);
            painter->drawText(QPointF(spot.baseline.x(), 0), m_look.value);
            painter->restore();
        }
    }

    const QRectF name = nameRect();
    if (!name.isNull()) {
        painter->setFont(s.nameFont);
        painter->setPen(text);
        painter->drawText(QPointF(name.left(), name.top() + m_metrics->name().ascent), m_look.name);
    }
    const QRectF id = idRect();
    if (!id.isNull()) {
        painter->setFont(s.idFont);
        painter->setPen(m_look.state == NodeState::Pruned ? s.prunedText : s.mutedText);
        painter->drawText(QPointF(id.left(), id.top() + m_metrics->id().ascent), m_look.id);
    }

    const StyleMetrics::Lines &fm = m_metrics->annotation();
    painter->setFont(s.annotationFont);
    const QRectF tag = tagRect();
    if (!tag.isNull()) { // "L 12": a letter as well as a colour
        const TagPaint<QColor> paint = sssTagPaint(s, tagColours(m_look.sss, m_look.list));
        painter->setPen(QPen(paint.line, 1));
        painter->setBrush(paint.fill);
        painter->drawRoundedRect(tag, 3, 3);
        painter->drawText(QPointF(tag.left() + BoxPadding, tag.top() + 1 + fm.ascent), sssTag());
    }
    const QStringList side = sideLines();
    if (!side.isEmpty()) {
        const QRectF area = sideRect();
        double top = area.top();
        for (qsizetype i = 0; i < side.size(); ++i) {
            if (i == 0 && tagInSide()) {
                top += fm.height + 2; // drawn above
                continue;
            }
            painter->setPen(text);
            painter->drawText(QPointF(area.left(), top + fm.ascent), side[i]);
            top += fm.height;
        }
    }

    const QRectF formula = formulaRect();
    if (!formula.isNull()) {
        // Opaque, so that the edges leaving the node pass behind the sum, not through it.
        painter->setPen(QPen(s.formulaBorder, 1));
        if (!m_formulaShift.isNull()) // moved off its place: a line says whose sum it is
            painter->drawLine(QPointF(0, m_size.height() / 2),
                              QPointF(formula.center().x(), formula.top()));
        painter->setBrush(s.background);
        painter->drawRoundedRect(formula, 3, 3);
        painter->setPen(text);
        double baseline = formula.top() + 1 + fm.ascent;
        for (const QString &line : m_formulaLines) {
            painter->drawText(
                QPointF(formula.center().x() - m_metrics->annotationWidth(line) / 2, baseline),
                line);
            baseline += fm.height;
        }
    }

    const QRectF collapsed = collapsedRect();
    if (!collapsed.isNull()) {
        painter->setPen(QPen(s.foreground, 1));
        painter->setBrush(s.background);
        painter->drawRoundedRect(collapsed, collapsed.height() / 2, collapsed.height() / 2);
        painter->setPen(s.mutedText);
        painter->drawText(QPointF(collapsed.left() + BoxPadding, collapsed.top() + 1 + fm.ascent),
                          QStringLiteral("+%1").arg(m_look.collapsedCount));
    }
}

} // namespace gt
