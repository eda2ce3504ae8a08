// Monte-Carlo tree search (UCT: Kocsis and Szepesvári 2006; AIMA 4th ed. §5.4) as
// ALGORITHMS.md "Monte-Carlo tree search" fixes it: select by UCB1, expand one child, play out
// at random, back the result up. The engine (mctsengine.h) does the search and records each
// iteration as plain data; this file describes the algorithm and turns the records into its
// events (mctsevents.h: select, draw, expand, playout, result, backup), then Finish.
#include "mctsconvergence.h"
#include "mctsevents.h"

#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <limits>

namespace gt {

namespace {

enum Line {
    LineLoop = 1,
    LineSelectWhile = 2,
    LineSelect = 3,
    LineExpand = 4,
    LinePlayout = 5,
    LineResult = 6,
    LineBackUp = 7,
    LineReturn = 8,
};

const QString IterationsName = QStringLiteral("iterations");
const QString CName = QStringLiteral("c");
const QString PlayoutDepthName = QStringLiteral("playout-depth");
constexpr double DefaultC = 1.4142135623730951; // √2

// The events of one iteration (mctsevents.h): the selection steps, the child added, each move
// of the playout, the result, and the update of every search-tree node from the path's end up
// to the root.
void writeIteration(const GameTree &t, const MctsIteration &it, int number, double c,
                    TraceWriter &w)
{
    for (const MctsSelectStep &step : it.selection) {
        if (step.draw >= 0) // a chance node's draw fell on a child already in the search tree
            w.add(MctsDraw, LineSelect, step.node, step.chosen, step.draw,
                  t.childProbability(step.node, t.childIndex(step.chosen)), 0, number);
        else
            w.add(MctsSelect, LineSelect, step.node, step.chosen,
                  step.ucb[std::size_t(t.childIndex(step.chosen))], c, 0, number);
    }
    if (it.expanded != NoNode) {
        const NodeId parent = t.parent(it.expanded);
        if (it.expandDraw >= 0)
            w.add(MctsDraw, LineExpand, parent, it.expanded, it.expandDraw,
                  t.childProbability(parent, t.childIndex(it.expanded)), 1, number);
        w.add(MctsExpand, LineExpand, it.expanded, parent, 0, 0, 0, number);
    }
    for (std::size_t i = 0; i < it.playout.size(); ++i) {
        const double u = it.playoutDraws[i];
        w.add(MctsPlayout, LinePlayout, it.playout[i], t.parent(it.playout[i]), u >= 0 ? u : 0, 0,
              u >= 0 ? 1 : 0, int(i) + 1);
    }
    w.add(MctsResult, LineResult, it.leaf, NoNode, it.result, 0, it.heuristic ? 1 : 0, number);
    for (std::size_t i = 0; i < it.updated.size(); ++i) {
        const MctsIteration::Update &u = it.updated[i];
        GT_ASSERT(u.visits <= std::numeric_limits<std::int32_t>::max());
        w.add(MctsBackup, LineBackUp, u.node, i == 0 ? NoNode : it.updated[i - 1].node, u.q, u.w, 0,
              std::int32_t(u.visits));
    }
}

class Mcts final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("mcts"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Monte-Carlo tree search (UCT)");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate("gt::Pseudocode",
                                        "repeat iterations times:   ▷ the search tree starts as "
                                        "the root alone"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  n ← root; while n is inner and all its children are in the search tree:"),
            QCoreApplication::translate(
                "gt::Pseudocode", "    n ← MAX: argmax Q(c) + C·√(ln N(n) / N(c)); MIN: argmin "
                                  "Q(c) − C·√(…); chance: a child drawn by P"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  if n is inner: add its leftmost child not in the tree "
                                        "(chance: a drawn one) to the tree; n ← that child"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  playout: from n move to a random child (chance: drawn by "
                                  "P) until a leaf or playout-depth moves"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  r ← the value reached (a leaf's, or the heuristic value where it stopped)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  for n and each ancestor: N ← N + 1; W ← W + r; Q ← W / N"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "return the root child with the most visits, with its Q"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm",
            "It grows a search tree one node per iteration: it selects down the tree by "
            "UCB1, adds one child, plays out to a leaf at random and backs the result up; "
            "the move played is the root child visited most.");
    }
    OptionSpecs options() const override
    {
        return {
            OptionSpec::integer(IterationsName, 100, QStringLiteral("k"),
                                QCoreApplication::translate("gt::Option",
                                                            "How many iterations (select, expand, "
                                                            "playout, back up) to run"))
                .withRange(1, 10000000),
            OptionSpec::real(CName, DefaultC, QStringLiteral("C"),
                             QCoreApplication::translate("gt::Option",
                                                         "The exploration constant of UCB1: 0 only "
                                                         "exploits, larger explores more"))
                .withRange(0, 1e6),
            seedOption(),
            OptionSpec::integer(PlayoutDepthName, QVariant(), QStringLiteral("d"),
                                QCoreApplication::translate(
                                    "gt::Option", "Stop a playout after d moves and read that "
                                                  "node's heuristic value"))
                .withRange(0, 1000000)
                .withDefaultText(QCoreApplication::translate("gt::Option", "to a leaf")),
        };
    }
    TraceFeatures features() const override { return TraceFeature::SearchTree; }
    ValueMeaning valueMeaning() const override { return ValueMeaning::Estimate; }
    QList<NodeKind> acceptedKinds() const override
    {
        return {NodeKind::Max, NodeKind::Min, NodeKind::Chance};
    }
    std::optional<TreeProblem> refusalWith(const GameTree &tree,
                                           const SearchOptions &options) const override
    {
        if (auto why = Algorithm::refusalAt(tree))
            return why;
        const int depth = options.integer(PlayoutDepthName, -1);
        if (const NodeId n = firstPlayoutStopWithoutHeuristic(tree, depth); n != NoNode)
            return TreeProblem{n, QCoreApplication::translate(
                                      "gt::Algorithm", "%1 has no heuristic value; a playout of "
                                                       "--playout-depth %2 can stop there")
                                      .arg(tree.describe(n))
                                      .arg(depth)};
        return std::nullopt;
    }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        Trace trace;
        trace.algorithm = id();
        const MctsSettings settings = mctsSettings(options);
        MctsEngine engine(tree, settings, true);
        engine.run();
        TraceWriter w(trace);
        int number = 0;
        for (const MctsIteration &it : engine.iterations())
            writeIteration(tree, it, ++number, settings.c, w);
        SearchSummary &s = trace.summary;
        const NodeId best =
            tree.kind(0) == NodeKind::Chance ? NoNode : engine.mostVisitedRootChild();
        s.value = engine.q(best == NoNode ? 0 : best);
        if (best != NoNode)
            s.bestChild = tree.childIndex(best);
        w.add(EventType::Finish, LineReturn, 0, NoNode, s.value, 0, std::uint8_t(Bound::Exact));
        s.leavesRead = engine.leaves();
        s.leavesEvaluated = std::int64_t(s.leavesRead.size());
        s.internalVisited = engine.innerVisits();
        s.pruned = engine.untouched();
        QJsonArray visits, q;
        for (NodeId c : tree.children(0)) {
            visits.append(qint64(engine.visits(c)));
            q.append(engine.visits(c) > 0 ? QJsonValue(engine.q(c)) : QJsonValue());
        }
        s.extra = {{QStringLiteral("visits"), visits}, {QStringLiteral("q"), q}};
        return trace;
    }
};

} // namespace

MctsSettings mctsSettings(const SearchOptions &options)
{
    MctsSettings s;
    s.iterations = options.integer(IterationsName, 100);
    s.c = options.real(CName, DefaultC);
    s.seed = std::uint64_t(seed(options));
    s.playoutDepth = options.integer(PlayoutDepthName, -1);
    return s;
}

const Algorithm *mctsAlgorithm()
{
    static const Mcts instance;
    return &instance;
}

} // namespace gt
