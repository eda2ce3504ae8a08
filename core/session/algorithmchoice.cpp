#include "algorithmchoice.h"

#include "core/search/algorithm.h"

namespace gt {

namespace {

// What `id` may be searched with: what it declares. An id this version does not know keeps what
// it was given (a newer document's), for its search to refuse and its document to keep.
SearchOptions declaredPart(const QString &id, const SearchOptions &options)
{
    const Algorithm *a = findAlgorithm(id);
    return a ? options.restrictedTo(a->options()) : options;
}

} // namespace

AlgorithmChoice::AlgorithmChoice(QObject *parent)
    : QObject(parent)
    , m_algorithm(defaultAlgorithmId())
{}

SearchOptions AlgorithmChoice::optionsFor(const QString &id) const
{
    if (const auto it = m_remembered.constFind(id); it != m_remembered.constEnd())
        return *it;
    return m_fallback ? m_fallback->optionsFor(id) : SearchOptions();
}

void AlgorithmChoice::choose(const QString &id)
{
    take(id, optionsFor(id));
}

void AlgorithmChoice::setOptions(const QString &id, const SearchOptions &options)
{
    if (id == m_algorithm)
        take(id, options);
    else
        m_remembered.insert(id, declaredPart(id, options));
}

void AlgorithmChoice::adopt(const QString &id, const SearchOptions &options)
{
    take(id.isEmpty() ? defaultAlgorithmId() : id, options);
}

void AlgorithmChoice::forgetAll()
{
    m_remembered.clear();
    take(m_algorithm, SearchOptions());
}

void AlgorithmChoice::take(const QString &id, const SearchOptions &options)
{
    const SearchOptions kept = declaredPart(id, options);
    // Remembered even when nothing changes: the fallback's options become this choice's own.
    m_remembered.insert(id, kept);
    if (id == m_algorithm && kept == m_options)
        return;
    m_algorithm = id;
    m_options = kept;
    emit changed();
}

std::optional<Trace> AlgorithmChoice::search(const GameTree &tree, QString *error,
                                             NodeId *errorNode) const
{
    return gt::search(tree, m_algorithm, m_options, error, errorNode);
}

} // namespace gt
