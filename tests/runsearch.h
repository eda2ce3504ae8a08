#pragma once

// The product's search, for tests that only want its trace: a tree a test built itself is
// searchable, so a refusal is a broken test and ends it.

#include "core/search/algorithm.h"

#include <QtGlobal>

namespace gt::test {

inline Trace run(const GameTree &t, const QString &algo, const SearchOptions &o = {})
{
    QString error;
    auto trace = search(t, algo, o, &error);
    if (!trace)
        qFatal("search failed: %s", qPrintable(error));
    return *trace;
}

} // namespace gt::test
