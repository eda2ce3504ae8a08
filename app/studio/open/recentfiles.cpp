#include "recentfiles.h"

#include "views/widgets/plaintext.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace gt {

namespace {
const char SettingsKey[] = "recentFiles";
}

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
    , m_files(QSettings().value(QLatin1String(SettingsKey)).toStringList())
{
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::rebuildMenu);
    rebuildMenu();
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > MaxFiles)
        m_files.removeLast();
    save();
    rebuildMenu();
}

void RecentFiles::save() const
{
    QSettings().setValue(QLatin1String(SettingsKey), m_files);
}

void RecentFiles::rebuildMenu()
{
    const int before = int(m_files.size());
    m_files.erase(std::remove_if(m_files.begin(), m_files.end(),
                                 [](const QString &f) { return !QFileInfo::exists(f); }),
                  m_files.end());
    if (m_files.size() != before)
        save();
    m_menu->clear();
    for (int i = 0; i < m_files.size(); ++i) {
        const QString path = m_files[i];
        // &1 … &9 give keyboard accelerators to the first nine entries.
        // A '&' in the name is a character, not an accelerator.
        const QString name = QFileInfo(path).fileName().replace(u'&', QStringLiteral("&&"));
        const QString text = i < 9 ? QStringLiteral("&%1  %2").arg(i + 1).arg(name) : name;
        QAction *action = m_menu->addAction(text);
        action->setToolTip(toolTipText(QDir::toNativeSeparators(path)));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (m_files.isEmpty())
        m_menu->addAction(tr("No recent files"))->setEnabled(false);
    m_menu->setEnabled(true);
}

} // namespace gt
