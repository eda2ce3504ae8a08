// `gametree random`: the short form of `gametree generate random`, and older than it. Its
// contract (DESIGN.md) requires --branching and --depth, which `generate random` defaults.
#include "cli.h"

#include "core/generate/generator.h"

namespace gt::cli {

int runRandom(const QStringList &args)
{
    return runGenerator(*findGenerator(QStringLiteral("random")), args,
                        {QStringLiteral("branching"), QStringLiteral("depth")});
}

} // namespace gt::cli
