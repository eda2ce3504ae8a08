#include "commonoptions.h"

#include "../io/numbertext.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace gt {

namespace {
const QString DepthName = QStringLiteral("depth");
const QString FailHardName = QStringLiteral("fail-hard");
const QString TableName = QStringLiteral("tt");
const QString GuessName = QStringLiteral("guess");
const QString BoundsName = QStringLiteral("bounds");
const QString MinProbName = QStringLiteral("min-prob");
const QString SamplesName = QStringLiteral("samples");
const QString SeedName = QStringLiteral("seed");
} // namespace

OptionSpec depthOption()
{
    return OptionSpec::integer(DepthName, QVariant(), QStringLiteral("D"),
                               QCoreApplication::translate(
                                   "gt::Option", "Search to depth D; nodes there are read by their "
                                                 "heuristic value"))
        .withRange(0, std::numeric_limits<double>::infinity())
        .withDefaultText(QCoreApplication::translate("gt::Option", "to the leaves"))
        .withDocumentKey(QStringLiteral("depthLimit"));
}

OptionSpec failHardOption()
{
    // Fail-soft is the textbooks' convention (AIMA Fig. 5.5 shows C as ≤ 2): the default. The
    // flag that used to ask for it, --fail-soft, is still accepted and says the default.
    return OptionSpec::flag(FailHardName,
                            QCoreApplication::translate(
                                "gt::Option", "Clamp each node's result to the window it was "
                                              "searched with (fail-hard) instead of returning the "
                                              "best value found (fail-soft, the textbooks'); both "
                                              "read the same leaves without a table"))
        .withNegation(QStringLiteral("fail-soft"));
}

OptionSpec transpositionTableOption()
{
    return OptionSpec::flag(TableName, QCoreApplication::translate(
                                           "gt::Option",
                                           "Keep a transposition table of [lower, upper] per "
                                           "position; it never changes the value and never reads "
                                           "more leaves"));
}

OptionSpec guessOption()
{
    return OptionSpec::real(
               GuessName, QVariant(), QStringLiteral("G"),
               QCoreApplication::translate("gt::Option", "The first guess of the root's value"))
        .withDefaultText(
            QCoreApplication::translate("gt::Option", "the root's heuristic value, else 0"));
}

OptionSpec boundsOption()
{
    return OptionSpec::interval(
               BoundsName, QVariant(), QStringLiteral("L:U"),
               QCoreApplication::translate("gt::Option",
                                           "Every leaf value lies in [L, U]; chance nodes use "
                                           "these bounds to cut off or to bound skipped "
                                           "branches"))
        .withDefaultText(
            QCoreApplication::translate("gt::Option", "the smallest and largest leaf value"));
}

OptionSpec minProbOption()
{
    return OptionSpec::real(MinProbName, 0.0, QStringLiteral("P"),
                            QCoreApplication::translate(
                                "gt::Option", "Do not search a chance child whose probability is "
                                              "below P; the value becomes approximate"))
        .withRange(0, 1);
}

OptionSpec samplesOption()
{
    return OptionSpec::integer(SamplesName, QVariant(), QStringLiteral("k"),
                               QCoreApplication::translate(
                                   "gt::Option", "Draw k outcomes at each chance node and average "
                                                 "them instead of every child's value"))
        .withRange(1, 1000000)
        .withDefaultText(QCoreApplication::translate("gt::Option", "off"));
}

OptionSpec seedOption()
{
    return OptionSpec::integer(SeedName, 0, QStringLiteral("s"),
                               QCoreApplication::translate(
                                   "gt::Option", "Seed of the SplitMix64 stream every random "
                                                 "choice draws from; the same seed gives the "
                                                 "same draws"))
        .withRange(0, 2147483647);
}

double minProb(const OptionValues &options)
{
    return options.real(MinProbName, 0);
}

int samples(const OptionValues &options)
{
    return options.integer(SamplesName, 0);
}

int seed(const OptionValues &options)
{
    return options.integer(SeedName, 0);
}

const OptionSpecs &commonOptions()
{
    static const OptionSpecs list = {failHardOption(), depthOption(), transpositionTableOption()};
    return list;
}

int depthLimit(const OptionValues &options)
{
    return options.integer(DepthName, -1);
}

bool failHard(const OptionValues &options)
{
    return options.flag(FailHardName);
}

bool transpositionTable(const OptionValues &options)
{
    return options.flag(TableName);
}

double guess(const OptionValues &options, const GameTree &tree)
{
    const double fallback = !tree.isEmpty() && tree.hasValue(0) ? tree.value(0) : 0.0;
    return options.real(GuessName, fallback);
}

OptionInterval leafBounds(const OptionValues &options, const GameTree &tree)
{
    OptionInterval found{std::numeric_limits<double>::infinity(),
                         -std::numeric_limits<double>::infinity()};
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) && tree.hasValue(n)) {
            found.low = std::min(found.low, tree.value(n));
            found.high = std::max(found.high, tree.value(n));
        }
    }
    if (found.low > found.high)
        found = {0, 0};
    return options.interval(BoundsName, found);
}

std::optional<TreeProblem> leafBoundsProblem(const GameTree &tree, OptionInterval bounds)
{
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) && tree.hasValue(n) &&
            (tree.value(n) < bounds.low || tree.value(n) > bounds.high))
            return TreeProblem{
                n, QCoreApplication::translate("gt::Algorithm",
                                               "%1 has the value %2, outside the leaf bounds "
                                               "[%3, %4]")
                       .arg(tree.describe(n))
                       .arg(formatNumber(tree.value(n)))
                       .arg(formatNumber(bounds.low))
                       .arg(formatNumber(bounds.high))};
    }
    return std::nullopt;
}

std::optional<TreeProblem> depthLimitProblem(const GameTree &tree, int depthLimit)
{
    if (depthLimit < 0)
        return std::nullopt;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.depth(n) == depthLimit && !tree.isLeaf(n) && !tree.hasValue(n))
            return TreeProblem{n, QCoreApplication::translate(
                                      "gt::Algorithm", "%1 is at the depth limit %2 but has no "
                                                       "heuristic value")
                                      .arg(tree.describe(n))
                                      .arg(depthLimit)};
    }
    return std::nullopt;
}

} // namespace gt
