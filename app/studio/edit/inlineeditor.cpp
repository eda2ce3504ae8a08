#include "inlineeditor.h"

#include "views/scene/treescene.h" // treeview.h needs the complete TreeScene
#include "views/scene/treeview.h"
#include "views/widgets/plaintext.h"

#include <QKeyEvent>
#include <QToolTip>

#include <algorithm>

namespace gt {

InlineEditor::InlineEditor(TreeView *view)
    : QLineEdit(view->viewport())
    , m_view(view)
{
    setObjectName(QStringLiteral("inlineEditor"));
    setAlignment(Qt::AlignCenter);
    hide();
}

void InlineEditor::open(NodeId node, const QString &what, const QString &text,
                        const QRectF &sceneRect, bool selectAll, Commit commit, int minWidth)
{
    m_node = node;
    m_commit = std::move(commit);
    setPlaceholderText(what);
    setToolTip(toolTipText(what)); // it may name the node
    setStyleSheet(QString());
    setText(text);
    const QRect onView = m_view->mapFromScene(sceneRect).boundingRect();
    const int width = std::max(minWidth, onView.width() + 16);
    const int height = std::max(sizeHint().height(), 24);
    QRect r(0, 0, width, height);
    r.moveCenter(onView.center());
    // Keep it inside the viewport, so that a node at the edge can still be edited.
    const QRect area = m_view->viewport()->rect();
    r.moveLeft(std::clamp(r.left(), 0, std::max(0, area.width() - r.width())));
    r.moveTop(std::clamp(r.top(), 0, std::max(0, area.height() - r.height())));
    setGeometry(r);
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
    if (selectAll)
        this->selectAll();
    else
        end(false);
}

bool InlineEditor::commit()
{
    if (!isVisible() || m_closing)
        return true;
    QString error;
    // The commit edits the tree, which may rebuild the canvas and ask open editors to close:
    // not this one, from under its own commit. A copy keeps the function alive meanwhile.
    m_closing = true;
    const Commit commit = m_commit;
    const bool taken = !commit || commit(text(), &error);
    m_closing = false;
    if (!taken) {
        setStyleSheet(QStringLiteral("QLineEdit { border: 2px solid #d62728; }"));
        setToolTip(toolTipText(error)); // it may quote what was typed
        QToolTip::showText(mapToGlobal(QPoint(0, height())), toolTip(), this);
        return false;
    }
    close();
    return true;
}

void InlineEditor::cancel()
{
    if (isVisible() && !m_closing)
        close();
}

void InlineEditor::close()
{
    m_closing = true;
    QToolTip::hideText();
    hide();
    m_commit = nullptr;
    m_node = NoNode;
    m_view->setFocus(Qt::OtherFocusReason);
    m_closing = false;
    emit closed();
}

bool InlineEditor::event(QEvent *event)
{
    // Every key typed here is text or editing: none may fire a canvas or window shortcut
    // (Delete deletes a character, not the subtree), except the window's Ctrl/Alt keys.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) ||
            key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->accept();
            return true;
        }
    }
    return QLineEdit::event(event);
}

void InlineEditor::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Tab:
        commit();
        event->accept();
        return;
    case Qt::Key_Escape:
        cancel();
        event->accept();
        return;
    default: QLineEdit::keyPressEvent(event);
    }
}

void InlineEditor::focusOutEvent(QFocusEvent *event)
{
    QLineEdit::focusOutEvent(event);
    // Clicking elsewhere takes the text, as in a spreadsheet; text that cannot be taken is
    // dropped rather than left floating over the canvas.
    if (isVisible() && !m_closing && event->reason() != Qt::PopupFocusReason) {
        if (!commit())
            close();
    }
}

} // namespace gt
