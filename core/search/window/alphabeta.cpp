// Alpha-beta: minimax that stops searching a node's children once alpha >= beta, because the
// node's value can no longer change the decision above it. Fail-hard clamps returned values
// to the node's window; fail-soft returns them as found. Both read the same leaves. The strict
// cut-off (UC Berkeley CS188's, which its autograder checks) prunes only on v > β (MIN: v < α)
// and is fail-soft: ties are searched on, so it reads a superset of the default's leaves.
// With --tt it asks the transposition table first, as Plaat's AlphaBetaWithMemory does.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"
#include "windowsearch.h"

#include <QCoreApplication>

#include <optional>

namespace gt {

namespace {

enum Line {
    LineEnter = 1,
    LineLeaf = 2,
    LineMaxBack = 6,
    LineMaxAlpha = 7,
    LineMaxCut = 8,
    LineMinBack = 12,
    LineMinBeta = 13,
    LineMinCut = 14,
    LineReturn = 15,
    LineTableAnswers = 17,
};

const QString CutoffName = QStringLiteral("cutoff");
const QString StrictCutoff = QStringLiteral("strict");

OptionSpec cutoffOption()
{
    return OptionSpec::choice(
        CutoffName, {QStringLiteral("default"), StrictCutoff},
        QCoreApplication::translate("gt::Option",
                                    "When to prune: default on α ≥ β; strict (UC Berkeley "
                                    "CS188) only on v > β (MIN: v < α), fail-soft, so "
                                    "ties are searched"));
}

class AlphaBeta final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("alphabeta"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Alpha-beta");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode", "function ALPHABETA(n, α, β):"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is MAX:"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← −∞"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode", "      v ← max(v, ALPHABETA(c, α, β))"),
            QCoreApplication::translate("gt::Pseudocode", "      α ← max(α, v)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "      if α ≥ β: prune the remaining children   ▷ β cut-off (strict: "
                "v > β, before line 7)"),
            QCoreApplication::translate("gt::Pseudocode", "  else (n is MIN):"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← +∞"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode", "      v ← min(v, ALPHABETA(c, α, β))"),
            QCoreApplication::translate("gt::Pseudocode", "      β ← min(β, v)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "      if α ≥ β: prune the remaining children   ▷ α cut-off (strict: "
                "v < α, before line 13)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  return v   ▷ fail-hard: clamped to the window n was given (fail-soft, "
                "strict: as found)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "with --tt, ALPHABETA(n, α, β) first asks the table, [lower, upper] per key:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  if lower ≥ β: return lower;  if upper ≤ α: return upper;"
                                        "  if lower = upper: return it"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  α ← max(α, lower);  β ← min(β, upper)"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  and stores v before returning it: v ≤ α sets upper, v ≥ β lower, "
                "else both (a leaf: both)"),
        };
    }
    // What the options change: the return line says fail-hard or fail-soft, the cut-off lines
    // say strict's test, and the table's lines show only with --tt.
    QStringList pseudocodeFor(const SearchOptions &options) const override
    {
        QStringList code = pseudocode();
        const bool strict = options.choice(CutoffName, QString()) == StrictCutoff;
        if (strict) {
            code[LineMaxCut - 1] = QCoreApplication::translate(
                "gt::Algorithm", "      if v > β: prune the remaining children   ▷ β cut-off, "
                                 "strict: tested before line 7");
            code[LineMinCut - 1] = QCoreApplication::translate(
                "gt::Algorithm", "      if v < α: prune the remaining children   ▷ α cut-off, "
                                 "strict: tested before line 13");
        }
        code[LineReturn - 1] =
            strict || !failHard(options)
                ? QCoreApplication::translate("gt::Algorithm",
                                              "  return v   ▷ fail-soft: as found, even outside "
                                              "the window n was given")
                : QCoreApplication::translate("gt::Algorithm",
                                              "  return v clamped to the window n was given   ▷ "
                                              "fail-hard");
        if (!transpositionTable(options))
            code = code.mid(0, LineReturn);
        return code;
    }
    QString introduction() const override
    {
        return QCoreApplication::translate("gt::Algorithm",
                                           "It searches like minimax with a window α…β and skips "
                                           "children that cannot change the result.");
    }
    OptionSpecs options() const override
    {
        return {failHardOption(), depthOption(), cutoffOption(), transpositionTableOption()};
    }
    TraceFeatures features() const override { return TraceFeature::Window; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace AlphaBeta::run(const GameTree &t, const SearchOptions &options) const
{
    WindowRules rules;
    rules.strict = options.choice(CutoffName, QString()) == StrictCutoff;
    rules.failSoft = !failHard(options) || rules.strict;
    rules.depthLimit = depthLimit(options);
    rules.lines = {LineEnter,
                   LineLeaf,
                   {{LineMaxBack}, {LineMinBack}},
                   {LineMaxAlpha, LineMinBeta},
                   {LineMaxCut, LineMinCut},
                   LineTableAnswers};
    std::optional<TranspositionTable> table;
    if (transpositionTable(options))
        rules.table = &table.emplace(t, rules.depthLimit);
    return fullWindowTrace(id(), t, rules, LineReturn);
}

} // namespace

const Algorithm *alphaBetaAlgorithm()
{
    static const AlphaBeta instance;
    return &instance;
}

} // namespace gt
