#include "leaftransform.h"

#include "../io/numbertext.h"
#include "../search/algorithm.h"
#include "../trace/annotations.h"
#include "../trace/eventquery.h"
#include "../tree/validate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gt {

namespace {

LeafTransform refuse(const QString &why, NodeId node = NoNode)
{
    LeafTransform t;
    t.edit.error = why;
    t.errorNode = node;
    return t;
}

// Every value the map applies to, by reference into the draft: a node's value (leaf or
// heuristic) and its interval's bounds.
template <typename F> void forEachValue(TreeDraft &draft, F &&f)
{
    for (std::size_t i = 0; i < draft.nodes.size(); ++i) {
        DraftNode &d = draft.nodes[i];
        const auto n = NodeId(i); // toDraft() lists the nodes by id
        for (double *v : {&d.value, &d.pess, &d.opt}) {
            if (!std::isnan(*v))
                f(n, *v);
        }
    }
}

// The dense ranks of the distinct values of `draft`, ascending: rank(v) = 1 + the index of v.
std::vector<double> distinctValues(TreeDraft &draft)
{
    std::vector<double> values;
    forEachValue(draft, [&values](NodeId, double &v) { values.push_back(v); });
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

double apply(const LeafMap &map, double x, const std::vector<double> &ranks)
{
    switch (map.kind) {
    case LeafMapKind::Square: return x * x;
    case LeafMapKind::SignedSquare: return x * std::abs(x);
    case LeafMapKind::Exp2: return std::exp2(x);
    case LeafMapKind::Affine: return map.a * x + map.b;
    case LeafMapKind::Rank:
        return double(std::lower_bound(ranks.begin(), ranks.end(), x) - ranks.begin() + 1);
    }
    return x;
}

QString number(double v)
{
    return formatNumber(v);
}

// Issue 27: a map that is monotone on the reals need not be on doubles. affine:5e-324:0 sends 1
// and 1.4 both to 5e-324, affine:1:1e14 sends 1 and 1.0000001 to one double: two values the
// tree tells apart become a tie, and a decision "changes" that no monotone map can change. So
// every pair of neighbouring distinct values must stay apart, in the map's direction; the
// first pair that does not is named. Empty: the map keeps the order.
QString orderLost(const GameTree &tree, TreeDraft &draft, const LeafMap &map,
                  const std::vector<double> &ranks, NodeId *where)
{
    std::vector<std::pair<double, NodeId>> values;
    forEachValue(draft, [&values](NodeId n, double &v) { values.emplace_back(v, n); });
    std::sort(values.begin(), values.end());
    const bool reverses = map.kind == LeafMapKind::Affine && map.a < 0;
    for (std::size_t i = 1; i < values.size(); ++i) {
        const auto [x0, n0] = values[i - 1];
        const auto [x1, n1] = values[i];
        if (x0 == x1)
            continue;
        const double y0 = apply(map, x0, ranks), y1 = apply(map, x1, ranks);
        if (reverses ? y0 > y1 : y0 < y1)
            continue;
        *where = n0;
        return QCoreApplication::translate(
                   "gt::LeafTransform",
                   "%1 has the value %2 and %3 the value %4, but %5 gives %6 and %7: computed "
                   "in double precision the map is not strictly monotone on this tree's values, "
                   "so it would turn a difference into a tie (or reverse it) and could change a "
                   "decision that a monotone map cannot; choose a map whose results stay apart")
            .arg(tree.describe(n0), number(x0), tree.describe(n1), number(x1), leafMapFormula(map),
                 number(y0), number(y1));
    }
    return {};
}

} // namespace

std::optional<LeafMap> parseLeafMap(const QString &text, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<LeafMap> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString t = text.trimmed();
    if (t == QLatin1String("square"))
        return LeafMap{LeafMapKind::Square};
    if (t == QLatin1String("signed-square"))
        return LeafMap{LeafMapKind::SignedSquare};
    if (t == QLatin1String("exp2"))
        return LeafMap{LeafMapKind::Exp2};
    if (t == QLatin1String("rank"))
        return LeafMap{LeafMapKind::Rank};
    if (t.startsWith(QLatin1String("affine:"))) {
        const QStringList parts = t.split(QLatin1Char(':'));
        if (parts.size() != 3)
            return fail(
                QCoreApplication::translate("gt::LeafTransform",
                                            "'%1': write the affine map as affine:A:B (a·x + b)")
                    .arg(t));
        LeafMap map{LeafMapKind::Affine};
        double *coefficient[2] = {&map.a, &map.b};
        for (int i = 0; i < 2; ++i) {
            QString why;
            const auto v = parseNumber(parts[i + 1], &why);
            if (!v)
                return fail(QStringLiteral("'%1' in '%2' %3").arg(parts[i + 1], t, why));
            *coefficient[i] = *v;
        }
        if (map.a == 0)
            return fail(
                QCoreApplication::translate(
                    "gt::LeafTransform", "'%1': a = 0 maps every value to b, which is not monotone")
                    .arg(t));
        return map;
    }
    return fail(QCoreApplication::translate(
                    "gt::LeafTransform",
                    "unknown map '%1': use square, signed-square, exp2, affine:A:B or "
                    "rank")
                    .arg(t));
}

QString leafMapFormula(const LeafMap &map)
{
    switch (map.kind) {
    case LeafMapKind::Square: return QStringLiteral("x²");
    case LeafMapKind::SignedSquare: return QStringLiteral("x·|x|");
    case LeafMapKind::Exp2: return QStringLiteral("2^x");
    case LeafMapKind::Affine: {
        const QString ax = map.a == 1    ? QStringLiteral("x")
                           : map.a == -1 ? QStringLiteral("-x")
                                         : number(map.a) + QStringLiteral("·x");
        if (map.b == 0)
            return ax;
        return ax + (map.b < 0 ? QStringLiteral(" − ") : QStringLiteral(" + ")) +
               number(std::abs(map.b));
    }
    case LeafMapKind::Rank: return QStringLiteral("rank");
    }
    return {};
}

LeafTransform transformLeafValues(const GameTree &tree, const LeafMap &map)
{
    if (tree.isEmpty())
        return refuse(QCoreApplication::translate("gt::LeafTransform", "the tree is empty"));
    if (map.kind == LeafMapKind::Affine && (!std::isfinite(map.a) || !std::isfinite(map.b)))
        return refuse(
            QCoreApplication::translate("gt::LeafTransform", "a and b must be finite numbers"));
    if (map.kind == LeafMapKind::Affine && map.a == 0)
        return refuse(QCoreApplication::translate(
            "gt::LeafTransform", "a = 0 maps every value to b, which is not monotone"));
    TreeDraft draft = tree.toDraft();
    const std::vector<double> ranks =
        map.kind == LeafMapKind::Rank ? distinctValues(draft) : std::vector<double>{};
    NodeId badNode = NoNode;
    QString why;
    TreeDraft original = draft; // for the order check, once every value is known to map
    forEachValue(draft, [&](NodeId n, double &v) {
        if (badNode != NoNode)
            return;
        if (map.kind == LeafMapKind::Square && v < 0) {
            badNode = n;
            why = QCoreApplication::translate(
                      "gt::LeafTransform",
                      "%1 has the value %2: x² is monotone only on values ≥ 0 (it "
                      "would put %2 above smaller positive values); use x·|x| "
                      "(signed-square), or shift the values first with an affine map")
                      .arg(tree.describe(n), number(v));
            return;
        }
        const double y = apply(map, v, ranks);
        // The largest value a tree may hold; beyond it (and at inf) the tree would not validate.
        if (!(std::abs(y) <= MaxAbsValue)) {
            badNode = n;
            why = QCoreApplication::translate(
                      "gt::LeafTransform",
                      "%1: %2 for the value %3 is beyond the largest value a tree may "
                      "hold (±%4)")
                      .arg(tree.describe(n), leafMapFormula(map), number(v), number(MaxAbsValue));
            return;
        }
        // 2^x underflows to 0 below x = -1074: distinct values would tie, and order is lost.
        if (map.kind == LeafMapKind::Exp2 && y == 0) {
            badNode = n;
            why = QCoreApplication::translate(
                      "gt::LeafTransform", "%1: 2^x for the value %2 is too small to tell from 0")
                      .arg(tree.describe(n), number(v));
            return;
        }
        v = y;
    });
    if (badNode != NoNode)
        return refuse(why, badNode);
    if (const QString lost = orderLost(tree, original, map, ranks, &badNode); !lost.isEmpty())
        return refuse(lost, badNode);
    if (map.kind == LeafMapKind::Affine && map.a < 0) {
        // The bounds of an interval swap, so that pess <= opt still holds.
        for (DraftNode &d : draft.nodes) {
            if (!std::isnan(d.pess) && !std::isnan(d.opt))
                std::swap(d.pess, d.opt);
        }
    }
    LeafTransform t;
    QString error;
    t.edit.tree = GameTree::fromDraft(draft, &error);
    if (t.edit.tree.isEmpty())
        return refuse(error);
    t.edit.oldToNew.resize(std::size_t(tree.size()));
    std::iota(t.edit.oldToNew.begin(), t.edit.oldToNew.end(), NodeId(0));
    t.edit.change = TreeChange::Values;
    t.edit.ok = true;
    if (map.kind == LeafMapKind::Affine && map.a < 0)
        t.warning = QCoreApplication::translate(
            "gt::LeafTransform", "a < 0 reverses the order of the values: every max node now "
                                 "prefers what it avoided, so minimax's decision may change "
                                 "too");
    return t;
}

namespace {

// One algorithm's value and best root child on `tree`, ties included; nullopt with *error.
std::optional<DecisionChange> decide(const GameTree &tree, const Algorithm &algorithm,
                                     QString *error)
{
    const auto trace = search(tree, algorithm.id(), SearchOptions{}, error);
    if (!trace)
        return std::nullopt;
    DecisionChange d;
    d.algorithm = algorithm.displayName();
    d.algorithmId = algorithm.id();
    d.valueBefore = trace->summary.value;
    d.bestBefore = trace->summary.bestChild;
    if (d.bestBefore) { // every root child's value, from the events that finish them
        std::vector<double> childValue(std::size_t(tree.childCount(0)), std::nan(""));
        for (const TraceEvent &e : trace->events) {
            const auto f = finishedBy(e);
            if (f && f->node != 0 && tree.parent(f->node) == 0)
                childValue[std::size_t(tree.childIndex(f->node))] = f->value;
        }
        const double best = childValue[std::size_t(*d.bestBefore)];
        for (std::size_t i = 0; i < childValue.size(); ++i) {
            if (int(i) != *d.bestBefore && childValue[i] == best)
                d.tiedBefore = true;
        }
    }
    return d;
}

const Algorithm *averagingAlgorithm()
{
    for (const Algorithm *a : algorithms()) {
        if (a->features() & TraceFeature::AveragesMin)
            return a;
    }
    return nullptr;
}

} // namespace

DecisionComparison compareDecisions(const GameTree &before, const GameTree &after)
{
    DecisionComparison out;
    std::vector<const Algorithm *> list;
    for (const Algorithm *a : {suggestedAlgorithm(before), averagingAlgorithm()}) {
        if (a && std::find(list.begin(), list.end(), a) == list.end())
            list.push_back(a);
    }
    for (const Algorithm *a : list) {
        auto was = decide(before, *a, &out.error);
        auto now = was ? decide(after, *a, &out.error) : std::nullopt;
        if (!now) {
            out.rows.clear();
            return out;
        }
        DecisionChange row = *was;
        row.valueAfter = now->valueBefore;
        row.bestAfter = now->bestBefore;
        row.tiedAfter = now->tiedBefore;
        out.rows.push_back(row);
    }
    return out;
}

QString rootMoveName(const GameTree &tree, int index)
{
    if (tree.isEmpty() || index < 0 || index >= tree.childCount(0))
        return QStringLiteral("none");
    const NodeId c = tree.child(0, index);
    if (!tree.label(c).isEmpty())
        return tree.label(c);
    if (!tree.name(c).isEmpty())
        return tree.name(c);
    if (tree.childCount(0) == 2)
        return index == 0 ? QStringLiteral("left") : QStringLiteral("right");
    return QStringLiteral("move %1").arg(index + 1);
}

QString comparisonSentence(const GameTree &tree, const DecisionComparison &comparison)
{
    if (!comparison.error.isEmpty())
        return QCoreApplication::translate("gt::LeafTransform", "Cannot compare: %1.")
            .arg(comparison.error);
    QStringList sentences;
    for (const DecisionChange &row : comparison.rows) {
        if (!row.bestBefore) {
            sentences << QCoreApplication::translate(
                             "gt::LeafTransform",
                             "%1's value goes from %2 to %3 (the root has no move to "
                             "choose).")
                             .arg(row.algorithm, formatValue(row.valueBefore),
                                  formatValue(row.valueAfter));
            continue;
        }
        const QString was = rootMoveName(tree, *row.bestBefore);
        const QString now = rootMoveName(tree, row.bestAfter.value_or(-1));
        QString s = row.changed() ? QCoreApplication::translate(
                                        "gt::LeafTransform", "%1's decision changes from %2 to %3.")
                                        .arg(row.algorithm, was, now)
                                  : QCoreApplication::translate("gt::LeafTransform",
                                                                "%1's decision is unchanged (%2).")
                                        .arg(row.algorithm, was);
        if (row.tiedAfter)
            s += QCoreApplication::translate(
                     "gt::LeafTransform",
                     " After the map, %1 ties with another move at %2: the first of "
                     "the tied moves is taken.")
                     .arg(now, formatValue(row.valueAfter));
        sentences << s;
    }
    return sentences.join(QLatin1Char(' '));
}

} // namespace gt
