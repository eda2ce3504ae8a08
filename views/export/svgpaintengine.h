#pragma once

#include "svgbytes.h"

#include <QByteArray>
#include <QFont>
#include <QPaintEngine>
#include <QPen>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QTransform>

#include <utility>
#include <vector>

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

private:
    // Each writes its attributes anew and says so when the value differs from the last one.
    bool setPen(const QPen &pen);
    bool setBrush(const QBrush &brush);
    bool setTransform(const QTransform &transform);
    bool setOpacity(double opacity);
    void setFont(const QFont &font);
    void openGroup(bool forText); // unless one is open
    void closeGroup();
    void strokeEffect(); // a cosmetic pen keeps its width in device pixels

    SvgBytes m_out;
    QSize m_size;
    QRectF m_viewBox;
    QString m_title, m_description;

    // The attributes of a <g>, each as it differs from the outermost one's.
    struct Style {
        QByteArray brush, pen, transform, opacity;
        bool operator==(const Style &) const = default;
    };
    // `key`'s attributes, made by `make` the first time: a picture has a few pens and fonts,
    // and switches between them at every node.
    template <typename Key, typename Make>
    static const QByteArray &cached(std::vector<std::pair<Key, QByteArray>> &cache, const Key &key,
                                    Make make)
    {
        for (const auto &[known, attributes] : cache) {
            if (known == key)
                return attributes;
        }
        if (cache.size() == 64) // a picture of many pens: the oldest make room
            cache.erase(cache.begin());
        return cache.emplace_back(key, make()).second;
    }

    // The painter's state as attributes: pen, brush, transform and opacity for the groups,
    // the font for the texts; and the values they were written from.
    Style m_style;
    std::vector<std::pair<QPen, QByteArray>> m_pens;
    std::vector<std::pair<QFont, QByteArray>> m_fonts;
    QPen m_lastPen;
    QBrush m_lastBrush;
    QTransform m_lastTransform;
    double m_lastOpacity = 1;
    bool m_fresh = true; // begin() writes them all
    QFont m_font;
    QByteArray m_fontAttributes;
    QColor m_penColor, m_brushColor;
    bool m_noPen = false, m_cosmetic = false, m_noBrush = true;

    // The <g> open in the file: its style, and its font if it was opened for a text.
    bool m_groupOpen = false;
    Style m_groupStyle;
    QByteArray m_groupFont;
};

} // namespace gt
