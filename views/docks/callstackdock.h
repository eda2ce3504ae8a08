#pragma once

#include <QDockWidget>

class QTableView;

namespace gt {

class CallStackModel;
class SearchSession;

// The call stack panel: a table of CallStackModel, root at the top, the executing call last.
class CallStackDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CallStackDock(SearchSession *session, QWidget *parent = nullptr);

    CallStackModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

private:
    CallStackModel *m_model;
    QTableView *m_view;
};

} // namespace gt
