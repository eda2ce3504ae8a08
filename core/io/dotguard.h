#pragma once

#include "cgraphread.h"
#include "dotlexer.h"

#include <QByteArray>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace gt {

// The check DOT text passes before cgraph reads it (readDotGraph(), cgraphread.cpp). It calls no
// Graphviz function.
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
// DotGuard is that scan: it reads the text through the one DOT tokenizer (DotLexer, which
// DotSource's position lookups read too) and follows enough of the statements to count nodes,
// edges, subgraph memberships and attribute names.
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
    bool resolvePendingId(char next);
    bool resolveId(char next);
    bool operand(std::uint64_t size);
    bool openBrace();
    bool closeBrace();
    bool withinSlots();
    bool idToken(std::string id);
    bool quotedString(DotToken &t, bool joining);

    std::string_view m_text;
    Place m_here; // where the token being judged starts: what a failure names
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

} // namespace gt
