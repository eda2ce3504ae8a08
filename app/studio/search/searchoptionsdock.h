#pragma once

#include <QDockWidget>
#include <QString>

class QAction;
class QLabel;

namespace gt {

class OptionForm;
class SearchSession;

// The options of the algorithm being searched with, as a form generated from its own
// declaration (views/widgets/optionform.h: a check box for --fail-soft, a spin box for --depth).
// The form only edits the session's AlgorithmChoice (core/session), which remembers the values
// last used with every algorithm; the dock shows what the choice holds after each search.
class SearchOptionsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit SearchOptionsDock(SearchSession *session, QWidget *parent = nullptr);

    OptionForm *form() const { return m_form; }
    // "Re-sample (new seed)": searches again with the next seed, for an algorithm that declares
    // a seed while its samples are set (Monte-Carlo sampling); disabled otherwise. It changes the
    // options as the form does.
    QAction *resampleAction() const { return m_resample; }
    void resample();

private:
    void sync();           // the session searched again: the form follows its choice
    void takeFormValues(); // the user changed the form: the choice follows, one search

    SearchSession *m_session;
    QLabel *m_heading;
    OptionForm *m_form;
    QLabel *m_problem;
    QAction *m_resample;
    QString m_shown; // the algorithm whose options the form holds
};

} // namespace gt
