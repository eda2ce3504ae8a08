#include "treetext.h"

#include "../tree/nametext.h"
#include "inputlimits.h"
#include "numbertext.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <deque>
#include <tuple>

namespace gt {

namespace {

// ---------------------------------------------------------------------------------------------
// Lexer: turns the text into tokens with 1-based line:column positions. Columns count Unicode
// code points, so a position matches what an editor shows; a tab counts as one.

enum class Tok {
    End,
    Number,
    Ident,
    String,
    LParen,
    RParen,
    LBracket,
    RBracket,
    Comma,
    Colon,
    Equals,
    Slash,
    Other,
    Error
};

struct Token {
    Tok kind = Tok::End;
    TextPos pos;
    QStringView text; // the token as written
    QString string;   // Ident/String: the name; Error: the message
    double number = 0;
};

bool isIdentStart(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
}

bool isIdentPart(QChar c)
{
    return isIdentStart(c) || (c >= u'0' && c <= u'9') || c == u'\'';
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

QString posText(TextPos pos)
{
    return QStringLiteral("%1:%2").arg(pos.line).arg(pos.column);
}

class Lexer {
public:
    explicit Lexer(QStringView text)
        : m_text(text)
    {}

    // The token k places ahead; the parser needs up to four to tell a label from a name.
    Token peek(std::size_t k = 0)
    {
        while (m_ahead.size() <= k)
            m_ahead.push_back(scan());
        return m_ahead[k];
    }
    Token next()
    {
        Token t = peek();
        m_ahead.pop_front();
        return t;
    }

private:
    bool atEnd() const { return m_i >= m_text.size(); }
    QChar cur() const { return m_text[m_i]; }
    QChar at(qsizetype i) const { return i < m_text.size() ? m_text[i] : QChar(); }
    TextPos pos() const { return {m_line, m_column}; }

    // One code point forward, keeping line and column (lines end as endsLine() says).
    void advance()
    {
        const QChar c = cur();
        ++m_i;
        if (endsLine(c.unicode(), atEnd() ? 0 : cur().unicode())) {
            ++m_line;
            m_column = 1;
            return;
        }
        if (c == u'\r')
            return; // of CR LF: the LF ends the line
        if (c.isHighSurrogate() && !atEnd() && cur().isLowSurrogate())
            ++m_i;
        ++m_column;
    }
    bool atLineEnd() const { return cur() == u'\n' || cur() == u'\r'; }

    void skipSpaceAndComments()
    {
        while (!atEnd()) {
            const QChar c = cur();
            // A byte-order mark counts as space, and so do the bidi isolates the window's Tree
            // field puts around a right-to-left name (U+2066-U+2069, outside the quotes).
            if (c.isSpace() || c == QChar(0xFEFF) || (c >= QChar(0x2066) && c <= QChar(0x2069))) {
                advance();
            } else if (c == u'#') {
                while (!atEnd() && !atLineEnd())
                    advance();
            } else {
                return;
            }
        }
    }

    Token make(Tok kind, TextPos start, qsizetype from) const
    {
        Token t;
        t.kind = kind;
        t.pos = start;
        t.text = m_text.mid(from, m_i - from);
        return t;
    }

    static Token error(TextPos at, const QString &message)
    {
        Token t;
        t.kind = Tok::Error;
        t.pos = at;
        t.string = message;
        return t;
    }

    Token scan()
    {
        skipSpaceAndComments();
        const TextPos start = pos();
        const qsizetype from = m_i;
        if (atEnd())
            return make(Tok::End, start, from);
        const QChar c = cur();
        static const std::pair<char16_t, Tok> singles[] = {
            {u'(', Tok::LParen}, {u')', Tok::RParen}, {u'[', Tok::LBracket}, {u']', Tok::RBracket},
            {u',', Tok::Comma},  {u':', Tok::Colon},  {u'=', Tok::Equals},   {u'/', Tok::Slash}};
        for (const auto &[ch, kind] : singles) {
            if (c == ch) {
                advance();
                return make(kind, start, from);
            }
        }
        if (c == u'"')
            return scanString(start);
        if (isDigit(c) || c == u'.' || c == u'+' || c == u'-')
            return scanNumber(start);
        if (isIdentStart(c)) {
            while (!atEnd() && isIdentPart(cur()))
                advance();
            Token t = make(Tok::Ident, start, from);
            if (t.text.size() > MaxNameLength)
                return error(start,
                             QCoreApplication::translate(
                                 "gt::TreeText", "a name or label is longer than %1 characters")
                                 .arg(MaxNameLength));
            t.string = t.text.toString();
            return t;
        }
        advance();
        return make(Tok::Other, start, from);
    }

    // A number is scanned together with any letters glued to it, so that `3abc` or `1.2.3` is
    // one malformed token rather than a number followed by a puzzling second error.
    Token scanNumber(TextPos start)
    {
        const qsizetype from = m_i;
        if (cur() == u'+' || cur() == u'-')
            advance();
        while (!atEnd()) {
            const QChar c = cur();
            const QChar prev = m_i > from ? m_text[m_i - 1] : QChar();
            const bool exponentSign =
                (c == u'+' || c == u'-') && (prev == u'e' || prev == u'E') && isDigit(at(m_i + 1));
            if (!isIdentPart(c) && c != u'.' && !exponentSign)
                break;
            advance();
        }
        Token t = make(Tok::Number, start, from);
        if (t.text.size() > MaxNameLength)
            return error(start, QCoreApplication::translate("gt::TreeText",
                                                            "a number is longer than %1 characters")
                                    .arg(MaxNameLength));
        QString why;
        const std::optional<double> value = parseNumber(t.text, &why);
        if (!value)
            return error(start, QStringLiteral("'%1' %2").arg(t.text.toString(), why));
        t.number = *value;
        return t;
    }

    Token scanString(TextPos start)
    {
        const qsizetype from = m_i;
        advance(); // the opening quote
        QString content;
        for (;;) {
            if (atEnd() || atLineEnd())
                return error(
                    start, QCoreApplication::translate("gt::TreeText",
                                                       "unterminated quoted string: the '\"' at %1 "
                                                       "has no closing '\"' on its line")
                               .arg(posText(start)));
            const QChar c = cur();
            if (c == u'"') {
                advance();
                break;
            }
            if (c == u'\\') {
                const TextPos escapePos = pos();
                advance();
                const QChar e = atEnd() ? QChar() : cur();
                if (e == u'"' || e == u'\\')
                    content += e;
                else if (e == u'n')
                    content += u'\n';
                else if (e == u't')
                    content += u'\t';
                else if (e == u'r')
                    content += u'\r';
                else
                    return error(escapePos,
                                 QCoreApplication::translate("gt::TreeText",
                                                             "unknown escape in a quoted string; "
                                                             "use \\\", \\\\, \\n, \\t or \\r"));
                advance();
            } else {
                const qsizetype before = m_i;
                advance();
                content += m_text.mid(before, m_i - before);
            }
            if (content.size() > MaxNameLength)
                return error(start,
                             QCoreApplication::translate(
                                 "gt::TreeText", "a name or label is longer than %1 characters")
                                 .arg(MaxNameLength));
        }
        Token t = make(Tok::String, start, from);
        t.string = content;
        return t;
    }

    QStringView m_text;
    qsizetype m_i = 0;
    int m_line = 1;
    int m_column = 1;
    std::deque<Token> m_ahead;
};

// How a token appears in a message: 'x', "quoted", or "the end of the input".
QString describe(const Token &t)
{
    if (t.kind == Tok::End)
        return QCoreApplication::translate("gt::TreeText", "the end of the input");
    constexpr qsizetype Shown = 24;
    const QString text = t.text.size() > Shown ? t.text.left(Shown).toString() + QStringLiteral("…")
                                               : t.text.toString();
    return t.kind == Tok::String ? text : QStringLiteral("'%1'").arg(text);
}

bool isKindWord(const QString &word, NodeKind *kind)
{
    return kindFromName(word, kind) && *kind != NodeKind::Leaf;
}

NodeKind opposite(NodeKind mover)
{
    return mover == NodeKind::Max ? NodeKind::Min : NodeKind::Max;
}

constexpr double Absent = std::numeric_limits<double>::quiet_NaN();

// ---------------------------------------------------------------------------------------------
// Parser: a loop over nodes in preorder with an explicit stack of open groups. Nodes are added
// in text order, which is preorder, so a draft index is already the node's preorder id.

class Parser {
public:
    Parser(QStringView text, const QString &source)
        : m_lexer(text)
        , m_source(source)
    {}

    std::optional<ParsedTree> run(ReadError *error);

private:
    // An open '(' waiting for children. `mover` is the kind of the nearest max or min node at
    // or above it, from which a bare '(' child takes the opposite kind.
    struct Open {
        std::int32_t node;
        TextPos paren;
        NodeKind mover;
    };
    // What stands before a child: its move label and probability.
    struct Prefix {
        QString label;
        TextPos labelPos;
        double prob = Absent;
    };

    bool fail(TextPos pos, const QString &message)
    {
        m_error = {m_source, pos, message};
        return false;
    }
    bool parseTree();
    bool parsePrefix(Prefix *prefix);
    bool parseProbability(double *prob);
    bool parseNode(const Prefix &prefix, const QString &context, bool *opened);
    bool openGroup(NodeKind kind, TextPos start, const Prefix &prefix, const QString &name,
                   const QString &word);
    bool addNode(NodeKind kind, TextPos start, const Prefix &prefix, const QString &name);
    bool parseAttributes(DraftNode *node, std::int32_t id);
    bool parseAttribute(DraftNode *node, std::int32_t id, QString *seen);
    bool closeGroups(bool *done);

    Lexer m_lexer;
    QString m_source;
    ReadError m_error;
    TreeDraft m_draft;
    std::vector<TextPos> m_pos;
    std::vector<Open> m_open;
};

std::optional<ParsedTree> Parser::run(ReadError *error)
{
    if (!parseTree()) {
        if (error)
            *error = m_error;
        return std::nullopt;
    }
    QString why;
    ParsedTree out{GameTree::fromDraft(m_draft, &why), std::move(m_pos)};
    if (out.tree.isEmpty()) { // cannot happen: the parser builds a well-formed preorder draft
        if (error)
            *error = {m_source,
                      {},
                      QCoreApplication::translate("gt::TreeText", "internal error: %1").arg(why)};
        return std::nullopt;
    }
    return out;
}

bool Parser::parseTree()
{
    const Token first = m_lexer.peek();
    if (first.kind == Tok::End)
        return fail(first.pos, QCoreApplication::translate(
                                   "gt::TreeText", "the input is empty: expected a tree such as "
                                                   "((3,12),(2,4))"));
    QString context;
    for (;;) {
        Prefix prefix;
        if (!m_open.empty() && !parsePrefix(&prefix))
            return false;
        if (!prefix.label.isEmpty() || prefix.prob == prefix.prob)
            context = QCoreApplication::translate("gt::TreeText", " after ':'");
        bool opened = false;
        if (!parseNode(prefix, context, &opened))
            return false;
        if (opened) {
            const Token t = m_lexer.peek();
            if (t.kind == Tok::RParen)
                return fail(t.pos, QCoreApplication::translate(
                                       "gt::TreeText", "expected a child, found ')': an inner node "
                                                       "needs at least one child"));
            context = QCoreApplication::translate("gt::TreeText", " after '('");
            continue;
        }
        bool done = false;
        if (!closeGroups(&done))
            return false;
        if (done)
            return true;
        context = QCoreApplication::translate("gt::TreeText", " after ','");
    }
}

// After a complete node: closes groups on ')' until a ',' asks for another child (done = false)
// or the root is complete and the input ends (done = true).
bool Parser::closeGroups(bool *done)
{
    for (;;) {
        const Token t = m_lexer.next();
        if (t.kind == Tok::Error)
            return fail(t.pos, t.string);
        if (m_open.empty()) {
            if (t.kind != Tok::End)
                return fail(t.pos, QCoreApplication::translate(
                                       "gt::TreeText", "unexpected %1 after the end of the tree")
                                       .arg(describe(t)));
            *done = true;
            return true;
        }
        if (t.kind == Tok::Comma)
            return true;
        if (t.kind == Tok::RParen) {
            m_open.pop_back();
            continue;
        }
        QString message = QCoreApplication::translate("gt::TreeText",
                                                      "expected ',' or ')' after a child, found %1")
                              .arg(describe(t));
        if (t.kind == Tok::End)
            message += QCoreApplication::translate("gt::TreeText", "; the '(' at %1 is not closed")
                           .arg(posText(m_open.back().paren));
        return fail(t.pos, message);
    }
}

bool Parser::parsePrefix(Prefix *prefix)
{
    const Token t0 = m_lexer.peek(0);
    const Token t1 = m_lexer.peek(1);
    const bool word = t0.kind == Tok::Ident || t0.kind == Tok::String;
    const bool labelled = word && (t1.kind == Tok::Colon || t1.kind == Tok::Number);
    const bool probable =
        labelled ? t1.kind == Tok::Number
                 : t0.kind == Tok::Number && (t1.kind == Tok::Colon || t1.kind == Tok::Slash);
    if (t0.kind == Tok::Number && (t1.kind == Tok::Ident || t1.kind == Tok::String) &&
        m_lexer.peek(2).kind == Tok::Colon)
        return fail(t1.pos,
                    QCoreApplication::translate(
                        "gt::TreeText", "write the move label before the probability, as in "
                                        "'%1 %2: …'")
                        .arg(t1.text.toString(), t0.text.toString()));
    if (labelled) {
        if (t0.string.isEmpty())
            return fail(t0.pos, QCoreApplication::translate("gt::TreeText",
                                                            "a move label cannot be empty"));
        prefix->label = t0.string;
        prefix->labelPos = t0.pos;
        m_lexer.next();
        if (!probable)
            m_lexer.next(); // the ':'
    }
    if (!probable)
        return true;
    const TextPos probPos = m_lexer.peek().pos;
    if (!parseProbability(&prefix->prob))
        return false;
    const NodeKind parentKind = m_draft.nodes[m_open.back().node].kind;
    if (parentKind != NodeKind::Chance)
        return fail(probPos,
                    QCoreApplication::translate(
                        "gt::TreeText", "a probability is only allowed on a child of a "
                                        "chance node, and this child's parent is a %1 node "
                                        "(a move label that is a number is quoted: \"1\": …)")
                        .arg(kindName(parentKind)));
    return true;
}

// number [ '/' number ] ':'
bool Parser::parseProbability(double *prob)
{
    const Token p = m_lexer.next();
    *prob = p.number;
    if (m_lexer.peek().kind == Tok::Slash) {
        m_lexer.next();
        const Token q = m_lexer.next();
        if (q.kind == Tok::Error)
            return fail(q.pos, q.string);
        if (q.kind != Tok::Number)
            return fail(q.pos, QCoreApplication::translate("gt::TreeText",
                                                           "expected a number after '/', found %1")
                                   .arg(describe(q)));
        if (q.number == 0)
            return fail(q.pos, QCoreApplication::translate("gt::TreeText",
                                                           "the probability divides by zero"));
        *prob = p.number / q.number;
    }
    const Token colon = m_lexer.next();
    if (colon.kind == Tok::Error)
        return fail(colon.pos, colon.string);
    if (colon.kind != Tok::Colon)
        return fail(colon.pos, QCoreApplication::translate(
                                   "gt::TreeText", "expected ':' after the probability, found %1")
                                   .arg(describe(colon)));
    return true;
}

// [ name '=' ] ( number | kind [ '[' number ']' ] '(' | '[' number ']' '(' | '(' )
bool Parser::parseNode(const Prefix &prefix, const QString &context, bool *opened)
{
    Token t = m_lexer.peek();
    const TextPos start = t.pos;
    QString name;
    QString where = context;
    if ((t.kind == Tok::Ident || t.kind == Tok::String) && m_lexer.peek(1).kind == Tok::Equals) {
        if (t.string.isEmpty())
            return fail(t.pos,
                        QCoreApplication::translate("gt::TreeText", "a name cannot be empty"));
        name = t.string;
        m_lexer.next();
        m_lexer.next();
        t = m_lexer.peek();
        where = QCoreApplication::translate("gt::TreeText", " after '='");
    }
    *opened = false;
    if (m_open.empty() && name.isEmpty() && m_lexer.peek(1).kind == Tok::Colon &&
        (t.kind == Tok::Number || t.kind == Tok::Ident || t.kind == Tok::String))
        return fail(t.pos, QCoreApplication::translate(
                               "gt::TreeText", "the root has no parent, so it cannot have a move "
                                               "label or a probability"));
    switch (t.kind) {
    case Tok::Number:
        m_lexer.next();
        if (!addNode(NodeKind::Leaf, start, prefix, name))
            return false;
        m_draft.nodes.back().value = t.number;
        if (m_lexer.peek().kind != Tok::LBracket)
            return true;
        m_lexer.next();
        return parseAttributes(&m_draft.nodes.back(), std::int32_t(m_draft.nodes.size() - 1));
    case Tok::LParen:
    case Tok::LBracket: {
        const NodeKind mover = m_open.empty() ? NodeKind::Min : m_open.back().mover;
        *opened = true;
        return openGroup(opposite(mover), start, prefix, name, QString());
    }
    case Tok::Ident: {
        const Tok after = m_lexer.peek(1).kind;
        const bool paren = after == Tok::LParen || after == Tok::LBracket;
        NodeKind kind;
        if (isKindWord(t.string, &kind)) {
            m_lexer.next();
            *opened = true;
            return openGroup(kind, start, prefix, name, t.text.toString());
        }
        if (paren && t.string.compare(u"leaf", Qt::CaseInsensitive) == 0)
            return fail(t.pos,
                        QCoreApplication::translate(
                            "gt::TreeText", "a leaf is written as its value, as in 3, not as "
                                            "leaf(…)"));
        if (namesNonFiniteNumber(t.text))
            return fail(t.pos,
                        QCoreApplication::translate("gt::TreeText", "'%1' is not a finite number")
                            .arg(t.string));
        if (paren)
            return fail(t.pos, QCoreApplication::translate(
                                   "gt::TreeText", "unknown node kind '%1'; expected max, min or "
                                                   "chance")
                                   .arg(t.string));
        return fail(t.pos, QCoreApplication::translate(
                               "gt::TreeText", "expected a node%1, found %2; a name is written "
                                               "%3=…, a move label %3: …")
                               .arg(where, describe(t), t.text.toString()));
    }
    case Tok::String:
        return fail(t.pos, QCoreApplication::translate(
                               "gt::TreeText", "expected a node%1, found %2; a name is written "
                                               "%2=…, a move label %2: …")
                               .arg(where, describe(t)));
    case Tok::Error: return fail(t.pos, t.string);
    default:
        return fail(t.pos,
                    QCoreApplication::translate("gt::TreeText", "expected a node%1, found %2")
                        .arg(where, describe(t)));
    }
}

// After the kind word (if any): optional '[' [ heuristic ] { attribute } ']', then '('.
bool Parser::openGroup(NodeKind kind, TextPos start, const Prefix &prefix, const QString &name,
                       const QString &word)
{
    double heuristic = Absent;
    DraftNode data;
    bool bracket = false;
    if (m_lexer.peek().kind == Tok::LBracket) {
        m_lexer.next();
        bracket = true;
        const Token h = m_lexer.peek();
        const bool attribute = h.kind == Tok::Ident && m_lexer.peek(1).kind == Tok::Equals;
        if (h.kind == Tok::Error)
            return fail(h.pos, h.string);
        if (h.kind != Tok::Number && !attribute)
            return fail(h.pos,
                        QCoreApplication::translate(
                            "gt::TreeText", "expected a heuristic value or an attribute such "
                                            "as key=k1 after '[', found %1")
                            .arg(describe(h)));
        if (h.kind == Tok::Number) {
            m_lexer.next();
            heuristic = h.number;
            const Token close = m_lexer.peek();
            if (close.kind == Tok::Error)
                return fail(close.pos, close.string);
            if (close.kind != Tok::RBracket &&
                (close.kind != Tok::Ident || m_lexer.peek(1).kind != Tok::Equals))
                return fail(close.pos,
                            QCoreApplication::translate("gt::TreeText",
                                                        "expected ']' after the heuristic value, "
                                                        "found %1")
                                .arg(describe(close)));
        }
        if (!parseAttributes(&data, std::int32_t(m_draft.nodes.size())))
            return false;
    }
    const Token paren = m_lexer.next();
    if (paren.kind == Tok::Error)
        return fail(paren.pos, paren.string);
    if (paren.kind != Tok::LParen) {
        const QString after = bracket ? QStringLiteral("']'") : QStringLiteral("'%1'").arg(word);
        return fail(paren.pos,
                    QCoreApplication::translate("gt::TreeText", "expected '(' after %1, found %2")
                        .arg(after, describe(paren)));
    }
    if (!addNode(kind, start, prefix, name))
        return false;
    DraftNode &node = m_draft.nodes.back();
    node.value = heuristic;
    node.key = data.key;
    node.pess = data.pess;
    node.opt = data.opt;
    node.gameId = data.gameId;
    node.positionText = data.positionText;
    const NodeKind parentMover = m_open.empty() ? NodeKind::Min : m_open.back().mover;
    const NodeKind mover = kind == NodeKind::Chance ? parentMover : kind;
    m_open.push_back({std::int32_t(m_draft.nodes.size() - 1), paren.pos, mover});
    return true;
}

// { attribute } ']' after '[' (and a heuristic value, if any). Attributes are separated by
// spaces: key=k1 interval=2:7 game=ttt pos="x.o/.x./..o", each at most once.
bool Parser::parseAttributes(DraftNode *node, std::int32_t id)
{
    QString seen;
    for (;;) {
        const Token t = m_lexer.peek();
        if (t.kind == Tok::RBracket) {
            m_lexer.next();
            return true;
        }
        if (t.kind == Tok::Error)
            return fail(t.pos, t.string);
        if (t.kind != Tok::Ident || m_lexer.peek(1).kind != Tok::Equals)
            return fail(t.pos, QCoreApplication::translate(
                                   "gt::TreeText", "expected an attribute such as key=k1 or ']', "
                                                   "found %1")
                                   .arg(describe(t)));
        if (!parseAttribute(node, id, &seen))
            return false;
    }
}

// name '=' value; `seen` collects the names read so far, space-separated.
bool Parser::parseAttribute(DraftNode *node, std::int32_t id, QString *seen)
{
    const Token name = m_lexer.next();
    m_lexer.next(); // '='
    // The text attributes: the name in the notation, what messages call it, where it goes.
    const std::tuple<const char *, const char *, QString *> texts[] = {
        {"key", "key", &node->key},
        {"game", "game id", &node->gameId},
        {"pos", "position", &node->positionText}};
    const auto text = std::find_if(std::begin(texts), std::end(texts), [&name](const auto &t) {
        return name.string == QLatin1String(std::get<0>(t));
    });
    if (text == std::end(texts) && name.string != u"interval")
        return fail(name.pos, QCoreApplication::translate(
                                  "gt::TreeText", "unknown attribute '%1'; expected key, interval, "
                                                  "game or pos")
                                  .arg(name.string));
    if (seen->split(u' ').contains(name.string))
        return fail(name.pos,
                    QCoreApplication::translate("gt::TreeText", "the attribute '%1' is given twice")
                        .arg(name.string));
    *seen += u' ' + name.string;
    const Token v = m_lexer.next();
    if (v.kind == Tok::Error)
        return fail(v.pos, v.string);
    if (text == std::end(texts)) { // interval=pess:opt
        const Token colon = m_lexer.next();
        const Token o = colon.kind == Tok::Colon ? m_lexer.next() : colon;
        if (o.kind == Tok::Error)
            return fail(o.pos, o.string);
        if (v.kind != Tok::Number || colon.kind != Tok::Colon || o.kind != Tok::Number) {
            const Token &bad = v.kind != Tok::Number ? v : o;
            return fail(bad.pos, QCoreApplication::translate(
                                     "gt::TreeText", "expected an interval such as interval=2:7, "
                                                     "found %1")
                                     .arg(describe(bad)));
        }
        node->pess = v.number;
        node->opt = o.number;
        return true;
    }
    if (v.kind != Tok::Ident && v.kind != Tok::String && v.kind != Tok::Number)
        return fail(v.pos, QCoreApplication::translate("gt::TreeText",
                                                       "expected a value after '%1=', found %2")
                               .arg(name.string, describe(v)));
    // A number stands for itself as written (key=42); a word as read, without its quotes.
    const QString value = v.kind == Tok::Number ? v.text.toString() : v.string;
    if (value.isEmpty())
        return fail(
            v.pos, QCoreApplication::translate("gt::TreeText", "the attribute '%1' cannot be empty")
                       .arg(name.string));
    if (const auto bad = firstForbiddenChar(value))
        return fail(v.pos,
                    QCoreApplication::translate("gt::TreeText", "node %1: the %2 contains %3")
                        .arg(QString::number(id), QLatin1String(std::get<1>(*text)),
                             describeForbiddenChar(*bad)));
    *std::get<2>(*text) = value;
    return true;
}

bool Parser::addNode(NodeKind kind, TextPos start, const Prefix &prefix, const QString &name)
{
    if (m_draft.nodes.size() >= std::size_t(MaxNodes))
        return fail(start,
                    QCoreApplication::translate("gt::TreeText", "the tree has more than %1 nodes")
                        .arg(MaxNodes));
    const auto id = std::int32_t(m_draft.nodes.size());
    for (const auto &[text, what, at] :
         {std::tuple{&name, "name", start}, {&prefix.label, "move label", prefix.labelPos}}) {
        if (const auto bad = firstForbiddenChar(*text))
            return fail(
                at,
                QCoreApplication::translate("gt::TreeText", "node %1: the %2 contains %3")
                    .arg(QString::number(id), QLatin1String(what), describeForbiddenChar(*bad)));
    }
    if (!m_open.empty())
        m_draft.nodes[m_open.back().node].children.push_back(id);
    DraftNode node;
    node.kind = kind;
    node.prob = prefix.prob;
    node.label = prefix.label;
    node.name = name;
    m_draft.nodes.push_back(std::move(node));
    m_pos.push_back(start);
    return true;
}

// ---------------------------------------------------------------------------------------------
// Writer

bool isIdentifier(const QString &s)
{
    if (s.isEmpty() || !isIdentStart(s[0]))
        return false;
    for (QChar c : s) {
        if (!isIdentPart(c))
            return false;
    }
    return true;
}

// Names and labels hold no control characters (core/tree/nametext.h), so only the quote and
// the backslash need escaping.
QString quoted(const QString &s)
{
    if (isIdentifier(s))
        return s;
    QString out = QStringLiteral("\"");
    for (QChar c : s) {
        if (c == u'"' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + u'"';
}

// The bare form applies when every level alternates from a max root and nothing but the
// shape and the leaf values needs saying.
bool isPlainAlternating(const GameTree &t, NodeId top)
{
    for (NodeId n = top; n < t.subtreeEnd(top); ++n) {
        if (!t.name(n).isEmpty() || (n != top && (!t.label(n).isEmpty() || t.hasProb(n))))
            return false;
        const NodeKind k = t.kind(n);
        if (t.childCount(n) == 0) {
            if (k != NodeKind::Leaf)
                return false;
            continue;
        }
        if (t.hasValue(n))
            return false;
        const NodeKind expected = n == top ? NodeKind::Max : opposite(t.kind(t.parent(n)));
        if (k != expected)
            return false;
    }
    return true;
}

class Writer {
public:
    Writer(const GameTree &tree, NodeId top)
        : m_tree(tree)
        , m_top(top)
        , m_bare(isPlainAlternating(tree, top))
    {}

    QString run()
    {
        struct Item {
            NodeId node;
            int next;
            QLatin1String separator;
        };
        std::vector<Item> stack;
        if (writeHead(m_top))
            stack.push_back({m_top, 0, separator(m_top)});
        while (!stack.empty()) {
            const Item item = stack.back();
            if (item.next == m_tree.childCount(item.node)) {
                m_out += u')';
                stack.pop_back();
                continue;
            }
            ++stack.back().next;
            if (item.next > 0)
                m_out += item.separator;
            const NodeId c = m_tree.child(item.node, item.next);
            if (writeHead(c))
                stack.push_back({c, 0, separator(c)});
        }
        return m_out;
    }

private:
    // ", " between children when any of them is more than a bare number, "," otherwise:
    // `max(min(3,12,8), min(2,4,6))`, `chance(0.7: 1, 0.3: 0)`, `((10,10),(9,100))`.
    QLatin1String separator(NodeId n) const
    {
        if (m_bare)
            return QLatin1String(",");
        for (NodeId c : m_tree.children(n)) {
            if (m_tree.childCount(c) > 0 || m_tree.kind(c) != NodeKind::Leaf ||
                !m_tree.label(c).isEmpty() || m_tree.hasProb(c) || !m_tree.name(c).isEmpty() ||
                !attributesOf(c).isEmpty())
                return QLatin1String(", ");
        }
        return QLatin1String(",");
    }

    // Writes the prefix, the name and the node itself up to its '('; returns true if it opened
    // a group whose children and ')' are still to come.
    bool writeHead(NodeId n)
    {
        if (n != m_top) {
            const QString label = m_tree.label(n);
            if (!label.isEmpty())
                m_out += quoted(label);
            if (m_tree.hasProb(n)) {
                if (!label.isEmpty())
                    m_out += u' ';
                m_out += formatNumber(m_tree.prob(n));
            }
            if (!label.isEmpty() || m_tree.hasProb(n))
                m_out += QLatin1String(": ");
        }
        const QString name = m_tree.name(n);
        if (!name.isEmpty())
            m_out += quoted(name) + u'=';
        const QString attributes = attributesOf(n);
        if (m_tree.kind(n) == NodeKind::Leaf && m_tree.childCount(n) == 0) {
            m_out += formatNumber(m_tree.value(n));
            if (!attributes.isEmpty())
                m_out += u'[' + attributes + u']';
            return false;
        }
        if (!m_bare)
            m_out += kindName(m_tree.kind(n));
        if (m_tree.hasValue(n) || !attributes.isEmpty()) {
            m_out += u'[';
            if (m_tree.hasValue(n))
                m_out += formatNumber(m_tree.value(n)) + (attributes.isEmpty() ? "" : " ");
            m_out += attributes + u']';
        }
        m_out += u'(';
        return true;
    }

    // "key=k1 interval=2:7 game=ttt pos=\"x.o/.x./..o\"", or empty for a node without data.
    QString attributesOf(NodeId n) const
    {
        QStringList parts;
        if (!m_tree.key(n).isEmpty())
            parts << QStringLiteral("key=") + quoted(m_tree.key(n));
        if (const auto iv = m_tree.interval(n))
            parts << QStringLiteral("interval=%1:%2")
                         .arg(formatNumber(iv->pess), formatNumber(iv->opt));
        if (!m_tree.gameId(n).isEmpty())
            parts << QStringLiteral("game=") + quoted(m_tree.gameId(n));
        if (!m_tree.positionText(n).isEmpty())
            parts << QStringLiteral("pos=") + quoted(m_tree.positionText(n));
        return parts.join(u' ');
    }

    const GameTree &m_tree;
    NodeId m_top;
    bool m_bare;
    QString m_out;
};

} // namespace

namespace {

// The common case of a big file, bare parentheses, commas and plain decimal numbers as
// `gametree random` writes them, read in one pass straight into the tree's arrays: the general
// parser's draft of a million nodes took 1.4 s of opening such a file (issue 29). Whatever else
// the text holds, errors included, gives nothing, and the general parser reads it, so every
// message is the general parser's. It gives exactly what the general parser would: the same
// kinds (a bare '(' the opposite of its parent's, the root MAX), values and node positions.
class BareTreeReader {
public:
    explicit BareTreeReader(QStringView text)
        : m_text(text)
    {}

    std::optional<ParsedTree> run()
    {
        bool expectNode = true;
        for (;;) {
            skipSpace();
            if (expectNode) {
                if (!readNode())
                    return std::nullopt;
                expectNode = m_kinds.back() != NodeKind::Leaf;
                continue;
            }
            if (m_i == m_text.size()) {
                if (!m_open.empty())
                    return std::nullopt;
                break;
            }
            const QChar c = m_text[m_i];
            if (m_open.empty() || (c != u',' && c != u')'))
                return std::nullopt;
            if (c == u')')
                m_open.pop_back();
            expectNode = c == u',';
            ++m_i;
            ++m_column;
        }
        ParsedTree out{GameTree::fromPreorder(std::move(m_kinds), std::move(m_values), m_parents),
                       std::move(m_pos)};
        if (out.tree.isEmpty())
            return std::nullopt;
        return out;
    }

private:
    // Spaces, tabs and line ends, counted as the general lexer counts them (endsLine()).
    void skipSpace()
    {
        for (; m_i < m_text.size(); ++m_i) {
            const QChar c = m_text[m_i];
            if (c == u' ' || c == u'\t') {
                ++m_column;
            } else if (c == u'\n' || c == u'\r') {
                if (c == u'\r' && m_i + 1 < m_text.size() && m_text[m_i + 1] == u'\n')
                    continue; // of CR LF: the LF ends the line
                ++m_line;
                m_column = 1;
            } else {
                return;
            }
        }
    }

    bool readNode()
    {
        if (m_i == m_text.size() || m_kinds.size() >= std::size_t(MaxNodes))
            return false;
        const NodeId parent = m_open.empty() ? NoNode : m_open.back();
        m_parents.push_back(parent);
        m_pos.push_back({m_line, m_column});
        if (m_text[m_i] == u'(') {
            const bool parentMax =
                parent != NoNode && m_kinds[std::size_t(parent)] == NodeKind::Max;
            m_kinds.push_back(parentMax ? NodeKind::Min : NodeKind::Max);
            m_values.push_back(Absent);
            m_open.push_back(NodeId(m_kinds.size() - 1));
            ++m_i;
            ++m_column;
            // "()" is the general parser's to refuse.
            skipSpace();
            return m_i < m_text.size() && m_text[m_i] != u')';
        }
        double value = 0;
        if (!readNumber(&value))
            return false;
        m_kinds.push_back(NodeKind::Leaf);
        m_values.push_back(value);
        return true;
    }

    // -?digits(.digits)?, ended by a space, ',', ')' or the end: anything glued on is the
    // general parser's to judge.
    bool readNumber(double *value)
    {
        const qsizetype from = m_i;
        qsizetype j = m_i;
        auto digits = [&] {
            const qsizetype start = j;
            while (j < m_text.size() && m_text[j] >= u'0' && m_text[j] <= u'9')
                ++j;
            return j > start;
        };
        if (j < m_text.size() && m_text[j] == u'-')
            ++j;
        if (!digits())
            return false;
        if (j < m_text.size() && m_text[j] == u'.') {
            ++j;
            if (!digits())
                return false;
        }
        if (j < m_text.size()) {
            const QChar after = m_text[j];
            if (after != u',' && after != u')' && after != u' ' && after != u'\t' &&
                after != u'\n' && after != u'\r')
                return false;
        }
        if (j - from > MaxNameLength)
            return false;
        char ascii[MaxNameLength + 1];
        for (qsizetype k = from; k < j; ++k)
            ascii[k - from] = char(m_text[k].unicode());
        const auto result = std::from_chars(ascii, ascii + (j - from), *value);
        if (result.ec != std::errc() || result.ptr != ascii + (j - from))
            return false; // out of range: the general parser says so
        m_column += int(j - from);
        m_i = j;
        return true;
    }

    QStringView m_text;
    qsizetype m_i = 0;
    int m_line = 1;
    int m_column = 1;
    std::vector<NodeKind> m_kinds;
    std::vector<double> m_values;
    std::vector<NodeId> m_parents;
    std::vector<TextPos> m_pos;
    std::vector<NodeId> m_open;
};

} // namespace

std::optional<ParsedTree> parseTreeText(QStringView text, const QString &sourceName,
                                        ReadError *error)
{
    if (text.size() > MaxInputBytes) {
        if (error)
            *error = inputTooLarge(text, sourceName);
        return std::nullopt;
    }
    if (auto bare = BareTreeReader(text).run())
        return bare;
    return Parser(text, sourceName).run(error);
}

std::optional<ParsedTree> parseTreeTextGenerally(QStringView text, const QString &sourceName,
                                                 ReadError *error)
{
    return Parser(text, sourceName).run(error);
}

QString writeTreeText(const GameTree &tree, NodeId top)
{
    if (tree.isEmpty() || top < 0 || top >= tree.size())
        return {};
    return Writer(tree, top).run();
}

} // namespace gt
