#pragma once

#include "core/search/searchoptions.h"

#include <QDockWidget>
#include <QHash>
#include <QString>

class QAction;
class QLabel;

namespace gt {

class OptionForm;
class SearchSession;

// The options of the algorithm being searched with, as a form generated from its own
// declaration (views/widgets/optionform.h: a check box for --fail-soft, a spin box for --depth),
// and the values last used with every algorithm: switching from alpha-beta to minimax and back
// brings fail-soft back as it was. Whenever the session's algorithm changes — picked, typed,
// edited, recovered — its remembered options become the session's: the window passes optionsFor()
// with the new algorithm, so that both change in one search (sync() only catches other callers); a
// document that brings its own options has them remembered first (remember()), so they win.
class SearchOptionsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit SearchOptionsDock(SearchSession *session, QWidget *parent = nullptr);

    OptionForm *form() const { return m_form; }
    // What `algorithmId` was last searched with (nothing set: its defaults).
    SearchOptions optionsFor(const QString &algorithmId) const;
    void remember(const QString &algorithmId, const SearchOptions &options);
    // Every algorithm back to its defaults: an example starts afresh.
    void forgetAll() { m_remembered.clear(); }
    // Makes the remembered options of the session's algorithm the session's: after settings
    // or the command line changed what is remembered.
    void apply();
    // "Re-sample (new seed)": searches again with the next seed, for an algorithm that declares
    // a seed while its samples are set (Monte-Carlo sampling); disabled otherwise. It changes the
    // options as the form does.
    QAction *resampleAction() const { return m_resample; }
    void resample();

private:
    void sync();           // the session changed: the form and the memory follow
    void takeFormValues(); // the user changed the form: the session and the memory follow

    SearchSession *m_session;
    QLabel *m_heading;
    OptionForm *m_form;
    QLabel *m_problem;
    QAction *m_resample;
    QString m_shown; // the algorithm whose options the form holds
    QHash<QString, SearchOptions> m_remembered;
};

} // namespace gt
