#include "exhaustive.h"

#include "commonoptions.h"
#include "searchsupport.h"
#include "splitmix64.h"

#include "../io/numbertext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

struct Visit {
    NodeId node = NoNode;
    int next = 0;     // the next child to search
    double value = 0; // running max, min or weighted sum
    // An approximated averaging node: each child's weight in the sum (0: not searched), the
    // searched probability-weighted sum X and the probability mass skipped. Empty weights:
    // every child counts with its probability.
    std::vector<double> weight;
    double searchedSum = 0;
    double skippedMass = 0;
    bool sampled = false;
};

bool averages(const GameTree &t, NodeId n, const ExhaustiveRules &r)
{
    return t.kind(n) == NodeKind::Chance || (r.minAverages && t.kind(n) == NodeKind::Min);
}

double initialValue(const GameTree &t, NodeId n, const ExhaustiveRules &r)
{
    if (averages(t, n, r))
        return 0;
    return t.kind(n) == NodeKind::Max ? -Infinity : Infinity;
}

// The value of every node searched to `depthLimit` without approximation (NaN below the
// limit), bottom up: in preorder a node's children come after it.
std::vector<double> exactValues(const GameTree &t, int depthLimit, const ExhaustiveRules &r)
{
    std::vector<double> v(std::size_t(t.size()), std::numeric_limits<double>::quiet_NaN());
    for (NodeId n = t.size() - 1; n >= 0; --n) {
        if (depthLimit >= 0 && t.depth(n) > depthLimit)
            continue;
        if (isTerminal(t, n, depthLimit)) {
            v[n] = t.value(n);
            continue;
        }
        double x = initialValue(t, n, r);
        for (int i = 0; i < t.childCount(n); ++i) {
            const double c = v[t.child(n, i)];
            if (averages(t, n, r))
                x += t.childProbability(n, i) * c;
            else
                x = t.kind(n) == NodeKind::Max ? std::max(x, c) : std::min(x, c);
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
                    Visit &visit)
{
    const ChanceApproximation &a = r.approximation;
    const NodeId n = visit.node;
    const int count = t.childCount(n);
    std::vector<double> p(static_cast<std::size_t>(count));
    double kept = 0;
    for (int i = 0; i < count; ++i) {
        p[i] = t.childProbability(n, i);
        if (p[i] < a.minProb) {
            visit.skippedMass += p[i];
            w.add(EventType::ChanceSkip, r.skipLine, t.child(n, i), n, p[i]);
        } else {
            kept += p[i];
        }
    }
    if (a.samples <= 0 && visit.skippedMass == 0)
        return;
    visit.weight.assign(std::size_t(count), 0.0);
    if (a.samples <= 0) {
        for (int i = 0; i < count; ++i)
            visit.weight[i] = p[i] < a.minProb ? 0.0 : p[i] / kept;
        return;
    }
    // u in [0, 1) picks the first kept child whose cumulative share exceeds it; should rounding
    // leave the last share just short of 1, the last kept child takes the rest.
    std::vector<int> draws(static_cast<std::size_t>(count), 0);
    for (int d = 0; d < a.samples; ++d) {
        const double u = stream.nextUnit();
        double cumulative = 0;
        int chosen = -1;
        for (int i = 0; i < count; ++i) {
            if (p[i] < a.minProb)
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
        visit.weight[i] = double(draws[i]) / a.samples;
        w.add(EventType::ChanceDraw, r.drawLine, t.child(n, i), n, p[i], a.samples, 0, draws[i]);
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
            anyKept = t.childProbability(n, i) >= threshold;
        if (!anyKept)
            return TreeProblem{n, QCoreApplication::translate(
                                      "gt::Algorithm", "every child of %1 has a probability below "
                                                       "--min-prob %2: nothing would be searched")
                                      .arg(t.describe(n), formatNumber(threshold))};
    }
    return leafBoundsProblem(t, leafBounds(options, t));
}

Trace runExhaustive(const GameTree &t, int depthLimit, const ExhaustiveRules &r,
                    const QString &algorithmId)
{
    Trace trace;
    trace.algorithm = algorithmId;
    trace.events.reserve(std::size_t(t.size()) * 2 + 1);
    TraceWriter w(trace);
    std::vector<double> rootChildValues;
    std::vector<Visit> stack;
    const ChanceApproximation &approx = r.approximation;
    SplitMix64 stream(approx.seed);
    std::vector<double> exact; // computed once something is approximated
    auto exactValue = [&](NodeId n) {
        if (exact.empty())
            exact = exactValues(t, depthLimit, r);
        return exact[n];
    };
    bool approximated = false; // some node skipped or sampled: the root's value is approximate

    // Hands a finished child's value to the node on top of the stack (or ends the search).
    auto deliver = [&](NodeId child, double v) {
        if (stack.empty()) {
            if (approximated && !averages(t, child, r)) // an averaging root said so already
                w.add(EventType::Estimate, r.finishLine, child, NoNode, v, exactValue(child));
            w.add(EventType::Finish, r.finishLine, child, NoNode, v);
            return;
        }
        Visit &p = stack.back();
        const int index = p.next - 1;
        if (p.node == 0)
            rootChildValues.push_back(v);
        if (averages(t, p.node, r)) {
            const double prob = t.childProbability(p.node, index);
            const double weight = p.weight.empty() ? prob : p.weight[index];
            p.value += weight * v;
            p.searchedSum += prob * v;
            w.add(EventType::ChanceAdd, r.chanceLine, child, p.node, v, weight,
                  std::uint8_t(Bound::Exact));
        } else {
            const bool isMax = t.kind(p.node) == NodeKind::Max;
            p.value = isMax ? std::max(p.value, v) : std::min(p.value, v);
            w.add(EventType::Return, isMax ? r.maxLine : r.minLine, child, p.node, v, p.value,
                  std::uint8_t(Bound::Exact));
        }
    };

    const auto enter = [&](NodeId n) {
        if (isTerminal(t, n, depthLimit)) {
            w.add(EventType::ReadLeaf, r.leafLine, n, NoNode, t.value(n));
            deliver(n, t.value(n));
            return;
        }
        w.add(EventType::Enter, r.enterLine, n, NoNode, 0, 0, 0, t.depth(n));
        Visit &v = stack.emplace_back();
        v.node = n;
        v.value = initialValue(t, n, r);
        if (approx.active() && averages(t, n, r))
            chooseChildren(t, r, stream, w, stack.back());
    };

    // An approximated averaging node shows the interval its skipped mass allows, [X + L·p,
    // X + U·p] (X: the searched weighted sum; sampled: (1 − p) times the estimate), and its
    // estimate beside its exact value.
    const auto finishApproximated = [&](const Visit &done) {
        if (done.skippedMass > 0) {
            const double x = done.sampled ? (1 - done.skippedMass) * done.value : done.searchedSum;
            w.add(EventType::ChanceInterval, r.skipLine, done.node, NoNode,
                  x + approx.bounds.low * done.skippedMass,
                  x + approx.bounds.high * done.skippedMass);
        }
        if (done.skippedMass > 0 || done.sampled) {
            approximated = true;
            w.add(EventType::Estimate, done.sampled ? r.drawLine : r.skipLine, done.node, NoNode,
                  done.value, exactValue(done.node));
        }
    };

    enter(0);
    while (!stack.empty()) {
        Visit &top = stack.back();
        while (!top.weight.empty() && top.next < t.childCount(top.node) &&
               top.weight[top.next] == 0)
            ++top.next; // skipped or never drawn
        if (top.next < t.childCount(top.node)) {
            const NodeId c = t.child(top.node, top.next++);
            enter(c);
            continue;
        }
        const Visit done = std::move(top);
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

} // namespace gt
