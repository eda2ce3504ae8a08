#pragma once

#include "cli.h"

#include "core/search/searchoptions.h"
#include "core/trace/trace.h"

#include <QCommandLineParser>

#include <optional>

namespace gt::cli {

// The search flags of `eval`, `trace`, `render` and `slides`, in one place: --algo and every
// algorithm's options, generated from the algorithms themselves, and read against the
// options of the algorithm chosen.

void addSearchFlags(QCommandLineParser &parser, bool algoRequired);
// The lines of the top-level usage text about algorithms and their options.
QString searchFlagsUsage();

// The tree and, when --algo is given, its search.
struct Searched {
    Document doc;
    std::optional<Trace> trace;
    SearchOptions options; // the algorithm's options as given (defaults left out)
};
// On a usage error (no or an unknown --algo, an option the algorithm does not declare, a bad
// value) prints it and sets *exit to 2; on bad input, 1.
// treeArguments: the positional arguments that name the tree, when not all of them do.
std::optional<Searched> readAndSearch(const QCommandLineParser &parser, bool algoRequired,
                                      int *exit, const QStringList *treeArguments = nullptr);

} // namespace gt::cli
