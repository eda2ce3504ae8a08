#pragma once

#include <QObject>
#include <QString>

class QLabel;
class QStatusBar;

namespace gt {

class SearchSession;

// The status bar's lasting line for an error that has no box of its own (a file that could
// not be read: the tree on screen stays). It says what went wrong until the next thing the
// user does: a step, an edit, another search, or any later message in the status bar (a save,
// an export) clears it, so that an old error never reappears under a later success.
class ErrorNotice : public QObject {
    Q_OBJECT
public:
    ErrorNotice(QStatusBar *bar, SearchSession *session, QObject *parent);

    QLabel *label() const { return m_label; }
    QString text() const;
    void show(const QString &error);
    void clear();

private:
    QLabel *m_label;
};

} // namespace gt
