#include "tracejson.h"

#include "eventquery.h"
#include "narration.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace gt {

namespace {

// Appends `"key": value` pairs in the order written.
class JsonObjectWriter {
public:
    void raw(const char *key, const QByteArray &value)
    {
        m_out += m_out.isEmpty() ? "{" : ", ";
        m_out += '"';
        m_out += key;
        m_out += "\": ";
        m_out += value;
    }
    void number(const char *key, double v) { raw(key, jsonNumber(v)); }
    void integer(const char *key, qint64 v) { raw(key, QByteArray::number(v)); }
    void string(const char *key, const QString &s)
    {
        // QJsonDocument escapes correctly; strip the array brackets around the one value.
        const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
        raw(key, a.mid(1, a.size() - 2));
    }
    void ids(const char *key, const std::vector<NodeId> &list)
    {
        QByteArray a = "[";
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (i)
                a += ", ";
            a += QByteArray::number(list[i]);
        }
        raw(key, a + "]");
    }
    QByteArray finish() { return (m_out.isEmpty() ? QByteArray("{") : m_out) + "}"; }

private:
    QByteArray m_out;
};

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

const char *statusName(SssStatus s)
{
    return s == SssStatus::Solved ? "SOLVED" : "LIVE";
}

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

} // namespace

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

const char *orderReasonName(OrderReason r)
{
    switch (r) {
    case OrderReason::PreviousBest: return "previous_best";
    case OrderReason::Killer1: return "killer1";
    case OrderReason::Killer2: return "killer2";
    case OrderReason::History: return "history";
    }
    return "unknown";
}

const char *eventTypeName(EventType type)
{
    switch (type) {
    case EventType::Enter: return "enter";
    case EventType::ReadLeaf: return "read";
    case EventType::Return: return "return";
    case EventType::ChanceAdd: return "chance_add";
    case EventType::Tighten: return "tighten";
    case EventType::Cutoff: return "cutoff";
    case EventType::SssTake: return "take";
    case EventType::SssPush: return "push";
    case EventType::SssPurge: return "purge";
    case EventType::Finish: return "finish";
    case EventType::PassStart: return "pass";
    case EventType::OpenAppend: return "open";
    case EventType::CloseFront: return "close";
    case EventType::Reorder: return "reorder";
    case EventType::PruneToo: return "prune_too";
    case EventType::TableHit: return "table_hit";
    case EventType::Expand: return "expand";
    case EventType::BoundsSet: return "bounds";
    case EventType::Separation: return "separation";
    case EventType::Strategy: return "strategy";
    case EventType::Descend: return "descend";
    case EventType::LeafBounds: return "leaf_bounds";
    case EventType::ChanceWindow: return "chance_window";
    case EventType::ChanceProbe: return "probe";
    case EventType::ChanceSkip: return "chance_skip";
    case EventType::ChanceDraw: return "chance_draw";
    case EventType::ChanceInterval: return "chance_interval";
    case EventType::Estimate: return "estimate";
    }
    return "unknown";
}

QByteArray summaryJson(const Trace &trace)
{
    const SearchSummary &s = trace.summary;
    JsonObjectWriter o;
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
    JsonObjectWriter stats;
    stats.integer("leaves_evaluated", s.leavesEvaluated);
    stats.integer("internal_visited", s.internalVisited);
    stats.integer("cutoffs", s.cutoffs);
    o.raw("stats", stats.finish());
    return o.finish();
}

QByteArray eventJson(const GameTree &tree, const Trace &trace, int index)
{
    const TraceEvent &e = trace.events[std::size_t(index)];
    JsonObjectWriter o;
    o.integer("step", index + 1);
    o.raw("type", QByteArray("\"") + eventTypeName(e.type) + "\"");
    o.integer("node", e.node);
    switch (e.type) {
    case EventType::Enter:
        if (hasWindow(e)) {
            o.number("alpha", e.a);
            o.number("beta", e.b);
        }
        break;
    case EventType::ReadLeaf: o.number("value", e.a); break;
    case EventType::Return:
        // No parent: the root's value in a pass that is not the last.
        o.raw("parent", e.other == NoNode ? QByteArray("null") : QByteArray::number(e.other));
        o.number("value", e.a);
        o.raw("bound", QByteArray("\"") + boundName(Bound(e.detail)) + "\"");
        if (e.other != NoNode)
            o.number("parent_value", e.b);
        break;
    case EventType::ChanceAdd:
        o.integer("parent", e.other);
        o.number("value", e.a);
        o.number("probability", e.b);
        if (Bound(e.detail) == Bound::Lower || Bound(e.detail) == Bound::Upper) // *-minimax
            o.raw("bound", QByteArray("\"") + boundName(Bound(e.detail)) + "\"");
        break;
    case EventType::Tighten:
        o.number("alpha", e.a);
        o.number("beta", e.b);
        break;
    case EventType::Cutoff:
        o.number("alpha", e.a);
        o.number("beta", e.b);
        o.raw("first_pruned", e.other == NoNode ? QByteArray("null") : QByteArray::number(e.other));
        o.ids("pruned", prunedChildren(tree, e));
        break;
    case EventType::SssTake:
    case EventType::SssPush:
        o.raw("status", QByteArray("\"") + statusName(sssStatus(e)) + "\"");
        o.number("merit", e.a);
        o.integer("case", e.aux);
        break;
    case EventType::SssPurge:
        o.integer("purged", e.other);
        o.integer("pruned_subtrees", e.aux);
        break;
    case EventType::Finish: o.number("value", e.a); break;
    case EventType::PassStart: {
        const Pass pass = *passStartedBy(e);
        o.integer("pass", pass.number);
        o.raw("kind", QByteArray("\"") + passKindName(pass.kind) + "\"");
        o.number("alpha", pass.alpha);
        o.number("beta", pass.beta);
        if (pass.depth >= 0)
            o.integer("depth", pass.depth);
        break;
    }
    case EventType::OpenAppend:
        o.raw("parent", e.other == NoNode ? QByteArray("null") : QByteArray::number(e.other));
        break;
    case EventType::CloseFront: o.integer("closed", e.aux); break;
    case EventType::PruneToo: o.integer("parent", e.other); break;
    case EventType::Reorder: {
        const EarlyMove m = *earlyMove(e);
        o.integer("parent", m.parent);
        o.raw("reason", QByteArray("\"") + orderReasonName(m.reason) + "\"");
        o.integer("place", m.place);
        if (m.reason == OrderReason::History)
            o.number("score", m.score);
        break;
    }
    case EventType::TableHit:
        o.number("lower", e.a);
        o.number("upper", e.b);
        o.number("value", *tableAnswer(e));
        o.raw("bound", QByteArray("\"") + boundName(Bound(e.detail)) + "\"");
        o.integer("stored_by", e.other);
        break;
    case EventType::Expand: o.integer("expansion", e.aux); break;
    case EventType::BoundsSet:
        o.number("pess", e.a);
        o.number("opt", e.b);
        break;
    case EventType::Separation:
        o.integer("best", e.other);
        o.raw("alt", e.aux == NoNode ? QByteArray("null") : QByteArray::number(e.aux));
        o.number("best_bound", e.a);
        o.number("alt_bound", e.b);
        o.raw("separated", e.detail ? QByteArray("true") : QByteArray("false"));
        break;
    case EventType::Strategy:
        o.raw("strategy", BstarStrategy(e.detail) == BstarStrategy::ProveBest
                              ? QByteArray("\"provebest\"")
                              : QByteArray("\"disproverest\""));
        break;
    case EventType::Descend:
        o.integer("parent", e.other);
        o.number("bound", e.a);
        break;
    case EventType::LeafBounds:
        o.number("low", e.a);
        o.number("high", e.b);
        break;
    case EventType::ChanceWindow: {
        const ChildWindow w = *chanceWindowOf(trace, e);
        o.integer("parent", e.other);
        o.raw("stage", e.detail == std::uint8_t(ChanceStage::Probe) ? "\"probe\"" : "\"search\"");
        o.number("lower_threshold", e.a);
        o.number("upper_threshold", e.b);
        o.number("alpha", w.alpha);
        o.number("beta", w.beta);
        break;
    }
    case EventType::ChanceProbe: {
        const ChanceProbeResult p = *probeOf(tree, e);
        o.integer("parent", e.other);
        o.integer("child", p.child);
        o.number("value", p.value);
        o.raw("bound", QByteArray("\"") + boundName(p.bound) + "\"");
        break;
    }
    case EventType::ChanceSkip:
        o.integer("parent", e.other);
        o.number("probability", e.a);
        break;
    case EventType::ChanceDraw:
        o.integer("parent", e.other);
        o.number("probability", e.a);
        o.integer("draws", e.aux);
        o.number("samples", e.b);
        break;
    case EventType::ChanceInterval:
        o.number("low", e.a);
        o.number("high", e.b);
        break;
    case EventType::Estimate:
        o.number("value", e.a);
        o.number("exact_value", e.b);
        break;
    }
    o.integer("line", e.line);
    o.string("text", narrate(tree, trace, index));
    return o.finish();
}

} // namespace gt
