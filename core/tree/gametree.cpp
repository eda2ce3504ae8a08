#include "gametree.h"

#include "nametext.h"

#include <QCoreApplication>

#include <algorithm>

namespace gt {

QString kindName(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Max: return QStringLiteral("max");
    case NodeKind::Min: return QStringLiteral("min");
    case NodeKind::Chance: return QStringLiteral("chance");
    case NodeKind::Leaf: return QStringLiteral("leaf");
    }
    return {};
}

bool kindFromName(const QString &name, NodeKind *kind)
{
    static const std::pair<const char *, NodeKind> names[] = {{"max", NodeKind::Max},
                                                              {"min", NodeKind::Min},
                                                              {"chance", NodeKind::Chance},
                                                              {"leaf", NodeKind::Leaf}};
    for (const auto &[text, k] : names) {
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0) {
            *kind = k;
            return true;
        }
    }
    return false;
}

GameTree GameTree::fromDraft(const TreeDraft &draft, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return GameTree();
    };
    const auto count = std::int32_t(draft.nodes.size());
    if (count == 0)
        return fail(QCoreApplication::translate("gt::GameTree", "the tree is empty"));
    if (draft.root < 0 || draft.root >= count)
        return fail(QCoreApplication::translate("gt::GameTree", "the root index is out of range"));

    // Preorder numbering with an explicit stack: deep chains must not touch the C++ stack.
    std::vector<std::int32_t> order; // preorder position -> draft index
    order.reserve(count);
    std::vector<NodeId> newId(count, NoNode);
    std::vector<std::int32_t> stack{draft.root};
    bool anyName = false, anyLabel = false, anyKey = false, anyInterval = false,
         anyPosition = false, anyProb = false;
    while (!stack.empty()) {
        const std::int32_t d = stack.back();
        stack.pop_back();
        if (newId[d] != NoNode)
            return fail(
                QCoreApplication::translate(
                    "gt::GameTree", "draft node %1 is reached twice: the graph is not a tree")
                    .arg(d));
        newId[d] = NodeId(order.size());
        order.push_back(d);
        const auto &kids = draft.nodes[d].children;
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) {
            if (*it < 0 || *it >= count)
                return fail(QCoreApplication::translate(
                                "gt::GameTree", "draft node %1 has a child index out of range")
                                .arg(d));
            stack.push_back(*it);
        }
        // The readers refuse such text with its place; this holds the rule for every other
        // way a tree is made (the editor, the generators).
        const DraftNode &dn = draft.nodes[d];
        for (const auto &[text, what] : {std::pair{&dn.name, "name"},
                                         {&dn.label, "move label"},
                                         {&dn.key, "key"},
                                         {&dn.gameId, "game id"},
                                         {&dn.positionText, "position"}}) {
            if (const auto bad = firstForbiddenChar(*text))
                return fail(QStringLiteral("node %1: the %2 contains %3")
                                .arg(QString::number(newId[d]), QLatin1String(what),
                                     describeForbiddenChar(*bad)));
        }
        anyName = anyName || !dn.name.isEmpty();
        anyProb = anyProb || dn.prob == dn.prob;
        anyLabel = anyLabel || !dn.label.isEmpty();
        anyKey = anyKey || !dn.key.isEmpty();
        anyInterval = anyInterval || dn.pess == dn.pess || dn.opt == dn.opt;
        anyPosition = anyPosition || !dn.gameId.isEmpty() || !dn.positionText.isEmpty();
    }

    GameTree t;
    const auto n = NodeId(order.size());
    t.m_kind.resize(n);
    t.m_value.resize(n);
    if (anyProb)
        t.m_prob.resize(n);
    t.m_parent.assign(n, NoNode);
    t.m_depth.assign(n, 0);
    t.m_firstChildSlot.resize(n + 1);
    t.m_subtreeEnd.resize(n);
    if (anyName)
        t.m_names.resize(n);
    if (anyLabel)
        t.m_labels.resize(n);
    if (anyKey)
        t.m_keys.resize(n);
    if (anyInterval)
        t.m_intervals.resize(n);
    if (anyPosition) {
        t.m_gameIds.resize(n);
        t.m_positionTexts.resize(n);
    }

    std::int32_t slot = 0;
    for (NodeId id = 0; id < n; ++id) {
        const DraftNode &src = draft.nodes[order[id]];
        t.m_kind[id] = src.kind;
        t.m_value[id] = src.value;
        if (anyProb)
            t.m_prob[id] = src.prob;
        if (anyName)
            t.m_names[id] = src.name;
        if (anyLabel)
            t.m_labels[id] = src.label;
        if (anyKey)
            t.m_keys[id] = src.key;
        if (anyInterval)
            t.m_intervals[id] = {src.pess, src.opt};
        if (anyPosition) {
            t.m_gameIds[id] = src.gameId;
            t.m_positionTexts[id] = src.positionText;
        }
        t.m_firstChildSlot[id] = slot;
        slot += std::int32_t(src.children.size());
    }
    t.m_firstChildSlot[n] = slot;
    t.m_childList.resize(slot);
    for (NodeId id = 0; id < n; ++id) {
        const DraftNode &src = draft.nodes[order[id]];
        std::int32_t s = t.m_firstChildSlot[id];
        for (std::int32_t c : src.children) {
            const NodeId cid = newId[c];
            t.m_childList[s++] = cid;
            t.m_parent[cid] = id;
            t.m_depth[cid] = t.m_depth[id] + 1; // parents precede children in preorder
        }
    }
    // Subtree ends, children before parents: walk preorder backwards.
    for (NodeId id = n - 1; id >= 0; --id) {
        const int k = t.childCount(id);
        t.m_subtreeEnd[id] = k == 0 ? id + 1 : t.m_subtreeEnd[t.child(id, k - 1)];
    }
    return t;
}

GameTree GameTree::fromPreorder(std::vector<NodeKind> kinds, std::vector<double> values,
                                const std::vector<NodeId> &parents)
{
    const auto n = NodeId(kinds.size());
    if (n == 0 || values.size() != kinds.size() || parents.size() != kinds.size() ||
        parents[0] != NoNode)
        return {};
    GameTree t;
    t.m_parent = parents;
    t.m_depth.assign(std::size_t(n), 0);
    t.m_firstChildSlot.assign(std::size_t(n) + 1, 0);
    // In preorder a node's children are its id's followers whose parent it is, in order, and
    // its subtree ends where the first later node with a shallower or equal depth starts.
    for (NodeId id = 1; id < n; ++id) {
        const NodeId p = parents[std::size_t(id)];
        if (p < 0 || p >= id)
            return {};
        t.m_depth[std::size_t(id)] = t.m_depth[std::size_t(p)] + 1;
        ++t.m_firstChildSlot[std::size_t(p) + 1];
    }
    for (NodeId id = 0; id < n; ++id)
        t.m_firstChildSlot[std::size_t(id) + 1] += t.m_firstChildSlot[std::size_t(id)];
    t.m_childList.resize(std::size_t(t.m_firstChildSlot[std::size_t(n)]));
    std::vector<std::int32_t> next(t.m_firstChildSlot.begin(), t.m_firstChildSlot.end() - 1);
    for (NodeId id = 1; id < n; ++id)
        t.m_childList[std::size_t(next[std::size_t(parents[std::size_t(id)])]++)] = id;
    t.m_subtreeEnd.resize(std::size_t(n));
    for (NodeId id = n - 1; id >= 0; --id) {
        const int k = t.childCount(id);
        t.m_subtreeEnd[std::size_t(id)] = k == 0 ? id + 1 : t.m_subtreeEnd[t.child(id, k - 1)];
    }
    // A preorder numbers each subtree contiguously: a child starts where its previous sibling's
    // subtree ends.
    for (NodeId id = 0; id < n; ++id) {
        NodeId expect = id + 1;
        for (int i = 0; i < t.childCount(id); ++i) {
            const NodeId c = t.child(id, i);
            if (c != expect)
                return {};
            expect = t.m_subtreeEnd[std::size_t(c)];
        }
    }
    t.m_kind = std::move(kinds);
    t.m_value = std::move(values);
    return t;
}

TreeDraft GameTree::subtreeDraft(NodeId top) const
{
    TreeDraft d;
    if (isEmpty())
        return d;
    const NodeId end = m_subtreeEnd[top];
    d.nodes.resize(end - top);
    for (NodeId id = top; id < end; ++id) {
        DraftNode &dn = d.nodes[id - top];
        dn.kind = m_kind[id];
        dn.value = m_value[id];
        dn.prob = id == top ? std::numeric_limits<double>::quiet_NaN() : prob(id);
        dn.name = name(id);
        dn.label = id == top ? QString() : label(id);
        dn.key = key(id);
        if (const auto iv = interval(id)) {
            dn.pess = iv->pess;
            dn.opt = iv->opt;
        }
        dn.gameId = gameId(id);
        dn.positionText = positionText(id);
        for (NodeId c : children(id))
            dn.children.push_back(c - top);
    }
    d.root = 0;
    return d;
}

TreeDraft GameTree::toDraft() const
{
    TreeDraft d = subtreeDraft(0);
    if (!isEmpty()) {
        d.nodes[0].prob = prob(0);
        d.nodes[0].label = label(0);
    }
    return d;
}

std::optional<Interval> GameTree::interval(NodeId n) const
{
    if (m_intervals.empty())
        return std::nullopt;
    const Interval &iv = m_intervals[n];
    if (iv.pess != iv.pess && iv.opt != iv.opt)
        return std::nullopt;
    return iv;
}

int GameTree::childIndex(NodeId n) const
{
    const NodeId p = m_parent[n];
    if (p == NoNode)
        return 0;
    const auto kids = children(p);
    return int(std::find(kids.begin(), kids.end(), n) - kids.begin());
}

double GameTree::childProbability(NodeId n, int i) const
{
    const NodeId c = child(n, i);
    return hasProb(c) ? m_prob[c] : 1.0 / childCount(n);
}

int GameTree::height() const
{
    return m_depth.empty() ? 0 : *std::max_element(m_depth.begin(), m_depth.end());
}

NodeId GameTree::leafCount() const
{
    NodeId leaves = 0;
    for (NodeId id = 0; id < size(); ++id)
        leaves += isLeaf(id) ? 1 : 0;
    return leaves;
}

std::size_t GameTree::memoryBytes() const
{
    auto bytes = [](const auto &v) { return v.capacity() * sizeof(v[0]); };
    std::size_t total = bytes(m_kind) + bytes(m_value) + bytes(m_prob) + bytes(m_parent) +
                        bytes(m_depth) + bytes(m_firstChildSlot) + bytes(m_childList) +
                        bytes(m_subtreeEnd) + bytes(m_names) + bytes(m_labels) + bytes(m_keys) +
                        bytes(m_intervals) + bytes(m_gameIds) + bytes(m_positionTexts);
    for (const auto *texts : {&m_names, &m_labels, &m_keys, &m_gameIds, &m_positionTexts}) {
        for (const QString &s : *texts)
            total += std::size_t(s.capacity()) * sizeof(QChar);
    }
    return total;
}

QString GameTree::describe(NodeId n) const
{
    const QString nm = name(n);
    return nm.isEmpty()
               ? QCoreApplication::translate("gt::GameTree", "node %1").arg(n)
               : QCoreApplication::translate("gt::GameTree", "node %1 (%2)")
                     .arg(n)
                     .arg(isolatedName(nm)); // a right-to-left name must not turn the message
}

static bool sameNumber(double a, double b)
{
    return a == b || (a != a && b != b); // NaN means "absent" and equals itself here
}

bool GameTree::operator==(const GameTree &o) const
{
    if (size() != o.size() || m_kind != o.m_kind || m_childList != o.m_childList ||
        m_firstChildSlot != o.m_firstChildSlot)
        return false;
    for (NodeId id = 0; id < size(); ++id) {
        if (!sameNumber(m_value[id], o.m_value[id]) || !sameNumber(prob(id), o.prob(id)) ||
            name(id) != o.name(id) || label(id) != o.label(id) || key(id) != o.key(id) ||
            gameId(id) != o.gameId(id) || positionText(id) != o.positionText(id))
            return false;
        const auto a = interval(id), b = o.interval(id);
        if (a.has_value() != b.has_value() ||
            (a && (!sameNumber(a->pess, b->pess) || !sameNumber(a->opt, b->opt))))
            return false;
    }
    return true;
}

} // namespace gt
