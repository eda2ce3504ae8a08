#pragma once

#include <QByteArray>
#include <QColor>
#include <QString>

#include <cstddef>

namespace gt {

// The bytes of an SVG document as SvgPaintEngine writes them: markup as it stands, numbers in
// plain decimal (never an exponent), colours as #rrggbb and texts escaped for XML. A
// 100,000-node picture writes some two million numbers: QTextStream's took a second of its
// export, these are integer arithmetic.
class SvgBytes {
public:
    void reserve(qsizetype bytes) { m_bytes.reserve(bytes); }
    template <std::size_t N> void add(const char (&markup)[N]) { m_bytes.append(markup, N - 1); }
    void add(char c) { m_bytes.append(c); }
    void add(const QByteArray &markup) { m_bytes.append(markup); }

    // `value` rounded to `decimals` (0–6) places, without trailing zeros: 1.5, -3, 0.125.
    // Not finite (which no SVG reader takes) it is written as 0.
    void number(double value, int decimals = 3);
    void pair(double x, double y, char between = ' ') // "x y", coordinates to a thousandth
    {
        number(x);
        add(between);
        number(y);
    }
    void color(const QColor &color); // #rrggbb; the alpha is the caller's to write
    // `text` as XML content or attribute value: xmlEscaped(), spelled out for the plain ASCII
    // nearly every value and name is.
    void text(const QString &text);

    qsizetype size() const { return m_bytes.size(); }
    const QByteArray &bytes() const { return m_bytes; }
    QByteArray take() { return std::move(m_bytes); }

private:
    QByteArray m_bytes;
};

} // namespace gt
