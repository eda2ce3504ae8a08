// B* (bstar): the hand-worked tree of docs/algorithms.md under each strategy, refusals, the MIN
// root, the frames the replayer makes of its events, interval trees from the generator and the
// three file formats, and properties over thousands of random interval trees against the
// minimax oracle of searchoracle.h.
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "core/generate/randomtree.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"
#include "core/trace/tracejson.h"

#include <QtTest>

#include <set>

using namespace gt;
using gt::test::parse;

namespace {

const char *const ExamplePath = GT_SOURCE_DIR "/resources/examples/bstar-intervals.tree";

Trace run(const GameTree &t, const QString &strategy = QStringLiteral("provebest"))
{
    SearchOptions o;
    o.set(QStringLiteral("strategy"), strategy);
    QString error;
    auto trace = search(t, QStringLiteral("bstar"), o, &error);
    if (!trace)
        qFatal("bstar failed: %s", qPrintable(error));
    return *trace;
}

GameTree example()
{
    ReadError error;
    const auto doc = loadDocument(QString::fromLatin1(ExamplePath), &error);
    if (!doc)
        qFatal("%s", qPrintable(error.toString()));
    return doc->tree;
}

// The random interval trees of the properties: irregular shapes, random kinds, MIN roots, narrow
// value ranges (many ties), and interval widths from 0 (every interval a point) up.
GameTree intervalTreeFor(std::uint64_t seed)
{
    RandomTreeOptions o;
    o.seed = seed;
    o.minBranching = 1 + int(seed % 2);
    o.maxBranching = 2 + int(seed % 4);
    o.depth = 1 + int(seed % 6);
    o.leafChance = double(seed % 3) * 0.15;
    o.maxValue = 5 + int(seed % 3) * 5;
    o.randomKinds = seed % 5 == 0;
    o.rootKind = seed % 7 == 0 ? NodeKind::Min : NodeKind::Max;
    o.intervals = true;
    o.intervalWidth = int(seed % 4) * 3; // 0, 3, 6, 9
    return randomTree(o);
}

QByteArray where(std::uint64_t seed, const char *strategy)
{
    return "seed " + QByteArray::number(qulonglong(seed)) + " " + strategy;
}

// The step just after the last event of `type`.
int stepAfterLast(const Trace &trace, EventType type)
{
    for (int i = int(trace.events.size()) - 1; i >= 0; --i) {
        if (trace.events[std::size_t(i)].type == type)
            return i + 1;
    }
    return -1;
}

std::vector<NodeId> ids(std::initializer_list<NodeId> list)
{
    return list;
}

} // namespace

class TestBstar : public QObject {
    Q_OBJECT

private slots:
    // The tree of resources/examples/bstar-intervals.tree, worked by hand in docs/algorithms.md
    // (ids in preorder: A 0, B 1, D 2, E 5, C 8, F 9, G 12, H 15).
    void handWorked_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<std::vector<NodeId>>("expanded");
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("opt");
        QTest::addColumn<std::vector<NodeId>>("pruned");
        QTest::newRow("provebest")
            << "provebest" << ids({0, 1, 2, 5, 8, 12}) << 7.0 << 7.0 << ids({10, 11, 16, 17});
        QTest::newRow("disproverest") << "disproverest" << ids({0, 8, 12, 15}) << 4.0 << 10.0
                                      << ids({2, 3, 4, 5, 6, 7, 10, 11});
        QTest::newRow("alternate")
            << "alternate" << ids({0, 1, 8, 2, 12}) << 6.0 << 8.0 << ids({6, 7, 10, 11, 16, 17});
    }
    void handWorked()
    {
        QFETCH(QString, strategy);
        QFETCH(std::vector<NodeId>, expanded);
        QFETCH(double, value);
        QFETCH(double, opt);
        QFETCH(std::vector<NodeId>, pruned);
        const Trace trace = run(example(), strategy);
        QCOMPARE(trace.summary.leavesRead, expanded);
        QCOMPARE(trace.summary.value, value);
        QCOMPARE(trace.summary.bestChild, std::optional<int>(0)); // B
        QCOMPARE(trace.summary.pruned, pruned);
        QVERIFY(trace.summary.rootInterval);
        QCOMPARE(trace.summary.rootInterval->pess, value);
        QCOMPARE(trace.summary.rootInterval->opt, opt);
        QVERIFY(summaryJson(trace).contains("\"interval\": [" + QByteArray::number(value) + ", " +
                                            QByteArray::number(opt) + "]"));
    }

    // The tests and strategies of provebest, event by event where the hand-worked text names
    // them: after E the best root child by opt is C, and the last test is against H.
    void separationTests()
    {
        const GameTree t = example();
        const Trace trace = run(t);
        std::vector<BstarStep> tests;
        std::vector<NodeId> chosen;
        for (int i = 0; i < int(trace.events.size()); ++i) {
            const TraceEvent &e = trace.events[std::size_t(i)];
            if (e.type == EventType::Separation)
                tests.push_back(bstarStepAt(trace, i + 1));
            if (e.type == EventType::Strategy) {
                QCOMPARE(BstarStrategy(e.detail), BstarStrategy::ProveBest);
                chosen.push_back(e.node);
            }
        }
        QCOMPARE(int(tests.size()), 6);
        QCOMPARE(chosen, ids({1, 1, 1, 8, 8}));
        // Test 4: best C (opt 8) against alt B (opt 7).
        QCOMPARE(tests[3].best, 8);
        QCOMPARE(tests[3].alt, 1);
        QCOMPARE(tests[3].bestBound, 2.0);
        QCOMPARE(tests[3].altBound, 7.0);
        QVERIFY(!tests[3].separated);
        // Test 3: B and C tie on opt 8: the leftmost, B, is best.
        QCOMPARE(tests[2].best, 1);
        QCOMPARE(tests[2].alt, 8);
        const BstarStep &last = tests.back();
        QCOMPARE(last.best, 1);
        QCOMPARE(last.alt, 15);
        QCOMPARE(last.bestBound, 7.0);
        QCOMPARE(last.altBound, 6.0);
        QVERIFY(last.separated);
        QCOMPARE(last.iteration, 6);
        QCOMPARE(separationWords(t, last),
                 QStringLiteral("Separation test: best B, alt H; pess(B) = 7 ≥ opt(H) = 6: "
                                "separated, B is proven best."));
        QCOMPARE(separationWords(t, tests[0]),
                 QStringLiteral("Separation test: best B, alt C; pess(B) = 4 < opt(C) = 8: not "
                                "separated yet."));
        // The descent below B at the second iteration: MIN node B takes D, the lower pess.
        bool sawDescent = false;
        for (const TraceEvent &e : trace.events) {
            if (e.type == EventType::Descend && e.other == 1 && e.node == 2) {
                QCOMPARE(e.a, 4.0);
                sawDescent = true;
            }
        }
        QVERIFY(sawDescent);
    }

    // Every inner node needs an interval; chance nodes are refused.
    void refusals()
    {
        QString error;
        NodeId node = NoNode;
        const GameTree missing =
            parse("A=max[interval=1:5](B=min[interval=1:4](1, 4), C=min(2, 5))");
        QVERIFY(!search(missing, "bstar", {}, &error, &node));
        QCOMPARE(node, 4);
        QVERIFY2(error.startsWith("node 4 (C) has no interval"), qPrintable(error));
        const GameTree chance = parse("max[interval=0:9](chance[interval=0:9](1, 2), 3)");
        QVERIFY(!search(chance, "bstar", {}, &error, &node));
        QVERIFY2(error.contains("chance"), qPrintable(error));
        // A leaf root needs nothing: its value is the answer.
        const GameTree leaf = parse("5");
        const Trace t = run(leaf);
        QCOMPARE(t.summary.value, 5.0);
        QVERIFY(!t.summary.bestChild);
    }

    // A MIN root is the mirror: best is the lowest pess, separation opt(best) ≤ pess(alt), and
    // the value is the root's opt.
    void minRoot()
    {
        const GameTree t = parse("min[interval=0:9](B=max[interval=1:6](2, 6), "
                                 "C=max[interval=3:8](3, 4), D=max[interval=5:9](5, 7))");
        const Trace trace = run(t);
        // B (pess 1) is expanded to [6, 6]; then C (pess 3) is best, expanded to [4, 4], and
        // opt(C) = 4 ≤ pess(D) = 5, the lowest pess of the others.
        QCOMPARE(trace.summary.leavesRead, ids({0, 1, 4}));
        QCOMPARE(trace.summary.bestChild, std::optional<int>(1));
        QCOMPARE(trace.summary.value, 4.0);
        const BstarStep last = bstarStepAt(trace, int(trace.events.size()));
        QCOMPARE(last.best, 4);
        QCOMPARE(last.alt, 7);
        QVERIFY(last.separated);
        QCOMPARE(separationWords(t, last),
                 QStringLiteral("Separation test: best C, alt D; opt(C) = 4 ≤ pess(D) = 5: "
                                "separated, C is proven best."));
        QCOMPARE(narrate(t, trace, stepAfterLast(trace, EventType::Strategy) - 1),
                 QStringLiteral("PROVEBEST: work below C, the best root child, to lower its "
                                "optimistic bound."));
    }

    // A root child expanded to its leaves has nothing left to disprove: DISPROVEREST takes the
    // next candidate in its order (the other rivals, then best).
    void settledRivalIsSkipped()
    {
        const GameTree t = parse("max[interval=0:9](B=min[interval=2:9](B1=max[interval=5:9]"
                                 "(5, 6), 9), C=min[interval=4:4](4, 7), D=min[interval=0:5](3, "
                                 "5))");
        const Trace trace = run(t, "disproverest");
        // Root: best B (opt 9), alt D (opt 5): D is expanded to [3, 3]. Then alt C (4): C is
        // expanded to [4, 4]. Then alt C again, but C and D are settled: B itself is worked
        // on and expanded to [5, 9], and pess(B) = 5 ≥ opt(C) = 4.
        QCOMPARE(trace.summary.leavesRead, ids({0, 9, 6, 1}));
        QCOMPARE(trace.summary.value, 5.0);
        QCOMPARE(trace.summary.bestChild, std::optional<int>(0));
        std::vector<NodeId> chosen;
        std::vector<int> at;
        for (int i = 0; i < int(trace.events.size()); ++i) {
            if (trace.events[std::size_t(i)].type == EventType::Strategy) {
                chosen.push_back(trace.events[std::size_t(i)].node);
                at.push_back(i);
            }
        }
        QCOMPARE(chosen, ids({9, 6, 1}));
        QCOMPARE(narrate(t, trace, at[2]),
                 QStringLiteral("DISPROVEREST: every rival is expanded to its leaves, so work "
                                "below B, the best root child."));
        QCOMPARE(narrate(t, trace, at[1]),
                 QStringLiteral("DISPROVEREST: work below C, a rival of the best, to lower its "
                                "optimistic bound."));
    }

    // The frames: nodes appear as their parents are expanded, bounds follow the BoundsSet
    // events, the path is marked, and at the end exactly the never-generated nodes are pruned.
    void frames()
    {
        const GameTree t = example();
        const Trace trace = run(t);
        QVERIFY(trace.features.testFlag(TraceFeature::Intervals));
        Replayer r(t, trace);
        QVERIFY(!r.frame().nodes[0].notGenerated);
        QCOMPARE(r.frame().nodes[0].pess, 2.0);
        QCOMPARE(r.frame().nodes[0].opt, 12.0);
        for (NodeId n = 1; n < t.size(); ++n)
            QVERIFY(r.frame().nodes[n].notGenerated);
        r.seek(1); // expand A
        QCOMPARE(r.frame().nodes[0].state, NodeState::Current);
        QVERIFY(!r.frame().nodes[1].notGenerated);
        QCOMPARE(r.frame().nodes[1].opt, 10.0);
        QVERIFY(!r.frame().nodes[15].notGenerated);
        QVERIFY(r.frame().nodes[2].notGenerated);
        // Walk to the expansion of D: B is on the path, D current.
        int expandD = 0;
        while (!(trace.events[std::size_t(expandD)].type == EventType::Expand &&
                 trace.events[std::size_t(expandD)].node == 2))
            ++expandD;
        r.seek(expandD + 1);
        QCOMPARE(r.frame().nodes[2].state, NodeState::Current);
        QCOMPARE(r.frame().nodes[1].state, NodeState::OnPath);
        QCOMPARE(r.frame().nodes[0].state, NodeState::OnPath);
        r.seek(expandD + 2); // D backs up to [8, 8]
        QCOMPARE(r.frame().nodes[2].pess, 8.0);
        QCOMPARE(r.frame().nodes[2].opt, 8.0);
        r.seek(expandD + 3); // B: [6, 8]; D leaves the path
        QCOMPARE(r.frame().nodes[1].pess, 6.0);
        QCOMPARE(r.frame().nodes[1].state, NodeState::Current);
        QCOMPARE(r.frame().nodes[2].state, NodeState::Done);
        r.seek(r.stepCount());
        for (NodeId n = 0; n < t.size(); ++n) {
            const bool pruned = std::find(trace.summary.pruned.begin(), trace.summary.pruned.end(),
                                          n) != trace.summary.pruned.end();
            QCOMPARE(r.frame().nodes[n].state == NodeState::Pruned, pruned);
            QCOMPARE(r.frame().nodes[n].notGenerated, pruned);
        }
        QCOMPARE(r.frame().nodes[9].state, NodeState::Unreached); // F: generated, not expanded
        // Backwards gives the frames forwards gave.
        for (int step = r.stepCount(); step >= 0; --step) {
            r.seek(step);
            Replayer fresh(t, trace);
            fresh.seek(step);
            for (NodeId n = 0; n < t.size(); ++n)
                QVERIFY2(sameNodeFrame(r.frame().nodes[n], fresh.frame().nodes[n]),
                         qPrintable(QString("step %1 node %2").arg(step).arg(n)));
        }
    }

    // Every event has a sentence and a JSON line.
    void narrationAndJson()
    {
        const GameTree t = example();
        for (const char *strategy : {"provebest", "disproverest", "alternate"}) {
            const Trace trace = run(t, strategy);
            for (int i = 0; i < int(trace.events.size()); ++i) {
                QVERIFY2(!narrate(t, trace, i).isEmpty(), qPrintable(QString::number(i)));
                QVERIFY(!eventJson(t, trace, i).contains("unknown"));
            }
        }
        const Trace trace = run(t, "disproverest");
        QVERIFY(narrate(t, trace, int(trace.events.size()) - 1)
                    .contains("B is the best move, and the root's value is at least 4"));
    }

    // `gametree random --intervals W`: every inner node gets an interval around its true value
    // at most W from it on either side; the tree is otherwise the one the seed always gave.
    void generatedIntervals()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.depth = 4;
            o.maxBranching = 3;
            o.transpositions = seed % 2 ? 0.3 : 0;
            const GameTree plain = randomTree(o);
            o.intervals = true;
            o.intervalWidth = int(seed % 5);
            const GameTree with = randomTree(o);
            QVERIFY(with.hasIntervals());
            QCOMPARE(with.size(), plain.size());
            for (NodeId n = 0; n < with.size(); ++n) {
                QCOMPARE(with.value(n), plain.value(n));
                QCOMPARE(with.key(n), plain.key(n));
                if (with.isLeaf(n)) {
                    QVERIFY(!with.interval(n));
                    continue;
                }
                const auto iv = with.interval(n);
                QVERIFY(iv);
                const double v = oracle::value(with, n);
                QVERIFY(iv->pess <= v && v <= iv->opt);
                QVERIFY(v - iv->pess <= o.intervalWidth && iv->opt - v <= o.intervalWidth);
            }
            // Transposed copies agree on their intervals too.
            for (NodeId a = 0; a < with.size(); ++a) {
                for (NodeId b = a + 1; b < with.size() && !with.key(a).isEmpty(); ++b) {
                    if (with.key(b) == with.key(a))
                        QCOMPARE(with.interval(b), with.interval(a));
                }
            }
        }
    }

    // The three formats keep every interval: read the example, write it as each, read it back.
    void formatsRoundTrip()
    {
        ReadError error;
        const auto doc = loadDocument(QString::fromLatin1(ExamplePath), &error);
        QVERIFY(doc);
        for (TreeFormat f : {TreeFormat::Text, TreeFormat::Json, TreeFormat::Dot}) {
            const auto back =
                readDocument(writeDocument(*doc, f), f, QStringLiteral("<w>"), &error);
            QVERIFY2(back, qPrintable(error.toString()));
            QVERIFY(back->tree == doc->tree);
            for (NodeId n = 0; n < doc->tree.size(); ++n)
                QCOMPARE(back->tree.interval(n), doc->tree.interval(n));
        }
    }

    // Properties on random interval trees, every strategy: B* returns a root child whose
    // minimax value is the root's; its value is a bound the minimax value meets (pess of a MAX
    // root, opt of a MIN root), exact when the intervals are points; the root's interval
    // holds the minimax value; expansions are distinct inner nodes, each generated before it
    // is expanded; the pruned nodes are exactly those whose parent was never expanded.
    void properties()
    {
        int trees = 0, pointTrees = 0;
        for (std::uint64_t seed = 1; seed <= 1200; ++seed) {
            const GameTree t = intervalTreeFor(seed);
            if (t.isLeaf(0))
                continue;
            ++trees;
            const double v = oracle::value(t, 0);
            const bool point = seed % 4 == 0;
            pointTrees += point;
            const bool min = t.kind(0) == NodeKind::Min;
            for (const char *s : {"provebest", "disproverest", "alternate"}) {
                const Trace trace = run(t, s);
                const SearchSummary &sum = trace.summary;
                QVERIFY2(sum.bestChild, where(seed, s));
                QVERIFY2(oracle::value(t, t.child(0, *sum.bestChild)) == v, where(seed, s));
                QVERIFY2(min ? sum.value >= v : sum.value <= v, where(seed, s));
                QVERIFY2(sum.rootInterval->pess <= v && v <= sum.rootInterval->opt, where(seed, s));
                if (point)
                    QVERIFY2(sum.value == v, where(seed, s));
                std::vector<char> expanded(std::size_t(t.size()), 0);
                for (NodeId n : sum.leavesRead) {
                    QVERIFY2(!t.isLeaf(n) && !expanded[n], where(seed, s));
                    QVERIFY2(n == 0 || expanded[t.parent(n)], where(seed, s));
                    expanded[n] = 1;
                }
                std::vector<NodeId> neverGenerated;
                for (NodeId n = 1; n < t.size(); ++n) {
                    if (!expanded[t.parent(n)])
                        neverGenerated.push_back(n);
                }
                QVERIFY2(sum.pruned == neverGenerated, where(seed, s));
            }
        }
        QVERIFY(trees >= 1000);
        QVERIFY(pointTrees >= 250);
    }

    // On point intervals B* agrees with minimax and stops after the root's expansion.
    void pointIntervalsAgreeWithMinimax()
    {
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            RandomTreeOptions o;
            o.seed = seed;
            o.depth = 1 + int(seed % 5);
            o.maxBranching = 2 + int(seed % 3);
            o.rootKind = seed % 3 == 0 ? NodeKind::Min : NodeKind::Max;
            o.intervals = true;
            const GameTree t = randomTree(o);
            QString error;
            const auto mm = search(t, "minimax", {}, &error);
            QVERIFY(mm);
            const Trace b = run(t);
            QCOMPARE(b.summary.value, mm->summary.value);
            QCOMPARE(b.summary.leavesRead, ids({0}));
            QCOMPARE(b.summary.bestChild, mm->summary.bestChild); // first child of equal value
        }
    }
};

QTEST_GUILESS_MAIN(TestBstar)
#include "tst_bstar.moc"
