// Expectiminimax: MAX, MIN and CHANCE nodes exactly as written.
#include "algorithm.h"
#include "exhaustive.h"

namespace gt {

namespace {

class Expectiminimax final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("expectiminimax"); }
    QString displayName() const override { return QStringLiteral("Expectiminimax"); }
    QStringList pseudocode() const override
    {
        return {
            QStringLiteral("function EXPECTIMINIMAX(n):"),
            QStringLiteral("  if n is a leaf: return value(n)"),
            QStringLiteral(
                "  if n is MAX: v ← max(v, EXPECTIMINIMAX(c)) for each child c, from v = −∞"),
            QStringLiteral(
                "  if n is MIN: v ← min(v, EXPECTIMINIMAX(c)) for each child c, from v = +∞"),
            QStringLiteral(
                "  if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each child c, from v = 0"),
            QStringLiteral("  return v"),
        };
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
        Trace trace = runExhaustive(tree, options, rules, id());
        trace.features = TraceFeature::ChanceSums;
        return trace;
    }
};

} // namespace

const Algorithm *expectiminimaxAlgorithm()
{
    static const Expectiminimax instance;
    return &instance;
}

} // namespace gt
