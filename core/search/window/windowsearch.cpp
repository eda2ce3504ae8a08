#include "windowsearch.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace gt {

namespace {

struct Visit {
    NodeId node;
    bool isMax;
    int next = 0;
    double alpha0, beta0;            // the window the node was entered with
    double alpha, beta;              // the window now
    double value;                    // best so far
    Bound valueBound = Bound::Upper; // what the child that gave `value` returned
    bool cut = false;
    bool raised = false;                       // PVS: a child has moved the node's bound
    ChildSearch searching = ChildSearch::Full; // how the current child is being searched
};

// Keeps `value` and how exact it is when a child returns r with bound b: the winner's bound
// decides, and an exact child wins a tie because it says more.
void combine(Visit &v, double r, Bound b)
{
    const bool better = v.isMax ? r > v.value : r < v.value;
    if (better) {
        v.value = r;
        v.valueBound = b;
    } else if (r == v.value && b == Bound::Exact) {
        v.valueBound = Bound::Exact;
    }
}

// The value a finished node returns, what it means, and why it is only a bound when it is.
struct Result {
    double value;
    Bound bound;
    BoundReasons reasons;
};

Result result(const Visit &v, bool failSoft)
{
    Result r{v.value, v.valueBound, boundReasonsOf(v.cut, v.valueBound)};
    if (v.cut)
        r.bound = v.isMax ? Bound::Lower : Bound::Upper;
    if (failSoft)
        return r;
    const double clamped = std::clamp(v.value, v.alpha0, v.beta0);
    if (clamped != v.value) {
        r.value = clamped;
        r.bound = clamped == v.alpha0 ? Bound::Upper : Bound::Lower;
        r.reasons = boundReasonsOf(v.cut, v.valueBound, true);
    }
    return r;
}

Cut cutKind(bool isMax, bool strict)
{
    if (strict)
        return isMax ? Cut::AboveBeta : Cut::BelowAlpha;
    return isMax ? Cut::AtMax : Cut::AtMin;
}

// The window the next child of p gets, and how that search counts.
struct ChildWindow {
    double alpha, beta;
    ChildSearch how;
};

ChildWindow childWindow(const Visit &p, Probe probe)
{
    const bool test =
        (probe == Probe::NegaScout && p.next > 0) || (probe == Probe::Pvs && p.raised);
    if (!test)
        return {p.alpha, p.beta, ChildSearch::Full};
    // A null window asks one question: MAX "is it worth more than α?", (α, α⁺); MIN "is it
    // worth less than β?", (β⁻, β). The infinitesimal keeps real-valued trees exact.
    if (p.isMax)
        return {p.alpha, std::nextafter(p.alpha, Infinity), ChildSearch::Test};
    return {std::nextafter(p.beta, -Infinity), p.beta, ChildSearch::Test};
}

// After a test returned t: the window of the re-search it calls for, if any.
std::optional<ChildWindow> reSearchWindow(const Visit &p, Probe probe, double t)
{
    if (probe == Probe::NegaScout && p.alpha < t && t < p.beta) {
        if (p.isMax)
            return ChildWindow{t, p.beta, ChildSearch::ReSearch};
        return ChildWindow{p.alpha, t, ChildSearch::ReSearch};
    }
    if (probe == Probe::Pvs && (p.isMax ? t > p.alpha : t < p.beta))
        return ChildWindow{p.alpha, p.beta, ChildSearch::ReSearch};
    return std::nullopt;
}

} // namespace

WindowResult windowSearch(const GameTree &t, TraceWriter &w, double alpha, double beta,
                          const WindowRules &o)
{
    WindowResult out;
    std::vector<Visit> stack;
    bool done = false;
    auto side = [](const Visit &v) { return v.isMax ? 0 : 1; };

    std::function<void(NodeId, double, double)> enter;

    auto deliver = [&](NodeId child, double r, Bound b, BoundReasons why) {
        if (stack.empty()) {
            out.value = r;
            out.bound = b;
            done = true;
            return;
        }
        Visit &p = stack.back();
        const ChildSearch how = p.searching;
        if (how == ChildSearch::Test && !isTerminal(t, child, o.depthLimit)) {
            if (const auto again = reSearchWindow(p, o.probe, r)) {
                // The test's answer is shown, then the child is entered again.
                w.add(EventType::Return, o.lines.back[side(p)][int(how)], child, p.node, r, p.value,
                      std::uint8_t(b), std::int32_t(why.toInt()));
                p.searching = again->how;
                enter(child, again->alpha, again->beta);
                return;
            }
        }
        if (p.node == 0)
            out.rootChildValues.push_back(r);
        combine(p, r, b);
        w.add(EventType::Return, o.lines.back[side(p)][int(how)], child, p.node, r, p.value,
              std::uint8_t(b), std::int32_t(why.toInt()));
        const bool more = p.next < t.childCount(p.node);
        // Strict (CS188): return as soon as v > β (MIN: v < α), before the bound moves.
        const bool strictCut = o.strict && (p.isMax ? p.value > p.beta : p.value < p.alpha);
        if (!strictCut) {
            if (p.isMax && p.value > p.alpha) {
                p.alpha = p.value;
                p.raised = true;
                w.add(EventType::Tighten, o.lines.tighten[0], p.node, NoNode, p.alpha, p.beta);
            } else if (!p.isMax && p.value < p.beta) {
                p.beta = p.value;
                p.raised = true;
                w.add(EventType::Tighten, o.lines.tighten[1], p.node, NoNode, p.alpha, p.beta);
            }
        }
        const bool cut = o.strict ? strictCut : p.alpha >= p.beta;
        if (cut && more) {
            p.cut = true;
            w.add(EventType::Cutoff, o.lines.cut[side(p)], p.node, t.child(p.node, p.next), p.alpha,
                  p.beta, std::uint8_t(cutKind(p.isMax, o.strict)));
            p.next = t.childCount(p.node); // the remaining children are never searched
        }
    };

    enter = [&](NodeId n, double a, double b) {
        if (o.table) {
            const TableLookup l = o.table->lookup(n, a, b);
            if (l.answered) {
                w.add(EventType::TableHit, o.lines.tableHit, n, l.entry.storedBy, l.entry.lower,
                      l.entry.upper, std::uint8_t(l.bound));
                deliver(n, l.value, l.bound, BoundReason::Table);
                return;
            }
            a = l.alpha;
            b = l.beta;
        }
        if (isTerminal(t, n, o.depthLimit)) {
            w.add(EventType::ReadLeaf, o.lines.leaf, n, NoNode, t.value(n));
            if (o.table)
                o.table->storeExact(n, t.value(n)); // an evaluated leaf is known exactly
            deliver(n, t.value(n), Bound::Exact, {});
            return;
        }
        w.add(EventType::Enter, o.lines.enter, n, NoNode, a, b, 1, t.depth(n)); // 1: a window
        const bool isMax = t.kind(n) == NodeKind::Max;
        stack.push_back({n, isMax, 0, a, b, a, b, isMax ? -Infinity : Infinity});
    };

    enter(0, alpha, beta);
    while (!done) {
        Visit &top = stack.back();
        if (top.next < t.childCount(top.node)) {
            const NodeId c = t.child(top.node, top.next);
            const ChildWindow cw = childWindow(top, o.probe);
            ++top.next;
            top.searching = cw.how;
            enter(c, cw.alpha, cw.beta);
            continue;
        }
        const Visit finished = top;
        stack.pop_back();
        const Result r = result(finished, o.failSoft);
        if (o.table)
            o.table->store(finished.node, r.value, finished.alpha0, finished.beta0);
        deliver(finished.node, r.value, r.bound, r.reasons);
    }
    return out;
}

Trace fullWindowTrace(const QString &algorithm, const GameTree &t, const WindowRules &rules,
                      int finishLine)
{
    Trace trace;
    trace.algorithm = algorithm;
    if (rules.table)
        trace.features |= TraceFeature::TranspositionTable;
    // Not reserved by the size of the tree: a window search records events only where it
    // goes, a few thousand on a tree of a million nodes.
    TraceWriter w(trace);
    const WindowResult r = windowSearch(t, w, -Infinity, Infinity, rules);
    w.add(EventType::Finish, finishLine, 0, NoNode, r.value, 0, std::uint8_t(r.bound));
    summarize(t, trace);
    trace.summary.bestChild = firstChildWithValue(t, r.rootChildValues, trace.summary.value);
    return trace;
}

} // namespace gt
