#include "figureframe.h"

#include "../trace/annotations.h"
#include "../trace/narration.h"
#include "../trace/replayer.h"

#include <QCoreApplication>

namespace gt {

FigureFrames::FigureFrames(const GameTree &tree, const Trace *trace, const FigureGeometry &geometry,
                           const Palette &palette, const FigureOptions &options)
    : m_tree(&tree)
    , m_trace(trace)
    , m_geometry(&geometry)
    , m_palette(palette)
    , m_options(options)
{
    if (m_trace)
        m_replayer = std::make_unique<Replayer>(tree, *trace);
}

FigureFrames::~FigureFrames() = default;

int FigureFrames::stepCount() const
{
    return m_replayer ? m_replayer->stepCount() : 0;
}

FigureFrame FigureFrames::frame(int step)
{
    FigureFrame out;
    const Frame *f = nullptr;
    if (m_replayer) {
        out.stepCount = m_replayer->stepCount();
        m_replayer->seek(step < 0 || step > out.stepCount ? out.stepCount : step);
        f = &m_replayer->frame();
        out.step = f->step;
        out.bare = false;
        out.caption = stepCaption(*m_tree, *m_trace, out.step);
        out.use.add(*m_tree, *f, m_options.pruned);
    }
    const NodeId count = m_tree->size();
    out.nodes.reserve(std::size_t(count));
    out.edges.resize(std::size_t(count));
    for (NodeId n = 0; n < count; ++n) {
        out.nodes.push_back(node(f, n));
        if (n > 0)
            out.edges[n] = edge(f, n);
    }
    return out;
}

NodeDrawing FigureFrames::node(const Frame *frame, NodeId n) const
{
    const Palette &p = m_palette;
    const GameTree &t = *m_tree;
    const NodeState state = frame ? frame->nodes[n].state : NodeState::Unreached;
    NodeDrawing d = stateDrawing(t.kind(n), state, p, frame && frame->nodes[n].visitedEarlier);
    d.visible = state != NodeState::Pruned || m_options.pruned == PrunedMode::Greyed;
    d.name = t.name(n);
    if (m_options.showIds) {
        d.id = QStringLiteral("#%1").arg(n);
        d.idLeft = idGoesLeft(*m_geometry, t, n);
    }
    const bool leaf = t.isLeaf(n);
    if (leaf && t.hasValue(n))
        d.value = formatValue(t.value(n)); // leaves always show their value
    if (!frame)
        return d;

    const NodeFrame &f = frame->nodes[n];
    if (!leaf && m_options.showValues)
        d.value = valueText(f);
    if (!leaf && m_options.showWindows &&
        (f.state == NodeState::OnPath || f.state == NodeState::Current) && f.hasWindow)
        d.window = windowText(f).split(QStringLiteral(", "));
    else if (!intervalText(f).isEmpty()) // the bounds a threshold's skipped children allow
        d.window = intervalText(f).split(QStringLiteral(", "));
    if (m_options.showFormulas) {
        const QString formula = chanceFormula(t, *frame, n);
        if (!formula.isEmpty())
            d.formula =
                wrapFormula(formula, std::max(m_geometry->room[n], m_geometry->shapes[n].width),
                            p.annotationFontSize);
    }
    if (f.sss != SssStatus::None) {
        d.tagLive = f.sss == SssStatus::Live;
        d.tag = sssTagText(f.sss, f.merit);
    } else if (f.tableHit) {
        d.tag = tableText(f); // drawn as a settled tag: the table settled it
    } else {
        // Why a move ordering tries it early, else a leaf a later pass read again (as on the
        // canvas); empty for most nodes.
        d.tag = orderBadgeText(f);
        if (d.tag.isEmpty())
            d.tag = approximationText(f);
        if (d.tag.isEmpty())
            d.tag = readCountText(f);
    }
    return d;
}

EdgeDrawing FigureFrames::edge(const Frame *frame, NodeId child) const
{
    const Palette &p = m_palette;
    const GameTree &t = *m_tree;
    const NodeId parent = t.parent(child);
    EdgeDrawing e;
    e.label = t.label(child);
    const NodeState state = frame ? frame->nodes[child].state : NodeState::Unreached;
    const bool averaging =
        frame ? std::size_t(parent) < frame->averaging.size() && frame->averaging[parent]
              : t.kind(parent) == NodeKind::Chance;
    if (averaging)
        e.probability = formatProbability(t.childProbability(parent, t.childIndex(child)));
    if (averaging && frame && frame->nodes[child].draws > 0) // sampling: "0.7 ×3"
        e.probability += QStringLiteral(" ") + drawCountText(frame->nodes[child]);
    e.look = edgeLook(state, m_options.pruned == PrunedMode::Hidden);
    // A hidden subtree leaves nothing behind.
    e.cut = frame && frame->nodes[child].cutEdge && e.look != EdgeLook::Hidden;
    const EdgePaint<QString> paint = edgePaint(p, e.look);
    e.colour = paint.line;
    e.width = paint.width;
    e.dashed = paint.dashed;
    e.labelColour = paint.label;
    e.probabilityColour = paint.probability;
    return e;
}

NodeDrawing stateDrawing(NodeKind kind, NodeState state, const Palette &p, bool earlier)
{
    NodeDrawing d;
    static_cast<NodePaint<QString> &>(d) = nodePaint(p, kind, state, earlier);
    d.state = state;
    return d;
}

QString stepCaption(const GameTree &tree, const Trace &trace, int step)
{
    if (step <= 0)
        return QCoreApplication::translate("gt::Export", "Before the search: no node is reached "
                                                         "yet.");
    return narrate(tree, trace, step - 1);
}

QString frameCaptionLine(const FigureFrame &frame)
{
    if (frame.bare || frame.caption.isEmpty())
        return {};
    return QCoreApplication::translate("gt::Export", "Step %1 of %2: %3")
        .arg(frame.step)
        .arg(frame.stepCount)
        .arg(frame.caption);
}

void LegendUse::add(const GameTree &tree, const Frame &frame, PrunedMode pruned)
{
    const bool prunedShown = pruned == PrunedMode::Greyed;
    for (NodeId n = 0; n < tree.size() && std::size_t(n) < frame.nodes.size(); ++n) {
        const NodeFrame &f = frame.nodes[n];
        if (f.state == NodeState::Pruned && !prunedShown)
            continue;
        state[int(f.state)] = true;
        if (f.state == NodeState::Done)
            kindDone[int(tree.kind(n))] = true;
        cut = cut || f.cutEdge;
        live = live || f.sss == SssStatus::Live;
        solved = solved || f.sss == SssStatus::Solved;
    }
}

void LegendUse::add(const LegendUse &other)
{
    for (int i = 0; i < 5; ++i)
        state[i] = state[i] || other.state[i];
    for (int i = 0; i < 4; ++i)
        kindDone[i] = kindDone[i] || other.kindDone[i];
    cut = cut || other.cut;
    live = live || other.live;
    solved = solved || other.solved;
}

std::vector<LegendEntry> legendEntries(const GameTree &tree, const Trace *trace,
                                       const LegendUse &use)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("gt::Legend", text); };
    bool present[4] = {};
    for (NodeId n = 0; n < tree.size(); ++n)
        present[int(tree.kind(n))] = true;
    std::vector<LegendEntry> out;
    for (NodeKind k : {NodeKind::Max, NodeKind::Min, NodeKind::Chance, NodeKind::Leaf}) {
        if (!present[int(k)])
            continue;
        // A finished node's fill tells the kinds apart; a leaf is finished when it is read.
        const bool done = trace && use.kindDone[int(k)];
        const char *name = k == NodeKind::Max      ? "MAX"
                           : k == NodeKind::Min    ? "MIN"
                           : k == NodeKind::Chance ? "chance"
                           : done                  ? "leaf read"
                                                   : "leaf";
        out.push_back(
            {k, done ? NodeState::Done : NodeState::Unreached, false, SssStatus::None, tr(name)});
    }
    if (!trace)
        return out;
    const NodeKind inner = present[int(NodeKind::Max)] ? NodeKind::Max : tree.kind(0);
    auto state = [&](NodeState s, const char *text) {
        if (use.state[int(s)])
            out.push_back({inner, s, false, SssStatus::None, tr(text)});
    };
    state(NodeState::Unreached, "not reached");
    // The faded look of NodeFrame::visitedEarlier, in every search made of passes.
    if (trace->features.testFlag(TraceFeature::Passes))
        out.push_back({inner, NodeState::Unreached, false, SssStatus::None,
                       tr("visited in an earlier pass"), true});
    state(NodeState::OnPath, "on the path");
    state(NodeState::Current, "current");
    state(NodeState::Pruned, "pruned");
    if (use.cut)
        out.push_back({inner, NodeState::Done, true, SssStatus::None, tr("cut-off")});
    if (use.live)
        out.push_back({inner, NodeState::Done, false, SssStatus::Live, tr("LIVE on OPEN")});
    if (use.solved)
        out.push_back({inner, NodeState::Done, false, SssStatus::Solved, tr("SOLVED on OPEN")});
    return out;
}

} // namespace gt
