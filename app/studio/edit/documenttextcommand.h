#pragma once

#include <QString>
#include <QUndoCommand>

namespace gt {

class TreeEditor;

// A change of the document's title or notes on the undo stack: they are saved in the .json, so
// changing them is an unsaved change like any edit of the tree. Consecutive changes merge.
class DocumentTextCommand : public QUndoCommand {
public:
    static constexpr int MergeId = 100;

    DocumentTextCommand(TreeEditor *editor, const QString &title, const QString &notes);

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
};

} // namespace gt
