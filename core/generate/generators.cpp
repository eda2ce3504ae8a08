// The one explicit list of built-in generators.
#include "generator.h"

namespace gt {

const Generator *randomGenerator();
// Games (docs/games.md).
const Generator *ticTacToeGenerator();
const Generator *grundyGenerator();
const Generator *diceGenerator();
const Generator *gomokuGenerator();
const Generator *lgameGenerator();

const std::vector<const Generator *> &generators()
{
    static const std::vector<const Generator *> list = {
        randomGenerator(),
        // Games (docs/games.md).
        ticTacToeGenerator(),
        grundyGenerator(),
        diceGenerator(),
        gomokuGenerator(),
        lgameGenerator(),
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
