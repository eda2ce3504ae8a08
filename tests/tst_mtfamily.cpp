// The transposition table and the MT family: Plaat's AlphaBetaWithMemory rules, negamax
// --tt, mtdf, mt-sss, mt-dual and DUAL*, on Plaat et al.'s 16-leaf tree worked by hand and
// on thousands of random trees against minimax and against SSS*/DUAL* (every registered
// algorithm is also held to the recursive oracle in tst_search).
#include "randomtrees.h"
#include "sanitizers.h"
#include "treetexthelpers.h"

#include "core/search/algorithm.h"
#include "core/search/commonoptions.h"
#include "core/search/table/tablestate.h"
#include "core/search/table/transpositiontable.h"
#include "core/trace/annotations.h"
#include "core/trace/eventquery.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"

#include "core/trace/tracejson.h"
#include <random>

#include <QtTest>

#include <algorithm>
#include <set>

#include <cmath>

using namespace gt;

namespace {

using test::parse;

// Plaat, Schaeffer, Pijls and de Bruin (1996), figures 4-7: binary, depth 4, MAX root.
const QString Plaat =
    QStringLiteral("max(min(max(min(41,5),min(12,90)),max(min(101,80),min(20,30))),"
                   "min(max(min(34,80),min(36,35)),max(min(50,36),min(25,3))))");

Trace run(const GameTree &t, const QString &algo, SearchOptions o = {})
{
    QString error;
    auto trace = search(t, algo, o, &error);
    if (!trace)
        qFatal("search failed: %s", qPrintable(error));
    return *trace;
}

std::vector<double> valuesRead(const GameTree &t, const Trace &trace)
{
    std::vector<double> out;
    for (NodeId n : trace.summary.leavesRead)
        out.push_back(t.value(n));
    return out;
}

// Random trees with keyed transpositions, for the transposition table.
const test::TreeMix Keyed{.transpositions = 0.4};

bool sameEvents(const Trace &x, const Trace &y)
{
    return std::equal(x.events.begin(), x.events.end(), y.events.begin(), y.events.end(),
                      [](const TraceEvent &a, const TraceEvent &b) {
                          return a.type == b.type && a.line == b.line && a.detail == b.detail &&
                                 a.node == b.node && a.other == b.other && a.aux == b.aux &&
                                 a.a == b.a && a.b == b.b;
                      });
}

SearchOptions depthOptions(std::uint64_t seed)
{
    SearchOptions o;
    if (seed % 4 == 1)
        o.set(QStringLiteral("depth"), int(seed % 3) + 1);
    return o;
}

// The tree with MAX and MIN exchanged and every value negated: DUAL* on a tree is SSS* on
// its mirror.
GameTree mirrored(const GameTree &t)
{
    TreeDraft d = t.toDraft();
    for (DraftNode &n : d.nodes) {
        if (n.kind == NodeKind::Max)
            n.kind = NodeKind::Min;
        else if (n.kind == NodeKind::Min)
            n.kind = NodeKind::Max;
        n.value = -n.value; // NaN (no value) stays NaN
    }
    return GameTree::fromDraft(d);
}

} // namespace

class TstMtFamily : public QObject {
    Q_OBJECT
private slots:
    // ALGORITHMS.md's retrieve rules, the exact-entry test included: an exact value strictly
    // inside the window would otherwise narrow it to nothing.
    void tableFollowsPlaatsRules()
    {
        const GameTree t = parse(QStringLiteral("max(1,2,3)"));
        TranspositionTable table(t, -1);
        TableLookup l = table.lookup(1, 0, 10);
        QVERIFY(!l.answered);
        QCOMPARE(l.alpha, 0.0);
        QCOMPARE(l.beta, 10.0);
        QCOMPARE(l.entry.storedBy, NoNode);

        table.storeExact(1, 5);
        l = table.lookup(1, 3, 7); // exact, strictly inside
        QVERIFY(l.answered);
        QCOMPARE(l.value, 5.0);
        QCOMPARE(l.bound, Bound::Exact);

        table.store(2, 4, 4, 8); // fails low: an upper bound
        QCOMPARE(table.entry(2).upper, 4.0);
        QCOMPARE(table.entry(2).lower, -qInf());
        l = table.lookup(2, 5, 9);
        QVERIFY(l.answered);
        QCOMPARE(l.value, 4.0);
        QCOMPARE(l.bound, Bound::Upper);
        l = table.lookup(2, 1, 9); // narrows β
        QVERIFY(!l.answered);
        QCOMPARE(l.alpha, 1.0);
        QCOMPARE(l.beta, 4.0);

        table.store(3, 8, 2, 8); // fails high: a lower bound
        QCOMPARE(table.entry(3).lower, 8.0);
        l = table.lookup(3, 0, 8);
        QVERIFY(l.answered);
        QCOMPARE(l.bound, Bound::Lower);
        table.store(3, 9, 8, 10); // inside: both
        QCOMPARE(table.entry(3).lower, 9.0);
        QCOMPARE(table.entry(3).upper, 9.0);
        QCOMPARE(table.entry(3).storedBy, NodeId(3));

        // Without keys every node is a position of its own.
        const std::vector<NodeId> classes = transpositionClasses(t);
        QCOMPARE(classes, (std::vector<NodeId>{0, 1, 2, 3}));
    }

    // A key makes one position of its nodes; under a depth limit only at the same depth.
    void keysMakePositions()
    {
        const GameTree t = parse(QStringLiteral(
            "max(min[key=a](1,2), min[key=b](3,4), max(min[key=a](1,2), min[key=b](3,4)))"));
        QCOMPARE(transpositionClasses(t)[8], NodeId(1));
        QCOMPARE(transpositionClasses(t)[11], NodeId(4));
        QCOMPARE(transpositionClasses(t, 3)[8], NodeId(8)); // depth 2, not 1: its own
        QCOMPARE(transpositionClasses(t, 3)[9], NodeId(9));
    }

    // With keyed transpositions (the random generator's --transpositions): the table never
    // changes a value, never reads more leaves, and is used; MT-SSS* reads a subset of SSS*'s
    // leaves (ALGORITHMS.md) and the MT family keeps minimax's value and best child.
    void keyedTreesWithTheTable()
    {
        int hits = 0, fewer = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed, Keyed);
            const SearchOptions o = depthOptions(seed);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            SearchOptions withTable = o;
            withTable.set(QStringLiteral("tt"), true);
            const Trace plain = run(t, QStringLiteral("negamax"), o);
            const Trace tt = run(t, QStringLiteral("negamax"), withTable);
            QVERIFY2(tt.summary.value == plain.summary.value, where);
            QVERIFY2(tt.summary.bestChild == plain.summary.bestChild, where);
            QVERIFY2(tt.summary.leavesRead.size() <= plain.summary.leavesRead.size(), where);
            hits += tableHitCount(tt);
            fewer += tt.summary.leavesRead.size() < plain.summary.leavesRead.size() ? 1 : 0;

            const Trace minimax = run(t, QStringLiteral("minimax"), o);
            for (const char *algo : {"mtdf", "mt-sss", "mt-dual"}) {
                const Trace mt = run(t, QString::fromLatin1(algo), o);
                QVERIFY2(mt.summary.value == minimax.summary.value, where + " " + algo);
                QVERIFY2(mt.summary.bestChild == minimax.summary.bestChild, where + " " + algo);
            }
            const Trace sss = run(t, QStringLiteral("sss"), o);
            const Trace mtSss = run(t, QStringLiteral("mt-sss"), o);
            const std::set<NodeId> sssLeaves(sss.summary.leavesRead.begin(),
                                             sss.summary.leavesRead.end());
            const std::vector<NodeId> classes = transpositionClasses(t, depthLimit(o));
            for (NodeId n : mtSss.summary.leavesRead) {
                // A leaf of another copy of the same position counts as that position's.
                bool read = sssLeaves.count(n) > 0;
                for (NodeId m : sssLeaves)
                    read = read || classes[std::size_t(m)] == classes[std::size_t(n)];
                QVERIFY2(read, where + " leaf " + QByteArray::number(n));
            }
        }
        QVERIFY(hits > 200); // not vacuous: the table answers
        QVERIFY(fewer > 50); // and spares leaves
    }

    // The paper's worked example: SSS* and MT-SSS* read 41, 12, 34, 36, 5, 35, 50, 36 and
    // give 35 in four passes (tests +∞, 41, 36, 35).
    void plaatTreeMtSss()
    {
        const GameTree t = parse(Plaat);
        const std::vector<double> expected{41, 12, 34, 36, 5, 35, 50, 36};
        for (const char *algo : {"sss", "mt-sss"}) {
            const Trace trace = run(t, QString::fromLatin1(algo));
            QCOMPARE(valuesRead(t, trace), expected);
            QCOMPARE(trace.summary.value, 35.0);
            QCOMPARE(trace.summary.bestChild, std::optional<int>(1));
        }
        const Trace mt = run(t, QStringLiteral("mt-sss"));
        QCOMPARE(passCount(mt), 4);
        std::vector<double> tests;
        for (const TraceEvent &e : mt.events) {
            if (const auto pass = passStartedBy(e))
                tests.push_back(pass->beta);
        }
        QCOMPARE(tests, (std::vector<double>{qInf(), 41, 36, 35}));
        QVERIFY(tableHitCount(mt) > 0);
    }

    // MT-DUAL* and DUAL* on the same tree (worked in notes/algorithms-research.md §6.2):
    // tests > −∞, > 5, > 12, > 34, > 35.
    void plaatTreeMtDual()
    {
        const GameTree t = parse(Plaat);
        const std::vector<double> expected{41, 5, 101, 80, 12, 90, 34, 80, 50, 36, 36, 35};
        for (const char *algo : {"dual", "mt-dual"}) {
            const Trace trace = run(t, QString::fromLatin1(algo));
            QCOMPARE(valuesRead(t, trace), expected);
            QCOMPARE(trace.summary.value, 35.0);
            QCOMPARE(trace.summary.bestChild, std::optional<int>(1));
        }
        const Trace mt = run(t, QStringLiteral("mt-dual"));
        QCOMPARE(passCount(mt), 5);
        QCOMPARE(passDescription(*passStartedBy(mt.events.front())),
                 QStringLiteral("null-window test (−∞, −∞⁺), is the value > −∞?"));
    }

    // MTD(f): the guess decides the passes. With the value itself, two passes, the second
    // answered from the table alone; a low guess costs a leaf more.
    void plaatTreeMtdf_data()
    {
        QTest::addColumn<double>("guess");
        QTest::addColumn<int>("passes");
        QTest::addColumn<std::vector<double>>("read");
        QTest::newRow("35") << 35.0 << 2 << std::vector<double>{41, 5, 12, 34, 36, 35, 50, 36};
        QTest::newRow("40") << 40.0 << 3 << std::vector<double>{41, 5, 12, 34, 36, 35, 50, 36};
        QTest::newRow("30") << 30.0 << 3 << std::vector<double>{41, 5, 12, 34, 80, 50, 36, 36, 35};
    }
    void plaatTreeMtdf()
    {
        QFETCH(double, guess);
        QFETCH(int, passes);
        QFETCH(std::vector<double>, read);
        const GameTree t = parse(Plaat);
        SearchOptions o;
        o.set(QStringLiteral("guess"), guess);
        const Trace trace = run(t, QStringLiteral("mtdf"), o);
        QCOMPARE(trace.summary.value, 35.0);
        QCOMPARE(trace.summary.bestChild, std::optional<int>(1));
        QCOMPARE(passCount(trace), passes);
        QCOMPARE(valuesRead(t, trace), read);
        const QByteArray json = summaryJson(trace);
        QVERIFY2(json.contains("\"passes\": " + QByteArray::number(passes)), json);
        QVERIFY2(json.contains("\"tt_hits\": "), json);
        // The null window's question, in words.
        const Pass first = *passStartedBy(trace.events.front());
        QCOMPARE(first.beta, guess);
        QCOMPARE(first.alpha, std::nextafter(guess, -qInf()));
        QVERIFY(passDescription(first).endsWith(
            QStringLiteral("is the value ≥ %1?").arg(formatValue(guess))));
    }

    // On a leaf answered from the table the trace says "table", not "read" or "cut off".
    void tableHitsAreTheirOwnEvents()
    {
        const GameTree t = parse(Plaat);
        SearchOptions o;
        o.set(QStringLiteral("guess"), 35.0);
        const Trace trace = run(t, QStringLiteral("mtdf"), o);
        int hits = 0;
        for (int i = 0; i < int(trace.events.size()); ++i) {
            const TraceEvent &e = trace.events[std::size_t(i)];
            if (!isTableHit(e))
                continue;
            ++hits;
            QVERIFY(!isCutoff(e) && !isLeafRead(e));
            QCOMPARE(visitedNode(e), e.node);
            QVERIFY(!finishedBy(e));
            // A Return of the node follows with the table's answer.
            const TraceEvent &next = trace.events[std::size_t(i) + 1];
            QCOMPARE(next.type, EventType::Return);
            QCOMPARE(next.node, e.node);
            QCOMPARE(next.a, *tableAnswer(e));
            QVERIFY(narrate(t, trace, i).contains(QStringLiteral("transposition table")));
            QVERIFY(eventJson(t, trace, i).contains("\"type\": \"table_hit\""));
        }
        QCOMPARE(hits, tableHitCount(trace));
        QVERIFY(hits > 0);
        // The second pass reads nothing: the table answers it all.
        QCOMPARE(int(trace.summary.leavesRead.size()), 8);
        // Replayed: the hit node is marked, what it spares is skipped by the table, not cut.
        Replayer r(t, trace);
        for (int s = 0; s < r.stepCount(); ++s) {
            const TraceEvent &e = trace.events[std::size_t(s)];
            r.seek(s + 1);
            if (!isTableHit(e))
                continue;
            QVERIFY(r.frame().nodes[std::size_t(e.node)].tableHit);
            // Tagged on the canvas and in exports with what it returned: "TT ≤ 12".
            QVERIFY(
                tableText(r.frame().nodes[std::size_t(e.node)]).startsWith(QStringLiteral("TT ")));
            if (Bound(e.detail) != Bound::Exact)
                QVERIFY(narrate(t, trace, s + 1).contains(QStringLiteral("the table's")));
            const auto [from, to] = sparedByTable(t, e);
            for (NodeId n = from; n < to; ++n) {
                QVERIFY(r.frame().nodes[std::size_t(n)].tableSkipped);
                QVERIFY(!r.frame().nodes[std::size_t(n)].cutEdge);
            }
        }
    }

    // Values and best children equal minimax's; without keys mt-sss reads SSS*'s leaves in
    // order and DUAL* reads mt-dual's; DUAL* is SSS* on the mirrored tree, event for event.
    void randomTreesAgreeWithOraclesAndTheirTwins()
    {
        int passesAboveTwo = 0, hits = 0;
        for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const SearchOptions o = depthOptions(seed);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            const Trace sss = run(t, QStringLiteral("sss"), o);
            const Trace dual = run(t, QStringLiteral("dual"), o);
            const Trace mtSss = run(t, QStringLiteral("mt-sss"), o);
            const Trace mtDual = run(t, QStringLiteral("mt-dual"), o);
            SearchOptions guessed = o;
            guessed.set(QStringLiteral("guess"), double(seed % 11) - 5);
            const Trace mtdf = run(t, QStringLiteral("mtdf"), guessed);
            const Trace mtdfDefault = run(t, QStringLiteral("mtdf"), o);
            const Trace minimax = run(t, QStringLiteral("minimax"), o);
            for (const Trace *tr : {&sss, &dual, &mtSss, &mtDual, &mtdf, &mtdfDefault}) {
                QVERIFY2(tr->summary.value == minimax.summary.value,
                         where + " " + tr->algorithm.toUtf8());
                QVERIFY2(tr->summary.bestChild == minimax.summary.bestChild,
                         where + " " + tr->algorithm.toUtf8());
            }
            QVERIFY2(mtSss.summary.leavesRead == sss.summary.leavesRead, where);
            QVERIFY2(dual.summary.leavesRead == mtDual.summary.leavesRead, where);
            QVERIFY2(mtSss.summary.pruned == sss.summary.pruned, where);
            QVERIFY2(dual.summary.pruned == mtDual.summary.pruned, where);

            const Trace mirror = run(mirrored(t), QStringLiteral("sss"), o);
            QVERIFY2(dual.summary.value == -mirror.summary.value, where);
            QCOMPARE(dual.events.size(), mirror.events.size());
            for (std::size_t i = 0; i < dual.events.size(); ++i) {
                const TraceEvent &x = dual.events[i], &y = mirror.events[i];
                QVERIFY2(x.type == y.type && x.node == y.node && x.detail == y.detail &&
                             x.aux == y.aux && x.line == y.line,
                         where + " event " + QByteArray::number(qulonglong(i)));
            }
            passesAboveTwo += passCount(mtdf) > 2 ? 1 : 0;
            hits += tableHitCount(mtSss);
        }
        QVERIFY(passesAboveTwo > 100); // not vacuous: guesses that miss
        QVERIFY(hits > 100);
    }

    // The table never changes the value and never reads more leaves. Without keys in the
    // model a single pass meets no node twice, so negamax --tt is negamax, step for step.
    void negamaxWithTheTable()
    {
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree t = test::randomTestTree(seed);
            const SearchOptions o = depthOptions(seed);
            SearchOptions withTable = o;
            withTable.set(QStringLiteral("tt"), true);
            const Trace plain = run(t, QStringLiteral("negamax"), o);
            const Trace tt = run(t, QStringLiteral("negamax"), withTable);
            const QByteArray where = "seed " + QByteArray::number(qulonglong(seed));
            QVERIFY2(tt.summary.value == plain.summary.value, where);
            QVERIFY2(tt.summary.bestChild == plain.summary.bestChild, where);
            QVERIFY2(tt.summary.leavesRead.size() <= plain.summary.leavesRead.size(), where);
            QVERIFY2(tt.summary.leavesRead == plain.summary.leavesRead, where);
            QVERIFY2(tt.features.testFlag(TraceFeature::TranspositionTable), where);
            QVERIFY2(!plain.features.testFlag(TraceFeature::TranspositionTable), where);
            QVERIFY2(summaryJson(tt).contains("\"tt_hits\": 0"), where);
            QVERIFY2(!summaryJson(plain).contains("tt_hits"), where);
        }
    }

    // alphabeta --tt, fail-hard and fail-soft (and strict, which cuts only on v > β): the
    // table never changes the value or the best child, never reads more leaves (strict may:
    // a hit's bound equal to β does not cut there) and answers; without keys alphabeta --tt is
    // alphabeta, event for event.
    void alphabetaWithTheTable()
    {
        int hits = 0, fewer = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
            const GameTree keyed = test::randomTestTree(seed, Keyed);
            const GameTree bare = test::randomTestTree(seed);
            for (int variant = 0; variant < 3; ++variant) {
                SearchOptions o = depthOptions(seed);
                if (variant == 1)
                    o.set(QStringLiteral("fail-soft"), true);
                if (variant == 2)
                    o.set(QStringLiteral("cutoff"), QStringLiteral("strict"));
                SearchOptions withTable = o;
                withTable.set(QStringLiteral("tt"), true);
                const QByteArray where = "seed " + QByteArray::number(qulonglong(seed)) +
                                         " variant " + QByteArray::number(variant);
                const Trace plain = run(keyed, QStringLiteral("alphabeta"), o);
                const Trace tt = run(keyed, QStringLiteral("alphabeta"), withTable);
                QVERIFY2(tt.summary.value == plain.summary.value, where);
                QVERIFY2(tt.summary.bestChild == plain.summary.bestChild, where);
                if (variant < 2)
                    QVERIFY2(tt.summary.leavesRead.size() <= plain.summary.leavesRead.size(),
                             where);
                QVERIFY2(tt.features.testFlag(TraceFeature::TranspositionTable), where);
                hits += tableHitCount(tt);
                fewer += tt.summary.leavesRead.size() < plain.summary.leavesRead.size() ? 1 : 0;

                const Trace bareTt = run(bare, QStringLiteral("alphabeta"), withTable);
                QVERIFY2(sameEvents(bareTt, run(bare, QStringLiteral("alphabeta"), o)), where);
            }
        }
        QVERIFY(hits > 600);  // not vacuous: the table answers
        QVERIFY(fewer > 150); // and spares leaves
    }

    // The table dock's state, derived from the events, is the algorithm's own table: before
    // every hit the entry it reads is the one tableAt derives (bounds and the node that stored
    // it), and after it the hit is the current row with one more hit.
    void tableStateIsTheAlgorithmsTable()
    {
        int checked = 0;
        const std::vector<std::pair<const char *, const char *>> runs{
            {"alphabeta", "tt"}, {"alphabeta", "fail-soft"}, {"negamax", "tt"},
            {"mtdf", nullptr},   {"mt-sss", nullptr},        {"mt-dual", nullptr}};
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const GameTree t = test::randomTestTree(seed, Keyed);
            if (t.size() > 400)
                continue; // tableAt replays from the start at every hit: small trees suffice
            const SearchOptions o = depthOptions(seed);
            const std::vector<NodeId> classes = transpositionClasses(t, depthLimit(o));
            for (const auto &[algo, flag] : runs) {
                SearchOptions with = o;
                if (flag) {
                    with.set(QStringLiteral("tt"), true);
                    with.set(QString::fromLatin1(flag), true);
                }
                const Trace trace = run(t, QString::fromLatin1(algo), with);
                for (int i = 0; i < int(trace.events.size()); ++i) {
                    const TraceEvent &e = trace.events[std::size_t(i)];
                    if (!isTableHit(e))
                        continue;
                    const QByteArray where = QByteArray(algo) + " seed " +
                                             QByteArray::number(qulonglong(seed)) + " event " +
                                             QByteArray::number(i);
                    const NodeId position = classes[std::size_t(e.node)];
                    const TableState before = tableAt(t, trace, i, depthLimit(o));
                    const auto row = std::find_if(
                        before.rows.begin(), before.rows.end(),
                        [position](const TableRow &r) { return r.position == position; });
                    QVERIFY2(row != before.rows.end(), where);
                    QVERIFY2(row->lower == e.a && row->upper == e.b, where);
                    QVERIFY2(row->storedBy == e.other, where);
                    const TableState after = tableAt(t, trace, i + 1, depthLimit(o));
                    QVERIFY2(after.currentRow >= 0, where);
                    const TableRow &current = after.rows[std::size_t(after.currentRow)];
                    QVERIFY2(current.position == position, where);
                    QVERIFY2(current.hits == row->hits + 1, where);
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 300);
    }

    // The table dock's replay, asked for steps forwards, backwards and far apart, gives at
    // every step the table a replay from the start gives.
    void tableReplayInAnyOrderIsTableAt()
    {
        int compared = 0, withRows = 0;
        std::mt19937 rng(17);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const GameTree t = test::randomTestTree(seed, Keyed);
            const SearchOptions o = depthOptions(seed);
            for (const char *algo : {"mtdf", "mt-sss"}) {
                const Trace trace = run(t, QString::fromLatin1(algo), o);
                const int last = int(trace.events.size());
                TableReplay replay(t, trace, depthLimit(o));
                std::vector<int> steps;
                for (int i = 0; i <= last; ++i) // every step forwards, then some at random
                    steps.push_back(i);
                for (int k = 0; k < 30; ++k)
                    steps.push_back(int(rng() % std::uint32_t(last + 1)));
                for (const int step : steps) {
                    const TableState got = replay.at(step);
                    const TableState want = tableAt(t, trace, step, depthLimit(o));
                    const QByteArray where = QByteArray(algo) + " seed " +
                                             QByteArray::number(qulonglong(seed)) + " step " +
                                             QByteArray::number(step);
                    QVERIFY2(got.currentRow == want.currentRow, where);
                    QVERIFY2(got.rows.size() == want.rows.size(), where);
                    for (std::size_t r = 0; r < got.rows.size(); ++r) {
                        const TableRow &a = got.rows[r], &b = want.rows[r];
                        QVERIFY2(a.position == b.position && a.lower == b.lower &&
                                     a.upper == b.upper && a.storedBy == b.storedBy &&
                                     a.hits == b.hits,
                                 where);
                    }
                    ++compared;
                    withRows += got.rows.empty() ? 0 : 1;
                }
            }
        }
        QVERIFY(compared > 2000);
        QVERIFY(withRows > 1000);
    }

    // tests/golden/traces/keyed.tree worked by hand: A stores p = [5, 5] (C) and q = [5, +∞]
    // (D, cut after 6); B stores q = [6, 6] (E) and the table answers p at F with 5.
    void keyedTreeTableByHand()
    {
        const GameTree t =
            parse(QStringLiteral("max(A=min(C=max[key=p](3, 5), D=max[key=q](6, 2)), "
                                 "B=min(E=max[key=q](6, 2), F=max[key=p](3, 5), G=max(4, 8)))"));
        SearchOptions o;
        o.set(QStringLiteral("tt"), true);
        const Trace trace = run(t, QStringLiteral("alphabeta"), o);
        QCOMPARE(valuesRead(t, trace), (std::vector<double>{3, 5, 6, 6, 2}));
        QCOMPARE(valuesRead(t, run(t, QStringLiteral("alphabeta"))),
                 (std::vector<double>{3, 5, 6, 6, 2, 3, 5}));
        QCOMPARE(trace.summary.value, 5.0);
        QCOMPARE(trace.summary.bestChild, std::optional<int>(0));
        QCOMPARE(tableHitCount(trace), 1);
        const auto hit = std::find_if(trace.events.begin(), trace.events.end(), isTableHit);
        const int at = int(hit - trace.events.begin());
        QCOMPARE(hit->node, NodeId(12)); // F
        const TableState before = tableAt(t, trace, at, -1);
        QCOMPARE(before.currentRow, -1);
        const TableState s = tableAt(t, trace, at + 1, -1);
        QVERIFY(s.currentRow >= 0);
        const TableRow &p = s.rows[std::size_t(s.currentRow)];
        QCOMPARE(p.position, NodeId(2));
        QCOMPARE(p.lower, 5.0);
        QCOMPARE(p.upper, 5.0);
        QCOMPARE(p.storedBy, NodeId(2));
        QCOMPARE(p.hits, 1);
        const auto q = std::find_if(s.rows.begin(), s.rows.end(),
                                    [](const TableRow &r) { return r.position == 5; });
        QVERIFY(q != s.rows.end());
        QCOMPARE(q->lower, 6.0);
        QCOMPARE(q->upper, 6.0);
        QCOMPARE(q->storedBy, NodeId(9)); // E, over D's [5, +∞]
        const TableState end = tableAt(t, trace, int(trace.events.size()), -1);
        QCOMPARE(end.currentRow, -1);
        QCOMPARE(int(tableAt(t, trace, 0, -1).rows.size()), 0);
    }

    // Replayed forwards to the end and back, every frame of a multi-pass table search comes
    // back as it was.
    void replayRoundTrips()
    {
        // A tenth of the trees under the sanitizers (tests/sanitizers.h).
        for (std::uint64_t seed = 1; seed <= std::uint64_t(test::underSanitizers(120)); ++seed) {
            const GameTree t = test::randomTestTree(seed);
            if (t.size() > 300)
                continue; // every frame is kept: small trees suffice
            for (const char *algo : {"mtdf", "mt-sss", "mt-dual", "dual"}) {
                const Trace trace = run(t, QString::fromLatin1(algo), depthOptions(seed));
                Replayer r(t, trace);
                std::vector<Frame> frames;
                for (int s = 0; s <= r.stepCount(); ++s) {
                    r.seek(s);
                    frames.push_back(r.frame());
                }
                QVERIFY(frames.back().finished);
                QCOMPARE(frames.back().nodes[0].value, trace.summary.value);
                for (int s = r.stepCount(); s >= 0; --s) {
                    r.seek(s);
                    const Frame &f = r.frame();
                    for (NodeId n = 0; n < t.size(); ++n)
                        QVERIFY2(sameNodeFrame(f.nodes[std::size_t(n)],
                                               frames[std::size_t(s)].nodes[std::size_t(n)]),
                                 qPrintable(QStringLiteral("%1 seed %2 step %3 node %4")
                                                .arg(QLatin1String(algo))
                                                .arg(seed)
                                                .arg(s)
                                                .arg(n)));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstMtFamily)
#include "tst_mtfamily.moc"
