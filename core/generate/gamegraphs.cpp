// The one explicit list of games that make game graphs.
#include "gamegraphs.h"

#include "generator.h"

namespace gt {

const GraphGame *grundyGraphGame();
const GraphGame *lgameGraphGame();
const GraphGame *ticTacToeGraphGame();

const std::vector<const GraphGame *> &graphGames()
{
    static const std::vector<const GraphGame *> list = {
        lgameGraphGame(),
        grundyGraphGame(),
        ticTacToeGraphGame(),
    };
    return list;
}

const GraphGame *findGraphGame(const QString &id)
{
    for (const GraphGame *g : graphGames()) {
        if (g->id() == id)
            return g;
    }
    return nullptr;
}

OptionSpecs generatorOptions(const QString &generatorId, const QStringList &names)
{
    OptionSpecs specs;
    const OptionSpecs all = findGenerator(generatorId)->options();
    for (const QString &name : names)
        specs.push_back(*findOption(all, name));
    return specs;
}

} // namespace gt
