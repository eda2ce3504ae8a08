#pragma once

#include <QDockWidget>

class QListWidget;

namespace gt {

class SearchSession;

// Shows the running algorithm's pseudocode with the line that the step just taken executed
// highlighted, so that students connect what happens on the tree with the code they will
// write. Line numbers are the algorithm's own (TraceEvent::line is 1-based).
class PseudocodeDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PseudocodeDock(SearchSession *session, QWidget *parent = nullptr);

    int highlightedLine() const { return m_line; } // 1-based; 0 when none
    QStringList lines() const;

private:
    void onTraceChanged();
    void onStepChanged();

    SearchSession *m_session;
    QListWidget *m_list;
    QString m_algorithm;
    int m_line = 0;
};

} // namespace gt
