#include "jsondoc.h"

#include "../tree/nametext.h"
#include "inputlimits.h"
#include "jsonflat.h"
#include "numbertext.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>

namespace gt {

namespace {

constexpr int FormatVersion = 1;
const QLatin1String FormatName("gametree-studio");

// Where things are in the text. QJsonDocument keeps no positions, so this walks the bytes
// again; it runs only on text QJsonDocument accepted (so nesting is at most 1024 deep and
// strings are terminated).
struct JsonPlaces {
    // Where each node object starts, in text order, which is preorder for the nested form and
    // array order for the flat one.
    std::vector<TextPos> nodes;
    // Where each key of the top-level object is (a later duplicate wins, as in QJsonDocument).
    QHash<QByteArray, TextPos> keys;
    // Where the top-level object starts: a key it lacks is reported there (issue 27).
    TextPos top;
};

JsonPlaces scanPlaces(const QByteArray &b)
{
    enum class Role { Other, Top, NodesArray, NodeObject, ChildrenArray };
    struct Container {
        Role role;
        bool object;
        bool expectKey;
        QByteArray key; // the key whose value comes next (objects)
    };
    std::vector<Container> stack;
    JsonPlaces found;
    TextPosCounter counter(b); // asked in increasing order: one pass in all
    for (qsizetype i = 0; i < b.size(); ++i) {
        const char c = b[i];
        if (c == '"') { // strings hold no raw line breaks in valid JSON
            const qsizetype quote = i;
            const qsizetype start = ++i;
            while (i < b.size() && b[i] != '"')
                i += b[i] == '\\' ? 2 : 1;
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                stack.back().key = b.mid(start, i - start);
                stack.back().expectKey = false;
                if (stack.size() == 1 && stack.back().role == Role::Top)
                    found.keys.insert(stack.back().key, counter.at(quote));
            }
        } else if (c == '{' || c == '[') {
            const bool object = c == '{';
            Role role = Role::Other;
            if (stack.empty()) {
                role = object ? Role::Top : Role::Other;
                if (object)
                    found.top = counter.at(i);
            } else {
                const Container &parent = stack.back();
                if (parent.role == Role::Top && object && parent.key == "tree") {
                    role = Role::NodeObject;
                    found.nodes.assign(1, counter.at(i)); // a later duplicate key wins
                } else if (parent.role == Role::Top && !object && parent.key == "nodes") {
                    role = Role::NodesArray;
                    found.nodes.clear();
                } else if (parent.role == Role::NodesArray && object) {
                    found.nodes.push_back(counter.at(i)); // a flat node; what it holds is not
                } else if (parent.role == Role::NodeObject && !object && parent.key == "children") {
                    role = Role::ChildrenArray;
                } else if (parent.role == Role::ChildrenArray && object) {
                    role = Role::NodeObject;
                    found.nodes.push_back(counter.at(i));
                }
            }
            stack.push_back({role, object, object, {}});
        } else if ((c == '}' || c == ']') && !stack.empty()) {
            stack.pop_back();
        } else if (c == ',' && !stack.empty() && stack.back().object) {
            stack.back().expectKey = true;
        }
    }
    return found;
}

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QCoreApplication::translate("gt::JsonDocument", "a boolean");
    case QJsonValue::Double: return QCoreApplication::translate("gt::JsonDocument", "a number");
    case QJsonValue::String: return QCoreApplication::translate("gt::JsonDocument", "a string");
    case QJsonValue::Array: return QCoreApplication::translate("gt::JsonDocument", "an array");
    case QJsonValue::Object: return QCoreApplication::translate("gt::JsonDocument", "an object");
    default: return QCoreApplication::translate("gt::JsonDocument", "nothing");
    }
}

// The key version 1 kept fail-soft under; no option owns it any more.
const QString RetiredFailSoftKey = QStringLiteral("failSoft");

const OptionSpec *findDocumentOption(const OptionSpecs &specs, const QString &key, bool version1)
{
    for (const OptionSpec &spec : specs) {
        if (spec.keyInDocuments() == key && (!version1 || !spec.documentKey.isEmpty()))
            return &spec;
    }
    return nullptr;
}

// How a document writes "unset" for a whole number whose default is computed (--depth: to the
// leaves): the number below its range, -1 for the depth, as the option form shows it.
std::optional<int> unsetInDocuments(const OptionSpec &spec)
{
    if (spec.type != OptionSpec::Type::Int || !spec.defaultValue.isNull() ||
        !std::isfinite(spec.min))
        return std::nullopt;
    return int(spec.min) - 1;
}

bool isInteger(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d == std::trunc(d) && d >= INT_MIN && d <= INT_MAX;
}

class JsonReader {
public:
    // Without `algorithms`, the reader skips the options: for the nodes' places alone.
    JsonReader(const QByteArray &bytes, const QString &source, const OptionCatalogue *algorithms)
        : m_bytes(bytes)
        , m_source(source)
        , m_algorithms(algorithms)
    {}

    std::optional<Document> run(ReadError *error, std::vector<TextPos> *nodePos);
    // The document as our writer writes a big tree, read fast, or nothing (see readFast()).
    std::optional<Document> runFast(std::vector<TextPos> *nodePos);
    std::optional<Document> runFastDraft(std::vector<TextPos> *nodePos);
    std::optional<Document> headerOnly(const QByteArray &header);

private:
    bool fail(const QString &message, TextPos pos = {})
    {
        m_error = {m_source, pos, message};
        return false;
    }
    // Without a position of its own, an error points at the top-level key its path starts
    // with ("options" for "options.failSoft", "nodes" for "nodes[3]").
    bool failAt(const QString &path, const QString &message, TextPos pos = {})
    {
        if (pos.line == 0) {
            qsizetype end = 0;
            while (end < path.size() && path[end] != u'.' && path[end] != u'[')
                ++end;
            pos = m_places.keys.value(path.left(end).toUtf8());
        }
        return fail(QStringLiteral("%1: %2").arg(path, message), pos);
    }
    bool expected(const QString &path, const QString &what, const QJsonValue &found,
                  TextPos pos = {})
    {
        return failAt(path,
                      QCoreApplication::translate("gt::JsonDocument", "expected %1, found %2")
                          .arg(what, typeName(found)),
                      pos);
    }
    // Issue 27: a whole number too large for the field (1e18, 2^53) is an integer all the
    // same, and "expected an integer, found a number" sent the reader looking for a fraction:
    // the range is what is wrong, so that is what the message says.
    bool notAnInteger(const QString &path, const QJsonValue &v, double low, double high)
    {
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::trunc(d))
            return expected(path, QCoreApplication::translate("gt::JsonDocument", "an integer"), v);
        return failAt(path, QCoreApplication::translate("gt::JsonDocument",
                                                        "expected a whole number from %1 to %2, "
                                                        "found %3")
                                .arg(formatNumber(low), formatNumber(high), formatNumber(d)));
    }
    TextPos nodeTextPos(std::size_t draftIndex) const
    {
        return draftIndex < m_places.nodes.size() ? m_places.nodes[draftIndex] : TextPos{};
    }

    bool readHeader(const QJsonObject &root, Document *doc);
    bool readOptions(const QJsonValue &options, Document *doc);
    bool readOptionValue(const OptionSpec &spec, const QJsonValue &v, const QString &path,
                         QVariant *out);
    bool checkKeys(const QJsonObject &o, const QString &path,
                   std::initializer_list<const char *> allowed);
    bool readString(const QJsonObject &o, const char *key, QString *out, qsizetype maxLength,
                    TextKind kind);
    bool readInt(const QJsonObject &o, const char *key, const QString &path, int *out);
    bool readNode(const QJsonObject &o, const std::function<QString()> &path, bool flat,
                  std::size_t draftIndex, DraftNode *node);
    bool readNested(const QJsonValue &tree, TreeDraft *draft);
    bool readFlat(const QJsonValue &nodes, TreeDraft *draft);
    std::vector<std::int32_t> preorder(const TreeDraft &draft) const;

    const QByteArray &m_bytes;
    QString m_source;
    const OptionCatalogue *m_algorithms;
    ReadError m_error;
    JsonPlaces m_places; // node positions by draft index, when they match the node count
};

// The fast paths' top-level fields other than the nodes (a small JSON object), read by
// readHeader() as the general reader reads them; nothing when it would word an error.
std::optional<Document> JsonReader::headerOnly(const QByteArray &header)
{
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(header, &parseError);
    Document doc;
    if (m_algorithms)
        doc.algorithm = m_algorithms->defaultAlgorithm();
    if (parseError.error != QJsonParseError::NoError || !readHeader(json.object(), &doc))
        return std::nullopt;
    return doc;
}

// A big tree's document as our writer writes it, read with simdjson (jsonflat.h):
// QJsonDocument took 2.8 s of opening a 62 MB, 1.1M-node file (issue 29). The small rest of
// the top-level object goes through QJsonDocument and readHeader() as ever.
std::optional<Document> JsonReader::runFast(std::vector<TextPos> *nodePos)
{
    if (flatNodesHaveMore(m_bytes))
        return runFastDraft(nodePos);
    std::optional<FlatNodes> flat = readFlatNodes(m_bytes);
    if (!flat)
        return std::nullopt;
    const auto count = std::int64_t(flat->kinds.size());
    if (count == 0 || count > MaxNodes)
        return std::nullopt;
    std::optional<Document> doc = headerOnly(flat->header);
    if (!doc)
        return std::nullopt;
    doc->tree =
        GameTree::fromPreorder(std::move(flat->kinds), std::move(flat->values), flat->parents);
    if (doc->tree.isEmpty())
        return std::nullopt;
    if (nodePos) {
        m_places = scanPlaces(m_bytes);
        *nodePos =
            m_places.nodes.size() == std::size_t(count) ? m_places.nodes : std::vector<TextPos>{};
    }
    return doc;
}

// A game's tree (keys, positions, move labels on every node): the nodes read with simdjson into
// the draft the general reader would make, and from there as it goes on. The whole tic-tac-toe
// tree (88 MB) went through QJsonDocument, two-fifths of its 9.6 s.
std::optional<Document> JsonReader::runFastDraft(std::vector<TextPos> *nodePos)
{
    std::optional<FlatDraft> flat = readFlatDraft(m_bytes);
    if (!flat)
        return std::nullopt;
    std::optional<Document> doc = headerOnly(flat->header);
    if (!doc)
        return std::nullopt;
    const std::vector<std::int32_t> order = preorder(flat->draft);
    if (order.size() != flat->draft.nodes.size())
        return std::nullopt; // a node the root does not reach: the general reader says which
    doc->tree = GameTree::fromDraft(flat->draft);
    if (doc->tree.isEmpty())
        return std::nullopt;
    if (nodePos) {
        m_places = scanPlaces(m_bytes);
        if (m_places.nodes.size() != flat->draft.nodes.size())
            m_places.nodes.clear();
        nodePos->assign(order.size(), TextPos{});
        for (std::size_t id = 0; id < order.size(); ++id)
            (*nodePos)[id] = nodeTextPos(std::size_t(order[id]));
    }
    return doc;
}

std::optional<Document> JsonReader::run(ReadError *error, std::vector<TextPos> *nodePos)
{
    auto failed = [&]() -> std::optional<Document> {
        if (error)
            *error = m_error;
        return std::nullopt;
    };
    if (m_bytes.size() > MaxInputBytes) {
        m_error = inputTooLarge(m_bytes, m_source);
        return failed();
    }
    if (const std::optional<ReadError> bad = checkUtf8(m_bytes, m_source)) {
        m_error = *bad; // QJsonDocument would turn it into U+FFFD without a word
        return failed();
    }
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(m_bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt reports where its parser stopped: on or just after the offending token.
        const TextPos pos = textPosAt(m_bytes, parseError.offset);
        if (parseError.error == QJsonParseError::DeepNesting)
            fail(QCoreApplication::translate(
                     "gt::JsonDocument",
                     "the JSON is nested more than 1024 levels deep, which is Qt's "
                     "limit; write deep trees in the flat \"nodes\" form"),
                 pos);
        else
            fail(QCoreApplication::translate("gt::JsonDocument", "JSON syntax error: %1")
                     .arg(parseError.errorString()),
                 pos);
        return failed();
    }
    if (!json.isObject()) {
        fail(QCoreApplication::translate("gt::JsonDocument",
                                         "expected a JSON object at the top, found an array"),
             {1, 1});
        return failed();
    }
    m_places = scanPlaces(m_bytes);

    Document doc;
    if (m_algorithms)
        doc.algorithm = m_algorithms->defaultAlgorithm();
    const QJsonObject root = json.object();
    if (!readHeader(root, &doc))
        return failed();
    const bool nested = root.contains(QLatin1String("tree"));
    const bool flat = root.contains(QLatin1String("nodes"));
    if (nested && flat) {
        fail(QCoreApplication::translate(
            "gt::JsonDocument",
            "the document has both \"tree\" and \"nodes\"; give the tree once"));
        return failed();
    }
    if (!nested && !flat) {
        fail(QCoreApplication::translate("gt::JsonDocument",
                                         "nodes: missing; a document holds its tree in \"nodes\""),
             m_places.top);
        return failed();
    }
    TreeDraft draft;
    if (!(nested ? readNested(root.value(QLatin1String("tree")), &draft)
                 : readFlat(root.value(QLatin1String("nodes")), &draft)))
        return failed();
    if (m_places.nodes.size() != draft.nodes.size())
        m_places.nodes.clear(); // the scan and the parse disagree (duplicate keys): no positions

    QString why;
    doc.tree = GameTree::fromDraft(draft, &why);
    if (doc.tree.isEmpty()) { // readFlat and readNested already refuse what fromDraft would
        fail(QCoreApplication::translate("gt::JsonDocument", "internal error: %1").arg(why));
        return failed();
    }
    if (nodePos) {
        nodePos->assign(draft.nodes.size(), TextPos{});
        const std::vector<std::int32_t> order = preorder(draft);
        for (std::size_t id = 0; id < order.size(); ++id)
            (*nodePos)[id] = nodeTextPos(std::size_t(order[id]));
    }
    return doc;
}

bool JsonReader::checkKeys(const QJsonObject &o, const QString &path,
                           std::initializer_list<const char *> allowed)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool known = false;
        for (const char *key : allowed)
            known = known || it.key() == QLatin1String(key);
        if (!known)
            return failAt(path.isEmpty() ? it.key() : path + u'.' + it.key(),
                          QCoreApplication::translate("gt::JsonDocument", "unknown key"));
    }
    return true;
}

bool JsonReader::readString(const QJsonObject &o, const char *key, QString *out,
                            qsizetype maxLength, TextKind kind)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isString())
        return expected(QLatin1String(key),
                        QCoreApplication::translate("gt::JsonDocument", "a string"), v);
    *out = v.toString();
    if (out->size() > maxLength)
        return failAt(QLatin1String(key),
                      QCoreApplication::translate("gt::JsonDocument", "longer than %1 characters")
                          .arg(maxLength));
    if (const auto bad = firstForbiddenChar(*out, kind))
        return failAt(QLatin1String(key),
                      QCoreApplication::translate("gt::JsonDocument", "contains %1")
                          .arg(describeForbiddenChar(*bad)));
    return true;
}

bool JsonReader::readInt(const QJsonObject &o, const char *key, const QString &path, int *out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!isInteger(v))
        return notAnInteger(path, v, -1, INT_MAX);
    *out = int(v.toDouble());
    if (*out < -1)
        return failAt(
            path, QCoreApplication::translate("gt::JsonDocument", "expected -1 or more, found %1")
                      .arg(*out));
    return true;
}

bool JsonReader::readHeader(const QJsonObject &root, Document *doc)
{
    // Format and version first: a newer file should say so, not fail on a key it added.
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined())
        return fail(QCoreApplication::translate("gt::JsonDocument",
                                                "format: missing; a GameTree Studio document has "
                                                "\"format\": \"gametree-studio\""),
                    m_places.top);
    if (format.toString() != FormatName)
        return failAt(
            QStringLiteral("format"),
            format.isString()
                ? QCoreApplication::translate("gt::JsonDocument",
                                              "expected \"gametree-studio\", found "
                                              "\"%1\"")
                      .arg(format.toString().left(40))
                : QCoreApplication::translate("gt::JsonDocument", "expected a string, found %1")
                      .arg(typeName(format)));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined())
        return fail(QCoreApplication::translate("gt::JsonDocument", "version: missing"),
                    m_places.top);
    if (!isInteger(version))
        return expected(QStringLiteral("version"),
                        QCoreApplication::translate("gt::JsonDocument", "an integer"), version);
    const int v = int(version.toDouble());
    if (v > FormatVersion)
        return failAt(
            QStringLiteral("version"),
            QCoreApplication::translate("gt::JsonDocument",
                                        "this file is version %1 of the format, written by a newer "
                                        "GameTree Studio; this one reads version %2")
                .arg(v)
                .arg(FormatVersion));
    if (v < 1)
        return failAt(
            QStringLiteral("version"),
            QCoreApplication::translate("gt::JsonDocument", "%1 is not a version of the format")
                .arg(v));

    if (!checkKeys(root, {},
                   {"format", "version", "title", "notes", "algorithm", "options", "step",
                    "presentation", "tree", "nodes"}))
        return false;
    // Titles and notes may run over several lines; nothing else may.
    if (!readString(root, "title", &doc->title, MaxInputBytes, TextKind::MultiLine) ||
        !readString(root, "notes", &doc->notes, MaxInputBytes, TextKind::MultiLine) ||
        !readString(root, "algorithm", &doc->algorithm, MaxNameLength, TextKind::Line) ||
        !readInt(root, "step", QStringLiteral("step"), &doc->step))
        return false;

    if (!readOptions(root.value(QLatin1String("options")), doc))
        return false;
    const QJsonValue presentation = root.value(QLatin1String("presentation"));
    if (!presentation.isUndefined()) {
        if (!presentation.isObject())
            return expected(QStringLiteral("presentation"),
                            QCoreApplication::translate("gt::JsonDocument", "an object"),
                            presentation);
        doc->presentation = presentation.toObject();
    }
    return true;
}

// The options are read against the declarations of the document's algorithm (of every
// algorithm when it names none we know). The keys of version 1 of the format — the options
// with a documentKey, "depthLimit", and the retired "failSoft" — are read whatever the algorithm,
// since every document written then holds them; values the algorithm does not declare are checked
// and dropped, as are values equal to their default (a document keeps what the user set).
bool JsonReader::readOptions(const QJsonValue &options, Document *doc)
{
    if (options.isUndefined() || !m_algorithms)
        return true;
    if (!options.isObject())
        return expected(QStringLiteral("options"),
                        QCoreApplication::translate("gt::JsonDocument", "an object"), options);
    const OptionSpecs &own = m_algorithms->documentOptions(doc->algorithm);
    const QJsonObject o = options.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString path = QStringLiteral("options.") + it.key();
        const OptionSpec *spec = findDocumentOption(own, it.key(), false);
        const bool declared = spec != nullptr;
        if (!spec)
            spec = findDocumentOption(m_algorithms->all, it.key(), true);
        if (!spec && it.key() == RetiredFailSoftKey) {
            // Version 1 wrote "failSoft" in every document, false then being the default.
            // Fail-soft is the default now and fail-hard has its own key, so the old key
            // is checked and read as the default it was almost always written as.
            if (!it.value().isBool())
                return expected(path,
                                QCoreApplication::translate("gt::JsonDocument", "true or false"),
                                it.value());
            continue;
        }
        if (!spec)
            return failAt(path, QCoreApplication::translate("gt::JsonDocument", "unknown key"));
        QVariant value;
        if (!readOptionValue(*spec, it.value(), path, &value))
            return false;
        if (declared && !value.isNull())
            doc->options.set(spec->name, value);
    }
    return true;
}

// *out stays null for the default.
bool JsonReader::readOptionValue(const OptionSpec &spec, const QJsonValue &v, const QString &path,
                                 QVariant *out)
{
    switch (spec.type) {
    case OptionSpec::Type::Flag:
        if (!v.isBool())
            return expected(path, QCoreApplication::translate("gt::JsonDocument", "true or false"),
                            v);
        break;
    case OptionSpec::Type::Int: {
        const auto unset = unsetInDocuments(spec);
        if (!isInteger(v)) // -1, a document's "unset", is allowed below the option's range
            return notAnInteger(path, v,
                                unset ? std::min(double(*unset), spec.min)
                                      : std::max(spec.min, double(INT_MIN)),
                                std::min(spec.max, double(INT_MAX)));
        const int n = int(v.toDouble());
        if (unset && n == *unset)
            return true;
        if (unset && n < *unset)
            return failAt(path, QCoreApplication::translate("gt::JsonDocument",
                                                            "expected %1 or more, found %2")
                                    .arg(*unset)
                                    .arg(n));
        break;
    }
    case OptionSpec::Type::Real:
        if (!v.isDouble())
            return expected(path, QCoreApplication::translate("gt::JsonDocument", "a number"), v);
        break;
    case OptionSpec::Type::Choice:
    case OptionSpec::Type::Text:
        if (!v.isString())
            return expected(path, QCoreApplication::translate("gt::JsonDocument", "a string"), v);
        break;
    case OptionSpec::Type::Interval:
        if (!v.isArray())
            return expected(path,
                            QCoreApplication::translate("gt::JsonDocument",
                                                        "a list of two numbers [low, high]"),
                            v);
        break;
    }
    QString why;
    const auto checked = checkOptionValue(spec, v.toVariant(), &why);
    if (!checked)
        return failAt(path, why);
    if (spec.defaultValue.isNull() ||
        optionValueText(spec, *checked) != optionValueText(spec, spec.defaultValue))
        *out = *checked;
    return true;
}

// `path` is called only to word an error: building "tree.children[0].children[2]..." for every
// node would cost time in proportion to the depth.
bool JsonReader::readNode(const QJsonObject &o, const std::function<QString()> &path, bool flat,
                          std::size_t draftIndex, DraftNode *node)
{
    const TextPos pos = nodeTextPos(draftIndex);
    auto field = [&](const char *key) { return path() + u'.' + QLatin1String(key); };
    for (auto it = o.begin(); it != o.end(); ++it) {
        static const QLatin1String keys[] = {QLatin1String("id"),       QLatin1String("kind"),
                                             QLatin1String("name"),     QLatin1String("label"),
                                             QLatin1String("prob"),     QLatin1String("value"),
                                             QLatin1String("children"), QLatin1String("key"),
                                             QLatin1String("interval"), QLatin1String("position")};
        if (std::find(std::begin(keys), std::end(keys), it.key()) == std::end(keys))
            return failAt(path() + u'.' + it.key(),
                          QCoreApplication::translate("gt::JsonDocument", "unknown key"), pos);
    }
    const QJsonValue id = o.value(QLatin1String("id"));
    if (!id.isUndefined() && (!flat || !isInteger(id) || id.toDouble() != double(draftIndex)))
        return failAt(field("id"),
                      flat
                          ? QCoreApplication::translate(
                                "gt::JsonDocument", "expected %1, the node's position in \"nodes\"")
                                .arg(draftIndex)
                          : QCoreApplication::translate("gt::JsonDocument",
                                                        "ids belong to the flat \"nodes\" form"),
                      pos);
    const QJsonValue kind = o.value(QLatin1String("kind"));
    if (kind.isUndefined())
        return failAt(field("kind"), QCoreApplication::translate("gt::JsonDocument", "missing"),
                      pos);
    if (!kind.isString())
        return expected(field("kind"), QCoreApplication::translate("gt::JsonDocument", "a string"),
                        kind, pos);
    if (!kindFromName(kind.toString(), &node->kind))
        return failAt(
            field("kind"),
            QCoreApplication::translate("gt::JsonDocument",
                                        "unknown kind \"%1\"; expected max, min, chance or leaf")
                .arg(kind.toString().left(40)),
            pos);
    // A string field that follows the rule of names; absent leaves *target empty.
    const auto readText = [&](const QJsonValue &v, const QString &where, QString *target) {
        if (v.isUndefined())
            return true;
        if (!v.isString())
            return expected(where, QCoreApplication::translate("gt::JsonDocument", "a string"), v,
                            pos);
        *target = v.toString();
        if (target->size() > MaxNameLength)
            return failAt(
                where,
                QCoreApplication::translate("gt::JsonDocument", "longer than %1 characters")
                    .arg(MaxNameLength),
                pos);
        if (const auto bad = firstForbiddenChar(*target))
            return failAt(where,
                          QCoreApplication::translate("gt::JsonDocument", "contains %1")
                              .arg(describeForbiddenChar(*bad)),
                          pos);
        return true;
    };
    for (const auto &[key, target] :
         {std::pair{"name", &node->name}, {"label", &node->label}, {"key", &node->key}}) {
        if (!readText(o.value(QLatin1String(key)), field(key), target))
            return false;
    }
    if (const QJsonValue v = o.value(QLatin1String("interval")); !v.isUndefined()) {
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() != 2 || !a[0].isDouble() || !a[1].isDouble())
            return expected(
                field("interval"),
                QCoreApplication::translate("gt::JsonDocument",
                                            "an array of two numbers [pessimistic, optimistic]"),
                v, pos);
        node->pess = a[0].toDouble();
        node->opt = a[1].toDouble();
    }
    if (const QJsonValue v = o.value(QLatin1String("position")); !v.isUndefined()) {
        if (!v.isObject())
            return expected(field("position"),
                            QCoreApplication::translate("gt::JsonDocument",
                                                        "an object {\"game\": …, \"text\": …}"),
                            v, pos);
        const QJsonObject position = v.toObject();
        for (auto it = position.begin(); it != position.end(); ++it) {
            if (it.key() != u"game" && it.key() != u"text")
                return failAt(field("position") + u'.' + it.key(),
                              QCoreApplication::translate("gt::JsonDocument", "unknown key"), pos);
        }
        for (const auto &[key, target] :
             {std::pair{"game", &node->gameId}, {"text", &node->positionText}}) {
            const QString where = field("position") + u'.' + QLatin1String(key);
            const QJsonValue text = position.value(QLatin1String(key));
            if (text.isUndefined())
                return failAt(where, QCoreApplication::translate("gt::JsonDocument", "missing"),
                              pos);
            if (!readText(text, where, target))
                return false;
        }
    }
    for (const auto &[key, target] : {std::pair{"prob", &node->prob}, {"value", &node->value}}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            continue;
        if (!v.isDouble())
            return expected(field(key), QCoreApplication::translate("gt::JsonDocument", "a number"),
                            v, pos);
        *target = v.toDouble();
    }
    const QJsonValue children = o.value(QLatin1String("children"));
    if (!children.isUndefined() && !children.isArray())
        return expected(field("children"),
                        QCoreApplication::translate("gt::JsonDocument", "an array"), children, pos);
    return true;
}

// The nested form: {"kind": "max", "children": [{...}, ...]}, walked in preorder with an
// explicit stack so that draft indices are preorder ids and match the scanned offsets.
bool JsonReader::readNested(const QJsonValue &tree, TreeDraft *draft)
{
    struct Pending {
        QJsonValue value;
        std::int32_t parent;
        int index; // among the parent's children
    };
    std::vector<std::pair<std::int32_t, int>> origin; // per draft node: parent, index
    auto pathOf = [&origin](std::int32_t parent, int index) {
        QStringList parts;
        for (std::int32_t p = parent, i = index; p != NoNode;
             i = origin[p].second, p = origin[p].first)
            parts.prepend(QStringLiteral(".children[%1]").arg(i));
        return QStringLiteral("tree") + parts.join(QString());
    };
    std::vector<Pending> stack{{tree, NoNode, 0}};
    while (!stack.empty()) {
        const Pending item = std::move(stack.back());
        stack.pop_back();
        const auto path = [&] { return pathOf(item.parent, item.index); };
        const auto index = std::int32_t(draft->nodes.size());
        if (!item.value.isObject())
            return expected(path(),
                            QCoreApplication::translate("gt::JsonDocument", "a node object"),
                            item.value, nodeTextPos(std::size_t(index)));
        if (index >= MaxNodes)
            return failAt(
                path(),
                QCoreApplication::translate("gt::JsonDocument", "the tree has more than %1 nodes")
                    .arg(MaxNodes),
                nodeTextPos(std::size_t(index)));
        draft->nodes.emplace_back();
        origin.emplace_back(item.parent, item.index);
        if (item.parent != NoNode)
            draft->nodes[item.parent].children.push_back(index);
        const QJsonObject o = item.value.toObject();
        if (!readNode(o, path, false, std::size_t(index), &draft->nodes.back()))
            return false;
        const QJsonArray children = o.value(QLatin1String("children")).toArray();
        for (qsizetype i = children.size() - 1; i >= 0; --i)
            stack.push_back({children.at(i), index, int(i)});
    }
    return true;
}

// The flat form: nodes[i] lists its children by index; nodes[0] is the root.
bool JsonReader::readFlat(const QJsonValue &nodesValue, TreeDraft *draft)
{
    if (!nodesValue.isArray())
        return expected(QStringLiteral("nodes"),
                        QCoreApplication::translate("gt::JsonDocument", "an array"), nodesValue);
    const QJsonArray nodes = nodesValue.toArray();
    if (nodes.isEmpty())
        return failAt(QStringLiteral("nodes"),
                      QCoreApplication::translate("gt::JsonDocument", "the tree is empty"));
    if (nodes.size() > MaxNodes)
        return failAt(
            QStringLiteral("nodes"),
            QCoreApplication::translate("gt::JsonDocument", "the tree has more than %1 nodes")
                .arg(MaxNodes),
            nodeTextPos(std::size_t(MaxNodes)));
    const auto count = std::int32_t(nodes.size());
    draft->nodes.resize(std::size_t(count));
    draft->root = 0;
    std::vector<std::int32_t> parentOf(std::size_t(count), NoNode);
    for (std::int32_t i = 0; i < count; ++i) {
        const auto path = [i] { return QStringLiteral("nodes[%1]").arg(i); };
        const TextPos pos = nodeTextPos(std::size_t(i));
        const QJsonValue v = nodes.at(i);
        if (!v.isObject())
            return expected(
                path(), QCoreApplication::translate("gt::JsonDocument", "a node object"), v, pos);
        const QJsonObject o = v.toObject();
        DraftNode &node = draft->nodes[std::size_t(i)];
        if (!readNode(o, path, true, std::size_t(i), &node))
            return false;
        const QJsonArray children = o.value(QLatin1String("children")).toArray();
        for (qsizetype k = 0; k < children.size(); ++k) {
            const auto childPath = [&] { return path() + QStringLiteral(".children[%1]").arg(k); };
            const QJsonValue c = children.at(k);
            if (!isInteger(c) || c.toDouble() < 0 || c.toDouble() >= count)
                return failAt(childPath(),
                              QCoreApplication::translate("gt::JsonDocument",
                                                          "expected a node index from 0 to %1")
                                  .arg(count - 1),
                              pos);
            const auto child = std::int32_t(c.toDouble());
            if (child == 0)
                return failAt(childPath(),
                              QCoreApplication::translate(
                                  "gt::JsonDocument", "nodes[0] is the root and cannot be a child"),
                              pos);
            if (parentOf[std::size_t(child)] != NoNode)
                return failAt(QStringLiteral("nodes[%1]").arg(child),
                              QCoreApplication::translate("gt::JsonDocument",
                                                          "a child of both nodes[%1] and nodes[%2]")
                                  .arg(parentOf[std::size_t(child)])
                                  .arg(i),
                              nodeTextPos(std::size_t(child)));
            parentOf[std::size_t(child)] = i;
            node.children.push_back(child);
        }
    }
    // Every node has at most one parent and the root none, so whatever the root does not
    // reach either has no parent or hangs from a cycle.
    const std::vector<std::int32_t> order = preorder(*draft);
    if (order.size() != std::size_t(count)) {
        std::vector<bool> reached(std::size_t(count), false);
        for (std::int32_t n : order)
            reached[std::size_t(n)] = true;
        std::int32_t lost = 0;
        while (reached[std::size_t(lost)])
            ++lost;
        return failAt(
            QStringLiteral("nodes[%1]").arg(lost),
            parentOf[std::size_t(lost)] == NoNode
                ? QCoreApplication::translate(
                      "gt::JsonDocument", "not reachable from the root, nodes[0]: no node lists "
                                          "it as a child")
                : QCoreApplication::translate("gt::JsonDocument",
                                              "not reachable from the root, nodes[0]: its parents "
                                              "form a cycle"),
            nodeTextPos(std::size_t(lost)));
    }
    return true;
}

// Draft indices in preorder, the numbering GameTree::fromDraft gives them.
std::vector<std::int32_t> JsonReader::preorder(const TreeDraft &draft) const
{
    std::vector<std::int32_t> order;
    order.reserve(draft.nodes.size());
    std::vector<std::int32_t> stack{draft.root};
    while (!stack.empty()) {
        const std::int32_t n = stack.back();
        stack.pop_back();
        order.push_back(n);
        const auto &kids = draft.nodes[std::size_t(n)].children;
        stack.insert(stack.end(), kids.rbegin(), kids.rend());
    }
    return order;
}

// ---------------------------------------------------------------------------------------------
// Writer: by hand rather than through QJsonDocument, to keep the keys in a reading order
// (QJsonObject sorts them) and to put one node on each line.

// A UTF-16 code unit that is half of a surrogate pair without its other half. QJsonDocument
// reads "\ud83d" alone into a QString, and UTF-8 cannot hold it, so the writer escapes it.
bool isUnpairedSurrogate(const QString &s, qsizetype i)
{
    const QChar c = s[i];
    if (c.isHighSurrogate())
        return i + 1 >= s.size() || !s[i + 1].isLowSurrogate();
    if (c.isLowSurrogate())
        return i == 0 || !s[i - 1].isHighSurrogate();
    return false;
}

// QJsonDocument drops a U+FEFF that starts a string, taking it for a byte-order mark (Qt 6.4;
// found by the round-trip fuzzer): escaped, it is kept.
QByteArray jsonString(const QString &s)
{
    QByteArray out = "\"";
    qsizetype run = 0; // start of the characters that need no escape
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char16_t u = s[i].unicode();
        if (u >= 0x20 && u != u'"' && u != u'\\' && u != 0xFEFF && !isUnpairedSurrogate(s, i))
            continue;
        out += QStringView(s).mid(run, i - run).toUtf8();
        run = i + 1;
        switch (u) {
        case u'"': out += "\\\""; break;
        case u'\\': out += "\\\\"; break;
        case u'\n': out += "\\n"; break;
        case u'\r': out += "\\r"; break;
        case u'\t': out += "\\t"; break;
        default: out += "\\u" + QByteArray::number(u, 16).rightJustified(4, '0');
        }
    }
    out += QStringView(s).mid(run).toUtf8();
    return out + '"';
}

QByteArray jsonNumber(double v)
{
    return formatNumber(v).toLatin1();
}

QByteArray nodeLine(const GameTree &t, NodeId n)
{
    QByteArray line =
        "{\"id\": " + QByteArray::number(n) + ", \"kind\": " + jsonString(kindName(t.kind(n)));
    if (!t.name(n).isEmpty())
        line += ", \"name\": " + jsonString(t.name(n));
    if (!t.label(n).isEmpty())
        line += ", \"label\": " + jsonString(t.label(n));
    // JSON has no NaN or infinity: a non-finite number cannot be stored and is left out.
    if (t.hasProb(n) && std::isfinite(t.prob(n)))
        line += ", \"prob\": " + jsonNumber(t.prob(n));
    if (t.hasValue(n) && std::isfinite(t.value(n)))
        line += ", \"value\": " + jsonNumber(t.value(n));
    if (!t.key(n).isEmpty())
        line += ", \"key\": " + jsonString(t.key(n));
    if (const auto iv = t.interval(n); iv && std::isfinite(iv->pess) && std::isfinite(iv->opt))
        line += ", \"interval\": [" + jsonNumber(iv->pess) + ", " + jsonNumber(iv->opt) + ']';
    if (t.hasPosition(n))
        line += ", \"position\": {\"game\": " + jsonString(t.gameId(n)) +
                ", \"text\": " + jsonString(t.positionText(n)) + '}';
    if (t.childCount(n) > 0) {
        line += ", \"children\": [";
        for (int i = 0; i < t.childCount(n); ++i)
            line += (i ? ", " : "") + QByteArray::number(t.child(n, i));
        line += ']';
    }
    return line + '}';
}

QByteArray presentationText(const QJsonObject &presentation)
{
    if (presentation.isEmpty())
        return "{}";
    QByteArray text = QJsonDocument(presentation).toJson(QJsonDocument::Indented).trimmed();
    return text.replace('\n', "\n    "); // nested one level inside the document
}

// The document's options: every version-1 key, always, with its default when unset (as
// version 1 wrote them, so that an older GameTree Studio still reads the file), then the other
// options of the document's algorithm that are set.
QByteArray optionsText(const Document &doc, const OptionCatalogue &algorithms)
{
    const OptionSpecs &own = algorithms.documentOptions(algorithms.resolved(doc.algorithm));
    QByteArrayList fields;
    for (const OptionSpec &spec : algorithms.all) {
        const bool set = findOption(own, spec.name) && doc.options.isSet(spec.name);
        if (!set && spec.documentKey.isEmpty())
            continue;
        const QVariant value = set ? doc.options.value(spec.name) : spec.defaultValue;
        QByteArray text;
        if (!value.isNull() &&
            (spec.type == OptionSpec::Type::Choice || spec.type == OptionSpec::Type::Text))
            text = jsonString(value.toString());
        else if (!value.isNull() && spec.type == OptionSpec::Type::Real)
            text = jsonNumber(value.toDouble());
        else if (!value.isNull() && spec.type == OptionSpec::Type::Interval) // [low, high]
            text = '[' + jsonNumber(value.toList().value(0).toDouble()) + ", " +
                   jsonNumber(value.toList().value(1).toDouble()) + ']';
        else if (!value.isNull())
            text = optionValueText(spec, value).toLatin1(); // true, false, 3: JSON as it stands
        else if (const auto unset = unsetInDocuments(spec))
            text = QByteArray::number(*unset);
        else
            continue; // a computed default with no number for it: absent means default
        fields << jsonString(spec.keyInDocuments()) + ": " + text;
    }
    return '{' + fields.join(", ") + '}';
}

} // namespace

namespace {

std::optional<Document> readJson(const QByteArray &bytes, const QString &sourceName,
                                 const OptionCatalogue *algorithms, ReadError *error,
                                 std::vector<TextPos> *nodePos)
{
    if (bytes.size() <= MaxInputBytes) {
        if (auto fast = JsonReader(bytes, sourceName, algorithms).runFast(nodePos))
            return fast;
    }
    return JsonReader(bytes, sourceName, algorithms).run(error, nodePos);
}

} // namespace

std::optional<Document> readJsonDocument(const QByteArray &bytes, const QString &sourceName,
                                         const OptionCatalogue &algorithms, ReadError *error,
                                         std::vector<TextPos> *nodePos)
{
    return readJson(bytes, sourceName, &algorithms, error, nodePos);
}

std::optional<Document> readJsonDocumentGenerally(const QByteArray &bytes,
                                                  const QString &sourceName,
                                                  const OptionCatalogue &algorithms,
                                                  ReadError *error, std::vector<TextPos> *nodePos)
{
    return JsonReader(bytes, sourceName, &algorithms).run(error, nodePos);
}

std::vector<TextPos> jsonNodePositions(const QByteArray &bytes, const QString &sourceName)
{
    std::vector<TextPos> positions;
    readJson(bytes, sourceName, nullptr, nullptr, &positions);
    return positions;
}

QByteArray writeJsonDocument(const Document &doc, const OptionCatalogue &algorithms)
{
    QByteArray out = "{\n";
    auto field = [&out](const char *key, const QByteArray &value) {
        out += QByteArray("    \"") + key + "\": " + value + ",\n";
    };
    field("format", jsonString(FormatName));
    field("version", QByteArray::number(FormatVersion));
    field("title", jsonString(doc.title));
    field("notes", jsonString(doc.notes));
    field("algorithm", jsonString(algorithms.resolved(doc.algorithm)));
    field("options", optionsText(doc, algorithms));
    field("step", QByteArray::number(doc.step));
    field("presentation", presentationText(doc.presentation));
    out += "    \"nodes\": [";
    for (NodeId n = 0; n < doc.tree.size(); ++n)
        out += (n ? ",\n        " : "\n        ") + nodeLine(doc.tree, n);
    out += doc.tree.isEmpty() ? "]\n}\n" : "\n    ]\n}\n";
    return out;
}

} // namespace gt
