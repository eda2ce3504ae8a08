#pragma once

#include "../options/optionspec.h"
#include "../tree/gametree.h"

#include <QJsonObject>
#include <QString>

namespace gt {

// Everything a `.json` file keeps: the tree and what the user chose to do with it.
struct Document {
    GameTree tree;
    QString title;
    QString notes;
    // A registry id. Empty: the default, the first algorithm, which core/io does not know;
    // the readers fill in the default of the catalogue they are given (optioncatalogue.h), the
    // writers write it, and the session searches with it.
    QString algorithm;
    SearchOptions options;    // only what the user set (OptionValues)
    int step = -1;            // the step shown; -1 means the final frame
    QJsonObject presentation; // view settings the core does not interpret
};

} // namespace gt
