#include "dotsource.h"

#include "dotlexer.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace gt {

namespace {

using Token = DotToken;

// The text cgraph's "syntax error near '…'" shows for a token: the token itself, or the last
// character of a quoted or HTML string.
QByteArray nearText(const Token &t, const QByteArray &source)
{
    if (t.kind == Token::Quoted)
        return "\"";
    if (t.kind == Token::Html)
        return ">";
    return source.mid(qsizetype(t.begin), qsizetype(t.end - t.begin));
}

std::string_view view(const QByteArray &text)
{
    return {text.constData(), std::size_t(text.size())};
}

bool isKeyword(const Token &t, const char *word)
{
    return t.kind == Token::Id && QByteArrayView(t.text.data(), qsizetype(t.text.size()))
                                          .compare(word, Qt::CaseInsensitive) == 0;
}

// Walks the statements and calls `node(name, offset)` for every use of an ID as a node, in
// file order: not a graph or subgraph name, attribute name or value, or port.
template <typename OnNode> void forEachNodeUse(const QByteArray &text, OnNode node)
{
    DotLexer lexer(view(text));
    auto punct = [&text](const Token &t, char c) { return t.isPunct(view(text), c); };
    int depth = 0;             // braces
    int brackets = 0;          // inside an attribute list
    bool nameFollows = false;  // after graph, digraph or subgraph: the next ID names it
    bool valueFollows = false; // after `=`
    bool portFollows = false;  // after `:`
    for (Token t = lexer.next(); t.kind != Token::End; t = lexer.next()) {
        if (!t.isId()) {
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
        QByteArray name = QByteArray::fromStdString(t.text);
        while (t.kind == Token::Quoted && punct(lexer.peek(), '+')) {
            lexer.next();
            const Token more = lexer.next();
            if (more.kind != Token::Quoted)
                break;
            name += QByteArray::fromStdString(more.text);
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
        node(name, qsizetype(t.begin));
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
    DotLexer lexer(view(m_text));
    for (Token t = lexer.next(); t.kind != Token::End; t = lexer.next()) {
        if (isKeyword(t, "graph") || isKeyword(t, "digraph"))
            return positionsOf({qsizetype(t.begin)}).front();
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
        DotLexer lexer(view(m_text));
        Token t = lexer.next();
        while (t.kind != Token::End && t.cgraphLine < error.line)
            t = lexer.next();
        return TextPos{positionsOf({qsizetype(t.begin)}).front().line, 1};
    };
    const QString &message = error.message;
    if (message.contains(QLatin1String("scanning a quoted string"))) {
        DotLexer lexer(view(m_text));
        for (Token t = lexer.next(); t.kind != Token::End; t = lexer.next()) {
            if (t.kind == Token::Quoted && (t.unclosed || t.end - t.begin > 16384))
                return positionsOf({qsizetype(t.begin)}).front();
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
    DotLexer lexer(view(m_text));
    for (Token t = lexer.next(); t.kind != Token::End && t.cgraphLine <= error.line;
         t = lexer.next()) {
        if (t.cgraphLine == error.line && nearText(t, m_text) == culprit)
            candidates.push_back(t);
    }
    if (candidates.empty())
        return lineStart();
    auto failsHere = [&](const Token &t) {
        DotParseError again;
        return !readDotGraph(m_text.left(qsizetype(t.end)), wanted, &again) &&
               again.message == message;
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
    return positionsOf({qsizetype(candidates[lo].begin)}).front();
}

} // namespace gt
