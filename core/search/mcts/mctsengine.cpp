// UCT as ALGORITHMS.md "Monte-Carlo tree search" fixes it to the leaf. This file is built with
// -ffp-contract=off (core/search/CMakeLists.txt): the UCB formula must round as C evaluates it,
// `q + c*sqrt(log(N_n)/N_c)`, never through a fused multiply-add, or a tie between two
// children could break the other way than in the reference.
#include "mctsengine.h"

#include "../splitmix64.h"

#include "../../tree/exact.h"

#include <cmath>
#include <limits>
#include <unordered_map>

namespace gt {

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
__extension__ using Unsigned128 = unsigned __int128; // GCC and Clang; exact (x >> 11) · k

} // namespace

struct MctsEngine::State {
    State(const GameTree &t, const MctsSettings &s)
        : tree(t)
        , settings(s)
        , stream(s.seed)
        , slot(std::size_t(t.size()), -1)
        , passed(std::size_t(t.size()), 0)
        , childrenIn(std::size_t(t.size()), 0)
    {
        add(0);
    }

    // A child index in [0, k): the top 53 bits of a draw scaled by k, in 128-bit arithmetic.
    int uniform(int k)
    {
        const Unsigned128 x = Unsigned128(stream.next() >> 11) * unsigned(k);
        return int(x >> 53);
    }
    // A chance node's draw (Monte-Carlo sampling): the first child whose cumulative exact
    // probability exceeds u.
    NodeId draw(NodeId node, double *u)
    {
        std::vector<Rational> &cum = cumulative[node];
        const int k = tree.childCount(node);
        if (cum.empty()) {
            Rational sum;
            for (int i = 0; i < k; ++i) {
                sum += exactChildProbability(tree, node, i);
                cum.push_back(sum);
            }
        }
        *u = stream.nextUnit();
        const Rational exactU(*u);
        for (int i = 0; i < k; ++i) {
            if (cum[std::size_t(i)] > exactU)
                return tree.child(node, i);
        }
        Q_ASSERT_X(false, "MctsEngine::draw", "the probabilities sum to 1");
        return tree.child(node, k - 1);
    }
    double ucb(NodeId parent, NodeId child) const
    {
        const Stats &p = stats[std::size_t(slot[std::size_t(parent)])];
        const Stats &c = stats[std::size_t(slot[std::size_t(child)])];
        return mctsUcb(tree.kind(parent) == NodeKind::Max, c.q, p.n, c.n, settings.c);
    }
    bool allChildrenIn(NodeId node) const
    {
        return childrenIn[std::size_t(node)] == tree.childCount(node);
    }
    void add(NodeId node)
    {
        slot[std::size_t(node)] = std::int32_t(stats.size());
        stats.emplace_back();
        if (node != 0)
            ++childrenIn[std::size_t(tree.parent(node))];
    }

    const GameTree &tree;
    const MctsSettings settings;
    SplitMix64 stream;
    // N, W and Q of the search-tree nodes only (at most iterations + 1 of them), so that a
    // search of a million-node tree does not build a million rationals.
    struct Stats {
        std::int64_t n = 0;
        Rational w;
        double q = NaN;
    };
    bool inTree(NodeId node) const { return slot[std::size_t(node)] >= 0; }
    std::vector<std::int32_t> slot; // index into stats; -1: not in the search tree
    std::vector<Stats> stats;
    std::vector<char> passed;
    std::vector<std::int32_t> childrenIn;
    // By chance node, the exact cumulative probabilities, made when it first draws.
    std::unordered_map<NodeId, std::vector<Rational>> cumulative;
};

MctsEngine::MctsEngine(const GameTree &tree, const MctsSettings &settings, bool record)
    : m_s(std::make_unique<State>(tree, settings))
{
    if (record)
        m_iterations.reserve(std::size_t(std::max(0, settings.iterations)));
    m_leaves.reserve(std::size_t(std::max(0, settings.iterations)));
    m_s->stats.reserve(std::min(std::size_t(tree.size()), std::size_t(settings.iterations) + 1));
    m_record = record;
}

MctsEngine::~MctsEngine() = default;

void MctsEngine::run()
{
    State &s = *m_s;
    const GameTree &t = s.tree;
    std::vector<NodeId> path;
    for (int iteration = 0; iteration < s.settings.iterations; ++iteration) {
        MctsIteration it;
        path.assign(1, 0);
        NodeId node = 0;
        // Step 1 and 2. Select while every child is in the search tree; then expand one. A
        // chance node draws in both cases; a drawn child already in the tree goes on selecting.
        while (!t.isLeaf(node)) {
            ++m_innerVisits;
            MctsSelectStep step;
            step.node = node;
            if (t.kind(node) == NodeKind::Chance) {
                const NodeId c = s.draw(node, &step.draw);
                if (!s.inTree(c)) {
                    s.add(c);
                    it.expanded = c;
                    it.expandDraw = step.draw;
                    path.push_back(c);
                    break;
                }
                step.chosen = c;
            } else if (!s.allChildrenIn(node)) {
                const NodeId c = t.child(node, s.childrenIn[std::size_t(node)]); // leftmost new
                s.add(c);
                it.expanded = c;
                path.push_back(c);
                break;
            } else {
                const bool isMax = t.kind(node) == NodeKind::Max;
                double best = 0;
                for (NodeId c : t.children(node)) {
                    const double u = s.ucb(node, c);
                    if (m_record)
                        step.ucb.push_back(u);
                    if (step.chosen == NoNode || (isMax ? u > best : u < best)) {
                        best = u;
                        step.chosen = c;
                    }
                }
            }
            node = step.chosen;
            path.push_back(node);
            if (m_record)
                it.selection.push_back(std::move(step));
        }
        // Step 3. Simulate from the added child (or the leaf reached), uniformly at MAX/MIN
        // nodes and by probability at chance nodes, until a leaf or playout-depth moves.
        NodeId at = path.back();
        int moves = 0;
        while (!t.isLeaf(at) && moves != s.settings.playoutDepth) {
            ++m_innerVisits;
            double u = 0;
            at = t.kind(at) == NodeKind::Chance ? s.draw(at, &u)
                                                : t.child(at, s.uniform(t.childCount(at)));
            ++moves;
            s.passed[std::size_t(at)] = 1;
            if (m_record) {
                it.playout.push_back(at);
                it.playoutDraws.push_back(t.kind(t.parent(at)) == NodeKind::Chance ? u : -1);
            }
        }
        m_leaves.push_back(at);
        const Rational r = exactNumber(t.value(at));
        // Step 4. Back-propagate along the search-tree path.
        for (auto p = path.rbegin(); p != path.rend(); ++p) {
            State::Stats &st = s.stats[std::size_t(s.slot[std::size_t(*p)])];
            ++st.n;
            st.w += r;
            st.q = toDouble(Rational(st.w / st.n));
            if (m_record)
                it.updated.push_back({*p, st.n, st.q, toDouble(st.w)});
        }
        if (m_record) {
            it.leaf = at;
            it.heuristic = !t.isLeaf(at);
            it.result = t.value(at);
            m_iterations.push_back(std::move(it));
        }
    }
}

std::int64_t MctsEngine::visits(NodeId n) const
{
    return m_s->inTree(n) ? m_s->stats[std::size_t(m_s->slot[std::size_t(n)])].n : 0;
}

double MctsEngine::q(NodeId n) const
{
    return m_s->inTree(n) ? m_s->stats[std::size_t(m_s->slot[std::size_t(n)])].q : NaN;
}

NodeId MctsEngine::mostVisitedRootChild() const
{
    NodeId best = NoNode;
    for (NodeId c : m_s->tree.children(0)) {
        if (best == NoNode || visits(c) > visits(best))
            best = c;
    }
    return best;
}

bool MctsEngine::inSearchTree(NodeId n) const
{
    return m_s->inTree(n);
}

std::vector<NodeId> MctsEngine::untouched() const
{
    std::vector<NodeId> out;
    for (NodeId n = 0; n < m_s->tree.size(); ++n) {
        if (!m_s->inTree(n) && !m_s->passed[std::size_t(n)])
            out.push_back(n);
    }
    return out;
}

double mctsUcb(bool maxParent, double q, std::int64_t parentVisits, std::int64_t childVisits,
               double c)
{
    const double logN = std::log(double(parentVisits));
    const double bonus = c * std::sqrt(logN / double(childVisits));
    return maxParent ? q + bonus : q - bonus;
}

double mctsPlain(const GameTree &tree, const MctsSettings &settings)
{
    MctsEngine engine(tree, settings, false);
    engine.run();
    const NodeId best = tree.kind(0) == NodeKind::Chance ? NoNode : engine.mostVisitedRootChild();
    return engine.q(best == NoNode ? 0 : best);
}

NodeId firstPlayoutStopWithoutHeuristic(const GameTree &tree, int playoutDepth)
{
    if (playoutDepth < 0)
        return NoNode;
    for (NodeId n = 1; n < tree.size(); ++n) {
        if (!tree.isLeaf(n) && tree.depth(n) > playoutDepth && !tree.hasValue(n))
            return n;
    }
    return NoNode;
}

} // namespace gt
