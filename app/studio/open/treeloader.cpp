#include "treeloader.h"

#include "views/session/workerpool.h"
#include "views/widgets/plaintext.h"

#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"

#include <QFileInfo>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace gt {

TreeLoader::TreeLoader(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Result>>::finished, this,
            &TreeLoader::onFinished);
}

TreeLoader::~TreeLoader()
{
    // The worker holds only copies and its own flag: let it finish, and drop what it made.
    if (m_cancelled)
        *m_cancelled = true;
    m_watcher.waitForFinished();
}

namespace {
qint64 backgroundBytes = TreeLoader::BackgroundBytes;

// A document read before the window asked for it.
struct Read {
    std::optional<Document> document;
    ReadError error;
    std::vector<ReadError> problems;
};

std::shared_ptr<Read> readLeniently(const QString &path)
{
    // Lenient, as the window opens small files: a tree saved mid-edit opens to be finished.
    auto read = std::make_shared<Read>();
    read->document = loadDocumentLenient(path, &read->error, &read->problems);
    return read;
}

struct Prefetched {
    QString path;
    QFuture<std::shared_ptr<Read>> read;
};
std::optional<Prefetched> prefetched;
} // namespace

void TreeLoader::prefetch(const QString &path)
{
    // Trees only: a DOT file may be a game graph, which the graph window reads its own way.
    const std::optional<TreeFormat> format = formatForPath(path);
    if (!shouldRunInBackground(path) || !format || *format == TreeFormat::Dot)
        return;
    // The window takes a tenth of a second to make, the reading of a big file longer.
    prefetched = Prefetched{path, runInBackground([path] { return readLeniently(path); })};
}

bool TreeLoader::shouldRunInBackground(const QString &path)
{
    const QFileInfo info(path);
    return !path.startsWith(QLatin1Char(':')) && info.isFile() && info.size() >= backgroundBytes;
}

void TreeLoader::setBackgroundBytes(qint64 bytes)
{
    backgroundBytes = bytes;
}

void TreeLoader::start(const QString &path, const QString &algorithm, const SearchOptions &options,
                       bool interactive, LayoutMaker layOut)
{
    cancel();
    QFuture<std::shared_ptr<Read>> early;
    if (prefetched && prefetched->path == path)
        early = prefetched->read;
    prefetched.reset();
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    m_cancelled = cancelled;

    // Busy, not a percentage: the reader and the search do not report how far they are.
    m_progress = new QProgressDialog(m_window);
    m_progress->setLabel(plainLabel(m_progress)); // the file's name is text, not HTML
    m_progress->setLabelText(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    m_progress->setCancelButtonText(tr("Cancel"));
    m_progress->setRange(0, 0);
    m_progress->setObjectName(QStringLiteral("openProgress"));
    m_progress->setWindowTitle(tr("Opening a Big Tree"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    m_progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_progress, &QProgressDialog::canceled, this, &TreeLoader::cancel);
    m_progress->show();

    m_watcher.setFuture(runInBackground([path, algorithm, options, interactive, cancelled,
                                         layOut = std::move(layOut), early] {
        auto shared = std::make_shared<Result>();
        Result &result = *shared;
        result.path = path;
        result.interactive = interactive;
        const std::shared_ptr<Read> read = early.isValid() ? early.result() : readLeniently(path);
        result.document = std::move(read->document);
        result.error = std::move(read->error);
        result.problems = std::move(read->problems);
        if (!result.document || *cancelled)
            return shared;
        // The canvas's measures and tidy layout do not need the search: on the other core
        // while it runs, instead of on the window's thread after it (issue 29). A tree
        // with problems may change before it is shown (Normalise): it is laid out as ever.
        QFuture<std::shared_ptr<PreparedLayout>> laying;
        if (layOut && result.problems.empty())
            laying =
                runInBackground([&tree = result.document->tree, &layOut] { return layOut(tree); });
        // The search the window will ask for: a .json document keeps its own.
        const bool own = formatForPath(path) == TreeFormat::Json;
        QString id = own ? result.document->algorithm : algorithm;
        SearchOptions searchOptions = own ? result.document->options : options;
        const Algorithm *a = findAlgorithm(id);
        // A document that names no algorithm, or one that refuses its tree, opens with the
        // window's (MainWindow::adopt): search with that here, not on the window's thread.
        if (own && (!a || a->refusal(result.document->tree))) {
            id = algorithm;
            searchOptions = options;
            a = findAlgorithm(id);
        }
        if (a && !a->refusal(result.document->tree)) {
            QString error;
            result.trace = search(result.document->tree, id, searchOptions, &error);
            result.searchedWith = searchOptions;
        }
        if (laying.isValid()) // reads the document's tree: done before the result goes
            result.layout = laying.result();
        return shared;
    }));
}

void TreeLoader::cancel()
{
    if (m_cancelled)
        *m_cancelled = true;
    closeProgress();
}

void TreeLoader::closeProgress()
{
    if (!m_progress)
        return;
    // Closing a progress dialog emits canceled(): it must not cancel what just finished.
    disconnect(m_progress, nullptr, this, nullptr);
    m_progress->close();
}

void TreeLoader::onFinished()
{
    const std::shared_ptr<Result> result = m_watcher.result();
    const bool cancelled = m_cancelled && *m_cancelled;
    if (m_progress) {
        if (cancelled) {
            closeProgress();
        } else {
            // Laying out and drawing happen next, on this thread: say so while they run.
            m_progress->setLabelText(tr("Drawing %1…").arg(QFileInfo(result->path).fileName()));
            m_progress->setCancelButton(nullptr);
            m_progress->repaint();
        }
    }
    if (!cancelled)
        emit loaded(result);
    closeProgress();
}

} // namespace gt
