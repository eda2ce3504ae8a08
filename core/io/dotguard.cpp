#include "dotguard.h"

#include "inputlimits.h"

#include <QStringList>

#include <algorithm>

namespace gt {

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

namespace {

// DOT's keywords, in any case. Every node ID of a big file passes here, so the usual answer
// (not a keyword: a node ID such as n123456) comes from the length and first letter alone.
bool isKeyword(const std::string &id)
{
    if (id.size() < 4 || id.size() > 7)
        return false;
    switch (id.front() | 0x20) {
    case 'g':
    case 'd':
    case 'n':
    case 'e':
    case 's': break;
    default: return false;
    }
    static const char *const keywords[] = {"graph", "digraph", "node", "edge", "strict"};
    const auto bytes = QByteArray::fromRawData(id.data(), qsizetype(id.size()));
    for (const char *keyword : keywords)
        if (bytes.compare(keyword, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

} // namespace

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
    if (isKeyword(m_pendingId))
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

// A quoted string as cgraph's lexer reads it (DotLexer). After a `+` (`joining`) it continues
// the string before: "a" + "b" is the one ID "ab".
bool DotGuard::quotedString(DotToken &t, bool joining)
{
    const std::size_t bytes = t.contentBytes();
    if (t.lineBreaks >= MaxDotStringLines) {
        // Refused for its lines only if the break that crosses the limit comes before the
        // byte that crosses the other.
        std::size_t at = t.begin;
        for (int k = 0; k < MaxDotStringLines; ++k)
            at = m_text.find('\n', at + 1);
        if (at - t.begin <= std::size_t(MaxDotTokenBytes))
            return fail(
                QStringLiteral("a quoted string spans more than %1 lines").arg(MaxDotStringLines));
    }
    if (bytes > std::size_t(MaxDotTokenBytes))
        return fail(
            QStringLiteral("a quoted string is longer than %1 bytes").arg(MaxDotTokenBytes));
    if (t.unclosed) // the lexer would stay inside the string, as with a comment
        return fail(QStringLiteral("a quoted string is not closed"));
    if (joining) {
        m_joinedBytes += t.end - t.begin;
        if (++m_joined > MaxDotJoinedStrings)
            return fail(QStringLiteral("more than %1 quoted strings are joined by +")
                            .arg(MaxDotJoinedStrings));
        if (m_joinedBytes > std::size_t(MaxDotTokenBytes))
            return fail(QStringLiteral("quoted strings joined by + are longer than %1 bytes")
                            .arg(MaxDotTokenBytes));
        if (m_hasPendingId) // a node or a name is the joined text; a value is not kept
            m_pendingId += t.text;
        return true;
    }
    m_joined = 1;
    m_joinedBytes = t.end - t.begin;
    return idToken(std::move(t.text));
}

std::optional<DotParseError> DotGuard::check()
{
    DotLexer lexer(m_text, DotLexer::Comments::Yield);
    bool ok = true;
    DotToken t = lexer.next();
    for (; ok && t.kind != DotToken::End; t = lexer.next()) {
        m_here = {t.line, t.begin};
        if (t.kind == DotToken::Comment) { // blanked for cgraph; the tokens around it join
            // Unterminated, cgraph would read to the end and say nothing useful.
            if (t.unclosed)
                ok = fail(QStringLiteral("a /* comment is not closed"));
            m_blanks.emplace_back(t.begin, t.end);
            continue;
        }
        // What the token before was.
        const bool afterString = std::exchange(m_lastWasString, false);
        const bool joining = std::exchange(m_joinNext, false);
        const char c = t.first(m_text);
        if (t.isPunct(m_text, '\0')) {
            ok = fail(QStringLiteral("the text contains a NUL byte"));
        } else if (m_graphClosed && m_groups.size() == 1) {
            // cgraph would read the first graph and ignore the rest without a word.
            ok = fail(QStringLiteral("text after the end of the graph: one graph per file"));
        } else if (t.kind == DotToken::Quoted) {
            ok = quotedString(t, joining);
            m_lastWasString = true;
        } else if (t.isPunct(m_text, '+') && afterString) {
            m_joinNext = true; // a pending ID waits for the rest of its text
        } else if (t.kind == DotToken::Html) {
            if (t.contentBytes() > std::size_t(MaxDotTokenBytes))
                ok = fail(QStringLiteral("an HTML string <...> is longer than %1 bytes")
                              .arg(MaxDotTokenBytes));
            else if (t.unclosed)
                ok = fail(QStringLiteral("an HTML string <...> is not closed"));
            else
                ok = idToken(std::move(t.text));
        } else if (t.kind == DotToken::Edge) {
            ok = resolvePendingId('-');
            Group &g = m_groups.back();
            g.edgePending = true;
            g.leftSize = g.lastSize;
            m_afterColon = false;
        } else if (t.kind == DotToken::Id) {
            if (t.end - t.begin > std::size_t(MaxDotTokenBytes))
                ok = fail(QStringLiteral("an ID is longer than %1 bytes").arg(MaxDotTokenBytes));
            else
                ok = idToken(std::move(t.text));
        } else {
            ok = resolvePendingId(c);
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
        }
    }
    if (ok) {
        m_here = {t.line, m_text.size()};
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

} // namespace gt
