#include "quiz.h"

#include "../grade/gradesupport.h"
#include "../trace/annotations.h"
#include "../trace/eventquery.h"
#include "../trace/narration.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

// "3", "≤ 3", "≥ 3": what a value means, as the canvas writes it.
QString boundedValue(double v, Bound bound)
{
    switch (bound) {
    case Bound::Lower: return QStringLiteral("≥ %1").arg(formatValue(v));
    case Bound::Upper: return QStringLiteral("≤ %1").arg(formatValue(v));
    default: return formatValue(v);
    }
}

std::vector<NodeId> childrenOf(const GameTree &tree, NodeId n)
{
    const auto span = tree.children(n);
    return {span.begin(), span.end()};
}

} // namespace

Quiz::Quiz(const GameTree &tree, const Trace &trace)
    : m_tree(&tree)
    , m_trace(&trace)
    , m_replayer(tree, trace)
{}

int Quiz::nextQuestion(int from) const
{
    for (int i = std::max(0, from); i < eventCount(); ++i)
        if (questionAt(i))
            return i;
    return -1;
}

std::optional<QuizQuestion> Quiz::questionAt(int event) const
{
    if (event < 0 || event >= eventCount())
        return std::nullopt;
    switch (m_trace->events[std::size_t(event)].type) {
    case EventType::Return:
    case EventType::Finish:
    case EventType::Tighten:
    case EventType::ChanceAdd:
    case EventType::Cutoff:
    case EventType::SssTake:
    case EventType::SssPush:
    case EventType::CloseFront:
    case EventType::Strategy:
    case EventType::Descend: break;
    default: return std::nullopt; // the cheap test first: most events are just shown
    }
    m_replayer.seek(event);
    auto q = askBefore(event, m_replayer.frame());
    if (q) {
        if (!q->text.isEmpty()) // "node 5 is finished…" starts a sentence
            q->text[0] = q->text[0].toUpper();
        m_replayer.seek(event + 1);
        answerAfter(*q, m_replayer.frame());
    }
    return q;
}

std::optional<QuizQuestion> Quiz::askBefore(int event, const Frame &before) const
{
    const GameTree &t = *m_tree;
    const TraceEvent &e = m_trace->events[std::size_t(event)];
    QuizQuestion q;
    q.event = event;
    q.node = e.node;
    const QString n = nodeLabel(t, e.node);
    switch (e.type) {
    case EventType::Return:
        if (e.other != NoNode && t.isLeaf(e.node) &&
            !(std::size_t(e.other) < before.averaging.size() &&
              before.averaging[std::size_t(e.other)])) {
            // A leaf's value is on the canvas: the question is what it does to its parent.
            q.node = e.other;
            q.text = tr("The leaf %1 = %2 returns to %3. What is %3's best so far now?")
                         .arg(n, formatValue(e.a), nodeLabel(t, e.other));
        } else {
            q.value = e.a;
            q.bound = Bound(e.detail);
            q.text = e.other == NoNode
                         ? tr("What does %1 return in this pass?").arg(n)
                         : tr("What does %1 return to %2?").arg(n, nodeLabel(t, e.other));
        }
        return q;
    case EventType::Finish:
        q.value = e.a;
        q.text = tr("The search ends. What is the value of %1, the root?").arg(n);
        return q;
    case EventType::Tighten: {
        const NodeFrame &f = before.nodes[std::size_t(e.node)];
        const bool alpha = e.a != f.alpha || !f.hasWindow;
        q.value = alpha ? e.a : e.b;
        q.text = alpha ? tr("A bound at %1 changes. What is α at %1 now?").arg(n)
                       : tr("A bound at %1 changes. What is β at %1 now?").arg(n);
        return q;
    }
    case EventType::ChanceAdd:
        // *-minimax: a child that fails its window is not added (the cut-off asks instead).
        if (e.other == NoNode || Bound(e.detail) != Bound::Exact)
            return std::nullopt;
        q.node = e.other;
        q.text = tr("%1 is finished; %2 adds it with probability %3. What is %2's weighted sum "
                    "now?")
                     .arg(n, nodeLabel(t, e.other), formatProbability(e.b));
        return q;
    case EventType::Cutoff: {
        q.ask = QuizAsk::Pruned;
        // Every child may be clicked and every child is outlined: outlining only those not
        // returned yet would draw the answer before the student gives it.
        q.candidates = childrenOf(t, e.node);
        q.nodes = prunedChildren(t, e);
        // A search that reorders children names the rest of what it prunes in PruneToo events.
        for (std::size_t i = std::size_t(event) + 1; i < m_trace->events.size(); ++i) {
            const TraceEvent &next = m_trace->events[i];
            if (next.type != EventType::PruneToo)
                break;
            for (NodeId c : prunedChildren(t, next))
                q.nodes.push_back(c);
        }
        std::sort(q.nodes.begin(), q.nodes.end());
        q.nodes.erase(std::unique(q.nodes.begin(), q.nodes.end()), q.nodes.end());
        q.text = tr("Which branches of %1 are pruned now? Click them on the canvas, then "
                    "Check.")
                     .arg(n);
        q.answerText = nodeListText(t, q.nodes);
        return q;
    }
    case EventType::SssPush:
        if (sssStatus(e) != SssStatus::Solved)
            return std::nullopt;
        q.value = e.a;
        q.text = tr("What merit does the SOLVED state of %1 get on OPEN?").arg(n);
        return q;
    case EventType::SssTake:
        if (before.open.size() < 2)
            return std::nullopt; // one state waiting: nothing to choose
        q.ask = QuizAsk::Pick;
        for (const OpenState &s : before.open)
            q.candidates.push_back(s.node);
        q.text = tr("Which state is taken off OPEN next? Click its node.");
        break;
    case EventType::CloseFront:
        if (before.queued.size() - std::size_t(before.closedCount) < 2)
            return std::nullopt;
        q.ask = QuizAsk::Pick;
        q.candidates.assign(before.queued.begin() + before.closedCount, before.queued.end());
        q.text = tr("Which node is taken off OPEN next? Click it.");
        break;
    case EventType::Strategy:
        q.ask = QuizAsk::Pick;
        q.candidates = childrenOf(t, e.other);
        q.text = tr("Which child of the root does the strategy work on next? Click it.");
        break;
    case EventType::Descend:
        q.ask = QuizAsk::Pick;
        q.candidates = childrenOf(t, e.other);
        q.text =
            tr("Which child of %1 does the descent go to? Click it.").arg(nodeLabel(t, e.other));
        break;
    default: return std::nullopt;
    }
    q.nodes = {e.node};
    q.answerText = n;
    return q;
}

void Quiz::answerAfter(QuizQuestion &q, const Frame &after) const
{
    if (q.ask != QuizAsk::Value)
        return;
    const TraceEvent &e = m_trace->events[std::size_t(q.event)];
    if (q.node != e.node) { // asked about the parent: its value after the event
        const NodeFrame &p = after.nodes[std::size_t(q.node)];
        q.value = p.value;
        q.bound = Bound::None; // a running value: "best so far", a sum
    }
    q.answerText = boundedValue(q.value, q.bound);
}

QuizVerdict Quiz::answer(const QuizQuestion &question, const QuizAnswer &given)
{
    bool right = false;
    QString said;
    if (question.ask == QuizAsk::Value) {
        right = grade::sameNumber(given.value, question.value, {QuizTolerance});
        said = formatValue(given.value);
    } else {
        std::vector<NodeId> nodes = given.nodes;
        std::sort(nodes.begin(), nodes.end());
        nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
        right = nodes == question.nodes;
        said = nodes.empty() ? tr("nothing") : nodeListText(*m_tree, nodes);
    }
    m_results.emplace(question.event, right);
    return judge(question, right, said);
}

QuizVerdict Quiz::reveal(const QuizQuestion &question)
{
    m_results.emplace(question.event, false);
    QuizVerdict v = judge(question, false, QString());
    v.words = tr("The answer is %1.").arg(question.answerText);
    return v;
}

QuizVerdict Quiz::judge(const QuizQuestion &q, bool right, const QString &given) const
{
    QuizVerdict v;
    v.right = right;
    v.words = right ? tr("Right: %1.").arg(q.answerText)
                    : tr("Not quite: you said %1, the answer is %2.").arg(given, q.answerText);
    v.rule = narrate(*m_tree, *m_trace, q.event);
    return v;
}

int Quiz::right() const
{
    return int(
        std::count_if(m_results.begin(), m_results.end(), [](const auto &r) { return r.second; }));
}

QString Quiz::scoreText() const
{
    return tr("Score: %1 of %2").arg(right()).arg(asked());
}

NodeId Quiz::pickFor(const QuizQuestion &question, NodeId clicked) const
{
    if (clicked == NoNode || clicked >= m_tree->size())
        return NoNode;
    NodeId n = clicked;
    if (question.ask == QuizAsk::Pruned) // a click anywhere in a branch chooses the branch
        while (n != NoNode && m_tree->parent(n) != question.node)
            n = m_tree->parent(n);
    const auto &c = question.candidates;
    return std::find(c.begin(), c.end(), n) != c.end() ? n : NoNode;
}

QString nodeListText(const GameTree &tree, const std::vector<NodeId> &nodes)
{
    QStringList names;
    for (NodeId n : nodes) // a leaf with its value, as the student sees it on the canvas
        names << (tree.isLeaf(n) && tree.hasValue(n)
                      ? QStringLiteral("%1 (%2)").arg(nodeLabel(tree, n),
                                                      formatValue(tree.value(n)))
                      : nodeLabel(tree, n));
    return names.join(QStringLiteral(", "));
}

std::optional<grade::ValueClaim> parseQuizValue(const QString &input)
{
    QString text = input.trimmed();
    grade::ValueClaim claim;
    static const std::pair<const char *, Bound> signs[] = {
        {"<=", Bound::Upper}, {">=", Bound::Lower}, {"≤", Bound::Upper}, {"≥", Bound::Lower},
        {"<", Bound::Upper},  {">", Bound::Lower},  {"=", Bound::Exact}};
    for (const auto &[sign, bound] : signs)
        if (text.startsWith(QString::fromUtf8(sign))) {
            text = text.mid(QString::fromUtf8(sign).size());
            claim.bound = bound;
            break;
        }
    const auto number = grade::parseNumber(text); // the one reader of numbers in answers
    if (!number)
        return std::nullopt;
    claim.value = *number;
    return claim;
}

} // namespace gt
