#include "diskwatch.h"

#include "views/session/workerpool.h"

#include <QDataStream>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>

namespace gt {

namespace {

// Long enough for the truncate-and-write of an editor that saves in place to end, short
// enough that the notice follows the save at once.
constexpr int SettleMs = 200;
constexpr qint64 HashLaterFrom = 1 << 20; // bytes: the files a TreeLoader reads

} // namespace

DiskWatch::DiskWatch(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFileSystemWatcher(this))
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(SettleMs);
    connect(&m_settle, &QTimer::timeout, this, &DiskWatch::settle);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] {
        rewatch(); // a rename over the file left the watch on the old inode
        m_settle.start();
    });
    // Watched only while the file is missing: it may come back under its name.
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        if (QFileInfo::exists(m_path))
            m_settle.start();
    });
}

void DiskWatch::take(const QString &path)
{
    m_settle.stop();
    knowOurs(); // a hash still being made is of the file before
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    const QFileInfo info(m_path);
    if (!m_path.isEmpty() && info.exists() && info.size() >= HashLaterFrom) {
        m_ours.clear();
        m_hashing =
            runInBackground([path = m_path] { return hashOf(path).value_or(QByteArray()); });
    } else {
        m_ours =
            m_path.isEmpty() || !info.exists() ? QByteArray() : hashNow().value_or(QByteArray());
    }
    m_toldOf = m_ours;
    m_told = State::Same;
    rewatch();
}

void DiskWatch::knowOurs() const
{
    if (!m_hashing.isValid())
        return;
    m_ours = m_toldOf = m_hashing.result();
    m_hashing = QFuture<QByteArray>();
}

void DiskWatch::acceptTold()
{
    if (m_told != State::Changed)
        return;
    m_ours = m_toldOf;
    m_told = State::Same;
}

DiskWatch::State DiskWatch::check() const
{
    if (m_path.isEmpty())
        return State::Same;
    if (!QFileInfo::exists(m_path))
        return stateOf(false, {});
    // A file we may not read cannot be told from ours: never hold a save up for it.
    const std::optional<QByteArray> now = hashNow();
    return now ? stateOf(true, *now) : State::Same;
}

DiskWatch::State DiskWatch::stateOf(bool exists, const QByteArray &hash) const
{
    knowOurs();
    if (!exists)
        return m_ours.isEmpty() ? State::Same : State::Missing;
    return hash == m_ours ? State::Same : State::Changed;
}

void DiskWatch::rewatch()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    if (m_path.isEmpty())
        return;
    m_watcher->addPath(QFileInfo::exists(m_path) ? m_path : QFileInfo(m_path).absolutePath());
}

void DiskWatch::settle()
{
    knowOurs();
    rewatch();
    const bool exists = QFileInfo::exists(m_path);
    const std::optional<QByteArray> hash = exists ? hashNow() : QByteArray();
    if (!hash)
        return; // unreadable: nothing to tell
    const QByteArray now = *hash;
    const State state = stateOf(exists, now);
    if (state == m_told && now == m_toldOf)
        return;
    m_told = state;
    m_toldOf = now;
    emit changed(state);
}

std::optional<QByteArray> DiskWatch::hashNow() const
{
    return hashOf(m_path);
}

std::optional<QByteArray> DiskWatch::hashOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    // Only ever compared with another hash of this process, to tell whether the file changed:
    // a fast 64-bit hash of the mapped bytes and their size, not SHA-256, whose second for an
    // 88 MB .gtree came on top of opening it (issue 29).
    const qint64 size = file.size();
    QByteArray bytes;
    const uchar *data = size > 0 ? file.map(0, size) : nullptr;
    if (!data && size > 0) { // not mappable (a pipe, a special file): read it
        bytes = file.readAll();
        data = reinterpret_cast<const uchar *>(bytes.constData());
    }
    const qsizetype length = data == nullptr ? 0 : bytes.isNull() ? qsizetype(size) : bytes.size();
    const size_t h = qHash(QByteArrayView(data, length), 0);
    QByteArray key;
    QDataStream(&key, QIODevice::WriteOnly) << quint64(h) << qint64(length);
    return key;
}

} // namespace gt
