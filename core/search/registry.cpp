// The one explicit list of built-in algorithms, and the validated entry point.
#include "algorithm.h"
#include "refusals.h"

#include "../tree/validate.h"

namespace gt {

const Algorithm *minimaxAlgorithm();
const Algorithm *alphaBetaAlgorithm();
const Algorithm *expectimaxAlgorithm();
const Algorithm *expectiminimaxAlgorithm();
const Algorithm *sssAlgorithm();

std::optional<QString> Algorithm::refusal(const GameTree &) const
{
    return std::nullopt;
}

std::optional<QString> refuseChanceNodes(const GameTree &tree, const QString &algorithmName)
{
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.kind(n) == NodeKind::Chance)
            return QStringLiteral("%1 is a chance node; %2 searches only max and min nodes: "
                                  "use expectiminimax")
                .arg(tree.describe(n), algorithmName);
    }
    return std::nullopt;
}

const std::vector<const Algorithm *> &algorithms()
{
    static const std::vector<const Algorithm *> list = {
        minimaxAlgorithm(), alphaBetaAlgorithm(), expectimaxAlgorithm(),
        expectiminimaxAlgorithm(), sssAlgorithm(),
    };
    return list;
}

const Algorithm *findAlgorithm(const QString &id)
{
    for (const Algorithm *a : algorithms()) {
        if (a->id() == id)
            return a;
    }
    return nullptr;
}

std::optional<Trace> search(const GameTree &tree, const QString &algorithmId,
                            const SearchOptions &options, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<Trace> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const Algorithm *algorithm = findAlgorithm(algorithmId);
    if (!algorithm) {
        QStringList names;
        for (const Algorithm *a : algorithms())
            names << a->id();
        return fail(QStringLiteral("unknown algorithm '%1' (known: %2)")
                        .arg(algorithmId, names.join(QStringLiteral(", "))));
    }
    const auto problems = validateTree(tree);
    if (!problems.empty())
        return fail(problems.front().message);
    if (const auto why = algorithm->refusal(tree))
        return fail(*why);
    if (options.depthLimit >= 0) {
        for (NodeId n = 0; n < tree.size(); ++n) {
            if (tree.depth(n) == options.depthLimit && !tree.isLeaf(n) && !tree.hasValue(n))
                return fail(QStringLiteral("%1 is at the depth limit %2 but has no heuristic value")
                                .arg(tree.describe(n))
                                .arg(options.depthLimit));
        }
    }
    return algorithm->run(tree, options);
}

} // namespace gt
