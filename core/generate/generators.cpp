// The one explicit list of built-in generators.
#include "generator.h"

namespace gt {

const Generator *randomGenerator();
const Generator *ticTacToeGenerator();
// Games (docs/games.md).
const Generator *grundyGenerator();
const Generator *diceGenerator();
const Generator *gomokuGenerator();

const std::vector<const Generator *> &generators()
{
    static const std::vector<const Generator *> list = {
        randomGenerator(),
        ticTacToeGenerator(),
        // Games (docs/games.md).
        grundyGenerator(),
        diceGenerator(),
        gomokuGenerator(),
    };
    return list;
}

const Generator *findGenerator(const QString &id)
{
    for (const Generator *g : generators()) {
        if (g->id() == id)
            return g;
    }
    return nullptr;
}

} // namespace gt
