#pragma once

#include <QString>

#include <optional>
#include <vector>

// Grundy's game (docs/games.md): the rules and the position text, shared by the tree generator
// (grundy.cpp) and the position graph (grundygraph.cpp).
namespace gt::grundy {

using Piles = std::vector<int>; // largest first

// The largest pile and the largest sum of piles a tree or graph is made from: a position of 40
// has 37,338 sub-positions, so counting and solving stay instant however deep the tree would be.
constexpr int MaxTotal = 40;

// The position text of the shared format: the piles, largest first, joined by `+` ("4+2+1").
QString pilesText(const Piles &piles);

// Every move from a position in the documented order: the distinct piles largest first, and
// each pile's splits by the larger part descending (7→6+1, 7→5+2, 7→4+3). Two equal piles give
// the same positions, so only the first of them is split.
struct Move {
    int pile = 0, larger = 0, smaller = 0;
    Piles after;
};
std::vector<Move> movesFrom(const Piles &piles);
QString moveText(const Move &m); // "7→4+3": the pile, then its two parts

// "4+2+1", in any order, each pile at least 1, the sum at most MaxTotal; the piles largest
// first. On failure *error says why, naming --position.
std::optional<Piles> parsePiles(const QString &text, QString *error);

} // namespace gt::grundy
