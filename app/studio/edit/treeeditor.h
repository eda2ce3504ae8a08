#pragma once

#include "treeeditcommand.h"

#include "core/edit/leaftransform.h"
#include "core/edit/treeedit.h"
#include "core/tree/gametree.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace gt {

class CanvasController;
class SearchSession;

// The editing model of the window: the selection, the undo stack and collapsed subtrees. Every
// change of the tree goes through here as a TreeEditCommand; applying one hands the new tree
// to the SearchSession (which re-runs the search and keeps the step where the new trace still
// reaches it) and the canvas follows its signals: a new layout for a new shape, new texts on
// the old layout for new values. The actions, the inline editor and the inspector only call
// these functions; none of them touches the tree.
class TreeEditor : public QObject {
    Q_OBJECT
public:
    TreeEditor(SearchSession *session, CanvasController *canvas, QObject *parent = nullptr);
    ~TreeEditor() override;

    QUndoStack *undoStack() const { return m_undo; }
    const GameTree &tree() const;
    SearchSession *session() const { return m_session; }

    NodeId selected() const { return m_selected; }
    void select(NodeId node); // NoNode clears
    // Keyboard navigation: parent, first child, previous and next sibling.
    void selectParent();
    void selectFirstChild();
    void selectSibling(int delta);

    // Which algorithm searches a tree after an edit (the window's picker decides: a chance node
    // made under alpha-beta switches to expectiminimax, which brings the options it was last
    // searched with); an empty id keeps the current one.
    using AlgorithmChooser = std::function<QString(const GameTree &tree)>;
    void setAlgorithmChooser(AlgorithmChooser choose) { m_chooseAlgorithm = std::move(choose); }

    // Pushes `edit` as an undoable command named `text`; a refused edit only says why (message),
    // an edit that leaves the tree as it is pushes nothing (it only moves the selection). Both
    // return false.
    bool perform(const QString &text, TreeEdit edit,
                 TreeEditCommand::Field field = TreeEditCommand::NoMerge, NodeId node = NoNode);

    // The edits of the Edit menu, on the selection.
    bool addChild();
    bool addSibling();
    bool removeSelected();
    bool duplicateSelected();
    bool moveSelected(int delta);
    bool moveSelectedTo(int index);
    bool setKind(NodeId node, NodeKind kind);
    bool setValue(NodeId node, double value);
    bool setName(NodeId node, const QString &name);
    bool setLabel(NodeId node, const QString &label);
    bool setProbability(NodeId node, double prob);
    bool normalise(NodeId chanceNode);
    // Maps every value of the tree (Edit ▸ Transform Leaf Values…), one step; keeps the selection.
    bool transformValues(const LeafMap &map);
    // Text in the notation: replaces the node's subtree (or, `asChild`, is appended to it);
    // on an empty tree it becomes the tree. Bare parentheses take the kind the place expects.
    bool pasteText(const QString &text, NodeId node, bool asChild, QString *error = nullptr);
    // A typed or otherwise whole new tree, as one undoable step (consecutive ones merge).
    bool replaceTree(const GameTree &tree, const QString &text);
    // The notation of the subtree under `node`, as copied to the clipboard.
    QString subtreeText(NodeId node) const;

    bool isCollapsed(NodeId node) const;
    void setCollapsed(NodeId node, bool on);

    // The document's title and notes, as one undoable step (consecutive ones of the same
    // `visit` merge: see DocumentTextCommand).
    bool setTitleAndNotes(const QString &title, const QString &notes, int visit = 0);
    // For DocumentTextCommand.
    void applyTitleAndNotes(const QString &title, const QString &notes);

    // A new document replaces the tree: history, selection and folds belong to the old one.
    // Call before the session gets the new document.
    void forgetTree();

    // For TreeEditCommand: makes `tree` current. `oldToNew` maps the ids of the current tree.
    void applyTree(const GameTree &tree, TreeChange change, const std::vector<NodeId> &oldToNew,
                   NodeId select);

signals:
    void selectionChanged(gt::NodeId node);
    void treeEdited(); // after every applied command (and its undo)
    void message(const QString &text);
    void titleAndNotesChanged(const QString &title, const QString &notes);

private:
    void showSelection();

    SearchSession *m_session;
    CanvasController *m_canvas;
    QUndoStack *m_undo;
    NodeId m_selected = NoNode;
    AlgorithmChooser m_chooseAlgorithm;
};

} // namespace gt
