#include "dotguard.h"

#include "../io/inputlimits.h"

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

} // namespace gt
