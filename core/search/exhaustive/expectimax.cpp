// Expectimax: the opponent is taken to move at random, so every MIN node is read as a chance
// node with uniform probabilities; chance nodes keep theirs.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "exhaustive.h"

#include <QCoreApplication>

namespace gt {

namespace {

class Expectimax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("expectimax"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Expectimax");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode", "function EXPECTIMAX(n):"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n is MAX: return the largest EXPECTIMAX(c) over its children c"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  otherwise (MIN or CHANCE): v ← v + P(c) · EXPECTIMAX(c) for each child c"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "      ▷ a MIN node moves at random: P(c) = 1 / (number of children)"),
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
                                           "It reads every MIN node as a chance node with equal "
                                           "probabilities and backs up weighted averages.");
    }
    OptionSpecs options() const override { return averagingSearchOptions(); }
    std::optional<TreeProblem> refusalWith(const GameTree &tree,
                                           const SearchOptions &options) const override
    {
        if (auto why = refusalAt(tree))
            return why;
        return chanceApproximationProblem(tree, options, true);
    }
    TraceFeatures features() const override
    {
        return TraceFeature::AveragesMin | TraceFeature::ChanceSums;
    }
    QList<NodeKind> acceptedKinds() const override
    {
        return {NodeKind::Max, NodeKind::Min, NodeKind::Chance};
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        ExhaustiveRules rules;
        rules.minAverages = true;
        rules.enterLine = 1;
        rules.leafLine = 2;
        rules.maxLine = 3;
        rules.minLine = 4; // unreachable: MIN nodes average
        rules.chanceLine = 4;
        rules.finishLine = 6;
        rules.skipLine = 7;
        rules.drawLine = 8;
        rules.approximation = chanceApproximation(options, tree);
        return runExhaustive(tree, depthLimit(options), rules, id());
    }
};

} // namespace

const Algorithm *expectimaxAlgorithm()
{
    static const Expectimax instance;
    return &instance;
}

} // namespace gt
