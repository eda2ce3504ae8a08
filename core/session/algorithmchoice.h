#pragma once

#include "core/search/searchoptions.h"
#include "core/trace/trace.h"
#include "core/tree/gametree.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace gt {

// What a document is searched with: one algorithm, and the options every algorithm was last
// searched with, each within its own algorithm's declaration — switching from alpha-beta to
// minimax and back brings fail-hard back as it was. The one owner of both: the picker chooses
// here, the options form edits here, the settings and the command line fill the memory here, and
// the session searches again once for each change (changed()). The options of the algorithm
// chosen are always the ones remembered for it, so no caller can search with an algorithm and
// forget its options.
class AlgorithmChoice : public QObject {
    Q_OBJECT
public:
    explicit AlgorithmChoice(QObject *parent = nullptr);

    // The algorithm chosen (a registry id; one this version does not know is kept, and its
    // search says what is wrong) and its options: only what the user set.
    QString algorithm() const { return m_algorithm; }
    const SearchOptions &options() const { return m_options; }
    // What `id` was last searched with here, else what the fallback remembers, else nothing
    // set (its defaults).
    SearchOptions optionsFor(const QString &id) const;

    // Searches with `id` from now on, with the options it was last searched with.
    void choose(const QString &id);
    // The options `id` is searched with from now on, kept to what it declares; when `id` is the
    // algorithm chosen they are the search's at once.
    void setOptions(const QString &id, const SearchOptions &options);
    void setOptions(const SearchOptions &options) { setOptions(m_algorithm, options); }
    // Both in one change, the options winning over those remembered: a document's own, a
    // recovered file's. An empty id is the default algorithm's (a Document that names none).
    void adopt(const QString &id, const SearchOptions &options);
    // Every algorithm back to its defaults, the chosen one too: an example starts afresh.
    void forgetAll();
    // Where the options of an algorithm not yet searched with here come from (a comparison's
    // panel asks the main window's choice); what is set here stays here.
    void setFallback(const AlgorithmChoice *fallback) { m_fallback = fallback; }

    // Searches `tree` with the algorithm chosen and its options (core/search's search(): the
    // tree validated, a refusal said, the features stamped). On failure nothing, and *error
    // says why, naming *errorNode when the failure is about a node.
    std::optional<Trace> search(const GameTree &tree, QString *error,
                                NodeId *errorNode = nullptr) const;

signals:
    // The algorithm chosen or its options changed: one new search. The session searches on it;
    // views listen to the session's traceChanged(), which follows the search.
    void changed();

private:
    // Makes (id, options) the choice, remembering the options; emits changed() when the search
    // would differ.
    void take(const QString &id, const SearchOptions &options);

    QString m_algorithm;
    SearchOptions m_options; // = m_remembered[m_algorithm]
    QHash<QString, SearchOptions> m_remembered;
    QPointer<const AlgorithmChoice> m_fallback;
};

} // namespace gt
