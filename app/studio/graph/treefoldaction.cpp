#include "treefoldaction.h"

#include "graphwindow.h"

#include "views/session/searchsession.h"
#include "views/session/workerpool.h"

#include "core/graph/treefold.h"

#include <QAction>
#include <QLocale>

namespace gt {

TreeFoldAction::TreeFoldAction(SearchSession *session, GraphWindow *window, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_window(window)
    , m_action(new QAction(tr("Show as Game &Graph"), this))
{
    m_action->setObjectName(QStringLiteral("showAsGameGraph"));
    m_action->setStatusTip(tr("Fold the tree into its positions: one vertex per position however "
                              "many move orders reach it, in the game graph window"));
    connect(m_action, &QAction::triggered, this, &TreeFoldAction::start);
    connect(&m_watcher, &QFutureWatcher<Job>::finished, this, &TreeFoldAction::finish);
    connect(m_session, &SearchSession::treeChanged, this, &TreeFoldAction::updateEnabled);
    connect(m_session, &SearchSession::treeRefreshed, this, &TreeFoldAction::updateEnabled);
    updateEnabled();
}

TreeFoldAction::~TreeFoldAction()
{
    m_watcher.waitForFinished(); // the job holds its own copy of the tree
}

QString TreeFoldAction::foldText(qint64 nodes, qint64 positions)
{
    // Each count its plural (%Ln: "1 tree node", "549,946 tree nodes").
    return tr("%1 → %2: a position is one vertex however many move orders reach it.")
        .arg(tr("%Ln tree nodes", nullptr, int(nodes)),
             tr("%Ln positions", nullptr, int(positions)));
}

void TreeFoldAction::updateEnabled()
{
    // Keys say which nodes are one position; a tree without them would fold into itself.
    m_action->setEnabled(m_session->tree().hasKeys() && !isRunning());
}

void TreeFoldAction::start()
{
    if (isRunning() || !m_session->tree().hasKeys())
        return;
    m_action->setEnabled(false);
    emit message(tr("Folding %1 tree nodes into positions…")
                     .arg(QLocale().toString(qint64(m_session->tree().size()))));
    m_watcher.setFuture(runInBackground([tree = m_session->tree()] {
        Job job;
        job.nodes = tree.size();
        job.graph = foldTree(tree, &job.error);
        return job;
    }));
}

void TreeFoldAction::finish()
{
    Job job = m_watcher.result();
    updateEnabled();
    if (!job.graph) {
        emit message(tr("Cannot show the tree as a game graph: %1").arg(job.error));
        return;
    }
    const qint64 positions = job.graph->size();
    const QString text = foldText(job.nodes, positions);
    m_window->showGraph(std::move(*job.graph), tr("Folded Tree"), text);
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
    emit message(text);
}

} // namespace gt
