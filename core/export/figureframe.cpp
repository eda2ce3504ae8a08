#include "figureframe.h"

#include "chancebarshape.h"
#include "stepselection.h"

#include "../trace/annotations.h"
#include "../trace/narration.h"
#include "../trace/replayer.h"
#include "../trace/sidetomove.h"

#include <QCoreApplication>

#include <cmath>

namespace gt {

namespace {

// The translation context of this file's texts, named so that lupdate finds them.
struct LegendTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Legend)
};

} // namespace

FigureFrames::FigureFrames(const GameTree &tree, const Trace *trace, const FigureGeometry &geometry,
                           const Palette &palette, const FigureOptions &options)
    : m_tree(&tree)
    , m_trace(trace)
    , m_geometry(&geometry)
    , m_palette(palette)
    , m_options(options)
{
    if (m_trace) {
        m_replayer = std::make_unique<Replayer>(tree, *trace);
        m_iterationEnds = iterationEndSteps(*trace);
    }
    m_negated = shownNegations(tree, trace, options);
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
    Frame view;
    if (m_replayer) {
        out.stepCount = m_replayer->stepCount();
        m_replayer->seek(step < 0 || step > out.stepCount ? out.stepCount : step);
        view = shownFrame(*m_tree, m_replayer->frame(), m_trace, m_options);
        f = &view;
        out.step = f->step;
        out.bare = false;
        out.caption = stepCaption(*m_tree, *m_trace, out.step);
        out.iteration = iterationsDone(m_iterationEnds, out.step);
        out.iterationCount = int(m_iterationEnds.size());
        out.horizon = horizonMark(*m_tree, *f);
        out.use.add(*m_tree, *f, m_options.pruned, m_negated);
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
    const NodeFrame *nf = frame ? &frame->nodes[n] : nullptr;
    NodeDrawing d = stateDrawing(t.kind(n), state, p, nf && nf->visitedEarlier,
                                 nf ? nf->list : ListPlace::None, nf && nf->tableSkipped);
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
    // B*: a node not generated yet is left out of the picture; a generated inner node shows
    // its bounds beside it.
    if (f.notGenerated)
        d.visible = false;
    else if (!leaf && d.window.isEmpty() && !intervalText(f).isEmpty())
        d.window = QStringList{intervalText(f)};
    else if (!skippedIntervalText(f).isEmpty()) // the bounds a threshold's skipped children allow
        d.window = skippedIntervalText(f).split(QStringLiteral(", "));
    // MCTS, as the canvas (TreeScene::lookFor, applyVisibility): "N=3, Q=0.5" beside an inner
    // node of the search tree, under a leaf; a selection's UCB sums under the children it
    // compares; a node outside the search tree faded, one the playout passes dashed.
    if (d.window.isEmpty() && m_options.showValues && !leaf)
        d.window = visitsText(t, f, n).split(QStringLiteral(", "), Qt::SkipEmptyParts);
    d.faded = f.tree == TreePlace::Outside;
    d.dashed = d.dashed || f.tree == TreePlace::Playout;
    QString formula;
    if (m_options.showFormulas)
        formula = chanceFormula(t, *frame, n);
    if (formula.isEmpty() && m_options.showFormulas)
        formula = ucbFormula(t, *frame, n);
    if (formula.isEmpty() && m_options.showValues && leaf)
        formula = visitsText(t, f, n);
    if (!formula.isEmpty())
        d.formula = wrapFormula(formula, std::max(m_geometry->room[n], m_geometry->shapes[n].width),
                                p.annotationFontSize);
    d.probe = probeText(f);
    d.bar = chanceBar(t, *frame, n);
    if (d.bar) // the bar says the window under it, and covers the column beside the node
        d.window.clear();
    switch (nodeTag(f)) { // every tag but SSS*'s LIVE one drawn as a settled tag
    case NodeTag::None: break;
    case NodeTag::Sss:
        d.tagLive = f.sss == SssStatus::Live;
        d.tag = sssTagText(f.sss, f.merit);
        break;
    case NodeTag::Table: d.tag = tableText(f); break;
    case NodeTag::Approx: d.tag = approximationText(f); break;
    case NodeTag::ReadAgain: d.tag = readCountText(f); break;
    case NodeTag::Order: d.tag = orderBadgeText(f); break;
    case NodeTag::List: // two-phase minimax: "OPEN", or the place on CLOSED
        d.tag = listTagText(f);
        d.tagLive = tagColours(f.sss, f.list) == SssStatus::Live;
        break;
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
    if (frame)
        e.window = shownEdgeWindow(t, *frame, child);
    e.look = frame && frame->nodes[child].notGenerated && state == NodeState::Unreached
                 ? EdgeLook::Hidden // B*: not generated yet, like its node
                 : edgeLook(state, m_options.pruned == PrunedMode::Hidden,
                            frame ? frame->nodes[child].list : ListPlace::None);
    if (frame && frame->nodes[child].tree == TreePlace::Playout)
        e.look = EdgeLook::Playout; // MCTS: passed by the playout, not added (as the canvas)
    else if (frame)
        e.look = chosenOr(e.look, frame->finished, frame->chosen, child);
    // A hidden subtree leaves nothing behind.
    e.cut = frame && frame->nodes[child].cutEdge && e.look != EdgeLook::Hidden;
    e.negated = frame && std::size_t(child) < m_negated.size() && m_negated[child] &&
                e.look != EdgeLook::Hidden;
    const EdgePaint<QString> paint = edgePaint(p, e.look);
    e.colour = paint.line;
    e.width = paint.width;
    e.dashed = paint.dashed;
    e.labelColour = paint.label;
    e.probabilityColour = paint.probability;
    return e;
}

void reserveChanceMarks(FigureGeometry &g, const GameTree &tree, const Trace *trace,
                        const Palette &p)
{
    if (!trace || !trace->features.testFlag(TraceFeature::ChanceBounds))
        return;
    // A probe's bound is a value of the tree: room for the widest, boxed as ChanceOverlay does.
    double widest = 0;
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.hasValue(n))
            widest = std::max(widest,
                              estimateTextWidth(QStringLiteral("≥ ") + formatValue(tree.value(n)),
                                                p.annotationFontSize));
    for (NodeId n = 0; n < tree.size(); ++n) {
        const LayoutPoint c = g.layout.centers[n];
        const double half = g.shapes[n].width / 2;
        if (n > 0) // a probe's box left of the node
            g.left = std::min(g.left, probeAnchor(c.x - half, c.y).x - widest - 6 - 2);
        if (tree.kind(n) == NodeKind::Chance && !tree.isLeaf(n)) // the bar and its texts
            g.right = std::max(g.right, chanceBarOrigin(c.x + half, c.y).x + ChanceBarWidth + 4);
    }
}

NodeDrawing stateDrawing(NodeKind kind, NodeState state, const Palette &p, bool earlier,
                         ListPlace list, bool spared)
{
    NodeDrawing d;
    static_cast<NodePaint<QString> &>(d) = nodePaint(p, kind, state, earlier, list, spared);
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
    return stepCaptionLine(frame.step, frame.stepCount, frame.iteration, frame.iterationCount,
                           frame.caption);
}

QString stepCaptionLine(int step, int stepCount, int iteration, int iterationCount,
                        const QString &narration)
{
    if (iterationCount <= 0)
        return QCoreApplication::translate("gt::Export", "Step %1 of %2: %3")
            .arg(step)
            .arg(stepCount)
            .arg(narration);
    return QCoreApplication::translate("gt::Export", "Iteration %1 of %2, step %3 of %4: %5")
        .arg(iteration)
        .arg(iterationCount)
        .arg(step)
        .arg(stepCount)
        .arg(narration);
}

NodeTag nodeTag(const NodeFrame &f)
{
    if (f.sss != SssStatus::None)
        return NodeTag::Sss;
    if (f.tableHit)
        return NodeTag::Table;
    if (!approximationText(f).isEmpty())
        return NodeTag::Approx;
    if (f.tree == TreePlace::None && !readCountText(f).isEmpty()) // MCTS: its N says it
        return NodeTag::ReadAgain;
    if (f.orderedEarly)
        return NodeTag::Order;
    if (!listTagText(f).isEmpty())
        return NodeTag::List;
    return NodeTag::None;
}

bool showsSideToMove(const Trace *trace, const FigureOptions &options)
{
    return options.sideToMove && trace && trace->features.testFlag(TraceFeature::SideToMove);
}

Frame shownFrame(const GameTree &tree, const Frame &frame, const Trace *trace,
                 const FigureOptions &options)
{
    return showsSideToMove(trace, options) ? sideToMoveView(tree, frame, options.depthLimit)
                                           : frame;
}

std::vector<char> shownNegations(const GameTree &tree, const Trace *trace,
                                 const FigureOptions &options)
{
    return showsSideToMove(trace, options) ? negatedEdges(tree, options.depthLimit)
                                           : std::vector<char>();
}

HorizonMark horizonMark(const GameTree &tree, const Frame &frame)
{
    const QString label = horizonText(frame);
    // No line for a depth no row shows: as deep as the tree or deeper, nothing lies below.
    if (label.isEmpty() || frame.pass.depth >= tree.height() + 1)
        return {};
    return {label, frame.pass.depth};
}

namespace {

// A chance node being searched by *-minimax draws its bar.
bool drawsChanceBar(const GameTree &tree, const Frame &frame, NodeId n)
{
    return chanceBar(tree, frame, n).has_value();
}

// The edge into `child` shows its probability, and so its draw count (FigureFrames::edge).
bool averagingParent(const GameTree &tree, const Frame &frame, NodeId child)
{
    const NodeId p = tree.parent(child);
    return p != NoNode && std::size_t(p) < frame.averaging.size() && frame.averaging[p];
}

} // namespace

void LegendUse::add(const GameTree &tree, const Frame &frame, PrunedMode pruned,
                    const std::vector<char> &negatedEdges, bool ghosts)
{
    const bool prunedShown = pruned == PrunedMode::Greyed;
    for (NodeId n = 0; n < tree.size() && std::size_t(n) < frame.nodes.size(); ++n) {
        const NodeFrame &f = frame.nodes[n];
        if (f.state == NodeState::Pruned && !prunedShown)
            continue;
        if (f.notGenerated && f.state == NodeState::Unreached) {
            ungenerated = ungenerated || ghosts; // B*: a ghost, or left out (FigureFrames::node)
            continue;
        }
        // Two-phase minimax: the looks listPaint gives instead of the state's.
        const ListLook list = listLook(f.state, f.list);
        ungenerated = ungenerated || list == ListLook::Ghost;
        open = open || list == ListLook::Open;
        closed = closed || list == ListLook::Closed;
        // A node the table spared looks pruned but is explained as spared.
        if (f.tableSkipped && f.state == NodeState::Pruned)
            tableSkipped = true;
        else if (list == ListLook::None)
            state[int(f.state)] = true;
        if (f.state == NodeState::Done)
            kindDone[int(tree.kind(n))] = true;
        cut = cut || f.cutEdge;
        switch (nodeTag(f)) {
        case NodeTag::None: break;
        case NodeTag::Sss:
            live = live || f.sss == SssStatus::Live;
            solved = solved || f.sss == SssStatus::Solved;
            break;
        case NodeTag::Table: tableHit = true; break;
        case NodeTag::ReadAgain: readAgain = true; break;
        case NodeTag::Order: order[int(f.orderReason)] = true; break;
        case NodeTag::Approx:
            exact = exact || std::isnan(f.skippedProbability);
            skipped = skipped || !std::isnan(f.skippedProbability);
            break;
        case NodeTag::List: break; // counted by its look above
        }
        heuristic = heuristic || (!tree.isLeaf(n) && valueText(f).startsWith(u"h="));
        negated = negated || (std::size_t(n) < negatedEdges.size() && negatedEdges[n]);
        const bool inner = !tree.isLeaf(n);
        chanceBar = chanceBar || drawsChanceBar(tree, frame, n);
        edgeWindow = edgeWindow || !shownEdgeWindow(tree, frame, n).isEmpty();
        probe = probe || !probeText(f).isEmpty();
        estimate = estimate || (inner && valueText(f).startsWith(u"≈"));
        draws = draws || (f.draws > 0 && averagingParent(tree, frame, n));
        // The texts beside a node, as FigureFrames::node chooses them.
        const bool window =
            inner && f.hasWindow && (f.state == NodeState::OnPath || f.state == NodeState::Current);
        const bool bounds = inner && !window && !intervalText(f).isEmpty();
        interval = interval || bounds;
        skippedInterval = skippedInterval || (!bounds && !skippedIntervalText(f).isEmpty());
        outside = outside || (f.tree == TreePlace::Outside && f.state != NodeState::Pruned);
        playout = playout || f.tree == TreePlace::Playout;
    }
    horizon = horizon || !horizonMark(tree, frame).label.isEmpty();
}

void LegendUse::add(const LegendUse &other)
{
    for (int i = 0; i < 5; ++i)
        state[i] = state[i] || other.state[i];
    for (int i = 0; i < 4; ++i)
        kindDone[i] = kindDone[i] || other.kindDone[i];
    for (int i = 0; i < 4; ++i)
        order[i] = order[i] || other.order[i];
    cut = cut || other.cut;
    live = live || other.live;
    solved = solved || other.solved;
    tableHit = tableHit || other.tableHit;
    tableSkipped = tableSkipped || other.tableSkipped;
    readAgain = readAgain || other.readAgain;
    horizon = horizon || other.horizon;
    heuristic = heuristic || other.heuristic;
    negated = negated || other.negated;
    ungenerated = ungenerated || other.ungenerated;
    chanceBar = chanceBar || other.chanceBar;
    edgeWindow = edgeWindow || other.edgeWindow;
    probe = probe || other.probe;
    estimate = estimate || other.estimate;
    exact = exact || other.exact;
    skipped = skipped || other.skipped;
    skippedInterval = skippedInterval || other.skippedInterval;
    draws = draws || other.draws;
    interval = interval || other.interval;
    open = open || other.open;
    closed = closed || other.closed;
    outside = outside || other.outside;
    playout = playout || other.playout;
}

namespace {

// Two-phase minimax: the nodes not generated yet, on OPEN, and on CLOSED waiting for their
// values, each only when drawn.
void listLegendEntries(NodeKind inner, const LegendUse &use, std::vector<LegendEntry> &out)
{
    auto entry = [&](bool used, NodeState state, ListPlace list, const char *text) {
        if (used) {
            LegendEntry e{inner, state, false, SssStatus::None,
                          QCoreApplication::translate("gt::Legend", text)};
            e.list = list;
            out.push_back(e);
        }
    };
    entry(use.ungenerated, NodeState::Unreached, ListPlace::Ungenerated,
          QT_TRANSLATE_NOOP("gt::Legend", "not generated yet"));
    entry(use.open, NodeState::Unreached, ListPlace::Open,
          QT_TRANSLATE_NOOP("gt::Legend", "on OPEN (tag OPEN)"));
    entry(use.closed, NodeState::OnPath, ListPlace::Closed,
          QT_TRANSLATE_NOOP("gt::Legend", "on CLOSED, value not backed up (C n)"));
}

// *-minimax's marks, the approximate searches' and B*'s bounds, each only when drawn; `mark`
// adds an entry when its first argument is true.
template <class Mark> void chanceLegendEntries(const LegendUse &use, Mark mark)
{
    if (LegendEntry *e = mark(
            use.chanceBar,
            QT_TRANSLATE_NOOP("gt::Legend", "bar at a chance node: its value lies in [low, high]; "
                                            "cut off once it leaves α–β")))
        e->chanceBar = true;
    // The rest: a sample of the text in the value font, the meaning.
    const struct {
        bool shown;
        const char *sample, *text;
    } samples[] = {
        {use.edgeWindow, "( )",
         QT_TRANSLATE_NOOP("gt::Legend", "(α, β) on an edge: the window the child gets")},
        {use.probe, "≥", QT_TRANSLATE_NOOP("gt::Legend", "≥ W / ≤ W: a probe bound on the child")},
        {use.estimate, "≈", QT_TRANSLATE_NOOP("gt::Legend", "≈ v: an estimate")},
        {use.exact, "=", QT_TRANSLATE_NOOP("gt::Legend", "exact v: the exact value")},
        {use.skipped, "P",
         QT_TRANSLATE_NOOP("gt::Legend", "skipped P=p: a child below the threshold, not searched")},
        {use.skippedInterval, "≥≤",
         QT_TRANSLATE_NOOP("gt::Legend", "≥ a, ≤ b: bounds despite skipped children")},
        {use.draws, "×k", QT_TRANSLATE_NOOP("gt::Legend", "×k: drawn k times")},
        {use.interval, "[ ]",
         QT_TRANSLATE_NOOP("gt::Legend", "[pess, opt]: B* bounds on the node value")},
    };
    for (const auto &m : samples)
        if (LegendEntry *e = mark(m.shown, m.text))
            e->sample = QString::fromUtf8(m.sample);
}

} // namespace

std::vector<LegendEntry> legendEntries(const GameTree &tree, const Trace *trace,
                                       const LegendUse &use)
{
    bool present[4] = {};
    for (NodeId n = 0; n < tree.size(); ++n)
        present[int(tree.kind(n))] = true;
    std::vector<LegendEntry> out;
    for (NodeKind k : {NodeKind::Max, NodeKind::Min, NodeKind::Chance, NodeKind::Leaf}) {
        if (!present[int(k)])
            continue;
        // A finished node's fill tells the kinds apart; a leaf is finished when it is read.
        const bool done = trace && use.kindDone[int(k)];
        const char *name = k == NodeKind::Max      ? QT_TRANSLATE_NOOP("gt::Legend", "MAX")
                           : k == NodeKind::Min    ? QT_TRANSLATE_NOOP("gt::Legend", "MIN")
                           : k == NodeKind::Chance ? QT_TRANSLATE_NOOP("gt::Legend", "chance")
                           : done                  ? QT_TRANSLATE_NOOP("gt::Legend", "leaf read")
                                                   : QT_TRANSLATE_NOOP("gt::Legend", "leaf");
        out.push_back({k, done ? NodeState::Done : NodeState::Unreached, false, SssStatus::None,
                       LegendTr::tr(name)});
    }
    if (!trace)
        return out;
    const NodeKind inner = present[int(NodeKind::Max)] ? NodeKind::Max : tree.kind(0);
    auto state = [&](NodeState s, const char *text) {
        if (use.state[int(s)])
            out.push_back({inner, s, false, SssStatus::None, LegendTr::tr(text)});
    };
    state(NodeState::Unreached, QT_TRANSLATE_NOOP("gt::Legend", "not reached"));
    // The faded look of NodeFrame::visitedEarlier, in every search made of passes.
    if (trace->features.testFlag(TraceFeature::Passes))
        out.push_back({inner, NodeState::Unreached, false, SssStatus::None,
                       LegendTr::tr("visited in an earlier pass"), true});
    state(NodeState::OnPath, QT_TRANSLATE_NOOP("gt::Legend", "on the path"));
    state(NodeState::Current, QT_TRANSLATE_NOOP("gt::Legend", "current"));
    state(NodeState::Pruned, QT_TRANSLATE_NOOP("gt::Legend", "pruned"));
    if (use.tableSkipped) { // dashed as pruned, in the table's colours, without a cut mark
        LegendEntry e{inner, NodeState::Pruned, false, SssStatus::None,
                      LegendTr::tr("skipped by the table, not pruned")};
        e.spared = true;
        out.push_back(e);
    }
    if (use.cut)
        out.push_back({inner, NodeState::Done, true, SssStatus::None, LegendTr::tr("cut-off")});
    auto mark = [&](bool shown, const char *text) -> LegendEntry * {
        if (!shown)
            return nullptr;
        out.push_back({inner, NodeState::Done, false, SssStatus::None, LegendTr::tr(text)});
        return &out.back();
    };
    if (LegendEntry *e = mark(use.live, QT_TRANSLATE_NOOP("gt::Legend", "LIVE on OPEN"))) {
        e->sss = SssStatus::Live;
        e->tag = QStringLiteral("L");
    }
    if (LegendEntry *e = mark(use.solved, QT_TRANSLATE_NOOP("gt::Legend", "SOLVED on OPEN"))) {
        e->sss = SssStatus::Solved;
        e->tag = QStringLiteral("S");
    }
    if (LegendEntry *e =
            mark(use.tableHit,
                 QT_TRANSLATE_NOOP("gt::Legend", "the table answered (the value it gave)")))
        e->tag = QStringLiteral("TT");
    if (LegendEntry *e =
            mark(use.readAgain, QT_TRANSLATE_NOOP("gt::Legend", "leaf read again in a later pass")))
        e->tag = QStringLiteral("×2");
    // The badges of orderBadgeText, by OrderReason.
    const char *orderTexts[4][2] = {
        {"PV", QT_TRANSLATE_NOOP("gt::Legend", "best move of the previous pass, tried first")},
        {"K1", QT_TRANSLATE_NOOP("gt::Legend", "killer move 1 of its ply, tried early")},
        {"K2", QT_TRANSLATE_NOOP("gt::Legend", "killer move 2 of its ply, tried early")},
        {"H", QT_TRANSLATE_NOOP("gt::Legend", "history score, tried early for it")}};
    for (int r = 0; r < 4; ++r) {
        if (LegendEntry *e = mark(use.order[r], orderTexts[r][1]))
            e->tag = QString::fromLatin1(orderTexts[r][0]);
    }
    if (LegendEntry *e =
            mark(use.horizon,
                 QT_TRANSLATE_NOOP("gt::Legend", "horizon: the pass sees nothing below it")))
        e->horizon = true;
    if (LegendEntry *e = mark(
            use.heuristic, QT_TRANSLATE_NOOP("gt::Legend", "heuristic value, read at the horizon")))
        e->sample = QStringLiteral("h=");
    if (LegendEntry *e =
            mark(use.negated,
                 QT_TRANSLATE_NOOP("gt::Legend", "negamax negates the value here (side to move)")))
        e->negation = true;
    listLegendEntries(inner, use, out);
    chanceLegendEntries(use, mark);
    // MCTS: the node as not reached, faded; the edge as the playout passes it.
    if (use.outside) {
        out.push_back({inner, NodeState::Unreached, false, SssStatus::None,
                       LegendTr::tr("faded: not in the search tree")});
        out.back().faded = true;
    }
    if (LegendEntry *e = mark(use.playout, QT_TRANSLATE_NOOP("gt::Legend", "dashed: playout")))
        e->playout = true;
    return out;
}

} // namespace gt
