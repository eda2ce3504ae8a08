// The per-step quiz without widgets (issue 14, "Quiz mode"): which steps ask what, the answers
// they expect, the verdicts and the score, on the textbook trees of each kind of search.
#include "runsearch.h"
#include "treetexthelpers.h"

#include "core/quiz/quiz.h"
#include "core/quiz/wholetreequiz.h"
#include "core/search/mcts/mctsevents.h"
#include "core/session/documentfiles.h"

#include <QDir>
#include <QtTest>

#include <cmath>

using namespace gt;
using test::parse;

namespace {

const QString Classic = QStringLiteral(
    "max(B: min(3,12,8), C: min(2,4,6), D: min(14,5,2))"); // ids: C 5, its 4 and 6: 7, 8

// The event index of the first event of `type` at `node` (-1: none).
int eventOf(const Trace &t, EventType type, NodeId node)
{
    for (std::size_t i = 0; i < t.events.size(); ++i)
        if (t.events[i].type == type && t.events[i].node == node)
            return int(i);
    return -1;
}

// The event index of the `k`-th event (from 0) of `type` at `node` (-1: none).
int nthEventOf(const Trace &t, EventType type, NodeId node, int k)
{
    for (std::size_t i = 0; i < t.events.size(); ++i)
        if (t.events[i].type == type && t.events[i].node == node && k-- == 0)
            return int(i);
    return -1;
}

SearchOptions iterations(int k)
{
    SearchOptions o;
    o.set(QStringLiteral("iterations"), k);
    return o;
}

} // namespace

class TestQuiz : public QObject {
    Q_OBJECT
private slots:
    void alphaBetaAsksValuesBoundsAndCutoffs();
    void verdictsAndScore();
    void clicksChooseBranches();
    void sssAsksTheOpenChoice();
    void chanceNodesAskTheSum();
    void breadthFirstAsksTheFrontOnlyWhenThereIsAChoice();
    void mctsAsksTheSelectionTiesLeftmost();
    void mctsAsksNAndWOfABackpropagation();
    void mctsCountsAreGradedExactly();
    void mctsAnswersAreTheTraces();
    void everyAlgorithmOnEveryExample();
    void numbersAsTyped();
    void wholeTreeRight();
    void wholeTreeNamesTheFirstWrongStep();
};

void TestQuiz::alphaBetaAsksValuesBoundsAndCutoffs()
{
    const GameTree t = parse(Classic);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    Quiz quiz(t, trace);

    // Entering a node and reading a leaf are just shown.
    QVERIFY(!quiz.questionAt(eventOf(trace, EventType::Enter, 0)));
    QVERIFY(!quiz.questionAt(eventOf(trace, EventType::ReadLeaf, 2)));
    // The first question: the leaf 3 backs up into B.
    const int first = quiz.nextQuestion(0);
    QCOMPARE(first, eventOf(trace, EventType::Return, 2));
    auto q = quiz.questionAt(first);
    QCOMPARE(q->ask, QuizAsk::Value);
    QCOMPARE(q->node, NodeId(1));
    QCOMPARE(q->value, 3.0);
    // β at B falls to 3.
    q = quiz.questionAt(eventOf(trace, EventType::Tighten, 1));
    QVERIFY(q->text.contains(QStringLiteral("β")));
    QCOMPARE(q->value, 3.0);
    // α at the root rises to 3.
    q = quiz.questionAt(eventOf(trace, EventType::Tighten, 0));
    QVERIFY(q->text.contains(QStringLiteral("α")));
    QCOMPARE(q->value, 3.0);
    // The cut-off at C prunes its leaves 4 and 6 (ids 7 and 8).
    q = quiz.questionAt(eventOf(trace, EventType::Cutoff, 5));
    QCOMPARE(q->ask, QuizAsk::Pruned);
    QCOMPARE(q->nodes, (std::vector<NodeId>{7, 8}));
    QCOMPARE(q->candidates, (std::vector<NodeId>{6, 7, 8})); // every child: no giveaway
    // Fail-soft (the default): C returns only a bound, its best ≤ 2, as the book shows it.
    q = quiz.questionAt(eventOf(trace, EventType::Return, 5));
    QCOMPARE(q->value, 2.0);
    QCOMPARE(q->bound, Bound::Upper);
    QCOMPARE(q->answerText, QStringLiteral("≤ 2"));
    // The search's value at the end.
    q = quiz.questionAt(eventOf(trace, EventType::Finish, 0));
    QCOMPARE(q->value, 3.0);
}

void TestQuiz::verdictsAndScore()
{
    const GameTree t = parse(Classic);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    Quiz quiz(t, trace);
    const auto returnB = *quiz.questionAt(eventOf(trace, EventType::Return, 1));
    QuizVerdict v = quiz.answer(returnB, {12, {}});
    QVERIFY(!v.right);
    QVERIFY2(v.words.contains(QStringLiteral("12")) && v.words.contains(QStringLiteral("3")),
             qPrintable(v.words));
    QVERIFY(v.rule.contains(QStringLiteral("B returns 3")));
    QCOMPARE(quiz.scoreText(), QStringLiteral("Score: 0 of 1"));
    // A second try counts as it did the first time.
    QVERIFY(quiz.answer(returnB, {3, {}}).right);
    QCOMPARE(quiz.right(), 0);

    const auto cut = *quiz.questionAt(eventOf(trace, EventType::Cutoff, 5));
    QVERIFY(!quiz.answer(cut, {0, {7}}).right); // only one of the two
    const auto returnC = *quiz.questionAt(eventOf(trace, EventType::Return, 5));
    QVERIFY(quiz.answer(returnC, {2, {}}).right); // fail-soft: C ≤ 2, as the book shows it
    const auto finish = *quiz.questionAt(eventOf(trace, EventType::Finish, 0));
    QVERIFY(quiz.answer(finish, {3.001, {}}).right); // two decimals are enough
    QCOMPARE(quiz.asked(), 4);
    QCOMPARE(quiz.right(), 2);
    QVERIFY(quiz.isAnswered(cut.event));
    QVERIFY(!quiz.isAnswered(cut.event - 1));

    Quiz other(t, trace);
    const QuizVerdict shown = other.reveal(cut);
    QVERIFY(!shown.right);
    QVERIFY(shown.words.contains(QStringLiteral("node 7 (4), node 8 (6)")));
    QCOMPARE(other.scoreText(), QStringLiteral("Score: 0 of 1"));
    QVERIFY(other.answer(cut, {0, {8, 7}}).right); // any order
}

void TestQuiz::clicksChooseBranches()
{
    const GameTree t = parse(QStringLiteral("max(min(3,12), min(2,max(4,5),6))"));
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    Quiz quiz(t, trace);
    const auto cut = *quiz.questionAt(eventOf(trace, EventType::Cutoff, 4));
    QCOMPARE(cut.nodes, (std::vector<NodeId>{6, 9}));
    QCOMPARE(quiz.pickFor(cut, 6), NodeId(6));
    QCOMPARE(quiz.pickFor(cut, 8), NodeId(6)); // a leaf inside the branch chooses the branch
    QCOMPARE(quiz.pickFor(cut, 5), NodeId(5)); // read already, yet clickable: no giveaway
    QCOMPARE(quiz.pickFor(cut, 1), NoNode);    // another node's child
    QCOMPARE(quiz.pickFor(cut, NoNode), NoNode);
}

void TestQuiz::sssAsksTheOpenChoice()
{
    const GameTree t = parse(Classic);
    const Trace trace = test::run(t, QStringLiteral("sss"));
    Quiz quiz(t, trace);
    // The root alone on OPEN: nothing to choose.
    QVERIFY(!quiz.questionAt(eventOf(trace, EventType::SssTake, 0)));
    const auto q = quiz.questionAt(eventOf(trace, EventType::SssTake, 1));
    QVERIFY(q);
    QCOMPARE(q->ask, QuizAsk::Pick);
    QCOMPARE(q->nodes, (std::vector<NodeId>{1}));
    QCOMPARE(q->candidates, (std::vector<NodeId>{1, 5, 9}));
    QCOMPARE(quiz.pickFor(*q, 9), NodeId(9));
    QCOMPARE(quiz.pickFor(*q, 2), NoNode);
    QVERIFY(!quiz.answer(*q, {0, {5}}).right);
    // A SOLVED state's merit: min(+∞, 3) after reading the leaf 3.
    const auto merit = quiz.questionAt(eventOf(trace, EventType::SssPush, 2) + 0);
    QVERIFY(!merit); // the LIVE push of the leaf is just shown
    int solved = -1;
    for (std::size_t i = 0; i < trace.events.size() && solved < 0; ++i)
        if (trace.events[i].type == EventType::SssPush && trace.events[i].node == 2 &&
            SssStatus(trace.events[i].detail) == SssStatus::Solved)
            solved = int(i);
    QCOMPARE(quiz.questionAt(solved)->value, 3.0);
}

void TestQuiz::chanceNodesAskTheSum()
{
    const GameTree t = parse(QStringLiteral("max(min(10,10),min(9,100))"));
    const Trace trace = test::run(t, QStringLiteral("expectimax"));
    Quiz quiz(t, trace);
    const int first = eventOf(trace, EventType::ChanceAdd, 2);
    QCOMPARE(quiz.nextQuestion(0), first);
    QCOMPARE(quiz.questionAt(first)->value, 5.0);
    QVERIFY2(quiz.questionAt(first)->text.startsWith(QStringLiteral("Node 2 is finished")),
             qPrintable(quiz.questionAt(first)->text));
    QCOMPARE(quiz.questionAt(eventOf(trace, EventType::ChanceAdd, 3))->value, 10.0);
    QCOMPARE(quiz.questionAt(eventOf(trace, EventType::ChanceAdd, 6))->value, 54.5);
    QCOMPARE(quiz.questionAt(eventOf(trace, EventType::Finish, 0))->value, 54.5);
}

void TestQuiz::breadthFirstAsksTheFrontOnlyWhenThereIsAChoice()
{
    const GameTree t = parse(Classic);
    const Trace trace = test::run(t, QStringLiteral("minimax-bfs"));
    Quiz quiz(t, trace);
    QVERIFY(!quiz.questionAt(eventOf(trace, EventType::CloseFront, 0)));
    const auto q = quiz.questionAt(eventOf(trace, EventType::CloseFront, 1));
    QCOMPARE(q->candidates, (std::vector<NodeId>{1, 5, 9}));
    QCOMPARE(q->nodes, (std::vector<NodeId>{1}));
}

// Issue 30, item 5: before a selection, which child UCB1 takes. max(5,5): iterations 1 and 2
// expand the two leaves (both r = 5), iteration 3 selects between equal sums: the leftmost.
void TestQuiz::mctsAsksTheSelectionTiesLeftmost()
{
    const GameTree t = parse(QStringLiteral("max(5,5)"));
    const Trace trace = test::run(t, QStringLiteral("mcts"), iterations(3));
    Quiz quiz(t, trace);
    QVERIFY(!quiz.questionAt(eventOf(trace, MctsExpand, 1))); // expansion: just shown
    QVERIFY(!quiz.questionAt(eventOf(trace, MctsResult, 1)));
    const int select = eventOf(trace, MctsSelect, 0);
    QVERIFY(select > 0);
    const auto q = quiz.questionAt(select);
    QVERIFY(q);
    QCOMPARE(q->ask, QuizAsk::Pick);
    QCOMPARE(q->candidates, (std::vector<NodeId>{1, 2}));
    QCOMPARE(q->nodes, (std::vector<NodeId>{1})); // a tie: the leftmost
    QVERIFY2(q->text.contains(QStringLiteral("UCB1")) &&
                 q->text.contains(QStringLiteral("leftmost")),
             qPrintable(q->text));
    QCOMPARE(quiz.pickFor(*q, 2), NodeId(2));
    QVERIFY(!quiz.answer(*q, {0, {2}}).right);
    Quiz again(t, trace);
    const QuizVerdict v = again.answer(*q, {0, {1}});
    QVERIFY(v.right);
    QVERIFY2(v.rule.contains(QStringLiteral("largest")), qPrintable(v.rule));
}

// Before a backpropagation: what N and W of the node become. On a MIN root W still adds r (MAX's
// view), the trap the question is for.
void TestQuiz::mctsAsksNAndWOfABackpropagation()
{
    const GameTree t = parse(QStringLiteral("min(3,7)")); // root 0, leaves 1 (3) and 2 (7)
    const Trace trace = test::run(t, QStringLiteral("mcts"), iterations(3));
    Quiz quiz(t, trace);
    // Iteration 1 expands the leaf 3 and backs r = 3 up into it, then into the root.
    const int first = quiz.nextQuestion(0);
    QCOMPARE(first, eventOf(trace, MctsBackup, 1));
    auto q = quiz.questionAt(first);
    QCOMPARE(q->ask, QuizAsk::Counts);
    QCOMPARE(q->node, NodeId(1));
    QCOMPARE(q->visits, std::int64_t(1));
    QCOMPARE(q->value, 3.0);
    QCOMPARE(q->answerText, QStringLiteral("N = 1, W = 3"));
    QVERIFY2(q->text.contains(QStringLiteral("N = 0")) && q->text.contains(QStringLiteral("W = 0")),
             qPrintable(q->text));
    // Iteration 2 backs r = 7 into the root: N 1 → 2, W 3 → 10 (not 3 − 7).
    q = quiz.questionAt(nthEventOf(trace, MctsBackup, 0, 1));
    QCOMPARE(q->ask, QuizAsk::Counts);
    QCOMPARE(q->visits, std::int64_t(2));
    QCOMPARE(q->value, 10.0);
    QVERIFY2(q->text.contains(QStringLiteral("r = 7")) &&
                 q->text.contains(QStringLiteral("N = 1")) &&
                 q->text.contains(QStringLiteral("W = 3")),
             qPrintable(q->text));
    QuizAnswer minus;
    minus.visits = 2;
    minus.value = -4;
    const QuizVerdict v = quiz.answer(*q, minus);
    QVERIFY(!v.right);
    QVERIFY2(v.words.contains(QStringLiteral("N = 2, W = −4")) &&
                 v.words.contains(QStringLiteral("N = 2, W = 10")),
             qPrintable(v.words));
    QVERIFY2(v.rule.contains(QStringLiteral("N = 2, W = 10")), qPrintable(v.rule));
}

// Two numbers, both exact: N the count, W the sum (or as the canvas writes it, four decimals);
// the value questions' 0.5 % tolerance does not apply.
void TestQuiz::mctsCountsAreGradedExactly()
{
    const GameTree t = parse(QStringLiteral("max(200,0.123456)"));
    const Trace trace = test::run(t, QStringLiteral("mcts"), iterations(2));
    Quiz quiz(t, trace);
    const auto big = *quiz.questionAt(eventOf(trace, MctsBackup, 1)); // N = 1, W = 200
    auto given = [](double n, double w) {
        QuizAnswer a;
        a.visits = n;
        a.value = w;
        return a;
    };
    QVERIFY(!Quiz(t, trace).answer(big, given(1, 199.5)).right); // within 0.5 %, not exact
    QVERIFY(!Quiz(t, trace).answer(big, given(2, 200)).right);   // W right, N not
    QVERIFY(!Quiz(t, trace).answer(big, given(1.5, 200)).right); // no count
    QVERIFY(Quiz(t, trace).answer(big, given(1, 200)).right);
    const auto small = *quiz.questionAt(eventOf(trace, MctsBackup, 2)); // N = 1, W = 0.123456
    QCOMPARE(small.answerText, QStringLiteral("N = 1, W = 0.1235"));
    QVERIFY(Quiz(t, trace).answer(small, given(1, 0.123456)).right);
    QVERIFY(Quiz(t, trace).answer(small, given(1, 0.1235)).right); // as the canvas writes it
    QVERIFY(!Quiz(t, trace).answer(small, given(1, 0.123)).right);
    const QuizVerdict shown = Quiz(t, trace).reveal(small);
    QCOMPARE(shown.words, QStringLiteral("The answer is N = 1, W = 0.1235."));
}

// The answers are the trace's own: each selection's chosen child, each update's N and W, on a
// bigger tree with MAX, MIN and chance nodes; and they add up as backpropagation says.
void TestQuiz::mctsAnswersAreTheTraces()
{
    const GameTree t = parse(QStringLiteral(
        "max(min(3,max(1,8),5), chance(0.3: 2, 0.7: min(6,4)), min(7,max(0,9)), 4)"));
    const Trace trace = test::run(t, QStringLiteral("mcts"), iterations(60));
    Quiz quiz(t, trace);
    std::map<NodeId, std::pair<std::int64_t, double>> counts; // N and W so far
    double r = 0;
    int selections = 0, updates = 0;
    for (int i = 0; i < quiz.eventCount(); ++i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        const auto q = quiz.questionAt(i);
        if (e.type == MctsResult)
            r = e.a;
        if (e.type == MctsSelect) {
            QVERIFY(q && q->ask == QuizAsk::Pick);
            QCOMPARE(q->nodes, (std::vector<NodeId>{e.other}));
            ++selections;
        } else if (e.type == MctsBackup) {
            QVERIFY(q && q->ask == QuizAsk::Counts);
            auto &[n, w] = counts[e.node];
            n += 1;
            w += r;
            QCOMPARE(q->visits, n);
            QCOMPARE(q->value, w);
            QCOMPARE(q->visits, e.aux);
            QCOMPARE(q->value, e.b);
            ++updates;
        } else {
            QVERIFY(!q || e.type == EventType::Finish);
        }
    }
    QVERIFY(selections > 10);
    QCOMPARE(counts[0].first, std::int64_t(60));
    QVERIFY(updates > 120);
}

// Every algorithm the studio steps, on every example it accepts: every question has an answer
// the student can give (a number, or nodes among the candidates), and answering it as the
// answer says is right.
void TestQuiz::everyAlgorithmOnEveryExample()
{
    const QDir dir(QStringLiteral(GT_SOURCE_DIR "/resources/examples"));
    int questions = 0;
    for (const QString &file : dir.entryList({QStringLiteral("*.tree")})) {
        ReadError error;
        const auto doc = loadDocument(dir.filePath(file), &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        for (const Algorithm *algo : algorithms()) {
            QString why;
            const auto trace = search(doc->tree, algo->id(), {}, &why);
            if (!trace)
                continue;
            Quiz quiz(doc->tree, *trace);
            for (int e = quiz.nextQuestion(0); e >= 0; e = quiz.nextQuestion(e + 1)) {
                const auto q = quiz.questionAt(e);
                const QString where = QStringLiteral("%1 %2 event %3").arg(file, algo->id()).arg(e);
                QVERIFY2(!q->text.isEmpty() && !q->answerText.isEmpty(), qPrintable(where));
                QuizAnswer a;
                if (q->ask == QuizAsk::Value) {
                    QVERIFY2(!std::isnan(q->value), qPrintable(where));
                    a.value = q->value;
                } else if (q->ask == QuizAsk::Counts) {
                    QVERIFY2(q->visits > 0 && !std::isnan(q->value), qPrintable(where));
                    a.visits = double(q->visits);
                    a.value = q->value;
                } else {
                    QVERIFY2(!q->nodes.empty(), qPrintable(where));
                    for (NodeId n : q->nodes)
                        QVERIFY2(quiz.pickFor(*q, n) == n, qPrintable(where));
                    a.nodes = q->nodes;
                }
                QVERIFY2(quiz.answer(*q, a).right, qPrintable(where));
                ++questions;
            }
            QCOMPARE(quiz.right(), quiz.asked());
        }
    }
    QVERIFY(questions > 100);
}

void TestQuiz::numbersAsTyped()
{
    auto number = [](const char *text) {
        const auto v = parseQuizValue(QString::fromUtf8(text));
        return v ? v->value : std::numeric_limits<double>::quiet_NaN();
    };
    auto bound = [](const char *text) { return parseQuizValue(QString::fromUtf8(text))->bound; };
    QCOMPARE(number(" 3 "), 3.0);
    QCOMPARE(number("−2.5"), -2.5);
    QCOMPARE(number("1/2"), 0.5);
    QCOMPARE(number("≤ 3"), 3.0);
    QCOMPARE(bound("≤ 3"), Bound::Upper);
    QCOMPARE(number(">=5"), 5.0);
    QCOMPARE(bound(">=5"), Bound::Lower);
    QCOMPARE(bound("7"), Bound::None);
    QCOMPARE(number("-inf"), -std::numeric_limits<double>::infinity());
    QCOMPARE(number("+∞"), std::numeric_limits<double>::infinity());
    QVERIFY(!parseQuizValue(QString()));
    QVERIFY(!parseQuizValue(QStringLiteral("three")));
}

void TestQuiz::wholeTreeRight()
{
    const GameTree t = parse(Classic);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    QCOMPARE(wholeTreeQuestions(t), (std::vector<NodeId>{0, 1, 5, 9}));
    // Fail-soft (the default): C returns only the bound 2 (typed "≤ 2"), D exactly 2.
    const std::map<NodeId, QString> typed = {{0, QStringLiteral("3")},
                                             {1, QStringLiteral("3")},
                                             {5, QStringLiteral("≤ 2")},
                                             {9, QStringLiteral("2")}};
    const auto r = gradeWholeTreeQuiz(t, trace, typed, {8, 7});
    QVERIFY(r);
    QVERIFY2(r->verdict.right, qPrintable(r->verdict.message()));
    QCOMPARE(r->valuesRight, 4);
    QCOMPARE(r->valuesAsked, 4);
    QVERIFY(r->prunedRight);
    QVERIFY(r->wrongNodes.empty());
    QCOMPARE(r->scoreText(), QStringLiteral("Values: 4 of 4 · pruned leaves: right"));
}

void TestQuiz::wholeTreeNamesTheFirstWrongStep()
{
    const GameTree t = parse(Classic);
    const Trace trace = test::run(t, QStringLiteral("alphabeta"));
    // C ≤ 3 is what a fail-hard search returns; and D's leaves are not pruned.
    const std::map<NodeId, QString> typed = {{0, QStringLiteral("3")},
                                             {1, QStringLiteral("3")},
                                             {5, QStringLiteral("≤ 3")},
                                             {9, QString()}};
    const auto r = gradeWholeTreeQuiz(t, trace, typed, {7, 8, 12});
    QVERIFY(r);
    QVERIFY(!r->verdict.right);
    QCOMPARE(r->verdict.node, NodeId(5)); // C comes before D's leaves in the search
    QVERIFY2(r->verdict.rule.contains(QStringLiteral("β = 2 ≤ α = 3")) ||
                 r->verdict.rule.contains(QStringLiteral("C returns")),
             qPrintable(r->verdict.message()));
    QCOMPARE(r->valuesRight, 2);
    QCOMPARE(r->wrongNodes, (std::vector<NodeId>{5, 9}));
    QVERIFY(!r->prunedRight);
    // Not a number: nothing graded, the node named.
    NodeId bad = NoNode;
    QVERIFY(!gradeWholeTreeQuiz(t, trace, {{1, QStringLiteral("x")}}, {}, &bad));
    QCOMPARE(bad, NodeId(1));
}

QTEST_GUILESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
