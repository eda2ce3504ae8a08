// Searches made of several passes, and the one place that reads trace events. Traces are built
// by hand here (an alpha-beta pass per window, as the next algorithms will write them): a full
// window, a null-window test that prunes what the first pass read, a re-search that reads it
// again, and an iterative deepening. Frames replayed forwards, backwards and by jumps agree;
// each pass starts afresh and keeps what earlier passes found; pruned means never visited in any
// pass; the statistics dock counts what the summary counts; the pass shows in the stepper, the
// JSON and the narration; earlier-visited nodes are drawn faded on the canvas and in exports;
// the pass band under the tree draws each pass's window and result on a number line, and a
// leaf read again in a later pass is tagged "×2".
#include "treetexthelpers.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/window/mainwindow.h"
#include "core/export/figureframe.h"
#include "core/export/figuregeometry.h"
#include "core/export/latextext.h"
#include "core/export/stepselection.h"
#include "core/generate/randomtree.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/search/searchsupport.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"
#include "core/trace/searchcounter.h"
#include "core/trace/tracejson.h"
#include "views/docks/opendock.h"
#include "views/export/exporter.h"
#include "views/export/frameexporter.h"
#include "views/export/framepicture.h"
#include "views/export/stylepalette.h"
#include "views/models/statisticsmodel.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/labelspread.h"
#include "views/widgets/passband.h"
#include "views/widgets/stepperbar.h"

#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QtTest>

#include <algorithm>
#include <optional>

using namespace gt;
using gt::test::parse;

namespace {

// Writes passes of fail-hard alpha-beta over a tree, each announced by a PassStart and, but
// for the last, closed by the root's Return without a parent; finish() ends the search.
class PassBuilder {
public:
    explicit PassBuilder(const GameTree &tree)
        : m_tree(tree)
        , m_writer(m_trace)
    {
        m_trace.algorithm = QStringLiteral("alphabeta");
        m_trace.features = TraceFeature::Window | TraceFeature::Passes;
    }

    // One pass with the root window (alpha, beta), to `depth` (-1: to the leaves).
    std::pair<double, Bound> pass(PassKind kind, double alpha, double beta, int depth = -1)
    {
        m_depth = depth;
        m_writer.add(EventType::PassStart, 0, 0, depth < 0 ? NoNode : depth, alpha, beta,
                     std::uint8_t(kind), ++m_passes);
        return search(0, alpha, beta);
    }
    // The root's value in a pass that is not the last.
    void endPass(std::pair<double, Bound> result)
    {
        m_writer.add(EventType::Return, 0, 0, NoNode, result.first, 0, std::uint8_t(result.second));
    }
    Trace finish(double value)
    {
        m_writer.add(EventType::Finish, 0, 0, NoNode, value);
        summarize(m_tree, m_trace);
        return m_trace;
    }

private:
    std::pair<double, Bound> search(NodeId n, double alpha, double beta)
    {
        const GameTree &t = m_tree;
        if (t.isLeaf(n) || (m_depth >= 0 && t.depth(n) >= m_depth)) {
            m_writer.add(EventType::ReadLeaf, 2, n, NoNode, t.value(n));
            return {t.value(n), Bound::Exact};
        }
        m_writer.add(EventType::Enter, 1, n, NoNode, alpha, beta, 1, t.depth(n));
        const bool isMax = t.kind(n) == NodeKind::Max;
        const double alpha0 = alpha, beta0 = beta;
        double v = isMax ? -Infinity : Infinity;
        Bound vb = Bound::Exact;
        bool cut = false;
        for (int i = 0; i < t.childCount(n) && !cut; ++i) {
            const NodeId c = t.child(n, i);
            const auto [r, b] = search(c, alpha, beta);
            if (isMax ? r > v : r < v) {
                v = r;
                vb = b;
            }
            m_writer.add(EventType::Return, 6, c, n, r, v, std::uint8_t(b));
            if (isMax && v > alpha) {
                alpha = v;
                m_writer.add(EventType::Tighten, 7, n, NoNode, alpha, beta);
            } else if (!isMax && v < beta) {
                beta = v;
                m_writer.add(EventType::Tighten, 13, n, NoNode, alpha, beta);
            }
            if (alpha >= beta && i + 1 < t.childCount(n)) {
                cut = true;
                m_writer.add(EventType::Cutoff, 8, n, t.child(n, i + 1), alpha, beta,
                             std::uint8_t(isMax ? Cut::AtMax : Cut::AtMin));
            }
        }
        Bound bound = cut ? (isMax ? Bound::Lower : Bound::Upper) : vb;
        const double clamped = std::clamp(v, alpha0, beta0);
        if (clamped != v)
            bound = clamped == alpha0 ? Bound::Upper : Bound::Lower;
        return {clamped, bound};
    }

    const GameTree &m_tree;
    Trace m_trace;
    TraceWriter m_writer;
    int m_passes = 0;
    int m_depth = -1;
};

// AIMA's tree: A0 B1 3:2 12:3 8:4 C5 2:6 4:7 6:8 D9 14:10 5:11 2:12, worth 3.
const QString Aima = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");

// A full window (reads 3 12 8 2 14 5 2, prunes 4 and 6); a null-window test (4, 5) that fails
// low and prunes 12 and 8 as well; a re-search (−∞, 4) that reads 12 and 8 again.
Trace aspiration(const GameTree &t)
{
    PassBuilder b(t);
    b.endPass(b.pass(PassKind::Window, -Infinity, Infinity));
    b.endPass(b.pass(PassKind::NullWindowTest, 4, 5));
    b.pass(PassKind::ReSearch, -Infinity, 4);
    return b.finish(3);
}

// The same without the re-search: the last pass prunes what the first one read.
Trace testLast(const GameTree &t)
{
    PassBuilder b(t);
    b.endPass(b.pass(PassKind::Window, -Infinity, Infinity));
    b.pass(PassKind::NullWindowTest, 4, 5);
    return b.finish(3);
}

// Iterative deepening: depth 1 reads the heuristic values of B, C and D, depth 2 the leaves.
Trace deepening(const GameTree &t)
{
    PassBuilder b(t);
    b.endPass(b.pass(PassKind::Depth, -Infinity, Infinity, 1));
    b.pass(PassKind::Depth, -Infinity, Infinity, 2);
    return b.finish(3);
}

int stepAfterPassStart(const Trace &t, int number)
{
    for (std::size_t i = 0; i < t.events.size(); ++i) {
        const auto pass = passStartedBy(t.events[i]);
        if (pass && pass->number == number)
            return int(i) + 1;
    }
    return -1;
}

bool sameFrame(const Frame &a, const Frame &b)
{
    if (a.step != b.step || a.current != b.current || a.finished != b.finished ||
        a.pass.number != b.pass.number || a.pass.kind != b.pass.kind ||
        a.pass.depth != b.pass.depth || a.pass.alpha != b.pass.alpha ||
        a.pass.beta != b.pass.beta || a.passCount != b.passCount || a.averaging != b.averaging ||
        a.nodes.size() != b.nodes.size() || a.open.size() != b.open.size())
        return false;
    for (std::size_t i = 0; i < a.nodes.size(); ++i)
        if (!sameNodeFrame(a.nodes[i], b.nodes[i]))
            return false;
    return std::equal(a.open.begin(), a.open.end(), b.open.begin(),
                      [](const OpenState &x, const OpenState &y) {
                          return x.node == y.node && x.status == y.status && x.merit == y.merit;
                      });
}

// Every frame reached forwards, then backwards, then by a fresh replayer, is the same.
void checkReplay(const GameTree &t, const Trace &trace, const QString &what)
{
    Replayer forward(t, trace);
    std::vector<Frame> frames;
    for (int s = 0; s <= forward.stepCount(); ++s) {
        forward.seek(s);
        frames.push_back(forward.frame());
    }
    for (int s = forward.stepCount(); s >= 0; --s) {
        forward.seek(s);
        QVERIFY2(sameFrame(forward.frame(), frames[std::size_t(s)]),
                 qPrintable(QStringLiteral("%1: backwards at step %2").arg(what).arg(s)));
    }
    for (int s = 0; s <= forward.stepCount(); ++s) {
        Replayer fresh(t, trace);
        fresh.seek(s);
        QVERIFY2(sameFrame(fresh.frame(), frames[std::size_t(s)]),
                 qPrintable(QStringLiteral("%1: fresh seek to step %2").arg(what).arg(s)));
    }
    Replayer jumper(t, trace);
    for (int k = 0; k < 40; ++k) {
        const int s = int((k * 7919 + 13) % frames.size());
        jumper.seek(s);
        QVERIFY2(sameFrame(jumper.frame(), frames[std::size_t(s)]),
                 qPrintable(QStringLiteral("%1: jump to step %2").arg(what).arg(s)));
    }
}

// The final frame's pruned nodes are the summary's, and both are the nodes no pass visited.
void checkPruned(const GameTree &t, const Trace &trace, const QString &what)
{
    std::vector<char> visited(std::size_t(t.size()), 0);
    for (const TraceEvent &e : trace.events) {
        if (visitedNode(e) != NoNode)
            visited[std::size_t(visitedNode(e))] = 1;
    }
    std::vector<NodeId> never;
    for (NodeId n = 0; n < t.size(); ++n) {
        if (!visited[std::size_t(n)])
            never.push_back(n);
    }
    QVERIFY2(trace.summary.pruned == never, qPrintable(what));
    Replayer r(t, trace);
    r.seek(r.stepCount());
    std::vector<NodeId> drawnPruned;
    for (NodeId n = 0; n < t.size(); ++n) {
        if (r.frame().nodes[std::size_t(n)].state == NodeState::Pruned)
            drawnPruned.push_back(n);
    }
    QVERIFY2(drawnPruned == never, qPrintable(what));
}

Document documentFor(const GameTree &t, const Trace &trace)
{
    Document d;
    d.tree = t;
    d.algorithm = trace.algorithm;
    d.step = 0;
    return d;
}

QColor pixelAt(const QImage &image, const TreeScene &scene, NodeId n, QPointF local)
{
    const QPointF p = scene.item(n)->pos() + local - scene.sceneRect().topLeft();
    return image.pixelColor(p.toPoint());
}

bool near(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) <= 12 && std::abs(a.green() - b.green()) <= 12 &&
           std::abs(a.blue() - b.blue()) <= 12;
}

} // namespace

class TstPasses : public QObject {
    Q_OBJECT
private slots:
    // The event kinds are the registry's (core/search/registry.cpp), installed on its first
    // use: a test that makes events by hand before any search installs them first, as a
    // program does by listing its algorithms.
    void initTestCase() { registerBuiltinEventKinds(); }

    void eventQueries()
    {
        const GameTree t = parse(Aima);
        Trace scratch;
        TraceWriter writer(scratch);
        auto event = [&](EventType type, NodeId node, NodeId other = NoNode, double a = 0,
                         double b = 0, std::uint8_t detail = 0, std::int32_t aux = 0) {
            writer.add(type, 0, node, other, a, b, detail, aux);
            return scratch.events.back();
        };
        const auto live = std::uint8_t(SssStatus::Live), solved = std::uint8_t(SssStatus::Solved);
        QCOMPARE(visitedNode(event(EventType::Enter, 1)), 1);
        QCOMPARE(visitedNode(event(EventType::ReadLeaf, 2)), 2);
        QCOMPARE(visitedNode(event(EventType::SssTake, 1, NoNode, 5, 0, live)), 1);
        QCOMPARE(visitedNode(event(EventType::SssTake, 1, NoNode, 5, 0, solved)), NoNode);
        QCOMPARE(visitedNode(event(EventType::Return, 2, 1)), NoNode);
        QCOMPARE(visitedNode(event(EventType::PassStart, 0)), NoNode);
        QCOMPARE(reachedNode(event(EventType::SssTake, 1, NoNode, 5, 0, solved)), 1);
        QCOMPARE(reachedNode(event(EventType::Tighten, 1)), NoNode);
        QCOMPARE(openedNode(event(EventType::ReadLeaf, 2)), NoNode);
        QCOMPARE(openedNode(event(EventType::Enter, 5)), 5);

        const auto ret = finishedBy(event(EventType::Return, 5, 0, 2, 3, 3));
        QVERIFY(ret && ret->node == 5 && ret->value == 2 && ret->bound == Bound::Upper);
        const auto root = finishedBy(event(EventType::Return, 0, NoNode, 4, 0, 3));
        QVERIFY(root && root->node == 0 && root->value == 4);
        QVERIFY(finishedBy(event(EventType::SssPush, 1, NoNode, 7, 0, solved)));
        QCOMPARE(finishedBy(event(EventType::SssPush, 1, NoNode, 7, 0, solved))->bound,
                 Bound::Lower);
        QVERIFY(!finishedBy(event(EventType::SssPush, 1, NoNode, 7, 0, live)));
        QVERIFY(!finishedBy(event(EventType::PassStart, 0)));
        QCOMPARE(*searchResult(event(EventType::Finish, 0, NoNode, 3)), 3.0);
        QVERIFY(!searchResult(event(EventType::Return, 0, NoNode, 3)));

        QCOMPARE(sssStatus(event(EventType::SssPush, 1, NoNode, 7, 0, solved)), SssStatus::Solved);
        QCOMPARE(sssStatus(event(EventType::Return, 1, 0, 7, 0, solved)), SssStatus::None);
        const auto taken = takenState(event(EventType::SssTake, 9, NoNode, 6, 0, live, 3));
        QVERIFY(taken && taken->node == 9 && taken->merit == 6 && taken->status == SssStatus::Live);
        QCOMPARE(gammaCase(event(EventType::SssTake, 9, NoNode, 6, 0, live, 3)), 3);
        QVERIFY(!pushedState(event(EventType::SssTake, 9, NoNode, 6, 0, live, 3)));

        const TraceEvent cut = event(EventType::Cutoff, 5, 7, 3, 2);
        QCOMPARE(prunedChildren(t, cut), (std::vector<NodeId>{7, 8}));
        QCOMPARE(prunedSubtrees(t, cut), 2);
        QVERIFY(isCutoff(cut));
        QVERIFY(isCutoff(event(EventType::SssPurge, 1, 3, 0, 0, 0, 1)));
        QVERIFY(!isCutoff(event(EventType::SssPurge, 1, 3, 0, 0, 0, 0)));
        QCOMPARE(prunedSubtrees(t, event(EventType::SssPurge, 1, 3, 0, 0, 0, 2)), 2);
        QVERIFY(isLeafRead(event(EventType::ReadLeaf, 2)));

        const auto pass = passStartedBy(
            event(EventType::PassStart, 0, 3, 34, 35, std::uint8_t(PassKind::NullWindowTest), 2));
        QVERIFY(pass);
        QCOMPARE(pass->number, 2);
        QCOMPARE(pass->kind, PassKind::NullWindowTest);
        QCOMPARE(pass->alpha, 34.0);
        QCOMPARE(pass->beta, 35.0);
        QCOMPARE(pass->depth, 3);
        QCOMPARE(passStartedBy(event(EventType::PassStart, 0))->depth, -1);
    }

    void replayAcrossPassesMatchesAFreshSeek()
    {
        const GameTree t = parse(Aima);
        checkReplay(t, aspiration(t), QStringLiteral("aspiration"));
        checkReplay(t, testLast(t), QStringLiteral("test last"));
        const GameTree h = parse("max(min[4](3,12,8), min[1](2,4,6), min[6](14,5,2))");
        checkReplay(h, deepening(h), QStringLiteral("deepening"));
        // Random trees, windows and depths: a pass after a full one, and one after that.
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.maxBranching = 3;
            o.depth = 4;
            o.leafChance = 0.2;
            const GameTree r = randomTree(o);
            PassBuilder b(r);
            const auto first = b.pass(PassKind::Window, -Infinity, Infinity);
            b.endPass(first);
            const double guess = first.first + double(seed % 5) - 2;
            b.endPass(b.pass(PassKind::NullWindowTest, guess, guess + 1));
            b.pass(PassKind::ReSearch, seed % 2 ? -Infinity : guess, Infinity);
            const Trace trace = b.finish(first.first);
            const QString what = QStringLiteral("random seed %1").arg(seed);
            checkReplay(r, trace, what);
            checkPruned(r, trace, what);
        }
    }

    void eachPassStartsAfreshAndRemembers()
    {
        const GameTree t = parse(Aima);
        const Trace trace = aspiration(t);
        Replayer r(t, trace);
        QCOMPARE(r.frame().pass.number, 0);
        QCOMPARE(r.frame().passCount, 3);
        QCOMPARE(passText(r.frame()), QString());

        // The last frame of pass 1: B is worth 3, 12 was read, 4 and 6 are pruned for now.
        const int second = stepAfterPassStart(trace, 2);
        r.seek(second - 1);
        QCOMPARE(r.frame().pass.number, 1);
        QCOMPARE(passText(r.frame()), QStringLiteral("Pass 1 of 3 · window (−∞, +∞)"));
        QCOMPARE(r.frame().nodes[1].state, NodeState::Done);
        QCOMPARE(r.frame().nodes[7].state, NodeState::Pruned);
        QCOMPARE(r.frame().nodes[0].state, NodeState::Done); // the pass's root value
        QCOMPARE(valueText(r.frame().nodes[0]), QStringLiteral("3"));

        // Pass 2 starts: what pass 1 visited is "visited earlier", with its values; what it
        // pruned is simply not reached; nothing is current.
        r.seek(second);
        const Frame &f = r.frame();
        QCOMPARE(f.pass.number, 2);
        QCOMPARE(f.pass.kind, PassKind::NullWindowTest);
        QCOMPARE(passText(f), QStringLiteral("Pass 2 of 3 · null-window test (4, 5)"));
        QCOMPARE(f.current, NoNode);
        for (NodeId n : {0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12}) {
            QCOMPARE(f.nodes[std::size_t(n)].state, NodeState::Unreached);
            QVERIFY2(f.nodes[std::size_t(n)].visitedEarlier, qPrintable(QString::number(n)));
            QVERIFY(!f.nodes[std::size_t(n)].hasWindow);
        }
        for (NodeId n : {7, 8}) {
            QCOMPARE(f.nodes[std::size_t(n)].state, NodeState::Unreached);
            QVERIFY(!f.nodes[std::size_t(n)].visitedEarlier);
            QVERIFY(!f.nodes[std::size_t(n)].cutEdge);
        }
        QCOMPARE(f.nodes[1].earlierValue, 3.0);
        QCOMPARE(f.nodes[1].earlierBound, Bound::Exact);
        QVERIFY(std::isnan(f.nodes[1].value));
        QCOMPARE(valueText(f.nodes[1]), QStringLiteral("3")); // shown, faded, until revisited

        // Pass 2 enters A and B again: they are this pass's now, their earlier values kept.
        r.seek(second + 2);
        QVERIFY(!r.frame().nodes[0].visitedEarlier);
        QCOMPARE(r.frame().nodes[1].state, NodeState::Current);
        QVERIFY(!r.frame().nodes[1].visitedEarlier);
        QCOMPARE(r.frame().nodes[1].earlierValue, 3.0);
        QCOMPARE(windowText(r.frame().nodes[1]), QStringLiteral("α=4, β=5"));

        // The test cuts off at B: 12 and 8, read in pass 1, keep that look and get the cut mark;
        // they are not pruned, since a pass visited them.
        int cut = second;
        while (r.frame().pass.number == 2 && !isCutoff(trace.events[std::size_t(cut)]))
            r.seek(++cut);
        r.seek(cut + 1);
        for (NodeId n : {3, 4}) {
            const NodeFrame &g = r.frame().nodes[std::size_t(n)];
            QCOMPARE(g.state, NodeState::Unreached);
            QVERIFY(g.visitedEarlier);
            QVERIFY(g.cutEdge);
        }

        // Pass 3 reads 12 and 8 again; the final frame prunes only 4 and 6.
        r.seek(r.stepCount());
        QCOMPARE(r.frame().pass.number, 3);
        QCOMPARE(passText(r.frame()), QStringLiteral("Pass 3 of 3 · re-search (−∞, 4)"));
        for (NodeId n : {3, 4}) {
            QCOMPARE(r.frame().nodes[std::size_t(n)].state, NodeState::Done);
            QVERIFY(!r.frame().nodes[std::size_t(n)].visitedEarlier);
        }
        QCOMPARE(r.frame().nodes[7].state, NodeState::Pruned);
        QCOMPARE(r.frame().nodes[1].earlierValue, 4.0); // what the test found at B: ≤ 4
        QCOMPARE(r.frame().nodes[1].earlierBound, Bound::Upper);
        QCOMPARE(valueText(r.frame().nodes[1]), QStringLiteral("3"));

        // Back across two pass starts, to pass 1's last frame, exactly.
        r.seek(second - 1);
        Replayer fresh(t, trace);
        fresh.seek(second - 1);
        QVERIFY(sameFrame(r.frame(), fresh.frame()));
        QCOMPARE(r.frame().nodes[7].state, NodeState::Pruned);
        QVERIFY(!r.frame().nodes[1].visitedEarlier);
    }

    void prunedMeansNeverVisitedInAnyPass()
    {
        const GameTree t = parse(Aima);
        const Trace a = aspiration(t);
        QCOMPARE(a.summary.pruned, (std::vector<NodeId>{7, 8}));
        checkPruned(t, a, QStringLiteral("aspiration"));

        // The last pass prunes 12 and 8; pass 1 read them, so they are not pruned: the final
        // frame draws them as visited earlier, with the cut mark of the last pass.
        const Trace b = testLast(t);
        QCOMPARE(b.summary.pruned, (std::vector<NodeId>{7, 8}));
        checkPruned(t, b, QStringLiteral("test last"));
        Replayer r(t, b);
        r.seek(r.stepCount());
        for (NodeId n : {3, 4}) {
            QCOMPARE(r.frame().nodes[std::size_t(n)].state, NodeState::Unreached);
            QVERIFY(r.frame().nodes[std::size_t(n)].visitedEarlier);
            QVERIFY(r.frame().nodes[std::size_t(n)].cutEdge);
        }
        // 6 (id 8) is under the cut-off at C in both passes: pruned, its edge marked.
        QVERIFY(r.frame().nodes[7].cutEdge);

        const GameTree h = parse("max(min[4](3,12,8), min[1](2,4,6), min[6](14,5,2))");
        const Trace d = deepening(h);
        QCOMPARE(d.summary.pruned, (std::vector<NodeId>{7, 8}));
        checkPruned(h, d, QStringLiteral("deepening"));
    }

    void everyPassCountsWhatItReads()
    {
        const GameTree h = parse("max(min[4](3,12,8), min[1](2,4,6), min[6](14,5,2))");
        const Trace d = deepening(h);
        // Depth 1 reads B, C, D and visits A; depth 2 reads seven leaves and visits A B C D.
        QCOMPARE(d.summary.leavesRead, (std::vector<NodeId>{1, 5, 9, 2, 3, 4, 6, 10, 11, 12}));
        QCOMPARE(d.summary.leavesEvaluated, 10);
        QCOMPARE(d.summary.internalVisited, 5);
        QCOMPARE(d.summary.cutoffs, 1);
        QCOMPARE(d.summary.value, 3.0);

        const GameTree t = parse(Aima);
        const Trace a = aspiration(t);
        // Pass 1: 7 leaves, 4 inner nodes, 1 cut-off; pass 2: 3, 2, 14, 5, 2, 4 inner, 2 cut-offs;
        // pass 3: 3, 12, 8, 2, 14, 5, 2, 4 inner, 1 cut-off.
        QCOMPARE(a.summary.leavesEvaluated, 7 + 5 + 7);
        QCOMPARE(a.summary.internalVisited, 4 + 4 + 4);
        QCOMPARE(a.summary.cutoffs, 1 + 2 + 1);
    }

    void statisticsCountWhatTheSummaryCounts()
    {
        for (const QString &text : {Aima, QStringLiteral("max(min[4](3,12,8), min[1](2,4,6), "
                                                         "min[6](14,5,2))")}) {
            const GameTree t = parse(text);
            for (const Trace &trace : {aspiration(t), testLast(t), deepening(t)}) {
                SearchSession session;
                session.setDocument(documentFor(t, trace), trace);
                QCOMPARE(session.trace()->events.size(), trace.events.size());
                StatisticsModel model(&session);
                // The "so far" row at every step is the summary of the trace up to there.
                for (int s = 0; s <= session.stepCount(); ++s) {
                    session.setStep(s);
                    Trace prefix = trace;
                    prefix.events.resize(std::size_t(s));
                    summarize(t, prefix);
                    auto raw = [&model](int column) {
                        return model.data(model.index(0, column), StatisticsModel::RawRole);
                    };
                    QCOMPARE(raw(StatisticsModel::LeavesColumn).toLongLong(),
                             prefix.summary.leavesEvaluated);
                    QCOMPARE(raw(StatisticsModel::VisitedColumn).toLongLong(),
                             prefix.summary.internalVisited);
                    QCOMPARE(raw(StatisticsModel::CutoffsColumn).toLongLong(),
                             prefix.summary.cutoffs);
                }
            }
        }
    }

    void passesInJsonNarrationAndKeySteps()
    {
        const GameTree t = parse(Aima);
        const Trace trace = aspiration(t);
        const int second = stepAfterPassStart(trace, 2);
        QCOMPARE(eventJson(t, trace, second - 1),
                 QByteArray("{\"step\": ") + QByteArray::number(second) +
                     ", \"type\": \"pass\", \"node\": 0, \"pass\": 2, \"kind\": "
                     "\"null_window_test\", \"alpha\": 4, \"beta\": 5, \"line\": 0, \"text\": "
                     "\"Pass 2 begins at the root: null-window test (4, 5). Every node starts "
                     "afresh; what earlier passes visited is drawn faded until this pass visits "
                     "it again.\"}");
        // The root's value at the end of pass 1: a return without a parent.
        QCOMPARE(eventJson(t, trace, second - 2),
                 QByteArray("{\"step\": ") + QByteArray::number(second - 1) +
                     ", \"type\": \"return\", \"node\": 0, \"parent\": null, \"value\": 3, "
                     "\"bound\": \"exact\", \"line\": 0, \"text\": \"The pass is over: node 0 "
                     "is worth 3 in it.\"}");
        const GameTree h = parse("max(min[4](3,12,8), min[1](2,4,6), min[6](14,5,2))");
        const Trace d = deepening(h);
        QVERIFY(eventJson(h, d, 0).contains("\"kind\": \"depth\", \"alpha\": \"-inf\", "
                                            "\"beta\": \"inf\", \"depth\": 1,"));
        QCOMPARE(narrate(h, d, 0),
                 QStringLiteral("Pass 1 begins at the root: depth 1. Every node starts afresh; "
                                "what earlier passes visited is drawn faded until this pass "
                                "visits it again."));

        // A pass start is a key step; stepping over the root in pass 1 stops at its last frame.
        QVERIFY(isKeyStep(t, trace, second));
        QVERIFY(!isKeyStep(t, trace, second + 1));
        QCOMPARE(finishStep(t, trace, 1, 0), second - 1);
        QCOMPARE(finishStep(t, trace, second - 1, 0), second); // at the last frame: into pass 2
    }

    void replayerReadsFeaturesNotIds()
    {
        const GameTree t = parse("max(min(1, 2), min(3, 4))");
        Trace trace;
        trace.algorithm = QStringLiteral("minimax");
        trace.features = TraceFeature::AveragesMin;
        QVERIFY(Replayer(t, trace).frame().averaging[1]);
        trace.algorithm = QStringLiteral("expectimax");
        trace.features = {};
        QVERIFY(!Replayer(t, trace).frame().averaging[1]);

        // Every algorithm says what its frames use.
        auto features = [&t](const char *id) {
            QString error;
            return search(t, QString::fromLatin1(id), {}, &error)->features;
        };
        QCOMPARE(features("minimax"), TraceFeatures());
        QCOMPARE(features("alphabeta"), TraceFeatures(TraceFeature::Window));
        QCOMPARE(features("expectimax"), TraceFeature::AveragesMin | TraceFeature::ChanceSums);
        QCOMPARE(features("expectiminimax"), TraceFeatures(TraceFeature::ChanceSums));
        QCOMPARE(features("sss"), TraceFeatures(TraceFeature::OpenList));
    }

    void openDockFollowsTheFeature()
    {
        const GameTree t = parse(Aima);
        SearchSession session;
        OpenDock dock(&session);
        Document d = documentFor(t, {});
        d.algorithm = QStringLiteral("sss");
        session.setDocument(d);
        QVERIFY(dock.isApplicable());
        d.algorithm = QStringLiteral("alphabeta");
        session.setDocument(d);
        QVERIFY(!dock.isApplicable());
        // Any algorithm whose trace keeps an OPEN list has the dock.
        Trace open = *search(t, QStringLiteral("minimax"), {}, nullptr);
        open.features = TraceFeature::OpenList;
        d.algorithm = QStringLiteral("minimax");
        session.setDocument(d, open);
        QVERIFY(dock.isApplicable());
    }

    void stepperShowsThePass()
    {
        const GameTree t = parse(Aima);
        const Trace trace = aspiration(t);
        SearchSession session;
        StepperBar bar(&session);
        Document d = documentFor(t, trace);
        session.setDocument(d, trace);
        QVERIFY(bar.passLabel()->isHidden()); // step 0: no pass yet
        session.setStep(stepAfterPassStart(trace, 2) + 3);
        QVERIFY(!bar.passLabel()->isHidden());
        QCOMPARE(bar.passLabel()->text(), QStringLiteral("Pass 2 of 3 · null-window test (4, 5)"));
        // A search of one pass shows none.
        d.algorithm = QStringLiteral("alphabeta");
        session.setDocument(d);
        session.last();
        QVERIFY(bar.passLabel()->isHidden());
    }

    // On the canvas, a node an earlier pass visited is tinted and dashed in the path's colours,
    // a node never visited stays hollow; the exports draw them the same way.
    void earlierNodesDrawnFaded()
    {
        const GameTree t = parse(Aima);
        const Trace trace = aspiration(t);
        Replayer r(t, trace);
        r.seek(stepAfterPassStart(trace, 2));
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        scene.setFrame(&r.frame());
        QVERIFY(scene.item(10)->look().earlier);
        QVERIFY(!scene.item(7)->look().earlier);
        QCOMPARE(scene.item(1)->look().value, QStringLiteral("3")); // pass 1's value, faded

        const QRectF rect = scene.sceneRect();
        QImage image(rect.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            scene.render(&p, QRectF(QPointF(0, 0), rect.size()), rect);
        }
        const SceneStyle &s = scene.sceneStyle();
        const QSizeF leaf = scene.item(10)->shapeSize();
        const QPointF corner(-leaf.width() / 2 + 3, -leaf.height() / 2 + 3);
        QVERIFY(near(pixelAt(image, scene, 10, corner), s.pathFill));  // 14: read in pass 1
        QVERIFY(near(pixelAt(image, scene, 7, corner), s.background)); // 4: never visited
        QVERIFY(!near(s.pathFill, s.background));

        const Palette palette = toPalette(SceneStyle::light());
        FigureOptions options;
        const FigureGeometry g = estimateGeometry(t, palette, options);
        FigureFrames frames(t, &trace, g, palette, options);
        const FigureFrame frame = frames.frame(stepAfterPassStart(trace, 2));
        const NodeDrawing &earlier = frame.nodes[10], &never = frame.nodes[7];
        QCOMPARE(earlier.fill, palette.pathFill);
        QCOMPARE(earlier.outline, palette.pathColor);
        QVERIFY(earlier.dashed);
        QCOMPARE(never.fill, palette.background);
        QVERIFY(!never.dashed);
        QCOMPARE(frame.nodes[1].value, QStringLiteral("3"));
        QCOMPARE(frame.nodes[1].text, palette.mutedText);
    }

    // A search of passes explains the faded look in the legend of every picture, with the
    // faded icon; a search of one pass does not.
    void legendExplainsEarlierPasses()
    {
        const GameTree t = parse(Aima);
        Trace trace = aspiration(t);
        const int step = stepAfterPassStart(trace, 2);
        const Palette palette = toPalette(SceneStyle::light());
        FigureOptions options;
        const FigureGeometry g = estimateGeometry(t, palette, options);
        FigureFrames frames(t, &trace, g, palette, options);
        const LegendUse use = frames.frame(step).use;
        const QString text = QStringLiteral("visited in an earlier pass");
        auto entry = [&](const Trace &tr) -> std::optional<LegendEntry> {
            for (const LegendEntry &e : legendEntries(t, &tr, use))
                if (e.text == text)
                    return e;
            return std::nullopt;
        };
        const std::optional<LegendEntry> earlier = entry(trace);
        QVERIFY(earlier);
        QVERIFY(earlier->earlier);
        const NodeDrawing icon = stateDrawing(earlier->kind, earlier->state, palette, true);
        QCOMPARE(icon.fill, palette.pathFill);
        QVERIFY(icon.dashed);

        ExportOptions exportOptions;
        exportOptions.figure.legend = true;
        for (ExportFormat format :
             {ExportFormat::Svg, ExportFormat::Tikz, ExportFormat::Dot, ExportFormat::Html}) {
            QString error;
            const auto bytes = exportBytes({&t, &trace, step}, exportOptions, format, &error);
            QVERIFY2(bytes, qPrintable(error));
            QVERIFY2(bytes->contains(text.toUtf8()), qPrintable(defaultSuffix(format)));
        }

        Trace onePass = trace;
        onePass.features.setFlag(TraceFeature::Passes, false);
        QVERIFY(!entry(onePass));
    }

    // A picture of the re-search, for a person to look at: pass 3 has read B's leaves again
    // and is at C; D and its leaves are what earlier passes visited.
    void passLineOfHandMadePasses();
    void passLineOfRealSearches();
    void passBandShowsTheCurrentPass();
    void passBandScalesToTheValuesTested();
    void labelsSpreadWithoutOverlap();
    void leafReadAgainIsMarked();
    void mainWindowHasTheBandUnderTheTree();

    void pictureOfAReSearch()
    {
        const GameTree t = parse(Aima);
        const Trace trace = aspiration(t);
        ExportOptions options;
        options.figure.showWindows = true;
        options.figure.legend = true;
        FramePicture picture(t, &trace, options);
        int step = stepAfterPassStart(trace, 3);
        Replayer r(t, trace);
        r.seek(step);
        while (r.frame().current != 5)
            r.seek(++step);
        picture.setStep(step);
        const QImage image = pictureImage(picture, 2, false);
        QVERIFY(!image.isNull());
        const QString path = QDir(QCoreApplication::applicationDirPath())
                                 .filePath(QStringLiteral("passes-earlier.png"));
        QVERIFY(image.save(path));
        qInfo("picture of pass 3 written to %s", qPrintable(path));
        int tinted = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                tinted += near(image.pixelColor(x, y), picture.style().pathFill) ? 1 : 0;
        QVERIFY2(tinted > 1000, qPrintable(QString::number(tinted)));
    }
};

// The pass band's data, from hand-made passes: each pass's window and, once the root returns
// (the last pass: once the search ends), its result inside or outside the window.
void TstPasses::passLineOfHandMadePasses()
{
    const GameTree t = parse(Aima);
    const Trace trace = aspiration(t);
    QVERIFY(passLine(t, trace, 0).passes.empty());

    // Pass 2 has begun and not returned: pending; pass 1 returned 3 inside (−∞, +∞).
    const int second = stepAfterPassStart(trace, 2);
    PassLine line = passLine(t, trace, second + 2);
    QCOMPARE(int(line.passes.size()), 2);
    QCOMPARE(line.passes[0].outcome, PassOutcome::Inside);
    QCOMPARE(line.passes[0].result, 3.0);
    QCOMPARE(line.passes[1].outcome, PassOutcome::Pending);
    QCOMPARE(line.passes[1].pass.alpha, 4.0);
    QCOMPARE(line.passes[1].pass.beta, 5.0);
    QVERIFY(!line.guess); // a full first window guesses nothing
    // The values searched: pass 1's result 3, pass 2's window ends 4 and 5; not the tree's.
    QCOMPARE(line.values, (std::vector<double>{3, 4, 5}));
    QCOMPARE(line.low, 3.0);
    QCOMPARE(line.high, 5.0);

    // The test (4, 5) fails low (fail-hard: 4); the re-search ends inside with the search.
    line = passLine(t, trace, int(trace.events.size()));
    QCOMPARE(int(line.passes.size()), 3);
    QCOMPARE(line.passes[1].outcome, PassOutcome::FailLow);
    QCOMPARE(line.passes[1].result, 4.0);
    QCOMPARE(passOutcomeText(line.passes[1]), QStringLiteral("fail low: 4"));
    QCOMPARE(line.passes[2].outcome, PassOutcome::Inside);
    QCOMPARE(line.passes[2].result, 3.0);
    QCOMPARE(line.passes[2].pass.kind, PassKind::ReSearch);

    // A first window around a guess: its centre; a result at β fails high.
    PassBuilder b(t);
    b.endPass(b.pass(PassKind::Window, 1, 2));
    b.pass(PassKind::ReSearch, 2, Infinity);
    const Trace guessed = b.finish(3);
    line = passLine(t, guessed, int(guessed.events.size()));
    QVERIFY(line.guess);
    QCOMPARE(*line.guess, 1.5);
    QCOMPARE(line.passes[0].outcome, PassOutcome::FailHigh);
    QCOMPARE(line.passes[0].result, 2.0);
    QCOMPARE(line.passes[1].outcome, PassOutcome::Inside);
}

// The real algorithms on Plaat's tree: aspiration's (−1, 1) fails high at 5 and the
// re-search (5⁻, +∞) finds 35 inside; MTD(f) from 0 tests 0, 5, 12, 34 (all fail high) and
// 35, which fails low: 35.
void TstPasses::passLineOfRealSearches()
{
    const GameTree t =
        parse(QStringLiteral("max(min(max(min(41,5),min(12,90)),max(min(101,80),min(20,30))),"
                             "min(max(min(34,80),min(36,35)),max(min(50,36),min(25,3))))"));
    QString error;
    const auto aspirationTrace = search(t, QStringLiteral("aspiration"), {}, &error);
    QVERIFY2(aspirationTrace, qPrintable(error));
    PassLine line = passLine(t, *aspirationTrace, int(aspirationTrace->events.size()));
    QCOMPARE(int(line.passes.size()), 2);
    QCOMPARE(line.passes[0].pass.alpha, -1.0);
    QCOMPARE(line.passes[0].pass.beta, 1.0);
    QCOMPARE(*line.guess, 0.0);
    QCOMPARE(line.passes[0].outcome, PassOutcome::FailHigh);
    QCOMPARE(line.passes[0].result, 5.0);
    QCOMPARE(line.passes[1].outcome, PassOutcome::Inside);
    QCOMPARE(line.passes[1].result, 35.0);
    // The windows' ends −1, 1 and 5 (the re-search (5⁻, +∞) asks "≥ 5?"), the results 5
    // and 35: the leaves 3 … 101 are not what was searched.
    QCOMPARE(line.values, (std::vector<double>{-1, 1, 5, 35}));
    QCOMPARE(line.low, -1.0);
    QCOMPARE(line.high, 35.0);
    QVERIFY(line.bracketed);
    QCOMPARE(line.lower, 35.0);
    QCOMPARE(line.upper, 35.0);

    const auto mtd = search(t, QStringLiteral("mtdf"), {}, &error);
    QVERIFY2(mtd, qPrintable(error));
    line = passLine(t, *mtd, int(mtd->events.size()));
    QCOMPARE(*line.guess, 0.0); // the first test, (0⁻, 0), asks about 0
    std::vector<double> results;
    std::vector<PassOutcome> outcomes;
    for (const PassResult &r : line.passes) {
        results.push_back(r.result);
        outcomes.push_back(r.outcome);
    }
    QCOMPARE(results, (std::vector<double>{5, 12, 34, 35, 35}));
    const auto high = PassOutcome::FailHigh;
    QCOMPARE(outcomes, (std::vector<PassOutcome>{high, high, high, high, PassOutcome::FailLow}));
    QCOMPARE(line.passes[4].pass.alpha, 35.0);
}

// The band under the tree: hidden for a search of one pass; in pass 2 it draws that pass's
// window on the line and, once the test fails low, the result's dot in MIN's colour.
void TstPasses::passBandShowsTheCurrentPass()
{
    const GameTree t = parse(Aima);
    const Trace trace = aspiration(t);
    SearchSession session;
    TreeScene scene;
    PassBand band(&session, &scene);
    band.resize(600, band.sizeHint().height());
    Document d = documentFor(t, trace);
    session.setDocument(d, trace);
    QVERIFY(!band.isHidden());
    QVERIFY(band.line().passes.empty());

    const int second = stepAfterPassStart(trace, 2);
    session.setStep(second + 1);
    QCOMPARE(int(band.line().passes.size()), 2);
    QCOMPARE(band.caption(), QStringLiteral("Pass 2 of 3 · null-window test (4, 5)"));
    const SceneStyle &s = scene.sceneStyle();
    QImage image = band.grab().toImage();
    const int y = band.lineY();
    QVERIFY(near(image.pixelColor(int(band.xFor(4.5)), y - 3), s.pathColor));
    // Pass 1's window, the whole line, faded above it; nothing left of 4 on the line itself.
    QVERIFY(!near(image.pixelColor(int(band.xFor(3)), y - 3), s.pathColor));

    int returned = second;
    while (passLine(t, trace, returned).passes.back().outcome == PassOutcome::Pending)
        ++returned;
    session.setStep(returned);
    QCOMPARE(band.caption(), QStringLiteral("Pass 2 of 3 · null-window test (4, 5) · fail low: 4"));
    image = band.grab().toImage();
    QVERIFY(near(image.pixelColor(int(band.xFor(4)), y), s.minFill));

    d.algorithm = QStringLiteral("alphabeta");
    session.setDocument(d);
    QVERIFY(band.isHidden());
}

// Issue 29: MT-SSS* starts with the test "≥ +∞", the window (+∞⁻, +∞) whose α is the largest
// double; the line spanned up to it and drew the tests 41, 36 and 35 on one point at its left
// end, with "1" over "+∞". Now the line spans the values tested: each has its tick, in order
// and apart, and its own label; the first test sits at the +∞ arrow; the bracket closes.
void TstPasses::passBandScalesToTheValuesTested()
{
    const GameTree t =
        parse(QStringLiteral("max(min(max(min(41,5),min(12,90)),max(min(101,80),min(20,30))),"
                             "min(max(min(34,80),min(36,35)),max(min(50,36),min(25,3))))"));
    QString error;
    const auto trace = search(t, QStringLiteral("mt-sss"), {}, &error);
    QVERIFY2(trace, qPrintable(error));
    SearchSession session;
    TreeScene scene;
    PassBand band(&session, &scene);
    band.resize(600, band.sizeHint().height());
    session.setDocument(documentFor(t, *trace), *trace);
    session.last();

    const PassLine &line = band.line();
    QCOMPARE(line.values, (std::vector<double>{35, 36, 41}));
    QCOMPARE(*line.guess, Infinity);
    QCOMPARE(line.low, 35.0);
    QCOMPARE(line.high, 41.0);
    const std::vector<PassBand::ValueLabel> labels = band.valueLabels();
    QCOMPARE(int(labels.size()), 3);
    QStringList texts;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        texts << labels[i].text;
        QVERIFY(band.rect().contains(labels[i].rect.toAlignedRect()));
        if (i == 0)
            continue;
        // Ticks in order and apart; labels never on one another.
        QVERIFY2(band.xFor(labels[i].value) > band.xFor(labels[i - 1].value) + 20,
                 qPrintable(texts.join(u' ')));
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY(!labels[i].rect.intersects(labels[j].rect));
    }
    QCOMPARE(texts, (QStringList{"35", "36", "41"}));
    // The first test (+∞⁻, +∞) at the arrow's tip, right of every finite value.
    const Pass &first = line.passes.front().pass;
    QVERIFY(std::isfinite(first.alpha));
    QCOMPARE(band.xFor(first.alpha), band.xFor(Infinity));
    QVERIFY(band.xFor(first.alpha) > band.xFor(41) + 20);

    // The bracket: after the first two tests it is (−∞, 36]; at the end it is closed at 35.
    QVERIFY(line.bracketed);
    QCOMPARE(line.lower, 35.0);
    QCOMPARE(line.upper, 35.0);
    int step = stepAfterPassStart(*trace, 3);
    session.setStep(step);
    QCOMPARE(band.line().lower, -Infinity);
    QCOMPARE(band.line().upper, 36.0);
    QVERIFY2(band.caption().endsWith(QStringLiteral(" · −∞ ≤ value ≤ 36")),
             qPrintable(band.caption()));
    // In the band's picture, the bracket's "]" stands on 36's tick in the current colour.
    const QImage image = band.grab().toImage();
    bool bracketDrawn = false;
    const int x = int(std::lround(band.xFor(36)));
    for (int dx = -1; dx <= 4 && !bracketDrawn; ++dx)
        bracketDrawn =
            near(image.pixelColor(x + dx, band.lineY() - 6), scene.sceneStyle().currentColor);
    QVERIFY(bracketDrawn);
}

// Labels crowded on nearby ticks are pushed apart as little as needed, in order, inside the
// line's ends; labels with room stay on their ticks.
void TstPasses::labelsSpreadWithoutOverlap()
{
    const std::vector<double> anchors{10, 80, 81, 82, 200, 295};
    const std::vector<double> widths(anchors.size(), 20);
    const std::vector<double> centres = spreadLabels(anchors, widths, 0, 300, 4);
    QCOMPARE(centres[4], 200.0);
    QCOMPARE(centres[0], 10.0);
    // The middle of three crowded labels stays, the others move just far enough.
    QCOMPARE(centres[2], 81.0);
    QCOMPARE(centres[1], 57.0);
    for (std::size_t i = 1; i < centres.size(); ++i)
        QVERIFY2(centres[i] - centres[i - 1] >= 24 - 1e-9, qPrintable(QString::number(i)));
    QCOMPARE(centres[5], 290.0); // kept inside the right end
    // More labels than room: in order, from the left end, each after the other.
    const std::vector<double> tight = spreadLabels({5, 6, 7}, {40, 40, 40}, 0, 100, 4);
    QCOMPARE(tight, (std::vector<double>{20, 64, 108}));
}

// A leaf a later pass reads again carries "×2" (B's first leaf, read by all three passes,
// "×3"), uncounted when stepping back, on the canvas and in the exports.
void TstPasses::leafReadAgainIsMarked()
{
    const GameTree t = parse(Aima);
    const Trace trace = aspiration(t);
    Replayer r(t, trace);
    const int third = stepAfterPassStart(trace, 3);
    r.seek(third);
    QCOMPARE(r.frame().nodes[3].readCount, 1); // 12: read in pass 1, pruned by the test
    QCOMPARE(readCountText(r.frame().nodes[3]), QString());
    r.seek(r.stepCount());
    QCOMPARE(r.frame().nodes[3].readCount, 2);
    QCOMPARE(readCountText(r.frame().nodes[3]), QStringLiteral("×2"));
    QCOMPARE(readCountText(r.frame().nodes[2]), QStringLiteral("×3"));
    QCOMPARE(readCountText(r.frame().nodes[7]), QString()); // 4: never read
    r.seek(third);
    QCOMPARE(r.frame().nodes[3].readCount, 1);

    TreeScene scene;
    scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
    scene.setFrame(&r.frame()); // pass 3 has begun: 12 was read once so far
    QCOMPARE(scene.item(3)->look().table, QString());
    r.seek(r.stepCount());
    scene.setFrame(&r.frame());
    QCOMPARE(scene.item(3)->look().table, QStringLiteral("×2"));

    const Palette palette = toPalette(SceneStyle::light());
    FigureOptions options;
    const FigureGeometry g = estimateGeometry(t, palette, options);
    FigureFrames frames(t, &trace, g, palette, options);
    QCOMPARE(frames.frame(-1).nodes[3].tag, QStringLiteral("×2"));
    const int end = int(trace.events.size());
    for (ExportFormat format : {ExportFormat::Svg, ExportFormat::Tikz}) {
        QString error;
        const auto bytes = exportBytes({&t, &trace, end}, ExportOptions{}, format, &error);
        QVERIFY2(bytes, qPrintable(error));
        const QString badge =
            format == ExportFormat::Tikz ? latexText(QStringLiteral("×2")) : QStringLiteral("×2");
        QVERIFY2(bytes->contains(badge.toUtf8()), qPrintable(defaultSuffix(format)));
    }
}

// The window puts the band right under the canvas, shown while a search of passes is loaded.
void TstPasses::mainWindowHasTheBandUnderTheTree()
{
    const GameTree t = parse(Aima);
    const Trace trace = aspiration(t);
    MainWindow w;
    w.resize(1000, 700);
    w.show();
    QVERIFY(w.passBand());
    w.session()->setDocument(documentFor(t, trace), trace);
    QVERIFY(w.passBand()->isVisible());
    QCOMPARE(w.passBand()->parentWidget(), w.canvas()->view()->parentWidget());
    QVERIFY(w.passBand()->geometry().top() >= w.canvas()->view()->geometry().bottom());
    w.session()->setStep(stepAfterPassStart(trace, 3));
    QCOMPARE(int(w.passBand()->line().passes.size()), 3);
}

QTEST_MAIN(TstPasses)
#include "tst_passes.moc"
