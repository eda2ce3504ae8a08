// The retrograde analysis of the L-game: every position solved backwards from the ones where the
// side to move cannot move its L, breadth first, so each gets its distance to the end.
#include "lgame.h"

#include <bit>
#include <chrono>
#include <unordered_set>

namespace gt::lgame {

namespace {

// The analysis works on positions as the side to move sees them: (its L, the other L, the
// neutrals). The rules do not care who is A, so one table serves both sides.
//
//   index = (mover's L · 48 + other L) · 120 + pair(neutrals)     276,480 slots, 18,368 used
constexpr int NeutralPairs = 120; // C(16, 2)
constexpr int Slots = PlacementCount * PlacementCount * NeutralPairs;
// Every placement of the L leaves 16 − 4 − 4 − 2 = 6 empty squares: 1 move that leaves the
// neutrals, and 2 × 6 that move one of them.
constexpr int MovesPerPlacement = 13;

int pairIndex(Squares neutrals)
{
    const int low = std::countr_zero(unsigned(neutrals));
    const int high = 31 - std::countl_zero(unsigned(neutrals));
    return high * (high - 1) / 2 + low;
}

int slot(int mover, int other, Squares neutrals)
{
    return (mover * PlacementCount + other) * NeutralPairs + pairIndex(neutrals);
}

Squares bit(int square)
{
    return Squares(1u << square);
}

enum : std::uint8_t { Unknown = 0, Won = 1, Lost = 2 };

struct Tables {
    std::vector<std::uint8_t> outcome = std::vector<std::uint8_t>(Slots, Unknown);
    std::vector<std::uint8_t> plies = std::vector<std::uint8_t>(Slots, 0);
    AnalysisStats stats;
};

struct State {
    std::uint8_t mover, other;
    Squares neutrals;
};

// The L placements the mover may move to: not its own, clear of the other L and the neutrals.
int freePlacements(const State &s)
{
    const Squares blocked = placements()[s.other] | s.neutrals;
    int count = 0;
    for (int i = 0; i < PlacementCount; ++i)
        count += i != s.mover && !(placements()[i] & blocked);
    return count;
}

// Calls f(predecessor) for every position with a move to s. The player who just moved owns
// s.other: its L stood elsewhere (prev ≠ s.other, clear of s.mover's L and the neutrals then),
// and it either left the neutrals or moved one from a square that is empty now to one of
// s.neutrals.
template <typename F> void forEachPredecessor(const State &s, F &&f)
{
    const Squares mover = placements()[s.mover], other = placements()[s.other];
    const Squares empty = Squares(~(mover | other | s.neutrals));
    auto withNeutrals = [&](Squares before) {
        for (int prev = 0; prev < PlacementCount; ++prev) {
            if (prev != s.other && !(placements()[prev] & (mover | before)))
                f(State{std::uint8_t(prev), s.mover, before});
        }
    };
    withNeutrals(s.neutrals);
    for (int to = 0; to < 16; ++to) {
        if (!(s.neutrals & bit(to)))
            continue;
        for (int from = 0; from < 16; ++from) {
            if (empty & bit(from))
                withNeutrals(Squares((s.neutrals & ~bit(to)) | bit(from)));
        }
    }
}

Tables solve()
{
    const auto start = std::chrono::steady_clock::now();
    Tables t;
    std::vector<std::uint8_t> remaining(Slots, 0); // children not yet known to be won
    std::vector<State> queue, all;
    for (int m = 0; m < PlacementCount; ++m) {
        for (int o = 0; o < PlacementCount; ++o) {
            const Squares ls = placements()[m] | placements()[o];
            if (placements()[m] & placements()[o])
                continue;
            for (int a = 0; a < 16; ++a) {
                for (int b = a + 1; b < 16; ++b) {
                    if ((ls & bit(a)) || (ls & bit(b)))
                        continue;
                    const State s{std::uint8_t(m), std::uint8_t(o), Squares(bit(a) | bit(b))};
                    const int moves = MovesPerPlacement * freePlacements(s);
                    remaining[slot(m, o, s.neutrals)] = std::uint8_t(moves);
                    t.stats.mostMoves = std::max(t.stats.mostMoves, moves);
                    all.push_back(s);
                    if (moves == 0) {
                        t.outcome[slot(m, o, s.neutrals)] = Lost;
                        queue.push_back(s);
                    }
                }
            }
        }
    }
    // Breadth first: positions leave the queue in order of their distance, so a win is found
    // through its nearest lost child and a loss is decided by its farthest won child.
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const State s = queue[head];
        const int here = slot(s.mover, s.other, s.neutrals);
        const bool lost = t.outcome[here] == Lost;
        forEachPredecessor(s, [&](const State &p) {
            const int there = slot(p.mover, p.other, p.neutrals);
            if (t.outcome[there] != Unknown || (!lost && --remaining[there] > 0))
                return;
            t.outcome[there] = lost ? Won : Lost;
            t.plies[there] = std::uint8_t(t.plies[here] + 1);
            queue.push_back(p);
        });
    }
    AnalysisStats &st = t.stats;
    std::unordered_set<std::uint64_t> classes, terminalClasses;
    for (const State &s : all) {
        const int i = slot(s.mover, s.other, s.neutrals);
        const std::uint64_t code = canonicalCode({s.mover, s.other, s.neutrals, Player::A});
        classes.insert(code);
        st.wins += t.outcome[i] == Won;
        st.losses += t.outcome[i] == Lost;
        st.draws += t.outcome[i] == Unknown;
        if (t.outcome[i] == Won)
            st.longestWin = std::max(st.longestWin, int(t.plies[i]));
        if (t.outcome[i] == Lost && t.plies[i] == 0) {
            ++st.terminalLosses;
            terminalClasses.insert(code);
        }
    }
    st.positions = int(all.size());
    st.classes = int(classes.size());
    st.terminalClasses = int(terminalClasses.size());
    st.milliseconds =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return t;
}

const Tables &tables()
{
    static const Tables t = solve(); // once per process, thread-safe
    return t;
}

} // namespace

Result analyse(const Position &p)
{
    const bool a = p.toMove == Player::A;
    const int i = slot(a ? p.lA : p.lB, a ? p.lB : p.lA, p.neutrals);
    switch (tables().outcome[i]) {
    case Won: return {Outcome::Win, tables().plies[i]};
    case Lost: return {Outcome::Loss, tables().plies[i]};
    default: return {Outcome::Draw, 0};
    }
}

const AnalysisStats &analysisStats()
{
    return tables().stats;
}

TaskAnswer solveTask(const Position &p)
{
    TaskAnswer answer;
    answer.result = analyse(p);
    int fastest = 0;
    for (const Move &m : legalMoves(p)) {
        const Result r = analyse(play(p, m));
        if (r.outcome == Outcome::Loss && (!answer.winningMove || r.plies < fastest)) {
            answer.winningMove = m;
            fastest = r.plies;
        }
    }
    return answer;
}

QByteArray taskOutput(const Position &p)
{
    const TaskAnswer answer = solveTask(p);
    if (answer.winningMove)
        return taskLines(play(p, *answer.winningMove));
    return answer.result.outcome == Outcome::Loss ? QByteArray("No winning move\nLosing\n")
                                                  : QByteArray("No winning move\nDraw\n");
}

} // namespace gt::lgame
