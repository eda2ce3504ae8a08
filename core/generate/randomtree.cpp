#include "randomtree.h"

#include "../search/splitmix64.h"

#include <QHash>

#include <algorithm>

namespace gt {

namespace {

// SplitMix64: small, fast, and the same sequence everywhere (std distributions are not).
class Random {
public:
    explicit Random(std::uint64_t seed)
        : m_stream(seed)
    {}
    std::uint64_t next() { return m_stream.next(); }
    int between(int lo, int hi) // inclusive
    {
        return lo + int(next() % std::uint64_t(std::int64_t(hi) - lo + 1));
    }
    double unit() { return m_stream.nextUnit(); }

private:
    SplitMix64 m_stream;
};

NodeKind opposite(NodeKind k)
{
    return k == NodeKind::Max ? NodeKind::Min : NodeKind::Max;
}

// The streams of a seed besides the tree's own: each extra draws from its own, so asking for
// one changes neither the tree nor the other.
enum class Stream : std::uint64_t {
    Heuristics = 1,
    MoveLabels = 2,
    Transpositions = 3,
    Intervals = 4,
};

Random streamOf(std::uint64_t seed, Stream stream)
{
    return Random(Random(seed ^ (std::uint64_t(stream) * 0xd1b54a32d192ed03ULL)).next());
}

// The draft's nodes in the order fromDraft numbers them (preorder): the extras are drawn in
// this order, so that a node's draws do not depend on how the draft was built.
std::vector<std::int32_t> preorder(const TreeDraft &d)
{
    std::vector<std::int32_t> order, stack{d.root};
    order.reserve(d.nodes.size());
    while (!stack.empty()) {
        const std::int32_t n = stack.back();
        stack.pop_back();
        order.push_back(n);
        const std::vector<std::int32_t> &kids = d.nodes[n].children;
        stack.insert(stack.end(), kids.rbegin(), kids.rend());
    }
    return order;
}

// Every node's true value: max, min, or for a chance node the probability-weighted mean of its
// children's.
std::vector<double> trueValues(const TreeDraft &d, const std::vector<std::int32_t> &order)
{
    // Backwards through preorder every child comes before its parent.
    std::vector<double> truth(d.nodes.size());
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const DraftNode &node = d.nodes[*it];
        if (node.children.empty()) {
            truth[*it] = node.value;
            continue;
        }
        double v = node.kind == NodeKind::Chance ? 0 : truth[node.children.front()];
        for (const std::int32_t c : node.children) {
            switch (node.kind) {
            case NodeKind::Max: v = std::max(v, truth[c]); break;
            case NodeKind::Min: v = std::min(v, truth[c]); break;
            default: {
                // A stated probability, else uniform: as GameTree::childProbability reads it.
                const double p = d.nodes[c].prob;
                v += (p == p ? p : 1.0 / double(node.children.size())) * truth[c];
            }
            }
        }
        truth[*it] = v;
    }
    return truth;
}

// h = v + e on every inner node: v the true value, e uniform in [−noise, noise].
void addHeuristics(TreeDraft &d, const std::vector<std::int32_t> &order,
                   const std::vector<double> &truth, int noise, Random rng)
{
    for (const std::int32_t n : order) {
        if (!d.nodes[n].children.empty())
            d.nodes[n].value = truth[n] + (noise > 0 ? rng.between(-noise, noise) : 0);
    }
}

// [v − a, v + b] on every inner node: v the true value, a and b uniform in [0, width], drawn
// in that order per node in preorder. A leaf's value is exact, so it needs none.
void addIntervals(TreeDraft &d, const std::vector<std::int32_t> &order,
                  const std::vector<double> &truth, int width, Random rng)
{
    for (const std::int32_t n : order) {
        if (d.nodes[n].children.empty())
            continue;
        const int below = width > 0 ? rng.between(0, width) : 0;
        const int above = width > 0 ? rng.between(0, width) : 0;
        d.nodes[n].pess = truth[n] - below;
        d.nodes[n].opt = truth[n] + above;
    }
}

// Each inner node's children get distinct letters, a random choice from the first `letters`
// of the alphabet in a random order (a partial Fisher–Yates shuffle).
void addMoveLabels(TreeDraft &d, const std::vector<std::int32_t> &order, int letters, Random rng)
{
    std::vector<char> alphabet(static_cast<std::size_t>(letters));
    for (const std::int32_t n : order) {
        const std::vector<std::int32_t> &kids = d.nodes[n].children;
        for (int i = 0; i < letters; ++i)
            alphabet[std::size_t(i)] = char('a' + i);
        // More children than letters is refused by the generator; here they stay unlabelled.
        for (std::size_t i = 0; i < std::min(kids.size(), alphabet.size()); ++i) {
            std::swap(alphabet[i], alphabet[std::size_t(rng.between(int(i), letters - 1))]);
            d.nodes[kids[i]].label = QString(QLatin1Char(alphabet[i]));
        }
    }
}

// Appends a copy of the subtree under `from` (its data and its children's edges) to the draft and
// gives `to` its data and the copied children; `to` keeps its own edge in (label, probability).
// Every copied node joins its source's class.
void copySubtree(TreeDraft &d, std::vector<std::int32_t> &cls, std::int32_t from, std::int32_t to)
{
    std::vector<std::pair<std::int32_t, std::int32_t>> stack{{from, to}}; // source, target
    while (!stack.empty()) {
        const auto [src, dst] = stack.back();
        stack.pop_back();
        DraftNode copy = d.nodes[src];
        copy.label = d.nodes[dst].label; // the edge into dst: its own, or set below
        copy.prob = d.nodes[dst].prob;
        cls[std::size_t(dst)] = cls[std::size_t(src)];
        const auto base = std::int32_t(d.nodes.size());
        d.nodes.resize(d.nodes.size() + copy.children.size());
        cls.resize(d.nodes.size());
        for (std::size_t i = 0; i < copy.children.size(); ++i) {
            const std::int32_t source = copy.children[i], target = base + std::int32_t(i);
            d.nodes[target].label = d.nodes[source].label;
            d.nodes[target].prob = d.nodes[source].prob;
            copy.children[i] = target;
            stack.push_back({source, target});
        }
        d.nodes[dst] = std::move(copy);
    }
}

// Makes inner nodes copies of earlier subtrees at the same depth with the same side to move.
// Earlier same-depth nodes are never ancestors, their subtrees are complete, and a copy is not
// walked into, so all nodes of a class (a node and its copies, at any level of a copied
// subtree) have identical subtrees. Each inner node of a class of two or more gets the class's
// key, numbered in preorder ("t1", "t2", …). The replaced nodes' old children stay in the
// draft unreachable, and fromDraft leaves them out.
void addTranspositions(TreeDraft &d, double chance, Random rng)
{
    std::vector<std::int32_t> cls(d.nodes.size());
    for (std::size_t i = 0; i < cls.size(); ++i)
        cls[i] = std::int32_t(i);
    std::vector<std::vector<std::int32_t>> seen[3]; // by kind (max, min, chance), then depth
    std::vector<std::pair<std::int32_t, int>> stack{{d.root, 0}};
    while (!stack.empty()) {
        const auto [n, depth] = stack.back();
        stack.pop_back();
        if (d.nodes[n].children.empty())
            continue;
        auto &sameKind = seen[int(d.nodes[n].kind)];
        if (sameKind.size() <= std::size_t(depth))
            sameKind.resize(std::size_t(depth) + 1);
        std::vector<std::int32_t> &candidates = sameKind[std::size_t(depth)];
        const bool copy = depth > 0 && !candidates.empty() && rng.unit() < chance;
        if (copy)
            copySubtree(d, cls, candidates[std::size_t(rng.between(0, int(candidates.size()) - 1))],
                        n);
        candidates.push_back(n);
        if (copy)
            continue;
        const std::vector<std::int32_t> &kids = d.nodes[n].children;
        for (auto it = kids.rbegin(); it != kids.rend(); ++it)
            stack.push_back({*it, depth + 1});
    }
    const std::vector<std::int32_t> order = preorder(d);
    std::vector<std::int32_t> members(d.nodes.size(), 0), number(d.nodes.size(), 0);
    for (const std::int32_t n : order)
        ++members[std::size_t(cls[std::size_t(n)])];
    int keys = 0;
    for (const std::int32_t n : order) {
        const auto c = std::size_t(cls[std::size_t(n)]);
        if (members[c] < 2 || d.nodes[n].children.empty())
            continue;
        if (number[c] == 0)
            number[c] = ++keys;
        d.nodes[n].key = QStringLiteral("t%1").arg(number[c]);
    }
}

// After heuristics, intervals and move labels, which draw per node: every node whose key was
// seen before takes the first one's heuristic values, intervals and move labels, subtree and all
// (the shapes agree), so that the two stay identical. The true values agree, so each is still truth
// plus noise.
void unifyTranspositions(TreeDraft &d, const std::vector<std::int32_t> &order)
{
    QHash<QString, std::int32_t> first;
    std::vector<bool> copied(d.nodes.size(), false);
    for (const std::int32_t n : order) {
        if (copied[n] || d.nodes[n].key.isEmpty())
            continue;
        const auto it = first.constFind(d.nodes[n].key);
        if (it == first.cend()) {
            first.insert(d.nodes[n].key, n);
            continue;
        }
        std::vector<std::pair<std::int32_t, std::int32_t>> stack{{*it, n}};
        while (!stack.empty()) {
            const auto [src, dst] = stack.back();
            stack.pop_back();
            copied[dst] = true;
            if (src != *it)
                d.nodes[dst].label = d.nodes[src].label;
            if (!d.nodes[src].children.empty()) {
                d.nodes[dst].value = d.nodes[src].value;
                d.nodes[dst].pess = d.nodes[src].pess;
                d.nodes[dst].opt = d.nodes[src].opt;
            }
            for (std::size_t i = 0; i < d.nodes[src].children.size(); ++i)
                stack.push_back({d.nodes[src].children[i], d.nodes[dst].children[i]});
        }
    }
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
            const NodeKind player =
                o.chanceLevels && kind != NodeKind::Chance ? opposite(kind) : next;
            stack.push_back({c, p.depth + 1, player});
        }
        d.nodes[p.index].children = kids; // stack order does not matter: fromDraft renumbers
    }
    if (o.transpositions > 0)
        addTranspositions(d, o.transpositions, streamOf(o.seed, Stream::Transpositions));
    if (o.heuristics || o.intervals || o.moveLetters > 0) {
        const std::vector<std::int32_t> order = preorder(d);
        const std::vector<double> truth =
            o.heuristics || o.intervals ? trueValues(d, order) : std::vector<double>();
        if (o.heuristics)
            addHeuristics(d, order, truth, o.heuristicNoise, streamOf(o.seed, Stream::Heuristics));
        if (o.intervals)
            addIntervals(d, order, truth, o.intervalWidth, streamOf(o.seed, Stream::Intervals));
        if (o.moveLetters > 0)
            addMoveLabels(d, order, std::min(o.moveLetters, 26),
                          streamOf(o.seed, Stream::MoveLabels));
        if (o.transpositions > 0)
            unifyTranspositions(d, order);
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
