#pragma once

#include <QString>
#include <QUndoCommand>

namespace gt {

class TreeEditor;

// A change of the document's title or notes on the undo stack: they are saved in the .json, so
// changing them is an unsaved change like any edit of the tree. Consecutive changes of one
// `visit` merge: the Inspector commits every keystroke (so that typed text is work at once: the
// `*`, autosave, the question before quitting) and numbers each visit of a field, so that one
// visit is one undo step; other callers pass 0 and merge as before.
class DocumentTextCommand : public QUndoCommand {
public:
    static constexpr int MergeId = 100;

    DocumentTextCommand(TreeEditor *editor, const QString &title, const QString &notes,
                        int visit = 0);

    void redo() override;
    void undo() override;
    int id() const override { return MergeId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    TreeEditor *m_editor;
    QString m_titleBefore;
    QString m_notesBefore;
    QString m_title;
    QString m_notes;
    int m_visit;
};

} // namespace gt
