#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gt {

namespace {

// A menu or action text as read: "&Open…" → "Open…", "R&&D" → "R&D".
QString withoutMnemonic(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void collect(const QMenu *menu, const QString &place, QSet<const QAction *> &seen,
             std::vector<ShortcutRow> &rows)
{
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu *sub = action->menu()) {
            collect(sub, place + QStringLiteral(" ▸ ") + withoutMnemonic(sub->title()), seen, rows);
            continue;
        }
        if (action->shortcuts().isEmpty() || seen.contains(action))
            continue;
        seen.insert(action);
        rows.push_back({place, withoutMnemonic(action->text()), keysOf(action)});
    }
}

} // namespace

std::vector<ShortcutRow> shortcutRows(const QMainWindow *window)
{
    std::vector<ShortcutRow> rows;
    QSet<const QAction *> seen;
    for (const QAction *top : window->menuBar()->actions()) {
        if (const QMenu *menu = top->menu())
            collect(menu, withoutMnemonic(menu->title()), seen, rows);
    }
    // Keys that are in no menu: the window's own (they work with the menu bar hidden) and
    // the canvas's.
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || seen.contains(action) || action->text().isEmpty())
            continue;
        const QList<QObject *> holders = action->associatedObjects();
        if (holders.isEmpty())
            continue; // not in any widget: its keys do nothing
        seen.insert(action);
        const bool inWindow = holders.contains(const_cast<QMainWindow *>(window));
        rows.push_back({inWindow ? ShortcutsDialog::tr("Window") : ShortcutsDialog::tr("Canvas"),
                        withoutMnemonic(action->text()), keysOf(action)});
    }
    // Issue 29: the keys that build a tree are read by the canvas itself (EditActions::viewKey,
    // TreeView), not by actions, and F1 left them out.
    const QString canvas = ShortcutsDialog::tr("Canvas");
    rows.push_back({canvas, ShortcutsDialog::tr("Select the parent / the first child"),
                    QStringLiteral("↑, ↓")});
    rows.push_back({canvas, ShortcutsDialog::tr("Select the previous / the next sibling"),
                    QStringLiteral("Shift+←, Shift+→")});
    rows.push_back({canvas, ShortcutsDialog::tr("Type the selected leaf's value"),
                    ShortcutsDialog::tr("0–9, −")});
    rows.push_back({canvas, ShortcutsDialog::tr("Drop the selection"), QStringLiteral("Esc")});
    rows.push_back({canvas, ShortcutsDialog::tr("Zoom around the pointer"),
                    ShortcutsDialog::tr("Wheel, pinch")});
    rows.push_back({canvas, ShortcutsDialog::tr("Pan"), ShortcutsDialog::tr("Drag empty space")});
    return rows;
}

ShortcutsDialog::ShortcutsDialog(QMainWindow *window)
    : QDialog(window)
    , m_window(window)
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Command"), tr("Menu")});
    m_table->verticalHeader()->hide();
    // A line of text a row: the whole list in a few screens of a 720-pixel projector.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *column = new QVBoxLayout(this);
    column->addWidget(m_table);
    column->addWidget(buttons);
    refill();
    // Room for the three columns; the height stays within a 720-pixel screen.
    resize(620, 560);
}

void ShortcutsDialog::refill()
{
    const std::vector<ShortcutRow> rows = shortcutRows(m_window);
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const ShortcutRow &row = rows[std::size_t(i)];
        m_table->setItem(i, 0, new QTableWidgetItem(row.keys));
        m_table->setItem(i, 1, new QTableWidgetItem(row.command));
        m_table->setItem(i, 2, new QTableWidgetItem(row.place));
    }
    m_table->resizeColumnsToContents();
}

} // namespace gt
