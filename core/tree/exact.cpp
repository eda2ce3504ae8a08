#include "exact.h"

#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

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

namespace {

Rational exactNumberUncached(double v)
{
    if (v < 0)
        return -exactNumberUncached(-v);
    const Rational x(v);
    // The reals that round to v, without its two ends (one of them may round to a neighbour).
    const Rational lo = (Rational(std::nextafter(v, 0.0)) + x) / 2;
    const Rational hi =
        (x + Rational(std::nextafter(v, std::numeric_limits<double>::infinity()))) / 2;
    if (const auto s = simplestBetween(lo, &hi, MaxDepth); s && s->get_den() <= MaxDenominator)
        return *s;
    return shortestDecimal(v);
}

} // namespace

Rational exactNumber(double v)
{
    if (v == std::trunc(v) || !std::isfinite(v))
        return Rational(v); // mpq_class takes an integral double exactly
    // A tree repeats its probabilities and real values: the continued-fraction walk (a dozen
    // rationals) is done once per distinct number and thread (searches run on workers too),
    // not once per child searched, which made a chance search of 1,000 nodes 60 times slower.
    thread_local std::unordered_map<std::uint64_t, Rational> known;
    std::uint64_t bits = 0;
    static_assert(sizeof bits == sizeof v);
    std::memcpy(&bits, &v, sizeof v);
    if (const auto it = known.find(bits); it != known.end())
        return it->second;
    if (known.size() >= 65536)
        known.clear(); // a bound on memory for trees of ever new reals
    return known.emplace(bits, exactNumberUncached(v)).first->second;
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

std::vector<double> probabilitiesSummingToOne(const std::vector<Rational> &shares)
{
    std::vector<double> out;
    bool readBack = true;
    for (const Rational &q : shares) {
        out.push_back(toDouble(q));
        readBack = readBack && exactNumber(out.back()) == q;
    }
    if (readBack)
        return out;
    // 0.3 / 3 is the double 0.09999999999999999, which reads back as that decimal, not 1/10:
    // such shares become billionths, rounded down, and the billionths left over go to the
    // largest remainders, so that they sum to 1 exactly.
    const mpz_class scale = 1000000000;
    std::vector<mpz_class> units(shares.size());
    std::vector<Rational> remainder(shares.size());
    mpz_class total = 0;
    for (std::size_t i = 0; i < shares.size(); ++i) {
        const Rational scaled = shares[i] * scale;
        mpz_fdiv_q(units[i].get_mpz_t(), scaled.get_num_mpz_t(), scaled.get_den_mpz_t());
        remainder[i] = scaled - units[i];
        total += units[i];
    }
    std::vector<std::size_t> order(shares.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return remainder[a] > remainder[b]; });
    for (std::size_t k = 0; total < scale && k < order.size(); ++k, ++total)
        units[order[k]] += 1;
    for (std::size_t i = 0; i < shares.size(); ++i) {
        Rational q(units[i], scale);
        q.canonicalize();
        out[i] = toDouble(q);
    }
    return out;
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
