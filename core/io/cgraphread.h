#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace gt {

// A DOT graph as cgraph read it: node names and attributes in file order, edges in file order.
// Only attributes in `wanted` are kept: nothing a stranger writes reaches any other code.
struct DotGraph {
    struct Node {
        QString name;
        std::vector<std::pair<QString, QString>> attributes;
    };
    struct Edge {
        int tail = 0; // index into nodes
        int head = 0;
        std::vector<std::pair<QString, QString>> attributes;
    };
    bool directed = true;
    std::vector<Node> nodes;
    std::vector<Edge> edges;
};

struct DotParseError {
    int line = 0; // 1-based; 0 when cgraph gave none
    QString message;
    qsizetype offset = -1; // where in the text, when the check before cgraph refused it
};

// Reads DOT text through cgraph, after a check of its own that refuses, with the place, what
// would make cgraph misbehave: text it would leave its lexer stuck in (an unclosed comment or
// string), and input beyond the DOT limits of core/io/inputlimits.h. cgraph sees comments, `#`
// lines and a byte-order mark as spaces: it would take `# 1000 "file"` as a line directive.
std::optional<DotGraph> readDotGraph(const QByteArray &text, const QStringList &wanted,
                                     DotParseError *error);

} // namespace gt
