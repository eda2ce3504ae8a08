#include "transpositiontable.h"

namespace gt {

namespace {

// What a node with a key is a position of: its key, and its depth under a depth limit.
QPair<QString, int> positionOf(const GameTree &tree, NodeId n, int depthLimit)
{
    return {tree.key(n), depthLimit >= 0 ? tree.depth(n) : 0};
}

} // namespace

std::vector<NodeId> transpositionClasses(const GameTree &tree, int depthLimit)
{
    std::vector<NodeId> classes(std::size_t(tree.size()));
    // Preorder: the first node met with a key is the smallest id of its class.
    QHash<QPair<QString, int>, NodeId> first;
    for (NodeId n = 0; n < tree.size(); ++n) {
        classes[std::size_t(n)] = n;
        if (tree.key(n).isEmpty())
            continue;
        const QPair<QString, int> position = positionOf(tree, n, depthLimit);
        const auto seen = first.constFind(position);
        if (seen == first.constEnd())
            first.insert(position, n);
        else
            classes[std::size_t(n)] = *seen;
    }
    return classes;
}

TranspositionTable::TranspositionTable(const GameTree &tree, int depthLimit)
    : m_tree(&tree)
    , m_depthLimit(depthLimit)
{}

int TranspositionTable::find(NodeId n) const
{
    if (const auto known = m_byNode.constFind(n); known != m_byNode.constEnd())
        return *known;
    if (m_byPosition.isEmpty() || m_tree->key(n).isEmpty())
        return -1;
    return m_byPosition.value(positionOf(*m_tree, n, m_depthLimit), -1);
}

const TableEntry &TranspositionTable::entry(NodeId n) const
{
    static const TableEntry empty;
    const int i = find(n);
    return i < 0 ? empty : m_entries[std::size_t(i)];
}

TableEntry &TranspositionTable::entryOf(NodeId n)
{
    if (const auto known = m_byNode.constFind(n); known != m_byNode.constEnd())
        return m_entries[std::size_t(*known)];
    const int made = int(m_entries.size());
    int i = made;
    if (!m_tree->key(n).isEmpty()) { // another node may have met its position already
        const QPair<QString, int> position = positionOf(*m_tree, n, m_depthLimit);
        auto stored = m_byPosition.find(position);
        if (stored == m_byPosition.end())
            stored = m_byPosition.insert(position, made);
        i = *stored;
    }
    if (i == made)
        m_entries.emplace_back();
    m_byNode.insert(n, i);
    return m_entries[std::size_t(i)];
}

TableLookup TranspositionTable::lookup(NodeId n, double alpha, double beta)
{
    TableLookup out;
    out.entry = entryOf(n); // an empty entry is [−∞, +∞] stored by no one: not an answer
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
    TableEntry &e = entryOf(n);
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
    TableEntry &e = entryOf(n);
    e.lower = value;
    e.upper = value;
    e.storedBy = n;
}

} // namespace gt
