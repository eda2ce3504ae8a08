#include "pnsengine.h"

#include <QString>

namespace gt {

namespace {

ProofNumber saturatingAdd(ProofNumber a, ProofNumber b)
{
    return a == ProofInfinity || b == ProofInfinity || a > ProofInfinity - b ? ProofInfinity
                                                                             : a + b;
}

} // namespace

QString proofNumberText(ProofNumber n)
{
    return n == ProofInfinity ? QStringLiteral("∞") : QString::number(n);
}

PnsEngine::PnsEngine(const GameTree &tree, const PnsSettings &settings, bool record)
    : m_tree(tree)
    , m_settings(settings)
    , m_record(record)
    , m_generated(std::size_t(tree.size()), 0)
    , m_isExpanded(std::size_t(tree.size()), 0)
    , m_pn(std::size_t(tree.size()), 1)
    , m_dn(std::size_t(tree.size()), 1)
{
    generate(0);
}

PnsNumbers PnsEngine::generate(NodeId n)
{
    const std::size_t i = std::size_t(n);
    m_generated[i] = 1;
    if (m_tree.isLeaf(n)) {
        const double v = m_tree.value(n);
        const bool proven = m_settings.notLose ? v >= 0 : v > 0;
        m_pn[i] = proven ? 0 : ProofInfinity;
        m_dn[i] = proven ? ProofInfinity : 0;
        m_leaves.push_back(n);
    } else if (m_settings.childrenInit) {
        const ProofNumber k = m_tree.childCount(n);
        m_pn[i] = isOr(n) ? 1 : k;
        m_dn[i] = isOr(n) ? k : 1;
    } else {
        m_pn[i] = m_dn[i] = 1;
    }
    return {n, m_pn[i], m_dn[i]};
}

void PnsEngine::backUp(NodeId n)
{
    const bool orNode = isOr(n);
    ProofNumber pn = orNode ? ProofInfinity : 0, dn = orNode ? 0 : ProofInfinity;
    for (NodeId c : m_tree.children(n)) {
        const std::size_t j = std::size_t(c);
        pn = orNode ? std::min(pn, m_pn[j]) : saturatingAdd(pn, m_pn[j]);
        dn = orNode ? saturatingAdd(dn, m_dn[j]) : std::min(dn, m_dn[j]);
    }
    m_pn[std::size_t(n)] = pn;
    m_dn[std::size_t(n)] = dn;
}

void PnsEngine::run()
{
    while (m_pn[0] != 0 && m_dn[0] != 0) {
        PnsIteration it;
        // Descend to the most-proving node: smallest pn under OR, smallest dn under AND.
        NodeId n = 0;
        while (m_isExpanded[std::size_t(n)]) {
            const bool byProof = isOr(n);
            const auto &numbers = byProof ? m_pn : m_dn;
            NodeId best = NoNode;
            int ties = 0;
            for (NodeId c : m_tree.children(n)) {
                if (best == NoNode || numbers[std::size_t(c)] < numbers[std::size_t(best)]) {
                    best = c;
                    ties = 1;
                } else if (numbers[std::size_t(c)] == numbers[std::size_t(best)]) {
                    ++ties;
                }
            }
            Q_ASSERT(numbers[std::size_t(best)] != 0); // n would be solved
            if (m_record)
                it.path.push_back({n, best, byProof, numbers[std::size_t(best)], ties});
            n = best;
        }
        Q_ASSERT(!m_tree.isLeaf(n)); // a leaf is solved when generated
        // Expand it: generate its children left to right, evaluating the leaves.
        m_isExpanded[std::size_t(n)] = 1;
        m_expansions.push_back(n);
        it.expanded = n;
        for (NodeId c : m_tree.children(n)) {
            const PnsNumbers g = generate(c);
            if (m_record)
                it.generated.push_back(g);
        }
        // Update the numbers on the path back to the root.
        for (NodeId a = n; a != NoNode; a = m_tree.parent(a)) {
            backUp(a);
            if (m_record)
                it.updated.push_back({a, m_pn[std::size_t(a)], m_dn[std::size_t(a)]});
        }
        if (m_record)
            m_iterations.push_back(std::move(it));
    }
}

NodeId PnsEngine::bestRootChild() const
{
    if (m_tree.isLeaf(0))
        return NoNode;
    const bool orRoot = isOr(0);
    if (orRoot != proven())
        return NoNode;
    for (NodeId c : m_tree.children(0)) {
        if ((orRoot ? m_pn : m_dn)[std::size_t(c)] == 0)
            return c;
    }
    return NoNode;
}

std::vector<NodeId> PnsEngine::neverGenerated() const
{
    std::vector<NodeId> out;
    for (NodeId n = 0; n < m_tree.size(); ++n) {
        if (!m_generated[std::size_t(n)])
            out.push_back(n);
    }
    return out;
}

} // namespace gt
