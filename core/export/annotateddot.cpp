#include "annotateddot.h"

#include "../io/dotwriter.h"

#include <QRegularExpression>

#include <algorithm>
#include <QStringList>

namespace gt {

namespace {

constexpr double PointsPerInch = 72;
const char *const FontName = "Helvetica"; // Graphviz maps it to the system's sans-serif face

QString number(double v)
{
    return QString::number(v, 'f', 2).remove(QRegularExpression(QStringLiteral("\\.?0+$")));
}

} // namespace

QByteArray annotatedDot(const GameTree &tree, const FigureGeometry &geometry,
                        const FigureFrame &frame, const Palette &p, const FigureOptions &options,
                        const QString &heading)
{
    const double height = geometry.layout.height;
    DotDecoration deco;
    deco.graph = {
        {QStringLiteral("bgcolor"), p.background},
        {QStringLiteral("outputorder"), QStringLiteral("edgesfirst")}, // nodes cover edge ends
        {QStringLiteral("forcelabels"), QStringLiteral("true")},
        {QStringLiteral("fontname"), QLatin1String(FontName)},
        {QStringLiteral("fontsize"), number(p.nameFontSize)},
        {QStringLiteral("fontcolor"), p.foreground},
    };
    QStringList label;
    if (!options.title.isEmpty())
        label << options.title;
    if (options.caption && !frame.caption.isEmpty())
        label << frame.caption;
    if (!label.isEmpty()) {
        deco.graph.emplace_back(QStringLiteral("label"), label.join(u'\n'));
        deco.graph.emplace_back(QStringLiteral("labelloc"), QStringLiteral("t"));
    }
    deco.node = [&](NodeId n, DotAttributes &a) {
        const NodeDrawing &d = frame.nodes[n];
        const LayoutPoint c = geometry.layout.centers[n];
        const NodeSize s = geometry.shapes[n];
        setDotAttribute(a, QStringLiteral("pos"),
                        QStringLiteral("%1,%2!").arg(number(c.x), number(height - c.y)));
        setDotAttribute(a, QStringLiteral("width"), number(s.width / PointsPerInch));
        setDotAttribute(a, QStringLiteral("height"), number(s.height / PointsPerInch));
        setDotAttribute(a, QStringLiteral("fixedsize"), QStringLiteral("true"));
        QString style = QStringLiteral("filled");
        if (!d.visible)
            style = QStringLiteral("invis");
        else if (d.dashed)
            style += QStringLiteral(",dashed");
        setDotAttribute(a, QStringLiteral("style"), style);
        setDotAttribute(a, QStringLiteral("fillcolor"), d.fill);
        setDotAttribute(a, QStringLiteral("color"), d.outline);
        setDotAttribute(a, QStringLiteral("penwidth"), number(d.lineWidth));
        setDotAttribute(a, QStringLiteral("fontname"), QLatin1String(FontName));
        setDotAttribute(a, QStringLiteral("fontsize"), number(p.valueFontSize));
        setDotAttribute(a, QStringLiteral("fontcolor"), d.text);
        setDotAttribute(a, QStringLiteral("label"), d.value);
        QStringList beside;
        if (!d.name.isEmpty())
            beside << d.name;
        if (!d.tag.isEmpty())
            beside << d.tag;
        beside << d.window;
        beside << d.formula;
        if (!beside.isEmpty())
            setDotAttribute(a, QStringLiteral("xlabel"), beside.join(u'\n'));
        if (geometry.kinds[n] == FigureShape::TriangleUp) // the value sits in the wide end
            setDotAttribute(a, QStringLiteral("labelloc"), QStringLiteral("b"));
        else if (geometry.kinds[n] == FigureShape::TriangleDown)
            setDotAttribute(a, QStringLiteral("labelloc"), QStringLiteral("t"));
        const char *states[] = {"unreached", "path", "current", "done", "pruned"};
        setDotAttribute(a, QStringLiteral("state"), QLatin1String(states[int(d.state)]));
    };
    deco.edge = [&](NodeId child, DotAttributes &a) {
        const EdgeDrawing &e = frame.edges[child];
        setDotAttribute(a, QStringLiteral("color"), e.colour);
        setDotAttribute(a, QStringLiteral("penwidth"), number(e.width));
        setDotAttribute(a, QStringLiteral("style"),
                        e.look == EdgeLook::Hidden ? QStringLiteral("invis")
                        : e.dashed                 ? QStringLiteral("dashed")
                                                   : QStringLiteral("solid"));
        setDotAttribute(a, QStringLiteral("fontname"), QLatin1String(FontName));
        setDotAttribute(a, QStringLiteral("fontsize"), number(p.labelFontSize));
        setDotAttribute(a, QStringLiteral("fontcolor"), e.labelColour);
        if (!e.probability.isEmpty())
            setDotAttribute(a, QStringLiteral("xlabel"), e.probability);
        else
            a.erase(std::remove_if(a.begin(), a.end(),
                                   [](const auto &kv) { return kv.first == u"xlabel"; }),
                    a.end());
        if (e.cut) { // a bar where the cut-off stopped the search
            setDotAttribute(a, QStringLiteral("arrowhead"), QStringLiteral("tee"));
            setDotAttribute(a, QStringLiteral("color"), p.cutColor);
            setDotAttribute(a, QStringLiteral("style"), QStringLiteral("dashed"));
        }
    };
    QByteArray out = "// Written by GameTree Studio. Positions are pinned: neato -n2 -Tsvg "
                     "draws this picture.\n";
    if (!heading.isEmpty())
        out += "// " + heading.toUtf8() + '\n';
    return out + writeDot(tree, deco);
}

} // namespace gt
