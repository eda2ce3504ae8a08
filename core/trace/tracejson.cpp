#include "tracejson.h"

#include "eventkind.h"
#include "eventquery.h"
#include "jsonfields.h"
#include "narration.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace gt {

const char *passKindName(PassKind k)
{
    switch (k) {
    case PassKind::Window: return "window";
    case PassKind::Depth: return "depth";
    case PassKind::NullWindowTest: return "null_window_test";
    case PassKind::ReSearch: return "re_search";
    }
    return "window";
}

void JsonFields::raw(const char *key, const QByteArray &value)
{
    m_out += m_out.isEmpty() ? "{" : ", ";
    m_out += '"';
    m_out += key;
    m_out += "\": ";
    m_out += value;
}

void JsonFields::string(const char *key, const QString &s)
{
    // QJsonDocument escapes correctly; strip the array brackets around the one value.
    const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    raw(key, a.mid(1, a.size() - 2));
}

void JsonFields::ids(const char *key, const std::vector<NodeId> &list)
{
    QByteArray a = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i)
            a += ", ";
        a += QByteArray::number(list[i]);
    }
    raw(key, a + "]");
}

const char *boundName(Bound b)
{
    switch (b) {
    case Bound::Lower: return "lower";
    case Bound::Upper: return "upper";
    case Bound::Exact: return "exact";
    case Bound::None: return "none";
    }
    return "none";
}

QByteArray jsonValueText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return "null";
    case QJsonValue::Bool: return v.toBool() ? "true" : "false";
    case QJsonValue::Double: return jsonNumber(v.toDouble());
    case QJsonValue::String: {
        const QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return a.mid(1, a.size() - 2);
    }
    case QJsonValue::Array: {
        QByteArray a = "[";
        const QJsonArray items = v.toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (i)
                a += ", ";
            a += jsonValueText(items[i]);
        }
        return a + "]";
    }
    case QJsonValue::Object: {
        QByteArray a = "{";
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it != o.begin())
                a += ", ";
            a += jsonValueText(it.key()) + ": " + jsonValueText(it.value());
        }
        return a + "}";
    }
    }
    return "null";
}

QByteArray jsonNumber(double v)
{
    if (std::isnan(v))
        return "null";
    if (std::isinf(v))
        return v > 0 ? "\"inf\"" : "\"-inf\"";
    if (v == 0)
        return "0";
    if (v == std::trunc(v) && std::abs(v) < 1e15)
        return QByteArray::number(qint64(v));
    for (int precision = 1; precision <= 17; ++precision) {
        const QByteArray text = QByteArray::number(v, 'g', precision);
        if (text.toDouble() == v)
            return text;
    }
    return QByteArray::number(v, 'g', 17);
}

const char *eventTypeName(EventType type)
{
    return eventKind(type).name;
}

QByteArray summaryJson(const Trace &trace)
{
    const SearchSummary &s = trace.summary;
    JsonFields o;
    o.string("algorithm", trace.algorithm);
    o.number("value", s.value);
    o.raw("best_child", s.bestChild ? QByteArray::number(*s.bestChild) : QByteArray("null"));
    o.ids("leaves", s.leavesRead);
    o.ids("pruned", s.pruned);
    if (trace.features.testFlag(TraceFeature::Passes))
        o.integer("passes", passCount(trace));
    if (trace.features.testFlag(TraceFeature::TranspositionTable))
        o.integer("tt_hits", tableHitCount(trace));
    if (s.rootInterval)
        o.raw("interval", '[' + jsonNumber(s.rootInterval->pess) + ", " +
                              jsonNumber(s.rootInterval->opt) + ']');
    if (s.exactValue) { // --min-prob or --samples made the value approximate
        o.raw("approximate", "true");
        o.number("exact_value", *s.exactValue);
    }
    for (const auto &[key, value] : s.extra)
        o.raw(key.toUtf8().constData(), jsonValueText(value));
    JsonFields stats;
    stats.integer("leaves_evaluated", s.leavesEvaluated);
    stats.integer("internal_visited", s.internalVisited);
    stats.integer("cutoffs", s.cutoffs);
    o.raw("stats", stats.finish());
    return o.finish();
}

QByteArray eventJson(const GameTree &tree, const Trace &trace, int index)
{
    const TraceEvent &e = trace.events[std::size_t(index)];
    const EventKind &kind = eventKind(e.type);
    JsonFields o;
    o.integer("step", index + 1);
    o.word("type", kind.name);
    o.integer("node", e.node);
    if (kind.json)
        kind.json(o, EventContext{tree, trace, index, e});
    o.integer("line", e.line);
    o.string("text", narrate(tree, trace, index));
    return o.finish();
}

} // namespace gt
