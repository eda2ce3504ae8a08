#pragma once

#include "diskwatch.h"

#include <QToolBar>

class QAction;
class QLabel;

namespace gt {

// The notice above the canvas that the document's file changed or went away on disk while the
// window had it open, with what can be done about it: Reload (the file as it is now), Keep
// Mine (Save will replace the file with the tree on screen), Save As…, and for a file that is
// gone, Save (which puts it back). A bar, not a dialog: the change may come at any moment,
// and must not break into an edit or a lecture.
class OutsideChangeBar : public QToolBar {
    Q_OBJECT
public:
    explicit OutsideChangeBar(QWidget *parent);

    // Shows the notice for `state` of the file `name`; `modified`: the window has unsaved
    // changes, which Reload throws away. `problem`: why the new file could not be read (it
    // was not reloaded), else empty. Same hides the bar.
    void tell(DiskWatch::State state, const QString &name, bool modified,
              const QString &problem = QString());
    QString text() const;

    QAction *reloadAction() const { return m_reload; }
    QAction *keepAction() const { return m_keep; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }

private:
    QLabel *m_text;
    QAction *m_reload;
    QAction *m_keep;
    QAction *m_save;
    QAction *m_saveAs;
};

} // namespace gt
