#pragma once

#include "gametree.h"

#include <gmpxx.h>

#include <type_traits>
#include <vector>

namespace gt {

// Exact rational arithmetic for chance nodes (ALGORITHMS.md, common rules, "Exact
// arithmetic"), on GMP's mpq_class. Trees keep their numbers as doubles; the searches and checks
// that weigh by probabilities turn them into the rationals they stand for, compute exactly, and
// round to a double only for display, JSON and trace events. Only .cpp files include this
// header, so GMP stays out of every header the views and the app see.
using Rational = mpq_class;

// The number a double read from a file or typed in stands for (docs/algorithms.md, "Star1 and
// Star2"): an integer as it is; otherwise the fraction with the smallest denominator, if at
// most 1000, among the reals that round to this double (so "1/3" is 1/3 and "0.35" is 7/20);
// otherwise the shortest decimal that rounds to it (std::to_chars). Every decimal of up to 12
// significant digits reads back as written. `v` must be finite. Strictly increasing in `v`,
// and toDouble(exactNumber(v)) == v.
Rational exactNumber(double v);

// The double nearest to `q` (ties to the even one), as the numbers shown and written are.
double toDouble(const Rational &q);

// The probability a chance node gives child i, exactly: its stated one as exactNumber reads
// it, or exactly 1/k when the children have none.
Rational exactChildProbability(const GameTree &tree, NodeId n, int i);

// Doubles for the probabilities `shares` (exact, summing to 1) that read back as numbers summing
// to exactly 1, so that the tree they go into passes the exact check: each share's nearest
// double where every one reads back as its share (1/3, 7/20); otherwise the shares rounded to
// billionths by largest remainder (ties to the earlier child), decimals that read back as
// written. Generators and Normalise make probabilities through this.
std::vector<double> probabilitiesSummingToOne(const std::vector<Rational> &shares);

// The text of an exact number for messages: its double's shortest form, or the fraction
// itself ("1000001/1000000") where the double would round it onto another number's text.
QString exactText(const Rational &q);

// For a search written once over its number type (Num = Rational where some node averages its
// children, double where every node takes a max or a min, which doubles compute exactly and
// several times faster): a tree's number as Num, and a Num as the double shown.
template <class Num> Num numberOf(double v)
{
    if constexpr (std::is_same_v<Num, Rational>)
        return exactNumber(v);
    else
        return v;
}
template <class Num> double numberAsDouble(const Num &q)
{
    if constexpr (std::is_same_v<Num, Rational>)
        return toDouble(q);
    else
        return q;
}
template <class Num> Num probabilityOf(const GameTree &tree, NodeId n, int i)
{
    if constexpr (std::is_same_v<Num, Rational>)
        return exactChildProbability(tree, n, i);
    else
        return toDouble(exactChildProbability(tree, n, i));
}

} // namespace gt
