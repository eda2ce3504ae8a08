#include "numbertext.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <string>

namespace gt {

QString formatNumber(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    char buffer[64];
    // Teaching trees hold integers; "1000000" reads better than the shorter "1e+06".
    const bool plainInteger = value == std::trunc(value) && std::abs(value) < 1e15;
    const auto result = plainInteger ? std::to_chars(buffer, buffer + sizeof buffer, value,
                                                     std::chars_format::fixed)
                                     : std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, result.ptr - buffer);
}

namespace {

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// True when `text` has the shape sign? (digits (. digits?)? | . digits) ([eE] sign? digits)?.
bool hasNumberShape(QStringView text)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    if (i < n && (text[i] == u'+' || text[i] == u'-'))
        ++i;
    qsizetype mantissaDigits = 0;
    while (i < n && isDigit(text[i])) {
        ++i;
        ++mantissaDigits;
    }
    if (i < n && text[i] == u'.') {
        ++i;
        while (i < n && isDigit(text[i])) {
            ++i;
            ++mantissaDigits;
        }
    }
    if (mantissaDigits == 0)
        return false;
    if (i < n && (text[i] == u'e' || text[i] == u'E')) {
        ++i;
        if (i < n && (text[i] == u'+' || text[i] == u'-'))
            ++i;
        qsizetype exponentDigits = 0;
        while (i < n && isDigit(text[i])) {
            ++i;
            ++exponentDigits;
        }
        if (exponentDigits == 0)
            return false;
    }
    return i == n;
}

} // namespace

bool namesNonFiniteNumber(QStringView text)
{
    if (!text.isEmpty() && (text[0] == u'+' || text[0] == u'-'))
        text = text.mid(1);
    for (const char *word : {"inf", "infinity", "nan"}) {
        if (text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

std::optional<double> parseNumber(QStringView text, QString *why)
{
    auto fail = [why](const char *reason) -> std::optional<double> {
        if (why)
            *why = QString::fromLatin1(reason);
        return std::nullopt;
    };
    if (namesNonFiniteNumber(text))
        return fail("is not a finite number");
    if (!hasNumberShape(text))
        return fail("is not a number");
    // The shape check admits only ASCII, so Latin-1 conversion loses nothing. from_chars is
    // locale-independent, which strtod and QString::toDouble's default locale are not.
    std::string ascii = text.toLatin1().toStdString();
    if (ascii[0] == '+')
        ascii.erase(0, 1);
    double value = 0;
    const auto result = std::from_chars(ascii.data(), ascii.data() + ascii.size(), value);
    if (result.ec == std::errc::result_out_of_range)
        return fail("is out of range");
    if (result.ec != std::errc() || result.ptr != ascii.data() + ascii.size())
        return fail("is not a number");
    return value;
}

std::optional<double> parseProbability(QStringView text, QString *why)
{
    const QStringView t = text.trimmed();
    if (t.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    const qsizetype slash = t.indexOf(u'/');
    if (slash < 0)
        return parseNumber(t, why);
    const auto num = parseNumber(t.left(slash).trimmed(), why);
    const auto den = parseNumber(t.mid(slash + 1).trimmed(), why);
    if (!num || !den)
        return std::nullopt;
    if (*den == 0) {
        if (why)
            *why = QStringLiteral("divides by zero");
        return std::nullopt;
    }
    return *num / *den;
}

} // namespace gt
