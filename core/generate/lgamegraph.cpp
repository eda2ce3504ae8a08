// The L-game's 18,368 positions as a game graph, for the retrograde analysis of `gametree lgame`
// and `gametree solve --game lgame`.
#include "gamegraphs.h"
#include "lgame.h"

#include <QCoreApplication>

#include <bit>
#include <unordered_map>

namespace gt::lgame {

namespace {

// Positions as the side to move sees them: (its L, the other L, the neutrals). The rules do
// not care who is A, so one vertex serves both sides.
//
//   slot = (mover's L · 48 + other L) · 256 + lower neutral · 16 + higher neutral
//   (786,432 slots; index[slot] is the vertex, -1 where no position is)
constexpr int Slots = PlacementCount * PlacementCount * 256;

int slotOf(int mover, int other, Squares neutrals)
{
    const int low = std::countr_zero(unsigned(neutrals));
    const int high = 31 - std::countl_zero(unsigned(neutrals));
    return (mover * PlacementCount + other) * 256 + low * 16 + high;
}

struct Enumeration {
    std::vector<std::int32_t> index = std::vector<std::int32_t>(Slots, -1);
    std::vector<Position> positions; // by vertex, A to move
};

const Enumeration &enumeration()
{
    static const Enumeration e = [] {
        Enumeration out;
        out.positions.reserve(PositionCount);
        for (int m = 0; m < PlacementCount; ++m) {
            for (int o = 0; o < PlacementCount; ++o) {
                const Squares ls = placements()[m] | placements()[o];
                if (placements()[m] & placements()[o])
                    continue;
                for (int a = 0; a < 16; ++a) {
                    for (int b = a + 1; b < 16; ++b) {
                        if (ls & ((1u << a) | (1u << b)))
                            continue;
                        const auto neutrals = Squares((1u << a) | (1u << b));
                        out.index[std::size_t(slotOf(m, o, neutrals))] =
                            std::int32_t(out.positions.size());
                        out.positions.push_back(
                            {std::uint8_t(m), std::uint8_t(o), neutrals, Player::A});
                    }
                }
            }
        }
        return out;
    }();
    return e;
}

} // namespace

int positionIndex(const Position &p)
{
    const bool a = p.toMove == Player::A;
    return enumeration().index[std::size_t(slotOf(a ? p.lA : p.lB, a ? p.lB : p.lA, p.neutrals))];
}

const Position &positionAt(int index)
{
    return enumeration().positions[std::size_t(index)];
}

GameGraph positionGraph(bool moveLabels)
{
    const Enumeration &e = enumeration();
    GameGraph graph;
    graph.setGameId(QStringLiteral("lgame"));
    for (const Position &p : e.positions)
        graph.addVertex(positionText(p));
    // A label depends on the L's placement and the neutral's move only: made once each, then
    // shared by the 2 million moves.
    std::unordered_map<int, QString> labels;
    for (VertexId v = 0; v < graph.size(); ++v) {
        const Position &p = e.positions[std::size_t(v)];
        std::vector<VertexId> targets;
        std::vector<QString> names;
        for (const Move &m : legalMoves(p)) {
            targets.push_back(positionIndex(play(p, m)));
            if (!moveLabels)
                continue;
            const int key = (m.placement * 17 + m.from + 1) * 17 + m.to + 1;
            auto it = labels.find(key);
            if (it == labels.end())
                it = labels.emplace(key, moveLabel(m)).first;
            names.push_back(it->second);
        }
        graph.setMoves(v, std::move(targets), std::move(names));
    }
    return graph;
}

} // namespace gt::lgame

namespace gt {

namespace {

class LGameGraphGame : public GraphGame {
public:
    QString id() const override { return QStringLiteral("lgame"); }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator", "The L-game: all 18,368 positions, each written with A to move (# "
                             "the mover's L); the player who cannot move their L loses.");
    }
    OptionSpecs options() const override { return {}; }
    std::optional<GameGraph> build(const OptionValues &, bool moveLabels, QString *) const override
    {
        return lgame::positionGraph(moveLabels);
    }
};

} // namespace

const GraphGame *lgameGraphGame()
{
    static const LGameGraphGame game;
    return &game;
}

} // namespace gt
