// The convergence of MCTS as series (mctsconvergence.h): the engine's iteration records
// replayed into each root child's N and Q, and an exhaustive search for the values they should
// approach.
#include "mctsconvergence.h"
#include "mctsevents.h"

#include "../exhaustive/exhaustive.h"

#include <cmath>
#include <limits>

namespace gt {

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

// Every root child's exact value from one full traversal: minimax on MAX/MIN trees, and with
// chance nodes the probability-weighted sums of expectiminimax (minimax alone has no value for
// them). A child's value is what it hands its parent, the root: a Return to a MAX/MIN root or a
// ChanceAdd to a chance root.
std::vector<double> exactChildValues(const GameTree &tree)
{
    std::vector<double> values(std::size_t(tree.childCount(0)), NaN);
    if (tree.isLeaf(0))
        return values;
    const Trace t = runExhaustive(tree, -1, ExhaustiveRules{}, QStringLiteral("expectiminimax"));
    for (const TraceEvent &e : t.events) {
        if ((e.type == EventType::Return || e.type == EventType::ChanceAdd) && e.other == 0)
            values[std::size_t(tree.childIndex(e.node))] = e.a;
    }
    return values;
}

} // namespace

MctsConvergence mctsConvergence(const GameTree &tree, const SearchOptions &options, int maxPoints)
{
    MctsConvergence out;
    const MctsSettings settings = mctsSettings(options);
    out.iterations = settings.iterations;
    const int k = tree.childCount(0);
    for (int i = 0; i < k; ++i)
        out.children.push_back(tree.child(0, i));
    out.visits.resize(std::size_t(k));
    out.q.resize(std::size_t(k));
    out.reference = exactChildValues(tree);
    if (k == 0)
        return out;

    MctsEngine engine(tree, settings, true);
    engine.run();
    const std::vector<MctsIteration> &its = engine.iterations();
    Q_ASSERT(int(its.size()) == settings.iterations);
    const int stride = std::max(1, (settings.iterations + maxPoints - 1) / std::max(1, maxPoints));
    std::vector<std::int64_t> n(std::size_t(k), 0);
    std::vector<double> q(std::size_t(k), NaN);
    for (std::size_t it = 0; it < its.size(); ++it) {
        // The back-up runs from the added child to the root: the entry before the root's is the
        // root child the iteration went through (none when the root is a leaf).
        const std::vector<MctsIteration::Update> &up = its[it].updated;
        if (up.size() >= 2) {
            const MctsIteration::Update &u = up[up.size() - 2];
            const auto i = std::size_t(tree.childIndex(u.node));
            n[i] = u.visits;
            q[i] = u.q;
        }
        const int done = int(it) + 1;
        if (done % stride != 0 && done != settings.iterations)
            continue;
        out.iteration.push_back(done);
        for (std::size_t i = 0; i < std::size_t(k); ++i) {
            out.visits[i].push_back(n[i]);
            out.q[i].push_back(q[i]);
        }
    }
    return out;
}

MctsConvergence mctsConvergence(const GameTree &tree, const Trace &trace, int maxPoints)
{
    MctsConvergence out;
    const std::vector<int> ends = mctsIterationEnds(trace);
    out.iterations = int(ends.size());
    const int k = tree.childCount(0);
    for (int i = 0; i < k; ++i)
        out.children.push_back(tree.child(0, i));
    out.visits.resize(std::size_t(k));
    out.q.resize(std::size_t(k));
    out.reference = exactChildValues(tree);
    if (k == 0)
        return out;
    const int stride = std::max(1, (out.iterations + maxPoints - 1) / std::max(1, maxPoints));
    std::vector<std::int64_t> n(std::size_t(k), 0);
    std::vector<double> q(std::size_t(k), NaN);
    int done = 0;
    for (std::size_t s = 0; s < trace.events.size(); ++s) {
        const TraceEvent &e = trace.events[s];
        if (e.type != MctsBackup)
            continue;
        if (e.node != 0) {
            if (tree.parent(e.node) == 0) { // a root child's N and Q after this iteration
                const auto i = std::size_t(tree.childIndex(e.node));
                n[i] = e.aux;
                q[i] = e.a;
            }
            continue;
        }
        ++done; // the root's update closes the iteration (mctsIterationEnds)
        if (done % stride != 0 && done != out.iterations)
            continue;
        out.iteration.push_back(done);
        for (std::size_t i = 0; i < std::size_t(k); ++i) {
            out.visits[i].push_back(n[i]);
            out.q[i].push_back(q[i]);
        }
    }
    return out;
}

bool hasMctsConvergence(const Trace &trace)
{
    // The search tree with visit counts is what only MCTS grows (TraceFeature::SearchTree).
    return trace.features.testFlag(TraceFeature::SearchTree);
}

std::vector<int> mctsIterationEnds(const Trace &trace)
{
    // Every iteration's back-up ends with the root's update (mctsevents.h), and nothing else
    // in an mcts trace backs up the root.
    std::vector<int> ends;
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events[i];
        if (e.type == MctsBackup && e.node == 0)
            ends.push_back(int(i) + 1);
    }
    return ends;
}

std::vector<std::vector<int>> mctsRootVisitSteps(const GameTree &tree, const Trace &trace)
{
    std::vector<std::vector<int>> steps(std::size_t(tree.childCount(tree.root())));
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events[i];
        if (e.type != MctsBackup || e.node == tree.root() || tree.parent(e.node) != tree.root())
            continue;
        std::vector<int> &child = steps[std::size_t(tree.childIndex(e.node))];
        child.push_back(int(i) + 1);
        Q_ASSERT(e.aux == int(child.size())); // a back-up adds one visit
    }
    return steps;
}

} // namespace gt
