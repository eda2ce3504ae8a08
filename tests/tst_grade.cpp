// core/grade: grading answers against the search's own trace (issue 14, "Grading"). Each
// grader is tried right and wrong on textbook trees, the first difference named by its step
// and its rule; and every algorithm, on every example it accepts, grades its own results right
// and a changed one wrong.
#include "core/grade/answerreader.h"
#include "core/grade/grade.h"
#include "core/session/documentfiles.h"
#include "core/trace/tracejson.h"
#include "runsearch.h"
#include "treetexthelpers.h"

#include <QDir>
#include <QtTest>

using namespace gt;
using namespace gt::grade;

namespace {

// AIMA figure 5.2: A=max(B, C, D); after c1 = 2, β = 2 ≤ α = 3 prunes c2 and c3 (ids 7, 8).
const QString Aima =
    QStringLiteral("A=max(a1: B=min(b1: 3, b2: 12, b3: 8), a2: C=min(c1: 2, c2: 4, c3: 6), "
                   "a3: D=min(d1: 14, d2: 5, d3: 2))");

Answer read(const GameTree &tree, const QByteArray &text, AnswerKind kind = AnswerKind::Auto,
            LeafNumbers numbers = LeafNumbers::Ids)
{
    ReadError error;
    const auto answer = readAnswer(text, QStringLiteral("answer"), tree, kind, numbers, &error);
    if (!answer)
        qFatal("cannot read the answer: %s", qPrintable(error.toString()));
    return *answer;
}

ReadError readError(const GameTree &tree, const QByteArray &text,
                    AnswerKind kind = AnswerKind::Auto)
{
    ReadError error;
    if (readAnswer(text, QStringLiteral("answer"), tree, kind, LeafNumbers::Ids, &error))
        qFatal("the answer was read: %s", text.constData());
    return error;
}

// The step of the first event of `type` at `node`.
int stepOf(const Trace &trace, EventType type, NodeId node)
{
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        if (trace.events[i].type == type && trace.events[i].node == node)
            return int(i) + 1;
    }
    return 0;
}

// The search's own results, written as a student's files would be.
QByteArray traceText(const GameTree &tree, const Trace &trace)
{
    QByteArray out;
    for (int i = 0; i < int(trace.events.size()); ++i)
        out += eventJson(tree, trace, i) + '\n';
    return out;
}

WholeTreeAnswer wholeFrom(const GameTree &tree, const Trace &trace)
{
    WholeTreeAnswer whole;
    whole.pruned.emplace();
    const auto outcome = outcomes(tree, trace);
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (outcome[std::size_t(n)].value)
            whole.values[n] = *outcome[std::size_t(n)].value;
        if (outcome[std::size_t(n)].pruned && tree.isLeaf(n))
            whole.pruned->insert(n);
    }
    return whole;
}

LeafListAnswer idList(const std::vector<NodeId> &ids)
{
    LeafListAnswer list;
    for (NodeId n : ids)
        list.items.push_back({n, 0, false, {}});
    return list;
}

// One option of `algorithm` set as typed on the command line (none when `option` is empty).
SearchOptions optionsOf(const QString &algorithm, const QString &option, const QString &value)
{
    SearchOptions o;
    if (option.isEmpty())
        return o;
    QString error;
    const auto parsed =
        parseOptionValue(*findOption(findAlgorithm(algorithm)->options(), option), value, &error);
    if (!parsed)
        qFatal("%s", qPrintable(error));
    o.set(option, *parsed);
    return o;
}

// An example file, or "text:" and a tree in the notation.
GameTree treeOf(const QString &source)
{
    if (source.startsWith(QStringLiteral("text:")))
        return test::parse(source.mid(5));
    ReadError error;
    const auto doc = loadDocument(source, &error);
    if (!doc)
        qFatal("%s", qPrintable(error.toString()));
    return doc->tree;
}

} // namespace

class TestGrade : public QObject {
    Q_OBJECT

private slots:
    void wholeTreeRight();
    void wholeTreeMissingPrunedLeaf();
    void wholeTreeReadLeafCalledPruned();
    void wholeTreeWrongValue();
    void wholeTreeBounds();
    void wholeTreeEarliestDifferenceWins();
    void wholeTreeValueOfPrunedNode();
    void valueRightAndWrong();
    void bestMove();
    void leavesRead();
    void leavesReadByValue();
    void prunedSet();
    void strictCutoff();
    void chanceTree();
    void traceOneEventChanged();
    void traceShorterAndLonger();
    void readerFormats();
    void readerErrors();
    void readerErrorsSayWhatIsWrong();
    void everyAlgorithmGradesItself_data();
    void everyAlgorithmGradesItself();
};

void TestGrade::wholeTreeRight()
{
    const GameTree t = test::parse(Aima);
    // Fail-hard: C and D return the end of their window, ≤ 3.
    SearchOptions hardOptions;
    hardOptions.set(QStringLiteral("fail-hard"), true);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"), hardOptions);
    const Answer a = read(t, R"({"values": {"A": 3, "B": 3, "C": "<=3", "D": 3},
                                "pruned": ["c2", "c3"]})");
    QVERIFY(a.wholeTree);
    const Verdict v = gradeWholeTree(t, trace, *a.wholeTree);
    QVERIFY2(v.right, qPrintable(v.message()));
    QCOMPARE(v.message(), QStringLiteral("right"));
    // Fail-soft, the default: the best found, C ≤ 2 and D = 2, as textbooks write it.
    const Trace softTrace = test::run(t, QStringLiteral("alphabeta"));
    const Answer textbook = read(t, R"({"values": {"A": 3, "B": 3, "C": "<=2", "D": 2},
                                       "pruned": ["c2", "c3"]})");
    const Verdict soft = gradeWholeTree(t, softTrace, *textbook.wholeTree);
    QVERIFY2(soft.right, qPrintable(soft.message()));
    // The textbook's values on a fail-hard search: wrong, and the message says why.
    const Verdict hard = gradeWholeTree(t, trace, *textbook.wholeTree);
    QVERIFY(!hard.right);
    QCOMPARE(hard.node, 5);
    QVERIFY2(hard.difference.contains(QStringLiteral("what a fail-soft search returns")),
             qPrintable(hard.difference));
}

void TestGrade::wholeTreeMissingPrunedLeaf()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    const Answer a = read(t, R"({"values": {"A": 3, "B": 3, "C": 3, "D": 3}, "pruned": ["c2"]})");
    const Verdict v = gradeWholeTree(t, trace, *a.wholeTree);
    QVERIFY(!v.right);
    QCOMPARE(v.step, stepOf(trace, EventType::Cutoff, 5));
    QCOMPARE(v.node, 8);
    QVERIFY2(v.rule.contains(QStringLiteral("At C, β = 2 ≤ α = 3")), qPrintable(v.rule));
    QVERIFY2(v.rule.contains(QStringLiteral("c2 = 4 and c3 = 6 are pruned")), qPrintable(v.rule));
    QVERIFY2(v.difference.contains(QStringLiteral("c3 is never read")), qPrintable(v.difference));
    QVERIFY(v.message().startsWith(QStringLiteral("step %1: ").arg(v.step)));
}

void TestGrade::wholeTreeReadLeafCalledPruned()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    // d3 (id 12) is read: C's cut-off does not reach D.
    const Answer a = read(t, R"({"pruned": [7, 8, 12]})");
    const Verdict v = gradeWholeTree(t, trace, *a.wholeTree);
    QVERIFY(!v.right);
    QCOMPARE(v.node, 12);
    QCOMPARE(v.step, stepOf(trace, EventType::Enter, 12) ? stepOf(trace, EventType::Enter, 12)
                                                         : stepOf(trace, EventType::ReadLeaf, 12));
    QVERIFY2(v.rule.contains(QStringLiteral("At D the window is (α = 3, β = 5)")),
             qPrintable(v.rule));
}

void TestGrade::wholeTreeWrongValue()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    const Answer a = read(t, R"({"values": {"A": 3, "B": 3, "C": 4, "D": 3}})");
    const Verdict v = gradeWholeTree(t, trace, *a.wholeTree);
    QVERIFY(!v.right);
    QCOMPARE(v.node, 5);
    QCOMPARE(v.step, stepOf(trace, EventType::Return, 5));
    QVERIFY2(v.difference.startsWith(QStringLiteral("C is worth ≤ 2")), qPrintable(v.difference));
    QVERIFY2(v.difference.endsWith(QStringLiteral("not 4")), qPrintable(v.difference));
    // A value left out is wrong where the search shows one: B returns first.
    const Answer partial = read(t, R"({"values": {"A": 3, "C": 3, "D": 3}})");
    const Verdict missing = gradeWholeTree(t, trace, *partial.wholeTree);
    QCOMPARE(missing.node, 1);
    QVERIFY2(missing.difference.contains(QStringLiteral("no value for B")),
             qPrintable(missing.difference));
}

void TestGrade::wholeTreeBounds()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    // Fail-soft (the default): C ≤ 2, D = 2.
    auto withC = [&t](const char *c) {
        return *read(t, QByteArray(R"({"values": {"A": 3, "B": "=3", "D": 2, "C": )") + c + "}}")
                    .wholeTree;
    };
    QVERIFY(gradeWholeTree(t, trace, withC(R"("<= 2")")).right);
    QVERIFY(gradeWholeTree(t, trace, withC(R"("≤2")")).right);
    QVERIFY(gradeWholeTree(t, trace, withC("2")).right);
    const Verdict lower = gradeWholeTree(t, trace, withC(R"(">= 2")"));
    QVERIFY(!lower.right);
    QVERIFY2(lower.difference.contains(QStringLiteral("upper bound")),
             qPrintable(lower.difference));
    // "= 3" claims the exact value, which the cut-off never found.
    QVERIFY(!gradeWholeTree(t, trace, withC(R"("=2")")).right);
}

void TestGrade::wholeTreeEarliestDifferenceWins()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    // D's value (decided late) and c3 (cut at C, earlier) are both wrong: C's cut-off is first.
    const Answer a = read(t, R"({"values": {"A": 3, "B": 3, "C": 3, "D": 5}, "pruned": ["c2"]})");
    const Verdict v = gradeWholeTree(t, trace, *a.wholeTree);
    QCOMPARE(v.node, 8);
    QCOMPARE(v.step, stepOf(trace, EventType::Cutoff, 5));
}

void TestGrade::wholeTreeValueOfPrunedNode()
{
    // max(min(3, 5), min(2, max(9, 1))): the inner max (id 6) is never reached.
    const GameTree t = test::parse(QStringLiteral("max(min(3,5),min(2,max(9,1)))"));
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    const Verdict v = gradeWholeTree(
        t, trace,
        *read(t, R"({"values": {"0": 3, "1": 3, "4": 2, "6": 9}, "pruned": [6]})").wholeTree);
    QVERIFY(!v.right);
    QCOMPARE(v.node, 6);
    QVERIFY2(v.difference.contains(QStringLiteral("never reached")), qPrintable(v.difference));
    // An inner node in "pruned" stands for its leaves.
    QVERIFY(
        gradeWholeTree(t, trace,
                       *read(t, R"({"values": {"0": 3, "1": 3, "4": 2}, "pruned": [6]})").wholeTree)
            .right);
}

void TestGrade::valueRightAndWrong()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    QVERIFY(gradeValue(t, trace, *read(t, "3\n").value).right);
    QVERIFY(gradeValue(t, trace, *read(t, "3.0000000001").value).right);
    const Verdict v = gradeValue(t, trace, *read(t, "4").value);
    QVERIFY(!v.right);
    QCOMPARE(v.node, 0);
    QCOMPARE(v.step, int(trace.events.size()));
    QCOMPARE(v.difference, QStringLiteral("the value of A is 3, not 4"));
    QVERIFY2(v.rule.startsWith(QStringLiteral("A = max(B = 3, C ≤ 2, D = 2) = 3.")),
             qPrintable(v.rule));
    GradeOptions loose;
    loose.tolerance = 0.5;
    QVERIFY(gradeValue(t, trace, *read(t, "3.4").value, loose).right);
}

void TestGrade::bestMove()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    QVERIFY(hasBestMove(trace));
    for (const QByteArray text : {"a1", "B", "0", "#1", "best: a1"})
        QVERIFY2(gradeBestMove(t, trace, *read(t, text, AnswerKind::BestMove).bestMove).right,
                 text.constData());
    const Verdict v = gradeBestMove(t, trace, *read(t, "a2", AnswerKind::BestMove).bestMove);
    QVERIFY(!v.right);
    QCOMPARE(v.difference, QStringLiteral("the best move is a1 (to B), not a2 (to C)"));
    QVERIFY2(v.rule.contains(QStringLiteral("first child with the root's value")),
             qPrintable(v.rule));
    const GameTree chance = test::parse(QStringLiteral("chance(0.5: 1, 0.5: 3)"));
    QVERIFY(!hasBestMove(test::run(chance, QStringLiteral("expectiminimax"))));
}

void TestGrade::leavesRead()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    QVERIFY(gradeLeavesRead(t, trace, idList({2, 3, 4, 6, 10, 11, 12})).right);
    QVERIFY(gradeLeavesRead(t, trace, *read(t, "b1 b2 b3 c1 d1 d2 d3").leavesRead).right);
    QVERIFY(gradeLeavesRead(t, trace, *read(t, "[2, 3, 4, 6, 10, 11, 12]").leavesRead).right);
    // c2 read after c1: it is never read, and C's cut-off says why.
    const Verdict v = gradeLeavesRead(t, trace, idList({2, 3, 4, 6, 7, 10, 11, 12}));
    QVERIFY(!v.right);
    QCOMPARE(v.node, 7);
    QCOMPARE(v.step, stepOf(trace, EventType::Cutoff, 5));
    QVERIFY2(v.rule.contains(QStringLiteral("β = 2 ≤ α = 3")), qPrintable(v.rule));
    // d3 left out: the answer stops early; the window at D says why d3 is read.
    const Verdict shortList = gradeLeavesRead(t, trace, idList({2, 3, 4, 6, 10, 11}));
    QCOMPARE(shortList.node, 12);
    QVERIFY2(shortList.difference.contains(QStringLiteral("stops after 6 reads")),
             qPrintable(shortList.difference));
    // Out of order.
    const Verdict order = gradeLeavesRead(t, trace, idList({2, 4, 3, 6, 10, 11, 12}));
    QCOMPARE(order.node, 3);
    QCOMPARE(order.difference, QStringLiteral("read 2 is b2, not b3"));
}

void TestGrade::leavesReadByValue()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    const auto right = read(t, "3, 12, 8, 2, 14, 5, 2", AnswerKind::Auto, LeafNumbers::Values);
    QVERIFY(gradeLeavesRead(t, trace, *right.leavesRead).right);
    const auto wrong = read(t, "3 12 8 2 4 14 5 2", AnswerKind::Auto, LeafNumbers::Values);
    const Verdict v = gradeLeavesRead(t, trace, *wrong.leavesRead);
    QVERIFY(!v.right);
    // The 4 is c2's value, pruned at C's cut-off: the verdict is placed at that cut-off, the
    // leaf's own step, not at d1's read (issue 26).
    QCOMPARE(v.node, 7);
    QCOMPARE(v.step, stepOf(trace, EventType::Cutoff, 5));
    QVERIFY2(v.difference.contains(QStringLiteral("c2 is never read")), qPrintable(v.difference));
}

void TestGrade::prunedSet()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    QVERIFY(gradePruned(t, trace, *read(t, "c3, c2", AnswerKind::Pruned).pruned).right);
    QVERIFY(gradePruned(t, trace, *read(t, "pruned: 8 7").pruned).right);
    QVERIFY(gradePruned(t, trace, *read(t, "4 6", AnswerKind::Pruned, LeafNumbers::Values).pruned)
                .right);
    const Verdict none = gradePruned(t, trace, *read(t, "pruned:").pruned);
    QCOMPARE(none.node, 7);
    const Verdict byValue =
        gradePruned(t, trace, *read(t, "4 6 5", AnswerKind::Pruned, LeafNumbers::Values).pruned);
    QVERIFY(!byValue.right);
    QCOMPARE(byValue.node, 11); // d2 = 5 is read
}

void TestGrade::strictCutoff()
{
    // A tie: the default prunes the leaf 1 (β = 3 ≤ α = 3), CS188's strict rule reads it.
    const GameTree t = test::parse(QStringLiteral("max(min(3,5),min(3,1))"));
    const Trace plain = test::run(t, QStringLiteral("alphabeta"));
    SearchOptions strict;
    strict.set(QStringLiteral("cutoff"), QStringLiteral("strict"));
    const Trace strictTrace = test::run(t, QStringLiteral("alphabeta"), strict);
    const Answer pruned = read(t, "pruned: 6");
    QVERIFY(gradeAnswer(t, plain, pruned).right);
    const Verdict v = gradeAnswer(t, strictTrace, pruned);
    QVERIFY(!v.right);
    QCOMPARE(v.node, 6);
    QVERIFY2(v.difference.contains(QStringLiteral("search reaches it")), qPrintable(v.difference));
    QVERIFY(gradeAnswer(t, strictTrace, read(t, "leaves: 2 3 5 6")).right);
    const Verdict plainLeaves = gradeAnswer(t, plain, read(t, "leaves: 2 3 5 6"));
    QVERIFY2(plainLeaves.rule.contains(QStringLiteral("β = 3 ≤ α = 3")),
             qPrintable(plainLeaves.rule));
}

void TestGrade::chanceTree()
{
    const GameTree t = test::parse(QStringLiteral("((10,10),(9,100))"));
    const Trace trace = test::run(t, QStringLiteral("expectimax"));
    QVERIFY(gradeAnswer(t, trace, read(t, "value: 54.5\nbest: 1")).right);
    const Verdict v = gradeAnswer(t, trace, read(t, "10"));
    QVERIFY(!v.right);
    QVERIFY2(v.rule.startsWith(QStringLiteral("node 0 = max(")), qPrintable(v.rule));
    QVERIFY(
        gradeWholeTree(t, trace, *read(t, R"({"values": [54.5, 10, null, null, 54.5]})").wholeTree)
            .right);
    const Verdict whole = gradeWholeTree(
        t, trace, *read(t, R"({"values": [54.5, 10, null, null, 9], "pruned": []})").wholeTree);
    QCOMPARE(whole.node, 4);
    QVERIFY2(whole.rule.contains(QStringLiteral("Node 4 returns 54.5")), qPrintable(whole.rule));
    // Unequal odds, as written: 0.7·1 + 0.3·0.
    const GameTree odds =
        test::parse(QStringLiteral("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))"));
    const Trace emm = test::run(odds, QStringLiteral("expectiminimax"));
    QVERIFY(gradeAnswer(odds, emm, read(odds, "0.7")).right);
    QVERIFY(gradeAnswer(odds, emm, read(odds, "7/10")).right);
    QVERIFY(!gradeAnswer(odds, emm, read(odds, "-0.4")).right);
}

void TestGrade::traceOneEventChanged()
{
    const GameTree t = test::parse(Aima);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    const QByteArray own = traceText(t, trace);
    QVERIFY(gradeTrace(t, trace, *read(t, own).trace).right);
    // Change one event: the cut-off at C becomes a read of c2.
    const int cut = stepOf(trace, EventType::Cutoff, 5);
    QList<QByteArray> lines = own.split('\n');
    lines[cut - 1] = QByteArray(R"({"step": )") + QByteArray::number(cut) +
                     R"(, "type": "read", "node": 7, "value": 4})";
    const Verdict v = gradeTrace(t, trace, *read(t, lines.join('\n')).trace);
    QVERIFY(!v.right);
    QCOMPARE(v.step, cut);
    QCOMPARE(v.where.line, cut);
    QVERIFY2(v.difference.contains(QStringLiteral("cutoff at C")), qPrintable(v.difference));
    QVERIFY2(v.difference.contains(QStringLiteral("read at c2")), qPrintable(v.difference));
    QVERIFY2(v.rule.contains(QStringLiteral("At C, β = 2 ≤ α = 3")), qPrintable(v.rule));
    // A field changed: α at the second enter.
    const int enterC = stepOf(trace, EventType::Enter, 5);
    lines = own.split('\n');
    lines[enterC - 1].replace(R"("alpha": 3)", R"("alpha": 2)");
    const Verdict field = gradeTrace(t, trace, *read(t, lines.join('\n')).trace);
    QCOMPARE(field.step, enterC);
    QVERIFY2(field.difference.contains(QStringLiteral("alpha is 3 in the search, 2 in the answer")),
             qPrintable(field.difference));
    // A student's own minimal trace: names for nodes, no text, no step numbers.
    const Verdict minimal = gradeTrace(t, trace,
                                       *read(t, R"({"type": "enter", "node": "A"})"
                                                "\n"
                                                R"({"type": "enter", "node": "B"})")
                                            .trace);
    QVERIFY(!minimal.right);
    QCOMPARE(minimal.step, 3); // the first two agree; the answer ends there
    QVERIFY2(minimal.difference.contains(QStringLiteral("ends after 2 events")),
             qPrintable(minimal.difference));
}

void TestGrade::traceShorterAndLonger()
{
    const GameTree t = test::parse(QStringLiteral("max(1,2)"));
    const Trace trace = test::run(t, QStringLiteral("minimax"));
    QByteArray own = traceText(t, trace);
    const Verdict longer = gradeTrace(t, trace,
                                      *read(t, own + R"({"type": "read", "node": 1})"
                                                     "\n")
                                           .trace);
    QVERIFY(!longer.right);
    QVERIFY2(longer.difference.contains(QStringLiteral("the search ends after")),
             qPrintable(longer.difference));
}

void TestGrade::readerFormats()
{
    const GameTree t = test::parse(Aima);
    const Answer keyed = read(t, "value: 3\nbest move: a1\nleaves read: b1, b2, b3,\n  c1 d1\n"
                                 "d2 d3\npruned: ['c2', 'c3']\n");
    QVERIFY(keyed.value && keyed.bestMove && keyed.leavesRead && keyed.pruned);
    QCOMPARE(keyed.leavesRead->items.size(), std::size_t(7));
    QCOMPARE(keyed.pruned->items.size(), std::size_t(2));
    QCOMPARE(keyed.leavesRead->items[4].where.line, 4);
    QCOMPARE(keyed.leavesRead->items[4].where.column, 6);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    QVERIFY(gradeAnswer(t, trace, keyed).right);
    QCOMPARE(read(t, "≥ 3").value->bound, Bound::Lower);
    QCOMPARE(read(t, "<= 3").value->bound, Bound::Upper);
    QCOMPARE(read(t, "−∞").value->value, -std::numeric_limits<double>::infinity());
    QVERIFY(read(t, "2\n3\n4").leavesRead);
    QVERIFY(read(t, "7", AnswerKind::Pruned).pruned);
    // A trace is read up to the limit given: what follows cannot make it right.
    ReadError error;
    const auto capped = readAnswer("{\"type\": \"enter\", \"node\": 0}\n"
                                   "{\"type\": \"enter\", \"node\": 1}\n"
                                   "{\"type\": \"enter\", \"node\": 2}\nnot JSON",
                                   {}, t, AnswerKind::Auto, LeafNumbers::Ids, &error, 2);
    QVERIFY2(capped, qPrintable(error.toString()));
    QCOMPARE(capped->trace->events.size(), std::size_t(2));
    // Python's print(f"value = {v}") and json.dumps(float("-inf")).
    QCOMPARE(read(t, "value = 3").value->value, 3.0);
    const auto python = read(
        t,
        R"({"type": "enter", "node": 0, "alpha": -Infinity, "beta": Infinity, "text": "-Infinity"})");
    QCOMPARE(python.trace->events.front().fields.value(QStringLiteral("alpha")).toString(),
             QStringLiteral("-inf"));
    QCOMPARE(python.trace->events.front().fields.value(QStringLiteral("text")).toString(),
             QStringLiteral("-Infinity"));
    QVERIFY(gradeTrace(t, trace, *python.trace).step != 1); // the first event agrees
    // The shape of eval --json, as a course may ask for it.
    const Answer summary = read(t, R"({"algorithm": "alphabeta", "value": 3, "best_child": 0,
        "leaves": [2, 3, 4, 6, 10, 11, 12], "pruned": [7, 8], "stats": {"cutoffs": 1}})");
    QVERIFY(summary.value && summary.bestMove && summary.leavesRead && summary.pruned);
    QVERIFY(!summary.wholeTree);
    QVERIFY(gradeAnswer(t, trace, summary).right);
    const Verdict summaryWrong =
        gradeAnswer(t, trace, read(t, R"({"value": 3, "leaves": ["b1", "b2", "c1"]})"));
    QCOMPARE(summaryWrong.node, 4);
    QCOMPARE(summaryWrong.where.column, 14); // where "leaves" is
    // A trace as one JSON array.
    QVERIFY(read(t, R"([{"type": "enter", "node": 0}])").trace);
}

void TestGrade::readerErrors()
{
    const GameTree t = test::parse(Aima);
    ReadError e = readError(t, "b1 b2\nc1 q7");
    QCOMPARE(e.toString(), QStringLiteral("answer:2:4: no node is called 'q7'"));
    e = readError(t, "2 99");
    QCOMPARE(e.toString(),
             QStringLiteral("answer:1:3: there is no node 99: the tree's nodes are 0 to 12"));
    e = readError(t, "value: 3\nscore: 4");
    QCOMPARE(e.toString(),
             QStringLiteral(
                 "answer:2:1: unknown key 'score' (known: value, leaves, pruned, best, visits)"));
    e = readError(t, "value: 3 4");
    QCOMPARE(e.pos.column, 10);
    e = readError(t, "value: x");
    QCOMPARE(e.toString(), QStringLiteral("answer:1:8: 'x' is not a number"));
    e = readError(t, "{\"type\": \"enter\", \"node\": 0}\n{\"type\": \"visit\", \"node\": 1}\n");
    QCOMPARE(e.pos.line, 2);
    QCOMPARE(e.pos.column, 2);
    QVERIFY(e.message.contains(QStringLiteral("unknown event type 'visit'")));
    e = readError(t, "{\"type\": \"enter\", \"node\": 0}\n{\"type\": \"enter\" \"node\": 1}\n");
    QCOMPARE(e.pos.line, 2);
    QCOMPARE(e.pos.column, 19); // where Qt's parser stops: the second key
    e = readError(t, "{\"values\": {\"A\": 3}, \"prune\": []}");
    QCOMPARE(e.pos.column, 22);
    e = readError(t, "z", AnswerKind::BestMove);
    QVERIFY(e.message.contains(QStringLiteral("not a move at the root")));
    e = readError(t, "   \n");
    QCOMPARE(e.message, QStringLiteral("the answer is empty"));
    QVERIFY(readAnswer("2.5", {}, t, AnswerKind::Auto, LeafNumbers::Ids, &e)); // a value
    e = readError(t, "2 2.5");
    QVERIFY(e.message.contains(QStringLiteral("with --numbers values")));
    e = readError(t, "b1 " + QByteArray(1 << 20, 'x'));
    QCOMPARE(e.message, QStringLiteral("no node is called '%1…'").arg(QString(60, u'x')));
    e = readError(t, QByteArray(2000, '[') + QByteArray(2000, ']'), AnswerKind::Trace);
    QCOMPARE(e.pos.line, 1); // nested too deep for Qt's parser: an error, not a crash
    e = readError(t, "1e400", AnswerKind::Value);
    QVERIFY(e.message.contains(QStringLiteral("is not a number")));
    e = readError(t, QByteArray("3 \xff"));
    QCOMPARE(e.pos.column, 3);
}

// Issue 27: messages that sent the student looking for the wrong problem, each now naming the
// place and the real problem.
void TestGrade::readerErrorsSayWhatIsWrong()
{
    const GameTree t = test::parse(Aima);
    const QString nodes = QStringLiteral("the tree's nodes are 0 to 12");
    // A number too large for any id: it is a number, not a name.
    ReadError e = readError(t, "1e999");
    QCOMPARE(e.toString(),
             QStringLiteral("answer:1:1: '1e999' is not a node id (%1), and as a number it is out "
                            "of range")
                 .arg(nodes));
    e = readError(t, "2 " + QByteArray(5 << 20, '9'));
    QCOMPARE(e.toString(),
             QStringLiteral("answer:1:3: there is no node %1…: %2").arg(QString(60, u'9'), nodes));
    // An id out of range in a trace: no hint about --numbers values, which lists do not take.
    e = readError(t, "{\"type\": \"enter\", \"node\": 0}\n{\"type\": \"enter\", \"node\": 1e10}\n");
    QCOMPARE(e.toString(),
             QStringLiteral("answer:2:19: there is no node 10000000000: %1").arg(nodes));
    e = readError(t, "{\"type\": \"enter\", \"node\": 1.5}\n");
    QCOMPARE(e.toString(),
             QStringLiteral("answer:1:19: '1.5' is not a node id: ids are whole numbers (%1)")
                 .arg(nodes));
    // Nothing but brackets is no answer, as an empty file is none.
    e = readError(t, QByteArray(100'000, '[') + QByteArray(100'000, ']'));
    QCOMPARE(e.toString(), QStringLiteral("answer:1:1: the answer is empty: it holds only "
                                          "brackets, quotes and separators, no value, id or "
                                          "name"));
    // A NUL is not a separator.
    e = readError(t, QByteArray("b1 b2\nc1\0c2", 11));
    QCOMPARE(e.toString(), QStringLiteral("answer:2:3: the answer holds a control character "
                                          "(U+0000): an answer is plain text"));
}

void TestGrade::everyAlgorithmGradesItself_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("optionValue");
    const QDir examples(QStringLiteral(GT_SOURCE_DIR "/resources/examples"));
    const QList<std::pair<QString, QString>> variants{
        {{}, {}},
        {QStringLiteral("cutoff"), QStringLiteral("strict")},
        {QStringLiteral("fail-hard"), QStringLiteral("true")},
        {QStringLiteral("tt"), QStringLiteral("true")},
        {QStringLiteral("samples"), QStringLiteral("3")},
        {QStringLiteral("min-prob"), QStringLiteral("0.5")},
        {QStringLiteral("order"), QStringLiteral("killer")},
        {QStringLiteral("strategy"), QStringLiteral("disproverest")},
    };
    QStringList sources;
    for (const QString &file :
         examples.entryList({QStringLiteral("*.tree"), QStringLiteral("*.json")}))
        sources << examples.filePath(file);
    // Heuristic values for iterative deepening's horizons; a tie for the strict cut-off.
    sources << QStringLiteral("text:max[5](min[4](max[3](1,8),max[6](2,9)),"
                              "min[2](max[7](4,3),max[1](5,6)))")
            << QStringLiteral("text:max(min(3,5),min(3,1),min(4,max(3,2)))");
    for (const QString &source : sources) {
        const GameTree tree = treeOf(source);
        for (const Algorithm *a : algorithms()) {
            for (const auto &[option, value] : variants) {
                if (!option.isEmpty() && !findOption(a->options(), option))
                    continue;
                const SearchOptions o = optionsOf(a->id(), option, value);
                QString why;
                if (!search(tree, a->id(), o, &why))
                    continue; // refused: a tree for other algorithms
                QTest::addRow("%s %s %s", qPrintable(QFileInfo(source).fileName()),
                              qPrintable(a->id()), qPrintable(option))
                    << source << a->id() << option << value;
            }
        }
    }
}

void TestGrade::everyAlgorithmGradesItself()
{
    QFETCH(QString, file);
    QFETCH(QString, algorithm);
    QFETCH(QString, option);
    QFETCH(QString, optionValue);
    const GameTree t = treeOf(file);
    const Trace trace = test::run(t, algorithm, optionsOf(algorithm, option, optionValue));
    const SearchSummary &s = trace.summary;
    // Its own results, right.
    Answer own;
    own.value = ValueClaim{s.value, Bound::None, {}};
    own.leavesRead = idList(s.leavesRead);
    own.pruned = idList(s.pruned);
    if (s.bestChild)
        own.bestMove = BestMoveAnswer{*s.bestChild, {}};
    own.trace = *read(t, traceText(t, trace), AnswerKind::Trace).trace;
    own.wholeTree = wholeFrom(t, trace);
    const Verdict right = gradeAnswer(t, trace, own);
    QVERIFY2(right.right, qPrintable(right.message()));
    // Changed, wrong, and said at a step of the trace with its narration.
    Answer value;
    value.value = ValueClaim{s.value + 1, Bound::None, {}};
    QVERIFY(!gradeAnswer(t, trace, value).right);
    Answer leaves;
    leaves.leavesRead = idList(s.leavesRead);
    leaves.leavesRead->items.pop_back();
    const Verdict shorter = gradeAnswer(t, trace, leaves);
    QVERIFY(!shorter.right);
    QVERIFY(shorter.step > 0 && !shorter.rule.isEmpty());
    Answer changed;
    changed.trace = own.trace;
    const int middle = int(changed.trace->events.size()) / 2;
    changed.trace->events[std::size_t(middle)].node =
        (changed.trace->events[std::size_t(middle)].node + 1) % t.size();
    const Verdict oneEvent = gradeAnswer(t, trace, changed);
    QVERIFY(!oneEvent.right);
    QCOMPARE(oneEvent.step, middle + 1);
    QVERIFY(!oneEvent.rule.isEmpty());
    // The whole tree with one leaf's pruning flipped: found at a step, with a rule.
    Answer whole;
    whole.wholeTree = wholeFrom(t, trace);
    NodeId leaf = NoNode;
    for (NodeId n = 0; n < t.size() && leaf == NoNode; ++n)
        leaf = t.isLeaf(n) ? n : NoNode;
    if (whole.wholeTree->pruned->count(leaf))
        whole.wholeTree->pruned->erase(leaf);
    else
        whole.wholeTree->pruned->insert(leaf);
    const Verdict flipped = gradeAnswer(t, trace, whole);
    QVERIFY(!flipped.right);
    QCOMPARE(flipped.node, leaf);
    QVERIFY(flipped.step > 0 && !flipped.rule.isEmpty());
}

QTEST_GUILESS_MAIN(TestGrade)
#include "tst_grade.moc"
