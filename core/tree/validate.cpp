#include "validate.h"

#include "exact.h"
#include "transpositions.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

// All the digits it takes: -1000000000000001 must not read as -1e+15, the bound it passes.
QString exact(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

void checkChanceChildren(const GameTree &t, NodeId n, std::vector<TreeProblem> &out)
{
    int withProb = 0;
    bool allFinite = true;
    Rational sum; // exact: 0.1 + 0.2 + 0.7 is 1, 0.33 + 0.33 + 0.33 is not
    for (NodeId c : t.children(n)) {
        if (t.hasProb(c)) {
            ++withProb;
            allFinite = allFinite && std::isfinite(t.prob(c));
            if (std::isfinite(t.prob(c)))
                sum += exactNumber(t.prob(c));
        }
    }
    if (withProb != 0 && withProb != t.childCount(n)) {
        out.push_back(
            {n, QCoreApplication::translate("gt::Validate",
                                            "%1: some children have probabilities and some do not; "
                                            "give all or none (none means uniform)")
                    .arg(t.describe(n))});
    } else if (withProb != 0 && allFinite && sum != 1) {
        out.push_back(
            {n, QCoreApplication::translate(
                    "gt::Validate", "%1: the probabilities of its children sum to %2, not 1")
                    .arg(t.describe(n), exactText(sum))});
    }
}

void checkInterval(const GameTree &t, NodeId n, std::vector<TreeProblem> &out)
{
    const auto iv = t.interval(n);
    if (!iv)
        return;
    const bool finite = std::isfinite(iv->pess) && std::isfinite(iv->opt);
    if (!finite || std::abs(iv->pess) > MaxAbsValue || std::abs(iv->opt) > MaxAbsValue)
        out.push_back(
            {n, QCoreApplication::translate(
                    "gt::Validate", "%1 has the interval [%2, %3]; its bounds must be finite "
                                    "numbers between %4 and %5")
                    .arg(t.describe(n), exact(iv->pess), exact(iv->opt), number(-MaxAbsValue),
                         number(MaxAbsValue))});
    else if (iv->pess > iv->opt)
        out.push_back({n, QCoreApplication::translate(
                              "gt::Validate", "%1 has the interval [%2, %3]; the pessimistic bound "
                                              "must not exceed the optimistic one")
                              .arg(t.describe(n), exact(iv->pess), exact(iv->opt))});
}

void checkPosition(const GameTree &t, NodeId n, std::vector<TreeProblem> &out)
{
    if (!t.hasPosition(n))
        return;
    if (t.gameId(n).isEmpty())
        out.push_back(
            {n, QCoreApplication::translate("gt::Validate", "%1 has a position but no game id")
                    .arg(t.describe(n))});
    else if (t.positionText(n).isEmpty())
        out.push_back(
            {n, QCoreApplication::translate("gt::Validate", "%1 has a game id but no position text")
                    .arg(t.describe(n))});
}

} // namespace

std::vector<TreeProblem> validateTree(const GameTree &t)
{
    std::vector<TreeProblem> out;
    if (t.isEmpty()) {
        out.push_back({NoNode, QCoreApplication::translate("gt::Validate", "the tree is empty")});
        return out;
    }
    for (NodeId n = 0; n < t.size(); ++n) {
        // Described only when something is wrong: building the text for every node of a
        // million-node tree cost a fifth of opening it.
        const auto who = [&t, n] { return t.describe(n); };
        const NodeKind k = t.kind(n);
        if (k == NodeKind::Leaf && t.childCount(n) > 0)
            out.push_back(
                {n, QCoreApplication::translate("gt::Validate", "%1 is a leaf but has children")
                        .arg(who())});
        if (k != NodeKind::Leaf && t.childCount(n) == 0)
            out.push_back(
                {n, QCoreApplication::translate("gt::Validate", "%1 is a %2 node without children")
                        .arg(who(), kindName(k))});
        if (k == NodeKind::Leaf && !t.hasValue(n))
            out.push_back(
                {n, QCoreApplication::translate("gt::Validate", "%1 is a leaf without a value")
                        .arg(who())});
        if (t.hasValue(n) && !std::isfinite(t.value(n)))
            out.push_back({n, QCoreApplication::translate(
                                  "gt::Validate", "%1 has a value that is not a finite number (%2)")
                                  .arg(who(), number(t.value(n)))});
        else if (t.hasValue(n) && std::abs(t.value(n)) > MaxAbsValue)
            out.push_back(
                {n, QCoreApplication::translate("gt::Validate",
                                                "%1 has the value %2; values must lie between %3 "
                                                "and %4")
                        .arg(who(), exact(t.value(n)), number(-MaxAbsValue), number(MaxAbsValue))});
        if (t.hasProb(n)) {
            const NodeId p = t.parent(n);
            if (p == NoNode || t.kind(p) != NodeKind::Chance)
                out.push_back(
                    {n, QCoreApplication::translate("gt::Validate",
                                                    "%1 has a probability but its parent is not a "
                                                    "chance node")
                            .arg(who())});
            else if (!std::isfinite(t.prob(n)) || t.prob(n) < 0)
                out.push_back(
                    {n, QCoreApplication::translate("gt::Validate",
                                                    "%1 has the probability %2; probabilities must "
                                                    "be finite and at least 0")
                            .arg(who(), number(t.prob(n)))});
        }
        if (k == NodeKind::Chance && t.childCount(n) > 0)
            checkChanceChildren(t, n, out);
        if (t.hasIntervals())
            checkInterval(t, n, out);
        if (t.hasPositions())
            checkPosition(t, n, out);
    }
    std::vector<TreeProblem> keys = checkTranspositions(t);
    if (!keys.empty()) {
        out.insert(out.end(), keys.begin(), keys.end());
        std::stable_sort(out.begin(), out.end(), [](const TreeProblem &a, const TreeProblem &b) {
            return a.node < b.node;
        });
    }
    return out;
}

GameTree normaliseProbabilities(const GameTree &t)
{
    TreeDraft d = t.toDraft(); // draft indices equal preorder ids
    for (NodeId n = 0; n < t.size(); ++n) {
        if (t.kind(n) != NodeKind::Chance || t.childCount(n) == 0)
            continue;
        // Exactly: the shares of the numbers written, made doubles that sum to exactly 1.
        std::vector<Rational> weights;
        Rational sum;
        for (NodeId c : t.children(n)) {
            const bool usable = t.hasProb(c) && std::isfinite(t.prob(c)) && t.prob(c) > 0;
            weights.push_back(usable ? exactNumber(t.prob(c)) : Rational(0));
            sum += weights.back();
        }
        for (Rational &w : weights)
            w = sum > 0 ? Rational(w / sum) : Rational(1, t.childCount(n));
        const std::vector<double> p = probabilitiesSummingToOne(weights);
        for (int i = 0; i < t.childCount(n); ++i)
            d.nodes[t.child(n, i)].prob = p[std::size_t(i)];
    }
    return GameTree::fromDraft(d);
}

} // namespace gt
