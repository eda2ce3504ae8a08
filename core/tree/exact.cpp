#include "exact.h"

#include <QLocale>

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <string>

namespace gt {

namespace {

constexpr long MaxDenominator = 1000;
// A fraction in an interval found at continued-fraction depth d has a denominator of at least
// the (d+1)th Fibonacci number; past this depth it exceeds MaxDenominator.
constexpr int MaxDepth = 17;

// The rational with the smallest denominator in the open interval (lo, hi), hi null for +∞,
// 0 ≤ lo: the continued-fraction walk of the Stern–Brocot tree. Nothing when it is deeper than
// `depthLeft` levels (its denominator would exceed MaxDenominator).
std::optional<Rational> simplestBetween(const Rational &lo, const Rational *hi, int depthLeft)
{
    mpz_class whole;
    mpz_fdiv_q(whole.get_mpz_t(), lo.get_num_mpz_t(), lo.get_den_mpz_t());
    const Rational next(whole + 1);
    if (!hi || next < *hi)
        return next; // the smallest integer above lo
    if (depthLeft == 0)
        return std::nullopt;
    // Both ends within (whole, whole + 1]: the answer is whole + 1/s, s in (1/(hi − whole),
    // 1/(lo − whole)).
    const Rational fracLo = lo - whole, fracHi = *hi - whole;
    const Rational from = 1 / fracHi;
    std::optional<Rational> s;
    if (fracLo == 0) {
        s = simplestBetween(from, nullptr, depthLeft - 1);
    } else {
        const Rational to = 1 / fracLo;
        s = simplestBetween(from, &to, depthLeft - 1);
    }
    if (!s)
        return std::nullopt;
    return Rational(whole) + 1 / *s;
}

// The shortest decimal that reads back as v, as an exact rational.
Rational shortestDecimal(double v)
{
    char buf[64];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    const std::string text(buf, end);
    const std::size_t e = text.find_first_of("eE");
    const std::string mantissa = text.substr(0, e);
    long exponent = e == std::string::npos ? 0 : std::stol(text.substr(e + 1));
    std::string digits;
    for (std::size_t i = 0; i < mantissa.size(); ++i) {
        if (mantissa[i] == '.')
            exponent -= long(mantissa.size() - i - 1); // the digits after the point
        else
            digits += mantissa[i];
    }
    Rational q{mpz_class(digits, 10)};
    mpz_class scale;
    mpz_ui_pow_ui(scale.get_mpz_t(), 10, static_cast<unsigned long>(std::labs(exponent)));
    if (exponent >= 0)
        q *= scale;
    else
        q /= scale;
    q.canonicalize();
    return q;
}

bool evenMantissa(double d)
{
    long long bits = 0;
    static_assert(sizeof bits == sizeof d);
    std::memcpy(&bits, &d, sizeof d);
    return (bits & 1) == 0;
}

} // namespace

Rational exactNumber(double v)
{
    if (v == std::trunc(v) || !std::isfinite(v))
        return Rational(v); // mpq_class takes an integral double exactly
    if (v < 0)
        return -exactNumber(-v);
    const Rational x(v);
    // The reals that round to v, without its two ends (one of them may round to a neighbour).
    const Rational lo = (Rational(std::nextafter(v, 0.0)) + x) / 2;
    const Rational hi =
        (x + Rational(std::nextafter(v, std::numeric_limits<double>::infinity()))) / 2;
    if (const auto s = simplestBetween(lo, &hi, MaxDepth); s && s->get_den() <= MaxDenominator)
        return *s;
    return shortestDecimal(v);
}

double toDouble(const Rational &q)
{
    const double d = q.get_d(); // truncated towards zero
    if (!std::isfinite(d) || Rational(d) == q)
        return d;
    const double away = std::nextafter(d, q > 0 ? std::numeric_limits<double>::infinity()
                                                : -std::numeric_limits<double>::infinity());
    if (!std::isfinite(away))
        return d;
    const Rational toD = abs(q - Rational(d)), toAway = abs(Rational(away) - q);
    if (toD != toAway)
        return toD < toAway ? d : away;
    return evenMantissa(d) ? d : away;
}

Rational exactChildProbability(const GameTree &t, NodeId n, int i)
{
    const NodeId c = t.child(n, i);
    if (t.hasProb(c))
        return exactNumber(t.prob(c));
    return Rational(mpz_class(1), mpz_class(t.childCount(n)));
}

QString exactText(const Rational &q)
{
    const double d = toDouble(q);
    if (exactNumber(d) == q)
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    return QString::fromStdString(q.get_str());
}

} // namespace gt
