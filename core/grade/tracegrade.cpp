// Grading a whole trace: the student's events against the search's, step by step.
#include "grade.h"

#include "gradesupport.h"

#include "../trace/annotations.h"
#include "../trace/narration.h"
#include "../trace/tracejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gt::grade {

namespace {

// A field's value in words: numbers as the trace shows them, lists as [7, 8].
QString jsonWords(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Double: return formatValue(v.toDouble());
    case QJsonValue::String: {
        const auto number = parseNumber(v.toString());
        return number ? formatValue(*number) : v.toString();
    }
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &e : v.toArray())
            parts << jsonWords(e);
        return u'[' + parts.join(QStringLiteral(", ")) + u']';
    }
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default: return QStringLiteral("null");
    }
}

// A number of the reference (a JSON number, or "inf"/"-inf"), if it is one.
std::optional<double> numberOf(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString())
        return parseNumber(v.toString());
    return std::nullopt;
}

// Whether the student's field says what the search's does. A node may be named rather than
// numbered; words such as "exact" or "LIVE" match in any case.
bool sameField(const GameTree &tree, const QJsonValue &answer, const QJsonValue &expected,
               const GradeOptions &options)
{
    if (expected.isArray()) {
        const QJsonArray a = answer.toArray(), e = expected.toArray();
        if (!answer.isArray() || a.size() != e.size())
            return false;
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!sameField(tree, a[i], e[i], options))
                return false;
        }
        return true;
    }
    if (const auto e = numberOf(expected)) {
        if (const auto a = numberOf(answer))
            return sameNumber(*a, *e, options);
        return answer.isString() && nodeNamed(tree, answer.toString()) == NodeId(*e);
    }
    if (expected.isString())
        return answer.isString() &&
               answer.toString().compare(expected.toString(), Qt::CaseInsensitive) == 0;
    return answer == expected;
}

QString eventWords(const GameTree &tree, const QString &type, NodeId node)
{
    return node >= 0 && node < tree.size() ? tr("%1 at %2").arg(type, nodeWords(tree, node))
                                           : tr("%1 at node %2").arg(type).arg(node);
}

} // namespace

Verdict gradeTrace(const GameTree &tree, const Trace &trace, const TraceAnswer &answer,
                   const GradeOptions &options)
{
    const int expectedCount = int(trace.events.size());
    const int answerCount = int(answer.events.size());
    for (int i = 0; i < std::min(expectedCount, answerCount); ++i) {
        const QJsonObject expected = QJsonDocument::fromJson(eventJson(tree, trace, i)).object();
        const AnswerEvent &said = answer.events[std::size_t(i)];
        const QString type = expected.value(QStringLiteral("type")).toString();
        const NodeId node = NodeId(expected.value(QStringLiteral("node")).toInt());
        const TextPos where{said.line, 1};
        if (said.type != type || said.node != node)
            return wrongAt(
                tree, trace, i + 1, node,
                tr("the search's event is %1, the answer's is %2")
                    .arg(eventWords(tree, type, node), eventWords(tree, said.type, said.node)),
                where);
        for (const auto &[key, value] : said.fields) {
            if (key == QLatin1String("step") || key == QLatin1String("line") ||
                key == QLatin1String("text") || !expected.contains(key))
                continue;
            const QJsonValue want = expected.value(key);
            if (!sameField(tree, value, want, options))
                return wrongAt(
                    tree, trace, i + 1, node,
                    tr("in %1, %2 is %3 in the search, %4 in the answer")
                        .arg(eventWords(tree, type, node), key, jsonWords(want), jsonWords(value)),
                    where);
        }
    }
    if (answerCount < expectedCount) {
        const TraceEvent &e = trace.events[std::size_t(answerCount)];
        return wrongAt(
            tree, trace, answerCount + 1, e.node,
            tr("the answer ends after %1 events, but the search goes on with %2")
                .arg(answerCount)
                .arg(eventWords(tree, QString::fromLatin1(eventTypeName(e.type)), e.node)),
            answer.events.empty() ? TextPos{} : TextPos{answer.events.back().line, 1});
    }
    if (answerCount > expectedCount) {
        const AnswerEvent &extra = answer.events[std::size_t(expectedCount)];
        return wrongAt(tree, trace, expectedCount, tree.root(),
                       tr("the search ends after %1 events, but the answer goes on with %2")
                           .arg(expectedCount)
                           .arg(eventWords(tree, extra.type, extra.node)),
                       TextPos{extra.line, 1});
    }
    return {};
}

} // namespace gt::grade
