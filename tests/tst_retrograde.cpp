// Game graphs and retrograde analysis (core/graph, ALGORITHMS.md "Retrograde analysis"): the
// analysis against a brute-force fixpoint on thousands of random graphs with cycles and on the
// L-game, its step record replayed, the graphs of DOT files, of the games and of folded trees,
// and `gametree solve`.
#include "sanitizers.h"

#include "clirunner.h"

#include "core/generate/gamegraphs.h"
#include "core/generate/generator.h"
#include "core/generate/lgame.h"
#include "core/grade/graphlabels.h"
#include "core/graph/dotgraph.h"
#include "core/graph/neighbourhood.h"
#include "core/graph/retrograde.h"
#include "core/graph/retrogradereplay.h"
#include "core/graph/treefold.h"
#include "core/quiz/graphquiz.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

using namespace gt;
using test::gametree;

namespace {

// The oracle, computed differently from the analysis: no counters, no queue, no predecessor
// lists. Round 0 decides the vertices without successors; round k decides, all at once from
// what rounds < k decided, every undecided vertex with a LOSS successor (WIN in k) and every
// one whose successors are all WINs (LOSS in k). When a round decides nothing, the rest draw.
struct Oracle {
    std::vector<GameResult> label;
    std::vector<int> remoteness; // -1 for a draw
    std::vector<VertexId> best;
};

Oracle bruteForce(const GameGraph &g)
{
    const auto n = std::size_t(g.size());
    std::vector<std::set<VertexId>> succ(n);
    for (VertexId v = 0; v < g.size(); ++v) {
        for (const VertexId s : g.moves(v))
            succ[std::size_t(v)].insert(s);
    }
    Oracle o{std::vector<GameResult>(n, GameResult::Draw), std::vector<int>(n, -1),
             std::vector<VertexId>(n, NoVertex)};
    std::vector<bool> decided(n, false);
    for (std::size_t v = 0; v < n; ++v) {
        if (succ[v].empty()) {
            decided[v] = true;
            o.label[v] = g.declaredResult(VertexId(v)).value_or(GameResult::Loss);
            o.remoteness[v] = 0;
        }
    }
    for (int round = 1;; ++round) {
        std::vector<std::pair<std::size_t, GameResult>> now;
        for (std::size_t v = 0; v < n; ++v) {
            if (decided[v])
                continue;
            bool anyLoss = false, allWin = true;
            for (const VertexId s : succ[v]) {
                const bool d = decided[std::size_t(s)];
                anyLoss = anyLoss || (d && o.label[std::size_t(s)] == GameResult::Loss);
                allWin = allWin && d && o.label[std::size_t(s)] == GameResult::Win;
            }
            if (anyLoss)
                now.emplace_back(v, GameResult::Win);
            else if (allWin)
                now.emplace_back(v, GameResult::Loss);
        }
        if (now.empty())
            break;
        for (const auto &[v, label] : now) {
            decided[v] = true;
            o.label[v] = label;
            o.remoteness[v] = round;
        }
    }
    // The best move by the contract's words, over the moves in the game's order.
    for (VertexId v = 0; v < g.size(); ++v) {
        const GameResult mine = o.label[std::size_t(v)];
        const GameResult wanted = mine == GameResult::Win    ? GameResult::Loss
                                  : mine == GameResult::Loss ? GameResult::Win
                                                             : GameResult::Draw;
        int bestRemoteness = 0;
        for (const VertexId s : g.moves(v)) {
            if (o.label[std::size_t(s)] != wanted)
                continue;
            const int r = o.remoteness[std::size_t(s)];
            const bool better = o.best[std::size_t(v)] == NoVertex ||
                                (mine == GameResult::Win && r < bestRemoteness) ||
                                (mine == GameResult::Loss && r > bestRemoteness);
            if (better) {
                o.best[std::size_t(v)] = s;
                bestRemoteness = r;
            }
        }
    }
    return o;
}

// Replays the step record with nothing but the graph, checking the contract on the way, and
// returns what it rebuilt: the labels and remoteness every step left.
QString replayProblem(const GameGraph &g, const RetrogradeResult &r)
{
    using Kind = RetrogradeStep::Kind;
    const auto n = std::size_t(g.size());
    std::vector<int> counter(n), decrements(n, 0), labelled(n, 0);
    std::vector<GameResult> label(n, GameResult::Draw);
    std::vector<int> remoteness(n, -1);
    std::vector<std::set<VertexId>> preds(n);
    for (VertexId v = 0; v < g.size(); ++v) {
        counter[std::size_t(v)] =
            int(std::set<VertexId>(g.moves(v).begin(), g.moves(v).end()).size());
        for (const VertexId s : g.moves(v))
            preds[std::size_t(s)].insert(v);
    }
    const std::vector<int> degree = counter;
    std::vector<VertexId> queue;
    std::size_t head = 0;
    VertexId current = NoVertex, lastVisited = NoVertex;
    int phase = 0; // 0 terminals, 1 the queue, 2 draws
    VertexId lastOfPhase = NoVertex;
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
        const RetrogradeStep &s = r.steps[i];
        const auto v = std::size_t(s.vertex);
        const QString at = QStringLiteral("step %1: ").arg(i);
        switch (s.kind) {
        case Kind::Terminal:
            if (phase != 0 || degree[v] != 0 || s.vertex <= lastOfPhase)
                return at + QStringLiteral("a terminal out of place");
            if (s.label != g.declaredResult(s.vertex).value_or(GameResult::Loss) ||
                s.remoteness != 0)
                return at + QStringLiteral("a terminal's label");
            lastOfPhase = s.vertex;
            ++labelled[v];
            label[v] = s.label;
            remoteness[v] = 0;
            queue.push_back(s.vertex);
            break;
        case Kind::Dequeue:
            if (phase == 2)
                return at + QStringLiteral("a dequeue among the draws");
            phase = 1;
            if (head >= queue.size() || queue[head] != s.vertex)
                return at + QStringLiteral("not the front of the queue");
            ++head;
            current = s.vertex;
            lastVisited = NoVertex;
            break;
        case Kind::Decrement:
        case Kind::Label:
            if (phase != 1 || s.from != current || !preds[std::size_t(current)].count(s.vertex))
                return at + QStringLiteral("not a predecessor of the vertex taken");
            if (s.vertex < lastVisited)
                return at + QStringLiteral("predecessors out of ascending order");
            if (labelled[v])
                return at + QStringLiteral("a decided vertex visited");
            lastVisited = s.vertex;
            if (s.kind == Kind::Decrement) {
                if (label[std::size_t(current)] != GameResult::Win || s.counter != --counter[v] ||
                    s.counter < 0 || ++decrements[v] > degree[v])
                    return at + QStringLiteral("a wrong decrement");
                break;
            }
            if (s.remoteness != remoteness[std::size_t(current)] + 1 ||
                (s.label == GameResult::Win) != (label[std::size_t(current)] == GameResult::Loss) ||
                (s.label == GameResult::Loss && counter[v] != 0))
                return at + QStringLiteral("a wrong label");
            ++labelled[v];
            label[v] = s.label;
            remoteness[v] = s.remoteness;
            queue.push_back(s.vertex);
            break;
        case Kind::Draw:
            if (head != queue.size() || (phase == 2 && s.vertex <= lastOfPhase) || labelled[v])
                return at + QStringLiteral("a draw out of place");
            phase = 2;
            lastOfPhase = s.vertex;
            ++labelled[v];
            break;
        }
    }
    if (head != queue.size())
        return QStringLiteral("the queue is not emptied");
    for (std::size_t v = 0; v < n; ++v) {
        if (labelled[v] != 1)
            return QStringLiteral("vertex %1 labelled %2 times").arg(v).arg(labelled[v]);
        if (label[v] != r.label[v] || remoteness[v] != r.remoteness[v])
            return QStringLiteral("the replay of vertex %1 differs from the result").arg(v);
    }
    return {};
}

// A random graph of n vertices: edges with repeats, self-loops and cycles; some terminals
// declare a WIN or a DRAW.
GameGraph randomGraph(std::mt19937 &rng)
{
    const int n = std::uniform_int_distribution(1, 12)(rng);
    const int maxOut = std::uniform_int_distribution(1, 4)(rng);
    std::vector<std::vector<VertexId>> moves(static_cast<std::size_t>(n));
    for (auto &m : moves) {
        const int k = std::uniform_int_distribution(0, maxOut)(rng);
        for (int i = 0; i < k; ++i)
            m.push_back(std::uniform_int_distribution(0, n - 1)(rng));
    }
    GameGraph g;
    for (int v = 0; v < n; ++v) {
        std::optional<GameResult> declared;
        if (moves[std::size_t(v)].empty()) {
            const int d = std::uniform_int_distribution(0, 5)(rng);
            declared = d == 0   ? std::optional(GameResult::Win)
                       : d == 1 ? std::optional(GameResult::Draw)
                                : std::nullopt;
        }
        g.addVertex(QString::number(v), declared);
    }
    for (int v = 0; v < n; ++v)
        g.setMoves(v, moves[std::size_t(v)]);
    return g;
}

GameGraph fromDot(const char *text, ReadError *error = nullptr)
{
    ReadError e;
    const auto g = readDotGameGraph(QByteArray(text), QStringLiteral("t.dot"), &e);
    if (error)
        *error = e;
    if (!g && !error)
        qFatal("%s", qPrintable(e.toString()));
    return g.value_or(GameGraph());
}

GameGraph gameGraph(const QString &id, const OptionValues &options = {}, bool labels = true)
{
    QString error;
    auto g = findGraphGame(id)->build(options, labels, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    return std::move(*g);
}

std::optional<GameTree> generatedTree(const QString &generator, const OptionValues &options)
{
    QString error;
    auto tree = findGenerator(generator)->generate(options, 1, &error);
    if (!tree)
        qWarning("%s", qPrintable(error));
    return tree;
}

void compareWithOracle(const GameGraph &g, const RetrogradeResult &r, const QString &what)
{
    const Oracle o = bruteForce(g);
    for (VertexId v = 0; v < g.size(); ++v) {
        const auto i = std::size_t(v);
        if (r.label[i] != o.label[i] || r.remoteness[i] != o.remoteness[i] ||
            r.best[i] != o.best[i])
            QFAIL(qPrintable(QStringLiteral("%1, vertex %2: %3 in %4 best %5, the oracle %6 in "
                                            "%7 best %8")
                                 .arg(what)
                                 .arg(v)
                                 .arg(resultName(r.label[i]))
                                 .arg(r.remoteness[i])
                                 .arg(r.best[i])
                                 .arg(resultName(o.label[i]))
                                 .arg(o.remoteness[i])
                                 .arg(o.best[i])));
    }
}

QString labelsOf(const RetrogradeResult &r)
{
    QStringList out;
    for (std::size_t v = 0; v < r.label.size(); ++v)
        out << resultName(r.label[v]) +
                   (r.remoteness[v] < 0 ? QString() : QString::number(r.remoteness[v])) + u'>' +
                   (r.best[v] == NoVertex ? QStringLiteral("-") : QString::number(r.best[v]));
    return out.join(u' ');
}

} // namespace

class TestRetrograde : public QObject {
    Q_OBJECT

private slots:
    void randomGraphsMatchTheFixpoint()
    {
        std::mt19937 rng(31);
        int draws = 0, loops = 0;
        for (int round = 0; round < gt::test::underSanitizers(4000); ++round) {
            const GameGraph g = randomGraph(rng);
            const RetrogradeResult r = analyseRetrograde(g);
            compareWithOracle(g, r, QStringLiteral("graph %1").arg(round));
            if (QTest::currentTestFailed())
                return;
            const QString problem = replayProblem(g, r);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QStringLiteral("graph %1: ").arg(round) + problem));
            QCOMPARE(r.wins + r.losses + r.draws, int(g.size()));
            QCOMPARE(analyseRetrograde(g, {.recordSteps = false}).best, r.best);
            draws += r.draws;
            for (VertexId v = 0; v < g.size(); ++v)
                loops += std::count(g.moves(v).begin(), g.moves(v).end(), v) > 0;
        }
        QVERIFY(draws >
                gt::test::underSanitizers(1000)); // the graphs do have cycles that nobody can leave
        QVERIFY(loops > gt::test::underSanitizers(100));
    }

    // Grundy's game from 7, by hand (docs/algorithms.md has the walk-through): the first
    // player loses in 4 whatever they do.
    void grundySevenByHand()
    {
        OptionValues options;
        options.set(QStringLiteral("pile"), 7);
        const GameGraph g = gameGraph(QStringLiteral("grundy"), options);
        QStringList positions;
        for (VertexId v = 0; v < g.size(); ++v)
            positions << g.position(v);
        QCOMPARE(positions.join(u' '),
                 QStringLiteral("7 6+1 5+1+1 4+1+1+1 3+1+1+1+1 2+1+1+1+1+1 3+2+1+1 "
                                "2+2+1+1+1 4+2+1 5+2 3+2+2 2+2+2+1 4+3 3+3+1"));
        QCOMPARE(g.moveLabel(0, 2), QStringLiteral("7→4+3"));
        const RetrogradeResult r = analyseRetrograde(g);
        QCOMPARE(labelsOf(r), QStringLiteral("loss4>1 win3>8 win3>3 loss2>4 win1>5 loss0>- "
                                             "win1>7 loss0>- loss2>6 win3>8 win1>11 loss0>- "
                                             "win3>13 loss2>6"));
        QCOMPARE(r.wins, 7);
        QCOMPARE(r.losses, 7);
        QCOMPARE(r.draws, 0);
        // The start of the step record: the three terminals, then 5's predecessor 4 wins.
        using Kind = RetrogradeStep::Kind;
        QCOMPARE(r.steps.size() > 6, true);
        QCOMPARE(r.steps[0], (RetrogradeStep{Kind::Terminal, GameResult::Loss, 5, NoVertex, 0, 0}));
        QCOMPARE(r.steps[1].vertex, 7);
        QCOMPARE(r.steps[2].vertex, 11);
        QCOMPARE(r.steps[3], (RetrogradeStep{Kind::Dequeue, GameResult::Loss, 5, NoVertex, 0, -1}));
        QCOMPARE(r.steps[4], (RetrogradeStep{Kind::Label, GameResult::Win, 4, 5, 1, 1}));
        QVERIFY(replayProblem(g, r).isEmpty());
        // The generator's tree folds into the same graph.
        const auto tree = generatedTree(QStringLiteral("grundy"), options);
        QVERIFY(tree);
        QString error;
        const auto folded = foldTree(*tree, &error);
        QVERIFY2(folded, qPrintable(error));
        QCOMPARE(*folded, g);
    }

    void grundyGraphsMatchTheSpragueGrundyRule()
    {
        // The first player loses from 1, 2, 4, 7, 10, 20, 23, 26 (docs/games.md).
        const std::set<int> lost = {1, 2, 4, 7, 10, 20, 23, 26};
        for (int pile = 1; pile <= 26; ++pile) {
            OptionValues options;
            options.set(QStringLiteral("pile"), pile);
            const GameGraph g = gameGraph(QStringLiteral("grundy"), options, false);
            const RetrogradeResult r = analyseRetrograde(g, {.recordSteps = false});
            QCOMPARE(r.draws, 0);
            QCOMPARE(r.label[0] == GameResult::Loss, lost.count(pile) > 0);
        }
    }

    void lgameTable()
    {
        const GameGraph g = lgame::positionGraph(false);
        QCOMPARE(g.size(), lgame::PositionCount);
        QCOMPARE(g.size(), 18368);
        const RetrogradeResult r = analyseRetrograde(g, {.recordSteps = false});
        QCOMPARE(r.wins, 8048);
        QCOMPARE(r.losses, 232);
        QCOMPARE(r.draws, 10088);
        QCOMPARE(int(std::count(r.remoteness.begin(), r.remoteness.end(), 0)), 120);
        // The analysis the L-game answers from is this one, and it agrees with the fixpoint.
        compareWithOracle(g, r, QStringLiteral("the L-game"));
        const lgame::AnalysisStats &stats = lgame::analysisStats();
        QCOMPARE(stats.wins, 8048);
        QCOMPARE(stats.losses, 232);
        QCOMPARE(stats.draws, 10088);
        QCOMPARE(stats.mostMoves, 221);
        QCOMPARE(stats.longestWin, 9);
        for (VertexId v = 0; v < g.size(); ++v) {
            QString error;
            const auto p = lgame::parsePosition(g.position(v), &error);
            QVERIFY(p);
            QCOMPARE(lgame::positionIndex(*p), v);
            const lgame::Result a = lgame::analyse(*p);
            QCOMPARE(a.outcome == lgame::Outcome::Win, r.label[std::size_t(v)] == GameResult::Win);
            QCOMPARE(a.outcome == lgame::Outcome::Draw,
                     r.label[std::size_t(v)] == GameResult::Draw);
        }
        // The start is a draw; its labels name the moves.
        const int start = lgame::positionIndex(lgame::startPosition());
        QCOMPARE(r.label[std::size_t(start)], GameResult::Draw);
        const GameGraph labelled = lgame::positionGraph(true);
        QCOMPARE(labelled.moveLabel(start, 0),
                 lgame::moveLabel(lgame::legalMoves(lgame::startPosition())[0]));
    }

    void lgameStepRecord()
    {
        const GameGraph g = lgame::positionGraph(false);
        const RetrogradeResult r = analyseRetrograde(g);
        QVERIFY(replayProblem(g, r).isEmpty());
        QCOMPARE(qsizetype(std::count_if(
                     r.steps.begin(), r.steps.end(),
                     [](const RetrogradeStep &s) { return s.kind == RetrogradeStep::Kind::Draw; })),
                 qsizetype(10088));
    }

    void ticTacToeTreeFoldsIntoItsPositions()
    {
        const auto tree = generatedTree(QStringLiteral("tictactoe"), {});
        QVERIFY(tree);
        QCOMPARE(tree->size(), 549946);
        QString error;
        std::vector<VertexId> vertexOfNode;
        const auto folded = foldTree(*tree, &error, &vertexOfNode);
        QVERIFY2(folded, qPrintable(error));
        QCOMPARE(folded->size(), 5478);
        QCOMPARE(vertexOfNode.size(), std::size_t(549946));
        QCOMPARE(folded->position(0), QStringLiteral(".../.../..."));
        QCOMPARE(folded->gameId(), QStringLiteral("ttt"));
        // The game's own graph is the same, ids and all.
        const GameGraph g = gameGraph(QStringLiteral("tictactoe"));
        QCOMPARE(*folded, g);
        const RetrogradeResult r = analyseRetrograde(g);
        QCOMPARE(r.label[0], GameResult::Draw); // tic-tac-toe is a draw
        QCOMPARE(r.wins + r.losses + r.draws, 5478);
        compareWithOracle(g, r, QStringLiteral("tic-tac-toe"));
        QVERIFY(replayProblem(g, r).isEmpty());
        // Every node gets the label of its position.
        for (NodeId n = 0; n < tree->size(); n += 997)
            QCOMPARE(folded->position(vertexOfNode[std::size_t(n)]), tree->key(n));
    }

    void foldRefusesWhatIsNoGame()
    {
        QString error;
        TreeDraft draft;
        draft.nodes.resize(3);
        draft.nodes[0].kind = NodeKind::Chance;
        for (const std::size_t leaf : {1, 2}) {
            draft.nodes[leaf].value = double(leaf);
            draft.nodes[leaf].prob = 0.5;
        }
        draft.nodes[0].children = {1, 2};
        const GameTree chance = GameTree::fromDraft(draft);
        QVERIFY(!foldTree(chance, &error));
        QVERIFY2(error.contains(QStringLiteral("chance")), qPrintable(error));
        // Without keys every node is its own vertex; a leaf's result is its value for the
        // player to move there: MIN moves at the leaves of a MAX root.
        draft.nodes[0].kind = NodeKind::Max;
        draft.nodes[1].value = -1;
        draft.nodes[2].value = 0;
        const auto g = foldTree(GameTree::fromDraft(draft), &error);
        QVERIFY(g);
        QCOMPARE(g->size(), 3);
        QCOMPARE(g->declaredResult(1), std::optional(GameResult::Win)); // MIN won
        QCOMPARE(g->declaredResult(2), std::optional(GameResult::Draw));
        QCOMPARE(labelsOf(analyseRetrograde(*g)), QStringLiteral("draw>2 win0>- draw0>-"));
    }

    void dotGraphWithACycle()
    {
        const GameGraph g = fromDot("digraph lesson {\n"
                                    "  a -> b -> a\n"
                                    "  b -> c -> d\n"
                                    "  a -> e; a -> e\n"
                                    "  e [result=draw]\n"
                                    "  f -> d; f -> c\n"
                                    "}\n");
        QCOMPARE(g.size(), 6);
        QCOMPARE(g.position(4), QStringLiteral("e"));
        QCOMPARE(g.declaredResult(4), std::optional(GameResult::Draw));
        QCOMPARE(std::vector<VertexId>(g.moves(0).begin(), g.moves(0).end()),
                 (std::vector<VertexId>{1, 4})); // a repeated edge is one move
        QCOMPARE(std::vector<VertexId>(g.moves(5).begin(), g.moves(5).end()),
                 (std::vector<VertexId>{2, 3})); // ascending id, not file order
        const RetrogradeResult r = analyseRetrograde(g);
        // d is lost, c wins by moving there, f wins through d; a and b chase each other round
        // the cycle (b's way out leads to c, won for the opponent): draws.
        QCOMPARE(labelsOf(r), QStringLiteral("draw>1 draw>0 win1>3 loss0>- draw0>- win1>3"));
        QVERIFY(replayProblem(g, r).isEmpty());
    }

    void dotVertexOrderIsFirstAppearance()
    {
        const GameGraph g = fromDot("digraph { x -> y; w; y -> x; x -> w }");
        QCOMPARE(g.position(0), QStringLiteral("x"));
        QCOMPARE(g.position(1), QStringLiteral("y"));
        QCOMPARE(g.position(2), QStringLiteral("w"));
        QCOMPARE(labelsOf(analyseRetrograde(g)), QStringLiteral("win1>2 loss2>0 loss0>-"));
    }

    void malformedDot_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << QByteArray("digraph {\n  a -> ;\n}\n")
                                << QStringLiteral("t.dot:2:");
        QTest::newRow("result") << QByteArray("digraph {\n  a -> b\n  b [result=won]\n}\n")
                                << QStringLiteral("t.dot:2:8: node \"b\": result \"won\" is not "
                                                  "win, loss or draw");
        QTest::newRow("result with moves")
            << QByteArray("digraph {\n  a [result=win]\n  a -> b\n}\n")
            << QStringLiteral("t.dot:2:3: node \"a\" declares the result win but has moves");
        QTest::newRow("undirected") << QByteArray("\ngraph { a -- b }\n")
                                    << QStringLiteral("t.dot:2:1: a game graph is a digraph");
        QTest::newRow("empty") << QByteArray("digraph { }")
                               << QStringLiteral("t.dot:1:1: the "
                                                 "graph has no "
                                                 "vertices");
        QTest::newRow("not UTF-8")
            << QByteArray("digraph { \"\xe9\" }") << QStringLiteral("t.dot:1:");
    }

    void malformedDot()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        ReadError error;
        QVERIFY(!readDotGameGraph(text, QStringLiteral("t.dot"), &error));
        QVERIFY2(error.toString().startsWith(message), qPrintable(error.toString()));
        QVERIFY2(error.pos.line > 0 && error.pos.column > 0, qPrintable(error.toString()));
    }

    void solveCommand()
    {
        auto r =
            gametree({QStringLiteral("solve"), QStringLiteral("--game"), QStringLiteral("grundy"),
                      QStringLiteral("--pile"), QStringLiteral("7"), QStringLiteral("--json")});
        QCOMPARE(r.exit, 0);
        QJsonParseError parseError;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        const QJsonArray vertices = o.value(QStringLiteral("vertices")).toArray();
        QCOMPARE(vertices.size(), 14);
        QCOMPARE(
            vertices[0].toObject(),
            (QJsonObject{
                {"id", 0}, {"position", "7"}, {"label", "loss"}, {"remoteness", 4}, {"best", 1}}));
        QCOMPARE(vertices[5].toObject().value(QStringLiteral("best")),
                 QJsonValue(QJsonValue::Null));
        QCOMPARE(o.value(QStringLiteral("counts")).toObject(),
                 (QJsonObject{{"win", 7}, {"loss", 7}, {"draw", 0}}));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cycle.dot"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("digraph { a -> b -> a; b -> c }\n");
        file.close();
        r = gametree({QStringLiteral("solve"), path, QStringLiteral("--json")});
        QCOMPARE(r.exit, 0);
        const QJsonObject cycle = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(
            cycle.value(QStringLiteral("vertices")).toArray()[0].toObject(),
            (QJsonObject{
                {"id", 0}, {"position", "a"}, {"label", "loss"}, {"remoteness", 2}, {"best", 1}}));
        r = gametree({QStringLiteral("solve"), QStringLiteral("-")},
                     "digraph { a -> b -> a; b -> c; c [result=draw] }");
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.out, QByteArray("vertex\tlabel\tremoteness\tbest\tposition\n"
                                   "0\tdraw\t-\t1\ta\n"
                                   "1\tdraw\t-\t0\tb\n"
                                   "2\tdraw\t0\t-\tc\n"
                                   "win 0, loss 0, draw 3\n"));

        r = gametree({QStringLiteral("solve"), QStringLiteral("-")}, "digraph { a -> }");
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.err.startsWith("gametree: <stdin>:1:"), r.err.constData());
        r = gametree({QStringLiteral("solve"), QStringLiteral("--game"), QStringLiteral("chess")});
        QCOMPARE(r.exit, 2);
        r = gametree({QStringLiteral("solve"), QStringLiteral("--game"), QStringLiteral("lgame"),
                      QStringLiteral("--pile"), QStringLiteral("3")});
        QCOMPARE(r.exit, 2);
        r = gametree({QStringLiteral("solve")});
        QCOMPARE(r.exit, 2);
        r = gametree({QStringLiteral("--help")});
        QVERIFY(r.out.contains("solve   GRAPH"));
    }

    void solveCommandOnTheLGame()
    {
        const auto r = gametree({QStringLiteral("solve"), QStringLiteral("--game"),
                                 QStringLiteral("lgame"), QStringLiteral("--json")});
        QCOMPARE(r.exit, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("counts")).toObject(),
                 (QJsonObject{{"win", 8048}, {"loss", 232}, {"draw", 10088}}));
        const QJsonArray vertices = o.value(QStringLiteral("vertices")).toArray();
        QCOMPARE(vertices.size(), 18368);
        const int start = lgame::positionIndex(lgame::startPosition());
        const QJsonObject s = vertices[start].toObject();
        QCOMPARE(s.value(QStringLiteral("position")).toString(),
                 QStringLiteral("x##./.#*./.#*./.**x A"));
        QCOMPARE(s.value(QStringLiteral("label")).toString(), QStringLiteral("draw"));
        QVERIFY(s.value(QStringLiteral("remoteness")).isNull());
    }

    // The graph quiz (issue 31) asks, before each step that decides something about a position,
    // what it becomes; on the lesson's graph: 16 steps, 10 questions.
    void graphQuizAsksWhatAVertexBecomes()
    {
        QFile file(QStringLiteral(GT_SOURCE_DIR "/tests/data/graph-lesson.dot"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ReadError error;
        const auto g = readDotGameGraph(file.readAll(), QStringLiteral("lesson.dot"), &error);
        QVERIFY2(g, qPrintable(error.toString()));
        const RetrogradeResult r = analyseRetrograde(*g);
        QCOMPARE(int(r.steps.size()), 16);
        GraphQuiz quiz(*g, r);
        QList<int> asked;
        QStringList answers;
        for (int q = quiz.nextQuestion(0); q >= 0; q = quiz.nextQuestion(q + 1)) {
            asked << q;
            answers << quiz.questionAt(q)->answerText;
        }
        QCOMPARE(asked, (QList<int>{0, 2, 3, 5, 6, 8, 11, 13, 14, 15}));
        QCOMPARE(answers, (QStringList{"LOSS 0", "WIN 1", "WIN 1", "d = 1", "d = 1", "LOSS 2",
                                       "WIN 3", "DRAW", "DRAW", "DRAW"}));
        QVERIFY(!quiz.questionAt(1)); // a Dequeue is shown
        QVERIFY(!quiz.questionAt(9)); // the Label after p's last decrement: step 8 asked it
        const GraphQuizQuestion p = *quiz.questionAt(8);
        QCOMPARE(g->position(p.vertex), QStringLiteral("p"));
        QCOMPARE(p.text, QStringLiteral("r (WIN 1) has left the queue, and p has a move to it. "
                                        "What does p become?"));
        // Right with the remoteness; a win or a loss without it is not the whole answer.
        QuizVerdict v = quiz.answer(p, *parseGraphQuizAnswer(QStringLiteral("lost in 2")));
        QVERIFY(v.right);
        QCOMPARE(v.words, QStringLiteral("Right: LOSS 2."));
        QCOMPARE(v.rule, QStringLiteral("All 2 moves of p lead to positions won for the opponent: "
                                        "p is lost in 2."));
        const GraphQuizQuestion d = *quiz.questionAt(6);
        QCOMPARE(d.ask, GraphQuizQuestion::Ask::Counter);
        v = quiz.answer(d, *parseGraphQuizAnswer(QStringLiteral("d = 2")));
        QVERIFY(!v.right);
        QCOMPARE(v.words, QStringLiteral("Not quite: you said d = 2, the answer is d = 1."));
        v = quiz.answer(*quiz.questionAt(2), *parseGraphQuizAnswer(QStringLiteral("WIN")));
        QVERIFY(!v.right);
        v = quiz.reveal(*quiz.questionAt(13));
        QCOMPARE(v.words, QStringLiteral("The answer is DRAW."));
        QCOMPARE(quiz.scoreText(), QStringLiteral("Score: 1 of 4"));
        // What a student types.
        QCOMPARE(parseGraphQuizAnswer(QStringLiteral(" Win 3 "))->remoteness, 3);
        QCOMPARE(*parseGraphQuizAnswer(QStringLiteral("drawn"))->label, GameResult::Draw);
        QCOMPARE(*parseGraphQuizAnswer(QStringLiteral("d=4"))->counter, 4);
        QCOMPARE(*parseGraphQuizAnswer(QStringLiteral("0"))->counter, 0);
        QVERIFY(!parseGraphQuizAnswer(QStringLiteral("win three")));
        QVERIFY(!parseGraphQuizAnswer(QStringLiteral("maybe")));
    }

    // The L-game stepped in the window (issue 31): the record replays to any step and back, and
    // what a neighbourhood's exports draw is the whole analysis's frame on its positions.
    void lgameReplaysToAnyStepAndItsNeighbourhoods()
    {
        const GameGraph g = lgame::positionGraph(false);
        const RetrogradeResult r = analyseRetrograde(g);
        const int start = lgame::positionIndex(lgame::startPosition());
        const GraphNeighbourhood part = graphNeighbourhood(g, start, 1, 150);
        QCOMPARE(part.original.front(), start);
        RetrogradeReplay replay(r);
        std::mt19937 random(31);
        const int count = replay.stepCount();
        for (int i = 0; i < gt::test::underSanitizers(12); ++i) {
            const int k = i == 0 ? count : int(random() % std::uint32_t(count + 1));
            replay.seek(k);
            const RetrogradeFrame &f = replay.frame();
            const RetrogradeFrame shown = neighbourhoodFrame(f, part.original);
            QCOMPARE(shown.label.size(), part.original.size());
            int decided = 0;
            for (std::size_t v = 0; v < part.original.size(); ++v) {
                const auto o = std::size_t(part.original[v]);
                QCOMPARE(shown.label[v], f.label[o]);
                QCOMPARE(shown.counter[v], f.counter[o]);
                QCOMPARE(shown.remoteness[v], f.remoteness[o]);
                decided += shown.label[v] ? 1 : 0;
            }
            QCOMPARE(shown.wins + shown.losses + shown.draws, decided);
            // The queue: the whole queue's positions in the neighbourhood, in its order.
            std::vector<VertexId> waiting;
            for (std::size_t q = f.head; q < f.queue.size(); ++q) {
                const auto it = std::find(part.original.begin(), part.original.end(), f.queue[q]);
                if (it != part.original.end())
                    waiting.push_back(VertexId(it - part.original.begin()));
            }
            QCOMPARE(std::vector<VertexId>(shown.queue.begin() + std::ptrdiff_t(shown.head),
                                           shown.queue.end()),
                     waiting);
            if (const RetrogradeStep *s = replay.lastStep()) {
                const auto local = neighbourhoodStep(s, part.original);
                QVERIFY(local);
                QCOMPARE(local->vertex == NoVertex,
                         std::find(part.original.begin(), part.original.end(), s->vertex) ==
                             part.original.end());
            }
        }
        QVERIFY(!neighbourhoodStep(nullptr, part.original));
        // At the end: the final labels; best moves that stay in the part keep their target.
        const RetrogradeResult final = neighbourhoodResult(r, part.original);
        for (std::size_t v = 0; v < part.original.size(); ++v) {
            const auto o = std::size_t(part.original[v]);
            QCOMPARE(final.label[v], r.label[o]);
            QCOMPARE(final.remoteness[v], r.remoteness[o]);
            if (final.best[v] != NoVertex)
                QCOMPARE(part.original[std::size_t(final.best[v])], r.best[o]);
        }
        QCOMPARE(final.wins + final.losses + final.draws, int(part.original.size()));
        replay.seek(0);
        QCOMPARE(neighbourhoodFrame(replay.frame(), part.original).queue.size(), std::size_t(0));
    }

    // The quiz on a graph shown in part asks about the positions drawn only (issue 31).
    void graphQuizAsksAboutTheVerticesGiven()
    {
        QFile file(QStringLiteral(GT_SOURCE_DIR "/tests/data/graph-lesson.dot"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        ReadError error;
        const auto g = readDotGameGraph(file.readAll(), QStringLiteral("lesson.dot"), &error);
        QVERIFY2(g, qPrintable(error.toString()));
        const RetrogradeResult r = analyseRetrograde(*g);
        GraphQuiz quiz(*g, r);
        std::vector<bool> asked(std::size_t(g->size()), false);
        VertexId p = NoVertex;
        for (VertexId v = 0; v < g->size(); ++v)
            if (g->position(v) == QLatin1String("p"))
                p = v;
        QVERIFY(p != NoVertex);
        asked[std::size_t(p)] = true;
        quiz.setAskedVertices(asked);
        QList<int> steps;
        for (int q = quiz.nextQuestion(0); q >= 0; q = quiz.nextQuestion(q + 1)) {
            steps << q;
            QCOMPARE(quiz.questionAt(q)->vertex, p);
        }
        QCOMPARE(steps, (QList<int>{5, 8})); // p's decrement to 1, then to 0 (LOSS 2)
        QVERIFY(!quiz.questionAt(0));        // t's terminal: not drawn, not asked
        quiz.setAskedVertices({});
        QCOMPARE(quiz.nextQuestion(0), 0);
    }

    // `gametree check --graph` grades a student's labels; bad lines are named file:line.
    void checkGradesGraphLabels()
    {
        using test::gametree;
        const QString graph = QStringLiteral(GT_SOURCE_DIR "/tests/data/graph-lesson.dot");
        QTemporaryDir dir;
        auto write = [&dir](const char *name, const QByteArray &text) {
            const QString path = dir.filePath(QLatin1String(name));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(text);
            return path;
        };
        const QString right = write("right.txt", "# the lesson's graph\n"
                                                 "s win 3\n"
                                                 "p LOSS 2   # lost: both moves reach wins\n"
                                                 "\"c1\" draw -\n"
                                                 "q won\n");
        auto r = gametree({QStringLiteral("check"), QStringLiteral("--graph"), graph, right});
        QCOMPARE(r.exit, 0);
        QCOMPARE(r.out, QByteArray("right: 4 of 4 labels\n"));

        const QString wrong = write("wrong.txt", "s win 3\n\nt loss 1\nd win 2\nr win 1\n");
        r = gametree({QStringLiteral("check"), QStringLiteral("--graph"), graph, wrong});
        QCOMPARE(r.exit, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(wrong + QStringLiteral(":3: wrong: t is LOSS 0, not LOSS 1.")),
                 qPrintable(out));
        QVERIFY2(out.contains(wrong + QStringLiteral(":4: wrong: d is DRAW, not WIN 2. The queue "
                                                     "is empty. The rest are draws: no rule "
                                                     "decides them. d is a draw.")),
                 qPrintable(out));
        QVERIFY(out.endsWith(QStringLiteral("wrong: 2 of 4 labels right\n")));
        r = gametree({QStringLiteral("check"), QStringLiteral("--graph"), graph, wrong,
                      QStringLiteral("--json")});
        QCOMPARE(r.exit, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("given")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("wrong")).toArray().size(), 2);
        QCOMPARE(o.value(QStringLiteral("wrong")).toArray()[0].toObject().value("line").toInt(), 3);

        // Bad lines: named where they are, exit 2.
        const QList<std::pair<QByteArray, QString>> bad = {
            {"s win 3\nzz win 1\n", QStringLiteral(":2: no position \"zz\" in the graph")},
            {"s maybe\n", QStringLiteral(":1: \"maybe\" is no label: win, loss or draw")},
            {"s win x3\n", QStringLiteral(":1: \"x3\" is no label")},
            {"s win -2\n", QStringLiteral(":1: \"-2\" is no remoteness")},
            {"s win 3\n\ns loss 2\n", QStringLiteral(":3: \"s\" is labelled twice (first on line "
                                                     "1)")},
            {"\"s win 3\n", QStringLiteral(":1: the quoted position has no closing \"")},
            {"# nothing\n", QStringLiteral(": no label")},
        };
        for (const auto &[text, message] : bad) {
            const QString path = write("bad.txt", text);
            r = gametree({QStringLiteral("check"), QStringLiteral("--graph"), graph, path});
            QCOMPARE(r.exit, 2);
            QVERIFY2(
                QString::fromUtf8(r.err).startsWith(QStringLiteral("gametree: ") + path + message),
                r.err.constData());
        }

        // The JSON of `solve --json` is an answer: right for the same game, graded entry by entry.
        r = gametree({QStringLiteral("solve"), QStringLiteral("--game"), QStringLiteral("grundy"),
                      QStringLiteral("--pile"), QStringLiteral("9"), QStringLiteral("--json")});
        QCOMPARE(r.exit, 0);
        const QString solved = write("solved.json", r.out);
        r = gametree({QStringLiteral("check"), QStringLiteral("--graph"), QStringLiteral("--game"),
                      QStringLiteral("grundy"), QStringLiteral("--pile"), QStringLiteral("9"),
                      solved});
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.out.startsWith("right: "), r.out.constData());
        QFile in(solved);
        QVERIFY(in.open(QIODevice::ReadOnly));
        // 9 is won for the player to move (docs/games.md): every win made a loss.
        const QByteArray edited = in.readAll().replace("\"label\": \"win\"", "\"label\": \"loss\"");
        r = gametree({QStringLiteral("check"), QStringLiteral("--graph"), QStringLiteral("--game"),
                      QStringLiteral("grundy"), QStringLiteral("--pile"), QStringLiteral("9"),
                      write("edited.json", edited)});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.out.contains(": vertices[0]: wrong: 9 is WIN "), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestRetrograde)
#include "tst_retrograde.moc"
