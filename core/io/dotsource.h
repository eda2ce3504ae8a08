#pragma once

#include "cgraphread.h"
#include "readerror.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace gt {

// Where things are in DOT text, so that every DOT error can say `file:line:column`. cgraph
// keeps no positions: it reports a syntax error with a line only (and counts lines its own
// way) and nothing at all for a node. So the text is read again through the one DOT tokenizer
// (DotLexer, which the check before cgraph reads through too), following enough of the
// statements to tell a node ID from a graph or subgraph name, an attribute name or value, and
// a port.
class DotSource {
public:
    explicit DotSource(const QByteArray &text)
        : m_text(text)
    {}

    // Where each of `ids` (node IDs as cgraph names them) is first used as a node: in a node
    // statement or an edge. {} for an ID never found so.
    std::vector<TextPos> nodePositions(const std::vector<QString> &ids) const;
    TextPos nodePosition(const QString &id) const;

    // Where the graph begins: its `graph` or `digraph` keyword (1:1 when there is none).
    TextPos graphPosition() const;

    // Where the error readDotGraph() reported happened: the place its own checks name (an
    // unclosed comment or string, a NUL byte, the token that crosses a limit), or the token
    // cgraph names ("syntax error near '->'"); column 1 of the reported line when cgraph's
    // message names nothing in the text.
    TextPos errorPosition(const DotParseError &error, const QStringList &wanted) const;

private:
    std::vector<TextPos> positionsOf(std::vector<qsizetype> offsets) const;

    QByteArray m_text;
};

} // namespace gt
