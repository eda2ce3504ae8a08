// NegaScout (Reinefeld 1983), fail-soft: the first child is searched with the node's window,
// every later one first with a null window that only asks whether it beats the best so far;
// a child that does (and is not a leaf, whose value the test already gave exactly) is
// re-searched with the window its test opened.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"
#include "windowsearch.h"

#include <QCoreApplication>

namespace gt {

namespace {

class NegaScout final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("negascout"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "NegaScout");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode",
                                        "function NEGASCOUT(n, α, β):   ▷ fail-soft"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is MAX:"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← −∞; a ← α"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "      if c is the first child: t ← NEGASCOUT(c, a, β)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      else: t ← NEGASCOUT(c, a, a⁺)   ▷ null window: is c worth "
                                  "more than a?"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "        if a < t < β and c is not a leaf: t ← NEGASCOUT(c, t, β)   "
                "▷ re-search"),
            QCoreApplication::translate("gt::Pseudocode", "      v ← max(v, t); a ← max(a, v)"),
            QCoreApplication::translate("gt::Pseudocode", "      if a ≥ β: return v   ▷ β cut-off"),
            QCoreApplication::translate("gt::Pseudocode", "  else (n is MIN):"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← +∞; b ← β"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "      if c is the first child: t ← NEGASCOUT(c, α, b)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      else: t ← NEGASCOUT(c, b⁻, b)   ▷ null window: is c worth "
                                  "less than b?"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "        if α < t < b and c is not a leaf: t ← NEGASCOUT(c, α, t)   "
                "▷ re-search"),
            QCoreApplication::translate("gt::Pseudocode", "      v ← min(v, t); b ← min(b, v)"),
            QCoreApplication::translate("gt::Pseudocode", "      if α ≥ b: return v   ▷ α cut-off"),
            QCoreApplication::translate("gt::Pseudocode", "  return v"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "It searches the first child with the full window and tests every "
                             "other child with a null window first; only a child that passes "
                             "its test is searched again to find its value.");
    }
    OptionSpecs options() const override { return {depthOption()}; }
    TraceFeatures features() const override { return TraceFeature::Window; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace NegaScout::run(const GameTree &t, const SearchOptions &options) const
{
    WindowRules rules;
    rules.failSoft = true;
    rules.probe = Probe::NegaScout;
    rules.depthLimit = depthLimit(options);
    rules.lines = {1, 2, {{6, 7, 8}, {14, 15, 16}}, {9, 17}, {10, 18}};
    return fullWindowTrace(id(), t, rules, 19);
}

} // namespace

const Algorithm *negaScoutAlgorithm()
{
    static const NegaScout instance;
    return &instance;
}

} // namespace gt
