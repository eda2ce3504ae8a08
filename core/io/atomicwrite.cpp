#include "atomicwrite.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gt {

namespace {

// Flushes the rename itself to the disk: without it a crash soon after a save could bring back
// the old file.
void syncFolder(const QString &folder)
{
    const int fd =
        ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

// Writes all of `bytes`, or returns the errno that stopped it (0: all written).
int writeAll(int fd, const QByteArray &bytes)
{
    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, std::size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return EIO; // a regular file never takes nothing; do not spin
        data += n;
        left -= n;
    }
    return 0;
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
    const QFileInfo link(path);
    const QFileInfo target(!link.isSymLink() ? path
                           : link.exists()   ? link.canonicalFilePath() // through every link
                                             : link.symLinkTarget());
    const QByteArray targetName = QFile::encodeName(target.filePath());
    struct stat old {};
    const bool existed = ::stat(targetName.constData(), &old) == 0;
    const auto fail = [&](int errnum) {
        if (error)
            *error = writeErrorMessage(path, errnum, existed);
        if (reason)
            *reason = writeFailureReason(path, errnum);
        return false;
    };
    if (existed && S_ISDIR(old.st_mode))
        return fail(EISDIR);

    // Beside the target, so that the rename stays on one file system; a short name, so that a
    // target whose own name is at the length limit can still be written.
    QByteArray temp;
    int fd = -1;
    for (int attempt = 0; fd < 0 && attempt < 16; ++attempt) {
        temp = QFile::encodeName(QStringLiteral("%1/.%2.%3.part")
                                     .arg(target.path(), target.fileName().left(32))
                                     .arg(QRandomGenerator::global()->generate(), 0, 36));
        // A new file gets 0666 less the umask, as every program's; a replaced one keeps its mode.
        fd = ::open(temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                    existed ? S_IRUSR | S_IWUSR : 0666);
        if (fd < 0 && errno != EEXIST)
            return fail(errno);
    }
    if (fd < 0)
        return fail(EEXIST);
    if (existed)
        ::fchmod(fd, old.st_mode & 07777); // best effort, as QSaveFile does
    int errnum = writeAll(fd, bytes);
    // Some file systems (NFS, quotas) report a full disk only when the data reaches it.
    if (errnum == 0 && ::fsync(fd) != 0 && errno != EINVAL)
        errnum = errno;
    if (::close(fd) != 0 && errnum == 0 && errno != EINTR)
        errnum = errno;
    if (errnum == 0 && ::rename(temp.constData(), targetName.constData()) != 0)
        errnum = errno;
    if (errnum != 0) {
        ::unlink(temp.constData());
        return fail(errnum);
    }
    syncFolder(target.path());
    return true;
}

} // namespace gt
