// `gametree check --graph`: a student's labels of a game graph against its retrograde analysis.
#include "graphlabels.h"

#include "../graph/retrogradenarration.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace gt::grade {

namespace {

std::optional<GameResult> labelFromWord(const QString &word)
{
    const QString w = word.toLower();
    if (w == QLatin1String("win") || w == QLatin1String("won"))
        return GameResult::Win;
    if (w == QLatin1String("loss") || w == QLatin1String("lost"))
        return GameResult::Loss;
    if (w == QLatin1String("draw") || w == QLatin1String("drawn"))
        return GameResult::Draw;
    return std::nullopt;
}

// "WIN 3", "LOSS 0", "DRAW", "WIN" (no remoteness given): as the graph window writes them.
QString labelText(GameResult label, int remoteness)
{
    const QString word = resultName(label).toUpper();
    return remoteness >= 0 ? QStringLiteral("%1 %2").arg(word).arg(remoteness) : word;
}

// The text a student names a position by, in the line's own words: quoted or the tokens
// before the label.
struct LineParts {
    QString position, label, remoteness;
    QString problem; // set when the line cannot be split
};

LineParts splitLine(const QString &line)
{
    LineParts parts;
    const bool quoted = line.startsWith(u'"');
    QString rest = line;
    if (quoted) {
        int i = 1;
        for (; i < line.size() && line[i] != u'"'; ++i) {
            if (line[i] == u'\\' && i + 1 < line.size())
                ++i;
            parts.position += line[i];
        }
        if (i >= line.size()) {
            parts.problem = QStringLiteral("the quoted position has no closing \"");
            return parts;
        }
        rest = line.mid(i + 1);
    }
    QStringList tokens = rest.split(u' ', Qt::SkipEmptyParts);
    // From the right: [remoteness] label, and before them the position (unless quoted).
    auto isRemoteness = [](const QString &t) {
        bool ok = false;
        t.toInt(&ok);
        return ok || t == QLatin1String("-");
    };
    const qsizetype least = quoted ? 2 : 3; // the tokens a line with a remoteness has
    if (tokens.size() >= least && isRemoteness(tokens.last()))
        parts.remoteness = tokens.takeLast();
    if (tokens.size() < (quoted ? 1 : 2)) {
        parts.problem = QStringLiteral("expected: position label [remoteness]");
        return parts;
    }
    parts.label = tokens.takeLast();
    if (!quoted)
        parts.position = tokens.join(u' ');
    else if (!tokens.isEmpty())
        parts.problem = QStringLiteral("expected: \"position\" label [remoteness]");
    return parts;
}

class Reader {
public:
    Reader(const QString &source, const GameGraph &graph, ReadError *error)
        : m_source(source)
        , m_error(error)
    {
        for (VertexId v = 0; v < graph.size(); ++v)
            m_byPosition.insert(graph.position(v), v);
    }

    bool fail(TextPos where, const QString &message)
    {
        if (m_error)
            *m_error = {m_source, where, message};
        return false;
    }

    // Fills the claim's vertex, label and remoteness; false (and the error) when one is bad.
    bool claim(GraphLabelClaim &c, const QString &position, const QString &label,
               const QString &remoteness, const QString &prefix)
    {
        // The label first: "s win x3" is a label gone wrong, not a position "s win".
        const auto result = labelFromWord(label);
        if (!result)
            return fail(c.where,
                        prefix +
                            QStringLiteral("\"%1\" is no label: win, loss or draw").arg(label));
        const auto vertex = m_byPosition.constFind(position);
        if (vertex == m_byPosition.constEnd())
            return fail(c.where,
                        prefix + QStringLiteral("no position \"%1\" in the graph").arg(position));
        c.vertex = vertex.value();
        c.label = *result;
        if (!remoteness.isEmpty() && remoteness != QLatin1String("-")) {
            bool ok = false;
            c.remoteness = remoteness.toInt(&ok);
            if (!ok || c.remoteness < 0)
                return fail(c.where,
                            prefix + QStringLiteral("\"%1\" is no remoteness: a number of plies "
                                                    "(0 or more) or -")
                                         .arg(remoteness));
            c.hasRemoteness = true;
        } else if (remoteness == QLatin1String("-")) {
            c.hasRemoteness = true; // "no remoteness": what a draw has
        }
        if (const auto before = m_seen.constFind(c.vertex); before != m_seen.constEnd())
            return fail(c.where, prefix + QStringLiteral("\"%1\" is labelled twice (first %2)")
                                              .arg(position, before.value()));
        m_seen.insert(c.vertex, c.entry.isEmpty() ? QStringLiteral("on line %1").arg(c.where.line)
                                                  : QStringLiteral("in %1").arg(c.entry));
        return true;
    }

private:
    QString m_source;
    ReadError *m_error;
    QHash<QString, VertexId> m_byPosition;
    QHash<VertexId, QString> m_seen;
};

std::optional<std::vector<GraphLabelClaim>> readJson(const QJsonDocument &doc, Reader &reader,
                                                     const GameGraph &graph)
{
    const QJsonValue vertices = doc.object().value(QStringLiteral("vertices"));
    if (!vertices.isArray()) {
        reader.fail({}, QStringLiteral("a JSON answer needs \"vertices\": [{\"position\", "
                                       "\"label\", \"remoteness\"}…]"));
        return std::nullopt;
    }
    std::vector<GraphLabelClaim> claims;
    const QJsonArray array = vertices.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        GraphLabelClaim c;
        c.entry = QStringLiteral("vertices[%1]").arg(i);
        const QString prefix = c.entry + QStringLiteral(": ");
        const QJsonObject o = array[i].toObject();
        QString position = o.value(QStringLiteral("position")).toString();
        if (!o.contains(QStringLiteral("position")) && o.value(QStringLiteral("id")).isDouble()) {
            const int id = o.value(QStringLiteral("id")).toInt(-1);
            if (id < 0 || id >= graph.size()) {
                reader.fail({}, prefix + QStringLiteral("no vertex %1 in the graph").arg(id));
                return std::nullopt;
            }
            position = graph.position(id);
        }
        const QJsonValue r = o.value(QStringLiteral("remoteness"));
        const QString remoteness = r.isDouble() ? QString::number(r.toInt(-1))
                                   : r.isNull() && o.contains(QStringLiteral("remoteness"))
                                       ? QStringLiteral("-")
                                       : r.toString();
        if (!reader.claim(c, position, o.value(QStringLiteral("label")).toString(), remoteness,
                          prefix))
            return std::nullopt;
        claims.push_back(c);
    }
    return claims;
}

} // namespace

std::optional<std::vector<GraphLabelClaim>> readGraphLabels(const QByteArray &bytes,
                                                            const QString &source,
                                                            const GameGraph &graph,
                                                            ReadError *error)
{
    Reader reader(source, graph, error);
    std::optional<std::vector<GraphLabelClaim>> claims;
    if (bytes.trimmed().startsWith('{')) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
        if (doc.isNull()) {
            TextPosCounter counter(bytes);
            reader.fail(counter.at(parseError.offset), parseError.errorString());
            return std::nullopt;
        }
        claims = readJson(doc, reader, graph);
    } else {
        claims.emplace();
        const QStringList lines = QString::fromUtf8(bytes).split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QString line = lines[i];
            line.replace(u'\t', u' ').replace(u'\r', u' ');
            const bool quoted = line.trimmed().startsWith(u'"');
            if (const qsizetype hash = line.indexOf(u'#'); hash >= 0 && !quoted)
                line.truncate(hash);
            line = line.trimmed();
            if (line.isEmpty())
                continue;
            GraphLabelClaim c;
            c.where = {int(i + 1), 0};
            const LineParts parts = splitLine(line);
            if (!parts.problem.isEmpty()) {
                reader.fail(c.where, parts.problem);
                return std::nullopt;
            }
            if (!reader.claim(c, parts.position, parts.label, parts.remoteness, QString()))
                return std::nullopt;
            claims->push_back(c);
        }
    }
    if (claims && claims->empty()) {
        reader.fail({}, QStringLiteral("no label: write one line per position, "
                                       "'position label [remoteness]'"));
        return std::nullopt;
    }
    return claims;
}

GraphLabelVerdict gradeGraphLabels(const GameGraph &graph, const RetrogradeResult &result,
                                   const std::vector<GraphLabelClaim> &claims)
{
    // The step that gave each position its label: its sentence is the rule.
    std::vector<int> labelledAt(std::size_t(graph.size()), -1);
    for (std::size_t i = 0; i < result.steps.size(); ++i) {
        const RetrogradeStep &s = result.steps[i];
        if (s.kind != RetrogradeStep::Kind::Dequeue && s.kind != RetrogradeStep::Kind::Decrement)
            labelledAt[std::size_t(s.vertex)] = int(i);
    }
    GraphLabelVerdict verdict;
    for (const GraphLabelClaim &c : claims) {
        ++verdict.given;
        const auto v = std::size_t(c.vertex);
        const GameResult label = result.label[v];
        const int remoteness = result.remoteness[v];
        const bool right = c.label == label && (!c.hasRemoteness || c.remoteness == remoteness);
        if (right) {
            ++verdict.right;
            continue;
        }
        GraphLabelMistake m;
        m.claim = c;
        m.message = QStringLiteral("%1 is %2, not %3")
                        .arg(graph.position(c.vertex), labelText(label, remoteness),
                             labelText(c.label, c.hasRemoteness ? c.remoteness : -1));
        if (labelledAt[v] >= 0)
            m.rule = narrateRetrogradeStep(graph, result, labelledAt[v]);
        verdict.mistakes.push_back(m);
    }
    return verdict;
}

} // namespace gt::grade
