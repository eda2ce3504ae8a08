// The one explicit list of built-in algorithms, what is derived from all of them together,
// and the validated entry point.
#include "algorithm.h"
#include "commonoptions.h"
#include "searchsupport.h"

#include "../trace/eventkind.h"
#include "../tree/validate.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace gt {

// The one list of algorithms, in menu order: one line each. Each file defines
// `const Algorithm *<name>Algorithm()`; the list declares and calls it, so adding an algorithm
// is its file and one line here.
// clang-format off
#define GT_ALGORITHMS(X) \
    X(minimax)           \
    X(minimaxBfs)        \
    X(alphaBeta)         \
    X(negamax)           \
    X(aspiration)        \
    X(negaScout)         \
    X(pvs)               \
    X(iterativeDeepening) \
    X(mtdf)              \
    X(mtSss)             \
    X(mtDual)            \
    X(sss)               \
    X(dual)              \
    X(expectimax)        \
    X(expectiminimax)    \
    X(star1)             \
    X(star2)             \
    X(bstar)             \
    X(mcts)              \
    X(pns)               \
    /* the list ends here: every line above ends with a backslash */
// clang-format on

#define GT_DECLARE_ALGORITHM(name) const Algorithm *name##Algorithm();
GT_ALGORITHMS(GT_DECLARE_ALGORITHM)
#undef GT_DECLARE_ALGORITHM

// The families' event kinds, one line each: every family's folder defines
// `void add<Family>EventKinds(EventKindTable &)` (core/trace/eventkind.h) with the kinds of the
// events only it emits. A family that emits only events others declare (the window searches,
// those of core/trace) needs no line.
// clang-format off
#define GT_EVENT_FAMILIES(X) \
    X(Sss)                   \
    X(Bstar)                 \
    X(BreadthFirst)          \
    X(Star)                  \
    X(Sampling)              \
    X(Deepening)             \
    X(Table)                 \
    X(Mcts)                  \
    X(Pns)                   \
    /* the list ends here: every line above ends with a backslash */
// clang-format on

#define GT_DECLARE_EVENT_FAMILY(name) void add##name##EventKinds(EventKindTable &table);
GT_EVENT_FAMILIES(GT_DECLARE_EVENT_FAMILY)
#undef GT_DECLARE_EVENT_FAMILY

void registerBuiltinEventKinds()
{
    // Built and installed once, on the first call (thread-safe), never by a static
    // initialiser: the order of the families' files cannot matter.
    static const bool installed = [] {
        static EventKindTable table;
        addCommonEventKinds(table);
#define GT_ADD_EVENT_FAMILY(name) add##name##EventKinds(table);
        GT_EVENT_FAMILIES(GT_ADD_EVENT_FAMILY)
#undef GT_ADD_EVENT_FAMILY
        installEventKinds(&table);
        return true;
    }();
    Q_UNUSED(installed);
}

const std::vector<const Algorithm *> &algorithms()
{
#define GT_LIST_ALGORITHM(name) name##Algorithm(),
    static const std::vector<const Algorithm *> list = {GT_ALGORITHMS(GT_LIST_ALGORITHM)};
#undef GT_LIST_ALGORITHM
    registerBuiltinEventKinds(); // before any trace of theirs is replayed, narrated or written
    return list;
}

namespace {

// "max and min", "max, min and chance".
QString kindList(const QList<NodeKind> &kinds)
{
    QStringList names;
    for (NodeKind k : kinds)
        names << kindName(k);
    const QString last = names.isEmpty() ? QString() : names.takeLast();
    return names.isEmpty() ? last
                           : names.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

bool sameSpec(const OptionSpec &a, const OptionSpec &b)
{
    return a.name == b.name && a.type == b.type && a.defaultValue == b.defaultValue &&
           a.defaultText == b.defaultText && a.min == b.min && a.max == b.max &&
           a.choices == b.choices && a.valueName == b.valueName && a.help == b.help &&
           a.documentKey == b.documentKey;
}

} // namespace

std::optional<TreeProblem> Algorithm::refusalAt(const GameTree &tree) const
{
    const QList<NodeKind> kinds = acceptedKinds();
    // A flag for each kind: the window asks every algorithm about a new tree, and asking the
    // list at every node of a million took a twentieth of a second (issue 29).
    std::array<bool, 4> accepted{};
    for (const NodeKind k : kinds)
        accepted.at(std::size_t(k)) = true;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (accepted[std::size_t(tree.kind(n))] || tree.isLeaf(n))
            continue;
        QString why =
            QCoreApplication::translate("gt::Algorithm",
                                        "%1 is a %2 node; %3 searches only %4 nodes")
                .arg(tree.describe(n), kindName(tree.kind(n)), displayName(), kindList(kinds));
        if (const Algorithm *other = suggestedAlgorithm(tree))
            why += QStringLiteral(": use %1").arg(other->id());
        return TreeProblem{n, why};
    }
    return std::nullopt;
}

std::optional<TreeProblem> Algorithm::refusalWith(const GameTree &tree, const SearchOptions &) const
{
    return refusalAt(tree);
}

QStringList Algorithm::pseudocodeFor(const SearchOptions &) const
{
    return pseudocode();
}

std::optional<QString> Algorithm::refusal(const GameTree &tree) const
{
    const std::optional<TreeProblem> why = refusalAt(tree);
    return why ? std::optional<QString>(why->message) : std::nullopt;
}

const Algorithm *findAlgorithm(const QString &id)
{
    for (const Algorithm *a : algorithms()) {
        if (a->id() == id)
            return a;
    }
    return nullptr;
}

QString defaultAlgorithmId()
{
    return algorithms().front()->id();
}

std::vector<const Algorithm *> comparisonOrder()
{
    static const char *const classics[] = {"alphabeta", "sss",        "mtdf",
                                           "minimax",   "expectimax", "expectiminimax"};
    std::vector<const Algorithm *> order;
    for (const char *id : classics) {
        if (const Algorithm *a = findAlgorithm(QLatin1String(id)))
            order.push_back(a);
    }
    for (const Algorithm *a : algorithms()) {
        if (std::find(order.begin(), order.end(), a) == order.end())
            order.push_back(a);
    }
    return order;
}

QString algorithmIdList()
{
    QStringList ids;
    for (const Algorithm *a : algorithms())
        ids << a->id();
    return ids.join(QStringLiteral(", "));
}

const OptionSpecs &allAlgorithmOptions()
{
    static const OptionSpecs list = [] {
        OptionSpecs out;
        auto add = [&out](const OptionSpec &spec) {
            const OptionSpec *known = findOption(out, spec.name);
            Q_ASSERT_X(!known || sameSpec(*known, spec), "allAlgorithmOptions",
                       qPrintable(QCoreApplication::translate(
                                      "gt::Algorithm", "two algorithms declare --%1 differently")
                                      .arg(spec.name)));
            if (!known)
                out.push_back(spec);
        };
        for (const OptionSpec &spec : commonOptions()) {
            if (!algorithmsWithOption(spec.name).empty())
                add(spec);
        }
        for (const Algorithm *a : algorithms()) {
            for (const OptionSpec &spec : a->options())
                add(spec);
        }
        return out;
    }();
    return list;
}

std::vector<const Algorithm *> algorithmsWithOption(const QString &name)
{
    std::vector<const Algorithm *> out;
    for (const Algorithm *a : algorithms()) {
        if (findOption(a->options(), name))
            out.push_back(a);
    }
    return out;
}

const Algorithm *suggestedAlgorithm(const GameTree &tree)
{
    QList<NodeKind> present;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.isLeaf(n) && !present.contains(tree.kind(n)))
            present << tree.kind(n);
    }
    for (const Algorithm *a : algorithms()) {
        if (a->features() & TraceFeature::AveragesMin)
            continue;
        const QList<NodeKind> kinds = a->acceptedKinds();
        if (std::all_of(present.begin(), present.end(),
                        [&kinds](NodeKind k) { return kinds.contains(k); }))
            return a;
    }
    return nullptr;
}

std::optional<Trace> search(const GameTree &tree, const QString &algorithmId,
                            const SearchOptions &options, QString *error, NodeId *errorNode)
{
    auto fail = [error, errorNode](const QString &why,
                                   NodeId node = NoNode) -> std::optional<Trace> {
        if (error)
            *error = why;
        if (errorNode)
            *errorNode = node;
        return std::nullopt;
    };
    const Algorithm *algorithm = findAlgorithm(algorithmId);
    if (!algorithm)
        return fail(
            QCoreApplication::translate("gt::Algorithm", "unknown algorithm '%1' (known: %2)")
                .arg(algorithmId, algorithmIdList()));
    const auto problems = validateTree(tree);
    if (!problems.empty())
        return fail(problems.front().message, problems.front().node);
    if (const auto why = algorithm->refusalWith(tree, options))
        return fail(why->message, why->node);
    if (findOption(algorithm->options(), depthOption().name)) {
        if (const auto why = depthLimitProblem(tree, depthLimit(options)))
            return fail(why->message, why->node);
    }
    Trace trace = algorithm->run(tree, options);
    trace.features |= algorithm->features(); // and what the options turned on (--tt)
    // Validation bounds every value (MaxAbsValue), so no search can reach ±∞ or NaN; should
    // one ever do, it is refused here rather than shown as "inf" or an empty value.
    if (const NodeId n = firstNonFiniteValue(trace); n != NoNode) {
        Q_ASSERT_X(false, "search", "a search computed a value that is not finite");
        return fail(QCoreApplication::translate(
                        "gt::Algorithm", "internal error: %1 computed a value for %2 that is not a "
                                         "finite number")
                        .arg(algorithm->displayName(), tree.describe(n)),
                    n);
    }
    return trace;
}

} // namespace gt
