#pragma once

// Watching a folder for files being opened or read, for the tests that show that a hostile
// input never makes the program touch a file it names.
#include <QFile>
#include <QString>
#include <QStringList>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <unistd.h>
#endif

namespace gt::test {

// Reports every open or read of a file in one folder, by any process (the CLI included).
class FolderWatch {
public:
    explicit FolderWatch(const QString &folder)
    {
#ifdef Q_OS_LINUX
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0)
            inotify_add_watch(m_fd, QFile::encodeName(folder).constData(),
                              IN_OPEN | IN_ACCESS | IN_ONLYDIR);
#else
        Q_UNUSED(folder);
#endif
    }
    ~FolderWatch()
    {
#ifdef Q_OS_LINUX
        if (m_fd >= 0)
            close(m_fd);
#endif
    }
    FolderWatch(const FolderWatch &) = delete;
    FolderWatch &operator=(const FolderWatch &) = delete;

    bool works() const
    {
        return m_fd >= 0;
    }

    // The names of the files opened or read since the last call.
    QStringList touched()
    {
        QStringList names;
#ifdef Q_OS_LINUX
        alignas(inotify_event) char buffer[4096];
        for (;;) {
            const ssize_t n = read(m_fd, buffer, sizeof buffer);
            if (n <= 0)
                break;
            for (ssize_t i = 0; i < n;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer + i);
                names << (event->len ? QString::fromLocal8Bit(event->name) : QStringLiteral("."));
                i += ssize_t(sizeof(inotify_event) + event->len);
            }
        }
#endif
        names.removeDuplicates();
        return names;
    }

private:
    int m_fd = -1;
};

} // namespace gt::test
