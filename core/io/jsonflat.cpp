#include "jsonflat.h"

#include "inputlimits.h"

#include <simdjson.h>

#include <cmath>
#include <cstring>
#include <future>
#include <limits>
#include <string_view>
#include <utility>

namespace gt {

namespace {

// What one stretch of the nodes array holds: node i of the stretch is node firstId + i.
struct Stretch {
    std::int64_t firstId = 0;
    std::vector<NodeKind> kinds;
    std::vector<double> values;
    std::vector<std::pair<NodeId, NodeId>> links; // (child, parent), as listed
};

bool readStretch(simdjson::dom::array nodes, Stretch &out)
{
    const std::size_t count = nodes.size();
    out.kinds.assign(count, NodeKind::Leaf);
    out.values.assign(count, std::numeric_limits<double>::quiet_NaN());
    out.links.reserve(count);
    std::size_t i = 0;
    for (const simdjson::dom::element node : nodes) {
        simdjson::dom::object o;
        if (node.get(o))
            return false;
        bool hasId = false, hasKind = false, hasChildren = false;
        const auto id = std::int64_t(i) + out.firstId;
        for (const simdjson::dom::key_value_pair f : o) {
            if (f.key == "id") {
                std::int64_t v = -1;
                if (f.value.get(v) || v != id || hasId)
                    return false;
                hasId = true;
            } else if (f.key == "kind") {
                std::string_view k;
                if (f.value.get(k) || hasKind)
                    return false;
                hasKind = true;
                if (k != "max" && k != "min" && k != "leaf")
                    return false;
                out.kinds[i] = k == "max"   ? NodeKind::Max
                               : k == "min" ? NodeKind::Min
                                            : NodeKind::Leaf;
            } else if (f.key == "value") {
                double v = 0;
                if (f.value.get(v) || !std::isfinite(v))
                    return false;
                out.values[i] = v;
            } else if (f.key == "children") {
                simdjson::dom::array children;
                if (f.value.get(children) || hasChildren)
                    return false;
                hasChildren = true;
                for (const simdjson::dom::element c : children) {
                    std::int64_t child = -1;
                    if (c.get(child) || child <= 0 || child > MaxNodes)
                        return false;
                    out.links.emplace_back(NodeId(child), NodeId(id));
                }
            } else {
                return false;
            }
        }
        // A leaf with children, an inner node without: the general reader's to judge.
        if (!hasId || !hasKind || hasChildren != (out.kinds[i] != NodeKind::Leaf))
            return false;
        ++i;
    }
    return true;
}

// The top-level object of a text: its "nodes" array read into `out`, every other field written
// into `header` (when given; else there must be none). `padded`: simdjson's room follows it.
bool readTop(const char *text, std::size_t size, bool padded, Stretch &out, QByteArray *header)
{
    simdjson::dom::parser parser;
    simdjson::dom::element top;
    if (parser.parse(text, size, !padded).get(top) || !top.is_object())
        return false;
    simdjson::dom::array nodes;
    bool hasNodes = false;
    for (const simdjson::dom::key_value_pair field : simdjson::dom::object(top)) {
        if (field.key == "nodes") {
            if (hasNodes || field.value.get(nodes))
                return false;
            hasNodes = true;
            continue;
        }
        if (!header || field.key == "tree")
            return false;
        *header += header->isEmpty() ? "{\"" : ",\"";
        header->append(field.key.data(), qsizetype(field.key.size())); // a key written plainly
        *header += "\":";
        *header += QByteArray::fromStdString(simdjson::minify(field.value));
    }
    if (!hasNodes || nodes.size() == 0)
        return false;
    if (!header) { // the second stretch starts where the first ends: its first id says where
        simdjson::dom::object first;
        if (nodes.at(0).get(first) || first["id"].get(out.firstId) || out.firstId <= 0)
            return false;
    }
    return readStretch(nodes, out);
}

// A copy of `piece` between `before` and `after`, with simdjson's room behind it.
simdjson::padded_string framed(std::string_view before, std::string_view piece,
                               std::string_view after)
{
    simdjson::padded_string s(before.size() + piece.size() + after.size());
    char *at = s.data();
    std::memcpy(at, before.data(), before.size());
    std::memcpy(at + before.size(), piece.data(), piece.size());
    std::memcpy(at + before.size() + piece.size(), after.data(), after.size());
    return s;
}

// Where our writer's nodes array may be cut in two: the comma ending a node's line near the
// middle (a raw line break is never inside a JSON string, so this one is between two values).
std::optional<qsizetype> middleCut(const QByteArray &bytes, qsizetype splitFrom)
{
    if (bytes.size() < splitFrom)
        return std::nullopt;
    const qsizetype line = bytes.indexOf("\n        {\"id\": ", bytes.size() / 2);
    if (line <= 0 || bytes[line - 1] != ',')
        return std::nullopt;
    return line - 1;
}

} // namespace

std::optional<FlatNodes> readFlatNodes(const QByteArray &bytes, qsizetype splitFrom)
{
    // Two stretches of nodes on two cores when the file is big: parsing is page faults as much
    // as work, and a million-node document took a third of a second on one (issue 29). The
    // first half is closed after its last node, the second opened as {"nodes": [ …; each
    // stands as a document of its own, or the whole is read in one piece.
    Stretch first, second;
    QByteArray header;
    bool split = false;
    if (const std::optional<qsizetype> cut = middleCut(bytes, splitFrom)) {
        const std::string_view all(bytes.constData(), std::size_t(bytes.size()));
        const simdjson::padded_string head = framed({}, all.substr(0, std::size_t(*cut)), "]}");
        const simdjson::padded_string tail =
            framed("{\"nodes\":[", all.substr(std::size_t(*cut) + 1), {});
        auto later = std::async(std::launch::async, [&] {
            return readTop(tail.data(), tail.size(), true, second, nullptr);
        });
        const bool firstRead = readTop(head.data(), head.size(), true, first, &header);
        split = later.get() && firstRead && second.firstId == std::int64_t(first.kinds.size());
        if (!split) {
            first = {};
            second = {};
            header.clear();
        }
    }
    if (!split) {
        // Bytes read by readCapped have the room simdjson reads ahead into: no copy.
        static_assert(ReadAhead >= qsizetype(simdjson::SIMDJSON_PADDING));
        const bool roomy = bytes.capacity() - bytes.size() >= ReadAhead;
        if (!readTop(bytes.constData(), std::size_t(bytes.size()), roomy, first, &header))
            return std::nullopt;
    }
    const std::size_t count = first.kinds.size() + second.kinds.size();
    if (count > std::size_t(MaxNodes))
        return std::nullopt;
    FlatNodes flat;
    flat.header = header.isEmpty() ? QByteArray("{}") : header + '}';
    flat.kinds = std::move(first.kinds);
    flat.kinds.insert(flat.kinds.end(), second.kinds.begin(), second.kinds.end());
    flat.values = std::move(first.values);
    flat.values.insert(flat.values.end(), second.values.begin(), second.values.end());
    flat.parents.assign(count, NoNode);
    for (const Stretch *s : {&first, &second}) {
        for (const auto &[child, parent] : s->links) {
            if (std::size_t(child) >= count || flat.parents[std::size_t(child)] != NoNode)
                return std::nullopt;
            flat.parents[std::size_t(child)] = parent;
        }
    }
    return flat;
}

} // namespace gt
