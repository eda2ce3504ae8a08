#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace gt {

// What a game is for the player to move with best play (retrograde analysis, ALGORITHMS.md), or
// what a game that has ended declares it to be.
enum class GameResult : std::uint8_t { Win, Loss, Draw };

QString resultName(GameResult result); // "win", "loss", "draw"
bool resultFromName(const QString &name, GameResult *result);

using VertexId = std::int32_t; // 0 … size() - 1, in the order the builder made the vertices
constexpr VertexId NoVertex = -1;

// A game graph: its vertices are positions with the player to move, its edges are moves. Unlike a
// GameTree a position is one vertex however many move orders reach it, and cycles are allowed
// (the L-game's draws are cycles). Plain data: the DOT reader, the game generators and the fold
// of a keyed tree build it; retrograde analysis (retrograde.h) and the views read it.
//
//   vertex v:  position text, declared result (terminals only)
//              moves(v)       targets in the game's move order, repeats kept (two DOT edges)
//              successors(v)  the distinct targets, in the order of their first move
//
// A repeated edge is one move for the analysis: it counts successors, never moves.
class GameGraph {
public:
    GameGraph() = default;

    // Adds a vertex without moves. A declared result marks a terminal whose outcome the game
    // states (a full tic-tac-toe board is a draw); without one a vertex with no move is lost.
    VertexId addVertex(const QString &position, std::optional<GameResult> declared = std::nullopt);
    // Sets all moves of `from` at once, in the game's order; `labels` is empty or names each
    // move. A vertex that declares a result has no moves (asserted).
    void setMoves(VertexId from, std::vector<VertexId> targets, std::vector<QString> labels = {});

    // The game the positions belong to ("lgame", "ttt", "grundy"; empty for a DOT graph).
    QString gameId() const { return m_gameId; }
    void setGameId(const QString &id) { m_gameId = id; }

    VertexId size() const { return VertexId(m_positions.size()); }
    bool isEmpty() const { return m_positions.empty(); }
    const QString &position(VertexId v) const { return m_positions[std::size_t(v)]; }
    std::optional<GameResult> declaredResult(VertexId v) const;

    std::span<const VertexId> moves(VertexId v) const { return m_moves[std::size_t(v)]; }
    std::span<const VertexId> successors(VertexId v) const
    {
        const auto &distinct = m_distinct[std::size_t(v)];
        return distinct.empty() ? moves(v) : std::span<const VertexId>(distinct);
    }
    // The label of move i of v ("7→4+3"), empty when the builder gave none.
    QString moveLabel(VertexId v, int i) const;
    std::int64_t moveCount() const { return m_moveCount; }

    bool operator==(const GameGraph &other) const = default;

private:
    QString m_gameId;
    std::vector<QString> m_positions;
    std::vector<std::uint8_t> m_declared; // a GameResult, or NotDeclared
    std::vector<std::vector<VertexId>> m_moves;
    // Only for vertices whose moves repeat a target: the distinct ones; otherwise empty and
    // successors() are the moves. The generated games never repeat, so they pay nothing.
    std::vector<std::vector<VertexId>> m_distinct;
    std::vector<std::vector<QString>> m_labels; // empty vectors where no labels were given
    std::int64_t m_moveCount = 0;
};

} // namespace gt
