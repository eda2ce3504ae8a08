#include "dotwriter.h"

#include "numbertext.h"

#include <QStringList>

namespace gt {

// cgraph's lexer turns \" into " and keeps \\ as two characters; labels then show \\ as one
// backslash and \n as a line break. So a backslash is doubled and a line break becomes
// `lineEnd`, and readDotTree() undoes both. (A backslash cannot be copied as it is: the lexer
// has no way to end a string with a single one.) Graphviz copies other characters into its
// SVG as they stand, and NUL ends its parse: the controls XML forbids become U+FFFD.
QString dotQuoted(const QString &s, QLatin1String lineEnd)
{
    QString out = QStringLiteral("\"");
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == u'"')
            out += QLatin1String("\\\"");
        else if (c == u'\\')
            out += QLatin1String("\\\\");
        else if (c == u'\n')
            out += lineEnd;
        else if (c.isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate())
            out += QStringView(s).mid(i++, 2);
        else if ((c.unicode() < 0x20 && c != u'\t' && c != u'\r') || c.isSurrogate() ||
                 c.unicode() >= 0xfffe)
            out += QChar(QChar::ReplacementCharacter);
        else
            out += c;
    }
    return out + u'"';
}

namespace {

QString attributeList(const DotAttributes &attributes)
{
    QStringList parts;
    for (const auto &[key, value] : attributes)
        parts << key + u'=' + dotQuoted(value);
    return parts.isEmpty() ? QString()
                           : QLatin1String(" [") + parts.join(QLatin1String(", ")) + u']';
}

// dotQuoted(s) appended to `out` as UTF-8. Nearly every text a tree file holds is printable
// ASCII without quotes or backslashes, which is copied byte for byte; anything else goes
// through dotQuoted. (A million-node export wrote 640 MB through QString, twice its size in
// UTF-16 and then again in UTF-8: 2.6 GB and 34 s.)
void appendQuoted(QByteArray &out, const QString &s)
{
    const qsizetype at = out.size();
    out.resize(at + s.size() + 2);
    char *to = out.data() + at;
    *to++ = '"';
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u >= 0x7f || u == u'"' || u == u'\\') {
            out.truncate(at);
            out += dotQuoted(s).toUtf8();
            return;
        }
        *to++ = char(u);
    }
    *to = '"';
}

void appendAttributes(QByteArray &out, const DotAttributes &attributes)
{
    if (attributes.empty())
        return;
    out += " [";
    bool first = true;
    for (const auto &[key, value] : attributes) {
        if (!first)
            out += ", ";
        first = false;
        out += key.toLatin1(); // attribute names are ASCII identifiers
        out += '=';
        appendQuoted(out, value);
    }
    out += ']';
}

void appendNodeId(QByteArray &out, NodeId n)
{
    out += 'n';
    out += QByteArray::number(n);
}

const char *shapeOf(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Max: return "triangle";
    case NodeKind::Min: return "invtriangle";
    case NodeKind::Chance: return "circle";
    case NodeKind::Leaf: return "box";
    }
    return "box";
}

// The data attributes that readDotTree() reads back, then what makes `dot` draw it well.
DotAttributes nodeAttributes(const GameTree &t, NodeId n)
{
    DotAttributes a;
    a.emplace_back(QStringLiteral("kind"), kindName(t.kind(n)));
    if (t.hasValue(n))
        a.emplace_back(QStringLiteral("value"), formatNumber(t.value(n)));
    const QString name = t.name(n);
    if (!name.isEmpty())
        a.emplace_back(QStringLiteral("name"), name);
    if (!t.key(n).isEmpty())
        a.emplace_back(QStringLiteral("key"), t.key(n));
    if (const auto iv = t.interval(n))
        a.emplace_back(QStringLiteral("interval"),
                       formatNumber(iv->pess) + u':' + formatNumber(iv->opt));
    if (!t.gameId(n).isEmpty())
        a.emplace_back(QStringLiteral("game"), t.gameId(n));
    if (!t.positionText(n).isEmpty())
        a.emplace_back(QStringLiteral("position"), t.positionText(n));
    if (n == 0 && t.hasProb(n)) // the root has no edge to carry it
        a.emplace_back(QStringLiteral("prob"), formatNumber(t.prob(n)));
    a.emplace_back(QStringLiteral("shape"), QLatin1String(shapeOf(t.kind(n))));
    const bool leaf = t.kind(n) == NodeKind::Leaf;
    // Leaves show their value inside, inner nodes their name; the other goes beside the node.
    a.emplace_back(QStringLiteral("label"),
                   leaf ? (t.hasValue(n) ? formatNumber(t.value(n)) : QString()) : name);
    if (leaf && !name.isEmpty())
        a.emplace_back(QStringLiteral("xlabel"), name);
    else if (!leaf && t.hasValue(n))
        a.emplace_back(QStringLiteral("xlabel"), QStringLiteral("h=") + formatNumber(t.value(n)));
    return a;
}

DotAttributes edgeAttributes(const GameTree &t, NodeId child)
{
    DotAttributes a;
    if (!t.label(child).isEmpty())
        a.emplace_back(QStringLiteral("label"), t.label(child));
    if (t.hasProb(child)) {
        a.emplace_back(QStringLiteral("prob"), formatNumber(t.prob(child)));
        a.emplace_back(QStringLiteral("xlabel"), formatNumber(t.prob(child)));
    }
    return a;
}

} // namespace

void setDotAttribute(DotAttributes &attributes, const QString &key, const QString &value)
{
    for (auto &[k, v] : attributes) {
        if (k == key) {
            v = value;
            return;
        }
    }
    attributes.emplace_back(key, value);
}

QString dotNodeStatement(const QString &id, const DotAttributes &attributes)
{
    return id + attributeList(attributes) + u';';
}

QString dotEdgeStatement(const QString &tail, const QString &head, const DotAttributes &attributes)
{
    return tail + QLatin1String(" -> ") + head + attributeList(attributes) + u';';
}

QByteArray writeDot(const GameTree &tree, const DotDecoration &decoration)
{
    // ordering=out keeps children in edge order when dot lays the graph out.
    DotAttributes graph{{QStringLiteral("ordering"), QStringLiteral("out")}};
    for (const auto &[key, value] : decoration.graph)
        setDotAttribute(graph, key, value);

    QByteArray out = "digraph \"gametree\" {\n";
    for (const auto &[key, value] : graph)
        out += QStringLiteral("    %1=%2;\n").arg(key, dotQuoted(value)).toUtf8();
    out += "    edge [arrowhead=\"none\"];\n"; // textbook trees have no arrows
    for (const QString &statement : decoration.before)
        out += "    " + statement.toUtf8() + '\n';
    for (NodeId n = 0; n < tree.size(); ++n) {
        DotAttributes a = nodeAttributes(tree, n);
        if (decoration.node)
            decoration.node(n, a);
        out += "    ";
        appendNodeId(out, n);
        appendAttributes(out, a);
        out += ";\n";
    }
    for (NodeId n = 0; n < tree.size(); ++n) {
        for (NodeId c : tree.children(n)) {
            DotAttributes a = edgeAttributes(tree, c);
            if (decoration.edge)
                decoration.edge(c, a);
            out += "    ";
            appendNodeId(out, n);
            out += " -> ";
            appendNodeId(out, c);
            appendAttributes(out, a);
            out += ";\n";
        }
    }
    for (const QString &statement : decoration.after)
        out += "    " + statement.toUtf8() + '\n';
    out += "}\n";
    return out;
}

} // namespace gt
