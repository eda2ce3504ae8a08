#include "transpositiontable.h"

namespace gt {

std::vector<NodeId> transpositionClasses(const GameTree &tree)
{
    std::vector<NodeId> classes(std::size_t(tree.size()));
    for (NodeId n = 0; n < tree.size(); ++n)
        classes[std::size_t(n)] = n;
    return classes;
}

TranspositionTable::TranspositionTable(const GameTree &tree)
    : m_class(transpositionClasses(tree))
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
