#include "jsonflat.h"

#include "inputlimits.h"

#include "../tree/nametext.h"

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

// A parsed top-level object split into its "nodes" array and every other field, written into
// `header` as a JSON object's members (when given; else there must be none). False for
// anything else, "tree" (the nested form) included, and for no nodes.
bool splitTop(simdjson::dom::element top, simdjson::dom::array &nodes, QByteArray *header)
{
    if (!top.is_object())
        return false;
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
    return hasNodes && nodes.size() > 0;
}

// The top-level object of a text: its "nodes" array read into `out`, the other fields into
// `header` (splitTop). `padded`: simdjson's room follows it.
bool readTop(const char *text, std::size_t size, bool padded, Stretch &out, QByteArray *header)
{
    simdjson::dom::parser parser;
    simdjson::dom::element top;
    simdjson::dom::array nodes;
    if (parser.parse(text, size, !padded).get(top) || !splitTop(top, nodes, header))
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

// A string the general reader would take as it stands (JsonReader::readNode's readText).
bool readText(simdjson::dom::element v, QString *out)
{
    std::string_view text;
    if (v.get(text))
        return false;
    // QString::fromUtf8 takes a leading U+FEFF for a byte-order mark and drops it; a name may
    // begin with one (QJsonDocument keeps it).
    static constexpr std::string_view Bom = "\xEF\xBB\xBF";
    const bool bom = text.substr(0, 3) == Bom;
    if (bom)
        text.remove_prefix(3);
    *out = QString::fromUtf8(text.data(), qsizetype(text.size()));
    if (bom)
        out->prepend(QChar(0xFEFF));
    return out->size() <= MaxNameLength && !firstForbiddenChar(*out);
}

bool readDraftNode(simdjson::dom::object o, std::int64_t index, std::int64_t count, DraftNode &node,
                   std::vector<std::int32_t> &parentOf)
{
    bool hasKind = false;
    for (const simdjson::dom::key_value_pair f : o) {
        const std::string_view key = f.key;
        if (key == "id") {
            std::int64_t v = -1;
            if (f.value.get(v) || v != index)
                return false;
        } else if (key == "kind") {
            std::string_view k;
            if (f.value.get(k) || hasKind)
                return false;
            hasKind = true;
            if (k == "max")
                node.kind = NodeKind::Max;
            else if (k == "min")
                node.kind = NodeKind::Min;
            else if (k == "chance")
                node.kind = NodeKind::Chance;
            else if (k == "leaf")
                node.kind = NodeKind::Leaf;
            else
                return false;
        } else if (key == "name" || key == "label" || key == "key") {
            QString *target = key == "name" ? &node.name : key == "label" ? &node.label : &node.key;
            if (!readText(f.value, target))
                return false;
        } else if (key == "value" || key == "prob") {
            double v = 0;
            if (f.value.get(v))
                return false;
            (key == "value" ? node.value : node.prob) = v;
        } else if (key == "interval") {
            simdjson::dom::array a;
            if (f.value.get(a) || a.size() != 2 || a.at(0).get(node.pess) || a.at(1).get(node.opt))
                return false;
        } else if (key == "position") {
            simdjson::dom::object position;
            if (f.value.get(position) || position.size() != 2)
                return false;
            simdjson::dom::element game, text;
            if (position["game"].get(game) || position["text"].get(text) ||
                !readText(game, &node.gameId) || !readText(text, &node.positionText))
                return false;
        } else if (key == "children") {
            simdjson::dom::array children;
            if (f.value.get(children) || !node.children.empty())
                return false;
            for (const simdjson::dom::element c : children) {
                std::int64_t child = -1;
                if (c.get(child) || child <= 0 || child >= count ||
                    parentOf[std::size_t(child)] != NoNode)
                    return false;
                parentOf[std::size_t(child)] = std::int32_t(index);
                node.children.push_back(std::int32_t(child));
            }
        } else {
            return false;
        }
    }
    return hasKind;
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

bool flatNodesHaveMore(const QByteArray &bytes)
{
    const qsizetype nodes = bytes.indexOf("\"nodes\": [\n");
    if (nodes < 0 || nodes > 64 * 1024) // the header of a document our writer wrote is short
        return false;
    const qsizetype begin = nodes + 11;
    const qsizetype end = bytes.indexOf('\n', begin);
    if (end < 0)
        return false;
    const QByteArrayView first = QByteArrayView(bytes).sliced(begin, end - begin);
    for (const char *field : {"\"name\": ", "\"label\": ", "\"key\": ", "\"position\": ",
                              "\"prob\": ", "\"interval\": ", "\"kind\": \"chance\""}) {
        if (first.contains(field))
            return true;
    }
    return false;
}

std::optional<FlatDraft> readFlatDraft(const QByteArray &bytes)
{
    simdjson::dom::parser parser;
    simdjson::dom::element top;
    static_assert(ReadAhead >= qsizetype(simdjson::SIMDJSON_PADDING));
    const bool roomy = bytes.capacity() - bytes.size() >= ReadAhead;
    FlatDraft out;
    simdjson::dom::array nodes;
    if (parser.parse(bytes.constData(), std::size_t(bytes.size()), !roomy).get(top) ||
        !splitTop(top, nodes, &out.header))
        return std::nullopt;
    out.header = out.header.isEmpty() ? QByteArray("{}") : out.header + '}';
    const auto count = std::int64_t(nodes.size());
    if (count > MaxNodes)
        return std::nullopt;
    out.draft.nodes.resize(std::size_t(count));
    out.draft.root = 0;
    std::vector<std::int32_t> parentOf(std::size_t(count), NoNode);
    std::int64_t i = 0;
    for (const simdjson::dom::element node : nodes) {
        simdjson::dom::object o;
        if (node.get(o) || !readDraftNode(o, i, count, out.draft.nodes[std::size_t(i)], parentOf))
            return std::nullopt;
        ++i;
    }
    return out;
}

} // namespace gt
