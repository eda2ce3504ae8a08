#include "starsearch.h"

#include "commonoptions.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gt {

namespace {

// Every cut-off test at a chance node asks whether its value, summed as expectiminimax sums
// it (0, then + P_i·v_i child by child, in order, rounded at each step), is at most α (at
// least β) whatever the children not yet searched turn out to be. The textbook thresholds
// A = (α − X − U·Y)/P_j and B = (β − X − L·Y)/P_j answer that in exact arithmetic; rounded,
// they can be off by an ulp and cut where the sum does not prove it, which would make the
// value differ from expectiminimax's in the last bit. So each threshold is the textbook A (B)
// when the rounded sum itself proves the cut there, else the largest (smallest) child value
// below (above) it for which it does: the sum only grows with each v_i, so a child value at
// or below it proves the same. On the textbook trees they are the textbook A and B.

// The rounded weighted sum of `values`.
double weightedSum(const std::vector<double> &probs, const std::vector<double> &values)
{
    double s = 0;
    for (std::size_t i = 0; i < probs.size(); ++i)
        s += probs[i] * values[i];
    return s;
}

// An x with sumAt(x) ≤ alpha such that every larger child value has a sum above alpha, or
// nearly: the textbook `formula` when it is sound, searched within [lo, hi] (the range the
// child's value can have); below lo (above hi) it is the formula, clipped to just below lo
// (at least hi), since no value there is ever returned.
template <typename F>
double largestAtMost(F sumAt, double alpha, double formula, double lo, double hi)
{
    if (!(alpha > -Infinity))
        return formula;
    if (sumAt(lo) > alpha)
        return std::min(formula, std::nextafter(lo, -Infinity));
    if (sumAt(hi) <= alpha)
        return std::max(formula, hi);
    // sumAt(lo) ≤ alpha < sumAt(hi). The textbook value whenever the sum bears it out (a
    // larger x the rounding would also allow is not taken: a student checks A by hand), else
    // the largest x below it that it does, by bisection.
    if (formula >= lo && formula < hi) {
        if (sumAt(formula) <= alpha)
            return formula;
        hi = formula;
    }
    while (std::nextafter(lo, hi) != hi) {
        double mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi)
            mid = std::nextafter(lo, hi);
        (sumAt(mid) <= alpha ? lo : hi) = mid;
    }
    return lo;
}

// The mirror: the smallest x with sumAt(x) ≥ beta.
template <typename F>
double smallestAtLeast(F sumAt, double beta, double formula, double lo, double hi)
{
    return -largestAtMost([&sumAt](double x) { return -sumAt(-x); }, -beta, -formula, -hi, -lo);
}

// The rounded range each node's value can have when every leaf lies in [L, U]: [L, U], except
// below chance nodes whose probabilities do not sum to exactly 1 once rounded.
struct Envelope {
    std::vector<double> low, high;
};

Envelope envelope(const GameTree &t, OptionInterval bounds)
{
    Envelope e;
    e.low.assign(std::size_t(t.size()), bounds.low);
    e.high.assign(std::size_t(t.size()), bounds.high);
    for (NodeId n = t.size() - 1; n >= 0; --n) { // preorder ids: children after parents
        if (t.isLeaf(n))
            continue;
        const int k = t.childCount(n);
        double lo = 0, hi = 0;
        for (int i = 0; i < k; ++i) {
            const NodeId c = t.child(n, i);
            if (t.kind(n) == NodeKind::Chance) {
                lo += t.childProbability(n, i) * e.low[c];
                hi += t.childProbability(n, i) * e.high[c];
            } else {
                lo = i == 0 ? e.low[c] : std::min(lo, e.low[c]);
                hi = i == 0 ? e.high[c] : std::max(hi, e.high[c]);
            }
        }
        e.low[n] = lo;
        e.high[n] = hi;
    }
    return e;
}

struct Visit {
    NodeId node = NoNode;
    NodeKind kind = NodeKind::Max;
    double alpha0 = 0, beta0 = 0; // the window the node was given
    double alpha = 0, beta = 0;   // MAX, MIN: the window now
    double value = 0;             // MAX, MIN: the best so far; chance: X, then what it returns
    Bound valueBound = Bound::Exact;
    int next = 0; // the next child to search (or to probe)
    bool cut = false;
    bool done = false; // a chance node proven out of its window
    ChanceStage stage = ChanceStage::Search;
    bool maxChildren = false;   // Star2: the children are MAX nodes (else MIN)
    std::vector<double> probs;  // chance: P_i
    std::vector<double> known;  // chance: the values searched, then the probes
    std::vector<double> probes; // Star2: W_i
    double low = 0, high = 0;   // chance: the thresholds of the child in flight
};

class StarSearch {
public:
    StarSearch(const GameTree &t, const StarRules &r, Trace &trace)
        : m_t(t)
        , m_r(r)
        , m_w(trace)
        , m_env(envelope(t, r.bounds))
    {}

    double run(Bound *bound, std::vector<double> *rootChildValues);

private:
    void enter(NodeId n, double alpha, double beta);
    void launch(Visit &v);
    void deliver(NodeId child, double r, Bound b);
    void deliverMinimax(Visit &p, NodeId child, double r, Bound b);
    void deliverChance(Visit &p, NodeId child, double r, Bound b);
    void failChance(Visit &p, bool below, int line);
    // The chance node's rounded sum with the child j valued x, the children before it
    // `before` (searched values or probes: at least j of them) and those after it `after`
    // (one per child).
    double sumWith(const Visit &p, int j, double x, const std::vector<double> &before,
                   const std::vector<double> &after) const;
    bool regular(NodeId n, bool *maxChildren) const;

    const GameTree &m_t;
    const StarRules &m_r;
    TraceWriter m_w;
    Envelope m_env;
    std::vector<Visit> m_stack;
    std::vector<double> *m_rootChildValues = nullptr;
    bool m_finished = false;
    double m_result = 0;
    Bound m_resultBound = Bound::Exact;
};

bool StarSearch::regular(NodeId n, bool *maxChildren) const
{
    const NodeId first = m_t.child(n, 0);
    if (m_t.isLeaf(first) || m_t.kind(first) == NodeKind::Chance)
        return false;
    for (NodeId c : m_t.children(n)) {
        if (m_t.isLeaf(c) || m_t.kind(c) != m_t.kind(first))
            return false;
    }
    *maxChildren = m_t.kind(first) == NodeKind::Max;
    return true;
}

double StarSearch::sumWith(const Visit &p, int j, double x, const std::vector<double> &before,
                           const std::vector<double> &after) const
{
    double s = 0; // as weightedSum adds them, without building the list of values
    for (std::size_t i = 0; i < p.probs.size(); ++i) {
        const double v = int(i) < j ? before[i] : int(i) == j ? x : after[i];
        s += p.probs[i] * v;
    }
    return s;
}

void StarSearch::enter(NodeId n, double alpha, double beta)
{
    if (m_t.isLeaf(n)) {
        m_w.add(EventType::ReadLeaf, m_r.lines.leaf, n, NoNode, m_t.value(n));
        deliver(n, m_t.value(n), Bound::Exact);
        return;
    }
    m_w.add(EventType::Enter, m_r.lines.enter, n, NoNode, alpha, beta, 1, m_t.depth(n));
    const NodeKind kind = m_t.kind(n);
    Visit v;
    v.node = n;
    v.kind = kind;
    v.alpha0 = v.alpha = alpha;
    v.beta0 = v.beta = beta;
    v.value = kind == NodeKind::Max ? -Infinity : Infinity;
    if (kind == NodeKind::Chance) {
        v.value = 0;
        for (int i = 0; i < m_t.childCount(n); ++i)
            v.probs.push_back(m_t.childProbability(n, i));
        if (m_r.probe && regular(n, &v.maxChildren))
            v.stage = ChanceStage::Probe;
    }
    m_stack.push_back(std::move(v));
}

// Gives the next child (or, probing, grandchild) of v its window and searches it.
void StarSearch::launch(Visit &v)
{
    const int j = v.next++;
    const NodeId c = m_t.child(v.node, j);
    if (v.kind != NodeKind::Chance) {
        enter(c, v.alpha, v.beta);
        return;
    }
    const int k = m_t.childCount(v.node);
    const double p = v.probs[std::size_t(j)];
    std::vector<double> lows(std::size_t(k), 0.0), highs(std::size_t(k), 0.0);
    for (int i = 0; i < k; ++i) {
        lows[std::size_t(i)] = m_env.low[m_t.child(v.node, i)];
        highs[std::size_t(i)] = m_env.high[m_t.child(v.node, i)];
    }
    const double envLow = lows[std::size_t(j)], envHigh = highs[std::size_t(j)];
    // What the children after j are bounded by: the leaf bounds, or (searching after probes)
    // the probes on the side they bound.
    auto tailSum = [&](const std::vector<double> &after) {
        double s = 0;
        for (int i = j + 1; i < k; ++i)
            s += v.probs[std::size_t(i)] * after[std::size_t(i)];
        return s;
    };
    auto below = [&](const std::vector<double> &before, const std::vector<double> &after,
                     double head) {
        const double formula = (v.alpha0 - head - tailSum(after)) / p;
        return largestAtMost([&](double x) { return sumWith(v, j, x, before, after); }, v.alpha0,
                             formula, envLow, envHigh);
    };
    auto above = [&](const std::vector<double> &before, const std::vector<double> &after,
                     double head) {
        const double formula = (v.beta0 - head - tailSum(after)) / p;
        return smallestAtLeast([&](double x) { return sumWith(v, j, x, before, after); }, v.beta0,
                               formula, envLow, envHigh);
    };
    NodeId target = c;
    int line = m_r.lines.chanceWindow;
    if (v.stage == ChanceStage::Probe) {
        // Only the first child g of c: for MAX children W = value(g) ≤ value(c) bounds c from
        // below, so only a fail high can follow; T is the least W worth knowing, since with
        // every other child at U a value at or below T leaves the node at or below α anyway.
        target = m_t.child(c, 0);
        line = m_r.lines.probeWindow;
        const double z = weightedSum(std::vector<double>(v.probs.begin(), v.probs.begin() + j),
                                     std::vector<double>(v.probes.begin(), v.probes.begin() + j));
        if (v.maxChildren) {
            v.high = above(v.probes, lows, z);
            const double formulaT = (v.alpha0 - m_r.bounds.high * (1 - p)) / p;
            v.low = largestAtMost([&](double x) { return sumWith(v, j, x, highs, highs); },
                                  v.alpha0, formulaT, envLow, envHigh);
        } else {
            v.low = below(v.probes, highs, z);
            const double formulaT = (v.beta0 - m_r.bounds.low * (1 - p)) / p;
            v.high = smallestAtLeast([&](double x) { return sumWith(v, j, x, lows, lows); },
                                     v.beta0, formulaT, envLow, envHigh);
        }
    } else {
        const bool probed = v.probes.size() == std::size_t(k);
        const double x = v.value;
        v.low = below(v.known, probed && !v.maxChildren ? v.probes : highs, x);
        v.high = above(v.known, probed && v.maxChildren ? v.probes : lows, x);
    }
    m_w.add(EventType::ChanceWindow, line, target, v.node, v.low, v.high, std::uint8_t(v.stage), j);
    enter(target, std::max(v.low, envLow), std::min(v.high, envHigh));
}

void StarSearch::deliver(NodeId child, double r, Bound b)
{
    if (m_stack.empty()) {
        m_finished = true;
        m_result = r;
        m_resultBound = b;
        return;
    }
    Visit &p = m_stack.back();
    if (p.node == 0 && m_rootChildValues && p.kind != NodeKind::Chance)
        m_rootChildValues->push_back(r);
    if (p.kind == NodeKind::Chance)
        deliverChance(p, child, r, b);
    else
        deliverMinimax(p, child, r, b);
}

void StarSearch::deliverMinimax(Visit &p, NodeId child, double r, Bound b)
{
    const bool isMax = p.kind == NodeKind::Max;
    if (isMax ? r > p.value : r < p.value) {
        p.value = r;
        p.valueBound = b;
    } else if (r == p.value && b == Bound::Exact) {
        p.valueBound = Bound::Exact; // an exact child says more than a bound tying it
    }
    const int back = isMax ? m_r.lines.maxBack : m_r.lines.minBack;
    m_w.add(EventType::Return, back, child, p.node, r, p.value, std::uint8_t(b));
    if (isMax && p.value > p.alpha) {
        p.alpha = p.value;
        m_w.add(EventType::Tighten, back, p.node, NoNode, p.alpha, p.beta);
    } else if (!isMax && p.value < p.beta) {
        p.beta = p.value;
        m_w.add(EventType::Tighten, back, p.node, NoNode, p.alpha, p.beta);
    }
    if (p.alpha >= p.beta && p.next < m_t.childCount(p.node)) {
        p.cut = true;
        m_w.add(EventType::Cutoff, isMax ? m_r.lines.maxCut : m_r.lines.minCut, p.node,
                m_t.child(p.node, p.next), p.alpha, p.beta,
                std::uint8_t(isMax ? Cut::AtMax : Cut::AtMin));
        p.next = m_t.childCount(p.node);
    }
}

void StarSearch::failChance(Visit &p, bool below, int line)
{
    const NodeId first = p.next < m_t.childCount(p.node) ? m_t.child(p.node, p.next) : NoNode;
    m_w.add(EventType::Cutoff, line, p.node, first, p.alpha0, p.beta0,
            std::uint8_t(below ? Cut::ChanceBelow : Cut::ChanceAbove));
    p.done = true;
    p.value = below ? p.alpha0 : p.beta0;
    p.valueBound = below ? Bound::Upper : Bound::Lower;
}

void StarSearch::deliverChance(Visit &p, NodeId child, double r, Bound b)
{
    const int j = p.next - 1;
    const int k = m_t.childCount(p.node);
    if (p.stage == ChanceStage::Probe) {
        m_w.add(EventType::ChanceProbe, m_r.lines.probeValue, child, p.node, r, 0, std::uint8_t(b));
        if (p.maxChildren ? r >= p.high : r <= p.low) {
            failChance(p, !p.maxChildren, m_r.lines.probeCut);
            return;
        }
        p.probes.push_back(r);
        if (j + 1 == k) { // every child probed: now search them
            p.stage = ChanceStage::Search;
            p.next = 0;
        }
        return;
    }
    const bool below = r <= p.low, above = !below && r >= p.high;
    const int line = below || above ? m_r.lines.chanceValue : m_r.lines.chanceAdd;
    m_w.add(EventType::ChanceAdd, line, child, p.node, r, p.probs[std::size_t(j)], std::uint8_t(b));
    if (below || above) {
        failChance(p, below, below ? m_r.lines.chanceCutLow : m_r.lines.chanceCutHigh);
        return;
    }
    p.value += p.probs[std::size_t(j)] * r;
    p.known.push_back(r);
}

double StarSearch::run(Bound *bound, std::vector<double> *rootChildValues)
{
    m_rootChildValues = rootChildValues;
    m_w.add(EventType::LeafBounds, m_r.lines.enter, 0, NoNode, m_r.bounds.low, m_r.bounds.high);
    enter(0, -Infinity, Infinity);
    while (!m_finished) {
        Visit &top = m_stack.back();
        if (!top.done && top.next < m_t.childCount(top.node)) {
            launch(top);
            continue;
        }
        Visit v = std::move(top);
        m_stack.pop_back();
        double r = v.value;
        Bound b = v.valueBound;
        if (v.kind != NodeKind::Chance) {
            if (v.cut)
                b = v.kind == NodeKind::Max ? Bound::Lower : Bound::Upper;
            // Fail-hard: clamped to the window it was given.
            const double clamped = std::min(std::max(r, v.alpha0), v.beta0);
            if (clamped != r)
                b = clamped == v.alpha0 ? Bound::Upper : Bound::Lower;
            r = clamped;
        }
        deliver(v.node, r, b);
    }
    *bound = m_resultBound;
    return m_result;
}

} // namespace

std::optional<TreeProblem> starProblem(const GameTree &t, OptionInterval bounds)
{
    if (auto outside = leafBoundsProblem(t, bounds))
        return outside;
    for (NodeId n = 0; n < t.size(); ++n) {
        if (t.isLeaf(n) || t.kind(n) != NodeKind::Chance)
            continue;
        for (int i = 0; i < t.childCount(n); ++i) {
            if (t.childProbability(n, i) == 0)
                return TreeProblem{t.child(n, i), QCoreApplication::translate(
                                                      "gt::Algorithm",
                                                      "%1 has the probability 0; *-minimax divides "
                                                      "by each child's probability")
                                                      .arg(t.describe(t.child(n, i)))};
        }
    }
    return std::nullopt;
}

Trace runStar(const QString &algorithmId, const GameTree &t, const StarRules &rules)
{
    Trace trace;
    trace.algorithm = algorithmId;
    trace.events.reserve(std::size_t(t.size()) * 3 + 2);
    std::vector<double> rootChildValues;
    Bound bound = Bound::Exact;
    StarSearch search(t, rules, trace);
    const double value = search.run(&bound, &rootChildValues);
    TraceWriter w(trace);
    const bool chanceRoot = !t.isLeaf(0) && t.kind(0) == NodeKind::Chance;
    w.add(EventType::Finish, chanceRoot ? rules.lines.finishChance : rules.lines.finishMinimax, 0,
          NoNode, value, 0, std::uint8_t(bound));
    summarize(t, trace);
    trace.summary.bestChild = firstChildWithValue(t, rootChildValues, trace.summary.value);
    return trace;
}

QStringList starMinimaxLines(const QString &name)
{
    return {
        QCoreApplication::translate("gt::Pseudocode",
                                    "function %1(n, α, β):   ▷ every leaf value lies in [L, U]")
            .arg(name),
        QCoreApplication::translate("gt::Pseudocode", "  if n is a leaf: return value(n)"),
        QCoreApplication::translate(
            "gt::Pseudocode",
            "  if n is MAX: v ← max(v, %1(c, α, β)) for each child c, from v = −∞;  "
            "α ← max(α, v)")
            .arg(name),
        QCoreApplication::translate("gt::Pseudocode", "    if α ≥ β: prune the remaining children"),
        QCoreApplication::translate(
            "gt::Pseudocode",
            "  if n is MIN: v ← min(v, %1(c, α, β)) for each child c, from v = +∞;  "
            "β ← min(β, v)")
            .arg(name),
        QCoreApplication::translate("gt::Pseudocode", "    if α ≥ β: prune the remaining children"),
        QCoreApplication::translate(
            "gt::Pseudocode",
            "  if n is MAX or MIN: return v clamped to the window n was given   ▷ "
            "fail-hard"),
    };
}

OptionSpecs StarAlgorithm::options() const
{
    return {boundsOption()};
}

TraceFeatures StarAlgorithm::features() const
{
    return TraceFeature::Window | TraceFeature::ChanceSums | TraceFeature::ChanceBounds;
}

QList<NodeKind> StarAlgorithm::acceptedKinds() const
{
    return {NodeKind::Max, NodeKind::Min, NodeKind::Chance};
}

std::optional<TreeProblem> StarAlgorithm::refusalWith(const GameTree &tree,
                                                      const SearchOptions &options) const
{
    if (auto why = refusalAt(tree))
        return why;
    return starProblem(tree, leafBounds(options, tree));
}

Trace StarAlgorithm::run(const GameTree &tree, const SearchOptions &options) const
{
    StarRules r = rules();
    r.bounds = leafBounds(options, tree);
    return runStar(id(), tree, r);
}

} // namespace gt
