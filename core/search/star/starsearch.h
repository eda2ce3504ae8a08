#pragma once

#include "../../options/optionspec.h"
#include "../algorithm.h"
#include "../searchsupport.h"

namespace gt {

// Ballard's *-minimax search, shared by star1 and star2: MAX and MIN nodes are fail-hard
// alpha-beta; a chance node gives each child the window its leaf bounds [L, U] allow and
// returns α (β) as soon as its value is proven at most α (at least β). With `probe` (Star2),
// a chance node whose children are all inner MAX nodes or all inner MIN nodes first searches
// the first child of each child, and bounds the siblings not yet searched by those probes.
// Iterative, so depth costs heap, not stack.

// The pseudocode lines the events name.
struct StarLines {
    int enter = 1;
    int leaf = 2;
    int maxBack = 3;
    int maxCut = 4;
    int minBack = 5;
    int minCut = 6;
    int finishMinimax = 7;  // a MAX or MIN node returns
    int probeWindow = 0;    // Star2: the window of a probe
    int probeValue = 0;     // Star2: the probe's value arrives
    int probeCut = 0;       // Star2: a probe proves the chance node out of its window
    int chanceWindow = 10;  // A and B of the child to be searched
    int chanceValue = 11;   // the child's value arrives
    int chanceCutLow = 12;  // v ≤ A
    int chanceCutHigh = 13; // v ≥ B
    int chanceAdd = 14;     // X ← X + P·v
    int finishChance = 15;  // a chance node returns X
};

struct StarRules {
    OptionInterval bounds; // every leaf value lies in [low, high]
    bool probe = false;    // Star2
    StarLines lines;
};

Trace runStar(const QString &algorithmId, const GameTree &tree, const StarRules &rules);

// Why *-minimax cannot search `tree` with these bounds: a leaf outside them, or a chance
// node's child with probability 0 (it would divide by zero). Nothing when it can.
std::optional<TreeProblem> starProblem(const GameTree &tree, OptionInterval bounds);

// The first lines of their pseudocode, `name` being STAR1 or STAR2: the call, the leaf, and
// MAX and MIN as fail-hard alpha-beta (lines 1 to 7, which StarLines' defaults name).
QStringList starMinimaxLines(const QString &name);

// What star1 and star2 share as algorithms: the --bounds option, the node kinds, the
// refusal of a tree the bounds do not hold for, and the run with their rules.
class StarAlgorithm : public Algorithm {
public:
    OptionSpecs options() const override;
    TraceFeatures features() const override;
    QList<NodeKind> acceptedKinds() const override;
    std::optional<TreeProblem> refusalWith(const GameTree &tree,
                                           const SearchOptions &options) const override;
    Trace run(const GameTree &tree, const SearchOptions &options) const override;

protected:
    virtual StarRules rules() const = 0; // all but the bounds
};

} // namespace gt
