#include "generator.h"

#include <algorithm>
#include <random>

namespace gt {

namespace {

// splitmix64: small, fast, and the same sequence everywhere (std distributions are not).
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int between(int lo, int hi) // inclusive
    {
        return lo + int(next() % std::uint64_t(std::int64_t(hi) - lo + 1));
    }
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_state;
};

NodeKind opposite(NodeKind k)
{
    return k == NodeKind::Max ? NodeKind::Min : NodeKind::Max;
}

} // namespace

GameTree randomTree(const RandomTreeOptions &o)
{
    Random rng(o.seed);
    TreeDraft d;
    struct Pending {
        std::int32_t index;
        int depth;
        NodeKind player; // whose move it is at this level (chance levels keep the next player)
    };
    std::vector<Pending> stack;
    d.nodes.push_back({});
    stack.push_back({0, 0, o.rootKind});
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        const bool leaf = p.depth >= o.depth || (p.depth > 0 && rng.unit() < o.leafChance);
        if (leaf) {
            d.nodes[p.index].kind = NodeKind::Leaf;
            d.nodes[p.index].value = rng.between(o.minValue, o.maxValue);
            continue;
        }
        const bool chance = o.chanceLevels && d.nodes[p.index].kind == NodeKind::Chance;
        NodeKind kind = chance ? NodeKind::Chance : p.player;
        if (!chance && o.randomKinds && p.depth > 0)
            kind = rng.between(0, 1) ? NodeKind::Max : NodeKind::Min;
        d.nodes[p.index].kind = kind;
        const int k = rng.between(o.minBranching, o.maxBranching);
        std::vector<double> probs;
        if (kind == NodeKind::Chance && o.randomProbabilities) {
            double sum = 0;
            for (int i = 0; i < k; ++i)
                sum += probs.emplace_back(rng.between(1, 9));
            for (double &pr : probs)
                pr /= sum;
        }
        std::vector<std::int32_t> kids;
        for (int i = 0; i < k; ++i) {
            const auto c = std::int32_t(d.nodes.size());
            kids.push_back(c);
            d.nodes.push_back({});
            if (!probs.empty())
                d.nodes[c].prob = probs[i];
            // Below a max or min node comes a chance level when asked, then the other player.
            if (o.chanceLevels && kind != NodeKind::Chance)
                d.nodes[c].kind = NodeKind::Chance;
            const NodeKind next = kind == NodeKind::Chance ? p.player : opposite(kind);
            const NodeKind player = o.chanceLevels && kind != NodeKind::Chance ? opposite(kind) : next;
            stack.push_back({c, p.depth + 1, player});
        }
        d.nodes[p.index].children = kids; // stack order does not matter: fromDraft renumbers
    }
    return GameTree::fromDraft(d);
}

GameTree perfectlyOrderedTree(int b, int depth, std::uint64_t seed)
{
    // Build top-down with a value interval per node: the best child gets the parent's value,
    // its siblings get worse values for the parent, so the best child is always first.
    Random rng(seed);
    TreeDraft d;
    struct Pending {
        std::int32_t index;
        int depth;
        NodeKind kind;
        double value; // this node's minimax value
    };
    std::vector<Pending> stack;
    d.nodes.push_back({});
    stack.push_back({0, 0, NodeKind::Max, 0});
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        DraftNode &node = d.nodes[p.index];
        if (p.depth == depth) {
            node.kind = NodeKind::Leaf;
            node.value = p.value;
            continue;
        }
        node.kind = p.kind;
        std::vector<std::int32_t> kids;
        for (int i = 0; i < b; ++i) {
            // MAX: later children are worse for MAX (smaller); MIN: later ones larger.
            const double step = i == 0 ? 0 : rng.between(1, 5) + i;
            const double v = p.kind == NodeKind::Max ? p.value - step : p.value + step;
            const auto c = std::int32_t(d.nodes.size());
            kids.push_back(c);
            d.nodes.push_back({});
            stack.push_back({c, p.depth + 1, opposite(p.kind), v});
        }
        d.nodes[p.index].children = kids;
    }
    return GameTree::fromDraft(d);
}

} // namespace gt
