#pragma once

#include "core/tree/gametree.h"

#include <QObject>
#include <QPointF>

class QAction;
class QGraphicsLineItem;
class QMenu;

namespace gt {

class CanvasController;
class InlineEditor;
class TreeEditor;

// The Edit menu and the canvas's editing keys and gestures: click to select, arrows to move the
// selection (↑ parent, ↓ first child, Shift+← → siblings; ← → always step the search),
// Tab or Insert adds a child, Return a sibling, Delete removes, Alt+← → reorders, typing a
// number on a selected leaf edits its value in place, F2 edits, double-click edits, dragging a
// node along its row reorders it. Everything it does goes through the TreeEditor.
class EditActions : public QObject {
    Q_OBJECT
public:
    EditActions(TreeEditor *editor, CanvasController *canvas, QObject *parent);

    InlineEditor *inlineEditor() const { return m_inline; }
    void fillMenu(QMenu *menu) const;

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *addChildAction() const { return m_addChild; }
    QAction *addSiblingAction() const { return m_addSibling; }
    QAction *deleteAction() const { return m_delete; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *moveLeftAction() const { return m_moveLeft; }
    QAction *moveRightAction() const { return m_moveRight; }
    QAction *kindAction(NodeKind kind) const { return m_kind[int(kind)]; }
    QAction *editValueAction() const { return m_editValue; }
    QAction *renameAction() const { return m_rename; }
    QAction *editLabelAction() const { return m_editLabel; }
    QAction *editProbabilityAction() const { return m_editProbability; }
    QAction *normaliseAction() const { return m_normalise; }
    QAction *cutAction() const { return m_cut; }
    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }
    QAction *pasteChildAction() const { return m_pasteChild; }
    QAction *editTextAction() const { return m_editText; }
    QAction *collapseAction() const { return m_collapse; }
    QAction *transformAction() const { return m_transform; }

    // In-place edits of the selected node (also what F2, double-click and typing start).
    void editValue(const QString &typed = QString());
    void editName();
    void editLabel();
    void editProbability();
    void editAsText();
    // Edit ▸ Transform Leaf Values…: the dialog, shown with open(); OK applies its map.
    void openTransformDialog();

signals:
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAction *makeAction(const QString &text, const QString &name, const QList<QKeySequence> &keys,
                        void (EditActions::*slot)());
    bool viewKey(QEvent *event);
    bool sceneMouse(QEvent *event);
    void updateActions();
    void copy();
    void cut();
    void paste(bool asChild);
    void toggleCollapsed();
    void onDoubleClick(NodeId node);
    void addToNodeMenu(QMenu *menu, NodeId node);
    int dropIndex(NodeId dragged, const QPointF &scenePos) const;
    void showDropMarker(NodeId dragged, int index); // -1 hides it

    TreeEditor *m_editor;
    CanvasController *m_canvas;
    // What the filter watches, by address only: while the window is destroyed the view and
    // the scene still send events after the controller that owns them is gone.
    const QObject *m_watchedView;
    const QObject *m_watchedScene;
    InlineEditor *m_inline;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_addChild;
    QAction *m_addSibling;
    QAction *m_delete;
    QAction *m_duplicate;
    QAction *m_moveLeft;
    QAction *m_moveRight;
    QAction *m_kind[4];
    QAction *m_editValue;
    QAction *m_rename;
    QAction *m_editLabel;
    QAction *m_editProbability;
    QAction *m_normalise;
    QAction *m_cut;
    QAction *m_copy;
    QAction *m_paste;
    QAction *m_pasteChild;
    QAction *m_editText;
    QAction *m_collapse;
    QAction *m_transform;
    NodeId m_pressed = NoNode; // a node under the mouse button, maybe about to be dragged
    QPointF m_pressPos;
    bool m_dragging = false;
    QGraphicsLineItem *m_dropMarker = nullptr; // where a dragged node would land
};

} // namespace gt
