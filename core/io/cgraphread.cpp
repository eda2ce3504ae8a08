#include "cgraphread.h"

#include "../layout/graphvizlock.h"
#include "dotguard.h"
#include "inputlimits.h"

#include <QStringDecoder>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gt {

// Reading DOT through cgraph: DotGuard (dotguard.h) checks the text first; cgraph reads what
// passes, under the Graphviz lock that layout (core/layout/graphviz.cpp) takes too.

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
