#include "graphdotwriter.h"

#include <QStringList>

namespace gt {

QString dotGraphId(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        if (c == u'"')
            out += QLatin1String("\\\"");
        else
            out += c;
    }
    return out + u'"';
}

namespace {

QString analysisText(const RetrogradeResult &analysis, VertexId v)
{
    const GameResult label = analysis.label[std::size_t(v)];
    const std::int32_t remoteness = analysis.remoteness[std::size_t(v)];
    return label == GameResult::Draw || remoteness < 0
               ? resultName(label)
               : QStringLiteral("%1 %2").arg(resultName(label)).arg(remoteness);
}

} // namespace

QByteArray writeGameGraphDot(const GameGraph &graph, const RetrogradeResult *analysis,
                             const QString &caption)
{
    const bool analysed = analysis && analysis->label.size() == std::size_t(graph.size());
    const QString name = graph.gameId().isEmpty() ? QStringLiteral("game") : graph.gameId();
    QString out = QStringLiteral("// A game graph: positions and moves. `gametree solve` reads it "
                                 "back;\n// a vertex without moves is lost unless its result "
                                 "says otherwise.\n");
    if (!caption.isEmpty()) { // one line: a line break (or a carriage return) ends a comment
        QString line = caption;
        for (QChar &c : line)
            if (c.unicode() < 0x20)
                c = u' ';
        out += QStringLiteral("// %1\n").arg(line);
    }
    out += QStringLiteral("digraph %1 {\n").arg(dotGraphId(name));
    if (!caption.isEmpty())
        out += QStringLiteral("    label=%1;\n    labelloc=b;\n").arg(dotGraphId(caption));
    out += QStringLiteral("    node [shape=box, style=rounded];\n");
    for (VertexId v = 0; v < graph.size(); ++v) {
        QStringList attributes;
        if (const auto declared = graph.declaredResult(v))
            attributes << QStringLiteral("result=%1").arg(resultName(*declared));
        if (analysed)
            attributes << QStringLiteral("xlabel=%1").arg(dotGraphId(analysisText(*analysis, v)));
        out += QStringLiteral("    ") + dotGraphId(graph.position(v));
        if (!attributes.isEmpty())
            out += QStringLiteral(" [%1]").arg(attributes.join(QStringLiteral(", ")));
        out += QStringLiteral(";\n");
    }
    for (VertexId v = 0; v < graph.size(); ++v) {
        for (VertexId w : graph.successors(v))
            out += QStringLiteral("    %1 -> %2;\n")
                       .arg(dotGraphId(graph.position(v)), dotGraphId(graph.position(w)));
    }
    out += QStringLiteral("}\n");
    return out.toUtf8();
}

} // namespace gt
