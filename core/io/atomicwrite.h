#pragma once

#include <QByteArray>
#include <QString>

namespace gt {

// Every file the programs write (documents, exports, autosaves) is written here, so that a
// failed write never costs the file that was there and every failure is told the same way,
// on the command line and in the window alike.

// Writes `bytes` to `path` with QSaveFile (through symbolic links, to the file at their end):
// first to a new file beside it, synced to the disk, then renamed over it in one step. Only a
// regular file is ever replaced: a FIFO or a character device (`-o /dev/stdout`) is written into
// as it is, and a folder, socket or block device is refused, naming the path. On failure
// the old file is exactly as it was, no temporary file is left behind, *error says why as
// writeErrorMessage() words it, and *reason (when given) is the reason alone, as
// writeFailureReason() words it.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error,
                         QString *reason = nullptr);

// Why a write of `path` failed with `errnum` (an errno value): "the disk is full" for a full
// disk or quota, "the disk is read-only", "permission denied: you may not write in the folder
// …"; anything else in the system's words.
QString writeFailureReason(const QString &path, int errnum);

// "cannot write PATH: REASON"; `existed`: a file was there, and it is unchanged, which the
// message adds ("; the file on disk is unchanged").
QString writeErrorMessage(const QString &path, int errnum, bool existed);

} // namespace gt
