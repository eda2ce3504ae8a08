#pragma once

#include "core/tree/gametree.h"

#include <QDockWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QCheckBox;

namespace gt {

class BoardWidget;
class TreeEditor;

// The Inspector: every field of the selected node (kind, value or heuristic value, name, the
// move label and probability on the edge into it), its position drawn large, the notation of its
// subtree, and a warning with a Normalise button while a chance node's probabilities do not sum
// to 1. Fields take effect on Return or when the focus leaves them, each as one undoable edit.
// Below them, the document's title and notes, which the .json keeps. It also provides the
// status-bar warning that names the first problem of the whole tree.
class InspectorDock : public QDockWidget {
    Q_OBJECT
public:
    InspectorDock(TreeEditor *editor, QWidget *parent);

    QWidget *problemWidget() const { return m_problems; } // for the status bar
    QLabel *problemLabel() const { return m_problemText; }

    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *valueEdit() const { return m_value; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *labelEdit() const { return m_label; }
    QLineEdit *probabilityEdit() const { return m_prob; }
    QLabel *warningLabel() const { return m_warning; }
    QPushButton *normaliseButton() const { return m_normalise; }
    QCheckBox *collapsedBox() const { return m_collapsed; }
    QLabel *nodeDataLabel() const { return m_nodeData; }
    BoardWidget *boardWidget() const { return m_board; } // the node's position, drawn
    QLineEdit *titleEdit() const { return m_docTitle; }
    QPlainTextEdit *notesEdit() const { return m_docNotes; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void refreshProblems();
    void refreshDocument();
    // `typing`: a keystroke's commit, which leaves the field as typed (spaces at the end of the
    // title are trimmed when the field is left, not while the user types the next word).
    void commitDocument(bool typing = false);
    void commitValue();
    void commitProbability();
    NodeId chanceInFocus() const; // the selected chance node, or the selected node's parent

    TreeEditor *m_editor;
    QLabel *m_title;
    QComboBox *m_kind;
    QLineEdit *m_value;
    QLabel *m_valueCaption;
    QLineEdit *m_name;
    QLineEdit *m_label;
    QLineEdit *m_prob;
    QLabel *m_warning;
    QLabel *m_nodeData; // key, interval and position, read-only; hidden when the node has none
    BoardWidget *m_board;
    QPushButton *m_normalise;
    QCheckBox *m_collapsed;
    QPlainTextEdit *m_text;
    QLineEdit *m_docTitle;
    QPlainTextEdit *m_docNotes;
    QWidget *m_problems;
    QLabel *m_problemText;
    QPushButton *m_problemNormalise;
    bool m_refreshing = false;
    bool m_typing = false;      // a keystroke is being committed: the field stays as typed
    int m_documentVisit = 1000; // numbers the visits of Title and Notes (see commitDocument)
};

} // namespace gt
