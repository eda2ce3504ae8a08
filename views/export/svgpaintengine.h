#pragma once

#include "svgbytes.h"

#include <QByteArray>
#include <QFont>
#include <QHash>
#include <QPaintEngine>
#include <QRectF>
#include <QSize>
#include <QString>

namespace gt {

// Writes what a QPainter draws as SVG 1.2 Tiny, for the exported pictures (SvgPaintDevice):
// the canvas paints once and every shape, colour, line style and text reaches the file as
// QSvgGenerator wrote it, each text a <text> in its font. What differs is the cost. Each
// element goes under a <g> holding the painter's state, and a new <g> begins only where
// that state changes — QSvgGenerator wrote a whole one at every state change, empty or not,
// its numbers through QTextStream, and that was half of a 100,000-node export's time.
// Clipping is ignored, as QSvgGenerator ignores it; gradient and pattern brushes are left to
// QPainter, which draws them as images.
class SvgPaintEngine : public QPaintEngine {
public:
    SvgPaintEngine();

    // What begin() writes in the header; set before painting.
    void setDocument(const QSize &size, const QRectF &viewBox, const QString &title,
                     const QString &description);
    QByteArray takeBytes() { return m_out.take(); } // the document, once end() has run

    bool begin(QPaintDevice *device) override;
    bool end() override;
    void updateState(const QPaintEngineState &state) override;

    void drawRects(const QRectF *rects, int count) override;
    void drawLines(const QLineF *lines, int count) override;
    void drawEllipse(const QRectF &rect) override;
    void drawPath(const QPainterPath &path) override;
    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override;
    void drawTextItem(const QPointF &origin, const QTextItem &item) override;
    void drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source) override;
    void drawImage(const QRectF &rect, const QImage &image, const QRectF &source,
                   Qt::ImageConversionFlags flags) override;
    Type type() const override { return SVG; } // one that ignores clipping, as Qt's

    // The font-family list a text in `family` is written with: the family, the face the
    // canvas resolves it to when that differs ("Sans Serif" is an alias only Qt knows; a
    // browser would fall back to its default, often a serif face, and the values would no
    // longer fit their shapes), and the generic sans-serif; as a CSS list, unescaped.
    static QString fallbackFamilies(const QString &family);

private:
    void setPen(const QPen &pen);
    void setBrush(const QBrush &brush);
    void setTransform(const QTransform &transform);
    void setFont(const QFont &font);
    void openGroup(bool forText); // unless one is open
    void closeGroup();
    void strokeEffect(); // a cosmetic pen keeps its width in device pixels

    SvgBytes m_out;
    QSize m_size;
    QRectF m_viewBox;
    QString m_title, m_description;

    // The painter's state as attributes: pen, brush, transform and opacity in one string,
    // the font in another (only texts need it).
    QByteArray m_pen, m_brush, m_transform, m_opacity, m_style;
    QFont m_font;
    QByteArray m_fontAttributes;
    QHash<QString, QByteArray> m_families; // fallbackFamilies(), escaped, by family
    QColor m_penColor, m_brushColor;
    bool m_noPen = false, m_cosmetic = false, m_noBrush = true;

    // The <g> open in the file: its style, and its font if it was opened for a text.
    bool m_groupOpen = false;
    QByteArray m_groupStyle, m_groupFont;
};

} // namespace gt
