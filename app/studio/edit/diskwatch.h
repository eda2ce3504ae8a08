#pragma once

#include <QByteArray>
#include <QFuture>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

class QFileSystemWatcher;

namespace gt {

// Keeps an eye on the document's file, so that a change made on disk by someone else (an
// editor, `sed -i`, a second window, a sync tool) is noticed and never silently overwritten.
// It remembers a hash of what the document last read from or wrote to the file, and compares
// contents, not times: our own saves and a mere `touch` are not changes, and a change within
// the same millisecond is. Editors that save by writing a new file and renaming it over the
// old one (sed -i, vim, our own QSaveFile) leave the watch on a deleted inode; the watch is
// put back on the path after every event, and on its folder while the file is missing.
class DiskWatch : public QObject {
    Q_OBJECT
public:
    enum class State {
        Same,    // as we last read or wrote it (or no file to watch)
        Changed, // different contents
        Missing, // deleted, or renamed away
    };

    explicit DiskWatch(QObject *parent = nullptr);

    // Takes what `path` holds on disk now as ours (it was just read or written) and watches
    // it. Empty: watches nothing.
    void take(const QString &path);
    QString path() const { return m_path; }
    // The file on disk now, against what we last read or wrote. Reads the whole file: for
    // the check right before a save, which the watcher's events may have missed.
    State check() const;
    // The user has seen the change told last and keeps their own tree: that content counts as
    // ours from now on, so that Save replaces it without asking again. A later change is
    // news again.
    void acceptTold();

signals:
    // The file's state changed (debounced: a burst of writes is one change). Told once for
    // each new content: a second change tells again, and a file put back as it was tells Same.
    void changed(gt::DiskWatch::State state);

private:
    void rewatch();
    void settle();
    State stateOf(bool exists, const QByteArray &hash) const;
    // A hash of the file's contents; nothing when it cannot be read.
    std::optional<QByteArray> hashNow() const;
    static std::optional<QByteArray> hashOf(const QString &path);
    // A big file taken is hashed on a worker (a tenth of a second of opening an 88 MB file,
    // issue 29): what needs the hash waits for it here.
    void knowOurs() const;

    QFileSystemWatcher *m_watcher;
    QTimer m_settle; // the writes of one save come as several events
    QString m_path;  // absolute; empty: nothing watched
    // The hash of what we last read or wrote; empty: no file, or unreadable. Known later for
    // a big file (m_hashing).
    mutable QByteArray m_ours;
    mutable QByteArray m_toldOf; // the hash the last changed() was about
    mutable QFuture<QByteArray> m_hashing;
    State m_told = State::Same;
};

} // namespace gt
