#pragma once

// A disk that fills up, for the tests of a full disk: a 64 KiB tmpfs mounted on a folder. It
// needs the right to mount (root, as the tests run here); without it isMounted() is false and
// why() says so, for a QSKIP.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

namespace gt::test {

class SmallDisk {
public:
    // Mounted on `folder` (which must exist), or on a temporary folder of its own.
    explicit SmallDisk(const QString &folder = QString())
        : m_path(folder.isEmpty() ? m_own.path() : folder)
    {
        if (::mount("tmpfs", QFile::encodeName(m_path).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                    "size=64k") != 0) {
            m_why = QStringLiteral("cannot mount a small tmpfs here: %1")
                        .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~SmallDisk()
    {
        if (m_mounted) // lazily: a window of a failed test may still hold a file there
            ::umount2(QFile::encodeName(m_path).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString why() const { return m_why; }
    QString filePath(const QString &name) const { return m_path + QLatin1Char('/') + name; }

    // Writes a filler file until the disk is full: true when a write failed with ENOSPC.
    bool fill()
    {
        const int fd = ::open(QFile::encodeName(filePath(QStringLiteral("filler"))).constData(),
                              O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
        if (fd < 0)
            return false;
        const QByteArray block(512, 'x');
        int error = 0;
        while (error == 0) {
            if (::write(fd, block.constData(), std::size_t(block.size())) < 0)
                error = errno;
        }
        ::close(fd);
        return error == ENOSPC;
    }
    // Room again.
    void empty() { QFile::remove(filePath(QStringLiteral("filler"))); }

private:
    QTemporaryDir m_own;
    QString m_path;
    QString m_why;
    bool m_mounted = false;
};

} // namespace gt::test
