#pragma once

#include "../graph/gamegraph.h"
#include "../options/optionspec.h"

#include <QString>

#include <optional>
#include <vector>

namespace gt {

// A game whose positions can be made as a game graph, for retrograde analysis (`gametree solve
// --game GEN`). It shares its id and its options with the tree generator of the same game, so
// `--pile 9` means the same to `generate grundy` and `solve --game grundy`; only the options
// that say where the game starts apply (a depth or an opponent model shapes a tree, not a
// game). Each lives beside its game in core/generate and is listed once in gamegraphs.cpp.
class GraphGame {
public:
    virtual ~GraphGame() = default;

    virtual QString id() const = 0;          // the generator's id: "grundy"
    virtual QString description() const = 0; // one sentence, for --help
    virtual OptionSpecs options() const = 0; // a subset of the generator's, declared there
    // The graph of every position reachable from the start the options give, in the order a
    // depth-first walk in the game's move order meets them (so folding the generator's whole
    // tree gives the same ids), or every position of the game where the game says so (the
    // L-game). `moveLabels` adds the moves' names ("7→4+3"). On failure *error says why.
    virtual std::optional<GameGraph> build(const OptionValues &options, bool moveLabels,
                                           QString *error) const = 0;
};

const std::vector<const GraphGame *> &graphGames();
const GraphGame *findGraphGame(const QString &id);

// The options named, as the generator `generatorId` declares them (core/generate/generator.h).
OptionSpecs generatorOptions(const QString &generatorId, const QStringList &names);

} // namespace gt
