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

// The file a document belongs to, as it was on disk when the document was read from it or
// saved to it: recovery puts an autosave over that file only while it is still that file.
struct FileStamp {
    QString path;         // absolute and canonical; empty for an untitled document
    qint64 size = -1;     // -1: not known (no such file, or an autosave of an older version)
    qint64 modified = -1; // ms since the epoch

    // `path` (relative to the working folder) as it is on disk now.
    static FileStamp of(const QString &path);
    bool operator==(const FileStamp &other) const = default;
};

// Keeps unsaved work safe from a crash: 30 s after the first unsaved edit it writes the
// document to the application's data folder (…/autosave/<session>.json, beside it the stamp of
// the file it came from), and removes it once the work is saved or discarded. Each running
// window holds a lock file beside its autosave; an autosave whose lock is stale (its process
// is gone) is an orphan that the next start offers to recover.
class Autosaver : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultIntervalMs = 30000;

    explicit Autosaver(QObject *parent = nullptr);
    ~Autosaver() override; // a clean exit leaves nothing to recover

    // The unsaved document (nothing when there is none), the file it belongs to, and for an
    // untitled one opened from the Examples menu the example's title (else empty).
    using Source = std::function<std::optional<Document>()>;
    void setSource(Source document, std::function<FileStamp()> original,
                   std::function<QString()> example = {});
    void setInterval(int ms);
    int interval() const { return m_timer.interval(); }

    // The document has unsaved changes: start counting, if not counting already.
    void markDirty();
    // Saved, reverted or discarded: the autosave is not needed any more.
    void markClean();
    // Writes the autosave now. When it cannot be written, failed() says why and another try
    // follows after the interval.
    bool saveNow();
    QString autosavePath() const { return m_path; }
    bool isPending() const { return m_timer.isActive(); }

    static QString directory();

    // An autosave left by a process that is gone.
    struct Orphan {
        QString autosavePath;
        FileStamp original; // its path is empty for an untitled document
        QString example;    // the title of the example an untitled document was opened as
        QDateTime saved;

        enum class Original { Untitled, Same, Changed, Missing, Unknown };
        // Whether the file on disk is still the one the work was based on: a file saved
        // elsewhere since, a deleted one, or an autosave that did not record it (Unknown) must
        // not be overwritten by the recovered work.
        Original originalNow() const;
    };
    // Orphans found now; each stays locked by this process until it is taken or discarded.
    std::vector<Orphan> claimOrphans();
    std::optional<Document> readOrphan(const Orphan &orphan, QString *error) const;
    void discardOrphan(const Orphan &orphan);

signals:
    void saved(const QString &path);
    // The autosave could not be written: the work is not safe from a crash. `reason`: "the
    // disk is full", …; `message` names the file too.
    void failed(const QString &reason, const QString &message);

private:
    void removeFiles();

    QTimer m_timer;
    Source m_document;
    std::function<FileStamp()> m_original;
    std::function<QString()> m_example;
    QString m_path; // <dir>/<session>.json
    std::unique_ptr<QLockFile> m_lock;
    std::vector<std::unique_ptr<QLockFile>> m_claimed; // orphans' locks, held until resolved
    std::vector<QString> m_claimedPaths;
};

} // namespace gt
