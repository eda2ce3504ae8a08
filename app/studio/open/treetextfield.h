#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace gt {

class GameTree;

// The "type a tree" field in the toolbar: typing or pasting `((10,10),(9,100))` shows that
// tree at once. A text that does not parse leaves the current tree alone and says, in red
// beside the field, at which column and why. Return or Escape hand the keys back to the
// canvas so that the arrow keys step again.
class TreeTextField : public QWidget {
    Q_OBJECT
public:
    explicit TreeTextField(QWidget *parent = nullptr);

    QLineEdit *lineEdit() const { return m_edit; }
    QString errorText() const; // empty when the text parses

    // Shows the notation of `tree` (small trees only: a line edit is no place for 100,000
    // nodes) without emitting treeTyped.
    void showTree(const GameTree &tree);

signals:
    void treeTyped(const GameTree &tree);
    void editingDone(); // Return or Escape: focus should go back to the canvas

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void parse(const QString &text);
    void setError(const QString &error);

    QLineEdit *m_edit;
    QLabel *m_error;
};

} // namespace gt
