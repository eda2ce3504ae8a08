#include "graphtikz.h"

#include "latextext.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gt {

namespace {

QString pt(const LayoutPoint &p)
{
    return QStringLiteral("(%1,%2)").arg(latexNumber(p.x), latexNumber(p.y));
}

// The fill and text colours of a label, as the graph view's style has them.
QString fillName(std::optional<GameResult> label)
{
    if (!label)
        return QStringLiteral("white");
    switch (*label) {
    case GameResult::Win: return QStringLiteral("gtWinFill");
    case GameResult::Loss: return QStringLiteral("gtLossFill");
    case GameResult::Draw: break;
    }
    return QStringLiteral("gtDrawFill");
}

QString inkName(GameResult label)
{
    switch (label) {
    case GameResult::Win: return QStringLiteral("gtWinText");
    case GameResult::Loss: return QStringLiteral("gtLossText");
    case GameResult::Draw: break;
    }
    return QStringLiteral("gtDrawText");
}

// "WIN 3", "LOSS 0", "DRAW", in the words the graph view uses.
QString labelWords(GameResult label, int remoteness)
{
    const QString rem = remoteness >= 0 ? QStringLiteral(" %1").arg(remoteness) : QString();
    switch (label) {
    case GameResult::Win: return QCoreApplication::translate("gt::GraphView", "WIN") + rem;
    case GameResult::Loss: return QCoreApplication::translate("gt::GraphView", "LOSS") + rem;
    case GameResult::Draw: break;
    }
    return QCoreApplication::translate("gt::GraphView", "DRAW");
}

void writeMove(QString &out, const GraphLayout::Move &m, const GraphLayout &layout, bool current)
{
    const std::vector<LayoutPoint> &path = m.path;
    const QString style = current ? QStringLiteral("gtmove, draw=gtCurrent, line width=3pt")
                                  : QStringLiteral("gtmove");
    if (path.size() < 4 || (path.size() - 1) % 3 != 0) { // nothing routed: a straight line
        out += QStringLiteral("\\draw[%3] %1 -- %2;\n")
                   .arg(pt(layout.centers[std::size_t(m.from)]),
                        pt(layout.centers[std::size_t(m.to)]), style);
        return;
    }
    out += QStringLiteral("\\draw[%2] %1").arg(pt(path.front()), style);
    for (std::size_t i = 1; i + 2 < path.size(); i += 3)
        out += QStringLiteral(" .. controls %1 and %2 .. %3")
                   .arg(pt(path[i]), pt(path[i + 1]), pt(path[i + 2]));
    if (m.tip)
        out += QStringLiteral(" -- %1").arg(pt(*m.tip));
    out += QStringLiteral(";\n");
}

} // namespace

QString gameGraphTikz(const GameGraph &graph, const GraphLayout &layout,
                      const std::vector<NodeSize> &sizes, const RetrogradeFrame *frame,
                      const RetrogradeStep *step, const QString &caption)
{
    QString out = QStringLiteral(
        "\\begin{tikzpicture}[x=1pt, y=-1pt, line join=round,\n"
        "  gtposition/.style={draw=gtInk, line width=1.5pt, rounded corners=4pt, inner sep=2pt,\n"
        "    align=center, font=\\sffamily\\small},\n"
        "  gtmove/.style={draw=gtEdge, line width=1.2pt, -stealth}]\n");
    for (const auto &[name, hex] :
         {std::pair{"gtInk", "202020"}, std::pair{"gtEdge", "808080"},
          std::pair{"gtWinFill", "C6E9DC"}, std::pair{"gtLossFill", "F6D2BD"},
          std::pair{"gtDrawFill", "E2E2E2"}, std::pair{"gtWinText", "006E50"},
          std::pair{"gtLossText", "A34200"}, std::pair{"gtDrawText", "505050"}})
        out += QStringLiteral("\\definecolor{%1}{HTML}{%2}\n")
                   .arg(QLatin1String(name), QLatin1String(hex));
    const bool marked = step != nullptr;
    if (marked) // written only then: the pictures without a step stay as they were
        out += QStringLiteral("\\definecolor{gtCurrent}{HTML}{0072B2}\n");
    for (const GraphLayout::Move &m : layout.moves)
        writeMove(out, m, layout,
                  marked && step->from != NoVertex && m.from == step->vertex && m.to == step->from);
    for (VertexId v = 0; v < graph.size(); ++v) {
        const std::optional<GameResult> label = frame && std::size_t(v) < frame->label.size()
                                                    ? frame->label[std::size_t(v)]
                                                    : std::nullopt;
        QString text = latexText(latexShortText(graph.position(v)));
        if (label)
            text += QStringLiteral("\\\\\\textcolor{%1}{%2}")
                        .arg(inkName(*label),
                             latexText(labelWords(*label, frame->remoteness[std::size_t(v)])));
        const NodeSize size = std::size_t(v) < sizes.size() ? sizes[std::size_t(v)] : NodeSize{};
        const QString outline = marked && step->vertex == v
                                    ? QStringLiteral(", draw=gtCurrent, line width=4pt")
                                    : QString();
        out += QStringLiteral("\\node[gtposition, fill=%1, minimum width=%2pt, minimum "
                              "height=%3pt%7] (v%4) at %5 {%6};\n")
                   .arg(fillName(label), latexNumber(size.width), latexNumber(size.height))
                   .arg(v)
                   .arg(pt(layout.centers[std::size_t(v)]), text, outline);
    }
    if (!caption.isEmpty()) // y grows downwards: under the layout's box
        out += QStringLiteral("\\node[anchor=north, align=center, font=\\sffamily\\small, "
                              "text width=%1pt] at %2 {%3};\n")
                   .arg(latexNumber(std::max(layout.width, 120.0)),
                        pt({layout.width / 2, layout.height + 12}), latexText(caption));
    return out + QStringLiteral("\\end{tikzpicture}\n");
}

} // namespace gt
