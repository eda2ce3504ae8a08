// Star2 (Ballard 1983): Star1 that first probes. At a chance node whose children are all
// inner MAX nodes (or all inner MIN nodes), it searches only the first child of each child:
// under a MAX child that value is a lower bound of the child (under MIN an upper bound), which
// can prove the chance node at least β (at most α) at a fraction of the cost. If no probe
// does, the children are searched as in Star1, the ones not yet searched bounded by their
// probes instead of U (L). It keeps no memory: the probed grandchild is searched again.
#include "starsearch.h"

#include <QCoreApplication>

namespace gt {

namespace {

class Star2 final : public StarAlgorithm {
public:
    QString id() const override { return QStringLiteral("star2"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Star2");
    }
    QStringList pseudocode() const override
    {
        return starMinimaxLines(QCoreApplication::translate("gt::Pseudocode", "STAR2")) +
               QStringList{
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "  n is CHANCE; if its children are all inner MAX nodes, probe them "
                       "(all MIN: the mirror):"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "    for each child c_j, with Z ← P_1·W_1 + … + P_{j−1}·W_{j−1}:  "
                       "B ← (β − Z − L·Y)/P_j;  T ← (α − U·(1 − P_j))/P_j"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "      W_j ← STAR2(the first child of c_j, max(T, L), min(B, U))   ▷ "
                       "c_j is worth at least W_j (MIN: at most)"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "      if W_j ≥ B: return β   ▷ MIN: A ← (α − Z − U·Y)/P_j, T ← (β − "
                       "L·(1 − P_j))/P_j; if W_j ≤ A: return α"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "  X ← 0;  for each child c_j, left to right, with Y ← P_{j+1} + … + "
                       "P_N:"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "    A ← (α − X − U·Y)/P_j;  B ← (β − X − L·Y)/P_j   ▷ after MAX "
                       "probes B uses Σ_{i>j} P_i·W_i for L·Y (MIN: A for U·Y)"),
                   QCoreApplication::translate("gt::Pseudocode",
                                               "    v ← STAR2(c_j, max(A, L), min(B, U))"),
                   QCoreApplication::translate("gt::Pseudocode", "    if v ≤ A: return α"),
                   QCoreApplication::translate("gt::Pseudocode", "    if v ≥ B: return β"),
                   QCoreApplication::translate("gt::Pseudocode", "    X ← X + P_j · v"),
                   QCoreApplication::translate("gt::Pseudocode", "  return X"),
               };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm",
            "Star1 that first probes: below a chance node whose children are all MAX (or all "
            "MIN) nodes it searches one grandchild per child, whose values bound the children "
            "and may settle the chance node before the full search.");
    }
    StarRules rules() const override
    {
        StarRules rules;
        rules.probe = true;
        rules.lines.probeWindow = 9;
        rules.lines.probeValue = 10;
        rules.lines.probeCut = 11;
        rules.lines.chanceWindow = 13;
        rules.lines.chanceValue = 14;
        rules.lines.chanceCutLow = 15;
        rules.lines.chanceCutHigh = 16;
        rules.lines.chanceAdd = 17;
        rules.lines.finishChance = 18;
        return rules;
    }
};

} // namespace

const Algorithm *star2Algorithm()
{
    static const Star2 instance;
    return &instance;
}

} // namespace gt
