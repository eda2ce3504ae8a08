#include "treeeditcommand.h"

#include "treeeditor.h"

namespace gt {

TreeEditCommand::TreeEditCommand(TreeEditor *editor, const QString &text, TreeEdit edit,
                                 Field field, NodeId fieldNode)
    : QUndoCommand(text)
    , m_editor(editor)
    , m_before(editor->tree())
    , m_after(std::move(edit.tree))
    , m_selectBefore(editor->selected())
    , m_selectAfter(edit.select)
    , m_oldToNew(std::move(edit.oldToNew))
    , m_change(edit.change)
    , m_field(field)
    , m_fieldNode(fieldNode)
{}

void TreeEditCommand::redo()
{
    m_editor->applyTree(m_after, m_change, m_oldToNew, m_selectAfter);
}

void TreeEditCommand::undo()
{
    m_editor->applyTree(m_before, m_change, invertIdMap(m_oldToNew, m_after.size()),
                        m_selectBefore);
}

bool TreeEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const TreeEditCommand *>(other); // same id(): same class
    if (next->m_fieldNode != m_fieldNode || next->m_before != m_after)
        return false;
    // Compose the id maps: before -> ours -> theirs.
    for (NodeId &id : m_oldToNew)
        id = id >= 0 && std::size_t(id) < next->m_oldToNew.size() ? next->m_oldToNew[id] : NoNode;
    m_after = next->m_after;
    m_selectAfter = next->m_selectAfter;
    if (next->m_change == TreeChange::Structure || m_change == TreeChange::Structure)
        m_change = TreeChange::Structure;
    else if (next->m_change == TreeChange::Values)
        m_change = TreeChange::Values;
    setText(next->text());
    setObsolete(m_after == m_before); // typed back to what it was: nothing to undo
    return true;
}

} // namespace gt
