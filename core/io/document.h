#pragma once

#include "../options/optionspec.h"
#include "../tree/gametree.h"

#include <QJsonObject>
#include <QString>

namespace gt {

// The id a new document searches with: the registry's first algorithm. Declared here and
// defined by the registry (core/search/registry.cpp), so that the file formats need not
// include the algorithms (core/search builds on core/io, not the other way).
QString defaultAlgorithmId();

// Everything a `.json` file keeps: the tree and what the user chose to do with it.
struct Document {
    GameTree tree;
    QString title;
    QString notes;
    QString algorithm = defaultAlgorithmId(); // registry id
    SearchOptions options;                    // only what the user set (OptionValues)
    int step = -1;                            // the step shown; -1 means the final frame
    QJsonObject presentation;                 // view settings the core does not interpret
};

} // namespace gt
