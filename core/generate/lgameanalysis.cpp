// The retrograde analysis of the L-game: every position solved backwards from the ones where the
// side to move cannot move its L, breadth first, so each gets its distance to the end.
#include "lgame.h"

#include "../graph/retrograde.h"

#include <algorithm>
#include <chrono>
#include <unordered_set>

namespace gt::lgame {

namespace {

struct Tables {
    RetrogradeResult result; // by vertex of positionGraph()
    AnalysisStats stats;
};

// The lecture's algorithm as every game graph gets it (core/graph/retrograde.h): `gametree
// lgame`, `gametree solve --game lgame` and the stepper agree because they run the same code.
Tables solve()
{
    const auto start = std::chrono::steady_clock::now();
    Tables t;
    const GameGraph graph = positionGraph(false);
    t.result = analyseRetrograde(graph, {.recordSteps = false});
    AnalysisStats &st = t.stats;
    std::unordered_set<std::uint64_t> classes, terminalClasses;
    for (VertexId v = 0; v < graph.size(); ++v) {
        const std::size_t i = std::size_t(v);
        const std::uint64_t code = canonicalCode(positionAt(v));
        classes.insert(code);
        st.mostMoves = std::max(st.mostMoves, int(graph.moves(v).size()));
        if (t.result.label[i] == GameResult::Win)
            st.longestWin = std::max(st.longestWin, t.result.remoteness[i]);
        if (t.result.label[i] == GameResult::Loss && t.result.remoteness[i] == 0) {
            ++st.terminalLosses;
            terminalClasses.insert(code);
        }
    }
    st.wins = t.result.wins;
    st.losses = t.result.losses;
    st.draws = t.result.draws;
    st.positions = int(graph.size());
    st.classes = int(classes.size());
    st.terminalClasses = int(terminalClasses.size());
    st.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return t;
}

const Tables &tables()
{
    static const Tables t = solve(); // once per process, thread-safe
    return t;
}

} // namespace

Result analyse(const Position &p)
{
    const auto i = std::size_t(positionIndex(p));
    const int plies = tables().result.remoteness[i];
    switch (tables().result.label[i]) {
    case GameResult::Win: return {Outcome::Win, plies};
    case GameResult::Loss: return {Outcome::Loss, plies};
    case GameResult::Draw: break;
    }
    return {Outcome::Draw, 0};
}

const AnalysisStats &analysisStats()
{
    return tables().stats;
}

TaskAnswer solveTask(const Position &p)
{
    TaskAnswer answer;
    answer.result = analyse(p);
    if (answer.result.outcome != Outcome::Win)
        return answer;
    // The analysis's best move of a WIN is the task's: the LOSS successor of smallest
    // remoteness, the first in legalMoves() order on ties (moves never share a successor).
    const VertexId best = tables().result.best[std::size_t(positionIndex(p))];
    for (const Move &m : legalMoves(p)) {
        if (positionIndex(play(p, m)) == best) {
            answer.winningMove = m;
            break;
        }
    }
    return answer;
}

QByteArray taskOutput(const Position &p)
{
    const TaskAnswer answer = solveTask(p);
    if (answer.winningMove)
        return taskLines(play(p, *answer.winningMove));
    return answer.result.outcome == Outcome::Loss ? QByteArray("No winning move\nLosing\n")
                                                  : QByteArray("No winning move\nDraw\n");
}

} // namespace gt::lgame
