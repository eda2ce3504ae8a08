#pragma once

#include "treelayout.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace gt {

// Layout with Graphviz. graphviz.cpp lays out, core/io/cgraphread.cpp reads DOT; both take
// the one process-wide mutex (graphvizlock.h), because the library is not thread-safe.
// Everything in and out is plain data.

// Lays the tree out with `dot` (ordering=out, fixedsize nodes of the given sizes). Slow past
// a few thousand nodes: call it off the GUI thread. Nothing and *error on failure.
std::optional<TreeLayout> dotLayout(const GameTree &tree, const std::vector<NodeSize> &sizes,
                                    const LayoutOptions &options, QString *error,
                                    const CollapsedSet &collapsed = {});

// The version of the Graphviz library the program runs with ("2.43.0"), for Help ▸ About.
QString graphvizVersion();

} // namespace gt
