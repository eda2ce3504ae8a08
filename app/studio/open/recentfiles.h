#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace gt {

// The File ▸ Open Recent list: the last few files opened, newest first, kept in QSettings and
// shown as a menu. Files that have gone away are dropped when the menu is shown.
class RecentFiles : public QObject {
    Q_OBJECT
public:
    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    void add(const QString &path);
    QStringList files() const { return m_files; }

    static constexpr int MaxFiles = 10;

signals:
    void openRequested(const QString &path);

private:
    void rebuildMenu();
    void save() const;

    QMenu *m_menu;
    QStringList m_files;
};

} // namespace gt
