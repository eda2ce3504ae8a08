// The only file in the project that includes Graphviz headers (see graphviz.h and
// notes/graphviz-qt.md). Graphviz is not thread-safe, not even for reading, so every call
// below runs under one process-wide mutex, with one GVC_t for the whole process.
#include "graphviz.h"

#include "../io/inputlimits.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <QStringDecoder>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace gt {

namespace {

constexpr double PointsPerInch = 72.0;

std::mutex &graphvizMutex()
{
    static std::mutex mutex;
    return mutex;
}

// One context per process: each gvContext()/gvFreeContext() pair leaks inside gvconfig on
// 2.43. Call with the mutex held.
GVC_t *sharedContext()
{
    static GVC_t *const context = gvContext();
    return context;
}

// Collects what cgraph and gvc report through agerr while alive, instead of letting them
// print to stderr. Call with the mutex held: the handler is process-wide C state.
class ErrorCapture {
public:
    ErrorCapture()
        : m_oldHandler(agseterrf(&collect))
        , m_oldLevel(agseterr(AGWARN))
    {
        buffer().clear();
    }
    ~ErrorCapture()
    {
        agseterrf(m_oldHandler);
        agseterr(m_oldLevel);
    }
    ErrorCapture(const ErrorCapture &) = delete;
    ErrorCapture &operator=(const ErrorCapture &) = delete;

    // The first message reported at error level ("Error: …" with the prefix taken off),
    // or an empty string when there was none; warnings do not count.
    std::string firstError() const
    {
        static constexpr std::string_view prefix = "Error: ";
        std::string_view rest = buffer();
        while (!rest.empty()) {
            const std::size_t end = std::min(rest.find('\n'), rest.size());
            const std::string_view line = rest.substr(0, end);
            if (line.substr(0, prefix.size()) == prefix)
                return std::string(line.substr(prefix.size()));
            rest.remove_prefix(std::min(end + 1, rest.size()));
        }
        return {};
    }
    // Everything reported, warnings included, for a message when nothing says "Error".
    const std::string &all() const { return buffer(); }

private:
    static std::string &buffer()
    {
        static std::string text;
        return text;
    }
    static int collect(char *piece)
    {
        // cgraph sends "Error", ": " and the message as separate pieces.
        if (buffer().size() < 64 * 1024)
            buffer() += piece;
        return 0;
    }

    agusererrf m_oldHandler;
    agerrlevel_t m_oldLevel;
};

// Locale-independent numbers for attribute values (notes, trap 10).
std::string number(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

// 2.43 takes `char *` everywhere; pass writable copies.
Agsym_t *declare(Agraph_t *g, int kind, std::string name, std::string value)
{
    return agattr(g, kind, name.data(), value.data());
}

void setValue(void *object, Agsym_t *symbol, std::string value)
{
    agxset(object, symbol, value.data());
}

// Owns a graph: frees its layout (if any), then the graph itself.
class GraphHandle {
public:
    GraphHandle(GVC_t *context, Agraph_t *graph)
        : m_context(context)
        , m_graph(graph)
    {}
    ~GraphHandle()
    {
        if (m_laidOut)
            gvFreeLayout(m_context, m_graph);
        if (m_graph)
            agclose(m_graph);
    }
    GraphHandle(const GraphHandle &) = delete;
    GraphHandle &operator=(const GraphHandle &) = delete;

    Agraph_t *get() const { return m_graph; }
    bool layout(const char *engine)
    {
        m_laidOut = gvLayout(m_context, m_graph, engine) == 0;
        return m_laidOut;
    }

private:
    GVC_t *m_context;
    Agraph_t *m_graph;
    bool m_laidOut = false;
};

QString layoutFailure(const ErrorCapture &capture)
{
    std::string why = capture.firstError();
    if (why.empty())
        why = capture.all();
    if (why.empty() || why.find("not recognized") != std::string::npos)
        why += " (Graphviz's layout plugins are missing or not registered: try `dot -c`)";
    return QStringLiteral("dot layout failed: %1").arg(QString::fromUtf8(why).trimmed());
}

} // namespace

std::optional<TreeLayout> dotLayout(const GameTree &tree, const std::vector<NodeSize> &sizes,
                                    const LayoutOptions &options, QString *error,
                                    const CollapsedSet &collapsed)
{
    TreeLayout out;
    const NodeId n = tree.size();
    if (n == 0)
        return out;
    const auto count = std::size_t(n);

    // A node shows unless an ancestor is collapsed; parents come before children.
    std::vector<char> visible(count, 1);
    bool anyHidden = false;
    for (NodeId v = 1; v < n; ++v) {
        const NodeId p = tree.parent(v);
        const bool folded = std::size_t(p) < collapsed.size() && collapsed[p];
        visible[v] = visible[p] && !folded;
        anyHidden = anyHidden || !visible[v];
    }

    std::lock_guard lock(graphvizMutex());
    ErrorCapture capture;
    GVC_t *context = sharedContext();
    if (!context) {
        if (error)
            *error = QStringLiteral("Graphviz could not create its context");
        return std::nullopt;
    }
    std::string graphName = "tree";
    GraphHandle graph(context, agopen(graphName.data(), Agdirected, nullptr));
    Agraph_t *g = graph.get();
    if (!g) {
        if (error)
            *error = layoutFailure(capture);
        return std::nullopt;
    }

    // Defaults before any node exists (trap 13). Sizes and gaps are inches (trap 2).
    declare(g, AGRAPH, "rankdir", options.leftToRight ? "LR" : "TB");
    declare(g, AGRAPH, "ordering", "out"); // keep child order (trap 6)
    declare(g, AGRAPH, "nodesep", number(std::max(0.02, options.siblingGap / PointsPerInch)));
    declare(g, AGRAPH, "ranksep", number(std::max(0.02, options.levelGap / PointsPerInch)));
    declare(g, AGNODE, "shape", "box");
    declare(g, AGNODE, "fixedsize", "true"); // Qt measures, not Graphviz (trap 7)
    declare(g, AGNODE, "label", "");
    Agsym_t *widthSymbol = declare(g, AGNODE, "width", "0.5");
    Agsym_t *heightSymbol = declare(g, AGNODE, "height", "0.5");
    declare(g, AGEDGE, "dir", "none");
    declare(g, AGEDGE, "tailclip", "false"); // we draw our own node shapes over the edges
    declare(g, AGEDGE, "headclip", "false");

    // Nodes and edges parallel to the tree, by preorder id: no name lookups afterwards.
    // Edges are created in preorder, so each node's out-edges are in child order.
    std::vector<Agnode_t *> nodes(count, nullptr);
    std::vector<Agedge_t *> edges(count, nullptr);
    for (NodeId v = 0; v < n; ++v) {
        if (!visible[v])
            continue;
        std::string name = "n" + std::to_string(v); // integers print the same in any locale
        nodes[v] = agnode(g, name.data(), 1);
        const NodeSize size = std::size_t(v) < sizes.size() ? sizes[v] : NodeSize{};
        setValue(nodes[v], widthSymbol, number(std::max(1.0, size.width) / PointsPerInch));
        setValue(nodes[v], heightSymbol, number(std::max(1.0, size.height) / PointsPerInch));
        if (v > 0)
            edges[v] = agedge(g, nodes[tree.parent(v)], nodes[v], nullptr, 1);
    }

    if (!graph.layout("dot")) {
        if (error)
            *error = layoutFailure(capture);
        return std::nullopt;
    }

    // Points, origin bottom left and y up; we want y down from the top left (trap 1).
    const boxf bb = GD_bb(g);
    auto toView = [&bb](pointf p) { return LayoutPoint{p.x - bb.LL.x, bb.UR.y - p.y}; };

    out.width = bb.UR.x - bb.LL.x;
    out.height = bb.UR.y - bb.LL.y;
    out.centers.resize(count);
    out.edges.resize(count);
    for (NodeId v = 0; v < n; ++v) {
        if (!visible[v]) {
            out.centers[v] = out.centers[tree.parent(v)];
            continue;
        }
        out.centers[v] = toView(ND_coord(nodes[v])); // the centre, in points
        const splines *spl = edges[v] ? ED_spl(edges[v]) : nullptr;
        if (!spl)
            continue; // drawn straight
        // Usually one piece of 3n+1 points; join further pieces with a straight cubic.
        std::vector<LayoutPoint> &path = out.edges[v];
        for (std::size_t i = 0; i < std::size_t(spl->size); ++i) {
            const bezier &piece = spl->list[i];
            for (std::size_t k = 0; k < std::size_t(piece.size); ++k) {
                const LayoutPoint p = toView(piece.list[k]);
                if (k == 0 && !path.empty()) {
                    const LayoutPoint last = path.back();
                    if (last.x == p.x && last.y == p.y)
                        continue;
                    path.push_back(last);
                    path.push_back(p);
                }
                path.push_back(p);
            }
        }
    }
    if (anyHidden) {
        out.hidden.resize(count);
        for (NodeId v = 0; v < n; ++v)
            out.hidden[v] = char(!visible[v]);
    }
    return out;
}

// ---------------------------------------------------------------------------------------
// Reading DOT
//
// cgraph's parser is safe on deep input in the sense that bison's stack is bounded (it
// reports "memory exhausted" past ~10,000 levels) but it builds a partial graph anyway, and
// several shapes of small input make cgraph do work far out of proportion to their size:
//   - every node and edge inside a subgraph nested d deep is inserted d times (measured:
//     61 KB of 1,000 nested braces around 10,000 nodes took 10 s to read and close);
//   - each new attribute name grows the attribute record of every existing object (74 KB
//     with 10,000 nodes and 2,000 names: 7.5 s, 190 MB);
//   - an edge between two subgraphs is their cartesian product ({1000 nodes} -> {1000
//     nodes} is a million edges from 14 KB);
//   - its lexer copies a token whenever it refills its buffer or passes a line break inside a
//     quoted string, and `+` copies the joined string: quadratic in the token (a 10 MB string
//     took 51 s, "x"+"x"+… of 4 MB 128 s), and comments count as tokens too;
//   - it needs about 530 bytes for each node and edge (a chain of 7,000,000 edges in 101 MB
//     took 5.6 GB).
// So a light scan of the DOT lexical structure runs first and refuses input that would
// exceed any of the limits in core/io/inputlimits.h, naming the place; cgraph itself only sees
// what passes, with its comments blanked out.
// ---------------------------------------------------------------------------------------

namespace {

class DotGuard {
public:
    static constexpr char IdFollows = 'a'; // for resolvePendingId: the next token is an ID

    explicit DotGuard(const QByteArray &text)
        : m_text(text.constData(), std::size_t(text.size()))
    {}

    // Nothing when cgraph may read the text; otherwise why not, with the place.
    std::optional<DotParseError> check();

    // The text as cgraph should read it, after check(): comments, `#` lines and a byte-order
    // mark turned into spaces (line breaks kept, so cgraph's line numbers stay ours). cgraph
    // would take `# 1000 "/etc/passwd"` as a line directive and report errors at that line of
    // that file; a BOM is a syntax error to it; a long comment costs it as much as a long string.
    QByteArray blanked(const QByteArray &text) const;

private:
    // One brace level: the statement state of its body, and how many objects it holds.
    struct Group {
        std::string name;           // a named subgraph's name, to size later references
        std::uint64_t objects = 0;  // node references inside, nested groups included
        std::uint64_t leftSize = 0; // nodes on the left of a pending edge operator
        std::uint64_t lastSize = 0; // nodes in the most recent operand
        bool edgePending = false;
    };
    struct Place {
        int line = 1;
        std::size_t offset = 0;
    };

    bool fail(QString message)
    {
        if (!m_failure)
            m_failure = DotParseError{m_here.line, std::move(message), qsizetype(m_here.offset)};
        return false;
    }
    bool isIdByte(unsigned char c) const
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_' || c == '.' || c >= 0x80;
    }
    bool resolvePendingId(char next);
    bool resolveId(char next);
    bool operand(std::uint64_t size);
    bool openBrace();
    bool closeBrace();
    bool withinSlots();
    bool idToken(std::string id);
    bool quotedString(std::size_t &i, bool joining);
    bool skipComment(std::size_t &i, std::string_view closing);

    std::string_view m_text;
    int m_line = 1; // of the text being read
    Place m_here;   // where the token being judged starts: what a failure names
    std::optional<DotParseError> m_failure;
    std::vector<std::pair<std::size_t, std::size_t>> m_blanks; // [begin, end) for blanked()
    std::vector<Group> m_groups{Group{}};                      // [0] is outside any graph body
    bool m_inBrackets = false;
    bool m_afterEquals = false;   // the next ID is a value
    bool m_afterColon = false;    // the next ID is a port or a compass point
    bool m_afterSubgraph = false; // the next ID names a subgraph
    std::string m_subgraphName;   // the name just read after `subgraph`
    bool m_hasPendingId = false;  // an ID seen, not yet known to be a name or a node
    std::string m_pendingId;
    Place m_pendingPlace;
    bool m_lastWasString = false; // the last token was a quoted string: `+` may join the next
    bool m_joinNext = false;      // a `+` after a quoted string: the next string continues it
    int m_joined = 0;             // strings in the current join
    std::size_t m_joinedBytes = 0;
    bool m_graphClosed = false;
    std::uint64_t m_objects = 0;
    std::uint64_t m_edges = 0;
    std::uint64_t m_memberships = 0;
    std::unordered_set<std::string> m_attributeNames;
    std::unordered_map<std::string, std::uint64_t> m_subgraphSizes;
    std::unordered_set<std::size_t> m_nodeIds; // hashes of the node IDs: counts distinct nodes
};

bool DotGuard::withinSlots()
{
    if ((m_objects + m_edges) * m_attributeNames.size() > MaxDotAttributeSlots)
        return fail(QStringLiteral("too many attribute values for the graph's size"));
    return true;
}

bool DotGuard::operand(std::uint64_t size)
{
    Group &g = m_groups.back();
    if (g.edgePending) {
        const std::uint64_t made = g.leftSize * size;
        m_edges += made;
        m_memberships += made * std::uint64_t(std::max<std::size_t>(m_groups.size(), 2) - 2);
        if (m_edges > std::uint64_t(MaxDotEdges))
            return fail(QStringLiteral("the graph would have more than %1 edges").arg(MaxDotEdges));
        g.edgePending = false;
        if (!withinSlots())
            return false;
    }
    g.lastSize = size;
    return true;
}

// Decides what the ID before the current token was, knowing the token's first byte: an
// attribute name before `=`, a subgraph's name before `{` (after `subgraph`), a reference to
// an earlier subgraph, or else a node (outside brackets, and not a value or a keyword).
bool DotGuard::resolvePendingId(char next)
{
    if (!m_hasPendingId) {
        if (next != '{' && next != IdFollows)
            m_afterSubgraph = false; // `subgraph` then punctuation: no name
        return true;
    }
    m_hasPendingId = false;
    const Place here = std::exchange(m_here, m_pendingPlace); // failures name the ID
    const bool ok = resolveId(next);
    m_here = here;
    return ok;
}

bool DotGuard::resolveId(char next)
{
    const bool afterSubgraph = m_afterSubgraph;
    if (next != '{')
        m_afterSubgraph = false;
    if (next == '=') {
        m_attributeNames.insert(m_pendingId);
        if (m_attributeNames.size() > std::size_t(MaxDotAttributeNames))
            return fail(
                QStringLiteral("more than %1 different attribute names").arg(MaxDotAttributeNames));
        return withinSlots();
    }
    if (m_inBrackets)
        return true;
    if (afterSubgraph) {
        if (next == '{')
            return true; // openBrace names the group
        const auto known = m_subgraphSizes.find(m_pendingId);
        return operand(known == m_subgraphSizes.end() ? 0 : known->second);
    }
    static const char *const keywords[] = {"graph", "digraph", "node", "edge", "strict"};
    const auto id = QByteArray::fromRawData(m_pendingId.data(), qsizetype(m_pendingId.size()));
    for (const char *keyword : keywords)
        if (id.compare(keyword, Qt::CaseInsensitive) == 0)
            return true;
    ++m_objects;
    m_groups.back().objects += 1;
    m_memberships += std::max<std::size_t>(m_groups.size(), 2) - 2;
    if (m_memberships > MaxDotSubgraphMemberships)
        return fail(QStringLiteral("subgraphs nest too deeply around too many statements"));
    // A hash stands for the name: a collision could only let a few nodes more through, and the
    // reader counts cgraph's nodes again.
    m_nodeIds.insert(std::hash<std::string>{}(m_pendingId));
    if (m_nodeIds.size() > std::size_t(MaxDotNodes))
        return fail(QStringLiteral("the graph has more than %1 nodes").arg(MaxDotNodes));
    return withinSlots() && operand(1);
}

bool DotGuard::openBrace()
{
    if (int(m_groups.size()) > MaxDotBraceNesting)
        return fail(QStringLiteral("braces nest more than %1 deep").arg(MaxDotBraceNesting));
    Group group;
    if (m_afterSubgraph && !m_subgraphName.empty())
        group.name = m_subgraphName;
    m_afterSubgraph = false;
    m_subgraphName.clear();
    m_groups.push_back(std::move(group));
    return true;
}

bool DotGuard::closeBrace()
{
    if (m_groups.size() == 1)
        return true; // unbalanced: cgraph reports it
    Group done = std::move(m_groups.back());
    m_groups.pop_back();
    m_groups.back().objects += done.objects;
    if (m_groups.size() == 1) {
        m_graphClosed = true;
        return true;
    }
    std::uint64_t size = done.objects;
    if (!done.name.empty())
        size = m_subgraphSizes[done.name] += done.objects;
    return operand(size);
}

bool DotGuard::idToken(std::string id)
{
    if (!resolvePendingId(IdFollows))
        return false;
    if (m_afterEquals || m_afterColon) { // a value, a port or a compass point: never a node
        m_afterEquals = m_afterColon = false;
        return true;
    }
    if (!m_inBrackets && id.size() == 8 &&
        QByteArray::fromStdString(id).compare("subgraph", Qt::CaseInsensitive) == 0) {
        m_afterSubgraph = true;
        m_subgraphName.clear();
        return true;
    }
    if (m_afterSubgraph && !m_inBrackets)
        m_subgraphName = id;
    m_pendingId = std::move(id);
    m_pendingPlace = m_here;
    m_hasPendingId = true;
    return true;
}

// A quoted string from its opening quote, read as cgraph's lexer reads it: \" is a quote that
// does not end it, \<newline> continues it, and \\ is a pair of backslashes (so "a\\" ends).
// After a `+` (`joining`) it continues the string before: "a" + "b" is the one ID "ab".
bool DotGuard::quotedString(std::size_t &i, bool joining)
{
    const std::size_t end = m_text.size();
    const std::size_t start = i++;
    std::string id;
    int lines = 1;
    for (; i < end && m_text[i] != '"'; ++i) {
        if (i - start > std::size_t(MaxDotTokenBytes))
            return fail(
                QStringLiteral("a quoted string is longer than %1 bytes").arg(MaxDotTokenBytes));
        const char next = i + 1 < end ? m_text[i + 1] : '\0';
        if (m_text[i] == '\\' && (next == '"' || next == '\\')) {
            id += next == '"' ? "\"" : "\\\\";
            ++i;
            continue;
        }
        if (m_text[i] == '\\' && next == '\n')
            ++i; // a continued line: the line break is not part of the text
        else
            id += m_text[i];
        if (m_text[i] == '\n' && ++lines > MaxDotStringLines)
            return fail(
                QStringLiteral("a quoted string spans more than %1 lines").arg(MaxDotStringLines));
    }
    if (i >= end) // the lexer would stay inside the string, as with a comment
        return fail(QStringLiteral("a quoted string is not closed"));
    ++i;
    m_line += lines - 1;
    if (joining) {
        m_joinedBytes += i - start;
        if (++m_joined > MaxDotJoinedStrings)
            return fail(QStringLiteral("more than %1 quoted strings are joined by +")
                            .arg(MaxDotJoinedStrings));
        if (m_joinedBytes > std::size_t(MaxDotTokenBytes))
            return fail(QStringLiteral("quoted strings joined by + are longer than %1 bytes")
                            .arg(MaxDotTokenBytes));
        if (m_hasPendingId) // a node or a name is the joined text; a value is not kept
            m_pendingId += id;
        return true;
    }
    m_joined = 1;
    m_joinedBytes = i - start;
    return idToken(std::move(id));
}

// From the start of a comment to past `closing` (or the end), blanked for cgraph.
bool DotGuard::skipComment(std::size_t &i, std::string_view closing)
{
    const std::size_t found = m_text.find(closing, i);
    const std::size_t stop =
        found == std::string_view::npos ? m_text.size() : found + closing.size();
    m_line += int(std::count(m_text.begin() + i, m_text.begin() + stop, '\n'));
    m_blanks.emplace_back(i, stop);
    i = stop;
    return true;
}

std::optional<DotParseError> DotGuard::check()
{
    const std::size_t end = m_text.size();
    std::size_t i = 0;
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") { // a byte-order mark
        m_blanks.emplace_back(0, 3);
        i = 3;
    }
    bool ok = true;
    while (ok && i < end) {
        const unsigned char c = static_cast<unsigned char>(m_text[i]);
        if (c == '\n') {
            ++m_line;
            ++i;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++i;
            continue;
        }
        m_here = {m_line, i};
        // What the token before was; comments leave both as they are.
        const bool afterString = std::exchange(m_lastWasString, false);
        const bool joining = std::exchange(m_joinNext, false);
        if (c == '\0') {
            ok = fail(QStringLiteral("the text contains a NUL byte"));
        } else if (c == '#' && (i == 0 || m_text[i - 1] == '\n')) {
            ok = skipComment(i, "\n"); // a preprocessor line: cgraph reads it as a line directive
            m_lastWasString = afterString;
            m_joinNext = joining;
        } else if (c == '/' && i + 1 < end && m_text[i + 1] == '*') {
            // Unterminated, cgraph would read to the end and say nothing useful.
            if (m_text.find("*/", i + 2) == std::string_view::npos)
                ok = fail(QStringLiteral("a /* comment is not closed"));
            else
                ok = skipComment(i, "*/");
            m_lastWasString = afterString;
            m_joinNext = joining;
        } else if (c == '/' && i + 1 < end && m_text[i + 1] == '/') {
            ok = skipComment(i, "\n");
            m_lastWasString = afterString;
            m_joinNext = joining;
        } else if (m_graphClosed && m_groups.size() == 1) {
            // cgraph would read the first graph and ignore the rest without a word.
            ok = fail(QStringLiteral("text after the end of the graph: one graph per file"));
        } else if (c == '"') {
            ok = quotedString(i, joining);
            m_lastWasString = true;
        } else if (c == '+' && afterString) {
            m_joinNext = true; // a pending ID waits for the rest of its text
            ++i;
        } else if (c == '<') { // HTML string: nested angle brackets
            const std::size_t start = ++i;
            int nesting = 1;
            for (; i < end && nesting > 0; ++i) {
                if (i - start > std::size_t(MaxDotTokenBytes)) {
                    nesting = -1;
                    break;
                }
                if (m_text[i] == '<')
                    ++nesting;
                else if (m_text[i] == '>')
                    --nesting;
                else if (m_text[i] == '\n')
                    ++m_line;
            }
            if (nesting < 0)
                ok = fail(QStringLiteral("an HTML string <...> is longer than %1 bytes")
                              .arg(MaxDotTokenBytes));
            else if (nesting > 0)
                ok = fail(QStringLiteral("an HTML string <...> is not closed"));
            else
                ok = idToken(std::string(m_text.substr(start, i - start - 1)));
        } else if (c == '-' && i + 1 < end && (m_text[i + 1] == '>' || m_text[i + 1] == '-')) {
            ok = resolvePendingId('-');
            Group &g = m_groups.back();
            g.edgePending = true;
            g.leftSize = g.lastSize;
            m_afterColon = false;
            i += 2;
        } else if (isIdByte(c) ||
                   (c == '-' && i + 1 < end &&
                    (m_text[i + 1] == '.' || (m_text[i + 1] >= '0' && m_text[i + 1] <= '9')))) {
            const std::size_t start = i++;
            while (i < end && isIdByte(static_cast<unsigned char>(m_text[i])))
                ++i;
            if (i - start > std::size_t(MaxDotTokenBytes))
                ok = fail(QStringLiteral("an ID is longer than %1 bytes").arg(MaxDotTokenBytes));
            else
                ok = idToken(std::string(m_text.substr(start, i - start)));
        } else {
            ok = resolvePendingId(char(c));
            m_afterColon = c == ':';
            if (!ok)
                break;
            switch (c) {
            case '{': ok = openBrace(); break;
            case '}': ok = closeBrace(); break;
            case '[': m_inBrackets = true; break;
            case ']': m_inBrackets = false; break;
            case '=': m_afterEquals = true; break;
            case ';':
                m_groups.back().edgePending = false;
                m_groups.back().lastSize = 0;
                break;
            default: break; // ',' ':' and stray bytes: cgraph judges them
            }
            ++i;
        }
    }
    if (ok) {
        m_here = {m_line, end};
        ok = resolvePendingId(';');
    }
    return m_failure;
}

QByteArray DotGuard::blanked(const QByteArray &text) const
{
    if (m_blanks.empty())
        return text; // shared, not copied
    QByteArray out = text;
    char *data = out.data();
    for (const auto &[begin, stop] : m_blanks) {
        for (std::size_t k = begin; k < stop; ++k) {
            if (data[k] != '\n')
                data[k] = ' ';
        }
    }
    return out;
}

// A name or value as cgraph holds it. Not QString::fromUtf8, which drops a U+FEFF that starts
// the text, taking it for a byte-order mark: a name that starts with one would lose it (found
// by the round-trip fuzzer).
QString fromGraphviz(const char *text)
{
    if (!text)
        return {};
    QStringDecoder decode(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    return decode(QByteArrayView(text));
}

// "syntax error in line 3 near 'x'" -> 3; 0 when the message names no line.
int lineOf(const std::string &message)
{
    static constexpr std::string_view marker = "in line ";
    const std::size_t at = message.find(marker);
    if (at == std::string::npos)
        return 0;
    int line = 0;
    const char *first = message.data() + at + marker.size();
    std::from_chars(first, message.data() + message.size(), line);
    return line;
}

// cgraph's lexer is one flex scanner for the whole process, and its state outlives the text it
// reads: after a syntax error, or after the graph's closing brace, it keeps the unread rest of
// its line and its start condition (inside a quoted string, a comment, an HTML string nested n
// deep) and reads them as the start of the next text. Fuzzing found this again and again, each
// time in a new shape (the last: after `r#"` newline `""<<<<<"`, every later read returned no
// graph, since an HTML string five deep swallowed them). Graphviz 2.42 declares no way to
// reset it, but libcgraph exports the scanner's own destructor (flex prefix "aag"), which
// discards the buffer and the start condition; agsetfile(nullptr) restarts the line count and
// forgets any file a `#` line named. Done around every read, no text can affect the next.
extern "C" int aaglex_destroy(void);

void freshLexer()
{
    aaglex_destroy();
    agsetfile(nullptr);
}

struct GraphCloser {
    void operator()(Agraph_t *g) const { agclose(g); }
};

} // namespace

std::optional<DotGraph> readDotGraph(const QByteArray &text, const QStringList &wanted,
                                     DotParseError *error)
{
    auto fail = [error](int line, const QString &message) -> std::optional<DotGraph> {
        if (error)
            *error = DotParseError{line, message};
        return std::nullopt;
    };
    if (text.size() > MaxInputBytes)
        return fail(0, QStringLiteral("the DOT text is larger than %1").arg(maxInputSizeText()));
    DotGuard guard(text);
    if (std::optional<DotParseError> refused = guard.check()) {
        if (error)
            *error = std::move(*refused);
        return std::nullopt;
    }
    const QByteArray forCgraph = guard.blanked(text);

    std::lock_guard lock(graphvizMutex());
    ErrorCapture capture;
    freshLexer();
    std::unique_ptr<Agraph_t, GraphCloser> graph(agmemread(forCgraph.constData()));
    freshLexer(); // even a successful read can end with the lexer inside a string
    // cgraph can return a partial graph after an error, so the messages decide.
    const std::string problem = capture.firstError();
    if (!problem.empty())
        return fail(lineOf(problem), QString::fromUtf8(problem).trimmed());
    if (!graph)
        return fail(0, QStringLiteral("no graph found in the DOT text"));
    Agraph_t *g = graph.get();

    // Only the attributes asked for are ever looked at.
    std::vector<std::pair<QString, Agsym_t *>> nodeSymbols;
    std::vector<std::pair<QString, Agsym_t *>> edgeSymbols;
    for (const QString &name : wanted) {
        std::string key = name.toStdString();
        if (Agsym_t *s = agattr(g, AGNODE, key.data(), nullptr))
            nodeSymbols.emplace_back(name, s);
        if (Agsym_t *s = agattr(g, AGEDGE, key.data(), nullptr))
            edgeSymbols.emplace_back(name, s);
    }
    // An HTML-like value (label=<<b>x</b>>) is markup for Graphviz to draw, possibly naming
    // image files (<IMG SRC=...>), not text: it is left out like an absent attribute.
    auto attributesOf = [](void *object, const std::vector<std::pair<QString, Agsym_t *>> &syms) {
        std::vector<std::pair<QString, QString>> found;
        for (const auto &[name, symbol] : syms) {
            char *value = agxget(object, symbol);
            if (value && *value && !aghtmlstr(value))
                found.emplace_back(name, fromGraphviz(value));
        }
        return found;
    };

    DotGraph out;
    out.directed = agisdirected(g) != 0;
    std::unordered_map<Agnode_t *, int> index;
    index.reserve(std::size_t(agnnodes(g)));
    // Not agnedges(): it counts each node's edges recursively, and a node with 600,000
    // children overflowed the stack (inputlimits.h).
    std::vector<Agedge_t *> edges;
    for (Agnode_t *n = agfstnode(g); n; n = agnxtnode(g, n)) { // file order
        index.emplace(n, int(out.nodes.size()));
        out.nodes.push_back({fromGraphviz(agnameof(n)), attributesOf(n, nodeSymbols)});
        for (Agedge_t *e = agfstout(g, n); e; e = agnxtout(g, e))
            edges.push_back(e);
    }
    // agfstout lists edges tail by tail; their sequence numbers give the file order.
    std::sort(edges.begin(), edges.end(),
              [](Agedge_t *a, Agedge_t *b) { return AGSEQ(a) < AGSEQ(b); });
    out.edges.reserve(edges.size());
    for (Agedge_t *e : edges)
        out.edges.push_back(
            {index.at(agtail(e)), index.at(aghead(e)), attributesOf(e, edgeSymbols)});
    return out;
}

} // namespace gt
