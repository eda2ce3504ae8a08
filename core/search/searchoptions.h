#pragma once

// SearchOptions, the option values a search is asked with, is declared beside OptionValues
// (core/options/optionspec.h), so that a document (core/io) holds them without including the
// algorithms.
#include "../options/optionspec.h"
