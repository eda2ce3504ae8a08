#include "dotreader.h"

#include "../tree/nametext.h"
#include "cgraphread.h"
#include "dotsource.h"
#include "inputlimits.h"
#include "numbertext.h"

#include <QCoreApplication>
#include <QStringList>

#include <tuple>

namespace gt {

namespace {

using Attributes = std::vector<std::pair<QString, QString>>;

QString attribute(const Attributes &attributes, QLatin1String key)
{
    for (const auto &[name, value] : attributes) {
        if (name == key)
            return value;
    }
    return {};
}

// Text attributes as Graphviz draws them: \\ is a backslash; \n, \l and \r end a line. Other
// escapes (\N, \G, ...) stay as written. writeDot() encodes names and labels this way.
QString decodeEscapes(const QString &s)
{
    if (!s.contains(u'\\'))
        return s;
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar next = i + 1 < s.size() ? s[i + 1] : QChar();
        if (s[i] != u'\\' || next.isNull()) {
            out += s[i];
        } else if (next == u'\\' || next == u'"') {
            out += next;
            ++i;
        } else if (next == u'n' || next == u'l' || next == u'r') {
            out += u'\n';
            ++i;
        } else {
            out += s[i];
        }
    }
    return out;
}

// The graph without the nodes an annotated export adds to draw its texts and marks (legend,
// caption, chance formulas, cut marks: `decoration` set) and without the edges between them.
DotGraph withoutDecorations(const DotGraph &graph)
{
    std::vector<int> index(graph.nodes.size(), -1);
    DotGraph out;
    out.directed = graph.directed;
    for (std::size_t n = 0; n < graph.nodes.size(); ++n) {
        if (!attribute(graph.nodes[n].attributes, QLatin1String("decoration")).isEmpty())
            continue;
        index[n] = int(out.nodes.size());
        out.nodes.push_back(graph.nodes[n]);
    }
    if (out.nodes.size() == graph.nodes.size())
        return graph;
    for (const DotGraph::Edge &e : graph.edges) {
        if (index[std::size_t(e.tail)] < 0 || index[std::size_t(e.head)] < 0)
            continue;
        out.edges.push_back({index[std::size_t(e.tail)], index[std::size_t(e.head)], e.attributes});
    }
    return out;
}

NodeKind opposite(NodeKind mover)
{
    return mover == NodeKind::Max ? NodeKind::Min : NodeKind::Max;
}

// Turns cgraph's plain graph into a tree, checking on the way that it is one.
class DotConverter {
public:
    DotConverter(const DotGraph &graph, const QString &source, const QByteArray &text)
        : m_graph(graph)
        , m_source(source)
        , m_text(text)
    {}

    std::optional<GameTree> run(ReadError *error, std::vector<QString> *nodeIds);

private:
    // Every error points into the text: at where the file first uses the node `at` it is
    // about, or for the graph as a whole (at = -1) at its `digraph` keyword.
    bool fail(const QString &message, int at = -1)
    {
        const DotSource text(m_text);
        const TextPos pos =
            at < 0 ? text.graphPosition() : text.nodePosition(m_graph.nodes[std::size_t(at)].name);
        m_error = {m_source, pos, message};
        return false;
    }
    // "node "x" has ..." for what the edges do, "node "x": ..." for a bad attribute.
    bool failAtNode(int n, const QString &message)
    {
        return fail(QStringLiteral("node %1%2").arg(id(n), message), n);
    }
    // A node's DOT ID as messages show it, quoted and cut short.
    QString id(int n) const
    {
        const QString &name = m_graph.nodes[std::size_t(n)].name;
        return u'"' + (name.size() > 40 ? name.left(40) + u'…' : name) + u'"';
    }
    bool linkEdges();
    bool findRoot();
    QString cycleThrough(int start, int *first = nullptr) const;
    bool buildDraft(TreeDraft *draft);
    bool readNodeData(int n, const Attributes &attrs, DraftNode *node);
    bool readNumber(int n, const QString &text, const QString &what, double *out);

    const DotGraph &m_graph;
    QString m_source;
    QByteArray m_text;
    ReadError m_error;
    std::vector<int> m_parent;     // by DOT node index; -1 for none
    std::vector<int> m_parentEdge; // index of the edge into the node
    std::vector<std::vector<int>> m_children;
    int m_root = -1;
    std::vector<int> m_order; // DOT node indices in preorder
};

std::optional<GameTree> DotConverter::run(ReadError *error, std::vector<QString> *nodeIds)
{
    TreeDraft draft;
    if (!linkEdges() || !findRoot() || !buildDraft(&draft)) {
        if (error)
            *error = m_error;
        return std::nullopt;
    }
    QString why;
    GameTree tree = GameTree::fromDraft(draft, &why);
    if (tree.isEmpty()) { // the checks above refuse everything fromDraft would
        if (error)
            *error = {m_source,
                      {},
                      QCoreApplication::translate("gt::Dot", "internal error: %1").arg(why)};
        return std::nullopt;
    }
    if (nodeIds) {
        nodeIds->clear();
        for (int n : m_order)
            nodeIds->push_back(m_graph.nodes[std::size_t(n)].name);
    }
    return tree;
}

bool DotConverter::linkEdges()
{
    if (!m_graph.directed)
        return fail(QCoreApplication::translate(
            "gt::Dot", "the graph is undirected; a game tree is a digraph whose "
                       "edges (->) point from parent to child"));
    const std::size_t count = m_graph.nodes.size();
    if (count == 0)
        return fail(QCoreApplication::translate("gt::Dot", "the graph has no nodes"));
    if (count > std::size_t(MaxDotNodes)) // DotGuard counts names by their hashes: to be sure
        return fail(QCoreApplication::translate("gt::Dot", "the graph has more than %1 nodes")
                        .arg(MaxDotNodes),
                    MaxDotNodes);
    m_parent.assign(count, -1);
    m_parentEdge.assign(count, -1);
    m_children.assign(count, {});
    for (std::size_t e = 0; e < m_graph.edges.size(); ++e) {
        const int tail = m_graph.edges[e].tail;
        const int head = m_graph.edges[e].head;
        if (tail == head)
            return failAtNode(head,
                              QCoreApplication::translate("gt::Dot", " has an edge to itself"));
        const int earlier = m_parent[std::size_t(head)];
        if (earlier == tail)
            return failAtNode(
                head,
                QCoreApplication::translate("gt::Dot", " has two edges from %1").arg(id(tail)));
        if (earlier != -1)
            return failAtNode(head, QCoreApplication::translate(
                                        "gt::Dot", " has two parents, %1 and %2; in a tree every "
                                                   "node but the root has one")
                                        .arg(id(earlier), id(tail)));
        m_parent[std::size_t(head)] = tail;
        m_parentEdge[std::size_t(head)] = int(e);
        m_children[std::size_t(tail)].push_back(head);
        if (m_children[std::size_t(tail)].size() > std::size_t(MaxDotChildren))
            return failAtNode(tail,
                              QCoreApplication::translate("gt::Dot", " has more than %1 children")
                                  .arg(MaxDotChildren));
    }
    return true;
}

// The cycle that the parent chain from `start` runs into, as "a" -> "b" -> "a"; *first is the
// node it starts with.
QString DotConverter::cycleThrough(int start, int *first) const
{
    std::vector<bool> seen(m_parent.size(), false);
    int x = start;
    while (!seen[std::size_t(x)]) {
        seen[std::size_t(x)] = true;
        x = m_parent[std::size_t(x)];
    }
    std::vector<int> cycle{x}; // walking parents lists the cycle backwards
    for (int y = m_parent[std::size_t(x)]; y != x; y = m_parent[std::size_t(y)])
        cycle.push_back(y);
    const std::vector<int> forward(cycle.rbegin(), cycle.rend()); // parent before child
    if (first)
        *first = forward.front();
    QStringList parts;
    for (std::size_t i = 0; i < forward.size(); ++i) {
        if (forward.size() > 8 && i == 4) { // a long cycle: its start and its end suffice
            parts << QStringLiteral("…");
            i = forward.size() - 3;
        }
        parts << id(forward[i]);
    }
    parts << id(forward.front());
    return parts.join(QStringLiteral(" -> "));
}

bool DotConverter::findRoot()
{
    std::vector<int> roots;
    for (std::size_t n = 0; n < m_parent.size(); ++n) {
        if (m_parent[n] == -1)
            roots.push_back(int(n));
    }
    if (roots.empty()) {
        int first = 0;
        const QString cycle = cycleThrough(0, &first);
        return fail(QCoreApplication::translate(
                        "gt::Dot", "the graph has no root (a node without a parent): the edges "
                                   "%1 form a cycle")
                        .arg(cycle),
                    first);
    }
    if (roots.size() > 1) {
        for (int r : roots) {
            if (m_children[std::size_t(r)].empty())
                return failAtNode(r, QCoreApplication::translate(
                                         "gt::Dot", " is not connected to any other node"));
        }
        QString more;
        if (roots.size() > 2)
            more = QStringLiteral(" (and %1 more)").arg(roots.size() - 2);
        return fail(QCoreApplication::translate(
                        "gt::Dot", "the graph has two roots, %1 and %2%3; a tree has one node "
                                   "without a parent")
                        .arg(id(roots[0]), id(roots[1]), more),
                    roots[1]);
    }
    m_root = roots.front();

    // Preorder with an explicit stack: a chain of a million edges is no deeper for us.
    m_order.reserve(m_parent.size());
    std::vector<int> stack{m_root};
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        m_order.push_back(n);
        const auto &kids = m_children[std::size_t(n)];
        stack.insert(stack.end(), kids.rbegin(), kids.rend());
    }
    if (m_order.size() == m_parent.size())
        return true;
    // Every node has one parent at most, so a node the root does not reach hangs from a cycle.
    std::vector<bool> reached(m_parent.size(), false);
    for (int n : m_order)
        reached[std::size_t(n)] = true;
    int lost = 0;
    while (reached[std::size_t(lost)])
        ++lost;
    return failAtNode(lost, QCoreApplication::translate(
                                "gt::Dot", " cannot be reached from the root %1: the edges %2 "
                                           "form a cycle")
                                .arg(id(m_root), cycleThrough(lost)));
}

bool DotConverter::readNumber(int n, const QString &text, const QString &what, double *out)
{
    QString why;
    const std::optional<double> v = parseNumber(QStringView(text).trimmed(), &why);
    if (!v)
        return failAtNode(n, QStringLiteral(": %1 \"%2\" %3").arg(what, text.left(40), why));
    *out = *v;
    return true;
}

// key, interval ("2:7"), game and position: text under the rule of names, and two numbers.
bool DotConverter::readNodeData(int n, const Attributes &attrs, DraftNode *node)
{
    for (const auto &[key, what, target] : {std::tuple{"key", "key", &node->key},
                                            {"game", "game id", &node->gameId},
                                            {"position", "position", &node->positionText}}) {
        *target = decodeEscapes(attribute(attrs, QLatin1String(key)));
        if (target->size() > MaxNameLength)
            return failAtNode(
                n, QCoreApplication::translate("gt::Dot", ": the %1 is longer than %2 characters")
                       .arg(QLatin1String(what))
                       .arg(MaxNameLength));
        if (const auto bad = firstForbiddenChar(*target))
            return failAtNode(n, QStringLiteral(": the %1 contains %2")
                                     .arg(QLatin1String(what), describeForbiddenChar(*bad)));
    }
    const QString interval = attribute(attrs, QLatin1String("interval"));
    if (interval.isEmpty())
        return true;
    const QStringList bounds = interval.split(u':');
    if (bounds.size() != 2)
        return failAtNode(n, QCoreApplication::translate("gt::Dot",
                                                         ": interval \"%1\" is not two numbers "
                                                         "pessimistic:optimistic, as in \"2:7\"")
                                 .arg(interval.left(40)));
    return readNumber(n, bounds[0], QCoreApplication::translate("gt::Dot", "interval bound"),
                      &node->pess) &&
           readNumber(n, bounds[1], QCoreApplication::translate("gt::Dot", "interval bound"),
                      &node->opt);
}

bool DotConverter::buildDraft(TreeDraft *draft)
{
    const QLatin1String kindKey("kind"), valueKey("value"), probKey("prob"), labelKey("label"),
        nameKey("name");
    draft->nodes.resize(m_order.size());
    draft->root = 0;
    std::vector<int> draftIndex(m_parent.size(), -1);
    std::vector<NodeKind> mover(m_order.size()); // nearest max/min at or above, by draft index
    for (std::size_t d = 0; d < m_order.size(); ++d) {
        const int n = m_order[d];
        draftIndex[std::size_t(n)] = int(d);
        const Attributes &attrs = m_graph.nodes[std::size_t(n)].attributes;
        DraftNode &node = draft->nodes[d];
        const int parent = m_parent[std::size_t(n)];
        const NodeKind parentMover =
            parent == -1 ? NodeKind::Min : mover[std::size_t(draftIndex[std::size_t(parent)])];
        if (parent != -1)
            draft->nodes[std::size_t(draftIndex[std::size_t(parent)])].children.push_back(int(d));

        const bool hasChildren = !m_children[std::size_t(n)].empty();
        const QString kind = attribute(attrs, kindKey);
        if (kind.isEmpty())
            node.kind = hasChildren ? opposite(parentMover) : NodeKind::Leaf;
        else if (!kindFromName(kind, &node.kind))
            return failAtNode(n, QCoreApplication::translate(
                                     "gt::Dot", ": unknown kind \"%1\"; expected max, min, chance "
                                                "or leaf")
                                     .arg(kind.left(40)));
        mover[d] =
            node.kind == NodeKind::Max || node.kind == NodeKind::Min ? node.kind : parentMover;

        const QString value = attribute(attrs, valueKey);
        const QString rawLabel = attribute(attrs, labelKey);
        const QString label = decodeEscapes(rawLabel);
        if (!value.isEmpty() && !readNumber(n, value, QStringLiteral("value"), &node.value))
            return false;
        const std::optional<double> labelNumber = parseNumber(QStringView(label).trimmed());
        if (value.isEmpty() && !hasChildren && labelNumber)
            node.value = *labelNumber;

        node.name = decodeEscapes(attribute(attrs, nameKey));
        if (node.name.isEmpty() && !labelNumber && rawLabel != QLatin1String("\\N"))
            node.name = label;
        if (node.name.size() > MaxNameLength)
            return failAtNode(
                n, QCoreApplication::translate("gt::Dot", ": the name is longer than %1 characters")
                       .arg(MaxNameLength));
        if (const auto bad = firstForbiddenChar(node.name))
            return failAtNode(n, QCoreApplication::translate("gt::Dot", ": the name contains %1")
                                     .arg(describeForbiddenChar(*bad)));

        if (!readNodeData(n, attrs, &node))
            return false;
        const QString nodeProb = attribute(attrs, probKey);
        if (!nodeProb.isEmpty() && !readNumber(n, nodeProb, QStringLiteral("prob"), &node.prob))
            return false;
        if (parent == -1)
            continue;
        const Attributes &edge =
            m_graph.edges[std::size_t(m_parentEdge[std::size_t(n)])].attributes;
        const QString edgeProb = attribute(edge, probKey);
        if (!edgeProb.isEmpty()) {
            double p = 0;
            if (!readNumber(n, edgeProb,
                            QCoreApplication::translate("gt::Dot", "prob on the edge into it"), &p))
                return false;
            if (!nodeProb.isEmpty() && p != node.prob)
                return failAtNode(n, QCoreApplication::translate(
                                         "gt::Dot", ": the probability on its edge (%1) and on the "
                                                    "node (%2) differ")
                                         .arg(formatNumber(p), formatNumber(node.prob)));
            node.prob = p;
        }
        node.label = decodeEscapes(attribute(edge, labelKey));
        if (node.label.size() > MaxNameLength)
            return failAtNode(n, QCoreApplication::translate(
                                     "gt::Dot", ": the label on the edge into it is longer than %1 "
                                                "characters")
                                     .arg(MaxNameLength));
        if (const auto bad = firstForbiddenChar(node.label))
            return failAtNode(n, QCoreApplication::translate(
                                     "gt::Dot", ": the label on the edge into it contains %1")
                                     .arg(describeForbiddenChar(*bad)));
    }
    return true;
}

} // namespace

ReadError dotReadError(const QByteArray &bytes, const QString &sourceName,
                       const DotParseError &parseError, const QStringList &wanted)
{
    // "Error: syntax error in line 3 near '->'" becomes "file:3:9: syntax error near '->'":
    // cgraph gives the line, DotSource finds the column (and the line, where cgraph counts
    // lines its own way).
    QString message = parseError.message;
    if (message.startsWith(QLatin1String("Error: ")))
        message.remove(0, 7);
    if (parseError.line > 0)
        message.replace(QCoreApplication::translate("gt::Dot", " in line %1").arg(parseError.line),
                        QString());
    return {sourceName, DotSource(bytes).errorPosition(parseError, wanted), message};
}

std::optional<GameTree> readDotTree(const QByteArray &bytes, const QString &sourceName,
                                    ReadError *error, std::vector<QString> *nodeIds)
{
    auto refuse = [&](const ReadError &why) -> std::optional<GameTree> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (bytes.size() > MaxInputBytes)
        return refuse(inputTooLarge(bytes, sourceName));
    if (const std::optional<ReadError> bad = checkUtf8(bytes, sourceName))
        return refuse(*bad); // cgraph would turn it into U+FFFD without a word
    static const QStringList wanted = {"kind", "value",    "prob", "label",    "name",
                                       "key",  "interval", "game", "position", "decoration"};
    DotParseError parseError;
    const std::optional<DotGraph> graph = readDotGraph(bytes, wanted, &parseError);
    if (!graph)
        return refuse(dotReadError(bytes, sourceName, parseError, wanted));
    return DotConverter(withoutDecorations(*graph), sourceName, bytes).run(error, nodeIds);
}

} // namespace gt
