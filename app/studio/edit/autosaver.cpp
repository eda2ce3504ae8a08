#include "autosaver.h"

#include "core/io/atomicwrite.h"
#include "core/session/documentfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace gt {

namespace {

QString lockPathFor(const QString &autosave)
{
    return autosave.left(autosave.size() - 5) + QStringLiteral(".lock"); // ".json" -> ".lock"
}

QString originPathFor(const QString &autosave)
{
    return autosave.left(autosave.size() - 5) + QStringLiteral(".origin");
}

QByteArray writeOrigin(const FileStamp &original, const QString &example)
{
    QJsonObject o{{QStringLiteral("path"), original.path}};
    if (original.size >= 0) {
        o.insert(QStringLiteral("size"), original.size);
        o.insert(QStringLiteral("modified"), original.modified);
    }
    if (original.path.isEmpty() && !example.isEmpty())
        o.insert(QStringLiteral("example"), example);
    return QJsonDocument(o).toJson();
}

// Fills the orphan's original file and example title.
void readOrigin(const QByteArray &bytes, Autosaver::Orphan &orphan)
{
    const QJsonDocument json = QJsonDocument::fromJson(bytes);
    FileStamp &s = orphan.original;
    if (!json.isObject()) {
        s.path = QString::fromUtf8(bytes); // an older version's: the path alone, as typed
        return;
    }
    const QJsonObject o = json.object();
    s.path = o.value(QStringLiteral("path")).toString();
    s.size = o.value(QStringLiteral("size")).toInteger(-1);
    s.modified = o.value(QStringLiteral("modified")).toInteger(-1);
    orphan.example = o.value(QStringLiteral("example")).toString();
}

} // namespace

FileStamp FileStamp::of(const QString &path)
{
    FileStamp s;
    if (path.isEmpty())
        return s;
    const QFileInfo info(path);
    if (!info.exists()) {
        s.path = QDir::cleanPath(info.absoluteFilePath());
        return s;
    }
    s.path = info.canonicalFilePath();
    s.size = info.size();
    s.modified = info.lastModified().toMSecsSinceEpoch();
    return s;
}

Autosaver::Orphan::Original Autosaver::Orphan::originalNow() const
{
    if (original.path.isEmpty())
        return Original::Untitled;
    if (original.size < 0 || QFileInfo(original.path).isRelative())
        return Original::Unknown;
    const FileStamp now = FileStamp::of(original.path);
    if (now.size < 0)
        return Original::Missing;
    return now == original ? Original::Same : Original::Changed;
}

Autosaver::Autosaver(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(DefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    const QString dir = directory();
    QDir().mkpath(dir);
    m_path = dir + QLatin1Char('/') + QUuid::createUuid().toString(QUuid::WithoutBraces) +
             QStringLiteral(".json");
    m_lock = std::make_unique<QLockFile>(lockPathFor(m_path));
    m_lock->setStaleLockTime(0); // stale only when its process is gone, however long it runs
    m_lock->tryLock(0);
}

Autosaver::~Autosaver()
{
    removeFiles();
    m_lock->unlock();
}

QString Autosaver::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave");
}

void Autosaver::setSource(Source document, std::function<FileStamp()> original,
                          std::function<QString()> example)
{
    m_document = std::move(document);
    m_original = std::move(original);
    m_example = std::move(example);
}

void Autosaver::setInterval(int ms)
{
    m_timer.setInterval(ms);
}

void Autosaver::markDirty()
{
    if (!m_timer.isActive())
        m_timer.start();
}

void Autosaver::markClean()
{
    m_timer.stop();
    removeFiles();
}

bool Autosaver::saveNow()
{
    m_timer.stop();
    const std::optional<Document> doc = m_document ? m_document() : std::nullopt;
    if (!doc || doc->tree.isEmpty()) {
        removeFiles();
        return false;
    }
    // The origin first: an autosave is never found without knowing whose it is.
    QString error;
    QString reason;
    if (!writeFileAtomically(originPathFor(m_path),
                             writeOrigin(m_original ? m_original() : FileStamp(),
                                         m_example ? m_example() : QString()),
                             &error, &reason) ||
        !writeFileAtomically(m_path, writeJsonDocument(*doc), &error, &reason)) {
        m_timer.start(); // try again: the disk may have room by then
        emit failed(reason, error);
        return false;
    }
    emit saved(m_path);
    return true;
}

void Autosaver::removeFiles()
{
    QFile::remove(m_path);
    QFile::remove(originPathFor(m_path));
}

std::vector<Autosaver::Orphan> Autosaver::claimOrphans()
{
    std::vector<Orphan> out;
    const QDir dir(directory());
    // Locks and origins of windows that died with nothing unsaved: take them and let them go.
    // An origin without its autosave is what a kill between saveNow()'s two writes leaves
    // (issue 27): it names no work, and nothing else would ever remove it. A window that is
    // writing its two files right now holds its lock, so its origin stays.
    for (const QFileInfo &info :
         dir.entryInfoList({QStringLiteral("*.lock"), QStringLiteral("*.origin")}, QDir::Files)) {
        const QString base = info.absoluteFilePath().section(QLatin1Char('.'), 0, -2);
        if (QFileInfo::exists(base + QStringLiteral(".json")) ||
            base + QStringLiteral(".json") == QFileInfo(m_path).absoluteFilePath())
            continue;
        QLockFile stale(base + QStringLiteral(".lock"));
        stale.setStaleLockTime(0);
        if (!stale.tryLock(0))
            continue; // its window is still open
        QFile::remove(base + QStringLiteral(".origin"));
        stale.unlock(); // removes it
    }
    const auto entries = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo &info : entries) {
        const QString path = info.absoluteFilePath();
        if (path == QFileInfo(m_path).absoluteFilePath() ||
            std::find(m_claimedPaths.begin(), m_claimedPaths.end(), path) != m_claimedPaths.end())
            continue;
        auto lock = std::make_unique<QLockFile>(lockPathFor(path));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue; // its window is still open
        Orphan o;
        o.autosavePath = path;
        o.saved = info.lastModified();
        QFile origin(originPathFor(path));
        if (origin.open(QIODevice::ReadOnly))
            readOrigin(origin.readAll(), o);
        out.push_back(o);
        m_claimed.push_back(std::move(lock));
        m_claimedPaths.push_back(path);
    }
    return out;
}

std::optional<Document> Autosaver::readOrphan(const Orphan &orphan, QString *error) const
{
    // Leniently: work in progress may not validate yet (a max node without children); the
    // window's problem widget says what is left to fix.
    ReadError readError;
    std::vector<ReadError> problems;
    auto doc = loadDocumentLenient(orphan.autosavePath, &readError, &problems);
    if (!doc)
        *error = readError.toString();
    return doc;
}

void Autosaver::discardOrphan(const Orphan &orphan)
{
    QFile::remove(orphan.autosavePath);
    QFile::remove(originPathFor(orphan.autosavePath));
    for (std::size_t i = 0; i < m_claimedPaths.size(); ++i) {
        if (m_claimedPaths[i] == orphan.autosavePath) {
            m_claimed[i]->unlock(); // removes the lock file
            m_claimed.erase(m_claimed.begin() + std::ptrdiff_t(i));
            m_claimedPaths.erase(m_claimedPaths.begin() + std::ptrdiff_t(i));
            return;
        }
    }
}

} // namespace gt
