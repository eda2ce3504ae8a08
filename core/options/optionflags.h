#pragma once

#include "optionspec.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <functional>
#include <optional>

namespace gt {

// Command-line flags generated from option declarations, for every program that takes them
// (`gametree eval|trace|render|slides`, gametree-studio): --NAME, with a value named by
// optionValuePlaceholder() for all but flags, and the spec's help as its --help line.

// "--depth D", "--fail-soft": the flag as --help and usage texts show it.
QString optionFlagText(const OptionSpec &spec);

// `note(spec)`, when given, is added to the help in parentheses: "alphabeta; default: off".
QList<QCommandLineOption>
optionFlags(const OptionSpecs &specs,
            const std::function<QString(const OptionSpec &)> &note = nullptr);

// The values given for the flags of `offered` (added with optionFlags). A flag that is not in
// `accepted` is an error naming it and `owner` ("--fail-soft is not an option of minimax
// (its options: --depth)"), as is a value its spec refuses. On failure returns nothing and
// *error says why.
std::optional<OptionValues> readOptionFlags(const QCommandLineParser &parser,
                                            const OptionSpecs &offered,
                                            const OptionSpecs &accepted, const QString &owner,
                                            QString *error);

} // namespace gt
