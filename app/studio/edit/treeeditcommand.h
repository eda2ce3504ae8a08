#pragma once

#include "core/edit/treeedit.h"
#include "core/tree/gametree.h"

#include <QUndoCommand>

#include <vector>

namespace gt {

class TreeEditor;

// One hand edit on the undo stack. It keeps the tree before and after (trees are immutable
// and teaching trees small, so undo restores exactly what was there), the selection on either
// side and the id map, and lets the editor apply them: the model changes first, the canvas
// follows the session's signals. Consecutive edits of one field of one node merge into one
// step (typing 3, then 30, then 300 into a leaf undoes in one go); an edit that merges back
// to where it started disappears from the history.
class TreeEditCommand : public QUndoCommand {
public:
    // What merges: edits of the same field of the same node, one after the other.
    enum Field { NoMerge = -1, ValueField = 1, NameField, LabelField, ProbabilityField, TypedTree };

    TreeEditCommand(TreeEditor *editor, const QString &text, TreeEdit edit, Field field = NoMerge,
                    NodeId fieldNode = NoNode);

    void redo() override;
    void undo() override;
    int id() const override { return m_field; }
    bool mergeWith(const QUndoCommand *other) override;

    const GameTree &before() const { return m_before; }
    const GameTree &after() const { return m_after; }

private:
    TreeEditor *m_editor;
    GameTree m_before;
    GameTree m_after;
    NodeId m_selectBefore;
    NodeId m_selectAfter;
    std::vector<NodeId> m_oldToNew;
    TreeChange m_change;
    int m_field;
    NodeId m_fieldNode;
};

} // namespace gt
