#include "retrogradenarration.h"

#include <QCoreApplication>

namespace gt {

// Every sentence in one context, as the search narration's are in gt::Narration.
struct RetrogradeTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Retrograde)
};

namespace {

QString terminal(const GameGraph &g, const RetrogradeStep &s)
{
    const QString p = g.position(s.vertex);
    if (!g.declaredResult(s.vertex))
        return RetrogradeTr::tr("%1 has no move: the player to move there loses. %1 is lost in 0.")
            .arg(p);
    switch (s.label) {
    case GameResult::Win:
        return RetrogradeTr::tr(
                   "%1 ends the game as a win for the player to move (declared): won in 0.")
            .arg(p);
    case GameResult::Loss:
        return RetrogradeTr::tr(
                   "%1 ends the game as a loss for the player to move (declared): lost in 0.")
            .arg(p);
    case GameResult::Draw: break;
    }
    return RetrogradeTr::tr("%1 ends the game as a draw (declared).").arg(p);
}

QString dequeue(const GameGraph &g, const RetrogradeResult &r, const RetrogradeStep &s)
{
    const QString u = g.position(s.vertex);
    const int rem = r.remoteness[std::size_t(s.vertex)];
    switch (s.label) {
    case GameResult::Loss:
        return RetrogradeTr::tr(
                   "%1 leaves the queue. It is lost in %2: every undecided position with a move "
                   "to it is won in %3.")
            .arg(u, QString::number(rem), QString::number(rem + 1));
    case GameResult::Win:
        return RetrogradeTr::tr(
                   "%1 leaves the queue. It is won in %2: moving there loses, so every undecided "
                   "position with a move to it counts one way out less.")
            .arg(u, QString::number(rem));
    case GameResult::Draw: break;
    }
    return RetrogradeTr::tr(
               "%1 leaves the queue. It is a draw: it decides none of the positions before it.")
        .arg(u);
}

QString decrement(const GameGraph &g, const RetrogradeStep &s)
{
    const QString p = g.position(s.vertex), u = g.position(s.from);
    if (s.counter == 0)
        return RetrogradeTr::tr(
                   "%2 is won for the player to move there: %1 has no move left that is not known "
                   "to lose.")
            .arg(p, u);
    if (s.counter == 1)
        return RetrogradeTr::tr(
                   "%2 is won for the player to move there: %1 has 1 move left that is not known "
                   "to lose.")
            .arg(p, u);
    return RetrogradeTr::tr(
               "%2 is won for the player to move there: %1 has %3 moves left that are not known "
               "to lose.")
        .arg(p, u, QString::number(s.counter));
}

QString label(const GameGraph &g, const RetrogradeResult &r, const RetrogradeStep &s)
{
    const QString p = g.position(s.vertex), u = g.position(s.from);
    if (s.label == GameResult::Win)
        return RetrogradeTr::tr("%1 has a move to the lost position %2: %1 is won in %3.")
            .arg(p, u, QString::number(s.remoteness));
    const int moves = r.degree[std::size_t(s.vertex)];
    if (moves == 1)
        return RetrogradeTr::tr(
                   "The only move of %1 leads to a position won for the opponent: %1 is lost in "
                   "%2.")
            .arg(p, QString::number(s.remoteness));
    return RetrogradeTr::tr(
               "All %2 moves of %1 lead to positions won for the opponent: %1 is lost in %3.")
        .arg(p, QString::number(moves), QString::number(s.remoteness));
}

} // namespace

QString narrateRetrogradeStart()
{
    return RetrogradeTr::tr(
        "Every position counts its moves: d = the number of different positions it can "
        "move to. The positions without a move are decided first.");
}

QString narrateRetrogradeStep(const GameGraph &graph, const RetrogradeResult &result, int index)
{
    using Kind = RetrogradeStep::Kind;
    const RetrogradeStep &s = result.steps[std::size_t(index)];
    switch (s.kind) {
    case Kind::Terminal: return terminal(graph, s);
    case Kind::Dequeue: return dequeue(graph, result, s);
    case Kind::Decrement: return decrement(graph, s);
    case Kind::Label: return label(graph, result, s);
    case Kind::Draw: break;
    }
    return RetrogradeTr::tr(
               "The queue is empty. The rest are draws: no rule decides them. %1 is a draw.")
        .arg(graph.position(s.vertex));
}

QString narrateRetrogradeCounts(int wins, int losses, int draws)
{
    return RetrogradeTr::tr("%1 won, %2 lost, %3 drawn.")
        .arg(QString::number(wins), QString::number(losses), QString::number(draws));
}

} // namespace gt
