#pragma once

#include "../tree/gametree.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

namespace gt {

// Plain DOT from the model, without calling Graphviz: `dot -Tsvg` draws it (max as a
// triangle, min as an upside-down triangle, chance as a circle, leaves as boxes holding their
// values), and readDotTree() reads back the same tree from its kind, value, name, prob and
// label attributes. Node IDs are n0, n1, ... by preorder id.

using DotAttributes = std::vector<std::pair<QString, QString>>;

// Sets `key` in `attributes`, replacing an earlier value.
void setDotAttribute(DotAttributes &attributes, const QString &key, const QString &value);

// Extra attributes for an annotated export (colours, bounds, pruned edges...). Each callback
// receives the attributes the plain writer chose and may add or replace any; the reader takes
// a non-numeric node `label` as a name when `name` is absent, so keep annotations in other
// attributes (xlabel, tooltip, color) if the file should read back as the same tree.
struct DotDecoration {
    DotAttributes graph;
    std::function<void(NodeId node, DotAttributes &)> node;
    std::function<void(NodeId child, DotAttributes &)> edge; // the edge into `child`
    // Whole statements ("halo [pos=…];"): before the tree's nodes, which Graphviz then draws
    // over them, and after the tree's edges. Nodes added here should carry `decoration`, so
    // that readDotTree() leaves them and their edges out of the tree.
    QStringList before, after;
};

QByteArray writeDot(const GameTree &tree, const DotDecoration &decoration = {});

// `text` as a DOT quoted string, as every DOT this program writes quotes its texts: quotes
// and backslashes escaped, a line break as `lineEnd` (\n centres the line in a label, \l sets
// it flush left), controls Graphviz cannot carry into its SVG as U+FFFD.
QString dotQuoted(const QString &text, QLatin1String lineEnd = QLatin1String("\\n"));

// A node or edge statement with its attributes quoted as writeDot() quotes them, for
// DotDecoration::before and ::after: `id [key="value", …]`, `tail -> head […]`.
QString dotNodeStatement(const QString &id, const DotAttributes &attributes);
QString dotEdgeStatement(const QString &tail, const QString &head, const DotAttributes &attributes);

} // namespace gt
