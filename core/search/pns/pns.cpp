// Proof-number search (Allis 1994) as ALGORITHMS.md "Solving" fixes it: MAX is OR, MIN is AND,
// the question is whether MAX wins (or does not lose). The engine (pnsengine.h) does the
// search and records each iteration as plain data; this file describes the algorithm and turns
// the records into its events (pnsevents.h: generate, evaluate, select, expand, update), then
// Finish.
#include "pnsengine.h"
#include "pnsevents.h"

#include "../algorithm.h"
#include "../searchsupport.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <limits>

namespace gt {

namespace {

enum Line {
    LineStart = 1,
    LineLoop = 2,
    LineDescend = 3,
    LineExpand = 4,
    LineEvaluate = 5,
    LineBackUp = 6,
    LineReturn = 7,
};

const QString GoalName = QStringLiteral("goal");
const QString WinName = QStringLiteral("win");
const QString NotLoseName = QStringLiteral("not-lose");
const QString InitName = QStringLiteral("init");
const QString OneName = QStringLiteral("1");
const QString ChildrenName = QStringLiteral("children");

PnsSettings settingsOf(const SearchOptions &options)
{
    PnsSettings s;
    s.notLose = options.choice(GoalName, WinName) == NotLoseName;
    s.childrenInit = options.choice(InitName, OneName) == ChildrenName;
    return s;
}

// An engine number as an event carries it: ∞ a real infinity.
double eventNumber(ProofNumber n)
{
    return n == ProofInfinity ? std::numeric_limits<double>::infinity() : double(n);
}

// A node generated (pnsevents.h): a leaf evaluated at once, an inner node numbered by init.
void writeGenerated(const GameTree &t, const PnsSettings &settings, const PnsNumbers &g, int line,
                    int number, TraceWriter &w)
{
    const NodeId parent = t.parent(g.node);
    if (t.isLeaf(g.node)) {
        const std::uint8_t detail = (g.pn == 0 ? 1 : 0) | (settings.notLose ? 2 : 0);
        w.add(PnsEvaluate, line == LineStart ? LineStart : LineEvaluate, g.node, parent,
              t.value(g.node), 0, detail, number);
    } else {
        w.add(PnsGenerate, line, g.node, parent, eventNumber(g.pn), eventNumber(g.dn),
              settings.childrenInit ? 1 : 0, number);
    }
}

// The events of one iteration: the descent with its reasons, the expansion, the children
// generated, and the numbers from the node expanded back up to the root.
void writeIteration(const GameTree &t, const PnsSettings &settings, const PnsIteration &it,
                    int number, TraceWriter &w)
{
    for (const PnsDescendStep &step : it.path)
        w.add(PnsSelect, LineDescend, step.node, step.chosen, eventNumber(step.number), step.ties,
              step.byProof ? 1 : 0, number);
    GT_ASSERT(it.path.empty() || it.path.back().chosen == it.expanded);
    GT_ASSERT(!it.updated.empty() && it.updated.front().node == it.expanded);
    w.add(PnsExpand, LineExpand, it.expanded, NoNode, 0, 0, 0, number);
    for (const PnsNumbers &g : it.generated)
        writeGenerated(t, settings, g, LineExpand, number, w);
    for (std::size_t i = 0; i < it.updated.size(); ++i) {
        const PnsNumbers &u = it.updated[i];
        w.add(PnsUpdate, LineBackUp, u.node, i == 0 ? NoNode : it.updated[i - 1].node,
              eventNumber(u.pn), eventNumber(u.dn), 0, number);
    }
}

class Pns final : public Algorithm {
public:
    QString id() const override { return QStringLiteral("pns"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Algorithm", "Proof-number search");
    }
    QStringList pseudocode() const override
    {
        return {
            QCoreApplication::translate(
                "gt::Pseudocode", "generate(root)   ▷ a leaf: proven (pn 0, dn ∞) or disproven "
                                  "(pn ∞, dn 0); inner: pn, dn by init"),
            QCoreApplication::translate("gt::Pseudocode", "while pn(root) ≠ 0 and dn(root) ≠ 0:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  n ← root; while n is expanded: n ← its child with the "
                                        "smallest pn (OR = MAX) or dn (AND = MIN)"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  expand(n): generate its children left to right"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "    a leaf is evaluated at once: proven or disproven by the goal"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  for n and each ancestor: OR: pn ← min pn, dn ← Σ dn; AND: "
                                  "pn ← Σ pn, dn ← min dn"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "return proven (pn(root) = 0) or disproven (dn(root) = 0)"),
        };
    }
    QString introduction() const override
    {
        return QCoreApplication::translate(
            "gt::Algorithm",
            "It reads MAX nodes as OR and MIN nodes as AND and asks whether MAX wins: it keeps "
            "proof and disproof numbers, expands the most-proving node each time and stops "
            "when the root is proven or disproven.");
    }
    OptionSpecs options() const override
    {
        return {
            OptionSpec::choice(GoalName, {WinName, NotLoseName},
                               QCoreApplication::translate(
                                   "gt::Option", "What a leaf proves: a value above 0 (win) "
                                                 "or at least 0 (not-lose)")),
            OptionSpec::choice(InitName, {OneName, ChildrenName},
                               QCoreApplication::translate(
                                   "gt::Option", "A new inner node's numbers: pn = dn = 1, or "
                                                 "from its number of children (children)")),
        };
    }
    TraceFeatures features() const override { return TraceFeature::ProofNumbers; }
    ValueMeaning valueMeaning() const override { return ValueMeaning::Proof; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        Trace trace;
        trace.algorithm = id();
        const PnsSettings settings = settingsOf(options);
        PnsEngine engine(tree, settings, true);
        TraceWriter w(trace);
        writeGenerated(tree, settings, {0, engine.pn(0), engine.dn(0)}, LineStart, 0, w);
        engine.run();
        int number = 0;
        for (const PnsIteration &it : engine.iterations())
            writeIteration(tree, settings, it, ++number, w);
        SearchSummary &s = trace.summary;
        s.value = engine.proven() ? 1 : 0;
        w.add(EventType::Finish, LineReturn, 0, NoNode, s.value, 0, std::uint8_t(Bound::Exact));
        if (const NodeId best = engine.bestRootChild(); best != NoNode)
            s.bestChild = tree.childIndex(best);
        s.leavesRead = engine.leaves();
        s.leavesEvaluated = std::int64_t(s.leavesRead.size());
        s.internalVisited = std::int64_t(engine.expanded().size());
        s.pruned = engine.neverGenerated();
        QJsonArray expanded;
        for (NodeId n : engine.expanded())
            expanded.append(n);
        s.extra = {{QStringLiteral("proof"),
                    engine.proven() ? QStringLiteral("proven") : QStringLiteral("disproven")},
                   {QStringLiteral("expanded"), expanded}};
        return trace;
    }
};

} // namespace

const Algorithm *pnsAlgorithm()
{
    static const Pns instance;
    return &instance;
}

} // namespace gt
