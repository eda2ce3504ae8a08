// Minimax: the full depth-first traversal of a max/min tree.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "exhaustive.h"

#include <QCoreApplication>

namespace gt {

namespace {

class Minimax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("minimax"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Minimax");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode", "function MINIMAX(n):"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is MAX: v ← max(v, MINIMAX(c)) for each child c, from v = −∞"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is MIN: v ← min(v, MINIMAX(c)) for each child c, from v = +∞"),
            QCoreApplication::translate("gt::Pseudocode", "  return v"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate("gt::Algorithm",
                                           "It visits every node and backs values up from the "
                                           "leaves: MAX takes the largest, MIN the smallest.");
    }
    OptionSpecs options() const override { return {depthOption()}; }
    TraceFeatures features() const override { return {}; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        ExhaustiveRules rules;
        rules.enterLine = 1;
        rules.leafLine = 2;
        rules.maxLine = 3;
        rules.minLine = 4;
        rules.chanceLine = 5; // unreachable: chance nodes are refused
        rules.finishLine = 5;
        return runExhaustive(tree, depthLimit(options), rules, id());
    }
};

} // namespace

const Algorithm *minimaxAlgorithm()
{
    static const Minimax instance;
    return &instance;
}

} // namespace gt
