#pragma once

#include "frame.h"

#include <QString>

#include <limits>
#include <optional>
#include <utility>

#include <vector>

namespace gt {

// The texts a frame puts beside nodes, shared by the canvas, the docks and every export so
// that screen and paper say the same thing.

QString formatValue(double v);       // "3", "54.5", "7.6667", "−0.4", "+∞", "−∞"
QString formatProbability(double p); // "½", "⅓", "¼", "0.7" ...
// An end of a window: formatValue, but the double just above (below) a rounder one, as null
// windows and re-search windows use it, reads "5⁺" ("5⁻") rather than a false "5".
QString formatWindowEnd(double v);
// A null window (a, b), b the double just above a, as one question about the end the search
// meant, the one written shorter: (35⁻, 35) asks "is the value ≥ 35?", (3, 3⁺) "is the value
// > 3?". Returns the window so written and the question. The pass bar and the narration of a
// node entered with a null window both say it this way.
std::pair<QString, QString> nullWindowWords(double a, double b);
// "3", "≥ 5", "≤ 2", or "" when nothing is known; on a node visited only in an earlier pass,
// what that pass found there. An inner node read at the horizon shows "h=4": a heuristic; an
// approximated one "≈ 3.5" (an estimate, NodeFrame::exactValue).
QString valueText(const NodeFrame &f);
QString windowText(const NodeFrame &f); // "α=3, β=+∞", or "" without a window
// B*: a generated node's bounds "[4, 10]" ("" before it is generated or without bounds).
QString intervalText(const NodeFrame &f);
// Why a move-ordering heuristic tries the node early, while its parent is searched: "PV" (the
// previous pass's best), "K1"/"K2" (a killer of the ply), "H 12" (its history score); "" else.
QString orderBadgeText(const NodeFrame &f);
// "TT ≤ 12": the tag of a node the transposition table answered for in this pass, with what
// it returned; empty for any other node.
QString tableText(const NodeFrame &f);

// A search of several passes: what a pass is, "null-window test (34, 35)", "depth 3", and
// where a frame is among them, "Pass 2 of 3 · window (34, 36)" (empty before the first pass
// and in a search of one pass).
QString passDescription(const Pass &pass);
QString passText(const Frame &frame);
// A pass with a depth limit: the label of its horizon line, "horizon d = 2" (the nodes at
// depth 2 are read by their heuristic values); empty when the pass has no limit.
QString horizonText(const Frame &frame);

// Two-phase minimax (breadth-first generation into OPEN and CLOSED, then backing up): the
// level of the tree a frame works on, drawn as a band across the canvas. Phase 1 generates
// the tree level by level: the level is the deepest one generated so far, the one OPEN's
// newest nodes are in. Phase 2 walks CLOSED from its end: the level is that of the node whose
// value is being backed up, rising from the bottom. None before the search, after it, and
// for every other search.
enum class ListPhase : std::uint8_t { None, Generating, BackingUp };
struct LevelBand {
    ListPhase phase = ListPhase::None;
    int depth = -1;
    bool operator==(const LevelBand &) const = default;
};
LevelBand levelBand(const GameTree &tree, const Frame &frame);
// "phase 1 · frontier at level 2", "phase 2 · backing up level 1"; empty for ListPhase::None.
QString levelBandText(const LevelBand &band);
// The tag of a node in the lists: "OPEN" on OPEN, its place "C 4" on CLOSED until its value is
// backed up (then the value says it all); empty otherwise.
QString listTagText(const NodeFrame &f);

// A search of several passes on a number line, as the pass band under the tree draws it at
// a step: every pass begun so far (the last is the current one) with its window and, once the
// root has returned in it, its result, inside the window or failing low (≤ α) or high (≥ β).
enum class PassOutcome : std::uint8_t { Pending, Inside, FailLow, FailHigh };
struct PassResult {
    Pass pass;
    PassOutcome outcome = PassOutcome::Pending;
    double result = 0; // what the root returned; meaningful unless Pending
};
struct PassLine {
    std::vector<PassResult> passes;
    // The first pass's guess: the value its null-window test asks about, or the centre of
    // its window when both ends are finite; none for a full window. It may be ±∞ (MT-SSS*
    // starts above every value).
    std::optional<double> guess;
    // The values the passes asked about and returned, ascending, each once: a null window's
    // value (35 for (35⁻, 35)), a wider window's finite ends, the results. Never an infinity
    // nor its neighbour: MT-SSS*'s first test (+∞⁻, +∞) asks about +∞, not about 1.8e308.
    std::vector<double> values;
    // The finite span the line covers: `values` and a finite guess, so that the tests spread
    // over the line (at least one unit wide); before any, the tree's values. Infinities lie
    // beyond it, at the line's ends.
    double low = 0, high = 0;
    // What the results proved so far, lower ≤ root's value ≤ upper (±∞ until a pass bounds
    // it): a result ≤ α is an upper bound, ≥ β a lower one, inside both. Only for passes at one
    // depth limit; iterative deepening's depths each have their own value: no bracket.
    bool bracketed = false;
    double lower = -std::numeric_limits<double>::infinity();
    double upper = std::numeric_limits<double>::infinity();
};
PassLine passLine(const GameTree &tree, const Trace &trace, int step);
// passLine() for a stepper: the tree's values and the trace's pass starts and results are
// read once, so that a step costs the passes, not the trace up to it and every node (the pass
// band took 15 ms a step on a million-node tree). The tree and trace may go after it is made.
class PassIndex {
public:
    PassIndex(const GameTree &tree, const Trace &trace);
    PassLine at(int step) const;

private:
    struct Mark {
        int event;  // the event's index: it counts from step event + 1 on
        bool start; // a pass starts, or the root returns with `value`
        Pass pass;
        double value;
    };
    std::vector<Mark> m_marks;                         // in the trace's order
    std::optional<std::pair<double, double>> m_values; // the tree's finite values: lowest, highest
};
// "fail high: 40", "fail low: 5", "inside: 35"; empty while the pass is pending.
QString passOutcomeText(const PassResult &r);

// "×2" on a node read as a leaf more than once (by later passes), empty otherwise.
QString readCountText(const NodeFrame &f);

// The weighted sum at a chance node as it fills in: "½·9 + ½·? " while children are
// outstanding, "½·9 + ½·100 = 54.5" when all have returned. Empty for other nodes and
// for chance nodes no child of which has returned yet. Approximated: the children searched
// only, with their weights in the sum, "0.625·4 + 0.375·2 = 3.25" under a threshold (their
// probabilities renormalised), "3/5·4 + 2/5·2 = 3.2" with draws out of k when sampled.
QString chanceFormula(const GameTree &tree, const Frame &frame, NodeId node);

// *-minimax (TraceFeature::ChanceBounds). A chance node being searched is worth somewhere in
// [low, high]: each child contributes P·v once searched (exact), P·[W, U] or P·[L, W] after a
// probe, P·[L, U] before. The search stops there as soon as that bar leaves the node's
// window (alpha, beta): high ≤ alpha or low ≥ beta. Nothing for a node not on the path, not a
// chance node, or a trace without leaf bounds.
struct ChanceBar {
    double leafLow = 0, leafHigh = 0; // the axis: [L, U]
    double alpha = 0, beta = 0;       // the chance node's window
    double low = 0, high = 0;         // the bar
    bool outside = false;             // it has left the window: the cut-off
};
std::optional<ChanceBar> chanceBar(const GameTree &tree, const Frame &frame, NodeId node);
// The window a chance node gave this node, as its edge shows it: "(7, 10)"; empty without.
QString edgeWindowText(const NodeFrame &f);
// A Star2 probe's bound of this node: "≥ 3" or "≤ 7"; empty when it was not probed.
QString probeText(const NodeFrame &f);
// Chance nodes searched approximately (--min-prob, --samples). The tag of such a node:
// "exact 0.7" beside an estimate (its exact value), "skipped P=0.1" on a child below the
// threshold; empty for other nodes.
QString approximationText(const NodeFrame &f);
// The interval the skipped children of a node allow its value, as the bounds it gives, "≥ 0.4,
// ≤ 1" (stacked beside the node like a window); empty when it skipped none.
QString skippedIntervalText(const NodeFrame &f);
// "×3" on the edge into a child 3 of its parent's draws fell on; empty when none did.
QString drawCountText(const NodeFrame &f);

// A search that grows a search tree and keeps visit statistics (MCTS,
// TraceFeature::SearchTree). A number of such a sum, two decimals as a lecture writes it:
// "0.50", "1.41", "−0.91".
QString statNumber(double v);
// The UCB1 sum of a child as a selection compares it: "0.50 + 1.41·√(ln 12 / 3) = 1.91" at a
// MAX parent, "0.50 − 1.41·√(ln 12 / 3) = −0.91" at a MIN parent.
QString ucbSumText(bool maxParent, double q, double c, std::int64_t parentVisits,
                   std::int64_t visits, double ucb);
// At a selection step, the sum of a child its parent ranks (NodeFrame::ranked), "✔ " before the
// one taken (picked); empty for any other node and step.
QString ucbFormula(const GameTree &tree, const Frame &frame, NodeId node);
// A search-tree node's statistics beside it: "N=3, Q=0.6667" ("N=3" for a leaf, whose Q is its
// value, and while a value shows inside the node); "N=0" for a node just added; empty outside
// the search tree.
QString visitsText(const GameTree &tree, const NodeFrame &f, NodeId node);

// Proof-number search (TraceFeature::ProofNumbers): a generated node's numbers beside it,
// "pn=1, dn=∞", with "✔ " before them on the child a selection takes (NodeFrame::picked);
// empty for a node not generated.
QString proofNumbersText(const NodeFrame &f);

// One frame of the call stack, root first: the nodes entered and not yet finished.
struct CallFrame {
    NodeId node = NoNode;
    bool hasWindow = false;
    double alpha = 0;
    double beta = 0;
    double value = 0;    // value so far (NaN when none)
    int childIndex = -1; // the child being searched, -1 when none yet
};
std::vector<CallFrame> callStack(const GameTree &tree, const Frame &frame);

} // namespace gt
