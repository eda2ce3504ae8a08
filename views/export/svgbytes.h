#pragma once

#include <QByteArray>
#include <QColor>
#include <QString>

#include <cstddef>
#include <cstring>

namespace gt {

// The bytes of an SVG document as SvgPaintEngine writes them: markup as it stands, numbers in
// plain decimal (never an exponent), colours as #rrggbb and texts escaped for XML. A
// 100,000-node picture writes some two million numbers: QTextStream's took a second of its
// export, these are integer arithmetic. The bytes go straight into a buffer that doubles when
// full: QByteArray::append checks for sharing and aliasing at every call, a fifth of the
// export's time.
class SvgBytes {
public:
    SvgBytes() = default;
    SvgBytes(SvgBytes &&) = default; // the buffer moves with its pointer
    SvgBytes &operator=(SvgBytes &&) = default;
    SvgBytes(const SvgBytes &) = delete; // a copy would write into the buffer it shares
    SvgBytes &operator=(const SvgBytes &) = delete;

    template <std::size_t N> void add(const char (&markup)[N]) { append(markup, N - 1); }
    void add(char c)
    {
        if (m_used == m_bytes.size())
            grow(1);
        m_data[m_used++] = c;
    }
    void add(const QByteArray &markup) { append(markup.constData(), markup.size()); }

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

    qsizetype size() const { return m_used; }
    QByteArray bytes() const { return m_bytes.left(m_used); } // a copy
    QByteArray take();                                        // and start empty

private:
    void append(const char *data, qsizetype count)
    {
        if (m_bytes.size() - m_used < count)
            grow(count);
        std::memcpy(m_data + m_used, data, std::size_t(count));
        m_used += count;
    }
    void grow(qsizetype count); // room for `count` more bytes

    QByteArray m_bytes;     // its size is the room; the first m_used bytes are written
    char *m_data = nullptr; // m_bytes.data(), which would check for sharing at every call
    qsizetype m_used = 0;
};

} // namespace gt
