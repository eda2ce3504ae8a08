#include "commonoptions.h"

namespace gt {

namespace {
const QString DepthName = QStringLiteral("depth");
const QString FailSoftName = QStringLiteral("fail-soft");
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

const OptionSpecs &commonOptions()
{
    static const OptionSpecs list = {failSoftOption(), depthOption()};
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
