#pragma once

#include "core/tree/gametree.h"

#include <QLineEdit>

#include <functional>

namespace gt {

class TreeView;

// The line edit that opens over a node for an edit in place: a leaf's value, a name, a move
// label, a probability, or a whole subtree in the notation. Return commits, Escape cancels,
// leaving the field commits; keys typed here never reach the canvas's shortcuts. The caller
// decides what a commit means: a commit function that refuses the text keeps the field open
// with the reason in red beside it.
class InlineEditor : public QLineEdit {
    Q_OBJECT
public:
    using Commit = std::function<bool(const QString &text, QString *error)>;

    explicit InlineEditor(TreeView *view);

    // Opens over `sceneRect` (the node) with `text`; `selectAll` false puts the cursor at the
    // end, for an edit that began with a typed digit.
    void open(NodeId node, const QString &what, const QString &text, const QRectF &sceneRect,
              bool selectAll, Commit commit, int minWidth = 64);
    NodeId node() const { return m_node; }
    bool isOpen() const { return isVisible(); }
    bool commit(); // true when the text was taken (or there was nothing open)
    void cancel();

signals:
    void closed(); // committed or cancelled: the canvas takes the keys again

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void close();

    TreeView *m_view;
    NodeId m_node = NoNode;
    Commit m_commit;
    bool m_closing = false;
};

} // namespace gt
