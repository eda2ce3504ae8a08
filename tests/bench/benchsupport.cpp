#include "benchsupport.h"

#include <QFile>

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

double peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toDouble() / 1024.0;
    return 0;
}

} // namespace gt::bench
