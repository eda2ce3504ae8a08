#include "dotsource.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace gt {

namespace {

// One token of DOT, split as cgraph's lexer splits the text.
struct Token {
    enum Kind { End, Id, Quoted, Html, Edge, Punct };
    Kind kind = End;
    qsizetype begin = 0;
    qsizetype end = 0;
    int cgraphLine = 1;    // the line cgraph's lexer counts after reading the token (see below)
    QByteArray text;       // an ID as cgraph names it (strings unescaped, HTML without < >)
    bool unclosed = false; // a quoted or HTML string that runs to the end of the text

    // The text cgraph's "syntax error near '…'" shows for this token: the token itself, or
    // the last character of a quoted or HTML string.
    QByteArray nearText(const QByteArray &source) const
    {
        if (kind == Quoted)
            return "\"";
        if (kind == Html)
            return ">";
        return source.mid(begin, end - begin);
    }
};

bool isIdByte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c >= 0x80;
}

// Reads DOT text token by token, with one token of lookahead. Lines are counted as cgraph
// counts them (measured on 2.42): every newline except one inside a quoted string, unless
// escaped by a backslash. So a syntax error after `"a<newline>b"` is reported a line early.
class Lexer {
public:
    explicit Lexer(const QByteArray &text)
        : m_text(text)
    {}

    Token next()
    {
        if (m_hasPeeked) {
            m_hasPeeked = false;
            return m_peeked;
        }
        return lex();
    }
    const Token &peek()
    {
        if (!m_hasPeeked) {
            m_peeked = lex();
            m_hasPeeked = true;
        }
        return m_peeked;
    }

private:
    Token lex();
    char at(qsizetype i) const { return i < m_text.size() ? m_text[i] : '\0'; }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    Token m_peeked;
    bool m_hasPeeked = false;
};

Token Lexer::lex()
{
    const qsizetype size = m_text.size();
    if (m_pos == 0 && m_text.startsWith("\xEF\xBB\xBF"))
        m_pos = 3; // a byte-order mark: cgraph is given spaces in its place
    while (m_pos < size) {
        const char c = m_text[m_pos];
        if (c == '\n') {
            ++m_line;
            ++m_pos;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++m_pos;
        } else if (c == '#' && (m_pos == 0 || m_text[m_pos - 1] == '\n')) {
            const qsizetype eol = m_text.indexOf('\n', m_pos); // a preprocessor line
            m_pos = eol < 0 ? size : eol;
        } else if (c == '/' && at(m_pos + 1) == '/') {
            const qsizetype eol = m_text.indexOf('\n', m_pos);
            m_pos = eol < 0 ? size : eol;
        } else if (c == '/' && at(m_pos + 1) == '*') {
            const qsizetype close = m_text.indexOf("*/", m_pos + 2);
            const qsizetype stop = close < 0 ? size : close + 2;
            m_line += int(std::count(m_text.begin() + m_pos, m_text.begin() + stop, '\n'));
            m_pos = stop;
        } else {
            break;
        }
    }
    Token t;
    t.begin = m_pos;
    if (m_pos >= size) {
        t.end = m_pos;
        t.cgraphLine = m_line;
        return t;
    }
    const auto c = static_cast<unsigned char>(m_text[m_pos]);
    if (c == '"') {
        // \" is a quote, \<newline> continues the line, \\ stays a pair (as cgraph reads it).
        t.kind = Token::Quoted;
        ++m_pos;
        while (m_pos < size && m_text[m_pos] != '"') {
            const char d = m_text[m_pos];
            const char e = at(m_pos + 1);
            if (d == '\\' && e == '"') {
                t.text += '"';
                m_pos += 2;
            } else if (d == '\\' && e == '\n') {
                ++m_line;
                m_pos += 2;
            } else if (d == '\\' && e == '\\') {
                t.text += "\\\\";
                m_pos += 2;
            } else {
                t.text += d;
                ++m_pos;
            }
        }
        t.unclosed = m_pos >= size;
        m_pos = std::min(m_pos + 1, size);
    } else if (c == '<') {
        t.kind = Token::Html;
        int nesting = 1;
        const qsizetype start = ++m_pos;
        for (; m_pos < size && nesting > 0; ++m_pos) {
            if (m_text[m_pos] == '<')
                ++nesting;
            else if (m_text[m_pos] == '>')
                --nesting;
            else if (m_text[m_pos] == '\n')
                ++m_line;
        }
        t.unclosed = nesting > 0;
        t.text = m_text.mid(start, m_pos - start - (t.unclosed ? 0 : 1));
    } else if (c == '-' && (at(m_pos + 1) == '>' || at(m_pos + 1) == '-')) {
        t.kind = Token::Edge;
        m_pos += 2;
    } else if (isIdByte(c) || (c == '-' && (at(m_pos + 1) == '.' ||
                                            (at(m_pos + 1) >= '0' && at(m_pos + 1) <= '9')))) {
        t.kind = Token::Id;
        ++m_pos;
        while (m_pos < size && isIdByte(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
        t.text = m_text.mid(t.begin, m_pos - t.begin);
    } else {
        t.kind = Token::Punct;
        ++m_pos;
    }
    t.end = m_pos;
    t.cgraphLine = m_line;
    return t;
}

bool isKeyword(const Token &t, const char *word)
{
    return t.kind == Token::Id && t.text.compare(word, Qt::CaseInsensitive) == 0;
}

// Walks the statements and calls `node(name, offset)` for every use of an ID as a node, in
// file order: not a graph or subgraph name, attribute name or value, or port.
template <typename OnNode> void forEachNodeUse(const QByteArray &text, OnNode node)
{
    Lexer lexer(text);
    auto punct = [&text](const Token &t, char c) {
        return t.kind == Token::Punct && text[t.begin] == c;
    };
    int depth = 0;             // braces
    int brackets = 0;          // inside an attribute list
    bool nameFollows = false;  // after graph, digraph or subgraph: the next ID names it
    bool valueFollows = false; // after `=`
    bool portFollows = false;  // after `:`
    for (Token t = lexer.next(); t.kind != Token::End; t = lexer.next()) {
        const bool isId = t.kind == Token::Id || t.kind == Token::Quoted || t.kind == Token::Html;
        if (!isId) {
            if (punct(t, '{'))
                ++depth;
            else if (punct(t, '}'))
                --depth;
            else if (punct(t, '['))
                ++brackets;
            else if (punct(t, ']'))
                brackets = std::max(0, brackets - 1);
            valueFollows = punct(t, '=');
            portFollows = punct(t, ':');
            nameFollows = false; // `subgraph {`: no name
            continue;
        }
        // "a" + "b" is one ID, "ab".
        QByteArray name = t.text;
        while (t.kind == Token::Quoted && punct(lexer.peek(), '+')) {
            lexer.next();
            const Token more = lexer.next();
            if (more.kind != Token::Quoted)
                break;
            name += more.text;
        }
        const bool skip = brackets > 0 || valueFollows || portFollows || nameFollows;
        valueFollows = portFollows = nameFollows = false;
        if (skip)
            continue;
        if (t.kind == Token::Id) {
            if (isKeyword(t, "strict") || isKeyword(t, "node") || isKeyword(t, "edge"))
                continue;
            if (isKeyword(t, "subgraph") ||
                ((isKeyword(t, "graph") || isKeyword(t, "digraph")) && depth == 0)) {
                nameFollows = true;
                continue;
            }
            if (isKeyword(t, "graph"))
                continue; // `graph [...]` inside the body
        }
        if (punct(lexer.peek(), '='))
            continue; // an attribute of the graph: `rankdir = LR`
        node(name, t.begin);
    }
}

} // namespace

std::vector<TextPos> DotSource::positionsOf(std::vector<qsizetype> offsets) const
{
    // One pass over the text for all of them: sort, sweep, put back in order.
    std::vector<std::size_t> order(offsets.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&offsets](std::size_t a, std::size_t b) { return offsets[a] < offsets[b]; });
    std::vector<TextPos> out(offsets.size());
    TextPosCounter counter(m_text);
    for (std::size_t i : order) {
        if (offsets[i] >= 0)
            out[i] = counter.at(offsets[i]);
    }
    return out;
}

std::vector<TextPos> DotSource::nodePositions(const std::vector<QString> &ids) const
{
    QHash<QByteArray, std::size_t> wanted;
    wanted.reserve(qsizetype(ids.size()));
    for (std::size_t i = 0; i < ids.size(); ++i)
        wanted.insert(ids[i].toUtf8(), i);
    std::vector<qsizetype> offsets(ids.size(), -1);
    forEachNodeUse(m_text, [&](const QByteArray &name, qsizetype offset) {
        const auto it = wanted.constFind(name);
        if (it != wanted.cend() && offsets[*it] < 0)
            offsets[*it] = offset;
    });
    return positionsOf(std::move(offsets));
}

TextPos DotSource::nodePosition(const QString &id) const
{
    return nodePositions({id}).front();
}

TextPos DotSource::graphPosition() const
{
    Lexer lexer(m_text);
    for (Token t = lexer.next(); t.kind != Token::End; t = lexer.next()) {
        if (isKeyword(t, "graph") || isKeyword(t, "digraph"))
            return positionsOf({t.begin}).front();
        if (!isKeyword(t, "strict"))
            break;
    }
    return {1, 1};
}

TextPos DotSource::errorPosition(const DotParseError &error, const QStringList &wanted) const
{
    // What readDotGraph refuses before cgraph reads the text says where.
    if (error.offset >= 0)
        return positionsOf({error.offset}).front();

    // The start of the line cgraph names (which it counts its own way), for the messages
    // that name nothing in the text, or name what cannot be found.
    const auto lineStart = [this, &error] {
        Lexer lexer(m_text);
        Token t = lexer.next();
        while (t.kind != Token::End && t.cgraphLine < error.line)
            t = lexer.next();
        return TextPos{positionsOf({t.begin}).front().line, 1};
    };
    const QString &message = error.message;
    if (message.contains(QLatin1String("scanning a quoted string"))) {
        Lexer lexer(m_text);
        for (Token t = lexer.next(); t.kind != Token::End; t = lexer.next()) {
            if (t.kind == Token::Quoted && (t.unclosed || t.end - t.begin > 16384))
                return positionsOf({t.begin}).front();
        }
        return lineStart();
    }

    // cgraph's "syntax error in line L near 'T'": T is the token the parser could not take,
    // on line L as cgraph counts lines. When T occurs there more than once, the parser's
    // correct-prefix property decides: the text up to and including the culprit fails with
    // the same message, while up to an earlier occurrence it fails only at its end ("syntax
    // error in line L" without a token) or reads. A binary search finds the first that fails.
    const auto near = QRegularExpression(QStringLiteral("near '(.*)'\\s*$"),
                                         QRegularExpression::DotMatchesEverythingOption)
                          .match(message);
    if (!near.hasMatch() || error.line <= 0)
        return lineStart();
    const QByteArray culprit = near.captured(1).toUtf8();
    std::vector<Token> candidates;
    Lexer lexer(m_text);
    for (Token t = lexer.next(); t.kind != Token::End && t.cgraphLine <= error.line;
         t = lexer.next()) {
        if (t.cgraphLine == error.line && t.nearText(m_text) == culprit)
            candidates.push_back(t);
    }
    if (candidates.empty())
        return lineStart();
    auto failsHere = [&](const Token &t) {
        DotParseError again;
        return !readDotGraph(m_text.left(t.end), wanted, &again) && again.message == message;
    };
    std::size_t lo = 0, hi = candidates.size() - 1;
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (failsHere(candidates[mid]))
            hi = mid;
        else
            lo = mid + 1;
    }
    if (candidates.size() > 1 && !failsHere(candidates[lo]))
        return lineStart();
    return positionsOf({candidates[lo].begin}).front();
}

} // namespace gt
