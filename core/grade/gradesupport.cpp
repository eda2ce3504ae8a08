#include "gradesupport.h"

#include "../trace/annotations.h"
#include "../trace/eventquery.h"
#include "../trace/narration.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gt::grade {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::grade", text);
}

bool sameNumber(double answer, double expected, const GradeOptions &options)
{
    if (std::isinf(expected) || std::isinf(answer))
        return answer == expected;
    if (std::isnan(answer) || std::isnan(expected))
        return false;
    return std::abs(answer - expected) <= options.tolerance * std::max(1.0, std::abs(expected));
}

bool sameValue(const ValueClaim &answer, const ValueClaim &expected, const GradeOptions &options)
{
    if (!sameNumber(answer.value, expected.value, options))
        return false;
    const bool expectedBound = expected.bound == Bound::Lower || expected.bound == Bound::Upper;
    switch (answer.bound) {
    case Bound::None: return true;
    case Bound::Exact: return !expectedBound;
    default: return answer.bound == expected.bound;
    }
}

QString nodeWords(const GameTree &tree, NodeId n)
{
    if (!tree.isLeaf(n) || hasOwnLabel(tree, n) || n == tree.root())
        return placeLabel(tree, n);
    return tr("node %1 (leaf %2, %3)").arg(n).arg(formatValue(tree.value(n)), placeWords(tree, n));
}

QString rootFormula(const GameTree &tree, const Trace &trace,
                    const std::vector<NodeOutcome> &outcome)
{
    const NodeId root = tree.root();
    if (root == NoNode || tree.isLeaf(root) || !outcome[std::size_t(root)].value)
        return {};
    const NodeKind kind = tree.kind(root);
    const bool averages =
        kind == NodeKind::Chance ||
        (kind == NodeKind::Min && trace.features.testFlag(TraceFeature::AveragesMin));
    QStringList terms;
    for (int i = 0; i < tree.childCount(root); ++i) {
        const NodeId c = tree.child(root, i);
        const auto &v = outcome[std::size_t(c)].value;
        const QString value = v ? boundWords(v->bound, v->value) : tr("pruned");
        if (averages)
            terms << QStringLiteral("%1·%2").arg(formatProbability(tree.childProbability(root, i)),
                                                 v ? formatValue(v->value) : value);
        else
            terms << (v && v->bound != Bound::Lower && v->bound != Bound::Upper
                          ? QStringLiteral("%1 = %2").arg(nodeLabel(tree, c), value)
                          : QStringLiteral("%1 %2").arg(nodeLabel(tree, c), value));
    }
    const ValueClaim &r = *outcome[std::size_t(root)].value;
    const QString body =
        averages ? terms.join(QStringLiteral(" + "))
                 : QStringLiteral("%1(%2)").arg(kind == NodeKind::Max ? QStringLiteral("max")
                                                                      : QStringLiteral("min"),
                                                terms.join(QStringLiteral(", ")));
    return QStringLiteral("%1 = %2 = %3").arg(nodeLabel(tree, root), body, formatValue(r.value));
}

std::vector<int> firstVisitSteps(const GameTree &tree, const Trace &trace)
{
    std::vector<int> first(std::size_t(tree.size()), 0);
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events[i];
        const NodeId n = visitedNode(e);
        if (n != NoNode && first[std::size_t(n)] == 0)
            first[std::size_t(n)] = int(i) + 1;
        if (e.type == EventType::Expand) { // B*: what an expansion generates is not pruned
            for (NodeId c : tree.children(e.node)) {
                if (first[std::size_t(c)] == 0)
                    first[std::size_t(c)] = int(i) + 1;
            }
        }
    }
    return first;
}

int lastStep(const Trace &trace)
{
    return int(trace.events.size());
}

QString whyVisited(const GameTree &tree, const Trace &trace, int step, NodeId node)
{
    if (step <= 0)
        return {};
    if (trace.summary.pruned.empty())
        return tr("%1 prunes nothing on this tree: every node is visited, %2 too.")
            .arg(trace.algorithm, nodeWords(tree, node));
    const NodeId parent = tree.parent(node);
    if (parent != NoNode && trace.features.testFlag(TraceFeature::Window)) {
        // The parent's window at the moment: its last Enter or Tighten before the step.
        for (int i = step - 2; i >= 0; --i) {
            const TraceEvent &e = trace.events[std::size_t(i)];
            if (e.node != parent || e.type == EventType::PassStart)
                continue;
            if ((e.type == EventType::Enter && hasWindow(e)) || e.type == EventType::Tighten)
                return tr("At %1 the window is (α = %2, β = %3) and no cut-off has ended its "
                          "search, so %4 is searched.")
                    .arg(placeLabel(tree, parent), formatWindowEnd(e.a), formatWindowEnd(e.b),
                         nodeWords(tree, node));
            if (e.type == EventType::Enter)
                break;
        }
    }
    // SSS*: the take off OPEN that leads to the visit says why.
    if (step >= 2 && trace.events[std::size_t(step) - 2].type == EventType::SssTake)
        return narrate(tree, trace, step - 2);
    return narrate(tree, trace, step - 1);
}

void Findings::add(int step, NodeId node, const QString &difference, const QString &rule,
                   TextPos where)
{
    m_all.push_back(Verdict{false, step, node, difference, rule, where});
}

bool Findings::wouldLead(int step) const
{
    if (m_all.empty())
        return true;
    const int lead = first().step;
    return step != 0 && (lead == 0 || step < lead);
}

Verdict Findings::first() const
{
    if (m_all.empty())
        return {};
    // The earliest step; a difference no step decides (0) comes after every step.
    auto key = [](const Verdict &v) {
        return v.step == 0 ? std::numeric_limits<int>::max() : v.step;
    };
    return *std::min_element(
        m_all.begin(), m_all.end(),
        [&key](const Verdict &a, const Verdict &b) { return key(a) < key(b); });
}

Verdict wrongAt(const GameTree &tree, const Trace &trace, int step, NodeId node,
                const QString &difference, TextPos where)
{
    return Verdict{
        false, step, node, difference, step > 0 ? narrate(tree, trace, step - 1) : QString(),
        where};
}

} // namespace gt::grade

namespace gt::grade {

NameIndex::NameIndex(const GameTree &tree)
{
    auto add = [](QHash<QString, NodeId> &map, const QString &key, NodeId n) {
        if (key.isEmpty())
            return;
        const auto it = map.find(key);
        if (it == map.end())
            map.insert(key, n);
        else
            *it = Several;
    };
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.hasNames())
            add(m_names, tree.name(n), n);
        if (tree.hasLabels())
            add(m_labels, tree.label(n), n);
    }
}

NodeId NameIndex::find(const QString &name, bool *ambiguous) const
{
    NodeId found = m_names.value(name, NoNode);
    if (found == NoNode)
        found = m_labels.value(name, NoNode);
    if (ambiguous)
        *ambiguous = found == Several;
    return found == Several ? NoNode : found;
}

std::optional<double> parseNumber(QString text)
{
    text = text.trimmed();
    text.replace(QChar(0x2212), u'-').replace(QStringLiteral("∞"), QStringLiteral("inf"));
    const QString lower = text.toLower();
    for (const QString &sign : {QString(), QStringLiteral("+"), QStringLiteral("-")}) {
        if (lower == sign + QStringLiteral("inf") || lower == sign + QStringLiteral("infinity"))
            return sign == QLatin1String("-") ? -std::numeric_limits<double>::infinity()
                                              : std::numeric_limits<double>::infinity();
    }
    bool ok = false;
    const qsizetype slash = text.indexOf(u'/');
    if (slash > 0) { // a fraction: 1/3
        const double num = text.left(slash).toDouble(&ok);
        if (!ok)
            return std::nullopt;
        const double den = text.mid(slash + 1).toDouble(&ok);
        if (!ok || den == 0)
            return std::nullopt;
        return num / den;
    }
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace gt::grade
