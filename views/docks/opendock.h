#pragma once

#include <QDockWidget>

class QLabel;
class QListWidget;
class QTableView;

namespace gt {

class OpenListModel;
class SearchSession;

// SSS*'s OPEN list as a panel: a caption with the state just taken and the Γ case applied to
// it, then OPEN in the order the search will take the states (DUAL*: lowest merit first). No
// other algorithm has an OPEN list; for them the panel says so and is disabled. For
// breadth-first generation (minimax-bfs) it shows the queue OPEN and the list CLOSED as two
// lists instead. Its title names the algorithm searching, by its display name.
class OpenDock : public QDockWidget {
    Q_OBJECT
public:
    explicit OpenDock(SearchSession *session, QWidget *parent = nullptr);

    OpenListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString caption() const;
    bool isApplicable() const; // the running algorithm keeps an OPEN list
    // Breadth-first generation: OPEN front first, CLOSED in the order its nodes were closed.
    QListWidget *queueList() const { return m_queue; }
    QListWidget *closedList() const { return m_closed; }

signals:
    void applicableChanged(bool applicable);

private:
    void refresh();
    void fillQueues();

    SearchSession *m_session;
    OpenListModel *m_model;
    QLabel *m_caption;
    QTableView *m_view;
    QWidget *m_queues; // OPEN and CLOSED side by side (minimax-bfs)
    QListWidget *m_queue;
    QListWidget *m_closed;
    bool m_applicable = false;
};

} // namespace gt
