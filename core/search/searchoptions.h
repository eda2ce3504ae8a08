#pragma once

#include "../options/optionspec.h"

namespace gt {

// What a search is asked to do beyond the tree: option values by name, as declared by the
// algorithm's options(). An algorithm reads the ones it declares and ignores the rest, so the
// values of every algorithm can travel together (a document, the command line).
using SearchOptions = OptionValues;

} // namespace gt
