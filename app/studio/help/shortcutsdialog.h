#pragma once

#include <QDialog>
#include <QString>

#include <vector>

class QMainWindow;
class QTableWidget;

namespace gt {

// One key of the window: the command, where it lives (its menu, "File ▸ Open Recent"), and
// its keys as the platform writes them.
struct ShortcutRow {
    QString place;
    QString command;
    QString keys;
};

// Every action of `window` that has a key, read from the actions themselves so that the list
// cannot go stale: the menu bar's in menu order, then those only the window or its canvas
// hold (presentation mode's Escape, the canvas's editing keys). Each action once.
std::vector<ShortcutRow> shortcutRows(const QMainWindow *window);

// Help ▸ Keyboard Shortcuts: the rows above as a table, filled again each time it is shown.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QMainWindow *window);

    QTableWidget *table() const { return m_table; }
    void refill();

private:
    QMainWindow *m_window;
    QTableWidget *m_table;
};

} // namespace gt
