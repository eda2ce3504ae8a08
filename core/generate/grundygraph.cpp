// Grundy's game as a game graph: every position reachable from the start, once.
#include "gamegraphs.h"
#include "grundy.h"

#include <QCoreApplication>

#include <map>

namespace gt {

namespace {

using namespace grundy;

class GraphBuilder {
public:
    explicit GraphBuilder(bool labels)
        : m_labels(labels)
    {
        m_graph.setGameId(QStringLiteral("grundy"));
    }

    // Depth-first in move order: a position's id is given when it is first met, before the
    // positions below it, as in the preorder of the generator's tree.
    VertexId visit(const Piles &piles)
    {
        const VertexId v = m_graph.addVertex(pilesText(piles));
        m_index.emplace(piles, v);
        std::vector<VertexId> targets;
        std::vector<QString> labels;
        for (const Move &m : movesFrom(piles)) {
            const auto it = m_index.find(m.after);
            targets.push_back(it != m_index.end() ? it->second : visit(m.after));
            if (m_labels)
                labels.push_back(moveText(m));
        }
        m_graph.setMoves(v, std::move(targets), std::move(labels));
        return v;
    }

    GameGraph take() { return std::move(m_graph); }

private:
    bool m_labels;
    GameGraph m_graph;
    std::map<Piles, VertexId> m_index;
};

class GrundyGraphGame : public GraphGame {
public:
    QString id() const override { return QStringLiteral("grundy"); }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator", "Grundy's game from a pile of n tokens (or given piles): every "
                             "position reachable, each once; the player who cannot split a pile "
                             "loses.");
    }
    OptionSpecs options() const override
    {
        return generatorOptions(id(), {QStringLiteral("pile"), QStringLiteral("position")});
    }
    std::optional<GameGraph> build(const OptionValues &options, bool moveLabels,
                                   QString *error) const override
    {
        const int pile = findOption(this->options(), QStringLiteral("pile"))->defaultValue.toInt();
        std::optional<Piles> piles = Piles{options.integer(QStringLiteral("pile"), pile)};
        const QString position = options.text(QStringLiteral("position"), QString()).trimmed();
        QString why;
        if (!position.isEmpty())
            piles = parsePiles(position, &why);
        if (!piles) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        GraphBuilder builder(moveLabels);
        builder.visit(*piles); // at most 40 tokens: 40 levels deep at most
        return builder.take();
    }
};

} // namespace

const GraphGame *grundyGraphGame()
{
    static const GrundyGraphGame game;
    return &game;
}

} // namespace gt
