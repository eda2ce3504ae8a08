#include "commonoptions.h"

namespace gt {

namespace {
const QString DepthName = QStringLiteral("depth");
const QString FailSoftName = QStringLiteral("fail-soft");
const QString TableName = QStringLiteral("tt");
const QString GuessName = QStringLiteral("guess");
} // namespace

OptionSpec depthOption()
{
    return OptionSpec::integer(DepthName, QVariant(), QStringLiteral("D"),
                               QStringLiteral("Search to depth D; nodes there are read by their "
                                              "heuristic value"))
        .withRange(0, std::numeric_limits<double>::infinity())
        .withDefaultText(QStringLiteral("to the leaves"))
        .withDocumentKey(QStringLiteral("depthLimit"));
}

OptionSpec failSoftOption()
{
    return OptionSpec::flag(FailSoftName,
                            QStringLiteral("Return the best value found even outside the window "
                                           "(fail-soft) instead of clamping it to the window "
                                           "(fail-hard); both read the same leaves"))
        .withDocumentKey(QStringLiteral("failSoft"));
}

OptionSpec transpositionTableOption()
{
    return OptionSpec::flag(TableName,
                            QStringLiteral("Keep a transposition table of [lower, upper] per "
                                           "position; it never changes the value and never reads "
                                           "more leaves"));
}

OptionSpec guessOption()
{
    return OptionSpec::real(GuessName, QVariant(), QStringLiteral("G"),
                            QStringLiteral("The first guess of the root's value"))
        .withDefaultText(QStringLiteral("the root's heuristic value, else 0"));
}

const OptionSpecs &commonOptions()
{
    static const OptionSpecs list = {failSoftOption(), depthOption(), transpositionTableOption()};
    return list;
}

int depthLimit(const OptionValues &options)
{
    return options.integer(DepthName, -1);
}

bool failSoft(const OptionValues &options)
{
    return options.flag(FailSoftName);
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

std::optional<TreeProblem> depthLimitProblem(const GameTree &tree, int depthLimit)
{
    if (depthLimit < 0)
        return std::nullopt;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.depth(n) == depthLimit && !tree.isLeaf(n) && !tree.hasValue(n))
            return TreeProblem{n, QStringLiteral("%1 is at the depth limit %2 but has no "
                                                 "heuristic value")
                                      .arg(tree.describe(n))
                                      .arg(depthLimit)};
    }
    return std::nullopt;
}

} // namespace gt
