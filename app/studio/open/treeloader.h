#pragma once

#include "core/io/document.h"
#include "core/io/readerror.h"
#include "core/search/searchoptions.h"
#include "core/trace/trace.h"
#include "views/scene/preparedlayout.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QProgressDialog;
class QWidget;

namespace gt {

// Opens big tree files without freezing the window. Reading, validating and the first search
// of a million-node tree take seconds, so they run on a worker thread while a progress dialog
// says what is happening and offers Cancel; the window keeps repainting. Small files are not
// worth a thread: the window reads them at once (see shouldRunInBackground).
class TreeLoader : public QObject {
    Q_OBJECT
public:
    // What the worker made: the document, or the error that names the place; and the trace
    // of the search the window is expected to show, so that it need not search again.
    struct Result {
        QString path;
        bool interactive = false;
        std::optional<Document> document;
        ReadError error;
        std::vector<ReadError> problems; // the document's tree does not validate: why
        std::optional<Trace> trace;
        SearchOptions searchedWith;             // the options of `trace`
        std::shared_ptr<PreparedLayout> layout; // measured and laid out beside the search
    };

    // Files of at least this many bytes are read on a worker thread: about 300,000 nodes in
    // the .tree notation, where reading and searching start to take a noticeable time.
    static constexpr qint64 BackgroundBytes = 1 << 20;

    explicit TreeLoader(QWidget *window);
    ~TreeLoader() override;

    static bool shouldRunInBackground(const QString &path);
    // Starts reading a big tree file before there is a window to show it in (the program's
    // start with a file): the next start() for the same path takes what it read.
    static void prefetch(const QString &path);
    // Overrides BackgroundBytes (tests open small files the way big ones are opened).
    static void setBackgroundBytes(qint64 bytes);

    // Starts reading `path`. The trace is searched with `algorithm` when the tree accepts it
    // (a .json document searches with its own algorithm and options instead); meanwhile
    // `layOut`, when given, measures and lays the tree out on a second worker. A load already
    // running is cancelled.
    void start(const QString &path, const QString &algorithm, const SearchOptions &options,
               bool interactive, LayoutMaker layOut = {});
    bool isRunning() const { return m_watcher.isRunning(); }
    void cancel(); // the result is dropped; the current tree stays

signals:
    // Not emitted when cancelled. The receiver may take the document and the trace out of
    // `result`: a million-node tree and its trace cost a tenth of a second each to copy.
    void loaded(std::shared_ptr<gt::TreeLoader::Result> result);

private:
    void onFinished();
    void closeProgress();

    QWidget *m_window;
    QFutureWatcher<std::shared_ptr<Result>> m_watcher; // shared: a big trace is not copied
    QPointer<QProgressDialog> m_progress;
    std::shared_ptr<std::atomic_bool> m_cancelled;
};

} // namespace gt
