// Expectiminimax: MAX, MIN and CHANCE nodes exactly as written.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "exhaustive.h"

#include <QCoreApplication>

namespace gt {

namespace {

class Expectiminimax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("expectiminimax"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Expectiminimax");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode", "function EXPECTIMINIMAX(n):"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is MAX: v ← max(v, EXPECTIMINIMAX(c)) for each child c, from v = −∞"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is MIN: v ← min(v, EXPECTIMINIMAX(c)) for each child c, from v = +∞"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each child c, from v = 0"),
            QCoreApplication::translate("gt::Pseudocode", "  return v"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  ▷ --min-prob ε: a child with P(c) < ε is skipped, the others' P "
                "renormalised"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  ▷ --samples k: k children drawn by P; P(c) ← (draws of c) / k"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate("gt::Algorithm",
                                           "MAX takes the largest value, MIN the smallest and a "
                                           "chance node the probability-weighted sum.");
    }
    OptionSpecs options() const override { return averagingSearchOptions(); }
    std::optional<TreeProblem> refusalWith(const GameTree &tree,
                                           const SearchOptions &options) const override
    {
        if (auto why = refusalAt(tree))
            return why;
        return chanceApproximationProblem(tree, options, false);
    }
    TraceFeatures features() const override { return TraceFeature::ChanceSums; }
    QList<NodeKind> acceptedKinds() const override
    {
        return {NodeKind::Max, NodeKind::Min, NodeKind::Chance};
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        ExhaustiveRules rules;
        rules.enterLine = 1;
        rules.leafLine = 2;
        rules.maxLine = 3;
        rules.minLine = 4;
        rules.chanceLine = 5;
        rules.finishLine = 6;
        rules.skipLine = 7;
        rules.drawLine = 8;
        rules.approximation = chanceApproximation(options, tree);
        return runExhaustive(tree, depthLimit(options), rules, id());
    }
};

} // namespace

const Algorithm *expectiminimaxAlgorithm()
{
    static const Expectiminimax instance;
    return &instance;
}

} // namespace gt
