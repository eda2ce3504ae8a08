// Proof-number search (Allis 1994) as ALGORITHMS.md "Solving" fixes it: MAX is OR, MIN is AND,
// the question is whether MAX wins (or does not lose). The engine (pnsengine.h) does the
// search and records each iteration as plain data; this file describes the algorithm and turns
// the records into the generic events the stepper replays today (Enter down the most-proving
// path, ReadLeaf for each leaf generated, Finish).
#include "pnsengine.h"

#include "../algorithm.h"
#include "../searchsupport.h"

#include <QCoreApplication>
#include <QJsonArray>

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

void writeIteration(const GameTree &t, const PnsIteration &it, TraceWriter &w)
{
    auto enter = [&](NodeId n) {
        w.add(EventType::Enter, n == it.expanded ? LineExpand : LineDescend, n, NoNode, 0, 0, 0,
              t.depth(n));
    };
    enter(0);
    for (const PnsDescendStep &step : it.path)
        enter(step.chosen);
    // Each leaf generated is read and handed to the node expanded, whose "best so far" is the
    // max (OR) or min (AND) of the leaves read there: the stepper's generic frames until pns
    // has events of its own.
    const bool orNode = t.kind(it.expanded) == NodeKind::Max;
    double best = 0;
    bool any = false;
    for (const PnsNumbers &g : it.generated) {
        if (!t.isLeaf(g.node))
            continue;
        const double v = t.value(g.node);
        best = !any ? v : orNode ? std::max(best, v) : std::min(best, v);
        any = true;
        w.add(EventType::ReadLeaf, LineEvaluate, g.node, NoNode, v);
        w.add(EventType::Return, LineEvaluate, g.node, it.expanded, v, best,
              std::uint8_t(Bound::Exact));
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
    TraceFeatures features() const override { return {}; }
    ValueMeaning valueMeaning() const override { return ValueMeaning::Proof; }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override
    {
        Trace trace;
        trace.algorithm = id();
        PnsEngine engine(tree, settingsOf(options), true);
        TraceWriter w(trace);
        if (tree.isLeaf(0))
            w.add(EventType::ReadLeaf, LineStart, 0, NoNode, tree.value(0));
        engine.run();
        for (const PnsIteration &it : engine.iterations())
            writeIteration(tree, it, w);
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
