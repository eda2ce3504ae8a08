// The one explicit list of built-in generators.
#include "generator.h"

namespace gt {

const Generator *randomGenerator();
// Issue 13: the L-game.
const Generator *lgameGenerator();

const std::vector<const Generator *> &generators()
{
    static const std::vector<const Generator *> list = {
        randomGenerator(),
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
