#include "transpositions.h"

#include <QHash>
#include <QLocale>

#include <bit>

namespace gt {

namespace {

// A number's bits with every NaN one pattern and -0 as 0, as GameTree::operator== compares.
std::uint64_t numberBits(double v)
{
    if (v != v)
        return 0x7ff8000000000000ULL;
    if (v == 0)
        return 0;
    return std::bit_cast<std::uint64_t>(v);
}

QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString keyText(const GameTree &t, NodeId n)
{
    return t.key(n).isEmpty() ? QStringLiteral("no key")
                              : QStringLiteral("the key '%1'").arg(t.key(n));
}

// What node a has that node b lacks, as "(node 11 has 5, node 6 has 3)": the first difference
// in a walk of both subtrees in preorder, which stays aligned while the child counts agree.
QString firstDifference(const GameTree &t, NodeId a, NodeId b)
{
    const NodeId size = t.subtreeEnd(a) - a;
    for (NodeId i = 0; i < size && b + i < t.subtreeEnd(b); ++i) {
        const NodeId x = a + i, y = b + i;
        QString hx, hy;
        if (t.kind(x) != t.kind(y)) {
            hx = QStringLiteral("a %1 node").arg(kindName(t.kind(x)));
            hy = QStringLiteral("a %1 node").arg(kindName(t.kind(y)));
        } else if (t.childCount(x) != t.childCount(y)) {
            hx = QStringLiteral("%1 children").arg(t.childCount(x));
            hy = QStringLiteral("%1 children").arg(t.childCount(y));
        } else if (numberBits(t.value(x)) != numberBits(t.value(y))) {
            const bool leaf = t.kind(x) == NodeKind::Leaf;
            auto text = [&t, leaf](NodeId n) {
                if (!t.hasValue(n))
                    return QStringLiteral("no heuristic value");
                return leaf ? number(t.value(n))
                            : QStringLiteral("the heuristic value %1").arg(number(t.value(n)));
            };
            hx = text(x);
            hy = text(y);
        } else if (i > 0 && numberBits(t.prob(x)) != numberBits(t.prob(y))) {
            auto text = [&t](NodeId n) {
                return t.hasProb(n) ? QStringLiteral("the probability %1").arg(number(t.prob(n)))
                                    : QStringLiteral("no probability");
            };
            hx = text(x);
            hy = text(y);
        } else if (i > 0 && t.key(x) != t.key(y)) {
            hx = keyText(t, x);
            hy = keyText(t, y);
        } else {
            continue;
        }
        return QStringLiteral("%1 has %2, %3 has %4").arg(t.describe(x), hx, t.describe(y), hy);
    }
    return QStringLiteral("their shapes differ");
}

} // namespace

std::vector<TreeProblem> checkTranspositions(const GameTree &t)
{
    std::vector<TreeProblem> out;
    if (!t.hasKeys())
        return out;
    QHash<QString, std::uint64_t> keyNumber; // 0 = no key
    std::vector<std::uint64_t> keyOf(t.size(), 0);
    for (NodeId n = 0; n < t.size(); ++n) {
        const QString k = t.key(n);
        if (k.isEmpty())
            continue;
        auto it = keyNumber.find(k);
        if (it == keyNumber.end())
            it = keyNumber.insert(k, std::uint64_t(keyNumber.size()) + 1);
        keyOf[n] = it.value();
    }
    // Each subtree's class is the first node (in the backwards walk) with an identical
    // subtree; children's classes are known before their parent's, so two nodes are identical
    // when their own data and their children's probabilities and classes agree. An open
    // addressing table of class representatives keeps it to one pass without allocations.
    std::vector<NodeId> classOf(t.size());
    const auto hashOf = [&](NodeId n) {
        std::uint64_t h = std::uint64_t(t.kind(n)) * 0x9e3779b97f4a7c15ULL;
        const auto mix = [&h](std::uint64_t v) {
            h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            h *= 0xff51afd7ed558ccdULL;
        };
        mix(numberBits(t.value(n)));
        mix(keyOf[n]);
        for (NodeId c : t.children(n)) {
            mix(numberBits(t.prob(c)));
            mix(std::uint64_t(classOf[c]));
        }
        return h ^ (h >> 33);
    };
    const auto identical = [&](NodeId a, NodeId b) {
        if (t.kind(a) != t.kind(b) || numberBits(t.value(a)) != numberBits(t.value(b)) ||
            keyOf[a] != keyOf[b] || t.childCount(a) != t.childCount(b))
            return false;
        for (int i = 0; i < t.childCount(a); ++i) {
            const NodeId x = t.child(a, i), y = t.child(b, i);
            if (numberBits(t.prob(x)) != numberBits(t.prob(y)) || classOf[x] != classOf[y])
                return false;
        }
        return true;
    };
    std::size_t slotCount = 16;
    while (slotCount < 2 * std::size_t(t.size()))
        slotCount *= 2;
    std::vector<NodeId> table(slotCount, NoNode);
    for (NodeId n = t.size() - 1; n >= 0; --n) {
        std::size_t i = hashOf(n) & (slotCount - 1);
        while (table[i] != NoNode && !identical(table[i], n))
            i = (i + 1) & (slotCount - 1);
        if (table[i] == NoNode)
            table[i] = n;
        classOf[n] = table[i];
    }
    std::vector<NodeId> firstWithKey(keyNumber.size() + 1, NoNode);
    for (NodeId n = 0; n < t.size(); ++n) {
        if (keyOf[n] == 0)
            continue;
        NodeId &first = firstWithKey[keyOf[n]];
        if (first == NoNode) {
            first = n;
        } else if (classOf[n] != classOf[first]) {
            out.push_back({n, QStringLiteral("%1 and %2 share the key '%3' but their subtrees "
                                             "differ (%4)")
                                  .arg(t.describe(n), t.describe(first), t.key(n),
                                       firstDifference(t, n, first))});
        }
    }
    return out;
}

} // namespace gt
