// The one explicit list of built-in algorithms, and the validated entry point.
#include "algorithm.h"
#include "refusals.h"
#include "searchsupport.h"

#include "../tree/validate.h"

namespace gt {

const Algorithm *minimaxAlgorithm();
const Algorithm *alphaBetaAlgorithm();
const Algorithm *expectimaxAlgorithm();
const Algorithm *expectiminimaxAlgorithm();
const Algorithm *sssAlgorithm();

std::optional<TreeProblem> Algorithm::refusalAt(const GameTree &) const
{
    return std::nullopt;
}

std::optional<QString> Algorithm::refusal(const GameTree &tree) const
{
    const std::optional<TreeProblem> why = refusalAt(tree);
    return why ? std::optional<QString>(why->message) : std::nullopt;
}

std::optional<TreeProblem> refuseChanceNodes(const GameTree &tree, const QString &algorithmName)
{
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.kind(n) == NodeKind::Chance)
            return TreeProblem{n, QStringLiteral("%1 is a chance node; %2 searches only max and "
                                                 "min nodes: use expectiminimax")
                                      .arg(tree.describe(n), algorithmName)};
    }
    return std::nullopt;
}

const std::vector<const Algorithm *> &algorithms()
{
    static const std::vector<const Algorithm *> list = {
        minimaxAlgorithm(),        alphaBetaAlgorithm(), expectimaxAlgorithm(),
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
                            const SearchOptions &options, QString *error, NodeId *errorNode)
{
    auto fail = [error, errorNode](const QString &why,
                                   NodeId node = NoNode) -> std::optional<Trace> {
        if (error)
            *error = why;
        if (errorNode)
            *errorNode = node;
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
        return fail(problems.front().message, problems.front().node);
    if (const auto why = algorithm->refusalAt(tree))
        return fail(why->message, why->node);
    if (options.depthLimit >= 0) {
        for (NodeId n = 0; n < tree.size(); ++n) {
            if (tree.depth(n) == options.depthLimit && !tree.isLeaf(n) && !tree.hasValue(n))
                return fail(QStringLiteral("%1 is at the depth limit %2 but has no heuristic value")
                                .arg(tree.describe(n))
                                .arg(options.depthLimit),
                            n);
        }
    }
    Trace trace = algorithm->run(tree, options);
    // Validation bounds every value (MaxAbsValue), so no search can reach ±∞ or NaN; should
    // one ever do, it is refused here rather than shown as "inf" or an empty value.
    if (const NodeId n = firstNonFiniteValue(trace); n != NoNode) {
        Q_ASSERT_X(false, "search", "a search computed a value that is not finite");
        return fail(QStringLiteral("internal error: %1 computed a value for %2 that is not a "
                                   "finite number")
                        .arg(algorithm->displayName(), tree.describe(n)),
                    n);
    }
    return trace;
}

} // namespace gt
