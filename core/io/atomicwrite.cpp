#include "atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gt {

namespace {

// QSaveFile keeps the error's kind but not the errno behind it, and its words for a full disk
// are "Writing canceled by application" or "Unknown error". So when it fails we ask what it
// could have met, in the order a user can act on: no folder, no permission, a read-only or a
// full disk. 0: none of these; the caller keeps Qt's own words.
int likelyCause(const QSaveFile &file, const QString &path, qint64 size)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (!folder.exists())
        return ENOENT;
    if (!folder.isDir())
        return ENOTDIR;
    const QStorageInfo disk(folder.absoluteFilePath());
    if (disk.isValid() && disk.isReadOnly())
        return EROFS;
    if (!folder.isWritable())
        return EACCES;
    // Qt reports ENOSPC as a resource error; a quota or a disk that filled while we wrote only
    // shows as too little room left for what was to be written (and a temporary copy of it).
    if (file.error() == QFileDevice::ResourceError ||
        (disk.isValid() && disk.bytesAvailable() < size + 4096))
        return ENOSPC;
    return 0;
}

// What `path` names once every symbolic link on the way is followed. A link that leads nowhere
// (the first save through a link made beforehand) names the file it will create. Relative link
// targets are read from the link's own folder, as the kernel reads them. false: a loop or a
// chain too long to follow, as open() would say (ELOOP).
bool finalTarget(const QString &path, QString *target)
{
    QString current = QFileInfo(path).absoluteFilePath();
    for (int hops = 0; hops < 40; ++hops) {
        const QFileInfo info(current);
        if (!info.isSymLink()) {
            *target = current;
            return true;
        }
        const QByteArray link = QFile::encodeName(current);
        QByteArray next(4096, '\0');
        const ssize_t n = ::readlink(link.constData(), next.data(), size_t(next.size()));
        if (n < 0 || n >= next.size())
            return false;
        next.truncate(n);
        const QString step = QFile::decodeName(next);
        current = QDir::cleanPath(
            QDir::isAbsolutePath(step) ? step : info.absolutePath() + QLatin1Char('/') + step);
    }
    return false;
}

// What a file that is not a regular file is, in the words of the refusal.
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return QStringLiteral("a folder");
    if (S_ISBLK(mode))
        return QStringLiteral("a block device");
    if (S_ISSOCK(mode))
        return QStringLiteral("a socket");
    return QStringLiteral("a special file");
}

// A FIFO or a character device is written into as it is (`-o /dev/stdout`, a pipe a reader
// waits on, a terminal): there is no old file to keep, and replacing it by a regular file is
// exactly what must never happen. Interrupted and partial writes go on until all is written.
int writeInto(const QString &target, const QByteArray &bytes)
{
    const int fd = ::open(QFile::encodeName(target).constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int cause = n < 0 ? errno : EIO;
            ::close(fd);
            return cause;
        }
        done += n;
    }
    return ::close(fd) == 0 || errno == EINTR ? 0 : errno;
}

} // namespace

QString writeFailureReason(const QString &path, int errnum)
{
    switch (errnum) {
    case ENOSPC:
    case EDQUOT: return QStringLiteral("the disk is full");
    case EROFS: return QStringLiteral("the disk is read-only");
    case EACCES:
    case EPERM:
        return QStringLiteral("permission denied: you may not write in the folder %1")
            .arg(QFileInfo(path).absolutePath());
    case EFBIG: return QStringLiteral("the file is larger than the disk or a limit allows");
    default: return QString::fromLocal8Bit(std::strerror(errnum));
    }
}

QString writeErrorMessage(const QString &path, int errnum, bool existed)
{
    return QStringLiteral("cannot write %1: %2%3")
        .arg(path, writeFailureReason(path, errnum),
             existed ? QStringLiteral("; the file on disk is unchanged") : QString());
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error,
                         QString *reason)
{
    bool existed = false;
    QString target; // the file at the end of the links, once found
    auto say = [&](const QString &why) {
        if (error)
            *error =
                QStringLiteral("cannot write %1: %2%3")
                    .arg(path, why,
                         existed ? QStringLiteral("; the file on disk is unchanged") : QString());
        if (reason)
            *reason = why;
        return false;
    };
    auto fail = [&](int errnum, const QString &qtWords) {
        // The folder a permission error names is the one the new file goes into: the target's.
        return say(errnum != 0 ? writeFailureReason(target.isEmpty() ? path : target, errnum)
                               : qtWords);
    };

    // Only a regular file is ever replaced, and it is the file at the end of the links: the
    // rename lands on that file, never on a link or on a device a link points to (issue 27:
    // `out.tree -> myfull` turned the device into a 565-byte file, and as root `-> /dev/null`
    // would have replaced the system's /dev/null). The kernel follows the links first, so that
    // /dev/stdout (a link to /proc/self/fd/1, whose own text may be "pipe:[…]", which names
    // nothing) is written as what it is.
    const QByteArray encoded = QFile::encodeName(path);
    struct stat st {};
    if (::stat(encoded.constData(), &st) == 0) {
        if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode)) {
            const int cause = writeInto(path, bytes); // a stream has no old contents to keep
            return cause == 0 || fail(cause, {});
        }
        if (!S_ISREG(st.st_mode))
            return say(QStringLiteral("it is %1, not a regular file").arg(kindOf(st.st_mode)));
        existed = true;
    } else if (errno != ENOENT) {
        return fail(errno, {});
    }
    if (!finalTarget(path, &target))
        return fail(ELOOP, {});
    // The name we found must be the file the kernel found: a link into /proc to a deleted
    // file reads as "… (deleted)", and a new file of that name is not what was asked for.
    struct stat found {};
    if (existed && (::stat(QFile::encodeName(target).constData(), &found) != 0 ||
                    found.st_dev != st.st_dev || found.st_ino != st.st_ino))
        return say(QStringLiteral("the file its links lead to has no name to replace"));

    // QSaveFile writes a temporary file beside the target (the file at the end of the links),
    // syncs it and renames it over the target: the old file stays whole until the new one is
    // complete. Never fall back to writing in place.
    //
    // Unbuffered, because Qt 6.4's QSaveFile checks only the writes that pass through its own
    // writeData(): the buffer that commit() flushes goes around it, so on a full disk a
    // buffered QSaveFile commits an empty file and reports success (seen here on a full tmpfs).
    QSaveFile file(target);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(likelyCause(file, target, bytes.size()), file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const int cause = likelyCause(file, target, bytes.size());
        const QString words = file.errorString();
        file.cancelWriting();
        file.commit(); // removes the temporary file
        return fail(cause, words);
    }
    if (!file.commit())
        return fail(likelyCause(file, target, bytes.size()), file.errorString());
    return true;
}

} // namespace gt
