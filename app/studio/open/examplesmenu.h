#pragma once

#include <QMenu>

namespace gt {

struct Document;

// The Examples menu: every tree embedded under ":/examples", so that a lecturer can show the
// classic cases (10/10/9/100, AIMA's three-ply tree, the 0.7/0.3 chance tree, Knuth–Moore's
// perfectly ordered tree, the SSS* showcase) without hunting for files.
class ExamplesMenu : public QMenu {
    Q_OBJECT
public:
    explicit ExamplesMenu(QWidget *parent = nullptr);

    // Resource paths of the examples, in menu order.
    static QStringList examplePaths();
    // The menu text for an example: a title for the ones we ship, else the file's name
    // ("my-tree.tree" → "My tree").
    static QString displayName(const QString &path);
    // An example we ship, in the window's language: its document's title and notes are
    // translated where they are still the words we wrote (an edited file keeps its own).
    static void translate(const QString &path, Document *doc);
    // The English title and notes written for the document example `name` ("tian-ji"), which
    // must be its file's word for word; empty for a .tree example or an unknown name.
    static QStringList knownDocumentTexts(const QString &name);

signals:
    void exampleRequested(const QString &resourcePath);
};

} // namespace gt
