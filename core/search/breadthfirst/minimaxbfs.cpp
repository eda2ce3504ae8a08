// Two-phase minimax, as the lecture deck frames it after Nilsson: phase 1 generates the tree
// breadth-first, taking nodes off the front of a queue OPEN into a list CLOSED (a leaf, or a
// node at the depth limit, is evaluated there; any other node appends its children to OPEN);
// phase 2 walks CLOSED from its end, where every node's children come before it, and backs the
// values up. It reads every leaf, level by level, and finds minimax's value.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"

#include <QCoreApplication>

#include <algorithm>

namespace gt {

namespace {

enum Line {
    LineStart = 1,
    LineTake = 2,
    LineEvaluate = 3,
    LineExpand = 4,
    LineBackUp = 6,
    LineReturn = 7,
};

class MinimaxBfs final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("minimax-bfs"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Minimax (two phases)");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate(
                "gt::Pseudocode", "OPEN ← (root); CLOSED ← ()   ▷ phase 1: generate breadth-first"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "while OPEN is not empty: move the front n of OPEN to the end of CLOSED"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  if n is a leaf or at the depth limit: v(n) ← value(n)"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  else: append the children of n to OPEN, left to right"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "for each n in CLOSED, from its end to its front:   ▷ phase 2: back up"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if n was expanded: v(n) ← max (MAX) or min (MIN) of v(c), c its "
                "children"),
            QCoreApplication::translate("gt::Pseudocode", "return v(root)"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm", "It first generates the tree level by level, moving nodes from "
                             "the queue OPEN to the list CLOSED, then walks CLOSED backwards "
                             "and backs the values up from the bottom.");
    }
    OptionSpecs options() const override { return {depthOption()}; }
    TraceFeatures features() const override { return TraceFeature::OpenClosed; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;
};

Trace MinimaxBfs::run(const GameTree &t, const SearchOptions &options) const
{
    const int depth = depthLimit(options); // the only option, read once
    Trace trace;
    trace.algorithm = id();
    trace.events.reserve(std::size_t(t.size()) * 4 + 2);
    TraceWriter w(trace);

    // Phase 1. OPEN is the part of `queue` from `front` on, CLOSED the part before it: a node
    // leaves OPEN only from its front, so the two lists are one sequence cut in two.
    std::vector<NodeId> queue{0};
    std::vector<double> value(std::size_t(t.size()), 0);
    w.add(EventType::OpenAppend, LineStart, 0);
    for (std::size_t front = 0; front < queue.size(); ++front) {
        const NodeId n = queue[front];
        w.add(EventType::CloseFront, LineTake, n, NoNode, 0, 0, 0, std::int32_t(front + 1));
        if (isTerminal(t, n, depth)) {
            value[n] = t.value(n);
            w.add(EventType::ReadLeaf, LineEvaluate, n, NoNode, t.value(n));
            continue;
        }
        for (NodeId c : t.children(n)) {
            queue.push_back(c);
            w.add(EventType::OpenAppend, LineExpand, c, n);
        }
    }

    // Phase 2. Children come after their parent in CLOSED, so from its end every expanded
    // node finds its children's values final.
    for (auto it = queue.rbegin(); it != queue.rend(); ++it) {
        const NodeId n = *it;
        if (isTerminal(t, n, depth))
            continue;
        const bool isMax = t.kind(n) == NodeKind::Max;
        double v = isMax ? -Infinity : Infinity;
        for (NodeId c : t.children(n)) {
            v = isMax ? std::max(v, value[c]) : std::min(v, value[c]);
            w.add(EventType::Return, LineBackUp, c, n, value[c], v, std::uint8_t(Bound::Exact));
        }
        value[n] = v;
    }
    w.add(EventType::Finish, LineReturn, 0, NoNode, value[0], 0, std::uint8_t(Bound::Exact));

    summarize(t, trace);
    if (!isTerminal(t, 0, depth)) { // at --depth 0 the root is read, as minimax reads it
        std::vector<double> rootChildValues;
        for (NodeId c : t.children(0))
            rootChildValues.push_back(value[c]);
        trace.summary.bestChild = firstChildWithValue(t, rootChildValues, value[0]);
    }
    return trace;
}

} // namespace

const Algorithm *minimaxBfsAlgorithm()
{
    static const MinimaxBfs instance;
    return &instance;
}

} // namespace gt
