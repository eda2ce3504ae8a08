// The only file in the project that includes Graphviz headers (see graphviz.h and
// notes/graphviz-qt.md). Graphviz is not thread-safe, not even for reading, so every call
// below runs under one process-wide mutex, with one GVC_t for the whole process.
#include "graphviz.h"

#include "../io/inputlimits.h"
#include "dotguard.h"

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
// Reading DOT: DotGuard (dotguard.h) checks the text first; cgraph reads what passes.
// ---------------------------------------------------------------------------------------

namespace {

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
