// Minimax: the full depth-first traversal of a max/min tree.
#include "algorithm.h"
#include "exhaustive.h"
#include "refusals.h"

namespace gt {

namespace {

class Minimax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("minimax"); }
    QString displayName() const override { return QStringLiteral("Minimax"); }
    QStringList pseudocode() const override
    {
        return {
            QStringLiteral("function MINIMAX(n):"),
            QStringLiteral("  if n is a leaf: return value(n)"),
            QStringLiteral("  if n is MAX: v ← max(v, MINIMAX(c)) for each child c, from v = −∞"),
            QStringLiteral("  if n is MIN: v ← min(v, MINIMAX(c)) for each child c, from v = +∞"),
            QStringLiteral("  return v"),
        };
    }
    std::optional<TreeProblem> refusalAt(const GameTree &tree) const override
    {
        return refuseChanceNodes(tree, displayName());
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        ExhaustiveRules rules;
        rules.enterLine = 1;
        rules.leafLine = 2;
        rules.maxLine = 3;
        rules.minLine = 4;
        rules.chanceLine = 5; // unreachable: chance nodes are refused
        rules.finishLine = 5;
        return runExhaustive(tree, options, rules, id());
    }
};

} // namespace

const Algorithm *minimaxAlgorithm()
{
    static const Minimax instance;
    return &instance;
}

} // namespace gt
