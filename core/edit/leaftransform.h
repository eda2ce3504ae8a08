#pragma once

#include "../tree/gametree.h"
#include "treeedit.h"

#include <QString>

#include <optional>
#include <vector>

namespace gt {

// Monotone transformations of a tree's values (issue 12), for the lecture's point: minimax
// only compares values, so any increasing map leaves its decision alone; expectimax averages
// them, so a map that stretches or squeezes the scale can change what it plays.
//
//   ((10,10),(9,100))   minimax: left (10)   expectimax: right (½·9 + ½·100 = 54.5)
//   rank ↦ ((2,2),(1,3)) minimax: left (2)   expectimax: a tie, 2 and ½·1 + ½·3 = 2
//
// One map is applied to every value a search may read: leaf values, the heuristic values of
// inner nodes (a depth-limited search compares them with leaf values, so they must stay on the
// same scale) and [pess, opt] interval bounds. Probabilities are not values and stay.

enum class LeafMapKind {
    Square,       // x², refused on a negative value (it would rank -3 above 2)
    SignedSquare, // x·|x|: x² keeping the sign, increasing everywhere
    Exp2,         // 2^x
    Affine,       // a·x + b; a < 0 reverses the order (a warning), a = 0 is refused
    Rank,         // 1 for the smallest distinct value, 2 for the next, ...; ties share a rank
};

struct LeafMap {
    LeafMapKind kind = LeafMapKind::Square;
    double a = 1; // Affine only
    double b = 0;
};

// Reads the command line's and the documents' spelling: square, signed-square, exp2,
// affine:A:B, rank. On failure *error says what is wrong with `text`.
std::optional<LeafMap> parseLeafMap(const QString &text, QString *error = nullptr);
// The formula for people: "x²", "x·|x|", "2^x", "2·x + 1", "rank".
QString leafMapFormula(const LeafMap &map);

struct LeafTransform {
    TreeEdit edit;             // change Values, ids unchanged; !edit.ok with edit.error
    NodeId errorNode = NoNode; // the node whose value the map refuses or cannot represent
    QString warning;           // the map reverses the order of the values (affine, a < 0)
};

// Applies `map` to every value of `tree` (see above). Refuses, naming the node, a value x² is
// not monotone on, and a result beyond ±MaxAbsValue (2^60 is never written as 1.15e18 or inf).
LeafTransform transformLeafValues(const GameTree &tree, const LeafMap &map);

// The decision of one algorithm on the tree before and after a transformation.
struct DecisionChange {
    QString algorithm;   // display name: "Minimax"
    QString algorithmId; // "minimax"
    double valueBefore = 0;
    double valueAfter = 0;
    std::optional<int> bestBefore; // index among the root's children, as `eval` gives it
    std::optional<int> bestAfter;
    // Another root child has the best value too (the first of them is taken).
    bool tiedBefore = false;
    bool tiedAfter = false;
    bool changed() const { return bestBefore != bestAfter; }
};

struct DecisionComparison {
    std::vector<DecisionChange> rows; // the algorithm reading the tree as written, then
                                      // expectimax (the one that averages min nodes)
    QString error;                    // why the tree could not be searched; rows empty
};

// Runs the registered algorithms on both trees (no re-implementation): the first that reads
// every node as written (minimax, or expectiminimax on a tree with chance nodes) and expectimax.
DecisionComparison compareDecisions(const GameTree &before, const GameTree &after);

// How a sentence names root child `index`: its move label, else its name, else "left" and
// "right" for two children, else "move k" (1-based).
QString rootMoveName(const GameTree &tree, int index);

// The comparison in words: "Minimax's decision is unchanged (L). Expectimax's changes from R
// to L.", with a note when a decision rests on a tie.
QString comparisonSentence(const GameTree &tree, const DecisionComparison &comparison);

} // namespace gt
