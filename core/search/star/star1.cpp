// Star1 (Ballard 1983, in the weighted form of Hauk, Buro and Schaeffer): expectiminimax that
// prunes at chance nodes. Knowing that every leaf lies in [L, U], a chance node's value is
// bounded before all its children are searched; each child is given the window in which its
// value could still move the node across its own window, and the node returns α (β) as soon
// as the bound proves it at most α (at least β). MAX and MIN nodes are fail-hard alpha-beta,
// so on a tree without chance nodes it is alpha-beta.
#include "starsearch.h"

#include <QCoreApplication>

namespace gt {

namespace {

class Star1 final : public StarAlgorithm {
public:
    QString id() const override { return QStringLiteral("star1"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Star1");
    }
    QStringList pseudocode() const override
    {
        return starMinimaxLines(QCoreApplication::translate("gt::Pseudocode", "STAR1")) +
               QStringList{
                   QCoreApplication::translate("gt::Pseudocode", "  n is CHANCE: X ← 0"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "  for each child c_j, left to right, with Y ← P_{j+1} + … + P_N "
                       "(the mass after it):"),
                   QCoreApplication::translate(
                       "gt::Pseudocode", "    A ← (α − X − U·Y) / P_j;  B ← (β − X − L·Y) / P_j"),
                   QCoreApplication::translate("gt::Pseudocode",
                                               "    v ← STAR1(c_j, max(A, L), min(B, U))"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "    if v ≤ A: return α   ▷ the bar's top X + P_j·v + U·Y is at most α"),
                   QCoreApplication::translate(
                       "gt::Pseudocode",
                       "    if v ≥ B: return β   ▷ its bottom X + P_j·v + L·Y is at least β"),
                   QCoreApplication::translate("gt::Pseudocode", "    X ← X + P_j · v"),
                   QCoreApplication::translate("gt::Pseudocode", "  return X"),
               };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "Alpha-beta that also prunes at chance nodes: since every leaf lies "
                             "in [L, U], a chance node's value is bounded before all its children "
                             "are searched, and it stops once that bound leaves its window.");
    }
    StarRules rules() const override { return {}; } // the lines of StarLines' defaults
};

} // namespace

const Algorithm *star1Algorithm()
{
    static const Star1 instance;
    return &instance;
}

} // namespace gt
