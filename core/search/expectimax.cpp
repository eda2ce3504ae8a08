// Expectimax: the opponent is taken to move at random, so every MIN node is read as a chance
// node with uniform probabilities; chance nodes keep theirs.
#include "algorithm.h"
#include "exhaustive.h"

namespace gt {

namespace {

class Expectimax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("expectimax"); }
    QString displayName() const override { return QStringLiteral("Expectimax"); }
    QStringList pseudocode() const override
    {
        return {
            QStringLiteral("function EXPECTIMAX(n):"),
            QStringLiteral("  if n is a leaf: return value(n)"),
            QStringLiteral("  if n is MAX: return the largest EXPECTIMAX(c) over its children c"),
            QStringLiteral(
                "  otherwise (MIN or CHANCE): v ← v + P(c) · EXPECTIMAX(c) for each child c"),
            QStringLiteral("      ▷ a MIN node moves at random: P(c) = 1 / (number of children)"),
            QStringLiteral("  return v"),
        };
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
        Trace trace = runExhaustive(tree, options, rules, id());
        trace.features = TraceFeature::AveragesMin | TraceFeature::ChanceSums;
        return trace;
    }
};

} // namespace

const Algorithm *expectimaxAlgorithm()
{
    static const Expectimax instance;
    return &instance;
}

} // namespace gt
