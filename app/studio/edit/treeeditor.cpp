#include "treeeditor.h"

#include "documenttextcommand.h"

#include "app/studio/canvas/canvascontroller.h"

#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/io/treetext.h"

#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// Bare parentheses alternate from a max root; pasted where a min node belongs, they should
// alternate from min.
GameTree swapMaxMin(const GameTree &tree)
{
    TreeDraft draft = tree.toDraft();
    for (DraftNode &d : draft.nodes) {
        if (d.kind == NodeKind::Max)
            d.kind = NodeKind::Min;
        else if (d.kind == NodeKind::Min)
            d.kind = NodeKind::Max;
    }
    return GameTree::fromDraft(draft);
}

} // namespace

TreeEditor::TreeEditor(SearchSession *session, CanvasController *canvas, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_canvas(canvas)
    , m_undo(new QUndoStack(this))
{
    m_undo->setObjectName(QStringLiteral("undoStack"));
    // Selection is model state: the scene forgets it whenever it rebuilds its items.
    connect(m_canvas, &CanvasController::layoutApplied, this, &TreeEditor::showSelection);
    connect(m_canvas, &CanvasController::refreshed, this, &TreeEditor::showSelection);
    connect(m_canvas->scene(), &TreeScene::nodeClicked, this, &TreeEditor::select);
}

TreeEditor::~TreeEditor()
{
    // A stack that is not clean says so as it dies, to a window that is half gone already.
    m_undo->blockSignals(true);
}

const GameTree &TreeEditor::tree() const
{
    return m_session->tree();
}

void TreeEditor::select(NodeId node)
{
    if (node < 0 || node >= tree().size())
        node = NoNode;
    if (node == m_selected)
        return;
    m_selected = node;
    showSelection();
    if (node != NoNode)
        m_canvas->view()->ensureNodeVisible(node, true);
    emit selectionChanged(node);
}

void TreeEditor::showSelection()
{
    m_canvas->scene()->setSelectedNode(m_selected);
}

void TreeEditor::selectParent()
{
    if (m_selected == NoNode)
        select(tree().root());
    else if (tree().parent(m_selected) != NoNode)
        select(tree().parent(m_selected));
}

void TreeEditor::selectFirstChild()
{
    if (m_selected == NoNode) {
        select(tree().root());
        return;
    }
    if (tree().isLeaf(m_selected))
        return;
    if (isCollapsed(m_selected))
        setCollapsed(m_selected, false);
    select(tree().child(m_selected, 0));
}

void TreeEditor::selectSibling(int delta)
{
    if (m_selected == NoNode) {
        select(tree().root());
        return;
    }
    const NodeId parent = tree().parent(m_selected);
    if (parent == NoNode)
        return;
    const int i = tree().childIndex(m_selected) + delta;
    if (i >= 0 && i < tree().childCount(parent))
        select(tree().child(parent, i));
}

bool TreeEditor::perform(const QString &text, TreeEdit edit, TreeEditCommand::Field field,
                         NodeId node)
{
    if (!edit.ok) {
        emit message(tr("%1: %2").arg(text, edit.error));
        return false;
    }
    // An edit that changes nothing (an empty heuristic where there is none, a name typed again)
    // is no step: nothing to undo, and the document stays unmodified. GameTree's == takes two
    // NaNs (no value, no probability) as equal. Moving a subtree past an identical sibling
    // changes nothing either, but the selection goes where the user sent it.
    if (edit.tree == tree()) {
        if (edit.select != NoNode)
            select(edit.select);
        return false;
    }
    m_undo->push(new TreeEditCommand(this, text, std::move(edit), field, node));
    return true;
}

void TreeEditor::applyTree(const GameTree &tree, TreeChange change,
                           const std::vector<NodeId> &oldToNew, NodeId select)
{
    if (select < 0 || select >= tree.size())
        select = NoNode;
    if (change == TreeChange::Structure) {
        // Folds follow their nodes to the new ids; the selection is never hidden in one.
        const CollapsedSet &old = m_canvas->collapsed();
        CollapsedSet now(std::size_t(tree.size()), 0);
        for (std::size_t i = 0; i < old.size() && i < oldToNew.size(); ++i) {
            const NodeId n = oldToNew[i];
            if (old[i] && n >= 0 && n < tree.size() && !tree.isLeaf(n))
                now[std::size_t(n)] = 1;
        }
        for (NodeId a = select == NoNode ? NoNode : tree.parent(select); a != NoNode;
             a = tree.parent(a))
            now[std::size_t(a)] = 0;
        m_canvas->setCollapsed(now, false);
        if (std::any_of(oldToNew.begin(), oldToNew.end(), [](NodeId id) { return id >= 0; }))
            m_canvas->keepCameraOnNextLayout(); // the same tree, edited: not a new one
    }
    // Breakpoints are by node id too: they follow their nodes (the session only keeps them
    // while the shape stays).
    const std::vector<char> breakpoints = m_session->nodeBreakpoints();
    m_selected = select;
    const QString algorithm = m_chooseAlgorithm ? m_chooseAlgorithm(tree) : QString();
    m_session->setEditedTree(tree, change, algorithm, oldToNew);
    if (change == TreeChange::Structure &&
        std::find(breakpoints.begin(), breakpoints.end(), 1) != breakpoints.end()) {
        m_session->clearNodeBreakpoints();
        for (std::size_t i = 0; i < breakpoints.size() && i < oldToNew.size(); ++i) {
            if (breakpoints[i] && oldToNew[i] != NoNode)
                m_session->setNodeBreakpoint(oldToNew[i], true);
        }
    }
    showSelection();
    if (m_selected != NoNode)
        m_canvas->view()->ensureNodeVisible(m_selected);
    emit selectionChanged(m_selected);
    emit treeEdited();
}

bool TreeEditor::addChild()
{
    if (m_selected == NoNode && !tree().isEmpty())
        return perform(tr("Add Child"), gt::addChild(tree(), tree().root()));
    if (m_selected != NoNode && isCollapsed(m_selected))
        setCollapsed(m_selected, false);
    return perform(tr("Add Child"), gt::addChild(tree(), m_selected));
}

bool TreeEditor::addSibling()
{
    if (tree().isEmpty())
        return addChild();
    return perform(tr("Add Sibling"), gt::addSibling(tree(), m_selected));
}

bool TreeEditor::removeSelected()
{
    return perform(tr("Delete Subtree"), removeSubtree(tree(), m_selected));
}

bool TreeEditor::duplicateSelected()
{
    return perform(tr("Duplicate Subtree"), duplicateSubtree(tree(), m_selected));
}

bool TreeEditor::moveSelected(int delta)
{
    return perform(delta < 0 ? tr("Move Left") : tr("Move Right"),
                   moveAmongSiblings(tree(), m_selected, delta));
}

bool TreeEditor::moveSelectedTo(int index)
{
    return perform(tr("Move Subtree"), moveToIndex(tree(), m_selected, index));
}

bool TreeEditor::setKind(NodeId node, NodeKind kind)
{
    return perform(tr("Make %1").arg(kindName(kind)), gt::setKind(tree(), node, kind));
}

bool TreeEditor::setValue(NodeId node, double value)
{
    return perform(tr("Set Value of %1").arg(tree().describe(node)),
                   gt::setValue(tree(), node, value), TreeEditCommand::ValueField, node);
}

bool TreeEditor::setName(NodeId node, const QString &name)
{
    return perform(tr("Rename %1").arg(tree().describe(node)), gt::setName(tree(), node, name),
                   TreeEditCommand::NameField, node);
}

bool TreeEditor::setLabel(NodeId node, const QString &label)
{
    return perform(tr("Label Move to %1").arg(tree().describe(node)),
                   gt::setLabel(tree(), node, label), TreeEditCommand::LabelField, node);
}

bool TreeEditor::setProbability(NodeId node, double prob)
{
    return perform(tr("Set Probability of %1").arg(tree().describe(node)),
                   gt::setProbability(tree(), node, prob), TreeEditCommand::ProbabilityField, node);
}

bool TreeEditor::normalise(NodeId chanceNode)
{
    return perform(tr("Normalise Probabilities"), normaliseChildren(tree(), chanceNode));
}

bool TreeEditor::transformValues(const LeafMap &map)
{
    LeafTransform t = transformLeafValues(tree(), map);
    t.edit.select = m_selected;
    return perform(tr("Transform Values (%1)").arg(leafMapFormula(map)), std::move(t.edit));
}

bool TreeEditor::pasteText(const QString &text, NodeId node, bool asChild, QString *error)
{
    ReadError readError;
    const auto parsed = parseTreeText(text.trimmed(), QStringLiteral("<clipboard>"), &readError);
    if (!parsed) {
        const QString why = readError.toString();
        if (error)
            *error = why;
        emit message(tr("Cannot paste: %1").arg(why));
        return false;
    }
    GameTree sub = parsed->tree;
    static const QRegularExpression explicitKinds(QStringLiteral("\\b(max|min|chance)\\s*\\("),
                                                  QRegularExpression::CaseInsensitiveOption);
    if (!tree().isEmpty() && node != NoNode && !text.contains(explicitKinds)) {
        NodeKind expected = alternateKind(tree(), tree().parent(node)); // in the node's place
        if (asChild) { // under the node, which a paste turns from a leaf into an inner node
            const NodeKind parentKind = tree().isLeaf(node) ? expected : tree().kind(node);
            expected = parentKind == NodeKind::Max ? NodeKind::Min : NodeKind::Max;
        }
        if (expected == NodeKind::Min)
            sub = swapMaxMin(sub);
    }
    if (tree().isEmpty() || node == NoNode)
        return replaceTree(sub, tr("Paste Tree"));
    return asChild ? perform(tr("Paste as Child"), insertSubtree(tree(), node, -1, sub))
                   : perform(tr("Paste Subtree"), replaceSubtree(tree(), node, sub));
}

bool TreeEditor::replaceTree(const GameTree &newTree, const QString &text)
{
    TreeEdit edit;
    edit.tree = newTree;
    edit.oldToNew.assign(std::size_t(tree().size()), NoNode);
    edit.change = TreeChange::Structure;
    edit.ok = true;
    return perform(text, std::move(edit), TreeEditCommand::TypedTree, NoNode);
}

QString TreeEditor::subtreeText(NodeId node) const
{
    if (node < 0 || node >= tree().size())
        return {};
    return explicitTreeText(tree(), node);
}

bool TreeEditor::setTitleAndNotes(const QString &title, const QString &notes, int visit)
{
    if (m_session->title() == title && m_session->notes() == notes)
        return false;
    m_undo->push(new DocumentTextCommand(this, title, notes, visit));
    return true;
}

void TreeEditor::applyTitleAndNotes(const QString &title, const QString &notes)
{
    m_session->setTitleAndNotes(title, notes);
    emit titleAndNotesChanged(title, notes);
}

bool TreeEditor::isCollapsed(NodeId node) const
{
    const CollapsedSet &c = m_canvas->collapsed();
    return node >= 0 && std::size_t(node) < c.size() && c[std::size_t(node)];
}

void TreeEditor::setCollapsed(NodeId node, bool on)
{
    if (node < 0 || node >= tree().size() || tree().isLeaf(node) || isCollapsed(node) == on)
        return;
    CollapsedSet c = m_canvas->collapsed();
    c.resize(std::size_t(tree().size()), 0);
    c[std::size_t(node)] = on ? 1 : 0;
    if (on && m_selected != NoNode && tree().isAncestorOrSelf(node, m_selected) &&
        m_selected != node)
        m_selected = node; // the selection must stay visible
    m_canvas->setCollapsed(c);
    showSelection();
    emit selectionChanged(m_selected);
}

void TreeEditor::forgetTree()
{
    m_undo->clear();
    m_selected = NoNode;
    m_canvas->setCollapsed({}, false);
    emit selectionChanged(NoNode);
}

} // namespace gt
