#include "atomicwrite.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <cerrno>
#include <cstring>

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
    const QFileInfo info(path);
    const bool existed = info.exists();
    auto fail = [&](int errnum, const QString &qtWords) {
        const QString why = errnum != 0 ? writeFailureReason(path, errnum) : qtWords;
        if (error)
            *error =
                QStringLiteral("cannot write %1: %2%3")
                    .arg(path, why,
                         existed ? QStringLiteral("; the file on disk is unchanged") : QString());
        if (reason)
            *reason = why;
        return false;
    };
    if (info.isDir())
        return fail(EISDIR, {});

    // QSaveFile writes a temporary file beside the target (through a symbolic link, beside
    // the file it points to), syncs it and renames it over the target: the old file stays
    // whole until the new one is complete. Never fall back to writing in place.
    //
    // Unbuffered, because Qt 6.4's QSaveFile checks only the writes that pass through its own
    // writeData(): the buffer that commit() flushes goes around it, so on a full disk a
    // buffered QSaveFile commits an empty file and reports success (seen here on a full tmpfs).
    QSaveFile file(path);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(likelyCause(file, path, bytes.size()), file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const int cause = likelyCause(file, path, bytes.size());
        const QString words = file.errorString();
        file.cancelWriting();
        file.commit(); // removes the temporary file
        return fail(cause, words);
    }
    if (!file.commit())
        return fail(likelyCause(file, path, bytes.size()), file.errorString());
    return true;
}

} // namespace gt
