// Replaying traces: the frame at every step, reached forwards or backwards, is the same; the
// textbook frames show what a lecturer expects at the steps that matter.
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"

#include <QtTest>

#include <map>

using namespace gt;
using test::parse;

namespace {

Trace run(const GameTree &t, const QString &algo)
{
    QString error;
    auto trace = search(t, algo, {}, &error);
    if (!trace)
        qFatal("search failed: %s", qPrintable(error));
    return *trace;
}

bool sameFrame(const Frame &a, const Frame &b)
{
    if (a.step != b.step || a.current != b.current || a.finished != b.finished ||
        a.nodes.size() != b.nodes.size() || a.open.size() != b.open.size() ||
        a.queued != b.queued || a.closedCount != b.closedCount)
        return false;
    for (std::size_t i = 0; i < a.nodes.size(); ++i)
        if (!sameNodeFrame(a.nodes[i], b.nodes[i]))
            return false;
    auto x = a.open.begin();
    for (auto y = b.open.begin(); y != b.open.end(); ++x, ++y)
        if (x->node != y->node || x->status != y->status || x->merit != y->merit)
            return false;
    return true;
}

// The step after which the first event of `type` has been applied.
int stepAfterFirst(const Trace &t, EventType type)
{
    for (std::size_t i = 0; i < t.events.size(); ++i)
        if (t.events[i].type == type)
            return int(i) + 1;
    return -1;
}

// What a pass start leaves at a node whose frame was `old`: everything afresh but what earlier
// passes found and the reads over every pass (the rule Replayer::startPass applies).
NodeFrame afterPassStart(const NodeFrame &old)
{
    NodeFrame f;
    const bool visited = old.state == NodeState::OnPath || old.state == NodeState::Current ||
                         old.state == NodeState::Done;
    f.visitedEarlier = old.visitedEarlier || visited;
    f.earlierValue = visited ? old.value : old.earlierValue;
    f.earlierBound = visited ? old.bound : old.earlierBound;
    f.readCount = old.readCount;
    return f;
}

// Whether every bidi embedding, override and isolate `text` opens is closed again by its end,
// as UAX #9 matches them: a PDI closes the last open isolate and whatever was opened inside it,
// a PDF the last embedding or override inside the current isolate. Unmatched closers do nothing.
bool bidiBalanced(const QString &text)
{
    std::vector<char> open; // 'i': an isolate, 'e': an embedding or override
    for (const QChar c : text) {
        switch (c.unicode()) {
        case 0x2066:
        case 0x2067:
        case 0x2068: open.push_back('i'); break;
        case 0x202A:
        case 0x202B:
        case 0x202D:
        case 0x202E: open.push_back('e'); break;
        case 0x2069:
            if (std::find(open.begin(), open.end(), 'i') != open.end()) {
                while (open.back() != 'i')
                    open.pop_back();
                open.pop_back();
            }
            break;
        case 0x202C:
            if (!open.empty() && open.back() == 'e')
                open.pop_back();
            break;
        default: break;
        }
    }
    return open.empty();
}

} // namespace

class TstReplay : public QObject {
    Q_OBJECT
private slots:
    // Issue 27: a name holding U+202E (right-to-left override) reversed the rest of the
    // narration ("the value of .3 si CBA"). Names are isolated (FSI … PDI) inside our sentences,
    // whatever they hold, so no sentence ends with an override still open; plain names stay as
    // they are.
    void namesAreIsolatedInNarration()
    {
        const QString rlo = QString(QChar(0x202E)) + QStringLiteral("ABC");
        const QString closing = QString(QChar(0x2069)) + rlo; // tries to close our isolate first
        const QString hebrew = QString::fromUtf8("\u05e9\u05dc\u05d5\u05dd");
        const GameTree t = test::parse(QStringLiteral("max(\"%1\"=min(3, 4), \"%2\"=min(2, 9), "
                                                      "\"%3\": min(5, 1), Plain=min(0, 1))")
                                           .arg(rlo, closing, hebrew));
        const auto trace = search(t, QStringLiteral("alphabeta"), {}, nullptr);
        QVERIFY(trace);
        int isolated = 0;
        for (int i = 0; i < int(trace->events.size()); ++i) {
            const QString line = narrate(t, *trace, i);
            QVERIFY2(bidiBalanced(line), qPrintable(line));
            isolated += line.contains(QChar(0x2068)) ? 1 : 0;
            if (line.contains(QStringLiteral("Plain")))
                QVERIFY2(!line.contains(QStringLiteral("\u2068Plain")), qPrintable(line));
        }
        QVERIFY(isolated > 0);
        QCOMPARE(nodeLabel(t, 1), QString(QChar(0x2068)) + rlo + QChar(0x2069));
        QCOMPARE(nodeLabel(t, 4),
                 QStringLiteral("\u2068\u2068") + closing + QStringLiteral("\u2069\u2069"));
        QCOMPARE(nodeLabel(t, 7), QChar(0x2068) + hebrew + QChar(0x2069)); // a move label
        QCOMPARE(nodeLabel(t, 10), QStringLiteral("Plain"));
        // The messages that name a node (errors, refusals) isolate it too.
        QVERIFY(bidiBalanced(t.describe(1) + QStringLiteral(" has the value 3")));
        QVERIFY(t.describe(1).contains(QChar(0x2068)));
        QCOMPARE(t.describe(10), QStringLiteral("node 10 (Plain)"));
    }

    void forwardAndBackwardFramesAgree()
    {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.maxBranching = 3;
            o.depth = 4;
            o.leafChance = 0.2;
            o.chanceLevels = seed % 3 == 0;
            o.heuristics = true; // for iterative deepening; the tree is the same without
            const GameTree t = randomTree(o);
            for (const Algorithm *a : algorithms()) {
                if (a->refusal(t))
                    continue;
                const Trace trace = run(t, a->id());
                Replayer forward(t, trace);
                std::vector<Frame> frames;
                for (int s = 0; s <= forward.stepCount(); ++s) {
                    forward.seek(s);
                    frames.push_back(forward.frame());
                }
                QVERIFY(frames.back().finished);
                for (int s = forward.stepCount(); s >= 0; --s) {
                    forward.seek(s);
                    QVERIFY2(
                        sameFrame(forward.frame(), frames[std::size_t(s)]),
                        qPrintable(QString("%1 seed %2 step %3").arg(a->id()).arg(seed).arg(s)));
                }
                // Random jumps in both directions from a fresh replayer.
                Replayer jumper(t, trace);
                for (int k = 0; k < 20; ++k) {
                    const int s = int((seed * 7919 + k * 104729) % frames.size());
                    jumper.seek(s);
                    QVERIFY(sameFrame(jumper.frame(), frames[std::size_t(s)]));
                }
            }
        }
    }
    void passStartsResetEveryNodeTheyMust()
    {
        // A pass start resets only the nodes touched since the one before: the frame after
        // each PassStart is the frame before it with every node started afresh, and stepping
        // back and forth across pass boundaries gives the frames stepping forward gave (a
        // step back over a pass start brings back frames the next start must reset again).
        int multiPass = 0;
        for (std::uint64_t seed = 1; seed <= 80; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.maxBranching = 3;
            o.depth = 5;
            o.leafChance = 0.15;
            o.maxValue = 30;
            o.heuristics = true;
            o.heuristicNoise = 5;
            o.transpositions = seed % 2 == 0 ? 0.3 : 0;
            o.moveLetters = 4;
            const GameTree t = randomTree(o);
            for (const Algorithm *a : algorithms()) {
                if (a->refusal(t))
                    continue;
                const Trace trace = run(t, a->id());
                std::vector<int> starts; // the steps right after each PassStart
                for (std::size_t i = 0; i < trace.events.size(); ++i)
                    if (trace.events[i].type == EventType::PassStart)
                        starts.push_back(int(i) + 1);
                if (starts.size() < 2)
                    continue;
                ++multiPass;
                // A QString: qPrintable of a temporary would dangle once returned.
                const auto where = [&](int s) {
                    return QString("%1 seed %2 step %3").arg(a->id()).arg(seed).arg(s);
                };
                // The frames stepping forward gives, at and around every pass start.
                Replayer forward(t, trace);
                std::map<int, Frame> frames;
                const auto keep = [&](int s) { frames[std::clamp(s, 0, forward.stepCount())]; };
                for (int p : starts)
                    for (int d : {-3, -1, 0, 1, 3})
                        keep(p + d);
                for (auto &[s, frame] : frames) {
                    forward.seek(s);
                    frame = forward.frame();
                }
                for (int p : starts) {
                    const Frame &before = frames.at(p - 1), &after = frames.at(p);
                    for (NodeId n = 0; n < t.size(); ++n)
                        QVERIFY2(sameNodeFrame(after.nodes[std::size_t(n)],
                                               afterPassStart(before.nodes[std::size_t(n)])),
                                 qPrintable(QString("%1 node %2").arg(where(p)).arg(n)));
                }
                // Back and forth across each boundary, and from one boundary back to the last.
                Replayer zigzag(t, trace);
                for (std::size_t k = 0; k < starts.size(); ++k) {
                    const int p = starts[k];
                    const int earlier = k > 0 ? starts[k - 1] - 1 : p - 3;
                    for (int s : {p + 1, p - 1, p, p - 3, p + 3, earlier, p, p - 1, p + 1}) {
                        s = std::clamp(s, 0, zigzag.stepCount());
                        zigzag.seek(s);
                        QVERIFY2(sameFrame(zigzag.frame(), frames.at(s)), qPrintable(where(s)));
                    }
                }
            }
        }
        QVERIFY(multiPass >= 200);
    }
    void aimaCutoffFrame()
    {
        const GameTree t = parse("max(min(3,12,8), min(2,4,6), min(14,5,2))");
        const Trace trace = run(t, "alphabeta");
        Replayer r(t, trace);
        const int cut = stepAfterFirst(trace, EventType::Cutoff);
        QVERIFY(cut > 0);
        r.seek(cut);
        const Frame &f = r.frame();
        QCOMPARE(f.current, 5); // C
        QCOMPARE(f.nodes[5].state, NodeState::Current);
        QCOMPARE(f.nodes[7].state, NodeState::Pruned);
        QCOMPARE(f.nodes[8].state, NodeState::Pruned);
        QVERIFY(f.nodes[7].cutEdge && f.nodes[8].cutEdge);
        QCOMPARE(valueText(f.nodes[5]), QString("≤ 2"));
        QCOMPARE(windowText(f.nodes[5]), QString("α=3, β=2"));
        QCOMPARE(valueText(f.nodes[1]), QString("3"));
        QCOMPARE(f.nodes[0].state, NodeState::OnPath);
        QCOMPARE(valueText(f.nodes[0]), QString("≥ 3"));
        QCOMPARE(f.nodes[9].state, NodeState::Unreached);
        QCOMPARE(
            narrate(t, trace, cut - 1),
            QString("At node 5, β = 2 ≤ α = 3: the remaining children (leaves 4 and 6, nodes 7 "
                    "and 8) are pruned."));
        const auto stack = callStack(t, f);
        QCOMPARE(int(stack.size()), 2);
        QCOMPARE(stack[0].node, 0);
        QCOMPARE(stack[0].childIndex, 1);
        QCOMPARE(stack[1].node, 5);
        // After C finishes it shows the bound it returned (fail-soft, the book's: ≤ 2).
        r.seek(cut + 1);
        QCOMPARE(r.frame().nodes[5].state, NodeState::Done);
        QCOMPARE(valueText(r.frame().nodes[5]), QString("≤ 2"));
        r.seek(r.stepCount());
        QCOMPARE(valueText(r.frame().nodes[0]), QString("3"));
        QVERIFY(r.frame().finished);
        r.seek(0);
        QCOMPARE(r.frame().nodes[7].state, NodeState::Unreached);
        QCOMPARE(r.frame().current, NoNode);
    }
    void chanceFormulaFillsIn()
    {
        const GameTree t = parse("((10,10),(9,100))");
        const Trace trace = run(t, "expectimax");
        Replayer r(t, trace);
        QStringList seen;
        for (int s = 0; s <= r.stepCount(); ++s) {
            r.seek(s);
            const QString formula = chanceFormula(t, r.frame(), 4);
            if (!formula.isEmpty() && (seen.isEmpty() || seen.back() != formula))
                seen << formula;
        }
        QCOMPARE(seen, QStringList({"½·9 + ½·?", "½·9 + ½·100 = 54.5"}));
        QCOMPARE(chanceFormula(t, r.frame(), 1), QString("½·10 + ½·10 = 10"));
        QCOMPARE(chanceFormula(t, r.frame(), 0), QString()); // MAX nodes have none
        QCOMPARE(valueText(r.frame().nodes[0]), QString("54.5"));
        const GameTree c = parse("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))");
        const Trace ct = run(c, "expectiminimax");
        Replayer cr(c, ct);
        cr.seek(cr.stepCount());
        QCOMPARE(chanceFormula(c, cr.frame(), 4), QString("0.7·(−1) + 0.3·1 = −0.4"));
    }
    // One format for every value the program shows: at most four decimals, nothing more.
    void valuesShowAtMostFourDecimals()
    {
        QCOMPARE(formatValue(23.0 / 3), QString("7.6667"));
        QCOMPARE(formatValue(-2.0 / 3), QString("−0.6667"));
        QCOMPARE(formatValue(54.5), QString("54.5"));
        QCOMPARE(formatValue(0.70000000001), QString("0.7"));
        QCOMPARE(formatValue(3), QString("3"));
        QCOMPARE(formatValue(-0.0), QString("0"));
        QCOMPARE(formatValue(1e-7), QString("1e-07"));
        QCOMPARE(formatValue(qInf()), QString("+∞"));
        const GameTree t = parse("max(min(3,12,8), min(2,4,6), min(14,5,2))");
        const Trace trace = run(t, "expectimax");
        Replayer r(t, trace);
        r.seek(r.stepCount());
        QCOMPARE(valueText(r.frame().nodes[0]), QString("7.6667"));
        QCOMPARE(chanceFormula(t, r.frame(), 1), QString("⅓·3 + ⅓·12 + ⅓·8 = 7.6667"));
    }
    void sssOpenList()
    {
        const GameTree t = parse("max(min(3,12,8), min(2,4,6), min(14,5,2))");
        const Trace trace = run(t, "sss");
        Replayer r(t, trace);
        r.seek(1);
        QCOMPARE(int(r.frame().open.size()), 1);
        QCOMPARE(r.frame().nodes[0].sss, SssStatus::Live);
        // Just before the purge: (B,S,3) is on top, C's and D's solved leaves below it.
        int purge = -1;
        for (std::size_t i = 0; i < trace.events.size(); ++i)
            if (trace.events[i].type == EventType::SssPurge)
                purge = int(i);
        r.seek(purge);
        std::vector<NodeId> order;
        for (const OpenState &s : r.frame().open)
            order.push_back(s.node);
        QCOMPARE(order, std::vector<NodeId>({0, 6, 12}));
        QCOMPARE(r.frame().open.begin()->status, SssStatus::Solved);
        r.seek(purge + 1);
        QCOMPARE(int(r.frame().open.size()), 1);
        QCOMPARE(r.frame().nodes[6].sss, SssStatus::None);
        QCOMPARE(r.frame().nodes[7].state, NodeState::Pruned);
        r.seek(r.stepCount());
        QCOMPARE(valueText(r.frame().nodes[0]), QString("3"));
    }
    void sssShowsSolvedValuesBoundsAndTheStateTaken()
    {
        // resources/examples/sss-beats-ab.tree: SSS* solves the right (node 8 = 7) and leaves
        // the left at the upper bound 3 that its solved leaves' merits give.
        const GameTree t = parse("(((1,3),(2,4)),((5,7),(6,8)))");
        const Trace trace = run(t, "sss");
        Replayer r(t, trace);
        auto stepOf = [&](EventType type, NodeId node, SssStatus status) {
            for (std::size_t i = 0; i < trace.events.size(); ++i) {
                const TraceEvent &e = trace.events[i];
                if (e.type == type && e.node == node && SssStatus(e.detail) == status)
                    return int(i) + 1;
            }
            return -1;
        };
        // (9, SOLVED, 7) goes onto OPEN: node 9 = max(5, 7) is solved and shows 7.
        r.seek(stepOf(EventType::SssPush, 9, SssStatus::Solved));
        QCOMPARE(r.frame().nodes[9].state, NodeState::Done);
        QCOMPARE(valueText(r.frame().nodes[9]), QString("7"));
        QCOMPARE(valueText(r.frame().nodes[8]), QString("≤ 7")); // its MIN parent, at most
        QCOMPARE(valueText(r.frame().nodes[1]), QString("≤ 3")); // (4, S, 3) the best below
        QCOMPARE(valueText(r.frame().nodes[0]), QString("≤ 7"));
        // Taking it off OPEN puts the node in focus, with its value.
        const int take = stepOf(EventType::SssTake, 9, SssStatus::Solved);
        r.seek(take);
        QCOMPARE(r.frame().current, 9);
        QCOMPARE(r.frame().nodes[9].state, NodeState::Current);
        QCOMPARE(valueText(r.frame().nodes[9]), QString("7"));
        r.seek(take + 2); // (12, LIVE, 7) pushed, then taken: node 9 is finished again
        QCOMPARE(r.frame().current, 12);
        QCOMPARE(r.frame().nodes[9].state, NodeState::Done);
        QCOMPARE(r.frame().nodes[12].state, NodeState::Current);
        // Node 12 = max(6, 8) is solved with merit 7, the merit it was entered with: ≥ 7.
        r.seek(stepOf(EventType::SssPush, 12, SssStatus::Solved));
        QCOMPARE(valueText(r.frame().nodes[12]), QString("≥ 7"));
        // At the end every node SSS* entered shows what it learnt.
        r.seek(r.stepCount());
        QCOMPARE(valueText(r.frame().nodes[0]), QString("7"));
        QCOMPARE(valueText(r.frame().nodes[8]), QString("7"));
        QCOMPARE(valueText(r.frame().nodes[9]), QString("7"));
        QCOMPARE(valueText(r.frame().nodes[1]), QString("≤ 3"));
        QCOMPARE(valueText(r.frame().nodes[2]), QString("≤ 3"));
        QCOMPARE(r.frame().nodes[5].state, NodeState::Pruned);
    }
    void sssValuesAndBoundsAreTrue()
    {
        // Whatever an SSS* frame shows at an inner node holds for its minimax value.
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.maxBranching = 3;
            o.depth = 4;
            o.leafChance = 0.2;
            const GameTree t = randomTree(o);
            std::vector<double> minimax(std::size_t(t.size()));
            for (NodeId n = t.size() - 1; n >= 0; --n) { // children come after their parent
                if (t.isLeaf(n)) {
                    minimax[n] = t.value(n);
                    continue;
                }
                const bool max = t.kind(n) == NodeKind::Max;
                double v = max ? -INFINITY : INFINITY;
                for (NodeId c : t.children(n))
                    v = max ? std::max(v, minimax[c]) : std::min(v, minimax[c]);
                minimax[n] = v;
            }
            const Trace trace = run(t, "sss");
            Replayer r(t, trace);
            int shown = 0;
            for (int s = 0; s <= r.stepCount(); ++s) {
                r.seek(s);
                for (NodeId n = 0; n < t.size(); ++n) {
                    const NodeFrame &f = r.frame().nodes[n];
                    if (t.isLeaf(n) || f.bound == Bound::None)
                        continue;
                    ++shown;
                    const bool holds = f.bound == Bound::Exact   ? f.value == minimax[n]
                                       : f.bound == Bound::Lower ? minimax[n] >= f.value
                                                                 : minimax[n] <= f.value;
                    QVERIFY2(holds, qPrintable(QString("seed %1 step %2 node %3: %4, value %5")
                                                   .arg(seed)
                                                   .arg(s)
                                                   .arg(n)
                                                   .arg(valueText(f))
                                                   .arg(minimax[n])));
                }
            }
            QVERIFY(shown > 0);
            QCOMPARE(valueText(r.frame().nodes[0]), formatValue(minimax[0]));
        }
    }
};

QTEST_GUILESS_MAIN(TstReplay)
#include "tst_replay.moc"
