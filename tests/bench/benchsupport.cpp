#include "benchsupport.h"

#include <QFile>

#include <map>
#include <random>

namespace gt::bench {

GameTree exactSizeTree(int size, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> kids(0, 4);
    std::uniform_int_distribution<int> values(-1000, 1000);
    TreeDraft d;
    d.nodes.reserve(std::size_t(size));
    d.nodes.emplace_back();
    std::vector<int> depth{0};
    depth.reserve(std::size_t(size));
    for (std::size_t next = 0; int(d.nodes.size()) < size; ++next) {
        const bool mustGrow = next == 0 || next + 1 == d.nodes.size();
        const int k = mustGrow ? std::max(1, kids(rng)) : kids(rng);
        for (int i = 0; i < k && int(d.nodes.size()) < size; ++i) {
            d.nodes[next].children.push_back(std::int32_t(d.nodes.size()));
            d.nodes.emplace_back();
            depth.push_back(depth[next] + 1);
        }
    }
    for (std::size_t i = 0; i < d.nodes.size(); ++i) {
        DraftNode &n = d.nodes[i];
        if (n.children.empty()) {
            n.kind = NodeKind::Leaf;
            n.value = values(rng);
        } else {
            n.kind = depth[i] % 2 == 0 ? NodeKind::Max : NodeKind::Min;
        }
    }
    return GameTree::fromDraft(d);
}

GameTree withIntervals(const GameTree &tree, int width, unsigned seed)
{
    TreeDraft d = tree.toDraft(); // draft indices equal preorder ids: children after parents
    std::vector<double> minimax(d.nodes.size());
    for (std::size_t i = d.nodes.size(); i-- > 0;) {
        const DraftNode &node = d.nodes[i];
        if (node.children.empty()) {
            minimax[i] = node.value;
            continue;
        }
        const bool isMax = node.kind == NodeKind::Max;
        minimax[i] = minimax[std::size_t(node.children.front())];
        for (std::int32_t c : node.children)
            minimax[i] = isMax ? std::max(minimax[i], minimax[std::size_t(c)])
                               : std::min(minimax[i], minimax[std::size_t(c)]);
    }
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> spread(0, width);
    for (std::size_t i = 0; i < d.nodes.size(); ++i) {
        if (d.nodes[i].children.empty())
            continue;
        d.nodes[i].pess = minimax[i] - spread(rng);
        d.nodes[i].opt = minimax[i] + spread(rng);
    }
    return GameTree::fromDraft(d);
}

GameTree withHeuristicsAndKeys(const GameTree &tree)
{
    TreeDraft d = tree.toDraft(); // draft indices equal preorder ids: children after parents
    const std::size_t n = d.nodes.size();
    std::vector<int> cls(n);
    std::vector<double> minimax(n);
    std::map<std::vector<std::int64_t>, int> classes; // (kind, value, children's classes) → class
    std::vector<int> members;
    for (std::size_t i = n; i-- > 0;) {
        const DraftNode &node = d.nodes[i];
        std::vector<std::int64_t> shape{std::int64_t(node.kind)};
        if (node.children.empty()) {
            minimax[i] = node.value;
            shape.push_back(std::int64_t(node.value));
        } else {
            const bool isMax = node.kind == NodeKind::Max;
            minimax[i] = isMax ? -1e300 : 1e300;
            for (std::int32_t c : node.children) {
                minimax[i] = isMax ? std::max(minimax[i], minimax[std::size_t(c)])
                                   : std::min(minimax[i], minimax[std::size_t(c)]);
                shape.push_back(cls[std::size_t(c)]);
            }
        }
        const auto [it, added] = classes.emplace(std::move(shape), int(classes.size()));
        cls[i] = it->second;
        if (added)
            members.push_back(0);
        ++members[std::size_t(cls[i])];
    }
    for (std::size_t i = 0; i < n; ++i) {
        DraftNode &node = d.nodes[i];
        const auto c = std::uint32_t(cls[i]);
        if (!node.children.empty()) // noise from the class: identical subtrees stay identical
            node.value = minimax[i] + double((c * 2654435761u) % 201) - 100;
        if (members[c] > 1)
            node.key = QStringLiteral("k%1").arg(c);
    }
    return GameTree::fromDraft(d);
}

double procStatusKiB(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').front().toDouble();
    return 0;
}

double peakRssMiB()
{
    return procStatusKiB("VmHWM") / 1024.0;
}

} // namespace gt::bench
