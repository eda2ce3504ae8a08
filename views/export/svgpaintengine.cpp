#include "svgpaintengine.h"

#include "svgattributes.h"

#include <QBuffer>
#include <QImage>
#include <QPainterPath>
#include <QPixmap>

namespace gt {

namespace {

// The features QSvgGenerator declares: QPainter draws the rest (pattern brushes, conical
// gradients, perspective, composition modes) itself and hands over images. Linear and radial
// gradients, which it declares, become images here too (no export paints one).
const QPaintEngine::PaintEngineFeatures Features =
    QPaintEngine::AllFeatures &
    ~(QPaintEngine::PatternBrush | QPaintEngine::PerspectiveTransform |
      QPaintEngine::ConicalGradientFill | QPaintEngine::PorterDuff |
      QPaintEngine::LinearGradientFill | QPaintEngine::RadialGradientFill);

} // namespace

SvgPaintEngine::SvgPaintEngine()
    : QPaintEngine(Features)
{}

void SvgPaintEngine::setDocument(const QSize &size, const QRectF &viewBox, const QString &title,
                                 const QString &description)
{
    m_size = size;
    m_viewBox = viewBox;
    m_title = title;
    m_description = description;
}

bool SvgPaintEngine::begin(QPaintDevice *)
{
    m_out = SvgBytes();
    m_out.add("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<svg");
    if (m_size.isValid()) { // in millimetres at 72 per inch: one unit is one point
        m_out.add(" width=\"");
        m_out.number(m_size.width() * 25.4 / 72, 4);
        m_out.add("mm\" height=\"");
        m_out.number(m_size.height() * 25.4 / 72, 4);
        m_out.add("mm\"");
    }
    if (m_viewBox.isValid()) {
        m_out.add(" viewBox=\"");
        m_out.pair(m_viewBox.left(), m_viewBox.top());
        m_out.add(' ');
        m_out.pair(m_viewBox.width(), m_viewBox.height());
        m_out.add('"');
    }
    // Every text keeps its spaces as Qt laid it out; xml:space holds for all that the element
    // holds, and QSvgGenerator wrote it on each text.
    m_out.add(" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
              " version=\"1.2\" baseProfile=\"tiny\" xml:space=\"preserve\">\n<title>");
    m_out.text(m_title);
    m_out.add("</title>\n<desc>");
    m_out.text(m_description);
    // What QPainter starts with, which the groups below write only where they differ.
    m_out.add("</desc>\n<g fill=\"none\" stroke=\"black\" stroke-width=\"1\" "
              "fill-rule=\"evenodd\" stroke-linecap=\"square\" stroke-linejoin=\"bevel\">\n");
    m_groupOpen = false;
    m_fresh = true;
    setPen(QPen());
    setBrush(QBrush());
    setTransform(QTransform());
    setOpacity(1);
    m_fontAttributes.clear();
    setFont(QFont());
    m_fresh = false;
    return true;
}

bool SvgPaintEngine::end()
{
    closeGroup();
    m_out.add("</g>\n</svg>\n");
    return true;
}

void SvgPaintEngine::updateState(const QPaintEngineState &state)
{
    const DirtyFlags dirty = state.state();
    // QPainter marks pen, brush, transform and font dirty at every restore(), though most of
    // them are as they were: only a change rewrites the attributes.
    bool changed = false;
    if (dirty & DirtyPen)
        changed |= setPen(state.pen());
    if (dirty & DirtyBrush)
        changed |= setBrush(state.brush());
    if (dirty & DirtyTransform)
        changed |= setTransform(state.transform());
    if (dirty & DirtyOpacity)
        changed |= setOpacity(state.opacity());
    if (dirty & DirtyFont)
        setFont(state.font());
    if (changed && m_groupOpen && !(m_style == m_groupStyle))
        closeGroup();
}

bool SvgPaintEngine::setOpacity(double opacity)
{
    if (!m_fresh && opacity == m_lastOpacity)
        return false;
    m_lastOpacity = opacity;
    m_style.opacity = opacityAttribute(opacity);
    return true;
}

bool SvgPaintEngine::setPen(const QPen &pen)
{
    if (!m_fresh && pen == m_lastPen)
        return false;
    m_lastPen = pen;
    m_noPen = pen.style() == Qt::NoPen;
    m_cosmetic = pen.isCosmetic();
    m_penColor = pen.color();
    m_style.pen = cached(m_pens, pen, [&] { return penAttributes(pen); });
    return true;
}

bool SvgPaintEngine::setBrush(const QBrush &brush)
{
    if (!m_fresh && brush == m_lastBrush)
        return false;
    m_lastBrush = brush;
    m_noBrush = brush.style() == Qt::NoBrush;
    m_brushColor = brush.color();
    m_style.brush = brushAttributes(brush);
    return true;
}

bool SvgPaintEngine::setTransform(const QTransform &t)
{
    if (!m_fresh && t == m_lastTransform)
        return false;
    m_lastTransform = t;
    m_style.transform = transformAttribute(t);
    return true;
}

void SvgPaintEngine::setFont(const QFont &font)
{
    if (!m_fontAttributes.isEmpty() && font == m_font)
        return;
    m_font = font;
    m_fontAttributes = cached(
        m_fonts, font, [&] { return fontAttributes(font, fallbackFamilies(font.family())); });
}

void SvgPaintEngine::openGroup(bool forText)
{
    if (m_groupOpen)
        return;
    m_out.add("<g"); // brush, pen, transform and opacity in the order QSvgGenerator wrote them
    m_out.add(m_style.brush);
    m_out.add(m_style.pen);
    m_out.add(m_style.transform);
    m_out.add(m_style.opacity);
    m_groupFont = forText ? m_fontAttributes : QByteArray();
    m_out.add(m_groupFont);
    m_out.add(">\n");
    m_groupStyle = m_style;
    m_groupOpen = true;
}

void SvgPaintEngine::closeGroup()
{
    if (!m_groupOpen)
        return;
    m_out.add("</g>\n");
    m_groupOpen = false;
}

void SvgPaintEngine::strokeEffect()
{
    if (m_cosmetic && !m_noPen)
        m_out.add(" vector-effect=\"non-scaling-stroke\"");
}

void SvgPaintEngine::drawRects(const QRectF *rects, int count)
{
    openGroup(false);
    for (int i = 0; i < count; ++i) {
        const QRectF r = rects[i].normalized(); // SVG draws no rectangle of negative width
        m_out.add("<rect");
        strokeEffect();
        m_out.add(" x=\"");
        m_out.number(r.x());
        m_out.add("\" y=\"");
        m_out.number(r.y());
        m_out.add("\" width=\"");
        m_out.number(r.width());
        m_out.add("\" height=\"");
        m_out.number(r.height());
        m_out.add("\"/>\n");
    }
}

void SvgPaintEngine::drawLines(const QLineF *lines, int count)
{
    for (int i = 0; i < count; ++i) {
        const QLineF &line = lines[i];
        if (line.p1() == line.p2()) { // a dot where the cap has a size, as every engine draws
            if (state->pen().capStyle() != Qt::FlatCap) {
                const QPointF dot = line.p1();
                QPaintEngine::drawPoints(&dot, 1);
            }
            continue;
        }
        openGroup(false);
        m_out.add("<line");
        strokeEffect();
        m_out.add(" x1=\"");
        m_out.number(line.x1());
        m_out.add("\" y1=\"");
        m_out.number(line.y1());
        m_out.add("\" x2=\"");
        m_out.number(line.x2());
        m_out.add("\" y2=\"");
        m_out.number(line.y2());
        m_out.add("\"/>\n");
    }
}

void SvgPaintEngine::drawEllipse(const QRectF &rect)
{
    openGroup(false);
    const QRectF r = rect.normalized();
    const bool circle = r.width() == r.height();
    if (circle)
        m_out.add("<circle");
    else
        m_out.add("<ellipse");
    strokeEffect();
    m_out.add(" cx=\"");
    m_out.number(r.center().x());
    m_out.add("\" cy=\"");
    m_out.number(r.center().y());
    if (circle) {
        m_out.add("\" r=\"");
        m_out.number(r.width() / 2);
    } else {
        m_out.add("\" rx=\"");
        m_out.number(r.width() / 2);
        m_out.add("\" ry=\"");
        m_out.number(r.height() / 2);
    }
    m_out.add("\"/>\n");
}

void SvgPaintEngine::drawPath(const QPainterPath &path)
{
    openGroup(false);
    m_out.add("<path");
    strokeEffect();
    if (path.fillRule() == Qt::WindingFill)
        m_out.add(" fill-rule=\"nonzero\"");
    m_out.add(" d=\"");
    // A subpath that ends where it began is closed: Qt's stroker joins its ends, and so
    // does an SVG reader given the Z.
    QPointF start, last;
    bool open = false;
    const auto endSubpath = [&] {
        if (open && last == start)
            m_out.add('Z');
    };
    const int count = path.elementCount();
    for (int i = 0; i < count; ++i) {
        const QPainterPath::Element &e = path.elementAt(i);
        if (e.isMoveTo()) {
            endSubpath();
            m_out.add('M');
            start = e;
            open = false;
        } else if (e.isLineTo()) {
            m_out.add('L');
            open = true;
        } else if (e.isCurveTo() && i + 2 < count) { // two CurveToDataElements follow
            m_out.add('C');
            m_out.pair(e.x, e.y);
            m_out.add(' ');
            const QPainterPath::Element &c2 = path.elementAt(++i);
            m_out.pair(c2.x, c2.y);
            m_out.add(' ');
            const QPainterPath::Element &to = path.elementAt(++i);
            m_out.pair(to.x, to.y);
            last = to;
            open = true;
            continue;
        } else {
            continue;
        }
        m_out.pair(e.x, e.y);
        last = e;
    }
    endSubpath();
    m_out.add("\"/>\n");
}

void SvgPaintEngine::drawPolygon(const QPointF *points, int count, PolygonDrawMode mode)
{
    if (count < 2)
        return;
    openGroup(false);
    if (mode == PolylineMode) {
        m_out.add("<polyline");
        if (!m_noBrush)
            m_out.add(" fill=\"none\"");
    } else {
        m_out.add("<polygon");
        if (mode == WindingMode)
            m_out.add(" fill-rule=\"nonzero\"");
    }
    strokeEffect();
    m_out.add(" points=\"");
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            m_out.add(' ');
        m_out.pair(points[i].x(), points[i].y(), ',');
    }
    m_out.add("\"/>\n");
}

void SvgPaintEngine::drawTextItem(const QPointF &origin, const QTextItem &item)
{
    if (m_noPen) // QPainter draws a text with the pen
        return;
    const QString text = item.text();
    if (text.isEmpty()) { // glyphs without their characters: as outlines
        QPaintEngine::drawTextItem(origin, item);
        return;
    }
    setFont(item.font());
    openGroup(true);
    m_out.add("<text x=\"");
    m_out.number(origin.x());
    m_out.add("\" y=\"");
    m_out.number(origin.y());
    m_out.add('"');
    // A text is filled with the pen; the group's fill and fill-opacity are the brush's.
    if (m_noBrush || m_brushColor.rgba() != m_penColor.rgba()) {
        m_out.add(" fill=\"");
        m_out.color(m_penColor);
        m_out.add('"');
        if (m_penColor.alpha() != (m_noBrush ? 255 : m_brushColor.alpha())) {
            m_out.add(" fill-opacity=\"");
            m_out.number(m_penColor.alphaF(), 4);
            m_out.add('"');
        }
    }
    m_out.add(" stroke=\"none\"");
    if (m_fontAttributes != m_groupFont)
        m_out.add(m_fontAttributes);
    m_out.add('>');
    m_out.text(text);
    m_out.add("</text>\n");
}

void SvgPaintEngine::drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source)
{
    drawImage(rect, pixmap.toImage(), source, Qt::AutoColor);
}

void SvgPaintEngine::drawImage(const QRectF &rect, const QImage &image, const QRectF &source,
                               Qt::ImageConversionFlags)
{
    openGroup(false);
    const QImage part = source == QRectF(image.rect()) ? image : image.copy(source.toAlignedRect());
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    part.save(&buffer, "PNG");
    m_out.add("<image x=\"");
    m_out.number(rect.x());
    m_out.add("\" y=\"");
    m_out.number(rect.y());
    m_out.add("\" width=\"");
    m_out.number(rect.width());
    m_out.add("\" height=\"");
    m_out.number(rect.height());
    m_out.add("\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,");
    m_out.add(png.toBase64());
    m_out.add("\"/>\n");
}

} // namespace gt
