#include "svgbytes.h"

#include "core/export/xmltext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace gt {

namespace {

constexpr std::int64_t Powers[] = {1, 10, 100, 1'000, 10'000, 100'000, 1'000'000};

// Whether `text` is printable ASCII throughout: the characters XML allows as they stand.
bool plainAscii(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7f; });
}

} // namespace

void SvgBytes::grow(qsizetype count)
{
    m_bytes.resize(std::max(2 * m_bytes.size(), m_used + count + 256));
    m_data = m_bytes.data();
}

QByteArray SvgBytes::take()
{
    m_bytes.truncate(m_used);
    m_data = nullptr;
    m_used = 0;
    return std::move(m_bytes);
}

void SvgBytes::number(double value, int decimals)
{
    decimals = std::clamp(decimals, 0, 6);
    const double scaled = std::round(value * double(Powers[decimals]));
    char digits[400]; // the longest fixed double, 309 digits and the decimals
    if (!std::isfinite(scaled)) {
        add('0');
        return;
    }
    if (std::abs(scaled) >= 9e18) { // beyond 64 bits: std::to_chars writes the digits
        const auto end = std::to_chars(digits, digits + sizeof digits, value,
                                       std::chars_format::fixed, decimals);
        const char *last = end.ptr;
        if (decimals > 0) { // trailing zeros say nothing
            while (last[-1] == '0')
                --last;
            if (last[-1] == '.')
                --last;
        }
        append(digits, last - digits);
        return;
    }
    std::int64_t n = std::int64_t(scaled);
    if (n == 0) { // never "-0"
        add('0');
        return;
    }
    if (n < 0) {
        add('-');
        n = -n;
    }
    const std::int64_t unit = Powers[decimals];
    const auto whole = std::to_chars(digits, digits + sizeof digits, n / unit);
    append(digits, whole.ptr - digits);
    std::int64_t fraction = n % unit;
    if (fraction == 0)
        return;
    int places = decimals;
    while (fraction % 10 == 0) {
        fraction /= 10;
        --places;
    }
    char *out = digits + places;
    for (char *p = out; p != digits;) {
        *--p = char('0' + fraction % 10);
        fraction /= 10;
    }
    add('.');
    append(digits, out - digits);
}

void SvgBytes::color(const QColor &color)
{
    static constexpr char Hex[] = "0123456789abcdef";
    const QRgb rgb = color.rgb();
    const char out[] = {'#',
                        Hex[qRed(rgb) >> 4],
                        Hex[qRed(rgb) & 15],
                        Hex[qGreen(rgb) >> 4],
                        Hex[qGreen(rgb) & 15],
                        Hex[qBlue(rgb) >> 4],
                        Hex[qBlue(rgb) & 15]};
    append(out, sizeof out);
}

void SvgBytes::text(const QString &text)
{
    if (!plainAscii(text)) {
        add(xmlEscaped(text).toUtf8());
        return;
    }
    for (QChar c : text) {
        switch (c.unicode()) {
        case '&': add("&amp;"); break;
        case '<': add("&lt;"); break;
        case '>': add("&gt;"); break;
        case '"': add("&quot;"); break;
        default: add(char(c.unicode()));
        }
    }
}

} // namespace gt
