#include "exhaustive.h"

#include "../commonoptions.h"
#include "../searchsupport.h"
#include "../splitmix64.h"

#include "../../io/numbertext.h"
#include "../../tree/exact.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace gt {

namespace {

// Values, probabilities and sums are exact rationals (core/tree/exact.h; ALGORITHMS.md, common
// rules, "Exact arithmetic") wherever a node averages: a node's value is rounded to a double only
// in its events. A tree without averaging nodes only takes maxima and minima of its doubles,
// which are exact already, so it is searched in doubles: rationals there cost a minimax of a
// million nodes 40 % more for nothing.
template <class Num> struct Visit {
    NodeId node = NoNode;
    int next = 0;        // the next child to search
    Num value{};         // running max, min or weighted sum
    bool valued = false; // MAX, MIN: some child has returned (before: −∞, +∞)
    // An approximated averaging node: each child's weight in the sum (0: not searched), the
    // searched probability-weighted sum X and the probability mass skipped. Empty weights:
    // every child counts with its probability.
    std::vector<Num> weight;
    Num searchedSum{};
    Num skippedMass{};
    bool sampled = false;
};

// A tree's number as the search's number type: the rational it stands for, or the double.

bool averages(const GameTree &t, NodeId n, const ExhaustiveRules &r)
{
    return t.kind(n) == NodeKind::Chance || (r.minAverages && t.kind(n) == NodeKind::Min);
}

// `x` with the child value c taken in: the larger at MAX, the smaller at MIN.
template <class Num> void takeBest(bool isMax, Num &x, bool &valued, const Num &c)
{
    if (!valued || (isMax ? c > x : c < x))
        x = c;
    valued = true;
}

// The value of every node searched to `depthLimit` without approximation (NaN below the
// limit), bottom up: in preorder a node's children come after it.
std::vector<Rational> exactValues(const GameTree &t, int depthLimit, const ExhaustiveRules &r)
{
    std::vector<Rational> v(std::size_t(t.size()));
    for (NodeId n = t.size() - 1; n >= 0; --n) {
        if (depthLimit >= 0 && t.depth(n) > depthLimit)
            continue;
        if (isTerminal(t, n, depthLimit)) {
            v[n] = exactNumber(t.value(n));
            continue;
        }
        Rational x;
        bool valued = false;
        for (int i = 0; i < t.childCount(n); ++i) {
            const Rational &c = v[t.child(n, i)];
            if (averages(t, n, r))
                x += exactChildProbability(t, n, i) * c;
            else
                takeBest(t.kind(n) == NodeKind::Max, x, valued, c);
        }
        v[n] = x;
    }
    return v;
}

// Chooses which children of the averaging node `visit` searches and with what weight, and
// says so in ChanceSkip and ChanceDraw events: the threshold first, then the draws among the
// children kept (their probabilities renormalised). Leaves `visit` alone when every child
// counts with its probability.
void chooseChildren(const GameTree &t, const ExhaustiveRules &r, SplitMix64 &stream, TraceWriter &w,
                    Visit<Rational> &visit)
{
    const ChanceApproximation &a = r.approximation;
    const NodeId n = visit.node;
    const int count = t.childCount(n);
    std::vector<Rational> p(static_cast<std::size_t>(count));
    std::vector<bool> skipped(static_cast<std::size_t>(count), false);
    const Rational threshold = exactNumber(a.minProb);
    Rational kept;
    for (int i = 0; i < count; ++i) {
        p[i] = exactChildProbability(t, n, i);
        if (p[i] < threshold) {
            skipped[i] = true;
            visit.skippedMass += p[i];
            w.add(EventType::ChanceSkip, r.skipLine, t.child(n, i), n, toDouble(p[i]));
        } else {
            kept += p[i];
        }
    }
    if (a.samples <= 0 && visit.skippedMass == 0)
        return;
    visit.weight.assign(std::size_t(count), Rational(0));
    if (a.samples <= 0) {
        for (int i = 0; i < count; ++i) {
            if (!skipped[i])
                visit.weight[i] = p[i] / kept;
        }
        return;
    }
    // u in [0, 1) (a dyadic rational, exact) picks the first kept child whose cumulative share
    // exceeds it; the shares are exact and the last one is 1, so some child always does.
    std::vector<int> draws(static_cast<std::size_t>(count), 0);
    for (int d = 0; d < a.samples; ++d) {
        const Rational u(stream.nextUnit());
        Rational cumulative;
        int chosen = -1;
        for (int i = 0; i < count; ++i) {
            if (skipped[i])
                continue;
            chosen = i;
            cumulative += p[i];
            if (cumulative / kept > u)
                break;
        }
        ++draws[chosen];
    }
    visit.sampled = true;
    for (int i = 0; i < count; ++i) {
        if (draws[i] == 0)
            continue;
        visit.weight[i] = Rational(mpz_class(draws[i]), mpz_class(a.samples));
        visit.weight[i].canonicalize();
        w.add(EventType::ChanceDraw, r.drawLine, t.child(n, i), n, toDouble(p[i]), a.samples, 0,
              draws[i]);
    }
}

} // namespace

OptionSpecs averagingSearchOptions()
{
    return {depthOption(), minProbOption(), samplesOption(), seedOption(), boundsOption()};
}

ChanceApproximation chanceApproximation(const OptionValues &options, const GameTree &tree)
{
    ChanceApproximation a;
    a.minProb = minProb(options);
    a.samples = samples(options);
    a.seed = std::uint64_t(seed(options));
    a.bounds = leafBounds(options, tree);
    return a;
}

std::optional<TreeProblem> chanceApproximationProblem(const GameTree &t,
                                                      const OptionValues &options, bool minAverages)
{
    const double threshold = minProb(options);
    if (threshold <= 0)
        return std::nullopt;
    const int limit = depthLimit(options);
    for (NodeId n = 0; n < t.size(); ++n) {
        if (isTerminal(t, n, limit) ||
            !(t.kind(n) == NodeKind::Chance || (minAverages && t.kind(n) == NodeKind::Min)))
            continue;
        bool anyKept = false;
        for (int i = 0; i < t.childCount(n) && !anyKept; ++i)
            anyKept = exactChildProbability(t, n, i) >= exactNumber(threshold);
        if (!anyKept)
            return TreeProblem{n, QCoreApplication::translate(
                                      "gt::Algorithm", "every child of %1 has a probability below "
                                                       "--min-prob %2: nothing would be searched")
                                      .arg(t.describe(n), formatNumber(threshold))};
    }
    return leafBoundsProblem(t, leafBounds(options, t));
}

namespace {

template <class Num>
Trace runExhaustiveWith(const GameTree &t, int depthLimit, const ExhaustiveRules &r,
                        const QString &algorithmId)
{
    Trace trace;
    trace.algorithm = algorithmId;
    trace.events.reserve(std::size_t(t.size()) * 2 + 1);
    TraceWriter w(trace);
    std::vector<double> rootChildValues;
    std::vector<Visit<Num>> stack;
    const ChanceApproximation &approx = r.approximation;
    SplitMix64 stream(approx.seed);
    std::vector<Rational> exact; // computed once something is approximated
    auto exactValue = [&](NodeId n) {
        if (exact.empty())
            exact = exactValues(t, depthLimit, r);
        return toDouble(exact[n]);
    };
    bool approximated = false; // some node skipped or sampled: the root's value is approximate

    // Hands a finished child's value to the node on top of the stack (or ends the search).
    auto deliver = [&](NodeId child, const Num &exactV) {
        const double v = numberAsDouble(exactV);
        if (stack.empty()) {
            if (approximated && !averages(t, child, r)) // an averaging root said so already
                w.add(EventType::Estimate, r.finishLine, child, NoNode, v, exactValue(child));
            w.add(EventType::Finish, r.finishLine, child, NoNode, v);
            return;
        }
        Visit<Num> &p = stack.back();
        const int index = p.next - 1;
        if (p.node == 0)
            rootChildValues.push_back(v);
        if constexpr (std::is_same_v<Num, Rational>) {
            if (averages(t, p.node, r)) {
                const Rational prob = exactChildProbability(t, p.node, index);
                const Rational &weight = p.weight.empty() ? prob : p.weight[index];
                p.value += weight * exactV;
                p.searchedSum += prob * exactV;
                w.add(EventType::ChanceAdd, r.chanceLine, child, p.node, v, toDouble(weight),
                      std::uint8_t(Bound::Exact));
                return;
            }
        }
        const bool isMax = t.kind(p.node) == NodeKind::Max;
        takeBest(isMax, p.value, p.valued, exactV);
        w.add(EventType::Return, isMax ? r.maxLine : r.minLine, child, p.node, v,
              numberAsDouble(p.value), std::uint8_t(Bound::Exact));
    };

    const auto enter = [&](NodeId n) {
        if (isTerminal(t, n, depthLimit)) {
            w.add(EventType::ReadLeaf, r.leafLine, n, NoNode, t.value(n));
            deliver(n, numberOf<Num>(t.value(n)));
            return;
        }
        w.add(EventType::Enter, r.enterLine, n, NoNode, 0, 0, 0, t.depth(n));
        Visit<Num> &v = stack.emplace_back();
        v.node = n;
        if constexpr (std::is_same_v<Num, Rational>) {
            if (approx.active() && averages(t, n, r))
                chooseChildren(t, r, stream, w, stack.back());
        }
    };

    // An approximated averaging node shows the interval its skipped mass allows, [X + L·p,
    // X + U·p] (X: the searched weighted sum; sampled: (1 − p) times the estimate), and its
    // estimate beside its exact value.
    const auto finishApproximated = [&](const Visit<Num> &done) {
        if constexpr (std::is_same_v<Num, Rational>) { // only averaging nodes approximate
            if (done.skippedMass > 0) {
                const Rational x =
                    done.sampled ? Rational((1 - done.skippedMass) * done.value) : done.searchedSum;
                w.add(EventType::ChanceInterval, r.skipLine, done.node, NoNode,
                      toDouble(x + exactNumber(approx.bounds.low) * done.skippedMass),
                      toDouble(x + exactNumber(approx.bounds.high) * done.skippedMass));
            }
            if (done.skippedMass > 0 || done.sampled) {
                approximated = true;
                w.add(EventType::Estimate, done.sampled ? r.drawLine : r.skipLine, done.node,
                      NoNode, toDouble(done.value), exactValue(done.node));
            }
        }
    };

    enter(0);
    while (!stack.empty()) {
        Visit<Num> &top = stack.back();
        while (!top.weight.empty() && top.next < t.childCount(top.node) &&
               top.weight[top.next] == 0)
            ++top.next; // skipped or never drawn
        if (top.next < t.childCount(top.node)) {
            const NodeId c = t.child(top.node, top.next++);
            enter(c);
            continue;
        }
        const Visit<Num> done = std::move(top);
        stack.pop_back();
        finishApproximated(done);
        deliver(done.node, done.value);
    }
    summarize(t, trace);
    if (approximated)
        trace.summary.exactValue = exactValue(0);
    if (!averages(t, 0, r))
        trace.summary.bestChild = firstChildWithValue(t, rootChildValues, trace.summary.value);
    return trace;
}

} // namespace

Trace runExhaustive(const GameTree &t, int depthLimit, const ExhaustiveRules &r,
                    const QString &algorithmId)
{
    for (NodeId n = 0; n < t.size(); ++n) {
        if (!t.isLeaf(n) && averages(t, n, r))
            return runExhaustiveWith<Rational>(t, depthLimit, r, algorithmId);
    }
    return runExhaustiveWith<double>(t, depthLimit, r, algorithmId);
}

} // namespace gt
