#include "gamegraph.h"

#include <algorithm>
#include <cassert>
#include <unordered_set>

namespace gt {

namespace {

constexpr std::uint8_t NotDeclared = 0xff;

} // namespace

QString resultName(GameResult result)
{
    switch (result) {
    case GameResult::Win: return QStringLiteral("win");
    case GameResult::Loss: return QStringLiteral("loss");
    case GameResult::Draw: return QStringLiteral("draw");
    }
    return {};
}

bool resultFromName(const QString &name, GameResult *result)
{
    for (const GameResult r : {GameResult::Win, GameResult::Loss, GameResult::Draw}) {
        if (name == resultName(r)) {
            *result = r;
            return true;
        }
    }
    return false;
}

VertexId GameGraph::addVertex(const QString &position, std::optional<GameResult> declared)
{
    m_positions.push_back(position);
    m_declared.push_back(declared ? std::uint8_t(*declared) : NotDeclared);
    m_moves.emplace_back();
    m_distinct.emplace_back();
    m_labels.emplace_back();
    return VertexId(m_positions.size() - 1);
}

void GameGraph::setMoves(VertexId from, std::vector<VertexId> targets, std::vector<QString> labels)
{
    assert(from >= 0 && from < size());
    assert(labels.empty() || labels.size() == targets.size());
    assert(targets.empty() || !declaredResult(from)); // a declared result ends the game
    const auto v = std::size_t(from);
    m_moveCount += std::int64_t(targets.size()) - std::int64_t(m_moves[v].size());
    // Sorting a copy finds repeats without a hash set per vertex: the L-game sets 18,368
    // vertices' 2 million moves here, and the analysis of `gametree lgame` waits for it.
    std::vector<VertexId> sorted = targets;
    std::sort(sorted.begin(), sorted.end());
    assert(sorted.empty() || (sorted.front() >= 0 && sorted.back() < size()));
    std::vector<VertexId> distinct;
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
        std::unordered_set<VertexId> seen;
        for (const VertexId t : targets) {
            if (seen.insert(t).second)
                distinct.push_back(t);
        }
    }
    m_distinct[v] = std::move(distinct);
    m_moves[v] = std::move(targets);
    m_labels[v] = std::move(labels);
}

std::optional<GameResult> GameGraph::declaredResult(VertexId v) const
{
    const std::uint8_t d = m_declared[std::size_t(v)];
    return d == NotDeclared ? std::nullopt : std::optional<GameResult>(GameResult(d));
}

QString GameGraph::moveLabel(VertexId v, int i) const
{
    const auto &labels = m_labels[std::size_t(v)];
    return labels.empty() ? QString() : labels[std::size_t(i)];
}

} // namespace gt
