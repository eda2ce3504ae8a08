#pragma once

#include <QDockWidget>

class QFontMetricsF;
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

    // A numbered line ("12      if α ≥ β: …") broken at spaces into pieces no wider than
    // `width`, each continuation indented two spaces past the statement's own indentation:
    // the dock wraps rather than cuts long lines, and indentation still reads as structure.
    // A word longer than the width stays whole.
    static QStringList wrapLine(const QString &line, const QFontMetricsF &metrics, double width);

private:
    void onTraceChanged();
    void onStepChanged();

    SearchSession *m_session;
    QListWidget *m_list;
    QString m_algorithm;
    QStringList m_code; // as the algorithm gave it for the session's options
    int m_line = 0;
};

} // namespace gt
