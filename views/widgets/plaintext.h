#pragma once

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

namespace gt {

// Text that comes from a file (node names, move labels, titles, notes, paths, messages that
// quote the input) is shown as it is and never read as HTML. Qt guesses otherwise: a QLabel,
// a QMessageBox and every tooltip take text that looks like HTML for rich text, and rich text
// loads the pictures it names, so a node named <img src='/etc/passwd'> would make the window
// open that file (and <img src='/dev/zero'> would end it). Every widget that can show such
// text is made through here.

// For a tooltip (QWidget::setToolTip, QAction::setToolTip, Qt::ToolTipRole): rich text that
// shows `text` literally and wraps as a tooltip should. Empty stays empty: no tooltip.
QString toolTipText(const QString &text);

// A label that shows its text literally.
QLabel *plainLabel(QWidget *parent);

// A message box that shows `text` literally.
QMessageBox *plainMessageBox(QMessageBox::Icon icon, const QString &title, const QString &text,
                             QMessageBox::StandardButtons buttons, QWidget *parent);

// A warning about `parent`, shown with open(), not exec(): the window stays usable while it is
// up, and tests are not blocked.
void showWarning(QWidget *parent, const QString &title, const QString &text);

} // namespace gt
