#include "starsearch.h"

#include "../commonoptions.h"

#include "../../tree/exact.h"

#include <QCoreApplication>

#include <vector>

namespace gt {

namespace {

// Every number the search compares is exact (ALGORITHMS.md, common rules, "Exact arithmetic"):
// leaf values, bounds and probabilities become the rationals they stand for (core/tree/exact.h),
// and sums, thresholds, windows and tests are computed in rationals, so a tie at α or β always
// cuts and the threshold an event carries (rounded to a double only there) is the one tested.

// A value or a window's end: a rational, or −∞ / +∞ (the root's window, the value MAX and MIN
// start from).
template <class Num> struct ExtT {
    int inf = 0; // −1: −∞, +1: +∞, 0: q
    Num q{};
};

template <class Num> int compare(const ExtT<Num> &a, const ExtT<Num> &b)
{
    if (a.inf != b.inf)
        return a.inf < b.inf ? -1 : 1;
    if (a.inf != 0)
        return 0;
    if constexpr (std::is_same_v<Num, Rational>)
        return cmp(a.q, b.q);
    else
        return a.q < b.q ? -1 : b.q < a.q ? 1 : 0;
}

template <class Num> bool operator<(const ExtT<Num> &a, const ExtT<Num> &b)
{
    return compare(a, b) < 0;
}
template <class Num> bool operator<=(const ExtT<Num> &a, const ExtT<Num> &b)
{
    return compare(a, b) <= 0;
}
template <class Num> bool operator==(const ExtT<Num> &a, const ExtT<Num> &b)
{
    return compare(a, b) == 0;
}

template <class Num> const ExtT<Num> &maxOf(const ExtT<Num> &a, const ExtT<Num> &b)
{
    return a < b ? b : a;
}
template <class Num> const ExtT<Num> &minOf(const ExtT<Num> &a, const ExtT<Num> &b)
{
    return b < a ? b : a;
}

template <class Num> double shown(const ExtT<Num> &x)
{
    return x.inf < 0 ? -Infinity : x.inf > 0 ? Infinity : numberAsDouble(x.q);
}

template <class Num> struct VisitT {
    using Ext = ExtT<Num>;
    NodeId node = NoNode;
    NodeKind kind = NodeKind::Max;
    Ext alpha0, beta0; // the window the node was given
    Ext alpha, beta;   // MAX, MIN: the window now
    Ext value;         // MAX, MIN: the best so far; chance: what it returns once done
    Bound valueBound = Bound::Exact;
    int next = 0; // the next child to search (or to probe)
    bool cut = false;
    bool done = false; // a chance node proven out of its window
    ChanceStage stage = ChanceStage::Search;
    bool maxChildren = false; // Star2: the children are MAX nodes (else MIN)
    std::vector<Num> probs;   // chance: P_i
    Num sum{};                // chance: X, the weighted sum of the children searched
    std::vector<Num> probes;  // Star2: W_i
    Ext low, high;            // chance: the thresholds of the child in flight
};

template <class Num> class StarSearch {
public:
    using Ext = ExtT<Num>;
    using Visit = VisitT<Num>;

    StarSearch(const GameTree &t, const StarRules &r, Trace &trace)
        : m_t(t)
        , m_r(r)
        , m_w(trace)
        , m_low(numberOf<Num>(r.bounds.low))
        , m_high(numberOf<Num>(r.bounds.high))
    {}

    Ext run(Bound *bound, std::vector<double> *rootChildValues);

private:
    static Ext finite(Num q) { return Ext{0, std::move(q)}; }
    void enter(NodeId n, const Ext &alpha, const Ext &beta);
    void launch(Visit &v);
    // `why`: what makes r only a bound (BoundReasons), for the Return or ChanceAdd event.
    void deliver(NodeId child, const Ext &r, Bound b, BoundReasons why = {});
    void deliverMinimax(Visit &p, NodeId child, const Ext &r, Bound b, BoundReasons why);
    void deliverChance(Visit &p, NodeId child, const Ext &r, Bound b, BoundReasons why);
    void failChance(Visit &p, bool below, int line);
    bool regular(NodeId n, bool *maxChildren) const;

    const GameTree &m_t;
    const StarRules &m_r;
    TraceWriter m_w;
    Num m_low, m_high; // L and U
    std::vector<Visit> m_stack;
    std::vector<double> *m_rootChildValues = nullptr;
    bool m_finished = false;
    Ext m_result;
    Bound m_resultBound = Bound::Exact;
};

template <class Num> bool StarSearch<Num>::regular(NodeId n, bool *maxChildren) const
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

template <class Num> void StarSearch<Num>::enter(NodeId n, const Ext &alpha, const Ext &beta)
{
    if (m_t.isLeaf(n)) {
        m_w.add(EventType::ReadLeaf, m_r.lines.leaf, n, NoNode, m_t.value(n));
        deliver(n, finite(numberOf<Num>(m_t.value(n))), Bound::Exact);
        return;
    }
    m_w.add(EventType::Enter, m_r.lines.enter, n, NoNode, shown(alpha), shown(beta), 1,
            m_t.depth(n));
    const NodeKind kind = m_t.kind(n);
    Visit v;
    v.node = n;
    v.kind = kind;
    v.alpha0 = v.alpha = alpha;
    v.beta0 = v.beta = beta;
    v.value.inf = kind == NodeKind::Max ? -1 : 1;
    if (kind == NodeKind::Chance) {
        for (int i = 0; i < m_t.childCount(n); ++i)
            v.probs.push_back(probabilityOf<Num>(m_t, n, i));
        if (m_r.probe && regular(n, &v.maxChildren))
            v.stage = ChanceStage::Probe;
    }
    m_stack.push_back(std::move(v));
}

// Gives the next child (or, probing, grandchild) of v its window and searches it.
template <class Num> void StarSearch<Num>::launch(Visit &v)
{
    const int j = v.next++;
    const NodeId c = m_t.child(v.node, j);
    if (v.kind != NodeKind::Chance) {
        enter(c, v.alpha, v.beta);
        return;
    }
    const int k = m_t.childCount(v.node);
    const Num &p = v.probs[std::size_t(j)];
    // (end − known)/P_j: A from α, B from β, T from either; an infinite end stays infinite.
    auto threshold = [&p](const Ext &end, const Num &known) {
        return end.inf != 0 ? end : finite((end.q - known) / p);
    };
    // Σ_{i>j} P_i·b_i for the children not yet searched, each bounded by `bound`, or by its
    // probe when `probes` is given.
    auto tail = [&](const std::vector<Num> *probes, const Num &bound) {
        Num s{};
        for (int i = j + 1; i < k; ++i)
            s += v.probs[std::size_t(i)] * (probes ? (*probes)[std::size_t(i)] : bound);
        return s;
    };
    NodeId target = c;
    int line = m_r.lines.chanceWindow;
    if (v.stage == ChanceStage::Probe) {
        // Only the first child g of c: for MAX children W = value(g) ≤ value(c) bounds c from
        // below, so only a fail high can follow; T is the least W worth knowing, since with
        // every other child at U a value at or below T leaves the node at or below α anyway.
        target = m_t.child(c, 0);
        line = m_r.lines.probeWindow;
        Num z{}; // Σ_{i<j} P_i·W_i
        for (int i = 0; i < j; ++i)
            z += v.probs[std::size_t(i)] * v.probes[std::size_t(i)];
        const Num rest = 1 - p;
        if (v.maxChildren) {
            v.high = threshold(v.beta0, z + tail(nullptr, m_low));
            v.low = threshold(v.alpha0, m_high * rest);
        } else {
            v.low = threshold(v.alpha0, z + tail(nullptr, m_high));
            v.high = threshold(v.beta0, m_low * rest);
        }
    } else {
        const bool probed = v.probes.size() == std::size_t(k);
        v.low = threshold(v.alpha0,
                          v.sum + tail(probed && !v.maxChildren ? &v.probes : nullptr, m_high));
        v.high =
            threshold(v.beta0, v.sum + tail(probed && v.maxChildren ? &v.probes : nullptr, m_low));
    }
    m_w.add(EventType::ChanceWindow, line, target, v.node, shown(v.low), shown(v.high),
            std::uint8_t(v.stage), j);
    // The window clipped to [L, U] itself.
    enter(target, maxOf(v.low, finite(m_low)), minOf(v.high, finite(m_high)));
}

template <class Num>
void StarSearch<Num>::deliver(NodeId child, const Ext &r, Bound b, BoundReasons why)
{
    if (m_stack.empty()) {
        m_finished = true;
        m_result = r;
        m_resultBound = b;
        return;
    }
    Visit &p = m_stack.back();
    if (p.node == 0 && m_rootChildValues && p.kind != NodeKind::Chance)
        m_rootChildValues->push_back(shown(r));
    if (p.kind == NodeKind::Chance)
        deliverChance(p, child, r, b, why);
    else
        deliverMinimax(p, child, r, b, why);
}

template <class Num>
void StarSearch<Num>::deliverMinimax(Visit &p, NodeId child, const Ext &r, Bound b,
                                     BoundReasons why)
{
    const bool isMax = p.kind == NodeKind::Max;
    if (isMax ? p.value < r : r < p.value) {
        p.value = r;
        p.valueBound = b;
    } else if (r == p.value && b == Bound::Exact) {
        p.valueBound = Bound::Exact; // an exact child says more than a bound tying it
    }
    const int back = isMax ? m_r.lines.maxBack : m_r.lines.minBack;
    m_w.add(EventType::Return, back, child, p.node, shown(r), shown(p.value), std::uint8_t(b),
            std::int32_t(why.toInt()));
    if (isMax && p.alpha < p.value) {
        p.alpha = p.value;
        m_w.add(EventType::Tighten, back, p.node, NoNode, shown(p.alpha), shown(p.beta));
    } else if (!isMax && p.value < p.beta) {
        p.beta = p.value;
        m_w.add(EventType::Tighten, back, p.node, NoNode, shown(p.alpha), shown(p.beta));
    }
    if (p.beta <= p.alpha && p.next < m_t.childCount(p.node)) {
        p.cut = true;
        m_w.add(EventType::Cutoff, isMax ? m_r.lines.maxCut : m_r.lines.minCut, p.node,
                m_t.child(p.node, p.next), shown(p.alpha), shown(p.beta),
                std::uint8_t(isMax ? Cut::AtMax : Cut::AtMin));
        p.next = m_t.childCount(p.node);
    }
}

template <class Num> void StarSearch<Num>::failChance(Visit &p, bool below, int line)
{
    const NodeId first = p.next < m_t.childCount(p.node) ? m_t.child(p.node, p.next) : NoNode;
    m_w.add(EventType::Cutoff, line, p.node, first, shown(p.alpha0), shown(p.beta0),
            std::uint8_t(below ? Cut::ChanceBelow : Cut::ChanceAbove));
    p.done = true;
    p.value = below ? p.alpha0 : p.beta0;
    p.valueBound = below ? Bound::Upper : Bound::Lower;
}

template <class Num>
void StarSearch<Num>::deliverChance(Visit &p, NodeId child, const Ext &r, Bound b, BoundReasons why)
{
    const int j = p.next - 1;
    const int k = m_t.childCount(p.node);
    if (p.stage == ChanceStage::Probe) {
        m_w.add(EventType::ChanceProbe, m_r.lines.probeValue, child, p.node, shown(r), 0,
                std::uint8_t(b));
        if (p.maxChildren ? p.high <= r : r <= p.low) {
            failChance(p, !p.maxChildren, m_r.lines.probeCut);
            return;
        }
        p.probes.push_back(r.q);
        if (j + 1 == k) { // every child probed: now search them
            p.stage = ChanceStage::Search;
            p.next = 0;
        }
        return;
    }
    const bool below = r <= p.low, above = !below && p.high <= r;
    const int line = below || above ? m_r.lines.chanceValue : m_r.lines.chanceAdd;
    m_w.add(EventType::ChanceAdd, line, child, p.node, shown(r),
            numberAsDouble(p.probs[std::size_t(j)]), std::uint8_t(b), std::int32_t(why.toInt()));
    if (below || above) {
        failChance(p, below, below ? m_r.lines.chanceCutLow : m_r.lines.chanceCutHigh);
        return;
    }
    p.sum += p.probs[std::size_t(j)] * r.q;
    if (j + 1 == k)
        p.value = finite(p.sum);
}

template <class Num>
auto StarSearch<Num>::run(Bound *bound, std::vector<double> *rootChildValues) -> Ext
{
    m_rootChildValues = rootChildValues;
    m_w.add(EventType::LeafBounds, m_r.lines.enter, 0, NoNode, m_r.bounds.low, m_r.bounds.high);
    enter(0, Ext{-1, {}}, Ext{1, {}});
    while (!m_finished) {
        Visit &top = m_stack.back();
        if (!top.done && top.next < m_t.childCount(top.node)) {
            launch(top);
            continue;
        }
        Visit v = std::move(top);
        m_stack.pop_back();
        Ext r = v.value;
        Bound b = v.valueBound;
        // Why a value is only a bound, for the narration (BoundReasons): a chance node's bound
        // is always its cut-off's (failChance returns α or β).
        BoundReasons why;
        if (v.kind != NodeKind::Chance) {
            why = boundReasonsOf(v.cut, b);
            if (v.cut)
                b = v.kind == NodeKind::Max ? Bound::Lower : Bound::Upper;
            // Fail-hard: clamped to the window it was given.
            const Ext clamped = minOf(maxOf(r, v.alpha0), v.beta0);
            if (!(clamped == r)) {
                why = boundReasonsOf(v.cut, b, true);
                b = clamped == v.alpha0 ? Bound::Upper : Bound::Lower;
            }
            r = clamped;
        } else if (b != Bound::Exact) {
            why |= BoundReason::Cutoff;
        }
        deliver(v.node, r, b, why);
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

namespace {

// Without chance nodes *-minimax is alpha-beta: only max, min and comparisons, which doubles
// compute exactly, so the search runs on doubles there (several times faster than rationals).
template <class Num>
double searchStar(const GameTree &t, const StarRules &rules, Trace &trace, Bound *bound,
                  std::vector<double> *rootChildValues)
{
    StarSearch<Num> search(t, rules, trace);
    return shown(search.run(bound, rootChildValues));
}

bool hasChanceNode(const GameTree &t)
{
    for (NodeId n = 0; n < t.size(); ++n) {
        if (!t.isLeaf(n) && t.kind(n) == NodeKind::Chance)
            return true;
    }
    return false;
}

} // namespace

Trace runStar(const QString &algorithmId, const GameTree &t, const StarRules &rules)
{
    Trace trace;
    trace.algorithm = algorithmId;
    trace.events.reserve(std::size_t(t.size()) * 3 + 2);
    std::vector<double> rootChildValues;
    Bound bound = Bound::Exact;
    const double value = hasChanceNode(t)
                             ? searchStar<Rational>(t, rules, trace, &bound, &rootChildValues)
                             : searchStar<double>(t, rules, trace, &bound, &rootChildValues);
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
