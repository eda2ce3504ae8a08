#include "transpositiontable.h"

#include <QHash>
#include <QPair>

namespace gt {

std::vector<NodeId> transpositionClasses(const GameTree &tree, int depthLimit)
{
    std::vector<NodeId> classes(std::size_t(tree.size()));
    // Preorder: the first node met with a key is the smallest id of its class.
    QHash<QPair<QString, int>, NodeId> first;
    for (NodeId n = 0; n < tree.size(); ++n) {
        classes[std::size_t(n)] = n;
        const QString key = tree.key(n);
        if (key.isEmpty())
            continue;
        const int depth = depthLimit >= 0 ? tree.depth(n) : 0;
        const QPair<QString, int> position{key, depth};
        const auto seen = first.constFind(position);
        if (seen == first.constEnd())
            first.insert(position, n);
        else
            classes[std::size_t(n)] = *seen;
    }
    return classes;
}

TranspositionTable::TranspositionTable(const GameTree &tree, int depthLimit)
    : m_class(transpositionClasses(tree, depthLimit))
    , m_entries(std::size_t(tree.size()))
{}

TableLookup TranspositionTable::lookup(NodeId n, double alpha, double beta) const
{
    TableLookup out;
    out.entry = entry(n);
    out.alpha = alpha;
    out.beta = beta;
    const TableEntry &e = out.entry;
    if (e.storedBy == NoNode)
        return out;
    out.answered = true;
    if (e.lower >= beta) {
        out.value = e.lower;
        out.bound = e.lower == e.upper ? Bound::Exact : Bound::Lower;
    } else if (e.upper <= alpha) {
        out.value = e.upper;
        out.bound = e.lower == e.upper ? Bound::Exact : Bound::Upper;
    } else if (e.lower == e.upper) {
        out.value = e.lower;
        out.bound = Bound::Exact;
    } else {
        out.answered = false;
        out.alpha = std::max(alpha, e.lower);
        out.beta = std::min(beta, e.upper);
    }
    return out;
}

void TranspositionTable::store(NodeId n, double g, double alpha, double beta)
{
    TableEntry &e = m_entries[std::size_t(m_class[n])];
    if (g <= alpha) {
        e.upper = g;
    } else if (g >= beta) {
        e.lower = g;
    } else {
        e.lower = g;
        e.upper = g;
    }
    e.storedBy = n;
}

void TranspositionTable::storeExact(NodeId n, double value)
{
    TableEntry &e = m_entries[std::size_t(m_class[n])];
    e.lower = value;
    e.upper = value;
    e.storedBy = n;
}

} // namespace gt
