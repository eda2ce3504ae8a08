#pragma once

#include "core/io/document.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace gt {

// Keeps unsaved work safe from a crash: 30 s after the first unsaved edit it writes the
// document to the application's data folder (…/autosave/<session>.json, beside it the path of
// the file it came from), and removes it once the work is saved or discarded. Each running
// window holds a lock file beside its autosave; an autosave whose lock is stale (its process
// is gone) is an orphan that the next start offers to recover.
class Autosaver : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultIntervalMs = 30000;

    explicit Autosaver(QObject *parent = nullptr);
    ~Autosaver() override; // a clean exit leaves nothing to recover

    // The unsaved document (nothing when there is none) and the file it belongs to.
    using Source = std::function<std::optional<Document>()>;
    void setSource(Source document, std::function<QString()> originalPath);
    void setInterval(int ms);
    int interval() const { return m_timer.interval(); }

    // The document has unsaved changes: start counting, if not counting already.
    void markDirty();
    // Saved, reverted or discarded: the autosave is not needed any more.
    void markClean();
    bool saveNow();
    QString autosavePath() const { return m_path; }
    bool isPending() const { return m_timer.isActive(); }

    static QString directory();

    // An autosave left by a process that is gone.
    struct Orphan {
        QString autosavePath;
        QString originalPath; // empty for an untitled document
        QDateTime saved;
    };
    // Orphans found now; each stays locked by this process until it is taken or discarded.
    std::vector<Orphan> claimOrphans();
    std::optional<Document> readOrphan(const Orphan &orphan, QString *error) const;
    void discardOrphan(const Orphan &orphan);

signals:
    void saved(const QString &path);

private:
    void removeFiles();

    QTimer m_timer;
    Source m_document;
    std::function<QString()> m_originalPath;
    QString m_path; // <dir>/<session>.json
    std::unique_ptr<QLockFile> m_lock;
    std::vector<std::unique_ptr<QLockFile>> m_claimed; // orphans' locks, held until resolved
    std::vector<QString> m_claimedPaths;
};

} // namespace gt
