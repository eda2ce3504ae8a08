#pragma once

#include "../tree/gametree.h"
#include "../tree/validate.h"

#include <optional>

namespace gt {

// Max/min algorithms cannot take chance nodes; the message names the first one and says
// which algorithm can.
std::optional<TreeProblem> refuseChanceNodes(const GameTree &tree, const QString &algorithmName);

} // namespace gt
