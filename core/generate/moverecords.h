#pragma once

// An opponent model learned from recorded games (docs/games.md, "An opponent from records"):
// how often MIN played each move in each position of a file of games, and the probabilities a
// chance node standing for MIN gets from those counts. The games themselves are the game's:
// each generator that takes --opponent-from replays a record's moves with its own rules and
// hands over MIN's moves (RecordReplay); reading, counting, smoothing and the messages are here.

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace gt {

class MoveRecords {
public:
    // One more time MIN played `move` in the position with key `key`.
    void count(const QString &key, const QString &move);
    std::int64_t times(const QString &key, const QString &move) const;
    std::int64_t times(const QString &key) const;  // every move counted at the position
    std::int64_t moves() const { return m_total; } // MIN's moves counted in all
    qsizetype positions() const { return m_counts.size(); }

    // The probabilities of `moves` (a node's children, in order) at `key`, with additive
    // (Laplace) smoothing K: (n(move) + K) / (Σ n + K·|moves|), the sum over `moves` only (a
    // recorded move that is not among them — Gomoku's pruned moves — does not count). When
    // that denominator is 0 (K = 0 and none of the moves seen) every move gets 1/|moves|.
    // Computed exactly and rounded so that they sum to 1 (probabilitiesSummingToOne).
    std::vector<double> probabilities(const QString &key, const QStringList &moves,
                                      double smoothing) const;

private:
    QHash<QString, QHash<QString, std::int64_t>> m_counts;
    std::int64_t m_total = 0;
};

// How a game reads one record: `moves` are the line's moves from the game's start, in order;
// it calls minMove(key of the position before, move as the tree labels it) for each of MIN's
// moves. On a move it cannot play it returns that move's index and *why says why; else -1.
using MinMoveSink = std::function<void(const QString &key, const QString &move)>;
using RecordReplay =
    std::function<int(const QStringList &moves, const MinMoveSink &minMove, QString *why)>;

// Counts MIN's moves in a records text: one game per line, its moves separated by blanks or
// commas, `#` to the end of the line a comment, blank lines skipped. A bad move stops the
// reading with "name:line:column: why" in *error (the column of the move, from 1).
std::optional<MoveRecords> parseMoveRecords(const QString &text, const QString &name,
                                            const RecordReplay &replay, QString *error);
// The same from a file (UTF-8), named in messages as given.
std::optional<MoveRecords> readMoveRecords(const QString &path, const RecordReplay &replay,
                                           QString *error);

} // namespace gt
