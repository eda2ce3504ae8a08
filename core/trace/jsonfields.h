#pragma once

#include "trace.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace gt {

// "null", or a number in the shortest form that reads back exactly; infinities as the strings
// "inf" and "-inf" (JSON has no infinity).
QByteArray jsonNumber(double v);
const char *boundName(Bound b);       // "lower", "upper", "exact", "none"
const char *passKindName(PassKind k); // "window", "depth", "null_window_test", "re_search"

// Appends `"key": value` pairs of one JSON object in the order written: the command line's
// JSON is compact with its keys in a fixed order. An event kind writes its fields here.
class JsonFields {
public:
    void raw(const char *key, const QByteArray &value);
    void number(const char *key, double v) { raw(key, jsonNumber(v)); }
    void integer(const char *key, qint64 v) { raw(key, QByteArray::number(v)); }
    void word(const char *key, const char *w) { raw(key, QByteArray("\"") + w + '"'); }
    void string(const char *key, const QString &s);
    void nodeOrNull(const char *key, NodeId n) // null for NoNode
    {
        raw(key, n == NoNode ? QByteArray("null") : QByteArray::number(n));
    }
    void ids(const char *key, const std::vector<NodeId> &list);
    QByteArray finish() { return (m_out.isEmpty() ? QByteArray("{") : m_out) + "}"; }

private:
    QByteArray m_out;
};

} // namespace gt
