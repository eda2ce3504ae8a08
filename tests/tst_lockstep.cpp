// Stepping several searches together (View ▸ Compare): the common position, by step or by leaf
// read, maps to each search's own step; a search that is done waits at its end.
#include "treetexthelpers.h"

#include "core/search/algorithm.h"
#include "core/trace/eventquery.h"
#include "core/trace/lockstep.h"

#include <QtTest>

using namespace gt;
using test::parse;

namespace {

// The textbook tree of DESIGN.md: alpha-beta reads 7 of its 9 leaves, minimax all 9.
const char *const Textbook = "max(min(3,12,8), min(2,4,6), min(14,5,2))";

Trace run(const GameTree &t, const QString &algo, const SearchOptions &options = {})
{
    QString error;
    auto trace = search(t, algo, options, &error);
    if (!trace)
        qFatal("search failed: %s", qPrintable(error));
    return *trace;
}

Lockstep lockstepOf(const std::vector<const Trace *> &traces, Lockstep::Mode mode)
{
    std::vector<Lockstep::Track> tracks;
    for (const Trace *t : traces)
        tracks.push_back(Lockstep::trackOf(t));
    Lockstep lockstep;
    lockstep.setTracks(std::move(tracks));
    lockstep.setMode(mode);
    return lockstep;
}

} // namespace

class TstLockstep : public QObject {
    Q_OBJECT
private slots:
    void tracksCountLeavesAsTheSummary_data();
    void tracksCountLeavesAsTheSummary();
    void bySteps();
    void byLeafReads();
    void positionOfKeepsTheLeavesRead();
    void aRefusedSearchStaysAtTheStart();
    void syntheticTracks();
    void noSearches();
};

void TstLockstep::tracksCountLeavesAsTheSummary_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("algorithm");
    QTest::newRow("alphabeta") << Textbook << "alphabeta";
    QTest::newRow("sss") << Textbook << "sss";
    // MTD(f) reads leaves again in later passes: every read counts, as in eval --json.
    QTest::newRow("mtdf re-reads") << Textbook << "mtdf";
    QTest::newRow("expectimax") << "max(min(10,10),min(9,100))"
                                << "expectimax";
}

void TstLockstep::tracksCountLeavesAsTheSummary()
{
    QFETCH(QString, tree);
    QFETCH(QString, algorithm);
    const Trace trace = run(parse(tree), algorithm);
    const Lockstep::Track track = Lockstep::trackOf(&trace);
    QCOMPARE(track.stepCount, int(trace.events.size()));
    QCOMPARE(qint64(track.leafSteps.size()), trace.summary.leavesEvaluated);
    QCOMPARE(track.leafSteps.size(), trace.summary.leavesRead.size());
    for (std::size_t k = 0; k < track.leafSteps.size(); ++k) {
        const TraceEvent &e = trace.events[std::size_t(track.leafSteps[k] - 1)];
        QVERIFY(isLeafRead(e));
        QCOMPARE(e.node, trace.summary.leavesRead[k]);
    }
}

void TstLockstep::bySteps()
{
    const GameTree tree = parse(Textbook);
    const Trace ab = run(tree, QStringLiteral("alphabeta"));
    const Trace mm = run(tree, QStringLiteral("minimax"));
    const Lockstep lockstep = lockstepOf({&ab, &mm}, Lockstep::Mode::Steps);
    const int shorter = std::min(ab.events.size(), mm.events.size());
    const int longer = std::max(ab.events.size(), mm.events.size());
    QVERIFY(shorter < longer);
    QCOMPARE(lockstep.lastPosition(), longer);
    QCOMPARE(lockstep.stepAt(0, 5), 5);
    QCOMPARE(lockstep.stepAt(1, 5), 5);
    // The shorter search is done first and waits at its end.
    for (int search : {0, 1}) {
        QCOMPARE(lockstep.stepAt(search, shorter), shorter);
        QCOMPARE(lockstep.stepAt(search, lockstep.lastPosition()), lockstep.stepCount(search));
        QCOMPARE(lockstep.stepAt(search, 1000), lockstep.stepCount(search)); // clamped
        QCOMPARE(lockstep.stepAt(search, -3), 0);
    }
    QVERIFY(!lockstep.isEnd(lockstep.lastPosition())); // the end is a leaf mode position
    QCOMPARE(lockstep.positionOf(1, 7), 7);
}

void TstLockstep::byLeafReads()
{
    const GameTree tree = parse(Textbook);
    const Trace ab = run(tree, QStringLiteral("alphabeta"));
    const Trace mm = run(tree, QStringLiteral("minimax"));
    const Lockstep lockstep = lockstepOf({&ab, &mm}, Lockstep::Mode::Leaves);
    QCOMPARE(lockstep.leafCount(0), 7);
    QCOMPARE(lockstep.leafCount(1), 9);
    QCOMPARE(lockstep.lastPosition(), 10); // 0, nine reads, the end

    QCOMPARE(lockstep.stepAt(0, 0), 0);
    QCOMPARE(lockstep.stepAt(1, 0), 0);
    // Position 5: both have just read their fifth leaf — alpha-beta id 10 (the 14 under the
    // third MIN: it has cut off the second), minimax id 7 (the 4 under the second).
    for (int search : {0, 1}) {
        const Trace &t = search == 0 ? ab : mm;
        const int step = lockstep.stepAt(search, 5);
        QCOMPARE(t.events[std::size_t(step - 1)].type, EventType::ReadLeaf);
        QCOMPARE(lockstep.leavesReadAt(search, step), 5);
        QCOMPARE(lockstep.leavesReadAt(search, step - 1), 4);
    }
    QCOMPARE(ab.events[std::size_t(lockstep.stepAt(0, 5) - 1)].node, 10);
    QCOMPARE(mm.events[std::size_t(lockstep.stepAt(1, 5) - 1)].node, 7);
    // Past its seventh read alpha-beta has finished: it shows its result.
    QCOMPARE(ab.events[std::size_t(lockstep.stepAt(0, 7) - 1)].node, 12);
    QCOMPARE(lockstep.stepAt(0, 8), int(ab.events.size()));
    // Minimax still reads.
    QCOMPARE(lockstep.leavesReadAt(1, lockstep.stepAt(1, 8)), 8);
    QVERIFY(lockstep.stepAt(1, 9) < int(mm.events.size())); // just after its last read
    // The last position: every search at its end.
    QVERIFY(lockstep.isEnd(10));
    QVERIFY(!lockstep.isEnd(9));
    QCOMPARE(lockstep.stepAt(0, 10), int(ab.events.size()));
    QCOMPARE(lockstep.stepAt(1, 10), int(mm.events.size()));
}

void TstLockstep::positionOfKeepsTheLeavesRead()
{
    const GameTree tree = parse(Textbook);
    const Trace ab = run(tree, QStringLiteral("alphabeta"));
    const Trace sss = run(tree, QStringLiteral("sss"));
    const Lockstep lockstep = lockstepOf({&ab, &sss}, Lockstep::Mode::Leaves);
    for (int search : {0, 1}) {
        for (int step = 0; step <= lockstep.stepCount(search); ++step) {
            const int position = lockstep.positionOf(search, step);
            const int back = lockstep.stepAt(search, position);
            QVERIFY2(back <= step || step == lockstep.stepCount(search),
                     qPrintable(QStringLiteral("search %1 step %2").arg(search).arg(step)));
            QCOMPARE(lockstep.leavesReadAt(search, back), lockstep.leavesReadAt(search, step));
        }
        // The end stays the end.
        QVERIFY(lockstep.isEnd(lockstep.positionOf(search, lockstep.stepCount(search))));
    }
}

void TstLockstep::aRefusedSearchStaysAtTheStart()
{
    const Trace ab = run(parse(Textbook), QStringLiteral("alphabeta"));
    for (auto mode : {Lockstep::Mode::Steps, Lockstep::Mode::Leaves}) {
        const Lockstep lockstep = lockstepOf({nullptr, &ab}, mode);
        QCOMPARE(lockstep.leafCount(0), 0);
        for (int p = 0; p <= lockstep.lastPosition(); ++p)
            QCOMPARE(lockstep.stepAt(0, p), 0);
        QCOMPARE(lockstep.positionOf(0, 0), 0);
        QCOMPARE(lockstep.stepAt(1, lockstep.lastPosition()), int(ab.events.size()));
    }
}

void TstLockstep::syntheticTracks()
{
    Lockstep lockstep;
    lockstep.setTracks({{10, {2, 5}}, {4, {1, 2, 3}}});
    lockstep.setMode(Lockstep::Mode::Leaves);
    QCOMPARE(lockstep.lastPosition(), 4);
    const int expected[5][2] = {{0, 0}, {2, 1}, {5, 2}, {10, 3}, {10, 4}};
    for (int p = 0; p <= 4; ++p) {
        QCOMPARE(lockstep.stepAt(0, p), expected[p][0]);
        QCOMPARE(lockstep.stepAt(1, p), expected[p][1]);
    }
    QCOMPARE(lockstep.positionOf(0, 4), 1); // between its first and second read
    QCOMPARE(lockstep.positionOf(0, 10), 4);
    QCOMPARE(lockstep.positionOf(1, 3), 3);
    QCOMPARE(lockstep.positionOf(1, 4), 4);
    QCOMPARE(lockstep.leavesReadAt(0, 1), 0);
    QCOMPARE(lockstep.leavesReadAt(0, 2), 1);
    lockstep.setMode(Lockstep::Mode::Steps);
    QCOMPARE(lockstep.lastPosition(), 10);
    QCOMPARE(lockstep.stepAt(1, 7), 4);
}

void TstLockstep::noSearches()
{
    Lockstep lockstep;
    lockstep.setMode(Lockstep::Mode::Leaves);
    QCOMPARE(lockstep.searchCount(), 0);
    QCOMPARE(lockstep.lastPosition(), 0);
    QVERIFY(!lockstep.isEnd(0));
}

QTEST_GUILESS_MAIN(TstLockstep)
#include "tst_lockstep.moc"
