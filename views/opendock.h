#pragma once

#include <QDockWidget>

class QLabel;
class QTableView;

namespace gt {

class OpenListModel;
class SearchSession;

// SSS*'s OPEN list as a panel: a caption with the state just taken and the Γ case applied to
// it, then OPEN in the order SSS* will take the states. No other algorithm has an OPEN list;
// for them the panel says so and is disabled. For breadth-first generation (minimax-bfs) the
// caption lists the queue OPEN and the list CLOSED instead.
class OpenDock : public QDockWidget {
    Q_OBJECT
public:
    explicit OpenDock(SearchSession *session, QWidget *parent = nullptr);

    OpenListModel *model() const { return m_model; }
    QString caption() const;
    bool isApplicable() const; // the running algorithm keeps an OPEN list

signals:
    void applicableChanged(bool applicable);

private:
    void refresh();
    QString queueText() const;

    SearchSession *m_session;
    OpenListModel *m_model;
    QLabel *m_caption;
    QTableView *m_view;
    bool m_applicable = false;
};

} // namespace gt
