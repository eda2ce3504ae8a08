#pragma once

#include <QDockWidget>

class QLabel;
class QTableView;

namespace gt {

class SearchSession;
class TableModel;

// The transposition table as a panel, for searches that keep one (negamax and alpha-beta with
// --tt, the MT family): a caption saying what the current step does with the table, then its
// entries. Other searches have no table: the panel says so, is disabled and the main window
// hides it.
class TableDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TableDock(SearchSession *session, QWidget *parent = nullptr);

    TableModel *model() const { return m_model; }
    QString caption() const;
    bool isApplicable() const { return m_applicable; }

signals:
    void applicableChanged(bool applicable);

private:
    void refresh();

    SearchSession *m_session;
    TableModel *m_model;
    QLabel *m_caption;
    QTableView *m_view;
    bool m_applicable = false;
};

} // namespace gt
