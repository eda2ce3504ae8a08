#include "treeedit.h"

#include "../tree/nametext.h"

#include "../io/treetext.h"
#include "../tree/exact.h"
#include "../tree/validate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace gt {

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

TreeEdit refuse(const QString &why)
{
    TreeEdit e;
    e.error = why;
    return e;
}

// The preorder id each draft node will get from GameTree::fromDraft (NoNode when unreachable).
std::vector<NodeId> preorderIds(const TreeDraft &draft)
{
    std::vector<NodeId> ids(draft.nodes.size(), NoNode);
    if (draft.nodes.empty())
        return ids;
    std::vector<std::int32_t> stack{draft.root};
    NodeId next = 0;
    while (!stack.empty()) {
        const std::int32_t d = stack.back();
        stack.pop_back();
        ids[std::size_t(d)] = next++;
        const auto &kids = draft.nodes[std::size_t(d)].children;
        for (auto it = kids.rbegin(); it != kids.rend(); ++it)
            stack.push_back(*it);
    }
    return ids;
}

// Builds the edited tree from a draft whose first `oldCount` entries are the old nodes by id.
TreeEdit finish(const TreeDraft &draft, NodeId oldCount, TreeChange change,
                std::int32_t selectDraft)
{
    TreeEdit e;
    e.change = change;
    if (draft.nodes.empty()) { // the whole tree was removed
        e.oldToNew.assign(std::size_t(oldCount), NoNode);
        e.ok = true;
        return e;
    }
    QString error;
    e.tree = GameTree::fromDraft(draft, &error);
    if (e.tree.isEmpty())
        return refuse(error);
    const std::vector<NodeId> ids = preorderIds(draft);
    e.oldToNew.assign(ids.begin(), ids.begin() + oldCount);
    e.select = selectDraft >= 0 ? ids[std::size_t(selectDraft)] : NoNode;
    e.ok = true;
    return e;
}

bool valid(const GameTree &tree, NodeId n)
{
    return n >= 0 && n < tree.size();
}

DraftNode leaf(double value)
{
    DraftNode d;
    d.kind = NodeKind::Leaf;
    d.value = value;
    return d;
}

// Whether the children of `parent` state their probabilities (rather than being uniform).
bool statesProbabilities(const TreeDraft &draft, std::int32_t parent)
{
    const auto &kids = draft.nodes[std::size_t(parent)].children;
    return std::any_of(kids.begin(), kids.end(), [&](std::int32_t c) {
        return !std::isnan(draft.nodes[std::size_t(c)].prob);
    });
}

// Appends the nodes of `sub` to `draft`; returns the draft index of its root.
std::int32_t appendDraft(TreeDraft &draft, const TreeDraft &sub)
{
    const auto offset = std::int32_t(draft.nodes.size());
    for (DraftNode node : sub.nodes) {
        for (std::int32_t &c : node.children)
            c += offset;
        draft.nodes.push_back(std::move(node));
    }
    return offset + sub.root;
}

TreeEdit editNode(const GameTree &tree, NodeId n, TreeChange change,
                  const std::function<void(DraftNode &)> &apply)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    TreeDraft draft = tree.toDraft();
    apply(draft.nodes[std::size_t(n)]);
    return finish(draft, tree.size(), change, n);
}

} // namespace

NodeKind alternateKind(const GameTree &tree, NodeId parent)
{
    if (!valid(tree, parent))
        return NodeKind::Max;
    switch (tree.kind(parent)) {
    case NodeKind::Max: return NodeKind::Min;
    case NodeKind::Min: return NodeKind::Max;
    default: return NodeKind::Max;
    }
}

TreeEdit addChild(const GameTree &tree, NodeId n, double value)
{
    if (tree.isEmpty()) {
        TreeDraft draft;
        DraftNode root;
        root.kind = NodeKind::Max;
        root.children = {1};
        draft.nodes = {root, leaf(value)};
        return finish(draft, 0, TreeChange::Structure, 1);
    }
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    TreeDraft draft = tree.toDraft();
    DraftNode child = leaf(value);
    DraftNode &node = draft.nodes[std::size_t(n)];
    if (node.kind == NodeKind::Leaf) {
        node.kind = alternateKind(tree, tree.parent(n));
        if (!std::isnan(node.value))
            child.value = node.value;
        node.value = NaN;
    }
    if (node.kind == NodeKind::Chance && statesProbabilities(draft, n))
        child.prob = 0; // keeps the stated ones summing to what they did
    draft.nodes.push_back(child);
    const auto index = std::int32_t(draft.nodes.size() - 1);
    draft.nodes[std::size_t(n)].children.push_back(index);
    return finish(draft, tree.size(), TreeChange::Structure, index);
}

TreeEdit addSibling(const GameTree &tree, NodeId n, double value)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    const NodeId parent = tree.parent(n);
    if (parent == NoNode)
        return refuse(QCoreApplication::translate("gt::TreeEdit",
                                                  "the root has no siblings: add a child instead"));
    TreeDraft draft = tree.toDraft();
    DraftNode sibling = leaf(value);
    if (tree.kind(parent) == NodeKind::Chance && statesProbabilities(draft, parent))
        sibling.prob = 0;
    draft.nodes.push_back(sibling);
    const auto index = std::int32_t(draft.nodes.size() - 1);
    auto &kids = draft.nodes[std::size_t(parent)].children;
    kids.insert(kids.begin() + tree.childIndex(n) + 1, index);
    return finish(draft, tree.size(), TreeChange::Structure, index);
}

TreeEdit removeSubtree(const GameTree &tree, NodeId n)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    const NodeId parent = tree.parent(n);
    if (parent == NoNode)
        return finish(TreeDraft(), tree.size(), TreeChange::Structure, -1);
    TreeDraft draft = tree.toDraft();
    auto &kids = draft.nodes[std::size_t(parent)].children;
    const int i = tree.childIndex(n);
    kids.erase(kids.begin() + i);
    // The next sibling, else the previous one, else the parent (now without children).
    const std::int32_t select = kids.empty()                    ? parent
                                : i < std::int32_t(kids.size()) ? kids[std::size_t(i)]
                                                                : kids.back();
    return finish(draft, tree.size(), TreeChange::Structure, select);
}

TreeEdit duplicateSubtree(const GameTree &tree, NodeId n)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    const NodeId parent = tree.parent(n);
    if (parent == NoNode)
        return refuse(QCoreApplication::translate(
            "gt::TreeEdit", "the root cannot be duplicated: it has no parent"));
    TreeDraft draft = tree.toDraft();
    const std::int32_t copy = appendDraft(draft, tree.subtreeDraft(n));
    draft.nodes[std::size_t(copy)].prob = tree.prob(n);
    draft.nodes[std::size_t(copy)].label = tree.label(n);
    auto &kids = draft.nodes[std::size_t(parent)].children;
    kids.insert(kids.begin() + tree.childIndex(n) + 1, copy);
    return finish(draft, tree.size(), TreeChange::Structure, copy);
}

TreeEdit insertSubtree(const GameTree &tree, NodeId parent, int index, const GameTree &subtree)
{
    if (subtree.isEmpty())
        return refuse(QCoreApplication::translate("gt::TreeEdit", "there is nothing to insert"));
    if (tree.isEmpty() && parent == NoNode)
        return finish(subtree.subtreeDraft(0), 0, TreeChange::Structure, 0);
    if (!valid(tree, parent))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    TreeDraft draft = tree.toDraft();
    const std::int32_t root = appendDraft(draft, subtree.subtreeDraft(0));
    DraftNode &p = draft.nodes[std::size_t(parent)];
    if (p.kind == NodeKind::Leaf) {
        p.kind = alternateKind(tree, tree.parent(parent));
        p.value = NaN;
    }
    if (p.kind == NodeKind::Chance && statesProbabilities(draft, parent))
        draft.nodes[std::size_t(root)].prob = 0;
    auto &kids = draft.nodes[std::size_t(parent)].children;
    const int at = index < 0 || index > int(kids.size()) ? int(kids.size()) : index;
    kids.insert(kids.begin() + at, root);
    return finish(draft, tree.size(), TreeChange::Structure, root);
}

TreeEdit replaceSubtree(const GameTree &tree, NodeId n, const GameTree &subtree)
{
    if (subtree.isEmpty())
        return refuse(QCoreApplication::translate("gt::TreeEdit", "there is nothing to put there"));
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    const NodeId parent = tree.parent(n);
    if (parent == NoNode) {
        TreeEdit e = finish(subtree.subtreeDraft(0), 0, TreeChange::Structure, 0);
        e.oldToNew.assign(std::size_t(tree.size()), NoNode);
        return e;
    }
    TreeDraft draft = tree.toDraft();
    const std::int32_t root = appendDraft(draft, subtree.subtreeDraft(0));
    draft.nodes[std::size_t(root)].prob = tree.prob(n);
    draft.nodes[std::size_t(root)].label = tree.label(n);
    draft.nodes[std::size_t(parent)].children[std::size_t(tree.childIndex(n))] = root;
    return finish(draft, tree.size(), TreeChange::Structure, root);
}

TreeEdit moveToIndex(const GameTree &tree, NodeId n, int index)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    const NodeId parent = tree.parent(n);
    if (parent == NoNode)
        return refuse(
            QCoreApplication::translate("gt::TreeEdit", "the root has no siblings to move past"));
    const int from = tree.childIndex(n);
    index = std::clamp(index, 0, tree.childCount(parent) - 1);
    if (index == from)
        return refuse(QCoreApplication::translate("gt::TreeEdit", "the node is already there"));
    TreeDraft draft = tree.toDraft();
    auto &kids = draft.nodes[std::size_t(parent)].children;
    kids.erase(kids.begin() + from);
    kids.insert(kids.begin() + index, n);
    return finish(draft, tree.size(), TreeChange::Structure, n);
}

TreeEdit moveAmongSiblings(const GameTree &tree, NodeId n, int delta)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    if (tree.parent(n) == NoNode)
        return refuse(
            QCoreApplication::translate("gt::TreeEdit", "the root has no siblings to move past"));
    const int to = tree.childIndex(n) + delta;
    if (to < 0 || to >= tree.childCount(tree.parent(n)))
        return refuse(delta < 0 ? QCoreApplication::translate("gt::TreeEdit",
                                                              "the node is already the first child")
                                : QCoreApplication::translate(
                                      "gt::TreeEdit", "the node is already the last child"));
    return moveToIndex(tree, n, to);
}

TreeEdit setKind(const GameTree &tree, NodeId n, NodeKind kind)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    if (tree.kind(n) == kind)
        return refuse(QCoreApplication::translate("gt::TreeEdit", "the node is a %1 node already")
                          .arg(kindName(kind)));
    TreeDraft draft = tree.toDraft();
    DraftNode &node = draft.nodes[std::size_t(n)];
    const bool wasLeaf = node.kind == NodeKind::Leaf;
    node.kind = kind;
    if (wasLeaf) { // a new inner node: its value goes down to a first child
        DraftNode child = leaf(std::isnan(node.value) ? 0 : node.value);
        node.value = NaN;
        draft.nodes.push_back(child);
        draft.nodes[std::size_t(n)].children.push_back(std::int32_t(draft.nodes.size() - 1));
        return finish(draft, tree.size(), TreeChange::Structure, n);
    }
    if (kind == NodeKind::Leaf) { // the subtree goes; a heuristic value becomes the value
        if (std::isnan(node.value) && tree.childCount(n) == 1 && tree.isLeaf(tree.child(n, 0)))
            node.value = tree.value(tree.child(n, 0)); // undoes "leaf -> inner" by hand
        node.children.clear();
        if (std::isnan(node.value))
            node.value = 0;
        return finish(draft, tree.size(), TreeChange::Structure, n);
    }
    if (kind != NodeKind::Chance) {
        for (std::int32_t c : node.children)
            draft.nodes[std::size_t(c)].prob = NaN;
    }
    return finish(draft, tree.size(), TreeChange::Values, n);
}

TreeEdit setValue(const GameTree &tree, NodeId n, double value)
{
    if (valid(tree, n) && tree.kind(n) == NodeKind::Leaf && !std::isfinite(value))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "a leaf needs a finite number"));
    return editNode(tree, n, TreeChange::Values, [value](DraftNode &d) { d.value = value; });
}

namespace {

// A name or move label that the file formats could not write back (core/tree/nametext.h):
// refused with the same words the readers use, instead of leaving it to fromDraft's backstop.
std::optional<TreeEdit> refuseText(const QString &what, const QString &text)
{
    if (const auto bad = firstForbiddenChar(text))
        return refuse(QStringLiteral("the %1 contains %2").arg(what, describeForbiddenChar(*bad)));
    return std::nullopt;
}

} // namespace

TreeEdit setName(const GameTree &tree, NodeId n, const QString &name)
{
    if (auto refused = refuseText(QStringLiteral("name"), name))
        return *refused;
    return editNode(tree, n, TreeChange::Labels,
                    [&name](DraftNode &d) { d.name = name.trimmed(); });
}

TreeEdit setLabel(const GameTree &tree, NodeId n, const QString &label)
{
    if (valid(tree, n) && tree.parent(n) == NoNode)
        return refuse(
            QCoreApplication::translate("gt::TreeEdit", "the root has no move into it to label"));
    if (auto refused = refuseText(QCoreApplication::translate("gt::TreeEdit", "move label"), label))
        return *refused;
    return editNode(tree, n, TreeChange::Labels,
                    [&label](DraftNode &d) { d.label = label.trimmed(); });
}

TreeEdit setProbability(const GameTree &tree, NodeId n, double prob)
{
    if (!valid(tree, n))
        return refuse(QCoreApplication::translate("gt::TreeEdit", "no node is selected"));
    const NodeId parent = tree.parent(n);
    if (parent == NoNode || tree.kind(parent) != NodeKind::Chance)
        return refuse(QCoreApplication::translate(
            "gt::TreeEdit", "only a child of a chance node has a probability"));
    if (!std::isnan(prob) && (!std::isfinite(prob) || prob < 0))
        return refuse(
            QCoreApplication::translate("gt::TreeEdit", "a probability is a number of at least 0"));
    TreeDraft draft = tree.toDraft();
    if (std::isnan(prob)) { // back to uniform: all or none
        for (NodeId c : tree.children(parent))
            draft.nodes[std::size_t(c)].prob = NaN;
    } else {
        if (!statesProbabilities(draft, parent)) { // uniform until now: state the others' share
            for (int i = 0; i < tree.childCount(parent); ++i)
                draft.nodes[std::size_t(tree.child(parent, i))].prob =
                    tree.childProbability(parent, i);
        }
        draft.nodes[std::size_t(n)].prob = prob;
    }
    return finish(draft, tree.size(), TreeChange::Values, n);
}

TreeEdit normaliseChildren(const GameTree &tree, NodeId chance)
{
    if (!valid(tree, chance) || tree.kind(chance) != NodeKind::Chance || tree.isLeaf(chance))
        return refuse(
            QCoreApplication::translate("gt::TreeEdit", "select a chance node with children"));
    // Exactly, so that the result passes the exact check: 0.8 and 0.7 become 8/15 and 7/15,
    // and shares whose doubles would not read back become billionths summing to 1.
    std::vector<Rational> shares;
    Rational sum;
    for (NodeId c : tree.children(chance)) {
        const bool usable = tree.hasProb(c) && std::isfinite(tree.prob(c)) && tree.prob(c) > 0;
        shares.push_back(usable ? exactNumber(tree.prob(c)) : Rational(0));
        sum += shares.back();
    }
    const int k = tree.childCount(chance);
    for (Rational &s : shares)
        s = sum > 0 ? Rational(s / sum) : Rational(1, k);
    const std::vector<double> p = probabilitiesSummingToOne(shares);
    TreeDraft draft = tree.toDraft();
    for (int i = 0; i < k; ++i)
        draft.nodes[std::size_t(tree.child(chance, i))].prob = p[std::size_t(i)];
    return finish(draft, tree.size(), TreeChange::Values, chance);
}

ProbabilitySum probabilitySum(const GameTree &tree, NodeId chance)
{
    ProbabilitySum s;
    if (!valid(tree, chance) || tree.kind(chance) != NodeKind::Chance || tree.isLeaf(chance))
        return s;
    int stated = 0;
    bool allFinite = true;
    Rational sum; // exactly, as validateTree checks it
    for (NodeId c : tree.children(chance)) {
        if (tree.hasProb(c)) {
            ++stated;
            allFinite = allFinite && std::isfinite(tree.prob(c));
            if (std::isfinite(tree.prob(c)))
                sum += exactNumber(tree.prob(c));
        }
    }
    if (stated == 0)
        return s;
    s.sum = allFinite ? toDouble(sum) : std::numeric_limits<double>::quiet_NaN();
    s.ok = stated == tree.childCount(chance) && allFinite && sum == 1;
    return s;
}

QString explicitTreeText(const GameTree &tree, NodeId n)
{
    if (!valid(tree, n))
        return {};
    const QString text = writeTreeText(tree, n);
    if (!text.startsWith(QLatin1Char('(')))
        return text;
    // Bare parentheses hold only numbers: each group at an even depth is a max node.
    QString out;
    out.reserve(text.size() * 2);
    int depth = 0;
    for (const QChar c : text) {
        if (c == QLatin1Char('(')) {
            out += depth % 2 == 0 ? QStringLiteral("max(") : QStringLiteral("min(");
            ++depth;
        } else {
            if (c == QLatin1Char(')'))
                --depth;
            out += c;
        }
    }
    return out;
}

std::vector<NodeId> invertIdMap(const std::vector<NodeId> &oldToNew, NodeId newSize)
{
    std::vector<NodeId> back(std::size_t(std::max<NodeId>(newSize, 0)), NoNode);
    for (std::size_t old = 0; old < oldToNew.size(); ++old) {
        const NodeId now = oldToNew[old];
        if (now >= 0 && now < newSize)
            back[std::size_t(now)] = NodeId(old);
    }
    return back;
}

} // namespace gt
