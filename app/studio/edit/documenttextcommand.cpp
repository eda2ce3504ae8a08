#include "documenttextcommand.h"

#include "treeeditor.h"

#include <QCoreApplication>

#include "views/session/searchsession.h"

namespace gt {

DocumentTextCommand::DocumentTextCommand(TreeEditor *editor, const QString &title,
                                         const QString &notes, int visit)
    : QUndoCommand(QCoreApplication::translate("gt::DocumentTextCommand", "Change Title and Notes"))
    , m_editor(editor)
    , m_titleBefore(editor->session()->title())
    , m_notesBefore(editor->session()->notes())
    , m_title(title)
    , m_notes(notes)
    , m_visit(visit)
{}

void DocumentTextCommand::redo()
{
    m_editor->applyTitleAndNotes(m_title, m_notes);
}

void DocumentTextCommand::undo()
{
    m_editor->applyTitleAndNotes(m_titleBefore, m_notesBefore);
}

bool DocumentTextCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const DocumentTextCommand *>(other);
    if (next->m_visit != m_visit)
        return false; // another visit of a field: a step of its own
    m_title = next->m_title;
    m_notes = next->m_notes;
    setObsolete(m_title == m_titleBefore && m_notes == m_notesBefore);
    return true;
}

} // namespace gt
