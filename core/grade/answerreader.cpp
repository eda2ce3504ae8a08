#include "answerreader.h"

#include "gradesupport.h"

#include "../io/inputlimits.h"
#include "../io/numbertext.h"
#include "../search/algorithm.h"
#include "../trace/eventkind.h"
#include "../trace/tracejson.h"
#include "../tree/nametext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <set>

namespace gt::grade {

namespace {

// A word of a text answer and where it starts.
struct Token {
    QString text;
    TextPos where;
};

// The keys of a keyed answer ("value: 3"), spelled as students do.
std::optional<AnswerKind> kindOfKey(QString key)
{
    key = key.toLower().replace(u'_', u' ').replace(u'-', u' ').simplified();
    if (key == QLatin1String("value"))
        return AnswerKind::Value;
    if (key == QLatin1String("leaves") || key == QLatin1String("read") ||
        key == QLatin1String("leaves read"))
        return AnswerKind::LeavesRead;
    if (key == QLatin1String("pruned") || key == QLatin1String("pruned leaves"))
        return AnswerKind::Pruned;
    if (key == QLatin1String("best") || key == QLatin1String("best move") ||
        key == QLatin1String("move") || key == QLatin1String("best child"))
        return AnswerKind::BestMove;
    if (key == QLatin1String("visits") || key == QLatin1String("visit counts") ||
        key == QLatin1String("root visits") || key == QLatin1String("n"))
        return AnswerKind::Visits;
    return std::nullopt;
}

// JSON as students' programs write it: Python's json.dumps writes the infinities as the bare
// words Infinity and -Infinity, which JSON lacks; they are read as "inf" and "-inf" (the trace
// format's spelling). Errors are those of the text as written.
QJsonDocument parseJson(const QByteArray &bytes, QJsonParseError *error)
{
    QJsonDocument doc = QJsonDocument::fromJson(bytes, error);
    if (error->error == QJsonParseError::NoError || !bytes.contains("Infinity"))
        return doc;
    QByteArray quoted;
    bool inString = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            quoted += c;
            if (c == '\\' && i + 1 < bytes.size())
                quoted += bytes[++i];
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
            quoted += c;
        } else if (bytes.mid(i, 9) == "-Infinity") {
            quoted += "\"-inf\"";
            i += 8;
        } else if (bytes.mid(i, 8) == "Infinity") {
            quoted += "\"inf\"";
            i += 7;
        } else {
            quoted += c;
        }
    }
    QJsonParseError retry;
    const QJsonDocument fixed = QJsonDocument::fromJson(quoted, &retry);
    if (retry.error != QJsonParseError::NoError)
        return doc;
    *error = retry;
    return fixed;
}

// Words of the answer as a message quotes them: a hostile megabyte-long word is cut short.
QString quoted(const QString &word)
{
    constexpr int Most = 60;
    return word.size() <= Most ? word : word.left(Most) + QStringLiteral("…");
}

bool isBoundSign(const QString &t)
{
    static const QStringList signs{QStringLiteral("≤"),  QStringLiteral("<="), QStringLiteral("≥"),
                                   QStringLiteral(">="), QStringLiteral("="),  QStringLiteral("<"),
                                   QStringLiteral(">")};
    return signs.contains(t);
}

// The trace format's name of an event type, one shared copy per type (a student's trace may
// hold millions of events), or empty when `name` is none.
QString eventTypeNamed(const QString &name)
{
    registerBuiltinEventKinds(); // a trace read back may hold any family's events
    const QString *shared = eventKinds().sharedName(name);
    return shared ? *shared : QString();
}

class AnswerReader {
    // The texts' context is gt::grade, as gradesupport.h's tr() names it (first, for lupdate).
    Q_DECLARE_TR_FUNCTIONS(gt::grade)

public:
    AnswerReader(const QByteArray &bytes, const QString &source, const GameTree &tree,
                 LeafNumbers numbers, std::size_t maxEvents, ReadError *error)
        : m_bytes(bytes)
        , m_tree(tree)
        , m_names(tree)
        , m_numbers(numbers)
        , m_maxEvents(maxEvents)
        , m_error(error)
    {
        m_error->source = source;
    }

    std::optional<Answer> read(AnswerKind kind)
    {
        const QByteArray start = m_bytes.trimmed().left(1);
        if (start.isEmpty())
            return fail({1, 1}, tr("the answer is empty"));
        if (kind == AnswerKind::Trace || kind == AnswerKind::WholeTree ||
            (kind == AnswerKind::Auto && (start == "{" || (start == "[" && isEventArray()))))
            return readJson(kind);
        m_text = QString::fromUtf8(m_bytes); // text answers: words, read as characters
        // Issue 27: a NUL (or any other control character) was silently a separator: the
        // answer is not the text it looks like in an editor, and the student should know.
        for (qsizetype i = 0; i < m_text.size(); ++i) {
            const char16_t c = m_text[i].unicode();
            if ((c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || (c >= 0x7f && c < 0xa0))
                return fail(textPosAt(m_text, i), tr("the answer holds %1: an answer is plain text")
                                                      .arg(describeForbiddenChar({i, c})));
        }
        if (const auto keyed = readKeyed())
            return *keyed;
        if (m_failed)
            return std::nullopt;
        std::vector<Token> tokens;
        const QStringList lines = m_text.split(u'\n');
        for (int i = 0; i < lines.size(); ++i)
            appendTokens(lines[i], i + 1, 0, &tokens);
        // Issue 27: 100,000 nested brackets were graded as a list that "stops after 0 reads",
        // where an empty file is "the answer is empty": nothing but brackets, quotes and
        // separators is no answer either, and is told as such (an explicit --answer pruned
        // may be an empty list: nothing pruned).
        if (tokens.empty() && kind != AnswerKind::Pruned)
            return fail({1, 1}, tr("the answer is empty: it holds only brackets, quotes and "
                                   "separators, no value, id or name"));
        if (kind == AnswerKind::Auto)
            kind = tokens.size() == 1 && valueOf(tokens.front(), false) ? AnswerKind::Value
                                                                        : AnswerKind::LeavesRead;
        Answer answer;
        if (!addPart(kind, tokens, {1, 1}, &answer))
            return std::nullopt;
        return answer;
    }

private:
    std::nullopt_t fail(TextPos where, const QString &message)
    {
        m_error->pos = where;
        m_error->message = message;
        m_failed = true;
        return std::nullopt;
    }

    // "[{"step": 1, …}, …]": a trace as one JSON array.
    bool isEventArray() const
    {
        QJsonParseError parsed;
        const QJsonDocument doc = parseJson(m_bytes, &parsed);
        return doc.isArray() && !doc.array().isEmpty() && doc.array().first().isObject();
    }

    // The words of one line from column `from` (0-based), bound signs joined to their number.
    void appendTokens(const QString &line, int lineNo, qsizetype from, std::vector<Token> *out)
    {
        static const QString separators = QStringLiteral(" \t\r,;");
        static const QString openers = QStringLiteral("[({'\""), closers = QStringLiteral("])}'\"");
        qsizetype i = from;
        bool joinNext = false;
        while (i < line.size()) {
            if (separators.contains(line[i])) {
                ++i;
                continue;
            }
            qsizetype end = i;
            while (end < line.size() && !separators.contains(line[end]))
                ++end;
            qsizetype first = i, last = end;
            while (first < last && openers.contains(line[first]))
                ++first;
            while (last > first && closers.contains(line[last - 1]))
                --last;
            if (first < last) {
                const QString word = line.mid(first, last - first);
                if (joinNext && !out->empty())
                    out->back().text += word;
                else
                    out->push_back({word, {lineNo, int(first) + 1}});
                joinNext = isBoundSign(word);
            }
            i = end;
        }
    }

    // "value: 3" lines; nothing (and no error) when the answer has none.
    std::optional<Answer> readKeyed()
    {
        static const QRegularExpression keyLine(
            QStringLiteral("^\\s*([A-Za-z][A-Za-z _-]*?)\\s*[:=]"));
        const QStringList lines = m_text.split(u'\n');
        std::vector<std::pair<AnswerKind, std::vector<Token>>> parts;
        std::vector<TextPos> partAt;
        for (int i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = keyLine.match(lines[i]);
            if (m.hasMatch()) {
                const auto kind = kindOfKey(m.captured(1));
                if (!kind) {
                    if (parts.empty())
                        return std::nullopt; // not a keyed answer: a name with a colon, say
                    return fail({i + 1, int(m.capturedStart(1)) + 1},
                                tr("unknown key '%1' (known: value, leaves, pruned, best, visits)")
                                    .arg(quoted(m.captured(1))));
                }
                for (const auto &p : parts) {
                    if (p.first == *kind)
                        return fail({i + 1, int(m.capturedStart(1)) + 1},
                                    tr("'%1' is given twice").arg(quoted(m.captured(1))));
                }
                parts.push_back({*kind, {}});
                partAt.push_back({i + 1, int(m.capturedStart(1)) + 1});
                appendTokens(lines[i], i + 1, m.capturedEnd(0), &parts.back().second);
            } else if (parts.empty()) {
                if (!lines[i].trimmed().isEmpty())
                    return std::nullopt;
            } else {
                appendTokens(lines[i], i + 1, 0, &parts.back().second);
            }
        }
        if (parts.empty())
            return std::nullopt;
        Answer answer;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            if (!addPart(parts[i].first, parts[i].second, partAt[i], &answer))
                return std::nullopt;
        }
        return answer;
    }

    std::optional<ValueClaim> valueOf(const Token &t, bool report)
    {
        QString text = t.text;
        ValueClaim claim;
        claim.where = t.where;
        static const std::pair<const char *, Bound> prefixes[] = {
            {"<=", Bound::Upper}, {">=", Bound::Lower}, {"≤", Bound::Upper}, {"≥", Bound::Lower},
            {"<", Bound::Upper},  {">", Bound::Lower},  {"=", Bound::Exact}};
        for (const auto &[sign, bound] : prefixes) {
            if (text.startsWith(QString::fromUtf8(sign))) {
                text = text.mid(QString::fromUtf8(sign).size());
                claim.bound = bound;
                break;
            }
        }
        const auto number = parseNumber(text);
        if (!number) {
            if (report)
                fail(t.where, tr("'%1' is not a number").arg(quoted(t.text)));
            return std::nullopt;
        }
        claim.value = *number;
        return claim;
    }

    // `inList`: the token is an item of a list of leaves, where a number that is no id may be
    // meant as a leaf's value (--numbers values); elsewhere (a trace's "node") it cannot.
    std::optional<NodeId> nodeOf(const Token &t, bool inList = false)
    {
        bool isInt = false;
        const int id = t.text.toInt(&isInt);
        const QString range = tr("the tree's nodes are 0 to %1").arg(m_tree.size() - 1);
        if (isInt) {
            if (id < 0 || id >= m_tree.size())
                return fail(t.where, tr("there is no node %1: %2").arg(id).arg(range));
            return NodeId(id);
        }
        bool ambiguous = false;
        const NodeId n = m_names.find(t.text, &ambiguous);
        if (n != NoNode)
            return n;
        if (ambiguous)
            return fail(t.where,
                        tr("'%1' names several nodes: give their ids (preorder numbers) instead")
                            .arg(quoted(t.text)));
        // Issue 27: a number no int holds (5 MB of digits, 1e999, an id of 10^10 in a trace)
        // was "no node is called '1e999'" or a hint about --numbers values; it is a number,
        // and what is wrong with it is its size.
        static const QRegularExpression numeric(
            QStringLiteral("^[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?$"));
        if (numeric.match(t.text).hasMatch()) {
            if (std::all_of(t.text.begin() + (t.text.front() == u'-' || t.text.front() == u'+'),
                            t.text.end(), [](QChar c) { return c.isDigit(); }))
                return fail(t.where, tr("there is no node %1: %2").arg(quoted(t.text), range));
            QString why;
            const auto number = gt::parseNumber(t.text, &why); // the file formats' reading
            if (!number)
                return fail(t.where, tr("'%1' is not a node id (%2), and as a number it %3")
                                         .arg(quoted(t.text), range, why));
            if (*number == std::trunc(*number))
                return fail(t.where, tr("there is no node %1: %2").arg(quoted(t.text), range));
            if (inList && m_numbers == LeafNumbers::Ids)
                return fail(t.where,
                            tr("'%1' is not a node id; with --numbers values, numbers in a "
                               "list are the leaves' values")
                                .arg(quoted(t.text)));
            return fail(
                t.where,
                tr("'%1' is not a node id: ids are whole numbers (%2)").arg(quoted(t.text), range));
        }
        return fail(t.where, tr("no node is called '%1'").arg(quoted(t.text)));
    }

    std::optional<LeafItem> leafOf(const Token &t)
    {
        LeafItem item;
        item.where = t.where;
        if (m_numbers == LeafNumbers::Values && parseNumber(t.text)) {
            item.byValue = true;
            item.value = *parseNumber(t.text);
            return item;
        }
        const auto n = nodeOf(t, true);
        if (!n)
            return std::nullopt;
        item.id = *n;
        if (m_numbers == LeafNumbers::Values) { // a name among values: give its value
            item.byValue = true;
            item.value = m_tree.value(*n);
        }
        return item;
    }

    std::optional<BestMoveAnswer> moveOf(const Token &t)
    {
        const NodeId root = m_tree.root();
        BestMoveAnswer move;
        move.where = t.where;
        for (int i = 0; i < m_tree.childCount(root); ++i) {
            const NodeId c = m_tree.child(root, i);
            if (m_tree.label(c) == t.text || m_tree.name(c) == t.text) {
                move.childIndex = i;
                return move;
            }
        }
        bool isInt = false;
        const int n =
            t.text.startsWith(u'#') ? t.text.mid(1).toInt(&isInt) - 1 : t.text.toInt(&isInt);
        if (isInt && n >= 0 && n < m_tree.childCount(root)) {
            move.childIndex = n;
            return move;
        }
        return fail(t.where, tr("'%1' is not a move at the root: give a move's label or name, "
                                "its index from 0, or #1 to #%2")
                                 .arg(quoted(t.text))
                                 .arg(m_tree.childCount(root)));
    }

    // The root children's N, one whole number ≥ 0 per child in order (MCTS's `visits`).
    bool visitsOf(const std::vector<Token> &tokens, TextPos at, Answer *answer)
    {
        const int children = m_tree.childCount(m_tree.root());
        if (children == 0)
            return fail(at, tr("the root is a leaf: it has no children to count visits of")), false;
        VisitsAnswer visits;
        for (const Token &t : tokens) {
            if (int(visits.counts.size()) == children)
                return fail(t.where, tr("the root has %1 children: this is count %2")
                                         .arg(children)
                                         .arg(visits.counts.size() + 1)),
                       false;
            bool ok = false;
            const qlonglong n = t.text.toLongLong(&ok);
            if (!ok || n < 0)
                return fail(t.where,
                            tr("'%1' is not a visit count: counts are whole numbers, 0 or more")
                                .arg(quoted(t.text))),
                       false;
            visits.counts.push_back(n);
            visits.where.push_back(t.where);
        }
        if (int(visits.counts.size()) < children)
            return fail(at, tr("the root has %1 children: give %1 visit counts, one per child in "
                               "order (%2 given)")
                                .arg(children)
                                .arg(visits.counts.size())),
                   false;
        answer->visits = std::move(visits);
        return true;
    }

    bool addPart(AnswerKind kind, const std::vector<Token> &tokens, TextPos at, Answer *answer)
    {
        if (kind == AnswerKind::Visits)
            return visitsOf(tokens, at, answer);
        const bool single = kind == AnswerKind::Value || kind == AnswerKind::BestMove;
        if (single && tokens.empty())
            return fail(at, kind == AnswerKind::Value ? tr("no value is given")
                                                      : tr("no move is given")),
                   false;
        if (single && tokens.size() > 1)
            return fail(tokens[1].where, kind == AnswerKind::Value
                                             ? tr("a value is one number; this is a second word")
                                             : tr("a best move is one word; this is a second"
                                                  " one")),
                   false;
        switch (kind) {
        case AnswerKind::Value:
            answer->value = valueOf(tokens.front(), true);
            return answer->value.has_value();
        case AnswerKind::BestMove:
            if (m_tree.isLeaf(m_tree.root()))
                return fail(at, tr("the root is a leaf: there is no move")), false;
            answer->bestMove = moveOf(tokens.front());
            return answer->bestMove.has_value();
        default: {
            LeafListAnswer list;
            for (const Token &t : tokens) {
                const auto item = leafOf(t);
                if (!item)
                    return false;
                list.items.push_back(*item);
            }
            (kind == AnswerKind::Pruned ? answer->pruned : answer->leavesRead) = list;
            return true;
        }
        }
    }

    // A JSON answer: the whole-tree object, or a trace (JSON lines, or one array).
    std::optional<Answer> readJson(AnswerKind kind)
    {
        QJsonParseError parsed;
        const QJsonDocument doc = parseJson(m_bytes, &parsed);
        const bool oneObject = parsed.error == QJsonParseError::NoError && doc.isObject();
        if (kind == AnswerKind::WholeTree || (kind == AnswerKind::Auto && oneObject &&
                                              !doc.object().contains(QStringLiteral("type")))) {
            if (parsed.error != QJsonParseError::NoError)
                return fail(textPosAt(m_bytes, parsed.offset),
                            tr("not JSON: %1").arg(parsed.errorString()));
            if (!doc.isObject())
                return fail({1, 1}, tr("a whole-tree answer is one JSON object "
                                       "{\"values\": …, \"pruned\": […]}"));
            const QJsonObject o = doc.object();
            if (kind == AnswerKind::Auto && !o.contains(QStringLiteral("values")) &&
                (o.contains(QStringLiteral("value")) || o.contains(QStringLiteral("leaves")) ||
                 o.contains(QStringLiteral("best_child")) || o.contains(QStringLiteral("visits"))))
                return readSummary(o);
            return readWholeTree(o);
        }
        if (doc.isArray()) {
            TraceAnswer trace;
            for (const QJsonValue &v : doc.array()) {
                if (trace.events.size() >= m_maxEvents)
                    break;
                if (!v.isObject())
                    return fail({1, 1}, tr("a trace's events are JSON objects"));
                if (!addEvent(v.toObject(), 1, QByteArray(), &trace))
                    return std::nullopt;
            }
            Answer answer;
            answer.trace = trace;
            return answer;
        }
        return readJsonLines();
    }

    std::optional<Answer> readJsonLines()
    {
        TraceAnswer trace;
        qsizetype next = 0; // one line at a time: a list of a million lines costs 100 MB
        for (int i = 0; next <= m_bytes.size() && trace.events.size() < m_maxEvents; ++i) {
            qsizetype end = m_bytes.indexOf('\n', next);
            if (end < 0)
                end = m_bytes.size();
            const QByteArray line = m_bytes.mid(next, end - next);
            next = end + 1;
            if (line.trimmed().isEmpty())
                continue;
            QJsonParseError parsed;
            const QJsonDocument doc = parseJson(line, &parsed);
            if (parsed.error != QJsonParseError::NoError)
                return fail({i + 1, textPosAt(line, parsed.offset).column},
                            tr("not a JSON object: %1").arg(parsed.errorString()));
            if (!doc.isObject())
                return fail({i + 1, 1}, tr("each line of a trace is one JSON object"));
            if (!addEvent(doc.object(), i + 1, line, &trace))
                return std::nullopt;
        }
        Answer answer;
        answer.trace = trace;
        return answer;
    }

    // Where `"key"` is on a line (column 1 when it cannot be found).
    static int columnOf(const QByteArray &line, const QString &key)
    {
        const qsizetype at = line.indexOf('"' + key.toUtf8() + '"');
        return at < 0 ? 1 : textPosAt(line, at).column;
    }

    bool addEvent(const QJsonObject &o, int lineNo, const QByteArray &line, TraceAnswer *trace)
    {
        AnswerEvent e;
        e.line = lineNo;
        const QJsonValue type = o.value(QStringLiteral("type"));
        if (!type.isString())
            return fail({lineNo, columnOf(line, QStringLiteral("type"))},
                        tr("an event needs a \"type\" (a string: enter, read, return, …)")),
                   false;
        e.type = eventTypeNamed(type.toString());
        if (e.type.isEmpty())
            return fail({lineNo, columnOf(line, QStringLiteral("type"))},
                        tr("unknown event type '%1' (docs/trace-format.md lists them)")
                            .arg(quoted(type.toString()))),
                   false;
        const QJsonValue node = o.value(QStringLiteral("node"));
        const TextPos nodeAt{lineNo, columnOf(line, QStringLiteral("node"))};
        if (node.isDouble()) {
            if (!nodeOf({QString::number(node.toDouble(), 'g', 17), nodeAt}))
                return false;
            e.node = NodeId(node.toInt());
        } else if (node.isString()) {
            const auto n = nodeOf({node.toString(), nodeAt});
            if (!n)
                return false;
            e.node = *n;
        } else {
            return fail(nodeAt, tr("an event needs a \"node\" (an id, or a node's name)")), false;
        }
        e.fields = o;
        e.fields.remove(QStringLiteral("type"));
        e.fields.remove(QStringLiteral("node"));
        trace->events.push_back(e);
        return true;
    }

    TextPos placeOf(const QString &key) const
    {
        const qsizetype at = m_bytes.indexOf('"' + key.toUtf8() + '"');
        return at < 0 ? TextPos{1, 1} : textPosAt(m_bytes, at);
    }

    std::optional<NodeId> nodeOfJson(const QJsonValue &v, TextPos where)
    {
        if (v.isDouble())
            return nodeOf({QString::number(v.toDouble(), 'g', 17), where});
        if (v.isString())
            return nodeOf({v.toString(), where});
        return fail(where, tr("a node is an id or a name"));
    }

    // The shape of `eval --json` ({"value", "best_child", "leaves", "pruned", …}), as a course
    // may ask its students' programs to print it: each of those present is graded, the rest
    // ("algorithm", "stats", …) is not.
    std::optional<Answer> readSummary(const QJsonObject &o)
    {
        Answer answer;
        auto tokenOf = [this](const QJsonValue &v, const QString &key) -> std::optional<Token> {
            if (v.isDouble())
                return Token{QString::number(v.toDouble(), 'g', 17), placeOf(key)};
            if (v.isString())
                return Token{v.toString(), placeOf(key)};
            return fail(placeOf(key), tr("\"%1\" holds a number or a string").arg(key));
        };
        auto listOf = [&](const QString &key) -> std::optional<std::vector<Token>> {
            const QJsonValue v = o.value(key);
            if (!v.isArray())
                return fail(placeOf(key), tr("\"%1\" is a list").arg(key));
            std::vector<Token> tokens;
            for (const QJsonValue &e : v.toArray()) {
                const auto t = tokenOf(e, key);
                if (!t)
                    return std::nullopt;
                tokens.push_back(*t);
            }
            return tokens;
        };
        const std::pair<const char *, AnswerKind> parts[] = {{"value", AnswerKind::Value},
                                                             {"best_child", AnswerKind::BestMove},
                                                             {"leaves", AnswerKind::LeavesRead},
                                                             {"pruned", AnswerKind::Pruned},
                                                             {"visits", AnswerKind::Visits}};
        for (const auto &[name, kind] : parts) {
            const QString key = QString::fromLatin1(name);
            if (!o.contains(key))
                continue;
            std::optional<std::vector<Token>> tokens;
            if (kind == AnswerKind::Value || kind == AnswerKind::BestMove) {
                if (o.value(key).isNull()) // best_child null: a chance root; nothing to grade
                    continue;
                if (const auto t = tokenOf(o.value(key), key))
                    tokens = std::vector<Token>{*t};
            } else {
                tokens = listOf(key);
            }
            if (!tokens || !addPart(kind, *tokens, placeOf(key), &answer))
                return std::nullopt;
        }
        return answer;
    }

    std::optional<Answer> readWholeTree(const QJsonObject &o)
    {
        WholeTreeAnswer whole;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() != QLatin1String("values") && it.key() != QLatin1String("pruned"))
                return fail(placeOf(it.key()),
                            tr("unknown key '%1': a whole-tree answer has \"values\" and "
                               "\"pruned\"")
                                .arg(quoted(it.key())));
        }
        const QJsonValue values = o.value(QStringLiteral("values"));
        auto addValue = [&](NodeId n, const QJsonValue &v, TextPos where) {
            if (v.isNull())
                return true; // not reached: the same as leaving it out
            const Token t{v.isDouble() ? QString::number(v.toDouble(), 'g', 17) : v.toString(),
                          where};
            if (!v.isDouble() && !v.isString())
                return fail(where, tr("a value is a number or a string such as \"<= 2\"")), false;
            const auto claim = valueOf(t, true);
            if (claim)
                whole.values[n] = *claim;
            return claim.has_value();
        };
        if (values.isObject()) {
            const QJsonObject map = values.toObject();
            for (auto it = map.begin(); it != map.end(); ++it) {
                const TextPos where = placeOf(it.key());
                const auto n = nodeOf({it.key(), where});
                if (!n || !addValue(*n, it.value(), where))
                    return std::nullopt;
            }
        } else if (values.isArray()) {
            const QJsonArray list = values.toArray();
            if (list.size() > m_tree.size())
                return fail(
                    placeOf(QStringLiteral("values")),
                    tr("%1 values for a tree of %2 nodes").arg(list.size()).arg(m_tree.size()));
            for (qsizetype i = 0; i < list.size(); ++i) {
                if (!addValue(NodeId(i), list[i], placeOf(QStringLiteral("values"))))
                    return std::nullopt;
            }
        } else if (!values.isUndefined()) {
            return fail(placeOf(QStringLiteral("values")),
                        tr("\"values\" is an object {\"A\": 3, …} or an array by node id"));
        }
        const QJsonValue pruned = o.value(QStringLiteral("pruned"));
        if (pruned.isArray()) {
            whole.pruned.emplace();
            whole.prunedWhere = placeOf(QStringLiteral("pruned"));
            for (const QJsonValue &v : pruned.toArray()) {
                const auto n = nodeOfJson(v, whole.prunedWhere);
                if (!n)
                    return std::nullopt;
                whole.pruned->insert(*n);
            }
        } else if (!pruned.isUndefined()) {
            return fail(placeOf(QStringLiteral("pruned")),
                        tr("\"pruned\" is an array of leaves (ids or names)"));
        }
        if (values.isUndefined() && pruned.isUndefined())
            return fail({1, 1}, tr("a whole-tree answer needs \"values\", \"pruned\" or both"));
        Answer answer;
        answer.wholeTree = whole;
        return answer;
    }

    const QByteArray &m_bytes;
    QString m_text; // a text answer's characters (JSON is read as bytes)
    const GameTree &m_tree;
    const NameIndex m_names;
    const LeafNumbers m_numbers;
    const std::size_t m_maxEvents;
    ReadError *m_error;
    bool m_failed = false;
};

} // namespace

QStringList answerKindNames()
{
    return {QStringLiteral("auto"),   QStringLiteral("value"), QStringLiteral("leaves"),
            QStringLiteral("pruned"), QStringLiteral("best"),  QStringLiteral("trace"),
            QStringLiteral("whole"),  QStringLiteral("visits")};
}

std::optional<AnswerKind> answerKindFromName(const QString &name)
{
    const int i = int(answerKindNames().indexOf(name));
    return i < 0 ? std::nullopt : std::optional<AnswerKind>(AnswerKind(i));
}

std::optional<Answer> readAnswer(const QByteArray &bytes, const QString &source,
                                 const GameTree &tree, AnswerKind kind, LeafNumbers numbers,
                                 ReadError *error, std::size_t maxTraceEvents)
{
    if (const auto bad = checkUtf8(bytes, source)) {
        *error = *bad;
        return std::nullopt;
    }
    if (bytes.size() > MaxInputBytes) {
        *error = inputTooLarge(bytes, source);
        return std::nullopt;
    }
    if (tree.isEmpty()) {
        *error = {source, {}, tr("the tree is empty")};
        return std::nullopt;
    }
    return AnswerReader(bytes, source, tree, numbers, maxTraceEvents, error).read(kind);
}

} // namespace gt::grade
