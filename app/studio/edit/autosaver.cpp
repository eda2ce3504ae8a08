#include "autosaver.h"

#include "core/io/jsondoc.h"
#include "core/io/treefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
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

} // namespace

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

void Autosaver::setSource(Source document, std::function<QString()> originalPath)
{
    m_document = std::move(document);
    m_originalPath = std::move(originalPath);
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
    QSaveFile origin(originPathFor(m_path));
    const QByteArray path = (m_originalPath ? m_originalPath() : QString()).toUtf8();
    if (!origin.open(QIODevice::WriteOnly) || origin.write(path) != path.size() || !origin.commit())
        return false;
    QSaveFile file(m_path);
    const QByteArray bytes = writeJsonDocument(*doc);
    // The size check catches a disk that filled up mid-write (see saveDocument).
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.flush() ||
        file.size() != bytes.size()) {
        file.cancelWriting();
        return false;
    }
    if (!file.commit())
        return false;
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
    // Locks of windows that died with nothing unsaved: take them and let them go.
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.lock")}, QDir::Files)) {
        const QString base = info.absoluteFilePath().chopped(5);
        if (QFileInfo::exists(base + QStringLiteral(".json")))
            continue;
        QLockFile stale(info.absoluteFilePath());
        stale.setStaleLockTime(0);
        if (stale.tryLock(0))
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
            o.originalPath = QString::fromUtf8(origin.readAll());
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
