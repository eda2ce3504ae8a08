// Aspiration search: fail-soft alpha-beta with a narrow window around a guess, which prunes
// more when the guess is good; when the value falls outside the window, the result is only a
// bound, and a second pass searches the side of the window the value lies on.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"
#include "windowsearch.h"

#include <QCoreApplication>

#include <cmath>

namespace gt {

namespace {

enum Line {
    LinePass1 = 2,
    LineFailLow = 3,
    LineFailHigh = 4,
    LineResult = 5,
    Offset = 5, // ALPHABETA's lines follow the driver's
};

const QString DeltaName = QStringLiteral("delta");

class Aspiration final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("aspiration"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Aspiration search");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode", "function ASPIRATION(root, g, δ):"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  v ← ALPHABETA(root, g − δ, g + δ)   ▷ pass 1: a window around the "
                "guess"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  if v ≤ g − δ: v ← ALPHABETA(root, −∞, v⁺)   ▷ failed low: the "
                                  "value is at most v"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  else if v ≥ g + δ: v ← ALPHABETA(root, v⁻, +∞)   ▷ failed high: "
                "at least v"),
            QCoreApplication::translate("gt::Pseudocode", "  return v"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "function ALPHABETA(n, α, β):   ▷ fail-soft"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
            QCoreApplication::translate("gt::Pseudocode", "  if n is MAX:"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← −∞"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode", "      v ← max(v, ALPHABETA(c, α, β))"),
            QCoreApplication::translate("gt::Pseudocode", "      α ← max(α, v)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      if α ≥ β: prune the remaining children   ▷ β cut-off"),
            QCoreApplication::translate("gt::Pseudocode", "  else (n is MIN):"),
            QCoreApplication::translate("gt::Pseudocode", "    v ← +∞"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "    for each child c of n, left to right:"),
            QCoreApplication::translate("gt::Pseudocode", "      v ← min(v, ALPHABETA(c, α, β))"),
            QCoreApplication::translate("gt::Pseudocode", "      β ← min(β, v)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      if α ≥ β: prune the remaining children   ▷ α cut-off"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  return v   ▷ the best found, even outside (α, β)"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "It runs fail-soft alpha-beta with a narrow window around a guess; "
                             "if the value lands outside the window, a second pass searches "
                             "again on that side.");
    }
    OptionSpecs options() const override
    {
        return {
            guessOption(), // the first window is centred on it
            OptionSpec::real(DeltaName, 1.0, QStringLiteral("D"),
                             QCoreApplication::translate(
                                 "gt::Option", "Half the first window's width: (G − D, G + D); "
                                               "greater than 0"))
                .withRange(std::nextafter(0.0, 1.0), Infinity),
            depthOption(),
        };
    }
    TraceFeatures features() const override { return TraceFeature::Window | TraceFeature::Passes; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace Aspiration::run(const GameTree &t, const SearchOptions &options) const
{
    const double g = guess(options, t);
    const double delta = options.real(DeltaName, 1);
    WindowRules rules;
    rules.failSoft = true;
    rules.depthLimit = depthLimit(options);
    // ALPHABETA's lines, below the driver's.
    rules.lines = {Offset + 1,
                   Offset + 2,
                   {{Offset + 6}, {Offset + 12}},
                   {Offset + 7, Offset + 13},
                   {Offset + 8, Offset + 14}};
    Trace trace;
    trace.algorithm = id();
    TraceWriter w(trace);
    const NodeId depth = rules.depthLimit < 0 ? NoNode : rules.depthLimit;
    auto pass = [&](int line, PassKind kind, int number, double alpha, double beta) {
        w.add(EventType::PassStart, line, 0, depth, alpha, beta, std::uint8_t(kind), number);
        return windowSearch(t, w, alpha, beta, rules);
    };
    const double low = g - delta, high = g + delta;
    WindowResult r = pass(LinePass1, PassKind::Window, 1, low, high);
    const bool failedLow = r.value <= low, failedHigh = r.value >= high;
    if (failedLow || failedHigh) {
        w.add(EventType::Return, LinePass1, 0, NoNode, r.value, 0, std::uint8_t(r.bound));
        // Pass 1 proved a bound: the value is at most v (at least v); the second window is
        // (−∞, v] as (−∞, v⁺) ([v, +∞) as (v⁻, +∞)), exact on real values.
        r = failedLow ? pass(LineFailLow, PassKind::ReSearch, 2, -Infinity,
                             std::nextafter(r.value, Infinity))
                      : pass(LineFailHigh, PassKind::ReSearch, 2,
                             std::nextafter(r.value, -Infinity), Infinity);
    }
    w.add(EventType::Finish, LineResult, 0, NoNode, r.value, 0, std::uint8_t(r.bound));
    summarize(t, trace);
    trace.summary.bestChild = firstChildWithValue(t, r.rootChildValues, trace.summary.value);
    return trace;
}

} // namespace

const Algorithm *aspirationAlgorithm()
{
    static const Aspiration instance;
    return &instance;
}

} // namespace gt
