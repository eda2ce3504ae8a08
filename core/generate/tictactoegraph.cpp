// Tic-tac-toe as a game graph: every position reachable from the start, once (5,478 from the
// empty board), keyed as the tree generator keys its nodes.
#include "gamegraphs.h"
#include "tictactoe.h"

#include <QCoreApplication>

#include <algorithm>

namespace gt {

namespace {

using namespace ttt;

class GraphBuilder {
public:
    explicit GraphBuilder(bool labels)
        : m_labels(labels)
        , m_index(2 * 19683, NoVertex) // 3^9 boards × the side to move
    {
        m_graph.setGameId(QStringLiteral("ttt"));
    }

    // Depth-first in square order, ids when first met: the preorder of the generator's tree,
    // so folding that tree gives this graph.
    VertexId visit(Position p)
    {
        p.lastMove = -1; // a vertex is a position however it was reached: its key, no `@`
        const bool won = winner(p.cells) != 0;
        const bool full = std::count(p.cells.begin(), p.cells.end(), '.') == 0;
        // A line ends the game and the side to move, who did not make it, has lost: no moves,
        // which is a LOSS. A full board without a line is a draw: declared.
        const VertexId v = m_graph.addVertex(
            positionKey(p), !won && full ? std::optional(GameResult::Draw) : std::nullopt);
        m_index[std::size_t(stateOf(p))] = v;
        if (won)
            return v;
        std::vector<VertexId> targets;
        std::vector<QString> labels;
        for (int sq = 0; sq < Squares; ++sq) {
            if (p.cells[sq] != '.')
                continue;
            Position next = p;
            next.cells[sq] = p.toMove;
            next.toMove = p.toMove == 'x' ? 'o' : 'x';
            const VertexId known = m_index[std::size_t(stateOf(next))];
            targets.push_back(known != NoVertex ? known : visit(next));
            if (m_labels)
                labels.push_back(squareName(sq));
        }
        m_graph.setMoves(v, std::move(targets), std::move(labels));
        return v;
    }

    GameGraph take() { return std::move(m_graph); }

private:
    static int stateOf(const Position &p)
    {
        int code = 0;
        for (int i = Squares - 1; i >= 0; --i)
            code = code * 3 + (p.cells[i] == 'x' ? 1 : p.cells[i] == 'o' ? 2 : 0);
        return code * 2 + (p.toMove == 'o' ? 1 : 0);
    }

    bool m_labels;
    GameGraph m_graph;
    std::vector<VertexId> m_index; // by board and side to move
};

class TicTacToeGraphGame : public GraphGame {
public:
    QString id() const override { return QStringLiteral("tictactoe"); }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator", "Tic-tac-toe from a position (the empty board: 5,478 positions): "
                             "every position reachable, each once; a line of three loses for the "
                             "side to move, a full board without one is a draw.");
    }
    OptionSpecs options() const override
    {
        return generatorOptions(id(), {QStringLiteral("position")});
    }
    std::optional<GameGraph> build(const OptionValues &options, bool moveLabels,
                                   QString *error) const override
    {
        QString why;
        const auto root = parsePosition(options.text(QStringLiteral("position"), QString()), &why);
        if (!root) {
            if (error)
                *error = QStringLiteral("--position: ") + why;
            return std::nullopt;
        }
        GraphBuilder builder(moveLabels);
        builder.visit(*root); // at most 9 moves deep
        return builder.take();
    }
};

} // namespace

const GraphGame *ticTacToeGraphGame()
{
    static const TicTacToeGraphGame game;
    return &game;
}

} // namespace gt
