#include "grade.h"

#include "gradesupport.h"

#include "../search/mcts/mctsconvergence.h"
#include "../trace/annotations.h"
#include "../trace/eventkind.h"
#include "../trace/eventquery.h"
#include "../trace/narration.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gt::grade {

namespace {

// The pruned nodes an event cuts off or spares, as preorder ranges [first, end).
NodeRanges prunedScopes(const GameTree &tree, const TraceEvent &e)
{
    NodeRanges out;
    if (const auto pruned = eventKind(e.type).pruned)
        pruned(tree, e, out);
    return out;
}

// The step of the first cut-off after step `from` and before step `to` whose pruned subtrees
// hold `node`; 0 when none does.
int cutBetween(const GameTree &tree, const Trace &trace, int from, int to, NodeId node)
{
    for (int step = from + 1; step < to; ++step) {
        for (const auto &[first, end] : prunedScopes(tree, trace.events[std::size_t(step) - 1])) {
            if (first <= node && node < end)
                return step;
        }
    }
    return 0;
}

QString claimWords(const ValueClaim &v)
{
    return v.bound == Bound::Exact ? formatValue(v.value) : boundWords(v.bound, v.value);
}

QString boundNote(const ValueClaim &v)
{
    switch (v.bound) {
    case Bound::Lower: return tr(" (a lower bound: its true value is at least that)");
    case Bound::Upper: return tr(" (an upper bound: its true value is at most that)");
    default: return {};
    }
}

// A fail-hard search returns the window's end where a cut-off leaves only a bound (C ≤ 3); the
// best value found before the cut-off (C ≤ 2) is what a fail-soft search returns. A student who
// gives that one is told so: the value at the node's last cut-off up to `step`, if any.
std::optional<double> bestBeforeCutoff(const Trace &trace, NodeId node, int step)
{
    for (int i = step - 1; i >= 0; --i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (e.node != node)
            continue;
        if (e.type == EventType::Enter)
            return std::nullopt;
        if (e.type == EventType::Cutoff &&
            (Cut(e.detail) == Cut::AtMax || Cut(e.detail) == Cut::AtMin))
            return Cut(e.detail) == Cut::AtMax ? e.a : e.b;
    }
    return std::nullopt;
}

// The differences between the nodes an answer says are pruned and the search's. An inner node
// named says that it is never visited and stands for the pruned leaves below it (Star2's probe
// reads a grandchild below a child it never visits).
void comparePruned(const GameTree &tree, const Trace &trace,
                   const std::vector<NodeOutcome> &outcome, const std::vector<int> &firstVisit,
                   const std::set<NodeId> &claimed, TextPos where, Findings *findings)
{
    auto reached = [&](NodeId n) { // the answer calls n pruned, but the search reaches it
        const int step = firstVisit[std::size_t(n)];
        if (findings->wouldLead(step))
            findings->add(step, n,
                          tr("the answer says %1 is pruned, but the search reaches it here")
                              .arg(nodeWords(tree, n)),
                          whyVisited(tree, trace, step, n), where);
    };
    std::set<NodeId> answer;
    for (NodeId n : claimed) {
        if (tree.isLeaf(n)) {
            answer.insert(n);
            continue;
        }
        if (!outcome[std::size_t(n)].pruned) {
            reached(n);
            continue;
        }
        for (NodeId d = n; d < tree.subtreeEnd(n); ++d) {
            if (tree.isLeaf(d) && outcome[std::size_t(d)].pruned)
                answer.insert(d);
        }
    }
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.isLeaf(n))
            continue;
        const NodeOutcome &o = outcome[std::size_t(n)];
        const bool said = answer.count(n) > 0;
        if (said && !o.pruned) {
            reached(n);
        } else if (!said && o.pruned && findings->wouldLead(o.prunedStep)) {
            findings->add(o.prunedStep, n,
                          tr("%1 is never read, but the answer does not list it as pruned")
                              .arg(nodeWords(tree, n)),
                          narrate(tree, trace, o.prunedStep - 1), where);
        }
    }
}

// The steps of the reads `eval --json` lists as `leaves`, in order.
std::vector<int> readSteps(const Trace &trace)
{
    std::vector<int> steps;
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        if (isLeafRead(trace.events[i]))
            steps.push_back(int(i) + 1);
    }
    return steps;
}

} // namespace

QString Verdict::message() const
{
    // Named context: lupdate would file a tr() here under gt::grade::Verdict.
    if (right)
        return QCoreApplication::translate("gt::grade", "right");
    QString s =
        step > 0
            ? QCoreApplication::translate("gt::grade", "step %1: %2.").arg(step).arg(difference)
            : difference + u'.';
    if (!rule.isEmpty())
        s += u' ' + rule;
    return s;
}

std::vector<NodeOutcome> outcomes(const GameTree &tree, const Trace &trace)
{
    std::vector<NodeOutcome> out(std::size_t(tree.size()));
    for (NodeId n : trace.summary.pruned)
        out[std::size_t(n)].pruned = true;
    std::vector<int> lastEventAt(std::size_t(tree.size()), 0);
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        const TraceEvent &e = trace.events[i];
        const int step = int(i) + 1;
        if (e.node != NoNode)
            lastEventAt[std::size_t(e.node)] = step;
        if (const auto f = finishedBy(e)) {
            out[std::size_t(f->node)].value = ValueClaim{f->value, f->bound, {}};
            out[std::size_t(f->node)].step = step;
        }
        for (const auto &[first, end] : prunedScopes(tree, e)) {
            for (NodeId n = first; n < end; ++n) {
                if (out[std::size_t(n)].pruned)
                    out[std::size_t(n)].prunedStep = step;
            }
        }
    }
    // Pruned without a cut-off of its own (SSS* never pushed it, a sample never drew it): the
    // last step at its nearest ancestor the search reached decides.
    for (NodeId n : trace.summary.pruned) {
        NodeOutcome &o = out[std::size_t(n)];
        if (o.prunedStep != 0)
            continue;
        NodeId a = tree.parent(n);
        while (a != NoNode && out[std::size_t(a)].pruned)
            a = tree.parent(a);
        o.prunedStep = a != NoNode && lastEventAt[std::size_t(a)] ? lastEventAt[std::size_t(a)]
                                                                  : lastStep(trace);
    }
    return out;
}

Verdict gradeValue(const GameTree &tree, const Trace &trace, const ValueClaim &answer,
                   const GradeOptions &options)
{
    const ValueClaim expected{trace.summary.value, Bound::Exact, {}};
    if (sameValue(answer, expected, options))
        return {};
    const NodeId root = tree.root();
    Verdict v =
        wrongAt(tree, trace, lastStep(trace), root,
                tr("the value of %1 is %2, not %3")
                    .arg(placeLabel(tree, root), formatValue(expected.value), claimWords(answer)),
                answer.where);
    const QString formula = rootFormula(tree, trace, outcomes(tree, trace));
    if (!formula.isEmpty())
        v.rule = formula + QStringLiteral(". ") + v.rule;
    return v;
}

bool hasBestMove(const Trace &trace)
{
    return trace.summary.bestChild.has_value();
}

Verdict gradeBestMove(const GameTree &tree, const Trace &trace, const BestMoveAnswer &answer)
{
    const auto best = trace.summary.bestChild;
    if (!best || *best == answer.childIndex)
        return {};
    const NodeId root = tree.root();
    auto move = [&tree, root](int i) {
        const NodeId c = tree.child(root, i);
        const QString label = tree.label(c);
        return label.isEmpty() || label == placeLabel(tree, c)
                   ? placeLabel(tree, c)
                   : QStringLiteral("%1 (to %2)").arg(label, placeLabel(tree, c));
    };
    const bool valid = answer.childIndex >= 0 && answer.childIndex < tree.childCount(root);
    Verdict v = wrongAt(
        tree, trace, lastStep(trace), root,
        tr("the best move is %1, not %2")
            .arg(move(*best), valid ? move(answer.childIndex) : QString::number(answer.childIndex)),
        answer.where);
    const QString formula = rootFormula(tree, trace, outcomes(tree, trace));
    if (!formula.isEmpty())
        v.rule = tr("%1: the best move is the first child with the root's value.").arg(formula);
    return v;
}

Verdict gradeLeavesRead(const GameTree &tree, const Trace &trace, const LeafListAnswer &answer,
                        const GradeOptions &options)
{
    const std::vector<NodeId> &expected = trace.summary.leavesRead;
    std::vector<int> steps = readSteps(trace);
    const std::vector<int> firstVisit = firstVisitSteps(tree, trace);
    if (steps.size() != expected.size()) { // not a search whose reads are events: say where
        steps.clear();
        for (NodeId n : expected)
            steps.push_back(firstVisit[std::size_t(n)]);
    }
    const std::vector<NodeOutcome> outcome = outcomes(tree, trace);
    const std::size_t count = std::max(expected.size(), answer.items.size());
    for (std::size_t i = 0; i < count; ++i) {
        const QString place = QString::number(i + 1);
        if (i >= answer.items.size()) {
            const NodeId x = expected[i];
            return Verdict{false,
                           steps[i],
                           x,
                           tr("the answer stops after %1 reads, but the search goes on to read "
                              "%2")
                               .arg(i)
                               .arg(nodeWords(tree, x)),
                           whyVisited(tree, trace, steps[i], x),
                           answer.items.empty() ? TextPos{} : answer.items.back().where};
        }
        const LeafItem &item = answer.items[i];
        if (i >= expected.size()) {
            if (!item.byValue && outcome[std::size_t(item.id)].pruned) {
                const int step = outcome[std::size_t(item.id)].prunedStep;
                return Verdict{false,
                               step,
                               item.id,
                               tr("the answer reads %1 (read %2), but it is never read")
                                   .arg(nodeWords(tree, item.id), place),
                               narrate(tree, trace, step - 1),
                               item.where};
            }
            return wrongAt(tree, trace, lastStep(trace), tree.root(),
                           tr("the search reads %1 leaves, the answer more: read %2 is one too "
                              "many")
                               .arg(expected.size())
                               .arg(place),
                           item.where);
        }
        const NodeId x = expected[i];
        const bool same =
            item.byValue ? sameNumber(item.value, tree.value(x), options) : item.id == x;
        if (same)
            continue;
        const int since = i == 0 ? 0 : steps[i - 1];
        // The leaf the answer names: by id, or by value the leaf worth it that the search cut
        // off before this read, so that the verdict is placed at that leaf's own step (the
        // cut-off), not at the read the search makes instead.
        NodeId named = item.byValue ? NoNode : item.id;
        for (NodeId n = 0; item.byValue && named == NoNode && n < tree.size(); ++n) {
            if (!tree.isLeaf(n) || !sameNumber(item.value, tree.value(n), options))
                continue;
            const NodeOutcome &o = outcome[std::size_t(n)];
            if ((o.pruned && o.prunedStep < steps[i]) ||
                cutBetween(tree, trace, since, steps[i], n))
                named = n;
        }
        if (named != NoNode && outcome[std::size_t(named)].pruned &&
            outcome[std::size_t(named)].prunedStep < steps[i]) {
            const int step = outcome[std::size_t(named)].prunedStep;
            return Verdict{false,
                           step,
                           named,
                           tr("read %1 is %2 in the answer, but %2 is never read: the search "
                              "reads %3 there")
                               .arg(place, nodeWords(tree, named), nodeWords(tree, x)),
                           narrate(tree, trace, step - 1),
                           item.where};
        }
        // The answer reads a leaf the search cuts off before it reads x (and may read later,
        // in another pass): that cut-off is the rule.
        if (const int cut = named == NoNode ? 0 : cutBetween(tree, trace, since, steps[i], named))
            return Verdict{false,
                           cut,
                           named,
                           tr("read %1 is %2, not %3: %3 is cut off first")
                               .arg(place, nodeWords(tree, x), nodeWords(tree, named)),
                           narrate(tree, trace, cut - 1),
                           item.where};
        const QString said = item.byValue ? tr("a leaf worth %1").arg(formatValue(item.value))
                                          : nodeWords(tree, item.id);
        return Verdict{false,
                       steps[i],
                       x,
                       tr("read %1 is %2, not %3").arg(place, nodeWords(tree, x), said),
                       whyVisited(tree, trace, steps[i], x),
                       item.where};
    }
    return {};
}

Verdict gradePruned(const GameTree &tree, const Trace &trace, const LeafListAnswer &answer,
                    const GradeOptions &options)
{
    const std::vector<NodeOutcome> outcome = outcomes(tree, trace);
    const std::vector<int> firstVisit = firstVisitSteps(tree, trace);
    Findings findings;
    const TextPos where = answer.items.empty() ? TextPos{} : answer.items.front().where;
    if (std::none_of(answer.items.begin(), answer.items.end(),
                     [](const LeafItem &i) { return i.byValue; })) {
        std::set<NodeId> claimed;
        for (const LeafItem &i : answer.items)
            claimed.insert(i.id);
        comparePruned(tree, trace, outcome, firstVisit, claimed, where, &findings);
        return findings.first();
    }
    // By value: the multiset of the pruned leaves' values. A value the answer has too often
    // belongs to a leaf that is read; one it lacks, to a leaf that is pruned.
    std::vector<LeafItem> said = answer.items;
    for (NodeId n : trace.summary.pruned) {
        if (!tree.isLeaf(n))
            continue;
        const auto match = std::find_if(said.begin(), said.end(), [&](const LeafItem &i) {
            return sameNumber(i.value, tree.value(n), options);
        });
        if (match != said.end()) {
            said.erase(match);
            continue;
        }
        const int step = outcome[std::size_t(n)].prunedStep;
        findings.add(step, n,
                     tr("%1 is never read, but the answer does not list its value as pruned")
                         .arg(nodeWords(tree, n)),
                     narrate(tree, trace, step - 1), where);
    }
    for (const LeafItem &i : said) {
        NodeId read = NoNode; // the first leaf read with that value
        for (NodeId n : trace.summary.leavesRead) {
            if (tree.isLeaf(n) && sameNumber(i.value, tree.value(n), options)) {
                read = n;
                break;
            }
        }
        const int step = read == NoNode ? 0 : firstVisit[std::size_t(read)];
        findings.add(step, read,
                     read == NoNode
                         ? tr("no pruned leaf is worth %1").arg(formatValue(i.value))
                         : tr("the answer says a leaf worth %1 is pruned, but %2 is read here "
                              "and no other leaf worth %1 is pruned")
                               .arg(formatValue(i.value), nodeWords(tree, read)),
                     read == NoNode ? QString() : whyVisited(tree, trace, step, read), i.where);
    }
    return findings.first();
}

Verdict gradeWholeTree(const GameTree &tree, const Trace &trace, const WholeTreeAnswer &answer,
                       const GradeOptions &options)
{
    const std::vector<NodeOutcome> outcome = outcomes(tree, trace);
    const std::vector<int> firstVisit = firstVisitSteps(tree, trace);
    Findings findings;
    for (NodeId n = 0; n < tree.size(); ++n) {
        const NodeOutcome &o = outcome[std::size_t(n)];
        const auto said = answer.values.find(n);
        if (said == answer.values.end()) {
            // A value left out is wrong only where the search shows one (leaves are given).
            if (!answer.values.empty() && !tree.isLeaf(n) && o.value)
                findings.add(
                    o.step, n,
                    tr("the answer gives no value for %1, which returns %2 here")
                        .arg(placeLabel(tree, n), boundWords(o.value->bound, o.value->value)),
                    narrate(tree, trace, o.step - 1));
            continue;
        }
        const ValueClaim &v = said->second;
        if (tree.isLeaf(n) && sameNumber(v.value, tree.value(n), options) && v.bound == Bound::None)
            continue; // the leaf's own value, copied from the tree
        if (o.pruned) {
            findings.add(o.prunedStep, n,
                         tr("the answer gives %1 the value %2, but %1 is never reached")
                             .arg(nodeWords(tree, n), claimWords(v)),
                         narrate(tree, trace, o.prunedStep - 1), v.where);
            continue;
        }
        if (!o.value || sameValue(v, *o.value, options))
            continue;
        QString difference =
            tr("%1 is worth %2%3, not %4")
                .arg(placeLabel(tree, n), boundWords(o.value->bound, o.value->value),
                     boundNote(*o.value), claimWords(v));
        const auto soft = bestBeforeCutoff(trace, n, o.step);
        if (soft && sameNumber(v.value, *soft, options) &&
            !sameNumber(*soft, o.value->value, options))
            difference += tr(" (%1 is the best found before the cut-off, what a fail-soft search "
                             "returns; this one is fail-hard and returns the end of its window)")
                              .arg(formatValue(*soft));
        findings.add(o.step, n, difference, narrate(tree, trace, o.step - 1), v.where);
    }
    if (answer.pruned) {
        comparePruned(tree, trace, outcome, firstVisit, *answer.pruned, answer.prunedWhere,
                      &findings);
    }
    return findings.first();
}

bool hasVisits(const Trace &trace)
{
    return trace.features.testFlag(TraceFeature::SearchTree);
}

Verdict gradeVisits(const GameTree &tree, const Trace &trace, const VisitsAnswer &answer)
{
    const NodeId root = tree.root();
    const std::vector<std::vector<int>> steps = mctsRootVisitSteps(tree, trace);
    Findings wrong;
    for (std::size_t i = 0; i < steps.size() && i < answer.counts.size(); ++i) {
        const auto expected = std::int64_t(steps[i].size());
        const std::int64_t given = answer.counts[i];
        if (given == expected)
            continue;
        // Too few: the back-up that takes the child past the answer's count decides it, where
        // the student can watch N go up. Too many: the search ends without giving them.
        const int step = given < expected ? steps[i][std::size_t(given)] : lastStep(trace);
        if (!wrong.wouldLead(step))
            continue;
        const NodeId child = tree.child(root, int(i));
        const TextPos where = i < answer.where.size() ? answer.where[i] : TextPos{};
        const QString difference =
            given < expected
                ? tr("%1 is visited more than %2 times: this back-up makes its N %3, and the "
                     "search ends with N = %4")
                      .arg(nodeWords(tree, child))
                      .arg(given)
                      .arg(given + 1)
                      .arg(expected)
                : tr("%1 ends the search with N = %2, not %3")
                      .arg(nodeWords(tree, child))
                      .arg(expected)
                      .arg(given);
        const Verdict v = wrongAt(tree, trace, step, child, difference, where);
        wrong.add(v.step, v.node, v.difference, v.rule, v.where);
    }
    return wrong.first();
}

Verdict gradeAnswer(const GameTree &tree, const Trace &trace, const Answer &answer,
                    const GradeOptions &options)
{
    std::vector<Verdict> verdicts;
    if (answer.value)
        verdicts.push_back(gradeValue(tree, trace, *answer.value, options));
    if (answer.leavesRead)
        verdicts.push_back(gradeLeavesRead(tree, trace, *answer.leavesRead, options));
    if (answer.pruned)
        verdicts.push_back(gradePruned(tree, trace, *answer.pruned, options));
    if (answer.bestMove)
        verdicts.push_back(gradeBestMove(tree, trace, *answer.bestMove));
    if (answer.visits)
        verdicts.push_back(gradeVisits(tree, trace, *answer.visits));
    if (answer.trace)
        verdicts.push_back(gradeTrace(tree, trace, *answer.trace, options));
    if (answer.wholeTree)
        verdicts.push_back(gradeWholeTree(tree, trace, *answer.wholeTree, options));
    Findings wrong;
    for (const Verdict &v : verdicts) {
        if (!v.right)
            wrong.add(v.step, v.node, v.difference, v.rule, v.where);
    }
    return wrong.first();
}

} // namespace gt::grade
