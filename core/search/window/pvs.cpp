// Principal variation search, fail-hard: children get the full window until one raises α
// (MIN: lowers β) — that child is taken to be the principal variation — and every later child
// only a zero-window test that it is no better; a non-leaf child that fails the test is
// searched again with the full window.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"
#include "windowsearch.h"

#include <QCoreApplication>

namespace gt {

namespace {

enum Line { LineMaxReturn = 10, LineMinReturn = 18 };

class Pvs final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("pvs"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Principal variation search");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode", "function PVS(n, α, β):   ▷ fail-hard"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is MAX:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "      if no child has raised α yet: t ← PVS(c, α, β)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      else: t ← PVS(c, α, α⁺)   ▷ zero window: is c worth more "
                                  "than α?"),
            QCoreApplication::translate(
                "gt::Pseudocode", "        if t > α and c is not a leaf: t ← PVS(c, α, β)   ▷ "
                                  "re-search"),
            QCoreApplication::translate("gt::Pseudocode", "      if t > α: α ← t"),
            QCoreApplication::translate("gt::Pseudocode", "      if α ≥ β: return β   ▷ β cut-off"),
            QCoreApplication::translate("gt::Pseudocode", "    return α"),
            QCoreApplication::translate("gt::Pseudocode", "  else (n is MIN):"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "      if no child has lowered β yet: t ← PVS(c, α, β)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      else: t ← PVS(c, β⁻, β)   ▷ zero window: is c worth less "
                                  "than β?"),
            QCoreApplication::translate(
                "gt::Pseudocode", "        if t < β and c is not a leaf: t ← PVS(c, α, β)   ▷ "
                                  "re-search"),
            QCoreApplication::translate("gt::Pseudocode", "      if t < β: β ← t"),
            QCoreApplication::translate("gt::Pseudocode", "      if α ≥ β: return α   ▷ α cut-off"),
            QCoreApplication::translate("gt::Pseudocode", "    return β"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "It searches with the full window until a child improves the bound, "
                             "then only tests each later child with a zero window, and searches "
                             "a child again in full when it passes the test.");
    }
    OptionSpecs options() const override { return {depthOption()}; }
    TraceFeatures features() const override { return TraceFeature::Window; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace Pvs::run(const GameTree &t, const SearchOptions &options) const
{
    WindowRules rules;
    rules.probe = Probe::Pvs;
    rules.depthLimit = depthLimit(options);
    rules.lines = {1, 2, {{5, 6, 7}, {13, 14, 15}}, {8, 16}, {9, 17}};
    const bool maxRoot = t.isLeaf(0) || t.kind(0) == NodeKind::Max;
    return fullWindowTrace(id(), t, rules, maxRoot ? LineMaxReturn : LineMinReturn);
}

} // namespace

const Algorithm *pvsAlgorithm()
{
    static const Pvs instance;
    return &instance;
}

} // namespace gt
