#pragma once

#include "../options/optionspec.h"

#include <QString>

#include <vector>

namespace gt {

// What the document formats know of the algorithms: each one's id and the options it declares.
// The readers and writers are handed it by their caller, as plain data, and know no algorithm
// of their own: core/io includes nothing of core/search (docs/architecture.md, "The floors").
// The session floor hands them the registry's (core/session/documentfiles.h); a test may hand
// them algorithms of its own.
struct OptionCatalogue {
    struct Algorithm {
        QString id;
        OptionSpecs options; // as the algorithm declares them
    };
    std::vector<Algorithm> algorithms; // in menu order: the first is the default
    // Every algorithm's options, each name once, in the order a document writes them.
    OptionSpecs all;

    // The id a document that names no algorithm is searched with: the first one.
    QString defaultAlgorithm() const;
    // The algorithm `id` stands for in a Document: itself, or the default when empty.
    QString resolved(const QString &id) const;
    // The options a document of algorithm `id` may hold: its algorithm's, or every algorithm's
    // when the id is not one we know (a newer file; the search will say what is wrong).
    const OptionSpecs &documentOptions(const QString &id) const;
};

} // namespace gt
