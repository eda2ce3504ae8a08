// Jumping to any step from the replayer's checkpoints: every frame reached by a seek, forwards,
// backwards or in any order, is the frame a step-by-step replay from the start gives, for every
// algorithm (searches of one pass and of many), with checkpoints taken every few changes and
// thinned out under a small budget so that small trees go through every path a big one does.
#include "sanitizers.h"

#include "core/generate/randomtree.h"
#include "core/search/algorithm.h"
#include "core/trace/replayer.h"

#include <QtTest>

#include <algorithm>
#include <cstring>
#include <random>

using namespace gt;
using gt::test::underSanitizers;

namespace {

// Every field of the two frames, numbers bit for bit; empty when equal, else what differs.
QString frameDifference(const Frame &a, const Frame &b)
{
    if (a.step != b.step)
        return QStringLiteral("step %1 against %2").arg(a.step).arg(b.step);
    if (a.current != b.current || a.finished != b.finished || a.closedCount != b.closedCount ||
        a.queued != b.queued || a.averaging != b.averaging || a.passCount != b.passCount ||
        a.hasLeafBounds != b.hasLeafBounds)
        return QStringLiteral("current, finished, OPEN/CLOSED or averaging");
    if (a.pass.number != b.pass.number || a.pass.kind != b.pass.kind ||
        a.pass.depth != b.pass.depth || !(a.pass.alpha == b.pass.alpha) ||
        !(a.pass.beta == b.pass.beta))
        return QStringLiteral("the pass");
    if (a.nodes.size() != b.nodes.size())
        return QStringLiteral("node count");
    for (std::size_t i = 0; i < a.nodes.size(); ++i)
        if (!sameNodeFrame(a.nodes[i], b.nodes[i]))
            return QStringLiteral("node %1").arg(i);
    if (a.open.size() != b.open.size())
        return QStringLiteral("OPEN's size");
    for (auto x = a.open.begin(), y = b.open.begin(); x != a.open.end(); ++x, ++y)
        if (x->node != y->node || x->status != y->status || x->merit != y->merit)
            return QStringLiteral("OPEN at node %1").arg(x->node);
    return {};
}

// The nodes whose frames differ, ascending.
std::vector<NodeId> changedNodes(const Frame &a, const Frame &b)
{
    std::vector<NodeId> out;
    for (std::size_t i = 0; i < a.nodes.size(); ++i)
        if (!sameNodeFrame(a.nodes[i], b.nodes[i]))
            out.push_back(NodeId(i));
    return out;
}

GameTree treeFor(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1;
    o.maxBranching = 3 + int(seed % 2);
    o.depth = 4 + int(seed % 3);
    o.leafChance = 0.2;
    o.minValue = -20;
    o.maxValue = 20;
    o.chanceLevels = seed % 5 == 0;
    o.heuristics = true; // iterative deepening and the aspiration guess read them
    o.heuristicNoise = 3;
    o.intervals = seed % 2 == 0; // B*
    o.intervalWidth = 6;
    o.transpositions = seed % 3 == 0 ? 0.3 : 0; // transposition tables
    o.moveLetters = seed % 4 == 0 ? 5 : 0;      // killer and history moves
    return randomTree(o);
}

// A tree of up to three children a node, `depth` levels: minimax reads every node of it.
GameTree ternaryTree(std::uint64_t seed, int depth)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.maxBranching = 3;
    o.depth = depth;
    return randomTree(o);
}

} // namespace

class TstSeek : public QObject {
    Q_OBJECT
private slots:
    void seeksGiveTheFramesOfAStepByStepReplay()
    {
        int checked = 0, withPasses = 0, thinned = 0;
        // A tenth of the trees under the sanitizers (tests/sanitizers.h), and so of the counts
        // below.
        for (std::uint64_t seed = 1; seed <= std::uint64_t(underSanitizers(60)); ++seed) {
            const GameTree tree = treeFor(seed);
            for (const Algorithm *a : algorithms()) {
                if (a->refusal(tree))
                    continue;
                QString error;
                const std::optional<Trace> trace = search(tree, a->id(), {}, &error);
                QVERIFY2(trace, qPrintable(error));
                // The reference: one replayer stepping forward from the start, never jumping.
                Replayer reference(tree, *trace);
                std::vector<Frame> frames;
                for (int s = 0; s <= reference.stepCount(); ++s) {
                    reference.seek(s);
                    frames.push_back(reference.frame());
                }
                const int last = reference.stepCount();
                std::mt19937 rng{unsigned(seed)};
                std::uniform_int_distribution<int> anyStep(0, last);
                std::vector<int> order(40);
                for (int &s : order)
                    s = anyStep(rng);
                std::vector<int> up = order, down = order;
                std::sort(up.begin(), up.end());
                std::sort(down.rbegin(), down.rend());
                std::vector<int> stepping; // from the end one step at a time, then forward again
                for (int s = last; s >= 0; --s)
                    stepping.push_back(s);
                for (int s = 1; s <= last; ++s)
                    stepping.push_back(s);
                const std::vector<std::pair<const char *, std::vector<int>>> runs = {
                    {"forwards", up},
                    {"backwards", down},
                    {"random", order},
                    {"step by step", stepping},
                    {"ends", {last, 0, last, last / 2, 0, last / 2 + 1, last}}};
                for (std::size_t spacing : {std::size_t(1), std::size_t(3), std::size_t(17)}) {
                    for (const auto &[name, steps] : runs) {
                        Replayer jumper(tree, *trace);
                        // Small enough that every trace takes several and thins them out;
                        // in blocks of 5 nodes (a big tree's are 4,096) but for one spacing,
                        // so that checkpoints share blocks and restores skip them.
                        jumper.setCheckpointSpacing(spacing, 3000,
                                                    spacing == 3 ? Replayer::BlockNodes : 5);
                        jumper.trackChanges(true);
                        int was = 0;
                        for (const int s : steps) {
                            jumper.seek(s);
                            // What the step changed: every node a comparison of every node
                            // finds, each once (one written back to what it was may be too).
                            std::vector<NodeId> changed = jumper.takeChangedNodes();
                            std::sort(changed.begin(), changed.end());
                            QVERIFY(std::adjacent_find(changed.begin(), changed.end()) ==
                                    changed.end());
                            const std::vector<NodeId> differ = changedNodes(frames[was], frames[s]);
                            QVERIFY(std::includes(changed.begin(), changed.end(), differ.begin(),
                                                  differ.end()));
                            jumper.seek(s); // nothing written: nothing listed
                            QVERIFY(jumper.takeChangedNodes().empty());
                            was = s;
                            const QString diff = frameDifference(jumper.frame(), frames[s]);
                            QVERIFY2(diff.isEmpty(),
                                     qPrintable(QStringLiteral("%1 seed %2, spacing %3, %4: step "
                                                               "%5: %6")
                                                    .arg(a->id())
                                                    .arg(seed)
                                                    .arg(spacing)
                                                    .arg(QLatin1String(name))
                                                    .arg(s)
                                                    .arg(diff)));
                        }
                        thinned += jumper.checkpointCount() > 0 && spacing == 1 ? 1 : 0;
                        ++checked;
                    }
                }
                withPasses += frames.back().pass.number > 1 ? 1 : 0;
            }
        }
        // The test covers what it claims: many traces, searches of several passes among them.
        QVERIFY(checked > underSanitizers(1000));
        QVERIFY(withPasses > underSanitizers(50));
        QVERIFY(thinned > underSanitizers(100));
    }

    void nodeFramesReadAsTheyWereWritten()
    {
        // The sparse store against a plain vector: random writes of a few looks (alike nodes
        // share a slot), every node read back bit for bit.
        std::mt19937 rng{5};
        NodeFrame looks[6];
        for (int k = 1; k < 6; ++k) {
            looks[k].state = NodeState(k % 5);
            looks[k].value = k;
        }
        looks[5].value = -0.0; // differs from 0 bit for bit
        const std::size_t n = 500;
        NodeFrames frames(n, looks[0]);
        std::vector<NodeFrame> plain(n, looks[0]);
        for (int i = 0; i < 20000; ++i) {
            const std::size_t at = rng() % n;
            NodeFrame f = looks[rng() % 6];
            if (rng() % 3 == 0)
                f.readCount = int(rng() % 1000); // a look of its own
            frames.set(at, f);
            plain[at] = f;
            if (rng() % 5 == 0) // read while the others change: a copy of the frame
                frames.set((at + 1) % n, frames[at]), plain[(at + 1) % n] = plain[at];
            if (rng() % 4 == 0) { // a node takes another's frame (a restored checkpoint)
                const std::size_t to = rng() % n;
                frames.setLike(to, at);
                plain[to] = plain[at];
                QVERIFY(frames.sameAt(to, frames) && sameNodeFrame(frames[to], frames[at]));
            }
        }
        for (std::size_t i = 0; i < n; ++i)
            QVERIFY2(sameNodeFrame(frames[i], plain[i]), qPrintable(QString::number(i)));
        // Alike nodes share: a few hundred own looks at most, not a slot per write.
        QVERIFY(frames.distinctCount() <= n);
        NodeFrames copy = frames;
        QVERIFY(copy == frames);
        // A compact copy drops the free slots and reads the same; written on, it stays right.
        QVERIFY(frames.slotCount() > frames.distinctCount()); // free slots to drop
        NodeFrames compact(3);
        compact.assignCompact(frames);
        QVERIFY(compact == frames);
        QCOMPARE(compact.slotCount(), frames.distinctCount());
        std::vector<NodeFrame> mirror = plain;
        for (int i = 0; i < 2000; ++i) {
            const std::size_t at = rng() % n;
            compact.set(at, looks[rng() % 6]);
            mirror[at] = compact[at];
        }
        for (std::size_t i = 0; i < n; ++i)
            QVERIFY(sameNodeFrame(compact[i], mirror[i]));
        copy.set(3, looks[4].value == copy[3].value ? looks[1] : looks[4]);
        QVERIFY(!(copy == frames));
        QVERIFY(!copy.sameAt(3, frames) && copy.sameAt(4, frames));
        // Frames that differ in any field have different digests or compare unequal: the
        // digest only spares comparisons.
        NodeFrame a = looks[2], b = looks[2];
        b.pess = 7; // a field the digest does not read
        QVERIFY(!sameNodeFrame(a, b));
        NodeFrames one(1, a), other(1, b);
        QVERIFY(!one.sameAt(0, other));
        other.set(0, a);
        QVERIFY(one.sameAt(0, other));
        // A prune of many alike nodes costs one slot, not one per node.
        NodeFrames pruned(100000, looks[0]);
        for (std::size_t i = 10; i < 100000; ++i)
            pruned.set(i, looks[4]);
        QCOMPARE(pruned.distinctCount(), std::size_t(2));
        QVERIFY(pruned.memoryBytes() < 100000 * 5);
    }

    void minimaxLeavesShareTheSlotsOfTheirValues()
    {
        // Issue 29: minimax reads every leaf, and a leaf read looks like every other leaf read
        // with its value. The frame at the end (and every frame on the way) keeps one slot per
        // distinct look, not one per leaf: 100,000 leaves of ten values held 100,000 168-byte
        // frames (17 MB) in the replayer's frame, and a million held the window's peak.
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 10;
        o.depth = 5;
        o.seed = 3;
        const GameTree tree = randomTree(o);
        QCOMPARE(tree.size(), 111111);
        QString error;
        const Trace trace = *search(tree, QStringLiteral("minimax"), {}, &error);
        Replayer replayer(tree, trace);
        std::size_t most = 0; // the largest frame on the way
        while (replayer.frame().step < replayer.stepCount()) {
            replayer.seek(replayer.frame().step + 997);
            most = std::max(most, replayer.frame().nodes.memoryBytes());
        }
        const NodeFrames &end = replayer.frame().nodes;
        QVERIFY2(end.distinctCount() < 100, qPrintable(QString::number(end.distinctCount())));
        // 4 bytes a node and the slots of the looks: under 5 bytes a node on the whole way.
        QVERIFY2(most < std::size_t(tree.size()) * 5, qPrintable(QString::number(most)));
        // And the frame is the one a plain replay gives: every leaf its value, read once.
        for (NodeId n = 0; n < tree.size(); ++n) {
            const NodeFrame &f = end[std::size_t(n)];
            QVERIFY(f.state == NodeState::Done);
            if (tree.isLeaf(n))
                QVERIFY(f.value == tree.value(n) && f.readCount == 1);
        }
        // A far jump back and forth lands on frames as small (the restore shares as well).
        Replayer jumper(tree, trace);
        jumper.seek(jumper.stepCount());
        jumper.seek(jumper.stepCount() / 2);
        jumper.seek(jumper.stepCount());
        QVERIFY(jumper.frame().nodes == end);
        QVERIFY(jumper.frame().nodes.distinctCount() < 100);
    }

    void nodeFramesKeepEveryBitOfTheirNumbers()
    {
        // Frames that differ in one bit anywhere (NaN payloads, −0) never share a slot; frames
        // that are the same bit for bit always do, written in any order.
        std::mt19937 rng{29};
        std::uniform_int_distribution<int> anyWord(0, int(sizeof(NodeFrame) / 8) - 1);
        std::vector<NodeFrame> looks(40);
        for (std::size_t k = 1; k < looks.size(); ++k) {
            looks[k] = looks[rng() % k];
            std::uint64_t words[sizeof(NodeFrame) / 8];
            std::memcpy(words, &looks[k], sizeof words);
            const int w = anyWord(rng);
            switch (k % 4) {
            case 0: // a quiet NaN with a payload of its own
                words[w] = 0x7FF8000000000000ull | (rng() & 0xFFFF) | 1;
                break;
            case 1: // −0
                words[w] = 0x8000000000000000ull;
                break;
            default: // any one bit
                words[w] ^= std::uint64_t(1) << (rng() % 64);
            }
            std::memcpy(&looks[k], words, sizeof words);
        }
        const std::size_t n = 2000;
        NodeFrames frames(n);
        std::vector<std::size_t> lookOf(n, 0);
        for (int i = 0; i < 30000; ++i) {
            const std::size_t at = rng() % n, look = rng() % looks.size();
            frames.set(at, looks[look]);
            lookOf[at] = look;
        }
        std::vector<char> used(looks.size(), 0);
        for (std::size_t i = 0; i < n; ++i) {
            QVERIFY(std::memcmp(&frames[i], &looks[lookOf[i]], sizeof(NodeFrame)) == 0);
            used[lookOf[i]] = 1;
        }
        std::size_t distinct = 0; // the looks in use, told apart bit for bit
        for (std::size_t a = 0; a < looks.size(); ++a) {
            bool first = used[a] != 0;
            for (std::size_t b = 0; b < a && first; ++b)
                first = !(used[b] && sameNodeFrame(looks[a], looks[b]));
            distinct += first ? 1 : 0;
        }
        QCOMPARE(frames.distinctCount(), distinct);
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < std::min(n, i + 40); ++j) {
                // Two nodes share a slot exactly when their looks are alike.
                QCOMPARE(&frames[i] == &frames[j],
                         sameNodeFrame(looks[lookOf[i]], looks[lookOf[j]]));
            }
        }
    }

    void everyMultiPassAlgorithmIsCovered()
    {
        // The algorithms whose replay this test is for: each searches some tree of the set.
        QStringList searched;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const GameTree tree = treeFor(seed);
            for (const Algorithm *a : algorithms())
                if (!a->refusal(tree))
                    searched << a->id();
        }
        for (const char *id : {"mtdf", "mt-sss", "id", "aspiration", "bstar", "minimax-bfs", "sss",
                               "alphabeta", "minimax"})
            QVERIFY2(searched.contains(QLatin1String(id)), id);
    }

    void checkpointsStayWithinTheirBudget()
    {
        // A long trace (minimax reads every node) under a budget of a few checkpoints: they
        // are thinned out, and a far jump still lands on the right frame.
        const GameTree tree = ternaryTree(7, 7);
        QString error;
        const Trace trace = *search(tree, QStringLiteral("minimax"), {}, &error);
        Replayer reference(tree, trace);
        reference.seek(reference.stepCount() / 3);
        const Frame third = reference.frame();
        Replayer jumper(tree, trace);
        const std::size_t budget = 20 * std::size_t(tree.size()) * 8;
        jumper.setCheckpointSpacing(64, budget);
        jumper.seek(jumper.stepCount());
        QVERIFY(jumper.checkpointCount() >= 4);
        // Each checkpoint holds at most a node's entry per node; the budget is over them all.
        QVERIFY(jumper.checkpointCount() <= 2 * 20);
        jumper.seek(jumper.stepCount() / 3);
        QCOMPARE(frameDifference(jumper.frame(), third), QString());
    }

    void checkpointsPreparedElsewhereAreAdopted()
    {
        // A worker's replayer prepares the checkpoints; the window's, wherever it stands and
        // whatever it has taken itself (its undo log starts at a checkpoint of its own), takes
        // them over, and every seek afterwards lands on the frame of a step-by-step replay.
        int adopted = 0;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(underSanitizers(30)); ++seed) {
            const GameTree tree = treeFor(seed);
            for (const char *id : {"minimax", "alphabeta", "mt-sss", "id", "mtdf"}) {
                const Algorithm *a = findAlgorithm(QLatin1String(id));
                if (a->refusal(tree))
                    continue;
                QString error;
                const Trace trace = *search(tree, a->id(), {}, &error);
                Replayer reference(tree, trace);
                const int last = reference.stepCount();
                std::vector<Frame> frames;
                for (int s = 0; s <= last; ++s) {
                    reference.seek(s);
                    frames.push_back(reference.frame());
                }
                for (const int before : {0, last / 3, last / 2}) {
                    Replayer window(tree, trace), worker(tree, trace);
                    // Other spacings: the two pools hold their frames in other orders.
                    window.setCheckpointSpacing(3, 1 << 20, 7);
                    worker.setCheckpointSpacing(5, 1 << 20, 7);
                    window.seek(before);
                    window.seek(std::max(0, before - 2)); // an undo log after its checkpoint
                    int asked = 0;
                    QVERIFY(!worker.prepare([&] { return ++asked > 3; })); // stopped early
                    QVERIFY(worker.prepare([] { return false; }));
                    QCOMPARE(worker.frame().step, last);
                    const int workerTo = worker.checkpointedTo();
                    const int windowTo = window.checkpointedTo();
                    window.adoptCheckpoints(worker);
                    QCOMPARE(window.checkpointedTo(), std::max(workerTo, windowTo));
                    adopted += workerTo > windowTo ? 1 : 0;
                    QCOMPARE(frameDifference(window.frame(),
                                             frames[std::size_t(std::max(0, before - 2))]),
                             QString());
                    std::mt19937 rng{unsigned(seed + before)};
                    std::uniform_int_distribution<int> anyStep(0, last);
                    std::vector<int> steps = {last, 0, last};
                    for (int k = 0; k < 12; ++k)
                        steps.push_back(anyStep(rng));
                    for (const int s : steps) {
                        window.seek(s);
                        QVERIFY2(frameDifference(window.frame(), frames[std::size_t(s)]).isEmpty(),
                                 qPrintable(QStringLiteral("%1 seed %2 from %3: step %4")
                                                .arg(QLatin1String(id))
                                                .arg(seed)
                                                .arg(before)
                                                .arg(s)));
                    }
                }
            }
        }
        QVERIFY(adopted > underSanitizers(100));
    }

    void checkpointsShareTheBlocksNothingChangedIn()
    {
        // Minimax works on one part of the tree at a time: in blocks of 64 ids, a checkpoint
        // keeps only the blocks changed since the last, so the same checkpoints cost a fraction
        // of what they cost whole (one block spanning the tree), and land on the same frames.
        const GameTree tree = ternaryTree(11, 8);
        QString error;
        const Trace trace = *search(tree, QStringLiteral("minimax"), {}, &error);
        const std::size_t big = std::size_t(1) << 40; // no thinning
        Replayer whole(tree, trace), blocks(tree, trace);
        whole.setCheckpointSpacing(256, big, std::size_t(tree.size()));
        blocks.setCheckpointSpacing(256, big, 64);
        whole.seek(whole.stepCount());
        blocks.seek(blocks.stepCount());
        QCOMPARE(blocks.checkpointCount(), whole.checkpointCount());
        QVERIFY(whole.checkpointCount() >= 10);
        QVERIFY2(blocks.memoryBytes() * 3 < whole.memoryBytes(),
                 qPrintable(QStringLiteral("%1 against %2 bytes")
                                .arg(blocks.memoryBytes())
                                .arg(whole.memoryBytes())));
        Replayer reference(tree, trace);
        std::mt19937 rng{5};
        std::uniform_int_distribution<int> anyStep(0, reference.stepCount());
        for (int k = 0; k < 30; ++k) {
            const int s = anyStep(rng);
            reference.seek(s);
            blocks.seek(s);
            QCOMPARE(frameDifference(blocks.frame(), reference.frame()), QString());
        }
    }
};

QTEST_GUILESS_MAIN(TstSeek)
#include "tst_seek.moc"
