#pragma once

#include "core/graph/gamegraph.h"

#include <QFutureWatcher>
#include <QObject>

#include <optional>

class QAction;

namespace gt {

class GraphWindow;
class SearchSession;

// View ▸ Show as Game Graph: the tree on the canvas folded into its positions
// (core/graph/treefold.h) and opened in the graph window, which says how many tree nodes became
// how many positions — the whole tic-tac-toe tree's 549,946 nodes are its 5,478 positions, the
// transposition lesson. Enabled for a tree whose nodes carry position keys (a tree made by New
// from Game or `gametree generate`). The fold of half a million nodes takes a second or two: it
// runs on a worker thread, on a copy of the tree.
class TreeFoldAction : public QObject {
    Q_OBJECT
public:
    TreeFoldAction(SearchSession *session, GraphWindow *window, QObject *parent = nullptr);
    ~TreeFoldAction() override;

    QAction *action() const { return m_action; }
    bool isRunning() const { return m_watcher.isRunning(); }
    // "549946 tree nodes → 5478 positions: …", the sentence the graph window's panel shows.
    static QString foldText(qint64 nodes, qint64 positions);

public slots:
    void start();

signals:
    void message(const QString &text); // for the status bar: a refusal, or that it runs

private:
    struct Job {
        std::optional<GameGraph> graph;
        QString error;
        qint64 nodes = 0;
    };
    void updateEnabled();
    void finish();

    SearchSession *m_session;
    GraphWindow *m_window;
    QAction *m_action;
    QFutureWatcher<Job> m_watcher;
};

} // namespace gt
